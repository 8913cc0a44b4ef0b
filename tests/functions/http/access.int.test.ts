/**
 * A session from a game email's link reaches its own game's routes listed in http/access.ts and
 * nothing else: every route of the router's own table is tried with it, under every method,
 * with a request that would work for an account session. Listed routes work for its game and
 * answer 403 auth/other-game for another; every other route answers 403 auth/game-only and
 * writes nothing; a method the path does not have is a 405. A route added later without a
 * sample request here fails this test, so each new route gets a decision. Settings and
 * unsubscribe tokens signed with another key are refused.
 */
import { createHmac, randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { ScanCommand } from "@aws-sdk/lib-dynamodb";
import { highCard } from "../../fixtures/high-card";
import { freshPlatform } from "../../support/dynamo";
import { lambdaCaller, type Call, type Reply } from "../../support/api-client";
import { LINK_TTL } from "../../../functions/src/auth/auth";
import { sealAddress } from "../../../functions/src/auth/link-tokens";
import { ManualClock } from "../../../functions/src/ports/clock";

const clock = new ManualClock("2026-12-01T09:00:00.000Z");
let app: Awaited<ReturnType<typeof freshPlatform>>;
let call: Call;
const account: Record<string, string> = {};
/** Bob's session from a game email's link for `game`, and one for `other`. */
let scoped: string;
let scopedElsewhere: string;
let game: string;
let other: string;
let lobby: string;

const ann = { name: "Ann", email: "ann@example.test" };
const bob = { name: "Bob", email: "bob@example.test" };
const at = (days: number) => new Date(clock.now().getTime() + days * 86_400_000).toISOString();

async function session(email: string, gameId: string | null): Promise<string> {
  const link = await app.auth.mintLink(email, null, gameId ? LINK_TTL.game : LINK_TTL.signIn, gameId);
  return (await call("POST", "/auth/redeem", { body: { token: link } })).body.session;
}
async function newGame(): Promise<string> {
  const res = await call("POST", "/games", { token: account.ann!, body: { game: "high-card", options: { rounds: 2 }, players: [ann, bob], press: { mode: "full" } } });
  expect(res.status).toBe(201);
  return res.body.gameId;
}

beforeAll(async () => {
  app = await freshPlatform({ games: { [highCard.id]: highCard }, clock });
  call = lambdaCaller(app.api);
  for (const who of ["ann", "bob"]) account[who] = await session(`${who}@example.test`, null);
  game = await newGame();
  other = await newGame();
  scoped = await session(bob.email, game);
  scopedElsewhere = await session(bob.email, other);
  lobby = (await call("POST", "/lobbies", { token: account.bob!, body: { game: "high-card", players: [bob], minPlayers: 1, maxPlayers: 3 } })).body.gameId;
});

/**
 * A request for each route that an account session (Bob's) would have answered, so a refusal
 * below is the session's scope and nothing else. `ok` is the answer to expect where it is allowed.
 */
const SAMPLES: Record<string, { query?: () => string; body?: () => Promise<unknown> | unknown; ok?: number }> = {
  "POST /auth/sign-in": { body: () => ({ email: bob.email }) },
  "POST /auth/resend": { body: async () => ({ token: await app.auth.mintLink(bob.email, null, LINK_TTL.signIn) }) },
  "POST /auth/redeem": { body: async () => ({ token: await app.auth.mintLink(bob.email, null, LINK_TTL.signIn) }) },
  "POST /auth/sign-out": { ok: 204 },
  "GET /me": { ok: 200 },
  "GET /me/vacation": {},
  "PUT /me/vacation": { body: () => ({ start: at(1), end: at(3) }) },
  "DELETE /me/vacation": {},
  "GET /settings": {},
  "POST /settings": { body: () => ({ settings: { reminders: false } }) },
  "POST /unsubscribe": { query: () => "" },
  "GET /catalog": {},
  "GET /games": {},
  "POST /games": { body: () => ({ game: "high-card", players: [bob, ann] }) },
  "GET /games/{id}": { ok: 200 },
  "GET /games/{id}/history": { ok: 200 },
  // The game is still running: its record is refused for that reason, not for the session.
  "GET /games/{id}/record": { ok: 409 },
  "GET /games/{id}/moves": { query: () => "?kind=play", ok: 200 },
  "POST /games/{id}/moves": {
    body: async () => {
      const g = await app.service.readGame(bob.email, game);
      return { move: { kind: "play", card: (g.view as { hand: string[] }).hand[0] }, clientMoveId: "scoped-move-1", expectedVersion: g.moveVersion };
    },
    ok: 200,
  },
  "GET /games/{id}/press": { ok: 200 },
  // Bob (seat 1) opens his channel with Ann; the channel routes below use the table ("{channel}").
  "POST /games/{id}/press": { body: () => ({ members: [0] }), ok: 201 },
  "PUT /games/{id}/press/mute": { body: () => ({ seat: 0, muted: true }), ok: 200 },
  "GET /games/{id}/press/{channel}": { ok: 200 },
  "POST /games/{id}/press/{channel}": { body: () => ({ text: "From the game link.", clientMessageId: "scoped-press-1" }), ok: 200 },
  "POST /games/{id}/press/{channel}/read": { body: () => ({ upTo: 0 }), ok: 200 },
  "POST /games/{id}/seats/{seat}": { body: () => ({ action: "resign" }), ok: 200 },
  "POST /games/{id}/rematch": {},
  "GET /games/{id}/mail": { ok: 200 },
  "PUT /games/{id}/mail": { body: () => ({ muted: true }), ok: 200 },
  "POST /games/{id}/chat": { body: () => ({ text: "From the game link.", clientMoveId: "scoped-chat-1" }), ok: 200 },
  "GET /lobbies": {},
  "POST /lobbies": { body: () => ({ game: "high-card", players: [bob], minPlayers: 2, maxPlayers: 3 }) },
  "GET /lobbies/{id}": {},
  "POST /lobbies/{id}/join": { body: () => ({ name: "Bob again" }) },
  "POST /lobbies/{id}/start": { body: () => ({ bots: 1 }) },
};

/** The path with its parameters filled in: a game route names `gameId`, a lobby route the lobby; seat 1 is Bob's; the channel is the table. */
function concrete(path: string, gameId: string): string {
  return path.replace("{id}", path.startsWith("/lobbies") ? lobby : gameId).replace("{seat}", "1").replace("{channel}", "table");
}
/** The sample request of a route, ready to send (its body made first: minting a link writes). */
async function prepare(method: string, path: string, token: string, gameId = game): Promise<() => Promise<Reply>> {
  const sample = SAMPLES[`${method} ${path}`] ?? {};
  const body = sample.body ? await sample.body() : method === "GET" || method === "DELETE" ? undefined : {};
  return () => call(method, `${concrete(path, gameId)}${sample.query?.() ?? ""}`, { token, ...(body === undefined ? {} : { body }) });
}
const send = async (method: string, path: string, token: string, gameId = game) => (await prepare(method, path, token, gameId))();
const items = async () => (await app.store.doc.send(new ScanCommand({ TableName: app.tableName, Select: "COUNT", ConsistentRead: true }))).Count;

describe("a game link's session on every route of the router", () => {
  const routes = () => app.api.routes;

  it("every route has a sample request here, and every route listed for game sessions is one of the router's", () => {
    const names = routes().map((r) => `${r.method} ${r.path}`);
    expect(names.filter((n) => !(n in SAMPLES))).toEqual([]);
    expect(Object.keys(SAMPLES).filter((n) => !names.includes(n))).toEqual([]);
  });

  it("is refused 403 auth/game-only on every route not listed for it, whatever the method, and nothing is written", async () => {
    const refused = routes().filter((r) => !r.gameSession);
    expect(refused.length).toBeGreaterThan(15);
    for (const r of refused) {
      const request = await prepare(r.method, r.path, scoped);
      const before = await items();
      const res = await request();
      expect([`${r.method} ${r.path}`, res.status, res.body?.error?.code]).toEqual([`${r.method} ${r.path}`, 403, "auth/game-only"]);
      expect(await items()).toBe(before);
    }
  });

  it("on a path, a method it does not have is a 405, never an answer", async () => {
    for (const path of new Set(routes().map((r) => r.path))) {
      const has = routes().filter((r) => r.path === path).map((r) => r.method);
      for (const method of ["GET", "POST", "PUT", "DELETE", "PATCH"].filter((m) => !has.includes(m as never))) {
        const res = await call(method, concrete(path, game), { token: scoped, body: {} });
        expect([method, path, res.status]).toEqual([method, path, 405]);
      }
    }
  });

  it("on a listed route of another game answers 403 auth/other-game, writing nothing", async () => {
    for (const r of routes().filter((x) => x.gameSession && x.path.includes("{id}"))) {
      const request = await prepare(r.method, r.path, scopedElsewhere);
      const before = await items();
      const res = await request();
      expect([`${r.method} ${r.path}`, res.status, res.body?.error?.code]).toEqual([`${r.method} ${r.path}`, 403, "auth/other-game"]);
      expect(await items()).toBe(before);
    }
  });

  it("works on every listed route for its own game (signing out last)", async () => {
    const listed = routes().filter((r) => r.gameSession).sort((a, b) => Number(a.path === "/auth/sign-out") - Number(b.path === "/auth/sign-out"));
    expect(listed.map((r) => `${r.method} ${r.path}`)).toContain("POST /games/{id}/moves");
    for (const r of listed) {
      const res = await send(r.method, r.path, scoped);
      expect([`${r.method} ${r.path}`, res.status]).toEqual([`${r.method} ${r.path}`, SAMPLES[`${r.method} ${r.path}`]!.ok]);
    }
    expect((await call("GET", "/me", { token: scoped })).status).toBe(401);
  });

  it("an account session is never refused for its scope on any route", async () => {
    const fresh = await session(ann.email, null);
    for (const r of app.api.routes) {
      const res = await send(r.method, r.path, fresh, other);
      expect([`${r.method} ${r.path}`, res.body?.error?.code]).not.toEqual([`${r.method} ${r.path}`, expect.stringMatching(/^auth\/(game-only|other-game)$/)]);
    }
  });
});

describe("a rematch asked from a game link's session", () => {
  it("is refused (403 auth/game-only): it would make a game that session cannot open; no game is made", async () => {
    const id = await newGame();
    for (let round = 0; round < 2; round++) {
      for (const who of [ann, bob]) {
        const g = await app.service.readGame(who.email, id);
        await app.service.submitMove(who.email, id, { move: g.legalMoves[0]!.move, clientMoveId: `end-${who.name}-${round}`, expectedVersion: g.moveVersion });
      }
    }
    expect((await app.store.getSummary(id))!.status).toBe("finished");
    const link = await session(bob.email, id);
    const res = await call("POST", `/games/${id}/rematch`, { token: link });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("auth/game-only");
    expect((await app.store.getSummary(id))!.rematch).toBeUndefined();
  });
});

describe("settings and unsubscribe tokens", () => {
  /** Tokens for `email` in the real formats (sealed, and the older address.HMAC), made with some other key. */
  const forged = (email: string, key: Buffer, version: number) => [
    sealAddress(key, version, "settings", email), sealAddress(key, version, "unsubscribe", email),
    `${Buffer.from(email).toString("base64url")}.${createHmac("sha256", key).update(`settings\n${email}`).digest("base64url").slice(0, 32)}`,
  ];

  it("signed with any other key are refused for the same address (403 auth/token-invalid), changing nothing", async () => {
    const real = await app.auth.settingsToken(bob.email);
    const keys = [randomBytes(32), Buffer.from((await app.users.signingKey()).toString("base64"))];
    const { version } = await app.users.linkKey();
    for (const token of keys.flatMap((key) => forged(bob.email, key, version))) {
      expect(token).not.toBe(real);
      for (const res of [
        await call("GET", `/settings?token=${encodeURIComponent(token)}`),
        await call("POST", "/settings", { body: { token, settings: { mode: "none" } } }),
        await call("POST", `/unsubscribe?token=${encodeURIComponent(token)}`),
      ]) {
        expect(res.status).toBe(403);
        expect(res.body.error.code).toBe("auth/token-invalid");
      }
    }
    expect((await app.users.settings(bob.email)).mode).toBe("every");
    expect((await call("GET", `/settings?token=${encodeURIComponent(real)}`)).body.email).toBe(bob.email);
  });

  it("made by another deployment (its own key) are refused here", async () => {
    const elsewhere = await freshPlatform({ games: { [highCard.id]: highCard }, clock });
    const token = await elsewhere.auth.settingsToken(bob.email);
    const res = await call("POST", `/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("auth/token-invalid");
  });
});
