/**
 * Names and chat lines others will see, on every route that takes one (creating a game or a
 * lobby, joining a lobby, replacing a player, chat): a name nobody can see, control characters
 * and text-reversing characters are a 400 naming the field, and nothing changes; what is
 * accepted is stored NFC-normalised, so one name typed two ways is one name.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { highCard } from "../../fixtures/high-card";
import { freshPlatform } from "../../support/dynamo";
import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { lambdaCaller, type Call } from "../../support/api-client";
import { LINK_TTL } from "../../../functions/src/auth/auth";

let app: Awaited<ReturnType<typeof freshPlatform>>;
let call: Call;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  app = await freshPlatform({ games: { [highCard.id]: highCard } });
  call = lambdaCaller(app.api);
  for (const who of ["ann", "bob"]) {
    tokens[who] = (await call("POST", "/auth/redeem", { body: { token: await app.auth.mintLink(`${who}@example.test`, null, LINK_TTL.signIn) } })).body.session;
  }
});

const BAD: [what: string, text: string, says: RegExp][] = [
  ["zero-width spaces only", "\u200B\u200B\u200B", /blank/],
  ["a zero-width joiner and a word joiner", "\u200D\u2060", /blank/],
  ["Hangul fillers only", "\u3164\u3164", /blank/],
  ["a Braille blank", "\u2800", /blank/],
  ["no-break and ideographic spaces only", "\u00A0\u3000", /blank|needs a name|empty/],
  ["a line break inside", "Ann\nSmith", /control characters/],
  ["an escape character", "Ann\u001B[31m", /control characters/],
  ["a right-to-left override", "Ann\u202Etxet", /reverse the direction/],
  ["a right-to-left isolate", "\u2067Ann", /reverse the direction/],
];

async function game(): Promise<string> {
  const res = await call("POST", "/games", { token: tokens.ann, body: { game: "high-card", options: { rounds: 1 }, players: [{ name: "Ann", email: "ann@example.test" }, { name: "Bob", email: "bob@example.test" }] } });
  expect(res.status).toBe(201);
  return res.body.gameId;
}
async function lobby(): Promise<string> {
  const res = await call("POST", "/lobbies", { token: tokens.ann, body: { game: "high-card", options: { rounds: 1 }, players: [{ name: "Ann", email: "ann@example.test" }], minPlayers: 2, maxPlayers: 3 } });
  expect(res.status).toBe(201);
  return res.body.gameId;
}

/** Each route that takes shown text: the call with `text` in it, the field it names, and how to tell nothing changed. */
const ROUTES: { route: string; field: string; send: (text: string) => Promise<{ status: number; body: any; unchanged: () => Promise<boolean> }> }[] = [
  {
    route: "POST /games (a person's name)", field: "players.1.name",
    send: async (text) => {
      const before = (await call("GET", "/games", { token: tokens.ann })).body.games.length;
      const res = await call("POST", "/games", { token: tokens.ann, body: { game: "high-card", players: [{ name: "Ann", email: "ann@example.test" }, { name: text, email: "bob@example.test" }] } });
      return { ...res, unchanged: async () => (await call("GET", "/games", { token: tokens.ann })).body.games.length === before };
    },
  },
  {
    route: "POST /games (a bot's name)", field: "players.1.name",
    send: async (text) => {
      const before = (await call("GET", "/games", { token: tokens.ann })).body.games.length;
      const res = await call("POST", "/games", { token: tokens.ann, body: { game: "high-card", players: [{ name: "Ann", email: "ann@example.test" }, { name: text, bot: true }] } });
      return { ...res, unchanged: async () => (await call("GET", "/games", { token: tokens.ann })).body.games.length === before };
    },
  },
  {
    route: "POST /lobbies", field: "players.0.name",
    send: async (text) => {
      const before = (await call("GET", "/lobbies", { token: tokens.ann })).body.lobbies.length;
      const res = await call("POST", "/lobbies", { token: tokens.ann, body: { game: "high-card", players: [{ name: text, email: "ann@example.test" }], minPlayers: 2, maxPlayers: 3 } });
      return { ...res, unchanged: async () => (await call("GET", "/lobbies", { token: tokens.ann })).body.lobbies.length === before };
    },
  },
  {
    route: "POST /lobbies/{id}/join", field: "name",
    send: async (text) => {
      const id = await lobby();
      const res = await call("POST", `/lobbies/${id}/join`, { token: tokens.bob, body: { name: text } });
      return { ...res, unchanged: async () => (await call("GET", `/lobbies/${id}`)).body.players.length === 1 };
    },
  },
  {
    route: "POST /games/{id}/seats/{seat} (replace)", field: "name",
    send: async (text) => {
      const id = await game();
      const res = await call("POST", `/games/${id}/seats/1`, { token: tokens.ann, body: { action: "replace", name: text, email: "cy@example.test" } });
      return { ...res, unchanged: async () => (await app.store.getSummary(id))!.version === 0 };
    },
  },
  {
    route: "POST /games/{id}/chat", field: "text",
    send: async (text) => {
      const id = await game();
      const res = await call("POST", `/games/${id}/chat`, { token: tokens.bob, body: { text, clientMoveId: "chat-shown-1" } });
      return { ...res, unchanged: async () => (await app.store.getSummary(id))!.version === 0 };
    },
  },
];

describe.each(ROUTES)("$route", ({ field, send }) => {
  it.each(BAD)("refuses %s with a 400 naming the field, changing nothing", async (_what, text, says) => {
    const res = await send(text);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: "request/invalid", field });
    expect(res.body.error.message).toMatch(new RegExp(`^${field.replace(/\./g, "\\.")}: `));
    expect(res.body.error.message).toMatch(says);
    expect(await res.unchanged()).toBe(true);
  });
});

describe("accepted text", () => {
  it("is stored NFC-normalised: a name typed with a combining accent is the same name as the precomposed one", async () => {
    const res = await call("POST", "/games", { token: tokens.ann, body: { game: "high-card", options: { rounds: 1 }, players: [{ name: "Ann", email: "ann@example.test" }, { name: "  Ame\u0301lie ", email: "bob@example.test" }] } });
    expect(res.status).toBe(201);
    const summary = (await app.store.getSummary(res.body.gameId))!;
    expect(summary.players[1]!.name).toBe("Am\u00E9lie");
    const chat = await call("POST", `/games/${res.body.gameId}/chat`, { token: tokens.bob, body: { text: "Cafe\u0301?", clientMoveId: "chat-nfc-1" } });
    expect(chat.status).toBe(200);
    const line = (await app.store.events(res.body.gameId, 0)).find((e) => e.type === "chat");
    expect(line?.type === "chat" && line.text).toBe("Caf\u00E9?");
  });

  it("keeps joiners inside a name (emoji, scripts that need them) and right-to-left names", async () => {
    const id = await lobby();
    for (const [who, name] of [["bob", "\u0645\u0631\u06CC\u200C\u0645"]] as const) {
      const res = await call("POST", `/lobbies/${id}/join`, { token: tokens[who], body: { name } });
      expect(res.status).toBe(200);
    }
    const family = await call("POST", "/games", { token: tokens.ann, body: { game: "high-card", players: [{ name: "Ann \u{1F468}\u200D\u{1F469}\u200D\u{1F467}", email: "ann@example.test" }, { name: "\u05D3\u05E0\u05D4", bot: true }] } });
    expect(family.status).toBe(201);
  });
});

describe("a name stored before these rules", () => {
  const rename = (id: string, sk: string, name: string) => app.store.doc.send(new UpdateCommand({
    TableName: app.tableName, Key: { pk: `GAME#${id}`, sk }, UpdateExpression: "SET players[1].#n = :n", ExpressionAttributeNames: { "#n": "name" }, ExpressionAttributeValues: { ":n": name },
  }));

  it("makes a lobby's start a 400 naming it, not a 500, and nothing starts", async () => {
    const id = await lobby();
    expect((await call("POST", `/lobbies/${id}/join`, { token: tokens.bob, body: { name: "Bob" } })).status).toBe(200);
    await rename(id, "LOBBY", "\u200B");
    const res = await call("POST", `/lobbies/${id}/start`, { token: tokens.ann, body: {} });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: "request/invalid", field: "players.1.name" });
    expect((await call("GET", `/lobbies/${id}`)).body.status).toBe("open");
  });

  it("makes a rematch a 400 naming it, not a 500, and no game is made", async () => {
    const id = await game();
    for (const who of ["ann", "bob"]) {
      const g = (await call("GET", `/games/${id}`, { token: tokens[who] })).body;
      expect((await call("POST", `/games/${id}/moves`, { token: tokens[who], body: { move: g.legalMoves[0].move, clientMoveId: `end-${who}-1`, expectedVersion: g.moveVersion } })).status).toBe(200);
    }
    await rename(id, "SUMMARY", "Bob\u202E");
    const res = await call("POST", `/games/${id}/rematch`, { token: tokens.ann });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: "request/invalid", field: "players.1.name" });
    expect((await app.store.getSummary(id))!.rematch).toBeUndefined();
  });
});
