/**
 * The notifier's decisions one at a time (functions/src/notify/notifier.ts), each called with the
 * very stream records the store wrote (tests/support/outbox.ts), so every call returns when its
 * work is done: which records it passes over, how a failure fails the rest of a batch, what a
 * reader's settings stop, when a reminder goes, and which timer releases queued news. Mail goes
 * over real SMTP into the mail catcher; the timers are the local adapter on a ManualClock, read
 * through a wrapper that notes what was set.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DynamoDBRecord } from "aws-lambda";
import { highCard } from "../../fixtures/high-card";
import { freshPlatform } from "../../support/dynamo";
import { batch, failed, outboxRecords } from "../../support/outbox";
import { ManualClock } from "../../../functions/src/auth/secrets";
import { freePort } from "../../../functions/src/local/stack";
import { startMailCatcher, type MailCatcher } from "../../../functions/src/local/mail-catcher";
import { PermanentMailError, smtpMailer, type Email, type Mailer } from "../../../functions/src/notify/mailer";
import { localTimers, type Timer } from "../../../functions/src/notify/timers";
import type { MetricName } from "../../../functions/src/telemetry";

const clock = new ManualClock("2026-12-01T09:00:00.000Z");
let catcher: MailCatcher;
let app: Awaited<ReturnType<typeof freshPlatform>>;
/** Timers set, in order, with when they fire. */
const set: { timer: Timer; at: string }[] = [];
const counted: MetricName[] = [];
const logged: string[] = [];
/** Addresses whose next send fails: "transient" once, "permanent" always. */
const failing = new Map<string, "transient" | "permanent">();

beforeAll(async () => {
  catcher = await startMailCatcher({ port: await freePort() });
  const smtp = smtpMailer("Backroom <games@example.test>", { host: "127.0.0.1", port: catcher.port });
  const mailer: Mailer = {
    async send(email: Email) {
      const how = failing.get(email.to);
      if (how === "transient") failing.delete(email.to);
      if (how === "transient") throw new Error(`connection reset while mailing ${email.to}`);
      if (how === "permanent") throw new PermanentMailError(`mailbox unavailable: ${email.to}`);
      await smtp.send(email);
    },
  };
  // Timers that never fire here (the clock is not moved past them): the test reads what was set.
  const local = localTimers({ clock, fire: async () => {} });
  const timers = { set: async (timer: Timer, at: Date) => { set.push({ timer, at: at.toISOString() }); await local.set(timer, at); }, cancel: (n: string) => local.cancel(n) };
  app = await freshPlatform({
    games: { [highCard.id]: highCard }, clock, mailer, timers,
    notifierLog: (m) => logged.push(m),
    env: { COALESCE_SECONDS: "120", REMIND_AFTER_MINUTES: "600" },
    telemetry: { count: (name) => { counted.push(name); }, info: () => {}, error: () => {} },
  });
});
afterAll(async () => {
  await catcher?.stop();
});

const mailTo = (email: string) => catcher.messages().filter((m) => m.to === email);
const signIns = (emails: string[]) => outboxRecords(app, (i) => i.purpose?.S === "sign-in" && emails.includes(i.email?.S ?? ""));
const gameRecords = (gameId: string, reason?: string) => outboxRecords(app, (i) => i.pk!.S === `GAME#${gameId}` && (!reason || i.sk!.S!.includes(`#${reason}#`)));
const timersFor = (gameId: string) => set.filter((s) => "gameId" in s.timer && s.timer.gameId === gameId);

async function newGame(host: string, guest: string, extra: object = {}) {
  return (await app.service.createGame(host, { game: "high-card", options: { rounds: 2 }, players: [{ name: "Host", email: host }, { name: "Guest", email: guest }], ...extra })).gameId;
}

describe("records", () => {
  it("passes over anything but an inserted record with an image", async () => {
    await app.auth.requestSignIn("modified@example.test", null);
    const [record] = await signIns(["modified@example.test"]);
    const modified: DynamoDBRecord = { ...record!, eventName: "MODIFY" };
    const removed: DynamoDBRecord = { ...record!, eventName: "REMOVE" };
    const imageless: DynamoDBRecord = { ...record!, dynamodb: { SequenceNumber: "x" } };
    expect(failed(await app.notifier(batch([modified, removed, imageless])))).toEqual([]);
    expect(mailTo("modified@example.test")).toEqual([]);
  });

  it("fails the record whose send fails and every record after it, not those before", async () => {
    const who = ["order-a@example.test", "order-b@example.test", "order-c@example.test"];
    for (const w of who) await app.auth.requestSignIn(w, null);
    // In the order asked (the stream's order), whatever order the keys sort in.
    const found = await signIns(who);
    const records = who.map((w) => found.find((r) => (r.dynamodb!.NewImage as Record<string, { S?: string }>).email!.S === w)!);
    failing.set("order-b@example.test", "transient");
    const res = await app.notifier(batch(records));
    expect(failed(res)).toEqual([records[1]!.dynamodb!.SequenceNumber, records[2]!.dynamodb!.SequenceNumber]);
    expect(mailTo("order-a@example.test")).toHaveLength(1);
    expect(mailTo("order-c@example.test")).toEqual([]);
    expect(logged.some((m) => m.includes(String(records[1]!.dynamodb!.SequenceNumber)) && m.includes("will be retried"))).toBe(true);
  });

  it("a malformed record fails, so the stream retries it and in the end sets it aside", async () => {
    const bad: DynamoDBRecord = { eventID: "bad-1", eventName: "INSERT", dynamodb: { SequenceNumber: "bad-1", NewImage: { kind: { S: "outbox" }, purpose: { S: "game" } } as never } };
    expect(failed(await app.notifier(batch([bad])))).toEqual(["bad-1"]);
  });

  it("a sign-in link the mail server rejects for good is counted and not retried", async () => {
    failing.set("gone@example.test", "permanent");
    await app.auth.requestSignIn("gone@example.test", null);
    const before = counted.filter((c) => c === "MailsRejected").length;
    expect(failed(await app.notifier(batch(await signIns(["gone@example.test"]))))).toEqual([]);
    expect(counted.filter((c) => c === "MailsRejected").length).toBe(before + 1);
    expect(logged.some((m) => m.includes("rejected for good"))).toBe(true);
    failing.delete("gone@example.test");
  });
});

describe("a reader's settings", () => {
  it("news for a reader who wants none, or muted the game, is not queued; others' is", async () => {
    const host = "set-host@example.test";
    await app.settings.update("no-mail@example.test", { mode: "none" });
    const g1 = await newGame(host, "no-mail@example.test");
    const g2 = await newGame(host, "muter@example.test");
    await app.settings.update("muter@example.test", { muted: [g2] });
    const g3 = await newGame(host, "plain@example.test");
    for (const g of [g1, g2, g3]) expect(failed(await app.notifier(batch(await gameRecords(g))))).toEqual([]);
    expect(await app.users.pending("no-mail@example.test", g1)).toBeNull();
    expect(await app.users.pending("muter@example.test", g2)).toBeNull();
    expect(await app.users.pending("plain@example.test", g3)).toMatchObject({ fromSeq: 0 });
  });

  it("news opens a window of COALESCE_SECONDS from the first news; an interval reader's waits for their interval since the last mail", async () => {
    const host = "win-host@example.test";
    const g1 = await newGame(host, "window@example.test");
    await app.notifier(batch(await gameRecords(g1)));
    expect(timersFor(g1).filter((s) => s.timer.kind === "flush")).toEqual([
      { timer: { kind: "flush", gameId: g1, email: "window@example.test", fromSeq: 0 }, at: new Date(clock.now().getTime() + 120_000).toISOString() },
    ]);
    await app.settings.update("interval@example.test", { mode: "interval", intervalHours: 3 });
    const g2 = await newGame(host, "interval@example.test");
    const lastMail = new Date(clock.now().getTime() - 3_600_000).toISOString();
    await app.users.setLastMailed("interval@example.test", g2, lastMail);
    await app.notifier(batch(await gameRecords(g2)));
    expect(timersFor(g2).filter((s) => s.timer.kind === "flush").map((s) => s.at)).toEqual([new Date(Date.parse(lastMail) + 3 * 3_600_000).toISOString()]);
  });

  it("a digest reader's news waits for their hour in their zone", async () => {
    await app.settings.update("digest@example.test", { mode: "digest", digestHour: 7, timeZone: "Asia/Tokyo" });
    const g = await newGame("dig-host@example.test", "digest@example.test");
    await app.notifier(batch(await gameRecords(g)));
    // 09:00 UTC is 18:00 in Tokyo: the next 07:00 there is 22:00 UTC.
    expect(set.filter((s) => s.timer.kind === "digest" && s.timer.email === "digest@example.test")).toEqual([
      { timer: { kind: "digest", email: "digest@example.test", day: "2026-12-02" }, at: "2026-12-01T22:00:00.000Z" },
    ]);
  });

  it("a seat the game waits for gets a reminder timer after REMIND_AFTER_MINUTES; the host, who is not invited, none", async () => {
    const host = "rem-host@example.test";
    const g = await newGame(host, "reminded@example.test");
    await app.notifier(batch(await gameRecords(g)));
    expect(timersFor(g).filter((s) => s.timer.kind === "reminder")).toEqual([
      { timer: { kind: "reminder", gameId: g, seat: 1, version: 0 }, at: new Date(clock.now().getTime() + 600 * 60_000).toISOString() },
    ]);
  });
});

describe("reminders", () => {
  async function remind(guest: string, n?: number) {
    const g = await newGame(`rhost-${guest}`, guest);
    const timer = { kind: "reminder" as const, gameId: g, seat: 1, version: 0, ...(n ? { n } : {}) };
    expect(await app.timer(timer)).toEqual({ kind: "reminder", acted: true });
    return { g, records: await gameRecords(g, "reminder") };
  }

  it("are not sent to a reader who turned them off, wants no mail, or muted the game", async () => {
    await app.settings.update("off@example.test", { reminders: false });
    await app.settings.update("none@example.test", { mode: "none" });
    for (const who of ["off@example.test", "none@example.test"]) {
      const { records } = await remind(who);
      expect(failed(await app.notifier(batch(records)))).toEqual([]);
      expect(mailTo(who)).toEqual([]);
    }
    const g = await newGame("rhost-muted@example.test", "muted-r@example.test");
    await app.settings.update("muted-r@example.test", { muted: [g] });
    await app.timer({ kind: "reminder", gameId: g, seat: 1, version: 0 });
    expect(failed(await app.notifier(batch(await gameRecords(g, "reminder"))))).toEqual([]);
    expect(mailTo("muted-r@example.test")).toEqual([]);
  });

  it("the second reminder of a decision is sent apart from the first, and each only once", async () => {
    const who = "twice@example.test";
    const g = await newGame("rhost-twice@example.test", who);
    await app.timer({ kind: "reminder", gameId: g, seat: 1, version: 0 });
    await app.notifier(batch(await gameRecords(g, "reminder")));
    expect(mailTo(who).map((m) => m.subject)).toEqual(["Reminder: your move in High Card (test fixture)"]);
    await app.timer({ kind: "reminder", gameId: g, seat: 1, version: 0, n: 2 });
    const both = await gameRecords(g, "reminder");
    expect(both).toHaveLength(2);
    await app.notifier(batch(both));
    await app.notifier(batch(both));
    expect(mailTo(who)).toHaveLength(2);
  });

  it("is not sent when the reader has moved since the reminder was written", async () => {
    const who = "moved@example.test";
    const { g, records } = await remind(who);
    const game = await app.service.readGame(who, g);
    await app.service.submitMove(who, g, { move: game.legalMoves[0]!.move, clientMoveId: "moved-1", expectedVersion: game.version });
    expect(failed(await app.notifier(batch(records)))).toEqual([]);
    expect(mailTo(who)).toEqual([]);
  });

  it("one the mail server rejects for good is recorded and counted, not retried", async () => {
    const who = "rejected-r@example.test";
    failing.set(who, "permanent");
    const { records } = await remind(who);
    const before = counted.filter((c) => c === "MailsRejected").length;
    expect(failed(await app.notifier(batch(records)))).toEqual([]);
    expect(counted.filter((c) => c === "MailsRejected").length).toBe(before + 1);
    failing.delete(who);
    // Recorded in place of the sent marker: a redelivered record sends nothing.
    expect(failed(await app.notifier(batch(records)))).toEqual([]);
    expect(mailTo(who)).toEqual([]);
  });
});
