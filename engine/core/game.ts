/**
 * The game interface every Backroom game implements (see docs/engine.md).
 *
 * A game is a set of pure functions over readonly data, in the manner of Emmett's deciders
 * and boardgame.io's reducer: `setup` makes the first state, `apply` decides whether a move is
 * legal and evolves the state, `view` projects what one viewer may see. The platform never
 * looks inside a state; it only calls these functions. State is always
 * `moves.reduce((s, m) => apply(s, m.seat, m.move), setup(...))`.
 */
import type * as z from "zod/mini";

/** A seat is the 0-based index of a player in the game's seat order. */
export type Seat = number;

/** Who is looking: one seat, or a spectator (who sees only public information). */
export type Viewer = Seat | "spectator";

export interface SetupContext<O> {
  /** How many seats the game has (within the definition's player range). */
  readonly seats: number;
  /** Options already parsed by the definition's `optionsSchema`. */
  readonly options: O;
  /** The game's secret seed. Engines turn it into an RNG state kept in the game state. */
  readonly seed: string;
}

export interface GameResult {
  readonly finished: boolean;
  /** Winning seats; empty while the game runs. Several seats mean a shared win. */
  readonly winners: readonly Seat[];
  /** Each seat's current score in the game's own unit (VP, tokens, pyramid size), mid-game too. */
  readonly scores: readonly number[];
  /** What `scores` counts, in the game's own words ("VP", "influence", "pyramid"). */
  readonly scoreLabel: string;
  /** One sentence on how the game ended, for the end screen and the final email. */
  readonly summary?: string;
}

export interface DescribeArgs<S, M> {
  readonly before: S;
  readonly after: S;
  readonly seat: Seat;
  readonly move: M;
  /** Who will read the line: hidden details must be left out for anyone else. */
  readonly viewer: Viewer;
  /** Display names by seat, for writing readable lines. */
  readonly names: readonly string[];
}

export interface GameDefinition<S, M, O, V> {
  /** Stable id used in URLs and stored events ("twelve-o-twelve"). */
  readonly id: string;
  readonly title: string;
  /**
   * Bumped whenever a change would make a stored game replay differently. A game is judged
   * by the version it was created with until it is upgraded (docs/engine.md, "How to change
   * the rules of a live game").
   */
  readonly engineVersion: number;
  /** What each engine version changed, oldest first, up to this one (shown to players). */
  readonly changes?: readonly EngineChange[];
  /**
   * The definitions of this game's earlier engine versions, which every build keeps so that a
   * game pinned to one is still judged by it. Empty or absent while there is only one version.
   */
  readonly olderVersions?: readonly GameDefinition<S, M, O, V>[];
  /**
   * The documented equivalence an upgrade is proved with: does `newer` (this version's state)
   * describe the same game as `older` (an earlier version's state after the same moves)?
   * Absent: the two must be identical as JSON.
   */
  sameGame?(older: S, newer: S): boolean;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  readonly optionsSchema: z.ZodMiniType<O>;
  readonly moveSchema: z.ZodMiniType<M>;
  /** Parses a state read back from storage (snapshots). */
  readonly stateSchema: z.ZodMiniType<S>;

  setup(ctx: SetupContext<O>): S;
  /**
   * Seats whose decision the game needs now; several at once for simultaneous choices. These
   * are the seats that are notified ("your move") and that must each have a legal move.
   */
  awaiting(state: S): readonly Seat[];
  /**
   * Every legal move of `seat` now. Complete enough that a bot choosing uniformly among them
   * finishes the game. A seat that is not awaited may still have optional moves (an offer
   * during another player's trading, withdrawing its own offer); most have none.
   */
  legalMoves(state: S, seat: Seat): readonly M[];
  /**
   * Decides and evolves: returns the new state or throws a RuleViolation. Never mutates
   * `state`. The engine is the only judge of who may move: the platform passes on moves of
   * any seat, awaited or not, so `apply` must reject a seat that may not act now.
   */
  apply(state: S, seat: Seat, move: M): S;
  view(state: S, viewer: Viewer): V;
  result(state: S): GameResult;
  /** One log line for an accepted move, as `viewer` may read it. */
  describe(args: DescribeArgs<S, M>): string;
  /**
   * A short label for one of `seat`'s legal moves, as a button or list entry shows it to that
   * seat ("Attract Mouse paying 1 Food"). The seat may see its own hidden cards here.
   */
  moveLabel(state: S, seat: Seat, move: M, names: readonly string[]): string;
  /**
   * Identifiers (card instance ids and the like) that `viewer` must never see in a view or a
   * log line of this state: other seats' hands, deck order. Used by the leak tests.
   */
  secrets(state: S, viewer: Viewer): readonly string[];
}

/** One engine version's change note: the line players read in the history when a game moves to it. */
export interface EngineChange {
  readonly version: number;
  /** One sentence, in the game's words ("TR13: the Turtle exchanges supporters of the same faction."). */
  readonly summary: string;
}

/** A definition with its type parameters erased, as the registry and the platform hold it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameDefinition = GameDefinition<any, any, any, any>;

/**
 * An expected rule violation: the move is well-formed but not allowed now. `code` is
 * namespaced (`move/not-your-turn`, `game/over`, `twelve/not-enough-food`) and `message`
 * is a sentence for the player. Broken invariants are plain Errors, never RuleViolations.
 */
export class RuleViolation extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = "RuleViolation";
    this.code = code;
  }
}

/** Throws a RuleViolation unless `condition` holds. */
export function ensure(condition: unknown, code: string, message: string): asserts condition {
  if (!condition) throw new RuleViolation(code, message);
}

/** Asserts an invariant of the engine itself; failing means a bug, not a bad move. */
export function invariant(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`invariant failed: ${message}`);
}

/** Identity helper that checks a definition against the interface while keeping its types. */
export function defineGame<S, M, O, V>(def: GameDefinition<S, M, O, V>): GameDefinition<S, M, O, V> {
  return def;
}
