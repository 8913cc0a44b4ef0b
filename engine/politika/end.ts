/**
 * The end of a turn and of the game (PR14): counting votes, final scores; and the invariants
 * the property test and the soak run check after every move.
 */
import type { Seat } from "../core/game";
import { Rng } from "../core/rng";
import {
  ACTION_CARD_IDS, EVENT_CARD_IDS, MAX_REPRESENTATIVES_PER_REGION, PRODUCTION_CARD_IDS, REGION_IDS,
  TOKENS_PER_REGION, UPRISING_IDS,
} from "./cards";
import { score } from "./board";
import type { State } from "./state";
import { startTurn } from "./production";
import type { Draft } from "./setup";

export function endTurn(s: Draft, rng: Rng): void {
  s.current = (s.current + 1) % s.players;
  if (s.current === s.highRoller) s.round += 1;
  if (s.round > s.rounds) finishGame(s);
  else startTurn(s, rng);
}

/** PR14: score, then the weighted tie vote if several lead and not everyone is tied. */
export function finishGame(s: Draft): void {
  s.offers = [];
  s.challenge = null;
  s.decisions = [];
  s.round = s.rounds;
  const scores = Array.from({ length: s.players }, (_, p) => score(s, p));
  const best = Math.max(...scores);
  const tied = scores.flatMap((v, p) => (v === best ? [p] : []));
  if (tied.length === 1 || tied.length === s.players) {
    s.winners = tied;
    s.phase = "over";
    return;
  }
  s.tied = tied;
  s.votes = Array(s.players).fill(null);
  s.phase = "vote";
}

export function countVotes(s: Draft): void {
  const weight = new Map<Seat, number>(s.tied.map((p) => [p, 0]));
  s.votes.forEach((v, p) => { if (v !== null) weight.set(v, weight.get(v)! + score(s, p)); });
  const best = Math.max(...weight.values());
  s.winners = s.tied.filter((p) => weight.get(p) === best);
  s.phase = "over";
}

// ---------------------------------------------------------------------------------------------
// Invariants (checked by the property test and the soak run)

/** What is wrong with a state: every region and uprising holds 3 tokens, money is never negative,
 *  at most 3 representatives share a region, all 56 action cards and all decks are accounted for. */
export function stateProblems(s: State): string[] {
  const out: string[] = [];
  for (const r of REGION_IDS) if (s.regions[r]!.length !== TOKENS_PER_REGION) out.push(`${r} holds ${s.regions[r]!.length} tokens`);
  for (const u of UPRISING_IDS) if (s.uprisings[u]!.tokens.length !== TOKENS_PER_REGION) out.push(`${u} holds ${s.uprisings[u]!.tokens.length} tokens`);
  s.money.forEach((m, p) => { if (m < 0 || !Number.isInteger(m)) out.push(`seat ${p} has ${m}`); });
  const reps = new Map<string, number>();
  for (const rs of s.representatives) for (const r of rs) if (r) reps.set(r, (reps.get(r) ?? 0) + 1);
  for (const [r, n] of reps) if (n > MAX_REPRESENTATIVES_PER_REGION) out.push(`${n} representatives in ${r}`);
  const cards = [...s.hands.flat(), ...s.actionDeck, ...s.actionDiscard];
  if (cards.length !== ACTION_CARD_IDS.length || new Set(cards).size !== ACTION_CARD_IDS.length) out.push(`${cards.length} action cards (${new Set(cards).size} distinct)`);
  const uprisingRegions = UPRISING_IDS.map((u) => s.uprisings[u]!.region).filter((r) => r !== null);
  if (new Set(uprisingRegions).size !== uprisingRegions.length) out.push("two uprisings share a region");
  if (s.phase !== "factions" && s.phase !== "placement") {
    if (s.productionDeck.length + s.productionDiscard.length !== PRODUCTION_CARD_IDS.length) out.push("production cards lost");
    if (s.eventDeck.length + s.eventDiscard.length + s.eventsInPlay.length !== EVENT_CARD_IDS.length) out.push("event cards lost");
  }
  s.allies.forEach((a, p) => { if (a !== null && s.allies[a] !== p) out.push(`alliance ${p}-${a} is one-sided`); });
  return out;
}
