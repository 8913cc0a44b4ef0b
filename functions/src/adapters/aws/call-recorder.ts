/**
 * Records the AWS calls each function makes, and what IAM authorises for each, so a test can
 * evaluate them against the roles the stack deploys (tests/functions/iam): least privilege
 * checked both ways. An SDK middleware on every client the composition builds notes each
 * command as it is sent; which function sent it comes from the composed handler that was
 * running (one process may run them all: the local stack, the tests).
 *
 * Only tests pass a recorder (Overrides.recorder). In Lambda none is given: no middleware is
 * added and no handler is wrapped, so production pays nothing.
 */
import { AsyncLocalStorage } from "node:async_hooks";

/** The functions of the stack, by their composition path (compose.ts). */
export type FunctionName = "api" | "notifier" | "timer" | "mail-events" | "inbound";

/** One IAM action on one resource: the resource part of its ARN (`table/Games`), or a whole ARN. */
export interface IamNeed {
  readonly action: string;
  readonly resource: string;
}

/** One SDK command as a function sent it. */
export interface AwsCall {
  readonly fn: FunctionName;
  /** The IAM service prefix of the client (dynamodb, scheduler, ses). */
  readonly service: string;
  /** The SDK command without its suffix (PutItem, TransactWriteItems, CreateSchedule). */
  readonly command: string;
  /** What IAM checks before it runs: every one must be allowed. */
  readonly needs: readonly IamNeed[];
}

/** What the recorder needs of an SDK client: its middleware stack (every v3 client has one). */
export interface InstrumentableClient {
  readonly middlewareStack: {
    // The SDK's own overloads are generic over each client's shapes; the recorder reads plain data.
    add(middleware: (next: (args: any) => Promise<any>, context: any) => (args: any) => Promise<any>, options: { step: "initialize"; name: string; override: boolean }): void;
  };
}

export interface AwsCallRecorder {
  /** Records every command sent through this client from now on (once per client, however often attached). */
  attach(client: InstrumentableClient): void;
  /** Runs `handler` as function `fn`: the calls made while it runs are recorded as that function's. */
  within<A extends unknown[], R>(fn: FunctionName, handler: (...args: A) => Promise<R>): (...args: A) => Promise<R>;
  /** Every call recorded so far, in the order sent. Calls made outside a handler (a test's setup) are not recorded. */
  readonly calls: readonly AwsCall[];
}

/**
 * A recorder keeping the calls in memory; `onCall` sees each as it is made (e.g. to write it to a
 * file). `keep: false` keeps none in memory (a long-running process whose file is the record).
 */
export function awsCallRecorder(opts: { onCall?: (call: AwsCall) => void; keep?: boolean } = {}): AwsCallRecorder {
  const running = new AsyncLocalStorage<FunctionName>();
  const calls: AwsCall[] = [];
  return {
    calls,
    attach(client) {
      client.middlewareStack.add((next, context: { clientName?: string; commandName?: string }) => async (args: { input?: unknown }) => {
        const fn = running.getStore();
        if (fn) {
          const service = servicePrefix(context.clientName ?? "");
          const command = (context.commandName ?? "Unknown").replace(/Command$/, "");
          const call = { fn, service, command, needs: iamNeeds(service, command, (args.input ?? {}) as Input) };
          if (opts.keep !== false) calls.push(call);
          opts.onCall?.(call);
        }
        return next(args);
      }, { step: "initialize", name: "backroomAwsCallRecorder", override: true });
    },
    within: (fn, handler) => (...args) => running.run(fn, () => handler(...args)),
  };
}

/** The IAM prefix of an SDK client: DynamoDBClient → dynamodb, SESv2Client → ses. */
function servicePrefix(clientName: string): string {
  const known: Record<string, string> = { DynamoDBClient: "dynamodb", SchedulerClient: "scheduler", SESv2Client: "ses", SESClient: "ses" };
  return known[clientName] ?? clientName.replace(/Client$/, "").toLowerCase();
}

type Input = Record<string, any>;

/**
 * What IAM authorises for a command, from the service authorization reference: a DynamoDB
 * transaction is authorised item by item (there is no TransactWriteItems action), a batch per
 * table, a Query on an index against the index; a schedule's creation also passes its target's
 * role (iam:PassRole); an SES send is checked against the identity it sends as and the
 * configuration set it names.
 */
export function iamNeeds(service: string, command: string, input: Input): IamNeed[] {
  if (service === "dynamodb") return dynamoNeeds(command, input);
  if (service === "scheduler") return schedulerNeeds(command, input);
  if (service === "ses") return sesNeeds(command, input);
  // An S3 object is authorised as bucket/key (a ranged GetObject is a GetObject).
  if (service === "s3") return [{ action: `s3:${command}`, resource: `${input.Bucket}/${input.Key}` }];
  return [{ action: `${service}:${command}`, resource: "*" }];
}

function dynamoNeeds(command: string, input: Input): IamNeed[] {
  const table = (name: string) => `table/${name}`;
  const transactAction: Record<string, string> = { Put: "PutItem", Update: "UpdateItem", Delete: "DeleteItem", ConditionCheck: "ConditionCheckItem", Get: "GetItem" };
  switch (command) {
    case "TransactWriteItems":
    case "TransactGetItems":
      return (input.TransactItems as Input[] ?? []).flatMap((item) => Object.entries(item).map(([kind, op]) => ({
        action: `dynamodb:${transactAction[kind] ?? kind}`, resource: table((op as Input).TableName),
      })));
    case "BatchGetItem":
    case "BatchWriteItem":
      return Object.keys(input.RequestItems ?? {}).map((name) => ({ action: `dynamodb:${command}`, resource: table(name) }));
    case "Query":
    case "Scan":
      return [{ action: `dynamodb:${command}`, resource: input.IndexName ? `${table(input.TableName)}/index/${input.IndexName}` : table(input.TableName) }];
    default:
      return [{ action: `dynamodb:${command}`, resource: input.TableName ? table(input.TableName) : "*" }];
  }
}

function schedulerNeeds(command: string, input: Input): IamNeed[] {
  const schedule = `schedule/${input.GroupName ?? "default"}/${input.Name}`;
  const passRole = command === "CreateSchedule" || command === "UpdateSchedule" ? [{ action: "iam:PassRole", resource: String(input.Target?.RoleArn) }] : [];
  return [{ action: `scheduler:${command}`, resource: schedule }, ...passRole];
}

function sesNeeds(command: string, input: Input): IamNeed[] {
  // SES checks the identity it sends as: the From address (verified itself, or through its domain).
  const from = /<([^>]+)>\s*$/.exec(String(input.FromEmailAddress ?? ""))?.[1] ?? String(input.FromEmailAddress ?? "");
  return [
    { action: `ses:${command}`, resource: `identity/${from}` },
    ...(input.ConfigurationSetName ? [{ action: `ses:${command}`, resource: `configuration-set/${input.ConfigurationSetName}` }] : []),
  ];
}
