/**
 * Vacations against DynamoDB Local, time from a ManualClock, timers fired through the timer
 * handler: an absence stops a player's clock in their games (a deadline that would have passed
 * during it does not; it passes after the pushed one), a deadline set during it counts from its
 * end, ending it early gives back the unused part, no reminder goes out meanwhile, others see
 * "away until", and a bad absence is a 400 naming the field that changes nothing.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { bots, games, type AnyBot, type Rng } from "@backroom/engine";
import { highCard } from "../../fixtures/high-card";
import { freshPlatform } from "../../support/dynamo";
import { lambdaCaller, type Call } from "../../support/api-client";
import { LINK_TTL } from "../../../functions/src/auth/auth";
import { ManualClock } from "../../../functions/src/ports/clock";
import { localTimers } from "../../../functions/src/adapters/local/file-timers";
import { timerName, type Timer } from "../../../functions/src/ports/timers";

const DAY = 86_400_000;
const clock = new ManualClock("2026-12-01T09:00:00.000Z");
const highCardBot: AnyBot = {
  name: "High Card bot",
  chooseMove: (state, seat, rng: Rng) => rng.pick(highCard.legalMoves(state, seat) as unknown[]),
};
let fire: (t: Timer) => Promise<unknown> = async () => {};
const timers = localTimers({ clock, fire: (t) => fire(t) });
let app: Awaited<ReturnType<typeof freshPlatform>>;
let call: Call;
const tokens: Record<string, string> = {};
const people = ["ann", "bob", "cy", "dan", "eve", "fay", "gus", "hal"];
const player = (n: string) => ({ name: n[0]!.toUpperCase() + n.slice(1), email: `${n}@example.test` });
const at = (ms: number) => new Date(clock.now().getTime() + ms).toISOString();

beforeAll(async () => {
  app = await freshPlatform({ games: { ...games, [highCard.id]: highCard }, bots: { ...bots, [highCard.id]: highCardBot }, clock, timers });
  fire = (t) => app.timer(t);
  call = lambdaCaller(app.api);
  for (const p of people) await signIn(p);
}, 60_000);

async function signIn(p: string) {
  const link = await app.auth.mintLink(`${p}@example.test`, null, LINK_TTL.signIn);
  tokens[p] = (await call("POST", "/auth/redeem", { body: { token: link } })).body.session;
}

async function newGame(a: string, b: string, days: number): Promise<string> {
  const res = await call("POST", "/games", { token: tokens[a], body: { game: "high-card", options: { rounds: 3 }, players: [player(a), player(b)], timeControl: { daysPerDecision: days, handOverAfter: 0 } } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  await timers.idle();
  return res.body.gameId;
}
const read = async (id: string, who: string) => (await call("GET", `/games/${id}`, { token: tokens[who] })).body;
const deadline = async (id: string, seat: number) => (await read(id, "ann")).players[seat].deadline as string | null;
/** Timeout moves made for `seat`. */
const timeouts = async (id: string, who: string, seat = 1) =>
  ((await call("GET", `/games/${id}/history?limit=200`, { token: tokens[who] })).body.entries as { by?: string; seat: number | null }[]).filter((e) => e.by === "timeout" && e.seat === seat).length;
async function move(id: string, who: string) {
  const g = await read(id, who);
  const res = await call("POST", `/games/${id}/moves`, { token: tokens[who], body: { move: g.legalMoves[0].move, clientMoveId: `m-${id}-${who}-${g.moveVersion}`, expectedVersion: g.moveVersion } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await timers.idle();
}
const away = (who: string, start: string, end: string) => call("PUT", "/me/vacation", { token: tokens[who], body: { start, end } });

describe("an absence", () => {
  it("stops the clock: a deadline that would have passed during it does not, and passes after the pushed one", async () => {
    const id = await newGame("ann", "bob", 2);
    await move(id, "ann");
    const due = (await deadline(id, 1))!;
    expect(due).toBe(at(2 * DAY));
    // Away from tomorrow for five days: the deadline (in the absence) moves on by five days.
    const res = await away("bob", at(DAY), at(6 * DAY));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.vacation).toEqual({ from: at(DAY), until: at(6 * DAY) });
    const pushed = new Date(Date.parse(due) + 5 * DAY).toISOString();
    expect(await deadline(id, 1)).toBe(pushed);
    // Not away yet: others see nothing; once it begins they see "away until".
    expect((await read(id, "ann")).players[1].awayUntil).toBeNull();
    await clock.advance(3 * DAY);
    await timers.idle();
    expect((await read(id, "ann")).players[1].awayUntil).toBe(res.body.vacation.until);
    expect(await timeouts(id, "ann")).toBe(0);
    // Just before the pushed deadline still nothing; after it, exactly one timeout move.
    await clock.advance(Date.parse(pushed) - clock.now().getTime() - 60_000);
    await timers.idle();
    expect(await timeouts(id, "ann")).toBe(0);
    expect((await read(id, "ann")).players[1].awayUntil).toBeNull();
    await clock.advance(120_000);
    await timers.idle();
    expect(await timeouts(id, "ann")).toBe(1);
    await call("DELETE", "/me/vacation", { token: tokens.bob });
  });

  it("a deadline set during it counts from its end", async () => {
    const id = await newGame("cy", "dan", 3);
    expect((await away("dan", at(0), at(4 * DAY))).status).toBe(200);
    const until = at(4 * DAY);
    // Dan may still play while away; his next decision's clock starts when he is back.
    await move(id, "dan");
    await move(id, "cy");
    expect((await read(id, "cy")).moveVersion).toBe(2);
    expect((await read(id, "cy")).players[1].deadline).toBe(new Date(Date.parse(until) + 3 * DAY).toISOString());
    await call("DELETE", "/me/vacation", { token: tokens.dan });
  });

  it("is seen by a game created during it", async () => {
    expect((await away("fay", at(0), at(5 * DAY))).status).toBe(200);
    const id = await newGame("ann", "fay", 2);
    const g = await read(id, "ann");
    expect(g.players[1].awayUntil).toBe(at(5 * DAY));
    expect(g.players[1].deadline).toBe(at(7 * DAY));
    expect(g.players[0].deadline).toBe(at(2 * DAY));
    await call("DELETE", "/me/vacation", { token: tokens.fay });
    expect((await read(id, "ann")).players[1].deadline).toBe(at(2 * DAY));
  });

  it("ended early gives back the unused part, and others no longer see it", async () => {
    const id = await newGame("ann", "eve", 2);
    const due = (await read(id, "ann")).players[1].deadline as string;
    expect((await away("eve", at(0), at(10 * DAY))).status).toBe(200);
    expect((await read(id, "ann")).players[1].deadline).toBe(new Date(Date.parse(due) + 10 * DAY).toISOString());
    expect((await read(id, "ann")).players[1].awayUntil).toBe(at(10 * DAY));
    await clock.advance(DAY);
    const ended = await call("DELETE", "/me/vacation", { token: tokens.eve });
    expect(ended.status).toBe(200);
    expect(ended.body.vacation).toBeNull();
    // One day away: the deadline is one day later than it was, not ten.
    expect((await read(id, "ann")).players[1].deadline).toBe(new Date(Date.parse(due) + DAY).toISOString());
    expect((await read(id, "ann")).players[1].awayUntil).toBeNull();
    await clock.advance(DAY + 60_000);
    await timers.idle();
    expect(await timeouts(id, "ann")).toBe(0);
    await clock.advance(DAY);
    await timers.idle();
    expect(await timeouts(id, "ann")).toBe(1);
  });

  it("sends no reminder meanwhile; one falling due in it waits for its end, and goes once", async () => {
    const id = await newGame("cy", "fay", 7);
    const back = at(2 * DAY);
    expect((await away("fay", at(0), back)).status).toBe(200);
    const reminder = { kind: "reminder" as const, gameId: id, seat: 1, version: 0 };
    expect(await app.timer(reminder)).toEqual({ kind: "reminder", acted: false });
    const waiting = timerName({ ...reminder, afterAway: back });
    expect(timers.pendingNames()).toContain(waiting);
    // Still away just before the end: nothing yet.
    await clock.advance(2 * DAY - 60_000);
    await timers.idle();
    expect(timers.pendingNames()).toContain(waiting);
    // Back: the waiting reminder has gone out, so the same reminder fired again sends nothing more.
    await clock.advance(61_000);
    await timers.idle();
    expect(timers.pendingNames()).not.toContain(waiting);
    expect(await app.timer(reminder)).toEqual({ kind: "reminder", acted: false });
    expect(await app.timer({ ...reminder, n: 3 })).toEqual({ kind: "reminder", acted: true });
  });

  it("moves the 12-hours-left reminder to 12 hours before the pushed deadline", async () => {
    const id = await newGame("dan", "gus", 3);
    expect((await away("gus", at(0), at(4 * DAY))).status).toBe(200);
    const due = (await deadline(id, 1))!;
    expect(due).toBe(at(7 * DAY));
    const late = { kind: "reminder" as const, gameId: id, seat: 1, version: 0, n: 2 };
    expect(await app.timer(late)).toEqual({ kind: "reminder", acted: false });
    const waiting = timerName({ ...late, afterAway: at(4 * DAY) });
    expect(timers.pendingNames()).toContain(waiting);
    // Not at the absence's end (3 days before the deadline), but 12 hours before the deadline.
    await clock.advance(4 * DAY + 60_000);
    await timers.idle();
    expect(timers.pendingNames()).toContain(waiting);
    await clock.advance(Date.parse(due) - clock.now().getTime() - 12 * 3_600_000 + 1000);
    await timers.idle();
    expect(timers.pendingNames()).not.toContain(waiting);
    expect(await app.timer(late)).toEqual({ kind: "reminder", acted: false });
  });

  it("is not undone by a move judged just before it began: the move is judged again and the pushed deadline stands", async () => {
    const id = await newGame("eve", "ann", 2);
    const store = app.store;
    const append = store.append.bind(store);
    let raced = false;
    // The absence lands between the move's read and its write.
    store.append = async (input) => {
      if (!raced && input.event.type === "move") {
        raced = true;
        expect((await away("ann", at(0), at(3 * DAY))).status).toBe(200);
      }
      return append(input);
    };
    try {
      await move(id, "eve");
    } finally {
      store.append = append;
    }
    expect(raced).toBe(true);
    // Ann's new decision is due two days after her absence ends, not two days from now.
    expect(await deadline(id, 1)).toBe(at(5 * DAY));
    expect((await read(id, "eve")).players[1].awayUntil).toBe(at(3 * DAY));
  });

  it("changes the game's ETag when it begins, so a poll sees away-until", async () => {
    const id = await newGame("dan", "cy", 3);
    expect((await away("cy", at(DAY), at(3 * DAY))).status).toBe(200);
    const first = await call("GET", `/games/${id}`, { token: tokens.dan });
    expect(first.body.players[1].awayUntil).toBeNull();
    expect((await call("GET", `/games/${id}`, { token: tokens.dan, headers: { "if-none-match": first.headers.etag! } })).status).toBe(304);
    await clock.advance(DAY + 1000);
    const later = await call("GET", `/games/${id}`, { token: tokens.dan, headers: { "if-none-match": first.headers.etag! } });
    expect(later.status).toBe(200);
    expect(later.body.players[1].awayUntil).toBe(at(2 * DAY - 1000));
    await call("DELETE", "/me/vacation", { token: tokens.cy });
  });
});

describe("a bad absence", () => {
  it.each([
    ["end before start", () => [at(2 * DAY), at(DAY)], "end"],
    ["longer than 30 days", () => [at(DAY), at(32 * DAY)], "end"],
    ["in the past", () => [at(-3 * DAY), at(-DAY)], "start"],
    ["ending more than a year ahead", () => [at(340 * DAY), at(370 * DAY)], "end"],
    ["not a date", () => ["soon", at(DAY)], "vacation.start"],
  ])("%s: 400 naming the field, and nothing changes", async (_, dates, field) => {
    const id = await newGame("ann", "bob", 2);
    const before = await read(id, "ann");
    const [start, end] = dates();
    const res = await away("bob", start!, end!);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.error.field).toBe(field);
    expect((await call("GET", "/me/vacation", { token: tokens.bob })).body.vacation).toBeNull();
    expect((await read(id, "ann")).players).toEqual(before.players);
  });

  it("over the yearly allowance: 400, and the days used before count only as far as they were used", async () => {
    // Planned within one calendar year (the allowance is per year), ended after ten days.
    expect((await away("gus", "2027-01-01T00:00:00Z", "2027-01-21T00:00:00Z")).status).toBe(200);
    await clock.advance(Date.parse("2027-01-11T00:00:00Z") - clock.now().getTime());
    for (const p of ["ann", "gus"]) await signIn(p);
    expect((await call("DELETE", "/me/vacation", { token: tokens.gus })).status).toBe(200);
    expect((await call("GET", "/me/vacation", { token: tokens.gus })).body.allowance).toMatchObject({ yearlyDays: 30, takenThisYear: 10 });
    const id = await newGame("ann", "gus", 2);
    const before = await read(id, "ann");
    // Ten days used this year: 21 more would be 31.
    const tooMuch = await away("gus", at(0), at(21 * DAY));
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error.field).toBe("end");
    expect(tooMuch.body.error.message).toMatch(/allowance is 30 days a year/);
    expect((await call("GET", "/me/vacation", { token: tokens.gus })).body.vacation).toBeNull();
    expect((await read(id, "ann")).players).toEqual(before.players);
    expect((await away("gus", at(0), at(20 * DAY))).status).toBe(200);
  });

  it("edited five times in five minutes while under way, it costs the time away and not a day per edit", async () => {
    // Ten days taken earlier this year; an absence of twenty days from now, its end changed and changed back.
    const year = clock.now().getUTCFullYear();
    await app.users.putVacation("hal@example.test", { current: null, taken: [{ from: `${year}-01-01T00:00:00.000Z`, until: `${year}-01-11T00:00:00.000Z` }] });
    await signIn("hal");
    const end = at(20 * DAY);
    expect((await away("hal", at(0), end)).status).toBe(200);
    for (const e of [at(19 * DAY), end, at(18 * DAY), end, end]) {
      await clock.advance(60_000);
      const res = await away("hal", at(0), e);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    // Twenty days since the first declaration, ten before: thirty, the whole allowance and no more.
    expect((await call("GET", "/me/vacation", { token: tokens.hal })).body.allowance).toMatchObject({ takenThisYear: 30 });
    expect((await call("DELETE", "/me/vacation", { token: tokens.hal })).status).toBe(200);
  });
});
