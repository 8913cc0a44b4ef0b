/** Time controls, pure: deadlines after a move, the timeout move, reminder times, deadlines in a reader's zone. */
import { describe, expect, it } from "vitest";
import { games } from "@backroom/engine";
import {
  describeTimeControl, formatDeadline, nextDeadlines, reminderAfterAbsence, reminderTimes, TimeControl, timeoutMove,
} from "../../../functions/src/clocks/clock-policy";

const now = new Date("2026-12-01T18:00:00.000Z");
const control = TimeControl.parse({ daysPerDecision: 2 });

describe("nextDeadlines", () => {
  it("gives a newly awaited seat a full period, keeps a seat's pending decision, clears the rest, none for bots", () => {
    const d = nextDeadlines({
      control, seats: 4, bots: [false, false, false, true], mover: 0,
      awaitingBefore: [0, 1], awaitingAfter: [0, 1, 2, 3], deadlines: [null, "2026-12-02T09:00:00.000Z", null, null], now,
    });
    expect(d).toEqual(["2026-12-03T18:00:00.000Z", "2026-12-02T09:00:00.000Z", "2026-12-03T18:00:00.000Z", null]);
  });
  it("is all null without a time limit", () => {
    expect(nextDeadlines({ control: TimeControl.parse({}), seats: 2, bots: [false, false], mover: null, awaitingBefore: [], awaitingAfter: [0, 1], deadlines: [], now })).toEqual([null, null]);
  });
});

describe("timeoutMove", () => {
  it("passes in Conspiracy Theory when a pass is legal (for this priority only), else lets the bot decide", () => {
    const def = games["conspiracy-theory"]!;
    let state: unknown = def.setup({ seats: 2, options: def.optionsSchema.parse({}), seed: "timeout-test" });
    // Play first moves until a pass is among the legal moves of an awaited seat.
    for (let i = 0; i < 400; i++) {
      const seat = (def.awaiting(state) as number[])[0]!;
      const legal = def.legalMoves(state, seat) as { kind: string; untilEnd?: boolean }[];
      const move = timeoutMove(def, undefined, state, seat, "pass", `s-${i}`) as { kind: string; untilEnd?: boolean };
      if (legal.some((m) => m.kind === "pass")) {
        expect(move).toEqual({ kind: "pass", untilEnd: false });
        return;
      }
      expect(legal).toContainEqual(move);
      state = def.apply(state, seat, move);
    }
    throw new Error("no pass came up");
  });
  it("with policy bot never prefers a pass, and repeats its choice for the same seed", () => {
    const def = games["twelve-o-twelve"]!;
    const state = def.setup({ seats: 2, options: def.optionsSchema.parse({}), seed: "x" });
    const seat = (def.awaiting(state) as number[])[0]!;
    const bot = { name: "first", chooseMove: (s: unknown, k: number) => def.legalMoves(s, k)[0] };
    expect(timeoutMove(def, bot, state, seat, "bot", "a")).toEqual(def.legalMoves(state, seat)[0]);
  });
});

describe("reminderAfterAbsence", () => {
  const back = new Date("2026-12-05T09:00:00.000Z");
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  it.each([
    ["the first goes when the absence ends", 1, "2026-12-08T09:00:00.000Z", "2026-12-05T09:00:00.000Z"],
    ["the first goes then in an untimed game too", 1, null, "2026-12-05T09:00:00.000Z"],
    ["the 12-hours-left one goes 12 hours before the pushed deadline", 2, "2026-12-08T09:00:00.000Z", "2026-12-07T21:00:00.000Z"],
    ["not within the hour after the first one back", 2, "2026-12-05T21:30:00.000Z", null],
    ["not before the absence ends", 2, "2026-12-05T12:00:00.000Z", null],
    ["not without a deadline", 2, null, null],
  ] as const)("%s", (_, n, deadline, expected) => {
    expect(iso(reminderAfterAbsence(n, back, deadline))).toBe(expected);
  });
});

describe("reminderTimes", () => {
  it("reminds at half time and with 12 hours left", () => {
    expect(reminderTimes(now, "2026-12-04T18:00:00.000Z", 2880).map((d) => d.toISOString())).toEqual(["2026-12-03T06:00:00.000Z", "2026-12-04T06:00:00.000Z"]);
  });
  it("keeps one reminder when the two would fall within an hour, and none past the deadline", () => {
    expect(reminderTimes(now, "2026-12-02T18:00:00.000Z", 2880).map((d) => d.toISOString())).toEqual(["2026-12-02T06:00:00.000Z"]);
    expect(reminderTimes(now, "2026-12-01T20:00:00.000Z", 2880).map((d) => d.toISOString())).toEqual(["2026-12-01T19:00:00.000Z"]);
  });
  it("reminds once after the configured wait in an untimed game", () => {
    expect(reminderTimes(now, null, 2880).map((d) => d.toISOString())).toEqual(["2026-12-03T18:00:00.000Z"]);
  });
});

describe("formatDeadline and describeTimeControl", () => {
  it("reads in the reader's time zone", () => {
    expect(formatDeadline("2026-12-03T17:00:00.000Z", "Europe/Berlin")).toBe("Thu 3 Dec, 18:00");
    expect(formatDeadline("2026-12-03T17:00:00.000Z", "America/New_York")).toBe("Thu 3 Dec, 12:00");
    expect(formatDeadline("2026-12-03T23:30:00.000Z", "Asia/Tokyo")).toBe("Fri 4 Dec, 08:30");
  });
  it("says the policy in words", () => {
    expect(describeTimeControl(TimeControl.parse({}))).toBe("No time limit");
    expect(describeTimeControl(TimeControl.parse({ daysPerDecision: 1, onTimeout: "bot", handOverAfter: 0 }))).toBe("1 day per decision, then a bot move");
  });
});
