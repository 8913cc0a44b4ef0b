/**
 * The one table from failures to HTTP responses. Expected failures are Refusals (or engine
 * RuleViolations, mapped here); anything else is a bug and answers 500.
 */
import { RuleViolation } from "@backroom/engine/core/game";
import type { ApiError } from "../contract";
import { Refusal } from "../errors";

/** Status by rule-violation code; everything not listed is 422 Unprocessable. */
const RULE_STATUS: Record<string, number> = {
  "game/over": 409,
};

export function toResponse(error: unknown): { status: number; body: ApiError } {
  if (error instanceof Refusal) {
    return { status: error.status, body: { error: { code: error.code, message: error.message, ...error.extra } } };
  }
  if (error instanceof RuleViolation) {
    return { status: RULE_STATUS[error.code] ?? 422, body: { error: { code: error.code, message: error.message } } };
  }
  // Said of every failed request, reads included: a move whose append failed was not recorded
  // (the append is one transaction), so "try again" is always safe.
  return { status: 500, body: { error: { code: "server/error", message: "Something went wrong on our side. Nothing was changed; please try again." } } };
}
