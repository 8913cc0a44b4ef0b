/**
 * The time control's choices and words, free of zod and engine code: the browser's dashboard and
 * game page import this module directly (a schema evaluated at import would carry zod into them).
 */

/** As in correspondence chess. */
export const DAYS_PER_DECISION = [1, 2, 3, 5, 7, 14] as const;
export const HAND_OVER_MAX = 10;

/** The fields of a time control that its words read (the schema's output, time-control.ts). */
interface TimeControlChoice {
  readonly daysPerDecision: number | null;
  readonly onTimeout: "pass" | "bot";
  readonly handOverAfter: number;
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
export function describeTimeControl(c: TimeControlChoice, language: "en" | "ru" = "en"): string {
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
