/**
 * The synthesised CloudFormation template of the Backroom stack: the table matches table.ts, the
 * functions carry the house defaults, the outbox stream mapping cannot drop an email silently,
 * and each function holds only the permissions its job needs. The web site, SES, reminders'
 * dead letters, alarms and backups are asserted in ./web-site, ./mail and ./operations tests.
 *
 * One synthesis bundles the real handlers with esbuild (a few seconds) so a broken bundle fails
 * here; the variants that only change props skip bundling.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { Match, type Template } from "aws-cdk-lib/assertions";
import { Runtime, RuntimeFamily } from "aws-cdk-lib/aws-lambda";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OUTBOX_STREAM_FILTER, TABLE } from "@backroom/functions/store/table";
import { DEFAULTS, type BackroomStack } from "../../infra/lib/backroom-stack";
import { cleanupSynths, logicalId, synthStack, type TestSettings } from "../support/cdk";
import { TABLE_ACCESS } from "../../infra/lib/backroom-function";

function synth(props: TestSettings = {}, options: { bundle: boolean } = { bundle: false }) {
  return synthStack(props, options);
}

interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
}

/** Every statement in the inline policies attached to a function's role. */
function statementsOf(template: Template, stack: BackroomStack, which: "api" | "notifier" | "reminder" | "mailEvents"): Statement[] {
  const roleId = logicalId(stack[which].role);
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
afterAll(cleanupSynths);

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
  it.each(["api", "notifier", "reminder", "mailEvents"] as const)("%s has the house defaults and the shared environment", (which) => {
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
          // The site URL comes from the stack itself: nobody needs to know it before deploying.
          WEB_URL: { "Fn::Join": ["", ["https://", { "Fn::GetAtt": [logicalId(stack.site.distribution), "DomainName"] }]] },
          MAIL_FROM: "Backroom <no-reply@mygames.org>",
          SNAPSHOT_EVERY: "50",
          MAILER: "ses",
          POWERTOOLS_METRICS_NAMESPACE: "Backroom",
          POWERTOOLS_SERVICE_NAME: `backroom-${which.toLowerCase()}`,
        },
      },
      TracingConfig: { Mode: "Active" },
      // INFO keeps the REPORT lines, with the init duration of cold starts.
      LoggingConfig: { LogGroup: { Ref: logicalId(stack[which].logGroup) }, LogFormat: "JSON", SystemLogLevel: "INFO", ApplicationLogLevel: "INFO" },
    });
    template.hasResourceProperties("AWS::Logs::LogGroup", { RetentionInDays: 30 });
  });

  it("use the newest pinned Node.js runtime aws-cdk-lib knows (bump it when this fails)", () => {
    const version = (runtime: Runtime) => Number(/^nodejs(\d+)\.x$/.exec(runtime.name)?.[1] ?? 0);
    const newest = Math.max(...Runtime.ALL.filter((r) => r.family === RuntimeFamily.NODEJS && !r.isVariable).map(version));
    expect(version(Runtime.NODEJS_24_X)).toBe(newest);
  });

  it.each(["api", "notifier", "reminder", "mailEvents"] as const)("%s is bundled as a minified ES module with a source map", (which) => {
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

  it.each(["api", "notifier", "reminder", "mailEvents"] as const)("%s bundle loads in plain Node as an ES module", (which) => {
    // In a child process, as Lambda would load it: catches "Dynamic require of … is not supported" and the like.
    const { stack, template, outdir } = bundled;
    const fn = template.findResources("AWS::Lambda::Function")[logicalId(stack[which].fn)];
    const entry = join(outdir, `asset.${(fn?.Properties.Code.S3Key as string).replace(/\.zip$/, "")}`, "index.mjs");
    const script = `const m = await import(${JSON.stringify(pathToFileURL(entry).href)}); process.stdout.write(typeof m.handler);`;
    const out = execFileSync(process.execPath, ["--no-warnings", "--input-type=module", "-e", script], {
      env: { ...process.env, TABLE_NAME: "Games", WEB_URL: "https://d111111abcdef8.cloudfront.net", MAIL_FROM: "Backroom <no-reply@mygames.org>", MAILER: "ses", AWS_REGION: "eu-west-1" },
      encoding: "utf8",
    });
    expect(out).toBe("function");
    // The SDK's default credential chain is swapped for the environment provider (bundling.ts).
    const code = readFileSync(entry, "utf8");
    expect(code).not.toContain("defaultProvider::fromSSO");
    expect(code).toContain("AWS_ACCESS_KEY_ID");
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

  it("sends at the sandbox's rate unless told: one batch per shard at a time, each function's mail paced, time for a batch at the slowest pace", () => {
    const { stack, template } = bundled;
    template.hasResourceProperties("AWS::Lambda::EventSourceMapping", { ParallelizationFactor: 1 });
    const notifier = template.findResources("AWS::Lambda::Function")[logicalId(stack.notifier.fn)]!.Properties;
    expect(notifier.Environment.Variables.MAIL_SEND_RATE).toBe("1");
    // 10 records, each one mail tried 3 times 4 s apart at 1 mail/s, and 30 s besides.
    expect(notifier.Timeout).toBe(30 + 10 * 12);
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
      AlarmActions: [{ Ref: Match.stringLikeRegexp("^OperationsAlarms") }],
    });
  });
});

describe("the HTTP API", () => {
  it("routes every method under /api (the path CloudFront passes on) to the api function", () => {
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
    // The catch-all route, and sign-in's own route (to the same integration) for its throttle.
    template.resourceCountIs("AWS::ApiGatewayV2::Integration", 1);
    template.resourceCountIs("AWS::ApiGatewayV2::Route", 2);
    for (const RouteKey of ["ANY /api/{proxy+}", "ANY /api/auth/{proxy+}"]) {
      template.hasResourceProperties("AWS::ApiGatewayV2::Route", { RouteKey, Target: { "Fn::Join": ["", ["integrations/", { Ref: integrationId }]] } });
    }
    template.hasResourceProperties("AWS::Lambda::Permission", {
      Action: "lambda:InvokeFunction",
      FunctionName: { "Fn::GetAtt": [logicalId(stack.api.fn), "Arn"] },
      Principal: "apigateway.amazonaws.com",
    });
  });

  it("has no CORS configuration: the browser reaches it on the site's own origin", () => {
    const api = Object.values(bundled.template.findResources("AWS::ApiGatewayV2::Api"))[0]!;
    expect(api.Properties.CorsConfiguration).toBeUndefined();
  });

  it("is served from a throttled, auto-deployed $default stage with JSON access logs", () => {
    bundled.template.hasResourceProperties("AWS::ApiGatewayV2::Stage", {
      StageName: "$default",
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 },
      // Sign-in sends email: its routes are throttled far below game reads.
      RouteSettings: { "ANY /api/auth/{proxy+}": { ThrottlingRateLimit: 1, ThrottlingBurstLimit: 5 } },
      AccessLogSettings: { DestinationArn: { "Fn::GetAtt": [Match.stringLikeRegexp("^ApiAccessLogs"), "Arn"] }, Format: Match.stringLikeRegexp("\\$context\\.requestId") },
    });
  });

  it("logs no query string, header or body: a token in one (the one-click unsubscribe URL's, a settings header) never reaches its access logs", () => {
    const stage = Object.values(bundled.template.findResources("AWS::ApiGatewayV2::Stage"))[0]!;
    const format = JSON.parse(stage.Properties.AccessLogSettings.Format as string) as Record<string, string>;
    const variables = Object.values(format).flatMap((v) => [...v.matchAll(/\$context\.([A-Za-z.]+)/g)].map((m) => m[1]));
    const carryNoToken = ["requestId", "identity.sourceIp", "requestTime", "httpMethod", "resourcePath", "routeKey", "path", "status", "protocol", "responseLength"];
    expect(variables.length).toBeGreaterThan(3);
    expect(variables.filter((v) => !carryNoToken.includes(v!))).toEqual([]);
  });
});

describe("permissions", () => {
  const sesActions = (statements: Statement[]) => statements.filter((s) => actionsOf(s).some((a) => a.startsWith("ses:")));

  it("lets only the notifier send email, as the stack's identity and with its configuration set", () => {
    const { stack, template } = bundled;
    const notifierSes = sesActions(statementsOf(template, stack, "notifier"));
    expect(notifierSes).toHaveLength(1);
    expect(actionsOf(notifierSes[0]!)).toEqual(["ses:SendEmail"]);
    const resources = JSON.stringify(notifierSes[0]!.Resource);
    expect(resources).toContain(":identity/");
    expect(resources).toContain(":configuration-set/");
    expect(resources).not.toContain("identity/*");
    for (const other of ["api", "reminder", "mailEvents"] as const) expect(sesActions(statementsOf(template, stack, other))).toEqual([]);
  });

  it.each(["api", "notifier", "reminder", "mailEvents"] as const)("gives %s exactly its DynamoDB actions on the table and its index, never Scan or BatchWriteItem", (which) => {
    const { stack, template } = bundled;
    const tableArn = { "Fn::GetAtt": [logicalId(stack.table), "Arn"] };
    const onTable = statementsOf(template, stack, which).filter((s) => JSON.stringify(s.Resource).includes(`"${logicalId(stack.table)}","Arn"`));
    expect(onTable).toHaveLength(1);
    expect([...actionsOf(onTable[0]!)].sort()).toEqual([...TABLE_ACCESS[which]].sort());
    expect(actionsOf(onTable[0]!)).not.toContain("dynamodb:Scan");
    expect(actionsOf(onTable[0]!)).not.toContain("dynamodb:BatchWriteItem");
    expect(onTable[0]!.Resource).toEqual([tableArn, { "Fn::Join": ["", [tableArn, "/index/*"]] }]);
  });

  it.each(["api", "notifier", "reminder", "mailEvents"] as const)("lets %s write logs only to its own log group, with no managed policy", (which) => {
    const { stack, template } = bundled;
    const logs = statementsOf(template, stack, which).filter((s) => actionsOf(s).some((a) => a.startsWith("logs:")));
    expect(logs).toHaveLength(1);
    expect([...actionsOf(logs[0]!)].sort()).toEqual(["logs:CreateLogStream", "logs:PutLogEvents"]);
    const own = { "Fn::GetAtt": [logicalId(stack[which].logGroup), "Arn"] };
    expect(logs[0]!.Resource).toEqual([own, { "Fn::Join": ["", [own, ":log-stream:*"]] }]);
    const role = template.findResources("AWS::IAM::Role")[logicalId(stack[which].role)];
    expect(role?.Properties.ManagedPolicyArns).toBeUndefined();
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
      TIMER_DLQ_ARN: { "Fn::GetAtt": [logicalId(stack.scheduleDeadLetters), "Arn"] },
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
    expect(new Set(statements.flatMap(actionsOf))).toEqual(new Set(["lambda:InvokeFunction", "sqs:SendMessage"]));
    const sends = statements.filter((st) => actionsOf(st).includes("sqs:SendMessage"));
    expect(sends.map((st) => st.Resource)).toEqual([{ "Fn::GetAtt": [logicalId(stack.scheduleDeadLetters), "Arn"] }]);
    expect(JSON.stringify(statements.map((s) => s.Resource))).toContain(logicalId(stack.reminder.fn));
    expect(JSON.stringify(statements.map((s) => s.Resource))).not.toContain(logicalId(stack.api.fn));
    const passRole = statementsOf(template, stack, "notifier").filter((s) => actionsOf(s).includes("iam:PassRole"));
    expect(passRole.map((s) => s.Resource)).toEqual([{ "Fn::GetAtt": [schedulerRoleId, "Arn"] }]);
    // Moves set deadline and bot timers: the API and the timer function schedule too, with the same role only.
    for (const which of ["notifier", "api", "reminder"] as const) {
      expect(statementsOf(template, stack, which).filter((s) => actionsOf(s).includes("iam:PassRole")).map((s) => s.Resource)).toEqual([{ "Fn::GetAtt": [schedulerRoleId, "Arn"] }]);
    }
    expect(statementsOf(template, stack, "mailEvents").flatMap(actionsOf).some((a) => a.startsWith("scheduler:") || a === "iam:PassRole")).toBe(false);
  });

  it.each([
    // A move cancels the timers of decisions no longer awaited (armTimers → DeleteSchedule).
    ["api", ["scheduler:CreateSchedule", "scheduler:DeleteSchedule"]],
    ["reminder", ["scheduler:CreateSchedule", "scheduler:DeleteSchedule"]],
    // The notifier only sets reminders, flushes and digests; nothing updates a schedule.
    ["notifier", ["scheduler:CreateSchedule"]],
  ] as const)("let %s use exactly %j, on the timer group's schedules only", (which, actions) => {
    const { stack, template } = bundled;
    const onSchedules = statementsOf(template, stack, which).filter((s) => actionsOf(s).some((a) => a.startsWith("scheduler:")));
    expect(onSchedules).toHaveLength(1);
    expect([...actionsOf(onSchedules[0]!)].sort()).toEqual([...actions]);
    expect(JSON.stringify(onSchedules[0]!.Resource)).toContain(`:schedule/${stack.resolve(stack.reminderGroup.scheduleGroupName)}/*`);
  });

  it("take a custom delay and reject a bad one", () => {
    const { stack, template } = synth({ remindAfterMinutes: "60" });
    const fn = template.findResources("AWS::Lambda::Function")[logicalId(stack.notifier.fn)];
    expect(fn?.Properties.Environment.Variables.REMIND_AFTER_MINUTES).toBe("60");
    expect(() => synth({ remindAfterMinutes: "soon" })).toThrow(/remindAfterMinutes must be a positive integer/);
  });
});

describe("settings", () => {
  it.each([
    ["a snapshot interval that is not a positive integer", { snapshotEvery: "0" }, /snapshotEvery must be a positive integer/],
    ["a From address off the identity's domain", { mailFrom: "Backroom <me@elsewhere.org>" }, /mailFrom must be an address at mygames.org/],
    ["an identity that is neither a domain nor an address", { sesIdentity: "not an identity" }, /sesIdentity must be a domain/],
    ["a custom domain without its hosted zone", { domainName: "play.mygames.org" }, /domainName needs hostedZoneId and hostedZoneName/],
  ])("rejects %s at synth", (_, props: TestSettings, error) => {
    expect(() => synth(props)).toThrow(error);
  });

  it("passes a custom snapshot interval to every function", () => {
    const { template } = synth({ snapshotEvery: "25" });
    const fns = Object.values(template.findResources("AWS::Lambda::Function")).filter((fn) => fn.Properties.Environment?.Variables?.TABLE_NAME);
    expect(fns.map((fn) => fn.Properties.Environment.Variables.SNAPSHOT_EVERY)).toEqual(["25", "25", "25", "25"]);
  });
});

describe("outputs", () => {
  it("publishes the site URL, the API URL and the table name", () => {
    const { stack, template } = bundled;
    template.hasOutput("SiteUrl", { Value: { "Fn::Join": ["", ["https://", { "Fn::GetAtt": [logicalId(stack.site.distribution), "DomainName"] }]] } });
    template.hasOutput("ApiUrl", {});
    template.hasOutput("TableName", { Value: { Ref: logicalId(stack.table) } });
  });
});
