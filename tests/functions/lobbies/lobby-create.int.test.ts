/**
 * What a lobby may be created with, through the API handler on DynamoDB Local: a game we have,
 * options its own schema takes, a range of players the game allows (its least and most
 * included, the least no more than the most), people named only (bots join at the start), the
 * host among them, each address once, and no more named than may play. Each refusal is a 400
 * `request/invalid` naming the field and saying why; nothing is created.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { highCard } from "../../fixtures/high-card";
import { freshPlatform } from "../../support/dynamo";
import { lambdaCaller, type Call } from "../../support/api-client";
import { LINK_TTL } from "../../../functions/src/auth/auth";

let app: Awaited<ReturnType<typeof freshPlatform>>;
let call: Call;
let host: string;
const ann = { name: "Ann", email: "ann@example.test" };
const bob = { name: "Bob", email: "bob@example.test" };
const cy = { name: "Cy", email: "cy@example.test" };

beforeAll(async () => {
  app = await freshPlatform({ games: { [highCard.id]: highCard } });
  call = lambdaCaller(app.api);
  const link = await app.auth.mintLink(ann.email, null, LINK_TTL.signIn);
  host = (await call("POST", "/auth/redeem", { body: { token: link } })).body.session;
});

const create = (body: Record<string, unknown>) =>
  call("POST", "/lobbies", { token: host, body: { game: "high-card", options: { rounds: 1 }, players: [ann], minPlayers: 2, maxPlayers: 4, ...body } });

describe("creating a lobby", () => {
  it.each([
    ["the game's least and most", { minPlayers: 2, maxPlayers: 4 }],
    ["one number of players", { minPlayers: 3, maxPlayers: 3 }],
    ["as many named as may play", { players: [ann, bob, cy], maxPlayers: 3 }],
  ])("takes %s", async (_, body) => {
    const res = await create(body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });

  it.each([
    ["a game we do not have", { game: "chess" }, "game", /^game: unknown game "chess"$/],
    ["options the game does not take", { options: { rounds: 99 } }, /^options/, /rounds/],
    ["fewer players than the game needs", { minPlayers: 1 }, "maxPlayers", /High Card \(test fixture\) takes 2–4 players/],
    ["more players than the game seats", { maxPlayers: 5 }, "maxPlayers", /takes 2–4 players/],
    ["a least above the most", { minPlayers: 4, maxPlayers: 3 }, "maxPlayers", /takes 2–4 players/],
    ["a bot named", { players: [ann, { name: "Robo", bot: true }] }, "players", /^players: add bots when you start the game$/],
    ["a host who is not among the players", { players: [bob] }, "players", /^players: list yourself \(the host\) among the players$/],
    ["an address twice", { players: [ann, bob, { name: "Bobby", email: bob.email }] }, "players", /^players: each player needs a different email$/],
    ["more named than may play", { players: [ann, bob, cy], maxPlayers: 2 }, "players", /^players: 3 named, but at most 2 may play$/],
  ] as const)("refuses %s, naming the field", async (_, body, field, message) => {
    const before = await app.store.playerSeats(ann.email);
    const res = await create(body);
    expect([res.status, res.body.error.code], JSON.stringify(res.body)).toEqual([400, "request/invalid"]);
    if (typeof field === "string") expect(res.body.error.field).toBe(field);
    else expect(res.body.error.field).toMatch(field);
    expect(res.body.error.message).toMatch(message);
    expect(await app.store.playerSeats(ann.email)).toEqual(before);
  });
});
