/**
 * Timers that could not be set are seen: the game service counts each as `TimersNotSet` (the
 * alarm watches that metric) and logs its name, while the move or the new game stands. A cancel
 * refused (AccessDenied, as from a role without DeleteSchedule) keeps no new timer from being set.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { highCard } from "../../fixtures/high-card";
import { freshPlatform } from "../../support/dynamo";
import { ManualClock } from "../../../functions/src/ports/clock";
import { timerName, type Timers } from "../../../functions/src/ports/timers";
import type { MetricName } from "../../../functions/src/ports/telemetry";

const clock = new ManualClock("2026-12-01T09:00:00.000Z");
const counted: { name: MetricName; value: number }[] = [];
const logged: string[] = [];
const set: string[] = [];
const cancelled: string[] = [];
const refuse = { set: false, cancel: false };
const timers: Timers = {
  async set(timer) {
    if (refuse.set) throw Object.assign(new Error("Rate exceeded"), { name: "ThrottlingException" });
    set.push(timerName(timer));
  },
  async cancel(name) {
    if (refuse.cancel) throw Object.assign(new Error(`not authorized to perform: scheduler:DeleteSchedule on ${name}`), { name: "AccessDeniedException" });
    cancelled.push(name);
  },
};
let app: Awaited<ReturnType<typeof freshPlatform>>;
const ann = { name: "Ann", email: "ann@example.test" };
const bob = { name: "Bob", email: "bob@example.test" };

beforeAll(async () => {
  app = await freshPlatform({
    games: { [highCard.id]: highCard }, clock, timers,
    telemetry: { count: (name, value = 1) => void counted.push({ name, value }), info: () => {}, error: (m) => void logged.push(m) },
  });
});

async function newGame(): Promise<string> {
  return (await app.service.createGame("ann@example.test", { game: "high-card", options: { rounds: 2 }, players: [ann, bob], timeControl: { daysPerDecision: 2 } })).gameId;
}

describe("arming a game's timers through the game service", () => {
  it("counts every timer not set as TimersNotSet, and the game is created all the same", async () => {
    counted.length = 0;
    logged.length = 0;
    refuse.set = true;
    try {
      const id = await newGame();
      expect(counted).toEqual([{ name: "TimersNotSet", value: 2 }]);
      expect(logged.sort()).toEqual([
        `timer ${timerName({ kind: "deadline", gameId: id, seat: 0, moveVersion: 0, due: "2026-12-03T09:00:00.000Z" })} of game ${id} not set`,
        `timer ${timerName({ kind: "deadline", gameId: id, seat: 1, moveVersion: 0, due: "2026-12-03T09:00:00.000Z" })} of game ${id} not set`,
      ].sort());
      expect((await app.service.readGame("ann@example.test", id)).version).toBe(0);
    } finally {
      refuse.set = false;
    }
  });

  it("a move whose old timers may not be cancelled still sets the new ones, and counts nothing", async () => {
    const id = await newGame();
    counted.length = 0;
    logged.length = 0;
    set.length = 0;
    refuse.cancel = true;
    try {
      const g = await app.service.readGame("ann@example.test", id);
      const move = g.legalMoves[0]!.move;
      const res = await app.service.submitMove("ann@example.test", id, { move, clientMoveId: "m1", expectedVersion: g.moveVersion } as never);
      expect(res.duplicate).toBe(false);
      // Bob is still awaited at the new move version: his timer is set again under the new name.
      expect(set).toEqual([expect.stringMatching(new RegExp(`^deadline-${id}-1-${res.moveVersion}-`))]);
      expect(counted).toEqual([]);
      // The refused cancels are logged (the deadlines of the decisions just made).
      expect(logged).toContain(`timer ${timerName({ kind: "deadline", gameId: id, seat: 0, moveVersion: 0, due: "2026-12-03T09:00:00.000Z" })} of game ${id} not cancelled`);
    } finally {
      refuse.cancel = false;
    }
  });
});
