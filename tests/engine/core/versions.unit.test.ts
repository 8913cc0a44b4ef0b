/**
 * The safe upgrade's proof (engine/core/versions.ts; docs/engine.md, "How to change the rules of
 * a live game"): a running game moves to a newer engine version only if its setup and every
 * recorded move give the same game under both, each move legal under the newer one. Versions of
 * the High Card fixture, each differing from version 1 in one way a tired developer might ship.
 */
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { defineGame, ensure } from "@backroom/engine/core/game";
import { allVersions, changeOf, checkUpgrade, engineAt, sameBarRulesVersion } from "@backroom/engine/core/versions";
import { replay } from "@backroom/engine/core/replay";
import { highCard } from "../../fixtures/high-card";
import { highCardV1, keepCardUntilReveal } from "../../fixtures/high-card-versions";

type State = ReturnType<typeof highCard.setup>;
const v1 = highCardV1;
const v2 = (over: Partial<Parameters<typeof defineGame>[0]>) => defineGame({ ...highCard, engineVersion: 2, olderVersions: [v1], ...over } as typeof highCard);

/** A chosen card stays in hand until the round's reveal: the same game after each round, not after each move. */
const keepsCardUntilReveal = v2({ apply: keepCardUntilReveal });
/** The same rules, with the rules-version stamp a versioned engine keeps in its state. */
const stamped = v2({
  setup: (input: Parameters<typeof highCard.setup>[0]) => ({ ...highCard.setup(input), rulesVersion: 2 }),
  sameGame: sameBarRulesVersion,
});
const input = { seats: 2, options: { rounds: 2 }, seed: "upgrade-proof" };
const start = highCard.setup(input);
/** Two whole rounds: each seat plays its first card, then its other one. */
const moves = [0, 1].flatMap((round) => [0, 1].map((seat) => ({ seat, move: { kind: "play" as const, card: start.hands[seat]![round]! } })));

describe("checkUpgrade", () => {
  it("passes a game every move of which gives the same game under the newer version, and hands over the newer version's state", () => {
    for (const n of [0, 1, 3, 4]) {
      const check = checkUpgrade(v1, stamped, input, moves.slice(0, n));
      expect(check).toEqual({ safe: true, state: replay(stamped, input, moves.slice(0, n)) });
    }
  });

  it("refuses a history that ends in the same state by a different path, naming the first move that differs", () => {
    expect(replay(keepsCardUntilReveal, input, moves)).toEqual(replay(v1, input, moves));
    const check = checkUpgrade(v1, keepsCardUntilReveal, input, moves);
    expect(check.safe).toBe(false);
    expect(!check.safe && check.why).toMatch(/\bmove 1\b/);
    // With no move played yet the two versions agree.
    expect(checkUpgrade(v1, keepsCardUntilReveal, input, []).safe).toBe(true);
  });

  it("compares states exactly unless the newer version says how (a rules-version stamp is not a difference then)", () => {
    const stampedStrict = v2({ setup: stamped.setup });
    expect(checkUpgrade(v1, stampedStrict, input, []).safe).toBe(false);
    expect(checkUpgrade(v1, stamped, input, []).safe).toBe(true);
  });

  it("refuses a newer version that deals differently, before any move", () => {
    const dealsBackwards = v2({ setup: (i: Parameters<typeof highCard.setup>[0]) => { const s = highCard.setup(i); return { ...s, hands: [...s.hands].reverse() }; } });
    const check = checkUpgrade(v1, dealsBackwards, input, moves);
    expect(check.safe).toBe(false);
    expect(!check.safe && check.why).toMatch(/set(s)? (the game )?up/);
  });

  it("refuses, and never throws, when the newer version cannot read a move, refuses it or fails on it; the reason names that move", () => {
    const renamed = v2({ moveSchema: z.object({ kind: z.literal("choose"), card: z.string() }) });
    const refusesSecondRound = v2({ apply: (s: State, seat: number, m: { card: string }) => { ensure(s.round === 1, "high-card/one-round", "One round only."); return highCard.apply(s, seat, m as never); } });
    const failsSecondRound = v2({ apply: (s: State, seat: number, m: { card: string }) => { if (s.round > 1) throw new Error("broken"); return highCard.apply(s, seat, m as never); } });
    const cases = [[renamed, /move 1\b.*not a move/], [refusesSecondRound, /move 3\b.*high-card\/one-round/], [failsSecondRound, /move 3\b.*broken/]] as const;
    for (const [newer, why] of cases) {
      const check = checkUpgrade(v1, newer, input, moves);
      expect(check.safe).toBe(false);
      expect(!check.safe && check.why).toMatch(why);
    }
    const cannotSetUp = v2({ setup: () => { throw new Error("no deck"); } });
    const check = checkUpgrade(v1, cannotSetUp, input, moves);
    expect(!check.safe && check.why).toMatch(/^setup .*no deck/);
    // The same versions pass a history that stops before the move they cannot take.
    expect(checkUpgrade(v1, refusesSecondRound, input, moves.slice(0, 2)).safe).toBe(true);
    expect(checkUpgrade(v1, failsSecondRound, input, moves.slice(0, 2)).safe).toBe(true);
  });

  it("reads the stored options with each version's own schema (a default the newer version adds fills in)", () => {
    const withNewOption = v2({
      optionsSchema: z.object({ rounds: z._default(z.int(), 3), reveal: z._default(z.boolean(), true) }),
      setup: (i: { seats: number; options: { rounds: number; reveal: boolean }; seed: string }) => {
        ensure(i.options.reveal === true, "setup/options", "reveal must default to true");
        return highCard.setup(i);
      },
    });
    expect(checkUpgrade(v1, withNewOption, input, moves).safe).toBe(true);
  });
});

describe("the versions a build keeps", () => {
  const v3 = defineGame({ ...highCard, engineVersion: 3, olderVersions: [stamped, v1], changes: [{ version: 1, summary: "First release." }, { version: 3, summary: "Third." }] });

  it("lists them oldest first, whatever order they were registered in, and finds each by number", () => {
    expect(allVersions(v3).map((d) => d.engineVersion)).toEqual([1, 2, 3]);
    for (const n of [1, 2, 3]) expect(engineAt(v3, n)?.engineVersion).toBe(n);
    expect(engineAt(v3, 4)).toBeUndefined();
    expect(engineAt(v1, 2)).toBeUndefined();
    expect(allVersions(highCard)).toEqual([highCard]);
  });

  it("gives each version's change note, and a plain one for a version without a note", () => {
    expect(changeOf(v3, 3)).toEqual({ version: 3, summary: "Third." });
    expect(changeOf(v3, 2)).toEqual({ version: 2, summary: "Engine version 2." });
    expect(changeOf(highCard, 1)).toEqual({ version: 1, summary: "Engine version 1." });
  });

  it("sameBarRulesVersion: only the stamp may differ", () => {
    expect(sameBarRulesVersion({ a: 1, rulesVersion: 1 }, { a: 1, rulesVersion: 2 })).toBe(true);
    expect(sameBarRulesVersion({ a: 1 }, { a: 1, rulesVersion: 2 })).toBe(true);
    expect(sameBarRulesVersion({ a: 1, rulesVersion: 2 }, { a: 2, rulesVersion: 2 })).toBe(false);
  });
});
