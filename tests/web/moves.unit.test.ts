import { describe, expect, it } from "vitest";
import {
  answersFor, groupByKind, humanize, isPickable, leaves, mentions, mergeDeferredMoves, moveKey, moveKind, narrow, samePick, stepNumber, walkSteps, type Step,
} from "../../web/lib/moves";
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

describe("walkSteps: a move built in steps", () => {
  interface Hit { cards: string[]; target: string; dice: number }
  const species = (c: string) => c.split("#")[0]!;
  const steps: Step<Hit>[] = [
    { type: "cards", id: "cards", cards: (m) => m.cards, sameAs: species },
    { type: "choice", id: "target", value: (m) => m.target },
    { type: "number", id: "dice", value: (m) => m.dice },
  ];
  // The engine lists one move per multiset, naming the first copies (mouse#1 before mouse#2).
  const moves: Hit[] = [
    { cards: ["mouse#1"], target: "bob", dice: 0 },
    { cards: ["mouse#1"], target: "bob", dice: 1 },
    { cards: ["mouse#1"], target: "ann", dice: 0 },
    { cards: ["mouse#1", "mouse#2"], target: "cy", dice: 2 },
    { cards: ["mouse#1", "mouse#2"], target: "cy", dice: 5 },
    { cards: ["deer#1", "mouse#1"], target: "bob", dice: 0 },
  ];

  it("offers nothing past the first step until it is answered, and builds nothing", () => {
    const w = walkSteps(moves, steps, {});
    expect(w.shown.map((s) => s.type)).toEqual(["cards"]);
    expect(w.built).toBeNull();
    expect(w.left).toEqual([]);
    const cards = w.shown[0]!;
    if (cards.type !== "cards") throw new Error("cards first");
    expect(cards.picked).toEqual([]);
    expect(cards.done).toBe(false);
    expect(["mouse#1", "mouse#2", "deer#1", "lion#1"].map(cards.canAdd)).toEqual([true, true, true, false]);
  });

  it("a card may be added only while some move holds all the picked cards and it too; copies count as the same card", () => {
    const w = walkSteps(moves, steps, { cards: ["mouse#2"] });
    const cards = w.shown[0]!;
    if (cards.type !== "cards") throw new Error("cards first");
    expect(cards.done).toBe(true);
    // Another Mouse (a second copy) and the Deer go with a Mouse; a picked card is not added twice.
    expect(["mouse#1", "mouse#2", "deer#1"].map(cards.canAdd)).toEqual([true, false, true]);
    const two = walkSteps(moves, steps, { cards: ["deer#1", "mouse#2"] }).shown[0]!;
    if (two.type !== "cards") throw new Error("cards first");
    expect(two.canAdd("mouse#1")).toBe(false);
  });

  it("then the targets those cards allow, sorted when asked, then the dice from the lowest", () => {
    const w = walkSteps(moves, [steps[0]!, { ...(steps[1] as Extract<Step<Hit>, { type: "choice" }>), order: (a, b) => a.localeCompare(b) }, steps[2]!], { cards: ["mouse#1"] });
    expect(w.shown.map((s) => s.type)).toEqual(["cards", "choice"]);
    const target = w.shown[1]!;
    if (target.type !== "choice") throw new Error("choice second");
    expect(target.options).toEqual(["ann", "bob"]);
    expect(target.chosen).toBeNull();
    expect(w.built).toBeNull();
    const bob = walkSteps(moves, steps, { cards: ["mouse#1"], target: "bob" });
    const dice = bob.shown[2]!;
    if (dice.type !== "number") throw new Error("number third");
    expect(dice.values).toEqual([0, 1]);
    expect(dice.chosen).toBe(0);
    expect(bob.built).toEqual(moves[0]);
    expect(walkSteps(moves, steps, { cards: ["mouse#1"], target: "bob", dice: 1 }).built).toBe(moves[1]);
  });

  it("a lone option is chosen for the player; an answer the candidates do not allow counts as none", () => {
    const w = walkSteps(moves, steps, { cards: ["mouse#2", "mouse#1"] });
    const target = w.shown[1]!;
    if (target.type !== "choice") throw new Error("choice second");
    expect(target.chosen).toBe("cy");
    expect(w.built).toBe(moves[3]);
    expect(walkSteps(moves, steps, { cards: ["mouse#1", "mouse#2"], target: "bob", dice: 3 }).built).toBe(moves[3]);
    expect(walkSteps(moves, steps, { cards: ["mouse#1"], target: "cy" }).built).toBeNull();
    // Picks no move holds (the hand changed) are dropped, not kept as a dead end.
    const stale = walkSteps(moves, steps, { cards: ["lion#1"] }).shown[0]!;
    if (stale.type !== "cards") throw new Error("cards first");
    expect(stale.picked).toEqual([]);
    expect(walkSteps(moves, steps, { cards: "mouse#1" }).shown[0]).toMatchObject({ picked: [] });
  });

  it("cards match exactly: a subset of a move's cards is not that move", () => {
    const w = walkSteps([moves[5]!], steps, { cards: ["mouse#1"] });
    expect(w.shown[0]).toMatchObject({ done: false });
    expect(w.shown).toHaveLength(1);
    expect(w.built).toBeNull();
  });

  it("without sameAs a card is itself; moves that stay alike after every step are left to choose among", () => {
    const plain: Step<Hit>[] = [{ type: "cards", id: "cards", cards: (m) => m.cards }];
    const a = walkSteps(moves, plain, { cards: ["mouse#3"] }).shown[0]!;
    if (a.type !== "cards") throw new Error("cards first");
    expect(a.picked).toEqual([]);
    expect(a.canAdd("mouse#2")).toBe(true);
    expect(walkSteps(moves, plain, { cards: ["mouse#2"] }).shown[0]).toMatchObject({ done: false });
    const w = walkSteps(moves, plain, { cards: ["mouse#1"] });
    expect(w.left).toEqual(moves.slice(0, 3));
    expect(w.built).toBeNull();
  });

  it("every move is built by the answers that describe it", () => {
    for (const m of moves) expect(walkSteps(moves, steps, answersFor(m, steps)).built).toBe(m);
    expect(answersFor(moves[3]!, steps)).toEqual({ cards: ["mouse#1", "mouse#2"], target: "cy", dice: 2 });
  });

  it("a number may start at the largest the candidates allow", () => {
    const dice: Step<Hit>[] = [{ type: "number", id: "dice", value: (m) => m.dice, start: "max" }];
    const w = walkSteps(moves, dice, {});
    expect(w.shown[0]).toMatchObject({ chosen: 5, values: [0, 1, 2, 5] });
    expect(w.left).toEqual([moves[4]]);
    expect(walkSteps(moves, dice, { dice: 1 }).shown[0]).toMatchObject({ chosen: 1 });
    expect(walkSteps(moves, [{ ...dice[0]!, start: "min" } as Step<Hit>], {}).shown[0]).toMatchObject({ chosen: 0 });
  });

  it("offers a number's values from the lowest, as numbers (10 after 9), whatever order the moves come in", () => {
    const dice: Step<Hit>[] = [{ type: "number", id: "dice", value: (m) => m.dice }];
    const listed = [10, 9, 0, 9].map((n) => ({ ...moves[0]!, dice: n }));
    expect(walkSteps(listed, dice, {}).shown[0]).toMatchObject({ values: [0, 9, 10], chosen: 0 });
  });

  it("a choice not yet answered is the last step shown, even when a later one would have a single option", () => {
    const two: Step<Hit>[] = [steps[1]!, { type: "choice", id: "again", value: (m) => m.target }];
    const w = walkSteps(moves, two, {});
    expect(w.shown.map((s) => s.step.id)).toEqual(["target"]);
    expect(w).toMatchObject({ left: [], built: null });
  });

  it("nothing to choose from builds nothing", () => {
    expect(walkSteps([], steps, {})).toMatchObject({ left: [], built: null });
    expect(walkSteps([], [steps[1]!], {})).toMatchObject({ left: [], built: null });
    expect(walkSteps([], [steps[2]!], {})).toEqual({ shown: [], left: [], built: null });
    expect(walkSteps(moves, [], {})).toEqual({ shown: [], left: moves, built: null });
    expect(walkSteps([moves[0]!], [], {}).built).toBe(moves[0]);
  });
});

describe("stepNumber", () => {
  it("moves to the next value the candidates allow, staying put at the ends", () => {
    expect(stepNumber([0, 1, 2, 5], 2, 1)).toBe(5);
    expect(stepNumber([0, 1, 2, 5], 5, 1)).toBe(5);
    expect(stepNumber([0, 1, 2, 5], 5, -1)).toBe(2);
    expect(stepNumber([0, 1, 2, 5], 0, -1)).toBe(0);
    expect(stepNumber([3, 1, 2], 1, 1)).toBe(2);
    expect(stepNumber([3, 1, 2], 3, -1)).toBe(2);
  });
});
