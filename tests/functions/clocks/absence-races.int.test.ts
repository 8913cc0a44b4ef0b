/**
 * An absence declared while the game changes under it, against DynamoDB Local with a ManualClock.
 * The absence reads the player's seats, then each game; the other writer is made to land in
 * between (or between the read and the absence's write), so each test proves what the absence
 * does then: a game that ended meanwhile, or a seat that passed to someone else, is left as it
 * is; a game a move changed meanwhile gets the absence on the next try. And what is kept: an
 * absence that ran its course counts in the year's allowance; absences of past years are dropped.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { GetCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { highCard } from "../../fixtures/high-card";
import { freshPlatform } from "../../support/dynamo";
import { lambdaCaller, sessionsFor, type Call, type Reply } from "../../support/api-client";
import { afterAnotherWrite } from "../../support/barrier";
import { LINK_TTL } from "../../../functions/src/auth/auth";
import { ManualClock } from "../../../functions/src/ports/clock";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const clock = new ManualClock("2026-12-01T09:00:00.000Z");
let app: Awaited<ReturnType<typeof freshPlatform>>;
let call: Call;
let tokens: Record<string, string>;
const person = (n: string) => ({ name: n[0]!.toUpperCase() + n.slice(1), email: `${n}@example.test` });
const at = (ms: number) => new Date(clock.now().getTime() + ms).toISOString();

beforeAll(async () => {
  app = await freshPlatform({ games: { [highCard.id]: highCard }, clock });
  call = lambdaCaller(app.api);
  const people = ["ann", "bob", "cy", "dee", "eve", "fay", "gus", "hal", "ida"];
  tokens = await sessionsFor(app, call, Object.fromEntries(people.map((p) => [p, person(p).email])), LINK_TTL.signIn);
});

const away = (who: string, start: string, end: string) => call("PUT", "/me/vacation", { token: tokens[who], body: { start, end } });
const setClock = (iso: string) => clock.advance(Date.parse(iso) - clock.now().getTime());
const summary = async (id: string) => (await app.store.getSummary(id))!;

/** A two-day game of `a` (seat 0, the host) and `b` (seat 1). */
async function newGame(a: string, b: string, rounds: number): Promise<string> {
  const res = await call("POST", "/games", { token: tokens[a], body: { game: "high-card", options: { rounds }, players: [person(a), person(b)], timeControl: { daysPerDecision: 2 } } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.gameId;
}

async function play(id: string, who: string): Promise<Reply> {
  const g = (await call("GET", `/games/${id}`, { token: tokens[who] })).body;
  return call("POST", `/games/${id}/moves`, { token: tokens[who], body: { move: g.legalMoves[0].move, clientMoveId: `${who}-${id}-${g.moveVersion}`, expectedVersion: g.moveVersion } });
}

const readsSummary = (id: string) => (c: unknown) => c instanceof GetCommand && c.input.Key?.pk === `GAME#${id}` && c.input.Key?.sk === "SUMMARY";
const writesSummary = (id: string) => (c: unknown) => c instanceof UpdateCommand && c.input.Key?.pk === `GAME#${id}` && c.input.Key?.sk === "SUMMARY";

describe("an absence declared while the game changes", () => {
  it("leaves a game that ended meanwhile as it ended", async () => {
    const id = await newGame("ann", "bob", 1);
    expect((await summary(id)).awaiting).toEqual([0, 1]);
    expect((await play(id, "ann")).status).toBe(200);
    // Bob's last card lands while his absence is on its way to the game.
    const { result, overtaken } = await afterAnotherWrite(app.store.doc, readsSummary(id), async () => expect((await play(id, "bob")).status).toBe(200), () => away("bob", at(0), at(2 * DAY)));
    expect(overtaken).toBe(true);
    expect(result.status).toBe(200);
    const after = await summary(id);
    expect(after.status).toBe("finished");
    expect(after.players[1]!.away ?? null).toBeNull();
    expect(after.deadlines.every((d) => d === null)).toBe(true);
  });

  it("does not pause the clock of the substitute who took the seat meanwhile", async () => {
    const id = await newGame("cy", "dee", 3);
    const replace = () => call("POST", `/games/${id}/seats/1`, { token: tokens.cy, body: { action: "replace", name: "Eve", email: "eve@example.test" } });
    const { result, overtaken } = await afterAnotherWrite(app.store.doc, readsSummary(id), async () => expect((await replace()).status).toBe(200), () => away("dee", at(0), at(3 * DAY)));
    expect(overtaken).toBe(true);
    expect(result.status).toBe(200);
    const after = await summary(id);
    expect(after.players[1]!.email).toBe("eve@example.test");
    expect(after.players[1]!.away ?? null).toBeNull();
    for (const due of after.deadlines) if (due) expect(Date.parse(due)).toBeLessThanOrEqual(clock.now().getTime() + 2 * DAY);
  });

  it("is written on the next try when a move changed the game between its read and its write", async () => {
    const id = await newGame("fay", "gus", 3);
    const before = await summary(id);
    expect(before.awaiting).toEqual([0, 1]);
    const { result, overtaken } = await afterAnotherWrite(app.store.doc, writesSummary(id), async () => expect((await play(id, "fay")).status).toBe(200), () => away("gus", at(0), at(DAY)));
    expect(overtaken).toBe(true);
    expect(result.status).toBe(200);
    const after = await summary(id);
    expect(after.moveVersion).toBe(before.moveVersion + 1);
    expect(after.players[1]!.away?.until).toBe(at(DAY));
    // Gus still owes his card: due two days from the start, plus the day he is away.
    expect(after.awaiting).toEqual([1]);
    expect(Date.parse(after.deadlines[1]!)).toBe(clock.now().getTime() + 3 * DAY);
  });
});

describe("a planned absence that starts after a deadline", () => {
  it("moves it neither when declared nor when cancelled", async () => {
    const id = await newGame("hal", "ida", 3);
    const due = (await summary(id)).deadlines[0];
    expect((await away("hal", at(3 * DAY), at(5 * DAY))).status).toBe(200);
    expect((await summary(id)).deadlines[0]).toBe(due);
    expect((await call("DELETE", "/me/vacation", { token: tokens.hal })).status).toBe(200);
    expect((await summary(id)).deadlines[0]).toBe(due);
    expect((await summary(id)).players[0]!.away ?? null).toBeNull();
  });
});

describe("the year's allowance", () => {
  it("counts an absence that ran its course, and drops those of past years from what is kept", async () => {
    // Weeks pass here: a session of the day, as Ann would sign in again.
    const session = async () => (await call("POST", "/auth/redeem", { body: { token: await app.auth.mintLink("ann@example.test", null, LINK_TTL.signIn) } })).body.session as string;
    const allowance = async () => (await call("GET", "/me/vacation", { token: await session() })).body;
    const away = async (_: "ann", start: string, end: string) => call("PUT", "/me/vacation", { token: await session(), body: { start, end } });
    // 2026-12-01 09:00: two days away, run to their end.
    expect((await away("ann", at(0), at(2 * DAY))).status).toBe(200);
    await clock.advance(2 * DAY);
    expect(await allowance()).toMatchObject({ vacation: null, allowance: { takenThisYear: 2 } });
    // One ending exactly at the new year, and one across it.
    await setClock("2026-12-29T00:00:00.000Z");
    expect((await away("ann", at(0), "2027-01-01T00:00:00.000Z")).status).toBe(200);
    await setClock("2026-12-31T12:00:00.000Z");
    expect(await allowance()).toMatchObject({ allowance: { takenThisYear: 5 } });
    await setClock("2027-01-01T00:00:00.000Z");
    expect((await away("ann", "2027-01-01T00:00:00.000Z", "2027-01-02T12:00:00.000Z")).status).toBe(200);
    await setClock("2027-01-05T00:00:00.000Z");
    expect(await allowance()).toMatchObject({ vacation: null, allowance: { takenThisYear: 2 } });
    // A new absence rewrites what is kept: this year's only.
    expect((await away("ann", at(DAY), at(2 * DAY))).status).toBe(200);
    const kept = await app.users.vacation("ann@example.test");
    expect(kept.taken.map((a) => a.until)).toEqual(["2027-01-02T12:00:00.000Z"]);
  });
});
