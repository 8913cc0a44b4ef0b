/**
 * Time controls of long games, pure: the host's choice at creation (days per decision, what
 * happens when time runs out), each awaited seat's deadline after a move, the move made for a
 * seat whose time ran out, when reminders go out, and how a deadline reads in a reader's zone.
 * The service and the timer handler do the I/O (docs/architecture.md, "Long games").
 */
import { botMove, type AnyBot } from "@backroom/engine/core/bot";
import type { AnyGameDefinition } from "@backroom/engine/core/game";
import { pauseDeadline, type Absence } from "./vacation-policy";
import type { TimeControl } from "./time-control";

export { DAYS_PER_DECISION, HAND_OVER_MAX, TimeControl, UNTIMED, formatDeadline, describeTimeControl } from "./time-control";

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** A bot seat decides this long after its decision became awaited (a breath, so a table can follow). */
export const BOT_DELAY_MS = 5_000;


/**
 * Each seat's deadline after a move by `mover` (ISO, or null when not awaited or untimed).
 * A seat awaited before and after keeps its deadline unless it made this move itself (its next
 * decision is a new one); a newly awaited seat gets a full period. Bot seats have none: they
 * decide at once. A new deadline of a seat whose player is away, or will be before it falls,
 * stands still during the absence (`away`, vacation-policy.ts).
 */
export function nextDeadlines(opts: {
  control: TimeControl; seats: number; bots: readonly boolean[]; mover: number | null;
  awaitingBefore: readonly number[]; awaitingAfter: readonly number[]; deadlines: readonly (string | null)[]; now: Date;
  away?: readonly (Absence | null | undefined)[];
}): (string | null)[] {
  const days = opts.control.daysPerDecision;
  return Array.from({ length: opts.seats }, (_, s) => {
    if (days === null || opts.bots[s] || !opts.awaitingAfter.includes(s)) return null;
    const kept = opts.deadlines[s];
    if (kept && s !== opts.mover && opts.awaitingBefore.includes(s)) return kept;
    return pauseDeadline(new Date(opts.now.getTime() + days * DAY).toISOString(), opts.away?.[s], opts.now);
  });
}

/**
 * The move made for a seat whose time ran out: the rules' pass or skip if it is legal (a
 * Conspiracy Theory pass only for this priority, not until the end), else the bot's move.
 * The seed makes a repeated timeout choose the same move.
 */
export function timeoutMove(def: AnyGameDefinition, bot: AnyBot | undefined, state: unknown, seat: number, policy: TimeControl["onTimeout"], seed: string): unknown {
  const legal = def.legalMoves(state, seat) as unknown[];
  if (policy === "pass") {
    // Move kinds that are the rules' own "do nothing" answers (within the function, so each mutant of it is tested).
    const passKinds = ["pass", "skip-ability", "decline-offer"];
    // Stryker disable next-line StringLiteral: a move without a kind is no pass whatever stands in for it (equivalent)
    const passes = legal.filter((m) => passKinds.includes((m as { kind?: string })?.kind ?? ""));
    const pass = passes.find((m) => (m as { untilEnd?: boolean }).untilEnd !== true) ?? passes[0];
    if (pass !== undefined) return pass;
  }
  if (bot) return botMove(bot, state, seat, seed);
  if (legal.length === 0) throw new Error(`${def.id}: seat ${seat} has no legal move`);
  return legal[0];
}

/**
 * When an awaited seat is reminded: at half time and with 12 hours left (those still ahead of
 * `now`), or once after `untimedMinutes` in a game without deadlines.
 */
export function reminderTimes(now: Date, deadline: string | null, untimedMinutes: number): Date[] {
  if (!deadline) return [new Date(now.getTime() + untimedMinutes * 60_000)];
  const end = Date.parse(deadline);
  const half = now.getTime() + (end - now.getTime()) / 2;
  const late = end - 12 * HOUR;
  // Both come before the deadline by construction; only those still ahead of now are kept.
  const times = [half, late].filter((t) => t > now.getTime()).sort((a, b) => a - b);
  // Two reminders within an hour of each other would read as one too many: keep the later.
  // Stryker disable next-line ConditionalExpression: with fewer than two, the difference is NaN and nothing is dropped either way (equivalent)
  if (times.length === 2 && times[1]! - times[0]! < HOUR) times.shift();
  return times.map((t) => new Date(t));
}

/**
 * When a reminder that fell due during the player's absence goes instead: the first when the
 * absence ends (their clock runs again), the 12-hours-left one 12 hours before the pushed
 * deadline; null when that would come within the hour after the first one back (one mail says it).
 */
export function reminderAfterAbsence(n: number, back: Date, deadline: string | null): Date | null {
  const when = n > 1 && deadline ? Date.parse(deadline) - 12 * HOUR : back.getTime();
  // The first goes at `back` itself; a later one within the hour after `back` (or before it) is folded into it.
  if (n > 1 && when < back.getTime() + HOUR) return null;
  return new Date(when);
}


