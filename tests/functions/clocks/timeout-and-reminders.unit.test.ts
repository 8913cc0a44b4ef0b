/**
 * The move made when a seat's time runs out, and when reminders fall, at their edges: with the
 * "pass" policy the rules' own do-nothing answers win (a pass for this priority before a pass
 * until the end, a skipped ability, a declined offer), else the bot decides; with "bot" the bot
 * always does; a game without a bot takes the first legal move, and a seat with none is an error
 * that names the game and the seat. Reminders never fall on or after the deadline, never before
 * now, come in time order, and two exactly an hour apart are both sent.
 */
import { describe, expect, it } from "vitest";
import type { AnyBot } from "@backroom/engine/core/bot";
import type { AnyGameDefinition } from "@backroom/engine/core/game";
import { reminderAfterAbsence, reminderTimes, timeoutMove } from "../../../functions/src/clocks/clock-policy";

const HOUR = 3_600_000;
/** A game whose seat may make exactly `moves`. */
const gameWith = (moves: unknown[]) => ({ id: "fixture-game", legalMoves: () => moves }) as unknown as AnyGameDefinition;
/** A bot that always makes the last legal move, so it is told apart from a pass and from the first. */
const lastMoveBot = (moves: unknown[]) => ({ name: "last", chooseMove: () => moves.at(-1) }) as unknown as AnyBot;

describe("timeoutMove", () => {
  const play = { kind: "play", card: "c1" };
  const other = { kind: "play", card: "c2" };
  it.each(["pass", "skip-ability", "decline-offer"])("with the pass policy, makes the rules' %s rather than a move", (kind) => {
    const moves = [play, { kind }, other];
    expect(timeoutMove(gameWith(moves), lastMoveBot(moves), {}, 1, "pass", "seed")).toEqual({ kind });
  });

  it("passes for this priority rather than until the end, and until the end when that is the only pass", () => {
    const forNow = { kind: "pass" };
    const untilEnd = { kind: "pass", untilEnd: true };
    expect(timeoutMove(gameWith([play, untilEnd, forNow]), undefined, {}, 0, "pass", "seed")).toBe(forNow);
    expect(timeoutMove(gameWith([play, untilEnd, other]), undefined, {}, 0, "pass", "seed")).toBe(untilEnd);
  });

  it("lets the bot decide when no pass is legal, or when the policy is the bot's", () => {
    const moves = [play, other];
    expect(timeoutMove(gameWith(moves), lastMoveBot(moves), {}, 0, "pass", "seed")).toBe(other);
    const withPass = [{ kind: "pass" }, play, other];
    expect(timeoutMove(gameWith(withPass), lastMoveBot(withPass), {}, 0, "bot", "seed")).toBe(other);
  });

  it("without a bot takes the first legal move, and names the game and seat when there is none", () => {
    expect(timeoutMove(gameWith([play, other]), undefined, {}, 0, "bot", "seed")).toBe(play);
    expect(() => timeoutMove(gameWith([]), undefined, {}, 2, "pass", "seed")).toThrow("fixture-game: seat 2 has no legal move");
  });

  it("treats moves that are not objects as moves, not passes", () => {
    const moves = [null, "x"];
    expect(timeoutMove(gameWith(moves), undefined, {}, 0, "pass", "seed")).toBeNull();
  });
});

describe("reminderTimes at the edges", () => {
  const now = new Date("2026-12-01T00:00:00.000Z");
  const at = (ms: number) => new Date(now.getTime() + ms).toISOString();
  const times = (deadlineMs: number) => reminderTimes(now, at(deadlineMs), 60).map((d) => d.getTime() - now.getTime());

  it("in time order: with less than a day left, 12 hours before comes before half time", () => {
    expect(times(20 * HOUR)).toEqual([8 * HOUR, 10 * HOUR]);
  });
  it("two exactly an hour apart are both sent; closer, only the later", () => {
    expect(times(26 * HOUR)).toEqual([13 * HOUR, 14 * HOUR]);
    expect(times(25 * HOUR)).toEqual([13 * HOUR]);
  });
  it("none at or before now: 12 hours left exactly now is not sent", () => {
    expect(times(12 * HOUR)).toEqual([6 * HOUR]);
  });
  it("none for a deadline already past", () => {
    expect(times(-HOUR)).toEqual([]);
  });
});

describe("reminderAfterAbsence at the edges", () => {
  const back = new Date("2026-12-05T09:00:00.000Z");
  it("sends the 12-hours-left one exactly an hour after the first one back, not sooner", () => {
    expect(reminderAfterAbsence(2, back, new Date(back.getTime() + 13 * HOUR).toISOString())?.toISOString()).toBe(new Date(back.getTime() + HOUR).toISOString());
    expect(reminderAfterAbsence(2, back, new Date(back.getTime() + 13 * HOUR - 1).toISOString())).toBeNull();
  });
  it("sends the first one back even with the deadline close", () => {
    expect(reminderAfterAbsence(1, back, new Date(back.getTime() + HOUR).toISOString())?.toISOString()).toBe(back.toISOString());
  });
});
