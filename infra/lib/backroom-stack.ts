/**
 * Backroom in one stack: the game table (keys, index, TTL and the outbox stream filter all come
 * from functions/src/store/table.ts, so the deployed table and DynamoDB Local never drift), the
 * `api` function behind an HTTP API, the `notifier` function fed by the table's stream, and the
 * `reminder` function that EventBridge Scheduler invokes when a seat keeps a game waiting.
 *
 * Email delivery must never fail silently: the notifier reports per-record failures, the stream
 * mapping retries and bisects, and a batch it finally gives up on lands in a dead-letter queue
 * whose depth raises an alarm. docs/deploy.md explains how to act on that alarm.
 */
import { Annotations, CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from "aws-cdk-lib";
import { CorsHttpMethod, HttpApi, HttpMethod, type IHttpStage } from "aws-cdk-lib/aws-apigatewayv2";
import { HttpLambdaIntegration } from "aws-cdk-lib/aws-apigatewayv2-integrations";
import { Alarm, ComparisonOperator, TreatMissingData } from "aws-cdk-lib/aws-cloudwatch";
import { SnsAction } from "aws-cdk-lib/aws-cloudwatch-actions";
import { AttributeType, BillingMode, ProjectionType, StreamViewType, Table } from "aws-cdk-lib/aws-dynamodb";
import { PolicyStatement, Role, ServicePrincipal } from "aws-cdk-lib/aws-iam";
import { FilterCriteria, StartingPosition } from "aws-cdk-lib/aws-lambda";
import { ScheduleGroup } from "aws-cdk-lib/aws-scheduler";
import { DynamoEventSource, SqsDlq } from "aws-cdk-lib/aws-lambda-event-sources";
import { Topic } from "aws-cdk-lib/aws-sns";
import { EmailSubscription } from "aws-cdk-lib/aws-sns-subscriptions";
import { Queue, QueueEncryption } from "aws-cdk-lib/aws-sqs";
import type { Construct } from "constructs";
import { OUTBOX_STREAM_FILTER, TABLE } from "@backroom/functions/store/table";
import { BackroomFunction } from "./backroom-function";

/** Used when neither props nor context say otherwise, so `cdk synth` works offline out of the box. */
export const DEFAULTS = {
  webUrl: "http://localhost:3000",
  mailFrom: "Backroom <no-reply@example.com>",
  snapshotEvery: "50",
  /** Two days: long enough for a game played a move a day, short enough that it does not stall. */
  remindAfterMinutes: "2880",
} as const;

export interface BackroomStackProps extends StackProps {
  /** Where the web app is served; its origin is the only one CORS allows, and emails link to it. */
  readonly webUrl?: string;
  /** The From address of every email; it must belong to a verified SES identity. */
  readonly mailFrom?: string;
  /**
   * The SES identity the notifier may send as: an ARN, a domain or an email address. If omitted,
   * any identity in the account and region (handy in the SES sandbox, see docs/deploy.md).
   */
  readonly sesIdentity?: string;
  /** Take a snapshot every N events. @default "50" */
  readonly snapshotEvery?: string;
  /** Remind a seat that has kept a game waiting this long. @default "2880" (two days) */
  readonly remindAfterMinutes?: string;
  /** Subscribed to the alarm topic if given. */
  readonly alarmEmail?: string;
}

export class BackroomStack extends Stack {
  readonly table: Table;
  readonly api: BackroomFunction;
  readonly notifier: BackroomFunction;
  readonly reminder: BackroomFunction;
  readonly reminderGroup: ScheduleGroup;
  readonly httpApi: HttpApi;
  readonly stage: IHttpStage;
  readonly deadLetters: Queue;

  constructor(scope: Construct, id: string, props: BackroomStackProps = {}) {
    super(scope, id, props);

    const webUrl = props.webUrl ?? DEFAULTS.webUrl;
    const webOrigin = originOf(webUrl);
    const mailFrom = props.mailFrom ?? DEFAULTS.mailFrom;
    const defaulted = (["webUrl", "mailFrom"] as const).filter((key) => props[key] === undefined);
    if (defaulted.length > 0) {
      // Fine for synth and tests; a deployment with them would mail links to localhost from example.com.
      Annotations.of(this).addWarningV2(
        "backroom:placeholder-settings",
        `Using placeholder ${defaulted.join(" and ")}; pass -c webUrl=… -c mailFrom=… when deploying (docs/deploy.md).`,
      );
    }

    this.table = new Table(this, "Games", {
      partitionKey: { name: TABLE.partitionKey, type: AttributeType.STRING },
      sortKey: { name: TABLE.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      // NEW_IMAGE is all the notifier reads; old images would only cost stream bandwidth.
      stream: StreamViewType.NEW_IMAGE,
      timeToLiveAttribute: TABLE.ttlAttribute,
      // The event log is the only copy of every game; neither a stack delete nor a stray click may drop it.
      removalPolicy: RemovalPolicy.RETAIN,
      deletionProtection: true,
    });
    this.table.addGlobalSecondaryIndex({
      indexName: TABLE.playerIndex.name,
      partitionKey: { name: TABLE.playerIndex.partitionKey, type: AttributeType.STRING },
      sortKey: { name: TABLE.playerIndex.sortKey, type: AttributeType.STRING },
      projectionType: ProjectionType.ALL,
    });

    const environment = {
      WEB_URL: webUrl,
      MAIL_FROM: mailFrom,
      SNAPSHOT_EVERY: positiveInteger("snapshotEvery", props.snapshotEvery ?? DEFAULTS.snapshotEvery),
      MAILER: "ses",
    };

    this.api = new BackroomFunction(this, "Api", {
      entry: "functions/src/handlers/api.ts",
      description: "Backroom HTTP API: load a game's events, replay, validate and append moves",
      environment,
      memorySize: 1024,
      // Below the HTTP API's 30 s integration limit, so a slow request fails in our logs, not at the gateway.
      timeout: Duration.seconds(10),
    }).bindEventStore(this.table);

    this.notifier = new BackroomFunction(this, "Notifier", {
      entry: "functions/src/handlers/notifier.ts",
      description: "Backroom notifier: sends the emails in new outbox records through SES",
      environment,
      memorySize: 512,
      // A batch of 10 records, each possibly several SES calls.
      timeout: Duration.seconds(30),
    })
      .bindEventStore(this.table)
      .bindMailer({ identityArn: props.sesIdentity === undefined ? undefined : this.sesIdentityArn(props.sesIdentity) });

    // Reminders: after each "your move" email the notifier creates a one-time schedule in this
    // group; when it fires, Scheduler (with its own role) invokes the reminder function.
    this.reminder = new BackroomFunction(this, "Reminder", {
      entry: "functions/src/handlers/reminder.ts",
      description: "Backroom reminder: queues a reminder email if a seat still keeps its game waiting",
      environment,
      memorySize: 256,
      timeout: Duration.seconds(10),
    }).bindEventStore(this.table);
    this.reminderGroup = new ScheduleGroup(this, "Reminders", { removalPolicy: RemovalPolicy.DESTROY });
    const schedulerRole = new Role(this, "ReminderSchedulerRole", {
      assumedBy: new ServicePrincipal("scheduler.amazonaws.com", { conditions: { StringEquals: { "aws:SourceAccount": this.account } } }),
      description: "Lets EventBridge Scheduler invoke the reminder function",
    });
    this.reminder.fn.grantInvoke(schedulerRole);
    this.reminderGroup.grantWriteSchedules(this.notifier.fn);
    this.notifier.fn.addToRolePolicy(new PolicyStatement({ actions: ["iam:PassRole"], resources: [schedulerRole.roleArn] }));
    this.notifier.fn.addEnvironment("REMINDER_TARGET_ARN", this.reminder.fn.functionArn);
    this.notifier.fn.addEnvironment("REMINDER_ROLE_ARN", schedulerRole.roleArn);
    this.notifier.fn.addEnvironment("REMINDER_GROUP", this.reminderGroup.scheduleGroupName);
    this.notifier.fn.addEnvironment("REMIND_AFTER_MINUTES", positiveInteger("remindAfterMinutes", props.remindAfterMinutes ?? DEFAULTS.remindAfterMinutes));

    this.httpApi = new HttpApi(this, "HttpApi", {
      description: "Backroom HTTP API",
      // Our own $default stage below, so it can be throttled.
      createDefaultStage: false,
      corsPreflight: {
        allowOrigins: [webOrigin],
        allowHeaders: ["Authorization", "Content-Type"],
        // Every route in functions/src/http/api.ts is a GET or a POST.
        allowMethods: [CorsHttpMethod.GET, CorsHttpMethod.POST],
        maxAge: Duration.days(1),
      },
    });
    // API Gateway answers CORS preflights itself, so the catch-all route never sees an OPTIONS request.
    this.httpApi.addRoutes({
      path: "/{proxy+}",
      methods: [HttpMethod.ANY],
      integration: new HttpLambdaIntegration("ApiIntegration", this.api.fn),
    });
    // A ceiling on cost and on sign-in email floods; far above what turn-based play needs.
    this.stage = this.httpApi.addStage("DefaultStage", {
      stageName: "$default",
      autoDeploy: true,
      throttle: { rateLimit: 50, burstLimit: 100 },
    });

    this.deadLetters = new Queue(this, "NotifierDeadLetters", {
      // The longest SQS allows: time to notice the alarm, fix the cause and redrive.
      retentionPeriod: Duration.days(14),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });

    this.notifier.fn.addEventSource(
      new DynamoEventSource(this.table, {
        // From the oldest record still in the stream, so a freshly (re)created mapping misses no email.
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: 10,
        filters: [FilterCriteria.filter(OUTBOX_STREAM_FILTER)],
        // The notifier returns the records it failed; only those (and the ones after) are retried.
        reportBatchItemFailures: true,
        // Splitting a failing batch isolates a poison record instead of retrying its neighbours with it.
        bisectBatchOnError: true,
        retryAttempts: 10,
        onFailure: new SqsDlq(this.deadLetters),
      }),
    );

    const alarmTopic = new Topic(this, "Alarms", { displayName: "Backroom alarms" });
    if (props.alarmEmail) alarmTopic.addSubscription(new EmailSubscription(props.alarmEmail));
    const deadLetterAlarm = new Alarm(this, "NotifierDeadLettersAlarm", {
      alarmDescription: "The notifier gave up on a batch of outbox records; some emails were not sent. See docs/deploy.md.",
      metric: this.deadLetters.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5) }),
      threshold: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      // SQS publishes no datapoint for an idle queue; that means empty, not broken.
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    deadLetterAlarm.addAlarmAction(new SnsAction(alarmTopic));

    new CfnOutput(this, "ApiUrl", { value: this.stage.url, description: "Base URL of the HTTP API" });
    new CfnOutput(this, "TableName", { value: this.table.tableName, description: "The game table" });
    new CfnOutput(this, "DeadLetterQueueUrl", { value: this.deadLetters.queueUrl, description: "Notifier batches that failed every retry" });
    new CfnOutput(this, "AlarmTopicArn", { value: alarmTopic.topicArn, description: "Subscribe here for alarms" });
  }

  private sesIdentityArn(identity: string): string {
    if (identity.startsWith("arn:")) return identity;
    return this.formatArn({ service: "ses", resource: "identity", resourceName: identity });
  }
}

function originOf(webUrl: string): string {
  try {
    return new URL(webUrl).origin;
  } catch {
    throw new Error(`webUrl must be an absolute URL such as https://play.example.com, got "${webUrl}"`);
  }
}

/** Checked here so a typo fails the synth rather than every cold start of both functions. */
function positiveInteger(name: string, value: string): string {
  if (!/^[1-9]\d*$/.test(value)) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return value;
}
