/**
 * 12-0-12's moves built in steps (web/games/twelve-o-twelve/moves.ts, forms.tsx), on states of
 * random games: every legal setup discard (TR3) and every listed Get Food (TR5) can be built by
 * the steps the forms offer, and nothing the engine refuses can — the setup discard by picking
 * cards among the listed moves, Get Food by picking cards, naming Chameleons and choosing yields,
 * Attract (TR6) by the card, the meal and how much comes from each supporter and the reserve,
 * an ability (TR11) by what it asks for, one thing at a time.
 */
import { describe, expect, it } from "vitest";
import { twelveOTwelve, type Move, type State } from "@backroom/engine/twelve-o-twelve/index";
import { getFoodGains } from "@backroom/engine/twelve-o-twelve/choices";
import { FACTIONS, speciesOf, type Faction } from "@backroom/engine/twelve-o-twelve/cards";
import { randomPlayout } from "@backroom/engine/core/playout";
import { Rng, seedRng } from "@backroom/engine/core/rng";
import type { LegalMove } from "../../../../web/lib/api";
import { answersFor, stepNumber, walkSteps, type Step, type StepAnswers } from "../../../../web/lib/moves";
import {
  abilitySteps, abilityUses, attracts, attractSteps, draftGroups, EMPTY_GET_FOOD, getFoodMove, getFoodProblems, getFoodSummary, isChameleon, listedGetFood, setupDiscards, setupDiscardSteps, STEPPED_KINDS, yieldOptions,
  type GetFoodDraft, type GetFoodGroup, type GetFoodMove, type GroupYield, type SetupDiscardMove,
} from "../../../../web/games/twelve-o-twelve/moves";

const names = ["Ann", "Bob", "Cy", "Di"];
const options = twelveOTwelve.optionsSchema.parse({});
const legal = (s: State, seat: number): LegalMove[] => twelveOTwelve.legalMoves(s, seat).map((move) => ({ move, label: twelveOTwelve.moveLabel(s, seat, move, names) }));
/** What the server takes: the move schema's check, then the engine's `apply`. */
const accepts = (s: State, seat: number, m: unknown) => {
  if (!twelveOTwelve.moveSchema.safeParse(m).success) return false;
  try {
    twelveOTwelve.apply(s, seat, m as Move);
    return true;
  } catch {
    return false;
  }
};
const bySpecies = (cards: readonly string[]) => cards.map(speciesOf).sort().join(",");

/** The multiset test a reviewer would write: every picked species (with copies) is in the move. */
function holds(move: readonly string[], picked: readonly string[]): boolean {
  const rest = move.map(speciesOf);
  return picked.every((c) => {
    const i = rest.indexOf(speciesOf(c));
    if (i >= 0) rest.splice(i, 1);
    return i >= 0;
  });
}

/** A move field as a choice shows it: absent is "", numbers as digits. */
const shown = (v: unknown): string => (v === undefined ? "" : String(v));

/**
 * For every listed move, walked by its own answers: the steps shown are `ids`, and each offers
 * exactly the values that its field (read by `field`, not by the step) takes among the moves
 * still matching every earlier field. So a step that asks the wrong question, or reads nothing
 * and so is never asked, fails here even where later steps would still pin the move down.
 */
function asksEachField<M>(moves: readonly M[], steps: readonly Step<M>[], ids: readonly string[], field: (m: M, id: string) => string | number): number {
  let checked = 0;
  for (const m of moves) {
    const walk = walkSteps(moves, steps, answersFor(m, steps));
    expect(walk.shown.map((x) => x.step.id)).toEqual(ids);
    walk.shown.forEach((status, i) => {
      const earlier = ids.slice(0, i);
      const left = moves.filter((c) => earlier.every((id) => field(c, id) === field(m, id)));
      const expected = [...new Set(left.map((c) => field(c, ids[i]!)))].map(String).sort();
      const offered = status.type === "choice" ? status.options : status.type === "number" ? status.values : [];
      expect(offered.map(String).sort(), `${ids[i]} of ${JSON.stringify(m)}`).toEqual(expected);
      checked++;
    });
  }
  return checked;
}

/** States of random games where `seat` decides on a setup discard. */
function setupStates(): { state: State; seat: number }[] {
  const out: { state: State; seat: number }[] = [];
  for (const seats of [2, 3, 4]) {
    for (const seed of ["a", "b", "c"]) {
      const state = twelveOTwelve.setup({ seats, options, seed: `steps-${seed}-${seats}` });
      for (let seat = 0; seat < seats; seat++) if (twelveOTwelve.legalMoves(state, seat).some((m) => m.kind === "setup-discard")) out.push({ state, seat });
    }
  }
  return out;
}

describe("setup discards in steps (TR3)", () => {
  const states = setupStates();

  it("finds setup discards to build, some with many choices", () => {
    expect(states.length).toBeGreaterThan(5);
    expect(Math.max(...states.map(({ state, seat }) => setupDiscards(legal(state, seat)).length))).toBeGreaterThan(8);
    expect(STEPPED_KINDS).toContain("setup-discard");
  });

  it("every legal discard is built by picking its cards, in any order and with any copies", () => {
    for (const { state, seat } of states) {
      const moves = setupDiscards(legal(state, seat));
      const hand = state.players[seat]!.hand;
      for (const m of moves) {
        expect(walkSteps(moves, setupDiscardSteps, answersFor(m, setupDiscardSteps)).built).toBe(m);
        // The player may tap the last copies, last card first: still this move.
        const copies = [...m.cards].reverse().map((c) => [...hand].reverse().find((h) => speciesOf(h) === speciesOf(c))!);
        const chosen = copies.filter((c, i) => copies.indexOf(c) === i).length === copies.length ? copies : [...m.cards].reverse();
        expect(walkSteps(moves, setupDiscardSteps, { cards: chosen }).built).toBe(m);
      }
    }
  });

  it("a card can be tapped exactly when some legal discard holds it with those picked; random taps always end on a legal discard", () => {
    const rng = new Rng(seedRng("setup-taps"));
    for (const { state, seat } of states) {
      const moves = setupDiscards(legal(state, seat));
      const hand = state.players[seat]!.hand;
      for (let round = 0; round < 5; round++) {
        let answers: StepAnswers = {};
        for (;;) {
          const walk = walkSteps(moves, setupDiscardSteps, answers);
          const cards = walk.shown[0]!;
          if (cards.type !== "cards") throw new Error("the first step is the cards");
          for (const c of hand) expect(cards.canAdd(c)).toBe(!cards.picked.includes(c) && moves.some((m) => holds(m.cards, [...cards.picked, c])));
          if (walk.built) {
            expect(moves).toContain(walk.built);
            expect(bySpecies(walk.built.cards)).toBe(bySpecies(cards.picked));
            expect(accepts(state, seat, walk.built)).toBe(true);
            break;
          }
          const open = hand.filter(cards.canAdd);
          expect(open.length).toBeGreaterThan(0);
          answers = { cards: [...cards.picked, rng.pick(open)] };
        }
      }
    }
  });

  it("too few cards build nothing", () => {
    const { state, seat } = states[0]!;
    const moves = setupDiscards(legal(state, seat));
    const due = moves[0]!.cards.length;
    expect(due).toBeGreaterThan(0);
    expect(walkSteps(moves, setupDiscardSteps, { cards: moves[0]!.cards.slice(0, due - 1) }).built).toBeNull();
  });
});

// ------------------------------------------------------------------------------ Get Food

/** Play states where the seat to act may Get Food, from random games (hands and symbols vary). */
function playStates(count: number): { state: State; seat: number }[] {
  const out: { state: State; seat: number }[] = [];
  for (const seats of [2, 3, 4]) {
    for (const botSeed of ["p", "q", "r", "s"]) {
      randomPlayout(twelveOTwelve, {
        seats, options, seed: `food-${seats}`, botSeed, maxMoves: 160,
        onMove: (after) => {
          const s = after as State;
          const seat = s.turn.seat;
          if (s.phase === "play" && s.stack.length === 0 && twelveOTwelve.awaiting(s).includes(seat) && s.players[seat]!.hand.length > 0) out.push({ state: s, seat });
        },
      });
    }
  }
  // Spread over the games, the bigger hands and symbols included.
  return out.filter((_, i) => i % Math.max(1, Math.floor(out.length / count)) === 0).slice(0, count);
}

const outcome = (groups: readonly GetFoodGroup[]) => {
  const g = getFoodGains(groups);
  return `${bySpecies(groups.flatMap((x) => x.cards))}|${g.food}/${g.influence}/${g.cards}`;
};

const symbolsOf = (s: State, seat: number) => twelveOTwelve.view(s, seat).players[seat]!.symbols;

/**
 * What a player can do in the Get Food form for this discard: name each Chameleon (or leave it),
 * then choose a yield for each pair or single among those offered. Returns every draft so made.
 */
function formDrafts(cards: readonly string[], hand: readonly string[], sym: { free: number; rulers: number }): GetFoodDraft[] {
  const chameleons = cards.filter(isChameleon);
  let namings: Record<string, Faction>[] = [{}];
  for (const c of chameleons) namings = namings.flatMap((n) => [n, ...FACTIONS.map((f) => ({ ...n, [c]: f }))]);
  const out: GetFoodDraft[] = [];
  for (const chameleon of namings) {
    const base: GetFoodDraft = { ...EMPTY_GET_FOOD, selected: [...cards], chameleon };
    let yields: Record<string, GroupYield>[] = [{}];
    for (const g of draftGroups(base, hand)) yields = yields.flatMap((y) => yieldOptions(g.cards.length, sym).map((o) => ({ ...y, [g.slot]: o.yield })));
    for (const y of yields) out.push({ ...base, yields: y });
  }
  return out;
}

describe("Get Food in steps (TR5)", () => {
  const states = playStates(24);

  it("finds Get Food choices to build, with Free or Rulers in some", () => {
    expect(states.length).toBeGreaterThan(15);
    expect(states.some(({ state, seat }) => symbolsOf(state, seat).free + symbolsOf(state, seat).rulers > 0)).toBe(true);
    expect(STEPPED_KINDS).toContain("get-food");
  });

  it("every listed Get Food is built by the form: its cards tapped, Chameleons named, yields chosen — and the listed move is what is sent", () => {
    for (const { state, seat } of states) {
      const moves = legal(state, seat);
      const hand = state.players[seat]!.hand;
      const sym = symbolsOf(state, seat);
      const foods = moves.filter((m) => (m.move as Move).kind === "get-food");
      // Each discard once: the form's drafts for it, by outcome.
      const reachable = new Map<string, Set<string>>();
      for (const m of foods) {
        const cards = (m.move as GetFoodMove).groups.flatMap((g) => g.cards);
        const key = bySpecies(cards);
        if (!reachable.has(key)) {
          const got = new Set<string>();
          for (const d of formDrafts(cards, hand, sym)) {
            const built = getFoodMove(d, hand);
            if (getFoodProblems(built, hand, sym).length > 0) continue;
            got.add(outcome(built.groups));
            const sent = listedGetFood(built, moves);
            if (sent) expect(outcome((sent.move as GetFoodMove).groups)).toBe(outcome(built.groups));
          }
          reachable.set(key, got);
        }
        if ((m.move as GetFoodMove).groups.length === 0) continue;
        expect(reachable.get(key)!.has(outcome((m.move as GetFoodMove).groups)), `${m.label} is not reachable`).toBe(true);
      }
    }
  });

  it("whatever the form lets through the engine accepts, and what it stops the engine refuses", () => {
    const rng = new Rng(seedRng("get-food-drafts"));
    let sent = 0;
    let stopped = 0;
    for (const { state, seat } of states) {
      const hand = state.players[seat]!.hand;
      const sym = symbolsOf(state, seat);
      for (let i = 0; i < 12; i++) {
        const cards = hand.filter(() => rng.int(2) === 1);
        if (cards.length === 0) continue;
        const drafts = formDrafts(cards, hand, sym);
        let d = rng.pick(drafts);
        // A yield chosen before the cards changed stays on its slot (the form reports it): try that too.
        if (rng.int(3) === 0) d = { ...d, yields: { ...d.yields, [`${FACTIONS[rng.int(4)]}/0`]: rng.pick([{ draw: 0, influence: true }, { draw: 2, influence: false }, { draw: 1, influence: false }]) } };
        const move = getFoodMove(d, hand);
        const ok = getFoodProblems(move, hand, sym).length === 0;
        expect(accepts(state, seat, move), JSON.stringify(move)).toBe(ok);
        if (ok) sent++;
        else stopped++;
      }
    }
    expect(sent).toBeGreaterThan(50);
    expect(stopped).toBeGreaterThan(3);
  });

  it("adds up the Food as the cards are tapped, saying which make a pair and which stay alone", () => {
    const hand = ["mouse#1", "deer#1", "jackal#1", "chameleon#1"];
    const at = (selected: string[], chameleon: Record<string, Faction> = {}) => {
      const d = { ...EMPTY_GET_FOOD, selected, chameleon };
      return getFoodSummary(getFoodMove(d, hand), { sparrow: false, factions: chameleon });
    };
    expect(at(["mouse#1"])).toEqual({ lines: ["Mouse alone: 1 Food"], total: "In all: 1 Food" });
    expect(at(["mouse#1", "jackal#1"])).toEqual({ lines: ["Mouse alone: 1 Food", "Jackal alone: 1 Food"], total: "In all: 2 Food" });
    expect(at(["mouse#1", "jackal#1", "deer#1"])).toEqual({ lines: ["Mouse and Deer, a pair of Herbivorous Mammals: 3 Food", "Jackal alone: 1 Food"], total: "In all: 4 Food" });
    expect(at(["jackal#1", "chameleon#1"], { "chameleon#1": "CARN" }).lines).toEqual(["Jackal and Chameleon, a pair of Carnivorous Mammals: 3 Food"]);
    expect(getFoodSummary({ kind: "get-food", groups: [] }, { sparrow: false })).toEqual({ lines: [], total: "Discard nothing: no Food" });
    expect(getFoodSummary({ kind: "get-food", groups: [{ cards: ["mouse#1", "deer#1"], draw: 2 }, { cards: ["jackal#1"], draw: 1 }] }, { sparrow: true }))
      .toEqual({ lines: ["Mouse and Deer, a pair of Herbivorous Mammals: 1 Food + 2 cards", "Jackal alone: 1 card"], total: "In all: 1 Food and 3 cards, +1 Food for the Sparrow" });
    expect(getFoodSummary({ kind: "get-food", groups: [{ cards: ["chameleon#1", "deer#1"], influence: true }] }, { sparrow: false, lng: "ru" }))
      .toEqual({ lines: ["Хамелеон и Олень — пара, Травоядные млекопитающие: 1 Влияние"], total: "Всего: 1 Влияние" });
  });
});

describe("Attract in steps (TR6)", () => {
  const states = playStates(40);

  it("finds Attracts to build, some paid from supporters' tokens and some with a meal", () => {
    const all = states.flatMap(({ state, seat }) => attracts(legal(state, seat)));
    expect(all.length).toBeGreaterThan(50);
    expect(all.some((m) => (m.fromSupporters ?? []).length > 0)).toBe(true);
    expect(all.some((m) => m.eat !== undefined)).toBe(true);
    expect(STEPPED_KINDS).toContain("attract");
  });

  it("every listed Attract is built by its steps, and by nothing else", () => {
    for (const { state, seat } of states) {
      const moves = attracts(legal(state, seat));
      const steps = attractSteps(moves);
      for (const m of moves) {
        const walk = walkSteps(moves, steps, answersFor(m, steps));
        expect(walk.built).toBe(m);
      }
    }
  });

  it("asks for the card, then a Chameleon's faction, then a Predator's meal, then what each paying supporter gives of each token, then the reserve's Food and Influence", () => {
    let checked = 0;
    for (const { state, seat } of states) {
      const moves = attracts(legal(state, seat));
      const payers = [...new Set(moves.flatMap((m) => (m.fromSupporters ?? []).map((x) => x.card)))];
      const ids = ["card", "faction", "eat", ...payers.flatMap((card) => [`food:${card}`, `influence:${card}`]), "payFood", "payInfluence"];
      checked += asksEachField(moves, attractSteps(moves), ids, (m, id) => {
        const [token, card] = id.split(":") as ["food" | "influence", string | undefined];
        if (card !== undefined) return m.fromSupporters?.find((x) => x.card === card)?.[token] ?? 0;
        if (id === "payFood" || id === "payInfluence") return m[id];
        return shown(m[id as "card" | "faction" | "eat"]);
      });
    }
    expect(checked).toBeGreaterThan(500);
  });

  it("any way through the steps (each choice, − and +) ends on one listed Attract the engine accepts", () => {
    const rng = new Rng(seedRng("attract-steps"));
    let walks = 0;
    for (const { state, seat } of states) {
      const moves = attracts(legal(state, seat));
      if (moves.length === 0) continue;
      const steps = attractSteps(moves);
      for (let round = 0; round < 6; round++) {
        let answers: StepAnswers = {};
        for (const step of steps) {
          const status = walkSteps(moves, steps, answers).shown.find((x) => x.step.id === step.id);
          if (!status) break;
          if (status.type === "choice") answers = { ...answers, [step.id]: rng.pick(status.options) };
          else if (status.type === "number") {
            let v = status.chosen;
            for (let k = rng.int(4); k > 0; k--) v = stepNumber(status.values, v, rng.int(2) === 0 ? 1 : -1);
            answers = { ...answers, [step.id]: v };
          }
        }
        const walk = walkSteps(moves, steps, answers);
        expect(walk.built, JSON.stringify(answers)).not.toBeNull();
        expect(moves).toContain(walk.built);
        expect(accepts(state, seat, walk.built)).toBe(true);
        walks++;
      }
    }
    expect(walks).toBeGreaterThan(50);
  });
});

/** States where some seat may use an ability, from random games. */
function abilityStates(): { state: State; seat: number }[] {
  const out: { state: State; seat: number }[] = [];
  for (const seats of [3, 4]) {
    for (const botSeed of ["u", "v", "w", "x", "y", "z"]) {
      randomPlayout(twelveOTwelve, {
        seats, options, seed: `ability-${seats}-${botSeed}`, botSeed, maxMoves: 300,
        onMove: (after) => {
          const s = after as State;
          for (const seat of twelveOTwelve.awaiting(s)) if (twelveOTwelve.legalMoves(s, seat).some((m) => m.kind === "use-ability")) out.push({ state: s, seat });
        },
      });
    }
  }
  return out;
}

describe("an ability in steps (TR11)", () => {
  const states = abilityStates();
  const uses = states.map(({ state, seat }) => abilityUses(legal(state, seat)));

  it("finds abilities to use, one with more than eight ways", () => {
    expect(states.length).toBeGreaterThan(30);
    expect(Math.max(...uses.map((u) => u.length))).toBeGreaterThan(8);
    expect(STEPPED_KINDS).toContain("use-ability");
  });

  it("every listed use is built by its steps", () => {
    for (const moves of uses) for (const m of moves) expect(walkSteps(moves, abilitySteps, answersFor(m, abilitySteps)).built).toBe(m);
  });

  it("asks for the ability, then whom, which supporter and token, what to feed, give and take, the card and faction, and what to pay, in the card's order", () => {
    const ids = ["ability", "player", "supporter", "token", "feed", "feedAlso", "give", "take", "card", "faction", "payFood", "payInfluence"];
    let checked = 0;
    for (const moves of uses) {
      checked += asksEachField(moves, abilitySteps, ids, (m, id) =>
        id === "feed" ? shown(m.feed?.[0]) : id === "feedAlso" ? shown(m.feed?.[1]) : id === "payFood" || id === "payInfluence" ? (m[id] ?? 0) : shown(m[id as "ability"]),
      );
    }
    expect(checked).toBeGreaterThan(300);
  });

  it("any way through the steps ends on one listed use the engine accepts", () => {
    const rng = new Rng(seedRng("ability-steps"));
    states.forEach(({ state, seat }, i) => {
      const moves = uses[i]!;
      let answers: StepAnswers = {};
      for (const step of abilitySteps) {
        const status = walkSteps(moves, abilitySteps, answers).shown.find((x) => x.step.id === step.id);
        if (!status) break;
        if (status.type === "choice") answers = { ...answers, [step.id]: rng.pick(status.options) };
        else if (status.type === "number") answers = { ...answers, [step.id]: rng.pick(status.values) };
      }
      const walk = walkSteps(moves, abilitySteps, answers);
      expect(walk.built).not.toBeNull();
      expect(moves).toContain(walk.built);
      expect(accepts(state, seat, walk.built)).toBe(true);
    });
  });
});
