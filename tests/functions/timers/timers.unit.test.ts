/**
 * The EventBridge Scheduler adapter (no local twin, so its client is the one thing faked here)
 * and the local timer adapter, which is real: with real time, and with a ManualClock.
 */
import { CreateScheduleCommand, ConflictException, DeleteScheduleCommand } from "@aws-sdk/client-scheduler";
import { describe, expect, it } from "vitest";
import { ManualClock } from "../../../functions/src/ports/clock";
import { eventBridgeTimers } from "../../../functions/src/adapters/aws/scheduler-timers";
import { localTimers, type DeadLetter } from "../../../functions/src/adapters/local/file-timers";
import { againLater, Timer, timerName } from "../../../functions/src/ports/timers";
import { nextDigest } from "../../../functions/src/mail/schedule";

const reminder: Timer = { kind: "reminder", gameId: "abcdefgh", seat: 2, version: 17 };

describe("timerName", () => {
  it("is deterministic, distinct per kind and payload, and fits Scheduler's 64 characters", () => {
    const names = [
      reminder,
      { kind: "flush", gameId: "abcdefgh", email: "ann@example.test", fromSeq: 3 },
      { kind: "flush", gameId: "abcdefgh", email: "bob@example.test", fromSeq: 3 },
      { kind: "digest", email: "ann@example.test", day: "2026-12-01" },
      { kind: "reminder", gameId: "g".repeat(64), seat: 7, version: 123456 },
    ].map((t) => timerName(Timer.parse(t)));
    expect(names[0]).toBe("remind-abcdefgh-2-17");
    expect(new Set(names).size).toBe(names.length);
    for (const n of names) expect(n).toMatch(/^[0-9A-Za-z._-]{1,64}$/);
    expect(names[1]).not.toContain("ann");
  });
});

describe("timerName, read in Scheduler's console", () => {
  it("keeps a name of up to 64 characters as it is, and names the game a flush is for", () => {
    const longest = { kind: "reminder" as const, gameId: "g".repeat(52), seat: 2, version: 17 };
    expect(timerName(longest)).toBe(`remind-${"g".repeat(52)}-2-17`);
    expect(timerName({ ...longest, gameId: "g".repeat(53) })).not.toContain("g".repeat(53));
    expect(timerName({ kind: "flush", gameId: "abcdefgh", email: "ann@example.test", fromSeq: 3 })).toMatch(/^flush-abcdefgh-[0-9a-f]+-3$/);
  });
});

describe("timerName of decisions", () => {
  it("differs for every seat, decision and due time (seconds apart too), and for a bot's and a deadline's; each fits Scheduler's name", () => {
    const base = Date.parse("2026-12-03T10:00:30.000Z");
    const dues = [0, 1000, 20_000, 59_000, 60_000, 3_600_000, 86_400_000].map((ms) => new Date(base + ms).toISOString());
    const timers: Timer[] = [];
    for (const gameId of ["abcdefgh", "g".repeat(64)]) {
      for (const seat of [0, 1, 7]) {
        for (const moveVersion of [0, 1, 123456]) {
          timers.push({ kind: "bot", gameId, seat, moveVersion });
          for (const due of dues) timers.push({ kind: "deadline", gameId, seat, moveVersion, due });
        }
      }
    }
    const names = timers.map((t) => timerName(Timer.parse(t)));
    expect(new Set(names).size).toBe(timers.length);
    for (const n of names) expect(n).toMatch(/^[0-9A-Za-z._-]{1,64}$/);
  });

  it("a deadline or reminder set again after firing early has a name of its own each time", () => {
    const d = { kind: "deadline" as const, gameId: "abcdefgh", seat: 1, moveVersion: 4, due: "2026-12-05T09:00:00.400Z" };
    const r = { kind: "reminder" as const, gameId: "abcdefgh", seat: 1, version: 4, afterAway: "2026-12-05T09:00:00.000Z" };
    const names = [d, { ...d, early: 1 }, { ...d, early: 2 }, r, { ...r, early: 1 }, { ...r, early: 2 }].map((t) => timerName(Timer.parse(t)));
    expect(new Set(names).size).toBe(names.length);
    const again = againLater(d, Date.parse(d.due), new Date("2026-12-05T09:00:00.100Z"));
    expect(timerName(again.timer)).toBe(names[1]);
    expect(timerName(againLater(again.timer, Date.parse(d.due), new Date()).timer)).toBe(names[2]);
    // One resolution step after the later of the deadline and now.
    expect(again.at.toISOString()).toBe("2026-12-05T09:00:01.400Z");
    expect(againLater(d, Date.parse(d.due), new Date("2026-12-05T09:00:00.900Z")).at.toISOString()).toBe("2026-12-05T09:00:01.900Z");
  });

  it("a reminder waiting for an absence's end is named by that end, to the second", () => {
    const r = { kind: "reminder" as const, gameId: "abcdefgh", seat: 1, version: 4 };
    const names = ["2026-12-05T09:00:00.000Z", "2026-12-05T09:00:20.000Z", "2026-12-05T09:01:00.000Z"].map((afterAway) => timerName({ ...r, afterAway }));
    expect(new Set([timerName(r), ...names]).size).toBe(4);
  });
});

describe("eventBridgeTimers", () => {
  it("creates a one-time schedule with the timer as input and the dead-letter queue", async () => {
    const sent: unknown[] = [];
    const timers = eventBridgeTimers({
      targetArn: "arn:aws:lambda:eu-west-1:1:function:timer", roleArn: "arn:aws:iam::1:role/scheduler", groupName: "backroom",
      deadLetterArn: "arn:aws:sqs:eu-west-1:1:timer-dlq",
      client: { send: async (c: unknown) => { sent.push(c); return {}; } } as never,
    });
    await timers.set(reminder, new Date("2026-12-02T09:30:00.000Z"));
    await timers.cancel("remind-abcdefgh-2-17");
    expect(sent[0]).toBeInstanceOf(CreateScheduleCommand);
    expect((sent[0] as CreateScheduleCommand).input).toMatchObject({
      Name: "remind-abcdefgh-2-17", GroupName: "backroom", ScheduleExpression: "at(2026-12-02T09:30:00)", ScheduleExpressionTimezone: "UTC",
      ActionAfterCompletion: "DELETE", FlexibleTimeWindow: { Mode: "OFF" },
      Target: {
        Arn: "arn:aws:lambda:eu-west-1:1:function:timer", RoleArn: "arn:aws:iam::1:role/scheduler", Input: JSON.stringify(reminder),
        DeadLetterConfig: { Arn: "arn:aws:sqs:eu-west-1:1:timer-dlq" },
      },
    });
    expect(sent[1]).toBeInstanceOf(DeleteScheduleCommand);
    expect((sent[1] as DeleteScheduleCommand).input).toEqual({ Name: "remind-abcdefgh-2-17", GroupName: "backroom" });
  });

  it("schedules on the whole second at or after the time asked (at() takes seconds), in UTC on a day the clocks change too", async () => {
    const sent: CreateScheduleCommand[] = [];
    const timers = eventBridgeTimers({ targetArn: "t", roleArn: "r", client: { send: async (c: CreateScheduleCommand) => { sent.push(c); return {}; } } as never });
    const asked = [
      ["2026-12-02T09:30:00.001Z", "at(2026-12-02T09:30:01)"],
      ["2026-12-02T09:30:00.999Z", "at(2026-12-02T09:30:01)"],
      ["2026-12-02T09:30:00.000Z", "at(2026-12-02T09:30:00)"],
      ["2026-12-31T23:59:59.500Z", "at(2027-01-01T00:00:00)"],
      // Berlin's clocks go forward at 01:00 UTC on 29 March, New York's back at 06:00 UTC on 1 November.
      ["2026-03-29T00:59:59.250Z", "at(2026-03-29T01:00:00)"],
      ["2026-11-01T05:59:59.750Z", "at(2026-11-01T06:00:00)"],
    ] as const;
    for (const [at] of asked) await timers.set({ kind: "digest", email: "a@b.c", day: at.slice(0, 10) }, new Date(at));
    expect(sent.map((c) => [c.input.ScheduleExpression, c.input.ScheduleExpressionTimezone])).toEqual(asked.map(([, expr]) => [expr, "UTC"]));
  });

  it("treats an existing schedule of the same name as done, and a cancelled-already one as gone", async () => {
    const timers = eventBridgeTimers({
      targetArn: "t", roleArn: "r",
      client: { send: async (c: unknown) => { throw c instanceof CreateScheduleCommand ? new ConflictException({ message: "exists", $metadata: {} } as never) : Object.assign(new Error("gone"), { name: "ResourceNotFoundException" }); } } as never,
    });
    await expect(timers.set(reminder, new Date())).resolves.toBeUndefined();
    await expect(timers.cancel("x")).resolves.toBeUndefined();
  });

  it("passes other failures on, so the notifier retries", async () => {
    const timers = eventBridgeTimers({ targetArn: "t", roleArn: "r", client: { send: async () => { throw new Error("throttled"); } } as never });
    await expect(timers.set(reminder, new Date())).rejects.toThrow("throttled");
  });
});

describe("localTimers", () => {
  it("fires each timer once, after its time, with real time", async () => {
    const fired: string[] = [];
    const timers = localTimers({ clock: { now: () => new Date() }, fire: async (t) => { fired.push(timerName(t)); } });
    await timers.set(reminder, new Date(Date.now() + 50));
    await timers.set(reminder, new Date(Date.now() + 50));
    expect(fired).toEqual([]);
    await expect.poll(() => fired, { timeout: 2000 }).toEqual(["remind-abcdefgh-2-17"]);
    timers.stop();
  });

  it("with a ManualClock fires what came due as the clock moves, and cancels by name", async () => {
    const clock = new ManualClock("2026-12-01T09:00:00Z");
    const fired: string[] = [];
    const timers = localTimers({ clock, fire: async (t) => { fired.push(timerName(t)); } });
    await timers.set(reminder, new Date("2026-12-01T10:00:00Z"));
    await timers.set({ kind: "digest", email: "a@b.c", day: "2026-12-01" }, new Date("2026-12-01T09:30:00Z"));
    await timers.set({ kind: "reminder", gameId: "abcdefgh", seat: 0, version: 1 }, new Date("2026-12-01T09:45:00Z"));
    await timers.cancel("remind-abcdefgh-0-1");
    await clock.advance(59 * 60_000);
    expect(fired).toHaveLength(1);
    await clock.advance(60_000);
    expect(fired[1]).toBe("remind-abcdefgh-2-17");
    await clock.advance(3_600_000);
    expect(fired).toHaveLength(2);
    timers.stop();
  });

  it("fires on the whole second Scheduler would, never before the time asked", async () => {
    const clock = new ManualClock("2026-03-29T00:59:58.000Z");
    const fired: [string, string][] = [];
    const timers = localTimers({ clock, fire: async (t) => { fired.push([t.kind === "digest" ? t.day : "", clock.now().toISOString()]); } });
    await timers.set({ kind: "digest", email: "a@b.c", day: "2026-03-29" }, new Date("2026-03-29T00:59:59.250Z"));
    await timers.set({ kind: "digest", email: "a@b.c", day: "2026-03-30" }, new Date("2026-03-29T01:00:01.000Z"));
    for (let i = 0; i < 40; i++) await clock.advance(100);
    expect(fired).toEqual([["2026-03-29", "2026-03-29T01:00:00.000Z"], ["2026-03-30", "2026-03-29T01:00:01.000Z"]]);
    timers.stop();
  });

  it("keeps a timer's name in use while it runs, as Scheduler does: set again from its own firing, it does not fire twice; after it ran, it can be set anew", async () => {
    const clock = new ManualClock("2026-12-01T09:00:00.000Z");
    let firings = 0;
    const timers = localTimers({
      clock, fire: async (t) => { firings++; await timers.set(t, new Date(clock.now().getTime() + 5000)); },
    });
    await timers.set(reminder, new Date("2026-12-01T09:00:01.000Z"));
    await clock.advance(1000);
    expect(firings).toBe(1);
    expect(timers.pendingNames()).toEqual([]);
    await clock.advance(10_000);
    expect(firings).toBe(1);
    await timers.set(reminder, new Date("2026-12-01T09:00:12.000Z"));
    expect(timers.pendingNames()).toEqual(["remind-abcdefgh-2-17"]);
    timers.stop();
  });

  it("retries a failing timer a bounded number of times, then sets it aside", async () => {
    const clock = new ManualClock();
    const letters: DeadLetter[] = [];
    let calls = 0;
    const timers = localTimers({ clock, attempts: 3, fire: async () => { calls++; throw new Error("store down"); }, onDeadLetter: (d) => letters.push(d) });
    await timers.set(reminder, clock.now());
    await clock.advance(1);
    expect(calls).toBe(3);
    expect(letters).toEqual([expect.objectContaining({ error: "store down", attempts: 3, summary: expect.stringContaining("remind-abcdefgh-2-17") })]);
    timers.stop();
  });
});

describe("nextDigest", () => {
  it.each([
    ["2026-12-01T09:00:00Z", 18, "Europe/Berlin", "2026-12-01T17:00:00.000Z", "2026-12-01"],
    ["2026-12-01T17:00:00Z", 18, "Europe/Berlin", "2026-12-02T17:00:00.000Z", "2026-12-02"],
    ["2026-12-01T23:30:00Z", 7, "Asia/Tokyo", "2026-12-02T22:00:00.000Z", "2026-12-03"],
    ["2026-07-01T12:00:00Z", 8, "America/New_York", "2026-07-02T12:00:00.000Z", "2026-07-02"],
    ["2026-12-01T05:00:00Z", 6, "UTC", "2026-12-01T06:00:00.000Z", "2026-12-01"],
  ])("from %s, hour %i in %s: %s", (now, hour, tz, at, day) => {
    expect(nextDigest(new Date(now), hour, tz)).toEqual({ at: new Date(at), day });
  });
});
