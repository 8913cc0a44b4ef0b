/**
 * The timers port: named one-time timers whose payload says what to do when they fire.
 *
 * - A timer's name is derived from its payload (timerName), so setting the same timer twice is
 *   harmless (the first stands) and anyone can cancel it by name.
 * - The payload is a zod-parsed union by `kind`; one handler (makeTimerHandler) dispatches on it.
 * - A firing timer re-reads the store and acts through conditional writes, so a timer that fires
 *   twice, or late, does nothing the second time.
 *
 * In AWS each timer is an EventBridge Scheduler one-time `at()` schedule invoking the timer
 * function (functions/src/handlers/reminder.ts), with a dead-letter queue when TIMER_DLQ_ARN
 * is set; locally, real timers in the process call the same handler.
 */
import {
  ConflictException, CreateScheduleCommand, DeleteScheduleCommand, SchedulerClient,
} from "@aws-sdk/client-scheduler";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import * as z from "zod/mini";
import { sha256Hex, type Clock } from "../auth/secrets";
import type { GameStore } from "../store/game-store";
import type { UserStore } from "../store/user-store";
import type { Autoplay } from "../autoplay";
import { isAway } from "../vacation-policy";
import { reminderAfterAbsence } from "../clock-policy";

const GameId = z.string().check(z.regex(/^[a-z0-9-]{6,64}$/));

/** The seat is still awaited at `version` since its "your move": remind it. */
export const ReminderTimer = z.object({
  kind: z.literal("reminder"),
  gameId: GameId,
  seat: z.int().check(z.nonnegative()),
  /** The game's version when the seat was mailed; a move of the seat's own since makes the reminder moot. */
  version: z.int().check(z.nonnegative()),
  /** Which of the decision's reminders (half time, 12 hours left); absent: the first. */
  n: z.optional(z.int().check(z.gte(1), z.lte(9))),
  /** Set when it fell due while the player was away: it waits for the absence's end (and so has a name of its own). */
  afterAway: z.optional(z.iso.datetime()),
});
/** The end of a coalescing window: mail `email` what piled up in one game since `fromSeq`. */
export const FlushTimer = z.object({
  kind: z.literal("flush"),
  gameId: GameId,
  email: z.string().check(z.minLength(3)),
  fromSeq: z.int().check(z.nonnegative()),
});
/** A player's daily digest hour: one email about every game with news. */
export const DigestTimer = z.object({
  kind: z.literal("digest"),
  email: z.string().check(z.minLength(3)),
  /** The reader's local date the digest is for (YYYY-MM-DD); part of the name. */
  day: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
});
/** A decision named by the game's move version when it became awaited (autoplay.ts). */
const Decision = { gameId: GameId, seat: z.int().check(z.nonnegative()), moveVersion: z.int().check(z.nonnegative()) };
/** The seat's deadline: if the decision is still awaited, it is made for the seat. */
export const DeadlineTimer = z.object({
  kind: z.literal("deadline"), ...Decision,
  /** The deadline it was set for (part of the name): a deadline moved later is a new timer, never a clash with one firing. */
  due: z.optional(z.string()),
});
/** A bot seat's decision: its bot makes it. */
export const BotTimer = z.object({ kind: z.literal("bot"), ...Decision });
// The handler's switch makes a missing case a compile error.
export const Timer = z.discriminatedUnion("kind", [ReminderTimer, FlushTimer, DigestTimer, DeadlineTimer, BotTimer]);
export type Timer = z.infer<typeof Timer>;
export type ReminderTimer = z.infer<typeof ReminderTimer>;

export interface Timers {
  /** Sets `timer` to fire at `at`; a timer of the same name already set stands. */
  set(timer: Timer, at: Date): Promise<void>;
  /** Cancels the timer of this name, if it is still set. */
  cancel(name: string): Promise<void>;
}

/** An instant, short, for a timer's name. */
const minutes36 = (iso: string) => Math.floor(Date.parse(iso) / 60_000).toString(36);

/** Deterministic, and within EventBridge Scheduler's limits (64 chars of [0-9A-Za-z._-]). */
export function timerName(t: Timer): string {
  const inbox = (email: string) => sha256Hex(email).slice(0, 16);
  const name = {
    reminder: () => t.kind === "reminder" && `remind-${t.gameId}-${t.seat}-${t.version}${t.n && t.n > 1 ? `-${t.n}` : ""}${t.afterAway ? `-a${minutes36(t.afterAway)}` : ""}`,
    deadline: () => t.kind === "deadline" && `deadline-${t.gameId}-${t.seat}-${t.moveVersion}${t.due ? `-${minutes36(t.due)}` : ""}`,
    bot: () => t.kind === "bot" && `bot-${t.gameId}-${t.seat}-${t.moveVersion}`,
    flush: () => t.kind === "flush" && `flush-${t.gameId}-${inbox(t.email)}-${t.fromSeq}`,
    digest: () => t.kind === "digest" && `digest-${inbox(t.email)}-${t.day}`,
  }[t.kind]() as string;
  return name.length <= 64 ? name : `${t.kind}-${sha256Hex(name).slice(0, 40)}`;
}

/** AWS: one EventBridge Scheduler schedule per timer, invoking the timer function with the payload. */
export function eventBridgeTimers(opts: {
  /** The timer function's ARN; a function when only known at invocation (the timer function itself). */
  targetArn: string | (() => string); roleArn: string; groupName?: string; deadLetterArn?: string; client?: Pick<SchedulerClient, "send">;
}): Timers {
  const client = opts.client ?? new SchedulerClient({});
  const group = opts.groupName ?? "default";
  return {
    async set(timer, at) {
      try {
        await client.send(new CreateScheduleCommand({
          Name: timerName(timer),
          GroupName: group,
          // at() takes UTC wall-clock time without a zone suffix.
          ScheduleExpression: `at(${at.toISOString().slice(0, 19)})`,
          ScheduleExpressionTimezone: "UTC",
          FlexibleTimeWindow: { Mode: "OFF" },
          ActionAfterCompletion: "DELETE",
          Target: {
            Arn: typeof opts.targetArn === "function" ? opts.targetArn() : opts.targetArn, RoleArn: opts.roleArn, Input: JSON.stringify(timer),
            RetryPolicy: { MaximumRetryAttempts: 10 },
            ...(opts.deadLetterArn ? { DeadLetterConfig: { Arn: opts.deadLetterArn } } : {}),
          },
        }));
      } catch (e) {
        // A retried notifier batch sets the same timer again: the first one stands.
        if (!(e instanceof ConflictException) && (e as Error).name !== "ConflictException") throw e;
      }
    },
    async cancel(name) {
      try {
        await client.send(new DeleteScheduleCommand({ Name: name, GroupName: group }));
      } catch (e) {
        if ((e as Error).name !== "ResourceNotFoundException") throw e;
      }
    },
  };
}

export interface DeadLetter {
  readonly at: string;
  readonly error: string;
  readonly attempts: number;
  readonly summary: string;
}

/**
 * Local: real timers in this process, firing the same handler the timer function runs. A
 * failing timer is retried (ATTEMPTS in all, as Scheduler retries) and then set aside as a dead
 * letter. With a ManualClock (tests) timers fire when the clock is advanced past them.
 */
export function localTimers(opts: {
  clock: Clock & { onAdvance?(l: () => Promise<void>): () => void };
  fire: (timer: Timer) => Promise<unknown>;
  onDeadLetter?: (d: DeadLetter) => void;
  log?: (m: string) => void;
  attempts?: number;
  /** Keeps set timers in this JSON file, so they survive a restart (as Scheduler's do). */
  file?: string;
}) {
  const log = opts.log ?? (() => {});
  const attempts = opts.attempts ?? 3;
  const pending = new Map<string, { timer: Timer; at: number; handle?: NodeJS.Timeout }>();
  const manual = typeof opts.clock.onAdvance === "function";
  const running = new Set<Promise<void>>();
  let stopped = false;
  const save = () => {
    if (opts.file) writeFileSync(opts.file, JSON.stringify([...pending.values()].map(({ timer, at }) => ({ timer, at }))));
  };

  async function run(name: string) {
    const entry = pending.get(name);
    if (!entry) return;
    // Deleted from the file only once it ran: a stop midway leaves it to fire after the restart.
    pending.delete(name);
    let error = "";
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        await opts.fire(entry.timer);
        if (!stopped) save();
        return;
      } catch (e) {
        error = (e as Error).message;
        log(`timer ${name} failed (attempt ${attempt} of ${attempts}): ${error}`);
        if (!manual && attempt < attempts) await new Promise((r) => setTimeout(r, 250 * 2 ** attempt).unref());
      }
    }
    if (!stopped) save();
    opts.onDeadLetter?.({ at: opts.clock.now().toISOString(), error, attempts, summary: `timer ${name}: ${JSON.stringify(entry.timer)}` });
  }
  function track(p: Promise<void>) {
    running.add(p);
    void p.finally(() => running.delete(p));
  }
  function arm(name: string) {
    const entry = pending.get(name)!;
    // setTimeout holds at most ~24.8 days; longer timers re-arm.
    const delay = Math.min(Math.max(0, entry.at - opts.clock.now().getTime()), 2 ** 31 - 1);
    entry.handle = setTimeout(() => {
      if (!pending.has(name)) return;
      if (opts.clock.now().getTime() < entry.at) arm(name);
      else track(run(name));
    }, delay).unref();
  }
  const unsubscribe = manual
    ? opts.clock.onAdvance!(async () => {
      // Fire in time order; a fired timer may set new ones that are due as well.
      for (;;) {
        const now = opts.clock.now().getTime();
        const due = [...pending.entries()].filter(([, e]) => e.at <= now).sort((a, b) => a[1].at - b[1].at);
        if (due.length === 0) break;
        for (const [name] of due) await run(name);
      }
    })
    : () => {};

  if (opts.file && existsSync(opts.file)) {
    for (const saved of z.array(z.object({ timer: Timer, at: z.number() })).parse(JSON.parse(readFileSync(opts.file, "utf8")))) {
      const name = timerName(saved.timer);
      pending.set(name, saved);
      if (!manual) arm(name);
    }
  }

  const timers: Timers & { stop(): void; pendingNames(): string[]; idle(): Promise<void> } = {
    async set(timer, at) {
      const name = timerName(timer);
      if (pending.has(name)) return;
      pending.set(name, { timer, at: at.getTime() });
      save();
      if (!manual) arm(name);
      // A timer set for a time already past fires at once, as with real time.
      else if (at.getTime() <= opts.clock.now().getTime()) track(run(name));
    },
    async cancel(name) {
      const entry = pending.get(name);
      if (entry?.handle) clearTimeout(entry.handle);
      pending.delete(name);
      save();
    },
    pendingNames: () => [...pending.keys()],
    /** Resolves once the timers that are running now have finished (tests, shutdown). */
    async idle() {
      while (running.size > 0) await Promise.all([...running]);
    },
    /** Stops the timers of this process; those in the file fire after the next start. */
    stop() {
      stopped = true;
      for (const e of pending.values()) if (e.handle) clearTimeout(e.handle);
      pending.clear();
      unsubscribe();
    },
  };
  return timers;
}

/**
 * The timer function: one entry point for every kind. Each case re-reads the store and writes
 * conditionally, so firing twice or late changes nothing the second time. Flushes and digests
 * only write an outbox record: the notifier sends all mail, through one path.
 */
export function makeTimerHandler(deps: { store: GameStore; users: UserStore; clock: Clock; timers?: Timers; autoplay?: Pick<Autoplay, "deadline" | "bot"> }) {
  return async function handler(input: unknown): Promise<{ kind: Timer["kind"]; acted: boolean }> {
    const timer = Timer.parse(withKind(input));
    const at = deps.clock.now().toISOString();
    switch (timer.kind) {
      case "reminder": return { kind: timer.kind, acted: await remind(deps.store, deps.timers, timer, at) };
      case "flush": return { kind: timer.kind, acted: await deps.users.flushPending(timer.email, [timer.gameId], { key: `flush#${timer.gameId}#${timer.fromSeq}`, fromSeq: timer.fromSeq, at }) };
      case "digest": return { kind: timer.kind, acted: await deps.users.flushPending(timer.email, null, { key: `digest#${timer.day}`, at }) };
      case "deadline": return { kind: timer.kind, acted: (await deps.autoplay?.deadline(timer)) ?? false };
      case "bot": return { kind: timer.kind, acted: (await deps.autoplay?.bot(timer)) ?? false };
    }
  };
}

/** Reminders scheduled before timers had kinds carry none: they are reminders. */
function withKind(input: unknown): unknown {
  if (input && typeof input === "object" && !("kind" in input) && "seat" in input && "version" in input) return { kind: "reminder", ...input };
  return input;
}

/**
 * Mail the seat again only if the game still waits for it and the seat has not moved since it
 * was mailed (others' moves in between do not count: the seat still owes its decision).
 */
async function remind(store: GameStore, timers: Timers | undefined, r: ReminderTimer, at: string): Promise<boolean> {
  const summary = await store.getSummary(r.gameId);
  const movedSince = (summary?.lastSeqs[r.seat] ?? -1) >= r.version;
  if (!summary || summary.status !== "active" || movedSince || !summary.awaiting.includes(r.seat)) return false;
  const player = summary.players[r.seat]!;
  if (player.bot || !player.email) return false;
  // Away on vacation: no reminders meanwhile (their clock stands still too); this one waits (clock-policy.ts).
  if (isAway(player.away, new Date(at))) {
    const when = reminderAfterAbsence(r.n ?? 1, new Date(player.away.until), summary.deadlines[r.seat] ?? null);
    if (when) await timers?.set({ ...r, afterAway: player.away.until }, when);
    return false;
  }
  return store.putReminder(r.gameId, r.version, {
    title: summary.title,
    headline: `${summary.title} has been waiting for your move since ${new Date(summary.updatedAt).toUTCString()}.`,
    recipients: [{ email: player.email, name: player.name, seat: r.seat, reason: "reminder" }],
  }, at, r.n ?? 1);
}
