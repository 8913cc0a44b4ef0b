/** Replay determinism, no mutation of inputs, snapshots, and the recorded games that pin behaviour. */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { randomPlayout, replayFrozen } from "../../../engine/core/playout";
import { replay, type RecordedMove } from "../../../engine/core/replay";
import { politika, type PolitikaOptions } from "../../../engine/politika/index";
import type { Move } from "../../../engine/politika/moves";

const RECORDED = join(import.meta.dirname, "recorded");

describe("politika replay", () => {
  it.each([3, 5, 8])("%i players: replay is deterministic and apply never mutates its (deep-frozen) input", (seats) => {
    const input = { seats, options: { rounds: 2, factions: "random" } as PolitikaOptions, seed: `replay-${seats}` };
    const game = randomPlayout(politika, { ...input, botSeed: "replay-bot", maxMoves: 10_000, optionalMoves: true });
    expect(game.finished).toBe(true);
    expect(replayFrozen(politika, input, game.moves)).toEqual(game.state);
    expect(replay(politika, input, game.moves)).toEqual(game.state);
  });

  it("snapshots parse back through the state schema unchanged", () => {
    const game = randomPlayout(politika, { seats: 4, options: { rounds: 1, factions: "chosen" }, seed: "snap", botSeed: "snap", maxMoves: 10_000, optionalMoves: true });
    expect(politika.stateSchema.parse(JSON.parse(JSON.stringify(game.state)))).toEqual(game.state);
    for (const m of game.moves) expect(politika.moveSchema.parse(m.move)).toEqual(m.move);
  });

  const files = readdirSync(RECORDED).filter((f) => f.endsWith(".json"));
  it("has recorded games", () => expect(files.length).toBeGreaterThanOrEqual(3));

  it.each(files)("recorded game %s replays to its digest", (file) => {
    const rec = JSON.parse(readFileSync(join(RECORDED, file), "utf8")) as { options: unknown; seats: number; seed: string; moves: RecordedMove<Move>[]; digest: string };
    const final = replay(politika, { seats: rec.seats, options: politika.optionsSchema.parse(rec.options), seed: rec.seed }, rec.moves);
    expect(politika.result(final).finished).toBe(true);
    expect(createHash("sha256").update(JSON.stringify(final)).digest("hex")).toBe(rec.digest);
  });
});
