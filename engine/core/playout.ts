/**
 * Random play-outs: bots that choose uniformly among `legalMoves`. Used by the property tests,
 * the benchmarks and the soak run. Pure like the engines: the bots' choices come from their
 * own seeded Rng, so a failing play-out is reproduced by its seeds.
 */
import type { GameDefinition, Seat } from "./game";
import type { RecordedMove } from "./replay";
import { Rng, seedRng } from "./rng";

export interface PlayoutOptions<O> {
  readonly seats: number;
  readonly options: O;
  readonly seed: string;
  readonly botSeed: string;
  /** Stops (unfinished) after this many moves. */
  readonly maxMoves: number;
  /**
   * Also let seats that are not awaited make their optional moves: each step picks uniformly
   * among all seats that have a legal move. Off by default (only awaited seats act).
   */
  readonly optionalMoves?: boolean;
  /** Called after every accepted move, for invariant checks. */
  readonly onMove?: (after: unknown, before: unknown, move: RecordedMove, index: number) => void;
}

export interface Playout<S, M> {
  readonly finished: boolean;
  readonly state: S;
  readonly moves: RecordedMove<M>[];
}

export function randomPlayout<S, M, O, V>(def: GameDefinition<S, M, O, V>, opts: PlayoutOptions<O>): Playout<S, M> {
  const bot = new Rng(seedRng(opts.botSeed));
  let state = def.setup({ seats: opts.seats, options: opts.options, seed: opts.seed });
  const moves: RecordedMove<M>[] = [];
  while (moves.length < opts.maxMoves) {
    if (def.result(state).finished) return { finished: true, state, moves };
    const awaited = def.awaiting(state);
    if (awaited.length === 0) throw new Error(`${def.id}: game not finished but awaits no seat`);
    let seat: Seat;
    let legal: readonly M[];
    if (opts.optionalMoves) {
      // Loops rather than Array.from and filter: the benchmarks run this for every seat after every move.
      const lists: (readonly M[])[] = [];
      const options: { seat: Seat; legal: readonly M[] }[] = [];
      for (let s = 0; s < opts.seats; s++) {
        const l = def.legalMoves(state, s);
        lists.push(l);
        if (l.length > 0) options.push({ seat: s, legal: l });
      }
      for (const s of awaited) if (lists[s]!.length === 0) throw new Error(`${def.id}: seat ${s} is awaited but has no legal move`);
      ({ seat, legal } = bot.pick(options));
    } else {
      seat = bot.pick(awaited);
      legal = def.legalMoves(state, seat);
      if (legal.length === 0) throw new Error(`${def.id}: seat ${seat} is awaited but has no legal move`);
    }
    const move = bot.pick(legal);
    const before = state;
    state = def.apply(state, seat, move);
    const rec = { seat, move };
    moves.push(rec);
    opts.onMove?.(state, before, rec, moves.length - 1);
  }
  return { finished: def.result(state).finished, state, moves };
}

/**
 * Replays `moves` from setup with every state deep-frozen, so an `apply` that mutates its input
 * throws (modules run in strict mode); returns the final state for comparison.
 */
export function replayFrozen<S, M, O, V>(def: GameDefinition<S, M, O, V>, input: { seats: number; options: O; seed: string }, moves: readonly RecordedMove<M>[]): S {
  let state = deepFreeze(def.setup(input));
  for (const m of moves) state = deepFreeze(def.apply(state, m.seat, m.move));
  return state;
}

/** Deep-freezes a value, so a test can prove that `apply` never mutates its input. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value as object)) deepFreeze(v);
  }
  return value;
}

/** Ids from `secrets` that appear as JSON strings in `text`; empty when nothing leaks. */
export function leakedSecrets(text: string, secrets: readonly string[]): string[] {
  return secrets.filter((s) => text.includes(JSON.stringify(s)) || new RegExp(`(^|[^\\w#-])${escapeRegExp(s)}($|[^\\w#-])`).test(text));
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
