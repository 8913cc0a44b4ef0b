/**
 * The house Lambda construct: every Backroom function is a NodejsFunction with the same defaults
 * (arm64, a pinned current Node runtime, ESM bundle with source maps, one month of logs), and is
 * given access to things only through intent-named grants (`bindEventStore`, `bindMailer`), so the
 * stack reads as "what may this function do" rather than as a list of IAM actions.
 */
import { fileURLToPath } from "node:url";
import { Duration, RemovalPolicy, Stack } from "aws-cdk-lib";
import type { ITable } from "aws-cdk-lib/aws-dynamodb";
import { Effect, type IGrantable, type IPrincipal, PolicyStatement } from "aws-cdk-lib/aws-iam";
import { Architecture, ApplicationLogLevel, LoggingFormat, Runtime, SystemLogLevel } from "aws-cdk-lib/aws-lambda";
import { NodejsFunction, OutputFormat } from "aws-cdk-lib/aws-lambda-nodejs";
import { LogGroup, RetentionDays } from "aws-cdk-lib/aws-logs";
import { Construct } from "constructs";

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

export interface MailerOptions {
  /** The SES identity ARN the function may send as; every identity in the account and region if omitted. */
  readonly identityArn?: string;
}

export class BackroomFunction extends Construct implements IGrantable {
  readonly fn: NodejsFunction;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: BackroomFunctionProps) {
    super(scope, id);

    // An explicit log group, rather than the implicit /aws/lambda/<name> one, so retention is ours.
    this.logGroup = new LogGroup(this, "Logs", {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });

    this.fn = new NodejsFunction(this, "Function", {
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
      systemLogLevelV2: SystemLogLevel.WARN,
      environment: {
        // Stack traces point at the TypeScript source rather than the minified bundle.
        NODE_OPTIONS: "--enable-source-maps",
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
        banner: "import { createRequire as __backroomCreateRequire } from 'node:module'; const require = __backroomCreateRequire(import.meta.url);",
        minify: true,
        sourceMap: true,
        // Mappings are enough for stack traces; the sources would only make the asset larger.
        sourcesContent: false,
        // Ship the SDK version the tests ran against, not whatever the runtime happens to carry.
        bundleAwsSDK: true,
        // The SMTP mailer is for local runs; it imports nodemailer lazily, which never happens with SES.
        externalModules: ["nodemailer"],
      },
    });
  }

  get grantPrincipal(): IPrincipal {
    return this.fn.grantPrincipal;
  }

  /** Read and write the game table and its indexes (load events, append with TransactWriteItems). */
  bindEventStore(table: ITable): this {
    table.grantReadWriteData(this.fn);
    this.fn.addEnvironment("TABLE_NAME", table.tableName);
    return this;
  }

  /** Send email through SES as the given identity. */
  bindMailer(options: MailerOptions = {}): this {
    const identityArn =
      options.identityArn ?? Stack.of(this).formatArn({ service: "ses", resource: "identity", resourceName: "*" });
    this.fn.addToRolePolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ["ses:SendEmail", "ses:SendRawEmail"],
        resources: [identityArn],
      }),
    );
    return this;
  }
}
