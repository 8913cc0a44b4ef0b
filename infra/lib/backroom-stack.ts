/**
 * Backroom in one stack: the game table (keys, index, TTL and the outbox stream filter all come
 * from functions/src/store/table.ts, so the deployed table and DynamoDB Local never drift), the
 * `api` function behind an HTTP API, the `notifier` function fed by the table's stream, the
 * `reminder` function that EventBridge Scheduler invokes when a seat keeps a game waiting, the
 * `mailEvents` function that suppresses bouncing and complaining addresses, the web app on
 * CloudFront with the API under /api (./web-site.ts), SES in code (./mail.ts), and alarms,
 * a dashboard and backups (./operations.ts).
 *
 * Nothing may fail silently: every asynchronous path (stream batches, schedules, reminder
 * invocations, SES events) ends in a dead-letter queue whose depth raises an alarm.
 * docs/deploy.md explains how to act on each alarm.
 */
import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps, Token } from "aws-cdk-lib";
import { HttpApi, HttpMethod, type IHttpStage, LogGroupLogDestination } from "aws-cdk-lib/aws-apigatewayv2";
import { AccessLogFormat } from "aws-cdk-lib/aws-apigateway";
import { HttpLambdaIntegration } from "aws-cdk-lib/aws-apigatewayv2-integrations";
import { Certificate, CertificateValidation, type ICertificate } from "aws-cdk-lib/aws-certificatemanager";
import { AttributeType, BillingMode, ProjectionType, StreamViewType, Table } from "aws-cdk-lib/aws-dynamodb";
import { PolicyStatement, Role, ServicePrincipal } from "aws-cdk-lib/aws-iam";
import { FilterCriteria, StartingPosition } from "aws-cdk-lib/aws-lambda";
import { SqsDestination } from "aws-cdk-lib/aws-lambda-destinations";
import { DynamoEventSource, SqsDlq } from "aws-cdk-lib/aws-lambda-event-sources";
import { LogGroup, RetentionDays } from "aws-cdk-lib/aws-logs";
import { ARecord, AaaaRecord, HostedZone, type IPublicHostedZone, RecordTarget } from "aws-cdk-lib/aws-route53";
import { CloudFrontTarget } from "aws-cdk-lib/aws-route53-targets";
import { ScheduleGroup } from "aws-cdk-lib/aws-scheduler";
import { LambdaSubscription } from "aws-cdk-lib/aws-sns-subscriptions";
import { Queue, QueueEncryption } from "aws-cdk-lib/aws-sqs";
import type { Construct } from "constructs";
import { ORIGIN_SECRETS_ENV } from "@backroom/functions/edge/origin";
import { OUTBOX_STREAM_FILTER, TABLE } from "@backroom/functions/store/table";
import { API_THROTTLES, checkOriginSecret, throttleRoutes } from "./api-limits";
import { BackroomFunction, TABLE_ACCESS } from "./backroom-function";
import { Firewall } from "./firewall";
import { Mail, senderIdentity } from "./mail";
import { Inbound } from "./inbound";
import { Operations } from "./operations";
import { SANDBOX_SEND_RATE } from "./alarms";
import { longestPacedSendMs } from "@backroom/functions/mail/paced-mailer";
import { SIGN_IN_LIMITS } from "@backroom/functions/auth/auth";
import { WebSite } from "./web-site";

export const DEFAULTS = {
  snapshotEvery: "50",
  /** Two days: long enough for a game played a move a day, short enough that it does not stall. */
  remindAfterMinutes: "2880",
} as const;

/** Outbox records per notifier invocation. */
const NOTIFIER_BATCH = 10;

export interface BackroomStackProps extends StackProps {
  /** The web app's static export (web/out after `next build`). */
  readonly siteDir: string;
  /** What email is sent as: a domain (`example.com`, Easy DKIM + MAIL FROM) or one address. */
  readonly sesIdentity: string;
  /** The From of every email; on the identity's domain. @default "Backroom <no-reply@<domain>>" or the address */
  readonly mailFrom?: string;
  /** Serve the site at this name (a certificate is issued) instead of the CloudFront domain. */
  readonly domainName?: string;
  /** The Route 53 public zone for `domainName` (and for the SES domain's DNS records). */
  readonly hostedZone?: { readonly id: string; readonly name: string };
  /** A certificate for `domainName` in us-east-1, when this stack is elsewhere (bin/app.ts makes one). */
  readonly certificate?: ICertificate;
  /** Take a snapshot every N events. @default "50" */
  readonly snapshotEvery?: string;
  /** Remind a seat that has kept a game waiting this long. @default "2880" (two days) */
  readonly remindAfterMinutes?: string;
  /** Subscribed to the alarm topic. */
  readonly alarmEmail?: string;
  /**
   * The domain replies to game mail go to (SES receiving, ./inbound.ts), e.g. reply.mygames.org;
   * absent: no inbound mail is deployed and mails carry no Reply-To.
   */
  readonly replyDomain?: string;
  /**
   * CloudFront sends it to the API on every request, and the API refuses a request without it
   * (functions/src/edge/origin.ts): nobody can call the execute-api endpoint directly.
   */
  readonly originSecret?: string;
  /** A second secret the API also accepts, while the secret is being rotated (docs/deploy.md). */
  readonly otherOriginSecret?: string;
  /** Put a WAF web ACL in front of the site that blocks a client address past this many requests in five minutes. */
  readonly wafRateLimit?: number;
  /** Such a web ACL made in us-east-1 by bin/app.ts, when this stack is in another region. */
  readonly webAclArn?: string;
  /** Alert `alarmEmail` when the account's monthly cost is forecast to pass this many US dollars. */
  readonly monthlyBudget?: number;
  /** The account's SES sending quota per 24 hours, to alarm at 80 % of it. @default 200 (the sandbox's) */
  readonly sesDailyQuota?: number;
  /** The account's SES maximum send rate per second, which the notifier paces its mail to. @default 1 (the sandbox's) */
  readonly sesSendRate?: number;
  /** Sign-in emails a day to addresses never seen before, for the whole site. @default 200 (SIGN_IN_LIMITS) */
  readonly newAddressSignInsPerDay?: number;
}

export class BackroomStack extends Stack {
  readonly table: Table;
  readonly api: BackroomFunction;
  readonly notifier: BackroomFunction;
  readonly reminder: BackroomFunction;
  readonly mailEvents: BackroomFunction;
  readonly reminderGroup: ScheduleGroup;
  readonly schedulerRole: Role;
  readonly httpApi: HttpApi;
  readonly stage: IHttpStage;
  readonly deadLetters: Queue;
  readonly scheduleDeadLetters: Queue;
  readonly reminderFailures: Queue;
  readonly mailEventFailures: Queue;
  readonly site: WebSite;
  readonly mail: Mail;
  readonly operations: Operations;
  readonly accessLogs: LogGroup;
  readonly firewall?: Firewall;
  readonly inbound?: Inbound;

  constructor(scope: Construct, id: string, props: BackroomStackProps) {
    super(scope, id, props);

    const zone: IPublicHostedZone | undefined = props.hostedZone
      ? HostedZone.fromHostedZoneAttributes(this, "Zone", { hostedZoneId: props.hostedZone.id, zoneName: props.hostedZone.name })
      : undefined;
    if (props.domainName && !zone) throw new Error("domainName needs hostedZoneId and hostedZoneName (the Route 53 zone that holds it)");

    this.mail = new Mail(this, "Mail", { identity: senderIdentity(props.sesIdentity, zone) });
    const mailFrom = props.mailFrom ?? (props.sesIdentity.includes("@") ? `Backroom <${props.sesIdentity}>` : `Backroom <no-reply@${this.mail.domain}>`);
    checkMailFrom(mailFrom, this.mail.domain);

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

    // The HTTP API first: the distribution needs its id, and the site URL (the distribution's
    // domain) goes into every function's environment, so nobody has to know it before deploying.
    this.httpApi = new HttpApi(this, "HttpApi", {
      description: "Backroom HTTP API (served under /api by the CloudFront distribution)",
      // Our own $default stage below, so it can be throttled and logged.
      createDefaultStage: false,
    });
    const accessLogs = this.accessLogs = new LogGroup(this, "ApiAccessLogs", { retention: RetentionDays.ONE_MONTH, removalPolicy: RemovalPolicy.DESTROY });
    // A ceiling on cost and on sign-in email floods (./api-limits.ts; sign-in has its own, lower).
    this.stage = this.httpApi.addStage("DefaultStage", {
      stageName: "$default",
      autoDeploy: true,
      throttle: API_THROTTLES.stage,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.jsonWithStandardFields({
          caller: false, httpMethod: true, ip: true, protocol: true, requestTime: true, resourcePath: true, responseLength: true, status: true, user: false,
        }),
      },
    });

    let certificate = props.certificate;
    if (props.domainName && !certificate) {
      // CloudFront takes certificates from us-east-1 only; bin/app.ts passes one made there otherwise.
      certificate = new Certificate(this, "Certificate", { domainName: props.domainName, validation: CertificateValidation.fromDns(zone) });
    }
    // CloudFront takes web ACLs from us-east-1 only; bin/app.ts makes one there for other regions.
    let webAclArn = props.webAclArn;
    if (props.wafRateLimit !== undefined && !webAclArn) {
      if (!Token.isUnresolved(this.region) && this.region !== "us-east-1") throw new Error(`wafRateLimit: a web ACL for CloudFront must be made in us-east-1, not ${this.region}; pass webAclArn (bin/app.ts does)`);
      this.firewall = new Firewall(this, "Firewall", { requestsPerFiveMinutes: props.wafRateLimit });
      webAclArn = this.firewall.arn;
    }
    const secrets = [props.originSecret, props.otherOriginSecret].filter((s): s is string => s !== undefined);
    if (props.otherOriginSecret && !props.originSecret) throw new Error("otherOriginSecret needs originSecret: it is only the second secret accepted during a rotation");
    secrets.forEach((s, i) => checkOriginSecret(i === 0 ? "originSecret" : "otherOriginSecret", s));
    this.site = new WebSite(this, "Web", {
      siteDir: props.siteDir,
      httpApi: this.httpApi,
      ...(props.domainName && certificate ? { domain: { name: props.domainName, certificate } } : {}),
      ...(props.originSecret ? { originSecret: props.originSecret } : {}),
      ...(webAclArn ? { webAclArn } : {}),
    });
    if (props.domainName && zone) {
      const target = RecordTarget.fromAlias(new CloudFrontTarget(this.site.distribution));
      new ARecord(this, "SiteAlias", { zone, recordName: props.domainName, target });
      new AaaaRecord(this, "SiteAliasV6", { zone, recordName: props.domainName, target });
    }

    const sendRate = props.sesSendRate ?? SANDBOX_SEND_RATE;
    if (!(sendRate > 0)) throw new Error(`sesSendRate must be a positive number of emails per second, got ${sendRate}`);
    const environment = {
      WEB_URL: this.site.url,
      MAIL_FROM: mailFrom,
      SNAPSHOT_EVERY: positiveInteger("snapshotEvery", props.snapshotEvery ?? DEFAULTS.snapshotEvery),
      MAILER: "ses",
      // Every function that mails (the notifier, the inbound function's answers) paces its sends to it.
      MAIL_SEND_RATE: String(sendRate),
    };

    this.api = new BackroomFunction(this, "Api", {
      entry: "functions/src/handlers/api.ts",
      description: "Backroom HTTP API: load a game's events, replay, validate and append moves",
      environment,
      memorySize: 1024,
      // Below the HTTP API's 30 s integration limit, so a slow request fails in our logs, not at the gateway.
      timeout: Duration.seconds(10),
    }).bindEventStore(this.table, TABLE_ACCESS.api);
    const newAddresses = props.newAddressSignInsPerDay ?? SIGN_IN_LIMITS.newAddressesPerDay;
    if (!Number.isInteger(newAddresses) || newAddresses < 1) throw new Error(`newAddressSignInsPerDay must be a whole number of at least 1, got ${newAddresses}`);
    this.api.fn.addEnvironment("SIGN_IN_NEW_ADDRESSES_PER_DAY", String(newAddresses));
    // The secrets the API accepts in ORIGIN_SECRET_HEADER: the one CloudFront sends first.
    if (secrets.length > 0) this.api.fn.addEnvironment(ORIGIN_SECRETS_ENV, secrets.join(","));
    // CloudFront's /api/* behaviour passes the path as is, so the routes keep the prefix. Sign-in
    // has a route of its own only so that the stage can throttle it apart from game reads.
    const integration = new HttpLambdaIntegration("ApiIntegration", this.api.fn);
    this.httpApi.addRoutes({ path: "/api/{proxy+}", methods: [HttpMethod.ANY], integration });
    const [authRoute] = this.httpApi.addRoutes({ path: "/api/auth/{proxy+}", methods: [HttpMethod.ANY], integration });
    throttleRoutes(this.stage, [{ route: authRoute!, throttle: API_THROTTLES.auth }]);

    this.notifier = new BackroomFunction(this, "Notifier", {
      entry: "functions/src/handlers/notifier.ts",
      description: "Backroom notifier: sends the emails in new outbox records through SES",
      environment,
      memorySize: 512,
      // A batch of 10 records, each a paced send or more (mail/paced-mailer.ts): time for all of
      // them at the slowest pace, so a slow batch is not cut off and retried whole.
      timeout: Duration.seconds(Math.min(900, 30 + Math.ceil((NOTIFIER_BATCH * longestPacedSendMs(sendRate)) / 1000))),
    })
      .bindEventStore(this.table, TABLE_ACCESS.notifier)
      .bindMailer({ identityArn: this.mail.identityArn, configurationSetName: this.mail.configurationSet.configurationSetName });

    // Reminders: after each "your move" email the notifier creates a one-time schedule in this
    // group; when it fires, Scheduler (with its own role) invokes the reminder function.
    this.reminder = new BackroomFunction(this, "Reminder", {
      entry: "functions/src/handlers/reminder.ts",
      description: "Backroom reminder: queues a reminder email if a seat still keeps its game waiting",
      environment,
      memorySize: 256,
      timeout: Duration.seconds(10),
    }).bindEventStore(this.table, TABLE_ACCESS.reminder);
    this.reminderGroup = new ScheduleGroup(this, "Reminders", { removalPolicy: RemovalPolicy.DESTROY });

    const queue = (queueId: string) => new Queue(this, queueId, {
      // The longest SQS allows: time to notice the alarm, fix the cause and redrive.
      retentionPeriod: Duration.days(14),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    // A schedule whose target could not be invoked (after its retries) lands here, not nowhere.
    this.scheduleDeadLetters = queue("ScheduleDeadLetters");
    // A reminder invocation that failed all of Lambda's asynchronous retries lands here.
    this.reminderFailures = queue("ReminderFailures");
    this.reminder.fn.configureAsyncInvoke({ onFailure: new SqsDestination(this.reminderFailures), retryAttempts: 2 });

    const groupSchedules = this.formatArn({ service: "scheduler", resource: "schedule", resourceName: `${this.reminderGroup.scheduleGroupName}/*` });
    this.schedulerRole = new Role(this, "ReminderSchedulerRole", {
      // Only Scheduler, only for this account's schedules in the reminder group (no confused deputy).
      assumedBy: new ServicePrincipal("scheduler.amazonaws.com", {
        conditions: { StringEquals: { "aws:SourceAccount": this.account }, ArnLike: { "aws:SourceArn": groupSchedules } },
      }),
      description: "Lets EventBridge Scheduler invoke the reminder function and dead-letter what it cannot",
    });
    this.reminder.fn.grantInvoke(this.schedulerRole);
    // Scheduler needs only SendMessage to dead-letter a schedule it could not deliver.
    this.schedulerRole.addToPolicy(new PolicyStatement({ actions: ["sqs:SendMessage"], resources: [this.scheduleDeadLetters.queueArn] }));
    // Who sets timers: the notifier (reminders, mail), and, for move deadlines and bot seats,
    // whatever appends a move: the API and the timer function itself (a bot's move arms the next).
    // A move also cancels the timers of decisions no longer awaited (armTimers), so those two
    // may delete schedules; the notifier only ever creates them.
    const timers = { group: this.reminderGroup, schedulerRole: this.schedulerRole, deadLetters: this.scheduleDeadLetters };
    this.notifier.bindTimers({ ...timers, target: this.reminder.fn, cancels: false });
    this.api.bindTimers({ ...timers, target: this.reminder.fn, cancels: true });
    // The timer function targets itself, learning its ARN when invoked (it cannot reference itself here).
    this.reminder.bindTimers({ ...timers, cancels: true });
    this.notifier.fn.addEnvironment("REMIND_AFTER_MINUTES", positiveInteger("remindAfterMinutes", props.remindAfterMinutes ?? DEFAULTS.remindAfterMinutes));

    this.deadLetters = queue("NotifierDeadLetters");
    this.notifier.fn.addEventSource(
      new DynamoEventSource(this.table, {
        // From the oldest record still in the stream, so a freshly (re)created mapping misses no email.
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: NOTIFIER_BATCH,
        // One batch at a time per shard (the default, stated): with each instance paced to the
        // send rate, the senders at once are the stream's open shards (docs/deploy.md#mail-pacing).
        parallelizationFactor: 1,
        filters: [FilterCriteria.filter(OUTBOX_STREAM_FILTER)],
        // The notifier returns the records it failed; only those (and the ones after) are retried.
        reportBatchItemFailures: true,
        // Splitting a failing batch isolates a poison record instead of retrying its neighbours with it.
        bisectBatchOnError: true,
        retryAttempts: 10,
        onFailure: new SqsDlq(this.deadLetters),
      }),
    );

    // SES bounce and complaint events → SNS → mailEvents → suppressed addresses in the table.
    this.mailEvents = new BackroomFunction(this, "MailEvents", {
      entry: "functions/src/handlers/mail-events.ts",
      description: "Backroom mail events: suppresses addresses that bounced for good or complained",
      environment,
      memorySize: 256,
      timeout: Duration.seconds(10),
    }).bindEventStore(this.table, TABLE_ACCESS.mailEvents);
    this.mailEventFailures = queue("MailEventFailures");
    this.mail.events.addSubscription(new LambdaSubscription(this.mailEvents.fn, { deadLetterQueue: this.mailEventFailures }));
    this.mailEvents.fn.configureAsyncInvoke({ onFailure: new SqsDestination(this.mailEventFailures), retryAttempts: 2 });

    this.operations = new Operations(this, "Operations", {
      watched: this,
      alarmEmail: props.alarmEmail,
      ...(props.monthlyBudget !== undefined ? { monthlyBudget: props.monthlyBudget } : {}),
      ...(props.sesDailyQuota !== undefined ? { sesDailyQuota: props.sesDailyQuota } : {}),
      newAddressSignInsPerDay: newAddresses,
    });

    if (props.replyDomain) {
      if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(props.replyDomain)) throw new Error(`replyDomain must be a domain name, got "${props.replyDomain}"`);
      this.inbound = new Inbound(this, "Inbound", {
        replyDomain: props.replyDomain, table: this.table, environment, alarmTopic: this.operations.alarmTopic, accessLogs: this.site.logs,
        mailer: { identityArn: this.mail.identityArn, configurationSetName: this.mail.configurationSet.configurationSetName },
      });
      // A move by reply is a move like the API's: it arms the next decisions' timers and cancels those no longer awaited.
      this.inbound.function.bindTimers({ ...timers, target: this.reminder.fn, cancels: true });
      // The notifier signs a Reply-To into every one-game mail.
      this.notifier.fn.addEnvironment("REPLY_DOMAIN", props.replyDomain);
      new CfnOutput(this, "ReplyRuleSet", { value: this.inbound.ruleSet.receiptRuleSetName, description: "Make this the active SES receipt rule set (docs/deploy.md)" });
      new CfnOutput(this, "ReplyMxRecord", { value: `${props.replyDomain} MX 10 inbound-smtp.${this.region}.amazonaws.com`, description: "Add to your DNS for replies" });
    }

    new CfnOutput(this, "SiteUrl", { value: this.site.url, description: "The web app: open it, and give it to your friends" });
    new CfnOutput(this, "DistributionDomainName", { value: this.site.distribution.distributionDomainName, description: "CloudFront's own domain name" });
    new CfnOutput(this, "ApiUrl", { value: this.stage.url, description: "The HTTP API itself (the site serves it under /api)" });
    new CfnOutput(this, "TableName", { value: this.table.tableName, description: "The game table" });
    new CfnOutput(this, "DeadLetterQueueUrl", { value: this.deadLetters.queueUrl, description: "Notifier batches that failed every retry" });
    new CfnOutput(this, "AlarmTopicArn", { value: this.operations.alarmTopic.topicArn, description: "Subscribe here for alarms" });
    new CfnOutput(this, "MailFrom", { value: mailFrom, description: "The From of every email" });
    if (props.sesIdentity.includes("@") === false && !zone) {
      // Without a Route 53 zone the DKIM records must be added by hand (docs/deploy.md, step 2).
      this.mail.identity.dkimRecords.forEach((r, i) => new CfnOutput(this, `DkimRecord${i + 1}`, { value: `${r.name} CNAME ${r.value}`, description: "Add to your DNS" }));
    }
  }
}

/** The From must be on the identity's domain, or SES refuses every send. */
function checkMailFrom(mailFrom: string, domain: string): void {
  const address = /<([^>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  const at = address.lastIndexOf("@");
  if (at < 1 || address.slice(at + 1).toLowerCase() !== domain.toLowerCase()) {
    throw new Error(`mailFrom must be an address at ${domain} (the SES identity's domain), got "${mailFrom}"`);
  }
}

/** Checked here so a typo fails the synth rather than every cold start of the functions. */
function positiveInteger(name: string, value: string): string {
  if (!/^[1-9]\d*$/.test(value)) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return value;
}
