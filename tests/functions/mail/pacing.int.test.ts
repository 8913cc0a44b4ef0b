/**
 * A burst of mail under SES's maximum send rate (functions/src/mail/paced-mailer.ts): with the
 * notifier paced to the rate, 100 sign-in links asked for at once all go out, each once, none
 * set aside; time passes only on a ManualClock that the pacer waits on (ManualClock.drive moves
 * it to the end of each wait, nothing sleeps). SES is an SESv2 client double that refuses, as
 * SES does (TooManyRequestsException), any send past its rate in the last second of that clock.
 */
import { describe, expect, it } from "vitest";
import type { SendEmailCommand } from "@aws-sdk/client-sesv2";
import type { DynamoDBRecord } from "aws-lambda";
import { QueryCommand } from "@aws-sdk/client-dynamodb";
import { highCard } from "../../fixtures/high-card";
import { freshPlatform } from "../../support/dynamo";
import { batch, failed, outboxRecords } from "../../support/outbox";
import { ManualClock } from "../../../functions/src/ports/clock";
import { composeNotifier } from "../../../functions/src/compose";
import { sesMailer } from "../../../functions/src/adapters/aws/ses-mailer";
import { localTimers } from "../../../functions/src/adapters/local/file-timers";
import type { MetricName } from "../../../functions/src/ports/telemetry";

const MINUTE = 60_000;
/** The account's maximum send rate, mails per second, in the double and in the setting. */
const RATE = 2;

/** SES v2 with a maximum send rate on `clock`: what it accepted, by recipient, and how often it refused. */
function throttlingSes(clock: ManualClock, perSecond: number) {
  const accepted: { to: string; at: number }[] = [];
  let throttled = 0;
  const client = {
    async send(command: SendEmailCommand) {
      const now = clock.now().getTime();
      if (accepted.filter((s) => s.at > now - 1000).length >= perSecond) {
        throttled++;
        throw Object.assign(new Error("Maximum sending rate exceeded."), { name: "TooManyRequestsException" });
      }
      accepted.push({ to: command.input.Destination!.ToAddresses![0]!, at: now });
      return { MessageId: `m${accepted.length}` };
    },
  };
  return { accepted, throttled: () => throttled, mailer: sesMailer("Backroom <games@example.test>", { client: client as never }) };
}

/**
 * The platform with SES throttling at RATE, local timers firing the timer handler (resends), and
 * `shards` notifier instances, each with its own pacer as a Lambda instance per stream shard has.
 */
async function platform(opts: { paced: boolean; shards?: number }) {
  const clock = new ManualClock("2026-12-01T09:00:00.000Z");
  const ses = throttlingSes(clock, RATE);
  const counted: MetricName[] = [];
  const box = {} as { app: Awaited<ReturnType<typeof freshPlatform>> };
  const timers = localTimers({ clock, fire: (t) => box.app.timer(t) });
  const shared = {
    games: { [highCard.id]: highCard }, clock, mailer: ses.mailer, timers, notifierLog: () => {},
    telemetry: { count: (name: MetricName) => { counted.push(name); }, info: () => {}, error: () => {} },
  };
  box.app = await freshPlatform({ ...shared, env: opts.paced ? { MAIL_SEND_RATE: String(RATE) } : {} });
  const app = box.app;
  const notifiers = [app.notifier, ...Array.from({ length: (opts.shards ?? 1) - 1 }, () => composeNotifier(app.env, { ...shared, bots: {} }).notifier)];
  const delivered = new Set<string>();
  /** Plays the stream: undelivered outbox records, dealt out to the shards in batches of 10, the shards side by side. */
  async function stream() {
    const fresh = await outboxRecords(app, (i) => !delivered.has(`${i.pk!.S}|${i.sk!.S}`));
    for (const r of fresh) delivered.add(r.dynamodb!.SequenceNumber!);
    const perShard = notifiers.map((_, s) => fresh.filter((_r, i) => i % notifiers.length === s));
    await clock.drive(Promise.all(notifiers.map(async (notifier, s) => {
      const records: DynamoDBRecord[] = perShard[s]!;
      for (let i = 0; i < records.length; i += 10) expect(failed(await notifier(batch(records.slice(i, i + 10))))).toEqual([]);
    })));
  }
  async function pass(minutes: number) {
    for (let m = 0; m < minutes; m++) {
      await clock.advance(MINUTE);
      await stream();
    }
  }
  const setAside = () => app.dynamo.send(new QueryCommand({ TableName: app.tableName, KeyConditionExpression: "pk = :p", ExpressionAttributeValues: { ":p": { S: "DEADMAIL" } } })).then((o) => o.Items ?? []);
  const burst = async (n: number, name: string) => {
    const emails = Array.from({ length: n }, (_, i) => `${name}${i}@example.test`);
    // Straight to the outbox, as requestSignIn writes it past its limits (not what is tested here).
    for (const [i, e] of emails.entries()) await app.store.requestSignIn(e, null, clock.now().toISOString(), `${name}-${i}`.padEnd(22, "x"));
    return emails;
  };
  return { app, clock, ses, stream, pass, setAside, burst, count: (n: MetricName) => counted.filter((c) => c === n).length };
}

const timesSent = (p: Awaited<ReturnType<typeof platform>>, email: string) => p.ses.accepted.filter((s) => s.to === email).length;

describe("a burst of 100 sign-in links under SES's send rate", () => {
  it("paced: every link goes out once, at the rate, none throttled, deferred or set aside", async () => {
    const p = await platform({ paced: true });
    const start = p.clock.now().getTime();
    const emails = await p.burst(100, "wave");
    await p.stream();
    for (const e of emails) expect(timesSent(p, e)).toBe(1);
    expect(p.ses.throttled()).toBe(0);
    expect(p.count("MailsDeferred")).toBe(0);
    expect(await p.setAside()).toEqual([]);
    // The clock moved by the waits alone: 99 intervals of 1/RATE seconds after the first send.
    expect(p.clock.now().getTime() - start).toBe((99 * 1000) / RATE);
  });

  it("paced on two shards at once, together twice the rate: SES throttles, the pacers slow down, and every link goes out once, none set aside", async () => {
    const p = await platform({ paced: true, shards: 2 });
    const emails = await p.burst(40, "shards");
    await p.stream();
    await p.pass(30); // whatever was left to the resend timers
    expect(p.ses.throttled()).toBeGreaterThan(0);
    for (const e of emails) expect(timesSent(p, e)).toBe(1);
    expect(await p.setAside()).toEqual([]);
    expect(p.count("MailsSetAside")).toBe(0);
  });

  it("unpaced (the contrast): all but the rate's worth are throttled at once and left to resend timers", async () => {
    const p = await platform({ paced: false });
    const emails = await p.burst(10, "unpaced");
    await p.stream();
    expect(p.ses.accepted).toHaveLength(RATE);
    expect(p.count("MailsDeferred")).toBe(emails.length - RATE);
  });
});
