/**
 * web/games/politika/moves.ts on its own: what the free-form forms may offer, derived from the
 * legal moves and the view, and what they refuse (the forms themselves:
 * tests/web/games/politika/forms.unit.test.tsx).
 */
import { describe, expect, it } from "vitest";
import { MAX_OFFERS_PER_TURN, politika, type PolitikaState, type PolitikaView } from "@backroom/engine/politika/index";
import { challengeOptions, EMPTY_OFFER, offerChoices, offerProblems, schemaProblems } from "../../../../web/games/politika/moves";
import type { LegalMove } from "../../../../web/lib/api";
import { findState } from "../../game-fixture";

const names = ["Ann", "Bob", "Cy", "Di"];
const S = (s: unknown) => s as PolitikaState;
const listed = (s: PolitikaState, seat: number): LegalMove[] => politika.legalMoves(s, seat).map((move) => ({ move, label: politika.moveLabel(s, seat, move, names) }));

describe("Politika free-form move logic", () => {
  const f = findState({ def: politika, names, viewer: 0 }, (x) => S(x).phase === "trade" && politika.legalMoves(S(x), (S(x).current + 1) % 4).some((m) => m.kind === "offer-trade"), { maxMoves: 1500 });
  const state = S(f!.states.at(-1));
  const current = state.current;
  const other = (current + 1) % 4;

  it("trades involve the current player: anyone for them, only them for the others; alliances as listed", () => {
    const mine = offerChoices(politika.view(state, current) as PolitikaView, current, listed(state, current))!;
    expect(mine.tradeParties).toEqual([0, 1, 2, 3].filter((s) => s !== current));
    const theirs = offerChoices(politika.view(state, other) as PolitikaView, other, listed(state, other))!;
    expect(theirs.tradeParties).toEqual([current]);
    expect(theirs.allianceParties).toEqual(politika.legalMoves(state, other).flatMap((m) => (m.kind === "offer-alliance" ? [m.to] : [])).sort());
  });

  it("PR8: past the listed sample offers the builder stays until the per-turn cap, with the rule's parties", () => {
    const view = politika.view(state, other) as PolitikaView;
    const unlisted = offerChoices(view, other, [])!;
    expect(unlisted.tradeParties).toEqual([current]);
    expect(unlisted.allianceParties).toEqual([0, 1, 2, 3].filter((s) => s !== other && !view.alliances.some((a) => a.includes(s) && a.includes(other))));
    const atCap = { ...view, offersMadeThisTurn: view.offersMadeThisTurn.map((n, s) => (s === other ? MAX_OFFERS_PER_TURN : n)) };
    expect(offerChoices(atCap, other, [])).toBeNull();
    expect(offerChoices({ ...view, phase: "movement" }, other, [])).toBeNull();
  });

  it("refuses an empty offer, a trade with a bystander, two tokens at once, cards not held", () => {
    const view = politika.view(state, other) as PolitikaView;
    const c = offerChoices(view, other, listed(state, other))!;
    const bystander = [0, 1, 2, 3].find((s) => s !== current && s !== other)!;
    expect(offerProblems({ ...EMPTY_OFFER, to: current }, c, view, names)).toEqual(["An offer must give or ask for something."]);
    expect(offerProblems({ ...EMPTY_OFFER, to: bystander, giveMoney: 10_000 }, c, view, names)).toContain("Trade offers are made to or by the player whose turn it is.");
    expect(offerProblems({ ...EMPTY_OFFER, to: current, giveToken: "MOS", getToken: "SPB" }, c, view, names)).toContain("At most one influence token changes by trade per turn: give one or ask for one.");
    expect(offerProblems({ ...EMPTY_OFFER, to: current, giveCards: ["A99"] }, c, view, names)).toContain("Offer only cards you hold, each once.");
    expect(offerProblems({ ...EMPTY_OFFER, to: current, giveMoney: 15_000 }, c, view, names)).toContain("The money you give must be a whole number of $10,000 steps.");
  });

  it("the engine's schema is the last word on shape", () => {
    expect(schemaProblems({ kind: "buy-cards", count: 57 })).toHaveLength(1);
    expect(schemaProblems({ kind: "offer-alliance", to: 1 })).toEqual([]);
  });

  it("challenges are grouped without their dice; one listed only with 0 dice buys none", () => {
    const base = { kind: "challenge", target: { kind: "region", region: "MOS" }, defender: 1 } as const;
    const moves: LegalMove[] = [
      ...[0, 1, 2, 3, 4, 5].map((dice) => ({ move: { ...base, source: { kind: "representative", representative: 0 }, dice }, label: `Challenge Bob in Moscow with representative 1, buying ${dice} ${dice === 1 ? "die" : "dice"} ($${dice * 20},000)` })),
      { move: { ...base, source: { kind: "communists", representative: 0 }, dice: 0 }, label: "Challenge Bob in Moscow with the Communists' extra challenge (representative 1), buying 0 dice ($0)" },
      { move: { kind: "end-challenges" }, label: "End challenges" },
    ];
    const options = challengeOptions(moves, 200_000);
    expect(options.map((o) => [o.label, o.maxDice])).toEqual([
      ["Challenge Bob in Moscow with representative 1", 10],
      ["Challenge Bob in Moscow with the Communists' extra challenge (representative 1)", 0],
    ]);
    // With $60,000 the engine itself lists only 0–3 dice: that is money, not a limit of the challenge.
    expect(challengeOptions(moves.filter((m) => ((m.move as { dice?: number }).dice ?? 0) <= 3), 60_000)[0]!.maxDice).toBe(3);
  });
});
