/**
 * The measurements every engine benchmark takes, written once: random complete games per
 * second for a player count, and the median time to replay a recorded game — each for the
 * engine now and, back to back in the same run, for the baseline engine (bench/baseline.ts),
 * driven by the same harness.
 */
import type { AnyGameDefinition, GameDefinition } from "../engine/core/game";
import { randomPlayout } from "../engine/core/playout";
import { replay, type RecordedMove, type ReplayInput } from "../engine/core/replay";
import { checkoutBaseline, ENGINE_BASELINE } from "./baseline";
import { goal } from "./goals";

interface PlayOpts<O> { seats: number; options: (game: number) => O; maxMoves: number; optionalMoves?: boolean }

function play<S, M, O, V>(def: GameDefinition<S, M, O, V>, opts: PlayOpts<O>, game: number) {
  const p = randomPlayout(def, {
    seats: opts.seats, options: opts.options(game), seed: `bench-${opts.seats}-${game}`, botSeed: `bench-bot-${game}`,
    maxMoves: opts.maxMoves, optionalMoves: opts.optionalMoves ?? false,
  });
  if (!p.finished) throw new Error(`${def.id}: bench game ${opts.seats}p ${game} did not finish`);
  return p;
}

/** CPU time of this process in ms: on a shared machine, wall time mostly measures the neighbours. */
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/**
 * Plays the same seeded random games for at least `ms` of CPU time (and 3 games); games per
 * CPU-second (this process's, so other load on the machine hardly moves it) and moves a game.
 */
function timedGames<S, M, O, V>(def: GameDefinition<S, M, O, V>, opts: PlayOpts<O>, ms: number): { perSecond: number; moves: number } {
  let games = 0;
  let moves = 0;
  const t0 = cpuMs();
  while (cpuMs() - t0 < ms || games < 3) moves += play(def, opts, games++).moves.length;
  return { perSecond: games / ((cpuMs() - t0) / 1000), moves: moves / games };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Median CPU time of 15 replays of `moves`, in ms. */
function replayMs<S, M, O, V>(def: GameDefinition<S, M, O, V>, input: ReplayInput<O>, moves: readonly RecordedMove<M>[]): number {
  const times: number[] = [];
  for (let i = 0; i < 15; i++) {
    const t0 = cpuMs();
    replay(def, input, moves);
    times.push(cpuMs() - t0);
  }
  return median(times);
}

export interface EngineBench<O> {
  readonly def: AnyGameDefinition;
  /** Where the baseline commit keeps the definition: module path under engine/ and export name. */
  readonly baseline: { readonly module: string; readonly name: string };
  readonly seats: readonly number[];
  /** The player count the speed goal is judged at (see docs/performance.md, "Engines"). */
  readonly goalSeats: number;
  readonly play: Omit<PlayOpts<O>, "seats">;
  /** A recorded game of 500 moves for the replay figure, played by `def` (today's engine or the baseline's). */
  readonly replayGame: (def: AnyGameDefinition) => { input: ReplayInput<O>; moves: readonly RecordedMove[] };
}

/**
 * Games per CPU-second of the engine now and at the baseline commit, alternated in three rounds
 * (the best of each side counts: on a shared machine, the least disturbed round), each round
 * checking that both engines played the very same games; then the replay of a 500-move game.
 */
export async function compareEngine<O>(b: EngineBench<O>, ms = 700): Promise<Record<string, string>> {
  const base = checkoutBaseline();
  try {
    const old = (await base.load<Record<string, AnyGameDefinition>>(b.baseline.module))[b.baseline.name];
    if (!old) throw new Error(`${b.baseline.module} has no export ${b.baseline.name} at ${base.ref}`);
    const out: Record<string, string> = {};
    for (let i = 0; i < 10; i++) { play(b.def, { ...b.play, seats: b.seats[0]! }, i); play(old, { ...b.play, seats: b.seats[0]! }, i); }
    for (const seats of b.seats) {
      const opts = { ...b.play, seats };
      // Same seeds, same bots: a pure speed-up plays identical games (moves and final states);
      // after a rules change since the baseline they may differ, and the table says so.
      let same = true;
      for (let g = 0; g < 3; g++) {
        const [x, y] = [play(b.def, opts, g), play(old, opts, g)];
        if (JSON.stringify(x.moves) !== JSON.stringify(y.moves) || JSON.stringify(x.state) !== JSON.stringify(y.state)) same = false;
      }
      const now: number[] = [];
      const then: number[] = [];
      let moves = 0;
      for (let round = 0; round < 3; round++) {
        then.push(timedGames(old, opts, ms).perSecond);
        const r = timedGames(b.def, opts, ms);
        now.push(r.perSecond);
        moves = r.moves;
      }
      const [n, t] = [Math.max(...now), Math.max(...then)];
      out[`random complete games per CPU-second, ${seats} players`] = `${n.toFixed(1)} (baseline ${t.toFixed(1)}: ${(n / t).toFixed(1)}×; ${Math.round(moves)} moves a game${same ? "; same games" : "; NOT the same games as the baseline"})`;
      if (seats === b.goalSeats) {
        goal({ name: `engine games/s, ${b.def.id} ${seats}p`, goal: `≥ 3× ${ENGINE_BASELINE}`, measured: `${n.toFixed(1)} vs ${t.toFixed(1)} (${(n / t).toFixed(1)}×)`, met: n / t >= 3 });
      }
    }
    const { input, moves } = b.replayGame(b.def);
    if (moves.length < 500) throw new Error(`${b.def.id}: replay game has only ${moves.length} moves`);
    const rn = replayMs(b.def, input, moves);
    // After a rules change the baseline may refuse today's game (Conspiracy Theory does): it then
    // replays a 500-move game it played itself with the same harness, and the row says so.
    let rt: number;
    let note = "";
    try {
      rt = replayMs(old, input, moves);
    } catch (e) {
      const own = b.replayGame(old);
      if (own.moves.length < 500) throw new Error(`${b.def.id}: the baseline's replay game has only ${own.moves.length} moves`, { cause: e });
      rt = replayMs(old, own.input, own.moves);
      note = `; the baseline refuses today's game (${(e as Error).message}), so it replays one of its own`;
    }
    out["replay of a 500-move game (median of 15)"] = `${rn.toFixed(1)} ms (baseline ${rt.toFixed(1)} ms${note})`;
    goal({ name: `replay of a 500-move game, ${b.def.id}`, goal: "report", measured: `${rn.toFixed(1)} ms vs ${rt.toFixed(1)} ms` });
    return out;
  } finally {
    base.dispose();
  }
}
