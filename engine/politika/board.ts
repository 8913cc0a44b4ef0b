/**
 * Queries over the board used by the rules and the view: who holds what, where pieces may
 * go (PR7), and scores (PR14). Pure functions over the state; nothing here changes it.
 */
import {
  actionCard, FACTIONS, MAX_REPRESENTATIVES_PER_REGION, MONEY, REGION_IDS, REGIONS, UPRISING_IDS,
  type ActionKind, type Faction, type RegionId, type UprisingId,
} from "./cards";
import type { Seat } from "../core/game";
import type { State, Target } from "./state";

/** Seats in clockwise order starting at `start` (seat order is clockwise). */
export function orderFrom(start: Seat, players: number): Seat[] {
  // A loop: the legal-move lists ask for this for every seat after every move.
  const out: Seat[] = [];
  for (let i = 0; i < players; i++) out.push((start + i) % players);
  return out;
}

export function factionSeat(s: State, faction: Faction): Seat | null {
  const i = s.factions.indexOf(faction);
  return i < 0 ? null : i;
}

export function factionName(s: State, seat: Seat): string {
  const f = s.factions[seat];
  return f ? FACTIONS[f].name : `Seat ${seat + 1}`;
}

export function tokensIn(s: State, target: Target): readonly Seat[] {
  return target.kind === "region" ? s.regions[target.region]! : s.uprisings[target.uprising]!.tokens;
}

export function countOf(tokens: readonly Seat[], seat: Seat): number {
  let n = 0;
  for (const t of tokens) if (t === seat) n++;
  return n;
}

/** The region a challenge happens in: the region itself or where the uprising stands. */
export function targetRegion(s: State, target: Target): RegionId | null {
  return target.kind === "region" ? target.region : s.uprisings[target.uprising]!.region;
}

/** PR7: influence for movement is own or ally tokens in the region. */
export function hasInfluence(s: State, seat: Seat, region: RegionId): boolean {
  const tokens = s.regions[region]!;
  const ally = s.allies[seat];
  return tokens.includes(seat) || (ally !== null && ally !== undefined && tokens.includes(ally));
}

export function representativesIn(s: State, region: RegionId): number {
  let n = 0;
  for (const reps of s.representatives) for (const r of reps) if (r === region) n++;
  return n;
}

export function uprisingAt(s: State, region: RegionId): UprisingId | null {
  for (const u of UPRISING_IDS) if (s.uprisings[u]!.region === region) return u;
  return null;
}

/**
 * PR7: where a representative may move. From a region without own or ally influence, one
 * step; otherwise any distance through regions with influence, stopping on entering one
 * without. At most three representatives end in a region (passing through a full one is fine).
 */
export function representativeReach(s: State, seat: Seat, representative: number): RegionId[] {
  const start = s.representatives[seat]![representative];
  if (!start) return [];
  const reached = new Set<RegionId>();
  if (!hasInfluence(s, seat, start)) {
    for (const n of REGIONS[start].neighbours) reached.add(n);
  } else {
    const seen = new Set<RegionId>([start]);
    const frontier: RegionId[] = [start];
    while (frontier.length > 0) {
      const at = frontier.pop()!;
      for (const n of REGIONS[at].neighbours) {
        if (seen.has(n)) continue;
        seen.add(n);
        reached.add(n);
        if (hasInfluence(s, seat, n)) frontier.push(n);
      }
    }
  }
  reached.delete(start);
  return REGION_IDS.filter((r) => reached.has(r) && representativesIn(s, r) < MAX_REPRESENTATIVES_PER_REGION);
}

/** PR7: regions an uprising can reach in at most `steps` steps, never into or through another uprising. */
export function uprisingReach(s: State, uprising: UprisingId, steps: number): RegionId[] {
  const start = s.uprisings[uprising]!.region;
  if (!start || steps <= 0) return [];
  const blocked = new Set<RegionId>();
  for (const u of UPRISING_IDS) {
    const r = s.uprisings[u]!.region;
    if (u !== uprising && r) blocked.add(r);
  }
  const dist = new Map<RegionId, number>([[start, 0]]);
  const queue: RegionId[] = [start];
  while (queue.length > 0) {
    const at = queue.shift()!;
    const d = dist.get(at)!;
    if (d >= steps) continue;
    for (const n of REGIONS[at].neighbours) {
      if (dist.has(n) || blocked.has(n)) continue;
      dist.set(n, d + 1);
      queue.push(n);
    }
  }
  return REGION_IDS.filter((r) => r !== start && dist.has(r));
}

/** Tokens a seat holds on the board and in the uprisings. */
export function tokenCount(s: State, seat: Seat): number {
  let n = 0;
  for (const r of REGION_IDS) n += countOf(s.regions[r]!, seat);
  for (const u of UPRISING_IDS) n += countOf(s.uprisings[u]!.tokens, seat);
  return n;
}

/** PR14: tokens on the board and in uprisings, plus one per full $30,000. */
export function score(s: State, seat: Seat): number {
  return tokenCount(s, seat) + Math.floor(s.money[seat]! / MONEY.perScorePoint);
}

/** Every seat's `score` in one pass over the board (result() asks after every move). */
export function scores(s: State): number[] {
  const out: number[] = [];
  for (let p = 0; p < s.players; p++) out.push(Math.floor(s.money[p]! / MONEY.perScorePoint));
  for (let i = 0; i < REGION_IDS.length + UPRISING_IDS.length; i++) {
    const tokens = i < REGION_IDS.length ? s.regions[REGION_IDS[i]!]! : s.uprisings[UPRISING_IDS[i - REGION_IDS.length]!]!.tokens;
    for (let j = 0; j < tokens.length; j++) { const t = tokens[j]!; if (t >= 0 && t < s.players) out[t]! += 1; }
  }
  return out;
}

export function cardsOfKind(s: State, seat: Seat, kind: ActionKind): string[] {
  return s.hands[seat]!.filter((c) => actionCard(c).kind === kind);
}

/** Money amounts double while Inflation (E01) is in force. */
export function inflated(s: State, amount: number): number {
  return s.inflation ? amount * 2 : amount;
}

export function eventActive(s: State, card: string): boolean {
  return s.eventsInPlay.some((e) => e.card === card);
}
