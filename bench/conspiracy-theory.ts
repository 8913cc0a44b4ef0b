/**
 * Conspiracy Theory's engine benchmarks and soak run (wired into `npm run bench` / `npm run soak`).
 * Bots choose uniformly among legalMoves. Benchmarks use the default options (no round limit;
 * the engine's 200-round safety valve); the soak run also sets the CR32 round limit (12) in
 * every fourth game and rotates the auto-pass modes, as the property test does.
 */
import type { AnyGameDefinition } from "../engine/core/game";
import { randomPlayout } from "../engine/core/playout";
import { conspiracyTheory as g, optionsSchema } from "../engine/conspiracy-theory/index";
import type { State } from "../engine/conspiracy-theory/state";
import { checkInvariants } from "../tests/engine/conspiracy-theory/invariants";
import { compareEngine } from "./measure";

const MAX_MOVES = 6000;
const options = optionsSchema.parse({});

/** A recorded game of at least `length` moves: every seat on manual auto-pass, no round limit. */
function longGame(length: number, def: AnyGameDefinition = g) {
  const manual = optionsSchema.parse({ autoPass: "manual" });
  for (let k = 0; ; k++) {
    const input = { seats: 4, options: manual, seed: `bench-replay-${k}` };
    const p = randomPlayout(def, { ...input, botSeed: `bench-replay-bot-${k}`, maxMoves: length });
    if (p.moves.length >= length) return { input, moves: p.moves };
  }
}

export function bench(): Promise<Record<string, string>> {
  return compareEngine({
    def: g, baseline: { module: "conspiracy-theory/index", name: "conspiracyTheory" }, seats: [2, 3, 4], goalSeats: 4,
    play: { options: () => options, maxMoves: MAX_MOVES },
    replayGame: (def) => longGame(500, def),
  });
}

/** The soak run's game `i`: 2–4 players, the round limit in every 4th game, each auto-pass mode in turn. */
export const soakGame = (i: number) => ({
  seats: 2 + (i % 3), seed: `soak-${i}`, botSeed: `soak-bot-${i}`, maxMoves: MAX_MOVES,
  options: optionsSchema.parse({ roundLimit: i % 4 === 3 ? 12 : null, autoPass: (["when-unable", "manual", "bystander"] as const)[i % 3] }),
});

/** Random games over 2–4 players, invariants checked after every move. */
export function soak(games: number): { games: number; finished: number; note: string } {
  let finished = 0;
  let limit = 0;
  let valve = 0;
  let moves = 0;
  for (let i = 0; i < games; i++) {
    const { seats } = soakGame(i);
    const p = randomPlayout(g, {
      ...soakGame(i),
      onMove: (after, before, rec, index) => {
        const broken = checkInvariants(after as State, before as State);
        if (broken) throw new Error(`soak game ${i} (${seats}p), move ${index} ${JSON.stringify(rec)}: ${broken}`);
      },
    });
    moves += p.moves.length;
    if (p.finished) finished++;
    const reason = p.state.finished?.reason ?? "";
    if (reason.includes("round limit (12)")) limit++;
    else if (reason.includes("round limit")) valve++;
  }
  return {
    games, finished,
    note: `${valve} of ${games} ended by the 200-round safety valve; ${limit} at the host's 12-round limit (set in every 4th game); the rest by a held pyramid; ${Math.round(moves / Math.max(1, games))} moves a game`,
  };
}
