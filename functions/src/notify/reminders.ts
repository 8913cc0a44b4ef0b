/**
 * Reminders for long games: when the notifier mails "your move", it also schedules a
 * reminder. If, when it fires, the game still waits for that seat at the same version, the
 * reminder handler writes an outbox record, and the notifier mails the reminder like any
 * other email. EventBridge Scheduler fires it in AWS (a one-time `at()` schedule that deletes
 * itself); locally, a real in-process timer does.
 */
import { ConflictException, CreateScheduleCommand, SchedulerClient } from "@aws-sdk/client-scheduler";
import { z } from "zod";
import type { GameStore } from "../store/game-store";
import type { Clock } from "../auth/secrets";

export const Reminder = z.object({
  gameId: z.string().regex(/^[a-z0-9-]{6,64}$/),
  seat: z.number().int().nonnegative(),
  /** The game's version when the seat was mailed; a move of the seat's own since makes the reminder moot. */
  version: z.number().int().nonnegative(),
});
export type Reminder = z.infer<typeof Reminder>;

export interface ReminderScheduler {
  /** Schedules `reminder` for `at`; scheduling the same reminder twice is harmless. */
  schedule(reminder: Reminder, at: Date): Promise<void>;
}

export function scheduleName(r: Reminder): string {
  return `remind-${r.gameId}-${r.seat}-${r.version}`;
}

/** AWS: one EventBridge Scheduler schedule per reminder, invoking the reminder function. */
export function eventBridgeScheduler(opts: { targetArn: string; roleArn: string; groupName?: string; client?: Pick<SchedulerClient, "send"> }): ReminderScheduler {
  const client = opts.client ?? new SchedulerClient({});
  return {
    async schedule(reminder, at) {
      try {
        await client.send(new CreateScheduleCommand({
          Name: scheduleName(reminder),
          GroupName: opts.groupName ?? "default",
          // at() takes UTC wall-clock time without a zone suffix.
          ScheduleExpression: `at(${at.toISOString().slice(0, 19)})`,
          ScheduleExpressionTimezone: "UTC",
          FlexibleTimeWindow: { Mode: "OFF" },
          ActionAfterCompletion: "DELETE",
          Target: { Arn: opts.targetArn, RoleArn: opts.roleArn, Input: JSON.stringify(reminder), RetryPolicy: { MaximumRetryAttempts: 10 } },
        }));
      } catch (e) {
        // A retried notifier batch schedules the same reminder again: the first one stands.
        if (!(e instanceof ConflictException) && (e as Error).name !== "ConflictException") throw e;
      }
    },
  };
}

/** Local: real timers in this process, firing the same handler the reminder function runs. */
export function timerScheduler(fire: (reminder: Reminder) => Promise<void>, clock: Clock, log: (m: string) => void = () => {}) {
  const timers = new Map<string, NodeJS.Timeout>();
  const scheduler: ReminderScheduler & { stop(): void } = {
    async schedule(reminder, at) {
      const name = scheduleName(reminder);
      if (timers.has(name)) return;
      const delay = Math.max(0, at.getTime() - clock.now().getTime());
      timers.set(name, setTimeout(() => {
        timers.delete(name);
        fire(reminder).catch((e: Error) => log(`reminder ${name} failed: ${e.message}`));
      }, delay).unref());
    },
    stop() {
      for (const t of timers.values()) clearTimeout(t);
      timers.clear();
    },
  };
  return scheduler;
}

/**
 * The reminder function: mail the seat again only if the game still waits for it and the seat
 * has not moved since it was mailed (others' moves in between do not count: the seat still owes
 * its decision).
 */
export function makeReminderHandler(deps: { store: GameStore; clock: Clock }) {
  return async function handler(input: unknown): Promise<{ reminded: boolean }> {
    const reminder = Reminder.parse(input);
    const summary = await deps.store.getSummary(reminder.gameId);
    const movedSince = (summary?.lastSeqs[reminder.seat] ?? -1) >= reminder.version;
    if (!summary || summary.status !== "active" || movedSince || !summary.awaiting.includes(reminder.seat)) {
      return { reminded: false };
    }
    const player = summary.players[reminder.seat]!;
    await deps.store.putReminder(reminder.gameId, reminder.version, {
      title: summary.title,
      headline: `${summary.title} has been waiting for your move since ${new Date(summary.updatedAt).toUTCString()}.`,
      recipients: [{ email: player.email, name: player.name, seat: reminder.seat, reason: "reminder" }],
    }, deps.clock.now().toISOString());
    return { reminded: true };
  };
}
