/**
 * Mail that fails for a while is sent later, not lost: a send that fails transiently (a refused
 * connection, a timeout, SES throttling) does not fail the stream record, whose retries are
 * seconds apart; it sets a one-time `resend` timer instead, with backoff of 1, 2, 4, 8, 16 and
 * 30 minutes. The timer writes the outbox record again under a key of its own (a fresh INSERT),
 * so the stream brings it to the notifier again, and the SENT markers keep anyone from being
 * mailed twice. Once an hour has passed the record is set aside (a `DEADMAIL` item, counted as
 * `MailsSetAside`) until a redrive sends it again. A permanent rejection never comes here.
 */
import type { DynamoDBRecord } from "aws-lambda";
import type { AttributeValue } from "@aws-sdk/client-dynamodb";
import { unmarshall } from "@aws-sdk/util-dynamodb";
import type { Clock } from "../ports/clock";
import { PermanentMailError, type Email, type Mailer } from "../ports/mailer";
import type { Telemetry } from "../ports/telemetry";
import type { ResendTimer, Timers } from "../ports/timers";
import type { OutboxStore } from "../store/outbox-store";

/** Tries go on until the waits between them add up to this. */
export const RESEND_FOR_MINUTES = 60;

/** The wait before resend `attempt` (1, 2, …) in minutes, or null once the waits so far make an hour. */
export function resendDelayMinutes(attempt: number): number | null {
  const step = (n: number) => (n <= 5 ? 2 ** (n - 1) : 30);
  let waited = 0;
  for (let n = 1; n < attempt; n++) waited += step(n);
  return waited >= RESEND_FOR_MINUTES ? null : step(attempt);
}

/** A send that failed and may succeed later; the mailer's own error is the cause. */
export class MailNotSent extends Error {
  override readonly name = "MailNotSent";
}

/** The mailer, with every failure other than a permanent rejection marked as worth another try. */
export function markingTransient(mailer: Mailer): Mailer {
  return {
    async send(email: Email) {
      try {
        await mailer.send(email);
      } catch (e) {
        if (e instanceof PermanentMailError) throw e;
        throw new MailNotSent((e as Error)?.message ?? String(e), { cause: e });
      }
    },
  };
}

export interface ResendDeps {
  readonly outbox?: OutboxStore;
  readonly timers?: Timers;
  readonly clock: Clock;
  readonly telemetry?: Pick<Telemetry, "count">;
}

/** What a re-written record carries besides the original's fields. */
interface Copy { resendOf?: string; resendAttempt?: number; resendRound?: number }

/**
 * After a transient failure of `record` (the outbox item as the stream brought it): sets the next
 * resend timer, or sets the record aside after the last one. False when there is no store or
 * timers to do it with (then the stream's own retries are all there is).
 */
export async function deferResend(deps: ResendDeps, record: Record<string, unknown>, error: unknown): Promise<boolean> {
  if (!deps.outbox || !deps.timers) return false;
  const { resendOf, resendAttempt = 0, ...rest } = record as Record<string, unknown> & Copy;
  const attempt = resendAttempt + 1;
  const delay = resendDelayMinutes(attempt);
  const now = deps.clock.now();
  if (delay === null) {
    // The original key, so one item stands for a record however often it was tried.
    await deps.outbox.setAside({ record: { ...rest, sk: resendOf ?? record.sk }, error: (error as Error)?.message ?? String(error), attempts: attempt, at: now.toISOString() });
    deps.telemetry?.count("MailsSetAside");
    return true;
  }
  await deps.timers.set({ kind: "resend", pk: String(record.pk), sk: String(record.sk), attempt }, new Date(now.getTime() + delay * 60_000));
  deps.telemetry?.count("MailsDeferred");
  return true;
}

/**
 * The notifier's hook: true when `error` was a transient send failure of the stream record and
 * a later try is arranged (the record then counts as handled); false leaves it to the stream.
 */
export async function deferRecord(deps: ResendDeps, record: DynamoDBRecord, error: unknown, log: (m: string, e?: unknown) => void): Promise<boolean> {
  const image = record.dynamodb?.NewImage;
  if (!(error instanceof MailNotSent) || !image) return false;
  try {
    const deferred = await deferResend(deps, unmarshall(image as Record<string, AttributeValue>), error);
    if (deferred) log(`notifier: mail of record ${record.dynamodb?.SequenceNumber ?? ""} not sent (${error.message}); it will be tried again later`);
    return deferred;
  } catch (e) {
    log("notifier: could not arrange a later try; the stream retries the record", e);
    return false;
  }
}

/** A resend timer fired: writes the record that failed again, as try `attempt`. Once per try. */
export async function resend(outbox: OutboxStore, timer: ResendTimer): Promise<boolean> {
  const failed = await outbox.get(timer.pk, timer.sk) as (Record<string, unknown> & Copy) | null;
  if (!failed) return false;
  const origin = failed.resendOf ?? String(failed.sk);
  const round = failed.resendRound ?? 0;
  return outbox.reinsert(failed, `${origin}#resend-${round}-${timer.attempt}`, { resendOf: origin, resendAttempt: timer.attempt, resendRound: round });
}

/**
 * Sends set-aside mail again: each record is written anew (its tries start over) and its
 * set-aside item removed, in one transaction, so a second redrive finds nothing to send.
 */
export async function redrive(outbox: OutboxStore, clock: Clock): Promise<number> {
  const now = clock.now();
  let sent = 0;
  for (const mail of await outbox.listSetAside()) {
    const record = mail.record as Record<string, unknown> & Copy;
    const origin = String(record.sk);
    const round = (record.resendRound ?? 0) + 1;
    // The record may have outlived its TTL while set aside: the copy gets a fresh one.
    const expiresAt = typeof record.expiresAt === "number" ? { expiresAt: Math.floor(now.getTime() / 1000) + 30 * 24 * 3600 } : {};
    if (await outbox.redrive(mail, `${origin}#redrive-${round}`, { resendOf: origin, resendAttempt: 0, resendRound: round, ...expiresAt })) sent++;
  }
  return sent;
}
