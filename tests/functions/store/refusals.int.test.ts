/**
 * How the event store tells a refused write apart, against DynamoDB Local: each refusal of an
 * append or a creation becomes its own error (the service retries, answers with the original
 * outcome or reports a conflict by it), and a failure that is no refused condition comes out
 * as it is, never read as "taken", "already sent" or "refused".
 */
import { beforeAll, describe, expect, it } from "vitest";
import { GetCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import { AT, chat, storeTable, PLAYERS as players, type DocumentClient, type StorePlatform } from "../../support/store-table";
import { AlsoWriteRefused, DuplicateMove, SeqTaken, VersionConflict } from "../../../functions/src/store/writes";
import { GameStore } from "../../../functions/src/store/game-store";
import { UserStore } from "../../../functions/src/store/user-store";
import { keys } from "../../../functions/src/store/table";

const { table, newGame, append } = storeTable();
let app: StorePlatform;
let doc: DocumentClient;
beforeAll(() => {
  ({ app, doc } = table);
});
/** An address longer than an index key may be (2048 bytes): the table refuses its seat item. */
const TOO_LONG = `${"x".repeat(2100)}@example.test`;

const failure = (p: Promise<unknown>) => p.then(() => { throw new Error("expected a failure"); }, (e: unknown) => e as Error);

/** A new game's summary and creation event under another id, for createGame itself. */
async function creation(gameId: string, playersAs = players) {
  const id = await newGame();
  const { pk: _pk, sk: _sk, ...summary } = (await app.store.getSummary(id))!;
  const created = (await app.store.events(id, -1, 0))[0]!;
  return { summary: { ...summary, gameId, players: playersAs.map((p) => ({ ...p, joined: false })) }, created: created as never, seed: "s" };
}
const outboxOf = async (gameId: string) =>
  (await doc.send(new QueryCommand({ TableName: app.tableName, KeyConditionExpression: "pk = :pk AND begins_with(sk, :s)", ExpressionAttributeValues: { ":pk": keys.game(gameId), ":s": "OUTBOX#" } }))).Items ?? [];

describe("an append's refusals", () => {
  it("a chat line took the slot: SeqTaken, saying which event came first", async () => {
    const id = await newGame();
    await append(id, 0);
    const err = await failure(append(id, 0, { expectedMoveVersion: 0 }));
    expect(err).toBeInstanceOf(SeqTaken);
    expect(err).toMatchObject({ name: "SeqTaken", message: "event 1 was appended first", currentVersion: 1 });
  });

  it("a move came in since: VersionConflict names the move version, not the newer chat's seq", async () => {
    const id = await newGame();
    await append(id, 0, { expectedMoveVersion: 0 });
    await append(id, 1);
    await append(id, 2, { expectedMoveVersion: 1 });
    await append(id, 3);
    const err = await failure(append(id, 4, { expectedMoveVersion: 1 }));
    expect(err).toBeInstanceOf(VersionConflict);
    expect(err).toMatchObject({ name: "VersionConflict", message: "the game is at version 3", currentVersion: 3 });
  });

  it("a move to a game that does not exist: a conflict at -1, with or without a move version", async () => {
    await expect(append("no-such-game", 0, { expectedMoveVersion: 0 })).rejects.toMatchObject({ name: "VersionConflict", currentVersion: -1 });
  });

  it("a repeated move id whose version is stale too: still the original outcome", async () => {
    const id = await newGame();
    const moveId = { seat: 1, clientMoveId: "tapped-twice" };
    await append(id, 0, { expectedMoveVersion: 0, moveId });
    await append(id, 1);
    const err = await failure(append(id, 0, { expectedMoveVersion: 0, moveId }));
    expect(err).toBeInstanceOf(DuplicateMove);
    expect(err).toMatchObject({ name: "DuplicateMove", message: "move already accepted as seq 1", seq: 1, version: 1 });
  });

  it("a new move id that lost the race is a conflict, not a duplicate", async () => {
    const id = await newGame();
    await append(id, 0, { expectedMoveVersion: 0 });
    const err = await failure(append(id, 0, { expectedMoveVersion: 0, moveId: { seat: 1, clientMoveId: "fresh" } }));
    expect(err).toBeInstanceOf(VersionConflict);
    expect(await app.store.findMove(id, 1, "fresh")).toBeNull();
  });

  it("a write the table refuses for another reason than a condition comes out as it is, and nothing is written", async () => {
    const id = await newGame();
    const err = await failure(append(id, 0, { expectedMoveVersion: 0, reseat: { seat: 1, to: { name: "Cy", email: TOO_LONG, joined: false }, game: "high-card", title: "High card", waiting: true } }));
    expect(err.name).toBe("ValidationException");
    expect((await app.store.getSummary(id))!.version).toBe(0);
  });
});

describe("a creation's refusals", () => {
  it("the first extra write refused: AlsoWriteRefused at 0, saying so", async () => {
    const c = await creation("refused-at-0");
    const refused = { Put: { TableName: app.tableName, Item: { pk: "Y#1", sk: "Y" }, ConditionExpression: "attribute_exists(pk)" } };
    const err = await failure(app.store.createGame({ ...c, outbox: { title: "t", headline: "h", recipients: [] }, alsoWrite: [refused] }));
    expect(err).toBeInstanceOf(AlsoWriteRefused);
    expect(err).toMatchObject({ name: "AlsoWriteRefused", message: "the creation's extra write 0 failed its condition", index: 0 });
    expect(await app.store.getSummary("refused-at-0")).toBeNull();
  });

  it("a seat the table refuses for another reason than a condition comes out as it is, extra writes or not", async () => {
    const c = await creation("too-long-seat", [players[0]!, { name: "Cy", email: TOO_LONG }]);
    const ok = { Put: { TableName: app.tableName, Item: { pk: "Y#2", sk: "Y" } } };
    const err = await failure(app.store.createGame({ ...c, outbox: { title: "t", headline: "h", recipients: [] }, alsoWrite: [ok] }));
    expect(err.name).toBe("ValidationException");
    expect(await app.store.getSummary("too-long-seat")).toBeNull();
  });

  it("an extra write the table refuses for another reason (a key too long) is no refusal: the error comes out as it is", async () => {
    const c = await creation("too-long-extra");
    const tooLong = { Put: { TableName: app.tableName, Item: { pk: "Y#3", sk: "k".repeat(1100) } } };
    const err = await failure(app.store.createGame({ ...c, outbox: { title: "t", headline: "h", recipients: [] }, alsoWrite: [tooLong] }));
    expect(err.name).toBe("TransactionCanceledException");
    expect(await app.store.getSummary("too-long-extra")).toBeNull();
  });

  it("writes an outbox record only when someone is to be mailed", async () => {
    const quiet = await creation("no-one-mailed");
    await app.store.createGame({ ...quiet, outbox: { title: "t", headline: "h", recipients: [] } });
    expect(await outboxOf("no-one-mailed")).toEqual([]);
    const invited = await creation("bob-invited");
    await app.store.createGame({ ...invited, outbox: { title: "t", headline: "h", recipients: [{ email: "bob@example.test", name: "Bob", seat: 1, reason: "invited" }] } });
    expect((await outboxOf("bob-invited")).map((i) => i.sk)).toEqual([keys.outbox(0)]);
  });
});

describe("a table that does not exist", () => {
  it("every write of the event store says so, instead of reading as refused or already done", async () => {
    const gone = new GameStore(doc, "no-such-table");
    const notFound = { name: "ResourceNotFoundException" };
    const id = await newGame();
    await expect(append(id, 0, {}, gone)).rejects.toMatchObject(notFound);
    await expect(append(id, 0, { moveId: { seat: 0, clientMoveId: "m" } }, gone)).rejects.toMatchObject(notFound);
    await expect(gone.setAway(id, 0, null, [null, null], 0)).rejects.toMatchObject(notFound);
    const draft = { title: "t", headline: "h", recipients: [{ email: "bob@example.test", name: "Bob", seat: 1, reason: "reminder" as const }] };
    await expect(gone.putReminder(id, 0, draft, AT)).rejects.toMatchObject(notFound);
    const c = await creation("on-no-table");
    await expect(gone.createGame({ ...c, outbox: { title: "t", headline: "h", recipients: [] } })).rejects.toMatchObject(notFound);
  });

  it("queueing news says so too", async () => {
    const gone = new UserStore(doc, "no-such-table");
    await expect(gone.addPending({ email: "a@example.test", gameId: "g", seq: 1, marker: { pk: "MARK#x", sk: "DONE" }, at: AT })).rejects.toMatchObject({ name: "ResourceNotFoundException" });
    expect((await doc.send(new GetCommand({ TableName: app.tableName, Key: { pk: "MARK#x", sk: "DONE" } }))).Item).toBeUndefined();
  });
});
