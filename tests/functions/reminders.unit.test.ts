/**
 * The EventBridge Scheduler adapter (no local twin, so its client is the one thing faked here)
 * and the local timer adapter, which is real.
 */
import { CreateScheduleCommand, ConflictException } from "@aws-sdk/client-scheduler";
import { describe, expect, it } from "vitest";
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
  it("fires each reminder once, after its time", async () => {
    const fired: string[] = [];
    const scheduler = timerScheduler(async (r) => { fired.push(scheduleName(r)); }, { now: () => new Date() });
    await scheduler.schedule(reminder, new Date(Date.now() + 50));
    await scheduler.schedule(reminder, new Date(Date.now() + 50));
    expect(fired).toEqual([]);
    await new Promise((r) => setTimeout(r, 150));
    expect(fired).toEqual(["remind-abcdefgh-2-17"]);
    scheduler.stop();
  });
});
