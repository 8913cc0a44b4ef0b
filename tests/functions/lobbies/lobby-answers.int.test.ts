/**
 * What a lobby tells each person who joins, starts or asks for a rematch, through the API
 * handler on DynamoDB Local: every refusal's status, code and words, the numbers in them at
 * their edges, and what the loser of a race is told. A race's winner is made certain (the
 * loser's write waits while the winner's request runs to its end, or AWS's cancellation of
 * overlapping writes is played), so each test proves one answer, not the scheduler's luck.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { highCard } from "../../fixtures/high-card";
import { freshPlatform } from "../../support/dynamo";
import { lambdaCaller, sessionsFor, type Call, type Reply } from "../../support/api-client";
import { afterAnotherWrite, cancelledAsOverlapping } from "../../support/barrier";
import { LINK_TTL } from "../../../functions/src/auth/auth";

const people = ["ann", "bob", "cy", "dee", "eve"] as const;
type Who = (typeof people)[number];
const email = (who: Who) => `${who}@example.test`;
const name = (who: Who) => who[0]!.toUpperCase() + who.slice(1);

let app: Awaited<ReturnType<typeof freshPlatform>>;
let call: Call;
let tokens: Record<Who, string>;

beforeAll(async () => {
  app = await freshPlatform({ games: { [highCard.id]: highCard } });
  call = lambdaCaller(app.api);
  tokens = await sessionsFor(app, call, Object.fromEntries(people.map((w) => [w, email(w)])) as Record<Who, string>, LINK_TTL.signIn);
});

/** A lobby Ann hosts (named in `listed` order, which need not put her first), with `joined` seated after. */
async function lobby(opts: { min: number; max: number; listed?: Who[]; joined?: Who[] }): Promise<string> {
  const listed = opts.listed ?? ["ann"];
  const res = await call("POST", "/lobbies", { token: tokens.ann, body: { game: "high-card", options: { rounds: 1 }, players: listed.map((w) => ({ name: name(w), email: email(w) })), minPlayers: opts.min, maxPlayers: opts.max } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  for (const who of opts.joined ?? []) expect((await join(res.body.gameId, who)).status).toBe(200);
  return res.body.gameId;
}

const join = (id: string, who: Who) => call("POST", `/lobbies/${id}/join`, { token: tokens[who], body: { name: name(who) } });
const start = (id: string, bots = 0, who: Who = "ann") => call("POST", `/lobbies/${id}/start`, { token: tokens[who], body: bots ? { bots } : {} });
const refusal = (res: Reply) => [res.status, res.body.error?.code, res.body.error?.message];
const isTransaction = (c: unknown) => c instanceof TransactWriteCommand;
/** A transaction that writes the item `pk`/`sk`. */
const writes = (pk: string, sk: string) => (c: unknown) => c instanceof TransactWriteCommand
  && (c.input.TransactItems ?? []).some((w) => (w.Put?.Item ?? w.Update?.Key)?.pk === pk && (w.Put?.Item ?? w.Update?.Key)?.sk === sk);

/** `run` with its first transaction that `match`es cancelled as AWS cancels an overlapping one, `meanwhile` landing first. */
async function turnedAway(match: (c: unknown) => boolean, run: () => Promise<Reply>, meanwhile?: () => Promise<unknown>): Promise<Reply> {
  const { result, cancelled } = await cancelledAsOverlapping(app.store.doc, match, run, meanwhile);
  expect(cancelled).toBe(true);
  return result;
}

describe("joining", () => {
  it("refuses someone already seated, a full game and a started one, each in its own words, changing nothing", async () => {
    const full = await lobby({ min: 2, max: 3, joined: ["bob", "cy"] });
    expect(refusal(await join(full, "bob"))).toEqual([409, "lobby/already-joined", "You already have a seat in this game."]);
    expect(refusal(await join(full, "dee"))).toEqual([409, "lobby/full", "This game is full: all 3 seats are taken."]);
    const started = await lobby({ min: 2, max: 4, joined: ["bob"] });
    expect((await start(started)).status).toBe(201);
    expect(refusal(await join(started, "dee"))).toEqual([409, "lobby/started", "This game has already started; its seats are taken."]);
    expect(refusal(await join(started, "bob"))).toEqual([409, "lobby/already-joined", "You already have a seat in this game."]);
    expect((await call("GET", `/lobbies/${full}`)).body.players).toEqual(["Ann", "Bob", "Cy"]);
    expect((await call("GET", `/lobbies/${started}`)).body.players).toEqual(["Ann", "Bob"]);
  });

  it("answers an unknown link with 404 naming it", async () => {
    expect(refusal(await join("nosuchgame", "bob"))).toEqual([404, "lobby/not-found", "There is no game with open seats nosuchgame. Check the link."]);
  });

  it("tells the one AWS turned away while another joined to try again, and seats them when they do", async () => {
    const id = await lobby({ min: 2, max: 4 });
    const result = await turnedAway(isTransaction, () => join(id, "cy"), () => join(id, "bob"));
    expect(refusal(result)).toEqual([409, "lobby/changed", "The game changed while you joined. Try again."]);
    expect((await call("GET", `/lobbies/${id}`)).body.players).toEqual(["Ann", "Bob"]);
    expect((await join(id, "cy")).status).toBe(200);
    expect((await call("GET", `/lobbies/${id}`)).body.players).toEqual(["Ann", "Bob", "Cy"]);
  });

  it("tells the one who lost the last seat to someone else that the game is full", async () => {
    const id = await lobby({ min: 2, max: 3, joined: ["bob"] });
    const { result, overtaken } = await afterAnotherWrite(app.store.doc, isTransaction, () => join(id, "cy"), () => join(id, "dee"));
    expect(overtaken).toBe(true);
    expect(refusal(result)).toEqual([409, "lobby/full", "This game is full: all 3 seats are taken."]);
  });
});

describe("reading a lobby", () => {
  it("names the host whatever their place in the list, and tells each reader whether they host or sit in it", async () => {
    const id = await lobby({ min: 2, max: 4, listed: ["bob", "ann"] });
    const as = async (who?: Who) => (await call("GET", `/lobbies/${id}`, who ? { token: tokens[who] } : {})).body;
    expect(await as()).toMatchObject({ host: "Ann", players: ["Bob", "Ann"], isHost: false, joined: false });
    expect(await as("ann")).toMatchObject({ host: "Ann", isHost: true, joined: true });
    expect(await as("bob")).toMatchObject({ host: "Ann", isHost: false, joined: true });
    expect(await as("eve")).toMatchObject({ host: "Ann", isHost: false, joined: false });
  });
});

describe("starting", () => {
  it("is the host's alone, and once", async () => {
    const id = await lobby({ min: 2, max: 4, joined: ["bob"] });
    expect(refusal(await start(id, 0, "bob"))).toEqual([403, "lobby/not-host", "Only the host can start this game."]);
    expect(refusal(await start(id, 0, "eve"))).toEqual([403, "lobby/not-host", "Only the host can start this game."]);
    expect((await start(id)).status).toBe(201);
    expect(refusal(await start(id))).toEqual([409, "lobby/started", "This game has already started."]);
  });

  it("counts the bots added with the people seated, at the least and the most the lobby takes", async () => {
    const id = await lobby({ min: 3, max: 4 });
    expect(refusal(await start(id))).toEqual([409, "lobby/too-few", "1 seated: this game needs at least 3 players. Wait for more, or add bots."]);
    expect(refusal(await start(id, 1))).toEqual([409, "lobby/too-few", "1 seated and 1 bots: this game needs at least 3 players. Wait for more, or add bots."]);
    const many = await start(id, 4);
    expect([many.status, many.body.error.code, many.body.error.field, many.body.error.message]).toEqual([400, "request/invalid", "bots", "bots: 1 are seated and at most 4 may play, so add at most 3 bots"]);
    expect((await call("GET", `/lobbies/${id}`)).body.status).toBe("open");
    const least = await start(id, 2);
    expect(least.status, JSON.stringify(least.body)).toBe(201);
    expect((await call("GET", `/games/${id}`, { token: tokens.ann })).body.players.map((p: { name: string }) => p.name)).toEqual(["Ann", "Bot 1", "Bot 2"]);

    const most = await lobby({ min: 2, max: 3, joined: ["bob"] });
    expect((await start(most, 1)).status).toBe(201);
    expect((await call("GET", `/games/${most}`, { token: tokens.ann })).body.players).toHaveLength(3);
  });

  it("tells a host whose start met someone's join to look again, and starts with them when asked again", async () => {
    const id = await lobby({ min: 2, max: 4, joined: ["bob"] });
    const { result, overtaken } = await afterAnotherWrite(app.store.doc, writes(`GAME#${id}`, "LOBBY"), () => join(id, "cy"), () => start(id));
    expect(overtaken).toBe(true);
    expect(refusal(result)).toEqual([409, "lobby/changed", "Someone joined while you started the game. Look again and start."]);
    expect((await call("GET", `/games/${id}`, { token: tokens.ann })).status).toBe(404);
    expect((await start(id)).status).toBe(201);
    expect((await call("GET", `/games/${id}`, { token: tokens.ann })).body.players).toHaveLength(3);
  });

  it("tells a second start that overtook nothing but found the game made that it has started", async () => {
    const id = await lobby({ min: 2, max: 4, joined: ["bob"] });
    const { result, overtaken } = await afterAnotherWrite(app.store.doc, writes(`GAME#${id}`, "LOBBY"), () => start(id), () => start(id));
    expect(overtaken).toBe(true);
    expect(refusal(result)).toEqual([409, "lobby/started", "This game has already started."]);
    expect((await app.store.events(id, -1)).filter((e) => e.type === "game-created")).toHaveLength(1);
  });
});

describe("a rematch", () => {
  async function finished(): Promise<string> {
    const res = await call("POST", "/games", { token: tokens.ann, body: { game: "high-card", options: { rounds: 1 }, players: [{ name: "Ann", email: email("ann") }, { name: "Bob", email: email("bob") }] } });
    const id = res.body.gameId as string;
    for (const who of ["ann", "bob"] as const) {
      const g = (await call("GET", `/games/${id}`, { token: tokens[who] })).body;
      expect((await call("POST", `/games/${id}/moves`, { token: tokens[who], body: { move: g.legalMoves[0].move, clientMoveId: `end-${who}-${id}`, expectedVersion: g.moveVersion } })).status).toBe(200);
    }
    return id;
  }
  const rematch = (id: string, who: Who) => call("POST", `/games/${id}/rematch`, { token: tokens[who] });

  it("is refused for an unknown game, to a non-player and before the end, each in its own words", async () => {
    expect(refusal(await rematch("nosuchgame", "ann"))).toEqual([404, "game/not-found", "There is no game nosuchgame."]);
    const running = (await call("POST", "/games", { token: tokens.ann, body: { game: "high-card", options: { rounds: 1 }, players: [{ name: "Ann", email: email("ann") }, { name: "Bob", email: email("bob") }] } })).body.gameId;
    expect(refusal(await rematch(running, "bob"))).toEqual([409, "game/not-over", "A rematch can start when the game has ended."]);
    expect(refusal(await rematch(running, "eve"))).toEqual([403, "auth/not-a-player", "Only the game's players can start a rematch."]);
    expect((await app.store.getSummary(running))!.rematch).toBeUndefined();
  });

  it("takes the one whose rematch another overtook to the game the other made", async () => {
    const id = await finished();
    const { result, overtaken } = await afterAnotherWrite(app.store.doc, writes(`GAME#${id}`, "SUMMARY"), () => rematch(id, "bob"), () => rematch(id, "ann"));
    expect(overtaken).toBe(true);
    const made = (await app.store.getSummary(id))!.rematch;
    expect([result.status, result.body.gameId]).toEqual([200, made]);
  });

  it("asks to try again when AWS turned the write away and no rematch landed, and makes it on the next ask", async () => {
    const id = await finished();
    const result = await turnedAway(writes(`GAME#${id}`, "SUMMARY"), () => rematch(id, "ann"));
    expect(refusal(result)).toEqual([409, "game/busy", "So much was written to this game at once that this did not get in. Nothing was changed: try again."]);
    expect((await app.store.getSummary(id))!.rematch).toBeUndefined();
    const again = await rematch(id, "ann");
    expect(again.status).toBe(201);
    expect((await app.store.getSummary(id))!.rematch).toBe(again.body.gameId);
  });
});
