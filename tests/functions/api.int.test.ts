/**
 * The API handler against DynamoDB Local: the same v2 events API Gateway sends, the real store,
 * the test fixture game. Covers bad input, hidden information, concurrency, idempotency,
 * snapshots, the player index and sign-in links.
 */
import { createHash } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { QueryCommand, ScanCommand } from "@aws-sdk/lib-dynamodb";
import { replay } from "@backroom/engine";
import { highCard } from "../fixtures/high-card";
import { freshPlatform } from "../support/dynamo";
import { lambdaCaller, type Call } from "../support/api-client";
import { LINK_TTL, SIGN_IN_LIMITS } from "../../functions/src/auth/auth";
import { makeDocumentClient } from "../../functions/src/store/client";
import { verifyRecord } from "../../engine/core/verify";

const players = [
  { name: "Ann", email: "ann@example.test" },
  { name: "Bob", email: "bob@example.test" },
  { name: "Cy", email: "cy@example.test" },
];

/** High Card with very long move labels: its legal-move list is past the budget, so GET /games/{id} defers it. */
const wordyHighCard = { ...highCard, id: "wordy-high-card", moveLabel: (...a: Parameters<typeof highCard.moveLabel>) => `${highCard.moveLabel(...a)} ${"…".repeat(20_000)}` };

let app: Awaited<ReturnType<typeof freshPlatform>>;
let call: Call;
const tokens: Record<string, string> = {};

async function sessionFor(email: string): Promise<string> {
  const link = await app.auth.mintLink(email, null, LINK_TTL.signIn);
  const res = await call("POST", "/auth/redeem", { body: { token: link } });
  expect(res.status).toBe(200);
  return res.body.session;
}

async function newGame(opts: { rounds?: number } = {}): Promise<string> {
  const res = await call("POST", "/games", { token: tokens.ann, body: { game: "high-card", options: { rounds: opts.rounds ?? 3 }, players } });
  expect(res.status).toBe(201);
  return res.body.gameId;
}

async function play(gameId: string, who: string, opts: { card?: string; clientMoveId?: string; expectedVersion?: number } = {}) {
  const game = await call("GET", `/games/${gameId}`, { token: tokens[who] });
  const card = opts.card ?? game.body.legalMoves[0]?.move.card;
  return call("POST", `/games/${gameId}/moves`, {
    token: tokens[who],
    body: { move: { kind: "play", card }, clientMoveId: opts.clientMoveId ?? `m-${who}-${Math.random().toString(36).slice(2, 12)}`, expectedVersion: opts.expectedVersion ?? game.body.version },
  });
}

beforeAll(async () => {
  app = await freshPlatform({ games: { [highCard.id]: highCard, [wordyHighCard.id]: wordyHighCard }, snapshotEvery: 2 });
  call = lambdaCaller(app.api);
  for (const p of players) tokens[p.name.toLowerCase()] = await sessionFor(p.email);
});

describe("creating a game", () => {
  it.each([
    ["an unknown game", { game: "chess", players }, "game"],
    ["too few players", { game: "high-card", players: players.slice(0, 1) }, "players"],
    ["a bad option", { game: "high-card", options: { rounds: 99 }, players }, "options.rounds"],
    ["a bad email", { game: "high-card", players: [{ name: "A", email: "nope" }, players[1]] }, "players.0.email"],
    ["two seats with one email", { game: "high-card", players: [players[0], players[0]] }, "players"],
    ["an invitee's language we do not write", { game: "high-card", players: [players[0], { ...players[1], language: "de" }] }, "players.1.language"],
  ])("rejects %s with a 400 naming the field", async (_what, body, field) => {
    const res = await call("POST", "/games", { token: tokens.ann, body });
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe(field);
  });

  it("rejects a body that is not JSON", async () => {
    const res = await call("POST", "/games", { token: tokens.ann, rawBody: "{nope" });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/not valid JSON/);
  });

  it("needs a session", async () => {
    expect((await call("POST", "/games", { body: { game: "high-card", players } })).status).toBe(401);
    expect((await call("GET", "/games", { token: "x".repeat(43) })).status).toBe(401);
  });

  it("creates a game every player can read, each with their own view", async () => {
    const id = await newGame();
    const ann = await call("GET", `/games/${id}`, { token: tokens.ann });
    expect(ann.status).toBe(200);
    expect(ann.body).toMatchObject({ gameId: id, game: "high-card", version: 0, status: "active", mySeat: 0, awaiting: [0, 1, 2] });
    expect(ann.body.view.hand).toHaveLength(3);
    expect(ann.body.legalMoves).toHaveLength(3);
    expect(ann.body.legalMoves[0].label).toMatch(/^Play card-/);
    expect(ann.body.seed).toBeNull();
    expect(ann.body.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(ann.body.players[1]).toMatchObject({ name: "Bob", email: null });
  });
});

describe("hidden information", () => {
  it("never sends one seat's hand, the deck or the seed to another seat or a spectator", async () => {
    const id = await newGame();
    const annHand: string[] = (await call("GET", `/games/${id}`, { token: tokens.ann })).body.view.hand;
    const outsider = await sessionFor("eve@example.test");
    for (const [who, token] of [["bob", tokens.bob], ["cy", tokens.cy], ["eve", outsider]] as const) {
      const game = await call("GET", `/games/${id}`, { token });
      const history = await call("GET", `/games/${id}/history?views=1`, { token });
      const text = JSON.stringify([game.body, history.body]);
      for (const card of annHand) expect(text, `${who} sees ${card}`).not.toContain(`"${card}"`);
      expect(text).not.toMatch(/"seed":"/);
    }
    // Ann plays a card: until all have chosen, nobody else learns which.
    const res = await play(id, "ann", { card: annHand[0] });
    expect(res.status).toBe(200);
    const bobHistory = await call("GET", `/games/${id}/history`, { token: tokens.bob });
    expect(JSON.stringify(bobHistory.body)).not.toContain(annHand[0]);
    const annHistory = await call("GET", `/games/${id}/history`, { token: tokens.ann });
    expect(JSON.stringify(annHistory.body)).toContain(annHand[0]);
  });

  it("lets a spectator read the public view but not move", async () => {
    const id = await newGame();
    const eve = await sessionFor("eve2@example.test");
    const game = await call("GET", `/games/${id}`, { token: eve });
    expect(game.body).toMatchObject({ mySeat: null, legalMoves: [] });
    expect(game.body.view.hand).toBeNull();
    const move = await call("POST", `/games/${id}/moves`, { token: eve, body: { move: { kind: "play", card: "card-1" }, clientMoveId: "spectator-1", expectedVersion: 0 } });
    expect(move.status).toBe(403);
  });
});

describe("submitting moves", () => {
  it("answers an illegal move with 422 and the engine's reason, appending nothing", async () => {
    const id = await newGame();
    const res = await call("POST", `/games/${id}/moves`, { token: tokens.bob, body: { move: { kind: "play", card: "card-999" }, clientMoveId: "illegal-1", expectedVersion: 0 } });
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ code: "high-card/not-in-hand", message: "That card is not in your hand." });
    expect((await call("GET", `/games/${id}`, { token: tokens.bob })).body.version).toBe(0);
  });

  it.each([
    ["a move of the wrong shape", { move: { kind: "fly" }, clientMoveId: "bad-shape-1", expectedVersion: 0 }, "move.kind"],
    ["no clientMoveId", { move: { kind: "play", card: "card-1" }, expectedVersion: 0 }, "clientMoveId"],
    ["no expectedVersion", { move: { kind: "play", card: "card-1" }, clientMoveId: "no-version" }, "expectedVersion"],
  ])("answers %s with a 400 naming the field", async (_what, body, field) => {
    const id = await newGame();
    const res = await call("POST", `/games/${id}/moves`, { token: tokens.ann, body });
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe(field);
  });

  it("answers an unknown game with 404, on reads and moves alike", async () => {
    expect((await call("GET", "/games/nosuchgame", { token: tokens.ann })).status).toBe(404);
    expect((await call("GET", "/games/BAD!id", { token: tokens.ann })).status).toBe(404);
    expect((await call("POST", "/games/nosuchgame/moves", { token: tokens.ann, body: { move: {}, clientMoveId: "whatever-1", expectedVersion: 0 } })).status).toBe(404);
  });

  it("answers a stale expected version with 409 and the current version", async () => {
    const id = await newGame();
    expect((await play(id, "ann")).status).toBe(200);
    const stale = await play(id, "bob", { expectedVersion: 0 });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ code: "move/version-conflict", currentVersion: 1 });
  });

  it("lets exactly one of two concurrent moves win; the loser gets 409", async () => {
    const id = await newGame();
    const [ann, bob] = await Promise.all([
      call("GET", `/games/${id}`, { token: tokens.ann }),
      call("GET", `/games/${id}`, { token: tokens.bob }),
    ]);
    const results = await Promise.all([
      call("POST", `/games/${id}/moves`, { token: tokens.ann, body: { move: ann.body.legalMoves[0].move, clientMoveId: "race-ann-1", expectedVersion: 0 } }),
      call("POST", `/games/${id}/moves`, { token: tokens.bob, body: { move: bob.body.legalMoves[0].move, clientMoveId: "race-bob-1", expectedVersion: 0 } }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.status === 409)!;
    expect(loser.body.error.currentVersion).toBe(1);
    const history = await call("GET", `/games/${id}/history`, { token: tokens.cy });
    expect(history.body.entries.map((e: { seq: number }) => e.seq)).toEqual([0, 1]);
  });

  it("returns the original outcome for a retried clientMoveId and appends nothing", async () => {
    const id = await newGame();
    const first = await play(id, "ann", { clientMoveId: "retry-me-1" });
    expect(first.body).toMatchObject({ seq: 1, version: 1, duplicate: false });
    // The retry carries the old expected version, as a client retrying after a timeout would.
    const again = await play(id, "ann", { clientMoveId: "retry-me-1", expectedVersion: 0 });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ seq: 1, version: 1, duplicate: true });
    const concurrent = await Promise.all([0, 1, 2].map(() => play(id, "bob", { clientMoveId: "retry-bob-1", expectedVersion: 1 })));
    expect(concurrent.every((r) => r.status === 200 && r.body.seq === 2)).toBe(true);
    expect((await call("GET", `/games/${id}`, { token: tokens.ann })).body.version).toBe(2);
  });

  it("rejects a move from a seat the game is not waiting for", async () => {
    const id = await newGame();
    const hand: string[] = (await call("GET", `/games/${id}`, { token: tokens.ann })).body.view.hand;
    expect((await play(id, "ann", { card: hand[0] })).status).toBe(200);
    const again = await play(id, "ann", { card: hand[1] });
    expect(again.status).toBe(422);
    expect(again.body.error.code).toBe("move/not-your-turn");
  });
});

describe("a whole game", () => {
  it("plays to the end, snapshots along the way, reveals the seed and replays from it", async () => {
    const id = await newGame({ rounds: 3 });
    const early = await call("GET", `/games/${id}/record`, { token: tokens.ann });
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe("game/not-over");
    for (let round = 0; round < 3; round++) for (const who of ["cy", "ann", "bob"]) expect((await play(id, who)).status).toBe(200);
    const end = await call("GET", `/games/${id}`, { token: tokens.bob });
    expect(end.body.status).toBe("finished");
    expect(end.body.result.finished).toBe(true);
    expect(end.body.result.winners.length).toBeGreaterThan(0);
    expect(end.body.awaiting).toEqual([]);
    const seed: string = end.body.seed;
    expect(createHash("sha256").update(seed).digest("hex")).toBe(end.body.commitment);

    // Snapshots every 2 events (this platform's setting): 9 moves → snapshots at 2, 4, 6, 8.
    const doc = makeDocumentClient(app.dynamo);
    const snaps = await doc.send(new QueryCommand({ TableName: app.tableName, KeyConditionExpression: "pk = :pk AND begins_with(sk, :s)", ExpressionAttributeValues: { ":pk": `GAME#${id}`, ":s": "SNAPSHOT#" } }));
    expect(snaps.Items?.map((i) => i.seq)).toEqual([2, 4, 6, 8]);

    // Anyone can re-run the game from the revealed seed and the history's moves.
    const history = await call("GET", `/games/${id}/history?limit=200`, { token: tokens.ann });
    expect(history.body.entries).toHaveLength(10);
    const events = await app.store.events(id, 0);
    const moves = events.flatMap((e) => (e.type === "move" ? [{ seat: e.seat, move: e.move as { kind: "play"; card: string } }] : []));
    const state = replay(highCard, { seats: 3, options: { rounds: 3 }, seed }, moves);
    expect(highCard.result(state).winners).toEqual(end.body.result.winners);

    // The published record lets anyone check the seed and re-run every move.
    const record = await call("GET", `/games/${id}/record`, { token: await sessionFor("stranger@example.test") });
    expect(record.status).toBe(200);
    expect(record.body).toMatchObject({ gameId: id, game: "high-card", seats: 3, seed, names: ["Ann", "Bob", "Cy"] });
    expect(record.body.moves).toHaveLength(9);
    expect(JSON.stringify(record.body)).not.toContain("@example.test");
    expect((await verifyRecord(highCard, record.body)).summary).toMatch(/^Verified/);
    const otherSeed = await verifyRecord(highCard, { ...record.body, seed: "0".repeat(64) });
    expect(otherSeed.commitmentMatches).toBe(false);
    const swapped = { ...record.body, moves: record.body.moves.map((m: { seat: number }, i: number) => (i === 0 ? { ...m, seat: (m.seat + 1) % 3 } : m)) };
    expect((await verifyRecord(highCard, swapped)).replayed).toBe(false);

    const after = await play(id, "ann", { card: "card-1", expectedVersion: 9 });
    expect(after.status).toBe(409);
    expect(after.body.error.code).toBe("game/over");
  });

  it("pages the history and describes each entry for its viewer", async () => {
    const id = await newGame();
    for (const who of ["ann", "bob", "cy", "ann"]) await play(id, who);
    const page1 = await call("GET", `/games/${id}/history?after=-1&limit=2&views=1`, { token: tokens.ann });
    expect(page1.body.entries.map((e: { seq: number }) => e.seq)).toEqual([0, 1]);
    expect(page1.body.next).toBe(1);
    expect(page1.body.entries[1].view.round).toBe(1);
    const page2 = await call("GET", `/games/${id}/history?after=1&limit=10&views=1`, { token: tokens.ann });
    expect(page2.body.entries.map((e: { seq: number }) => e.seq)).toEqual([2, 3, 4]);
    expect(page2.body.next).toBeNull();
    expect(page2.body.entries[1].text).toMatch(/revealed/);
    expect(page2.body.entries[2].view.round).toBe(2);
    const bad = await call("GET", `/games/${id}/history?limit=5000`, { token: tokens.ann });
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe("limit");
  });
});

describe("my games", () => {
  it("lists a player's games with those waiting for them first", async () => {
    const id = await newGame();
    await play(id, "ann");
    const ann = await call("GET", "/games", { token: tokens.ann });
    const bob = await call("GET", "/games", { token: tokens.bob });
    const annEntry = ann.body.games.find((g: { gameId: string }) => g.gameId === id);
    const bobEntry = bob.body.games.find((g: { gameId: string }) => g.gameId === id);
    expect(annEntry).toMatchObject({ waitingForMe: false, seat: 0, status: "active" });
    expect(bobEntry).toMatchObject({ waitingForMe: true, seat: 1 });
    const firstNotWaiting = ann.body.games.findIndex((g: { waitingForMe: boolean }) => !g.waitingForMe);
    expect(ann.body.games.slice(firstNotWaiting).every((g: { waitingForMe: boolean }) => !g.waitingForMe)).toBe(true);
  });
});

describe("sign-in links", () => {
  it("work once", async () => {
    const link = await app.auth.mintLink("once@example.test", "/games/abcdefg", LINK_TTL.signIn);
    const first = await call("POST", "/auth/redeem", { body: { token: link } });
    expect(first.body).toMatchObject({ email: "once@example.test", next: "/games/abcdefg" });
    const second = await call("POST", "/auth/redeem", { body: { token: link } });
    expect(second.status).toBe(401);
    expect(second.body.error.code).toBe("auth/link-invalid");
  });

  it("from a game email work every time within their lifetime, for that one game only", async () => {
    const id = await newGame();
    const other = await newGame();
    const link = await app.auth.mintLink("bob@example.test", `/games/${id}`, LINK_TTL.game, id);
    const first = await call("POST", "/auth/redeem", { body: { token: link } });
    const second = await call("POST", "/auth/redeem", { body: { token: link } });
    for (const r of [first, second]) expect(r.body).toMatchObject({ email: "bob@example.test", next: `/games/${id}`, scope: { game: id } });
    const scoped = second.body.session;
    expect((await call("GET", `/games/${id}`, { token: scoped })).body.mySeat).toBe(1);
    expect((await call("GET", `/games/${id}/history`, { token: scoped })).status).toBe(200);
    expect((await call("GET", "/me", { token: scoped })).body).toEqual({ email: "bob@example.test", scope: { game: id }, mailSuppressed: null });
    const elsewhere = await call("GET", `/games/${other}`, { token: scoped });
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.error.code).toBe("auth/other-game");
    expect((await call("GET", "/games", { token: scoped })).body.error.code).toBe("auth/game-only");
    expect((await call("POST", "/games", { token: scoped, body: { game: "high-card", players } })).status).toBe(403);
  });

  it("used up or expired can be exchanged for a fresh sign-in link to the same address", async () => {
    const link = await app.auth.mintLink("again@example.test", "/games/abcdefg", LINK_TTL.signIn);
    await call("POST", "/auth/redeem", { body: { token: link } });
    expect((await call("POST", "/auth/resend", { body: { token: link }, sourceIp: "10.7.0.1" })).status).toBe(202);
    const doc = makeDocumentClient(app.dynamo);
    const requests = await doc.send(new ScanCommand({ TableName: app.tableName, FilterExpression: "purpose = :p AND email = :e", ExpressionAttributeValues: { ":p": "sign-in", ":e": "again@example.test" } }));
    expect(requests.Items?.map((i) => i.next)).toEqual(["/games/abcdefg"]);
    const unknown = await call("POST", "/auth/resend", { body: { token: "x".repeat(43) } });
    expect(unknown.status).toBe(404);
  });

  it("expire", async () => {
    const link = await app.auth.mintLink("late@example.test", null, -1);
    expect((await call("POST", "/auth/redeem", { body: { token: link } })).status).toBe(401);
  });

  it("are stored only as hashes", async () => {
    const link = await app.auth.mintLink("hash@example.test", null, 60);
    const doc = makeDocumentClient(app.dynamo);
    const hash = createHash("sha256").update(link).digest("hex");
    const items = await doc.send(new QueryCommand({ TableName: app.tableName, KeyConditionExpression: "pk = :pk", ExpressionAttributeValues: { ":pk": `LINK#${hash}` } }));
    expect(items.Items).toHaveLength(1);
    expect(JSON.stringify(items.Items)).not.toContain(link);
  });

  it("sign out ends the session", async () => {
    const session = await sessionFor("bye@example.test");
    expect((await call("GET", "/me", { token: session })).body.email).toBe("bye@example.test");
    expect((await call("POST", "/auth/sign-out", { token: session })).status).toBe(204);
    expect((await call("GET", "/me", { token: session })).status).toBe(401);
  });
});

describe("legal moves too big for GET /games/{id}", () => {
  it("are deferred by kind and served by GET /games/{id}/moves?kind=, for the caller's seat only", async () => {
    const created = await call("POST", "/games", { token: tokens.ann, body: { game: wordyHighCard.id, options: { rounds: 3 }, players } });
    const id = created.body.gameId;
    const game = await call("GET", `/games/${id}`, { token: tokens.ann });
    expect(game.status).toBe(200);
    expect(JSON.stringify(game.body).length).toBeLessThan(64 * 1024);
    expect(game.body.legalMoves).toEqual([]);
    expect(game.body.deferredMoves).toEqual([{ kind: "play", count: 3, at: 0 }]);
    const moves = await call("GET", `/games/${id}/moves?kind=play`, { token: tokens.ann });
    expect(moves.status).toBe(200);
    expect(moves.body).toMatchObject({ gameId: id, version: 0, kind: "play" });
    expect(moves.body.legalMoves).toHaveLength(3);
    const move = moves.body.legalMoves[0].move;
    expect((await call("POST", `/games/${id}/moves`, { token: tokens.ann, body: { move, clientMoveId: "wordy-ann-1", expectedVersion: 0 } })).status).toBe(200);
    // A spectator has no moves; a malformed kind is a 400 naming it.
    const spectator = await sessionFor("someone@example.test");
    expect((await call("GET", `/games/${id}/moves?kind=play`, { token: spectator })).body.legalMoves).toEqual([]);
    const bad = await call("GET", `/games/${id}/moves?kind=Not%20A%20Kind`, { token: tokens.ann });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/kind/);
  });
});

describe("routing", () => {
  it("answers unknown routes with 404 and wrong methods with 405", async () => {
    expect((await call("GET", "/nowhere")).status).toBe(404);
    expect((await call("DELETE", "/games")).status).toBe(405);
  });
});

describe("optional moves of seats the game is not waiting for", () => {
  it("accepts them through the engine's judgement, without changing who is awaited", async () => {
    const { tally } = await import("../fixtures/tally");
    const platform = await freshPlatform({ games: { [tally.id]: tally } });
    const tcall = lambdaCaller(platform.api);
    const link = async (email: string) => (await tcall("POST", "/auth/redeem", { body: { token: await platform.auth.mintLink(email, null, 60) } })).body.session;
    const [a, b] = [await link("a@example.test"), await link("b@example.test")];
    const created = await tcall("POST", "/games", { token: a, body: { game: "tally", options: { target: 10 }, players: [{ name: "A", email: "a@example.test" }, { name: "B", email: "b@example.test" }] } });
    const id = created.body.gameId;
    const bView = await tcall("GET", `/games/${id}`, { token: b });
    expect(bView.body.awaiting).toEqual([0]);
    expect(bView.body.legalMoves).toEqual([{ move: { kind: "cheer" }, label: "Cheer" }]);
    const cheer = await tcall("POST", `/games/${id}/moves`, { token: b, body: { move: { kind: "cheer" }, clientMoveId: "cheer-b-1", expectedVersion: 0 } });
    expect(cheer.status).toBe(200);
    const after = await tcall("GET", `/games/${id}`, { token: a });
    expect(after.body).toMatchObject({ version: 1, awaiting: [0], view: { cheers: [0, 1] } });
    // The engine still refuses what the seat may not do: B adding out of turn.
    const add = await tcall("POST", `/games/${id}/moves`, { token: b, body: { move: { kind: "add", amount: 1 }, clientMoveId: "add-b-one", expectedVersion: 1 } });
    expect(add.status).toBe(422);
    expect(add.body.error.code).toBe("move/not-your-turn");
  });
});

describe("reminders", () => {
  it("write a reminder email only while the seat still owes its move", async () => {
    const id = await newGame();
    const before = await app.store.getSummary(id);
    expect(await app.timer({ kind: "reminder", gameId: id, seat: 1, version: 0 })).toEqual({ kind: "reminder", acted: true });
    // Others moving in between does not excuse the seat; its own move does.
    await play(id, "ann");
    expect(await app.timer({ kind: "reminder", gameId: id, seat: 2, version: 0 })).toEqual({ kind: "reminder", acted: true });
    await play(id, "cy");
    expect(await app.timer({ kind: "reminder", gameId: id, seat: 2, version: 0 })).toEqual({ kind: "reminder", acted: false });
    expect(await app.timer({ kind: "reminder", gameId: id, seat: 0, version: 0 })).toEqual({ kind: "reminder", acted: false });
    expect(before?.version).toBe(0);
    const doc = makeDocumentClient(app.dynamo);
    const outbox = await doc.send(new QueryCommand({ TableName: app.tableName, KeyConditionExpression: "pk = :pk AND begins_with(sk, :s)", ExpressionAttributeValues: { ":pk": `GAME#${id}`, ":s": "OUTBOX#" } }));
    const reminders = (outbox.Items ?? []).filter((i) => String(i.sk).includes("#reminder#"));
    expect(reminders.map((i) => i.recipients[0].email).sort()).toEqual(["bob@example.test", "cy@example.test"]);
    await expect(app.timer({ kind: "reminder", gameId: "BAD", seat: 0, version: 0 })).rejects.toThrow();
    await expect(app.timer({ kind: "bogus" })).rejects.toThrow();
    // A reminder scheduled by the previous release (no kind) still works.
    expect(await app.timer({ gameId: id, seat: 1, version: 0 })).toEqual({ kind: "reminder", acted: false });
  });
});

describe("sign-in requests", () => {
  const from = (ip: string) => ({ sourceIp: ip });
  it("cap mail to one inbox, +tag variants folded, so a flood cannot grow past a few emails", async () => {
    const answers: number[] = [];
    // Many client addresses, many +tag spellings of one inbox.
    for (let i = 0; i < 8; i++) answers.push((await call("POST", "/auth/sign-in", { body: { email: `Flood+${i}@Example.test` }, ...from(`10.0.0.${i}`) })).status);
    expect(answers).toEqual([...Array(SIGN_IN_LIMITS.inboxPerHour).fill(202), ...Array(8 - SIGN_IN_LIMITS.inboxPerHour).fill(429)]);
    // Another inbox is not affected.
    expect((await call("POST", "/auth/sign-in", { body: { email: "calm@example.test" }, ...from("10.0.0.1") })).status).toBe(202);
  });

  it("cap requests from one client address across inboxes", async () => {
    const answers: number[] = [];
    for (let i = 0; i <= SIGN_IN_LIMITS.clientPerHour; i++) answers.push((await call("POST", "/auth/sign-in", { body: { email: `spray${i}@example.test` }, ...from("10.9.9.9") })).status);
    expect(answers.at(-1)).toBe(429);
    expect(answers.filter((s) => s === 202)).toHaveLength(SIGN_IN_LIMITS.clientPerHour);
  });

  it("let the owner sign in from a browser that signed in before, whatever a stranger did", async () => {
    const link = await app.auth.mintLink("owner@example.test", null, LINK_TTL.signIn);
    const { device } = (await call("POST", "/auth/redeem", { body: { token: link } })).body;
    expect(device).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    for (let i = 0; i < 12; i++) await call("POST", "/auth/sign-in", { body: { email: `owner+x${i}@example.test` }, ...from(`10.1.0.${i}`) });
    expect((await call("POST", "/auth/sign-in", { body: { email: "owner@example.test" }, ...from("10.1.1.1") })).status).toBe(429);
    expect((await call("POST", "/auth/sign-in", { body: { email: "owner@example.test", device }, ...from("10.1.1.1") })).status).toBe(202);
    // The device token is no pass for another inbox.
    expect((await call("POST", "/auth/sign-in", { body: { email: "flood@example.test", device }, ...from("10.1.1.2") })).status).toBe(429);
  });

  it("reject a malformed email or next path with 400 naming the field", async () => {
    const bad = await call("POST", "/auth/sign-in", { body: { email: "not-an-email" } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe("email");
    const offsite = await call("POST", "/auth/sign-in", { body: { email: "a@example.test", next: "https://evil.example/" } });
    expect(offsite.status).toBe(400);
    expect(offsite.body.error.field).toBe("next");
    for (const next of ["//evil.example/x", "/\\evil.example"]) {
      const r = await call("POST", "/auth/sign-in", { body: { email: "a@example.test", next } });
      expect(r.status, next).toBe(400);
      expect(r.body.error.field).toBe("next");
    }
  });
});

describe("mail settings", () => {
  it("are read and changed with a session, field by field, with the defaults first", async () => {
    const got = await call("GET", "/settings", { token: tokens.cy });
    expect(got.body).toEqual({ email: "cy@example.test", settings: { mode: "every", intervalHours: 24, digestHour: 18, timeZone: "UTC", muted: [], reminders: true, remindersInDigest: true, skipConfirm: false, press: "with-moves" } });
    const changed = await call("POST", "/settings", { token: tokens.cy, body: { settings: { mode: "digest", digestHour: 7, timeZone: "Europe/Berlin", press: "each" } } });
    expect(changed.body.settings).toMatchObject({ mode: "digest", digestHour: 7, timeZone: "Europe/Berlin", reminders: true, press: "each" });
    expect((await call("GET", "/settings", { token: tokens.cy })).body.settings.mode).toBe("digest");
  });

  it("keep the player's skip-confirm choice, so it follows them to another device", async () => {
    expect((await call("POST", "/settings", { token: tokens.cy, body: { settings: { skipConfirm: true } } })).body.settings).toMatchObject({ skipConfirm: true, mode: "digest" });
    expect((await call("GET", "/settings", { token: tokens.cy })).body.settings.skipConfirm).toBe(true);
    const bad = await call("POST", "/settings", { token: tokens.cy, body: { settings: { skipConfirm: "yes" } } });
    expect([bad.status, bad.body.error.field]).toEqual([400, "settings.skipConfirm"]);
    expect((await call("POST", "/settings", { token: tokens.cy, body: { settings: { skipConfirm: false } } })).body.settings.skipConfirm).toBe(false);
  });

  it.each([
    [{ mode: "sometimes" }, "settings.mode"],
    [{ intervalHours: 5 }, "settings.intervalHours"],
    [{ digestHour: 24 }, "settings.digestHour"],
    [{ timeZone: "Mars/Olympus" }, "settings.timeZone"],
    [{ muted: ["NOT A GAME"] }, "settings.muted.0"],
    [{ press: "never" }, "settings.press"],
    [{ colour: "red" }, "settings"],
  ])("refuse %j with 400 naming %s", async (settings, field) => {
    const r = await call("POST", "/settings", { token: tokens.cy, body: { settings } });
    expect(r.status).toBe(400);
    expect(r.body.error.field).toBe(field);
  });

  it("can be changed without a session through the signed link of an email, and one-click unsubscribe needs nothing else", async () => {
    const token = await app.auth.settingsToken("dan@example.test");
    expect((await call("GET", `/settings?token=${encodeURIComponent(token)}`)).body.email).toBe("dan@example.test");
    const id = await newGame();
    expect((await call("POST", "/settings", { body: { token, settings: { muted: [id] } } })).body.settings.muted).toEqual([id]);
    const unsub = await call("POST", `/unsubscribe?token=${encodeURIComponent(token)}`, { rawBody: "List-Unsubscribe=One-Click" });
    expect({ status: unsub.status, body: unsub.body }).toEqual({ status: 200, body: { email: "dan@example.test", unsubscribed: true } });
    expect((await app.users.settings("dan@example.test")).mode).toBe("none");
    // A token for another address, or a forged one, is refused.
    const forged = `${Buffer.from("ann@example.test").toString("base64url")}.${token.split(".")[1]}`;
    expect((await call("POST", `/unsubscribe?token=${encodeURIComponent(forged)}`, { rawBody: "List-Unsubscribe=One-Click" })).status).toBe(403);
    expect((await call("GET", "/settings")).status).toBe(401);
  });
});
