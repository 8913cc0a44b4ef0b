/**
 * Re-records the games in recorded/ (run with `npx tsx tests/engine/conspiracy-theory/record.ts`).
 * Only for a deliberate change of moves or rules: the recorded digests pin behaviour
 * (docs/engine.md). Bots choose uniformly among legal moves; for each game the first bot seed
 * whose game finishes within `maxMoves` and includes a repair (CR4) is kept. Each game is played
 * under its engine version (absent: 1), and a newer version's game must play out differently
 * under the version before (so it pins what changed); names on the command line re-record only
 * those games.
 */
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { randomPlayout } from "../../../engine/core/playout";
import { checkUpgrade, engineAt } from "../../../engine/core/versions";
import { conspiracyTheory } from "../../../engine/conspiracy-theory/index";
import type { State } from "../../../engine/conspiracy-theory/state";

const games = [
  { name: "two-players", seats: 2, options: {}, seed: "recorded-2", maxMoves: 400 },
  { name: "three-players-bystander", seats: 3, options: { autoPass: "bystander" }, seed: "recorded-3", maxMoves: 500 },
  { name: "four-players-manual", seats: 4, options: { roundLimit: 12, autoPass: "manual" }, seed: "recorded-4", maxMoves: 900 },
  // Engine version 2 (windows pass for the seats nothing in them lets answer): the file names its version.
  { name: "v2-three-players-manual", seats: 3, options: { roundLimit: 12, autoPass: "manual" }, seed: "recorded-v2-3", maxMoves: 900, engineVersion: 2 },
  { name: "v2-two-players", seats: 2, options: { autoPass: "manual" }, seed: "recorded-v2-2", maxMoves: 500, engineVersion: 2 },
] as const;

const only = process.argv.slice(2);
for (const game of games) {
  if (only.length > 0 && !only.includes(game.name)) continue;
  const version = "engineVersion" in game ? game.engineVersion : 1;
  const g = engineAt(conspiracyTheory, version) as typeof conspiracyTheory;
  for (let k = 0; ; k++) {
    const botSeed = `${game.seed}-bot-${k}`;
    const p = randomPlayout(g, { seats: game.seats, options: g.optionsSchema.parse(game.options), seed: game.seed, botSeed, maxMoves: game.maxMoves });
    if (!p.finished || !p.moves.some((m) => (m.move as { kind: string }).kind === "repair")) continue;
    const input = { seats: game.seats, options: game.options, seed: game.seed };
    if (version > 1 && checkUpgrade(engineAt(conspiracyTheory, version - 1)!, g, input, p.moves).safe) continue;
    const state = p.state as State;
    const digest = createHash("sha256").update(JSON.stringify(state)).digest("hex");
    const summary = state.finished?.reason ?? "";
    writeFileSync(`${import.meta.dirname}/recorded/${game.name}.json`, JSON.stringify({
      ...(version > 1 ? { engineVersion: version } : {}), options: game.options, seats: game.seats, seed: game.seed, moves: p.moves, digest, finished: true, summary,
    }) + "\n");
    const repairs = p.moves.filter((m) => (m.move as { kind: string }).kind === "repair").length;
    console.log(game.name, botSeed, p.moves.length, "moves,", repairs, "repair steps:", summary);
    break;
  }
}
