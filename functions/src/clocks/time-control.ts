/**
 * The time control's schema (clock-policy.ts holds the policy that needs the engines' bots, and
 * re-exports this). Its words are in time-control-words.ts, which the browser imports without zod.
 */
import * as z from "zod/mini";
import { DAYS_PER_DECISION, HAND_OVER_MAX } from "./time-control-words";

export { DAYS_PER_DECISION, HAND_OVER_MAX, describeTimeControl, formatDeadline } from "./time-control-words";

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
