/**
 * The house Lambda construct: every Backroom function is a NodejsFunction with the same defaults
 * (arm64, a pinned current Node runtime, ESM bundle with source maps, one month of logs, X-Ray
 * tracing, a role of its own that may write only to its own log group), and is given access to
 * things only through intent-named grants (`bindEventStore`, `bindMailer`, `bindTimers`), so the stack reads as
 * "what may this function do" rather than as a list of IAM actions.
 */
import { fileURLToPath } from "node:url";
import { Duration, RemovalPolicy, Stack } from "aws-cdk-lib";
import type { ITable } from "aws-cdk-lib/aws-dynamodb";
import { Effect, type IGrantable, type IPrincipal, type IRole, PolicyStatement, Role, ServicePrincipal } from "aws-cdk-lib/aws-iam";
import { Architecture, ApplicationLogLevel, type IFunction, LoggingFormat, Runtime, SystemLogLevel, Tracing } from "aws-cdk-lib/aws-lambda";
import { NodejsFunction, OutputFormat } from "aws-cdk-lib/aws-lambda-nodejs";
import { LogGroup, RetentionDays } from "aws-cdk-lib/aws-logs";
import type { IScheduleGroup } from "aws-cdk-lib/aws-scheduler";
import type { IQueue } from "aws-cdk-lib/aws-sqs";
import { Construct } from "constructs";
import { aliasArgs, ESM_REQUIRE_BANNER, EXTERNAL_MODULES } from "./bundling";

/** The repository root: the lock file and tsconfig that esbuild resolves against live here. */
export const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));

export interface BackroomFunctionProps {
  /** Entry file, relative to the repository root (e.g. `functions/src/handlers/api.ts`); it exports `handler`. */
  readonly entry: string;
  readonly description: string;
  readonly environment?: Record<string, string>;
  /** Memory also buys CPU, and replaying a game is CPU-bound. @default 1024 */
  readonly memorySize?: number;
  /** @default 10 seconds */
  readonly timeout?: Duration;
}

/**
 * The DynamoDB actions a function may use on the game table, by what it does (no Scan or
 * BatchWriteItem anywhere: nothing uses them). TransactWriteItems needs the per-item actions;
 * nothing writes a ConditionCheck. tests/functions/iam checks these against every call the
 * functions make, both ways.
 */
export const TABLE_ACCESS = {
  /** The API: replay and append games, sessions (deleted at sign-out), sign-in links and their rate limit, lobbies (members deleted at the start). */
  api: ["dynamodb:GetItem", "dynamodb:BatchGetItem", "dynamodb:Query", "dynamodb:PutItem", "dynamodb:UpdateItem", "dynamodb:DeleteItem"],
  /** The notifier: mint links, SENT markers, suppression checks, game summaries, pending news. */
  notifier: ["dynamodb:GetItem", "dynamodb:Query", "dynamodb:PutItem", "dynamodb:UpdateItem"],
  /**
   * The timer function: reminder outbox records, the release of pending news by a flush or
   * digest (a mail outbox record written and the pending items deleted, in one transaction),
   * and the moves of bot seats and timed-out decisions (the same conditional transaction as
   * the API's moves).
   */
  reminder: ["dynamodb:GetItem", "dynamodb:Query", "dynamodb:PutItem", "dynamodb:UpdateItem", "dynamodb:DeleteItem"],
  /** The bounce handler: mark an address suppressed (one put). */
  mailEvents: ["dynamodb:PutItem"],
  /**
   * The inbound function (replies): the signing key, reply allowances, summaries and events to
   * judge a move, the move's conditional transaction, chat lines, game links in its answers.
   */
  inbound: ["dynamodb:GetItem", "dynamodb:Query", "dynamodb:PutItem", "dynamodb:UpdateItem"],
} as const;

export interface MailerOptions {
  /** The SES identity ARN the function may send as. */
  readonly identityArn: string;
  /** The configuration set every send names (events, reputation metrics, suppression). */
  readonly configurationSetName: string;
}

export interface TimerOptions {
  /** The schedule group every timer lives in. */
  readonly group: IScheduleGroup;
  /** The role Scheduler assumes to invoke the timer function (passed on each schedule). */
  readonly schedulerRole: IRole;
  /** Where Scheduler puts a timer it could not deliver. */
  readonly deadLetters: IQueue;
  /** The timer function; absent for the timer function itself, which learns its ARN when invoked. */
  readonly target?: IFunction;
  /** Whether this function also cancels timers (armTimers deletes those of decisions no longer awaited). */
  readonly cancels: boolean;
}

export class BackroomFunction extends Construct implements IGrantable {
  readonly fn: NodejsFunction;
  readonly logGroup: LogGroup;
  readonly role: Role;

  constructor(scope: Construct, id: string, props: BackroomFunctionProps) {
    super(scope, id);

    // An explicit log group, rather than the implicit /aws/lambda/<name> one, so retention is ours.
    this.logGroup = new LogGroup(this, "Logs", {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });

    // A role of its own rather than AWSLambdaBasicExecutionRole, whose logs:* applies to every log group.
    this.role = new Role(this, "Role", {
      assumedBy: new ServicePrincipal("lambda.amazonaws.com"),
      description: `Backroom ${id} function`,
    });
    this.role.addToPolicy(new PolicyStatement({
      actions: ["logs:CreateLogStream", "logs:PutLogEvents"],
      resources: [this.logGroup.logGroupArn, `${this.logGroup.logGroupArn}:log-stream:*`],
    }));

    this.fn = new NodejsFunction(this, "Function", {
      role: this.role,
      tracing: Tracing.ACTIVE,
      entry: `${REPO_ROOT}${props.entry}`,
      handler: "handler",
      description: props.description,
      // Pinned rather than NODEJS_LATEST, which moves under us and stops the SDK being bundled.
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 1024,
      timeout: props.timeout ?? Duration.seconds(10),
      logGroup: this.logGroup,
      loggingFormat: LoggingFormat.JSON,
      applicationLogLevelV2: ApplicationLogLevel.INFO,
      // INFO keeps the platform's REPORT lines (duration, memory, init duration of cold starts).
      systemLogLevelV2: SystemLogLevel.INFO,
      environment: {
        // Stack traces point at the TypeScript source rather than the minified bundle.
        NODE_OPTIONS: "--enable-source-maps",
        // Powertools: the service name on every log line and metric, and the metrics namespace.
        POWERTOOLS_SERVICE_NAME: `backroom-${id.toLowerCase()}`,
        POWERTOOLS_METRICS_NAMESPACE: "Backroom",
        ...props.environment,
      },
      depsLockFilePath: `${REPO_ROOT}package-lock.json`,
      projectRoot: REPO_ROOT,
      bundling: {
        // Local esbuild from node_modules; Docker is neither needed nor available on every machine.
        forceDockerBundling: false,
        format: OutputFormat.ESM,
        // Prefer packages' ESM builds (the AWS SDK ships both) so tree shaking works.
        mainFields: ["module", "main"],
        // CommonJS dependencies bundled into ESM still call require() for Node built-ins.
        banner: ESM_REQUIRE_BANNER,
        minify: true,
        sourceMap: true,
        // Mappings are enough for stack traces; the sources would only make the asset larger.
        sourcesContent: false,
        // Ship the SDK version the tests ran against, not whatever the runtime happens to carry.
        bundleAwsSDK: true,
        // Shared with the bench (infra/lib/bundling.ts): nodemailer left out, the SDK's credential
        // chain swapped for the environment provider Lambda uses.
        externalModules: EXTERNAL_MODULES,
        esbuildArgs: aliasArgs(),
      },
    });
  }

  get grantPrincipal(): IPrincipal {
    return this.fn.grantPrincipal;
  }

  /** Use the game table and its indexes with exactly these actions (see TABLE_ACCESS). */
  bindEventStore(table: ITable, actions: readonly string[]): this {
    this.role.addToPolicy(new PolicyStatement({
      actions: [...actions],
      resources: [table.tableArn, `${table.tableArn}/index/*`],
    }));
    this.fn.addEnvironment("TABLE_NAME", table.tableName);
    return this;
  }

  /** Send email through SES as the given identity, with the given configuration set. */
  bindMailer(options: MailerOptions): this {
    // SES checks a send against both the identity and the configuration set it names. The SES v2
    // SendEmail call is authorised as ses:SendEmail whatever its content (SendRawEmail is v1's).
    const configurationSetArn = Stack.of(this).formatArn({ service: "ses", resource: "configuration-set", resourceName: options.configurationSetName });
    this.role.addToPolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ["ses:SendEmail"],
        resources: [options.identityArn, configurationSetArn],
      }),
    );
    this.fn.addEnvironment("SES_CONFIGURATION_SET", options.configurationSetName);
    return this;
  }

  /**
   * Set timers: one-time EventBridge Scheduler schedules in the group, and delete them too when
   * the function cancels timers. Only CreateSchedule (and DeleteSchedule) on that group's
   * schedules, and PassRole on the scheduler role only: nothing here updates a schedule.
   */
  bindTimers(options: TimerOptions): this {
    const schedules = Stack.of(this).formatArn({ service: "scheduler", resource: "schedule", resourceName: `${options.group.scheduleGroupName}/*` });
    this.role.addToPolicy(new PolicyStatement({
      actions: ["scheduler:CreateSchedule", ...(options.cancels ? ["scheduler:DeleteSchedule"] : [])],
      resources: [schedules],
    }));
    this.role.addToPolicy(new PolicyStatement({ actions: ["iam:PassRole"], resources: [options.schedulerRole.roleArn] }));
    if (options.target) this.fn.addEnvironment("REMINDER_TARGET_ARN", options.target.functionArn);
    this.fn.addEnvironment("REMINDER_ROLE_ARN", options.schedulerRole.roleArn);
    this.fn.addEnvironment("REMINDER_GROUP", options.group.scheduleGroupName);
    this.fn.addEnvironment("TIMER_DLQ_ARN", options.deadLetters.queueArn);
    return this;
  }
}
