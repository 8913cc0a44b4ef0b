import { describe, expect, it } from "vitest";
import { groupByKind, humanize, isPickable, leaves, mentions, mergeDeferredMoves, moveKey, moveKind, narrow, samePick } from "../../web/lib/moves";
import type { LegalMove } from "../../web/lib/api";

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

  it("a pick names a value under any property, one, or a list of them", () => {
    expect(leaves(null)).toEqual([]);
    expect(leaves({ a: undefined, b: [true, { c: 2 }] })).toEqual([{ key: "b", value: true }, { key: "c", value: 2 }]);
    expect(leaves("x", "k")).toEqual([{ key: "k", value: "x" }]);
    expect(mentions({ to: 2, give: { money: 2 } }, { key: ["to", "from"], value: 2 })).toBe(true);
    expect(mentions({ give: { money: 2 } }, { key: ["to", "from"], value: 2 })).toBe(false);
    expect(mentions({ from: "2" }, { value: 2 })).toBe(false);
  });

  it("two picks are the same when value and key agree", () => {
    expect(samePick({ value: 1, key: "from", label: "Bob" }, { value: 1, key: "from" })).toBe(true);
    expect(samePick({ value: 1, key: "from" }, { value: 1, key: "to" })).toBe(false);
    expect(samePick({ value: 1 }, { value: 1, key: "from" })).toBe(false);
    expect(samePick({ value: 1 }, { value: 2 })).toBe(false);
    expect(samePick({ value: 1, key: ["a", "b"] }, { value: 1, key: ["a", "b"] })).toBe(true);
  });

  it("a move's kind is its kind, type or action, and a move's key is its JSON", () => {
    expect(moveKind({ kind: "pass", type: "x" })).toBe("pass");
    expect(moveKind({ type: "bid" })).toBe("bid");
    expect(moveKind({ action: "draw", kind: 3 })).toBe("draw");
    expect(moveKind({ kind: 3 })).toBeNull();
    expect(moveKind(["pass"])).toBeNull();
    expect(moveKind("pass")).toBeNull();
    expect(moveKind(null)).toBeNull();
    expect(groupByKind([{ move: 1, label: "one" }, { move: { kind: "a" }, label: "a" }, { move: 2, label: "two" }] as never).map((g) => [g.kind, g.moves.map((m) => m.label)]))
      .toEqual([[null, ["one", "two"]], ["a", ["a"]]]);
    expect(moveKey({ kind: "pass", n: [1] })).toBe('{"kind":"pass","n":[1]}');
  });

  it("humanizes snake case, runs of dashes and spaces", () => {
    expect(humanize("get__food--now")).toBe("Get food now");
    expect(humanize(" -pass- ")).toBe("Pass");
    expect(humanize("")).toBe("");
  });
});

describe("mergeDeferredMoves", () => {
  const lm = (label: string) => ({ move: { kind: label }, label }) as unknown as LegalMove;
  it("puts each fetched kind back where the engine listed it, in order of position", () => {
    const game = { legalMoves: [lm("a"), lm("b"), lm("c")], deferredMoves: [{ kind: "y", at: 3 }, { kind: "x", at: 1 }] };
    const merged = mergeDeferredMoves(game, [{ kind: "x", legalMoves: [lm("x1"), lm("x2")] }, { kind: "y", legalMoves: [lm("y1")] }]);
    expect(merged.legalMoves.map((m) => m.label)).toEqual(["a", "x1", "x2", "b", "c", "y1"]);
    expect(merged.deferredMoves).toEqual([]);
    expect(game.legalMoves).toHaveLength(3);
    // The moves listed after the last deferred kind follow it.
    const early = mergeDeferredMoves({ legalMoves: [lm("a"), lm("b"), lm("c")], deferredMoves: [{ kind: "x", at: 1 }] }, [{ kind: "x", legalMoves: [lm("x1")] }]);
    expect(early.legalMoves.map((m) => m.label)).toEqual(["a", "x1", "b", "c"]);
  });
  it("a kind not fetched adds nothing; a position past the end goes last; nothing deferred leaves the game as it is", () => {
    const game = { legalMoves: [lm("a")], deferredMoves: [{ kind: "x", at: 0 }, { kind: "z", at: 9 }] };
    expect(mergeDeferredMoves(game, [{ kind: "z", legalMoves: [lm("z1")] }]).legalMoves.map((m) => m.label)).toEqual(["a", "z1"]);
    const plain = { legalMoves: [lm("a")] };
    expect(mergeDeferredMoves(plain, [{ kind: "a", legalMoves: [lm("q")] }])).toBe(plain);
    const none = { legalMoves: [lm("a")], deferredMoves: [] };
    expect(mergeDeferredMoves(none, [])).toBe(none);
  });
});
