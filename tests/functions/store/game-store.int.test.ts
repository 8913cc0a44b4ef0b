/**
 * The event store on its own, against DynamoDB Local: each condition of the append transaction
 * on its own (so neither can be dropped unnoticed), what an append writes, and the small reads.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { GetCommand, PutCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import { AT, chat, storeTable, PLAYERS as players, type DocumentClient, type StorePlatform } from "../../support/store-table";
import { DuplicateMove, GameExists, VersionConflict } from "../../../functions/src/store/writes";
import { keys } from "../../../functions/src/store/table";

const { table, newGame, append } = storeTable();
let app: StorePlatform;
let doc: DocumentClient;
beforeAll(() => {
  ({ app, doc } = table);
});

const items = async (gameId: string, prefix: string) =>
  (await doc.send(new QueryCommand({ TableName: app.tableName, KeyConditionExpression: "pk = :pk AND begins_with(sk, :s)", ExpressionAttributeValues: { ":pk": keys.game(gameId), ":s": prefix } }))).Items ?? [];

describe("append: the optimistic lock", () => {
  it("refuses an expected version ahead of the game (the summary's version condition alone)", async () => {
    const id = await newGame();
    const err = await append(id, 3).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(VersionConflict);
    expect((err as VersionConflict).currentVersion).toBe(0);
    expect(await app.store.events(id, 0)).toEqual([]);
    expect((await app.store.getSummary(id))!.version).toBe(0);
  });

  it("never overwrites an event already stored at that seq (the event's condition alone)", async () => {
    const id = await newGame();
    const stray = chat(1, "already here");
    await doc.send(new PutCommand({ TableName: app.tableName, Item: { pk: keys.game(id), sk: keys.event(1), seq: 1, body: JSON.stringify(stray) } }));
    const err = await append(id, 0).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(VersionConflict);
    expect((err as VersionConflict).currentVersion).toBe(0);
    expect(await app.store.events(id, 0)).toEqual([stray]);
    expect((await app.store.getSummary(id))!.version).toBe(0);
  });

  it("refuses a stale expected version, naming the current one", async () => {
    const id = await newGame();
    await append(id, 0);
    await append(id, 1);
    await expect(append(id, 1)).rejects.toMatchObject({ name: "VersionConflict", currentVersion: 2 });
  });

  it("answers a repeated move id with the original outcome, whatever the version", async () => {
    const id = await newGame();
    await append(id, 0, { moveId: { seat: 1, clientMoveId: "once-only" } });
    await append(id, 1);
    const err = await append(id, 2, { moveId: { seat: 1, clientMoveId: "once-only" } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DuplicateMove);
    expect(err).toMatchObject({ seq: 1, version: 1 });
    expect(await app.store.findMove(id, 1, "once-only")).toEqual({ seq: 1, version: 1 });
    expect(await app.store.findMove(id, 0, "once-only")).toBeNull();
    // The same id from another seat is another move.
    await append(id, 2, { moveId: { seat: 0, clientMoveId: "once-only" } });
    expect((await app.store.getSummary(id))!.version).toBe(3);
  });

  it("refuses clocks judged before an absence moved them (the away-changes condition alone), and writes them after a fresh read", async () => {
    const id = await newGame();
    const before = (await app.store.getSummary(id))!;
    expect(before.awayChanges).toBeUndefined();
    const absence = { from: AT, until: "2026-03-05T10:00:00.000Z" };
    const pushed = ["2026-03-09T10:00:00.000Z", null];
    expect(await app.store.setAway(id, 0, absence, pushed, 0)).toBe(true);
    const stale = { deadlines: ["2026-03-04T10:00:00.000Z", null], timeouts: [0, 0], awayChanges: before.awayChanges };
    const err = await append(id, 0, { clocks: stale }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(VersionConflict);
    const kept = (await app.store.getSummary(id))!;
    expect(kept).toMatchObject({ version: 0, deadlines: pushed, awayChanges: 1 });
    expect(kept.players[0]!.away).toEqual(absence);
    await append(id, 0, { clocks: { ...stale, deadlines: pushed, awayChanges: kept.awayChanges } });
    // Ending it counts as a change too.
    expect(await app.store.setAway(id, 0, null, [null, null], 1)).toBe(true);
    await expect(append(id, 1, { clocks: { ...stale, awayChanges: kept.awayChanges } })).rejects.toBeInstanceOf(VersionConflict);
    expect((await app.store.getSummary(id))!.players[0]!.away).toBeUndefined();
  });

  it("refuses an event whose seq does not follow the expected version", async () => {
    const id = await newGame();
    await expect(app.store.append({ gameId: id, event: chat(2), expectedVersion: 0, summary: { awaiting: [], status: "active", winners: [], updatedAt: AT }, seatChanges: [] }))
      .rejects.toThrow("append: seq 2 does not follow version 0");
  });
});

describe("append: what it writes", () => {
  it("the event, the summary, the mover's last seq, seat changes, a snapshot and an outbox record together", async () => {
    const id = await newGame();
    const later = "2026-03-02T08:00:00.000Z";
    await append(id, 0, {
      mover: 1,
      summary: { awaiting: [1], status: "finished", winners: [1], updatedAt: later, seed: "the-seed" },
      seatChanges: [{ seat: 1, email: "bob@example.test", waiting: true, status: "finished" }],
      snapshot: { engineVersion: 7, state: { at: 1 } },
      outbox: { title: "High card", headline: "Ann said hi.", recipients: [{ email: "bob@example.test", name: "Bob", seat: 1, reason: "your-turn" }], awaiting: [1] },
    });
    const s = (await app.store.getSummary(id))!;
    expect(s).toMatchObject({ version: 1, awaiting: [1], status: "finished", winners: [1], updatedAt: later, seed: "the-seed", lastSeqs: [-1, 1] });
    expect(await app.store.events(id, 0)).toEqual([chat(1)]);
    const bob = (await app.store.playerSeats("bob@example.test")).find((x) => x.gameId === id)!;
    expect(bob).toMatchObject({ waiting: true, status: "finished", updatedAt: later });
    const ann = (await app.store.playerSeats("ann@example.test")).find((x) => x.gameId === id)!;
    expect(ann.status).toBe("active");
    expect(ann.updatedAt).not.toBe(later);
    expect(await app.store.latestSnapshot(id, 1)).toEqual({ seq: 1, engineVersion: 7, state: { at: 1 } });
    const outbox = await items(id, "OUTBOX#");
    expect(outbox.map((i) => i.sk)).toEqual([keys.outbox(0), keys.outbox(1)]);
    expect(outbox[1]).toMatchObject({ kind: "outbox", purpose: "game", gameId: id, seq: 1, title: "High card", headline: "Ann said hi.", awaiting: [1], expiresAt: Math.floor(Date.parse(later) / 1000) + 30 * 86_400 });
  });

  it("no seed, no last seq, no snapshot and no outbox record unless asked; an outbox without recipients is not written", async () => {
    const id = await newGame();
    await append(id, 0, { outbox: { title: "t", headline: "h", recipients: [] } });
    const s = (await app.store.getSummary(id))!;
    expect(s.seed).toBeUndefined();
    expect(s.lastSeqs).toEqual([-1, -1]);
    expect(await app.store.latestSnapshot(id, 99)).toBeNull();
    expect((await items(id, "OUTBOX#")).map((i) => i.sk)).toEqual([keys.outbox(0)]);
  });
});

describe("reads", () => {
  it("events(after, until) returns after < seq <= until, in order", async () => {
    const id = await newGame();
    for (let v = 0; v < 4; v++) await append(id, v);
    const seqs = async (a: number, u?: number) => (await app.store.events(id, a, u)).map((e) => e.seq);
    expect(await seqs(-1)).toEqual([0, 1, 2, 3, 4]);
    expect(await seqs(1, 3)).toEqual([2, 3]);
    expect(await seqs(3, 3)).toEqual([]);
    expect(await seqs(4, 2)).toEqual([]);
  });

  it("latestSnapshot is the newest at or before the given seq", async () => {
    const id = await newGame();
    for (let v = 0; v < 4; v++) await append(id, v, v % 2 === 1 ? { snapshot: { engineVersion: 1, state: { v: v + 1 } } } : {});
    expect(await app.store.latestSnapshot(id, 1)).toBeNull();
    expect(await app.store.latestSnapshot(id, 2)).toEqual({ seq: 2, engineVersion: 1, state: { v: 2 } });
    expect(await app.store.latestSnapshot(id, 3)).toEqual({ seq: 2, engineVersion: 1, state: { v: 2 } });
    expect(await app.store.latestSnapshot(id, 4)).toEqual({ seq: 4, engineVersion: 1, state: { v: 4 } });
  });

  it("summaries skip unknown games and repeated ids; getSummary of an unknown game is null", async () => {
    const [a, b] = [await newGame(), await newGame()];
    const got = await app.store.summaries([a, "nosuchgame", b, a]);
    expect(got.map((s) => s.gameId).sort()).toEqual([a, b].sort());
    expect(await app.store.getSummary("nosuchgame")).toBeNull();
  });

  it("summaries reads more than one batch (100 keys each)", async () => {
    const id = await newGame();
    const ids = [...Array.from({ length: 120 }, (_, i) => `missing${i}`), id];
    expect((await app.store.summaries(ids)).map((s) => s.gameId)).toEqual([id]);
  });

  it("markJoined sets one seat's flag", async () => {
    const id = await newGame();
    expect((await app.store.getSummary(id))!.players.map((p) => p.joined)).toEqual([true, false]);
    await app.store.markJoined(id, 1);
    expect((await app.store.getSummary(id))!.players.map((p) => p.joined)).toEqual([true, true]);
  });

  it("createGame refuses a game id that exists", async () => {
    const id = await newGame();
    const summary = (await app.store.getSummary(id))!;
    const { pk: _pk, sk: _sk, ...rest } = summary;
    const created = (await app.store.events(id, -1, 0))[0]!;
    await expect(app.store.createGame({ summary: rest, created: created as never, seed: "x", outbox: { title: "t", headline: "h", recipients: [] } })).rejects.toBeInstanceOf(GameExists);
    expect(await app.store.getSeed(id)).not.toBe("x");
  });
});

describe("bookkeeping", () => {
  it("a SENT marker per seq, reason and address", async () => {
    const id = await newGame();
    expect(await app.store.wasSent(id, 3, "your-turn", "bob@example.test")).toBe(false);
    await app.store.markSent(id, 3, "your-turn", "bob@example.test", AT);
    expect(await app.store.wasSent(id, 3, "your-turn", "bob@example.test")).toBe(true);
    expect(await app.store.wasSent(id, 3, "reminder", "bob@example.test")).toBe(false);
    expect(await app.store.wasSent(id, 4, "your-turn", "bob@example.test")).toBe(false);
    expect(await app.store.wasSent(id, 3, "your-turn", "ann@example.test")).toBe(false);
    const marker = await doc.send(new GetCommand({ TableName: app.tableName, Key: { pk: keys.game(id), sk: keys.sent(3, "your-turn", "bob@example.test") } }));
    expect(marker.Item).toMatchObject({ at: AT, expiresAt: Math.floor(Date.parse(AT) / 1000) + 30 * 86_400 });
  });

  it("a reminder is written once per seat and version; the first stands", async () => {
    const id = await newGame();
    const draft = (headline: string) => ({ title: "High card", headline, recipients: [{ email: "bob@example.test", name: "Bob", seat: 1, reason: "reminder" as const }] });
    await app.store.putReminder(id, 2, draft("first"), AT);
    await app.store.putReminder(id, 2, draft("second"), AT);
    await app.store.putReminder(id, 3, draft("third"), AT);
    const reminders = (await items(id, "OUTBOX#")).filter((i) => String(i.sk).includes("#reminder#"));
    expect(reminders.map((i) => [i.sk, i.headline, i.seq])).toEqual([[keys.reminder(2, 1), "first", 2], [keys.reminder(3, 1), "third", 3]]);
  });

  it("a link is consumed once, and only before it expires", async () => {
    await app.store.putLink("h1", { email: "l@example.test", next: "/games/x", gameId: null, validUntil: 1000 });
    expect(await app.store.consumeLink("h1", 1000)).toBeNull();
    expect(await app.store.consumeLink("h1", 999)).toEqual({ email: "l@example.test", next: "/games/x", gameId: null });
    expect(await app.store.consumeLink("h1", 999)).toBeNull();
  });

  it("a session is read until it expires, and not after deletion", async () => {
    await app.store.putSession("s1", "s@example.test", 1000);
    expect(await app.store.getSession("s1", 999)).toEqual({ email: "s@example.test", gameId: null });
    expect(await app.store.getSession("s1", 1000)).toBeNull();
    await app.store.deleteSession("s1");
    expect(await app.store.getSession("s1", 0)).toBeNull();
  });

  it("a link's owner is known after it is used or expired, for a week past its lifetime (by the clock, item or not); a game link and session carry the game", async () => {
    expect(await app.store.linkOwner("h-none", 0)).toBeNull();
    await app.store.putLink("h2", { email: "o@example.test", next: null, gameId: "g-1", validUntil: 1000 });
    expect(await app.store.consumeLink("h2", 10)).toEqual({ email: "o@example.test", next: null, gameId: "g-1" });
    expect(await app.store.linkOwner("h2", 1000 + 7 * 86_400 - 1)).toEqual({ email: "o@example.test", next: null });
    expect(await app.store.linkOwner("h2", 1000 + 7 * 86_400)).toBeNull();
    await app.store.putSession("s2", "o@example.test", 1000, "g-1");
    expect(await app.store.getSession("s2", 10)).toEqual({ email: "o@example.test", gameId: "g-1" });
  });

  it("a sign-in request is one outbox record the stream brings to the notifier, kept a day", async () => {
    await app.store.requestSignIn("p@example.test", "/games/g-2", AT, "req-1");
    const out = await doc.send(new GetCommand({ TableName: app.tableName, Key: { pk: "SIGNIN#req-1", sk: "OUTBOX" } }));
    expect(out.Item).toEqual({
      pk: "SIGNIN#req-1", sk: "OUTBOX", kind: "outbox", purpose: "sign-in", email: "p@example.test", next: "/games/g-2", requestedAt: AT,
      expiresAt: Math.floor(Date.parse(AT) / 1000) + 86_400,
    });
  });

  it("an engine upgrade refused is recorded on the summary, and only for a game that exists", async () => {
    const id = await newGame();
    expect((await app.store.getSummary(id))!.upgradeRefused).toBeUndefined();
    await app.store.markUpgradeRefused(id, 3);
    expect((await app.store.getSummary(id))!.upgradeRefused).toBe(3);
    await expect(app.store.markUpgradeRefused("no-such-game", 3)).rejects.toThrow();
    expect((await doc.send(new GetCommand({ TableName: app.tableName, Key: { pk: keys.game("no-such-game"), sk: keys.summary } }))).Item).toBeUndefined();
  });
});
