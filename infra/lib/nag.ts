/**
 * The cdk-nag findings (AwsSolutions and Serverless packs) we accept, each with its reason.
 * bin/app.ts runs both packs on every synth, and tests/infra/nag.unit.test.ts fails on any
 * finding not acknowledged here. Findings are acknowledged one by one, on the construct that
 * raises them, never for the whole stack.
 */
import { type CfnResource, Stack, Token, Validations } from "aws-cdk-lib";
import type { IConstruct } from "constructs";
import type { BackroomFunction } from "./backroom-function";
import type { BackroomStack } from "./backroom-stack";

const AS = (rule: string) => `AwsSolutions::AwsSolutions-${rule}`;
const SL = (rule: string) => `Serverless::Serverless-${rule}`;

function ack(scope: IConstruct, ...items: [id: string, reason: string][]): void {
  for (const [id, reason] of items) Validations.of(scope).acknowledge({ id, reason });
}

/** `<LogicalId.Arn>` as cdk-nag writes a resource's ARN in its finding ids. */
function arnRef(construct: IConstruct): string {
  const resource = construct.node.defaultChild as CfnResource;
  return `<${Stack.of(construct).getLogicalId(resource)}.Arn>`;
}

export function acknowledgeFindings(stack: BackroomStack): void {
  const fns: BackroomFunction[] = [stack.api, stack.notifier, stack.reminder, stack.mailEvents];
  for (const f of fns) {
    ack(f.role,
      [AS("IAM5[Resource::*]"), "X-Ray's PutTraceSegments and PutTelemetryRecords take no resource; it is the only wildcard."],
      [AS(`IAM5[Resource::${arnRef(f.logGroup)}:log-stream:*]`), "The function's own log group: Lambda names each log stream at run time."],
      [AS(`IAM5[Resource::${arnRef(stack.table)}/index/*]`), "The game table's own indexes (gsi1); the actions are listed one by one."],
    );
  }
  ack(stack.api.fn,
    [SL("LambdaDLQ"), "Invoked synchronously by the HTTP API: a failure is the request's 5xx answer, alarmed as the 5xx rate."],
  );
  ack(stack.notifier.fn,
    [SL("LambdaDLQ"), "Invoked by the stream mapping, whose on-failure destination is the NotifierDeadLetters queue (alarmed)."],
  );
  ack(stack.reminder.fn,
    [SL("LambdaDLQ"), "Uses an on-failure destination (ReminderFailures queue, alarmed), which keeps the request and the error; a DLQ would keep less."],
  );
  ack(stack.mailEvents.fn,
    [SL("LambdaDLQ"), "Uses an on-failure destination (MailEventFailures queue, alarmed), which keeps the request and the error; a DLQ would keep less."],
  );
  ack(stack.schedulerRole,
    [AS(`IAM5[Resource::${arnRef(stack.reminder.fn)}:*]`), "Versions of the reminder function only, as grantInvoke writes it; no other function."],
  );
  const group = stack.resolve(stack.reminderGroup.scheduleGroupName) as string;
  // cdk-nag writes the region and account literally when the stack has them (a real deploy).
  const region = Token.isUnresolved(stack.region) ? "<AWS::Region>" : stack.region;
  const account = Token.isUnresolved(stack.account) ? "<AWS::AccountId>" : stack.account;
  const partition = Token.isUnresolved(stack.partition) ? "<AWS::Partition>" : stack.partition;
  // The inbound function arms timers too: a move by reply schedules the next deadlines.
  for (const f of [stack.notifier, stack.api, stack.reminder, ...(stack.inbound ? [stack.inbound.function] : [])]) {
    ack(f.role,
      [AS(`IAM5[Resource::arn:${partition}:scheduler:${region}:${account}:schedule/${group}/*]`), "Schedules of the timer group only; each timer's schedule name is made at run time."],
    );
  }
  for (const q of [stack.deadLetters, stack.scheduleDeadLetters, stack.reminderFailures, stack.mailEventFailures]) {
    ack(q,
      [AS("SQS3"), "This queue is itself a dead-letter queue (alarmed as soon as it holds a message)."],
      [SL("SQSRedrivePolicy"), "This queue is itself a dead-letter queue (alarmed as soon as it holds a message)."],
    );
  }
  if (stack.inbound) {
    const inbound = stack.inbound;
    ack(inbound.function.role,
      [AS("IAM5[Resource::*]"), "X-Ray's PutTraceSegments and PutTelemetryRecords take no resource; it is the only wildcard."],
      [AS(`IAM5[Resource::${arnRef(inbound.function.logGroup)}:log-stream:*]`), "The function's own log group: Lambda names each log stream at run time."],
      [AS(`IAM5[Resource::${arnRef(stack.table)}/index/*]`), "The game table's own indexes (gsi1); the actions are listed one by one."],
      [AS(`IAM5[Resource::${arnRef(inbound.bucket)}/${"inbound/"}*]`), "GetObject of the raw replies SES writes under inbound/; each object is named by SES's message id."],
    );
    ack(inbound.function.fn,
      [SL("LambdaDLQ"), "Uses an on-failure destination (the Inbound Failures queue, alarmed), which keeps the request and the error; a DLQ would keep less."],
    );
    ack(inbound.failures,
      [AS("SQS3"), "This queue is itself a dead-letter queue (alarmed as soon as it holds a message)."],
      [SL("SQSRedrivePolicy"), "This queue is itself a dead-letter queue (alarmed as soon as it holds a message)."],
    );
  }
  ack(stack.httpApi,
    [AS("APIG4"), "Every route but sign-in checks the bearer session in the function (functions/src/auth); sign-in must be anonymous."],
  );
  ack(stack.site.distribution,
    [AS("CFR1"), "Friends play from anywhere; there is nothing region-bound to restrict."],
  );
  if (!stack.site.firewalled) {
    ack(stack.site.distribution,
      [AS("CFR2"), "The web ACL is a setting (wafRateLimit, about $6 a month); without it the API stage and its sign-in route are throttled and sign-in mail is rate-limited per address."],
    );
  }
  if (!stack.site.customDomain) {
    ack(stack.site.distribution,
      [AS("CFR4"), "Without domainName the distribution uses the *.cloudfront.net certificate, whose TLS policy CloudFront fixes; with domainName it is TLSv1.2_2021."],
    );
  }
  for (const sub of stack.operations.alarmTopic.node.children.filter((c) => c.node.id.includes("@"))) {
    ack(sub, [SL("SNSRedrivePolicy"), "An email subscription: SNS retries it itself, and an undeliverable alarm email has nothing useful to redrive."]);
  }
  ack(stack.operations.backupRole(),
    [AS("IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSBackupServiceRolePolicyForBackup]"), "AWS Backup's own service-role policy, as AWS recommends for backup selections."],
  );
  // The CDK's BucketDeployment handler: a deploy-time custom resource we neither write nor run.
  const deployer = stack.node.children.find((c) => c.node.id.startsWith("Custom::CDKBucketDeployment"));
  if (deployer) {
    const bucketArn = arnRef(stack.site.bucket);
    ack(deployer,
      [AS("L1"), "The CDK's BucketDeployment handler picks its own runtime; it runs only during deploys."],
      [SL("LambdaLatestVersion"), "The CDK's BucketDeployment handler picks its own runtime; it runs only during deploys."],
      [SL("LambdaDLQ"), "A CloudFormation custom resource: a failure fails the deploy, which is where it is seen."],
      [SL("LambdaTracing"), "Deploy-time copy of the site's files; nothing to trace."],
      [AS("IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]"), "The CDK's deploy-time handler; its role is the CDK's."],
      ...(["s3:Abort*", "s3:DeleteObject*", "s3:GetBucket*", "s3:GetObject*", "s3:List*"].map((a) => [AS(`IAM5[Action::${a}]`), "The CDK's grant for copying the site into its own bucket during deploys."] as [string, string])),
      [AS("IAM5[Resource::*]"), "The CDK's deploy-time handler may invalidate the distribution (CloudFront invalidations take no resource)."],
      [AS(`IAM5[Resource::${bucketArn}/*]`), "Objects of the site bucket only: the handler uploads the static export there."],
      [AS(`IAM5[Resource::arn:${partition}:s3:::cdk-hnb659fds-assets-${account}-${region}/*]`), "The CDK bootstrap bucket the site's files are staged in."],
    );
  }
}

