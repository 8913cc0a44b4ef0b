/**
 * Every race at a conditional write ends in one winner and clear 4xx answers for the rest, never
 * a 500: several callers are held at the write (tests/support/barrier.ts) until all have read the
 * same state and reached it, then released together, so the store's conditions decide.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { highCard } from "../../fixtures/high-card";
import { freshPlatform } from "../../support/dynamo";
import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { lambdaCaller, type Call, type Reply } from "../../support/api-client";
import { atTheWrite, inAnotherTransaction, type Loss } from "../../support/barrier";
import { LINK_TTL } from "../../../functions/src/auth/auth";
import { ManualClock } from "../../../functions/src/ports/clock";

const people = ["ann", "bob", "cy", "dee"] as const;
type Who = (typeof people)[number];
const email = (who: Who) => `${who}@example.test`;
const name = (who: Who) => who[0]!.toUpperCase() + who.slice(1);

const clock = new ManualClock("2026-12-01T09:00:00.000Z");
let app: Awaited<ReturnType<typeof freshPlatform>>;
let call: Call;
const tokens = {} as Record<Who, string>;

beforeAll(async () => {
  app = await freshPlatform({ games: { [highCard.id]: highCard }, clock });
  call = lambdaCaller(app.api);
  for (const who of people) {
    const link = await app.auth.mintLink(email(who), null, LINK_TTL.signIn);
    tokens[who] = (await call("POST", "/auth/redeem", { body: { token: link } })).body.session;
  }
});

/** `count` calls held at their transaction and released together; the losers lose as `as` says. */
async function race(as: Loss, count: number, calls: () => Promise<Reply>[]): Promise<Reply[]> {
  const { result, held } = await atTheWrite(app.store.doc, count, () => Promise.all(calls()), { as });
  expect(held).toBe(count);
  return result;
}

const statuses = (replies: Reply[]) => replies.map((r) => r.status).sort();
const codes = (replies: Reply[]) => replies.filter((r) => r.status >= 400).map((r) => r.body.error.code);

async function newGame(who: Who[], rounds = 1): Promise<string> {
  const res = await call("POST", "/games", { token: tokens[who[0]!], body: { game: "high-card", options: { rounds }, players: who.map((w) => ({ name: name(w), email: email(w) })) } });
  expect(res.status).toBe(201);
  return res.body.gameId;
}

async function lobbyWith(seated: Who[], max = 4): Promise<string> {
  const res = await call("POST", "/lobbies", { token: tokens.ann, body: { game: "high-card", options: { rounds: 1 }, players: [{ name: "Ann", email: email("ann") }], minPlayers: 2, maxPlayers: max } });
  expect(res.status).toBe(201);
  for (const who of seated) expect((await call("POST", `/lobbies/${res.body.gameId}/join`, { token: tokens[who], body: { name: name(who) } })).status).toBe(200);
  return res.body.gameId;
}

async function finishedGame(): Promise<string> {
  const id = await newGame(["ann", "bob"]);
  for (const who of ["ann", "bob"] as const) {
    const g = (await call("GET", `/games/${id}`, { token: tokens[who] })).body;
    expect((await call("POST", `/games/${id}/moves`, { token: tokens[who], body: { move: g.legalMoves[0].move, clientMoveId: `end-${who}-${id}`, expectedVersion: g.moveVersion } })).status).toBe(200);
  }
  expect((await app.store.getSummary(id))!.status).toBe("finished");
  return id;
}

const move = async (id: string, who: Who, clientMoveId: string, pick = 0) => {
  const g = (await call("GET", `/games/${id}`, { token: tokens[who] })).body;
  return () => call("POST", `/games/${id}/moves`, { token: tokens[who], body: { move: g.legalMoves[pick].move, clientMoveId, expectedVersion: g.moveVersion } });
};

// Each race twice: as DynamoDB Local decides it (the loser's condition fails) and as AWS may
// (the loser's transaction is cancelled for overlapping the winner's).
describe.each(["condition", "conflict"] as const)("racing writes, the loser refused by a %s", (as) => {
  it("a lobby's start pressed four times at once creates one game; every other press answers 409 lobby/started", async () => {
    const id = await lobbyWith(["bob"]);
    const replies = await race(as, 4, () => Array.from({ length: 4 }, () => call("POST", `/lobbies/${id}/start`, { token: tokens.ann, body: {} })));
    expect(statuses(replies)).toEqual([201, 409, 409, 409]);
    expect(codes(replies)).toEqual(["lobby/started", "lobby/started", "lobby/started"]);
    expect((await app.store.events(id, -1)).filter((e) => e.type === "game-created")).toHaveLength(1);
  });

  it("three people taking the last two seats: at most two get them, the others a 409", async () => {
    const id = await lobbyWith([], 3);
    const replies = await race(as, 3, () => (["bob", "cy", "dee"] as const).map((who) => call("POST", `/lobbies/${id}/join`, { token: tokens[who], body: { name: name(who) } })));
    expect(statuses(replies)).toEqual(as === "condition" ? [200, 200, 409] : [200, 409, 409]);
    expect(new Set(codes(replies))).toEqual(new Set([as === "condition" ? "lobby/full" : "lobby/changed"]));
    expect((await call("GET", `/lobbies/${id}`)).body.players).toHaveLength(as === "condition" ? 3 : 2);
  });

  it("a rematch asked four times at once makes one game; everyone is taken to it", async () => {
    const id = await finishedGame();
    const replies = await race(as, 4, () => (["ann", "bob", "ann", "bob"] as const).map((who) => call("POST", `/games/${id}/rematch`, { token: tokens[who] })));
    expect(statuses(replies)).toEqual([200, 200, 200, 201]);
    expect(new Set(replies.map((r) => r.body.gameId))).toEqual(new Set([(await app.store.getSummary(id))!.rematch]));
  });

  it("two moves of one seat at once: one is played, the other answers 409 with the move version now", async () => {
    const id = await newGame(["ann", "bob"], 2);
    const [first, second] = [await move(id, "ann", `a-${as}-1`, 0), await move(id, "ann", `a-${as}-2`, 1)];
    const replies = await race(as, 2, () => [first(), second()]);
    expect(statuses(replies)).toEqual([200, 409]);
    expect(replies.find((r) => r.status === 409)!.body.error).toMatchObject({ code: "move/version-conflict", currentVersion: 1 });
    expect((await app.store.events(id, 0)).filter((e) => e.type === "move")).toHaveLength(1);
  });

  it("one move sent twice at once is played once; the second answer is the first's outcome", async () => {
    const id = await newGame(["ann", "bob"], 2);
    const send = await move(id, "ann", `twice-${as}`);
    const replies = await race(as, 2, () => [send(), send()]);
    expect(statuses(replies)).toEqual([200, 200]);
    expect(replies.map((r) => r.body.duplicate).sort()).toEqual([false, true]);
    expect((await app.store.events(id, 0)).filter((e) => e.type === "move")).toHaveLength(1);
  });

  it("chat lines sent at once all land, each once", async () => {
    const id = await newGame(["ann", "bob"]);
    const replies = await race(as, 4, () => (["ann", "bob", "ann", "bob"] as const).map((who, i) => call("POST", `/games/${id}/chat`, { token: tokens[who], body: { text: `line ${i}`, clientMoveId: `chat-${as}-${i}` } })));
    expect(statuses(replies)).toEqual([200, 200, 200, 200]);
    expect((await app.store.events(id, 0)).flatMap((e) => (e.type === "chat" ? [e.text] : [])).sort()).toEqual(["line 0", "line 1", "line 2", "line 3"]);
  });

  it("a player resigning while the host hands the same seat to the bot: each a 200 or a 409, and the bot plays the seat", async () => {
    const id = await newGame(["ann", "bob"]);
    const replies = await race(as, 2, () => [
      call("POST", `/games/${id}/seats/1`, { token: tokens.bob, body: { action: "resign" } }),
      call("POST", `/games/${id}/seats/1`, { token: tokens.ann, body: { action: "bot" } }),
    ]);
    expect(replies.map((r) => r.status).filter((s) => s !== 200 && s !== 409)).toEqual([]);
    expect(replies.some((r) => r.status === 200)).toBe(true);
    expect((await app.store.getSummary(id))!.players[1]!.bot).toBe(true);
  });
});

describe("a single-use sign-in link redeemed twice at once", () => {
  it("signs in once; the other click answers 401 auth/link-invalid", async () => {
    const token = await app.auth.mintLink(email("cy"), null, LINK_TTL.signIn);
    const { result, held } = await atTheWrite(app.store.doc, 2, () => Promise.all([1, 2].map(() => call("POST", "/auth/redeem", { body: { token } }))), { hold: (c) => c instanceof UpdateCommand });
    expect(held).toBe(2);
    expect(statuses(result)).toEqual([200, 401]);
    expect(codes(result)).toEqual(["auth/link-invalid"]);
  });
});

describe("a single write to a game while a transaction writes it (AWS refuses it as a conflict)", () => {
  const summaryUpdate = (id: string) => (c: unknown) => c instanceof UpdateCommand && c.input.Key?.pk === `GAME#${id}` && c.input.Key?.sk === "SUMMARY";

  it("a player's first look at the game still answers 200; a later look marks them joined", async () => {
    const id = await newGame(["ann", "bob"]);
    const { result, refused } = await inAnotherTransaction(app.store.doc, summaryUpdate(id), 1, () => call("GET", `/games/${id}`, { token: tokens.bob }));
    expect(refused).toBe(1);
    expect(result.status).toBe(200);
    expect(result.body.mySeat).toBe(1);
    expect((await call("GET", `/games/${id}`, { token: tokens.bob })).status).toBe(200);
    expect((await app.store.getSummary(id))!.players[1]!.joined).toBe(true);
  });

  it("an absence declared then is written on the next try", async () => {
    const id = await newGame(["dee", "cy"]);
    const day = (n: number) => new Date(clock.now().getTime() + n * 86_400_000).toISOString();
    const until = day(4);
    const { result, refused } = await inAnotherTransaction(app.store.doc, summaryUpdate(id), 1, () => call("PUT", "/me/vacation", { token: tokens.dee, body: { start: day(1), end: until } }));
    expect(refused).toBe(1);
    expect(result.status).toBe(200);
    expect((await app.store.getSummary(id))!.players[0]!.away).toMatchObject({ until });
  });
});
