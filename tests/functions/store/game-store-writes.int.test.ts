/**
 * The event store's other writes, against DynamoDB Local: an append judged against a move
 * version (SeqTaken or VersionConflict), engine upgrades, clocks, seat hand-overs, a seat's
 * absence, a creation's extra writes, reminders after the first, and links and sessions.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { GetCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import { AT, LATER, chat, storeTable, PLAYERS as players, type DocumentClient, type StorePlatform } from "../../support/store-table";
import { AlsoWriteRefused, SeqTaken, VersionConflict } from "../../../functions/src/store/writes";
import { keys } from "../../../functions/src/store/table";

const { table, newGame, append } = storeTable();
let app: StorePlatform;
let doc: DocumentClient;
beforeAll(() => {
  ({ app, doc } = table);
});

const raw = async (gameId: string, sk: string) => (await doc.send(new GetCommand({ TableName: app.tableName, Key: { pk: keys.game(gameId), sk } }))).Item;

describe("append against a move version", () => {
  it("writes the move version with the event; the next move judged against it goes in", async () => {
    const id = await newGame();
    await append(id, 0, { expectedMoveVersion: 0 });
    expect((await app.store.getSummary(id))!).toMatchObject({ version: 1, moveVersion: 1 });
    await append(id, 1);
    expect((await app.store.getSummary(id))!).toMatchObject({ version: 2, moveVersion: 1 });
    await append(id, 2, { expectedMoveVersion: 1 });
    expect((await app.store.getSummary(id))!).toMatchObject({ version: 3, moveVersion: 3 });
  });

  it("a chat line took the slot, no move in between: SeqTaken, naming the current version", async () => {
    const id = await newGame();
    await append(id, 0, { expectedMoveVersion: 0 });
    await append(id, 1);
    const err = await append(id, 1, { expectedMoveVersion: 1 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SeqTaken);
    expect((err as SeqTaken).currentVersion).toBe(2);
  });

  it("another move came in: VersionConflict, naming the current move version", async () => {
    const id = await newGame();
    await append(id, 0, { expectedMoveVersion: 0 });
    await append(id, 1);
    await append(id, 2, { expectedMoveVersion: 1 });
    const err = await append(id, 3, { expectedMoveVersion: 1 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(VersionConflict);
    expect((err as VersionConflict).currentVersion).toBe(3);
    expect((await app.store.getSummary(id))!.version).toBe(3);
  });

  it("a summary from before move versions accepts any move version once, and then has one", async () => {
    const id = await newGame();
    const { moveVersion: _mv, ...old } = (await raw(id, keys.summary))!;
    await doc.send(new PutCommand({ TableName: app.tableName, Item: old }));
    await append(id, 0, { expectedMoveVersion: 7 });
    expect((await raw(id, keys.summary))!.moveVersion).toBe(1);
  });

  it("an unknown game is a conflict at -1", async () => {
    await expect(append("no-such-game", 0)).rejects.toMatchObject({ name: "VersionConflict", currentVersion: -1 });
  });
});

describe("append: what else it may change", () => {
  it("an upgrade moves the engine version once, and only from the version it names", async () => {
    const id = await newGame();
    const from = (await app.store.getSummary(id))!.engineVersion;
    const versions = [{ version: from, fromSeq: 0 }, { version: from + 1, fromSeq: 1 }];
    await expect(append(id, 0, { upgrade: { from: from + 5, to: from + 6, versions } })).rejects.toBeInstanceOf(VersionConflict);
    await append(id, 0, { upgrade: { from, to: from + 1, versions } });
    expect((await app.store.getSummary(id))!).toMatchObject({ engineVersion: from + 1, engineVersions: versions, version: 1 });
    // A racing build that read the same version: a conflict even though no move came in.
    await expect(append(id, 0, { upgrade: { from, to: from + 1, versions } })).rejects.toBeInstanceOf(VersionConflict);
  });

  it("clocks, players and a seed when given", async () => {
    const id = await newGame();
    const seated = (await app.store.getSummary(id))!.players;
    const botted = [seated[0]!, { ...seated[1]!, bot: true }];
    await append(id, 0, { clocks: { deadlines: [LATER, null], timeouts: [0, 2], awayChanges: undefined }, players: botted, summary: { awaiting: [1], status: "finished", winners: [0], updatedAt: LATER, seed: "s33d" } });
    expect((await app.store.getSummary(id))!).toMatchObject({ deadlines: [LATER, null], timeouts: [0, 2], players: botted, awaiting: [1], status: "finished", winners: [0], seed: "s33d", updatedAt: LATER });
  });

  it("a reseat moves the seat's dashboard entry to the new person, or drops it for a bot", async () => {
    const id = await newGame();
    const cy = { name: "Cy", email: "cy@example.test", joined: false };
    await append(id, 0, { reseat: { seat: 1, to: cy, game: "high-card", title: "High card", waiting: true } });
    expect(await raw(id, keys.seat(1))).toMatchObject({ email: "cy@example.test", name: "Cy", gsi1pk: keys.player("cy@example.test"), waiting: true, status: "active", updatedAt: AT });
    expect((await app.store.playerSeats("cy@example.test")).map((s) => s.gameId)).toContain(id);
    expect((await app.store.playerSeats("bob@example.test")).map((s) => s.gameId)).not.toContain(id);
    await append(id, 1, { reseat: { seat: 1, to: { name: "Bot", email: "", joined: true }, game: "high-card", title: "High card", waiting: false } });
    expect(await raw(id, keys.seat(1))).toBeUndefined();
  });
});

describe("a seat's absence", () => {
  it("sets and clears it with the deadlines, only at the version read", async () => {
    const id = await newGame();
    const away = { from: AT, until: LATER };
    expect(await app.store.setAway(id, 1, away, [null, LATER], 0)).toBe(true);
    let s = (await app.store.getSummary(id))!;
    expect(s.players[1]!.away).toEqual(away);
    expect(s.players[0]!.away).toBeUndefined();
    expect(s.deadlines).toEqual([null, LATER]);
    await append(id, 0);
    expect(await app.store.setAway(id, 1, null, [null, null], 0)).toBe(false);
    expect((await app.store.getSummary(id))!.players[1]!.away).toEqual(away);
    expect(await app.store.setAway(id, 1, null, [AT, null], 1)).toBe(true);
    s = (await app.store.getSummary(id))!;
    expect(s.players[1]!.away).toBeUndefined();
    expect(s.deadlines).toEqual([AT, null]);
  });

  it("passes on errors other than the version check", async () => {
    await expect(app.store.setAway("no-such-game", 5, null, [], 0)).resolves.toBe(false);
    const id = await newGame();
    await expect(app.store.setAway(id, 1, { from: AT, until: LATER }, [], 0.5)).resolves.toBe(false);
  });
});

describe("creation's extra writes and reads", () => {
  it("an extra write that fails its condition: AlsoWriteRefused with its index, and nothing is written", async () => {
    const id = await newGame();
    const summary = (await app.store.getSummary(id))!;
    const { pk: _pk, sk: _sk, ...rest } = summary;
    const created = (await app.store.events(id, -1, 0))[0]!;
    const fresh = { ...rest, gameId: "extra-write-game" };
    const ok = { Put: { TableName: app.tableName, Item: { pk: "X#1", sk: "X" } } };
    const refused = { Put: { TableName: app.tableName, Item: { pk: "X#2", sk: "X" }, ConditionExpression: "attribute_exists(pk)" } };
    const err = await app.store.createGame({ summary: fresh, created: created as never, seed: "s", outbox: { title: "t", headline: "h", recipients: [] }, alsoWrite: [ok, refused] }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AlsoWriteRefused);
    expect((err as AlsoWriteRefused).index).toBe(1);
    expect(await app.store.getSummary("extra-write-game")).toBeNull();
    await app.store.createGame({ summary: fresh, created: created as never, seed: "s", outbox: { title: "t", headline: "h", recipients: [] }, alsoWrite: [ok] });
    expect(await app.store.getSeed("extra-write-game")).toBe("s");
    expect((await doc.send(new GetCommand({ TableName: app.tableName, Key: { pk: "X#1", sk: "X" } }))).Item).toBeDefined();
  });

  it("an invitee's language becomes their mail language only when they have chosen none", async () => {
    const users = app.users;
    await users.putSettings("cy@example.test", { ...(await users.settings("cy@example.test")), language: "en" });
    const { gameId } = await app.service.createGame("ann@example.test", {
      game: "high-card", options: { rounds: 1 },
      players: [players[0]!, { name: "Dee", email: "dee@example.test", language: "ru" }, { name: "Cy", email: "cy@example.test", language: "ru" }],
    });
    expect(await app.store.getSummary(gameId)).not.toBeNull();
    expect((await users.settings("dee@example.test")).language).toBe("ru");
    expect((await users.settings("cy@example.test")).language).toBe("en");
  });

  it("a bot seat from the start has no dashboard entry", async () => {
    const { gameId } = await app.service.createGame("ann@example.test", { game: "high-card", options: { rounds: 1 }, players: [players[0]!, { name: "Robo", bot: true }] });
    expect(await raw(gameId, keys.seat(0))).toBeDefined();
    expect(await raw(gameId, keys.seat(1))).toBeUndefined();
  });

  it("a player's seats, newest activity first", async () => {
    const a = await newGame();
    const b = await newGame();
    // Later than any game's creation (the service's clock is the real one).
    await append(a, 0, { summary: { awaiting: [], status: "active", winners: [], updatedAt: "2099-01-01T00:00:00.000Z" }, seatChanges: [{ seat: 1, email: "bob@example.test", waiting: false, status: "active" }] });
    const ids = (await app.store.playerSeats("bob@example.test")).map((s) => s.gameId);
    expect(ids.indexOf(a)).toBeLessThan(ids.indexOf(b));
    expect(ids[0]).toBe(a);
    expect(await app.store.playerSeats("nobody@example.test")).toEqual([]);
  });
});

describe("reminders, links and sessions", () => {
  it("a later reminder carries its number in its key and item", async () => {
    const id = await newGame();
    const draft = { title: "High card", headline: "12 hours left", recipients: [{ email: "bob@example.test", name: "Bob", seat: 1, reason: "reminder" as const }] };
    expect(await app.store.putReminder(id, 2, draft, AT)).toBe(true);
    expect(await app.store.putReminder(id, 2, draft, AT, 2)).toBe(true);
    expect(await app.store.putReminder(id, 2, draft, AT, 2)).toBe(false);
    expect(await raw(id, `${keys.reminder(2, 1)}#2`)).toMatchObject({ n: 2, seq: 2, headline: "12 hours left" });
    expect((await raw(id, keys.reminder(2, 1)))!.n).toBeUndefined();
  });

  it("a game link works again within its lifetime; the link item outlives it by a week", async () => {
    await app.store.putLink("g1", { email: "g@example.test", next: null, gameId: "game-1", validUntil: 1000 });
    expect(await app.store.consumeLink("g1", 10)).toEqual({ email: "g@example.test", next: null, gameId: "game-1" });
    expect(await app.store.consumeLink("g1", 999)).toEqual({ email: "g@example.test", next: null, gameId: "game-1" });
    expect(await app.store.consumeLink("g1", 1000)).toBeNull();
    expect(await app.store.consumeLink("nothing", 0)).toBeNull();
    const item = (await doc.send(new GetCommand({ TableName: app.tableName, Key: { pk: keys.link("g1"), sk: "LINK" } }))).Item;
    expect(item).toMatchObject({ expiresAt: 1000 + 7 * 86_400, validUntil: 1000, gameId: "game-1" });
  });

  it("a link written before lifetimes existed expires with its item", async () => {
    await doc.send(new PutCommand({ TableName: app.tableName, Item: { pk: keys.link("old"), sk: "LINK", email: "o@example.test", next: "/x", expiresAt: 500 } }));
    expect(await app.store.consumeLink("old", 500)).toBeNull();
    expect(await app.store.consumeLink("old", 499)).toEqual({ email: "o@example.test", next: "/x", gameId: null });
  });

  it("a session without a game stores none", async () => {
    await app.store.putSession("plain", "p@example.test", 1000);
    const item = (await doc.send(new GetCommand({ TableName: app.tableName, Key: { pk: keys.session("plain"), sk: "SESSION" } }))).Item;
    expect(item).toEqual({ pk: keys.session("plain"), sk: "SESSION", email: "p@example.test", expiresAt: 1000 });
  });
});
