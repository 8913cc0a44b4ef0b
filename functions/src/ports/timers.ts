/**
 * The timers port: named one-time timers whose payload says what to do when they fire.
 *
 * - A timer's name is derived from its payload (timerName), so setting the same timer twice is
 *   harmless (the first stands) and anyone can cancel it by name.
 * - The payload is a zod-parsed union by `kind`; one handler (timers/handler.ts) dispatches on it.
 * - A firing timer re-reads the store and acts through conditional writes, so a timer that fires
 *   twice, or late, does nothing the second time.
 *
 * In AWS each timer is an EventBridge Scheduler one-time `at()` schedule invoking the timer
 * function (adapters/aws/scheduler-timers.ts); locally, real timers in the process call the same
 * handler (adapters/local/file-timers.ts).
 */
import * as z from "zod/mini";
import { sha256Hex } from "../auth/secrets";

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
  /** How many times it fired before the absence's end and was set again (part of the name, as a deadline's). */
  early: z.optional(z.int().check(z.gte(1))),
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
/** A decision named by the game's move version when it became awaited (timers/autoplay.ts). */
const Decision = { gameId: GameId, seat: z.int().check(z.nonnegative()), moveVersion: z.int().check(z.nonnegative()) };
/** The seat's deadline: if the decision is still awaited, it is made for the seat. */
export const DeadlineTimer = z.object({
  kind: z.literal("deadline"), ...Decision,
  /** The deadline it was set for (part of the name): a deadline moved later is a new timer, never a clash with one firing. */
  due: z.optional(z.string()),
  /** How many times it fired before `due` and was set again (part of the name: the firing one's is still in use). */
  early: z.optional(z.int().check(z.gte(1))),
});
/** A bot seat's decision: its bot makes it. */
export const BotTimer = z.object({ kind: z.literal("bot"), ...Decision });
/** A send that failed for a while (mail/resend.ts): write the outbox record `pk`/`sk` again, as try `attempt`. */
export const ResendTimer = z.object({
  kind: z.literal("resend"),
  pk: z.string().check(z.minLength(1)),
  sk: z.string().check(z.minLength(1)),
  attempt: z.int().check(z.gte(1), z.lte(99)),
});
/** Not set by anyone: an operator's input to the timer function, sending set-aside mail again. */
export const RedriveTimer = z.object({ kind: z.literal("redrive") });
/** Not set by anyone: an operator's input to the timer function, revoking every settings and unsubscribe link (docs/deploy.md). */
export const RotateLinkKeyTimer = z.object({ kind: z.literal("rotate-link-key") });
// The handler's switch makes a missing case a compile error.
export const Timer = z.discriminatedUnion("kind", [ReminderTimer, FlushTimer, DigestTimer, DeadlineTimer, BotTimer, ResendTimer, RedriveTimer, RotateLinkKeyTimer]);
export type Timer = z.infer<typeof Timer>;
export type ReminderTimer = z.infer<typeof ReminderTimer>;
export type ResendTimer = z.infer<typeof ResendTimer>;

/**
 * Scheduler's resolution: an `at()` expression takes yyyy-mm-ddThh:mm:ss, so a timer fires on a
 * whole second. Both adapters fire at `firesAt(at)`, the local one as strictly as Scheduler.
 */
export const TIMER_RESOLUTION_MS = 1000;
/** The whole second a timer set for `at` fires at: rounded up, so never before `at`. */
export function firesAt(at: Date): Date {
  return new Date(Math.ceil(at.getTime() / TIMER_RESOLUTION_MS) * TIMER_RESOLUTION_MS);
}
/** Scheduler's rule for a schedule's name; a name is in use while its timer is set or running. */
export const TIMER_NAME = /^[0-9A-Za-z._-]{1,64}$/;

export interface Timers {
  /** Sets `timer` to fire at `at`; a timer of the same name already set stands. */
  set(timer: Timer, at: Date): Promise<void>;
  /** Cancels the timer of this name, if it is still set. */
  cancel(name: string): Promise<void>;
}

/**
 * An instant, short, for a timer's name: to the millisecond, so a deadline moved by seconds is a
 * timer of its own (one of the same name is never set again while it stands or while it runs).
 */
const instant36 = (iso: string) => Date.parse(iso).toString(36);

const early = (n: number | undefined) => (n ? `-e${n}` : "");

/**
 * A timer that fired before its time, to set again: under a name of its own (the firing one's is
 * in use until it has run, and Scheduler refuses it), one resolution step after `at` or now,
 * whichever is later, so a Scheduler clock a little ahead of ours does not fire it early at once.
 */
export function againLater<T extends Timer & { early?: number | undefined }>(t: T, at: number, now: Date): { timer: T; at: Date } {
  return { timer: { ...t, early: (t.early ?? 0) + 1 }, at: new Date(Math.max(at, now.getTime()) + TIMER_RESOLUTION_MS) };
}

/** Deterministic, and within EventBridge Scheduler's limits (64 chars of [0-9A-Za-z._-]). */
export function timerName(t: Timer): string {
  const inbox = (email: string) => sha256Hex(email).slice(0, 16);
  const name = {
    reminder: () => t.kind === "reminder" && `remind-${t.gameId}-${t.seat}-${t.version}${t.n && t.n > 1 ? `-${t.n}` : ""}${t.afterAway ? `-a${instant36(t.afterAway)}` : ""}${early(t.early)}`,
    deadline: () => t.kind === "deadline" && `deadline-${t.gameId}-${t.seat}-${t.moveVersion}${t.due ? `-${instant36(t.due)}` : ""}${early(t.early)}`,
    bot: () => t.kind === "bot" && `bot-${t.gameId}-${t.seat}-${t.moveVersion}`,
    flush: () => t.kind === "flush" && `flush-${t.gameId}-${inbox(t.email)}-${t.fromSeq}`,
    digest: () => t.kind === "digest" && `digest-${inbox(t.email)}-${t.day}`,
    resend: () => t.kind === "resend" && `resend-${sha256Hex(`${t.pk}|${t.sk}`).slice(0, 32)}-${t.attempt}`,
    redrive: () => "redrive",
    "rotate-link-key": () => "rotate-link-key",
  }[t.kind]() as string;
  return name.length <= 64 ? name : `${t.kind}-${sha256Hex(name).slice(0, 40)}`;
}
