/**
 * Hidden information (TR4): for every state reached in the 2,000 property-test games, no
 * seat's view and no log line contains another seat's hand card, a Leader it may not see,
 * or the deck order (ids from `secrets`, checked with `leakedSecrets`).
 */
import { describe, expect, it } from "vitest";
import { leaks, playGame } from "./playouts";

const GAMES = 2000;
const CHUNK = 250;

describe("hidden information in random games", () => {
  it("the leak check finds a planted secret", () => {
    expect(leaks(JSON.stringify({ hand: [{ id: "mouse#2" }] }), ["mouse#2", "mouse#1"])).toEqual(["mouse#2"]);
    expect(leaks("Ann keeps the rabbit.", ["rabbit"])).toEqual(["rabbit"]);
    expect(leaks(JSON.stringify({ discard: ["mouse#1"] }), ["mouse#2"])).toEqual([]);
  });

  it.each(Array.from({ length: GAMES / CHUNK }, (_, k) => k * CHUNK))("games %i.. (+250): no view or log line leaks", (from) => {
    for (let i = from; i < from + CHUNK; i++) expect(playGame(i, { invariants: false, leaks: true }).finished).toBe(true);
  }, 180_000);
});
