/**
 * Who may move for a seat is whoever holds it now: the person, the bot (after a resignation, the
 * host's hand-over or timeouts) or the substitute. A player whose seat the bot holds is refused
 * their own moves (409, changing nothing) until they take it back where that is allowed; a
 * replaced player is no longer a player. They may still talk at the table while the bot plays.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { highCard } from "../../fixtures/high-card";
import { freshPlatform } from "../../support/dynamo";
import { lambdaCaller, type Call } from "../../support/api-client";
import { LINK_TTL } from "../../../functions/src/auth/auth";
import { ManualClock } from "../../../functions/src/ports/clock";

const clock = new ManualClock("2026-12-01T09:00:00.000Z");
let app: Awaited<ReturnType<typeof freshPlatform>>;
let call: Call;
const tokens: Record<string, string> = {};
const people = ["ann", "bob", "cy"];
const player = (n: string) => ({ name: n[0]!.toUpperCase() + n.slice(1), email: `${n}@example.test` });

beforeAll(async () => {
  // No timers: the bot moves only when a test makes it, so nothing moves in between.
  app = await freshPlatform({ games: { [highCard.id]: highCard }, clock });
  call = lambdaCaller(app.api);
  for (const p of people) {
    const link = await app.auth.mintLink(`${p}@example.test`, null, LINK_TTL.signIn);
    tokens[p] = (await call("POST", "/auth/redeem", { body: { token: link } })).body.session;
  }
});

async function newGame(): Promise<string> {
  const res = await call("POST", "/games", { token: tokens.ann, body: { game: "high-card", options: { rounds: 3 }, players: [player("ann"), player("bob")] } });
  expect(res.status).toBe(201);
  return res.body.gameId;
}
const read = async (id: string, who: string) => (await call("GET", `/games/${id}`, { token: tokens[who] })).body;
const seat = (id: string, who: string, body: unknown) => call("POST", `/games/${id}/seats/1`, { token: tokens[who], body });
/** Bob's own move for seat 1: the first card of his hand, as his view shows it. */
async function bobMoves(id: string, clientMoveId: string) {
  const g = await read(id, "bob");
  return call("POST", `/games/${id}/moves`, { token: tokens.bob, body: { move: { kind: "play", card: g.view.hand[0] }, clientMoveId, expectedVersion: g.moveVersion } });
}
const moves = async (id: string) => (await app.store.events(id, 0)).filter((e) => e.type === "move");

describe("a seat the bot holds", () => {
  it("after resigning, the player's own move is refused (409 seat/resigned), changes nothing, and no move is offered; the bot's is played", async () => {
    const id = await newGame();
    expect((await seat(id, "bob", { action: "resign" })).status).toBe(200);
    const res = await bobMoves(id, "bob-after-resign");
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: "seat/resigned", message: expect.stringMatching(/resigned/) });
    expect(await moves(id)).toEqual([]);
    const g = await read(id, "bob");
    expect(g).toMatchObject({ mySeat: 1, legalMoves: [], deferredMoves: [] });
    expect((await call("GET", `/games/${id}/moves?kind=play`, { token: tokens.bob })).body.legalMoves).toEqual([]);
    // The seat is still played: by the bot.
    const bot = await app.service.play(id, 1, { kind: "play", card: g.view.hand[0] }, "bot-0-1", g.moveVersion, "bot");
    expect(bot.duplicate).toBe(false);
    expect((await moves(id)).map((e) => e.type === "move" && [e.seat, e.by])).toEqual([[1, "bot"]]);
  });

  it("handed to the bot by the host, the player is refused (409 seat/bot-plays) until they take it back", async () => {
    const id = await newGame();
    expect((await seat(id, "ann", { action: "bot" })).status).toBe(200);
    const refused = await bobMoves(id, "bob-while-bot");
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: "seat/bot-plays", message: expect.stringMatching(/take it back/i) });
    expect(await moves(id)).toEqual([]);
    expect((await read(id, "bob")).legalMoves).toEqual([]);

    expect((await seat(id, "bob", { action: "take-back" })).status).toBe(200);
    expect((await read(id, "bob")).legalMoves.length).toBeGreaterThan(0);
    expect((await bobMoves(id, "bob-after-take-back")).status).toBe(200);
    expect((await moves(id)).map((e) => e.type === "move" && [e.seat, e.by ?? "player"])).toEqual([[1, "player"]]);
  });

  it("a resignation that lands while the player's move is being written: the move is judged again and refused", async () => {
    const id = await newGame();
    const append = app.store.append.bind(app.store);
    let resigned = false;
    app.store.append = async (input) => {
      if (!resigned && input.event.type === "move") {
        resigned = true;
        expect((await seat(id, "bob", { action: "resign" })).status).toBe(200);
      }
      return append(input);
    };
    try {
      const res = await bobMoves(id, "bob-racing-resign");
      expect(resigned).toBe(true);
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe("seat/resigned");
    } finally {
      app.store.append = append;
    }
    expect(await moves(id)).toEqual([]);
  });

  it("a move the player made before resigning, sent again, still answers its original outcome", async () => {
    const id = await newGame();
    const first = await bobMoves(id, "bob-before-resign");
    expect(first.status).toBe(200);
    expect((await seat(id, "bob", { action: "resign" })).status).toBe(200);
    const again = await call("POST", `/games/${id}/moves`, { token: tokens.bob, body: { move: { kind: "play", card: "card-1" }, clientMoveId: "bob-before-resign", expectedVersion: 0 } });
    expect(again).toMatchObject({ status: 200, body: { seq: first.body.seq, duplicate: true } });
  });

  it("the player may still chat at the table", async () => {
    const id = await newGame();
    expect((await seat(id, "bob", { action: "resign" })).status).toBe(200);
    const res = await call("POST", `/games/${id}/chat`, { token: tokens.bob, body: { text: "Good game, all.", clientMoveId: "bob-chat-resigned" } });
    expect(res.status).toBe(200);
  });
});

describe("a seat given to a substitute", () => {
  it("is played by the substitute; the old player can neither move nor chat there (403 auth/not-a-player)", async () => {
    const id = await newGame();
    expect((await seat(id, "ann", { action: "replace", name: "Cy", email: "cy@example.test" })).status).toBe(200);
    const old = await call("POST", `/games/${id}/moves`, { token: tokens.bob, body: { move: { kind: "play", card: "card-1" }, clientMoveId: "bob-replaced", expectedVersion: 1 } });
    expect(old.status).toBe(403);
    expect(old.body.error.code).toBe("auth/not-a-player");
    const chat = await call("POST", `/games/${id}/chat`, { token: tokens.bob, body: { text: "Still here?", clientMoveId: "bob-chat-replaced" } });
    expect(chat.status).toBe(403);
    const cy = await read(id, "cy");
    const res = await call("POST", `/games/${id}/moves`, { token: tokens.cy, body: { move: cy.legalMoves[0].move, clientMoveId: "cy-first", expectedVersion: cy.moveVersion } });
    expect(res.status).toBe(200);
  });
});
