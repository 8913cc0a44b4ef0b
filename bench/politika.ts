/**
 * Politika's engine benchmarks and soak run (wired into `npm run bench` / `npm run soak`).
 * Bots choose uniformly among legalMoves, offers included.
 */
import { randomPlayout } from "../engine/core/playout";
import { replay } from "../engine/core/replay";
import { politika } from "../engine/politika/index";
import { stateProblems } from "../engine/politika/rules";
import type { State } from "../engine/politika/state";

const options = (rounds: number, i = 0) => ({ rounds, factions: i % 3 === 0 ? ("chosen" as const) : ("random" as const) });

export function bench(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const seats of [3, 4, 5, 6, 7, 8]) {
    let games = 0;
    let moves = 0;
    const t0 = performance.now();
    while (performance.now() - t0 < 1_500 || games < 3) {
      const p = randomPlayout(politika, { seats, options: options(6, games), seed: `bench-${seats}-${games}`, botSeed: `bench-bot-${games}`, maxMoves: 50_000 });
      if (!p.finished) throw new Error(`bench game ${seats}p ${games} did not finish`);
      games++;
      moves += p.moves.length;
    }
    const secs = (performance.now() - t0) / 1000;
    out[`random complete 6-round games per second, ${seats} players`] = `${(games / secs).toFixed(1)} (${Math.round(moves / games)} moves a game)`;
  }
  const input = { seats: 4, options: options(6, 1), seed: "bench-replay" };
  const game = randomPlayout(politika, { ...input, botSeed: "bench-replay-bot", maxMoves: 50_000 });
  const moves = game.moves.slice(0, 500);
  if (moves.length < 500) throw new Error(`replay game has only ${moves.length} moves`);
  const times: number[] = [];
  for (let i = 0; i < 15; i++) {
    const t0 = performance.now();
    replay(politika, input, moves);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  out["replay of a 500-move game (median of 15)"] = `${times[7]!.toFixed(1)} ms`;
  return out;
}

/** Random games with invariant checks after every move; seeds derived from the index. */
export function soak(games: number): { games: number; finished: number; note: string } {
  let finished = 0;
  let moves = 0;
  let votes = 0;
  for (let i = 0; i < games; i++) {
    const seats = 3 + (i % 6);
    const rounds = i % 4 === 0 ? 6 : 1 + (i % 3);
    const p = randomPlayout(politika, {
      seats, options: options(rounds, i), seed: `soak-${i}`, botSeed: `soak-bot-${i}`, maxMoves: 50_000,
      onMove: (after, _before, rec) => {
        const s = after as State;
        const problems = stateProblems(s);
        if (problems.length > 0) throw new Error(`soak game ${i} (${seats}p), after ${JSON.stringify(rec.move)}: ${problems.join("; ")}`);
        for (const seat of politika.awaiting(s)) if (politika.legalMoves(s, seat).length === 0) throw new Error(`soak game ${i}: seat ${seat} awaited without a legal move`);
      },
    });
    if (p.finished && p.state.round === rounds) finished++;
    if (p.state.tied.length > 0) votes++;
    moves += p.moves.length;
  }
  return { games, finished, note: `3–8 players, 1–6 rounds; ${moves} moves, ${votes} games went to a tie vote; invariants checked after every move.` };
}
