/** Wall-clock arithmetic in a reader's time zone, for digest hours (Intl only, no tz library). */

const DAY = 86_400_000;

/** One formatter per zone: making one costs far more than using it. */
const formats = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at `instant`, in ms (positive east of Greenwich). */
function offsetAt(instant: number, timeZone: string): number {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" });
    formats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The local calendar date (YYYY-MM-DD) of `instant` in `timeZone`. */
export function localDate(instant: number, timeZone: string): string {
  return new Date(instant + offsetAt(instant, timeZone)).toISOString().slice(0, 10);
}

/**
 * The first instant when the clock in `timeZone` shows `hour`:00 on local date `day`. On the day
 * the clocks go back an hour shows twice: the first. On the day they go forward an hour may not
 * exist: then the moment after the gap (02:00 that jumps to 03:00 gives 03:00).
 */
function atLocal(day: string, hour: number, timeZone: string): number {
  const wall = Date.parse(`${day}T${String(hour).padStart(2, "0")}:00:00.000Z`);
  // The zone's offsets a day either side: the same one, or the two sides of that day's change.
  const before = offsetAt(wall - DAY, timeZone);
  const after = offsetAt(wall + DAY, timeZone);
  const shown = [wall - before, wall - after].filter((t) => t + offsetAt(t, timeZone) === wall);
  return shown.length > 0 ? Math.min(...shown) : wall - before;
}

/** The next digest time strictly after `now`, and the local day it belongs to. */
export function nextDigest(now: Date, hour: number, timeZone: string): { at: Date; day: string } {
  const today = localDate(now.getTime(), timeZone);
  let at = atLocal(today, hour, timeZone);
  let day = today;
  if (at <= now.getTime()) {
    day = new Date(Date.parse(`${today}T12:00:00.000Z`) + DAY).toISOString().slice(0, 10);
    at = atLocal(day, hour, timeZone);
  }
  return { at: new Date(at), day };
}
