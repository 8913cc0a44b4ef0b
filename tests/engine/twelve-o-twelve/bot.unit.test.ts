/**
 * The 12-0-12 bot ("the Old Fox", engine/twelve-o-twelve/bot.ts): legal moves for every
 * decision of random games at 2–4 players, bots-only games that end, and fair play — the
 * same move when the deck and the other hands are rearranged (the seat's view unchanged).
 */
import { describe, expect, it } from "vitest";
import { lookaheadBot } from "../../../engine/core/bot";
import { seedRng, type Rng } from "../../../engine/core/rng";
import { LEADERS_IN_SET, type LeaderId } from "../../../engine/twelve-o-twelve/cards";
import { twelveOTwelve as g } from "../../../engine/twelve-o-twelve/index";
import { twelveOTwelveBot as bot, twelveOTwelvePolicy } from "../../../engine/twelve-o-twelve/bot";
import { optionsSchema, type State } from "../../../engine/twelve-o-twelve/state";
import { botGameSamples, countDifferentMovesOnTwins, expectBotsFinish, expectLegalBotMoves, expectSameCopiesOnTwins, expectSameMoveOnTwins, permutePiles, randomSamples } from "../core/bots";

const options = optionsSchema.parse({});

/**
 * A twin for the seat: everything it cannot see changed, nothing it can. The deck and the other
 * hands dealt again (a card just stolen from the seat stays with its taker); during set-up the
 * others' discards chosen again from their new hands. The Leaders the seat has not seen (others'
 * before the reveal, the one each rival let go after it) dealt again from those it could be,
 * a rival who has chosen keeping one of its new pair. Draws and steals in the last move's log
 * follow their cards, and the RNG is new.
 */
function rearrange(s: State, seat: number, rng: Rng): State {
  const others = s.players.map((_, i) => i).filter((i) => i !== seat);
  const setup = s.phase === "setup";
  const stolen = new Set(s.events.flatMap((e) => (e.e === "steal" && e.from === seat ? [e.card] : [])));
  const { piles: [deck, ...hands], of } = permutePiles([s.deck, ...others.map((i) => s.players[i]!.hand)], stolen, rng);
  // Leaders: the set in play, less the seat's own and (after the reveal) the rivals' kept ones.
  const set: readonly LeaderId[] = LEADERS_IN_SET[s.options.variant === "training" ? "none" : s.options.leaders];
  const known = new Set([...s.players[seat]!.leaderOptions, ...(setup ? [] : others.flatMap((i) => s.players[i]!.leader ?? []))]);
  const unseen = rng.shuffle(set.filter((l) => !known.has(l)));
  const players = s.players.map((p, i) => {
    if (i === seat) return p;
    const hand = hands[others.indexOf(i)]!;
    const kept = setup ? [] : p.leader ? [p.leader] : [];
    const leaderOptions = [...kept, ...p.leaderOptions.filter((l) => !kept.includes(l)).map(() => unseen.shift()!)];
    const leader = setup && p.leader !== null ? leaderOptions[rng.int(leaderOptions.length)]! : p.leader;
    const setupDiscard = setup && p.setupDiscard && p.setupDiscard.length > 0 ? rng.shuffle(hand).slice(0, p.setupDiscard.length) : p.setupDiscard;
    return { ...p, hand, leaderOptions, leader, setupDiscard };
  });
  const events = s.events.map((e) => (e.e === "draw" ? { ...e, cards: e.cards.map(of) } : e.e === "steal" ? { ...e, card: of(e.card) } : e));
  return { ...s, deck: deck!, players, events, rng: seedRng(`other-${rng.next()}`) };
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

  it("never uses hidden information: rearranged deck, hands, unseen Leaders and RNG give the same move", () => {
    const samples = [2, 3, 4].flatMap((seats) => [{}, { leaders: "novice" }].flatMap((o) =>
      randomSamples(g, { seats, options: optionsSchema.parse(o), games: 2, every: 2, maxMoves: 3000, tag: "bot-fair" })));
    // Set-up decisions (Leaders and discards unseen) and play alike.
    expect(samples.filter(({ state }) => state.phase === "setup").length).toBeGreaterThan(20);
    expect(expectSameMoveOnTwins(g, bot, samples, rearrange)).toBeGreaterThan(100);
    expect(expectSameCopiesOnTwins(twelveOTwelvePolicy, samples, rearrange)).toBeGreaterThan(100);
  });

  it("the twins tell: the same policy looking at the real state changes its move", () => {
    const peeking = lookaheadBot(g, "peeking", { ...twelveOTwelvePolicy, determinize: (s) => s });
    const samples = randomSamples(g, { seats: 2, options, games: 3, every: 2, maxMoves: 3000, tag: "bot-fair" });
    expect(countDifferentMovesOnTwins(g, peeking, samples, rearrange)).toBeGreaterThan(0);
    // And the copies check fails a look-ahead that is handed the real state.
    expect(() => expectSameCopiesOnTwins({ ...twelveOTwelvePolicy, determinize: (s) => s }, samples, rearrange)).toThrow();
  });
});
