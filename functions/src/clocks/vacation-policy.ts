/**
 * Vacations, pure: the allowance, and how an absence moves a seat's deadline. A player declares
 * one absence at a time; during it their clocks stand still in every game (docs/architecture.md,
 * "Long games"). The service (./vacation.ts) does the I/O.
 */
import * as z from "zod/mini";

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** One absence lasts at most this many days. */
export const MAX_ABSENCE_DAYS = 30;
/** Days of absence per calendar year (UTC), all absences together. */
export const YEARLY_DAYS = 30;
/** An absence may be planned this far ahead (its end). */
export const AHEAD_DAYS = 365;

export const Absence = z.object({ from: z.string(), until: z.string() });
export type Absence = z.output<typeof Absence>;

/** PUT /me/vacation: ISO date-times (the web app sends the reader's local midnights of the chosen days). */
// Stryker disable all: module-level (static) mutants, which this runner does not re-evaluate; the words are checked by vacation-edits ("must be an ISO date-time")
export const VacationRequest = z.object({
  start: z.iso.datetime({ offset: true, error: "start must be an ISO date-time" }),
  end: z.iso.datetime({ offset: true, error: "end must be an ISO date-time" }),
});
// Stryker restore all
export type VacationRequest = z.output<typeof VacationRequest>;

export class VacationInvalid extends Error {
  constructor(readonly field: "start" | "end", message: string) {
    super(message);
  }
}

/**
 * Days of the allowance of `year` taken by `absences`: the time actually away in that year,
 * with a part day left over counted as a day once. An absence edited while under way is kept as
 * the used piece and the new one, so pieces of one stretch add up to the stretch (and time
 * listed twice counts once), never to a day per piece.
 */
export function daysTaken(absences: readonly Absence[], year: number): number {
  const spans = absences
    .map((a) => [Math.max(Date.parse(a.from), Date.UTC(year, 0, 1)), Math.min(Date.parse(a.until), Date.UTC(year + 1, 0, 1))] as const)
    // Stryker disable next-line EqualityOperator: a span with hi === lo adds nothing either way.
    .filter(([lo, hi]) => hi > lo)
    .sort((a, b) => a[0] - b[0]);
  let away = 0;
  let end = -Infinity;
  for (const [lo, hi] of spans) {
    // Stryker disable next-line EqualityOperator: with hi === end the span would add hi - end, nothing.
    if (hi <= end) continue;
    away += hi - Math.max(lo, end);
    end = hi;
  }
  return Math.ceil(away / DAY);
}

/**
 * The absence a request asks for, or VacationInvalid naming the field. The start may be today
 * (any time since a day ago, so a reader's local midnight passes); an absence already begun
 * counts from now. `taken`: the person's other absences (ended early ones as they were used).
 */
export function checkAbsence(req: VacationRequest, now: Date, taken: readonly Absence[]): Absence {
  const start = Date.parse(req.start);
  const end = Date.parse(req.end);
  const t = now.getTime();
  if (start < t - DAY) throw new VacationInvalid("start", "start is in the past: an absence starts today at the earliest");
  if (end <= start) throw new VacationInvalid("end", "end must be after start");
  if (end <= t) throw new VacationInvalid("end", "end is in the past");
  if (end > t + AHEAD_DAYS * DAY) throw new VacationInvalid("end", `end is more than ${AHEAD_DAYS} days ahead`);
  const from = Math.max(start, t);
  if (end - from < HOUR) throw new VacationInvalid("end", "an absence lasts at least an hour");
  if (end - from > MAX_ABSENCE_DAYS * DAY) throw new VacationInvalid("end", `an absence lasts at most ${MAX_ABSENCE_DAYS} days`);
  const absence = { from: new Date(from).toISOString(), until: new Date(end).toISOString() };
  for (const year of new Set([new Date(from).getUTCFullYear(), new Date(end).getUTCFullYear()])) {
    const total = daysTaken([...taken, absence], year);
    if (total > YEARLY_DAYS) {
      throw new VacationInvalid("end", `this absence would bring ${year} to ${total} days away; the allowance is ${YEARLY_DAYS} days a year (${daysTaken(taken, year)} taken)`);
    }
  }
  return absence;
}

/** Whether `a` is under way at `now`. */
export function isAway(a: Absence | null | undefined, now: Date): a is Absence {
  return !!a && Date.parse(a.from) <= now.getTime() && now.getTime() < Date.parse(a.until);
}

/** Each seat's player away at `now`. */
export function awayFlags(players: readonly { away?: Absence | undefined }[], now: Date): boolean[] {
  return players.map((p) => isAway(p.away, now));
}

/**
 * A deadline with the clock stopped during `a`: one falling in or after the absence moves on
 * by the part of the absence still ahead of `now`; one before it, or an absence already over,
 * leaves it. A deadline set during the absence thus starts counting at its end.
 */
export function pauseDeadline(due: string, a: Absence | null | undefined, now: Date): string {
  if (!a) return due;
  const d = Date.parse(due), from = Date.parse(a.from), until = Date.parse(a.until);
  // Stryker disable next-line EqualityOperator: an absence ending exactly now pushes by nothing either way (equivalent)
  if (until <= now.getTime() || d < from) return due;
  return new Date(d + (until - Math.max(from, now.getTime()))).toISOString();
}

/**
 * Ending `a` early at `now` gives back the unused part: a deadline pushed past its end moves
 * back by the time between `now` (or its start, if it had not begun) and its planned end, so
 * the player gets exactly the time they would have had without the absence's rest.
 */
export function resumeDeadline(due: string, a: Absence, now: Date): string {
  const d = Date.parse(due), from = Date.parse(a.from), until = Date.parse(a.until);
  // Stryker disable next-line EqualityOperator: an absence ending exactly now gives back nothing either way (equivalent)
  if (d < until || until <= now.getTime()) return due;
  return new Date(d - (until - Math.max(from, now.getTime()))).toISOString();
}
