/**
 * Arming a game's timers is safe in itself: the new timers are set before any old one is
 * cancelled, and a cancel refused (the schedule already gone, or a role without DeleteSchedule)
 * or a set refused never keeps the other timers from being set. The timers double answers the
 * way EventBridge Scheduler's adapter fails: with an error named like the AWS one.
 */
import { describe, expect, it } from "vitest";
import { armTimers, type Armed } from "../../../functions/src/clocks/arm-timers";
import { timerName, type Timer, type Timers } from "../../../functions/src/ports/timers";

const NOW = new Date("2026-12-01T09:00:00.000Z");
const ann = { name: "Ann", email: "ann@example.test" };
const bob = { name: "Bob", email: "bob@example.test" };
const robo = { name: "Robo", bot: true };

/** A game of three: Ann and Bob on a deadline, a bot in seat 2. */
const game = (moveVersion: number, awaiting: number[], deadlines: (string | null)[]): Armed => ({
  gameId: "armed-game", moveVersion, awaiting, players: [ann, bob, robo] as never, deadlines,
});

class AwsError extends Error {
  constructor(override readonly name: string, message: string) {
    super(message);
  }
}

/** Records every call in order; refuses the calls `refuse` picks, as Scheduler would. */
function timersDouble(refuse: { set?: (t: Timer) => boolean; cancel?: (name: string) => boolean } = {}) {
  const calls: string[] = [];
  const timers: Timers = {
    async set(timer) {
      calls.push(`set ${timerName(timer)}`);
      if (refuse.set?.(timer)) throw new AwsError("ThrottlingException", "Rate exceeded");
    },
    async cancel(name) {
      calls.push(`cancel ${name}`);
      if (refuse.cancel?.(name)) throw new AwsError("AccessDeniedException", `not authorized to perform: scheduler:DeleteSchedule on ${name}`);
    },
  };
  return { timers, calls };
}

const DUE_1 = "2026-12-03T09:00:00.000Z";
const DUE_2 = "2026-12-04T09:00:00.000Z";
const before = game(4, [0, 1, 2], [DUE_1, DUE_1, null]);
/** Ann moved: Bob's deadline runs on, and the bot and Ann are awaited at the new move version. */
const after = game(5, [0, 1, 2], [DUE_2, DUE_1, null]);
const newNames = [
  timerName({ kind: "deadline", gameId: "armed-game", seat: 0, moveVersion: 5, due: DUE_2 }),
  timerName({ kind: "deadline", gameId: "armed-game", seat: 1, moveVersion: 5, due: DUE_1 }),
  timerName({ kind: "bot", gameId: "armed-game", seat: 2, moveVersion: 5 }),
];
const oldNames = [
  timerName({ kind: "bot", gameId: "armed-game", seat: 0, moveVersion: 4 }),
  timerName({ kind: "deadline", gameId: "armed-game", seat: 0, moveVersion: 4, due: DUE_1 }),
  timerName({ kind: "bot", gameId: "armed-game", seat: 1, moveVersion: 4 }),
  timerName({ kind: "deadline", gameId: "armed-game", seat: 1, moveVersion: 4, due: DUE_1 }),
  timerName({ kind: "bot", gameId: "armed-game", seat: 2, moveVersion: 4 }),
];

describe("armTimers", () => {
  it("sets every new timer before it cancels any old one", async () => {
    const { timers, calls } = timersDouble();
    const outcome = await armTimers(timers, NOW, after, before);
    expect(outcome).toEqual({ notSet: [], notCancelled: [] });
    expect(calls.slice(0, 3).sort()).toEqual(newNames.map((n) => `set ${n}`).sort());
    expect(calls.slice(3).sort()).toEqual(oldNames.map((n) => `cancel ${n}`).sort());
  });

  it("a bot seat's timer falls shortly after now, a person's at their deadline", async () => {
    const at: Record<string, string> = {};
    await armTimers({ set: async (t, when) => void (at[timerName(t)] = when.toISOString()), cancel: async () => {} }, NOW, after, null);
    expect(at[newNames[0]!]).toBe(DUE_2);
    expect(at[newNames[1]!]).toBe(DUE_1);
    const botAt = Date.parse(at[newNames[2]!]!);
    expect(botAt).toBeGreaterThan(NOW.getTime());
    expect(botAt - NOW.getTime()).toBeLessThan(10 * 60_000);
  });

  it("a bot's wait is the one the deployment sets (BOT_DELAY_SECONDS through compose), 5 s unless told", async () => {
    const botAt = async (delay?: number) => {
      let when = "";
      await armTimers({ set: async (t, w) => { if (t.kind === "bot") when = w.toISOString(); }, cancel: async () => {} }, NOW, after, null, delay);
      return Date.parse(when) - NOW.getTime();
    };
    expect(await botAt()).toBe(5_000);
    expect(await botAt(1_000)).toBe(1_000);
  });

  it("when every cancel is refused (AccessDenied), still sets every new timer, and reports the cancels", async () => {
    const { timers, calls } = timersDouble({ cancel: () => true });
    const outcome = await armTimers(timers, NOW, after, before);
    expect(calls.filter((c) => c.startsWith("set ")).sort()).toEqual(newNames.map((n) => `set ${n}`).sort());
    expect(outcome.notSet).toEqual([]);
    expect(outcome.notCancelled.map((f) => f.name).sort()).toEqual([...oldNames].sort());
    expect((outcome.notCancelled[0]!.error as Error).name).toBe("AccessDeniedException");
  });

  it("a refused set keeps neither the other new timers nor the cancels from happening, and is reported", async () => {
    const { timers, calls } = timersDouble({ set: (t) => t.kind === "bot" });
    const outcome = await armTimers(timers, NOW, after, before);
    expect(outcome.notSet.map((f) => f.name)).toEqual([newNames[2]]);
    expect(calls.filter((c) => c.startsWith("set ")).sort()).toEqual(newNames.map((n) => `set ${n}`).sort());
    expect(calls.filter((c) => c.startsWith("cancel ")).sort()).toEqual(oldNames.map((n) => `cancel ${n}`).sort());
    expect(outcome.notCancelled).toEqual([]);
  });

  it("a timer wanted again (same decision, same deadline) is never cancelled", async () => {
    const { timers, calls } = timersDouble();
    await armTimers(timers, NOW, before, before);
    expect(calls.filter((c) => c.startsWith("cancel "))).toEqual([
      `cancel ${timerName({ kind: "bot", gameId: "armed-game", seat: 0, moveVersion: 4 })}`,
      `cancel ${timerName({ kind: "bot", gameId: "armed-game", seat: 1, moveVersion: 4 })}`,
    ]);
  });

  it("a person awaited without a deadline (an untimed game) gets no timer; only the bot's seat does", async () => {
    const { timers, calls } = timersDouble();
    await armTimers(timers, NOW, game(5, [0, 1, 2], [null, null, null]), null);
    expect(calls).toEqual([`set ${newNames[2]}`]);
  });

  it("a double that throws before returning a promise is a failure like any other", async () => {
    const timers: Timers = { set: () => { throw new AwsError("ValidationException", "bad name"); }, cancel: async () => {} };
    const outcome = await armTimers(timers, NOW, after, null);
    expect(outcome.notSet.map((f) => f.name).sort()).toEqual([...newNames].sort());
  });
});
