/**
 * The pieces of the least-privilege check on their own: what IAM authorises for each SDK command
 * the functions send, the recorder that notes them per function (also when two functions share a
 * client and run at once, as in the local stack), the template's intrinsics resolved to ARNs,
 * and the evaluation, both ways. The whole check runs in ./least-privilege.int.test.ts.
 */
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { describe, expect, it } from "vitest";
import { awsCallRecorder, iamNeeds, type AwsCall } from "../../../functions/src/adapters/aws/call-recorder";
import { checkLeastPrivilege, describeVerdict, resourceArn } from "../../support/iam-check";
import { deployedFunctions, resolve, type TemplateJson } from "../../support/stack-roles";

describe("iamNeeds", () => {
  it("authorises a DynamoDB transaction item by item, on each item's table", () => {
    expect(iamNeeds("dynamodb", "TransactWriteItems", {
      TransactItems: [{ Put: { TableName: "Games" } }, { Update: { TableName: "Games" } }, { Delete: { TableName: "Other" } }, { ConditionCheck: { TableName: "Games" } }],
    })).toEqual([
      { action: "dynamodb:PutItem", resource: "table/Games" }, { action: "dynamodb:UpdateItem", resource: "table/Games" },
      { action: "dynamodb:DeleteItem", resource: "table/Other" }, { action: "dynamodb:ConditionCheckItem", resource: "table/Games" },
    ]);
  });

  it("authorises a query of an index against the index, a batch per table", () => {
    expect(iamNeeds("dynamodb", "Query", { TableName: "Games", IndexName: "gsi1" })).toEqual([{ action: "dynamodb:Query", resource: "table/Games/index/gsi1" }]);
    expect(iamNeeds("dynamodb", "Query", { TableName: "Games" })).toEqual([{ action: "dynamodb:Query", resource: "table/Games" }]);
    expect(iamNeeds("dynamodb", "BatchGetItem", { RequestItems: { Games: {}, Other: {} } })).toEqual([
      { action: "dynamodb:BatchGetItem", resource: "table/Games" }, { action: "dynamodb:BatchGetItem", resource: "table/Other" },
    ]);
  });

  it("passes the target's role when a schedule is created, not when it is deleted", () => {
    expect(iamNeeds("scheduler", "CreateSchedule", { Name: "bot-g-1-2", GroupName: "timers", Target: { RoleArn: "arn:aws:iam::1:role/sched" } })).toEqual([
      { action: "scheduler:CreateSchedule", resource: "schedule/timers/bot-g-1-2" }, { action: "iam:PassRole", resource: "arn:aws:iam::1:role/sched" },
    ]);
    expect(iamNeeds("scheduler", "DeleteSchedule", { Name: "bot-g-1-2" })).toEqual([{ action: "scheduler:DeleteSchedule", resource: "schedule/default/bot-g-1-2" }]);
  });

  it("checks a send against the From identity and the configuration set it names", () => {
    expect(iamNeeds("ses", "SendEmail", { FromEmailAddress: "Backroom <no-reply@mygames.org>", ConfigurationSetName: "events" })).toEqual([
      { action: "ses:SendEmail", resource: "identity/no-reply@mygames.org" }, { action: "ses:SendEmail", resource: "configuration-set/events" },
    ]);
    // The identity SES sends as: the address when it is verified, else its domain.
    expect(resourceArn({ action: "ses:SendEmail", resource: "identity/no-reply@mygames.org" }, ["mygames.org"])).toBe("arn:aws:ses:eu-west-1:123456789012:identity/mygames.org");
    expect(resourceArn({ action: "ses:SendEmail", resource: "identity/me@mygames.org" }, ["me@mygames.org", "mygames.org"])).toBe("arn:aws:ses:eu-west-1:123456789012:identity/me@mygames.org");
  });
});

describe("awsCallRecorder", () => {
  /** A real DynamoDB client whose requests never leave the process: a build-step middleware answers them. */
  function offlineClient() {
    const client = new DynamoDBClient({ region: "eu-west-1", credentials: { accessKeyId: "a", secretAccessKey: "b" } });
    client.middlewareStack.add(() => async () => ({ output: { $metadata: {} }, response: {} }), { step: "build", name: "answerOffline" });
    return { client, doc: DynamoDBDocumentClient.from(client) };
  }

  it("records each command with the function whose handler sent it, even when two run at once on one client", async () => {
    const { client, doc } = offlineClient();
    const recorder = awsCallRecorder();
    recorder.attach(client);
    recorder.attach(client); // attaching again adds nothing
    const tick = () => new Promise((r) => setTimeout(r, 1));
    const api = recorder.within("api", async (id: string) => {
      await tick();
      await doc.send(new GetCommand({ TableName: "Games", Key: { pk: id, sk: "S" } }));
    });
    const timer = recorder.within("timer", async () => {
      await doc.send(new TransactWriteCommand({ TransactItems: [{ Delete: { TableName: "Games", Key: { pk: "p", sk: "s" } } }] }));
      await tick();
      await doc.send(new GetCommand({ TableName: "Games", Key: { pk: "t", sk: "S" } }));
    });
    await Promise.all([api("a"), timer(), api("b")]);
    // Setup outside any function is not the function's call.
    await doc.send(new GetCommand({ TableName: "Games", Key: { pk: "setup", sk: "S" } }));
    const summary = recorder.calls.map((c) => `${c.fn} ${c.service}:${c.command}`).sort();
    expect(summary).toEqual(["api dynamodb:GetItem", "api dynamodb:GetItem", "timer dynamodb:GetItem", "timer dynamodb:TransactWriteItems"]);
    expect(recorder.calls.find((c) => c.command === "TransactWriteItems")!.needs).toEqual([{ action: "dynamodb:DeleteItem", resource: "table/Games" }]);
  });
});

/** A template of one function whose role may read the table and create schedules. */
const template: TemplateJson = {
  Resources: {
    Games: { Type: "AWS::DynamoDB::Table", Properties: {} },
    Timers: { Type: "AWS::Scheduler::ScheduleGroup", Properties: { Name: "timers" } },
    FnRole: { Type: "AWS::IAM::Role", Properties: {} },
    FnPolicy: {
      Type: "AWS::IAM::Policy",
      Properties: {
        PolicyName: "FnPolicy", Roles: [{ Ref: "FnRole" }],
        PolicyDocument: {
          Version: "2012-10-17",
          Statement: [
            { Effect: "Allow", Action: ["dynamodb:GetItem", "dynamodb:Query"], Resource: [{ "Fn::GetAtt": ["Games", "Arn"] }, { "Fn::Join": ["", [{ "Fn::GetAtt": ["Games", "Arn"] }, "/index/*"]] }] },
            { Effect: "Allow", Action: "scheduler:CreateSchedule", Resource: { "Fn::Sub": "arn:${AWS::Partition}:scheduler:${AWS::Region}:${AWS::AccountId}:schedule/${Timers}/*" } },
            { Effect: "Allow", Action: "logs:PutLogEvents", Resource: "*" },
          ],
        },
      },
    },
    Fn: { Type: "AWS::Lambda::Function", Properties: { Role: { "Fn::GetAtt": ["FnRole", "Arn"] }, Environment: { Variables: { TABLE_NAME: { Ref: "Games" }, GROUP: { Ref: "Timers" } } } } },
  },
};

describe("the stack's functions as deployed, and the check both ways", () => {
  const fns = deployedFunctions(template, { api: "Fn", notifier: "Fn", timer: "Fn", "mail-events": "Fn" });
  const call = (fn: AwsCall["fn"], command: string, needs: AwsCall["needs"]): AwsCall => ({ fn, service: needs[0]!.action.split(":")[0]!, command, needs });
  const logs = [{ fns: ["api", "notifier", "timer", "mail-events"] as const, actions: ["logs:PutLogEvents"], reason: "Lambda writes the logs." }];

  it("resolves names and ARNs in the fake account", () => {
    expect(fns.api.env).toEqual({ TABLE_NAME: "Test-Games", GROUP: "timers" });
    expect(fns.api.roleArn).toBe("arn:aws:iam::123456789012:role/Test-FnRole");
    expect(resolve(template, { "Fn::Select": [1, { "Fn::Split": [",", "a,b,c"] }] })).toBe("b");
    expect(() => resolve(template, { "Fn::GetAtt": ["Games", "Nope"] })).toThrow("Games.Nope");
  });

  it("fails a denied call naming the function, the action and the resource, and an allowed action no call uses", async () => {
    const calls = [
      call("api", "GetItem", [{ action: "dynamodb:GetItem", resource: "table/Test-Games" }]),
      call("api", "Query", [{ action: "dynamodb:Query", resource: "table/Test-Games/index/gsi1" }]),
      call("api", "CreateSchedule", [{ action: "scheduler:CreateSchedule", resource: "schedule/timers/bot-1" }]),
      call("timer", "DeleteSchedule", [{ action: "scheduler:DeleteSchedule", resource: "schedule/timers/bot-1" }]),
      call("timer", "GetItem", [{ action: "dynamodb:GetItem", resource: "table/Elsewhere" }]),
    ];
    const verdict = await checkLeastPrivilege(calls, fns, { exceptions: logs, sesIdentities: [] });
    expect(verdict.evaluated).toBe(5);
    const lines = describeVerdict(verdict, logs);
    expect(lines.filter((l) => l.includes("ImplicitlyDenied"))).toEqual([
      "timer: scheduler:DeleteSchedule on arn:aws:scheduler:eu-west-1:123456789012:schedule/timers/bot-1 (for DeleteSchedule) is ImplicitlyDenied by its role",
      "timer: dynamodb:GetItem on arn:aws:dynamodb:eu-west-1:123456789012:table/Elsewhere (for GetItem) is ImplicitlyDenied by its role",
    ]);
    // The same role serves all four here: the api uses all it holds, the others do not.
    expect(verdict.unused.filter((u) => u.fn === "api")).toEqual([]);
    expect(verdict.unused.filter((u) => u.fn === "timer").map((u) => u.action).sort()).toEqual(["dynamodb:Query", "scheduler:CreateSchedule"]);
    expect(verdict.unused.filter((u) => u.fn === "notifier").map((u) => u.action).sort()).toEqual(["dynamodb:GetItem", "dynamodb:Query", "scheduler:CreateSchedule"]);
  });

  it("fails an exception for an action the role does not hold, so the list stays true", async () => {
    const stale = [...logs, { fns: ["api"] as const, actions: ["sqs:SendMessage"], reason: "a dead-letter queue" }];
    const verdict = await checkLeastPrivilege([], fns, { exceptions: stale, sesIdentities: [] });
    expect(describeVerdict(verdict, stale)).toContain('api: the exception for sqs:SendMessage ("a dead-letter queue") names an action its role does not hold');
  });
});
