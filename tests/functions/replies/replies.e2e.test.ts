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

let stack: LocalStack;
const host = "host@example.test";

beforeAll(async () => {
  stack = await startLocalStack({ games: { ...games, [highCard.id]: highCard }, coalesceSeconds: 0 });
});
afterAll(async () => {
  if (process.env.DEBUG_REPLIES) for (const m of stack.mail.messages()) console.log(m.to, "|", m.subject, "|", m.headers["reply-to"], "\n", m.text.slice(0, 300));
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

async function newGame(game: string, names: string[], options: Record<string, unknown> = {}): Promise<{ id: string; emails: [string, string, ...string[]] }> {
  const tag = Math.random().toString(36).slice(2, 8);
  const players = names.map((n) => ({ name: n, email: `${n.toLowerCase()}-${tag}@example.test` }));
  const { gameId } = await stack.app.service.createGame(host, { game, options, players });
  return { id: gameId, emails: players.map((p) => p.email) as [string, string, ...string[]] };
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
  expect((await reply(bobAnswer, "1")).outcome.outcome).toBe("moved");

  // Ann is told by the notifier that round 2 awaits her; she answers that mail, though Bob moved
  // since it was sent: her decision and its choices are the same, so it still stands.
  const yourMove = await stack.mail.waitFor((m) => m.to === ann && m.subject.startsWith("Your move"));
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
      const choices = (await stack.app.service.readGame(emails[seat]!, id)).legalMoves;
      const n = Math.min(choices.length, i + 1);
      expect((await reply(mail, String(n))).outcome).toEqual({ outcome: "moved", gameId: id });
      const after = await summary(id);
      const last = (await stack.app.store.events(id, after.version - 1, after.version))[0]!;
      expect(last).toMatchObject({ type: "move", seat, move: choices[n - 1]!.move });
    }
  });
});
