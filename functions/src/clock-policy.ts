/**
 * Time controls of long games, pure: the host's choice at creation (days per decision, what
 * happens when time runs out), each awaited seat's deadline after a move, the move made for a
 * seat whose time ran out, when reminders go out, and how a deadline reads in a reader's zone.
 * The service and the timer handler do the I/O (docs/architecture.md, "Long games").
 */
import * as z from "zod/mini";
import { botMove, type AnyBot } from "@backroom/engine/core/bot";
import type { AnyGameDefinition } from "@backroom/engine/core/game";

/** As in correspondence chess. */
export const DAYS_PER_DECISION = [1, 2, 3, 5, 7, 14] as const;
export const HAND_OVER_MAX = 10;
const DAY = 86_400_000;
const HOUR = 3_600_000;
/** A bot seat decides this long after its decision became awaited (a breath, so a table can follow). */
export const BOT_DELAY_MS = 5_000;

export const TimeControl = z.object({
  /** Days per decision; null: no limit. */
  daysPerDecision: z._default(z.nullable(z.number()).check(
    z.refine((d) => d === null || (DAYS_PER_DECISION as readonly number[]).includes(d), `daysPerDecision must be null (no limit) or one of ${DAYS_PER_DECISION.join(", ")}`),
  ), null),
  /**
   * When time runs out: "pass" makes the rules' own pass or skip where there is one and a bot
   * move otherwise; "bot" always lets the game's bot decide.
   */
  onTimeout: z._default(z.enum(["pass", "bot"]), "pass"),
  /** After this many timeouts in a row the seat is handed to a bot for good (0: never). */
  handOverAfter: z._default(z.int().check(z.gte(0, `handOverAfter must be 0-${HAND_OVER_MAX}`), z.lte(HAND_OVER_MAX, `handOverAfter must be 0-${HAND_OVER_MAX}`)), 3),
});
export type TimeControl = z.output<typeof TimeControl>;
export const UNTIMED: TimeControl = TimeControl.parse({});

/**
 * Each seat's deadline after a move by `mover` (ISO, or null when not awaited or untimed).
 * A seat awaited before and after keeps its deadline unless it made this move itself (its next
 * decision is a new one); a newly awaited seat gets a full period. Bot seats have none: they
 * decide at once.
 */
export function nextDeadlines(opts: {
  control: TimeControl; seats: number; bots: readonly boolean[]; mover: number | null;
  awaitingBefore: readonly number[]; awaitingAfter: readonly number[]; deadlines: readonly (string | null)[]; now: Date;
}): (string | null)[] {
  const days = opts.control.daysPerDecision;
  return Array.from({ length: opts.seats }, (_, s) => {
    if (days === null || opts.bots[s] || !opts.awaitingAfter.includes(s)) return null;
    const kept = opts.deadlines[s];
    if (kept && s !== opts.mover && opts.awaitingBefore.includes(s)) return kept;
    return new Date(opts.now.getTime() + days * DAY).toISOString();
  });
}

/** Move kinds that are the rules' own "do nothing" answers: a timeout prefers them. */
const PASS_KINDS = ["pass", "skip-ability", "decline-offer"];

/**
 * The move made for a seat whose time ran out: the rules' pass or skip if it is legal (a
 * Conspiracy Theory pass only for this priority, not until the end), else the bot's move.
 * The seed makes a repeated timeout choose the same move.
 */
export function timeoutMove(def: AnyGameDefinition, bot: AnyBot | undefined, state: unknown, seat: number, policy: TimeControl["onTimeout"], seed: string): unknown {
  const legal = def.legalMoves(state, seat) as unknown[];
  if (policy === "pass") {
    const passes = legal.filter((m) => PASS_KINDS.includes((m as { kind?: string })?.kind ?? ""));
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
  const times = [half, late].filter((t) => t > now.getTime() && t < end).sort((a, b) => a - b);
  // Two reminders within an hour of each other would read as one too many: keep the later.
  if (times.length === 2 && times[1]! - times[0]! < HOUR) times.shift();
  return times.map((t) => new Date(t));
}

/** "Thu 3 Dec, 18:00" in the reader's zone (24-hour clock, the zone's own calendar day). */
export function formatDeadline(iso: string, timeZone: string, language: "en" | "ru" = "en"): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat(language === "ru" ? "ru-RU" : "en-GB", { timeZone, weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
      .formatToParts(new Date(iso)).map((p) => [p.type, p.value]),
  );
  return `${parts.weekday} ${parts.day} ${parts.month}, ${parts.hour}:${parts.minute}`;
}

/** How the host's choice reads in the game header and emails. */
export function describeTimeControl(c: TimeControl, language: "en" | "ru" = "en"): string {
  if (language === "ru") {
    if (c.daysPerDecision === null) return "Без ограничения времени";
    const days = c.daysPerDecision === 1 ? "день" : c.daysPerDecision < 5 ? "дня" : "дней";
    const then = c.onTimeout === "pass" ? "затем пас, где правила его допускают, иначе ход бота" : "затем ход бота";
    const hand = c.handOverAfter > 0 ? `; после ${c.handOverAfter} просрочек подряд место занимает бот` : "";
    return `${c.daysPerDecision} ${days} на решение, ${then}${hand}`;
  }
  if (c.daysPerDecision === null) return "No time limit";
  const per = `${c.daysPerDecision} day${c.daysPerDecision === 1 ? "" : "s"} per decision`;
  const then = c.onTimeout === "pass" ? "then a pass where the rules allow one, else a bot move" : "then a bot move";
  const hand = c.handOverAfter > 0 ? `; after ${c.handOverAfter} timeouts in a row a bot takes the seat` : "";
  return `${per}, ${then}${hand}`;
}
