/**
 * The five functions composed as the stack deploys them, in one test process: each with the
 * environment its template gives it (names and ARNs resolved in a fake account), its own
 * clients, and the real AWS adapters: DynamoDB Local for the table, local HTTP doubles answering
 * the real Scheduler, SES and S3 clients. A recorder notes every AWS call each function makes.
 * What the Lambda service does between them is done here by hand: the table's stream to the
 * notifier, a due schedule to the timer function, SES's bounce (through SNS) to mail-events, SES receiving's reply (the raw message stored in the
 * bucket, then its receipt event) to the inbound function, built as the stack builds it with a
 * reply domain.
 */
import { ScanCommand, type AttributeValue } from "@aws-sdk/client-dynamodb";
import type { DynamoDBRecord, SESEvent, SNSEvent } from "aws-lambda";
import MailComposer from "nodemailer/lib/mail-composer";
import { inject, vi } from "vitest";
import type { AnyBot, Rng } from "@backroom/engine";
import { highCard } from "../fixtures/high-card";
import { lambdaCaller } from "./api-client";
import { s3Double, schedulerDouble, sesDouble, type SentEmail } from "./aws-doubles";
import { cleanupSynths, logicalId, synthStack } from "./cdk";
import { deployedFunctions, FAKE_AWS, type TemplateJson } from "./stack-roles";
import { awsCallRecorder, type FunctionName } from "../../functions/src/adapters/aws/call-recorder";
import { composeApi, composeInbound, composeMailEvents, composeNotifier, composeTimer, EnvSchema } from "../../functions/src/compose";
import { ensureTable } from "../../functions/src/local/dynamo-local";
import { ManualClock } from "../../functions/src/ports/clock";

/** High Card's bot: a legal card from its seeded generator (a bot needs only to be legal and deterministic here). */
const highCardBot: AnyBot = { name: "High Card bot", chooseMove: (state, seat, rng: Rng) => rng.pick(highCard.legalMoves(state, seat) as unknown[]) };

/** The domain replies are received at in the synthesised stack. */
export const REPLY_DOMAIN = "reply.mygames.org";

/** The five functions of the stack synthesised with a reply domain, as deployed: environment and role policies. */
export function synthesizedRoles() {
  const { template, stack } = synthStack({ replyDomain: REPLY_DOMAIN });
  const json = template.toJSON() as TemplateJson;
  if (!stack.inbound) throw new Error("the stack built no inbound function with a reply domain");
  const functionIds = {
    api: logicalId(stack.api.fn), notifier: logicalId(stack.notifier.fn), timer: logicalId(stack.reminder.fn), "mail-events": logicalId(stack.mailEvents.fn),
    inbound: logicalId(stack.inbound.function.fn),
  } as const;
  const functions = deployedFunctions(json, functionIds);
  const resources = Object.values(json.Resources);
  const sesIdentities = resources.filter((r) => r.Type === "AWS::SES::EmailIdentity").map((r) => String(r.Properties!.EmailIdentity));
  return { json, functionIds, functions, sesIdentities };
}

export async function deployedPlatform() {
  const { json, functionIds, functions, sesIdentities } = synthesizedRoles();
  const configurationSets = [functions.notifier.env.SES_CONFIGURATION_SET!];
  const scheduler = await schedulerDouble({ groups: [functions.api.env.REMINDER_GROUP!], region: FAKE_AWS.region, account: FAKE_AWS.account });
  const ses = await sesDouble({ identities: sesIdentities, configurationSets });
  const s3 = await s3Double({ buckets: [functions.inbound.env.INBOUND_BUCKET!] });
  // The real clients find the doubles as they would find AWS: by the standard environment.
  vi.stubEnv("AWS_ENDPOINT_URL_SCHEDULER", scheduler.endpoint);
  vi.stubEnv("AWS_ENDPOINT_URL_SESV2", ses.endpoint);
  vi.stubEnv("AWS_ENDPOINT_URL_S3", s3.endpoint);
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
  const inbound = composeInbound(envOf("inbound"), { ...engines, clock, recorder }).sesInbound;
  if (!inbound) throw new Error("the inbound function's environment has no reply domain or bucket");
  const tableName = functions.api.env.TABLE_NAME!;
  await ensureTable(api.dynamo, tableName);

  const delivered = new Set<string>();
  /** Outbox records inserted since the last call, as the stream's filter passes them to the notifier. */
  async function newOutboxRecords(): Promise<DynamoDBRecord[]> {
    // Every page: a Scan reads at most 1 MB of the table at a time, and a long run outgrows that.
    const items: Record<string, AttributeValue>[] = [];
    let start: Record<string, AttributeValue> | undefined;
    do {
      const out = await api.dynamo.send(new ScanCommand({ TableName: tableName, FilterExpression: "kind = :k", ExpressionAttributeValues: { ":k": { S: "outbox" } }, ExclusiveStartKey: start }));
      items.push(...(out.Items ?? []));
      start = out.LastEvaluatedKey;
    } while (start);
    const fresh = items.filter((i) => !delivered.has(`${i.pk!.S}|${i.sk!.S}`));
    for (const i of fresh) delivered.add(`${i.pk!.S}|${i.sk!.S}`);
    return fresh.map((image: Record<string, AttributeValue>) => ({ eventID: `e-${image.pk!.S}|${image.sk!.S}`, eventName: "INSERT", dynamodb: { SequenceNumber: `${image.pk!.S}|${image.sk!.S}`, NewImage: image as never } }));
  }

  /** Runs the stream and the schedules until nothing is left to do at the clock's time. */
  async function settle(): Promise<void> {
    for (let round = 0; round < 50; round++) {
      const records = await newOutboxRecords();
      if (records.length > 0) {
        // The notifier paces its mail to the stack's sesSendRate: the clock moves while it waits.
        const out = await clock.drive(notifier.notifier({ Records: records }));
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

  let received = 0;
  /**
   * `text` replied to `mail` (to its Reply-To, from its recipient) as SES receiving hands it
   * over: the raw message stored under the prefix, then the receipt event, every verdict passing.
   */
  async function reply(mail: SentEmail, text: string) {
    const to = mail.replyTo;
    if (!to) throw new Error(`the mail "${mail.subject}" has no Reply-To`);
    const from = mail.to[0]!;
    const messageId = `reply-${++received}`;
    const raw = await new MailComposer({
      from, to, subject: `Re: ${mail.subject}`, messageId: `<${messageId}@example.test>`, date: clock.now(),
      text: `${text}\n\nOn Tue, 1 Dec 2026 at 09:00, Backroom wrote:\n${mail.text.split("\n").map((l) => `> ${l}`).join("\n")}\n`,
    }).compile().build();
    const env = functions.inbound.env;
    s3.put(env.INBOUND_BUCKET!, `${env.INBOUND_PREFIX}${messageId}`, raw);
    const pass = { status: "PASS" } as const;
    const event: SESEvent = {
      Records: [{
        eventSource: "aws:ses", eventVersion: "1.0",
        ses: {
          mail: {
            timestamp: clock.now().toISOString(), source: from, messageId, destination: [to], headersTruncated: false,
            headers: [{ name: "From", value: from }, { name: "To", value: to }], commonHeaders: { returnPath: from, from: [from], to: [to], messageId: `<${messageId}@example.test>`, subject: `Re: ${mail.subject}`, date: clock.now().toUTCString() },
          },
          receipt: {
            timestamp: clock.now().toISOString(), processingTimeMillis: 300, recipients: [to],
            spamVerdict: pass, virusVerdict: pass, spfVerdict: pass, dkimVerdict: pass, dmarcVerdict: pass, dmarcPolicy: "none",
            action: { type: "Lambda", functionArn: functions.inbound.arn, invocationType: "Event" },
          },
        },
      }],
    };
    return clock.drive(inbound!(event));
  }

  return {
    template: json, functionIds, functions, sesIdentities, recorder, clock, scheduler, ses, settle, bounce,
    call: lambdaCaller(api.api),
    /** The timer function invoked by hand, as an operator does (`{ "kind": "redrive" }`). */
    timer: timer.timer,
    mailEvents: mailEvents.mailEvents,
    reply,
    async close() {
      vi.unstubAllEnvs();
      await Promise.all([scheduler.close(), ses.close(), s3.close()]);
      cleanupSynths();
    },
  };
}
export type DeployedPlatform = Awaited<ReturnType<typeof deployedPlatform>>;
