/**
 * Reads that must hold beyond the everyday case, against DynamoDB Local: items written before
 * later fields existed read back with their defaults, an outbox record reads as the notifier
 * parses it, and lists longer than one DynamoDB page (1 MB) or one batch (100 keys) come back whole.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { BatchWriteCommand, GetCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import type { GameEvent } from "@backroom/engine";
import { AT, chat, storeTable, PLAYERS as players, type DocumentClient, type StorePlatform } from "../../support/store-table";
import { OutboxItem, type Recipient } from "../../../functions/src/store/items";
import { keys } from "../../../functions/src/store/table";
import { UNTIMED } from "../../../functions/src/clocks/clock-policy";

const { table, newGame, append } = storeTable();
let app: StorePlatform;
let doc: DocumentClient;
beforeAll(() => {
  ({ app, doc } = table);
});

const raw = async (gameId: string, sk: string) => (await doc.send(new GetCommand({ TableName: app.tableName, Key: { pk: keys.game(gameId), sk } }))).Item!;
/** Writes items 25 at a time (BatchWriteItem's limit). */
async function putAll(items: Record<string, unknown>[]) {
  for (let i = 0; i < items.length; i += 25) {
    await doc.send(new BatchWriteCommand({ RequestItems: { [app.tableName]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) } }));
  }
}

describe("old items", () => {
  it("a summary from before move versions, clocks, winners and joining reads with their defaults", async () => {
    const id = await newGame();
    const { moveVersion: _mv, timeControl: _tc, deadlines: _dl, timeouts: _to, winners: _w, ...old } = await raw(id, keys.summary);
    const seats = (old.players as Record<string, unknown>[]).map(({ joined: _j, ...p }) => p);
    await doc.send(new PutCommand({ TableName: app.tableName, Item: { ...old, players: seats, version: 9, lastSeqs: [5, 8] } }));
    const s = (await app.store.getSummary(id))!;
    // The last move is the newest seat's last own move.
    expect(s.moveVersion).toBe(8);
    expect(s.timeControl).toEqual(UNTIMED);
    expect(s.deadlines).toEqual([null, null]);
    expect(s.timeouts).toEqual([0, 0]);
    expect(s.winners).toEqual([]);
    expect(s.players.map((p) => p.joined)).toEqual([false, false]);
  });

  it("a summary before any seat moved is at move 0", async () => {
    const id = await newGame();
    const { moveVersion: _mv, ...old } = await raw(id, keys.summary);
    await doc.send(new PutCommand({ TableName: app.tableName, Item: { ...old, version: 3 } }));
    expect((await app.store.getSummary(id))!.moveVersion).toBe(0);
  });
});

describe("the outbox record as the notifier reads it", () => {
  it("carries every recipient with its reason; no awaited seats given reads as none", async () => {
    const id = await newGame();
    const reasons = ["invited", "your-turn", "reminder", "game-over", "seat-to-bot"] as const;
    const recipients: Recipient[] = reasons.map((reason, seat) => ({ email: `p${seat}@example.test`, name: `P${seat}`, seat, reason }));
    const event: GameEvent = { type: "chat", seq: 1, seat: 0, text: "hi", clientMoveId: "c-1", at: AT };
    await app.store.append({ gameId: id, event, expectedVersion: 0, summary: { awaiting: [], status: "active", winners: [], updatedAt: AT }, seatChanges: [], outbox: { title: "High card", headline: "Ann said hi.", recipients } });
    const { expiresAt: _e, ...record } = await raw(id, keys.outbox(1));
    expect(OutboxItem.parse(record)).toEqual({
      pk: keys.game(id), sk: keys.outbox(1), kind: "outbox", purpose: "game", gameId: id, seq: 1, title: "High card",
      headline: "Ann said hi.", recipients, awaiting: [],
    });
  });
});

describe("past one page or one batch", () => {
  it("a game's events past one page of the table (1 MB) come back whole and in order", async () => {
    const id = await newGame();
    const big = (seq: number): GameEvent => ({ type: "move", seq, seat: 0, move: { note: "m".repeat(300_000) }, clientMoveId: `m-${seq}`, at: AT });
    // Six of 300 KB: more than the first page can hold even with the one that crosses 1 MB.
    for (let v = 0; v < 6; v++) {
      await app.store.append({ gameId: id, event: big(v + 1), expectedVersion: v, summary: { awaiting: [0], status: "active", winners: [], updatedAt: AT }, seatChanges: [] });
    }
    expect((await app.store.events(id, 0)).map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("a player's seats past one page of the index come back whole", async () => {
    const email = "many-seats@example.test";
    // Long titles, so that a dozen seats fill more than one page.
    const seats = Array.from({ length: 12 }, (_, i) => ({
      pk: keys.game(`paged-${i}`), sk: keys.seat(0), gsi1pk: keys.player(email), gsi1sk: `${AT}#paged-${String(i).padStart(2, "0")}`,
      gameId: `paged-${i}`, game: "high-card", title: `${i} ${"t".repeat(100_000)}`, seat: 0, email, name: "Many", waiting: false, status: "active", updatedAt: AT,
    }));
    await putAll(seats);
    expect((await app.store.playerSeats(email)).map((s) => s.gameId).sort()).toEqual(seats.map((s) => s.gameId).sort());
  });

  it("a player with more than 500 seats: the list stops with the page that reaches 500", async () => {
    const email = "crowded@example.test";
    // About 3.7 KB each: a page holds some 280, so the first two pages pass 500 and a third is left.
    const seats = Array.from({ length: 650 }, (_, i) => ({
      pk: keys.game(`crowd-${i}`), sk: keys.seat(0), gsi1pk: keys.player(email), gsi1sk: `${AT}#crowd-${String(i).padStart(3, "0")}`,
      gameId: `crowd-${i}`, game: "high-card", title: "t".repeat(3_500), seat: 0, email, name: "Crowd", waiting: false, status: "active", updatedAt: AT,
    }));
    await putAll(seats);
    const read = await app.store.playerSeats(email);
    expect(read.length).toBeGreaterThanOrEqual(500);
    expect(read.length).toBeLessThan(650);
  });

  it("summaries of exactly one full batch (100 games)", async () => {
    const id = await newGame();
    const ids = [...Array.from({ length: 99 }, (_, i) => `absent${i}`), id];
    expect((await app.store.summaries(ids)).map((s) => s.gameId)).toEqual([id]);
  });

  it("a digest of 100 games mails 99 in one record and keeps the last pending, so none is mailed twice", async () => {
    const who = "hundred@example.test";
    const pending = Array.from({ length: 100 }, (_, i) => ({ pk: keys.user(who), sk: keys.pending(`g${i}`), gameId: `g${i}`, fromSeq: 1, throughSeq: 2, since: AT }));
    await putAll(pending);
    expect(await app.users.flushPending(who, null, { key: "digest#2026-03-01", at: AT })).toBe(true);
    const record = (await doc.send(new GetCommand({ TableName: app.tableName, Key: { pk: keys.user(who), sk: "OUTBOX#mail#digest#2026-03-01" } }))).Item!;
    const mailed = (record.games as { gameId: string }[]).map((g) => g.gameId);
    expect(mailed).toHaveLength(99);
    const left = (await app.users.allPending(who)).map((p) => p.gameId);
    expect([...mailed, ...left].sort()).toEqual(pending.map((p) => p.gameId).sort());
    expect(left.filter((g) => mailed.includes(g))).toEqual([]);
    // The next release mails the one left.
    expect(await app.users.flushPending(who, null, { key: "digest#2026-03-02", at: AT })).toBe(true);
    expect(await app.users.allPending(who)).toEqual([]);
  });
});
