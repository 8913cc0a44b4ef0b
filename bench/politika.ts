/**
 * Politika's engine benchmarks and soak run (wired into `npm run bench` / `npm run soak`).
 * Bots choose uniformly among legalMoves, offers included, and make optional moves too
 * (`optionalMoves`): players who are not awaited offer and withdraw during trade (PR8/PR9), as
 * in real asynchronous games; awaited-only bots would never trade out of turn.
 */
import { randomPlayout } from "../engine/core/playout";
import { compareEngine } from "./measure";
import { politika, politikaV1 } from "../engine/politika/index";
import { stateProblems } from "../engine/politika/rules";
import type { State } from "../engine/politika/state";

const options = (rounds: number, i = 0) => ({ rounds, factions: i % 3 === 0 ? ("chosen" as const) : ("random" as const) });

/**
 * Measured at engine version 1, the rules the baseline commit has: version 2's auto-pass
 * settings are legal moves for every seat at every step, so random bots making optional moves
 * spend most moves switching them (games about seven times as long) and neither the games nor
 * the replay could be compared with the baseline's. The two versions run the same code apart from those settings.
 */
export function bench(): Promise<Record<string, string>> {
  return compareEngine({
    def: politikaV1, baseline: { module: "politika/index", name: "politika" }, seats: [3, 4, 5, 6, 7, 8], goalSeats: 8,
    play: { options: (game) => options(6, game), maxMoves: 50_000, optionalMoves: true },
    replayGame: (def) => {
      // Five players: without the others' trade passes a four-player six-round game is under 500 moves.
      const input = { seats: 5, options: options(6, 1), seed: "bench-replay" };
      const game = randomPlayout(def, { ...input, botSeed: "bench-replay-bot", maxMoves: 50_000, optionalMoves: true });
      return { input, moves: game.moves.slice(0, 500) };
    },
  });
}

/** The soak run's game `i`: 3–8 players, 1–6 rounds, optional moves too. */
export const soakGame = (i: number) => ({
  seats: 3 + (i % 6), options: options(i % 4 === 0 ? 6 : 1 + (i % 3), i), seed: `soak-${i}`, botSeed: `soak-bot-${i}`, maxMoves: 50_000, optionalMoves: true,
});

/** Random games with invariant checks after every move; seeds derived from the index. */
export function soak(games: number): { games: number; finished: number; note: string } {
  let finished = 0;
  let moves = 0;
  let votes = 0;
  let outOfTurnOffers = 0;
  for (let i = 0; i < games; i++) {
    const { seats, options: { rounds } } = soakGame(i);
    const p = randomPlayout(politika, {
      ...soakGame(i),
      onMove: (after, _before, rec) => {
        const s = after as State;
        const problems = stateProblems(s);
        if (problems.length > 0) throw new Error(`soak game ${i} (${seats}p), after ${JSON.stringify(rec.move)}: ${problems.join("; ")}`);
        const awaited = politika.awaiting(s);
        for (const seat of awaited) if (politika.legalMoves(s, seat).length === 0) throw new Error(`soak game ${i}: seat ${seat} awaited without a legal move`);
        // PR8/PR9: during trade only the current player and receivers of pending offers are awaited.
        if (s.phase === "trade" && awaited.some((p) => p !== s.current && !s.offers.some((o) => o.receiver === p))) throw new Error(`soak game ${i}: ${awaited.join(",")} awaited in trade`);
        if (rec.seat !== s.current && (rec.move as { kind: string }).kind.startsWith("offer-")) outOfTurnOffers++;
      },
    });
    if (p.finished && p.state.round === rounds) finished++;
    if (p.state.tied.length > 0) votes++;
    moves += p.moves.length;
  }
  return { games, finished, note: `3–8 players, 1–6 rounds; ${moves} moves, ${votes} games went to a tie vote; ${outOfTurnOffers} offers by players other than the current one; invariants checked after every move.` };
}
