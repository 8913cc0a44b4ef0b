/**
 * Replay determinism, no mutation of inputs, schema round trips, labels for every legal
 * move, and the recorded games that pin behaviour (docs/engine.md "Replay stability").
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { deepFreeze, randomPlayout } from "../../../engine/core/playout";
import { replay } from "../../../engine/core/replay";
import { engineAt } from "../../../engine/core/versions";
import { twelveOTwelve as g } from "../../../engine/twelve-o-twelve/index";
import { moveSchema, type Move } from "../../../engine/twelve-o-twelve/moves";
import { optionsSchema, stateSchema, type State } from "../../../engine/twelve-o-twelve/state";
import { VARIANTS, VERSIONS } from "./playouts";

const digest = (s: unknown): string => createHash("sha256").update(JSON.stringify(s)).digest("hex");
const NAMES = ["Ann", "Bo", "Cy", "Di"];

describe("replay and purity", () => {
  it.each(Array.from({ length: 12 }, (_, i) => i))("game %i: replays to the same state; apply never mutates; states and moves parse; every legal move has a label", (i) => {
    // Every registered engine version in turn.
    const g = VERSIONS[i % VERSIONS.length]!;
    const input = { seats: 2 + (i % 3), options: optionsSchema.parse(VARIANTS[i % VARIANTS.length]), seed: `replay-${i}` };
    const played = randomPlayout(g, { ...input, botSeed: `replay-bot-${i}`, maxMoves: 3000 });
    expect(played.finished).toBe(true);
    expect(replay(g, input, played.moves)).toEqual(played.state);
    let state = deepFreeze(g.setup(input));
    for (const { seat, move } of played.moves) {
      const before = JSON.stringify(state);
      for (const m of g.legalMoves(state, seat)) {
        expect(moveSchema.parse(m)).toEqual(m);
        expect(g.moveLabel(state, seat, m, NAMES).length).toBeGreaterThan(3);
      }
      const next = g.apply(state, seat, move);
      expect(JSON.stringify(state)).toBe(before);
      expect(stateSchema.parse(JSON.parse(JSON.stringify(next)))).toEqual(next);
      state = deepFreeze(next);
    }
  }, 60_000);

  it("the same seed and moves give the same deal; another seed another deal", () => {
    const options = optionsSchema.parse({});
    expect(g.setup({ seats: 3, options, seed: "x" })).toEqual(g.setup({ seats: 3, options, seed: "x" }));
    expect(g.setup({ seats: 3, options, seed: "x" }).deck).not.toEqual(g.setup({ seats: 3, options, seed: "y" }).deck);
  });
});

interface Recorded {
  readonly name: string;
  readonly seats: number;
  readonly options: unknown;
  readonly seed: string;
  /** The engine version the game was recorded under; absent: 1. */
  readonly engineVersion?: number;
  readonly moves: { seat: number; move: Move }[];
  readonly digest: string;
}

const dir = join(__dirname, "recorded");
const recorded: Recorded[] = readdirSync(dir).filter((f) => f.endsWith(".json")).map((f) => JSON.parse(readFileSync(join(dir, f), "utf8")) as Recorded);

describe("recorded games", () => {
  it("there are recorded games of every engine version", () => {
    for (const v of VERSIONS) expect(recorded.filter((r) => (r.engineVersion ?? 1) === v.engineVersion).length, `version ${v.engineVersion}`).toBeGreaterThanOrEqual(2);
  });
  it.each(recorded.map((r) => [r.name, r] as const))("%s replays to its digest under its engine version", (_, r) => {
    const def = engineAt(g, r.engineVersion ?? 1)!;
    const final = replay(def, { seats: r.seats, options: optionsSchema.parse(r.options), seed: r.seed }, r.moves) as State;
    expect(def.result(final).finished).toBe(true);
    expect(digest(final)).toBe(r.digest);
  });
});
