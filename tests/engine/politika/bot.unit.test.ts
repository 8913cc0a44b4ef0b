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
import { actionCard, actionCardName } from "../../../engine/politika/cards";
import { botGameSamples, countDifferentMovesOnTwins, expectBotsFinish, expectLegalBotMoves, expectSameCopiesOnTwins, expectSameMoveOnTwins, permutePiles, randomSamples, shuffleWithinClasses } from "../core/bots";

const short = optionsSchema.parse({ rounds: 1 });
const standard = optionsSchema.parse({});

/** What a seat sees of a card it knows only by name (an offer made to it, its KGB look): PR15. */
const nameOf = (id: string) => `${actionCard(id).kind}|${actionCard(id).region ?? ""}|${actionCardName(id)}`;

/**
 * A twin for the seat: everything it cannot see changed, nothing it can. Cards it knows only by
 * name (offered to it, seen by its KGB look) become any card of that name; then the other hands
 * and the action deck are dealt again, except the cards offered to it and those its look saw
 * still in the hand it looked at. Other seats' offers and KGB looks follow their cards; the
 * production and event decks are reshuffled and the RNG is new.
 */
function rearrange(s: State, seat: number, rng: Rng): State {
  const others = Array.from({ length: s.players }, (_, p) => p).filter((p) => p !== seat);
  const rename = shuffleWithinClasses([...s.actionDeck, ...others.flatMap((p) => s.hands[p]!)], nameOf, rng);
  const hands = s.hands.map((h, p) => (p === seat ? h : h.map(rename)));
  const offers = s.offers.map((o) => (o.kind === "trade" ? { ...o, give: { ...o.give, cards: o.give.cards.map(rename) } } : o));
  const looks = s.kgbLooks.map((l) => ({ ...l, cards: l.cards.map(rename) }));
  const fixed = new Set([
    ...offers.flatMap((o) => (o.kind === "trade" && o.receiver === seat ? o.give.cards : [])),
    ...looks.flatMap((l) => (l.seat === seat ? l.cards.filter((c) => hands[l.target]!.includes(c)) : [])),
  ]);
  const { piles: [actionDeck, ...dealt], of } = permutePiles([s.actionDeck.map(rename), ...others.map((p) => hands[p]!)], fixed, rng);
  return {
    ...s,
    actionDeck: actionDeck!,
    hands: s.hands.map((h, p) => (p === seat ? h : dealt[others.indexOf(p)]!)),
    offers: offers.map((o) => (o.kind === "trade" ? { ...o, give: { ...o.give, cards: o.give.cards.map(of) } } : o)),
    kgbLooks: looks.map((l) => (l.seat === seat ? l : { ...l, cards: l.cards.map(of) })),
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
    expect(expectSameCopiesOnTwins(politikaPolicy, samples, rearrange)).toBeGreaterThan(100);
  });

  it("never uses what it knows only by name, nor other seats' offers and KGB looks", () => {
    const samples = [3, 4, 5].flatMap((seats) => randomSamples(g, { seats, options: short, games: 6, every: 1, maxMoves: 5000, optionalMoves: true, tag: "bot-secret" }))
      .filter(({ state, seat }) => state.offers.some((o) => o.kind === "trade" && o.give.cards.length > 0 && o.maker !== seat) || state.kgbLooks.length > 0);
    expect(samples.filter(({ state, seat }) => state.offers.some((o) => o.kind === "trade" && o.receiver === seat && o.give.cards.length > 0)).length).toBeGreaterThan(5);
    expect(expectSameMoveOnTwins(g, bot, samples, rearrange)).toBeGreaterThan(50);
    expect(expectSameCopiesOnTwins(politikaPolicy, samples, rearrange)).toBeGreaterThan(50);
  });

  it("the twins tell: the same policy looking at the real state changes its move", () => {
    const peeking = lookaheadBot(g, "peeking", { ...politikaPolicy, determinize: (s) => s });
    const samples = randomSamples(g, { seats: 3, options: short, games: 2, every: 3, maxMoves: 5000, optionalMoves: true, tag: "bot-fair" });
    expect(countDifferentMovesOnTwins(g, peeking, samples, rearrange)).toBeGreaterThan(0);
    // And the copies check fails a look-ahead that is handed the real state.
    expect(() => expectSameCopiesOnTwins({ ...politikaPolicy, determinize: (s) => s }, samples, rearrange)).toThrow();
  });
});
