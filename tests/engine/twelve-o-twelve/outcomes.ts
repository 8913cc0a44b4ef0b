/**
 * Outcomes of moves, for the completeness tests of the legal-move lists: a state with card
 * instances replaced by species (copies are interchangeable), and a brute force over card
 * instances that yields a superset of the legal moves (`apply` decides which are legal).
 */
import { FACTIONS } from "../../../engine/twelve-o-twelve/cards";
import { symbols } from "../../../engine/twelve-o-twelve/effects";
import { twelveOTwelve as g } from "../../../engine/twelve-o-twelve/index";
import type { GetFoodGroup, Move, UseAbilityMove } from "../../../engine/twelve-o-twelve/moves";
import type { State, Supporter } from "../../../engine/twelve-o-twelve/state";

const sp = (card: string): string => card.replace(/#\d+$/, "");

/** The state with card instances replaced by species and unordered piles sorted (events and ability ids left out). */
export function outcome(s: State): string {
  return JSON.stringify({
    ...s,
    events: [],
    nextAbilityId: 0,
    deck: s.deck.map(sp),
    discard: s.discard.map(sp).sort(),
    players: s.players.map((p) => ({
      ...p,
      hand: p.hand.map(sp).sort(),
      supporters: p.supporters.map((x) => JSON.stringify({ ...x, card: sp(x.card) })).sort(),
    })),
    stack: s.stack.map((f) => (f.type === "batch" ? { ...f, abilities: f.abilities.map((a) => JSON.stringify({ ...a, id: "", source: a.source && sp(a.source) })).sort() } : f)),
  });
}

/** Token takes from `from` (each supporter any of its Food and Influence), at most `max` in all. */
function takes(from: readonly Supporter[], max: number): { card: string; food: number; influence: number }[][] {
  if (from.length === 0) return [[]];
  const [h, ...rest] = from;
  const out: { card: string; food: number; influence: number }[][] = [];
  for (let f = 0; f <= Math.min(h!.food, max); f++) {
    for (let i = 0; i <= Math.min(h!.influence, max - f); i++) {
      for (const more of takes(rest, max - f - i)) out.push(f + i > 0 ? [{ card: h!.card, food: f, influence: i }, ...more] : more);
    }
  }
  return out;
}

/** Every well-formed move over card instances that could be legal now (a superset; `apply` decides). */
export function bruteForce(s: State, seat: number): Move[] {
  const p = s.players[seat]!;
  const top = s.stack.at(-1);
  const all = s.players.flatMap((o) => o.supporters);
  if (top?.type === "batch") {
    return top.abilities.filter((a) => a.seat === seat).flatMap((pa): Move[] => {
      const use = (x: Omit<UseAbilityMove, "kind" | "ability">): UseAbilityMove => ({ kind: "use-ability", ability: pa.id, ...x });
      const skip: Move = { kind: "skip-ability", ability: pa.id };
      const fs = [undefined, ...FACTIONS];
      switch (pa.ability) {
        case "cobra": case "fox": case "goat": return [skip, ...s.players.map((_, player) => use({ player }))];
        case "giraffe": case "supplier": case "crocodile": return [skip, ...all.map((x) => use({ supporter: x.card }))];
        case "magpie": return [skip, ...all.flatMap((x) => (["food", "influence"] as const).map((token) => use({ supporter: x.card, token })))];
        case "owl": return [skip, ...p.supporters.flatMap((a) => p.supporters.map((b) => use({ feed: [a.card, b.card] })))];
        case "eagle": case "name-chameleon": return [skip, ...FACTIONS.map((faction) => use({ faction }))];
        case "turtle": return [skip, ...p.supporters.flatMap((give) => all.flatMap((take) => fs.map((faction) => use({ give: give.card, take: take.card, faction }))))];
        case "penguin": return [skip, ...p.hand.flatMap((card) => fs.flatMap((faction) => [0, 1, 2, 3, 4, 5].flatMap((payFood) => [0, 1, 2, 3, 4, 5].map((payInfluence) => use({ card, faction, payFood, payInfluence })))))];
        default: return [skip, use({})];
      }
    });
  }
  if (s.phase !== "play" || s.turn.seat !== seat) return [];
  const out: Move[] = [{ kind: "end-turn" }, ...[undefined, ...s.players.keys()].map((raven): Move => ({ kind: "seek-contacts", raven }))];
  const sym = symbols(s, seat);
  const singleYields = sym.free >= 1 ? [{}, { draw: 1 }] : [{}];
  const pairYields = [{}, ...(sym.free >= 1 ? [{ draw: 1 }, { draw: 2 }] : []), ...(sym.rulers >= 1 ? [{ influence: true }] : [])];
  const food = (rest: readonly string[], groups: GetFoodGroup[]): void => {
    if (rest.length === 0) return void out.push({ kind: "get-food", groups });
    const [c, ...others] = rest;
    food(others, groups);
    for (const y of singleYields) food(others, [...groups, { cards: [c!], ...y }]);
    others.forEach((o, i) => { for (const y of pairYields) food(others.filter((_, j) => j !== i), [...groups, { cards: [c!, o], ...y }]); });
  };
  food(p.hand, []);
  for (const card of p.hand) {
    // A faction named for another card than a Chameleon is rejected, or changes nothing.
    for (const faction of card.startsWith("chameleon#") ? FACTIONS : [undefined]) {
      for (const eat of [undefined, ...p.supporters.map((x) => x.card)]) {
        for (const fromSupporters of takes(p.supporters.filter((x) => x.card !== eat), 5)) {
          for (let payFood = 0; payFood <= 5; payFood++) {
            for (let payInfluence = 0; payInfluence <= 5 - payFood; payInfluence++) {
              out.push({ kind: "attract", card, payFood, payInfluence, ...(eat ? { eat } : {}), ...(faction ? { faction } : {}), ...(fromSupporters.length ? { fromSupporters } : {}) });
            }
          }
        }
      }
    }
  }
  for (const x of all) for (const faction of [undefined, ...FACTIONS]) out.push({ kind: "poach", card: x.card, ...(faction ? { faction } : {}) });
  return out;
}

/** Outcomes of the moves `apply` accepts. */
export function outcomes(s: State, seat: number, moves: readonly Move[]): Set<string> {
  const out = new Set<string>();
  for (const m of moves) {
    try {
      out.add(outcome(g.apply(s, seat, m)));
    } catch {
      // rejected: not a legal move
    }
  }
  return out;
}

