/**
 * Shipping a new engine version while games run (docs/engine.md, "How to change the rules of a
 * live game"), through the real API handler and store over DynamoDB Local. Version 1 of the
 * tally fixture lets a seat add 1–3; version 2 allows only 1–2. Games are created under a build
 * that has only version 1; then a build with both versions serves the same table.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { defineGame, ensure } from "@backroom/engine/core/game";
import { tally } from "../../fixtures/tally";
import { freshPlatform } from "../../support/dynamo";
import { lambdaCaller, type Call } from "../../support/api-client";
import { LINK_TTL } from "../../../functions/src/auth/auth";
import { compose } from "../../../functions/src/compose";
import { verifyRecord } from "../../../engine/core/verify";

const tallyV1 = defineGame({ ...tally, changes: [{ version: 1, summary: "First release." }] });
const tallyV2 = defineGame({
  ...tally,
  engineVersion: 2,
  changes: [...tallyV1.changes!, { version: 2, summary: "A seat adds 1 or 2, no longer 3." }],
  olderVersions: [tallyV1],
  legalMoves: (s, seat) => tally.legalMoves(s, seat).filter((m) => m.kind !== "add" || m.amount < 3),
  apply(s, seat, move) {
    ensure(move.kind !== "add" || move.amount < 3, "tally/too-much", "Add 1 or 2.");
    return tally.apply(s, seat, move);
  },
});

const players = [
  { name: "Ann", email: "ann@example.test" },
  { name: "Bob", email: "bob@example.test" },
];
const tokens: Record<string, string> = {};
let oldBuild: Call;
let newBuild: Call;
let app: Awaited<ReturnType<typeof freshPlatform>>;

async function sessionFor(email: string): Promise<string> {
  const link = await app.auth.mintLink(email, null, LINK_TTL.signIn);
  const res = await oldBuild("POST", "/auth/redeem", { body: { token: link } });
  expect(res.status).toBe(200);
  return res.body.session;
}

async function create(call: Call, target = 100): Promise<string> {
  const res = await call("POST", "/games", { token: tokens.ann, body: { game: "tally", options: { target }, players } });
  expect(res.status).toBe(201);
  return res.body.gameId;
}

let moveNo = 0;
async function add(call: Call, id: string, who: "ann" | "bob", amount: number, expectedVersion?: number) {
  const version = expectedVersion ?? (await call("GET", `/games/${id}`, { token: tokens[who] })).body.version;
  return call("POST", `/games/${id}/moves`, { token: tokens[who], body: { move: { kind: "add", amount }, clientMoveId: `move-${String(++moveNo).padStart(4, "0")}`, expectedVersion: version } });
}

async function history(call: Call, id: string) {
  const res = await call("GET", `/games/${id}/history`, { token: tokens.bob });
  expect(res.status).toBe(200);
  return res.body.entries as { seq: number; type: string; text: string; seat: number | null }[];
}

beforeAll(async () => {
  app = await freshPlatform({ games: { tally: tallyV1 }, snapshotEvery: 2 });
  oldBuild = lambdaCaller(app.api);
  newBuild = lambdaCaller(compose(app.env, { games: { tally: tallyV2 }, bots: {} }).api);
  for (const p of players) tokens[p.name.toLowerCase()] = await sessionFor(p.email);
});

describe("a game created under version 1 when version 2 ships", () => {
  it("upgrades a game whose every move fits version 2, exactly once, and says so in the history", async () => {
    const id = await create(oldBuild);
    expect((await add(oldBuild, id, "ann", 1)).status).toBe(200);
    expect((await add(oldBuild, id, "bob", 2)).status).toBe(200);
    expect((await add(oldBuild, id, "ann", 2)).status).toBe(200); // seq 3; a v1 snapshot at seq 2

    // Three readers at once under the new build: one upgrade event, whoever wins the race.
    const reads = await Promise.all([newBuild("GET", `/games/${id}`, { token: tokens.ann }), newBuild("GET", `/games/${id}`, { token: tokens.bob }), newBuild("GET", `/games/${id}`, { token: tokens.ann })]);
    for (const r of reads) expect(r.status).toBe(200);
    const game = (await newBuild("GET", `/games/${id}`, { token: tokens.bob })).body;
    expect(game).toMatchObject({ version: 4, engineVersion: 2, view: { tally: 5 } });
    expect(game.engineVersions).toEqual([
      { version: 1, fromSeq: 0, note: "First release." },
      { version: 2, fromSeq: 4, note: "A seat adds 1 or 2, no longer 3." },
    ]);
    const entries = await history(newBuild, id);
    const upgrades = entries.filter((e) => e.type === "engine-upgraded");
    expect(upgrades).toEqual([expect.objectContaining({ seq: 4, seat: null, text: "Rules updated to engine version 2: A seat adds 1 or 2, no longer 3." })]);
    expect(game.legalMoves.map((m: { move: { amount?: number } }) => m.move.amount)).toEqual([1, 2]);

    // Reading again changes nothing; the next move is judged by version 2.
    expect((await newBuild("GET", `/games/${id}`, { token: tokens.ann })).body.version).toBe(4);
    const tooMuch = await add(newBuild, id, "bob", 3);
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.error.code).toBe("tally/too-much");
    expect((await add(newBuild, id, "bob", 1)).body).toMatchObject({ seq: 5, duplicate: false });
    expect((await newBuild("GET", `/games/${id}`, { token: tokens.ann })).body.view.tally).toBe(6);
  });

  it("keeps a game whose history does not fit version 2 on version 1, where it still plays", async () => {
    const id = await create(oldBuild);
    expect((await add(oldBuild, id, "ann", 3)).status).toBe(200); // not a move version 2 allows
    expect((await add(oldBuild, id, "bob", 1)).status).toBe(200);
    const game = await newBuild("GET", `/games/${id}`, { token: tokens.ann });
    expect(game.status).toBe(200);
    expect(game.body).toMatchObject({ version: 2, engineVersion: 1, view: { tally: 4 }, engineVersions: [{ version: 1, fromSeq: 0, note: "First release." }] });
    expect(game.body.legalMoves.map((m: { move: { amount?: number } }) => m.move.amount)).toEqual([1, 2, 3]);
    // Judged by version 1: a 3 is still legal here, read and moved through the new build.
    expect((await add(newBuild, id, "ann", 3)).status).toBe(200);
    expect((await add(newBuild, id, "bob", 3)).status).toBe(200);
    const again = await newBuild("GET", `/games/${id}`, { token: tokens.bob });
    expect(again.body).toMatchObject({ version: 4, engineVersion: 1, view: { tally: 10 } });
    expect((await history(newBuild, id)).map((e) => e.type)).toEqual(["game-created", "move", "move", "move", "move"]);
  });

  it("accepts a move chosen before the upgrade: only the upgrade event came in between", async () => {
    const id = await create(oldBuild);
    expect((await add(oldBuild, id, "ann", 1)).status).toBe(200);
    // Bob loaded the page at version 1 under the old build, chats (no move: the upgrade check
    // skips it), and moves after the new one ships.
    expect((await oldBuild("POST", `/games/${id}/chat`, { token: tokens.bob, body: { text: "thinking", clientMoveId: "bob-thinking" } })).status).toBe(200);
    const res = await add(newBuild, id, "bob", 2, 1);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ seq: 4, version: 4 });
    expect((await history(newBuild, id)).map((e) => e.type)).toEqual(["game-created", "move", "chat", "engine-upgraded", "move"]);
    // A version that is stale because of a move is still a conflict.
    expect((await add(newBuild, id, "bob", 1, 2)).status).toBe(409);
  });

  it("starts new games on version 2", async () => {
    const id = await create(newBuild);
    const game = (await newBuild("GET", `/games/${id}`, { token: tokens.ann })).body;
    expect(game).toMatchObject({ engineVersion: 2, engineVersions: [{ version: 2, fromSeq: 0 }] });
    expect((await add(newBuild, id, "ann", 3)).status).toBe(422);
  });

  it("leaves a finished version-1 game on version 1: its history and record still replay", async () => {
    const id = await create(oldBuild, 3);
    expect((await add(oldBuild, id, "ann", 3)).status).toBe(200);
    const game = (await newBuild("GET", `/games/${id}`, { token: tokens.ann })).body;
    expect(game).toMatchObject({ status: "finished", engineVersion: 1 });
    expect((await history(newBuild, id)).at(-1)!.text).toBe("Ann added 3.");
    const record = await newBuild("GET", `/games/${id}/record`, { token: tokens.ann });
    expect(record.status).toBe(200);
    expect((await verifyRecord(tallyV2, record.body)).summary).toMatch(/^Verified/);
    // Even one whose every move fits version 2: a finished game is never upgraded.
    const fits = await create(oldBuild, 3);
    expect((await add(oldBuild, fits, "ann", 2)).status).toBe(200);
    expect((await add(oldBuild, fits, "bob", 1)).status).toBe(200);
    expect((await newBuild("GET", `/games/${fits}`, { token: tokens.ann })).body).toMatchObject({ status: "finished", engineVersion: 1, version: 2 });
    expect((await history(newBuild, fits)).map((e) => e.type)).toEqual(["game-created", "move", "move"]);
  });

  it("answers a build that lacks the game's version with a 503 naming it, never a 500", async () => {
    const id = await create(newBuild);
    const res = await oldBuild("GET", `/games/${id}`, { token: tokens.ann });
    expect(res.status).toBe(503);
    expect(res.body.error).toMatchObject({ code: "game/engine-unavailable" });
    expect(res.body.error.message).toMatch(/version 2/);
  });
});
