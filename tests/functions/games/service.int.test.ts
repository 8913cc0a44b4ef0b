/**
 * GameService behaviours through the HTTP handler, against DynamoDB Local, with time from an
 * injected clock: chat, the joined flag, the order of "my games", snapshots written by another
 * engine version.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { DeleteCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import { replay } from "@backroom/engine";
import { highCard } from "../../fixtures/high-card";
import { freshPlatform } from "../../support/dynamo";
import { lambdaCaller, type Call } from "../../support/api-client";
import { failingAppends, lineIn, racedBy, STORE_FAILURE } from "../../support/racing";
import { LINK_TTL } from "../../../functions/src/auth/auth";
import { sha256Hex } from "../../../functions/src/auth/secrets";
import { makeDocumentClient } from "../../../functions/src/store/client";
import { keys } from "../../../functions/src/store/table";

let now = Date.parse("2026-04-01T09:00:00.000Z");
/** Told by hand; nothing in these tests waits on it (mail is not paced without MAIL_SEND_RATE). */
const clock = { now: () => new Date(now), wait: () => Promise.reject(new Error("nothing here waits on the clock")) };
const tick = () => { now += 60_000; };
let app: Awaited<ReturnType<typeof freshPlatform>>;
let call: Call;
let doc: ReturnType<typeof makeDocumentClient>;
const tokens: Record<string, string> = {};
const people = ["ann", "bob", "cy", "eve"];
const player = (n: string) => ({ name: n[0]!.toUpperCase() + n.slice(1), email: `${n}@example.test` });

beforeAll(async () => {
  app = await freshPlatform({ games: { [highCard.id]: highCard }, snapshotEvery: 2, clock });
  call = lambdaCaller(app.api);
  doc = makeDocumentClient(app.dynamo);
  for (const p of people) {
    const link = await app.auth.mintLink(`${p}@example.test`, null, LINK_TTL.signIn);
    tokens[p] = (await call("POST", "/auth/redeem", { body: { token: link } })).body.session;
  }
});

async function newGame(who: string[], rounds = 2): Promise<string> {
  tick();
  const res = await call("POST", "/games", { token: tokens[who[0]!], body: { game: "high-card", options: { rounds }, players: who.map(player) } });
  expect(res.status).toBe(201);
  return res.body.gameId;
}

async function play(id: string, who: string): Promise<void> {
  tick();
  const game = await call("GET", `/games/${id}`, { token: tokens[who] });
  const res = await call("POST", `/games/${id}/moves`, { token: tokens[who], body: { move: game.body.legalMoves[0].move, clientMoveId: `m-${id}-${who}-${game.body.version}`, expectedVersion: game.body.version } });
  expect(res.status).toBe(200);
}

/** One game's entry in `who`'s "my games". */
const myGame = async (who: string, id: string) => (await call("GET", "/games", { token: tokens[who] })).body.games.find((g: { gameId: string }) => g.gameId === id);

const say = (id: string, who: string, text: unknown, clientMoveId: unknown = `chat-${who}-${String(text).length}-${now}`) =>
  call("POST", `/games/${id}/chat`, { token: tokens[who], body: { text, clientMoveId } });

describe("chat", () => {
  it("is for the game's players only: anyone else gets 403 and nothing is written", async () => {
    const id = await newGame(["ann", "bob"]);
    const res = await say(id, "eve", "let me in");
    expect(res.status).toBe(403);
    expect(res.body.error).toEqual({ code: "auth/not-a-player", message: "Only the game's players can chat." });
    expect((await call("GET", `/games/${id}`, { token: tokens.ann })).body.version).toBe(0);
    expect((await call("POST", `/games/${id}/chat`, { body: { text: "hi", clientMoveId: "anon-1" } })).status).toBe(401);
    expect((await say("nosuchgame", "ann", "hello?")).status).toBe(404);
  });

  it.each([
    ["empty text", "", "text"],
    ["blank text", "   ", "text"],
    ["text over 1000 characters", "x".repeat(1001), "text"],
    ["text that is not a string", 42, "text"],
  ])("rejects %s with 400 naming the field", async (_what, text, field) => {
    const id = await newGame(["ann", "bob"]);
    const res = await say(id, "ann", text);
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe(field);
    expect((await call("GET", `/games/${id}`, { token: tokens.ann })).body.version).toBe(0);
  });

  it("rejects a missing or malformed clientMoveId", async () => {
    const id = await newGame(["ann", "bob"]);
    expect((await call("POST", `/games/${id}/chat`, { token: tokens.ann, body: { text: "hi" } })).body.error.field).toBe("clientMoveId");
    expect((await say(id, "ann", "hi", "short")).body.error.field).toBe("clientMoveId");
    expect((await say(id, "ann", "hi", "has spaces in it")).body.error.field).toBe("clientMoveId");
  });

  it("is appended to the history in the player's name, trimmed, without changing whose move it is", async () => {
    const id = await newGame(["ann", "bob"]);
    const res = await say(id, "bob", "  good luck  ", "chat-bob-luck");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ gameId: id, seq: 1, version: 1, moveVersion: 0, duplicate: false });
    const game = await call("GET", `/games/${id}`, { token: tokens.ann });
    expect(game.body).toMatchObject({ version: 1, moveVersion: 0, awaiting: [0, 1], status: "active" });
    const history = await call("GET", `/games/${id}/history`, { token: tokens.ann });
    expect(history.body.entries[1]).toMatchObject({ seq: 1, type: "chat", seat: 1, text: "Bob: good luck" });
  });

  it("is idempotent by clientMoveId: a retry answers the original seq and writes nothing", async () => {
    const id = await newGame(["ann", "bob"]);
    const first = await say(id, "ann", "hello", "chat-ann-once");
    await play(id, "bob");
    const again = await say(id, "ann", "hello", "chat-ann-once");
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ gameId: id, seq: first.body.seq, version: first.body.version, duplicate: true });
    const history = await call("GET", `/games/${id}/history`, { token: tokens.ann });
    expect(history.body.entries.filter((e: { type: string }) => e.type === "chat")).toHaveLength(1);
    expect(history.body.version).toBe(2);
  });

  it("sent three times at once (a client retrying), is written once", async () => {
    const id = await newGame(["ann", "bob"]);
    const results = await Promise.all([0, 1, 2].map(() => say(id, "bob", "same line", "chat-bob-same")));
    expect(results.map((r) => [r.status, r.body.seq])).toEqual([[200, 1], [200, 1], [200, 1]]);
    expect(results.filter((r) => r.body.duplicate === false)).toHaveLength(1);
    expect((await call("GET", `/games/${id}/history`, { token: tokens.bob })).body.entries).toHaveLength(2);
  });

  it("is never refused because someone moved at the same time (it is retried)", async () => {
    const id = await newGame(["ann", "bob", "cy"]);
    const move = (await call("GET", `/games/${id}`, { token: tokens.ann })).body.legalMoves[0].move;
    const results = await Promise.all([
      say(id, "ann", "one", "chat-ann-one"), say(id, "bob", "two", "chat-bob-two"), say(id, "cy", "three", "chat-cy-three"),
      call("POST", `/games/${id}/moves`, { token: tokens.ann, body: { move, clientMoveId: "race-move-ann", expectedVersion: 0 } }),
    ]);
    expect(results.slice(0, 3).map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(results.slice(0, 3).map((r) => r.body.seq)).size).toBe(3);
    // Nor does the chat stop the move: it was judged against move version 0, which chat never raises.
    expect(results[3]!.status).toBe(200);
    const history = await call("GET", `/games/${id}/history`, { token: tokens.ann });
    expect(history.body.entries.map((e: { seq: number }) => e.seq)).toEqual([0, 1, 2, 3, 4]);
    expect(history.body.entries.filter((e: { type: string }) => e.type === "move")).toHaveLength(1);
    expect(history.body.entries.filter((e: { type: string }) => e.type === "chat").map((e: { text: string }) => e.text).sort()).toEqual(["Ann: one", "Bob: two", "Cy: three"]);
  });
});

describe("chat never blocks a move", () => {
  it("a move against the move version read before someone chatted is accepted", async () => {
    const id = await newGame(["ann", "bob"]);
    const seen = (await call("GET", `/games/${id}`, { token: tokens.ann })).body;
    expect(seen).toMatchObject({ version: 0, moveVersion: 0 });
    await say(id, "bob", "take your time", "chat-bob-wait");
    await say(id, "bob", "really", "chat-bob-really");
    const res = await call("POST", `/games/${id}/moves`, { token: tokens.ann, body: { move: seen.legalMoves[0].move, clientMoveId: "ann-after-chat", expectedVersion: seen.moveVersion } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ gameId: id, seq: 3, version: 3, moveVersion: 3, duplicate: false });
    const after = (await call("GET", `/games/${id}`, { token: tokens.bob })).body;
    expect(after).toMatchObject({ version: 3, moveVersion: 3 });
    // An event version seen after the chat is as good as the move version.
    const bobMove = await call("POST", `/games/${id}/moves`, { token: tokens.bob, body: { move: after.legalMoves[0].move, clientMoveId: "bob-after-chat", expectedVersion: 3 } });
    expect(bobMove.status).toBe(200);
  });

  it("a move against a move version older than another move is still a 409, and nothing is written", async () => {
    const id = await newGame(["ann", "bob"]);
    const seen = (await call("GET", `/games/${id}`, { token: tokens.bob })).body;
    await play(id, "ann");
    await say(id, "ann", "your go", "chat-ann-go");
    const stale = await call("POST", `/games/${id}/moves`, { token: tokens.bob, body: { move: seen.legalMoves[0].move, clientMoveId: "bob-stale", expectedVersion: seen.moveVersion } });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ code: "move/version-conflict", currentVersion: 1 });
    expect((await call("GET", `/games/${id}`, { token: tokens.bob })).body).toMatchObject({ version: 2, moveVersion: 1 });
  });

  it("a chatty table cannot hold off a move, and no line is lost or doubled when many race one", async () => {
    const id = await newGame(["ann", "bob", "cy"]);
    const seen = (await call("GET", `/games/${id}`, { token: tokens.cy })).body;
    const lines = Array.from({ length: 8 }, (_, i) => say(id, i % 2 ? "ann" : "bob", `line ${i}`, `chat-storm-${i}`));
    const [move] = await Promise.all([
      call("POST", `/games/${id}/moves`, { token: tokens.cy, body: { move: seen.legalMoves[0].move, clientMoveId: "cy-in-the-storm", expectedVersion: seen.moveVersion } }),
      ...lines,
    ]);
    expect(move!.status).toBe(200);
    const history = (await call("GET", `/games/${id}/history`, { token: tokens.ann })).body;
    expect(history.entries.map((e: { seq: number }) => e.seq)).toEqual([...Array(10).keys()]);
    expect(history.entries.filter((e: { type: string }) => e.type === "chat").map((e: { text: string }) => e.text.replace(/^\w+: /, "")).sort())
      .toEqual(Array.from({ length: 8 }, (_, i) => `line ${i}`));
    expect(history.entries.filter((e: { type: string }) => e.type === "move")).toHaveLength(1);
    expect((await call("GET", `/games/${id}`, { token: tokens.ann })).body.moveVersion).toBe(move!.body.seq);
  });
});

describe("the joined flag", () => {
  it("is set for the creator, and for another player once they open the game (not by a spectator)", async () => {
    const id = await newGame(["ann", "bob", "cy"]);
    const joined = async () => (await call("GET", `/games/${id}`, { token: tokens.ann })).body.players.map((p: { joined: boolean }) => p.joined);
    const listed = async (who: string) => (await myGame(who, id)).players.map((p: { joined: boolean }) => p.joined);
    expect(await joined()).toEqual([true, false, false]);
    expect(await listed("ann")).toEqual([true, false, false]);
    await call("GET", `/games/${id}`, { token: tokens.eve });
    expect(await joined()).toEqual([true, false, false]);
    // Bob's own answer already counts him in; from then on everyone sees it.
    expect((await call("GET", `/games/${id}`, { token: tokens.bob })).body.players[1].joined).toBe(true);
    expect(await joined()).toEqual([true, true, false]);
    expect(await listed("cy")).toEqual([true, true, false]);
  });
});

describe("my games", () => {
  it("lists games waiting for me first, then other running games, then finished ones; newest activity first within each", async () => {
    const waitingOld = await newGame(["cy", "eve"], 1);
    const waitingNew = await newGame(["cy", "eve"], 1);
    const running = await newGame(["cy", "eve"], 1);
    await play(running, "cy");
    const finished = await newGame(["cy", "eve"], 1);
    await play(finished, "cy");
    await play(finished, "eve");
    const res = await call("GET", "/games", { token: tokens.cy });
    const mine = res.body.games.filter((g: { gameId: string }) => [waitingOld, waitingNew, running, finished].includes(g.gameId));
    expect(mine.map((g: { gameId: string }) => g.gameId)).toEqual([waitingNew, waitingOld, running, finished]);
    expect(mine.map((g: { waitingForMe: boolean; status: string }) => [g.waitingForMe, g.status])).toEqual([[true, "active"], [true, "active"], [false, "active"], [false, "finished"]]);
    expect(mine[3]).toMatchObject({ game: "high-card", title: "High Card (test fixture)", seat: 0, version: 2, updatedAt: new Date(now).toISOString() });
    expect(mine[3].winners.length).toBeGreaterThan(0);
    expect(mine[0].players).toEqual([{ seat: 0, name: "Cy", joined: true }, { seat: 1, name: "Eve", joined: false }]);
    // No time control: no deadline; a person's own seat, not a bot's.
    expect(mine.map((g: { deadline: string | null; bot: boolean }) => [g.deadline, g.bot])).toEqual([[null, false], [null, false], [null, false], [null, false]]);
    // Eve's list: she owes a move in all but the finished game.
    const eve = (await call("GET", "/games", { token: tokens.eve })).body.games.filter((g: { gameId: string }) => [waitingOld, waitingNew, running, finished].includes(g.gameId));
    expect(eve.map((g: { gameId: string }) => g.gameId)).toEqual([running, waitingNew, waitingOld, finished]);
    expect(eve.map((g: { seat: number }) => g.seat)).toEqual([1, 1, 1, 1]);
    // Activity that does not change Cy's own turn still counts as news: Eve moves in the oldest game.
    await play(waitingOld, "eve");
    const again = (await call("GET", "/games", { token: tokens.cy })).body.games.filter((g: { gameId: string }) => [waitingOld, waitingNew, running, finished].includes(g.gameId));
    expect(again.map((g: { gameId: string }) => g.gameId)).toEqual([waitingOld, waitingNew, running, finished]);
  });

  it("leaves out a game whose summary is gone, rather than failing the whole list", async () => {
    const gone = await newGame(["cy", "eve"], 1);
    const kept = await newGame(["cy", "eve"], 1);
    await doc.send(new DeleteCommand({ TableName: app.tableName, Key: { pk: keys.game(gone), sk: keys.summary } }));
    const res = await call("GET", "/games", { token: tokens.cy });
    expect(res.status).toBe(200);
    const ids = res.body.games.map((g: { gameId: string }) => g.gameId);
    expect(ids).toContain(kept);
    expect(ids).not.toContain(gone);
    expect(ids.every((g: unknown) => typeof g === "string")).toBe(true);
  });
});

describe("snapshots", () => {
  it("a snapshot written by another engine version is not used: the state is rebuilt from the events", async () => {
    const id = await newGame(["ann", "bob"], 3);
    await play(id, "ann");
    await play(id, "bob");
    await play(id, "ann");
    const seed = await app.store.getSeed(id);
    const events = await app.store.events(id, 0);
    const truth = replay(highCard, { seats: 2, options: { rounds: 3 }, seed }, events.flatMap((e) => (e.type === "move" ? [{ seat: e.seat, move: e.move as never }] : [])));
    // A later build wrote its own snapshot at seq 3, of a state this version would misread.
    const foreign = { ...truth, points: [7, 7] };
    await doc.send(new PutCommand({ TableName: app.tableName, Item: { pk: keys.game(id), sk: keys.snapshot(3), seq: 3, engineVersion: highCard.engineVersion + 1, state: JSON.stringify(foreign) } }));
    const game = await call("GET", `/games/${id}`, { token: tokens.ann });
    expect(game.status).toBe(200);
    expect(game.body.view).toEqual(highCard.view(truth, 0));
    expect(game.body.result.scores).toEqual(truth.points);
    // Moving on from it works the same way.
    await play(id, "bob");
    const after = await call("GET", `/games/${id}`, { token: tokens.bob });
    expect(after.body.view.points).not.toEqual([7, 7]);
    expect(after.body.version).toBe(4);
  });
});

describe("the catalogue", () => {
  it("lists each game with its player counts and its options as JSON Schema, to anyone", async () => {
    const res = await call("GET", "/catalog");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      games: [{
        id: "high-card", title: highCard.title, minPlayers: highCard.minPlayers, maxPlayers: highCard.maxPlayers,
        options: expect.objectContaining({ type: "object", properties: expect.objectContaining({ rounds: expect.objectContaining({ type: "integer" }) }) }),
      }],
    });
  });
});

describe("reading a game", () => {
  it("with a time control, my games shows the deadline of the seat it waits for, and none to the others", async () => {
    tick();
    const res = await call("POST", "/games", { token: tokens.ann, body: { game: "high-card", options: { rounds: 1 }, players: ["ann", "bob"].map(player), timeControl: { daysPerDecision: 2 } } });
    const id = res.body.gameId as string;
    await play(id, "ann");
    expect(await myGame("ann", id)).toMatchObject({ waitingForMe: false, deadline: null });
    const bob = await myGame("bob", id);
    expect(bob.waitingForMe).toBe(true);
    expect(Date.parse(bob.deadline)).toBeGreaterThan(now);
  });

  it("tells its host they are the host, and no one else", async () => {
    const id = await newGame(["ann", "bob"]);
    expect((await call("GET", `/games/${id}`, { token: tokens.ann })).body.host).toBe(true);
    expect((await call("GET", `/games/${id}`, { token: tokens.bob })).body.host).toBe(false);
    expect((await call("GET", `/games/${id}`, { token: tokens.eve })).body.host).toBe(false);
  });

  it("gives the caller's legal moves of one kind, and a spectator none", async () => {
    const id = await newGame(["ann", "bob"]);
    const bob = (await call("GET", `/games/${id}/moves?kind=play`, { token: tokens.bob })).body;
    expect(bob).toMatchObject({ gameId: id, version: 0, kind: "play" });
    expect(bob.legalMoves.length).toBeGreaterThan(0);
    expect(bob.legalMoves.every((m: { move: { kind: string } }) => m.move.kind === "play")).toBe(true);
    expect((await call("GET", `/games/${id}/moves?kind=other`, { token: tokens.bob })).body.legalMoves).toEqual([]);
    expect((await call("GET", `/games/${id}/moves?kind=play`, { token: tokens.eve })).body.legalMoves).toEqual([]);
  });

  it("answers a move against a version the game has not reached with 409", async () => {
    const id = await newGame(["ann", "bob"]);
    const game = await call("GET", `/games/${id}`, { token: tokens.ann });
    const res = await call("POST", `/games/${id}/moves`, { token: tokens.ann, body: { move: game.body.legalMoves[0].move, clientMoveId: `ahead-${id}`, expectedVersion: 5 } });
    expect(res.status).toBe(409);
    expect((await call("GET", `/games/${id}/history`, { token: tokens.ann })).body.version).toBe(0);
  });

  it("history: every kind of entry with its seat and text, views and scores only when asked, read from any point", async () => {
    const id = await newGame(["ann", "bob"], 1);
    tick();
    expect((await say(id, "bob", "good luck", `hi-${id}`)).status).toBe(200);
    await play(id, "ann");
    const all = (await call("GET", `/games/${id}/history`, { token: tokens.ann })).body;
    expect(all.entries.map((e: { seq: number; type: string; seat: number | null }) => [e.seq, e.type, e.seat])).toEqual([[0, "game-created", null], [1, "chat", 1], [2, "move", 0]]);
    expect(all.entries[0].text).toBe("Ann, Bob sat down to play High Card (test fixture).");
    expect(all.entries[1].text).toBe("Bob: good luck");
    expect(all.entries[2].text.length).toBeGreaterThan(0);
    expect(all.entries.every((e: object) => !("view" in e) && !("scores" in e) && !("by" in e))).toBe(true);
    expect(all).toMatchObject({ next: null, version: 2 });
    // From just after the creation, one at a time, with the views a replay shows.
    const page = (await call("GET", `/games/${id}/history?after=0&limit=1&views=1`, { token: tokens.ann })).body;
    expect(page.entries.map((e: { seq: number }) => e.seq)).toEqual([1]);
    expect(page.next).toBe(1);
    const rest = (await call("GET", `/games/${id}/history?after=1&views=1`, { token: tokens.ann })).body;
    expect(rest.entries.map((e: { seq: number }) => e.seq)).toEqual([2]);
    expect(rest.entries[0].view).toEqual((await call("GET", `/games/${id}`, { token: tokens.ann })).body.view);
    expect(rest.entries[0].scores).toHaveLength(2);
  });

  it("the full record, with the seed, is refused while the game runs and published when it ends", async () => {
    const id = await newGame(["ann", "bob"], 1);
    const early = await call("GET", `/games/${id}/record`, { token: tokens.ann });
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe("game/not-over");
    await play(id, "ann");
    await play(id, "bob");
    const record = (await call("GET", `/games/${id}/record`, { token: tokens.eve })).body;
    expect(record).toMatchObject({ gameId: id, game: "high-card", seats: 2, names: ["Ann", "Bob"], options: { rounds: 1 } });
    expect(record.moves.map((m: { seq: number; seat: number }) => [m.seq, m.seat])).toEqual([[1, 0], [2, 1]]);
    // Anyone can re-run it: the seed matches the commitment made at the start, and the moves give the result.
    expect(sha256Hex(record.seed)).toBe(record.commitment);
    expect(highCard.result(replay(highCard, { seats: 2, options: record.options, seed: record.seed }, record.moves)).winners).toEqual(record.winners);
    expect(record.winners.length).toBeGreaterThan(0);
  });

  it("a move by someone who is not a player is refused with 403 naming why", async () => {
    const id = await newGame(["ann", "bob"]);
    const game = await call("GET", `/games/${id}`, { token: tokens.bob });
    const res = await call("POST", `/games/${id}/moves`, { token: tokens.eve, body: { move: game.body.legalMoves[0].move, clientMoveId: `eve-${id}`, expectedVersion: 0 } });
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({ code: "auth/not-a-player", message: "You are not a player in this game." });
  });
});

describe("writers racing a move or a chat line", () => {
  const historyOf = async (id: string) => (await call("GET", `/games/${id}/history`, { token: tokens.ann })).body.entries as { seq: number; type: string; text: string }[];

  it("a move that lost its slot to chat lines is judged again and lands after them", async () => {
    const id = await newGame(["ann", "bob"]);
    const move = (await call("GET", `/games/${id}`, { token: tokens.ann })).body.legalMoves[0].move;
    const { result, raced } = await racedBy(app.store, lineIn(1, now), 2, () => call("POST", `/games/${id}/moves`, { token: tokens.ann, body: { move, clientMoveId: "ann-raced", expectedVersion: 0 } }));
    expect(raced).toBe(2);
    expect(result.body).toEqual({ gameId: id, seq: 3, version: 3, moveVersion: 3, duplicate: false });
    expect((await historyOf(id)).map((e) => [e.seq, e.type])).toEqual([[0, "game-created"], [1, "chat"], [2, "chat"], [3, "move"]]);
  });

  it("a move that loses its slot on every try gives up after nine with 409 game/busy, and nothing of it is written", async () => {
    const id = await newGame(["ann", "bob"]);
    const move = (await call("GET", `/games/${id}`, { token: tokens.ann })).body.legalMoves[0].move;
    const send = () => call("POST", `/games/${id}/moves`, { token: tokens.ann, body: { move, clientMoveId: "ann-crowded", expectedVersion: 0 } });
    // The racer would stop after twelve lines: a move that kept trying would then get in.
    const { result, raced } = await racedBy(app.store, lineIn(1, now), 12, send);
    expect(result.status).toBe(409);
    expect(result.body.error).toEqual({ code: "game/busy", message: "So much was written to this game at once that this did not get in. Nothing was changed: try again." });
    expect(raced).toBe(9);
    expect((await historyOf(id)).filter((e) => e.type === "move")).toEqual([]);
    // Sent again once the table is quiet, it lands (still current: chat never makes a move stale).
    expect((await send()).body).toMatchObject({ seq: 10, moveVersion: 10, duplicate: false });
  });

  it("a move whose write fails for another reason is not retried: a 500 saying nothing was changed, and sent again it lands", async () => {
    const id = await newGame(["ann", "bob"]);
    const move = (await call("GET", `/games/${id}`, { token: tokens.ann })).body.legalMoves[0].move;
    const send = () => call("POST", `/games/${id}/moves`, { token: tokens.ann, body: { move, clientMoveId: "ann-throttled", expectedVersion: 0 } });
    const { result: failed, calls, logged } = await failingAppends(app.store, send);
    expect(failed.status).toBe(500);
    expect(failed.body.error.code).toBe("server/error");
    expect(calls).toBe(1);
    // Logged for us with the cause; the player's answer names none of it.
    expect(String(logged[0]?.[1])).toContain(STORE_FAILURE);
    expect(JSON.stringify(failed.body)).not.toContain("Provisioned");
    expect((await historyOf(id)).map((e) => e.type)).toEqual(["game-created"]);
    expect((await send()).body).toMatchObject({ seq: 1, duplicate: false });
  });

  it("a chat line that loses its slot on every try gives up after ten with 409 game/busy; one that loses twice lands third", async () => {
    const id = await newGame(["ann", "bob"]);
    const crowded = await racedBy(app.store, lineIn(1, now), 12, () => say(id, "ann", "can I speak", "ann-crowded-line"));
    expect(crowded.result.status).toBe(409);
    expect(crowded.result.body.error.code).toBe("game/busy");
    expect(crowded.raced).toBe(10);
    expect((await historyOf(id)).filter((e) => e.text === "Ann: can I speak")).toEqual([]);
    const twice = await racedBy(app.store, lineIn(1, now), 2, () => say(id, "ann", "now?", "ann-second-try"));
    expect(twice.result.body).toEqual({ gameId: id, seq: 13, version: 13, moveVersion: 0, duplicate: false });
    expect((await historyOf(id)).map((e) => e.text).slice(-3)).toEqual(["Bob: racing line 11", "Bob: racing line 12", "Ann: now?"]);
  });

  it("a chat line whose write fails for another reason is not retried: a 500, and sent again it lands", async () => {
    const id = await newGame(["ann", "bob"]);
    const { result, calls } = await failingAppends(app.store, () => say(id, "ann", "hello", "ann-throttled-line"));
    expect(result.status).toBe(500);
    expect(calls).toBe(1);
    expect((await say(id, "ann", "hello", "ann-throttled-line")).body).toMatchObject({ seq: 1, duplicate: false });
  });

  it("a chat line whose own retry landed first answers as a duplicate of it, written once", async () => {
    const id = await newGame(["ann", "bob"]);
    // The racer is the same line, sent again by a client that did not hear back in time.
    const { result } = await racedBy(app.store, (input) => input, 1, () => say(id, "bob", "hello twice", "bob-retried"));
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ gameId: id, seq: 1, version: 1, moveVersion: 0, duplicate: true });
    expect((await historyOf(id)).filter((e) => e.type === "chat").map((e) => e.text)).toEqual(["Bob: hello twice"]);
  });
});
