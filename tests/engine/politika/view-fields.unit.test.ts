/**
 * Every field of the Politika view, re-derived from the raw state (PR15: what each seat may see),
 * over every state of random games with out-of-turn offers, for every seat and a spectator.
 * The board's own sums (score, token counts, dice) come from the engine's board and rules; the
 * sentences (what a seat is awaited for, a decision's text, a challenge's source) are checked
 * to be there and by the log tests.
 */
import { describe, expect, it } from "vitest";
import type { Viewer } from "../../../engine/core/game";
import { randomPlayout } from "../../../engine/core/playout";
import { ACTION_KIND_TEXT, actionCard, actionCardName, EVENT_CARDS, FACTIONS, PRODUCTION_CARDS, REGION_IDS, REGIONS, UPRISINGS, type EventCardId, type Faction, type ProductionCardId } from "../../../engine/politika/cards";
import { orderFrom, score, tokenCount, uprisingAt } from "../../../engine/politika/board";
import { politika } from "../../../engine/politika/index";
import { awaiting, decisionSeats, defenceDice } from "../../../engine/politika/rules";
import type { State } from "../../../engine/politika/state";
import type { PolitikaView } from "../../../engine/politika/view";
import { politikaV2Playout } from "./versions";
import { politikaV1 } from "../../../engine/politika/index";
import { game, play, playAll, startTurnOf, type Build } from "./build";

const summary = (id: string) => ({ kind: actionCard(id).kind, region: actionCard(id).region ?? null, name: actionCardName(id) });
const event = (id: string) => ({ id, name: EVENT_CARDS[id as EventCardId].name, text: EVENT_CARDS[id as EventCardId].text });

function expected(s: State, viewer: Viewer, v: PolitikaView) {
  const me = viewer === "spectator" ? null : viewer;
  const pc = s.productionCard ? PRODUCTION_CARDS[s.productionCard as ProductionCardId] : null;
  const c = s.challenge;
  return {
    viewer, phase: s.phase, round: s.round, rounds: s.rounds, current: s.current, highRoller: s.highRoller,
    awaiting: awaiting(s).map((seat, i) => ({ seat, for: v.awaiting[i]!.for })),
    seats: orderFrom(0, s.players).map((p) => {
      const f = s.factions[p] ?? null;
      return {
        seat: p, faction: f, factionName: f ? FACTIONS[f].name : null, colour: f ? FACTIONS[f].colour : null,
        money: s.money[p], actionCards: s.hands[p]!.length, representatives: s.representatives[p], ally: s.allies[p] ?? null,
        tokens: tokenCount(s, p), score: score(s, p), returnedTokens: s.returnedTokens[p], productionBoosts: s.productionBoosts[p],
        incomeThisTurn: s.turn.income[p] ?? 0,
        ...(s.autoPass ? { autoPass: s.autoPass[p] } : {}),
      };
    }),
    regions: REGION_IDS.map((id) => ({
      id, name: REGIONS[id].name, dots: REGIONS[id].dots, separatist: REGIONS[id].separatist, neighbours: REGIONS[id].neighbours, layout: REGIONS[id].layout,
      tokens: s.regions[id],
      representatives: s.representatives.flatMap((reps, seat) => reps.flatMap((r, representative) => (r === id ? [{ seat, representative }] : []))),
      uprising: uprisingAt(s, id),
    })),
    uprisings: Object.fromEntries((["bourgeois", "labor", "student"] as const).map((u) => [u, { name: UPRISINGS[u].name, region: s.uprisings[u]!.region, tokens: s.uprisings[u]!.tokens }])),
    hand: me === null ? null : s.hands[me]!.map((id) => ({ ...summary(id), id, text: ACTION_KIND_TEXT[actionCard(id).kind] })),
    productionCard: pc && pc.kind === "produce" ? { id: s.productionCard, regions: pc.regions } : null,
    eventsThisTurn: s.eventsThisTurn.map(event),
    eventsInPlay: s.eventsInPlay.map((e) => ({ ...event(e.card), seat: e.seat })),
    inflation: s.inflation,
    decks: {
      production: s.productionDeck.length, productionDiscard: s.productionDiscard.length, event: s.eventDeck.length, eventDiscard: s.eventDiscard.length,
      action: s.actionDeck.length, actionDiscard: s.actionDiscard.map((id) => ({ id, name: actionCardName(id) })),
    },
    alliances: s.allies.flatMap((a, p) => (a !== null && a !== undefined && p < a ? [[p, a]] : [])),
    offers: s.offers.map((o) => o.kind === "alliance" ? o : {
      kind: "trade", id: o.id, maker: o.maker, receiver: o.receiver,
      give: {
        money: o.give.money, cardCount: o.give.cards.length, token: o.give.token,
        // PR15/PR8: the two parties see the cards by name; only the maker by id.
        cards: me === o.maker || me === o.receiver ? o.give.cards.map(summary) : null,
        cardIds: me === o.maker ? o.give.cards : null,
      },
      get: o.get,
    }),
    tokenTradedThisTurn: s.turn.tokenTraded, offersMadeThisTurn: s.turn.offersMade,
    decision: s.phase === "production" && s.decisions[0]
      ? { kind: s.decisions[0].kind, seats: [...decisionSeats(s, s.decisions[0])].sort((a, b) => a - b), text: v.decision?.text }
      : null,
    challenge: c ? { ...c, source: v.challenge?.source, defenceDice: defenceDice(s, c), attackDice: c.boughtDice + c.freeDice + c.challengerCardDice } : null,
    rolls: s.rolls,
    // PR15: what a KGB look showed, only to the KGB player.
    kgbLooks: s.kgbLooks.filter((l) => l.seat === me).map((l) => ({ target: l.target, round: l.round, cards: l.cards.map(summary) })),
    placementOrder: s.placementOrder,
    vote: s.phase === "vote" || (s.phase === "over" && s.tied.length > 0) ? { tied: s.tied, voted: s.votes.map((x) => x !== null), votes: s.phase === "over" ? s.votes : null } : null,
    winners: s.winners,
  };
}

describe("Politika view, field by field", () => {
  it("matches the rules' projection of the raw state in every state of random games, for every seat and a spectator", () => {
    let checked = 0;
    let offers = 0;
    // Mutation testing (LEAK_ORACLE_GAMES set, stryker.config.mjs) plays the first only: every mutant of the view re-runs it.
    // The first (version 2) reaches alliances, challenges and the auto-pass settings; events in play and free dice
    // it does not, so they have explicit states below.
    const all = [[politikaV2Playout, 4, "random"], [politikaV1, 4, "random"], [politikaV2Playout, 5, "chosen"], [politikaV1, 3, "chosen"]] as const;
    const games = all.slice(0, process.env.LEAK_ORACLE_GAMES ? 1 : all.length);
    games.forEach(([def, seats, factions], i) => {
      const check = (s: State) => {
        if (s.offers.some((o) => o.kind === "trade")) offers++;
        for (const viewer of [...Array.from({ length: seats }, (_, k) => k), "spectator" as const]) {
          const v = politika.view(s, viewer);
          expect(v).toEqual(expected(s, viewer, v));
          // The sentences are there whenever their subject is.
          v.awaiting.forEach((a) => expect(a.for).not.toBe(""));
          if (v.decision) expect(v.decision.text).not.toBe("");
          if (v.challenge) expect(v.challenge.source).not.toBe("");
          checked++;
        }
      };
      const options = def.optionsSchema.parse({ rounds: 1, factions });
      const first = def.setup({ seats, options, seed: `fields-${i}` });
      check(first as State);
      randomPlayout(def, { seats, options, seed: `fields-${i}`, botSeed: `fields-bot-${i}`, maxMoves: 3_000, optionalMoves: true, onMove: (after) => check(after as State) });
    });
    expect(offers).toBeGreaterThan(0);
    expect(checked).toBeGreaterThan(300 * games.length);
  }, 120_000);
});

describe("Politika view: what random games seldom reach", () => {
  it("PR16: an event's decision during production, its seats in order; none outside production or without one", () => {
    const deciding: State = { ...game({ phase: "production" }), decisions: [{ kind: "anti-corruption", seats: [3, 1] }] };
    const d = politika.view(deciding, 0).decision!;
    expect({ kind: d.kind, seats: d.seats }).toEqual({ kind: "anti-corruption", seats: [1, 3] });
    expect(d.text).not.toBe("");
    expect(politika.view({ ...deciding, decisions: [] }, 0).decision).toBeNull();
    expect(politika.view({ ...deciding, phase: "movement" }, 0).decision).toBeNull();
  });

  it("the production card is shown only when it produces", () => {
    expect(politika.view({ ...game(), productionCard: "P01" }, 0).productionCard).toEqual({ id: "P01", regions: ["MOS", "TAT", "NSK"] });
    expect(politika.view({ ...game(), productionCard: "P21" }, 0).productionCard).toBeNull();
  });

  it("PR14: the vote while it runs (who voted, not how) and after a tie (every vote); none otherwise", () => {
    const tied = { ...game(), tied: [0, 1], votes: [1, 0, null, null] };
    expect(politika.view({ ...tied, phase: "vote" }, 2).vote).toEqual({ tied: [0, 1], voted: [true, true, false, false], votes: null });
    expect(politika.view({ ...tied, phase: "over" }, 2).vote).toEqual({ tied: [0, 1], voted: [true, true, false, false], votes: [1, 0, null, null] });
    expect(politika.view({ ...tied, phase: "over", tied: [] }, 2).vote).toBeNull();
    expect(politika.view({ ...tied, phase: "movement" }, 2).vote).toBeNull();
  });

  const everyone: Viewer[] = [0, 1, 2, 3, "spectator"];
  const endTurn = (seat: number) => [[seat, { kind: "end-movement" }], [seat, { kind: "end-trade" }], [seat, { kind: "end-challenges" }], [seat, { kind: "buy-cards", count: 0 }]] as const;

  it("PR6/PR15: an event lasting a round is face up for everyone, with its drawer, until the drawer's next turn", () => {
    let s = startTurnOf({ seat: 1, productionDeck: ["P21", "P01", "P02", "P03"], eventDeck: ["E11", "E01"] });
    const harvest = { id: "E11", name: "Harvest Failure", text: expect.stringMatching(/Rostov and Volga produce nothing/), seat: 1 };
    for (const viewer of everyone) expect(politika.view(s, viewer).eventsInPlay, `viewer ${viewer}`).toEqual([harvest]);
    // Seat 2's turn: no longer this turn's event, still in play.
    s = playAll(s, endTurn(1));
    expect(s.current).toBe(2);
    for (const viewer of everyone) {
      const v = politika.view(s, viewer);
      expect(v.eventsThisTurn).toEqual([]);
      expect(v.eventsInPlay, `viewer ${viewer}`).toEqual([harvest]);
    }
  });

  it("PR9/PR15: alliances are public, each listed once; a new alliance breaks both old ones", () => {
    let s = play(game({ phase: "trade" }), 0, { kind: "offer-alliance", to: 2 });
    s = play(s, 2, { kind: "accept-offer", offer: s.offers[0]!.id, cards: [] });
    for (const viewer of everyone) {
      const v = politika.view(s, viewer);
      expect(v.alliances, `viewer ${viewer}`).toEqual([[0, 2]]);
      expect(v.seats.map((x) => x.ally)).toEqual([2, null, 0, null]);
    }
    s = play(s, 3, { kind: "offer-alliance", to: 2 });
    s = play(s, 2, { kind: "accept-offer", offer: s.offers[0]!.id, cards: [] });
    s = play(s, 1, { kind: "offer-alliance", to: 0 });
    s = play(s, 0, { kind: "accept-offer", offer: s.offers[0]!.id, cards: [] });
    for (const viewer of everyone) expect(politika.view(s, viewer).alliances, `viewer ${viewer}`).toEqual([[0, 1], [2, 3]]);
  });

  it("PR10/PR12: a challenge's attack dice are the bought dice, the faction's free dice and the cards played for the challenger", () => {
    const atMoscow = (factions: Faction[], b: Build = {}) => game({
      phase: "challenges", factions, reps: [["MOS", null], [null, null], [null, null], [null, null]], regions: { MOS: [0, 1, 1] },
      // Seat 2 may add a die for the challenger and seat 3 one for the defender, so both windows stay open.
      hands: [[], [], ["A31"], ["A38"]], ...b,
    });
    const challenge = (source: "representative" | "communists", dice: number) =>
      ({ kind: "challenge", source: { kind: source, representative: 0 }, target: { kind: "region", region: "MOS" }, defender: 1, dice }) as const;
    // The Communists' extra challenge: one free die, none bought.
    let s = play(atMoscow(["communists", "kgb", "mafia", "military"]), 0, challenge("communists", 0));
    for (const viewer of everyone) expect(politika.view(s, viewer).challenge, `viewer ${viewer}`).toMatchObject({ step: "challenger", attackDice: 1, defenceDice: 2 });
    s = play(s, 2, { kind: "play-response", card: "A31" });
    for (const viewer of everyone) expect(politika.view(s, viewer).challenge, `viewer ${viewer}`).toMatchObject({ step: "defender", attackDice: 2, defenceDice: 2 });
    // The Nationalists where their uprising stands: one bought die and two free ones.
    const nationalists = play(atMoscow(["nationalists", "kgb", "mafia", "military"], { uprisings: { student: { region: "MOS", tokens: [0, 0, 0] } } }), 0, challenge("representative", 1));
    for (const viewer of everyone) expect(politika.view(nationalists, viewer).challenge, `viewer ${viewer}`).toMatchObject({ step: "challenger", attackDice: 3 });
  });
});
