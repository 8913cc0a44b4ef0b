/**
 * The complete choice lists behind `legalMoves` (docs "Legal-move lists"): every meaningfully
 * different Get Food (TR5) and every payment of an Attract (TR6: reserve, Birds' tokens on
 * supporters, a Predator's meal), each listed once.
 *
 * "Meaningfully different" means a different outcome. Copies of one species are
 * interchangeable, and so are two supporters of one owner with the same species, faction and
 * tokens (their `classOf` is equal): a choice is listed once per outcome, naming the first
 * such card. Get Food's grouping is not an outcome either (TR5 groups by faction; only what
 * leaves the hand and what it yields matter). The one exception to completeness: Get Food
 * for very big hands (`GET_FOOD_LIMIT`).
 */
import { invariant } from "../core/game";
import { ANIMAL_IDS, animalOf, FACTIONS, speciesOf, type Faction } from "./cards";
import type { GetFoodGroup } from "./moves";
import type { Supporter } from "./state";

/** What makes two supporters of one owner interchangeable: species, faction (TR12), tokens. */
export const classOf = (s: Supporter): string => `${speciesOf(s.card)}/${s.faction}/${s.food}/${s.influence}`;

/** Hand cards by species, in catalogue order of the species, each species' copies in hand order. */
function bySpecies(hand: readonly string[]): string[][] {
  const groups = new Map<string, string[]>();
  for (const c of hand) {
    const sp = speciesOf(c);
    groups.set(sp, [...(groups.get(sp) ?? []), c]);
  }
  return [...groups.values()].sort((a, b) => order(a[0]!) - order(b[0]!));
}

const ORDER: ReadonlyMap<string, number> = new Map(ANIMAL_IDS.map((id, i) => [id, i]));
const order = (card: string): number => ORDER.get(speciesOf(card))!;

/**
 * Every sub-multiset of the hand's species (one per multiset: the first copies in hand
 * order), from `min` to `max` cards. Used for the setup discards (TR3) and Get Food (TR5).
 */
export function subMultisets(hand: readonly string[], min: number, max: number): string[][] {
  const groups = bySpecies(hand);
  const out: string[][] = [];
  const walk = (i: number, picked: string[]): void => {
    if (picked.length > max) return;
    if (i === groups.length) {
      if (picked.length >= min) out.push(picked);
      return;
    }
    const g = groups[i]!;
    for (let k = 0; k <= g.length; k++) walk(i + 1, [...picked, ...g.slice(0, k)]);
  };
  walk(0, []);
  return out;
}

/**
 * How many Get Food outcomes `legalMoves` lists at most before it cuts (docs "Legal-move
 * lists"): the complete list grows with the sub-multisets of the hand times the yields, from
 * 230 for five cards with both communities to 121,027 (25 MB of JSON) for the largest hand
 * seen in the soak (13 cards).
 */
export const GET_FOOD_LIMIT = 1000;

/** What a Get Food discard yields (TR5): a pair 3 Food (or 1 Influence with Rulers), a single 1; each card drawn instead costs 1 Food. The Sparrow's +1 is not included. */
export function getFoodGains(groups: readonly GetFoodGroup[]): { food: number; influence: number; cards: number } {
  let food = 0;
  let influence = 0;
  let cards = 0;
  for (const g of groups) {
    if (g.influence) influence += 1;
    else food += (g.cards.length === 2 ? 3 : 1) - (g.draw ?? 0);
    cards += g.draw ?? 0;
  }
  return { food, influence, cards };
}

/**
 * The Get Food choices (TR5), smallest discards first: every outcome of every discard of 0, 1,
 * 2, … cards. When the discards of the next size would take the list past `limit` (discards
 * of up to two cards are always listed), the list stops before them and ends with every
 * outcome of discarding the whole hand. Complete for any hand of up to 6 cards (574 at most);
 * `complete` says whether it cut. The cut is the one place where
 * `legalMoves` leaves out a legal choice (see the docs on why).
 */
export function getFoodChoices(hand: readonly string[], sym: { free: number; rulers: number }, limit = GET_FOOD_LIMIT): { choices: GetFoodGroup[][]; complete: boolean } {
  const out: GetFoodGroup[][] = [];
  // Small hands: one walk over every discard, by size; big ones: a walk per size, to stop early.
  const few = bySpecies(hand).reduce((n, g) => n * (g.length + 1), 1) <= 4096;
  const bySize: string[][][] | null = few ? Array.from({ length: hand.length + 1 }, () => []) : null;
  if (bySize) for (const d of subMultisets(hand, 0, hand.length)) bySize[d.length]!.push(d);
  for (let size = 0; size <= hand.length; size++) {
    const level = (bySize ? bySize[size]! : subMultisets(hand, size, size)).flatMap((discard) => getFoodOutcomes(discard, sym));
    if (size > 2 && out.length + level.length > limit) return { choices: [...out, ...getFoodOutcomes(bySpecies(hand).flat(), sym)], complete: false };
    out.push(...level);
  }
  return { choices: out, complete: true };
}

/**
 * Every outcome of discarding exactly `discard` (TR5): each feasible number of pairs (fixed by
 * faction, except that Chameleons may pair with a leftover card, with each other, or stay
 * single — at most four singles, one per faction), then with Rulers 1+ each number of pairs
 * taken as 1 Influence, then with Free 1+ each number of cards taken instead of Food. One
 * grouping per outcome.
 */
function getFoodOutcomes(discard: readonly string[], sym: { free: number; rulers: number }): GetFoodGroup[][] {
  if (discard.length === 0) return [[]];
  const out: GetFoodGroup[][] = [];
  // `discard` is in catalogue order, so each faction's cards come together.
  const chameleons: string[] = [];
  const pairs: string[][] = [];
  const leftovers: string[] = [];
  let run: string[] = [];
  let runFaction: string | null = null;
  const flush = () => {
    for (let i = 0; i + 1 < run.length; i += 2) pairs.push([run[i]!, run[i + 1]!]);
    if (run.length % 2 === 1) leftovers.push(run.at(-1)!);
  };
  for (const c of discard) {
    const a = animalOf(c);
    if (a.id === "chameleon") chameleons.push(c);
    else {
      if (a.faction !== runFaction) {
        invariant(runFaction === null || FACTIONS.indexOf(a.faction) > FACTIONS.indexOf(runFaction as Faction), "discard not in catalogue order");
        flush();
        run = [];
        runFaction = a.faction;
      }
      run.push(c);
    }
  }
  flush();
  // a: Chameleons paired with a leftover; b: pairs of two Chameleons; the rest stay single.
  const groupings = new Map<number, GetFoodGroup[]>();
  for (let a = Math.min(chameleons.length, leftovers.length); a >= 0; a--) {
    for (let b = Math.floor((chameleons.length - a) / 2); b >= 0; b--) {
      const singles = leftovers.length - a + chameleons.length - a - 2 * b;
      if (singles > FACTIONS.length) continue;
      const count = pairs.length + a + b;
      if (groupings.has(count)) continue;
      const cham = chameleons.slice();
      groupings.set(count, [
        ...pairs.map((cards) => ({ cards })),
        ...leftovers.slice(0, a).map((c) => ({ cards: [cham.shift()!, c] })),
        ...Array.from({ length: b }, () => ({ cards: [cham.shift()!, cham.shift()!] })),
        ...leftovers.slice(a).map((c) => ({ cards: [c] })),
        ...cham.map((c) => ({ cards: [c] })),
      ]);
    }
  }
  for (const groups of groupings.values()) {
    const pairCount = groups.filter((g) => g.cards.length === 2).length;
    for (let inf = 0; inf <= (sym.rulers >= 1 ? pairCount : 0); inf++) {
      const maxDraw = sym.free >= 1 ? discard.length - 2 * inf : 0;
      for (let drawn = 0; drawn <= maxDraw; drawn++) out.push(withYields(groups, inf, drawn));
    }
  }
  return out;
}

/** The first `influence` pairs give 1 Influence; `drawn` cards replace Food, singles first. */
function withYields(groups: readonly GetFoodGroup[], influence: number, drawn: number): GetFoodGroup[] {
  let inf = influence;
  let left = drawn;
  const res = groups.map((g): GetFoodGroup => (g.cards.length === 2 && inf > 0 ? (inf--, { cards: g.cards.slice(), influence: true }) : { cards: g.cards.slice() }));
  for (const size of [1, 2]) {
    for (const g of res) {
      if (left === 0 || g.cards.length !== size || g.influence) continue;
      const n = Math.min(size, left);
      g.draw = n;
      left -= n;
    }
  }
  return res;
}

export interface Payment {
  payFood: number;
  payInfluence: number;
  fromSupporters?: { card: string; food: number; influence: number }[];
}

/**
 * Every way to pay `need` (TR6): Food/Influence splits from the reserve, and when `tokens`
 * is given (Birds), any tokens of those supporters too. Listed once per outcome: what the
 * reserve pays and what stays on the supporters (as a multiset of `classOf`). Reserve-only
 * payments come first, most Food first.
 */
export function payments(need: number, reserve: { food: number; influence: number }, tokens: readonly Supporter[] | null): Payment[] {
  const out: Payment[] = splits(need, reserve.food, reserve.influence).map((s) => ({ payFood: s.food, payInfluence: s.influence }));
  if (!tokens || need === 0) return out;
  const holders = tokens.filter((s) => s.food + s.influence > 0);
  const seen = new Set<string>();
  const walk = (i: number, left: number, taken: { card: string; food: number; influence: number }[]): void => {
    if (i === holders.length) {
      if (taken.length === 0) return;
      for (const s of splits(left, reserve.food, reserve.influence)) {
        const after = holders.map((h) => {
          const t = taken.find((x) => x.card === h.card);
          return classOf({ ...h, food: h.food - (t?.food ?? 0), influence: h.influence - (t?.influence ?? 0) });
        });
        const key = `${s.food}/${s.influence}|${after.sort().join(",")}`;
        if (seen.has(key)) continue;
        seen.add(key);
        out.push({ payFood: s.food, payInfluence: s.influence, fromSupporters: taken });
      }
      return;
    }
    const h = holders[i]!;
    for (let f = 0; f <= Math.min(h.food, left); f++) {
      for (let n = 0; n <= Math.min(h.influence, left - f); n++) {
        walk(i + 1, left - f - n, f + n > 0 ? [...taken, { card: h.card, food: f, influence: n }] : taken);
      }
    }
  };
  walk(0, need, []);
  return out;
}

/** Splits of `need` into Food + Influence within the given limits, most Food first. */
export function splits(need: number, food: number, influence: number): { food: number; influence: number }[] {
  const out: { food: number; influence: number }[] = [];
  for (let f = Math.min(need, food); f >= 0; f--) if (need - f <= influence) out.push({ food: f, influence: need - f });
  return out;
}
