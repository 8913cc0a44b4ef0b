/** The leak check used by the random games finds what it must (and only that). */
import { describe, expect, it } from "vitest";
import { leaks } from "./playouts";

describe("leak check", () => {
  it("finds a planted card id or Leader, and nothing else", () => {
    expect(leaks(JSON.stringify({ hand: [{ id: "mouse#2" }] }), ["mouse#2", "mouse#1"])).toEqual(["mouse#2"]);
    expect(leaks("Ann keeps the rabbit.", ["rabbit"])).toEqual(["rabbit"]);
    expect(leaks(JSON.stringify({ discard: ["mouse#1"] }), ["mouse#2"])).toEqual([]);
    expect(leaks("Ann draws 2 cards.", ["mouse#2", "rabbit"])).toEqual([]);
  });
});
