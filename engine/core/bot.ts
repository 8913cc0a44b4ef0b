/**
 * Bots: players made of code, one per game (engine/<game>/bot.ts), for filling seats, taking
 * over a leaver and playing a decision whose time ran out (issue "games that last weeks").
 *
 * A bot is pure like the engines: its choice depends only on the state, the seat and its own
 * seeded Rng (never Math.random or the clock), so a bot move is reproduced by its seed.
 *
 * Fairness rule: a bot may use only what its seat may see. It reads the seat's own cards and
 * the public board, and when it looks ahead it applies moves not to the real state but to a
 * *determinized* copy (`LookaheadPolicy.determinize`) in which everything the seat cannot
 * see — other hands, deck order, the RNG — is replaced by an arrangement computed from the
 * seat's view alone. Two states that look the same to the seat therefore give the same move.
 */
import { RuleViolation, type GameDefinition, type Seat } from "./game";
import { Rng, seedRng } from "./rng";

export interface Bot<S, M> {
  /** What the bot is called in the game's own words ("the Apparatchik"). */
  readonly name: string;
  /**
   * One legal move for `seat` now. `seat` must have a legal move (awaited seats always do).
   * Deterministic given `rng`'s state; draws from `rng` only to break ties.
   */
  chooseMove(state: S, seat: Seat, rng: Rng): M;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyBot = Bot<any, any>;

/** How a look-ahead bot judges moves: see `lookaheadBot`. */
export interface LookaheadPolicy<S, M> {
  /**
   * A copy of `state` in which what `seat` may not see (other hands, decks, the RNG) is
   * replaced by an arrangement that depends only on what `seat` may see and on `sample`.
   * Two states that look the same to `seat` must give the same copy.
   */
  determinize(state: S, seat: Seat, sample: number): S;
  /** How many determinized copies a move is tried on (their values are averaged). */
  readonly samples: number;
  /**
   * How many of those copies `move` needs (default all): moves whose outcome draws nothing
   * random give the same value on every copy, so one is enough.
   */
  samplesFor?(move: M): number;
  /**
   * The moves worth trying, a non-empty subset of `legal` (default: all of them). Also where a
   * policy answers without look-ahead: return a single move.
   */
  candidates?(state: S, seat: Seat, legal: readonly M[]): readonly M[];
  /**
   * Plays on after the bot's move while the others only answer it (passes in a response
   * window, declines), so the evaluation sees the move's outcome. Returns the state to judge.
   */
  settle?(after: S, seat: Seat): S;
  /** How good `after` is for `seat` (higher is better); `before` is the determinized state. */
  evaluate(after: S, seat: Seat, move: M, before: S): number;
}

/**
 * A 1-ply look-ahead bot: tries each candidate move on determinized copies of the state,
 * averages the policy's evaluation and plays the best (ties broken by `rng`). A move the copy
 * refuses (it should not happen: the copy shows the seat the same) counts as the worst.
 */
export function lookaheadBot<S, M, O, V>(def: GameDefinition<S, M, O, V>, name: string, policy: LookaheadPolicy<S, M>): Bot<S, M> {
  return {
    name,
    chooseMove(state, seat, rng) {
      const legal = def.legalMoves(state, seat);
      if (legal.length === 0) throw new Error(`${def.id}: seat ${seat} has no legal move for the bot`);
      const candidates = policy.candidates ? policy.candidates(state, seat, legal) : legal;
      if (candidates.length === 0) throw new Error(`${def.id}: the bot's policy left no candidate move`);
      if (candidates.length === 1) return candidates[0]!;
      const copies = Array.from({ length: policy.samples }, (_, k) => policy.determinize(state, seat, k));
      let best: M[] = [];
      let bestValue = -Infinity;
      for (const move of candidates) {
        const n = Math.max(1, Math.min(copies.length, policy.samplesFor ? policy.samplesFor(move) : copies.length));
        let total = 0;
        for (const copy of copies.slice(0, n)) {
          let value: number;
          try {
            let after = def.apply(copy, seat, move);
            if (policy.settle) after = policy.settle(after, seat);
            value = policy.evaluate(after, seat, move, copy);
          } catch (e) {
            // Only a refusal by the rules counts as the worst move; a bug must surface.
            if (!(e instanceof RuleViolation)) throw e;
            value = -1e9;
          }
          total += value;
        }
        const value = total / n;
        if (value > bestValue + 1e-9) {
          bestValue = value;
          best = [move];
        } else if (Math.abs(value - bestValue) <= 1e-9) {
          best.push(move);
        }
      }
      return best.length === 1 ? best[0]! : rng.pick(best);
    },
  };
}

/**
 * One bot decision from a seed string: the Rng is seeded from it, so the platform can derive
 * the seed from the decision itself (game, event sequence number, seat) and a retried or
 * doubled timer computes the same move.
 */
export function botMove<S, M>(bot: Bot<S, M>, state: S, seat: Seat, seed: string): M {
  return bot.chooseMove(state, seat, new Rng(seedRng(seed)));
}

/**
 * Deals `pool` (the cards a seat cannot see, in any order) into piles of the given sizes, in a
 * fixed pseudo-random arrangement that depends only on the sorted pool and `sample`. Used by
 * `determinize`: the same hidden cards, wherever they really are, give the same piles.
 */
export function dealHidden(pool: readonly string[], sizes: readonly number[], sample: number): string[][] {
  const shuffled = new Rng(seedRng(`determinize-${sample}`)).shuffle([...pool].sort());
  const piles: string[][] = [];
  let at = 0;
  for (const n of sizes) {
    piles.push(shuffled.slice(at, at + n));
    at += n;
  }
  if (at !== shuffled.length) throw new Error(`dealHidden: ${shuffled.length} cards for piles of ${at}`);
  return piles;
}

/** The RNG state a determinized copy carries: fixed per sample, never the game's own. */
export function determinizedRng(sample: number) {
  return seedRng(`determinize-rng-${sample}`);
}

/** Who plays each seat in `playBotGame`: a bot, or a player choosing uniformly at random. */
export type SeatPlayer<S, M> = Bot<S, M> | "random";

export interface BotGameOptions<O> {
  readonly seats: number;
  readonly options: O;
  readonly seed: string;
  /** Seeds every player's choices (each seat gets its own Rng from it). */
  readonly botSeed: string;
  readonly maxMoves: number;
}

/**
 * Plays a game with the given players (only awaited seats act; the lowest awaited seat first,
 * so a game is reproduced by its seeds). Returns the final state and whether it finished.
 */
export function playBotGame<S, M, O, V>(
  def: GameDefinition<S, M, O, V>,
  players: readonly SeatPlayer<S, M>[],
  opts: BotGameOptions<O> & {
    /** Called with each decision before it is applied (traces, invariant checks). */
    onDecision?: (seat: Seat, state: S, move: M) => void;
  },
): { finished: boolean; state: S; moves: number } {
  const rngs = players.map((_, seat) => new Rng(seedRng(`${opts.botSeed}-${seat}`)));
  let state = def.setup({ seats: opts.seats, options: opts.options, seed: opts.seed });
  let moves = 0;
  while (moves < opts.maxMoves) {
    if (def.result(state).finished) return { finished: true, state, moves };
    const awaited = def.awaiting(state);
    if (awaited.length === 0) throw new Error(`${def.id}: game not finished but awaits no seat`);
    const seat = Math.min(...awaited);
    const player = players[seat]!;
    const rng = rngs[seat]!;
    const move = player === "random" ? rng.pick(def.legalMoves(state, seat)) : player.chooseMove(state, seat, rng);
    opts.onDecision?.(seat, state, move);
    state = def.apply(state, seat, move);
    moves++;
  }
  return { finished: def.result(state).finished, state, moves };
}
