/**
 * The Conspiracy Theory bot ("the Grey Cardinal", engine/conspiracy-theory/bot.ts): legal
 * moves for every decision of random games at 2–4 players (priority in battles and windows
 * out of turn, repairs, captures, picks), bots-only games that end, and fair play — the same
 * move when the deck, the other hands and the RNG are rearranged (the seat's view unchanged).
 */
import { describe, expect, it } from "vitest";
import { lookaheadBot } from "../../../engine/core/bot";
import { seedRng, type Rng } from "../../../engine/core/rng";
import { conspiracyTheory as g, optionsSchema } from "../../../engine/conspiracy-theory/index";
import { conspiracyTheoryBot as bot, conspiracyTheoryPolicy } from "../../../engine/conspiracy-theory/bot";
import type { State } from "../../../engine/conspiracy-theory/state";
import { cardIdOf } from "../../../engine/conspiracy-theory/cards";
import { botGameSamples, countDifferentMovesOnTwins, expectBotsFinish, expectLegalBotMoves, expectSameCopiesOnTwins, expectSameMoveOnTwins, permutePiles, randomSamples, shuffleWithinClasses } from "../core/bots";

const options = optionsSchema.parse({});
const manual = optionsSchema.parse({ autoPass: "manual" });

/**
 * A twin for the seat: everything it cannot see changed, nothing it can. A hidden card becomes
 * any copy of the same card (copies are told apart by instance id only); then the deck and the
 * other hands are dealt again, except the cards the seat is looking at and the Certificates
 * that failed this turn in another hand (public by name: CR14), which stay put. What says where
 * cards lie is kept true: another seat's look at cards (Informant, Search, Hacker, Think Tank).
 * The log lines only others may read are rewritten, and the RNG is new.
 */
function rearrange(s: State, seat: number, rng: Rng): State {
  const others = s.players.map((_, i) => i).filter((i) => i !== seat);
  const seen = new Set(s.peek?.by === seat ? s.peek.cards : []);
  const copy = shuffleWithinClasses([...s.deck, ...others.flatMap((i) => s.players[i]!.hand)].filter((c) => !seen.has(c)), cardIdOf, rng);
  const tried = s.players.map((p, i) => (i === seat ? p.tried : p.tried.map(copy)));
  const fixed = new Set([...seen, ...others.flatMap((i) => tried[i]!)]);
  const { piles: [deck, ...hands], of } = permutePiles([s.deck.map(copy), ...others.map((i) => s.players[i]!.hand.map(copy))], fixed, rng);
  return {
    ...s,
    deck: deck!,
    players: s.players.map((p, i) => (i === seat ? p : { ...p, hand: hands[others.indexOf(i)]!, tried: tried[i]! })),
    peek: s.peek && s.peek.by !== seat ? { ...s.peek, cards: s.peek.cards.map((c) => of(copy(c))) } : s.peek,
    news: s.news.map((n) => (n.to === null || n.to.includes(seat) ? n : { ...n, text: `${n.text} (as the twin has it)` })),
    rng: seedRng(`other-${rng.next()}`),
  };
}

describe("Conspiracy Theory bot", { timeout: 120_000 }, () => {
  it.each([2, 3, 4])("plays a legal move at every decision of random %i-player games", (seats) => {
    const samples = [
      ...randomSamples(g, { seats, options: manual, games: 3, every: 3, maxMoves: 5000, tag: "bot-legal" }),
      ...botGameSamples(g, bot, { seats, options, seed: `bot-legal-${seats}`, maxMoves: 5000 }),
    ];
    expect(samples.length).toBeGreaterThan(50);
    const kinds = expectLegalBotMoves(g, bot, samples);
    for (const k of ["place", "end-turn", "attack", "play", "pass", "repair", "outcome"]) expect(kinds).toContain(k);
  });

  it.each([2, 4])("a game of %i bots runs to the end", (seats) => {
    expectBotsFinish(g, bot, { seats, options, seed: `bots-only-${seats}`, maxMoves: 5000 });
  });

  it("never uses hidden information: rearranged deck, hands and RNG give the same move", () => {
    const samples = [2, 3, 4].flatMap((seats) => randomSamples(g, { seats, options: manual, games: 2, every: 3, maxMoves: 5000, tag: "bot-fair" }));
    expect(expectSameMoveOnTwins(g, bot, samples, rearrange)).toBeGreaterThan(100);
    expect(expectSameCopiesOnTwins(conspiracyTheoryPolicy, samples, rearrange)).toBeGreaterThan(100);
  });

  it("never uses what another seat holds secret: its look at cards, a private log line, a failed Certificate in its hand", () => {
    const samples = [3, 4].flatMap((seats) => randomSamples(g, { seats, options: manual, games: 20, every: 1, maxMoves: 5000, tag: "bot-secret" }))
      .filter(({ state, seat }) => (state.peek && state.peek.by !== seat) || state.news.some((n) => n.to && !n.to.includes(seat))
        || state.players.some((p, i) => i !== seat && p.tried.length > 0));
    expect(samples.filter(({ state, seat }) => state.peek && state.peek.by !== seat).length).toBeGreaterThan(10);
    expect(expectSameMoveOnTwins(g, bot, samples, rearrange)).toBeGreaterThan(100);
    expect(expectSameCopiesOnTwins(conspiracyTheoryPolicy, samples, rearrange)).toBeGreaterThan(100);
  });

  it("the twins tell: the same policy looking at the real state changes its move", () => {
    const peeking = lookaheadBot(g, "peeking", { ...conspiracyTheoryPolicy, determinize: (s) => s });
    const samples = randomSamples(g, { seats: 2, options: manual, games: 2, every: 2, maxMoves: 5000, tag: "bot-fair" });
    expect(countDifferentMovesOnTwins(g, peeking, samples, rearrange)).toBeGreaterThan(0);
    // And the copies check fails a look-ahead that is handed the real state.
    expect(() => expectSameCopiesOnTwins({ ...conspiracyTheoryPolicy, determinize: (s) => s }, samples, rearrange)).toThrow();
  });
});
