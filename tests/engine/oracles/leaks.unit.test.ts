/**
 * Hidden information, checked against test-side oracles (./*.ts) rather than the engines' own
 * `secrets()`: every state and every log line of random games, for every seat and a spectator.
 * Then the engine's `secrets()` (what other leak tests and tools rely on) must equal the oracle.
 */
import { describe, expect, it } from "vitest";
import type { AnyGameDefinition, Viewer } from "../../../engine/core/game";
import { randomPlayout } from "../../../engine/core/playout";
import { conspiracyTheory as conspiracy, conspiracyTheoryV1 } from "../../../engine/conspiracy-theory/index";
import { politikaV1 } from "../../../engine/politika/index";
import { politikaV2Playout } from "../politika/versions";
import { twelveOTwelve } from "../../../engine/twelve-o-twelve/index";
import { conspiracyOracle } from "./conspiracy-theory";
import { forbidden, leaksIn, secretsDiff, type LeakOracle } from "./oracle";
import { politikaOracle } from "./politika";
import { twelveOracle } from "./twelve-o-twelve";

const NAMES = ["Ann", "Bob", "Cy", "Di", "Eve", "Fay", "Gus", "Hal"];
/**
 * How many of each game's random games to play: all unless LEAK_ORACLE_GAMES says fewer. Mutation
 * testing (stryker.config.mjs) asks for fewer, since every mutant of a view re-runs these games.
 */
const GAMES = Number(process.env.LEAK_ORACLE_GAMES ?? Infinity);

interface Run {
  readonly seats: number;
  readonly options: unknown;
  readonly optionalMoves?: boolean;
}

/** Plays the games and returns every problem found (empty when nothing leaks), and how many checks ran. */
/**
 * The checks all of `runs` must exceed (so a play-out cut short fails); with fewer games, half
 * their share (the first games are the small tables, with fewer viewers per move).
 */
const least = (all: number, runs: readonly unknown[]) => (GAMES >= runs.length ? all : (all * GAMES) / runs.length / 2);

function check(def: AnyGameDefinition, oracle: LeakOracle<unknown>, runs: readonly Run[], tag: string): { problems: string[]; checks: number } {
  const problems: string[] = [];
  let checks = 0;
  runs.slice(0, GAMES).forEach((run, i) => {
    const seed = `oracle-${tag}-${i}`;
    const viewers: Viewer[] = [...Array.from({ length: run.seats }, (_, s) => s), "spectator"];
    const inspect = (before: unknown, after: unknown, rec: { seat: number; move: unknown } | null) => {
      for (const viewer of viewers) {
        checks++;
        const { missing, extra } = secretsDiff(def.secrets(after, viewer), oracle.hidden(after, viewer));
        if (missing.length || extra.length) problems.push(`${seed}: secrets() for ${viewer}: missing ${missing.join(",")}; extra ${extra.join(",")}`);
        const inView = leaksIn(JSON.stringify(def.view(after, viewer)), forbidden(oracle, [after], viewer, seed));
        if (inView.length) problems.push(`${seed}: view of ${viewer} shows ${inView.join(", ")}`);
        if (rec) {
          const line = def.describe({ before, after, seat: rec.seat, move: rec.move, viewer, names: NAMES });
          const inLine = leaksIn(line, forbidden(oracle, [before, after], viewer, seed, [{ before, move: rec.move }]));
          if (inLine.length) problems.push(`${seed}: log line for ${viewer} shows ${inLine.join(", ")}: ${line}`);
        }
      }
    };
    const first = def.setup({ seats: run.seats, options: def.optionsSchema.parse(run.options), seed });
    inspect(first, first, null);
    randomPlayout(def, {
      seats: run.seats, options: def.optionsSchema.parse(run.options), seed, botSeed: `${seed}-bot`, maxMoves: 4000, optionalMoves: run.optionalMoves,
      onMove: (after, before, rec) => inspect(before, after, rec),
    });
  });
  return { problems, checks };
}

describe("leak oracles (engine-independent)", () => {
  it("12-0-12: no view or log line shows a hidden card or Leader by id or name; secrets() equals the oracle", () => {
    const variants = [{}, { leaders: "novice" }, { leaders: "more-interaction" }, { variant: "training" }, { leaders: "less-interaction", compromat: false }];
    const runs = Array.from({ length: 12 }, (_, i) => ({ seats: 2 + (i % 3), options: variants[i % variants.length] }));
    const { problems, checks } = check(twelveOTwelve, twelveOracle as LeakOracle<unknown>, runs, "twelve");
    expect(problems.slice(0, 5)).toEqual([]);
    expect(checks).toBeGreaterThan(least(5_000, runs));
  }, 120_000);

  it.each([
    // Version 2's auto-pass moves are public settings; its play-outs offer them to awaited seats (./politika/versions).
    ["version 1", politikaV1, [3, 4, 5, 6, 8, 3, 4]],
    ["version 2", politikaV2Playout, [3, 5, 8]],
  ] as const)("Politika %s (with out-of-turn offers): no view or log line shows a hidden card by id or name; secrets() equals the oracle", (label, def, seatCounts) => {
    const runs = seatCounts.map((seats, i) => ({ seats, options: { rounds: 2, factions: i % 2 ? "chosen" : "random" }, optionalMoves: true }));
    const { problems, checks } = check(def, politikaOracle as LeakOracle<unknown>, runs, `politika-${label}`);
    expect(problems.slice(0, 5)).toEqual([]);
    expect(checks).toBeGreaterThan(least(2_000, runs));
  }, 120_000);

  it.each([
    ["version 1", conspiracyTheoryV1, "conspiracy-v1"],
    ["version 2", conspiracy, "conspiracy"],
  ] as const)("Conspiracy Theory %s: no view or log line shows a hidden card by id or name; secrets() equals the oracle", (_label, def, prefix) => {
    const runs = Array.from({ length: 6 }, (_, i) => ({ seats: 2 + (i % 3), options: { autoPass: ["manual", "when-unable", "bystander"][i % 3] } }));
    const { problems, checks } = check(def, conspiracyOracle as LeakOracle<unknown>, runs, prefix);
    expect(problems.slice(0, 5)).toEqual([]);
    expect(checks).toBeGreaterThan(least(5_000, runs));
  }, 120_000);
});

describe("the oracle's word check", () => {
  type Toy = { hands: string[][]; deck: string[]; shown: string[]; rng: number[] };
  const NAME: Record<string, string> = { "a#1": "Veto", "a#2": "Veto", "b#1": "Fast travel", "c#1": "Bear" };
  const toy: LeakOracle<Toy> = {
    universe: Object.keys(NAME),
    hidden: (s, v) => [...s.deck, ...s.hands.flatMap((h, p) => (p === v ? [] : h))],
    words: (id) => [id, NAME[id]!],
    shownNames: (s) => s.shown,
    rng: (s) => s.rng,
  };
  const state: Toy = { hands: [["a#1"], ["b#1"]], deck: ["c#1"], shown: [], rng: [123456789, 1, 2, 3] };

  it("finds a hidden card by id or by name, whole words only, and the RNG and seed", () => {
    const f = forbidden(toy, [state], 0, "the-seed");
    expect(leaksIn("Bob holds Fast travel and c#1", f).sort()).toEqual(["Fast travel", "c#1"]);
    expect(leaksIn("Bearing c#10, Fast travelling", f)).toEqual([]);
    expect(leaksIn('{"rng":123456789}', f)).toEqual(["123456789"]);
    expect(leaksIn("seed the-seed", f)).toEqual(["the-seed"]);
  });

  it("allows a name some visible card shares, or one the viewer was shown", () => {
    // a#2 is nowhere hidden (on the table), so "Veto" may be written though a#1 is hidden from seat 1.
    expect(leaksIn("Ann plays Veto", forbidden(toy, [state], 1, "s"))).toEqual([]);
    expect(leaksIn("Ann plays a#1", forbidden(toy, [state], 1, "s"))).toEqual(["a#1"]);
    expect(leaksIn("Bob offers Fast travel", forbidden(toy, [{ ...state, shown: ["Fast travel"] }], 0, "s"))).toEqual([]);
  });

  it("a log line may name a card hidden on one side of the move only, or one the move reveals", () => {
    const after: Toy = { ...state, hands: [["a#1", "c#1"], ["b#1"]], deck: [] };
    expect(forbidden(toy, [state, after], 0, "s").ids).toEqual(new Set(["b#1"]));
    expect(forbidden(toy, [state, after], 1, "s").ids).toEqual(new Set(["a#1", "c#1"]));
    expect(forbidden({ ...toy, revealedBy: () => ["c#1"] }, [state, after], 1, "s", [{ before: state, move: {} }]).ids).toEqual(new Set(["a#1"]));
  });

  it("secretsDiff names what secrets() left out and what it wrongly hides", () => {
    expect(secretsDiff(["x", "y"], ["y", "z"])).toEqual({ missing: ["z"], extra: ["x"] });
  });
});
