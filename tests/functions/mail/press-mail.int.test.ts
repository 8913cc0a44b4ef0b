/**
 * Private messages in mail, by each reader's press setting: with the game's next mail (the
 * default), each at once, or only in the digest. A message reaches the channel's members, not
 * its writer, not a non-member, not a reader who muted the writer; the mail is composed when it
 * is sent, so a seat handed to someone else or to the bot since gets no message. The outbox
 * record carries no text. Records are the ones the store wrote, handed to the notifier
 * directly; mail goes into the mail catcher; timers are noted, never fired unless a test does.
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
import { numberChoices } from "../../../functions/src/replies/choices";
import { replyKey, verifyReplyToken } from "../../../functions/src/replies/token";

const clock = new ManualClock("2026-12-01T09:00:00.000Z");
let catcher: MailCatcher;
let app: Awaited<ReturnType<typeof freshPlatform>>;
const set: Timer[] = [];
let n = 0;

beforeAll(async () => {
  catcher = await startMailCatcher({ port: await freePort() });
  const mailer = smtpMailer("Backroom <games@example.test>", { host: "127.0.0.1", port: catcher.port });
  const local = localTimers({ clock, fire: async () => {} });
  const timers = { set: async (timer: Timer, at: Date) => { set.push(timer); await local.set(timer, at); }, cancel: (name: string) => local.cancel(name) };
  app = await freshPlatform({ games: { [highCard.id]: highCard }, clock, mailer, timers, env: { COALESCE_SECONDS: "120", REPLY_DOMAIN: "reply.example.test" } });
});
afterAll(async () => {
  await catcher?.stop();
});

const mailTo = (email: string) => catcher.messages().filter((m) => m.to === email);
const person = (name: string, tag: string) => ({ name, email: `${name.toLowerCase()}-${tag}@example.test` });

/** Ann hosts Bob and Cy with full press; Ann has moved once (so the game is past its invitations). */
async function newGame(tag: string) {
  const [ann, bob, cy] = [person("Ann", tag), person("Bob", tag), person("Cy", tag)];
  const g = (await app.service.createGame(ann.email, { game: "high-card", options: { rounds: 3 }, players: [ann, bob, cy], press: { mode: "full" } })).gameId;
  const seen = await app.service.readGame(ann.email, g);
  await app.service.submitMove(ann.email, g, { move: seen.legalMoves[0]!.move, clientMoveId: `first-${tag}`, expectedVersion: seen.moveVersion });
  return { g, ann, bob, cy };
}
async function say(g: string, who: { email: string }, channel: string, text: string) {
  await clock.advance(1000);
  return app.press.post(who.email, g, channel, { text, clientMessageId: `press-mail-${n++}` });
}
/** The notifier handles the press record of message `seq` in `channel`. */
async function notifyPress(g: string, channel: string, seq: number) {
  const records = await outboxRecords(app, (i) => i.pk!.S === keys.game(g) && i.sk!.S === keys.pressOutbox(channel, seq));
  expect(records).toHaveLength(1);
  expect(failed(await app.notifier(batch(records)))).toEqual([]);
}
/** Sends whatever mail records are waiting for `email`. */
async function sendMail(email: string) {
  expect(failed(await app.notifier(batch(await outboxRecords(app, (i) => i.purpose?.S === "mail" && i.email?.S === email))))).toEqual([]);
}
async function flush(g: string, email: string, fromSeq: number) {
  await clock.advance(120_000);
  await app.timer({ kind: "flush", gameId: g, email, fromSeq });
  await sendMail(email);
}

describe("with the game's next mail (the default)", () => {
  it("a member gets the message in the game's mail; the writer and a non-member get none; the outbox record holds no text", async () => {
    const { g, ann, bob, cy } = await newGame("moves");
    await say(g, ann, "s0-1", "Bob, vote with me on the budget");
    const [record] = await outboxRecords(app, (i) => i.pk!.S === keys.game(g) && i.sk!.S === keys.pressOutbox("s0-1", 1));
    expect(JSON.stringify(record)).not.toContain("budget");
    await notifyPress(g, "s0-1", 1);
    for (const who of [ann, bob, cy]) await flush(g, who.email, 1);
    expect(mailTo(bob.email)).toHaveLength(1);
    expect(mailTo(bob.email)[0]!.text).toContain("Private messages for you:");
    expect(mailTo(bob.email)[0]!.text).toContain("- Ann: Bob, vote with me on the budget");
    expect(mailTo(ann.email)).toEqual([]);
    expect(mailTo(cy.email)).toEqual([]);
  });

  it("a message is mailed once: the next mail of the game does not carry it again", async () => {
    const { g, ann, bob } = await newGame("once");
    await say(g, ann, "s0-1", "first secret");
    await notifyPress(g, "s0-1", 1);
    await flush(g, bob.email, 1);
    await say(g, ann, "s0-1", "second secret");
    await notifyPress(g, "s0-1", 2);
    await flush(g, bob.email, 1);
    const texts = mailTo(bob.email).map((m) => m.text);
    expect(texts).toHaveLength(2);
    expect(texts[1]).toContain("second secret");
    expect(texts[1]).not.toContain("first secret");
  });

  it("a reader who muted the writer gets nothing of theirs", async () => {
    const { g, ann, bob } = await newGame("muted");
    await app.press.mute(bob.email, g, { seat: 0, muted: true });
    await say(g, ann, "s0-1", "you will not see this");
    await notifyPress(g, "s0-1", 1);
    await flush(g, bob.email, 1);
    expect(mailTo(bob.email)).toEqual([]);
  });

  it("in Russian for a Russian reader, the message itself as written", async () => {
    const { g, ann, bob } = await newGame("ru");
    await app.settings.update(bob.email, { language: "ru" });
    await say(g, ann, "s0-1", "Let us agree");
    await notifyPress(g, "s0-1", 1);
    await flush(g, bob.email, 1);
    expect(mailTo(bob.email)[0]!.text).toContain("Личные сообщения для вас:");
    expect(mailTo(bob.email)[0]!.text).toContain("- Ann: Let us agree");
  });
});

describe("each private message at once", () => {
  it("is mailed without waiting for a window", async () => {
    const { g, ann, bob } = await newGame("each");
    await app.settings.update(bob.email, { press: "each" });
    await say(g, ann, "s0-1", "right now");
    await notifyPress(g, "s0-1", 1);
    await sendMail(bob.email);
    expect(mailTo(bob.email)).toHaveLength(1);
    expect(mailTo(bob.email)[0]!.text).toContain("- Ann: right now");
    // The notifier handling the record again queues nothing more.
    await notifyPress(g, "s0-1", 1);
    await sendMail(bob.email);
    expect(mailTo(bob.email)).toHaveLength(1);
  });
});

describe("what a reply to the mail is about", () => {
  const tokenOf = async (m: { headers: Record<string, string | undefined> }) => verifyReplyToken(replyKey(await app.users.signingKey()), m.headers["reply-to"]!.split("@")[0]!);

  it("the game's mail to an awaited reader numbers the choices its Reply-To reads; an \"each\" press mail's Reply-To names the channel and numbers nothing", async () => {
    const { g, ann, bob } = await newGame("reply");
    await app.settings.update(bob.email, { press: "each" });
    await say(g, ann, "s0-1", "a word in private");
    await notifyPress(g, "s0-1", 1);
    await sendMail(bob.email);
    const press = mailTo(bob.email)[0]!;
    expect(press.text).toContain("- Ann: a word in private");
    expect(await tokenOf(press)).toEqual({ gameId: g, seat: 1, about: { kind: "press", channel: "s0-1" } });
    expect(press.text).not.toMatch(/^1\. /m);

    // Bob's "Your move" news: the token reads his decision, and the mail lists it numbered as a reply is read.
    await app.settings.update(bob.email, { press: "with-moves" });
    const news = (await app.service.news(bob.email, g))!;
    expect(news.awaitingMe).toBe(true);
    // The game's records (the invitations, Ann's move) queue Bob's news; the flush timer mails it.
    expect(failed(await app.notifier(batch(await outboxRecords(app, (i) => i.pk!.S === keys.game(g) && i.purpose?.S === "game"))))).toEqual([]);
    await flush(g, bob.email, 0);
    const yourMove = mailTo(bob.email)[1]!;
    expect(await tokenOf(yourMove)).toEqual({ gameId: g, seat: 1, about: { kind: "move", version: news.moveVersion } });
    const { choices } = numberChoices({ game: news.game, moves: news.moves ?? [], language: "en" });
    expect(choices.length).toBeGreaterThan(1);
    for (const c of choices) expect(yourMove.text).toContain(`\n${c.number}. ${c.label}\n`);
  });
});

describe("press only in the digest", () => {
  it("the game's own mail leaves the message out; the digest carries it", async () => {
    const { g, ann, bob } = await newGame("digest");
    await app.settings.update(bob.email, { press: "digest" });
    await say(g, ann, "s0-1", "for your evening reading");
    await notifyPress(g, "s0-1", 1);
    const digest = set.filter((t): t is Extract<Timer, { kind: "digest" }> => t.kind === "digest" && t.email === bob.email);
    expect(digest).toHaveLength(1);
    expect(await app.timer({ kind: "flush", gameId: g, email: bob.email, fromSeq: 1 })).toMatchObject({ acted: false });
    expect(await app.timer(digest[0]!)).toMatchObject({ acted: true });
    await sendMail(bob.email);
    expect(mailTo(bob.email)).toHaveLength(1);
    expect(mailTo(bob.email)[0]!.text).toContain("- Ann: for your evening reading");
  });
});

describe("judged when the mail is sent", () => {
  it("a seat handed to a substitute since: the old player gets no message, though it was queued for them", async () => {
    const { g, ann, bob } = await newGame("replaced");
    await say(g, ann, "s0-1", "meant for the seat");
    await notifyPress(g, "s0-1", 1);
    await app.seats.change(ann.email, g, 1, { action: "replace", name: "Dee", email: "dee-replaced@example.test" });
    await flush(g, bob.email, 1);
    expect(mailTo(bob.email).map((m) => m.text).join("\n")).not.toContain("meant for the seat");
  });

  it("a seat handed to the bot since: its player's mail carries no private message", async () => {
    const { g, ann, bob } = await newGame("to-bot");
    await say(g, ann, "s0-1", "bots read nothing");
    await notifyPress(g, "s0-1", 1);
    await app.seats.change(ann.email, g, 1, { action: "bot" });
    await flush(g, bob.email, 1);
    expect(mailTo(bob.email).map((m) => m.text).join("\n")).not.toContain("bots read nothing");
  });
});
