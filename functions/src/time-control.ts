/**
 * The time control's schema and words, free of engine code so the browser can import it
 * (clock-policy.ts holds the policy that needs the engines' bots, and re-exports this).
 */
import * as z from "zod/mini";

/** As in correspondence chess. */
export const DAYS_PER_DECISION = [1, 2, 3, 5, 7, 14] as const;
export const HAND_OVER_MAX = 10;

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
