/**
 * Re-records the games in recorded/ (run with `npx tsx tests/engine/politika/record.ts`). Only for
 * a deliberate, versioned rule change: the recorded digests pin behaviour (docs/engine.md).
 * The bots make optional moves too, so the games hold out-of-turn offers (PR8/PR9).
 */
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { politika, politikaV1 } from "../../../engine/politika/index";
import { politikaV2Playout } from "./versions";
import { randomPlayout } from "../../../engine/core/playout";
const games = [
  { name: "three-players-two-rounds", seats: 3, options: { rounds: 2, factions: "random" }, seed: "recorded-3p", botSeed: "rb-3" },
  { name: "five-players-chosen-factions", seats: 5, options: { rounds: 1, factions: "chosen" }, seed: "recorded-5p", botSeed: "rb-5" },
  { name: "eight-players-one-round", seats: 8, options: { rounds: 1, factions: "random" }, seed: "recorded-8p", botSeed: "rb-8" },
  // Engine version 2 (auto-pass settings): the file names its version; the others are version 1.
  { name: "v2-four-players-auto-pass", seats: 4, options: { rounds: 2, factions: "random" }, seed: "recorded-v2-4p", botSeed: "rb-v2-4", engineVersion: 2 },
] as const;
for (const g of games) {
  const version = "engineVersion" in g ? g.engineVersion : 1;
  const p = randomPlayout(version === 2 ? politikaV2Playout : politikaV1, { seats: g.seats, options: politika.optionsSchema.parse(g.options), seed: g.seed, botSeed: g.botSeed, maxMoves: 10000, optionalMoves: true });
  if (!p.finished) throw new Error(`${g.name} did not finish`);
  const digest = createHash("sha256").update(JSON.stringify(p.state)).digest("hex");
  writeFileSync(`${import.meta.dirname}/recorded/${g.name}.json`, JSON.stringify({ ...(version > 1 ? { engineVersion: version } : {}), options: g.options, seats: g.seats, seed: g.seed, moves: p.moves, digest }, null, 0) + "\n");
  console.log(g.name, p.finished, p.moves.length, digest, p.state.winners, p.state.tied, version === 2 ? p.moves.filter((m) => (m.move as { kind: string }).kind === "auto-pass").length : "");
}
