/**
 * The Politika bot ("the Apparatchik", engine/politika/bot.ts): legal moves for every decision
 * of random games at 3–8 players (out-of-turn answers to offers, response windows, event
 * decisions, votes), bots-only games that end, and fair play — the same move when the other
 * hands, the decks and the RNG are rearranged (the seat's view unchanged).
 */
import { describe, expect, it } from "vitest";
import { lookaheadBot } from "../../../engine/core/bot";
import { Rng, seedRng } from "../../../engine/core/rng";
import { politika as g } from "../../../engine/politika/index";
import { politikaBot as bot, politikaPolicy } from "../../../engine/politika/bot";
import { optionsSchema, type State } from "../../../engine/politika/state";
import { botGameSamples, countDifferentMovesOnTwins, expectBotsFinish, expectLegalBotMoves, expectSameMoveOnTwins, randomSamples, rearrangePiles } from "../core/bots";

const short = optionsSchema.parse({ rounds: 1 });
const standard = optionsSchema.parse({});

/** Other hands and the action deck dealt again (cards in offers stay), decks reshuffled, a new RNG. */
function rearrange(s: State, seat: number, rng: Rng): State {
  const others = Array.from({ length: s.players }, (_, p) => p).filter((p) => p !== seat);
  const fixed = new Set(s.offers.flatMap((o) => (o.kind === "trade" ? o.give.cards : [])));
  const [actionDeck, ...hands] = rearrangePiles([s.actionDeck, ...others.map((p) => s.hands[p]!)], fixed, rng);
  return {
    ...s,
    actionDeck: actionDeck!,
    hands: s.hands.map((h, p) => (p === seat ? h : hands[others.indexOf(p)]!)),
    productionDeck: rng.shuffle(s.productionDeck),
    eventDeck: rng.shuffle(s.eventDeck),
    rng: seedRng(`other-${rng.next()}`),
  };
}

describe("Politika bot", { timeout: 120_000 }, () => {
  it.each([3, 5, 8])("plays a legal move at every decision of random %i-player games", (seats) => {
    const samples = [
      ...randomSamples(g, { seats, options: short, games: 3, every: 4, maxMoves: 5000, optionalMoves: true, tag: "bot-legal" }),
      ...botGameSamples(g, bot, { seats, options: short, seed: `bot-legal-${seats}`, maxMoves: 5000 }),
    ];
    expect(samples.length).toBeGreaterThan(50);
    const kinds = expectLegalBotMoves(g, bot, samples);
    for (const k of ["place-representative", "end-movement", "end-trade", "challenge", "buy-cards", "pass"]) expect(kinds).toContain(k);
  });

  it("answers offers made to it (accepts or declines, out of turn)", () => {
    const samples = randomSamples(g, { seats: 4, options: short, games: 6, every: 1, maxMoves: 5000, optionalMoves: true, tag: "bot-offers" })
      .filter(({ state, seat }) => state.phase === "trade" && state.offers.some((o) => o.receiver === seat) && state.current !== seat);
    expect(samples.length).toBeGreaterThan(3);
    const kinds = expectLegalBotMoves(g, bot, samples);
    expect([...kinds].every((k) => k === "accept-offer" || k === "decline-offer")).toBe(true);
  });

  it("a game of 3 bots runs to the end (6 rounds)", () => {
    expectBotsFinish(g, bot, { seats: 3, options: standard, seed: "bots-only-3", maxMoves: 5000 });
  });

  it("a game of 8 bots runs to the end (2 rounds, to keep the test short)", () => {
    expectBotsFinish(g, bot, { seats: 8, options: optionsSchema.parse({ rounds: 2 }), seed: "bots-only-8", maxMoves: 5000 });
  });

  it("never uses hidden information: rearranged hands, decks and RNG give the same move", () => {
    const samples = [3, 4].flatMap((seats) => randomSamples(g, { seats, options: short, games: 2, every: 3, maxMoves: 5000, optionalMoves: true, tag: "bot-fair" }));
    expect(expectSameMoveOnTwins(g, bot, samples, rearrange)).toBeGreaterThan(100);
  });

  it("the twins tell: the same policy looking at the real state changes its move", () => {
    const peeking = lookaheadBot(g, "peeking", { ...politikaPolicy, determinize: (s) => s });
    const samples = randomSamples(g, { seats: 3, options: short, games: 2, every: 3, maxMoves: 5000, optionalMoves: true, tag: "bot-fair" });
    expect(countDifferentMovesOnTwins(g, peeking, samples, rearrange)).toBeGreaterThan(0);
  });
});
