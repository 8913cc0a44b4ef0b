/**
 * Operating Backroom: one alarm topic (TLS only, optionally an email subscription), the alarms
 * docs/deploy.md explains one by one, a CloudWatch dashboard, and a daily backup of the table
 * kept 35 days (on top of point-in-time recovery).
 */
import { Duration, Stack } from "aws-cdk-lib";
import { BackupPlan, BackupResource } from "aws-cdk-lib/aws-backup";
import type { CfnBudget } from "aws-cdk-lib/aws-budgets";
import {
  Alarm, ComparisonOperator, Dashboard, GraphWidget, type IMetric, MathExpression, Metric, TextWidget, TreatMissingData,
} from "aws-cdk-lib/aws-cloudwatch";
import { SnsAction } from "aws-cdk-lib/aws-cloudwatch-actions";
import { Topic } from "aws-cdk-lib/aws-sns";
import { EmailSubscription } from "aws-cdk-lib/aws-sns-subscriptions";
import type { HttpApi } from "aws-cdk-lib/aws-apigatewayv2";
import type { ITable } from "aws-cdk-lib/aws-dynamodb";
import type { ILogGroup } from "aws-cdk-lib/aws-logs";
import type { IScheduleGroup } from "aws-cdk-lib/aws-scheduler";
import type { Queue } from "aws-cdk-lib/aws-sqs";
import { Construct } from "constructs";
import { addBudget, addEdgeAndTimerAlarms, SANDBOX_DAILY_QUOTA } from "./alarms";
import type { BackroomFunction } from "./backroom-function";

/** SES puts an account under review at a 5 % bounce rate or a 0.1 % complaint rate. */
export const SES_REVIEW_LEVELS = { bounceRate: 0.05, complaintRate: 0.001 } as const;

/**
 * What is watched, passed in piece by piece rather than as the stack, so this module does not
 * import the stack that builds it.
 */
export interface Watched {
  readonly api: BackroomFunction;
  readonly notifier: BackroomFunction;
  readonly reminder: BackroomFunction;
  readonly mailEvents: BackroomFunction;
  readonly httpApi: HttpApi;
  readonly table: ITable;
  readonly deadLetters: Queue;
  readonly scheduleDeadLetters: Queue;
  readonly reminderFailures: Queue;
  readonly mailEventFailures: Queue;
  readonly accessLogs: ILogGroup;
  readonly reminderGroup: IScheduleGroup;
}

export interface OperationsProps {
  readonly watched: Watched;
  readonly alarmEmail?: string;
  /** Mail alarmEmail when the month's cost is forecast past this many US dollars (AWS Budgets). */
  readonly monthlyBudget?: number;
  /** The account's SES quota per 24 hours. @default 200 (the sandbox's) */
  readonly sesDailyQuota?: number;
  /** The API's daily cap on sign-in mail to new addresses, named in its alarm. */
  readonly newAddressSignInsPerDay: number;
}

export class Operations extends Construct {
  readonly alarmTopic: Topic;
  readonly alarms: Alarm[] = [];
  readonly dashboard: Dashboard;
  readonly backup: BackupPlan;
  readonly budget?: CfnBudget;

  constructor(scope: Construct, id: string, props: OperationsProps) {
    super(scope, id);
    const s = props.watched;
    this.alarmTopic = new Topic(this, "Alarms", { displayName: "Backroom alarms", enforceSSL: true });
    if (props.alarmEmail) this.alarmTopic.addSubscription(new EmailSubscription(props.alarmEmail));
    const action = new SnsAction(this.alarmTopic);

    const alarm = (alarmId: string, description: string, metric: IMetric, threshold: number, opts: { evaluationPeriods?: number; comparison?: ComparisonOperator } = {}) => {
      const a = new Alarm(this, alarmId, {
        alarmDescription: `${description} See docs/deploy.md#alarms.`,
        metric,
        threshold,
        comparisonOperator: opts.comparison ?? ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        evaluationPeriods: opts.evaluationPeriods ?? 1,
        // No datapoint means nothing happened (an idle queue, no requests), not a fault.
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      a.addAlarmAction(action);
      this.alarms.push(a);
      return a;
    };
    const fiveMinutes = Duration.minutes(5);

    for (const [name, fn] of [["Api", s.api], ["Notifier", s.notifier], ["Reminder", s.reminder], ["MailEvents", s.mailEvents]] as const) {
      alarm(`${name}Errors`, `The ${name} function threw or timed out.`, fn.fn.metricErrors({ period: fiveMinutes, statistic: "Sum" }), 1);
      alarm(`${name}Throttles`, `The ${name} function was throttled (account concurrency exhausted).`, fn.fn.metricThrottles({ period: fiveMinutes, statistic: "Sum" }), 1);
    }

    const requests = s.httpApi.metricCount({ period: fiveMinutes, statistic: "Sum" });
    const serverErrors = s.httpApi.metricServerError({ period: fiveMinutes, statistic: "Sum" });
    alarm("Api5xxRate", "More than 1 % of API requests answered 5xx over 10 minutes.",
      new MathExpression({ expression: "IF(requests > 0, 100 * errors / requests, 0)", usingMetrics: { requests, errors: serverErrors }, period: fiveMinutes, label: "5xx %" }),
      1, { evaluationPeriods: 2 });
    alarm("ApiLatencyP99", "The API's p99 latency exceeded 3 s for 15 minutes.", s.httpApi.metricLatency({ period: fiveMinutes, statistic: "p99" }), 3000, { evaluationPeriods: 3 });

    alarm("StreamIteratorAge", "The notifier is more than 10 minutes behind the table's stream: emails are delayed.",
      s.notifier.fn.metric("IteratorAge", { period: fiveMinutes, statistic: "Maximum" }), 600_000);

    const tableMetric = (name: string) => new Metric({ namespace: "AWS/DynamoDB", metricName: name, dimensionsMap: { TableName: s.table.tableName }, period: fiveMinutes, statistic: "Sum" });
    alarm("TableThrottles", "DynamoDB throttled reads or writes on the game table.",
      new MathExpression({ expression: "reads + writes", usingMetrics: { reads: tableMetric("ReadThrottleEvents"), writes: tableMetric("WriteThrottleEvents") }, period: fiveMinutes, label: "throttle events" }), 1);

    const queueAlarm = (alarmId: string, description: string, q: Queue) =>
      alarm(alarmId, description, q.metricApproximateNumberOfMessagesVisible({ period: fiveMinutes, statistic: "Maximum" }), 1);
    queueAlarm("NotifierDeadLettersAlarm", "The notifier gave up on a batch of outbox records; some emails were not sent.", s.deadLetters);
    queueAlarm("ScheduleDeadLettersAlarm", "EventBridge Scheduler could not invoke the reminder function; a reminder was not sent.", s.scheduleDeadLetters);
    queueAlarm("ReminderFailuresAlarm", "A reminder invocation failed every retry; a reminder was not sent.", s.reminderFailures);
    queueAlarm("MailEventFailuresAlarm", "A bounce or complaint event could not be recorded; an address may not be suppressed.", s.mailEventFailures);

    const ses = (name: string) => new Metric({ namespace: "AWS/SES", metricName: name, period: Duration.hours(1), statistic: "Maximum" });
    alarm("SesBounceRate", "The account's bounce rate reached 5 %, where SES puts sending under review.", ses("Reputation.BounceRate"), SES_REVIEW_LEVELS.bounceRate);
    alarm("SesComplaintRate", "The account's complaint rate reached 0.1 %, where SES puts sending under review.", ses("Reputation.ComplaintRate"), SES_REVIEW_LEVELS.complaintRate);

    const app = (name: string) => new Metric({ namespace: "Backroom", metricName: name, period: Duration.hours(1), statistic: "Sum", dimensionsMap: { service: "backroom-api" } });
    const mailMetric = (name: string) => new Metric({ namespace: "Backroom", metricName: name, period: Duration.hours(1), statistic: "Sum", dimensionsMap: { service: "backroom-notifier" } });
    this.dashboard = new Dashboard(this, "Dashboard", {
      dashboardName: `${Stack.of(this).stackName}-backroom`,
      widgets: [
        [new TextWidget({ markdown: "# Backroom\nAlarms and what to do: docs/deploy.md#alarms", width: 24, height: 2 })],
        [
          new GraphWidget({ title: "Moves", left: [app("MovesAccepted"), app("MovesRejected")], width: 8 }),
          new GraphWidget({ title: "Mail", left: [mailMetric("MailsSent"), mailMetric("MailsFailed"), mailMetric("MailsSuppressed"), mailMetric("MailsRejected")], width: 8 }),
          new GraphWidget({ title: "API requests and 5xx", left: [requests, serverErrors], right: [s.httpApi.metricLatency({ statistic: "p99" })], width: 8 }),
        ],
        [
          new GraphWidget({ title: "Function errors", left: [s.api, s.notifier, s.reminder, s.mailEvents].map((f) => f.fn.metricErrors()), width: 8 }),
          new GraphWidget({ title: "Stream iterator age (ms)", left: [s.notifier.fn.metric("IteratorAge", { statistic: "Maximum" })], width: 8 }),
          new GraphWidget({ title: "SES reputation", left: [ses("Reputation.BounceRate"), ses("Reputation.ComplaintRate")], width: 8 }),
        ],
      ],
    });

    addEdgeAndTimerAlarms(this, alarm, s, { sesDailyQuota: props.sesDailyQuota ?? SANDBOX_DAILY_QUOTA, newAddressSignInsPerDay: props.newAddressSignInsPerDay });
    if (props.monthlyBudget !== undefined) {
      if (!props.alarmEmail) throw new Error("monthlyBudget needs alarmEmail: AWS Budgets mails its alert there");
      this.budget = addBudget(this, { monthlyUsd: props.monthlyBudget, email: props.alarmEmail });
    }

    this.backup = BackupPlan.daily35DayRetention(this, "Backup");
    this.backup.addSelection("GameTable", { resources: [BackupResource.fromDynamoDbTable(s.table)] });
  }

  /** The role AWS Backup assumes for the table's selection. */
  backupRole(): Construct {
    return this.backup.node.findChild("GameTable").node.findChild("Role");
  }
}
