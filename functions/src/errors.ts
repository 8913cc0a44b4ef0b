/**
 * The coded failures the use cases throw, below every one of them (as the engine's
 * RuleViolation is below the rules): a code the web app translates, a sentence, and the status
 * class the HTTP layer answers with (http/errors.ts turns this and RuleViolation into responses).
 */
import { config, type core } from "zod/mini";
import en from "zod/v4/locales/en.js";

export class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: { field?: string; currentVersion?: number } = {},
  ) {
    super(message);
    this.name = "Refusal";
  }
}

// zod/mini ships no messages ("Invalid input"); English ones name what was expected. Set here,
// where every 4xx from a failed parse is formed, so each Lambda that answers one has them.
config(en());

export function fromZod(error: core.$ZodError, prefix: string): Refusal {
  const issue = error.issues[0]!;
  const field = [prefix, ...issue.path.map(String)].filter(Boolean).join(".");
  return new Refusal(400, "request/invalid", `${field || "body"}: ${issue.message}`, { field: field || undefined });
}
