/**
 * Mail is judged when it is sent, not when it was queued (functions/src/mail/notifier.ts): a
 * "your move" for a decision the reader has made since, a reminder of a decision made since (even
 * when a new one is awaited), news with nothing new in it, and queued mail to a player who was
 * replaced in the game do not go; what is still true in the same mail does. A reader of the
 * daily digest gets reminders in it, unless they asked for them apart.
 *
 * Records are the ones the store wrote, handed to the notifier directly (tests/support/outbox.ts);
 * mail goes over SMTP into the mail catcher; time is a ManualClock and the timers are the local
 * adapter, read through a wrapper that notes what was set (none fires unless a test fires it).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { highCard } from "../../fixtures/high-card";
import { freshPlatform } from "../../support/dynamo";
import { batch, failed, outboxRecords } from "../../support/outbox";
import { ManualClock } from "../../../functions/src/ports/clock";
import { freePort } from "../../../functions/src/local/stack";
import { startMailCatcher, type MailCatcher } from "../../../functions/src/local/mail-catcher";
import { smtpMailer } from "../../../functions/src/adapters/local/smtp-mailer";
import { localTimers } from "../../../functions/src/adapters/local/file-timers";
import type { Timer } from "../../../functions/src/ports/timers";
import { keys } from "../../../functions/src/store/table";

const clock = new ManualClock("2026-12-01T09:00:00.000Z");
let catcher: MailCatcher;
let app: Awaited<ReturnType<typeof freshPlatform>>;
const set: { timer: Timer; at: string }[] = [];
const TITLE = "High Card (test fixture)";

beforeAll(async () => {
  catcher = await startMailCatcher({ port: await freePort() });
  const mailer = smtpMailer("Backroom <games@example.test>", { host: "127.0.0.1", port: catcher.port });
  const local = localTimers({ clock, fire: async () => {} });
  const timers = { set: async (timer: Timer, at: Date) => { set.push({ timer, at: at.toISOString() }); await local.set(timer, at); }, cancel: (n: string) => local.cancel(n) };
  app = await freshPlatform({ games: { [highCard.id]: highCard }, clock, mailer, timers, env: { COALESCE_SECONDS: "120", REMIND_AFTER_MINUTES: "600" } });
});
afterAll(async () => {
  await catcher?.stop();
});

const mailTo = (email: string) => catcher.messages().filter((m) => m.to === email);
const recordAt = (gameId: string, seq: number) => outboxRecords(app, (i) => i.pk!.S === keys.game(gameId) && i.sk!.S === keys.outbox(seq));
const reminders = (gameId: string) => outboxRecords(app, (i) => i.pk!.S === keys.game(gameId) && i.sk!.S!.includes("#reminder#"));
const mailRecords = (email: string) => outboxRecords(app, (i) => i.purpose?.S === "mail" && i.email?.S === email);
const person = (name: string, tag: string) => ({ name, email: `${name.toLowerCase()}-${tag}@example.test` });

/** A High Card game the first player hosts (so is not invited); everyone is awaited each round. */
async function newGame(players: { name: string; email: string }[], rounds = 3): Promise<string> {
  return (await app.service.createGame(players[0]!.email, { game: "high-card", options: { rounds }, players })).gameId;
}
/** `who` plays a card, a minute after the last thing that happened. */
async function play(gameId: string, who: string) {
  await clock.advance(60_000);
  const game = await app.service.readGame(who, gameId);
  await app.service.submitMove(who, gameId, { move: game.legalMoves[0]!.move, clientMoveId: `p-${who}-${game.version}`, expectedVersion: game.version });
}
/** The notifier handles what the store wrote at `seq` (a move's "your move", an invitation). */
async function notify(gameId: string, seq: number) {
  expect(failed(await app.notifier(batch(await recordAt(gameId, seq))))).toEqual([]);
}
/** The reader's coalescing window closes: its flush timer fires and the notifier sends what it released. */
async function flush(gameId: string, email: string, fromSeq: number) {
  expect(await app.timer({ kind: "flush", gameId, email, fromSeq })).toMatchObject({ acted: true });
  expect(failed(await app.notifier(batch(await mailRecords(email))))).toEqual([]);
}

describe("a decision made before the mail goes", () => {
  it("its 'your move' does not go, though others moved since; a reader still awaited in the same round is mailed", async () => {
    const [ann, bob, cy] = [person("Ann", "made"), person("Bob", "made"), person("Cy", "made")];
    const g = await newGame([ann, bob, cy]);
    for (const p of [ann, bob, cy]) await play(g, p.email);
    // Round 2 awaits everyone: Ann and Bob are newly called (Cy moved last, so was awaited already).
    await notify(g, 3);
    // Within the window Bob chooses his card, and Cy hers after him.
    await play(g, bob.email);
    await play(g, cy.email);
    await flush(g, bob.email, 3);
    await flush(g, ann.email, 3);
    expect(mailTo(bob.email)).toEqual([]);
    expect(await app.users.mailSent(bob.email, `flush#${g}#3`)).toBe(true);
    expect(mailTo(ann.email).map((m) => m.subject)).toEqual([`Your move in ${TITLE}`]);
  });

  it("a reader who made the decision and is called again for the next one is told of that one", async () => {
    const [ann, bob] = [person("Ann", "next"), person("Bob", "next")];
    const g = await newGame([ann, bob]);
    await play(g, ann.email);
    await play(g, bob.email);
    await notify(g, 2);
    // Ann plays round 2, then Bob's card ends it: Ann's round-3 decision starts with his move.
    await play(g, ann.email);
    await play(g, bob.email);
    await notify(g, 4);
    await flush(g, ann.email, 2);
    expect(mailTo(ann.email).map((m) => m.subject)).toEqual([`Your move in ${TITLE}`]);
    expect(mailTo(ann.email)[0]!.text).toMatch(/Since your last move:\n- Bob chose a card\. The round's cards are revealed: /);
  });

  it("news whose only line would be 'nothing is needed from you now' is not sent", async () => {
    const [ann, bob] = [person("Ann", "quiet"), person("Bob", "quiet")];
    const g = await newGame([ann, bob]);
    // Ann's card ends round 1: round 2 calls Bob, who plays at once.
    await play(g, bob.email);
    await play(g, ann.email);
    await notify(g, 2);
    await play(g, bob.email);
    await flush(g, bob.email, 2);
    expect(mailTo(bob.email)).toEqual([]);
  });

  it("in a digest, only the games that still have news for the reader are in it", async () => {
    const [ann, bob, dee] = [person("Ann", "dig"), person("Bob", "dig"), person("Dee", "dig")];
    await app.settings.update(dee.email, { mode: "digest", digestHour: 18, timeZone: "Europe/Berlin" });
    const moved = await newGame([ann, dee]);
    const waiting = await newGame([bob, dee]);
    for (const g of [moved, waiting]) await notify(g, 0);
    await play(moved, dee.email);
    const day = set.find((s) => s.timer.kind === "digest" && s.timer.email === dee.email)!.timer;
    expect(await app.timer(day)).toMatchObject({ acted: true });
    expect(failed(await app.notifier(batch(await mailRecords(dee.email))))).toEqual([]);
    const [mail, ...more] = mailTo(dee.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`You are invited to ${TITLE}`);
    expect(mail!.text).toContain(waiting);
    expect(mail!.text).not.toContain(moved);
  });
});

describe("a reminder of a decision made since it was written", () => {
  it("does not go, even when the next decision is already awaited", async () => {
    const [ann, bob] = [person("Ann", "rem"), person("Bob", "rem")];
    const g = await newGame([ann, bob]);
    expect(await app.timer({ kind: "reminder", gameId: g, seat: 1, version: 0 })).toEqual({ kind: "reminder", acted: true });
    const written = await reminders(g);
    // Bob chooses, Ann too: round 2 awaits Bob again, a minute old.
    await play(g, bob.email);
    await play(g, ann.email);
    expect(failed(await app.notifier(batch(written)))).toEqual([]);
    expect(mailTo(bob.email)).toEqual([]);
  });
});

describe("a seat whose time ran out", () => {
  it("is reminded of the decision the timeout opened (the bot's move for it is not an answer)", async () => {
    const [ann, bob] = [person("Ann", "timeout"), person("Bob", "timeout")];
    const g = await newGame([ann, bob]);
    await play(g, ann.email);
    // Bob's time runs out on the card that ends round 1: round 2 calls him again.
    const game = await app.service.readGame(bob.email, g);
    await app.service.play(g, 1, game.legalMoves[0]!.move, "bob-timeout", game.version, "timeout");
    expect(await app.timer({ kind: "reminder", gameId: g, seat: 1, version: 2 })).toEqual({ kind: "reminder", acted: true });
    expect(failed(await app.notifier(batch(await reminders(g))))).toEqual([]);
    expect(mailTo(bob.email).map((m) => m.subject)).toEqual([`Reminder: your move in ${TITLE}`]);
  });
});

describe("a player replaced in the game", () => {
  it("gets none of the mail queued for them about it; the new player gets theirs", async () => {
    const [ann, bob, eve] = [person("Ann", "repl"), person("Bob", "repl"), person("Eve", "repl")];
    const g = await newGame([ann, bob]);
    await notify(g, 0);
    await clock.advance(60_000);
    await app.seats.change(ann.email, g, 1, { action: "replace", name: "Eve", email: eve.email });
    await notify(g, 1);
    await flush(g, bob.email, 0);
    expect(mailTo(bob.email)).toEqual([]);
    expect(await app.users.mailSent(bob.email, `flush#${g}#0`)).toBe(true);
    await flush(g, eve.email, 1);
    expect(mailTo(eve.email).map((m) => m.subject)).toEqual([`Your move in ${TITLE}`]);
  });
});

describe("a digest reader's reminders", () => {
  /** A game where `who`, on the daily digest, is reminded of their first decision. */
  async function reminded(who: { name: string; email: string }, host: { name: string; email: string }) {
    await app.settings.update(who.email, { mode: "digest", digestHour: 7, timeZone: "America/New_York" });
    const g = await newGame([host, who]);
    expect(await app.timer({ kind: "reminder", gameId: g, seat: 1, version: 0 })).toEqual({ kind: "reminder", acted: true });
    return { g, records: await reminders(g) };
  }

  it("come in the digest, once, and not apart", async () => {
    const [ann, bob] = [person("Ann", "fold"), person("Bob", "fold")];
    const { g, records } = await reminded(bob, ann);
    expect(failed(await app.notifier(batch(records)))).toEqual([]);
    expect(mailTo(bob.email)).toEqual([]);
    expect(await app.users.pending(bob.email, g)).not.toBeNull();
    // The stream delivers the record again: still one game in the digest, one email.
    expect(failed(await app.notifier(batch(records)))).toEqual([]);
    const digests = set.filter((s) => s.timer.kind === "digest" && s.timer.email === bob.email);
    // 09:00 UTC is 04:00 in New York: the digest is at 07:00 there, 12:00 UTC, the same day.
    expect([...new Set(digests.map((d) => d.at))]).toEqual(["2026-12-01T12:00:00.000Z"]);
    expect(await app.timer(digests[0]!.timer)).toMatchObject({ acted: true });
    expect(failed(await app.notifier(batch(await mailRecords(bob.email))))).toEqual([]);
    const [mail, ...more] = mailTo(bob.email);
    expect(more).toEqual([]);
    expect(mail!.text).toContain(g);
    expect(mail!.text).toMatch(/Waiting for your decision: Play card-\d+/);
    // Delivered once more after the digest went: nothing is queued again.
    expect(failed(await app.notifier(batch(records)))).toEqual([]);
    expect(await app.users.pending(bob.email, g)).toBeNull();
  });

  it("go apart, at once, for a reader who asked for that", async () => {
    const [ann, cy] = [person("Ann", "apart"), person("Cy", "apart")];
    await app.settings.update(cy.email, { remindersInDigest: false });
    const { g, records } = await reminded(cy, ann);
    expect(failed(await app.notifier(batch(records)))).toEqual([]);
    expect(mailTo(cy.email).map((m) => m.subject)).toEqual([`Reminder: your move in ${TITLE}`]);
    expect(await app.users.pending(cy.email, g)).toBeNull();
  });

  it("go at once when the digest would come after the deadline", async () => {
    const [ann, dan] = [person("Ann", "late"), person("Dan", "late")];
    await app.settings.update(dan.email, { mode: "digest", digestHour: 12, timeZone: "UTC" });
    const { gameId: g } = await app.service.createGame(ann.email, { game: "high-card", options: {}, players: [ann, dan], timeControl: { daysPerDecision: 1 } });
    const due = (await app.store.getSummary(g))!.deadlines[1]!;
    // Twelve hours left, small hours: the next digest, at noon, is after the deadline.
    await clock.advance(Date.parse(due) - 12 * 3_600_000 - clock.now().getTime());
    expect(await app.timer({ kind: "reminder", gameId: g, seat: 1, version: 0, n: 2 })).toEqual({ kind: "reminder", acted: true });
    expect(failed(await app.notifier(batch(await reminders(g))))).toEqual([]);
    expect(mailTo(dan.email).map((m) => m.subject)).toEqual([`Reminder: your move in ${TITLE}`]);
  });
});
