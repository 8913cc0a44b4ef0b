/**
 * Issue #27: concurrent press is neither lost nor doubled and never makes a pending move stale.
 * Each race is made certain at the write (tests/support/barrier.ts): every racer has read the
 * same state and reached its first write to the table before any lands. The oracle test
 * (never-leaked.int.test.ts) races the same way without the barrier, in random games.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { BatchWriteCommand, PutCommand, TransactWriteCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { highCard } from "../../fixtures/high-card";
import { freshPlatform } from "../../support/dynamo";
import { lambdaCaller, type Call, type Reply } from "../../support/api-client";
import { atTheWrite } from "../../support/barrier";
import { LINK_TTL } from "../../../functions/src/auth/auth";
import { ManualClock } from "../../../functions/src/ports/clock";

const people = ["ann", "bob", "cy", "dee"] as const;
type Who = (typeof people)[number];
const email = (who: Who) => `${who}@race.test`;

let app: Awaited<ReturnType<typeof freshPlatform>>;
let call: Call;
const tokens = {} as Record<Who, string>;

beforeAll(async () => {
  app = await freshPlatform({ games: { [highCard.id]: highCard }, clock: new ManualClock("2026-12-01T09:00:00.000Z") });
  call = lambdaCaller(app.api);
  for (const who of people) {
    const link = await app.auth.mintLink(email(who), null, LINK_TTL.signIn);
    tokens[who] = (await call("POST", "/auth/redeem", { body: { token: link } })).body.session;
  }
});

/** A write of the game's or its press's items (not a session's or a sign-in's). */
function gameWrite(command: unknown): boolean {
  const keys: unknown[] = [];
  if (command instanceof TransactWriteCommand) for (const w of command.input.TransactItems ?? []) keys.push((w.Put?.Item ?? w.Update?.Key ?? w.Delete?.Key ?? w.ConditionCheck?.Key)?.pk);
  else if (command instanceof PutCommand) keys.push(command.input.Item?.pk);
  else if (command instanceof UpdateCommand) keys.push(command.input.Key?.pk);
  else if (command instanceof BatchWriteCommand) return true;
  return keys.some((pk) => typeof pk === "string" && !/^(SESSION|LINK|USER|RATE|DEVICE)#/.test(pk));
}

async function newGame(): Promise<string> {
  const res = await call("POST", "/games", { token: tokens.ann, body: { game: "high-card", options: { rounds: 2 }, players: people.map((w) => ({ name: w, email: email(w) })), press: { mode: "full", archive: "private" } } });
  expect(res.status).toBe(201);
  return res.body.gameId;
}
const write = (id: string, who: Who, channel: string, text: string, clientMessageId: string) =>
  call("POST", `/games/${id}/press/${channel}`, { token: tokens[who], body: { text, clientMessageId } });
const messages = async (id: string, who: Who, channel: string) => {
  const r = await call("GET", `/games/${id}/press/${channel}?limit=200`, { token: tokens[who] });
  expect(r.status).toBe(200);
  return r.body.messages as { seq: number; seat: number; text: string }[];
};

describe("press written at once", () => {
  it("three members writing to one channel at once: every message lands once, seqs 1, 2, 3", async () => {
    const id = await newGame();
    const open = await call("POST", `/games/${id}/press`, { token: tokens.ann, body: { members: [1, 2] } });
    expect(open.status).toBe(201);
    const { result, held } = await atTheWrite(app.store.doc, 3, () => Promise.all((["ann", "bob", "cy"] as const).map((who) => write(id, who, "s0-1-2", `from ${who}`, `race-${who}-1`))), { hold: gameWrite });
    expect(held).toBe(3);
    expect(result.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(result.map((r) => r.body.seq).sort()).toEqual([1, 2, 3]);
    const got = await messages(id, "ann", "s0-1-2");
    expect(got.map((m) => m.seq)).toEqual([1, 2, 3]);
    expect(got.map((m) => m.text).sort()).toEqual(["from ann", "from bob", "from cy"]);
  });

  it("one message sent twice at once is one message; both answers name its seq", async () => {
    const id = await newGame();
    expect((await call("POST", `/games/${id}/press`, { token: tokens.bob, body: { members: [3] } })).status).toBe(201);
    const { result } = await atTheWrite(app.store.doc, 2, () => Promise.all([1, 2].map(() => write(id, "bob", "s1-3", "only once", "twice-at-once"))), { hold: gameWrite });
    expect(result.map((r) => r.status)).toEqual([200, 200]);
    expect(result.map((r) => r.body.seq)).toEqual([1, 1]);
    expect(result.map((r) => r.body.duplicate).sort()).toEqual([false, true]);
    expect((await messages(id, "dee", "s1-3")).map((m) => m.text)).toEqual(["only once"]);
  });

  it.each([
    ["a private message", "s0-1"],
    ["a table line", "table"],
  ])("a move and %s at once: the move is played (never stale), the message lands, and only the move moves the game", async (_what, channel) => {
    const id = await newGame();
    if (channel !== "table") expect((await call("POST", `/games/${id}/press`, { token: tokens.ann, body: { members: [1] } })).status).toBe(201);
    const before = (await call("GET", `/games/${id}`, { token: tokens.cy })).body;
    const move = () => call("POST", `/games/${id}/moves`, { token: tokens.cy, body: { move: before.legalMoves[0].move, clientMoveId: `move-${channel}`, expectedVersion: before.moveVersion } });
    const { result, held } = await atTheWrite(app.store.doc, 2, () => Promise.all<Reply>([move(), write(id, "bob", channel, "while you move", `msg-${channel}`)]), { hold: gameWrite });
    expect(held).toBe(2);
    expect(result.map((r) => [r.status, r.body?.error?.code ?? null])).toEqual([[200, null], [200, null]]);
    const after = (await call("GET", `/games/${id}`, { token: tokens.cy })).body;
    // A private message is no event of the game; a table line is one (chat), besides the move.
    expect(after.version).toBe(before.version + (channel === "table" ? 2 : 1));
    expect(after.moveVersion).toBe(result[0]!.body.seq);
    expect((await messages(id, "ann", channel)).map((m) => m.text)).toContain("while you move");
  });
});
