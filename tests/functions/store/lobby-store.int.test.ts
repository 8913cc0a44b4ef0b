/**
 * The lobby items on their own, against DynamoDB Local: each part of the join condition alone
 * (open, a free seat, not seated yet), the start condition's parts, and the dashboard's list.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { GetCommand, PutCommand, TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { freshPlatform } from "../../support/dynamo";
import { makeDocumentClient } from "../../../functions/src/store/client";
import { LobbyChanged, LobbyStore, type LobbyItem } from "../../../functions/src/store/lobby-store";
import { keys } from "../../../functions/src/store/table";

let doc: ReturnType<typeof makeDocumentClient>;
let tableName: string;
let lobbies: LobbyStore;
const AT = "2026-03-01T10:00:00.000Z";
const LATER = "2026-03-01T11:00:00.000Z";

beforeAll(async () => {
  const app = await freshPlatform({ games: {} });
  doc = makeDocumentClient(app.dynamo);
  tableName = app.tableName;
  lobbies = new LobbyStore(doc, tableName);
});

let n = 0;
function lobby(over: Partial<LobbyItem> = {}): LobbyItem {
  const host = over.host ?? `host${++n}@example.test`;
  return {
    gameId: `lobby-${++n}`, game: "high-card", title: "High card", options: { rounds: 1 }, extra: { note: "x" }, host,
    players: [{ name: "Host", email: host }], emails: [host], minPlayers: 2, maxPlayers: 3, status: "open", createdAt: AT, updatedAt: AT, ...over,
  };
}
const member = async (gameId: string, email: string) => (await doc.send(new GetCommand({ TableName: tableName, Key: { pk: keys.game(gameId), sk: `LOBBYSEAT#${email}` } }))).Item;
const start = (l: LobbyItem, host: string) => doc.send(new TransactWriteCommand({ TransactItems: lobbies.startWrites(l, host, LATER) }));

describe("create and get", () => {
  it("writes the lobby and a membership per seated person; get reads it back; unknown is null", async () => {
    const l = lobby({ players: [{ name: "Host", email: "h@example.test" }, { name: "Ann", email: "ann@example.test" }], emails: ["h@example.test", "ann@example.test"], host: "h@example.test" });
    await lobbies.create(l);
    expect(await lobbies.get(l.gameId)).toEqual(l);
    expect(await lobbies.get("lobby-none")).toBeNull();
    expect(await member(l.gameId, "ann@example.test")).toEqual({
      pk: keys.game(l.gameId), sk: "LOBBYSEAT#ann@example.test", gsi1pk: "LOBBIES#ann@example.test", gsi1sk: `${AT}#${l.gameId}`, gameId: l.gameId,
    });
    expect(await member(l.gameId, "h@example.test")).toBeDefined();
  });

  it("never overwrites a lobby or game with the same id", async () => {
    const l = lobby();
    await lobbies.create(l);
    await expect(lobbies.create({ ...l, title: "Other" })).rejects.toThrow();
    expect((await lobbies.get(l.gameId))!.title).toBe("High card");
  });

  it("an item written before `extra` existed reads with none", async () => {
    const { extra: _e, ...old } = lobby();
    await doc.send(new PutCommand({ TableName: tableName, Item: { pk: keys.game(old.gameId), sk: "LOBBY", ...old } }));
    expect((await lobbies.get(old.gameId))!.extra).toEqual({});
  });
});

describe("join: each part of the condition alone", () => {
  it("takes the next seat and adds the membership", async () => {
    const l = lobby();
    await lobbies.create(l);
    await lobbies.join(l, { name: "Bob", email: "bob@example.test" }, LATER);
    const got = (await lobbies.get(l.gameId))!;
    expect(got.players).toEqual([...l.players, { name: "Bob", email: "bob@example.test" }]);
    expect(got.emails).toEqual([...l.emails, "bob@example.test"]);
    expect(got.updatedAt).toBe(LATER);
    expect(await member(l.gameId, "bob@example.test")).toMatchObject({ gsi1pk: "LOBBIES#bob@example.test", gsi1sk: `${LATER}#${l.gameId}` });
  });

  it("refuses someone already seated", async () => {
    const l = lobby();
    await lobbies.create(l);
    await expect(lobbies.join(l, { name: "Again", email: l.host }, LATER)).rejects.toBeInstanceOf(LobbyChanged);
    expect((await lobbies.get(l.gameId))!.players).toEqual(l.players);
  });

  it("refuses when no seat is free", async () => {
    const l = lobby({ maxPlayers: 2 });
    await lobbies.create(l);
    await lobbies.join(l, { name: "Bob", email: "bob@example.test" }, LATER);
    await expect(lobbies.join(l, { name: "Cy", email: "cy@example.test" }, LATER)).rejects.toBeInstanceOf(LobbyChanged);
    expect((await lobbies.get(l.gameId))!.emails).toEqual([l.host, "bob@example.test"]);
    expect(await member(l.gameId, "cy@example.test")).toBeUndefined();
  });

  it("refuses a lobby already started", async () => {
    const l = lobby({ status: "started" });
    await lobbies.create(l);
    await expect(lobbies.join(l, { name: "Bob", email: "bob@example.test" }, LATER)).rejects.toBeInstanceOf(LobbyChanged);
  });

  it("passes on errors other than the condition", async () => {
    const elsewhere = new LobbyStore(doc, "no-such-table");
    const err = await elsewhere.join(lobby(), { name: "Bob", email: "bob@example.test" }, LATER).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err).not.toBeInstanceOf(LobbyChanged);
  });
});

describe("start", () => {
  it("marks the lobby started and removes the memberships", async () => {
    const l = lobby();
    await lobbies.create(l);
    await lobbies.join(l, { name: "Bob", email: "bob@example.test" }, AT);
    const seated = (await lobbies.get(l.gameId))!;
    await start(seated, l.host);
    expect(await lobbies.get(l.gameId)).toMatchObject({ status: "started", updatedAt: LATER });
    expect(await member(l.gameId, l.host)).toBeUndefined();
    expect(await member(l.gameId, "bob@example.test")).toBeUndefined();
  });

  it("only by the host, only while open, and only with the players it was read with", async () => {
    const l = lobby();
    await lobbies.create(l);
    await expect(start(l, "bob@example.test")).rejects.toThrow();
    await lobbies.join(l, { name: "Bob", email: "bob@example.test" }, AT);
    // Read before Bob joined.
    await expect(start(l, l.host)).rejects.toThrow();
    expect((await lobbies.get(l.gameId))!.status).toBe("open");
    const now = (await lobbies.get(l.gameId))!;
    await start(now, l.host);
    await expect(start(now, l.host)).rejects.toThrow();
  });
});

describe("lobbiesOf", () => {
  it("the open lobbies a person sits in, newest first; started ones and others' are left out", async () => {
    const me = "lister@example.test";
    const [a, b, c] = [lobby({ updatedAt: "2026-03-01T01:00:00.000Z" }), lobby({ updatedAt: "2026-03-01T03:00:00.000Z" }), lobby({ updatedAt: "2026-03-01T02:00:00.000Z" })];
    for (const l of [a, b, c]) {
      await lobbies.create(l);
      await lobbies.join(l, { name: "Me", email: me }, l.updatedAt);
    }
    await lobbies.create(lobby());
    expect((await lobbies.lobbiesOf(me)).map((l) => l.gameId)).toEqual([b.gameId, c.gameId, a.gameId]);
    expect((await lobbies.lobbiesOf(me))[0]).toEqual({ ...b, players: [...b.players, { name: "Me", email: me }], emails: [...b.emails, me] });
    await start((await lobbies.get(c.gameId))!, c.host);
    expect((await lobbies.lobbiesOf(me)).map((l) => l.gameId)).toEqual([b.gameId, a.gameId]);
    expect(await lobbies.lobbiesOf("nobody@example.test")).toEqual([]);
  });

  it("a lobby already started is left out even while a membership remains", async () => {
    const l = lobby({ status: "started" });
    await lobbies.create(l);
    expect(await member(l.gameId, l.host)).toBeDefined();
    expect(await lobbies.lobbiesOf(l.host)).toEqual([]);
  });

  it("a membership whose lobby is gone is skipped", async () => {
    const me = "orphan@example.test";
    await doc.send(new PutCommand({ TableName: tableName, Item: { pk: keys.game("lobby-gone"), sk: `LOBBYSEAT#${me}`, gsi1pk: `LOBBIES#${me}`, gsi1sk: `${AT}#lobby-gone`, gameId: "lobby-gone" } }));
    const l = lobby();
    await lobbies.create(l);
    await lobbies.join(l, { name: "Me", email: me }, LATER);
    expect((await lobbies.lobbiesOf(me)).map((x) => x.gameId)).toEqual([l.gameId]);
  });
});
