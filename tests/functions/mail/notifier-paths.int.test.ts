/**
 * The notifier's decisions one at a time (functions/src/mail/notifier.ts), each called with the
 * very stream records the store wrote (tests/support/outbox.ts), so every call returns when its
 * work is done: which records it passes over, how a failure fails the rest of a batch, what a
 * reader's settings stop, when a reminder goes, and which timer releases queued news. Mail goes
 * over real SMTP into the mail catcher; the timers are the local adapter on a ManualClock, read
 * through a wrapper that notes what was set.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GetItemCommand, type AttributeValue } from "@aws-sdk/client-dynamodb";
import { unmarshall } from "@aws-sdk/util-dynamodb";
import type { DynamoDBRecord } from "aws-lambda";
import { highCard } from "../../fixtures/high-card";
import { tally } from "../../fixtures/tally";
import { freshPlatform } from "../../support/dynamo";
import { batch, failed, outboxRecords } from "../../support/outbox";
import { ManualClock } from "../../../functions/src/ports/clock";
import { freePort } from "../../../functions/src/local/stack";
import { startMailCatcher, type MailCatcher } from "../../../functions/src/local/mail-catcher";
import { PermanentMailError, type Email, type Mailer } from "../../../functions/src/ports/mailer";
import { smtpMailer } from "../../../functions/src/adapters/local/smtp-mailer";
import { localTimers } from "../../../functions/src/adapters/local/file-timers";
import { type Timer } from "../../../functions/src/ports/timers";
import type { MetricName } from "../../../functions/src/ports/telemetry";
import { GameOutboxItem } from "../../../functions/src/store/items";
import { keys } from "../../../functions/src/store/table";

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
      if (how === "transient") {
        failing.delete(email.to);
        throw new Error(`connection reset while mailing ${email.to}`);
      }
      if (how === "permanent") throw new PermanentMailError(`mailbox unavailable: ${email.to}`);
      await smtp.send(email);
    },
  };
  // Timers that never fire here (the clock is not moved past them): the test reads what was set.
  const local = localTimers({ clock, fire: async () => {} });
  const timers = { set: async (timer: Timer, at: Date) => { set.push({ timer, at: at.toISOString() }); await local.set(timer, at); }, cancel: (n: string) => local.cancel(n) };
  app = await freshPlatform({
    games: { [highCard.id]: highCard, [tally.id]: tally }, clock, mailer, timers,
    notifierLog: (m) => logged.push(m),
    env: { COALESCE_SECONDS: "120", REMIND_AFTER_MINUTES: "600" },
    telemetry: { count: (name) => { counted.push(name); }, info: () => {}, error: () => {} },
  });
});
afterAll(async () => {
  await catcher?.stop();
});

const mailTo = (email: string) => catcher.messages().filter((m) => m.to === email);
// The outbox records of one platform (the one with timers unless another is named).
const signIns = (emails: string[], p = app) => outboxRecords(p, (i) => i.purpose?.S === "sign-in" && emails.includes(i.email?.S ?? ""));
/** A game's records; `"reminder"` narrows them to its reminders. */
const gameRecords = (gameId: string, only?: "reminder", p = app) => outboxRecords(p, (i) => i.pk!.S === keys.game(gameId) && (!only || i.sk!.S!.includes("#reminder#")));
const recordAt = (gameId: string, seq: number, p = app) => outboxRecords(p, (i) => i.pk!.S === keys.game(gameId) && i.sk!.S === keys.outbox(seq));
const mailRecords = (email: string, p = app) => outboxRecords(p, (i) => i.purpose?.S === "mail" && i.email?.S === email);
/** A game record's item as the notifier reads it. */
const outboxImage = (r: DynamoDBRecord) => GameOutboxItem.parse(unmarshall(r.dynamodb!.NewImage as Record<string, AttributeValue>));
/** The sign-in link an email carries. */
/** The parameters of the sign-in or game link in a mail's text (in its fragment). */
const authLink = (text: string) => new URLSearchParams(new URL(text.match(/http:\/\/localhost:3000\/auth#\S+/)![0]).hash.slice(1));
const timersFor = (gameId: string) => set.filter((s) => "gameId" in s.timer && s.timer.gameId === gameId);
const countOf = (name: MetricName) => counted.filter((c) => c === name).length;
const THIRTY_DAYS = 30 * 24 * 3600;

/** The record kept in place of a send's SENT marker when it was not made, and why. */
async function skipOf(platform: typeof app, gameId: string, seq: number, reason: string, email: string) {
  const out = await platform.dynamo.send(new GetItemCommand({ TableName: platform.tableName, Key: { pk: { S: keys.game(gameId) }, sk: { S: keys.sent(seq, reason, email) } } }));
  return out.Item ? { skipped: out.Item.skipped?.S, expiresAt: Number(out.Item.expiresAt?.N) } : null;
}

async function newGame(host: string, guest: string, extra: object = {}) {
  return (await app.service.createGame(host, { game: "high-card", options: { rounds: 2 }, players: [{ name: "Host", email: host }, { name: "Guest", email: guest }], ...extra })).gameId;
}

/** A game of turns (tally): the host moves first, so the invited guest is not awaited at once. */
async function turnGame(host: string, guest: string) {
  return (await app.service.createGame(host, { game: "tally", options: { target: 10 }, players: [{ name: "Host", email: host }, { name: "Guest", email: guest }] })).gameId;
}
async function hostAdds(host: string, gameId: string) {
  const game = await app.service.readGame(host, gameId);
  await app.service.submitMove(host, gameId, { move: { kind: "add", amount: 1 }, clientMoveId: `add-${gameId}-${game.version}`, expectedVersion: game.version });
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

  it("a send that fails for a while holds back no record: it is tried again a minute later (mail/resend.ts)", async () => {
    const who = ["order-a@example.test", "order-b@example.test", "order-c@example.test"];
    for (const w of who) await app.auth.requestSignIn(w, null);
    // In the order asked (the stream's order), whatever order the keys sort in.
    const found = await signIns(who);
    const records = who.map((w) => found.find((r) => (r.dynamodb!.NewImage as Record<string, { S?: string }>).email!.S === w)!);
    failing.set("order-b@example.test", "transient");
    const res = await app.notifier(batch(records));
    expect(failed(res)).toEqual([]);
    expect(mailTo("order-a@example.test")).toHaveLength(1);
    expect(mailTo("order-b@example.test")).toEqual([]);
    expect(mailTo("order-c@example.test")).toHaveLength(1);
    const [pk, sk] = records[1]!.dynamodb!.SequenceNumber!.split("|");
    expect(set.filter((s) => s.timer.kind === "resend" && s.timer.pk === pk)).toEqual([{ timer: { kind: "resend", pk, sk, attempt: 1 }, at: new Date(clock.now().getTime() + 60_000).toISOString() }]);
    expect(logged.some((m) => m.includes(String(records[1]!.dynamodb!.SequenceNumber)) && m.includes("tried again later"))).toBe(true);
  });

  it("fails the record that fails otherwise and every record after it, not those before", async () => {
    const who = ["order-d@example.test", "order-e@example.test"];
    for (const w of who) await app.auth.requestSignIn(w, null);
    const found = await signIns(who);
    const [d, e] = who.map((w) => found.find((r) => (r.dynamodb!.NewImage as Record<string, { S?: string }>).email!.S === w)!);
    const malformed: DynamoDBRecord = { eventName: "INSERT", dynamodb: { SequenceNumber: "malformed", NewImage: { kind: { S: "outbox" }, purpose: { S: "sign-in" } } as never } };
    const res = await app.notifier(batch([d!, malformed, e!]));
    expect(failed(res)).toEqual(["malformed", e!.dynamodb!.SequenceNumber]);
    expect(mailTo("order-d@example.test")).toHaveLength(1);
    expect(mailTo("order-e@example.test")).toEqual([]);
    expect(logged.some((m) => m.includes("malformed") && m.includes("will be retried"))).toBe(true);
  });

  it("passes over a record without stream data; a failure without a sequence number is named by its event id", async () => {
    const bad = (eventID?: string): DynamoDBRecord => ({ ...(eventID ? { eventID } : {}), eventName: "INSERT", dynamodb: { NewImage: { kind: { S: "outbox" } } as never } });
    const bare = (eventID?: string): DynamoDBRecord => ({ ...(eventID ? { eventID } : {}), eventName: "REMOVE" });
    expect(failed(await app.notifier(batch([bare("gone-1"), bad("bad-2"), bare("gone-3")])))).toEqual(["bad-2", "gone-3"]);
    expect(failed(await app.notifier(batch([bad(), bare()])))).toEqual(["", ""]);
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
    // A reader who is not on an interval waits no longer for having been mailed lately.
    await app.users.setLastMailed("window@example.test", g1, new Date(clock.now().getTime() - 60_000).toISOString());
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

  it("in a game of turns, an invited seat gets a reminder timer only once it is their turn", async () => {
    const host = "turn-host@example.test";
    const g = await turnGame(host, "turn-guest@example.test");
    await app.notifier(batch(await gameRecords(g)));
    expect(timersFor(g).filter((s) => s.timer.kind === "reminder")).toEqual([]);
    await hostAdds(host, g);
    await app.notifier(batch(await recordAt(g, 1)));
    expect(timersFor(g).filter((s) => s.timer.kind === "reminder")).toEqual([
      { timer: { kind: "reminder", gameId: g, seat: 1, version: 1 }, at: new Date(clock.now().getTime() + 600 * 60_000).toISOString() },
    ]);
  });

  it("a game's end sets no reminder for anyone", async () => {
    const host = "end-host@example.test";
    const g = (await app.service.createGame(host, { game: "high-card", options: { rounds: 1 }, players: [{ name: "Host", email: host }, { name: "Guest", email: "end-guest@example.test" }] })).gameId;
    for (const who of [host, "end-guest@example.test"]) {
      const game = await app.service.readGame(who, g);
      await app.service.submitMove(who, g, { move: game.legalMoves[0]!.move, clientMoveId: `end-${who}`, expectedVersion: game.version });
    }
    const end = await recordAt(g, 2);
    expect(outboxImage(end[0]!).recipients.map((r) => r.reason)).toEqual(["game-over", "game-over"]);
    await app.notifier(batch(end));
    expect(timersFor(g).filter((s) => s.timer.kind === "reminder" && s.timer.version === 2)).toEqual([]);
  });

  it("a seat handed to a bot is not reminded, though the game still awaits it", async () => {
    const host = "ho-host@example.test";
    const guest = "ho-guest@example.test";
    const g = (await app.service.createGame(host, { game: "high-card", options: { rounds: 2 }, players: [{ name: "Host", email: host }, { name: "Guest", email: guest }], timeControl: { daysPerDecision: 1, handOverAfter: 1 } })).gameId;
    const hostGame = await app.service.readGame(host, g);
    await app.service.submitMove(host, g, { move: hostGame.legalMoves[0]!.move, clientMoveId: "ho-1", expectedVersion: hostGame.version });
    // The guest's time runs out on the round's last card: the bot takes the seat, and the next round awaits both.
    const guestGame = await app.service.readGame(guest, g);
    await app.service.play(g, 1, guestGame.legalMoves[0]!.move, "ho-2", guestGame.version, "timeout");
    const [record] = await recordAt(g, 2);
    expect(outboxImage(record!).awaiting).toEqual([0, 1]);
    await app.notifier(batch([record!]));
    const reminded = timersFor(g).filter((s) => s.timer.kind === "reminder" && s.timer.version === 2).map((s) => "seat" in s.timer && s.timer.seat);
    expect(reminded).toContain(0);
    expect(reminded).not.toContain(1);
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
    expect(await app.store.wasSent(g, 0, "reminder", who)).toBe(true);
    await app.timer({ kind: "reminder", gameId: g, seat: 1, version: 0, n: 2 });
    const both = await gameRecords(g, "reminder");
    expect(both).toHaveLength(2);
    await app.notifier(batch(both));
    await app.notifier(batch(both));
    expect(mailTo(who)).toHaveLength(2);
    expect(await app.store.wasSent(g, 0, "reminder-2", who)).toBe(true);
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
    const { g, records } = await remind(who);
    const before = counted.filter((c) => c === "MailsRejected").length;
    expect(failed(await app.notifier(batch(records)))).toEqual([]);
    expect(counted.filter((c) => c === "MailsRejected").length).toBe(before + 1);
    failing.delete(who);
    expect(await skipOf(app, g, 0, "reminder", who)).toEqual({ skipped: `rejected: mailbox unavailable: ${who}`, expiresAt: clock.now().getTime() / 1000 + THIRTY_DAYS });
    // Recorded in place of the sent marker: a redelivered record sends nothing.
    expect(failed(await app.notifier(batch(records)))).toEqual([]);
    expect(mailTo(who)).toEqual([]);
  });

  it("a second reminder the mail server rejects for good is recorded under its own marker, and not tried again", async () => {
    const who = "rejected-r2@example.test";
    const g = await newGame(`rhost-${who}`, who);
    await app.timer({ kind: "reminder", gameId: g, seat: 1, version: 0 });
    await app.notifier(batch(await gameRecords(g, "reminder")));
    failing.set(who, "permanent");
    await app.timer({ kind: "reminder", gameId: g, seat: 1, version: 0, n: 2 });
    const both = await gameRecords(g, "reminder");
    const before = countOf("MailsRejected");
    expect(failed(await app.notifier(batch(both)))).toEqual([]);
    expect(failed(await app.notifier(batch(both)))).toEqual([]);
    expect(countOf("MailsRejected")).toBe(before + 1);
    expect(await skipOf(app, g, 0, "reminder-2", who)).toMatchObject({ skipped: `rejected: mailbox unavailable: ${who}` });
    failing.delete(who);
    expect(mailTo(who)).toHaveLength(1);
  });
});

describe("suppressed and rejected addresses", () => {
  const suppress = (email: string, reason: "bounce" | "complaint", detail: string) =>
    app.suppressions.suppress({ email, reason, detail, at: clock.now().toISOString() });

  it("news for a suppressed reader is recorded as skipped, with why, for 30 days, and counted; nothing is queued", async () => {
    const who = "bounced@example.test";
    await suppress(who, "bounce", "Permanent: General");
    const g = await newGame("sup-host@example.test", who);
    const before = countOf("MailsSuppressed");
    expect(failed(await app.notifier(batch(await gameRecords(g))))).toEqual([]);
    expect(await skipOf(app, g, 0, "invited", who)).toEqual({ skipped: "suppressed: bounce (Permanent: General)", expiresAt: clock.now().getTime() / 1000 + THIRTY_DAYS });
    expect(countOf("MailsSuppressed")).toBe(before + 1);
    expect(await app.users.pending(who, g)).toBeNull();
    expect(timersFor(g)).toEqual([]);
  });

  it("queued mail for an address suppressed since is recorded for each game, counted, and never sent", async () => {
    const who = "complained@example.test";
    const g = await newGame("sup2-host@example.test", who);
    await app.notifier(batch(await gameRecords(g)));
    expect(await app.timer({ kind: "flush", gameId: g, email: who, fromSeq: 0 })).toMatchObject({ acted: true });
    await suppress(who, "complaint", "abuse");
    const before = countOf("MailsSuppressed");
    const records = await mailRecords(who);
    expect(failed(await app.notifier(batch(records)))).toEqual([]);
    expect(failed(await app.notifier(batch(records)))).toEqual([]);
    expect(countOf("MailsSuppressed")).toBe(before + 1);
    expect(await skipOf(app, g, 0, "mail", who)).toEqual({ skipped: "suppressed: complaint (abuse)", expiresAt: clock.now().getTime() / 1000 + THIRTY_DAYS });
    expect(mailTo(who)).toEqual([]);
  });

  it("queued mail the mail server rejects for good is recorded for each game, counted, and not retried", async () => {
    const who = "rejected-m@example.test";
    const g = await newGame("rej-host@example.test", who);
    await app.notifier(batch(await gameRecords(g)));
    await app.timer({ kind: "flush", gameId: g, email: who, fromSeq: 0 });
    failing.set(who, "permanent");
    const before = countOf("MailsRejected");
    const records = await mailRecords(who);
    expect(failed(await app.notifier(batch(records)))).toEqual([]);
    failing.delete(who);
    expect(failed(await app.notifier(batch(records)))).toEqual([]);
    expect(countOf("MailsRejected")).toBe(before + 1);
    expect(await skipOf(app, g, 0, "mail", who)).toEqual({ skipped: `rejected: mailbox unavailable: ${who}`, expiresAt: clock.now().getTime() / 1000 + THIRTY_DAYS });
    expect(mailTo(who)).toEqual([]);
  });

  it("a sign-in link for a suppressed address is not mailed; the log says why and it is counted", async () => {
    const who = "signin-bounced@example.test";
    await suppress(who, "bounce", "Permanent: NoEmail");
    await app.auth.requestSignIn(who, null);
    const before = countOf("MailsSuppressed");
    expect(failed(await app.notifier(batch(await signIns([who]))))).toEqual([]);
    expect(countOf("MailsSuppressed")).toBe(before + 1);
    expect(logged).toContain("notifier: not mailing a suppressed address (bounce)");
    expect(mailTo(who)).toEqual([]);
  });
});

describe("queued mail", () => {
  it("leaves out muted games and games that are gone; a reader who now wants no mail gets none, and it is not retried", async () => {
    const who = "queued@example.test";
    const [g1, g2] = [await newGame("q-host@example.test", who), await newGame("q-host@example.test", who)];
    for (const g of [g1, g2]) await app.notifier(batch(await gameRecords(g)));
    await app.users.addPending({ email: who, gameId: "no-such-game", seq: 0, at: clock.now().toISOString(), marker: { pk: keys.game("no-such-game"), sk: keys.sent(0, "invited", who) } });
    await app.settings.update(who, { muted: [g1] });
    expect(await app.users.flushPending(who, null, { key: "all-queued", at: clock.now().toISOString() })).toBe(true);
    expect(failed(await app.notifier(batch(await mailRecords(who))))).toEqual([]);
    expect(mailTo(who)).toHaveLength(1);
    expect(mailTo(who)[0]!.text).toContain(g2);
    expect(mailTo(who)[0]!.text).not.toContain(g1);

    const quiet = "now-quiet@example.test";
    const g3 = await newGame("q-host@example.test", quiet);
    await app.notifier(batch(await gameRecords(g3)));
    await app.settings.update(quiet, { mode: "none" });
    await app.timer({ kind: "flush", gameId: g3, email: quiet, fromSeq: 0 });
    expect(failed(await app.notifier(batch(await mailRecords(quiet))))).toEqual([]);
    expect(mailTo(quiet)).toEqual([]);
    expect(await app.users.mailSent(quiet, `flush#${g3}#0`)).toBe(true);
  });

  it("is an invitation while it starts at the game's beginning, even after others moved; later news is not", async () => {
    const host = "inv-host@example.test";
    // Queued at the invitation; the host moves before the window closes: still an invitation.
    const late = "late-invite@example.test";
    const g1 = await turnGame(host, late);
    await app.notifier(batch(await gameRecords(g1)));
    await hostAdds(host, g1);
    await app.notifier(batch(await recordAt(g1, 1)));
    await app.timer({ kind: "flush", gameId: g1, email: late, fromSeq: 0 });
    await app.notifier(batch(await mailRecords(late)));
    expect(mailTo(late).map((m) => m.subject)).toEqual(["You are invited to Tally (benchmark fixture)"]);

    // Invited and mailed at once; the host's move is later news: "your move", not a second invitation.
    const prompt = "prompt@example.test";
    const g2 = await turnGame(host, prompt);
    await app.notifier(batch(await gameRecords(g2)));
    await app.timer({ kind: "flush", gameId: g2, email: prompt, fromSeq: 0 });
    await app.notifier(batch(await mailRecords(prompt)));
    await hostAdds(host, g2);
    await app.notifier(batch(await recordAt(g2, 1)));
    await app.timer({ kind: "flush", gameId: g2, email: prompt, fromSeq: 1 });
    await app.notifier(batch(await mailRecords(prompt)));
    expect(mailTo(prompt).map((m) => m.subject)).toEqual(["You are invited to Tally (benchmark fixture)", "Your move in Tally (benchmark fixture)"]);
  });
});

describe("a notifier wired with no timers, telemetry or log (as without a scheduler)", () => {
  let bare: typeof app;
  beforeAll(async () => {
    const mailer = smtpMailer("Backroom <games@example.test>", { host: "127.0.0.1", port: catcher.port });
    const rejecting: Mailer = { send: async (email) => { if (email.to.startsWith("reject")) throw new PermanentMailError("mailbox unavailable"); await mailer.send(email); } };
    bare = await freshPlatform({ games: { [highCard.id]: highCard }, clock, mailer: rejecting, env: { API_URL: "http://localhost:3000/api/" } });
  });

  it("hands a message to the SMTP server as given: from, to, subject, text, HTML and headers", async () => {
    const own = smtpMailer("Backroom <games@example.test>", { host: "127.0.0.1", port: catcher.port });
    await own.send({ to: "smtp@example.test", subject: "Über", text: "plain", html: "<p>html</p>", headers: { "X-Backroom": "yes" } });
    const [m, ...more] = mailTo("smtp@example.test");
    expect(more).toEqual([]);
    expect({ from: m!.headers.from, subject: m!.subject, text: m!.text.trim(), html: m!.html, header: m!.headers["x-backroom"] }).toEqual({ from: "Backroom <games@example.test>", subject: "Über", text: "plain", html: "<p>html</p>", header: "yes" });
  });

  it("mails each game's news at once, with links that sign in to the game, open the settings and unsubscribe", async () => {
    const who = "at-once@example.test";
    const games: string[] = [];
    for (let i = 0; i < 2; i++) games.push((await bare.service.createGame("bare-host@example.test", { game: "high-card", options: { rounds: 1 }, players: [{ name: "Host", email: "bare-host@example.test" }, { name: "Guest", email: who }] })).gameId);
    for (const g of games) expect(failed(await bare.notifier(batch(await gameRecords(g, undefined, bare))))).toEqual([]);
    expect(failed(await bare.notifier(batch(await mailRecords(who, bare))))).toEqual([]);
    expect(mailTo(who).map((m) => m.subject)).toEqual(["You are invited to High Card (test fixture)", "You are invited to High Card (test fixture)"]);
    expect(mailTo(who).map((m) => authLink(m.text).get("next")).sort()).toEqual(games.map((g) => `/games/${g}`).sort());
    const mails = games.map((g) => mailTo(who).find((m) => authLink(m.text).get("next") === `/games/${g}`));
    for (const [i, m] of mails.entries()) {
      const link = authLink(m!.text);
      expect(await bare.auth.redeem(link.get("token")!)).toMatchObject({ email: who, next: `/games/${games[i]}` });
      expect(m!.text).toMatch(/http:\/\/localhost:3000\/settings#token=\S+/);
      expect(m!.headers["list-unsubscribe"]).toMatch(/^<http:\/\/localhost:3000\/api\/unsubscribe\?token=[^>]+>$/);
    }
  });

  it("a sign-in link without a next page names none", async () => {
    await bare.auth.requestSignIn("plain-signin@example.test", null);
    await bare.notifier(batch(await signIns(["plain-signin@example.test"], bare)));
    const link = authLink(mailTo("plain-signin@example.test")[0]!.text);
    expect([...link.keys()]).toEqual(["token"]);
  });

  it("rejected and suppressed addresses fail no record, with nothing to count them", async () => {
    await bare.auth.requestSignIn("reject-signin@example.test", null);
    await bare.suppressions.suppress({ email: "suppressed-signin@example.test", reason: "bounce", detail: "Permanent", at: clock.now().toISOString() });
    await bare.auth.requestSignIn("suppressed-signin@example.test", null);
    expect(failed(await bare.notifier(batch(await signIns(["reject-signin@example.test", "suppressed-signin@example.test"], bare))))).toEqual([]);
    // A reminder rejected for good, and queued mail for an address suppressed since.
    const g = (await bare.service.createGame("bare-host@example.test", { game: "high-card", options: { rounds: 1 }, players: [{ name: "Host", email: "bare-host@example.test" }, { name: "Guest", email: "reject-r@example.test" }, { name: "Third", email: "late-bounce@example.test" }] })).gameId;
    await bare.timer({ kind: "reminder", gameId: g, seat: 1, version: 0 });
    expect(failed(await bare.notifier(batch(await gameRecords(g, "reminder", bare))))).toEqual([]);
    expect(await skipOf(bare, g, 0, "reminder", "reject-r@example.test")).toMatchObject({ skipped: "rejected: mailbox unavailable" });
    // The invitations queue mail at once (no timers); the third player bounces before it is sent.
    const invited = "late-bounce@example.test";
    expect(failed(await bare.notifier(batch(await recordAt(g, 0, bare))))).toEqual([]);
    const queued = await mailRecords(invited, bare);
    expect(queued).toHaveLength(1);
    await bare.suppressions.suppress({ email: invited, reason: "bounce", detail: "Permanent", at: clock.now().toISOString() });
    expect(failed(await bare.notifier(batch(queued)))).toEqual([]);
    expect(await skipOf(bare, g, 0, "mail", invited)).toMatchObject({ skipped: "suppressed: bounce (Permanent)" });
    expect(mailTo(invited)).toEqual([]);
  });

  it("logs a failed record to the console when given no log", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const bad: DynamoDBRecord = { eventID: "bare-bad", eventName: "INSERT", dynamodb: { SequenceNumber: "bare-bad", NewImage: { kind: { S: "outbox" } } as never } };
      expect(failed(await bare.notifier(batch([bad])))).toEqual(["bare-bad"]);
      expect(errors).toHaveBeenCalledWith("notifier: record bare-bad failed; it will be retried", expect.anything());
    } finally {
      errors.mockRestore();
    }
  });
});
