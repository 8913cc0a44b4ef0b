import { describe, expect, it } from "vitest";
import { Rng, seedRng, replay, RuleViolation } from "@backroom/engine";
import { deepFreeze, leakedSecrets, randomPlayout } from "@backroom/engine/core/playout";
import { highCard } from "../../fixtures/high-card";

describe("Rng", () => {
  it("gives the same numbers for the same seed and different ones for another", () => {
    const draw = (seed: string) => { const r = new Rng(seedRng(seed)); return Array.from({ length: 8 }, () => r.int(1000)); };
    expect(draw("alpha")).toEqual(draw("alpha"));
    expect(draw("alpha")).not.toEqual(draw("alphb"));
  });

  it("resumes exactly from a saved state", () => {
    const r = new Rng(seedRng("s"));
    r.next();
    const saved = r.state;
    const a = [r.next(), r.next()];
    const r2 = new Rng(saved);
    expect([r2.next(), r2.next()]).toEqual(a);
  });

  it("rolls dice within 1..6 with every face appearing", () => {
    const r = new Rng(seedRng("dice"));
    const faces = new Set(Array.from({ length: 600 }, () => r.die()));
    expect([...faces].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("shuffles into a permutation without touching the input", () => {
    const input = deepFreeze([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const out = new Rng(seedRng("x")).shuffle(input);
    expect([...out].sort()).toEqual([...input]);
    expect(out).not.toEqual(input);
  });

  it("rejects a bad bound", () => {
    expect(() => new Rng(seedRng("x")).int(0)).toThrow(/bad bound/);
  });
});

describe("replay with the fixture game", () => {
  it("is deterministic and never mutates its input", () => {
    const play = randomPlayout(highCard, { seats: 3, options: { rounds: 3 }, seed: "seed-1", botSeed: "bot-1", maxMoves: 100,
      onMove: (_after, before) => deepFreeze(before) });
    expect(play.finished).toBe(true);
    const again = replay(highCard, { seats: 3, options: { rounds: 3 }, seed: "seed-1" }, play.moves);
    expect(again).toEqual(play.state);
  });

  it("throws a RuleViolation with a code for an illegal move", () => {
    const s = highCard.setup({ seats: 2, options: { rounds: 3 }, seed: "s" });
    try {
      highCard.apply(s, 0, { kind: "play", card: "card-999" });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(RuleViolation);
      expect((e as RuleViolation).code).toBe("high-card/not-in-hand");
    }
  });

  it("finds a secret that leaks into a view and none when it does not", () => {
    const s = highCard.setup({ seats: 2, options: { rounds: 3 }, seed: "s" });
    const secretsOf1 = highCard.secrets(s, 1);
    expect(leakedSecrets(JSON.stringify(highCard.view(s, 1)), secretsOf1)).toEqual([]);
    expect(leakedSecrets(JSON.stringify(highCard.view(s, 0)), secretsOf1).length).toBeGreaterThan(0);
  });
});

describe("drafts", () => {
  it("cloneDraft copies deeply, so mutating the draft leaves the frozen input alone", async () => {
    const { cloneDraft } = await import("@backroom/engine/core/draft");
    const input = deepFreeze({ a: [1, { b: 2 }], c: { d: [3] } });
    const draft = cloneDraft(input) as { a: [number, { b: number }]; c: { d: number[] } };
    draft.a[1].b = 9;
    draft.c.d.push(4);
    expect(input).toEqual({ a: [1, { b: 2 }], c: { d: [3] } });
  });

  it("refillDeckFromDiscard shuffles the discard pile into an empty deck, from the draft's RNG", async () => {
    const { refillDeckFromDiscard } = await import("@backroom/engine/core/draft");
    const empty = { deck: [] as string[], discard: [] as string[], rng: seedRng("r") };
    expect(refillDeckFromDiscard(empty)).toBe(false);
    const draft = { deck: [] as string[], discard: ["a", "b", "c", "d"], rng: seedRng("r") };
    expect(refillDeckFromDiscard(draft)).toBe(true);
    expect([...draft.deck].sort()).toEqual(["a", "b", "c", "d"]);
    expect(draft.discard).toEqual([]);
    expect(draft.rng).not.toEqual(seedRng("r"));
    const full = { deck: ["x"], discard: ["y"], rng: seedRng("r") };
    expect(refillDeckFromDiscard(full)).toBe(true);
    expect(full).toEqual({ deck: ["x"], discard: ["y"], rng: seedRng("r") });
  });
});

describe("replayFrozen", () => {
  it("replays like replay() and catches an apply that mutates its input", async () => {
    const { replayFrozen } = await import("@backroom/engine/core/playout");
    const input = { seats: 2, options: { rounds: 2 }, seed: "frozen" };
    const play = randomPlayout(highCard, { ...input, botSeed: "frozen-bot", maxMoves: 50 });
    expect(replayFrozen(highCard, input, play.moves)).toEqual(play.state);
    const sloppy = { ...highCard, apply: (s: typeof play.state, seat: number, move: (typeof play.moves)[number]["move"]) => {
      s.points[seat] = (s.points[seat] ?? 0) + 0; // writes into the input
      return highCard.apply(s, seat, move);
    } };
    expect(() => replayFrozen(sloppy, input, play.moves)).toThrow(TypeError);
  });
});
