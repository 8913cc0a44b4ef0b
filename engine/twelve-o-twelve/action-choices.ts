/**
 * The Attract and Poach choices `legalMoves` lists (TR6, TR8; docs "Legal-move lists"), and
 * what a Poach costs. Built on every turn of random play, so each list is worked out once per
 * call: a Predator's possible meals, the poacher's own modifiers.
 */
import { dedupeBy } from "../core/lists";
import { factionsFor, onePerSpecies } from "./abilities";
import { animalOf, FACTIONS, speciesOf, type Faction } from "./cards";
import { classOf, payments, type Payment } from "./choices";
import { countsAs, player, supporterOf } from "./effects";
import { invariant } from "../core/game";
import type { AttractMove, Move } from "./moves";
import type { Player, State, Supporter } from "./state";

/**
 * Attract choices (TR6): one card per species (a Chameleon under each faction); every
 * payment of the appetite (`payments`: reserve splits, and for Birds any tokens of your
 * supporters); for Predators also each supporter to eat (one per `classOf`), its tokens back
 * in the reserve, then every payment of the difference (Tiger: 1 less; Eagle: tokens too).
 */
export function attractOptions(d: State, seat: number): AttractMove[] {
  const p = player(d, seat);
  const out: AttractMove[] = [];
  const tiger = p.leader === "tiger" ? 1 : 0;
  let meals: Supporter[] | null = null; // one supporter per `classOf`, worked out for the first Predator
  for (const card of onePerSpecies(p.hand)) {
    const a = animalOf(card);
    for (const faction of factionsFor(card)) {
      const named = speciesOf(card) === "chameleon" ? faction : undefined;
      const bird = faction === "BIRD";
      for (const pay of payments(a.appetite, p, bird ? p.supporters : null)) out.push(attractMove(card, undefined, pay, named));
      if (!a.predator) continue;
      meals ??= dedupeBy(p.supporters, classOf);
      for (const s of meals) {
        const eaten = animalOf(s.card).appetite;
        if (eaten > a.appetite) continue;
        const need = Math.max(0, a.appetite - eaten - tiger);
        const reserve = { food: p.food + s.food, influence: p.influence + s.influence };
        for (const pay of payments(need, reserve, bird ? p.supporters.filter((x) => x !== s) : null)) out.push(attractMove(card, s.card, pay, named));
      }
    }
  }
  return out;
}

/** An Attract move with its fields in the order the lists have always had (kind, card, eat, payment, faction), optional ones left out. */
function attractMove(card: string, eat: string | undefined, pay: Payment, faction: Faction | undefined): AttractMove {
  const m: AttractMove = eat === undefined ? { kind: "attract", card, payFood: pay.payFood, payInfluence: pay.payInfluence }
    : { kind: "attract", card, eat, payFood: pay.payFood, payInfluence: pay.payInfluence };
  if (pay.fromSupporters) m.fromSupporters = pay.fromSupporters;
  if (faction !== undefined) m.faction = faction;
  return m;
}

/** TR8: appetite + tokens, + Mongoose, − Grass Snakes, − Alligator, − Rhino on Herbivores; never below 1. */
export function poachCost(d: State, seat: number, owner: number, card: string): number {
  const s = supporterOf(player(d, owner), card);
  invariant(s, `${card} is not a supporter of ${owner}`);
  return poachCostWith(d, poacherOf(player(d, seat)), owner, s);
}

/** What of the poacher's own table changes every Poach it makes (TR8). */
interface Poacher { readonly snakes: number; readonly alligator: boolean; readonly rhino: boolean }

function poacherOf(p: Player): Poacher {
  let snakes = 0;
  let rhino = false;
  for (const x of p.supporters) {
    const sp = speciesOf(x.card);
    if (sp === "snake") snakes++;
    else if (sp === "rhino") rhino = true;
  }
  return { snakes, alligator: p.leader === "alligator", rhino };
}

function poachCostWith(d: State, poacher: Poacher, owner: number, s: Supporter): number {
  let cost = animalOf(s.card).appetite + s.food + s.influence;
  if (player(d, owner).leader === "mongoose") cost += 1;
  cost -= poacher.snakes;
  if (poacher.alligator) cost -= 1;
  if (poacher.rhino && countsAs(d, s, "HERB", "forOthers")) cost -= 2;
  return Math.max(1, cost);
}

/** Poach choices (TR8): each affordable supporter of another player, one per `classOf`; a Chameleon under each faction. */
export function poachOptions(d: State, seat: number): Move[] {
  const p = player(d, seat);
  if (p.influence < 1) return []; // a Poach costs 1 Influence at least
  const poacher = poacherOf(p);
  return d.players.flatMap((o, owner) =>
    owner === seat
      ? []
      : dedupeBy(o.supporters.filter((s) => poachCostWith(d, poacher, owner, s) <= p.influence), classOf)
          .flatMap((s): Move[] =>
            speciesOf(s.card) === "chameleon" ? FACTIONS.map((faction) => ({ kind: "poach" as const, card: s.card, faction })) : [{ kind: "poach" as const, card: s.card }],
          ),
  );
}
