/**
 * Replies to game mail (functions/src/replies): SES receiving for the reply domain. A receipt
 * rule set with one rule for that domain stores each raw message in an encrypted bucket (kept
 * three days, then expired) and then invokes the inbound function asynchronously with SES's
 * verdicts; the function reads the object back (only the start of a large one), judges it and
 * answers by SES. A failed invocation, after Lambda's retries, lands in an alarmed queue.
 *
 * Built only when the reply domain is set; without it, mails carry no Reply-To. SES allows one
 * ACTIVE receipt rule set per region: this stack creates its set, and docs/deploy.md says how to
 * make it the active one and which MX record the reply domain needs.
 */
import { Duration, RemovalPolicy } from "aws-cdk-lib";
import { Alarm, ComparisonOperator, TreatMissingData } from "aws-cdk-lib/aws-cloudwatch";
import { SnsAction } from "aws-cdk-lib/aws-cloudwatch-actions";
import { PolicyStatement } from "aws-cdk-lib/aws-iam";
import type { ITable } from "aws-cdk-lib/aws-dynamodb";
import { SqsDestination } from "aws-cdk-lib/aws-lambda-destinations";
import { BlockPublicAccess, Bucket, BucketEncryption, type IBucket } from "aws-cdk-lib/aws-s3";
import { ReceiptRuleSet, TlsPolicy } from "aws-cdk-lib/aws-ses";
import { Lambda as LambdaAction, LambdaInvocationType, S3 as S3Action } from "aws-cdk-lib/aws-ses-actions";
import type { ITopic } from "aws-cdk-lib/aws-sns";
import { Queue, QueueEncryption } from "aws-cdk-lib/aws-sqs";
import { Construct } from "constructs";
import { BackroomFunction, TABLE_ACCESS, type MailerOptions } from "./backroom-function";

/** Where SES writes raw messages in the bucket; the function may read only these. */
export const INBOUND_PREFIX = "inbound/";
/** Days a raw reply is kept: long enough to look into a failure, short enough to hold little. */
export const INBOUND_RETENTION_DAYS = 3;

export interface InboundProps {
  readonly replyDomain: string;
  readonly table: ITable;
  readonly environment: Record<string, string>;
  readonly mailer: MailerOptions;
  readonly alarmTopic: ITopic;
  /** Where the bucket's server access logs go (the site's access log bucket). */
  readonly accessLogs: IBucket;
}

export class Inbound extends Construct {
  readonly bucket: Bucket;
  readonly function: BackroomFunction;
  readonly failures: Queue;
  readonly ruleSet: ReceiptRuleSet;
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: InboundProps) {
    super(scope, id);
    this.bucket = new Bucket(this, "RawReplies", {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: props.accessLogs,
      serverAccessLogsPrefix: "raw-replies/",
      lifecycleRules: [{ expiration: Duration.days(INBOUND_RETENTION_DAYS) }],
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });
    this.function = new BackroomFunction(this, "Function", {
      entry: "functions/src/handlers/inbound.ts",
      description: "Backroom inbound mail: a reply to a game mail becomes a move or a line of talk",
      environment: { ...props.environment, REPLY_DOMAIN: props.replyDomain, INBOUND_BUCKET: this.bucket.bucketName, INBOUND_PREFIX },
      memorySize: 512,
      timeout: Duration.seconds(30),
    }).bindEventStore(props.table, TABLE_ACCESS.inbound).bindMailer(props.mailer);
    // GetObject only, only under the prefix SES writes to.
    this.function.role.addToPolicy(new PolicyStatement({ actions: ["s3:GetObject"], resources: [this.bucket.arnForObjects(`${INBOUND_PREFIX}*`)] }));

    this.failures = new Queue(this, "Failures", { retentionPeriod: Duration.days(14), encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true });
    this.function.fn.configureAsyncInvoke({ onFailure: new SqsDestination(this.failures), retryAttempts: 2 });

    this.ruleSet = new ReceiptRuleSet(this, "RuleSet", {
      rules: [{
        recipients: [props.replyDomain],
        scanEnabled: true,
        tlsPolicy: TlsPolicy.REQUIRE,
        actions: [
          new S3Action({ bucket: this.bucket, objectKeyPrefix: INBOUND_PREFIX }),
          new LambdaAction({ function: this.function.fn, invocationType: LambdaInvocationType.EVENT }),
        ],
      }],
    });

    const action = new SnsAction(props.alarmTopic);
    const alarm = (alarmId: string, description: string, metric: Alarm["metric"]) => {
      const a = new Alarm(this, alarmId, {
        alarmDescription: `${description} See docs/deploy.md#alarms.`, metric, threshold: 1, evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD, treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      a.addAlarmAction(action);
      this.alarms.push(a);
    };
    const fiveMinutes = Duration.minutes(5);
    alarm("Errors", "The Inbound function threw or timed out (a reply may be retried or set aside).", this.function.fn.metricErrors({ period: fiveMinutes, statistic: "Sum" }));
    alarm("FailuresAlarm", "A reply failed every retry of the Inbound function; it was neither played nor answered.",
      this.failures.metricApproximateNumberOfMessagesVisible({ period: fiveMinutes, statistic: "Maximum" }));
  }
}
