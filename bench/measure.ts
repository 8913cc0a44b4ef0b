/**
 * The measurements every engine benchmark takes, written once: random complete games per
 * second for a player count, and the median time to replay a recorded game.
 */
import type { GameDefinition } from "../engine/core/game";
import { randomPlayout } from "../engine/core/playout";
import { replay, type RecordedMove, type ReplayInput } from "../engine/core/replay";

/** Plays random games for at least 1.5 s (and 3 games); "<games/s> (<moves> moves a game)". */
export function gamesPerSecond<S, M, O, V>(
  def: GameDefinition<S, M, O, V>,
  opts: { seats: number; options: (game: number) => O; maxMoves: number; optionalMoves?: boolean },
): string {
  let games = 0;
  let moves = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < 1_500 || games < 3) {
    const p = randomPlayout(def, {
      seats: opts.seats, options: opts.options(games), seed: `bench-${opts.seats}-${games}`, botSeed: `bench-bot-${games}`,
      maxMoves: opts.maxMoves, optionalMoves: opts.optionalMoves ?? false,
    });
    if (!p.finished) throw new Error(`${def.id}: bench game ${opts.seats}p ${games} did not finish`);
    games++;
    moves += p.moves.length;
  }
  const secs = (performance.now() - t0) / 1000;
  return `${(games / secs).toFixed(1)} (${Math.round(moves / games)} moves a game)`;
}

/** Median of 15 replays of `moves`, formatted in ms. */
export function replayMedian<S, M, O, V>(def: GameDefinition<S, M, O, V>, input: ReplayInput<O>, moves: readonly RecordedMove<M>[]): string {
  const times: number[] = [];
  for (let i = 0; i < 15; i++) {
    const t0 = performance.now();
    replay(def, input, moves);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return `${times[7]!.toFixed(1)} ms`;
}
