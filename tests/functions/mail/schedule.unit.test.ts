/**
 * The daily digest's time (functions/src/mail/schedule.ts): the next time the reader's own clock
 * shows their hour, also on the days their zone changes to or from summer time.
 */
import { describe, expect, it } from "vitest";
import { localDate, nextDigest } from "../../../functions/src/mail/schedule";

const HOUR = 3_600_000;

const formats = new Map<string, Intl.DateTimeFormat>();
/** The wall clock in `timeZone` at `instant`: [hour, minute, second]. */
function wall(instant: number, timeZone: string): [number, number, number] {
  if (!formats.has(timeZone)) formats.set(timeZone, new Intl.DateTimeFormat("en-GB", { timeZone, hourCycle: "h23", hour: "2-digit", minute: "2-digit", second: "2-digit" }));
  const parts = formats.get(timeZone)!.formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return [get("hour"), get("minute"), get("second")];
}

describe("nextDigest on the days the clocks change", () => {
  it.each([
    // Berlin springs forward on 29 March (CET to CEST) and falls back on 25 October.
    ["2026-03-28T20:00:00Z", 18, "Europe/Berlin", "2026-03-29T16:00:00.000Z", "2026-03-29"],
    ["2026-03-29T00:30:00Z", 7, "Europe/Berlin", "2026-03-29T05:00:00.000Z", "2026-03-29"],
    ["2026-10-24T20:00:00Z", 18, "Europe/Berlin", "2026-10-25T17:00:00.000Z", "2026-10-25"],
    ["2026-10-24T23:30:00Z", 7, "Europe/Berlin", "2026-10-25T06:00:00.000Z", "2026-10-25"],
    // New York springs forward on 8 March and falls back on 1 November.
    ["2026-03-08T02:00:00Z", 8, "America/New_York", "2026-03-08T12:00:00.000Z", "2026-03-08"],
    ["2026-11-01T03:00:00Z", 8, "America/New_York", "2026-11-01T13:00:00.000Z", "2026-11-01"],
    ["2026-11-01T14:00:00Z", 8, "America/New_York", "2026-11-02T13:00:00.000Z", "2026-11-02"],
  ])("from %s, hour %i in %s: %s", (now, hour, zone, at, day) => {
    expect(nextDigest(new Date(now), hour, zone)).toEqual({ at: new Date(at), day });
  });

  it("at every hour around each change, for every digest hour: the reader's hour on the reader's day, the first one after now", () => {
    const changes: [string, string][] = [
      ["Europe/Berlin", "2026-03-29T01:00:00Z"], ["Europe/Berlin", "2026-10-25T01:00:00Z"],
      ["America/New_York", "2026-03-08T07:00:00Z"], ["America/New_York", "2026-11-01T06:00:00Z"],
      ["Australia/Sydney", "2026-04-04T16:00:00Z"], ["Australia/Sydney", "2026-10-03T16:00:00Z"],
    ];
    for (const [zone, change] of changes) {
      for (let now = Date.parse(change) - 36 * HOUR; now <= Date.parse(change) + 36 * HOUR; now += 2 * HOUR - 60_000) {
        for (let hour = 0; hour < 24; hour++) {
          const { at, day } = nextDigest(new Date(now), hour, zone);
          const t = at.getTime();
          const where = `${zone} from ${new Date(now).toISOString()} at hour ${hour}: ${at.toISOString()} ${day}`;
          expect(t, where).toBeGreaterThan(now);
          expect(localDate(t, zone), where).toBe(day);
          const [h, m, s] = wall(t, zone);
          // An hour the clocks skip that day comes as the first moment after the gap.
          const skipped = h === hour + 1 && wall(t - 1, zone)[0] === hour - 1;
          expect([h === hour || skipped, m, s], where).toEqual([true, 0, 0]);
          // Not a day too late: tomorrow only once today's hour has passed.
          if (day !== localDate(now, zone)) expect(wall(now, zone)[0], where).toBeGreaterThanOrEqual(hour);
          expect(t - now, where).toBeLessThanOrEqual(25 * HOUR);
        }
      }
    }
  });
});
