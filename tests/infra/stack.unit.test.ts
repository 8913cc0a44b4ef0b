/**
 * The synthesised CloudFormation template of the Backroom stack: the table matches table.ts, both
 * functions carry the house defaults, the outbox stream mapping cannot drop an email silently,
 * and each function holds only the permissions its job needs.
 *
 * One synthesis bundles the real handlers with esbuild (a few seconds) so a broken bundle fails
 * here; the variants that only change props skip bundling.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { App, type CfnResource } from "aws-cdk-lib";
import { Annotations, Match, Template } from "aws-cdk-lib/assertions";
import { Runtime, RuntimeFamily } from "aws-cdk-lib/aws-lambda";
import type { IConstruct } from "constructs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OUTBOX_STREAM_FILTER, TABLE } from "@backroom/functions/store/table";
import { BackroomStack, DEFAULTS, type BackroomStackProps } from "../../infra/lib/backroom-stack";

/** The feature flags a real `cdk synth` gets, so the tests assert what would be deployed. */
const cdkJson = JSON.parse(readFileSync(new URL("../../cdk.json", import.meta.url), "utf8")) as {
  context: Record<string, unknown>;
};

const outdirs: string[] = [];

function synth(props: BackroomStackProps = {}, options: { bundle: boolean } = { bundle: false }) {
  const outdir = mkdtempSync(join(tmpdir(), "backroom-cdk-test-"));
  outdirs.push(outdir);
  const context = { ...cdkJson.context, ...(options.bundle ? {} : { "aws:cdk:bundling-stacks": [] }) };
  const app = new App({ outdir, context });
  const stack = new BackroomStack(app, "Test", props);
  return { stack, template: Template.fromStack(stack), outdir };
}

function logicalId(construct: IConstruct): string {
  const resource = construct.node.defaultChild as CfnResource;
  return resource.stack.getLogicalId(resource);
}

interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
}

/** Every statement in the inline policies attached to a function's role. */
function statementsOf(template: Template, stack: BackroomStack, which: "api" | "notifier" | "reminder"): Statement[] {
  const roleId = logicalId(stack[which].fn.role!);
  const policies = template.findResources("AWS::IAM::Policy", {
    Properties: { Roles: Match.arrayWith([{ Ref: roleId }]) },
  });
  return Object.values(policies).flatMap(
    (policy) => (policy as { Properties: { PolicyDocument: { Statement: Statement[] } } }).Properties.PolicyDocument.Statement,
  );
}

const actionsOf = (statement: Statement) => [statement.Action].flat();

let bundled: ReturnType<typeof synth>;
beforeAll(() => {
  bundled = synth({}, { bundle: true });
}, 60_000);
afterAll(() => {
  for (const dir of outdirs) rmSync(dir, { recursive: true, force: true });
});

describe("the game table", () => {
  it("declares the keys, index and TTL attribute of table.ts", () => {
    bundled.template.hasResourceProperties("AWS::DynamoDB::Table", {
      KeySchema: [
        { AttributeName: TABLE.partitionKey, KeyType: "HASH" },
        { AttributeName: TABLE.sortKey, KeyType: "RANGE" },
      ],
      AttributeDefinitions: Match.arrayWith([
        { AttributeName: TABLE.partitionKey, AttributeType: "S" },
        { AttributeName: TABLE.sortKey, AttributeType: "S" },
        { AttributeName: TABLE.playerIndex.partitionKey, AttributeType: "S" },
        { AttributeName: TABLE.playerIndex.sortKey, AttributeType: "S" },
      ]),
      GlobalSecondaryIndexes: [
        {
          IndexName: TABLE.playerIndex.name,
          KeySchema: [
            { AttributeName: TABLE.playerIndex.partitionKey, KeyType: "HASH" },
            { AttributeName: TABLE.playerIndex.sortKey, KeyType: "RANGE" },
          ],
          Projection: { ProjectionType: "ALL" },
        },
      ],
      TimeToLiveSpecification: { AttributeName: TABLE.ttlAttribute, Enabled: true },
    });
  });

  it("is on-demand, point-in-time recoverable, streams new images and survives stack deletion", () => {
    bundled.template.hasResource("AWS::DynamoDB::Table", {
      Properties: Match.objectLike({
        BillingMode: "PAY_PER_REQUEST",
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        StreamSpecification: { StreamViewType: "NEW_IMAGE" },
        DeletionProtectionEnabled: true,
      }),
      DeletionPolicy: "Retain",
      UpdateReplacePolicy: "Retain",
    });
  });
});

describe("the functions", () => {
  it.each(["api", "notifier", "reminder"] as const)("%s has the house defaults and the shared environment", (which) => {
    const { stack, template } = bundled;
    const fn = template.findResources("AWS::Lambda::Function")[logicalId(stack[which].fn)];
    expect(fn?.Properties).toMatchObject({
      Architectures: ["arm64"],
      Runtime: "nodejs24.x",
      Handler: "index.handler",
      Environment: {
        Variables: {
          NODE_OPTIONS: "--enable-source-maps",
          TABLE_NAME: { Ref: logicalId(stack.table) },
          WEB_URL: DEFAULTS.webUrl,
          MAIL_FROM: DEFAULTS.mailFrom,
          SNAPSHOT_EVERY: "50",
          MAILER: "ses",
        },
      },
      LoggingConfig: { LogGroup: { Ref: logicalId(stack[which].logGroup) } },
    });
    template.hasResourceProperties("AWS::Logs::LogGroup", { RetentionInDays: 30 });
  });

  it("use the newest pinned Node.js runtime aws-cdk-lib knows (bump it when this fails)", () => {
    const version = (runtime: Runtime) => Number(/^nodejs(\d+)\.x$/.exec(runtime.name)?.[1] ?? 0);
    const newest = Math.max(...Runtime.ALL.filter((r) => r.family === RuntimeFamily.NODEJS && !r.isVariable).map(version));
    expect(version(Runtime.NODEJS_24_X)).toBe(newest);
  });

  it.each(["api", "notifier", "reminder"] as const)("%s is bundled as a minified ES module with a source map", (which) => {
    const { stack, template, outdir } = bundled;
    const fn = template.findResources("AWS::Lambda::Function")[logicalId(stack[which].fn)];
    const assetHash = (fn?.Properties.Code.S3Key as string).replace(/\.zip$/, "");
    const bundle = join(outdir, `asset.${assetHash}`);
    expect(existsSync(join(bundle, "index.mjs.map"))).toBe(true);
    const code = readFileSync(join(bundle, "index.mjs"), "utf8");
    expect(code.startsWith("import { createRequire as")).toBe(true);
    expect(code.length / code.split("\n").length).toBeGreaterThan(1000);
    expect(code).toMatch(/export\s*\{[^}]*\bhandler\b[^}]*\}/);
    expect(code.trimEnd()).toMatch(/\/\/# sourceMappingURL=index\.mjs\.map$/);
  });

  it.each(["api", "notifier", "reminder"] as const)("%s bundle loads in plain Node as an ES module", (which) => {
    // In a child process, as Lambda would load it: catches "Dynamic require of … is not supported" and the like.
    const { stack, template, outdir } = bundled;
    const fn = template.findResources("AWS::Lambda::Function")[logicalId(stack[which].fn)];
    const entry = join(outdir, `asset.${(fn?.Properties.Code.S3Key as string).replace(/\.zip$/, "")}`, "index.mjs");
    const script = `const m = await import(${JSON.stringify(pathToFileURL(entry).href)}); process.stdout.write(typeof m.handler);`;
    const out = execFileSync(process.execPath, ["--no-warnings", "--input-type=module", "-e", script], {
      env: { ...process.env, TABLE_NAME: "Games", WEB_URL: DEFAULTS.webUrl, MAIL_FROM: DEFAULTS.mailFrom, MAILER: "ses", AWS_REGION: "eu-west-1" },
      encoding: "utf8",
    });
    expect(out).toBe("function");
  });
});

describe("the outbox stream mapping", () => {
  it("feeds only outbox inserts to the notifier, using the filter from table.ts verbatim", () => {
    const { stack, template } = bundled;
    template.resourceCountIs("AWS::Lambda::EventSourceMapping", 1);
    template.hasResourceProperties("AWS::Lambda::EventSourceMapping", {
      FunctionName: { Ref: logicalId(stack.notifier.fn) },
      EventSourceArn: { "Fn::GetAtt": [logicalId(stack.table), "StreamArn"] },
      FilterCriteria: { Filters: [{ Pattern: JSON.stringify(OUTBOX_STREAM_FILTER) }] },
      StartingPosition: "TRIM_HORIZON",
      BatchSize: 10,
    });
  });

  it("retries, bisects, reports item failures and sends what it gives up on to the dead-letter queue", () => {
    const { stack, template } = bundled;
    template.hasResourceProperties("AWS::Lambda::EventSourceMapping", {
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: 10,
      FunctionResponseTypes: ["ReportBatchItemFailures"],
      DestinationConfig: { OnFailure: { Destination: { "Fn::GetAtt": [logicalId(stack.deadLetters), "Arn"] } } },
    });
    const sends = statementsOf(template, stack, "notifier").filter((s) => actionsOf(s).includes("sqs:SendMessage"));
    expect(sends.map((s) => s.Resource)).toContainEqual({ "Fn::GetAtt": [logicalId(stack.deadLetters), "Arn"] });
  });

  it("keeps dead letters for 14 days and alarms as soon as one arrives", () => {
    const { stack, template } = bundled;
    template.hasResourceProperties("AWS::SQS::Queue", { MessageRetentionPeriod: 14 * 24 * 3600 });
    template.hasResourceProperties("AWS::CloudWatch::Alarm", {
      Namespace: "AWS/SQS",
      MetricName: "ApproximateNumberOfMessagesVisible",
      Dimensions: [{ Name: "QueueName", Value: { "Fn::GetAtt": [logicalId(stack.deadLetters), "QueueName"] } }],
      Threshold: 1,
      ComparisonOperator: "GreaterThanOrEqualToThreshold",
      AlarmActions: [{ Ref: Match.stringLikeRegexp("^Alarms") }],
    });
  });
});

describe("the HTTP API", () => {
  it("routes every path and method to the api function", () => {
    const { stack, template } = bundled;
    const integrations = template.findResources("AWS::ApiGatewayV2::Integration", {
      Properties: {
        IntegrationType: "AWS_PROXY",
        IntegrationUri: { "Fn::GetAtt": [logicalId(stack.api.fn), "Arn"] },
        PayloadFormatVersion: "2.0",
      },
    });
    const [integrationId] = Object.keys(integrations);
    expect(integrationId).toBeDefined();
    template.resourceCountIs("AWS::ApiGatewayV2::Route", 1);
    template.hasResourceProperties("AWS::ApiGatewayV2::Route", {
      RouteKey: "ANY /{proxy+}",
      Target: { "Fn::Join": ["", ["integrations/", { Ref: integrationId }]] },
    });
    template.hasResourceProperties("AWS::Lambda::Permission", {
      Action: "lambda:InvokeFunction",
      FunctionName: { "Fn::GetAtt": [logicalId(stack.api.fn), "Arn"] },
      Principal: "apigateway.amazonaws.com",
    });
  });

  it("allows the web app's origin (not its path), GET and POST, with the Authorization and Content-Type headers", () => {
    const { template } = synth({ webUrl: "https://play.example.com/app/" });
    template.hasResourceProperties("AWS::ApiGatewayV2::Api", {
      ProtocolType: "HTTP",
      CorsConfiguration: Match.objectLike({
        AllowOrigins: ["https://play.example.com"],
        AllowHeaders: ["Authorization", "Content-Type"],
        AllowMethods: ["GET", "POST"],
      }),
    });
  });

  it("is served from a throttled, auto-deployed $default stage", () => {
    bundled.template.hasResourceProperties("AWS::ApiGatewayV2::Stage", {
      StageName: "$default",
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 },
    });
  });
});

describe("permissions", () => {
  const sesActions = (statements: Statement[]) => statements.filter((s) => actionsOf(s).some((a) => a.startsWith("ses:")));

  it("lets only the notifier send email", () => {
    const { stack, template } = bundled;
    const notifierSes = sesActions(statementsOf(template, stack, "notifier"));
    expect(notifierSes).toHaveLength(1);
    expect(actionsOf(notifierSes[0]!).sort()).toEqual(["ses:SendEmail", "ses:SendRawEmail"]);
    expect(sesActions(statementsOf(template, stack, "api"))).toEqual([]);
    expect(sesActions(statementsOf(template, stack, "reminder"))).toEqual([]);
  });

  it.each([
    ["a domain", "example.com", { "Fn::Join": ["", ["arn:", { Ref: "AWS::Partition" }, ":ses:", { Ref: "AWS::Region" }, ":", { Ref: "AWS::AccountId" }, ":identity/example.com"]] }],
    ["an ARN", "arn:aws:ses:eu-west-1:123456789012:identity/example.com", "arn:aws:ses:eu-west-1:123456789012:identity/example.com"],
  ])("scopes sending to the configured SES identity given as %s", (_, sesIdentity, resource) => {
    const { stack, template } = synth({ sesIdentity });
    expect(sesActions(statementsOf(template, stack, "notifier")).map((s) => s.Resource)).toEqual([resource]);
  });

  it.each(["api", "notifier", "reminder"] as const)("gives %s read/write access to the table and its index", (which) => {
    const { stack, template } = bundled;
    const tableArn = { "Fn::GetAtt": [logicalId(stack.table), "Arn"] };
    const onTable = statementsOf(template, stack, which).filter((s) => actionsOf(s).includes("dynamodb:PutItem"));
    expect(onTable).toHaveLength(1);
    expect(actionsOf(onTable[0]!)).toEqual(
      expect.arrayContaining(["dynamodb:GetItem", "dynamodb:Query", "dynamodb:PutItem", "dynamodb:UpdateItem", "dynamodb:ConditionCheckItem"]),
    );
    expect(onTable[0]!.Resource).toEqual([tableArn, { "Fn::Join": ["", [tableArn, "/index/*"]] }]);
  });
});

describe("reminders", () => {
  it("tell the notifier which function, role and group to schedule reminders with", () => {
    const { stack, template } = bundled;
    const fn = template.findResources("AWS::Lambda::Function")[logicalId(stack.notifier.fn)];
    const roles = template.findResources("AWS::IAM::Role", {
      Properties: { AssumeRolePolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Principal: { Service: "scheduler.amazonaws.com" } })]) } },
    });
    const [schedulerRoleId] = Object.keys(roles);
    expect(Object.keys(roles)).toHaveLength(1);
    expect(fn?.Properties.Environment.Variables).toMatchObject({
      REMINDER_TARGET_ARN: { "Fn::GetAtt": [logicalId(stack.reminder.fn), "Arn"] },
      REMINDER_ROLE_ARN: { "Fn::GetAtt": [schedulerRoleId, "Arn"] },
      REMINDER_GROUP: stack.resolve(stack.reminderGroup.scheduleGroupName),
      REMIND_AFTER_MINUTES: DEFAULTS.remindAfterMinutes,
    });
  });

  it("let Scheduler's role invoke only the reminder function, and the notifier pass only that role", () => {
    const { stack, template } = bundled;
    const roles = template.findResources("AWS::IAM::Role", {
      Properties: { AssumeRolePolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Principal: { Service: "scheduler.amazonaws.com" } })]) } },
    });
    const [schedulerRoleId] = Object.keys(roles);
    const policies = Object.values(template.findResources("AWS::IAM::Policy", { Properties: { Roles: [{ Ref: schedulerRoleId }] } }));
    const statements = policies.flatMap((p) => (p as { Properties: { PolicyDocument: { Statement: Statement[] } } }).Properties.PolicyDocument.Statement);
    expect(new Set(statements.flatMap(actionsOf))).toEqual(new Set(["lambda:InvokeFunction"]));
    expect(JSON.stringify(statements.map((s) => s.Resource))).toContain(logicalId(stack.reminder.fn));
    expect(JSON.stringify(statements.map((s) => s.Resource))).not.toContain(logicalId(stack.api.fn));
    const passRole = statementsOf(template, stack, "notifier").filter((s) => actionsOf(s).includes("iam:PassRole"));
    expect(passRole.map((s) => s.Resource)).toEqual([{ "Fn::GetAtt": [schedulerRoleId, "Arn"] }]);
    const create = statementsOf(template, stack, "notifier").filter((s) => actionsOf(s).includes("scheduler:CreateSchedule"));
    expect(create).toHaveLength(1);
    expect(statementsOf(template, stack, "api").flatMap(actionsOf).some((a) => a.startsWith("scheduler:") || a === "iam:PassRole")).toBe(false);
  });

  it("take a custom delay and reject a bad one", () => {
    const { stack, template } = synth({ remindAfterMinutes: "60" });
    const fn = template.findResources("AWS::Lambda::Function")[logicalId(stack.notifier.fn)];
    expect(fn?.Properties.Environment.Variables.REMIND_AFTER_MINUTES).toBe("60");
    expect(() => synth({ remindAfterMinutes: "soon" })).toThrow(/remindAfterMinutes must be a positive integer/);
  });
});

describe("settings", () => {
  it("warns when webUrl or mailFrom are placeholders, and not once both are given", () => {
    const placeholder = Match.stringLikeRegexp("placeholder webUrl and mailFrom");
    Annotations.fromStack(bundled.stack).hasWarning("*", placeholder);
    const { stack } = synth({ webUrl: "https://play.example.com", mailFrom: "Backroom <no-reply@play.example.com>" });
    Annotations.fromStack(stack).hasNoWarning("*", Match.stringLikeRegexp("placeholder"));
  });

  it.each([
    ["a relative web URL", { webUrl: "play.example.com" }, /webUrl must be an absolute URL/],
    ["a snapshot interval that is not a positive integer", { snapshotEvery: "0" }, /snapshotEvery must be a positive integer/],
  ])("rejects %s at synth", (_, props: BackroomStackProps, error) => {
    expect(() => synth(props)).toThrow(error);
  });

  it("passes a custom snapshot interval to every function", () => {
    const { template } = synth({ snapshotEvery: "25" });
    const fns = Object.values(template.findResources("AWS::Lambda::Function"));
    expect(fns.map((fn) => fn.Properties.Environment.Variables.SNAPSHOT_EVERY)).toEqual(["25", "25", "25"]);
  });
});

describe("outputs", () => {
  it("publishes the API URL and the table name", () => {
    const { stack, template } = bundled;
    template.hasOutput("ApiUrl", {});
    template.hasOutput("TableName", { Value: { Ref: logicalId(stack.table) } });
  });
});
