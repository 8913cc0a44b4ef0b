/** Challenges (PR10), response windows, uprising challenges and free-challenge cards (PR11). */
import { describe, expect, it } from "vitest";
import { politika } from "../../../engine/politika/index";
import { seedRng } from "../../../engine/core/rng";
import type { Move } from "../../../engine/politika/moves";
import type { State } from "../../../engine/politika/state";
import { game, play, reject, type Build } from "./build";

const atMoscow = (b: Build = {}): State => game({
  phase: "challenges", reps: [["MOS", null], [null, null], [null, null], [null, null]], regions: { MOS: [0, 1, 1] }, ...b,
});
const challenge = (defender: number, dice: number, extra: Partial<Extract<Move, { kind: "challenge" }>> = {}): Move =>
  ({ kind: "challenge", source: { kind: "representative", representative: 0 }, target: { kind: "region", region: "MOS" }, defender, dice, ...extra });

/** Tries RNG seeds until the challenge resolves as `want` (the dice are the engine's). */
function resolveAs(s: State, seat: number, move: Move, want: (after: State) => boolean): State {
  for (let i = 0; i < 500; i++) {
    const after = play({ ...s, rng: seedRng(`try-${i}`) }, seat, move);
    if (want(after)) return after;
  }
  throw new Error("no seed gave the wanted roll");
}

describe("PR10 challenges", () => {
  it("PR10: the challenger buys dice at $20,000; the defender rolls one die per own token", () => {
    const s = play(atMoscow(), 0, challenge(1, 2));
    expect(s.money[0]).toBe(10_000);
    const r = s.rolls.at(-1)!;
    expect([r.challengerDice.length, r.defenderDice.length]).toEqual([2, 2]);
    expect(r.challengerTotal).toBe(r.challengerDice.reduce((a, b) => a + b, 0));
    reject(atMoscow(), 0, challenge(1, 3), "politika/not-enough-money");
  });

  it("PR10: the defender wins ties", () => {
    const s = resolveAs(atMoscow({ regions: { MOS: [0, 0, 1] } }), 0, challenge(1, 1), (a) => a.rolls.at(-1)!.challengerTotal === a.rolls.at(-1)!.defenderTotal);
    expect(s.rolls.at(-1)!.outcome).toBe("defender-wins");
    expect(s.regions.MOS).toEqual([0, 0, 1]);
  });

  it("PR10: a challenge with zero dice loses unless cards add dice", () => {
    const s = play(atMoscow(), 0, challenge(1, 0));
    expect(s.rolls.at(-1)).toMatchObject({ challengerDice: [], outcome: "defender-wins" });
  });

  it("PR10: on a win the challenger recolours the token to any player's colour", () => {
    const s = resolveAs(atMoscow({ regions: { MOS: [0, 0, 1] } }), 0, challenge(1, 2), (a) => a.rolls.at(-1)!.outcome === "challenger-wins");
    expect(politika.awaiting(s)).toEqual([0]);
    reject(s, 0, { kind: "recolour", to: 1 }, "politika/bad-target");
    expect(play(s, 0, { kind: "recolour", to: 3 }).regions.MOS).toEqual([0, 0, 3]);
  });

  it("PR10: one challenge per representative, in its own region, against another player's token", () => {
    const s = play(atMoscow(), 0, challenge(1, 0));
    reject(s, 0, challenge(1, 0), "politika/already-challenged");
    reject(atMoscow(), 0, challenge(0, 0), "politika/no-defender-token");
    reject(atMoscow(), 0, challenge(2, 0), "politika/no-defender-token");
    reject(atMoscow(), 0, challenge(3, 0, { target: { kind: "region", region: "SPB" } }), "politika/wrong-region");
    reject(atMoscow(), 1, challenge(0, 0), "move/not-your-turn");
  });

  it("PR10: a challenge with cards from a third player on each side", () => {
    let s = atMoscow({ hands: [[], [], ["A31"], ["A38"]] });
    s = play(s, 0, challenge(1, 1));
    expect(s.challenge).toMatchObject({ step: "challenger", waiting: [2] });
    expect(politika.awaiting(s)).toEqual([2]);
    s = play(s, 2, { kind: "play-response", card: "A31" });
    expect(s.challenge).toMatchObject({ step: "defender", waiting: [3], challengerCardDice: 1 });
    reject(s, 2, { kind: "pass" }, "move/not-your-turn");
    s = play(s, 3, { kind: "play-response", card: "A38" });
    expect(s.challenge?.step ?? "done").not.toBe("defender");
    const r = s.rolls.at(-1)!;
    expect([r.challengerDice.length, r.defenderDice.length]).toEqual([2, 3]);
    expect(s.actionDiscard).toEqual(["A31", "A38"]);
  });

  it("PR10: all eligible players of a window are awaited at once; those without playable cards are skipped", () => {
    let s = atMoscow({ hands: [["A32"], ["A33", "A39"], ["A40"], ["A01"]] });
    s = play(s, 0, challenge(1, 0));
    expect(politika.awaiting(s)).toEqual([0, 1]);
    s = play(s, 1, { kind: "pass" });
    s = play(s, 0, { kind: "play-response", card: "A32" });
    expect(s.challenge).toMatchObject({ step: "defender", waiting: [1, 2] });
  });

  it("PR10/A49: the defender's veto cancels the challenge; the dice money is not refunded", () => {
    let s = play(atMoscow({ hands: [[], ["A49"], ["A50"], []] }), 0, challenge(1, 2));
    expect(s.challenge?.waiting).toEqual([1]);
    s = play(s, 1, { kind: "play-response", card: "A49" });
    expect(s.challenge).toBeNull();
    expect(s.rolls.at(-1)?.outcome).toBe("vetoed");
    expect(s.money[0]).toBe(10_000);
    expect(s.regions.MOS).toEqual([0, 1, 1]);
  });

  it("PR9/PR10: an ally's tokens in the region add defence dice", () => {
    const s = play(atMoscow({ regions: { MOS: [0, 1, 2] }, allies: [null, 2, 1, null] }), 0, challenge(1, 0));
    expect(s.rolls.at(-1)!.defenderDice).toHaveLength(2);
  });

  it("PR9: an alliance broken by a challenge; the former ally's tokens add no dice", () => {
    const s = play(atMoscow({ regions: { MOS: [0, 1, 1] }, allies: [1, 0, null, null] }), 0, challenge(1, 0));
    expect(s.allies).toEqual([null, null, null, null]);
    expect(s.rolls.at(-1)!.defenderDice).toHaveLength(2);
  });

  it("PR10: an uprising challenge: only the uprising's tokens defend", () => {
    const s = play(atMoscow({ regions: { MOS: [1, 1, 1] }, uprisings: { student: { region: "MOS", tokens: [0, 1, 2] } } }), 0,
      challenge(1, 1, { target: { kind: "uprising", uprising: "student" } }));
    expect(s.rolls.at(-1)!.defenderDice).toHaveLength(1);
    expect(s.rolls.at(-1)!.target).toEqual({ kind: "uprising", uprising: "student" });
  });
});

describe("PR11 free-challenge cards", () => {
  it("PR11: no representative needed, the representative's challenge stays, dice bought as usual", () => {
    // A19 names Khantia-Mansia.
    let s = atMoscow({ hands: [["A19"], [], [], []], regions: { MOS: [0, 1, 1], KHM: [2, 3, 3] } });
    s = play(s, 0, { kind: "challenge", source: { kind: "card", card: "A19" }, target: { kind: "region", region: "KHM" }, defender: 2, dice: 1 });
    expect(s.hands[0]).toEqual([]);
    expect(s.actionDiscard).toContain("A19");
    expect(s.money[0]).toBe(30_000);
    expect(s.turn.representativeChallenges).toEqual([false, false]);
    reject(s, 0, { kind: "challenge", source: { kind: "card", card: "A19" }, target: { kind: "region", region: "KHM" }, defender: 2, dice: 0 }, "politika/not-in-hand");
  });

  it("PR11/rulebook Uprisings: a free-challenge card reaches an uprising only with a representative in its region", () => {
    const b = { hands: [["A01"], [], [], []], uprisings: { student: { region: "MOS" as const, tokens: [1, 1, 2] } } };
    const card = { kind: "challenge", source: { kind: "card", card: "A01" }, target: { kind: "uprising", uprising: "student" }, defender: 1, dice: 0 } as const;
    reject(atMoscow({ ...b, reps: [["KAM", null], [null, null], [null, null], [null, null]] }), 0, card, "politika/no-representative");
    expect(play(atMoscow(b), 0, card).rolls.at(-1)!.target).toEqual({ kind: "uprising", uprising: "student" });
  });

  it("PR11: only in the card's region, and only in one's own challenge phase", () => {
    const s = atMoscow({ hands: [["A19"], ["A01"], [], []] });
    reject(s, 0, { kind: "challenge", source: { kind: "card", card: "A19" }, target: { kind: "region", region: "MOS" }, defender: 1, dice: 0 }, "politika/wrong-region");
    reject(game({ phase: "movement", hands: [["A19"], [], [], []] }), 0, { kind: "challenge", source: { kind: "card", card: "A19" }, target: { kind: "region", region: "KHM" }, defender: 3, dice: 0 }, "politika/wrong-phase");
  });
});
