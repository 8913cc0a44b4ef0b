/** A fresh table in the shared DynamoDB Local, and the platform wired over it, for one test file. */
import { randomUUID } from "node:crypto";
import { inject } from "vitest";
import type { AnyBot, AnyGameDefinition } from "@backroom/engine";
import { compose, EnvSchema } from "../../functions/src/compose";
import { ensureTable } from "../../functions/src/local/dynamo-local";
import { callLogRecorder } from "../../functions/src/local/call-log";
import type { Clock } from "../../functions/src/ports/clock";
import type { Random } from "../../functions/src/ports/random";
import type { Mailer } from "../../functions/src/ports/mailer";
import type { Timers } from "../../functions/src/ports/timers";
import type { Telemetry } from "../../functions/src/ports/telemetry";

export async function freshPlatform(opts: {
  games?: Readonly<Record<string, AnyGameDefinition>>;
  bots?: Readonly<Record<string, AnyBot>>;
  snapshotEvery?: number;
  clock?: Clock;
  random?: Random;
  mailer?: Mailer;
  smtpPort?: number;
  timers?: Timers;
  notifierLog?: (message: string, error?: unknown) => void;
  telemetry?: Telemetry;
  /** Extra environment, e.g. COALESCE_SECONDS. */
  env?: Record<string, string>;
} = {}) {
  const tableName = `t-${randomUUID()}`;
  const env = EnvSchema.parse({
    TABLE_NAME: tableName, WEB_URL: "http://localhost:3000", MAILER: "smtp", SMTP_PORT: String(opts.smtpPort ?? 1025),
    DYNAMODB_ENDPOINT: inject("dynamoEndpoint"), SNAPSHOT_EVERY: String(opts.snapshotEvery ?? 50), ...opts.env,
  });
  // Only a test that plays the real games loads the engine's registry; fixture games bring their own bots.
  const registry = opts.games ? null : await import("@backroom/engine");
  // Under npm test, what the handlers call is checked against the stack's roles at the end
  // (functions/src/local/call-log.ts). Only as the stack composes them: with timers. Without,
  // the notifier releases queued news itself (a delete the deployed notifier, which always has
  // timers, never makes and is not allowed).
  const recorder = opts.timers ? callLogRecorder() : undefined;
  const app = compose(env, { ...opts, games: opts.games ?? registry!.games, bots: opts.bots ?? registry?.bots ?? {}, ...(recorder ? { recorder } : {}) });
  await ensureTable(app.dynamo, tableName);
  return { ...app, tableName, env };
}
