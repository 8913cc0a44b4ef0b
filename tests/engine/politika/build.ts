/**
 * Terse builders for Politika rule tests: an explicit state in the middle of play, moves,
 * rejections, and the invariants every reachable state keeps.
 */
import { expect } from "vitest";
import { RuleViolation, type Seat } from "../../../engine/core/game";
import { seedRng } from "../../../engine/core/rng";
import {
  ACTION_CARD_IDS, EVENT_CARD_IDS, PRODUCTION_CARD_IDS, REGION_IDS, UPRISING_IDS,
  type Faction, type RegionId, type UprisingId,
} from "../../../engine/politika/cards";
import type { Move } from "../../../engine/politika/moves";
import { apply, freshTurn, legalMoves, stateProblems } from "../../../engine/politika/rules";
import type { Phase, State } from "../../../engine/politika/state";

export const DEFAULT_FACTIONS: Faction[] = ["kgb", "mafia", "communists", "military", "nationalists", "reformers", "separatists", "church"];

export interface Build {
  players?: number;
  factions?: Faction[];
  current?: Seat;
  phase?: Phase;
  round?: number;
  rounds?: number;
  /** Tokens of regions not listed go to this seat (default: the last seat). */
  filler?: Seat;
  regions?: Partial<Record<RegionId, Seat[]>>;
  uprisings?: Partial<Record<UprisingId, { region: RegionId; tokens: Seat[] }>>;
  reps?: (RegionId | null)[][];
  money?: number[];
  hands?: string[][];
  allies?: (Seat | null)[];
  productionDeck?: string[];
  eventDeck?: string[];
  eventDiscard?: string[];
  productionDiscard?: string[];
  actionDiscard?: string[];
}

/** A game in the middle of play: turn 1 of seat 0 (movement phase unless told otherwise). */
export function game(b: Build = {}): State {
  const n = b.players ?? 4;
  const filler = b.filler ?? n - 1;
  const regions = Object.fromEntries(REGION_IDS.map((r) => [r, [...(b.regions?.[r] ?? [filler, filler, filler])].sort((x, y) => x - y)])) as Record<RegionId, Seat[]>;
  const defaultUprisings: Record<UprisingId, RegionId> = { bourgeois: "MUR", labor: "DAG", student: "TUV" };
  const uprisings = Object.fromEntries(UPRISING_IDS.map((u) => {
    const given = b.uprisings?.[u];
    return [u, { region: given?.region ?? defaultUprisings[u], tokens: [...(given?.tokens ?? [filler, filler, filler])].sort((x, y) => x - y) }];
  })) as State["uprisings"];
  const hands = b.hands ?? Array.from({ length: n }, () => []);
  const held = new Set(hands.flat());
  const discard = b.actionDiscard ?? [];
  return {
    rng: seedRng("politika-test"), players: n, rounds: b.rounds ?? 6, round: b.round ?? 1, phase: b.phase ?? "movement",
    highRoller: 0, current: b.current ?? 0, factions: b.factions ?? DEFAULT_FACTIONS.slice(0, n),
    money: b.money ?? Array(n).fill(50_000), hands, representatives: b.reps ?? Array.from({ length: n }, () => [null, null]),
    allies: b.allies ?? Array(n).fill(null), regions, uprisings, returnedTokens: Array(n).fill(0), placementOrder: [],
    productionDeck: b.productionDeck ?? [...PRODUCTION_CARD_IDS], productionDiscard: b.productionDiscard ?? [],
    eventDeck: b.eventDeck ?? [...EVENT_CARD_IDS], eventDiscard: b.eventDiscard ?? [],
    actionDeck: ACTION_CARD_IDS.filter((c) => !held.has(c) && !discard.includes(c)), actionDiscard: discard,
    productionCard: null, eventsThisTurn: [], eventsInPlay: [], inflation: false, productionBoosts: Array(n).fill(0),
    decisions: [], turn: freshTurn(n), offers: [], nextOfferId: 1, challenge: null, rolls: [], rollCount: 0, kgbLooks: [],
    tied: [], votes: Array(n).fill(null), winners: [],
  };
}

export function play(s: State, seat: Seat, move: Move): State {
  return apply(s, seat, move);
}

/** Applies moves in order, each as [seat, move]. */
export function playAll(s: State, moves: readonly (readonly [Seat, Move])[]): State {
  return moves.reduce((st, [seat, m]) => apply(st, seat, m), s);
}

export function reject(s: State, seat: Seat, move: Move, code: string): void {
  try {
    apply(s, seat, move);
  } catch (e) {
    expect(e).toBeInstanceOf(RuleViolation);
    expect((e as RuleViolation).code).toBe(code);
    return;
  }
  throw new Error(`expected ${code}, but the move was accepted`);
}

export function isLegal(s: State, seat: Seat, move: Move): boolean {
  return legalMoves(s, seat).some((m) => JSON.stringify(m) === JSON.stringify(move));
}

/** From the buying phase of the seat before `seat`: end that turn so `seat`'s turn starts with production. */
export function startTurnOf(b: Build & { seat: Seat }): State {
  const n = b.players ?? 4;
  return play(game({ ...b, phase: "buying", current: (b.seat + n - 1) % n }), (b.seat + n - 1) % n, { kind: "buy-cards", count: 0 });
}

export { stateProblems as invariantProblems } from "../../../engine/politika/rules";

/** The invariants of every reachable state, as a test assertion. */
export function checkInvariants(s: State): void {
  expect(stateProblems(s)).toEqual([]);
}
