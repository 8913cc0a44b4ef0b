/**
 * Press through the HTTP API, against DynamoDB Local, time from a ManualClock: who may read and
 * write which channel (the other seat, the other game, a replaced player and their substitute,
 * a seat the bot holds, a finished game with either archive setting, press modes), mute, the
 * rate limit, unread counts and read markers, and that private press changes nothing of the
 * game (version, move version, ETag, history, a pending move).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { highCard } from "../../fixtures/high-card";
import { freshPlatform } from "../../support/dynamo";
import { lambdaCaller, type Call } from "../../support/api-client";
import { LINK_TTL } from "../../../functions/src/auth/auth";
import { ManualClock } from "../../../functions/src/ports/clock";

const clock = new ManualClock("2026-12-01T09:00:00.000Z");
let app: Awaited<ReturnType<typeof freshPlatform>>;
let call: Call;
const tokens: Record<string, string> = {};
const people = ["ann", "bob", "cy", "dee", "eve", "sub"];
const player = (n: string) => ({ name: n[0]!.toUpperCase() + n.slice(1), email: `${n}@example.test` });
let n = 0;

beforeAll(async () => {
  app = await freshPlatform({ games: { [highCard.id]: highCard }, clock });
  call = lambdaCaller(app.api);
  for (const p of people) {
    const link = await app.auth.mintLink(`${p}@example.test`, null, LINK_TTL.signIn);
    tokens[p] = (await call("POST", "/auth/redeem", { body: { token: link } })).body.session;
  }
});

/** Ann (0), Bob (1), Cy (2) and Dee (3), with full press unless told otherwise. */
async function newGame(press: unknown = { mode: "full" }, who = ["ann", "bob", "cy", "dee"], rounds = 1): Promise<string> {
  await clock.advance(60_000);
  const res = await call("POST", "/games", { token: tokens[who[0]!], body: { game: "high-card", options: { rounds }, players: who.map(player), ...(press ? { press } : {}) } });
  expect(res.status).toBe(201);
  return res.body.gameId;
}
const write = (id: string, who: string, channel: string, text: string) =>
  call("POST", `/games/${id}/press/${channel}`, { token: tokens[who], body: { text, clientMessageId: `message-${who}-${n++}` } });
const read = (id: string, who: string, channel: string, query = "") => call("GET", `/games/${id}/press/${channel}${query}`, { token: tokens[who] });
const list = (id: string, who: string) => call("GET", `/games/${id}/press`, { token: tokens[who] });
const seat = (id: string, who: string, s: number, body: unknown) => call("POST", `/games/${id}/seats/${s}`, { token: tokens[who], body });
const refusal = (res: { status: number; body: { error?: { code: string } } }) => [res.status, res.body.error?.code];
async function finish(id: string, who = ["ann", "bob", "cy", "dee"]) {
  for (const p of who) {
    const g = (await call("GET", `/games/${id}`, { token: tokens[p] })).body;
    expect((await call("POST", `/games/${id}/moves`, { token: tokens[p], body: { move: g.legalMoves[0].move, clientMoveId: `end-${p}-${id}`, expectedVersion: g.moveVersion } })).status).toBe(200);
  }
  expect((await app.store.getSummary(id))!.status).toBe("finished");
}

describe("press settings", () => {
  it("default to public for the test game; chosen ones are kept and shown on the game", async () => {
    const plain = await newGame(null);
    expect((await call("GET", `/games/${plain}`, { token: tokens.ann })).body.press).toEqual({ mode: "public", archive: "private" });
    const open = await newGame({ mode: "full", archive: "open-at-end" });
    expect((await call("GET", `/games/${open}`, { token: tokens.bob })).body.press).toEqual({ mode: "full", archive: "open-at-end" });
    const bad = await call("POST", "/games", { token: tokens.ann, body: { game: "high-card", players: [player("ann"), player("bob")], press: { mode: "loud" } } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe("press.mode");
  });

  it("none: every press route and the chat are refused (403 press/off)", async () => {
    const id = await newGame({ mode: "none" });
    expect(refusal(await list(id, "ann"))).toEqual([403, "press/off"]);
    expect(refusal(await write(id, "ann", "table", "hi"))).toEqual([403, "press/off"]);
    expect(refusal(await call("POST", `/games/${id}/chat`, { token: tokens.ann, body: { text: "hi", clientMoveId: "chat-none-1" } }))).toEqual([403, "press/off"]);
    expect(refusal(await read(id, "ann", "s0-1"))).toEqual([403, "press/off"]);
    expect((await app.store.events(id, 0)).length).toBe(0);
  });

  it("public: the table only; a private channel is refused (403 press/off)", async () => {
    const id = await newGame(null);
    expect((await write(id, "ann", "table", "hello all")).status).toBe(200);
    expect(refusal(await write(id, "ann", "s0-1", "psst"))).toEqual([403, "press/off"]);
    expect(refusal(await call("POST", `/games/${id}/press`, { token: tokens.ann, body: { members: [1] } }))).toEqual([403, "press/off"]);
    expect((await list(id, "bob")).body.channels.map((c: { id: string }) => c.id)).toEqual(["table"]);
  });
});

describe("channels", () => {
  it("one set of seats is one channel: 201 when made, 200 after, whoever opens it; a group keeps its first name", async () => {
    const id = await newGame();
    const made = await call("POST", `/games/${id}/press`, { token: tokens.ann, body: { members: [2, 1], name: "Reformers + Mafia" } });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ id: "s0-1-2", kind: "private", name: "Reformers + Mafia", members: [0, 1, 2], lastSeq: 0, unread: 0 });
    const again = await call("POST", `/games/${id}/press`, { token: tokens.cy, body: { members: [0, 1, 2], name: "Other name" } });
    expect([again.status, again.body.id, again.body.name]).toEqual([200, "s0-1-2", "Reformers + Mafia"]);
    const pair = await call("POST", `/games/${id}/press`, { token: tokens.bob, body: { members: [3], name: "Two of us" } });
    expect(refusal(pair)).toEqual([400, "request/invalid"]);
    expect(refusal(await call("POST", `/games/${id}/press`, { token: tokens.bob, body: { members: [1] } }))).toEqual([400, "request/invalid"]);
    expect(refusal(await call("POST", `/games/${id}/press`, { token: tokens.bob, body: { members: [5] } }))).toEqual([400, "request/invalid"]);
  });

  it("a seat not in the channel is refused 403 press/not-a-member, the same whether the channel exists or not", async () => {
    const id = await newGame();
    expect((await write(id, "ann", "s0-1", "secret")).status).toBe(200);
    const existing = await read(id, "cy", "s0-1");
    const missing = await read(id, "cy", "s0-3");
    expect(refusal(existing)).toEqual([403, "press/not-a-member"]);
    expect(existing.body).toEqual(missing.body);
    expect(refusal(await write(id, "cy", "s0-1", "let me in"))).toEqual([403, "press/not-a-member"]);
    expect(refusal(await call("POST", `/games/${id}/press/s0-1/read`, { token: tokens.cy, body: { upTo: 1 } }))).toEqual([403, "press/not-a-member"]);
    expect((await list(id, "cy")).body.channels.map((c: { id: string }) => c.id)).toEqual(["table"]);
    expect(refusal(await read(id, "ann", "s1-0"))).toEqual([400, "request/invalid"]);
  });

  it("someone not playing gets 403 on all press; a channel of one game is not another's", async () => {
    const id = await newGame();
    await write(id, "ann", "s0-1", "only for Bob");
    expect(refusal(await list(id, "eve"))).toEqual([403, "press/not-a-player"]);
    expect(refusal(await read(id, "eve", "table"))).toEqual([403, "press/not-a-player"]);
    expect(refusal(await write(id, "eve", "s0-1", "hi"))).toEqual([403, "press/not-a-player"]);
    const other = await newGame({ mode: "full" }, ["ann", "bob"]);
    expect((await read(other, "bob", "s0-1")).body.messages).toEqual([]);
  });

  it("members read each other's messages in order, with names and times, paged", async () => {
    const id = await newGame();
    for (let i = 0; i < 3; i++) await write(id, i % 2 ? "bob" : "ann", "s0-1", `line ${i}`);
    const all = await read(id, "bob", "s0-1");
    expect(all.body.messages.map((m: { seq: number; seat: number; name: string; text: string }) => [m.seq, m.seat, m.name, m.text]))
      .toEqual([[1, 0, "Ann", "line 0"], [2, 1, "Bob", "line 1"], [3, 0, "Ann", "line 2"]]);
    const page = await read(id, "bob", "s0-1", "?after=1&limit=1");
    expect([page.body.messages.map((m: { seq: number }) => m.seq), page.body.next]).toEqual([[2], 2]);
  });

  it("a message sent twice is one message (duplicate: true); a blank or overlong one is refused", async () => {
    const id = await newGame();
    const body = { text: "once", clientMessageId: "twice-sent-1" };
    const first = await call("POST", `/games/${id}/press/s0-1`, { token: tokens.ann, body });
    const again = await call("POST", `/games/${id}/press/s0-1`, { token: tokens.ann, body });
    expect([first.body, again.body]).toEqual([{ channel: "s0-1", seq: 1, duplicate: false }, { channel: "s0-1", seq: 1, duplicate: true }]);
    expect(refusal(await write(id, "ann", "s0-1", "   "))).toEqual([400, "request/invalid"]);
    expect(refusal(await write(id, "ann", "s0-1", "x".repeat(1001)))).toEqual([400, "request/invalid"]);
    expect(refusal(await write(id, "ann", "s0-1", "left\u202Eright"))).toEqual([400, "request/invalid"]);
  });
});

describe("the table channel is the chat", () => {
  it("a table message is a chat event in the history; a chat line is in the table channel", async () => {
    const id = await newGame();
    const sent = await write(id, "ann", "table", "hello table");
    expect(sent.body).toMatchObject({ channel: "table", duplicate: false });
    await call("POST", `/games/${id}/chat`, { token: tokens.bob, body: { text: "hi Ann", clientMoveId: "chat-bob-1" } });
    const history = (await call("GET", `/games/${id}/history`, { token: tokens.cy })).body.entries.filter((e: { type: string }) => e.type === "chat");
    expect(history.map((e: { seq: number; text: string }) => [e.seq, e.text])).toEqual([[sent.body.seq, "Ann: hello table"], [sent.body.seq + 1, "Bob: hi Ann"]]);
    const table = await read(id, "cy", "table");
    expect(table.body.messages.map((m: { seq: number; text: string }) => [m.seq, m.text])).toEqual([[1, "hello table"], [2, "hi Ann"]]);
    expect(table.body.channel).toMatchObject({ kind: "table", members: [0, 1, 2, 3], unread: 2 });
  });
});

describe("private press changes nothing of the game", () => {
  it("not its version, move version, ETag or history; a move judged before it still lands", async () => {
    const id = await newGame();
    const seen = await call("GET", `/games/${id}`, { token: tokens.ann });
    await write(id, "bob", "s0-1", "the plan: play low");
    await call("POST", `/games/${id}/press`, { token: tokens.cy, body: { members: [0, 3] } });
    await call("POST", `/games/${id}/press/s0-1/read`, { token: tokens.ann, body: { upTo: 1 } });
    const again = await call("GET", `/games/${id}`, { token: tokens.ann, headers: { "if-none-match": seen.headers.etag! } });
    expect(again.status).toBe(304);
    const history = await call("GET", `/games/${id}/history`, { token: tokens.ann });
    expect(JSON.stringify(history.body)).not.toContain("the plan");
    const move = await call("POST", `/games/${id}/moves`, { token: tokens.ann, body: { move: seen.body.legalMoves[0].move, clientMoveId: "after-press", expectedVersion: seen.body.moveVersion } });
    expect(move.status).toBe(200);
  });
});

describe("seats, not people", () => {
  it("a replaced player loses the seat's channels at once; the substitute reads them, earlier messages included", async () => {
    const id = await newGame();
    await write(id, "ann", "s0-1", "Bob, ally with me");
    expect((await seat(id, "ann", 1, { action: "replace", name: "Sub", email: "sub@example.test" })).status).toBe(200);
    expect(refusal(await read(id, "bob", "s0-1"))).toEqual([403, "press/not-a-player"]);
    expect(refusal(await list(id, "bob"))).toEqual([403, "press/not-a-player"]);
    const sub = await read(id, "sub", "s0-1");
    expect(sub.body.messages.map((m: { text: string }) => m.text)).toEqual(["Bob, ally with me"]);
    expect(sub.body.channel.unread).toBe(1);
    expect((await write(id, "sub", "s0-1", "Sub here")).status).toBe(200);
  });

  it("while the bot holds a seat its player reads and writes no private press (403 press/bot-seat); others still write to it and see it in botSeats", async () => {
    const id = await newGame();
    await write(id, "ann", "s0-1", "before");
    expect((await seat(id, "bob", 1, { action: "resign" })).status).toBe(200);
    expect(refusal(await read(id, "bob", "s0-1"))).toEqual([403, "press/bot-seat"]);
    expect(refusal(await write(id, "bob", "s0-1", "still here"))).toEqual([403, "press/bot-seat"]);
    expect(refusal(await list(id, "bob"))).toEqual([403, "press/bot-seat"]);
    expect((await write(id, "ann", "s0-1", "are you there?")).status).toBe(200);
    expect((await list(id, "ann")).body.botSeats).toEqual([1]);
    // The table is the game's chat: a resigned player may still chat there (docs/api.md).
    expect((await write(id, "bob", "table", "good game")).status).toBe(200);
  });
});

describe("after the game", () => {
  it("archive private: members still read, no one else, and nobody writes (403 press/game-over)", async () => {
    const id = await newGame({ mode: "full", archive: "private" });
    await write(id, "ann", "s0-1", "our secret");
    await finish(id);
    expect((await read(id, "bob", "s0-1")).body.messages.map((m: { text: string }) => m.text)).toEqual(["our secret"]);
    expect(refusal(await read(id, "cy", "s0-1"))).toEqual([403, "press/not-a-member"]);
    expect(refusal(await write(id, "ann", "s0-1", "after"))).toEqual([403, "press/game-over"]);
    expect((await list(id, "ann")).body.canWrite).toBe(false);
  });

  it("archive open-at-end: every player reads every channel, read-only; before the end, not", async () => {
    const id = await newGame({ mode: "full", archive: "open-at-end" });
    await write(id, "ann", "s0-1", "revealed later");
    expect(refusal(await read(id, "cy", "s0-1"))).toEqual([403, "press/not-a-member"]);
    await finish(id);
    expect((await read(id, "cy", "s0-1")).body.messages.map((m: { text: string }) => m.text)).toEqual(["revealed later"]);
    expect((await list(id, "dee")).body.channels.map((c: { id: string }) => c.id)).toEqual(["table", "s0-1"]);
    expect(refusal(await write(id, "cy", "s0-1", "me too"))).toEqual([403, "press/game-over"]);
    expect(refusal(await read(id, "eve", "s0-1"))).toEqual([403, "press/not-a-player"]);
  });
});

describe("mute", () => {
  it("hides a seat's messages from the muter only (listing and unread), and can be undone", async () => {
    const id = await newGame();
    await write(id, "bob", "s0-1-2", "spam");
    await write(id, "cy", "s0-1-2", "real news");
    const muted = await call("PUT", `/games/${id}/press/mute`, { token: tokens.ann, body: { seat: 1, muted: true } });
    expect(muted.body.muted).toEqual([1]);
    expect((await read(id, "ann", "s0-1-2")).body.messages.map((m: { text: string }) => m.text)).toEqual(["real news"]);
    expect((await read(id, "ann", "s0-1-2")).body.channel.unread).toBe(1);
    expect((await read(id, "cy", "s0-1-2")).body.messages.map((m: { text: string }) => m.text)).toEqual(["spam", "real news"]);
    await call("PUT", `/games/${id}/press/mute`, { token: tokens.ann, body: { seat: 1, muted: false } });
    expect((await read(id, "ann", "s0-1-2")).body.channel.unread).toBe(2);
    expect(refusal(await call("PUT", `/games/${id}/press/mute`, { token: tokens.ann, body: { seat: 0, muted: true } }))).toEqual([400, "request/invalid"]);
  });
});

describe("unread and read markers", () => {
  it("count others' messages after the reader's marker, per channel and on the dashboard; each member's marker is shown", async () => {
    const id = await newGame();
    await write(id, "bob", "s0-1", "one");
    await write(id, "bob", "s0-1", "two");
    await write(id, "ann", "s0-1", "mine");
    await write(id, "cy", "table", "table line");
    await write(id, "cy", "s2-3", "not Ann's");
    const channels = (await list(id, "ann")).body.channels;
    expect(channels.map((c: { id: string; unread: number }) => [c.id, c.unread])).toEqual([["table", 1], ["s0-1", 2]]);
    expect((await call("GET", "/games", { token: tokens.ann })).body.games.find((g: { gameId: string }) => g.gameId === id).unread).toBe(3);
    const marked = await call("POST", `/games/${id}/press/s0-1/read`, { token: tokens.ann, body: { upTo: 2 } });
    expect(marked.body).toMatchObject({ unread: 0, readUpTo: [{ seat: 0, seq: 2 }, { seat: 1, seq: 0 }] });
    // Ahead of the channel, a marker stops at its newest message.
    const ahead = await call("POST", `/games/${id}/press/s0-1/read`, { token: tokens.bob, body: { upTo: 99 } });
    expect(ahead.body.readUpTo).toEqual([{ seat: 0, seq: 2 }, { seat: 1, seq: 3 }]);
    expect((await call("GET", "/games", { token: tokens.ann })).body.games.find((g: { gameId: string }) => g.gameId === id).unread).toBe(1);
    const last = (await list(id, "dee")).body.lastMessageAt;
    expect([last[0], last[1], last[2] !== null, last[3]]).toEqual([null, null, true, null]);
  });
});

describe("the rate limit", () => {
  it("refuses a seat's 21st message within 10 minutes over all its channels (429 press/too-fast, saying when), and lets it write once the window moves on", async () => {
    const id = await newGame();
    for (let i = 0; i < 20; i++) {
      expect((await write(id, "dee", i % 2 ? "s0-3" : "table", `m${i}`)).status).toBe(200);
      await clock.advance(10_000);
    }
    const refused = await write(id, "dee", "s1-3", "one too many");
    expect(refusal(refused)).toEqual([429, "press/too-fast"]);
    expect(refused.body.error.message).toMatch(/Try again at \d\d:\d\d UTC/);
    expect(refusal(await call("POST", `/games/${id}/chat`, { token: tokens.dee, body: { text: "chat too", clientMoveId: "chat-dee-fast" } }))).toEqual([429, "press/too-fast"]);
    // Others are not held back.
    expect((await write(id, "ann", "s0-3", "fine")).status).toBe(200);
    await clock.advance(10 * 60_000 - 190_000);
    expect((await write(id, "dee", "s1-3", "now it fits")).status).toBe(200);
  });
});
