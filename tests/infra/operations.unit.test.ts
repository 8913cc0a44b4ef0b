/** Alarms (each on the TLS-only topic), the reminder path's dead letters, the dashboard and the table's backups. */
import { Match } from "aws-cdk-lib/assertions";
import { afterAll, describe, expect, it } from "vitest";
import { SANDBOX_DAILY_QUOTA, SERVICE } from "../../infra/lib/alarms";
import { SES_REVIEW_LEVELS } from "../../infra/lib/operations";
import { SIGN_IN_LIMITS } from "../../functions/src/auth/auth";
import { cleanupSynths, logicalId, synthStack } from "../support/cdk";

afterAll(cleanupSynths);
const { stack, template } = synthStack({ alarmEmail: "ops@mygames.org" });
const topic = () => ({ Ref: logicalId(stack.operations.alarmTopic) });

describe("alarms", () => {
  it("all notify the alarm topic, which only accepts TLS and mails the alarm address", () => {
    const alarms = Object.values(template.findResources("AWS::CloudWatch::Alarm"));
    expect(alarms.length).toBeGreaterThanOrEqual(18);
    for (const a of alarms) expect(a.Properties.AlarmActions).toEqual([topic()]);
    const policy = Object.values(template.findResources("AWS::SNS::TopicPolicy", { Properties: { Topics: [topic()] } }))[0]!;
    expect(JSON.stringify(policy.Properties.PolicyDocument)).toContain('"aws:SecureTransport":"false"');
    template.hasResourceProperties("AWS::SNS::Subscription", { Protocol: "email", Endpoint: "ops@mygames.org", TopicArn: topic() });
  });

  it.each(["api", "notifier", "reminder", "mailEvents"] as const)("watch %s for errors and throttles", (which) => {
    for (const MetricName of ["Errors", "Throttles"]) {
      template.hasResourceProperties("AWS::CloudWatch::Alarm", {
        Namespace: "AWS/Lambda", MetricName, Threshold: 1, Dimensions: [{ Name: "FunctionName", Value: { Ref: logicalId(stack[which].fn) } }],
      });
    }
  });

  it("watch the API's 5xx rate and p99 latency", () => {
    template.hasResourceProperties("AWS::CloudWatch::Alarm", {
      Threshold: 1,
      EvaluationPeriods: 2,
      Metrics: Match.arrayWith([Match.objectLike({ Expression: "IF(requests > 0, 100 * errors / requests, 0)" })]),
    });
    template.hasResourceProperties("AWS::CloudWatch::Alarm", { Namespace: "AWS/ApiGateway", MetricName: "Latency", ExtendedStatistic: "p99", Threshold: 3000 });
  });

  it("watch the stream iterator age and DynamoDB throttles", () => {
    template.hasResourceProperties("AWS::CloudWatch::Alarm", {
      Namespace: "AWS/Lambda", MetricName: "IteratorAge", Statistic: "Maximum", Threshold: 600_000,
      Dimensions: [{ Name: "FunctionName", Value: { Ref: logicalId(stack.notifier.fn) } }],
    });
    template.hasResourceProperties("AWS::CloudWatch::Alarm", {
      Metrics: Match.arrayWith([Match.objectLike({ Expression: "reads + writes" })]),
    });
  });

  it.each(["deadLetters", "scheduleDeadLetters", "reminderFailures", "mailEventFailures"] as const)("fire as soon as %s holds a message", (queue) => {
    template.hasResourceProperties("AWS::CloudWatch::Alarm", {
      Namespace: "AWS/SQS", MetricName: "ApproximateNumberOfMessagesVisible", Threshold: 1,
      ComparisonOperator: "GreaterThanOrEqualToThreshold", TreatMissingData: "notBreaching",
      Dimensions: [{ Name: "QueueName", Value: { "Fn::GetAtt": [logicalId(stack[queue]), "QueueName"] } }],
    });
  });

  it("watch SES's bounce and complaint rates at the levels where SES reviews the account", () => {
    expect(SES_REVIEW_LEVELS).toEqual({ bounceRate: 0.05, complaintRate: 0.001 });
    template.hasResourceProperties("AWS::CloudWatch::Alarm", { Namespace: "AWS/SES", MetricName: "Reputation.BounceRate", Threshold: 0.05 });
    template.hasResourceProperties("AWS::CloudWatch::Alarm", { Namespace: "AWS/SES", MetricName: "Reputation.ComplaintRate", Threshold: 0.001 });
  });
});

describe("alarms on the edge, timers and SES limits", () => {
  const alarmWith = (expression: string) => Object.values(template.findResources("AWS::CloudWatch::Alarm"))
    .find((a) => JSON.stringify(a.Properties.Metrics ?? []).includes(expression))?.Properties;

  it("count the API's 429s from its access logs (HTTP APIs publish no 429 metric), and watch its 4xx rate", () => {
    template.hasResourceProperties("AWS::Logs::MetricFilter", {
      LogGroupName: { Ref: logicalId(stack.accessLogs) },
      FilterPattern: '{ $.status = "429" }',
      MetricTransformations: [{ MetricNamespace: "Backroom", MetricName: "Api429", MetricValue: "1" }],
    });
    template.hasResourceProperties("AWS::CloudWatch::Alarm", { Namespace: "Backroom", MetricName: "Api429", Statistic: "Sum", Threshold: 5 });
    const rate = alarmWith("IF(requests >= 20, 100 * errors / requests, 0)")!;
    expect(rate).toMatchObject({ Threshold: 25, EvaluationPeriods: 3 });
    expect(JSON.stringify(rate.Metrics)).toContain('"MetricName":"4xx"');
  });

  it("fire on any TimersNotSet from the three functions that set timers, under their Powertools service names", () => {
    const timers = alarmWith("api + reminder + notifier")!;
    expect(timers.Threshold).toBe(1);
    const metrics = JSON.stringify(timers.Metrics);
    for (const service of [SERVICE.api, SERVICE.reminder, SERVICE.notifier]) expect(metrics).toContain(`{"Name":"service","Value":"${service}"}`);
    expect(metrics.match(/"MetricName":"TimersNotSet"/g)).toHaveLength(3);
    expect(metrics).toContain('"Namespace":"Backroom"');
  });

  it.each(["TargetErrorCount", "TargetErrorThrottledCount", "InvocationThrottleCount"])("watch EventBridge Scheduler's %s for the timer group", (MetricName) => {
    template.hasResourceProperties("AWS::CloudWatch::Alarm", {
      Namespace: "AWS/Scheduler", MetricName, Threshold: 1,
      Dimensions: [{ Name: "ScheduleGroup", Value: stack.resolve(stack.reminderGroup.scheduleGroupName) }],
    });
  });

  it("watch failed sends (SES throttling shows there) and 80 % of the daily SES quota, the sandbox's by default", () => {
    expect(SANDBOX_DAILY_QUOTA).toBe(200);
    template.hasResourceProperties("AWS::CloudWatch::Alarm", {
      Namespace: "Backroom", MetricName: "MailsFailed", Dimensions: [{ Name: "service", Value: SERVICE.notifier }], Threshold: 3,
    });
    template.hasResourceProperties("AWS::CloudWatch::Alarm", { Namespace: "AWS/SES", MetricName: "Send", Statistic: "Sum", Period: 86_400, Threshold: 160 });
    const production = synthStack({ sesDailyQuota: 50_000, newAddressSignInsPerDay: 1000 }).template;
    production.hasResourceProperties("AWS::CloudWatch::Alarm", { Namespace: "AWS/SES", MetricName: "Send", Threshold: 40_000 });
    production.hasResourceProperties("AWS::CloudWatch::Alarm", { MetricName: "SignInCapReached", AlarmDescription: Match.stringLikeRegexp("cap of 1000 a day") });
  });
});

describe("the alarm on the cap on sign-in mail to new addresses", () => {
  it("fires on the first sign-in the API refuses for the cap (SignInCapReached, under its Powertools service name), naming the cap", () => {
    const alarms = Object.values(template.findResources("AWS::CloudWatch::Alarm")).map((a) => a.Properties)
      .filter((p) => p.MetricName === "SignInCapReached");
    expect(alarms).toHaveLength(1);
    expect(alarms[0]).toMatchObject({
      Namespace: "Backroom", Dimensions: [{ Name: "service", Value: SERVICE.api }], Statistic: "Sum", Threshold: 1,
      ComparisonOperator: "GreaterThanOrEqualToThreshold", AlarmActions: [topic()],
    });
    expect(alarms[0].AlarmDescription).toContain(`cap of ${SIGN_IN_LIMITS.newAddressesPerDay} a day`);
    const api = template.findResources("AWS::Lambda::Function")[logicalId(stack.api.fn)]!.Properties;
    expect(api.Environment.Variables.SIGN_IN_NEW_ADDRESSES_PER_DAY).toBe(String(SIGN_IN_LIMITS.newAddressesPerDay));
  });
});

describe("the alarm on mail set aside", () => {
  it("fires on the first mail the notifier sets aside after an hour of resends (MailsSetAside, under its Powertools service name)", () => {
    const alarms = Object.values(template.findResources("AWS::CloudWatch::Alarm")).map((a) => a.Properties)
      .filter((p) => p.MetricName === "MailsSetAside");
    expect(alarms).toHaveLength(1);
    expect(alarms[0]).toMatchObject({
      Namespace: "Backroom", Dimensions: [{ Name: "service", Value: SERVICE.notifier }], Statistic: "Sum", Threshold: 1,
      ComparisonOperator: "GreaterThanOrEqualToThreshold", AlarmActions: [expect.anything()],
    });
  });
});

describe("the budget", () => {
  it("is off unless asked for", () => {
    template.resourceCountIs("AWS::Budgets::Budget", 0);
  });

  it("mails the alarm address at 80 % of the month's cost spent and when the month is forecast past it", () => {
    const budgeted = synthStack({ monthlyBudget: 20 }).template;
    budgeted.hasResourceProperties("AWS::Budgets::Budget", {
      Budget: { BudgetType: "COST", TimeUnit: "MONTHLY", BudgetLimit: { Amount: 20, Unit: "USD" }, BudgetName: "Test-monthly-cost" },
      NotificationsWithSubscribers: [
        { Notification: { NotificationType: "ACTUAL", ComparisonOperator: "GREATER_THAN", Threshold: 80, ThresholdType: "PERCENTAGE" }, Subscribers: [{ SubscriptionType: "EMAIL", Address: "ops@mygames.org" }] },
        { Notification: { NotificationType: "FORECASTED", ComparisonOperator: "GREATER_THAN", Threshold: 100, ThresholdType: "PERCENTAGE" }, Subscribers: [{ SubscriptionType: "EMAIL", Address: "ops@mygames.org" }] },
      ],
    });
    expect(() => synthStack({ monthlyBudget: 0 })).toThrow(/monthlyBudget must be a positive number/);
  });
});

describe("the reminder path", () => {
  it("keeps a reminder invocation that failed every retry in its own queue", () => {
    template.hasResourceProperties("AWS::Lambda::EventInvokeConfig", {
      FunctionName: { Ref: logicalId(stack.reminder.fn) },
      MaximumRetryAttempts: 2,
      DestinationConfig: { OnFailure: { Destination: { "Fn::GetAtt": [logicalId(stack.reminderFailures), "Arn"] } } },
    });
    const sends = Object.values(template.findResources("AWS::IAM::Policy", { Properties: { Roles: [{ Ref: logicalId(stack.reminder.role) }] } }))
      .flatMap((p) => p.Properties.PolicyDocument.Statement as Array<{ Action: unknown; Resource: unknown }>)
      .filter((s) => JSON.stringify(s.Action).includes("sqs:SendMessage"));
    expect(sends.map((s) => s.Resource)).toEqual([{ "Fn::GetAtt": [logicalId(stack.reminderFailures), "Arn"] }]);
  });

  it("lets only Scheduler, for this account's reminder schedules, assume the scheduler role", () => {
    const role = template.findResources("AWS::IAM::Role")[logicalId(stack.schedulerRole)]!;
    const [statement] = role.Properties.AssumeRolePolicyDocument.Statement;
    expect(statement.Principal).toEqual({ Service: "scheduler.amazonaws.com" });
    expect(statement.Condition.StringEquals).toEqual({ "aws:SourceAccount": { Ref: "AWS::AccountId" } });
    expect(JSON.stringify(statement.Condition.ArnLike["aws:SourceArn"])).toContain(`:schedule/${stack.resolve(stack.reminderGroup.scheduleGroupName)}/*`);
  });
});

describe("dashboard and backups", () => {
  it("has a dashboard of moves, mail, API, errors, stream age and SES reputation", () => {
    const body = JSON.stringify(Object.values(template.findResources("AWS::CloudWatch::Dashboard"))[0]!.Properties.DashboardBody);
    for (const metric of ["MovesAccepted", "MailsSuppressed", "IteratorAge", "Reputation.BounceRate", "5xx"]) expect(body).toContain(metric);
  });

  it("backs the table up daily and keeps each backup 35 days", () => {
    template.hasResourceProperties("AWS::Backup::BackupPlan", {
      BackupPlan: {
        BackupPlanRule: [Match.objectLike({ ScheduleExpression: "cron(0 5 * * ? *)", Lifecycle: { DeleteAfterDays: 35 } })],
        BackupPlanName: Match.anyValue(),
      },
    });
    template.hasResourceProperties("AWS::Backup::BackupSelection", {
      BackupSelection: Match.objectLike({ Resources: [{ "Fn::GetAtt": [logicalId(stack.table), "Arn"] }] }),
    });
  });
});
