/**
 * Absences at their edges, pure: each refusal names its field and says why in words; an
 * absence starts today at the earliest (a reader's local midnight a few hours ago passes), ends
 * after it starts and after now, lasts from an hour to the most allowed, within a year ahead;
 * an absence is under way from its first instant to just before its end; time counted once
 * however the pieces overlap; deadlines pushed and given back exactly at the boundaries.
 */
import { describe, expect, it } from "vitest";
import {
  AHEAD_DAYS, checkAbsence, daysTaken, isAway, MAX_ABSENCE_DAYS, pauseDeadline, resumeDeadline, VacationInvalid,
} from "../../../functions/src/clocks/vacation-policy";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const now = new Date("2026-06-10T12:00:00.000Z");
const t = now.getTime();
const iso = (ms: number) => new Date(ms).toISOString();

/** The refusal checkAbsence gives, as field and words, or "ok". */
function verdict(startMs: number, endMs: number): [string, string] | "ok" {
  try {
    checkAbsence({ start: iso(startMs), end: iso(endMs) }, now, []);
    return "ok";
  } catch (e) {
    if (!(e instanceof VacationInvalid)) throw e;
    return [e.field, e.message];
  }
}

describe("checkAbsence", () => {
  it("starts today at the earliest: a day ago exactly passes, a moment more does not", () => {
    expect(verdict(t - DAY, t + DAY)).toBe("ok");
    expect(verdict(t - DAY - 1, t + DAY)).toEqual(["start", "start is in the past: an absence starts today at the earliest"]);
  });
  it("ends after it starts, and after now", () => {
    expect(verdict(t + DAY, t + DAY)).toEqual(["end", "end must be after start"]);
    expect(verdict(t - 2 * HOUR, t)).toEqual(["end", "end is in the past"]);
  });
  it("ends within the year ahead, the last instant included", () => {
    expect(verdict(t + AHEAD_DAYS * DAY - 2 * DAY, t + AHEAD_DAYS * DAY)).toBe("ok");
    expect(verdict(t + AHEAD_DAYS * DAY - 2 * DAY, t + AHEAD_DAYS * DAY + 1)).toEqual(["end", `end is more than ${AHEAD_DAYS} days ahead`]);
  });
  it("lasts an hour at least and the most allowed at most, counted from now once begun", () => {
    expect(verdict(t, t + HOUR)).toBe("ok");
    expect(verdict(t - 3 * HOUR, t + HOUR - 1)).toEqual(["end", "an absence lasts at least an hour"]);
    expect(verdict(t, t + MAX_ABSENCE_DAYS * DAY)).toBe("ok");
    expect(verdict(t, t + MAX_ABSENCE_DAYS * DAY + 1)).toEqual(["end", `an absence lasts at most ${MAX_ABSENCE_DAYS} days`]);
  });
});

describe("daysTaken", () => {
  const a = (from: number, until: number) => ({ from: iso(from), until: iso(until) });
  it("counts time listed twice once, and a piece inside another as nothing more", () => {
    expect(daysTaken([a(t, t + 3 * DAY), a(t + DAY, t + 2 * DAY), a(t, t + 3 * DAY)], 2026)).toBe(3);
  });
  it("counts nothing for an empty or backwards piece, or one in another year", () => {
    expect(daysTaken([a(t, t), a(t + DAY, t)], 2026)).toBe(0);
    expect(daysTaken([a(t, t + DAY)], 2025)).toBe(0);
  });
  it("counts a piece that ends where another starts once each", () => {
    expect(daysTaken([a(t + DAY, t + 2 * DAY), a(t, t + DAY)], 2026)).toBe(2);
  });
});

describe("isAway", () => {
  const away = { from: iso(t), until: iso(t + DAY) };
  it("from the absence's first instant to just before its end", () => {
    expect(isAway(away, new Date(t))).toBe(true);
    expect(isAway(away, new Date(t + DAY - 1))).toBe(true);
    expect(isAway(away, new Date(t + DAY))).toBe(false);
    expect(isAway(away, new Date(t - 1))).toBe(false);
    expect(isAway(null, now)).toBe(false);
  });
});

describe("pauseDeadline and resumeDeadline", () => {
  const away = { from: iso(t + DAY), until: iso(t + 3 * DAY) };
  it("pushes a deadline falling at the absence's very start by the whole absence, and leaves one just before", () => {
    expect(pauseDeadline(iso(t + DAY), away, now)).toBe(iso(t + 3 * DAY));
    expect(pauseDeadline(iso(t + DAY - 1), away, now)).toBe(iso(t + DAY - 1));
  });
  it("leaves every deadline once the absence is over, at its end exactly too", () => {
    expect(pauseDeadline(iso(t + 5 * DAY), away, new Date(t + 3 * DAY))).toBe(iso(t + 5 * DAY));
  });
  it("gives back the unused part when ended early, for a deadline at the planned end too, and nothing once it is over", () => {
    expect(resumeDeadline(iso(t + 3 * DAY), away, new Date(t + 2 * DAY))).toBe(iso(t + 2 * DAY));
    expect(resumeDeadline(iso(t + 3 * DAY - 1), away, new Date(t + 2 * DAY))).toBe(iso(t + 3 * DAY - 1));
    expect(resumeDeadline(iso(t + 5 * DAY), away, new Date(t + 3 * DAY))).toBe(iso(t + 5 * DAY));
  });
});
