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
import { ANIMAL_IDS, animalOf, FACTIONS, speciesOf } from "./cards";
import type { GetFoodGroup } from "./moves";
import type { Supporter } from "./state";

/** What makes two supporters of one owner interchangeable: species, faction (TR12), tokens. */
export const classOf = (s: Supporter): string => `${speciesOf(s.card)}/${s.faction}/${s.food}/${s.influence}`;

/** Hand cards by species, in catalogue order of the species, each species' copies in hand order. */
interface SpeciesCards {
  readonly cards: string[];
  /** The cards' positions in the hand. */
  readonly slots: number[];
  /** Catalogue position of the species. */
  readonly order: number;
  /** Index in FACTIONS of the printed faction; -1 for a Chameleon (it pairs with anything, TR12). */
  readonly faction: number;
}

function bySpecies(hand: readonly string[]): SpeciesCards[] {
  const groups: SpeciesCards[] = [];
  hand.forEach((c, slot) => {
    const a = animalOf(c);
    const order = ORDER.get(a.id)!;
    const g = groups.find((x) => x.order === order);
    if (g) {
      g.cards.push(c);
      g.slots.push(slot);
    } else groups.push({ cards: [c], slots: [slot], order, faction: a.id === "chameleon" ? -1 : FACTIONS.indexOf(a.faction) });
  });
  return groups.sort((a, b) => a.order - b.order);
}

const ORDER: ReadonlyMap<string, number> = new Map(ANIMAL_IDS.map((id, i) => [id, i]));

/**
 * Calls `visit` with every sub-multiset of `groups` of exactly `size` cards (one per
 * multiset: the first copies in hand order), as hand positions in catalogue order, in one
 * fixed order: fewer copies of an earlier species first. `picked` is one shared stack (read
 * it, do not keep it); `visit` returning false stops the walk, and `forEachDiscard` then
 * returns false.
 */
function forEachDiscard(groups: readonly SpeciesCards[], size: number, visit: (picked: readonly number[]) => boolean): boolean {
  const rest: number[] = new Array<number>(groups.length + 1).fill(0);
  for (let i = groups.length - 1; i >= 0; i--) rest[i] = rest[i + 1]! + groups[i]!.cards.length;
  const picked: number[] = [];
  const walk = (i: number, need: number): boolean => {
    if (need === 0) return visit(picked);
    if (rest[i]! < need) return true;
    const g = groups[i]!;
    const depth = picked.length;
    for (let k = 0; k <= g.slots.length && k <= need; k++) {
      if (k > 0) picked.push(g.slots[k - 1]!);
      if (!walk(i + 1, need - k)) return false;
    }
    while (picked.length > depth) picked.pop();
    return true;
  };
  return walk(0, size);
}

/**
 * Every sub-multiset of the hand's species (one per multiset: the first copies in hand
 * order), from `min` to `max` cards. Used for the setup discards (TR3).
 */
export function subMultisets(hand: readonly string[], min: number, max: number): string[][] {
  const groups = bySpecies(hand);
  const out: string[][] = [];
  const picked: string[] = [];
  const walk = (i: number): void => {
    if (picked.length > max) return;
    if (i === groups.length) {
      if (picked.length >= min) out.push(picked.slice());
      return;
    }
    const g = groups[i]!.cards;
    const depth = picked.length;
    for (let k = 0; k <= g.length; k++) {
      if (k > 0) picked.push(g[k - 1]!);
      walk(i + 1);
    }
    picked.length = depth;
  };
  walk(0);
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
 *
 * `legalMoves` lists this on every turn, so it walks the discards on one shared stack and
 * builds each outcome once, straight into the list; a size that will be cut stops as soon as
 * the list passes `limit`.
 */
export function getFoodChoices(hand: readonly string[], sym: { free: number; rulers: number }, limit = GET_FOOD_LIMIT): { choices: GetFoodGroup[][]; complete: boolean } {
  const groups = bySpecies(hand);
  const table = new GroupTable(hand, groups);
  const out: GetFoodGroup[][] = [];
  const free = sym.free >= 1;
  const rulers = sym.rulers >= 1;
  for (let size = 0; size <= hand.length; size++) {
    const before = out.length;
    const bounded = size > 2;
    const listed = forEachDiscard(groups, size, (picked) => {
      pushOutcomes(out, table, picked, free, rulers);
      return !(bounded && out.length > limit);
    });
    if (!listed) {
      out.length = before;
      forEachDiscard(groups, hand.length, (picked) => (pushOutcomes(out, table, picked, free, rulers), true));
      return { choices: out, complete: false };
    }
  }
  return { choices: out, complete: true };
}

/** Yields of a group, as `GroupTable` files them. */
const PLAIN = 0;
const INFLUENCE = 1;
/** `DRAW + n`: n cards drawn instead of Food. */
const DRAW = 1;

/**
 * The groups of one Get Food list, by hand positions (`b` -1 for a single card) and yield,
 * each made once and shared by every outcome that has it: a list repeats the same few groups
 * hundreds of times, and moves are read, never changed.
 */
class GroupTable {
  private readonly groups: (GetFoodGroup | undefined)[];
  private readonly cards: (string[] | undefined)[];
  /** Faction index of each hand position (-1: Chameleon). */
  readonly faction: number[];

  constructor(private readonly hand: readonly string[], species: readonly SpeciesCards[]) {
    const n = hand.length + 1;
    this.cards = new Array<string[] | undefined>(n * n);
    this.groups = new Array<GetFoodGroup | undefined>(n * n * 4);
    this.faction = new Array<number>(hand.length).fill(-1);
    for (const g of species) for (const slot of g.slots) this.faction[slot] = g.faction;
  }

  group(a: number, b: number, yields: number): GetFoodGroup {
    const at = a * (this.hand.length + 1) + b + 1;
    const known = this.groups[at * 4 + yields];
    if (known) return known;
    const cards = (this.cards[at] ??= b < 0 ? [this.hand[a]!] : [this.hand[a]!, this.hand[b]!]);
    const made: GetFoodGroup = yields === PLAIN ? { cards } : yields === INFLUENCE ? { cards, influence: true } : { cards, draw: yields - DRAW };
    this.groups[at * 4 + yields] = made;
    return made;
  }
}

/**
 * Appends every outcome of discarding exactly `discard` (hand positions in catalogue order,
 * TR5): each feasible number of pairs (fixed by faction, except that Chameleons may pair
 * with a leftover card, with each other, or stay single — at most four singles, one per
 * faction), then with Rulers 1+ each number of pairs taken as 1 Influence, then with Free 1+
 * each number of cards taken instead of Food. One grouping per outcome.
 */
function pushOutcomes(out: GetFoodGroup[][], table: GroupTable, discard: readonly number[], free: boolean, rulers: boolean): void {
  if (discard.length === 0) {
    out.push([]);
    return;
  }
  // `discard` is in catalogue order, so each faction's cards come together. A grouping is a
  // flat list of (first, second) hand positions, second -1 for a single card.
  const chameleons: number[] = [];
  const pairs: number[] = [];
  const leftovers: number[] = [];
  let runFaction = -1;
  let open = -1;
  for (const c of discard) {
    const f = table.faction[c]!;
    if (f < 0) {
      chameleons.push(c);
      continue;
    }
    if (f !== runFaction) {
      invariant(f > runFaction, "discard not in catalogue order");
      if (open >= 0) leftovers.push(open);
      open = -1;
      runFaction = f;
    }
    if (open < 0) open = c;
    else {
      pairs.push(open, c);
      open = -1;
    }
  }
  if (open >= 0) leftovers.push(open);
  if (chameleons.length === 0) {
    // The common case: the pairs are fixed, every leftover is a single (one per faction).
    const pairCount = pairs.length / 2;
    for (const c of leftovers) pairs.push(c, -1);
    pushYields(out, table, pairs, pairCount, discard.length, free, rulers);
    return;
  }
  // a: Chameleons paired with a leftover; b: pairs of two Chameleons; the rest stay single.
  const counts: number[] = [];
  for (let a = Math.min(chameleons.length, leftovers.length); a >= 0; a--) {
    for (let b = Math.floor((chameleons.length - a) / 2); b >= 0; b--) {
      const singles = leftovers.length - a + chameleons.length - a - 2 * b;
      if (singles > FACTIONS.length) continue;
      const count = pairs.length / 2 + a + b;
      if (counts.includes(count)) continue;
      counts.push(count);
      const cham = chameleons.slice();
      const grouping = pairs.slice();
      for (const c of leftovers.slice(0, a)) grouping.push(cham.shift()!, c);
      for (let k = 0; k < b; k++) grouping.push(cham.shift()!, cham.shift()!);
      for (const c of leftovers.slice(a)) grouping.push(c, -1);
      for (const c of cham) grouping.push(c, -1);
      pushYields(out, table, grouping, count, discard.length, free, rulers);
    }
  }
}

/**
 * One grouping's outcomes: the first `influence` pairs give 1 Influence (Rulers), for each
 * number of them; then each number of cards drawn instead of Food (Free), singles first.
 */
function pushYields(out: GetFoodGroup[][], table: GroupTable, grouping: readonly number[], pairCount: number, discarded: number, free: boolean, rulers: boolean): void {
  const size = grouping.length / 2;
  const singles = size - pairCount;
  for (let influence = 0; influence <= (rulers ? pairCount : 0); influence++) {
    const maxDraw = free ? discarded - 2 * influence : 0;
    for (let drawn = 0; drawn <= maxDraw; drawn++) {
      let inf = influence;
      let singleDraws = Math.min(singles, drawn);
      let pairDraws = drawn - singleDraws;
      const groups: GetFoodGroup[] = new Array<GetFoodGroup>(size);
      for (let j = 0; j < size; j++) {
        const a = grouping[2 * j]!;
        const b = grouping[2 * j + 1]!;
        let yields = PLAIN;
        if (b >= 0) {
          if (inf > 0) {
            inf--;
            yields = INFLUENCE;
          } else if (pairDraws > 0) {
            const n = pairDraws >= 2 ? 2 : 1;
            pairDraws -= n;
            yields = DRAW + n;
          }
        } else if (singleDraws > 0) {
          singleDraws--;
          yields = DRAW + 1;
        }
        groups[j] = table.group(a, b, yields);
      }
      out.push(groups);
    }
  }
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
  const untouched = holders.map(classOf);
  // Tokens on holders i.. : a branch that leaves more than they and the reserve can pay has no payment.
  const tokensFrom: number[] = new Array<number>(holders.length + 1).fill(0);
  for (let i = holders.length - 1; i >= 0; i--) tokensFrom[i] = tokensFrom[i + 1]! + holders[i]!.food + holders[i]!.influence;
  const seen = new Set<string>();
  const walk = (i: number, left: number, taken: { card: string; food: number; influence: number }[]): void => {
    if (left > tokensFrom[i]! + reserve.food + reserve.influence) return;
    if (i === holders.length) {
      if (taken.length === 0) return;
      const ways = splits(left, reserve.food, reserve.influence);
      if (ways.length === 0) return;
      // What stays on the supporters, the same for every split of the rest: as the classes
      // the taking removes and adds (what both share cancelled), equal exactly when the
      // supporters are left alike.
      const removed: string[] = [];
      const added: string[] = [];
      for (const t of taken) {
        const k = holders.findIndex((h) => h.card === t.card);
        const h = holders[k]!;
        const now = classOf({ ...h, food: h.food - t.food, influence: h.influence - t.influence });
        const j = added.indexOf(untouched[k]!);
        if (j >= 0) added.splice(j, 1);
        else removed.push(untouched[k]!);
        const i = removed.indexOf(now);
        if (i >= 0) removed.splice(i, 1);
        else added.push(now);
      }
      const after = `${removed.sort().join(",")}>${added.sort().join(",")}`;
      for (const s of ways) {
        const key = `${s.food}/${s.influence}|${after}`;
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
