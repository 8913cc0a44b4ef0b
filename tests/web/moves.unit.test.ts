import { describe, expect, it } from "vitest";
import { groupByKind, humanize, isPickable, leaves, mentions, narrow } from "../../web/lib/moves";

const moves = [
  { move: { kind: "attract", card: "mouse-1", pay: { food: 1 } }, label: "Attract Mouse paying 1 Food" },
  { move: { kind: "attract", card: "deer-1", pay: { food: 3 } }, label: "Attract Deer paying 3 Food" },
  { move: { kind: "poach", card: "deer-2", from: 1 }, label: "Poach Deer from Bob" },
  { move: { kind: "pass" }, label: "Pass" },
];

describe("move builder logic", () => {
  it("collects every scalar leaf with its property name", () => {
    expect(leaves({ kind: "poach", card: "deer-2", from: 1, tags: ["x"] })).toEqual([
      { key: "kind", value: "poach" },
      { key: "card", value: "deer-2" },
      { key: "from", value: 1 },
      { key: "tags", value: "x" },
    ]);
  });

  it("a pick keeps only the legal moves that mention it", () => {
    expect(narrow(moves, [{ value: "deer-1" }]).map((m) => m.label)).toEqual(["Attract Deer paying 3 Food"]);
    expect(narrow(moves, [{ value: "attract" }]).length).toBe(2);
    expect(narrow(moves, [])).toHaveLength(4);
  });

  it("a keyed pick matches only that property (seat 1 as a target, not a count of 1)", () => {
    expect(narrow(moves, [{ key: "from", value: 1 }]).map((m) => m.label)).toEqual(["Poach Deer from Bob"]);
    expect(mentions(moves[0]!.move, { value: 1 })).toBe(true);
    expect(mentions(moves[0]!.move, { key: "from", value: 1 })).toBe(false);
  });

  it("only things some remaining move mentions are pickable", () => {
    expect(isPickable(moves, { value: "mouse-1" })).toBe(true);
    expect(isPickable(moves, { value: "lion-1" })).toBe(false);
    expect(isPickable(narrow(moves, [{ value: "poach" }]), { value: "mouse-1" })).toBe(false);
  });

  it("groups by kind in the API's order", () => {
    expect(groupByKind(moves).map((g) => [g.kind, g.moves.length])).toEqual([["attract", 2], ["poach", 1], ["pass", 1]]);
  });

  it("humanizes ids", () => {
    expect(humanize("attract-supporter")).toBe("Attract supporter");
    expect(humanize("endTurn")).toBe("End turn");
  });
});
