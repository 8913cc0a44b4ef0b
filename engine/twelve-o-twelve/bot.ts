/**
 * The 12-0-12 bot, "the Old Fox": a 1-ply look-ahead over every legal move (docs/engine.md
 * "Bots"). It keeps the Leader whose condition its hand serves best, discards what serves it
 * least, and then plays the move that leaves the best position: VP first (the game is won at
 * 8 VP with the Leader's condition, TR14), the Leader's condition next, then Food, Influence
 * and cards in hand, less the same for the strongest rival.
 *
 * Fair play: moves are tried on a determinized copy (other hands and the deck dealt again
 * from the cards the seat cannot see, a fixed RNG), so draws, the Raven's steal and rivals'
 * hands in the look-ahead are never the real ones.
 */
import { dealHidden, determinizedRng, lookaheadBot, type LookaheadPolicy } from "../core/bot";
import type { Seat } from "../core/game";
import { animalOf, type Faction, type LeaderId } from "./cards";
import { twelveOTwelve } from "./index";
import type { Move } from "./moves";
import type { Player, State, Supporter } from "./state";

/** A supporter counts towards a Leader's condition (Chameleons count as needed, as in the rules). */
function serves(leader: LeaderId, faction: Faction, animal: { appetite: number; community: unknown; id: string }): boolean {
  const chameleon = animal.id === "chameleon";
  switch (leader) {
    case "rabbit": return faction === "HERB" || chameleon;
    case "sparrow": return faction === "BIRD" || chameleon;
    case "tiger": return faction === "CARN" || chameleon;
    case "alligator": return faction === "REPT" || chameleon;
    case "viper": return animal.appetite === 1;
    case "goat": return animal.appetite >= 4;
    case "mongoose": return animal.community !== null;
    case "raven": return true;
  }
}

const NEED: Record<LeaderId, number> = { rabbit: 4, sparrow: 4, tiger: 3, alligator: 4, viper: 3, goat: 3, mongoose: 3, raven: 4 };

/** How far a seat is towards its Leader's condition, 0..1 (1 without Leaders). */
function leaderProgress(p: Player): number {
  if (!p.leader) return 1;
  const leader = p.leader;
  if (leader === "raven") {
    const factions = new Set(p.supporters.map((s) => s.faction));
    const chameleons = p.supporters.filter((s) => animalOf(s.card).id === "chameleon").length;
    return Math.min(4, factions.size + chameleons) / 4;
  }
  const n = p.supporters.filter((s: Supporter) => serves(leader, s.faction, animalOf(s.card))).length;
  return Math.min(n, NEED[leader]) / NEED[leader];
}

/** Cards in hand are worth less the more one holds (the fifth is nearly free to get). */
function handValue(n: number): number {
  const worth = [30, 22, 15, 10, 6];
  let v = 0;
  for (let i = 0; i < n; i++) v += worth[i] ?? 3;
  return v;
}

/** How useful a hand card is to a Leader: serving the condition, and cheap. */
function cardWorth(leader: LeaderId | null, card: string): number {
  const a = animalOf(card);
  return (leader && serves(leader, a.faction, a) ? 3 : 0) + a.vp * 2 - a.appetite * 0.6;
}

/**
 * The next Attract in sight: the best hand card, less what its appetite still lacks in Food
 * and Influence. This is what makes Get Food worth its cards (1-ply cannot see two turns).
 */
function nextAttract(p: Player): number {
  let best = 0;
  for (const c of p.hand) {
    const a = animalOf(c);
    const lack = Math.max(0, a.appetite - p.food - p.influence);
    const serving = p.leader && serves(p.leader, a.faction, a) && leaderProgress(p) < 1 ? 30 : 0;
    best = Math.max(best, 80 + serving + 20 * (a.vp - 1) - 20 * lack);
  }
  return best;
}

function position(s: State, seat: Seat, vp: readonly number[]): number {
  const p = s.players[seat]!;
  const tokens = p.supporters.reduce((n, x) => n + x.food + x.influence, 0);
  return vp[seat]! * 100 + leaderProgress(p) * 160 + p.food * 8 + p.influence * 10 + tokens * 3 + handValue(p.hand.length) + nextAttract(p);
}

function evaluate(s: State, seat: Seat): number {
  const r = twelveOTwelve.result(s);
  if (r.finished) return r.winners.includes(seat) ? 1e6 / r.winners.length : -1e6;
  const mine = position(s, seat, r.scores);
  let rival = -Infinity;
  for (let other = 0; other < s.players.length; other++) {
    if (other === seat) continue;
    const p = s.players[other]!;
    // A rival close to winning matters most: its VP and its Leader's condition.
    rival = Math.max(rival, r.scores[other]! * 90 + leaderProgress(p) * 120 + p.food * 4 + p.influence * 6);
  }
  return mine - rival;
}

/** Setup: keep the Leader the hand serves best; discard the cards that serve it least. */
function setupChoice(s: State, seat: Seat, legal: readonly Move[]): Move | null {
  const p = s.players[seat]!;
  const leaders = legal.filter((m): m is Extract<Move, { kind: "choose-leader" }> => m.kind === "choose-leader");
  if (leaders.length > 0) {
    const value = (l: LeaderId) => p.hand.reduce((v, c) => v + cardWorth(l, c), 0) + (l === "raven" ? 1 : 0);
    return leaders.reduce((best, m) => (value(m.leader) > value(best.leader) ? m : best));
  }
  const discards = legal.filter((m): m is Extract<Move, { kind: "setup-discard" }> => m.kind === "setup-discard");
  if (discards.length > 0) {
    const leader = p.leader;
    const kept = (m: { cards: string[] }) => p.hand.filter((c) => !m.cards.includes(c)).reduce((v, c) => v + cardWorth(leader, c), 0);
    return discards.reduce((best, m) => (kept(m) > kept(best) ? m : best));
  }
  return null;
}

/** Other hands and the deck dealt again from the unseen cards; Leaders not kept dropped. */
function determinize(s: State, seat: Seat, sample: number): State {
  const others = s.players.map((_, i) => i).filter((i) => i !== seat);
  const pool = [...s.deck, ...others.flatMap((i) => s.players[i]!.hand)];
  const [deck, ...hands] = dealHidden(pool, [s.deck.length, ...others.map((i) => s.players[i]!.hand.length)], sample);
  const players = s.players.map((p, i) => {
    if (i === seat) return p;
    const hand = hands[others.indexOf(i)]!;
    // Before the reveal a rival's Leader and discards are unknown: the copy drops them.
    if (s.phase === "setup") return { ...p, hand, leader: null, leaderOptions: [], setupDiscard: null };
    return { ...p, hand, leaderOptions: p.leader ? [p.leader] : [] };
  });
  return { ...s, deck: deck!, players, rng: determinizedRng(sample), events: [] };
}

/** How the bot judges moves; exported so tests can run the same policy with other parts. */
export const twelveOTwelvePolicy: LookaheadPolicy<State, Move> = {
  samples: 1,
  determinize,
  candidates(s, seat, legal) {
    if (s.phase === "setup") {
      const m = setupChoice(s, seat, legal);
      if (m) return [m];
    }
    return legal;
  },
  // Discarding nothing to Get Food is a pass: worse than any move that makes progress.
  evaluate: (after, seat, move) => evaluate(after, seat) - (move.kind === "get-food" && move.groups.length === 0 ? 30 : 0),
};

export const twelveOTwelveBot = lookaheadBot(twelveOTwelve, "the Old Fox", twelveOTwelvePolicy);

