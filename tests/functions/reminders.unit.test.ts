/**
 * The EventBridge Scheduler adapter (no local twin, so its client is the one thing faked here)
 * and the local timer adapter, which is real.
 */
import { CreateScheduleCommand, ConflictException } from "@aws-sdk/client-scheduler";
import { describe, expect, it, vi } from "vitest";
import { eventBridgeScheduler, scheduleName, timerScheduler, type Reminder } from "../../functions/src/notify/reminders";

const reminder: Reminder = { gameId: "abcdefgh", seat: 2, version: 17 };

describe("eventBridgeScheduler", () => {
  it("creates a one-time schedule that invokes the reminder function with the reminder", async () => {
    const sent: unknown[] = [];
    const scheduler = eventBridgeScheduler({
      targetArn: "arn:aws:lambda:eu-west-1:1:function:reminder", roleArn: "arn:aws:iam::1:role/scheduler", groupName: "backroom",
      client: { send: async (c: unknown) => { sent.push(c); return {}; } } as never,
    });
    await scheduler.schedule(reminder, new Date("2026-12-02T09:30:00.000Z"));
    expect(sent[0]).toBeInstanceOf(CreateScheduleCommand);
    expect((sent[0] as CreateScheduleCommand).input).toMatchObject({
      Name: "remind-abcdefgh-2-17", GroupName: "backroom", ScheduleExpression: "at(2026-12-02T09:30:00)", ScheduleExpressionTimezone: "UTC",
      ActionAfterCompletion: "DELETE", FlexibleTimeWindow: { Mode: "OFF" },
      Target: { Arn: "arn:aws:lambda:eu-west-1:1:function:reminder", RoleArn: "arn:aws:iam::1:role/scheduler", Input: JSON.stringify(reminder) },
    });
  });

  it("treats an existing schedule of the same name as done (a retried batch)", async () => {
    const scheduler = eventBridgeScheduler({
      targetArn: "t", roleArn: "r",
      client: { send: async () => { throw new ConflictException({ message: "exists", $metadata: {} } as never); } } as never,
    });
    await expect(scheduler.schedule(reminder, new Date())).resolves.toBeUndefined();
  });

  it("passes other failures on, so the notifier retries", async () => {
    const scheduler = eventBridgeScheduler({ targetArn: "t", roleArn: "r", client: { send: async () => { throw new Error("throttled"); } } as never });
    await expect(scheduler.schedule(reminder, new Date())).rejects.toThrow("throttled");
  });
});

describe("timerScheduler", () => {
  it("fires each reminder once, at its time by the injected clock (timers faked, no waiting)", async () => {
    vi.useFakeTimers();
    try {
      const t0 = Date.parse("2026-06-01T12:00:00.000Z");
      vi.setSystemTime(t0);
      const fired: string[] = [];
      // The clock says 10:00 while the timers run on another time: the delay comes from the clock.
      const scheduler = timerScheduler(async (r) => { fired.push(scheduleName(r)); }, { now: () => new Date(t0 - 2 * 3600_000) });
      await scheduler.schedule(reminder, new Date(t0 - 2 * 3600_000 + 30 * 60_000));
      await scheduler.schedule(reminder, new Date(t0 - 2 * 3600_000 + 30 * 60_000));
      await vi.advanceTimersByTimeAsync(30 * 60_000 - 1);
      expect(fired).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(fired).toEqual(["remind-abcdefgh-2-17"]);
      await vi.advanceTimersByTimeAsync(24 * 3600_000);
      expect(fired).toEqual(["remind-abcdefgh-2-17"]);
      scheduler.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it("fires a reminder whose time has passed at once, and none after stop()", async () => {
    vi.useFakeTimers();
    try {
      const fired: string[] = [];
      const now = new Date("2026-06-01T12:00:00.000Z");
      const scheduler = timerScheduler(async (r) => { fired.push(scheduleName(r)); }, { now: () => now });
      await scheduler.schedule(reminder, new Date(now.getTime() - 60_000));
      await scheduler.schedule({ ...reminder, seat: 3 }, new Date(now.getTime() + 60_000));
      await vi.advanceTimersByTimeAsync(0);
      expect(fired).toEqual(["remind-abcdefgh-2-17"]);
      scheduler.stop();
      await vi.advanceTimersByTimeAsync(120_000);
      expect(fired).toEqual(["remind-abcdefgh-2-17"]);
    } finally {
      vi.useRealTimers();
    }
  });
});
