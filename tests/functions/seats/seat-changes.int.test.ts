/**
 * Who may change a seat, and what each change writes. The seat's own player resigns it or takes
 * back a seat the bot holds (never one they resigned); only the host hands a seat to the bot or
 * to a new person, who must not already play. Every refusal is its own 4xx and writes nothing.
 * Each change is one `seat-changed` event saying who and why in words, the summary's seat
 * changes with it, the seat gets a fresh deadline and a clean timeout count, and a substitute
 * is invited by mail naming whose seat and whom they play with.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { highCard } from "../../fixtures/high-card";
import { freshPlatform } from "../../support/dynamo";
import { lambdaCaller, type Call } from "../../support/api-client";
import { outboxRecords } from "../../support/outbox";
import { LINK_TTL } from "../../../functions/src/auth/auth";
import { ManualClock } from "../../../functions/src/ports/clock";

const clock = new ManualClock("2026-12-01T09:00:00.000Z");
let app: Awaited<ReturnType<typeof freshPlatform>>;
let call: Call;
const tokens: Record<string, string> = {};
const player = (n: string) => ({ name: n[0]!.toUpperCase() + n.slice(1), email: `${n}@example.test` });

beforeAll(async () => {
  app = await freshPlatform({ games: { [highCard.id]: highCard }, clock });
  call = lambdaCaller(app.api);
  for (const p of ["ann", "bob", "cy", "dee"]) {
    const link = await app.auth.mintLink(`${p}@example.test`, null, LINK_TTL.signIn);
    tokens[p] = (await call("POST", "/auth/redeem", { body: { token: link } })).body.session;
  }
});

/** Ann hosts; Ann, Bob and Cy play (a day per decision, so seats have deadlines). */
async function newGame(rounds = 3): Promise<string> {
  const res = await call("POST", "/games", {
    token: tokens.ann, body: { game: "high-card", options: { rounds }, players: [player("ann"), player("bob"), player("cy")], timeControl: { daysPerDecision: 1 } },
  });
  expect(res.status).toBe(201);
  return res.body.gameId;
}
const change = (id: string, who: string, seat: number, body: unknown) => call("POST", `/games/${id}/seats/${seat}`, { token: tokens[who], body });
const seatEvents = async (id: string) => (await app.store.events(id, 0)).filter((e) => e.type === "seat-changed");

/** The refusal's status and code, and that the game did not change. */
async function refused(id: string, reply: Promise<{ status: number; body: any }>, status: number, code: string) {
  const version = (await app.store.getSummary(id))!.version;
  const r = await reply;
  expect([r.status, r.body.error?.code], JSON.stringify(r.body)).toEqual([status, code]);
  // Said in words the player can act on, not only a code.
  expect(r.body.error.message).toMatch(/^\S.{15,}\.$/);
  expect((await app.store.getSummary(id))!.version).toBe(version);
}

describe("who may change a seat", () => {
  it("refuses a seat the game does not have, and any change once the game is over", async () => {
    const id = await newGame();
    await refused(id, change(id, "ann", 3, { action: "bot" }), 404, "seat/not-found");
    const done = await newGame(1);
    for (let i = 0; (await app.store.getSummary(done))!.status === "active" && i < 10; i++) {
      const who = ["ann", "bob", "cy"][(await app.store.getSummary(done))!.awaiting[0]!]!;
      const g = (await call("GET", `/games/${done}`, { token: tokens[who] })).body;
      const r = await call("POST", `/games/${done}/moves`, { token: tokens[who], body: { move: g.legalMoves[0].move, clientMoveId: `to-the-end-${i}`, expectedVersion: g.moveVersion } });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
    expect((await app.store.getSummary(done))!.status).toBe("finished");
    await refused(done, change(done, "bob", 1, { action: "resign" }), 409, "game/over");
  });

  it("lets only the seat's own player resign it, once", async () => {
    const id = await newGame();
    const other = await change(id, "cy", 1, { action: "resign" });
    expect([other.status, other.body.error.code, other.body.error.message]).toEqual([403, "seat/not-yours", "You can resign only your own seat."]);
    await refused(id, change(id, "ann", 1, { action: "resign" }), 403, "seat/not-yours");
    expect((await change(id, "bob", 1, { action: "resign" })).status).toBe(200);
    await refused(id, change(id, "bob", 1, { action: "resign" }), 409, "seat/resigned");
    await refused(id, change(id, "bob", 1, { action: "take-back" }), 409, "seat/resigned");
    const s = (await app.store.getSummary(id))!;
    expect(s.players[1]).toMatchObject({ name: "Bob", bot: true, resigned: true });
    expect(s.players[0]!.bot ?? false).toBe(false);
  });

  it("lets only the host hand a seat to the bot, once; the seat's player, and only they, take it back", async () => {
    const id = await newGame();
    await refused(id, change(id, "bob", 2, { action: "bot" }), 403, "seat/not-host");
    await refused(id, change(id, "cy", 2, { action: "take-back" }), 409, "seat/not-a-bot");
    expect((await change(id, "ann", 2, { action: "bot" })).status).toBe(200);
    await refused(id, change(id, "ann", 2, { action: "bot" }), 409, "seat/already-bot");
    await refused(id, change(id, "bob", 2, { action: "take-back" }), 403, "seat/not-yours");
    await refused(id, change(id, "ann", 2, { action: "take-back" }), 403, "seat/not-yours");
    expect((await app.store.getSummary(id))!.players[2]!.bot).toBe(true);
    expect((await change(id, "cy", 2, { action: "take-back" })).status).toBe(200);
    expect((await app.store.getSummary(id))!.players[2]).toMatchObject({ name: "Cy", bot: false });
  });

  it("lets only the host replace a player, and never with someone already at the table", async () => {
    const id = await newGame();
    await refused(id, change(id, "bob", 2, { action: "replace", name: "Dee", email: "dee@example.test" }), 403, "seat/not-host");
    await refused(id, change(id, "ann", 2, { action: "replace", name: "Bobby", email: "BOB@example.test" }), 409, "seat/already-playing");
    expect((await change(id, "ann", 2, { action: "replace", name: "Dee", email: "dee@example.test" })).status).toBe(200);
    expect((await app.store.getSummary(id))!.players[2]).toEqual({ name: "Dee", email: "dee@example.test", joined: false });
  });
});

describe("who may change a seat, asked of the service itself", () => {
  /** The refusal `change` throws, as status, code and words. */
  const refusal = (caller: string, gameId: string, seat: number, body: { action: "resign" | "bot" }) =>
    app.seats.change(caller, gameId, seat, body).then(() => null, (e: { status: number; code: string; message: string }) => [e.status, e.code, e.message]);

  it("names what is wrong: no such game, no such seat, a stranger, a repeated resignation, a game over", async () => {
    expect(await refusal("ann@example.test", "no-such-game", 0, { action: "bot" })).toEqual([404, "game/not-found", "There is no game no-such-game."]);
    const id = await newGame();
    for (const seat of [-1, 1.5, 3]) expect(await refusal("ann@example.test", id, seat, { action: "bot" })).toEqual([404, "seat/not-found", `This game has seats 0–2, not ${seat}.`]);
    expect(await refusal("dee@example.test", id, 1, { action: "resign" })).toEqual([403, "seat/not-yours", "You are not a player in this game."]);
    expect(await refusal("", id, 1, { action: "resign" })).toEqual([403, "seat/not-yours", "You are not a player in this game."]);
    await change(id, "bob", 1, { action: "resign" });
    expect(await refusal("bob@example.test", id, 1, { action: "resign" })).toEqual([409, "seat/resigned", "You have already resigned this seat."]);
    const done = await newGame(1);
    for (let i = 0; (await app.store.getSummary(done))!.status === "active" && i < 10; i++) {
      const who = ["ann", "bob", "cy"][(await app.store.getSummary(done))!.awaiting[0]!]!;
      const g = (await call("GET", `/games/${done}`, { token: tokens[who] })).body;
      await call("POST", `/games/${done}/moves`, { token: tokens[who], body: { move: g.legalMoves[0].move, clientMoveId: `over-the-end-${i}`, expectedVersion: g.moveVersion } });
    }
    expect(await refusal("ann@example.test", done, 1, { action: "bot" })).toEqual([409, "game/over", "The game is over: its seats no longer change."]);
  });
});

describe("what a change writes", () => {
  it("one event per change, in words, at the next seq, and nothing else in the game moves", async () => {
    const id = await newGame();
    const before = (await app.store.getSummary(id))!;
    await clock.advance(60_000);
    const r = await change(id, "bob", 1, { action: "resign" });
    expect(r.body).toEqual({ gameId: id, seq: before.version + 1, seat: 1 });
    await change(id, "ann", 2, { action: "bot" });
    await change(id, "cy", 2, { action: "take-back" });
    await change(id, "ann", 2, { action: "replace", name: "Dee", email: "dee@example.test" });
    const events = await seatEvents(id);
    expect(events.map((e) => [e.seq, e.seat, e.change, e.name, e.reason])).toEqual([
      [before.version + 1, 1, "resigned", "Bob", "Bob resigned; the bot plays on for the seat."],
      [before.version + 2, 2, "to-bot", "Cy", "The host handed Cy's seat to the bot."],
      [before.version + 3, 2, "taken-back", "Cy", "Cy took the seat back from the bot."],
      [before.version + 4, 2, "replaced", "Dee", "Dee takes over Cy's seat."],
    ]);
    expect(events[0]!.at).toBe(clock.now().toISOString());
    const after = (await app.store.getSummary(id))!;
    expect([after.version, after.moveVersion, after.awaiting, after.status]).toEqual([before.version + 4, before.moveVersion, before.awaiting, "active"]);
    expect(after.players[0]).toEqual(before.players[0]);
  });

  it("gives the seat a fresh deadline from the change, leaving the other seats' as they were, and clears its timeouts", async () => {
    const id = await newGame();
    const before = (await app.store.getSummary(id))!;
    await clock.advance(6 * 3_600_000);
    await change(id, "ann", 1, { action: "bot" });
    await change(id, "bob", 1, { action: "take-back" });
    const after = (await app.store.getSummary(id))!;
    const day = 24 * 3_600_000;
    expect(Date.parse(after.deadlines[1]!)).toBe(clock.now().getTime() + day);
    expect(after.deadlines[0]).toBe(before.deadlines[0]);
    expect(after.deadlines[2]).toBe(before.deadlines[2]);
    expect(after.timeouts).toEqual([0, 0, 0]);
  });

  it("takes the deadline away from a seat the bot plays, and clears only the changed seat's timeouts", async () => {
    const id = await newGame();
    // Two seats let their time run out in turn, so each has a timeout against it.
    const timedOut: number[] = [];
    for (let i = 0; i < 2; i++) {
      const s0 = (await app.store.getSummary(id))!;
      const seat = s0.awaiting[0]!;
      await clock.advance(25 * 3_600_000);
      await app.timer({ kind: "deadline", gameId: id, seat, moveVersion: s0.moveVersion, due: s0.deadlines[seat]! });
      timedOut.push(seat);
    }
    const before = (await app.store.getSummary(id))!;
    for (const seat of timedOut) expect(before.timeouts[seat], `seat ${seat} timed out`).toBe(1);
    const [first, second] = timedOut as [number, number];
    await change(id, "ann", first, { action: "bot" });
    const after = (await app.store.getSummary(id))!;
    expect(after.timeouts[first]).toBe(0);
    expect(after.timeouts[second]).toBe(1);
    expect(after.deadlines[first]).toBeNull();
  });

  it("invites the substitute by mail, naming whose seat it is and the others at the table", async () => {
    const id = await newGame();
    await change(id, "ann", 1, { action: "replace", name: "Dee", email: "dee@example.test" });
    const records = await outboxRecords(app, (item) => item.pk?.S?.includes(id) === true);
    const invites = records.map((r) => r.dynamodb!.NewImage as any).filter((i) => JSON.stringify(i).includes("dee@example.test"));
    expect(invites).toHaveLength(1);
    const text = JSON.stringify(invites[0]);
    expect(text).toContain("You are invited to take over Bob's seat in a game of");
    expect(text).toContain("with Ann, Cy.");
    expect(text).toMatch(/"reason":\{"S":"invited"\}/);
  });
});
