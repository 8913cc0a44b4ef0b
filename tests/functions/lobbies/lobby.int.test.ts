/**
 * Open seats and rematches through the API handler on DynamoDB Local: a lobby is created, joined
 * through its link (also by a new address that signs in through it), started by its host with
 * bots in the free seats; every bad input is a clear 4xx that changes nothing. A rematch seats
 * the same players and is made once however often it is asked for.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { QueryCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { highCard } from "../../fixtures/high-card";
import { freshPlatform } from "../../support/dynamo";
import { lambdaCaller, type Call } from "../../support/api-client";
import { LINK_TTL } from "../../../functions/src/auth/auth";

const people = ["ann", "bob", "cy", "dee", "eve"] as const;
type Who = (typeof people)[number];
const email = (who: Who) => `${who}@example.test`;
const name = (who: Who) => who[0]!.toUpperCase() + who.slice(1);

let app: Awaited<ReturnType<typeof freshPlatform>>;
let call: Call;
const tokens = {} as Record<Who, string>;

async function sessionFor(address: string): Promise<string> {
  const link = await app.auth.mintLink(address, null, LINK_TTL.signIn);
  const res = await call("POST", "/auth/redeem", { body: { token: link } });
  expect(res.status).toBe(200);
  return res.body.session;
}

async function newLobby(opts: { min?: number; max?: number; named?: Who[]; timeControl?: unknown } = {}): Promise<string> {
  const players = [{ name: "Ann", email: email("ann") }, ...(opts.named ?? []).map((w) => ({ name: name(w), email: email(w) }))];
  const res = await call("POST", "/lobbies", { token: tokens.ann, body: { game: "high-card", options: { rounds: 1 }, players, minPlayers: opts.min ?? 3, maxPlayers: opts.max ?? 3, ...(opts.timeControl ? { timeControl: opts.timeControl } : {}) } });
  expect(res.status).toBe(201);
  expect(res.body.joinPath).toBe(`/join?game=${res.body.gameId}`);
  return res.body.gameId;
}

const join = (id: string, who: Who) => call("POST", `/lobbies/${id}/join`, { token: tokens[who], body: { name: name(who) } });
const lobby = async (id: string, who?: Who) => (await call("GET", `/lobbies/${id}`, who ? { token: tokens[who] } : {})).body;

async function outboxes(gameId: string) {
  const out = await app.store.doc.send(new QueryCommand({
    TableName: app.tableName, KeyConditionExpression: "pk = :pk AND begins_with(sk, :s)", ExpressionAttributeValues: { ":pk": `GAME#${gameId}`, ":s": "OUTBOX#" },
  }));
  return out.Items ?? [];
}

/** Plays a high-card game to its end: every awaited human plays their first card. */
async function playToEnd(gameId: string, humans: Who[]) {
  for (let i = 0; i < 20; i++) {
    const game = await call("GET", `/games/${gameId}`, { token: tokens[humans[0]!] });
    if (game.body.status === "finished") return game.body;
    for (const who of humans) {
      const g = await call("GET", `/games/${gameId}`, { token: tokens[who] });
      if (!g.body.awaiting.includes(g.body.mySeat)) continue;
      const res = await call("POST", `/games/${gameId}/moves`, { token: tokens[who], body: { move: g.body.legalMoves[0].move, clientMoveId: `m-${who}-${i}-${g.body.version}`, expectedVersion: g.body.version } });
      expect(res.status).toBe(200);
    }
  }
  throw new Error("the game did not end");
}

beforeAll(async () => {
  app = await freshPlatform({ games: { [highCard.id]: highCard } });
  call = lambdaCaller(app.api);
  for (const who of people) tokens[who] = await sessionFor(email(who));
});

describe("creating a game with open seats", () => {
  it.each([
    ["a range outside the game's", { minPlayers: 2, maxPlayers: 6 }, "maxPlayers"],
    ["min above max", { minPlayers: 4, maxPlayers: 3 }, "maxPlayers"],
    ["a host who is not among the players", { players: [{ name: "Bob", email: email("bob") }] }, "players"],
    ["more named players than seats", { maxPlayers: 2, minPlayers: 2, players: ["ann", "bob", "cy"].map((w) => ({ name: w, email: `${w}@example.test` })) }, "players"],
    ["an unknown game", { game: "chess" }, "game"],
    ["a time control outside the allowed range", { timeControl: { daysPerDecision: 4 } }, "timeControl.daysPerDecision"],
  ])("rejects %s with a 400 naming the field", async (_what, change, field) => {
    const body = { game: "high-card", options: {}, players: [{ name: "Ann", email: email("ann") }], minPlayers: 2, maxPlayers: 4, ...change };
    const res = await call("POST", "/lobbies", { token: tokens.ann, body });
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe(field);
  });

  it("holds no game yet: the game's own routes do not know it, and no mail goes out", async () => {
    const id = await newLobby({ named: ["bob"] });
    expect((await call("GET", `/games/${id}`, { token: tokens.ann })).status).toBe(404);
    expect(await outboxes(id)).toEqual([]);
    const seen = await lobby(id);
    expect(seen).toMatchObject({ status: "open", host: "Ann", players: ["Ann", "Bob"], minPlayers: 3, maxPlayers: 3, isHost: false, joined: false });
    expect(JSON.stringify(seen)).not.toContain("@example.test");
    expect(await lobby(id, "ann")).toMatchObject({ isHost: true, joined: true });
  });

  it("lists the caller's lobbies on the dashboard's route, for the host and for those who joined", async () => {
    const id = await newLobby({ max: 4 });
    expect((await join(id, "dee")).status).toBe(200);
    for (const who of ["ann", "dee"] as const) {
      const mine = await call("GET", "/lobbies", { token: tokens[who] });
      expect(mine.body.lobbies.find((l: { gameId: string }) => l.gameId === id)).toMatchObject({ players: ["Ann", "Dee"], isHost: who === "ann", joined: true });
    }
    const eves = await call("GET", "/lobbies", { token: tokens.eve });
    expect(eves.body.lobbies.map((l: { gameId: string }) => l.gameId)).not.toContain(id);
  });
});

describe("joining through the link", () => {
  it("seats whoever joins, in order, until the game is full; then refuses with 409 lobby/full", async () => {
    const id = await newLobby({ min: 2, max: 3 });
    expect((await join(id, "bob")).body).toMatchObject({ players: ["Ann", "Bob"], joined: true });
    expect((await join(id, "cy")).status).toBe(200);
    const full = await join(id, "dee");
    expect(full.status).toBe(409);
    expect(full.body.error.code).toBe("lobby/full");
    expect((await lobby(id)).players).toEqual(["Ann", "Bob", "Cy"]);
  });

  it("refuses a second join by the same person, changing nothing", async () => {
    const id = await newLobby({ max: 4 });
    expect((await join(id, "bob")).status).toBe(200);
    const again = await join(id, "bob");
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: "lobby/already-joined", message: expect.stringMatching(/already have a seat/) });
    const host = await join(id, "ann");
    expect(host.body.error.code).toBe("lobby/already-joined");
    expect((await lobby(id)).players).toEqual(["Ann", "Bob"]);
  });

  it("takes one seat per person when two joins race for the last seat", async () => {
    const id = await newLobby({ min: 2, max: 2 });
    const [a, b] = await Promise.all([join(id, "bob"), join(id, "cy")]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((await lobby(id)).players).toHaveLength(2);
  });

  it("answers 404 for an unknown link and 400 for a missing name", async () => {
    expect((await call("GET", "/lobbies/nosuchgame")).status).toBe(404);
    expect((await call("POST", "/lobbies/nosuchgame/join", { token: tokens.bob, body: { name: "Bob" } })).status).toBe(404);
    const id = await newLobby();
    const nameless = await call("POST", `/lobbies/${id}/join`, { token: tokens.bob, body: { name: " " } });
    expect(nameless.status).toBe(400);
    expect(nameless.body.error.field).toBe("name");
  });

  it("lets a new address sign in through the link and come back to the join page", async () => {
    const id = await newLobby();
    const res = await call("POST", "/auth/sign-in", { body: { email: "newcomer@example.test", next: `/join?game=${id}` } });
    expect(res.status).toBe(202);
    const link = await app.auth.mintLink("newcomer@example.test", `/join?game=${id}`, LINK_TTL.signIn);
    const red = await call("POST", "/auth/redeem", { body: { token: link } });
    expect(red.body).toMatchObject({ next: `/join?game=${id}`, scope: "account" });
    const joined = await call("POST", `/lobbies/${id}/join`, { token: red.body.session, body: { name: "Newcomer" } });
    expect(joined.status).toBe(200);
    expect(joined.body.players).toEqual(["Ann", "Newcomer"]);
  });
});

describe("starting", () => {
  it("is refused with too few players, and for anyone but the host, changing nothing", async () => {
    const id = await newLobby({ min: 3, max: 4 });
    expect((await join(id, "bob")).status).toBe(200);
    const few = await call("POST", `/lobbies/${id}/start`, { token: tokens.ann, body: {} });
    expect(few.status).toBe(409);
    expect(few.body.error).toMatchObject({ code: "lobby/too-few", message: expect.stringMatching(/at least 3/) });
    const notHost = await call("POST", `/lobbies/${id}/start`, { token: tokens.bob, body: { bots: 2 } });
    expect(notHost.status).toBe(403);
    expect(notHost.body.error.code).toBe("lobby/not-host");
    const tooMany = await call("POST", `/lobbies/${id}/start`, { token: tokens.ann, body: { bots: 3 } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.field).toBe("bots");
    expect(await lobby(id)).toMatchObject({ status: "open", players: ["Ann", "Bob"] });
    expect((await call("GET", `/games/${id}`, { token: tokens.ann })).status).toBe(404);
  });

  it("creates the game under the same id with the seated players and bot seats, inviting everyone but the host", async () => {
    const id = await newLobby({ min: 3, max: 4, named: ["bob"] });
    expect((await join(id, "cy")).status).toBe(200);
    const started = await call("POST", `/lobbies/${id}/start`, { token: tokens.ann, body: { bots: 1 } });
    expect(started.status).toBe(201);
    expect(started.body).toEqual({ gameId: id, version: 0 });

    const game = await call("GET", `/games/${id}`, { token: tokens.cy });
    expect(game.body.players.map((p: { name: string; bot?: boolean }) => [p.name, p.bot ?? false])).toEqual([["Ann", false], ["Bob", false], ["Cy", false], ["Bot 1", true]]);
    expect(game.body.mySeat).toBe(2);
    const created = (await app.store.events(id, -1, 0))[0]!;
    expect(created.type === "game-created" && created.players).toEqual([
      { name: "Ann", email: email("ann") }, { name: "Bob", email: email("bob") }, { name: "Cy", email: email("cy") }, { name: "Bot 1", bot: true },
    ]);
    const [invitations] = await outboxes(id);
    expect(invitations!.recipients.map((r: { email: string }) => r.email)).toEqual([email("bob"), email("cy")]);

    // The lobby is closed: no more joins, no second start, and it leaves everyone's lobby list.
    expect((await join(id, "dee")).body.error.code).toBe("lobby/started");
    expect((await call("POST", `/lobbies/${id}/start`, { token: tokens.ann, body: {} })).body.error.code).toBe("lobby/started");
    expect((await lobby(id)).status).toBe("started");
    expect((await call("GET", "/lobbies", { token: tokens.cy })).body.lobbies.map((l: { gameId: string }) => l.gameId)).not.toContain(id);
    expect((await call("GET", "/games", { token: tokens.cy })).body.games.map((g: { gameId: string }) => g.gameId)).toContain(id);
  });

  it("invites a person the host named in the language the host chose for them, as a game with every seat named does", async () => {
    const fay = "fay@example.test";
    const res = await call("POST", "/lobbies", { token: tokens.ann, body: { game: "high-card", options: { rounds: 1 }, players: [{ name: "Ann", email: email("ann") }, { name: "Fay", email: fay, language: "ru" }], minPlayers: 2, maxPlayers: 3 } });
    expect(res.status).toBe(201);
    expect((await call("POST", `/lobbies/${res.body.gameId}/start`, { token: tokens.ann, body: {} })).status).toBe(201);
    // Fay has never used Backroom: the host's choice becomes her language, so her invitation and every later mail are Russian.
    expect((await app.settings.get(fay)).language).toBe("ru");
    const [invitations] = await outboxes(res.body.gameId);
    expect(invitations!.recipients.map((r: { email: string }) => r.email)).toEqual([fay]);
  });

  it("names the bots in the host's language: «Бот 1», «Бот 2» at a Russian host's table", async () => {
    await app.settings.update(email("ann"), { language: "ru" });
    try {
      const id = await newLobby({ min: 3, max: 4 });
      expect((await call("POST", `/lobbies/${id}/start`, { token: tokens.ann, body: { bots: 2 } })).status).toBe(201);
      const game = await call("GET", `/games/${id}`, { token: tokens.ann });
      expect(game.body.players.map((p: { name: string }) => p.name)).toEqual(["Ann", "Бот 1", "Бот 2"]);
    } finally {
      await app.settings.update(email("ann"), { language: "en" });
    }
  });

  it("starts once when the host's start races a join: either the join or the start is refused", async () => {
    const id = await newLobby({ min: 2, max: 3 });
    expect((await join(id, "bob")).status).toBe(200);
    const [start, late] = await Promise.all([call("POST", `/lobbies/${id}/start`, { token: tokens.ann, body: {} }), join(id, "cy")]);
    const game = await call("GET", `/games/${id}`, { token: tokens.ann });
    if (start.status === 201) {
      expect(late.status).toBe(409);
      expect(game.body.players).toHaveLength(2);
    } else {
      expect(start.body.error.code).toBe("lobby/changed");
      expect(late.status).toBe(200);
      expect(game.status).toBe(404);
    }
  });
});

describe("a lobby with a time control", () => {
  it("starts a timed game: the lobby's time control and a deadline on every awaited decision", async () => {
    const timeControl = { daysPerDecision: 2, onTimeout: "bot", handOverAfter: 1 };
    const id = await newLobby({ min: 2, max: 3, timeControl });
    expect((await join(id, "bob")).status).toBe(200);
    const before = Date.now();
    expect((await call("POST", `/lobbies/${id}/start`, { token: tokens.ann, body: { bots: 1 } })).status).toBe(201);
    const after = Date.now();
    const game = (await call("GET", `/games/${id}`, { token: tokens.bob })).body;
    expect(game.timeControl).toEqual(timeControl);
    expect(game.timeControlText).toBe("2 days per decision, then a bot move; after 1 timeouts in a row a bot takes the seat");
    const twoDays = 2 * 86_400_000;
    const people = game.players.filter((p: { bot: boolean }) => !p.bot);
    expect(people.map((p: { name: string }) => p.name)).toEqual(["Ann", "Bob"]);
    for (const p of people) {
      // Every awaited person's decision is due two days after the start; a bot seat has no deadline.
      expect(game.awaiting).toContain(p.seat);
      const due = Date.parse(p.deadline);
      expect(due).toBeGreaterThanOrEqual(before + twoDays - 1000);
      expect(due).toBeLessThanOrEqual(after + twoDays + 1000);
    }
    expect(game.players[2]).toMatchObject({ name: "Bot 1", bot: true, deadline: null });

    // A lobby without one starts untimed.
    const plain = await newLobby({ min: 2, max: 3 });
    expect((await join(plain, "cy")).status).toBe(200);
    expect((await call("POST", `/lobbies/${plain}/start`, { token: tokens.ann, body: {} })).status).toBe(201);
    const untimed = (await call("GET", `/games/${plain}`, { token: tokens.cy })).body;
    expect(untimed.timeControl.daysPerDecision).toBeNull();
    expect(untimed.players.every((p: { deadline: string | null }) => p.deadline === null)).toBe(true);
  });

  it("hands its time control on to the rematch", async () => {
    const timeControl = { daysPerDecision: 5, onTimeout: "pass", handOverAfter: 3 };
    const id = await newLobby({ min: 2, max: 2, timeControl });
    expect((await join(id, "dee")).status).toBe(200);
    expect((await call("POST", `/lobbies/${id}/start`, { token: tokens.ann, body: {} })).status).toBe(201);
    expect((await playToEnd(id, ["ann", "dee"])).status).toBe("finished");
    const rematch = await call("POST", `/games/${id}/rematch`, { token: tokens.dee });
    expect(rematch.status).toBe(201);
    const game = (await call("GET", `/games/${rematch.body.gameId}`, { token: tokens.ann })).body;
    expect(game.timeControl).toEqual(timeControl);
    expect(game.players.filter((p: { seat: number }) => game.awaiting.includes(p.seat)).every((p: { deadline: string | null }) => p.deadline !== null)).toBe(true);
  });
});

describe("rematch", () => {
  it("is refused while the game runs and for a non-player", async () => {
    const players = ["ann", "bob"].map((w) => ({ name: w, email: `${w}@example.test` }));
    const id = (await call("POST", "/games", { token: tokens.ann, body: { game: "high-card", options: { rounds: 1 }, players } })).body.gameId;
    const early = await call("POST", `/games/${id}/rematch`, { token: tokens.bob });
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe("game/not-over");
    expect((await call("POST", `/games/${id}/rematch`, { token: tokens.eve })).status).toBe(403);
  });

  it("seats the same players (bots stay bots) with the same options, once, however many ask", async () => {
    const id = await newLobby({ min: 2, max: 3 });
    expect((await join(id, "bob")).status).toBe(200);
    expect((await call("POST", `/lobbies/${id}/start`, { token: tokens.ann, body: {} })).status).toBe(201);
    const finished = await playToEnd(id, ["ann", "bob"]);
    expect(finished.status).toBe("finished");
    expect(finished.rematch).toBeNull();

    const [first, second] = await Promise.all([
      call("POST", `/games/${id}/rematch`, { token: tokens.bob }), call("POST", `/games/${id}/rematch`, { token: tokens.ann }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(first.body.gameId).toBe(second.body.gameId);
    const again = await call("POST", `/games/${id}/rematch`, { token: tokens.ann });
    expect(again).toMatchObject({ status: 200, body: { gameId: first.body.gameId, created: false } });

    const rematch = await call("GET", `/games/${first.body.gameId}`, { token: tokens.bob });
    expect(rematch.body).toMatchObject({ status: "active", options: { rounds: 1 }, mySeat: 1 });
    expect(rematch.body.players.map((p: { name: string }) => p.name)).toEqual(["Ann", "Bob"]);
    expect((await call("GET", `/games/${id}`, { token: tokens.ann })).body.rematch).toBe(first.body.gameId);
    // Exactly one new game: the old game points at it, and each player's list holds it once.
    const anns = (await call("GET", "/games", { token: tokens.ann })).body.games.filter((g: { gameId: string; status: string }) => g.gameId !== id && g.status === "active");
    expect(anns.filter((g: { gameId: string }) => g.gameId === first.body.gameId)).toHaveLength(1);
    const creator = first.status === 201 ? email("bob") : email("ann");
    const [invitations] = await outboxes(first.body.gameId);
    expect(invitations!.recipients.map((r: { email: string }) => r.email)).toEqual([email("ann"), email("bob")].filter((e) => e !== creator));
  });

  it("seats a player who resigned as a person again, not as the bot that finished their seat", async () => {
    const players = (["ann", "bob"] as const).map((w) => ({ name: w, email: email(w) }));
    const id = (await call("POST", "/games", { token: tokens.ann, body: { game: "high-card", options: { rounds: 1 }, players } })).body.gameId;
    expect((await call("POST", `/games/${id}/seats/1`, { token: tokens.bob, body: { action: "resign" } })).status).toBe(200);
    expect((await call("GET", `/games/${id}`, { token: tokens.ann })).body.players[1]).toMatchObject({ bot: true, resigned: true });
    await app.store.doc.send(new UpdateCommand({
      TableName: app.tableName, Key: { pk: `GAME#${id}`, sk: "SUMMARY" }, UpdateExpression: "SET #st = :f", ExpressionAttributeNames: { "#st": "status" }, ExpressionAttributeValues: { ":f": "finished" },
    }));
    const res = await call("POST", `/games/${id}/rematch`, { token: tokens.ann });
    expect(res.status).toBe(201);
    const created = (await app.store.events(res.body.gameId, -1, 0))[0]!;
    expect(created.type === "game-created" && created.players).toEqual([{ name: "ann", email: email("ann") }, { name: "bob", email: email("bob") }]);
    expect((await call("GET", `/games/${res.body.gameId}`, { token: tokens.bob })).body.mySeat).toBe(1);
  });

  it("keeps bot seats as bots", async () => {
    const id = await newLobby({ min: 2, max: 3 });
    expect((await call("POST", `/lobbies/${id}/start`, { token: tokens.ann, body: { bots: 1 } })).status).toBe(201);
    // Bots playing their seats is the timers' job (another module); here the game is marked over
    // in the table directly, standing in for the bot finishing it.
    await app.store.doc.send(new UpdateCommand({
      TableName: app.tableName, Key: { pk: `GAME#${id}`, sk: "SUMMARY" }, UpdateExpression: "SET #st = :f", ExpressionAttributeNames: { "#st": "status" }, ExpressionAttributeValues: { ":f": "finished" },
    }));
    const res = await call("POST", `/games/${id}/rematch`, { token: tokens.ann });
    expect(res.status).toBe(201);
    const created = (await app.store.events(res.body.gameId, -1, 0))[0]!;
    expect(created.type === "game-created" && created.players).toEqual([{ name: "Ann", email: email("ann") }, { name: "Bot 1", bot: true }]);
    expect(await outboxes(res.body.gameId)).toEqual([]);
  });
});
