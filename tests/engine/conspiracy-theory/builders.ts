/**
 * Terse builders for Conspiracy Theory rule tests: explicit states with chosen hands,
 * pyramids, table cards and deck top, every other card in the deck (so all 124 stay
 * accounted for), and helpers to act and to expect rejections.
 */
import { expect } from "vitest";
import { RuleViolation, Rng, seedRng } from "@backroom/engine";
import { conspiracyTheory as game } from "@backroom/engine/conspiracy-theory/index";
import { allInstances } from "@backroom/engine/conspiracy-theory/cards";
import type { Move } from "@backroom/engine/conspiracy-theory/moves";
import type { AutoPassMode, Side, State } from "@backroom/engine/conspiracy-theory/state";
import { advance } from "@backroom/engine/conspiracy-theory/rules";

export { game };

/** "ORG-INT-01" → "ORG-INT-01#1"; ids with a copy number are kept. */
export const c = (id: string, copy = 1): string => (id.includes("#") ? id : `${id}#${copy}`);

/** Organizations by type and number: o("INT", 3) → "ORG-INT-03#1". */
export const o = (type: "INT" | "BNK" | "OCC" | "CRM", n: number): string => `ORG-${type}-${String(n).padStart(2, "0")}#1`;
export const HC = "HC-01#1";

/** A full legal pyramid 4-3-2-1 (ten Organizations). */
export const fullPyramid = (k = 1): string[][] => [
  [o("INT", k), o("BNK", k), o("OCC", k), o("CRM", k)],
  [o("INT", k + 1), o("BNK", k + 1), o("OCC", k + 1)],
  [o("INT", k + 2), o("BNK", k + 2)],
  [o("INT", k + 3)],
];

export interface Build {
  seats?: number;
  /** Turn number (1 = the first turn of round 1). */
  turn?: number;
  /** Whose turn it is. */
  seat?: number;
  hands?: string[][];
  pyramids?: string[][][];
  artifacts?: string[][];
  certificates?: { card: string; host: string | null }[][];
  deckTop?: string[];
  discard?: string[];
  autoPass?: AutoPassMode;
  placed?: boolean;
  moved?: boolean;
  roundLimit?: number | null;
  /** The engine version judging the state (docs/games/conspiracy-theory.md); absent: version 1. */
  version?: number;
}

export function build(b: Build = {}): State {
  const seats = b.seats ?? 2;
  const number = b.turn ?? 1;
  const seat = b.seat ?? 0;
  const norm = (xs: string[] | undefined) => (xs ?? []).map((x) => c(x));
  const hands = Array.from({ length: seats }, (_, i) => norm(b.hands?.[i]));
  const pyramids = Array.from({ length: seats }, (_, i) => {
    const rows = (b.pyramids?.[i] ?? []).map(norm);
    while (rows.length < 4) rows.push([]);
    return rows;
  });
  const artifacts = Array.from({ length: seats }, (_, i) => norm(b.artifacts?.[i]));
  const certificates = Array.from({ length: seats }, (_, i) => (b.certificates?.[i] ?? []).map((x) => ({ card: c(x.card), host: x.host === null ? null : c(x.host) })));
  const used = new Set([
    ...hands.flat(), ...pyramids.flat(2), ...artifacts.flat(), ...certificates.flat().map((x) => x.card),
    ...norm(b.deckTop), ...norm(b.discard),
  ]);
  const count = hands.flat().length + pyramids.flat(2).length + artifacts.flat().length + certificates.flat().length
    + norm(b.deckTop).length + norm(b.discard).length;
  if (used.size !== count) throw new Error("builder: a card is used twice");
  for (const u of used) if (!allInstances.includes(u)) throw new Error(`builder: unknown card ${u}`);
  const deck = [...norm(b.deckTop), ...allInstances.filter((x) => !used.has(x))];
  const s: State = {
    ...(b.version !== undefined && b.version >= 2 ? { rulesVersion: b.version } : {}),
    rng: game.setup({ seats, options: game.optionsSchema.parse({}), seed: "builder" }).rng,
    seats,
    roundLimit: b.roundLimit ?? null,
    deck,
    discard: norm(b.discard),
    players: hands.map((hand, i) => ({
      hand, pyramid: pyramids[i]!, artifacts: artifacts[i]!, certificates: certificates[i]!,
      autoPass: b.autoPass ?? "when-unable", completeSince: null, tried: [], skullUsedTurn: 0, libraryUsedTurn: 0, intrigueUsedTurn: 0,
    })),
    firstRolls: [],
    firstPlayer: (((seat - (number - 1)) % seats) + seats) % seats,
    turn: { seat, number, placed: b.placed ?? false, moved: b.moved ?? false, stage: "main" },
    forbids: [], certAttempt: null, roll: null, window: null, battle: null, decisions: [], peek: null, news: [], finished: null,
  };
  return s;
}

/** Lets the engine settle a hand-built state (auto-passes and so on). */
export function settle(s: State): State {
  const copy = structuredClone(s);
  advance(copy);
  return copy;
}

export function act(s: State, seat: number, move: Move): State {
  return game.apply(s, seat, move);
}

/** Applies moves in order: [seat, move] pairs. */
export function run(s: State, ...steps: [number, Move][]): State {
  return steps.reduce((st, [seat, m]) => game.apply(st, seat, m), s);
}

export function rejects(s: State, seat: number, move: Move, code: string): void {
  try {
    game.apply(s, seat, move);
  } catch (e) {
    expect(e).toBeInstanceOf(RuleViolation);
    expect((e as RuleViolation).code).toBe(code);
    return;
  }
  throw new Error(`expected rejection ${code}`);
}

export const pass = (untilEnd = false): Move => ({ kind: "pass", untilEnd });
export const play = (card: string, opts: { side?: Side | null; target?: string | null; hadron?: boolean } = {}): Move => ({
  kind: "play", card: c(card), side: opts.side ?? null, target: opts.target ? c(opts.target) : null, hadron: opts.hadron ?? false,
});
export const attack = (card: string, target: number, hadron = false): Move => ({ kind: "attack", card: c(card), target, hadron });
export const action = (card: string, target: number | null = null): Move => ({ kind: "action", card: c(card), target });
export const place = (card: string, row: number): Move => ({ kind: "place", card: c(card), row });
export const endTurn: Move = { kind: "end-turn" };
export const pick = (card: string | null): Move => ({ kind: "pick", card: card === null ? null : c(card) });

/** Repair steps (CR4b): move `card` to `row`, undo the last step, finish. */
export const repairMove = (card: string, row: number): Move => ({ kind: "repair", step: "move", card: c(card), row });
export const repairUndo = (card: string, row: number): Move => ({ kind: "repair", step: "undo", card: c(card), row });
export const repairDone: Move = { kind: "repair", step: "done", card: null, row: null };

/** The same state with `seat`'s repair (CR4) pending at the front, no step taken yet. */
export function repairing(s: State, seat: number): State {
  return { ...s, decisions: [{ kind: "repair", seat, steps: [] }, ...s.decisions] };
}

/** Takes the first (closest) repair option until the repair decision at the front is over. */
export function repairNearest(s: State): State {
  let st = s;
  for (let k = 0; k < 20 && st.decisions[0]?.kind === "repair"; k++) {
    const seat = st.decisions[0].seat;
    st = game.apply(st, seat, game.legalMoves(st, seat)[0]!);
  }
  return st;
}

export const handOf = (s: State, seat: number): string[] => s.players[seat]!.hand;
export const shape = (s: State, seat: number): string => s.players[seat]!.pyramid.map((r) => r.length).join("-");
export const awaited = (s: State): readonly number[] => game.awaiting(s);

export { everyCard } from "./invariants";

/** The same state with its RNG set so that the next die rolls come out as `rolls` (CR29 tests). */
export function rigDice(s: State, rolls: number[]): State {
  for (let k = 0; k < 100_000; k++) {
    const st = seedRng(`rig-${k}`);
    const r = new Rng(st);
    if (rolls.every((n) => r.die() === n)) return { ...s, rng: st };
  }
  throw new Error("rigDice: no seed found");
}
