/**
 * Rebuilding a game's state from its events: `setup` from the created event and the seed,
 * then `apply` for each accepted move, in order. Chat events do not touch the state.
 */
import type { AnyGameDefinition, GameDefinition, Seat } from "./game";

export interface RecordedMove<M = unknown> {
  readonly seat: Seat;
  readonly move: M;
}

export interface ReplayInput<O> {
  readonly seats: number;
  readonly options: O;
  readonly seed: string;
}

/** Setup, then every move in order. Throws if a recorded move is no longer legal. */
export function replay<S, M, O, V>(
  def: GameDefinition<S, M, O, V>,
  input: ReplayInput<O>,
  moves: readonly RecordedMove<M>[],
): S {
  return applyAll(def, def.setup(input), moves);
}

/** Continues from a known state (a snapshot) with later moves. */
export function applyAll<S, M, O, V>(def: GameDefinition<S, M, O, V>, state: S, moves: readonly RecordedMove<M>[]): S {
  let s = state;
  for (const m of moves) s = def.apply(s, m.seat, m.move);
  return s;
}

/** Every intermediate state: index 0 is the setup state, index i the state after move i. */
export function replaySteps(def: AnyGameDefinition, input: ReplayInput<unknown>, moves: readonly RecordedMove[]): unknown[] {
  const states: unknown[] = [def.setup(input)];
  for (const m of moves) states.push(def.apply(states[states.length - 1], m.seat, m.move));
  return states;
}
