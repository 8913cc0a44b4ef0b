/**
 * Mail survives outages and limits (functions/src/mail/resend.ts): a send that fails for a while
 * is tried again by a resend timer, with backoff, for an hour; only then is it set aside, and a
 * redrive sends it once. The notifier is called with the records the store wrote, as the stream
 * would bring them (each record once: a copy under a new key is what the stream brings again);
 * the timers are the local adapter on a ManualClock, firing the real timer handler.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, type Server } from "node:http";
import { SESv2Client } from "@aws-sdk/client-sesv2";
import { QueryCommand } from "@aws-sdk/client-dynamodb";
import { highCard } from "../../fixtures/high-card";
import { freshPlatform } from "../../support/dynamo";
import { batch, failed, outboxRecords } from "../../support/outbox";
import { ManualClock } from "../../../functions/src/ports/clock";
import { freePort } from "../../../functions/src/local/stack";
import { startMailCatcher, type MailCatcher } from "../../../functions/src/local/mail-catcher";
import { PermanentMailError, type Email, type Mailer } from "../../../functions/src/ports/mailer";
import { smtpMailer } from "../../../functions/src/adapters/local/smtp-mailer";
import { sesMailer } from "../../../functions/src/adapters/aws/ses-mailer";
import { localTimers } from "../../../functions/src/adapters/local/file-timers";
import type { MetricName } from "../../../functions/src/ports/telemetry";
import { resendDelayMinutes } from "../../../functions/src/mail/resend";

const MINUTE = 60_000;
let catcher: MailCatcher;
/** A port nothing listens on: a mail server that is down refuses the connection. */
let downPort: number;
/** SES's HTTP API, answered by a local server that throttles while `throttled` is positive. */
let ses: Server;
let throttled = 0;
const sesSent: string[] = [];

beforeAll(async () => {
  catcher = await startMailCatcher({ port: await freePort() });
  downPort = await freePort();
  ses = createServer((req, res) => {
    let body = "";
    req.on("data", (d) => { body += String(d); });
    req.on("end", () => {
      res.setHeader("content-type", "application/json");
      if (throttled > 0) {
        throttled--;
        res.statusCode = 400;
        res.setHeader("x-amzn-errortype", "ThrottlingException");
        res.end(JSON.stringify({ message: "Maximum sending rate exceeded." }));
        return;
      }
      sesSent.push((JSON.parse(body) as { Destination: { ToAddresses: string[] } }).Destination.ToAddresses[0]!);
      res.end(JSON.stringify({ MessageId: `m${sesSent.length}` }));
    });
  });
  await new Promise<void>((ready) => ses.listen(0, "127.0.0.1", ready));
});
afterAll(async () => {
  await catcher?.stop();
  ses?.close();
});

/** A platform whose mail goes through `mailer`, with the local timers firing its timer handler. */
async function platform(mailer: Mailer) {
  const clock = new ManualClock("2026-12-01T09:00:00.000Z");
  const counted: MetricName[] = [];
  const box = {} as { app: Awaited<ReturnType<typeof freshPlatform>> };
  const timers = localTimers({ clock, fire: (t) => box.app.timer(t) });
  box.app = await freshPlatform({
    games: { [highCard.id]: highCard }, clock, mailer, timers, notifierLog: () => {},
    telemetry: { count: (name) => { counted.push(name); }, info: () => {}, error: () => {} },
  });
  const app = box.app;
  const delivered = new Set<string>();
  /** Plays the stream: every outbox record not delivered yet goes to the notifier, which must not fail it. */
  async function stream() {
    const fresh = await outboxRecords(app, (i) => !delivered.has(`${i.pk!.S}|${i.sk!.S}`));
    for (const r of fresh) delivered.add(r.dynamodb!.SequenceNumber!);
    if (fresh.length > 0) expect(failed(await app.notifier(batch(fresh)))).toEqual([]);
  }
  /** Moves time a minute at a time, the stream delivering after each minute. */
  async function pass(minutes: number) {
    for (let m = 0; m < minutes; m++) {
      await clock.advance(MINUTE);
      await stream();
    }
  }
  const setAside = () => app.dynamo.send(new QueryCommand({ TableName: app.tableName, KeyConditionExpression: "pk = :p", ExpressionAttributeValues: { ":p": { S: "DEADMAIL" } } })).then((o) => o.Items ?? []);
  return { app, clock, counted, stream, pass, setAside, count: (n: MetricName) => counted.filter((c) => c === n).length };
}

/** SMTP into the mail catcher, or a refused connection while `down.now`. */
function smtpWithOutage() {
  const down = { now: false };
  const up = smtpMailer("Backroom <games@example.test>", { host: "127.0.0.1", port: catcher.port });
  const dead = smtpMailer("Backroom <games@example.test>", { host: "127.0.0.1", port: downPort });
  return { down, mailer: { send: (e: Email) => (down.now ? dead : up).send(e) } };
}
const mailTo = (email: string) => catcher.messages().filter((m) => m.to === email);

describe("the backoff", () => {
  it("waits 1, 2, 4, 8, 16, then 30 minutes, and gives up once the waits make an hour", () => {
    const waits: number[] = [];
    for (let n = 1; resendDelayMinutes(n) !== null; n++) waits.push(resendDelayMinutes(n)!);
    expect(waits).toEqual([1, 2, 4, 8, 16, 30]);
    expect(waits.reduce((a, b) => a + b)).toBeGreaterThanOrEqual(60);
  });
});

describe("a mail server that is down", () => {
  it("for ten minutes: the sign-in link goes out once it is back, exactly once", async () => {
    const { down, mailer } = smtpWithOutage();
    const p = await platform(mailer);
    down.now = true;
    await p.app.auth.requestSignIn("outage@example.test", null);
    await p.stream();
    await p.pass(10);
    expect(mailTo("outage@example.test")).toEqual([]);
    down.now = false;
    await p.pass(80);
    expect(mailTo("outage@example.test")).toHaveLength(1);
    expect(p.count("MailsSetAside")).toBe(0);
    expect(await p.setAside()).toEqual([]);
  });

  it("for ten minutes: a released news mail goes out once", async () => {
    const { down, mailer } = smtpWithOutage();
    const p = await platform(mailer);
    await p.app.service.createGame("host-o@example.test", { game: "high-card", options: { rounds: 1 }, players: [{ name: "Host", email: "host-o@example.test" }, { name: "Guest", email: "guest-o@example.test" }] });
    await p.stream();
    down.now = true;
    await p.pass(10); // the coalescing window ends in the outage
    expect(mailTo("guest-o@example.test")).toEqual([]);
    down.now = false;
    await p.pass(60);
    expect(mailTo("guest-o@example.test").map((m) => m.subject)).toHaveLength(1);
  });

  it("for longer than an hour: set aside and counted once; a redrive sends it once, a second one nothing", async () => {
    const { down, mailer } = smtpWithOutage();
    const p = await platform(mailer);
    down.now = true;
    await p.app.auth.requestSignIn("long-outage@example.test", null);
    await p.stream();
    await p.pass(59);
    expect(await p.setAside()).toEqual([]); // still being tried after 59 minutes
    await p.pass(120);
    expect(await p.setAside()).toHaveLength(1);
    expect(p.count("MailsSetAside")).toBe(1);
    expect(mailTo("long-outage@example.test")).toEqual([]);
    down.now = false;
    await p.pass(60); // nothing tries it any more
    expect(mailTo("long-outage@example.test")).toEqual([]);
    expect(await p.app.timer({ kind: "redrive" })).toEqual({ kind: "redrive", acted: true });
    await p.stream();
    expect(mailTo("long-outage@example.test")).toHaveLength(1);
    expect(await p.setAside()).toEqual([]);
    expect(await p.app.timer({ kind: "redrive" })).toEqual({ kind: "redrive", acted: false });
    await p.pass(120);
    expect(mailTo("long-outage@example.test")).toHaveLength(1);
  });
});

describe("SES", () => {
  const realSes = () => {
    const { port } = ses.address() as { port: number };
    // The real client against the local server; its own retries off, so only ours are counted.
    const client = new SESv2Client({ endpoint: `http://127.0.0.1:${port}`, region: "eu-west-1", credentials: { accessKeyId: "test", secretAccessKey: "test" }, maxAttempts: 1 });
    return sesMailer("Backroom <games@example.test>", { client });
  };

  it("throttling: the mail is tried again later and sent once", async () => {
    const p = await platform(realSes());
    throttled = 3;
    await p.app.auth.requestSignIn("throttled@example.test", null);
    await p.stream();
    expect(sesSent.filter((t) => t === "throttled@example.test")).toEqual([]);
    await p.pass(90);
    expect(throttled).toBe(0);
    expect(sesSent.filter((t) => t === "throttled@example.test")).toHaveLength(1);
    expect(p.count("MailsDeferred")).toBe(3);
  });

  it("a burst of sign-ins under throttling: none is set aside, each is sent once", async () => {
    const p = await platform(realSes());
    const emails = Array.from({ length: 6 }, (_, i) => `burst${i}@example.test`);
    throttled = 12;
    for (const e of emails) await p.app.auth.requestSignIn(e, null);
    await p.stream();
    await p.pass(40);
    for (const e of emails) expect(sesSent.filter((t) => t === e)).toHaveLength(1);
    expect(await p.setAside()).toEqual([]);
  });
});

describe("a permanent rejection", () => {
  it("is not tried again", async () => {
    let tries = 0;
    const p = await platform({ send: async () => { tries++; throw new PermanentMailError("mailbox unavailable"); } });
    await p.app.auth.requestSignIn("rejected@example.test", null);
    await p.stream();
    await p.pass(90);
    expect(tries).toBe(1);
    expect(p.count("MailsRejected")).toBe(1);
    expect(p.count("MailsDeferred")).toBe(0);
    expect(await p.setAside()).toEqual([]);
  });
});
