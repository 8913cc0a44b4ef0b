/**
 * The four functions composed as the stack deploys them, in one test process: each with the
 * environment its template gives it (names and ARNs resolved in a fake account), its own
 * clients, and the real AWS adapters: DynamoDB Local for the table, local HTTP doubles answering
 * the real Scheduler and SES clients. A recorder notes every AWS call each function makes.
 * What the Lambda service does between them is done here by hand: the table's stream to the
 * notifier, a due schedule to the timer function, SES's bounce (through SNS) to mail-events.
 */
import { ScanCommand, type AttributeValue } from "@aws-sdk/client-dynamodb";
import type { DynamoDBRecord, SNSEvent } from "aws-lambda";
import { inject, vi } from "vitest";
import type { AnyBot, Rng } from "@backroom/engine";
import { highCard } from "../fixtures/high-card";
import { lambdaCaller } from "./api-client";
import { schedulerDouble, sesDouble } from "./aws-doubles";
import { cleanupSynths, logicalId, synthStack } from "./cdk";
import { deployedFunctions, FAKE_AWS, type TemplateJson } from "./stack-roles";
import { awsCallRecorder, type FunctionName } from "../../functions/src/adapters/aws/call-recorder";
import { composeApi, composeMailEvents, composeNotifier, composeTimer, EnvSchema } from "../../functions/src/compose";
import { ensureTable } from "../../functions/src/local/dynamo-local";
import { ManualClock } from "../../functions/src/ports/clock";

/** High Card's bot: a legal card from its seeded generator (a bot needs only to be legal and deterministic here). */
const highCardBot: AnyBot = { name: "High Card bot", chooseMove: (state, seat, rng: Rng) => rng.pick(highCard.legalMoves(state, seat) as unknown[]) };

export async function deployedPlatform() {
  const { template, stack } = synthStack();
  const json = template.toJSON() as TemplateJson;
  const functionIds = {
    api: logicalId(stack.api.fn), notifier: logicalId(stack.notifier.fn), timer: logicalId(stack.reminder.fn), "mail-events": logicalId(stack.mailEvents.fn),
  } as const;
  const functions = deployedFunctions(json, functionIds);
  const resources = Object.values(json.Resources);
  const sesIdentities = resources.filter((r) => r.Type === "AWS::SES::EmailIdentity").map((r) => String(r.Properties!.EmailIdentity));
  const configurationSets = [functions.notifier.env.SES_CONFIGURATION_SET!];
  const scheduler = await schedulerDouble({ groups: [functions.api.env.REMINDER_GROUP!], region: FAKE_AWS.region, account: FAKE_AWS.account });
  const ses = await sesDouble({ identities: sesIdentities, configurationSets });
  // The real clients find the doubles as they would find AWS: by the standard environment.
  vi.stubEnv("AWS_ENDPOINT_URL_SCHEDULER", scheduler.endpoint);
  vi.stubEnv("AWS_ENDPOINT_URL_SESV2", ses.endpoint);
  vi.stubEnv("AWS_REGION", FAKE_AWS.region);
  vi.stubEnv("AWS_ACCESS_KEY_ID", "test");
  vi.stubEnv("AWS_SECRET_ACCESS_KEY", "test");

  const clock = new ManualClock("2026-12-01T09:00:00.000Z");
  const recorder = awsCallRecorder();
  const envOf = (fn: FunctionName) => EnvSchema.parse({ ...functions[fn].env, DYNAMODB_ENDPOINT: inject("dynamoEndpoint") });
  const engines = { games: { [highCard.id]: highCard }, bots: { [highCard.id]: highCardBot } };
  const api = composeApi(envOf("api"), { ...engines, clock, recorder });
  const notifier = composeNotifier(envOf("notifier"), { ...engines, clock, recorder });
  // The timer function learns its own ARN from its invocation (handlers/reminder.ts).
  const timer = composeTimer(envOf("timer"), { ...engines, clock, recorder, selfArn: () => functions.timer.arn });
  const mailEvents = composeMailEvents(envOf("mail-events"), { clock, recorder });
  const tableName = functions.api.env.TABLE_NAME!;
  await ensureTable(api.dynamo, tableName);

  const delivered = new Set<string>();
  /** Outbox records inserted since the last call, as the stream's filter passes them to the notifier. */
  async function newOutboxRecords(): Promise<DynamoDBRecord[]> {
    const out = await api.dynamo.send(new ScanCommand({ TableName: tableName, FilterExpression: "kind = :k", ExpressionAttributeValues: { ":k": { S: "outbox" } } }));
    const fresh = (out.Items ?? []).filter((i) => !delivered.has(`${i.pk!.S}|${i.sk!.S}`));
    for (const i of fresh) delivered.add(`${i.pk!.S}|${i.sk!.S}`);
    return fresh.map((image: Record<string, AttributeValue>) => ({ eventID: `e-${image.pk!.S}|${image.sk!.S}`, eventName: "INSERT", dynamodb: { SequenceNumber: `${image.pk!.S}|${image.sk!.S}`, NewImage: image as never } }));
  }

  /** Runs the stream and the schedules until nothing is left to do at the clock's time. */
  async function settle(): Promise<void> {
    for (let round = 0; round < 50; round++) {
      const records = await newOutboxRecords();
      if (records.length > 0) {
        const out = await notifier.notifier({ Records: records });
        if (out.batchItemFailures.length > 0) throw new Error(`the notifier failed records ${out.batchItemFailures.map((f) => f.itemIdentifier).join(", ")}`);
      }
      const due = scheduler.due(clock.now());
      for (const s of due) {
        if (s.target.Arn !== functions.timer.arn || s.target.RoleArn !== functions.api.env.REMINDER_ROLE_ARN) throw new Error(`schedule ${s.name} targets ${s.target.Arn} as ${s.target.RoleArn}`);
        await timer.timer(JSON.parse(s.target.Input));
        scheduler.completed(s);
      }
      if (records.length === 0 && due.length === 0) return;
    }
    throw new Error("the stream and the schedules did not settle");
  }

  /** An SES bounce event for `email`, as SNS delivers it to the mail-events function. */
  const bounce = (email: string): SNSEvent => ({
    Records: [{
      EventSource: "aws:sns", EventVersion: "1.0", EventSubscriptionArn: "arn:aws:sns:eu-west-1:123456789012:events:1",
      Sns: {
        Type: "Notification", MessageId: "bounce-1", TopicArn: "arn:aws:sns:eu-west-1:123456789012:events", Subject: "", Timestamp: clock.now().toISOString(),
        SignatureVersion: "1", Signature: "", SigningCertUrl: "", UnsubscribeUrl: "", MessageAttributes: {},
        Message: JSON.stringify({
          eventType: "Bounce",
          bounce: { bounceType: "Permanent", bounceSubType: "NoEmail", timestamp: clock.now().toISOString(), bouncedRecipients: [{ emailAddress: email, diagnosticCode: "smtp; 550 5.1.1 user unknown" }] },
        }),
      },
    }],
  });

  return {
    template: json, functionIds, functions, sesIdentities, recorder, clock, scheduler, ses, settle, bounce,
    call: lambdaCaller(api.api),
    /** The timer function invoked by hand, as an operator does (`{ "kind": "redrive" }`). */
    timer: timer.timer,
    mailEvents: mailEvents.mailEvents,
    async close() {
      vi.unstubAllEnvs();
      await Promise.all([scheduler.close(), ses.close()]);
      cleanupSynths();
    },
  };
}
export type DeployedPlatform = Awaited<ReturnType<typeof deployedPlatform>>;
