/**
 * The Conspiracy Theory bot ("the Grey Cardinal", engine/conspiracy-theory/bot.ts): legal
 * moves for every decision of random games at 2–4 players (priority in battles and windows
 * out of turn, repairs, captures, picks), bots-only games that end, and fair play — the same
 * move when the deck, the other hands and the RNG are rearranged (the seat's view unchanged).
 */
import { describe, expect, it } from "vitest";
import { lookaheadBot } from "../../../engine/core/bot";
import type { Rng } from "../../../engine/core/rng";
import { conspiracyTheory as g, optionsSchema } from "../../../engine/conspiracy-theory/index";
import { conspiracyTheoryBot as bot, conspiracyTheoryPolicy } from "../../../engine/conspiracy-theory/bot";
import type { State } from "../../../engine/conspiracy-theory/state";
import { botGameSamples, countDifferentMovesOnTwins, expectBotsFinish, expectLegalBotMoves, expectSameMoveOnTwins, randomSamples, redealHidden } from "../core/bots";

const options = optionsSchema.parse({});
const manual = optionsSchema.parse({ autoPass: "manual" });

/** The deck and the other hands dealt again (cards someone is looking at stay), and a new RNG. */
function rearrange(s: State, seat: number, rng: Rng): State {
  return redealHidden(s, seat, new Set(s.peek?.cards ?? []), rng);
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
    const samples = [2, 3].flatMap((seats) => randomSamples(g, { seats, options: manual, games: 2, every: 3, maxMoves: 5000, tag: "bot-fair" }));
    expect(expectSameMoveOnTwins(g, bot, samples, rearrange)).toBeGreaterThan(100);
  });

  it("the twins tell: the same policy looking at the real state changes its move", () => {
    const peeking = lookaheadBot(g, "peeking", { ...conspiracyTheoryPolicy, determinize: (s) => s });
    const samples = randomSamples(g, { seats: 2, options: manual, games: 2, every: 2, maxMoves: 5000, tag: "bot-fair" });
    expect(countDifferentMovesOnTwins(g, peeking, samples, rearrange)).toBeGreaterThan(0);
  });
});
