/**
 * The 12-0-12 bot ("the Old Fox", engine/twelve-o-twelve/bot.ts): legal moves for every
 * decision of random games at 2–4 players, bots-only games that end, and fair play — the
 * same move when the deck and the other hands are rearranged (the seat's view unchanged).
 */
import { describe, expect, it } from "vitest";
import { lookaheadBot } from "../../../engine/core/bot";
import type { Rng } from "../../../engine/core/rng";
import { twelveOTwelve as g } from "../../../engine/twelve-o-twelve/index";
import { twelveOTwelveBot as bot, twelveOTwelvePolicy } from "../../../engine/twelve-o-twelve/bot";
import { optionsSchema, type State } from "../../../engine/twelve-o-twelve/state";
import { botGameSamples, countDifferentMovesOnTwins, expectBotsFinish, expectLegalBotMoves, expectSameMoveOnTwins, randomSamples, redealHidden } from "../core/bots";

const options = optionsSchema.parse({});

/** The deck and the other hands dealt again (setup discards stay), and a new RNG. */
function rearrange(s: State, seat: number, rng: Rng): State {
  return redealHidden(s, seat, new Set(s.players.flatMap((p) => p.setupDiscard ?? [])), rng);
}

describe("12-0-12 bot", { timeout: 60_000 }, () => {
  it.each([2, 3, 4])("plays a legal move at every decision of random %i-player games", (seats) => {
    const samples = [
      ...randomSamples(g, { seats, options, games: 3, every: 3, maxMoves: 3000, tag: "bot-legal" }),
      ...botGameSamples(g, bot, { seats, options, seed: `bot-legal-${seats}`, maxMoves: 3000 }),
    ];
    expect(samples.length).toBeGreaterThan(50);
    const kinds = expectLegalBotMoves(g, bot, samples);
    // Setup choices, actions and abilities (in turn and out of turn) are all decided.
    for (const k of ["choose-leader", "setup-discard", "get-food", "attract", "use-ability"]) expect(kinds).toContain(k);
  });

  it.each([2, 4])("a game of %i bots runs to the end", (seats) => {
    expectBotsFinish(g, bot, { seats, options, seed: `bots-only-${seats}`, maxMoves: 3000 });
  });

  it("never uses hidden information: rearranged deck and hands give the same move", () => {
    const samples = [2, 3].flatMap((seats) => randomSamples(g, { seats, options, games: 3, every: 2, maxMoves: 3000, tag: "bot-fair" }));
    expect(expectSameMoveOnTwins(g, bot, samples, rearrange)).toBeGreaterThan(100);
  });

  it("the twins tell: the same policy looking at the real state changes its move", () => {
    const peeking = lookaheadBot(g, "peeking", { ...twelveOTwelvePolicy, determinize: (s) => s });
    const samples = randomSamples(g, { seats: 2, options, games: 3, every: 2, maxMoves: 3000, tag: "bot-fair" });
    expect(countDifferentMovesOnTwins(g, peeking, samples, rearrange)).toBeGreaterThan(0);
  });
});
