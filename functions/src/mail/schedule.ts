/** Wall-clock arithmetic in a reader's time zone, for digest hours (Intl only, no tz library). */

/** The zone's offset from UTC at `instant`, in ms (positive east of Greenwich). */
function offsetAt(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" })
      .formatToParts(new Date(instant)).map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The local calendar date (YYYY-MM-DD) of `instant` in `timeZone`. */
export function localDate(instant: number, timeZone: string): string {
  return new Date(instant + offsetAt(instant, timeZone)).toISOString().slice(0, 10);
}

/** The instant when it is `hour`:00 on local date `day` in `timeZone`. */
function atLocal(day: string, hour: number, timeZone: string): number {
  const guess = Date.parse(`${day}T${String(hour).padStart(2, "0")}:00:00.000Z`);
  const first = guess - offsetAt(guess, timeZone);
  // Once more, in case the first guess sat across a DST change.
  return guess - offsetAt(first, timeZone);
}

/** The next digest time strictly after `now`, and the local day it belongs to. */
export function nextDigest(now: Date, hour: number, timeZone: string): { at: Date; day: string } {
  const today = localDate(now.getTime(), timeZone);
  let at = atLocal(today, hour, timeZone);
  let day = today;
  if (at <= now.getTime()) {
    day = new Date(Date.parse(`${today}T12:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10);
    at = atLocal(day, hour, timeZone);
  }
  return { at: new Date(at), day };
}
