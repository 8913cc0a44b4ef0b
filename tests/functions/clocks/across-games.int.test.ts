/**
 * Clocks of several games and several seats at once, against DynamoDB Local, time from a
 * ManualClock and the local timers firing the timer handler: an absence moves its player's
 * deadlines in every game they play (whatever their seat) and no one else's, and their timers
 * with them; a deadline moved back within the minute fires at its new time; a seat that changes
 * hands gets a fresh period and a clean timeout count; of two reminders within the hour only the
 * later is set.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { highCard } from "../../fixtures/high-card";
import { freshPlatform } from "../../support/dynamo";
import { batch, failed, outboxRecords } from "../../support/outbox";
import { ManualClock } from "../../../functions/src/ports/clock";
import { localTimers } from "../../../functions/src/adapters/local/file-timers";
import { timerName, type Timer } from "../../../functions/src/ports/timers";
import { keys } from "../../../functions/src/store/table";

const DAY = 86_400_000;
const HOUR = 3_600_000;
// Half a minute past: a deadline moved back by seconds stays within its minute.
const clock = new ManualClock("2026-12-01T09:00:30.000Z");
let fire: (t: Timer) => Promise<unknown> = async () => {};
const local = localTimers({ clock, fire: (t) => fire(t) });
/** Every timer set, in order. */
const set: { timer: Timer; at: string }[] = [];
const timers = { ...local, set: async (timer: Timer, at: Date) => { set.push({ timer, at: at.toISOString() }); await local.set(timer, at); } };
let app: Awaited<ReturnType<typeof freshPlatform>>;

beforeAll(async () => {
  app = await freshPlatform({ games: { [highCard.id]: highCard }, clock, timers, env: { REMIND_AFTER_MINUTES: "600" } });
  fire = (t) => app.timer(t);
});

const person = (name: string, tag: string) => ({ name, email: `${name.toLowerCase()}-${tag}@example.test` });
const at = (ms: number) => new Date(clock.now().getTime() + ms).toISOString();
const summary = async (id: string) => (await app.store.getSummary(id))!;
const deadlineTimer = (gameId: string, seat: number, moveVersion: number, due: string) => timerName({ kind: "deadline", gameId, seat, moveVersion, due });
/** Timeout moves made so far for `seat`. */
const timeoutsOf = async (id: string, seat: number) =>
  (await app.service.history("", id, { after: -1, limit: 100, views: false })).entries.filter((e) => e.by === "timeout" && e.seat === seat).length;

async function newGame(players: { name: string; email: string }[], days: number, opts: { rounds?: number; handOverAfter?: number } = {}) {
  const { gameId } = await app.service.createGame(players[0]!.email, {
    game: "high-card", options: { rounds: opts.rounds ?? 3 }, players, timeControl: { daysPerDecision: days, handOverAfter: opts.handOverAfter ?? 0 },
  });
  await local.idle();
  return gameId;
}
async function play(id: string, who: string) {
  const game = await app.service.readGame(who, id);
  await app.service.submitMove(who, id, { move: game.legalMoves[0]!.move, clientMoveId: `m-${who}-${game.version}`, expectedVersion: game.version });
  await local.idle();
}
async function advance(ms: number) {
  await clock.advance(ms);
  await local.idle();
}

describe("an absence", () => {
  it("moves its player's deadline in every game, from any seat, and their timers; no one else's", async () => {
    const [ann, bob, cy] = [person("Ann", "many"), person("Bob", "many"), person("Cy", "many")];
    const games = [await newGame([ann, bob], 1), await newGame([bob, ann], 2), await newGame([cy, bob, ann], 3), await newGame([ann, cy], 5)];
    const annSeat = [0, 1, 2, 0];
    // In the last game Ann has chosen her card: only Cy is awaited, and Ann has no deadline.
    await play(games[3]!, ann.email);
    const before = await Promise.all(games.map(summary));
    expect(before[3]!.deadlines[0]).toBeNull();
    expect((await app.vacation.put(ann.email, { start: at(HOUR), end: at(4 * DAY) })).vacation).toEqual({ from: at(HOUR), until: at(4 * DAY) });
    const away = 4 * DAY - HOUR;
    for (const [i, id] of games.entries()) {
      const { deadlines, moveVersion } = await summary(id);
      const was = before[i]!.deadlines;
      const want = was.map((d, s) => (s === annSeat[i] && d ? new Date(Date.parse(d) + away).toISOString() : d));
      expect(deadlines, `game ${i}`).toEqual(want);
      // Each awaited person's deadline timer is the one of their deadline now.
      for (const [s, d] of deadlines.entries()) if (d) expect(local.pendingNames(), `game ${i} seat ${s}`).toContain(deadlineTimer(id, s, moveVersion, d));
      if (was[annSeat[i]!]) expect(local.pendingNames()).not.toContain(deadlineTimer(id, annSeat[i]!, moveVersion, was[annSeat[i]!]!));
    }
    // Bob's day runs out in the first game while Ann is away: his time is not hers.
    await advance(DAY + 60_000);
    expect(await timeoutsOf(games[0]!, 1)).toBe(1);
    expect(await timeoutsOf(games[0]!, 0)).toBe(0);
    await app.vacation.end(ann.email);
  });

  it("ended 20 seconds before the hour it lasted: the deadline moved back within its minute fires at its new time", async () => {
    const [dee, eve] = [person("Dee", "minute"), person("Eve", "minute")];
    const id = await newGame([dee, eve], 2);
    // Dee chooses at once: only Eve's clock runs (no move of Dee's re-arms Eve's timer).
    await play(id, dee.email);
    const due = (await summary(id)).deadlines[1]!;
    expect(new Date(due).getUTCSeconds()).toBe(30);
    await app.vacation.put(eve.email, { start: at(0), end: at(HOUR) });
    expect((await summary(id)).deadlines[1]).toBe(new Date(Date.parse(due) + HOUR).toISOString());
    await advance(HOUR - 20_000);
    await app.vacation.end(eve.email);
    const back = new Date(Date.parse(due) + HOUR - 20_000).toISOString();
    expect((await summary(id)).deadlines[1]).toBe(back);
    expect(local.pendingNames()).toContain(deadlineTimer(id, 1, 1, back));
    await advance(Date.parse(back) - clock.now().getTime() - 1000);
    expect(await timeoutsOf(id, 1)).toBe(0);
    await advance(5000);
    expect(await timeoutsOf(id, 1)).toBe(1);
  });
});

describe("a seat that changes hands", () => {
  it("gets a fresh period and a clean timeout count; the other seat keeps its own; the old deadline's timer is gone", async () => {
    const [fay, gus, hal] = [person("Fay", "hands"), person("Gus", "hands"), person("Hal", "hands")];
    const id = await newGame([fay, gus], 2, { rounds: 5 });
    await play(id, fay.email);
    // Gus's two days pass: the timeout plays his card, the round ends, both are called again.
    await advance(2 * DAY + 60_000);
    expect(await summary(id)).toMatchObject({ timeouts: [0, 1], moveVersion: 2, awaiting: [0, 1] });
    await advance(DAY);
    const was = await summary(id);
    await app.seats.change(fay.email, id, 1, { action: "replace", name: "Hal", email: hal.email });
    const now = await summary(id);
    expect(now.players[1]).toMatchObject({ email: hal.email });
    expect(now.timeouts).toEqual([0, 0]);
    expect(now.deadlines).toEqual([was.deadlines[0], at(2 * DAY)]);
    expect(local.pendingNames()).toContain(deadlineTimer(id, 1, 2, at(2 * DAY)));
    expect(local.pendingNames()).not.toContain(deadlineTimer(id, 1, 2, was.deadlines[1]!));
    // Gus's old deadline passes: nothing is played for Hal until his own.
    await advance(Date.parse(was.deadlines[1]!) - clock.now().getTime() + 60_000);
    expect(await timeoutsOf(id, 1)).toBe(1);
    expect(await timeoutsOf(id, 0)).toBe(1);
    await advance(2 * DAY);
    expect(await timeoutsOf(id, 1)).toBe(2);
  });

  it("handed to the bot has no deadline; taken back before the bot moved, a fresh one, and the bot's timer is gone", async () => {
    const [ivy, jon] = [person("Ivy", "bot"), person("Jon", "bot")];
    const id = await newGame([ivy, jon], 3, { rounds: 5 });
    await play(id, ivy.email);
    await advance(DAY);
    await app.seats.change(ivy.email, id, 1, { action: "bot" });
    expect((await summary(id)).deadlines[1]).toBeNull();
    expect(local.pendingNames()).toContain(timerName({ kind: "bot", gameId: id, seat: 1, moveVersion: 1 }));
    await advance(1000);
    await app.seats.change(jon.email, id, 1, { action: "take-back" });
    expect(await summary(id)).toMatchObject({ deadlines: [null, at(3 * DAY)], timeouts: [0, 0] });
    expect(local.pendingNames()).not.toContain(timerName({ kind: "bot", gameId: id, seat: 1, moveVersion: 1 }));
    await advance(60_000);
    expect(await summary(id)).toMatchObject({ moveVersion: 1, awaiting: [1] });
  });
});

describe("reminders", () => {
  it("of two that would fall within the hour, only the later is set", async () => {
    const [kim, lee] = [person("Kim", "remind"), person("Lee", "remind")];
    // Away for an hour from now: Lee's one day ends an hour later, so half time (12.5 hours)
    // and 12 hours left (13 hours) are half an hour apart.
    await app.vacation.put(lee.email, { start: at(0), end: at(HOUR) });
    const id = await newGame([kim, lee], 1);
    expect((await summary(id)).deadlines[1]).toBe(at(DAY + HOUR));
    const records = await outboxRecords(app, (i) => i.pk!.S === keys.game(id) && i.sk!.S === keys.outbox(0));
    expect(failed(await app.notifier(batch(records)))).toEqual([]);
    expect(set.filter((s) => s.timer.kind === "reminder" && s.timer.gameId === id)).toEqual([
      { timer: { kind: "reminder", gameId: id, seat: 1, version: 0 }, at: at(13 * HOUR) },
    ]);
    await app.vacation.end(lee.email);
  });
});
