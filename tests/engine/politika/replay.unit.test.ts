/** Replay determinism, no mutation of inputs, snapshots, and the recorded games that pin behaviour. */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { randomPlayout, replayFrozen } from "../../../engine/core/playout";
import { replay, type RecordedMove } from "../../../engine/core/replay";
import { engineAt } from "../../../engine/core/versions";
import { politika, UPRISING_IDS, type PolitikaOptions } from "../../../engine/politika/index";
import { challengeSchema, stateSchema, turnSchema, type State } from "../../../engine/politika/state";
import { VERSIONS } from "./versions";
import type { Move } from "../../../engine/politika/moves";

const RECORDED = join(import.meta.dirname, "recorded");

describe("politika replay", () => {
  it.each(VERSIONS.flatMap(([label, playout, def]) => [3, 5, 8].map((seats) => [label, seats, playout, def] as const)))("%s, %i players: replay is deterministic and apply never mutates its (deep-frozen) input", (_label, seats, playout, def) => {
    const input = { seats, options: { rounds: 2, factions: "random" } as PolitikaOptions, seed: `replay-${seats}` };
    const game = randomPlayout(playout, { ...input, botSeed: "replay-bot", maxMoves: 10_000, optionalMoves: true });
    expect(game.finished).toBe(true);
    expect(replayFrozen(def, input, game.moves)).toEqual(game.state);
    expect(replay(def, input, game.moves)).toEqual(game.state);
  });

  // apply writes its copy of the state key by key (rules.ts, shallowCopy), and digests hash the JSON.
  it.each(VERSIONS)("%s: every state after a move has the schema's keys in the schema's order, the absent optional ones absent", (_label, playout, def) => {
    const keys = (schema: unknown) => Object.keys((schema as { shape: object }).shape);
    const stateKeys = keys(stateSchema).filter((k) => def.engineVersion >= 2 || (k !== "rulesVersion" && k !== "autoPass"));
    let checked = 0;
    let challenges = 0;
    randomPlayout(playout, {
      seats: 5, options: { rounds: 2, factions: "chosen" }, seed: "keys", botSeed: "keys", maxMoves: 10_000, optionalMoves: true,
      onMove: (after) => {
        const s = after as State;
        expect(Object.keys(s)).toEqual(stateKeys);
        expect(Object.keys(s.turn)).toEqual(keys(turnSchema));
        expect(Object.keys(s.uprisings)).toEqual([...UPRISING_IDS]);
        for (const u of UPRISING_IDS) expect(Object.keys(s.uprisings[u])).toEqual(["region", "tokens"]);
        if (s.challenge) { expect(Object.keys(s.challenge)).toEqual(keys(challengeSchema)); challenges++; }
        checked++;
      },
    });
    expect(checked).toBeGreaterThan(100);
    expect(challenges).toBeGreaterThan(5);
  });

  it("snapshots parse back through the state schema unchanged", () => {
    const game = randomPlayout(politika, { seats: 4, options: { rounds: 1, factions: "chosen" }, seed: "snap", botSeed: "snap", maxMoves: 10_000, optionalMoves: true });
    expect(politika.stateSchema.parse(JSON.parse(JSON.stringify(game.state)))).toEqual(game.state);
    for (const m of game.moves) expect(politika.moveSchema.parse(m.move)).toEqual(m.move);
  });

  const files = readdirSync(RECORDED).filter((f) => f.endsWith(".json"));
  it("has recorded games of both versions", () => {
    expect(files.length).toBeGreaterThanOrEqual(4);
    expect(files.some((f) => f.startsWith("v2-"))).toBe(true);
  });

  it.each(files)("recorded game %s replays to its digest", (file) => {
    const rec = JSON.parse(readFileSync(join(RECORDED, file), "utf8")) as { engineVersion?: number; options: unknown; seats: number; seed: string; moves: RecordedMove<Move>[]; digest: string };
    // A recorded game replays under the version it was played with (files without one: version 1).
    const def = engineAt(politika, rec.engineVersion ?? 1)!;
    const final = replay(def, { seats: rec.seats, options: politika.optionsSchema.parse(rec.options), seed: rec.seed }, rec.moves);
    expect(def.result(final).finished).toBe(true);
    expect(createHash("sha256").update(JSON.stringify(final)).digest("hex")).toBe(rec.digest);
  });
});
