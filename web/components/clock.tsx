"use client";
/**
 * Time on the game page: the clock it reads (injected, so tests and the bench set the time),
 * a "now" that moves on by itself, countdowns to a seat's deadline ("1 d 23 h left"), and
 * whether an awaited seat is late (the host may then hand it to a bot).
 */
import { createContext, useContext, useEffect, useState } from "react";
import type { TFunction } from "i18next";
import type { HistoryEntry, SeatInfo } from "../lib/api";

export type Clock = () => number;

/** The page's clock; GameScreen and GameView take one as a prop and provide it here. */
export const ClockContext = createContext<Clock>(() => Date.now());

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/**
 * How long a seat of a game without deadlines waits before its reminder (the notifier's default
 * REMIND_AFTER_MINUTES, 2,880 minutes; the settings page promises it as "two days").
 */
export const UNTIMED_REMINDER_MS = 2 * DAY;

/** The clock's time, read again every `everyMs` so countdowns move while the page is open. */
export function useNow(everyMs = 30_000): number {
  const clock = useContext(ClockContext);
  const [read, setRead] = useState(() => ({ clock, now: clock() }));
  // A new clock is read during the render, never by an effect on mount: an effect's update would
  // draw the whole game page a second time right after its first draw (a long task on a phone).
  if (read.clock !== clock) setRead({ clock, now: clock() });
  useEffect(() => {
    const timer = setInterval(() => setRead({ clock, now: clock() }), everyMs);
    return () => clearInterval(timer);
  }, [clock, everyMs]);
  return read.clock === clock ? read.now : clock();
}

/** "1 d 23 h", "5 h 10 min", "12 min": the time to `deadline`, whole minutes rounded down; null once it has passed. */
export function timeLeft(deadline: string, now: number, t: TFunction): string | null {
  const ms = Date.parse(deadline) - now;
  if (!(ms > 0)) return null;
  const d = Math.floor(ms / DAY);
  const h = Math.floor((ms % DAY) / HOUR);
  const m = Math.floor((ms % HOUR) / MINUTE);
  if (d > 0) return t("gamePage.clock.days", { d, h });
  if (h > 0) return t("gamePage.clock.hours", { h, m });
  if (m > 0) return t("gamePage.clock.minutes", { m });
  return t("gamePage.clock.underMinute");
}

/** "1 d 23 h left" / «осталось 1 д 23 ч», or "time is up". */
export function countdownText(deadline: string, now: number, t: TFunction): string {
  const left = timeLeft(deadline, now, t);
  return left === null ? t("gamePage.clock.up") : t("gamePage.clock.left", { time: left });
}

/** When the seats now awaited started waiting, as far as the history tells: its last move (or the start). */
export function awaitedSince(entries: readonly HistoryEntry[]): string | null {
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = entries[i]!;
    if (e.type === "move" || e.type === "game-created") return e.at;
  }
  return null;
}

/**
 * Whether an awaited seat is late: its deadline has passed, or it has waited longer than its
 * reminder period — half its time in a timed game (the first reminder goes out at half time),
 * two days in a game without deadlines. A bot's seat, a resigned one, and a player away on a
 * declared vacation (their clock stands still) are never late.
 */
export function isLate(p: SeatInfo, opts: { now: number; awaited: boolean; daysPerDecision: number | null; since: string | null }): boolean {
  if (!opts.awaited || p.bot || p.resigned || p.awayUntil) return false;
  if (p.deadline) {
    const due = Date.parse(p.deadline);
    if (opts.now >= due) return true;
    if (opts.daysPerDecision) return opts.now >= due - (opts.daysPerDecision * DAY) / 2;
  }
  if (!opts.since) return false;
  return opts.now - Date.parse(opts.since) >= UNTIMED_REMINDER_MS;
}
