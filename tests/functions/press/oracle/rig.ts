/**
 * The whole API in-process for the press oracle: the API handler over DynamoDB Local, its real
 * stream feeding the notifier (the local poller), the timer function on local timers driven by
 * a clock moved by hand (bot moves, coalesced mail, digests), a mailer that keeps every email, and every
 * log line any of them writes (the telemetry, the notifier's log, the console).
 */
import { inject, vi } from "vitest";
import { ScanCommand, type AttributeValue } from "@aws-sdk/client-dynamodb";
import { unmarshall } from "@aws-sdk/util-dynamodb";
import { highCard } from "../../../fixtures/high-card";
import { freshPlatform } from "../../../support/dynamo";
import { lambdaCaller, type Call, type Reply } from "../../../support/api-client";
import { LINK_TTL } from "../../../../functions/src/auth/auth";
import { ManualClock } from "../../../../functions/src/ports/clock";
import { localTimers } from "../../../../functions/src/adapters/local/file-timers";
import { startStreamPoller, type StreamPoller } from "../../../../functions/src/local/stream-poller";
import type { Email } from "../../../../functions/src/ports/mailer";
import type { Timer } from "../../../../functions/src/ports/timers";

export interface CaughtEmail extends Email {
  at: string;
}

/**
 * The tests' ManualClock (ports/clock.ts), which can also move time on
 * without running what came due: a press-only step then gets its own instant, while the bot's
 * moves and mail flushes wait for the next step that lets time pass.
 */
export class StepClock extends ManualClock {
  nudge(ms: number): void {
    this.t += ms;
  }
}

export interface Rig {
  clock: StepClock;
  app: Awaited<ReturnType<typeof freshPlatform>>;
  call: Call;
  /** Every email sent so far, in order. */
  mails: CaughtEmail[];
  /** Every log line so far (telemetry, notifier, console), as text. */
  logs: string[];
  /** The caller's request, as `email` (a session is made once per address). */
  as(email: string): (method: string, path: string, opts?: { body?: unknown; headers?: Record<string, string> }) => Promise<Reply>;
  /** Every outbox record has reached the notifier and every due timer has fired, until nothing changes. */
  settled(): Promise<void>;
  /** Moves the clock and lets what came due run. */
  advance(ms: number): Promise<void>;
  /** Every item of the table, plain. */
  scan(): Promise<Record<string, unknown>[]>;
  stop(): Promise<void>;
}

export async function startRig(): Promise<Rig> {
  const clock = new StepClock();
  const mails: CaughtEmail[] = [];
  const logs: string[] = [];
  const text = (m: unknown) => (m instanceof Error ? `${m.message} ${m.stack ?? ""}` : typeof m === "string" ? m : JSON.stringify(m));
  const keep = (...parts: unknown[]) => logs.push(parts.map(text).join(" "));
  // Whatever any function prints is a log line in Lambda: caught, never shown.
  for (const level of ["log", "info", "warn", "error", "debug"] as const) vi.spyOn(console, level).mockImplementation(keep);
  let fire: (t: Timer) => Promise<unknown> = async () => {};
  const timers = localTimers({ clock, fire: (t) => fire(t), log: keep });
  const app = await freshPlatform({
    games: { [highCard.id]: highCard }, clock, timers,
    mailer: { send: async (e) => { mails.push({ ...e, at: clock.now().toISOString() }); } },
    notifierLog: keep,
    telemetry: { count: () => {}, info: keep, error: keep },
    env: { COALESCE_SECONDS: "120", REMIND_AFTER_MINUTES: "525600" },
  });
  fire = (t) => app.timer(t);
  const poller: StreamPoller = await startStreamPoller({ client: app.dynamo, endpoint: inject("dynamoEndpoint"), tableName: app.tableName, startAt: "TRIM_HORIZON", handler: app.notifier, log: keep });
  const call = lambdaCaller(app.api);
  const sessions = new Map<string, Promise<string>>();
  const session = (email: string) => {
    let s = sessions.get(email);
    if (!s) {
      s = (async () => {
        const link = await app.auth.mintLink(email, null, LINK_TTL.signIn);
        const res = await call("POST", "/auth/redeem", { body: { token: link } });
        if (res.status !== 200) throw new Error(`no session for ${email}: ${JSON.stringify(res.body)}`);
        return res.body.session as string;
      })();
      sessions.set(email, s);
    }
    return s;
  };
  const rig: Rig = {
    clock, app, call, mails, logs,
    as: (email) => async (method, path, opts = {}) => call(method, path, { ...opts, token: await session(email) }),
    async settled() {
      for (;;) {
        const before = `${mails.length} ${timers.pendingNames().join()}`;
        await poller.caughtUp();
        await timers.idle();
        if (`${mails.length} ${timers.pendingNames().join()}` === before) return;
      }
    },
    async advance(ms) {
      await clock.advance(ms);
      await timers.idle();
    },
    async scan() {
      const items: Record<string, unknown>[] = [];
      let start: Record<string, AttributeValue> | undefined;
      do {
        const out = await app.dynamo.send(new ScanCommand({ TableName: app.tableName, ExclusiveStartKey: start }));
        for (const i of out.Items ?? []) items.push(unmarshall(i));
        start = out.LastEvaluatedKey;
      } while (start);
      return items;
    },
    async stop() {
      timers.stop();
      await poller.stop();
      vi.restoreAllMocks();
    },
  };
  return rig;
}
