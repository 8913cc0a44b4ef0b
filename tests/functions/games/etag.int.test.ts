/**
 * Idle cost (issue 14): GET /games/{id} carries an ETag, and a poll that sends it back while
 * nothing changed is a 304 with no body that read only the game's summary item. Driven over HTTP
 * through the local edge (what `npm start` serves), so If-None-Match and ETag are shown to
 * survive it, with the real API handler on DynamoDB Local.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { highCard } from "../../fixtures/high-card";
import { freshPlatform } from "../../support/dynamo";
import { httpCaller, type Call } from "../../support/api-client";
import { LINK_TTL } from "../../../functions/src/auth/auth";
import { startLocalEdge, type LocalEdge } from "../../../functions/src/local/edge";
import { etagMatches } from "../../../functions/src/games/etag";

const players = [
  { name: "Ann", email: "ann@example.test" },
  { name: "Bob", email: "bob@example.test" },
  { name: "Cy", email: "cy@example.test" },
];

let app: Awaited<ReturnType<typeof freshPlatform>>;
let edge: LocalEdge;
let call: Call;
const tokens: Record<string, string> = {};
/** DynamoDB commands sent by the API, in order. */
let commands: string[] = [];

beforeAll(async () => {
  app = await freshPlatform({ games: { [highCard.id]: highCard } });
  app.dynamo.middlewareStack.add((next, context) => async (args) => {
    commands.push(String(context.commandName));
    return next(args);
  }, { step: "initialize", name: "countCommands" });
  const site = mkdtempSync(join(tmpdir(), "site-"));
  writeFileSync(join(site, "404.html"), "<h1>not found</h1>");
  edge = await startLocalEdge({ port: 0, siteDir: site, handler: app.api });
  call = httpCaller(`${edge.url}/api`);
  for (const p of players) {
    const link = await app.auth.mintLink(p.email, null, LINK_TTL.signIn);
    tokens[p.name.toLowerCase()] = (await app.auth.redeem(link)).session;
  }
});

afterAll(async () => {
  await edge?.stop();
});

beforeEach(() => {
  commands = [];
});

async function newGame(): Promise<string> {
  const res = await call("POST", "/games", { token: tokens.ann, body: { game: "high-card", options: { rounds: 3 }, players } });
  expect(res.status).toBe(201);
  return res.body.gameId;
}

/** Every player opens the game once (which marks them joined), so later polls see no change. */
async function allJoined(gameId: string) {
  for (const who of ["ann", "bob", "cy"]) await call("GET", `/games/${gameId}`, { token: tokens[who] });
}

const poll = (gameId: string, who: string, etag?: string) =>
  call("GET", `/games/${gameId}`, { token: tokens[who], headers: etag ? { "if-none-match": etag } : {} });

describe("GET /games/{id} with If-None-Match", () => {
  it("answers 304 with no body while nothing changed, from one read of the summary", async () => {
    const id = await newGame();
    await allJoined(id);
    const first = await poll(id, "ann");
    expect(first.status).toBe(200);
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    commands = [];
    const again = await poll(id, "ann", etag);
    expect(again.status).toBe(304);
    expect(again.body).toBeUndefined();
    expect(again.headers.etag).toBe(etag);
    // The session, then the summary: no event, snapshot or seed read.
    expect(commands.filter((c) => c !== "GetItemCommand")).toEqual([]);
    expect(commands).toHaveLength(2);
  });

  it("answers 200 with a new tag after a move", async () => {
    const id = await newGame();
    await allJoined(id);
    const before = await poll(id, "ann");
    const bob = await poll(id, "bob");
    const move = await call("POST", `/games/${id}/moves`, {
      token: tokens.bob, body: { move: bob.body.legalMoves[0].move, clientMoveId: "etag-move-1", expectedVersion: bob.body.version },
    });
    expect(move.status).toBe(200);
    const after = await poll(id, "ann", before.headers.etag);
    expect(after.status).toBe(200);
    expect(after.body.version).toBe(before.body.version + 1);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await poll(id, "ann", after.headers.etag)).status).toBe(304);
  });

  it("answers 200 after a chat line", async () => {
    const id = await newGame();
    await allJoined(id);
    const before = await poll(id, "ann");
    expect((await call("POST", `/games/${id}/chat`, { token: tokens.cy, body: { text: "hello", clientMoveId: "etag-chat-1" } })).status).toBe(200);
    const after = await poll(id, "ann", before.headers.etag);
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it("answers 200 when another player joins, which is no event but shows on the page", async () => {
    const id = await newGame();
    const before = await poll(id, "ann");
    expect(before.body.players[1].joined).toBe(false);
    expect((await poll(id, "ann", before.headers.etag)).status).toBe(304);
    await poll(id, "bob");
    const after = await poll(id, "ann", before.headers.etag);
    expect(after.status).toBe(200);
    expect(after.body.players[1].joined).toBe(true);
  });

  it("tags each viewer's answer apart: one player's tag is no 304 for another", async () => {
    const id = await newGame();
    await allJoined(id);
    const ann = await poll(id, "ann");
    const bob = await poll(id, "bob");
    expect(bob.headers.etag).not.toBe(ann.headers.etag);
    expect((await poll(id, "bob", ann.headers.etag)).status).toBe(200);
  });

  it("still checks the session on a conditional request", async () => {
    const id = await newGame();
    const ann = await poll(id, "ann");
    const res = await call("GET", `/games/${id}`, { token: "x".repeat(43), headers: { "if-none-match": ann.headers.etag! } });
    expect(res.status).toBe(401);
  });
});

describe("etagMatches", () => {
  it.each([
    ['"abc"', '"abc"', true],
    ['W/"abc"', '"abc"', true],
    ['"x", "abc"', '"abc"', true],
    ["*", '"abc"', true],
    ['"abd"', '"abc"', false],
    ["", '"abc"', false],
  ])("%s against %s: %s", (header, etag, expected) => {
    expect(etagMatches(header, etag)).toBe(expected);
  });
});
