/**
 * Press defaults by game and channel ids (press/rules.ts): Politika, a game of negotiation, has
 * full press; the others the table chat only; archives stay private. A channel id names its
 * member seats, ascending and distinct, two or more of the game's seats.
 */
import { describe, expect, it } from "vitest";
import { channelIdOf, defaultPress, pressOf, validChannel } from "../../../functions/src/press/rules";

describe("press defaults", () => {
  it.each([["politika", "full"], ["twelve-o-twelve", "public"], ["conspiracy-theory", "public"], ["high-card", "public"]])("%s: %s, archive private", (game, mode) => {
    expect(defaultPress(game)).toEqual({ mode, archive: "private" });
  });

  it("a game's stored settings win; a game stored before press takes its defaults", () => {
    expect(pressOf({ game: "politika", press: { mode: "none", archive: "open-at-end" } })).toEqual({ mode: "none", archive: "open-at-end" });
    expect(pressOf({ game: "politika" })).toEqual({ mode: "full", archive: "private" });
  });
});

describe("channel ids", () => {
  it("one set of seats is one id, whatever the order or repeats", () => {
    expect(channelIdOf([2, 0, 2])).toBe("s0-2");
  });

  it.each([["s0-2", 3, true], ["s2-0", 3, false], ["s0-0", 3, false], ["s0-3", 3, false], ["table", 3, true], ["s0-1-2-3", 4, true]] as const)("%s in a game of %i seats: %s", (id, seats, ok) => {
    expect(validChannel(id, seats)).toBe(ok);
  });
});
