/**
 * Politika's challenge built in steps (web/games/politika/moves.ts, forms.tsx), on states of
 * random games with the challenger's money varied: every listed challenge is built by its steps
 * (what with, whose token where, the dice), the dice go exactly as far as the engine accepts
 * (PR10: any number money buys, none on the Communists' extra challenge), and every challenge the
 * steps can build the engine accepts.
 */
import { describe, expect, it } from "vitest";
import { politika, type PolitikaMove, type PolitikaState } from "@backroom/engine/politika/index";
import { randomPlayout } from "@backroom/engine/core/playout";
import type { LegalMove } from "../../../../web/lib/api";
import { answersFor, walkSteps } from "../../../../web/lib/moves";
import { challengeCandidates, challengeSteps, STEPPED_KINDS, type Challenge } from "../../../../web/games/politika/moves";

const names = ["Ann", "Bob", "Cy", "Di", "Ed"];
const options = politika.optionsSchema.parse({});
const legal = (s: PolitikaState, seat: number): LegalMove[] => politika.legalMoves(s, seat).map((move) => ({ move, label: politika.moveLabel(s, seat, move, names) }));
/** What the server takes: the move schema's check, then the engine's `apply`. */
const accepts = (s: PolitikaState, seat: number, m: PolitikaMove) => {
  if (!politika.moveSchema.safeParse(m).success) return false;
  try {
    politika.apply(s, seat, m);
    return true;
  } catch {
    return false;
  }
};
const withMoney = (s: PolitikaState, seat: number, money: number): PolitikaState => {
  const c = structuredClone(s) as { money: number[] };
  c.money[seat] = money;
  return c as unknown as PolitikaState;
};

/** States where the current player may challenge, each at several amounts of money. */
function challengeStates(): { state: PolitikaState; seat: number }[] {
  const out: { state: PolitikaState; seat: number }[] = [];
  for (const seats of [3, 4, 5]) {
    for (const botSeed of ["a", "b", "c"]) {
      let found = 0;
      randomPlayout(politika, {
        seats, options, seed: `challenge-steps-${seats}`, botSeed, maxMoves: 1200,
        onMove: (after) => {
          const s = after as PolitikaState;
          if (found >= 2 || s.phase !== "challenges" || s.challenge !== null) return;
          if (!politika.legalMoves(s, s.current).some((m) => m.kind === "challenge")) return;
          found++;
          for (const money of [0, 40_000, 100_000, 130_000, 1_100_000]) out.push({ state: withMoney(s, s.current, money), seat: s.current });
        },
      });
    }
  }
  return out;
}

const challenges = (moves: readonly LegalMove[]) => moves.flatMap((m) => ((m.move as PolitikaMove).kind === "challenge" ? [m.move as Challenge] : []));
const base = (m: Challenge) => JSON.stringify({ ...m, dice: 0 });

describe("a challenge in steps (PR10)", () => {
  const states = challengeStates();
  const steps = challengeSteps();

  it("finds challenges to build, some with more than eight listed", () => {
    expect(states.length).toBeGreaterThan(20);
    expect(Math.max(...states.map(({ state, seat }) => challenges(legal(state, seat)).length))).toBeGreaterThan(8);
    expect(STEPPED_KINDS).toEqual(["challenge"]);
  });

  it("every listed challenge is built by its source, target and dice", () => {
    for (const { state, seat } of states) {
      const moves = legal(state, seat);
      const candidates = challengeCandidates(moves, state.money[seat]!);
      for (const m of challenges(moves)) expect(walkSteps(candidates, steps, answersFor(m, steps)).built).toEqual(m);
    }
  });

  it("the steps build only challenges the engine accepts, and the dice stop exactly where the engine's stop", () => {
    let beyondListed = 0;
    for (const { state, seat } of states) {
      const moves = legal(state, seat);
      const candidates = challengeCandidates(moves, state.money[seat]!);
      const listed = new Set(challenges(moves).map(base));
      expect(new Set(candidates.map(base))).toEqual(listed);
      for (const c of candidates) expect(accepts(state, seat, c), JSON.stringify(c)).toBe(true);
      for (const key of listed) {
        const most = Math.max(...candidates.filter((c) => base(c) === key).map((c) => c.dice));
        if (most > 5) beyondListed++;
        const more = { ...(JSON.parse(key) as Challenge), dice: most + 1 };
        expect(accepts(state, seat, more), `${JSON.stringify(more)} should be refused`).toBe(false);
      }
    }
    expect(beyondListed).toBeGreaterThan(0);
  });

  it("each step offers only what the steps before it allow: sources first, then targets, then the dice from 0", () => {
    for (const { state, seat } of states) {
      const candidates = challengeCandidates(legal(state, seat), state.money[seat]!);
      const first = walkSteps(candidates, steps, {});
      const sources = [...new Set(candidates.map((c) => JSON.stringify(c.source)))];
      expect(first.shown[0]).toMatchObject({ type: "choice", options: sources });
      for (const source of sources) {
        const walk = walkSteps(candidates, steps, { source });
        const targets = walk.shown[1]!;
        if (targets.type !== "choice") throw new Error("targets second");
        expect([...targets.options].sort()).toEqual([...new Set(candidates.filter((c) => JSON.stringify(c.source) === source).map((c) => JSON.stringify({ target: c.target, defender: c.defender })))].sort());
        for (const target of targets.options) {
          const dice = walkSteps(candidates, steps, { source, target }).shown[2]!;
          if (dice.type !== "number") throw new Error("dice third");
          expect(dice.chosen).toBe(0);
          expect(dice.values).toEqual(Array.from({ length: dice.values.length }, (_, i) => i));
        }
      }
    }
  });

  it("the targets can be sorted by their words", () => {
    const { state, seat } = states.find(({ state: s, seat: x }) => new Set(challenges(legal(s, x)).map((c) => JSON.stringify([c.target, c.defender]))).size > 2)!;
    const candidates = challengeCandidates(legal(state, seat), state.money[seat]!);
    const source = JSON.stringify(candidates[0]!.source);
    const backwards = walkSteps(candidates, challengeSteps((a, b) => b.localeCompare(a)), { source }).shown[1]!;
    if (backwards.type !== "choice") throw new Error("targets second");
    expect(backwards.options).toEqual([...backwards.options].sort().reverse());
  });
});

