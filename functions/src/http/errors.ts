/**
 * The one table from failures to HTTP statuses. Expected failures are HttpErrors (or engine
 * RuleViolations, mapped here); anything else is a bug and answers 500.
 */
import { RuleViolation } from "@backroom/engine/core/game";
import { config, type core } from "zod/mini";
import en from "zod/v4/locales/en.js";
import type { ApiError } from "../contract";

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: { field?: string; currentVersion?: number } = {},
  ) {
    super(message);
    this.name = "HttpError";
  }
}

/** Status by rule-violation code; everything not listed is 422 Unprocessable. */
const RULE_STATUS: Record<string, number> = {
  "game/over": 409,
};

// zod/mini ships no messages ("Invalid input"); English ones name what was expected. Set here,
// where every 4xx from a failed parse is formed, so each Lambda that answers one has them.
config(en());

export function fromZod(error: core.$ZodError, prefix: string): HttpError {
  const issue = error.issues[0]!;
  const field = [prefix, ...issue.path.map(String)].filter(Boolean).join(".");
  return new HttpError(400, "request/invalid", `${field || "body"}: ${issue.message}`, { field: field || undefined });
}

export function toResponse(error: unknown): { status: number; body: ApiError } {
  if (error instanceof HttpError) {
    return { status: error.status, body: { error: { code: error.code, message: error.message, ...error.extra } } };
  }
  if (error instanceof RuleViolation) {
    return { status: RULE_STATUS[error.code] ?? 422, body: { error: { code: error.code, message: error.message } } };
  }
  // Said of every failed request, reads included: a move whose append failed was not recorded
  // (the append is one transaction), so "try again" is always safe.
  return { status: 500, body: { error: { code: "server/error", message: "Something went wrong on our side. Nothing was changed; please try again." } } };
}
