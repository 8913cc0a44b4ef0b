/**
 * Long games against DynamoDB Local, time from a ManualClock, timers fired through the timer
 * handler (local timers, as `npm start` runs them): deadlines, timeout moves (exactly one, even
 * when a timer fires twice or late), hand-over after timeouts in a row, bot seats, a game of
 * bots only played to the end, and the seat actions (resign, take back, replace).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { bots, games, type AnyBot, type Rng } from "@backroom/engine";
import { highCard } from "../../fixtures/high-card";
import { freshPlatform } from "../../support/dynamo";
import { lambdaCaller, type Call } from "../../support/api-client";
import { lineIn, racedBy } from "../../support/racing";
import { LINK_TTL } from "../../../functions/src/auth/auth";
import { ManualClock } from "../../../functions/src/ports/clock";
import { localTimers } from "../../../functions/src/adapters/local/file-timers";
import { timerName, type Timer } from "../../../functions/src/ports/timers";
import type { AppendInput } from "../../../functions/src/store/writes";

const DAY = 86_400_000;
const clock = new ManualClock("2026-12-01T09:00:00.000Z");
/** High Card's test bot: the highest card (a bot needs only to be legal and deterministic here). */
const highCardBot: AnyBot = {
  name: "High Card bot",
  chooseMove: (state, seat, rng: Rng) => {
    const legal = highCard.legalMoves(state, seat) as { kind: "play"; card: string }[];
    return rng.pick(legal);
  },
};
let fire: (t: Timer) => Promise<unknown> = async () => {};
/** How far Scheduler's clock runs ahead of the functions' (0 but where a test says otherwise). */
let schedulerAhead = 0;
const timers = localTimers({ clock: { now: () => new Date(clock.now().getTime() + schedulerAhead), onAdvance: (l) => clock.onAdvance(l) }, fire: (t) => fire(t) });
let app: Awaited<ReturnType<typeof freshPlatform>>;
let call: Call;
const tokens: Record<string, string> = {};
const people = ["ann", "bob", "cy", "eve"];
const player = (n: string) => ({ name: n[0]!.toUpperCase() + n.slice(1), email: `${n}@example.test` });

beforeAll(async () => {
  app = await freshPlatform({ games: { ...games, [highCard.id]: highCard }, bots: { ...bots, [highCard.id]: highCardBot }, clock, timers });
  fire = (t) => app.timer(t);
  call = lambdaCaller(app.api);
  for (const p of people) {
    const link = await app.auth.mintLink(`${p}@example.test`, null, LINK_TTL.signIn);
    tokens[p] = (await call("POST", "/auth/redeem", { body: { token: link } })).body.session;
  }
}, 60_000);

async function newGame(players: unknown[], timeControl: unknown, game = "high-card", options: unknown = { rounds: 3 }): Promise<string> {
  const res = await call("POST", "/games", { token: tokens.ann, body: { game, options, players, timeControl } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  await timers.idle();
  return res.body.gameId;
}
const read = async (id: string, who = "ann") => (await call("GET", `/games/${id}`, { token: tokens[who] })).body;
const history = async (id: string) => (await call("GET", `/games/${id}/history?limit=200`, { token: tokens.ann })).body.entries as { type: string; text: string; seat: number | null; by?: string }[];
async function move(id: string, who: string) {
  const g = await read(id, who);
  const res = await call("POST", `/games/${id}/moves`, { token: tokens[who], body: { move: g.legalMoves[0].move, clientMoveId: `m-${id}-${who}-${g.moveVersion}`, expectedVersion: g.moveVersion } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await timers.idle();
}

describe("time controls at creation", () => {
  it.each([
    [{ daysPerDecision: 4 }, "timeControl.daysPerDecision"],
    [{ daysPerDecision: 0 }, "timeControl.daysPerDecision"],
    [{ daysPerDecision: 3, handOverAfter: 11 }, "timeControl.handOverAfter"],
    [{ daysPerDecision: 3, onTimeout: "resign" }, "timeControl.onTimeout"],
  ])("refuses %j with a 400 naming the field, and creates nothing", async (timeControl, field) => {
    const before = (await call("GET", "/games", { token: tokens.ann })).body.games.length;
    const res = await call("POST", "/games", { token: tokens.ann, body: { game: "high-card", options: {}, players: [player("ann"), player("bob")], timeControl } });
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe(field);
    expect((await call("GET", "/games", { token: tokens.ann })).body.games.length).toBe(before);
  });

  it("gives every awaited seat a deadline, shown per seat, on the dashboard, with the policy in words", async () => {
    const id = await newGame([player("ann"), player("bob")], { daysPerDecision: 3, handOverAfter: 2 });
    const g = await read(id);
    const due = new Date(clock.now().getTime() + 3 * DAY).toISOString();
    expect(g.players.map((p: { deadline: string | null }) => p.deadline)).toEqual([due, due]);
    expect(g.timeControl).toEqual({ daysPerDecision: 3, onTimeout: "pass", handOverAfter: 2 });
    expect(g.timeControlText).toMatch(/^3 days per decision, .*after 2 timeouts in a row a bot takes the seat$/);
    const mine = (await call("GET", "/games", { token: tokens.bob })).body.games.find((x: { gameId: string }) => x.gameId === id);
    expect(mine.deadline).toBe(due);
    // Ann chose: her deadline is gone; Bob's stays as it was (his decision is the same one).
    await clock.advance(3_600_000);
    await move(id, "ann");
    expect((await read(id)).players.map((p: { deadline: string | null }) => p.deadline)).toEqual([null, due]);
    expect(timers.pendingNames()).toContain(timerName({ kind: "deadline", gameId: id, seat: 1, moveVersion: 1, due }));
    expect(timers.pendingNames()).not.toContain(timerName({ kind: "deadline", gameId: id, seat: 1, moveVersion: 0, due }));
  });

  it("an untimed game has no deadlines and sets no deadline timers", async () => {
    const id = await newGame([player("ann"), player("bob")], undefined);
    expect((await read(id)).players.map((p: { deadline: string | null }) => p.deadline)).toEqual([null, null]);
    expect(timers.pendingNames().filter((n) => n.includes(id))).toEqual([]);
  });
});

describe("a deadline that passes", () => {
  it("makes exactly one move for the seat, said in the history, even when its timer fires twice or late", async () => {
    const id = await newGame([player("ann"), player("bob")], { daysPerDecision: 1, handOverAfter: 0 });
    await move(id, "ann");
    await clock.advance(DAY + 1000);
    await timers.idle();
    const h = await history(id);
    const timedOut = h.filter((e) => e.by === "timeout");
    expect(timedOut).toHaveLength(1);
    expect(timedOut[0]!.seat).toBe(1);
    expect(timedOut[0]!.text).toMatch(/\(played by bot: time ran out\)$/);
    // The same timer again, and one for the decision before: nothing.
    expect(await app.timer({ kind: "deadline", gameId: id, seat: 1, moveVersion: 1 })).toEqual({ kind: "deadline", acted: false });
    expect(await app.timer({ kind: "deadline", gameId: id, seat: 0, moveVersion: 0 })).toEqual({ kind: "deadline", acted: false });
    const both = await Promise.all([0, 1].map(() => app.timer({ kind: "deadline", gameId: id, seat: 1, moveVersion: 1 })));
    expect(both.every((r) => !r.acted)).toBe(true);
    expect((await history(id)).filter((e) => e.type === "move")).toHaveLength(2);
  });

  it("is enforced when it falls within a second, as every real deadline does: not a moment before it, and within the second after", async () => {
    await clock.advance(400);
    const id = await newGame([player("ann"), player("bob")], { daysPerDecision: 1, handOverAfter: 0 });
    await move(id, "ann");
    const due = Date.parse((await read(id)).players[1].deadline);
    expect(due % 1000).not.toBe(0);
    const timeouts = async () => (await history(id)).filter((e) => e.by === "timeout").map((e) => e.seat);
    await clock.advance(due - clock.now().getTime() - 1);
    await timers.idle();
    expect(await timeouts()).toEqual([]);
    await clock.advance(1000);
    await timers.idle();
    expect(await timeouts()).toEqual([1]);
    // Whole seconds again for the tests after.
    await clock.advance(1000 - (clock.now().getTime() % 1000));
  });

  it("a deadline timer that fires early (Scheduler's clock ahead of ours) makes no move, is set again under a name not in use, and the move comes just after the deadline", async () => {
    const id = await newGame([player("ann"), player("bob")], { daysPerDecision: 1, handOverAfter: 0 });
    await move(id, "ann");
    const due = Date.parse((await read(id)).players[1].deadline);
    const timeouts = async () => (await history(id)).filter((e) => e.by === "timeout").map((e) => e.seat);
    schedulerAhead = 800;
    try {
      // Scheduler's clock is past the deadline, ours half a second short of it.
      await clock.advance(due - clock.now().getTime() - 500);
      await timers.idle();
      expect(await timeouts()).toEqual([]);
      expect(timers.pendingNames().filter((n) => n.startsWith(`deadline-${id}-1-`))).toHaveLength(1);
      await clock.advance(1000);
      await timers.idle();
      expect(await timeouts()).toEqual([1]);
    } finally {
      schedulerAhead = 0;
    }
  });

  it("two firings at once of a due deadline give one move", async () => {
    const id = await newGame([player("ann"), player("bob")], { daysPerDecision: 2, handOverAfter: 0 });
    await move(id, "bob");
    await timers.cancel(timerName({ kind: "deadline", gameId: id, seat: 0, moveVersion: 1, due: (await read(id)).players[0].deadline }));
    await clock.advance(2 * DAY);
    const results = await Promise.all([0, 1, 2].map(() => app.timer({ kind: "deadline", gameId: id, seat: 0, moveVersion: 1 })));
    expect(results.filter((r) => r.acted)).toHaveLength(1);
    expect((await history(id)).filter((e) => e.by === "timeout")).toHaveLength(1);
  });

  it("a timeout that loses its race to the player's own move makes no move and does not fail: the player's move stands", async () => {
    const id = await newGame([player("ann"), player("bob")], { daysPerDecision: 1, handOverAfter: 0 });
    await move(id, "ann");
    // Fired by hand below, inside the race.
    await timers.cancel(timerName({ kind: "deadline", gameId: id, seat: 1, moveVersion: 1, due: (await read(id)).players[1].deadline }));
    await clock.advance(DAY);
    // Other games' timers that came due have run, so only this game writes during the race.
    await timers.idle();
    // Bob's own move, of the same card, lands at the slot just before the timeout's write.
    const bobFirst = (input: AppendInput): AppendInput => {
      const { by: _by, ...event } = input.event as Extract<AppendInput["event"], { type: "move" }>;
      return { ...input, event: { ...event, clientMoveId: "bob-just-in-time" }, moveId: { seat: 1, clientMoveId: "bob-just-in-time" } };
    };
    const raced = await racedBy(app.store, bobFirst, 1, () => app.timer({ kind: "deadline", gameId: id, seat: 1, moveVersion: 1 }));
    expect(raced).toEqual({ result: { kind: "deadline", acted: false }, raced: 1 });
    expect((await history(id)).filter((e) => e.type === "move").map((e) => [e.seat, e.by ?? "player"])).toEqual([[0, "player"], [1, "player"]]);
  });

  it("before it is due does nothing (a deadline that moved later is waited for)", async () => {
    const id = await newGame([player("ann"), player("bob")], { daysPerDecision: 5 });
    expect(await app.timer({ kind: "deadline", gameId: id, seat: 0, moveVersion: 0 })).toEqual({ kind: "deadline", acted: false });
    expect((await read(id)).moveVersion).toBe(0);
  });

  it("after the chosen number of timeouts in a row hands the seat to a bot, tells the player, and the player can take it back", async () => {
    const id = await newGame([player("ann"), player("bob")], { daysPerDecision: 1, handOverAfter: 2 }, "high-card", { rounds: 5 });
    await move(id, "ann");
    await clock.advance(DAY + 1000); // Bob's first timeout
    await timers.idle();
    expect((await read(id)).players[1].bot).toBe(false);
    await move(id, "ann");
    await clock.advance(DAY + 1000); // Bob's second: the bot takes his seat
    await timers.idle();
    const g = await read(id, "bob");
    expect(g.players[1]).toMatchObject({ bot: true, deadline: null });
    expect((await history(id)).some((e) => /After too many timeouts in a row, a bot now plays for Bob/.test(e.text))).toBe(true);
    const outbox = await app.store.events(id, 0);
    expect(outbox.filter((e) => e.type === "move" && e.by === "timeout")).toHaveLength(2);
    // Ann moves; the bot answers for Bob shortly, with no deadline in between.
    await move(id, "ann");
    await clock.advance(10_000);
    await timers.idle();
    expect((await history(id)).filter((e) => e.by === "bot")).toHaveLength(1);
    // Bob takes his seat back: from the next decision on he plays, with a fresh deadline.
    const back = await call("POST", `/games/${id}/seats/1`, { token: tokens.bob, body: { action: "take-back" } });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect((await read(id, "bob")).players[1].bot).toBe(false);
    expect((await history(id)).at(-1)!.text).toBe("Bob took the seat back from the bot.");
  });
});

describe("the timer function", () => {
  it("answers each kind as that kind; an old reminder without a kind is a reminder; a timer of a game that is gone does nothing", async () => {
    const gone = { gameId: "no-such-game", seat: 0 };
    const fired = await Promise.all([
      app.timer({ ...gone, version: 0 }),
      app.timer({ kind: "reminder", ...gone, version: 0 }),
      app.timer({ kind: "flush", gameId: gone.gameId, email: "ann@example.test", fromSeq: 0 }),
      app.timer({ kind: "digest", email: "ann@example.test", day: "2026-12-01" }),
      app.timer({ kind: "deadline", ...gone, moveVersion: 0 }),
      app.timer({ kind: "bot", ...gone, moveVersion: 0 }),
    ]);
    expect(fired).toEqual(["reminder", "reminder", "flush", "digest", "deadline", "bot"].map((kind) => ({ kind, acted: false })));
  });

  it("a bot timer plays only for a seat the bot holds, and says it acted", async () => {
    const id = await newGame([player("ann"), player("bob")], undefined);
    expect(await app.timer({ kind: "bot", gameId: id, seat: 1, moveVersion: 0 })).toEqual({ kind: "bot", acted: false });
    expect((await read(id)).moveVersion).toBe(0);
    expect((await call("POST", `/games/${id}/seats/1`, { token: tokens.ann, body: { action: "bot" } })).status).toBe(200);
    expect(await app.timer({ kind: "bot", gameId: id, seat: 1, moveVersion: 0 })).toEqual({ kind: "bot", acted: true });
    expect((await history(id)).filter((e) => e.by === "bot").map((e) => e.seat)).toEqual([1]);
  });

  it("a deadline timer of a seat the bot took over has the bot decide; of a seat with no deadline, nothing", async () => {
    const timed = await newGame([player("ann"), player("bob")], { daysPerDecision: 1, handOverAfter: 0 });
    expect((await call("POST", `/games/${timed}/seats/1`, { token: tokens.ann, body: { action: "bot" } })).status).toBe(200);
    expect(await app.timer({ kind: "deadline", gameId: timed, seat: 1, moveVersion: 0 })).toEqual({ kind: "deadline", acted: true });
    expect((await history(timed)).filter((e) => e.type === "move").map((e) => [e.seat, e.by])).toEqual([[1, "bot"]]);
    const untimed = await newGame([player("ann"), player("bob")], undefined);
    await clock.advance(DAY);
    expect(await app.timer({ kind: "deadline", gameId: untimed, seat: 1, moveVersion: 0 })).toEqual({ kind: "deadline", acted: false });
    expect((await read(untimed)).moveVersion).toBe(0);
  });

  it("a reminder goes to a seat still awaited that has not moved since it was set, never to a seat the bot holds", async () => {
    const id = await newGame([player("ann"), player("bob"), player("cy")], undefined);
    await move(id, "ann");
    // A reminder set at Ann's own move (version 1) is not answered by that move; she is awaited again next round.
    await move(id, "bob");
    await move(id, "cy");
    expect((await read(id)).awaiting).toEqual([0, 1, 2]);
    expect(await app.timer({ kind: "reminder", gameId: id, seat: 0, version: 0 })).toEqual({ kind: "reminder", acted: false });
    expect(await app.timer({ kind: "reminder", gameId: id, seat: 0, version: 1 })).toEqual({ kind: "reminder", acted: true });
    expect((await call("POST", `/games/${id}/seats/2`, { token: tokens.ann, body: { action: "bot" } })).status).toBe(200);
    expect(await app.timer({ kind: "reminder", gameId: id, seat: 2, version: 3 })).toEqual({ kind: "reminder", acted: false });
    expect(await app.timer({ kind: "reminder", gameId: id, seat: 1, version: 3 })).toEqual({ kind: "reminder", acted: true });
  });

  it("a deadline timer still set for a deadline that moved later sets no timer of its own: the new deadline's stands", async () => {
    const id = await newGame([player("ann"), player("bob")], { daysPerDecision: 1, handOverAfter: 0 });
    const first = (await read(id)).players[1].deadline as string;
    expect((await call("PUT", "/me/vacation", { token: tokens.bob, body: { start: clock.now().toISOString(), end: new Date(clock.now().getTime() + 2 * DAY).toISOString() } })).status).toBe(200);
    const pushed = (await read(id)).players[1].deadline as string;
    expect(Date.parse(pushed)).toBeGreaterThan(Date.parse(first));
    await timers.idle();
    const pending = () => timers.pendingNames().filter((n) => n.startsWith(`deadline-${id}-1-`));
    expect(pending()).toEqual([timerName({ kind: "deadline", gameId: id, seat: 1, moveVersion: 0, due: pushed })]);
    expect(await app.timer({ kind: "deadline", gameId: id, seat: 1, moveVersion: 0, due: first })).toEqual({ kind: "deadline", acted: false });
    expect(pending()).toEqual([timerName({ kind: "deadline", gameId: id, seat: 1, moveVersion: 0, due: pushed })]);
    expect((await call("DELETE", "/me/vacation", { token: tokens.bob })).status).toBe(200);
  });
});

describe("bot seats", () => {
  it("play their decisions through the move path, marked as bot moves", async () => {
    const id = await newGame([player("ann"), { name: "Robo", bot: true }], { daysPerDecision: 2 });
    const g = await read(id);
    expect(g.players[1]).toMatchObject({ name: "Robo", bot: true, email: null, deadline: null });
    await clock.advance(10_000);
    await timers.idle();
    const h = await history(id);
    expect(h.filter((e) => e.by === "bot").map((e) => e.seat)).toEqual([1]);
    expect(h.at(-1)!.text).toMatch(/\(played by bot\)$/);
    expect((await read(id)).awaiting).toEqual([0]);
  });

  it("a game of bots only runs to the end by its timers alone", async () => {
    const id = await newGame([{ name: "A", bot: true }, { name: "B", bot: true }, { name: "C", bot: true }], undefined);
    for (let i = 0; i < 50 && (await read(id)).status !== "finished"; i++) {
      await clock.advance(6_000);
      await timers.idle();
    }
    const g = await read(id);
    expect(g.status).toBe("finished");
    expect((await history(id)).filter((e) => e.type === "move").every((e) => e.by === "bot")).toBe(true);
  });

  it("a real game (Conspiracy Theory) of two bots runs to the end", async () => {
    const id = await newGame([{ name: "Left", bot: true }, { name: "Right", bot: true }], undefined, "conspiracy-theory", {});
    for (let i = 0; i < 1500 && (await app.store.getSummary(id))!.status !== "finished"; i++) {
      await clock.advance(6_000);
      await timers.idle();
    }
    expect((await app.store.getSummary(id))!.status).toBe("finished");
  }, 600_000);
});

describe("seat actions", () => {
  it("a player resigns: the bot plays on for the seat, and the player cannot take it back", async () => {
    const id = await newGame([player("ann"), player("bob")], undefined);
    const res = await call("POST", `/games/${id}/seats/1`, { token: tokens.bob, body: { action: "resign" } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await read(id)).players[1]).toMatchObject({ bot: true, resigned: true });
    await clock.advance(10_000);
    await timers.idle();
    expect((await history(id)).filter((e) => e.by === "bot").map((e) => e.seat)).toEqual([1]);
    const again = await call("POST", `/games/${id}/seats/1`, { token: tokens.bob, body: { action: "take-back" } });
    expect(again.status).toBe(409);
  });

  it("the host replaces a silent player by a new person, who takes the seat and its view; the old player loses it", async () => {
    const id = await newGame([player("ann"), player("bob")], { daysPerDecision: 3 });
    const res = await call("POST", `/games/${id}/seats/1`, { token: tokens.ann, body: { action: "replace", name: "Cy", email: "cy@example.test" } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const cy = await read(id, "cy");
    expect(cy.mySeat).toBe(1);
    expect(cy.players[1]).toMatchObject({ name: "Cy", email: "cy@example.test" });
    expect(cy.legalMoves.length).toBeGreaterThan(0);
    expect((await read(id, "bob")).mySeat).toBeNull();
    expect((await call("GET", "/games", { token: tokens.bob })).body.games.map((g: { gameId: string }) => g.gameId)).not.toContain(id);
    expect((await call("GET", "/games", { token: tokens.cy })).body.games.map((g: { gameId: string }) => g.gameId)).toContain(id);
    const bob = await call("POST", `/games/${id}/moves`, { token: tokens.bob, body: { move: cy.legalMoves[0].move, clientMoveId: "bob-gone-1", expectedVersion: cy.moveVersion } });
    expect(bob.status).toBe(403);
  });

  it("the host hands a silent player's seat to the bot", async () => {
    const id = await newGame([player("ann"), player("bob")], undefined);
    const res = await call("POST", `/games/${id}/seats/1`, { token: tokens.ann, body: { action: "bot" } });
    expect(res.status).toBe(200);
    await clock.advance(10_000);
    await timers.idle();
    expect((await history(id)).filter((e) => e.by === "bot").map((e) => e.seat)).toEqual([1]);
  });

  it("a seat change that loses its slot to chat lines is tried again; losing it every time, it gives up with 409 game/busy and changes nothing", async () => {
    const id = await newGame([player("ann"), player("bob")], undefined);
    const hand = () => call("POST", `/games/${id}/seats/1`, { token: tokens.ann, body: { action: "bot" } });
    const crowded = await racedBy(app.store, lineIn(0, clock.now().getTime()), 12, hand);
    expect(crowded.result.status).toBe(409);
    expect(crowded.result.body.error.code).toBe("game/busy");
    expect(crowded.raced).toBe(9);
    expect((await read(id)).players[1].bot).toBe(false);
    const twice = await racedBy(app.store, lineIn(0, clock.now().getTime()), 2, hand);
    expect(twice.result.body).toEqual({ gameId: id, seq: 12, seat: 1 });
    expect((await history(id)).map((e) => e.type).slice(-3)).toEqual(["chat", "chat", "seat-changed"]);
  });

  it.each([
    ["a resign from someone not in the game", "eve", 1, { action: "resign" }, 403],
    ["a resign for another player's seat", "bob", 0, { action: "resign" }, 403],
    ["a replace by someone not the host", "bob", 0, { action: "replace", name: "Eve", email: "eve@example.test" }, 403],
    ["a bot hand-over by someone not the host", "bob", 0, { action: "bot" }, 403],
    ["a replace by a player already in the game", "ann", 1, { action: "replace", name: "Ann", email: "ann@example.test" }, 409],
    ["a take-back of a seat no bot plays", "bob", 1, { action: "take-back" }, 409],
    ["a seat that does not exist", "ann", 7, { action: "bot" }, 404],
    ["an unknown action", "ann", 1, { action: "explode" }, 400],
    ["a replace without an email", "ann", 1, { action: "replace", name: "X" }, 400],
  ])("refuses %s with a clear 4xx, changing nothing", async (_what, who, seat, body, status) => {
    const id = await newGame([player("ann"), player("bob")], undefined);
    const res = await call("POST", `/games/${id}/seats/${seat}`, { token: tokens[who], body });
    expect(res.status).toBe(status);
    expect(res.body.error.message.length).toBeGreaterThan(10);
    const g = await read(id);
    expect(g.version).toBe(0);
    expect(g.players.map((p: { name: string; bot: boolean }) => [p.name, p.bot])).toEqual([["Ann", false], ["Bob", false]]);
  });
});
