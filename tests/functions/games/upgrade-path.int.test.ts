/**
 * The safe upgrade judges the path, not only where it ends (docs/engine.md, "How to change the
 * rules of a live game"), and a poll learns of an upgrade as soon as one is due. Version 2 of
 * the High Card fixture keeps a chosen card in its player's hand until the round's reveal
 * (version 1 takes it out at once): after a whole round both versions stand in the same state,
 * but not after each move. Games are made under a build with only version 1; a build with both
 * then serves the same table, through the real API handler on DynamoDB Local.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { defineGame } from "@backroom/engine/core/game";
import { highCard } from "../../fixtures/high-card";
import { highCardV1, keepCardUntilReveal } from "../../fixtures/high-card-versions";
import { freshPlatform } from "../../support/dynamo";
import { lambdaCaller, type Call } from "../../support/api-client";
import { LINK_TTL } from "../../../functions/src/auth/auth";
import { compose } from "../../../functions/src/compose";

const highCardV2 = defineGame({
  ...highCard,
  engineVersion: 2,
  changes: [...highCardV1.changes!, { version: 2, summary: "A chosen card stays in hand until the reveal." }],
  olderVersions: [highCardV1],
  apply: keepCardUntilReveal,
});

const players = [{ name: "Ann", email: "ann@example.test" }, { name: "Bob", email: "bob@example.test" }];
const tokens: Record<string, string> = {};
let app: Awaited<ReturnType<typeof freshPlatform>>;
let oldBuild: Call;
let newBuild: Call;

beforeAll(async () => {
  app = await freshPlatform({ games: { [highCard.id]: highCardV1 } });
  oldBuild = lambdaCaller(app.api);
  newBuild = lambdaCaller(compose(app.env, { games: { [highCard.id]: highCardV2 }, bots: {} }).api);
  for (const p of players) {
    const link = await app.auth.mintLink(p.email, null, LINK_TTL.signIn);
    tokens[p.name.toLowerCase()] = (await oldBuild("POST", "/auth/redeem", { body: { token: link } })).body.session;
  }
});

async function create(): Promise<string> {
  const res = await oldBuild("POST", "/games", { token: tokens.ann, body: { game: "high-card", options: { rounds: 3 }, players } });
  expect(res.status).toBe(201);
  return res.body.gameId;
}
async function play(id: string, who: "ann" | "bob") {
  const game = (await oldBuild("GET", `/games/${id}`, { token: tokens[who] })).body;
  const res = await oldBuild("POST", `/games/${id}/moves`, { token: tokens[who], body: { move: game.legalMoves[0].move, clientMoveId: `move-${who}-${game.version}`, expectedVersion: game.version } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.seq as number;
}
const types = async (id: string) => ((await newBuild("GET", `/games/${id}/history`, { token: tokens.bob })).body.entries as { type: string }[]).map((e) => e.type);

describe("a game whose history ends in the same state by another path", () => {
  it("stays on version 1: each move must lead to the same game, not only the last", async () => {
    const id = await create();
    await play(id, "ann");
    await play(id, "bob");
    // Where the path ends, the two versions agree (so only the path can refuse it).
    const moves = (await app.store.events(id, 0)).flatMap((e) => (e.type === "move" ? [e] : []));
    const input = { seats: 2, options: { rounds: 3 }, seed: (await app.store.getSeed(id))! };
    const end = (def: typeof highCard) => moves.reduce((s, m) => def.apply(s, m.seat, def.moveSchema.parse(m.move)), def.setup(input));
    expect(end(highCardV2)).toEqual(end(highCardV1));

    const read = await newBuild("GET", `/games/${id}`, { token: tokens.ann });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ version: 2, engineVersion: 1, engineVersions: [{ version: 1, fromSeq: 0 }] });
    expect(await types(id)).toEqual(["game-created", "move", "move"]);
    // Played on under version 1 through the new build.
    const game = read.body;
    expect((await newBuild("POST", `/games/${id}/moves`, { token: tokens.ann, body: { move: game.legalMoves[0].move, clientMoveId: "v1-plays-on", expectedVersion: game.version } })).status).toBe(200);
    expect((await newBuild("GET", `/games/${id}`, { token: tokens.ann })).body).toMatchObject({ version: 3, engineVersion: 1 });
  });

  it("while a game not yet played is upgraded by the same build", async () => {
    const id = await create();
    expect((await newBuild("GET", `/games/${id}`, { token: tokens.ann })).body).toMatchObject({ version: 1, engineVersion: 2 });
    expect(await types(id)).toEqual(["game-created", "engine-upgraded"]);
  });
});

describe("the ETag", () => {
  it("changes when an upgrade becomes due: the first poll under the new build gets the upgraded game, not a 304", async () => {
    const id = await create();
    const first = await oldBuild("GET", `/games/${id}`, { token: tokens.bob });
    const etag = first.headers.etag!;
    expect((await oldBuild("GET", `/games/${id}`, { token: tokens.bob, headers: { "if-none-match": etag } })).status).toBe(304);
    const after = await newBuild("GET", `/games/${id}`, { token: tokens.bob, headers: { "if-none-match": etag } });
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ engineVersion: 2 });
    expect((await newBuild("GET", `/games/${id}`, { token: tokens.bob, headers: { "if-none-match": after.headers.etag! } })).status).toBe(304);
  });

  it("changes once for a game the upgrade refused, then stands", async () => {
    const id = await create();
    await play(id, "ann");
    const etag = (await oldBuild("GET", `/games/${id}`, { token: tokens.bob })).headers.etag!;
    const refused = await newBuild("GET", `/games/${id}`, { token: tokens.bob, headers: { "if-none-match": etag } });
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({ engineVersion: 1 });
    expect((await newBuild("GET", `/games/${id}`, { token: tokens.bob, headers: { "if-none-match": refused.headers.etag! } })).status).toBe(304);
  });
});
