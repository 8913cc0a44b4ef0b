/**
 * Re-records the games in recorded/ (run with `npx tsx tests/engine/conspiracy-theory/record.ts`).
 * Only for a deliberate change of moves or rules: the recorded digests pin behaviour
 * (docs/engine.md). Bots choose uniformly among legal moves; for each game the first bot seed
 * whose game finishes within `maxMoves` and includes a repair (CR4) is kept.
 */
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { randomPlayout } from "../../../engine/core/playout";
import { conspiracyTheory as g } from "../../../engine/conspiracy-theory/index";
import type { State } from "../../../engine/conspiracy-theory/state";

const games = [
  { name: "two-players", seats: 2, options: {}, seed: "recorded-2", maxMoves: 400 },
  { name: "three-players-bystander", seats: 3, options: { autoPass: "bystander" }, seed: "recorded-3", maxMoves: 500 },
  { name: "four-players-manual", seats: 4, options: { roundLimit: 12, autoPass: "manual" }, seed: "recorded-4", maxMoves: 900 },
] as const;

for (const game of games) {
  for (let k = 0; ; k++) {
    const botSeed = `${game.seed}-bot-${k}`;
    const p = randomPlayout(g, { seats: game.seats, options: g.optionsSchema.parse(game.options), seed: game.seed, botSeed, maxMoves: game.maxMoves });
    if (!p.finished || !p.moves.some((m) => (m.move as { kind: string }).kind === "repair")) continue;
    const state = p.state as State;
    const digest = createHash("sha256").update(JSON.stringify(state)).digest("hex");
    const summary = state.finished?.reason ?? "";
    writeFileSync(`${import.meta.dirname}/recorded/${game.name}.json`, JSON.stringify({
      options: game.options, seats: game.seats, seed: game.seed, moves: p.moves, digest, finished: true, summary,
    }) + "\n");
    const repairs = p.moves.filter((m) => (m.move as { kind: string }).kind === "repair").length;
    console.log(game.name, botSeed, p.moves.length, "moves,", repairs, "repair steps:", summary);
    break;
  }
}
