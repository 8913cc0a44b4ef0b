/** The vacation rules, pure: bounds, the yearly allowance across a year's end, pausing and resuming a deadline. */
import { describe, expect, it } from "vitest";
import { checkAbsence, daysTaken, pauseDeadline, resumeDeadline, VacationInvalid } from "../../../functions/src/clocks/vacation-policy";

const now = new Date("2026-12-20T12:00:00.000Z");
const iso = (s: string) => new Date(s).toISOString();

describe("checkAbsence", () => {
  it("counts an absence begun today from now, and splits the allowance by calendar year", () => {
    const a = checkAbsence({ start: "2026-12-20T00:00:00+03:00", end: "2027-01-10T00:00:00Z" }, now, []);
    expect(a).toEqual({ from: now.toISOString(), until: iso("2027-01-10T00:00:00Z") });
    expect(daysTaken([a], 2026)).toBe(12);
    expect(daysTaken([a], 2027)).toBe(9);
  });

  it("refuses over the allowance of either year, naming the end", () => {
    // 29 days taken in 2027 (apart from the new absence: time away counts once).
    const taken = [{ from: "2027-01-04T00:00:00.000Z", until: "2027-02-02T00:00:00.000Z" }];
    const refuse = () => checkAbsence({ start: "2026-12-28T00:00:00Z", end: "2027-01-03T00:00:00Z" }, now, taken);
    expect(refuse).toThrow(VacationInvalid);
    expect(refuse).toThrow(/2027 to 31 days away/);
    expect(checkAbsence({ start: "2026-12-28T00:00:00Z", end: "2027-01-02T00:00:00Z" }, now, taken).until).toBe("2027-01-02T00:00:00.000Z");
  });

  it.each([
    [{ start: "2026-12-18T00:00:00Z", end: "2026-12-25T00:00:00Z" }, "start"],
    [{ start: "2026-12-25T00:00:00Z", end: "2026-12-25T00:00:00Z" }, "end"],
    [{ start: "2026-12-21T00:00:00Z", end: "2027-01-21T00:00:01Z" }, "end"],
    [{ start: "2027-12-01T00:00:00Z", end: "2027-12-21T00:00:00Z" }, "end"],
    [{ start: "2026-12-20T12:00:00Z", end: "2026-12-20T12:30:00Z" }, "end"],
  ])("refuses %j naming %s", (req, field) => {
    try {
      checkAbsence(req, now, []);
      expect.unreachable();
    } catch (e) {
      expect((e as VacationInvalid).field).toBe(field);
    }
  });
});

describe("daysTaken", () => {
  it("counts only the time away: pieces of one stretch are the stretch, and two half days are one day", () => {
    // An absence edited twice while under way: used pieces, then the one declared now.
    const pieces = [
      { from: "2027-01-11T09:00:00.000Z", until: "2027-01-11T09:01:00.000Z" },
      { from: "2027-01-11T09:01:00.000Z", until: "2027-01-11T09:02:00.000Z" },
      { from: "2027-01-11T09:02:00.000Z", until: "2027-01-21T09:00:00.000Z" },
    ];
    expect(daysTaken(pieces, 2027)).toBe(10);
    const halves = [
      { from: "2027-02-01T00:00:00.000Z", until: "2027-02-01T12:00:00.000Z" },
      { from: "2027-03-01T00:00:00.000Z", until: "2027-03-01T12:00:00.000Z" },
    ];
    expect(daysTaken(halves, 2027)).toBe(1);
    // A part day left over still counts as a day, once.
    expect(daysTaken([...halves, { from: "2027-04-01T00:00:00.000Z", until: "2027-04-01T00:01:00.000Z" }], 2027)).toBe(2);
    // Time counted twice (an overlap) is still time away once.
    expect(daysTaken([pieces[2]!, { from: "2027-01-12T00:00:00.000Z", until: "2027-01-13T00:00:00.000Z" }], 2027)).toBe(10);
  });

  it("an absence edited over and over while under way is refused only when the time away is over the allowance", () => {
    const taken = [{ from: "2027-01-01T00:00:00.000Z", until: "2027-01-11T00:00:00.000Z" }];
    let at = new Date("2027-01-11T00:00:00.000Z");
    let current = checkAbsence({ start: at.toISOString(), end: "2027-01-31T00:00:00.000Z" }, at, taken);
    const used: { from: string; until: string }[] = [];
    // Five edits a minute apart, each keeping 30 days in all (10 before, 20 this time).
    for (let i = 1; i <= 5; i++) {
      at = new Date(at.getTime() + 60_000);
      used.push({ from: current.from, until: at.toISOString() });
      current = checkAbsence({ start: at.toISOString(), end: "2027-01-31T00:00:00.000Z" }, at, [...taken, ...used]);
    }
    expect(daysTaken([...taken, ...used, current], 2027)).toBe(30);
  });
});

describe("deadlines", () => {
  const away = { from: "2026-12-22T00:00:00.000Z", until: "2026-12-27T00:00:00.000Z" };
  it("a deadline before the absence stays; one in or after it moves on by its length", () => {
    expect(pauseDeadline("2026-12-21T00:00:00.000Z", away, now)).toBe("2026-12-21T00:00:00.000Z");
    expect(pauseDeadline("2026-12-23T00:00:00.000Z", away, now)).toBe("2026-12-28T00:00:00.000Z");
    expect(pauseDeadline("2027-01-05T00:00:00.000Z", away, now)).toBe("2027-01-10T00:00:00.000Z");
  });
  it("set during the absence it counts from its end; an absence over changes nothing", () => {
    const during = new Date("2026-12-24T00:00:00.000Z");
    expect(pauseDeadline("2026-12-26T00:00:00.000Z", away, during)).toBe("2026-12-29T00:00:00.000Z");
    expect(pauseDeadline("2026-12-30T00:00:00.000Z", away, new Date("2026-12-28T00:00:00.000Z"))).toBe("2026-12-30T00:00:00.000Z");
  });
  it("ending early gives back the unused part, and cancelling before it begins gives back all", () => {
    const pushed = pauseDeadline("2026-12-23T00:00:00.000Z", away, now);
    expect(resumeDeadline(pushed, away, new Date("2026-12-24T00:00:00.000Z"))).toBe("2026-12-25T00:00:00.000Z");
    expect(resumeDeadline(pushed, away, now)).toBe("2026-12-23T00:00:00.000Z");
  });
});
