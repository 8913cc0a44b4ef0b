/**
 * Playing and talking by replying to the email, through the whole local stack: real SMTP into
 * the local inbound server, the same parser and checks as in AWS (verdicts simulated), moves
 * through GameService, answers and notifications caught by the mail catcher. One High Card game
 * is played entirely by reply; each real game takes several moves by number; every bad input of
 * issue #28 is tried and must leave the game as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import nodemailer from "nodemailer";
import { bots, games } from "@backroom/engine";
import { highCard } from "../../fixtures/high-card";
import { startLocalStack, type LocalStack } from "../../../functions/src/local/stack";
import { sendLocalReply, type LocalReply, type SentReply } from "../../../functions/src/local/reply-sender";
import type { CaughtMail } from "../../../functions/src/local/mail-catcher";
import { numberChoices } from "../../../functions/src/replies/choices";
import { REPLY_LIMITS } from "../../../functions/src/replies/replies";
import { systemClock, type Clock } from "../../../functions/src/ports/clock";
import { LINK_TTL } from "../../../functions/src/auth/auth";
import { httpCaller, linkParams, type Call } from "../../support/api-client";

let stack: LocalStack;
let call: Call;
const host = "host@example.test";
const HOUR = 3_600_000;

/**
 * The stack's clock: real time, counted from the start of an hour (so no hour turns while the
 * file runs, and hourly allowances are the test's to end), and moved on by hand with `later`.
 */
const clock = new (class implements Clock {
  private offset = Math.ceil(Date.now() / HOUR) * HOUR - Date.now();
  now(): Date {
    return new Date(Date.now() + this.offset);
  }
  wait(ms: number): Promise<void> {
    return systemClock.wait(ms);
  }
  later(ms: number): void {
    this.offset += ms;
  }
})();

beforeAll(async () => {
  stack = await startLocalStack({ games: { ...games, [highCard.id]: highCard }, coalesceSeconds: 0, clock });
  call = httpCaller(stack.apiUrl);
});
afterAll(async () => {
  await stack?.stop();
});

const reply = (mail: CaughtMail, text: string, more: Omit<LocalReply, "mail" | "text"> = {}): Promise<SentReply> => sendLocalReply(stack.inbound!, { mail, text, ...more });
const summary = async (id: string) => (await stack.app.store.getSummary(id))!;
/** The mail's Reply-To token's "what about" part: `m<version base 36>` or `c`. */
const aboutOf = (m: CaughtMail) => m.headers["reply-to"]?.split("@")[0]!.split(".")[2];
const mailsTo = (email: string) => stack.mail.messages().filter((m) => m.to === email);
/** The next mail to `email` after `count` of them had arrived, matching `p`. */
const nextMail = (email: string, count: number, p: (m: CaughtMail) => boolean = () => true) =>
  stack.mail.waitFor((m) => m.to === email && mailsTo(email).indexOf(m) >= count && p(m));

async function newGame(game: string, names: string[], options: Record<string, unknown> = {}, more: { language?: "ru"; press?: { mode: "full" } } = {}): Promise<{ id: string; emails: [string, string, ...string[]] }> {
  const tag = Math.random().toString(36).slice(2, 8);
  const players = names.map((n) => ({ name: n, email: `${n.toLowerCase()}-${tag}@example.test`, ...(more.language ? { language: more.language } : {}) }));
  const { gameId } = await stack.app.service.createGame(host, { game, options, players, ...(more.press ? { press: more.press } : {}) });
  return { id: gameId, emails: players.map((p) => p.email) as [string, string, ...string[]] };
}

/** The seat's awaited decision numbered as its mail numbers it: its news' labelled moves (GameNews.moves). */
async function mailList(id: string, email: string, language: "en" | "ru" = "en") {
  const news = (await stack.app.service.news(email, id))!;
  return numberChoices({ game: news.game, moves: news.moves ?? [], language });
}

/** A mail to the seat's player awaiting its decision now: its token's version is at least the seat's last move. */
async function decisionMail(id: string, email: string): Promise<CaughtMail> {
  const s = await summary(id);
  const since = s.lastSeqs[s.players.findIndex((p) => p.email === email)] ?? -1;
  const awaits = (m: CaughtMail) => m.to === email && m.headers["reply-to"]?.startsWith(`${id}.`) === true && /^m/.test(aboutOf(m) ?? "") && parseInt(aboutOf(m)!.slice(1), 36) >= since;
  await stack.mail.waitFor(awaits);
  return stack.mail.messages().filter(awaits).at(-1)!;
}

it("plays a whole High Card game by reply: numbers make moves, answers confirm and number what comes next, the end is told", async () => {
  const { id, emails: [ann, bob] } = await newGame("high-card", ["Ann", "Bob"], { rounds: 2 });
  const invite = await stack.mail.waitFor((m) => m.to === ann && m.subject.startsWith("You are invited"));
  expect(invite.headers["reply-to"]).toMatch(new RegExp(`^${id}\\.0\\.m0\\.[0-9a-f]{24}@reply\\.backroom\\.local$`));
  const hand = async (seat: number) => ((await stack.app.service.current(id))!.state as { hands: string[][] }).hands[seat]!;

  const annCard = (await hand(0))[1]!;
  const before = mailsTo(ann).length;
  expect((await reply(invite, "2")).outcome).toEqual({ outcome: "moved", gameId: id });
  const done = await nextMail(ann, before, (m) => m.subject === `Re: ${invite.subject}`);
  expect(done.text).toContain(`Done: Play ${annCard}.`);
  expect(done.text).toContain("the game waits for Bob");
  expect(done.headers["auto-submitted"]).toBe("auto-replied");
  // Its game link carries the sign-in token in the fragment, never in the query (logged by CloudFront), and opens Ann's seat.
  const open = done.links.find((l) => new URL(l).pathname === "/auth")!;
  expect(new URL(open).search).toBe("");
  expect(linkParams(open).get("next")).toBe(`/games/${id}`);
  const redeemed = await call("POST", "/auth/redeem", { body: { token: linkParams(open).get("token") } });
  expect(redeemed.status).toBe(200);
  expect((await call("GET", `/games/${id}`, { token: redeemed.body.session })).body).toMatchObject({ gameId: id, mySeat: 0 });
  // Ann has nothing to decide now: her answer's Reply-To takes talk only.
  expect(aboutOf(done)).toBe("c");

  // Bob closes round 1 by reply; his answer numbers his round-2 choices and awaits them.
  const bobInvite = await stack.mail.waitFor((m) => m.to === bob && m.subject.startsWith("You are invited"));
  const bobBefore = mailsTo(bob).length;
  expect((await reply(bobInvite, "1")).outcome.outcome).toBe("moved");
  const bobAnswer = await nextMail(bob, bobBefore, (m) => m.subject.startsWith("Re:"));
  const bobLeft = await hand(1);
  expect(bobAnswer.text).toContain(`Reply with the number of your choice:\n1. Play ${bobLeft[0]}`);
  expect(aboutOf(bobAnswer)).toBe(`m${(await summary(id)).moveVersion.toString(36)}`);
  // Ann is told by the notifier that round 2 awaits her (waited for before Bob moves again, so it is the older mail).
  const yourMove = await stack.mail.waitFor((m) => m.to === ann && m.subject.startsWith("Your move"));
  expect((await reply(bobAnswer, "1")).outcome.outcome).toBe("moved");

  // She answers that mail, though Bob moved since it was sent: her decision and its choices are
  // the same, so it still stands.
  expect(aboutOf(yourMove)).not.toBe(`m${(await summary(id)).moveVersion.toString(36)}`);
  expect((await reply(yourMove, "1")).outcome.outcome).toBe("moved");
  const end = await summary(id);
  expect(end.status).toBe("finished");
  const over = await nextMail(ann, 0, (m) => m.subject === `Re: ${yourMove.subject}`);
  expect(over.text).toContain("The game is over.");
  expect(over.text).not.toContain("Reply with the number");
  // Four decisions, four moves: nothing was played twice or left out.
  const events = await stack.app.store.events(id, 0, end.version);
  expect(events.filter((e) => e.type === "move").map((e) => e.seat)).toEqual([0, 1, 1, 0]);
});

it("a move with words after it: the move is made, then the words are said at the table and the answer tells both; the same mail twice is one of each, and completes one whose words were lost; a refused move says nothing", async () => {
  const { id, emails: [ann, bob] } = await newGame("high-card", ["Ann", "Bob"], { rounds: 2 });
  const invite = await stack.mail.waitFor((m) => m.to === ann && m.subject.startsWith("You are invited"));
  const card = ((await stack.app.service.current(id))!.state as { hands: string[][] }).hands[0]![0]!;
  const taunt = "1\n\nSorry Bob, nothing personal.";
  const messageId = `<taunt-${id}@example.test>`;
  const before = mailsTo(ann).length;
  expect((await reply(invite, taunt, { messageId })).outcome).toEqual({ outcome: "moved", gameId: id, channel: "table" });
  const answer = await nextMail(ann, before, (m) => m.subject.startsWith("Re:"));
  expect(answer.text).toContain(`Done: Play ${card}.\nSaid at the table: “Sorry Bob, nothing personal.”`);
  // Delivered again (SES redelivers; Send clicked twice): nothing more.
  expect((await reply(invite, taunt, { messageId })).outcome).toEqual({ outcome: "duplicate", gameId: id });
  // The same mail answered again, a new message: the decision was made, so neither the move nor the words are taken.
  expect((await reply(invite, "1\n\nAnd another thing!")).outcome).toEqual({ outcome: "refused", why: "stale", gameId: id });

  // A delivery whose move was made but whose words were not (the first attempt failed between
  // the two; here, a first delivery without them): delivered again, it posts them, once.
  const bobInvite = await stack.mail.waitFor((m) => m.to === bob && m.subject.startsWith("You are invited"));
  const bobCard = ((await stack.app.service.current(id))!.state as { hands: string[][] }).hands[1]![0]!;
  const again = { messageId: `<again-${id}@example.test>` };
  expect((await reply(bobInvite, "1", again)).outcome).toEqual({ outcome: "moved", gameId: id });
  for (let i = 0; i < 2; i++) expect((await reply(bobInvite, "1\n\nNone taken.", again)).outcome).toEqual({ outcome: "duplicate", gameId: id });

  const s = await summary(id);
  const events = (await stack.app.store.events(id, 0, s.version)).filter((e) => e.type === "move" || e.type === "chat");
  expect(events.map((e) => [e.type, e.seat, e.type === "chat" ? (e as { text: string }).text : (e as { move: unknown }).move])).toEqual([
    ["move", 0, { kind: "play", card }],
    ["chat", 0, "Sorry Bob, nothing personal."],
    ["move", 1, { kind: "play", card: bobCard }],
    ["chat", 1, "None taken."],
  ]);
});

describe("each real game takes moves by number", () => {
  it.each([
    ["twelve-o-twelve", ["Ann", "Bob"]],
    ["politika", ["Ann", "Bob", "Cy"]],
    ["conspiracy-theory", ["Ann", "Bob"]],
  ])("%s: four replies, four moves, each the reply's numbered choice", async (game, names) => {
    const { id, emails } = await newGame(game, names);
    for (let i = 0; i < 4; i++) {
      const s = await summary(id);
      const seat = s.awaiting[0]!;
      const mail = await decisionMail(id, emails[seat]!);
      const { choices } = await mailList(id, emails[seat]!);
      const n = Math.min(choices.length, i + 1);
      // The mail numbers the choices (a "Your move" mail from the notifier, or an answer), and "n" is its n.
      expect(mail.text).toContain(`\n${n}. ${choices[n - 1]!.label}\n`);
      expect((await reply(mail, String(n))).outcome).toEqual({ outcome: "moved", gameId: id });
      const after = await summary(id);
      const last = (await stack.app.store.events(id, after.version - 1, after.version))[0]!;
      expect(last).toMatchObject({ type: "move", seat, move: choices[n - 1]!.move });
    }
  });

  it("politika in Russian: the mail lists the choices in Russian, and a reply naming one in words makes that move", async () => {
    const { id, emails } = await newGame("politika", ["Anya", "Borya", "Seva"], {}, { language: "ru" });
    const seat = (await summary(id)).awaiting[0]!;
    const email = emails[seat]!;
    const mail = await decisionMail(id, email);
    const { choices } = await mailList(id, email, "ru");
    // Not the first choice, and words only the Russian label has: the number is not what is read.
    const pick = choices.slice(1).find((c) => c.label !== c.labels.en && /[а-яё]/i.test(c.label) && choices.filter((o) => o.label === c.label).length === 1)!;
    expect(mail.text).toContain(`${pick.number}. ${pick.label}`);
    const before = mailsTo(email).length;
    expect((await reply(mail, pick.label.toLowerCase())).outcome).toEqual({ outcome: "moved", gameId: id });
    const after = await summary(id);
    const last = (await stack.app.store.events(id, after.version - 1, after.version))[0]!;
    expect(last).toMatchObject({ type: "move", seat, move: pick.move });
    const answer = await nextMail(email, before, (m) => m.subject.startsWith("Re:"));
    expect(answer.text).toContain(`Готово: ${pick.label}.`);
  });
});

describe("bad input is refused or ignored, answered where an answer is due, and moves nothing", () => {
  /** Sends raw bytes to the inbound server as `from`; returns what the use case made of it. */
  async function sendRaw(from: string, to: string, raw: string): Promise<SentReply> {
    const transport = nodemailer.createTransport({ host: "127.0.0.1", port: stack.inbound!.port, secure: false, ignoreTLS: true });
    const info = await transport.sendMail({ envelope: { from, to }, raw });
    transport.close();
    return JSON.parse(/Accepted (\{.*\})/.exec(info.response)![1]!) as SentReply;
  }

  it("forgeries, strangers, robots, stale and finished decisions, giant and broken mail, unreadable moves; the same reply twice is one move", async () => {
    const { id, emails: [ann, bob] } = await newGame("high-card", ["Ann", "Bob"], { rounds: 2 });
    const invite = await stack.mail.waitFor((m) => m.to === ann && m.subject.startsWith("You are invited"));
    const version = async () => (await summary(id)).version;
    const v0 = await version();
    const answers = () => mailsTo(ann).filter((m) => m.subject.startsWith("Re:"));
    const strangerAnswers = () => mailsTo("mallory@evil.test");

    // Forged From: SPF fails for Ann's domain; or it passes, but for the forger's own domain.
    expect((await reply(invite, "1", { verdicts: { spf: "fail", dkim: "none" } })).outcome).toEqual({ outcome: "ignored", why: "not vouched for: neither SPF nor DKIM passed" });
    expect((await reply(invite, "1", { mailFrom: "mallory@evil.test" })).outcome).toEqual({ outcome: "ignored", why: "not vouched for: authenticated domain is not the From domain" });
    expect((await reply(invite, "1", { verdicts: { spam: "fail" } })).outcome.outcome).toBe("ignored");
    expect((await reply(invite, "1", { verdicts: { virus: "fail" } })).outcome.outcome).toBe("ignored");
    // A valid token from another address (a stranger, or the other player): refused, answered without the game.
    expect((await reply(invite, "1", { from: "mallory@evil.test" })).outcome).toEqual({ outcome: "refused", why: "not the seat's player", gameId: id });
    const toStranger = await stack.mail.waitFor((m) => m.to === "mallory@evil.test");
    expect(toStranger.text).toContain("belongs to another player's seat");
    expect(toStranger.text).not.toMatch(/High Card|card-|Open the game/);
    expect((await reply(invite, "1", { from: bob })).outcome.outcome).toBe("refused");
    // Robots are ignored without an answer: auto-replies, lists, mailer-daemons.
    const robots: Record<string, string>[] = [{ "Auto-Submitted": "auto-replied" }, { Precedence: "bulk" }, { "X-Autoreply": "yes" }];
    for (const headers of robots) {
      expect((await reply(invite, "I am out of the office until Monday.", { headers })).outcome.why).toMatch(/^robot: /);
    }
    expect((await reply(invite, "Delivery failed", { from: "MAILER-DAEMON@example.test", mailFrom: "mailer-daemon@example.test" })).outcome.why).toBe("robot: robot sender");
    expect(await version()).toBe(v0);
    expect(answers()).toEqual([]);
    expect(strangerAnswers()).toHaveLength(1);

    // Unreadable moves: two numbers, words every choice has, no such choice, no pass in High Card.
    for (const [text, why] of [["1 2", "two-numbers"], ["play", "ambiguous"], ["7", "no-such-number"], ["pass", "pass-not-offered"]] as const) {
      const before = answers().length;
      expect((await reply(invite, text)).outcome).toEqual({ outcome: "refused", why, gameId: id });
      const answer = await nextMail(ann, 0, (m) => m.subject.startsWith("Re:") && answers().indexOf(m) >= before);
      // Each refusal lists what can be replied instead.
      expect(answer.text).toContain("Reply with the number of your choice:\n1. Play ");
    }
    // A 20 MB attachment is refused from its header block alone; malformed MIME is answered, never crashes.
    const big = await reply(invite, "1", { attachments: [{ filename: "photo.jpg", content: Buffer.alloc(20 * 1024 * 1024, 7) }] });
    expect(big.outcome).toEqual({ outcome: "refused", why: "too-large", gameId: id });
    const broken = await sendRaw(ann, invite.headers["reply-to"]!, `From: ${ann}\r\nTo: ${invite.headers["reply-to"]}\r\nSubject: Re: x\r\nMIME-Version: 1.0\r\nContent-Type: multipart/mixed\r\nContent-Transfer-Encoding: base64\r\n\r\n--\r\n%%%not base64%%%\r\n--zz`);
    expect(broken.outcome.outcome).toBe("refused");
    expect(await version()).toBe(v0);

    // Talk: the words go to the table chat, the quoted mail and the signature do not.
    expect((await reply(invite, "Good luck, Bob!\n\n-- \nAnn")).outcome.outcome).toBe("chatted");
    const chat = (await stack.app.store.events(id, 0, await version())).filter((e) => e.type === "chat");
    expect(chat.map((e) => (e as { text: string }).text)).toEqual(["Good luck, Bob!"]);

    // The same reply twice (one Message-ID) is one move, and one answer.
    const messageId = `<twice-${id}@example.test>`;
    expect((await reply(invite, "1", { messageId })).outcome.outcome).toBe("moved");
    const answered = answers().length;
    expect((await reply(invite, "1", { messageId })).outcome).toEqual({ outcome: "duplicate", gameId: id });
    const moves = async () => (await stack.app.store.events(id, 0, await version())).filter((e) => e.type === "move" && e.seat === 0);
    expect(await moves()).toHaveLength(1);
    // The old token after the decision was made: stale, whatever number it names.
    expect((await reply(invite, "1")).outcome).toEqual({ outcome: "refused", why: "stale", gameId: id });
    expect(await moves()).toHaveLength(1);
    expect(answers().length).toBeGreaterThan(answered);

    // A finished game: refused.
    const bobInvite = await stack.mail.waitFor((m) => m.to === bob && m.subject.startsWith("You are invited"));
    expect((await reply(bobInvite, "1")).outcome.outcome).toBe("moved");
    for (const [seat, email] of [[1, bob], [0, ann]] as const) {
      const left = (await stack.app.service.readGame(email, id)).legalMoves;
      await stack.app.service.submitMove(email, id, { move: left[0]!.move, clientMoveId: `web-${seat}-last`, expectedVersion: (await summary(id)).moveVersion });
    }
    expect((await summary(id)).status).toBe("finished");
    expect((await reply(bobInvite, "Good game!")).outcome).toEqual({ outcome: "refused", why: "over", gameId: id });
  });
});

it("a seat's replies beyond its hourly allowance are ignored, without a move or an answer, even sent all at once; the other seat's are taken; the next hour the seat's are taken again", async () => {
  const { id, emails: [ann, bob] } = await newGame("high-card", ["Ann", "Bob"], { rounds: 2 });
  const [invite, bobInvite] = await Promise.all([ann, bob].map((who) => stack.mail.waitFor((m) => m.to === who && m.subject.startsWith("You are invited"))));
  // Every reply taken counts, a wrong number as much as a move (each is answered): sent at once,
  // one more than the allowance, exactly the allowance is taken (the count is one conditional write).
  const sent = await Promise.all(Array.from({ length: REPLY_LIMITS.seatPerHour + 1 }, () => reply(invite!, "7")));
  expect(sent.map((r) => r.outcome.why).sort()).toEqual([...Array<string>(REPLY_LIMITS.seatPerHour).fill("no-such-number"), "seat over the hourly allowance"]);
  const answers = () => mailsTo(ann).filter((m) => m.subject.startsWith("Re:")).length;
  const answered = answers();
  const moves = async () => (await stack.app.store.events(id, 0, (await summary(id)).version)).filter((e) => e.type === "move").map((e) => e.seat);

  expect((await reply(invite!, "1")).outcome).toEqual({ outcome: "ignored", why: "seat over the hourly allowance" });
  // Bob's seat in the same game has its own allowance.
  expect((await reply(bobInvite!, "1")).outcome.outcome).toBe("moved");
  expect(await moves()).toEqual([1]);

  clock.later(HOUR);
  expect((await reply(invite!, "1")).outcome).toEqual({ outcome: "moved", gameId: id });
  expect(await moves()).toEqual([1, 0]);
  // Only the reply taken was answered (each answer is sent before its reply is accepted).
  expect(answers()).toBe(answered + 1);
});

describe("talk replied to a private message's mail goes to that channel", () => {
  const session = async (email: string) => (await call("POST", "/auth/redeem", { body: { token: await stack.app.auth.mintLink(email, null, LINK_TTL.signIn) } })).body.session as string;
  const texts = async (id: string, channel: string, email: string) => {
    const res = await call("GET", `/games/${id}/press/${channel}`, { token: await session(email) });
    if (res.status !== 200 && res.status !== 403) throw new Error(`GET press: ${res.status} ${JSON.stringify(res.body)}`);
    return { status: res.status, texts: res.status === 200 ? (res.body.messages as { text: string }[]).map((m) => m.text) : [] };
  };
  /** The "each" press mail to `email` about `channel`: its Reply-To names the channel. */
  const pressMail = (id: string, email: string, channel: string) =>
    stack.mail.waitFor((m) => m.to === email && m.headers["reply-to"]?.startsWith(`${id}.`) === true && aboutOf(m) === `p${channel}`);

  it("a member's reply lands in the channel for members only; a seat handed to the bot or to another player since is refused", async () => {
    const { id, emails: [ann, bob, cy] } = await newGame("high-card", ["Ann", "Bob", "Cy"], { rounds: 3 }, { press: { mode: "full" } });
    for (const who of [bob, cy]) await stack.app.settings.update(who!, { press: "each" });
    await stack.app.press.post(ann, id, "s0-1", { text: "Shall we share the pot?", clientMessageId: `e2e-${id}-1` });
    await stack.app.press.post(ann, id, "s0-2", { text: "Cy, a word?", clientMessageId: `e2e-${id}-2` });
    const toBob = await pressMail(id, bob, "s0-1");
    const toCy = await pressMail(id, cy!, "s0-2");
    // A press mail asks for talk, not a move: no numbered choices.
    expect(toBob.text).not.toContain("Reply with the number");

    const before = mailsTo(bob).length;
    expect((await reply(toBob, "Deal, if you lead.\n\n-- \nBob")).outcome).toEqual({ outcome: "chatted", gameId: id, channel: "s0-1" });
    expect((await texts(id, "s0-1", ann)).texts).toEqual(["Shall we share the pot?", "Deal, if you lead."]);
    expect((await texts(id, "s0-1", bob)).texts).toContain("Deal, if you lead.");
    // Not a member: refused the channel, and the words are nowhere public.
    expect((await texts(id, "s0-1", cy!)).status).toBe(403);
    expect((await texts(id, "table", cy!)).texts).toEqual([]);
    const answer = await nextMail(bob, before, (m) => m.subject.startsWith("Re:"));
    expect(answer.text).toContain("Said in the private channel: “Deal, if you lead.”");
    expect(aboutOf(answer)).toBe("ps0-1");

    // The host hands Cy's seat to the bot: Cy's reply is refused, the channel unchanged.
    const host$ = await session(host);
    expect((await call("POST", `/games/${id}/seats/2`, { token: host$, body: { action: "bot" } })).status).toBe(200);
    expect((await reply(toCy, "Yes?")).outcome).toEqual({ outcome: "refused", why: "bot-plays", gameId: id });
    expect((await texts(id, "s0-2", ann)).texts).toEqual(["Cy, a word?"]);

    // Bob is replaced: his old press mail's address takes nothing from him any more.
    expect((await call("POST", `/games/${id}/seats/1`, { token: host$, body: { action: "replace", name: "Dee", email: `dee-${id}@example.test` } })).status).toBe(200);
    expect((await reply(toBob, "One more thing")).outcome).toEqual({ outcome: "refused", why: "not the seat's player", gameId: id });
    expect((await texts(id, "s0-1", ann)).texts).toEqual(["Shall we share the pot?", "Deal, if you lead."]);
  });
});
