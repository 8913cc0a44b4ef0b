/**
 * What a role may hold though no code of ours calls it: what the Lambda service does with each
 * function's role. Both IAM checks (least-privilege.int and recorded-calls.suite) use this list.
 */
import type { FunctionName } from "../../functions/src/adapters/aws/call-recorder";
import type { Exception } from "./iam-check";

const ALL: FunctionName[] = ["api", "notifier", "timer", "mail-events", "inbound"];
/** What the Lambda service does with a function's role: granted, though no code of ours calls it. */
export const EXCEPTIONS: readonly Exception[] = [
  { fns: ALL, actions: ["logs:CreateLogStream", "logs:PutLogEvents"], reason: "Lambda writes each function's logs to the function's own log group with its role." },
  { fns: ALL, actions: ["xray:PutTraceSegments", "xray:PutTelemetryRecords"], reason: "Active tracing: Lambda sends each invocation's trace segments with the function's role." },
  {
    fns: ["notifier"], actions: ["dynamodb:DescribeStream", "dynamodb:GetRecords", "dynamodb:GetShardIterator", "dynamodb:ListStreams"],
    reason: "The event source mapping reads the table's stream for the notifier, with the notifier's role.",
  },
  {
    fns: ["notifier", "timer", "mail-events", "inbound"], actions: ["sqs:SendMessage", "sqs:GetQueueAttributes", "sqs:GetQueueUrl"],
    reason: "Lambda sends what failed every retry (a stream batch, an asynchronous invocation) to the function's dead-letter queue with its role.",
  },
];
