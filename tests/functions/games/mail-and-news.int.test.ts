/**
 * What the service writes for the notifier, read back from DynamoDB Local after real games of the
 * High Card fixture: each invitation's and move's outbox record (headline, recipients and why,
 * seats awaited), the seats' waiting flags, timeouts and hand-over; and each reader's news
 * (GameService.news), which the emails word: the lines since the reader's own last move, what is
 * awaited of them, who else is awaited, who moves first, the result.
 *
 * Quick checks come before the long games: a mutation run (stryker.config.mjs) stops at a
 * mutant's first failing test, so what fails fast should run first.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { defineGame } from "@backroom/engine/core/game";
import { highCard } from "../../fixtures/high-card";
import { freshPlatform } from "../../support/dynamo";
import { cryptoRandom } from "../../../functions/src/auth/secrets";
import { makeDocumentClient } from "../../../functions/src/store/client";
import { keys } from "../../../functions/src/store/table";
import { GameService, type MoveHow } from "../../../functions/src/games/service";
import { DEFAULT_SETTINGS } from "../../../functions/src/contract";

let now = Date.parse("2026-05-01T09:00:00.000Z");
/** Told by hand; nothing in these tests waits on it (mail is not paced without MAIL_SEND_RATE). */
const clock = { now: () => new Date(now), wait: () => Promise.reject(new Error("nothing here waits on the clock")) };
// One seed for every game, so each deal is the same: with three seats, Annie holds 12 and 15,
// Bob 14 and 2, Robo 17 and 1.
const random = { ...cryptoRandom, seed: () => "5eed".repeat(16) };
let app: Awaited<ReturnType<typeof freshPlatform>>;
let doc: ReturnType<typeof makeDocumentClient>;

beforeAll(async () => {
  app = await freshPlatform({ games: { [highCard.id]: highCard }, clock, random });
  doc = makeDocumentClient(app.dynamo);
});

const TITLE = "High Card (test fixture)";
// Annie's name is not her address, so a headline that used the address would show.
const annie = { name: "Annie", email: "ann@example.test" };
const bob = { name: "Bob", email: "bob@example.test" };
const cy = { name: "Cy", email: "cy@example.test" };
const robo = { name: "Robo", bot: true as const };
type Entry = (typeof annie & { language?: "en" | "ru" }) | typeof robo;

async function create(players: Entry[], opts: { rounds?: number; timeControl?: unknown; by?: string } = {}): Promise<string> {
  now += 60_000;
  const r = await app.service.createGame(opts.by ?? annie.email, { game: "high-card", options: { rounds: opts.rounds ?? 2 }, players, ...(opts.timeControl ? { timeControl: opts.timeControl } : {}) });
  return r.gameId;
}

/** The fixture's state now (hands, points), to choose cards and read the reveal. */
async function state(id: string) {
  return (await app.service.current(id))!.state as { hands: string[][]; points: number[]; lastReveal: string[] | null };
}

/** Seat `seat` plays a card from its hand (the highest or lowest), as itself or as `how`. */
async function play(id: string, seat: number, pick: "high" | "low" = "high", how?: MoveHow): Promise<string> {
  now += 60_000;
  const hand = [...(await state(id)).hands[seat]!].sort((a, b) => Number(a.split("-")[1]) - Number(b.split("-")[1]));
  const card = pick === "high" ? hand.at(-1)! : hand[0]!;
  const { version, moveVersion } = await summary(id);
  await app.service.play(id, seat, { kind: "play", card }, `m-${seat}-${version}`, moveVersion, how);
  return card;
}

/** A game's summary as stored now. */
const summary = async (id: string) => (await app.store.getSummary(id))!;
/** A service over this table with only High Card, and `extra` deps (timers, log) as a test needs. */
const serviceWith = (extra: Partial<ConstructorParameters<typeof GameService>[0]>) =>
  new GameService({ store: app.store, games: { [highCard.id]: highCard }, clock, random, config: { snapshotEvery: 50 }, ...extra });
/** The outbox record of event `seq`; none when the event mails nobody. */
const outbox = async (id: string, seq: number) =>
  (await doc.send(new GetCommand({ TableName: app.tableName, Key: { pk: keys.game(id), sk: keys.outbox(seq) } }))).Item;
const seatItem = async (id: string, seat: number) =>
  (await doc.send(new GetCommand({ TableName: app.tableName, Key: { pk: keys.game(id), sk: keys.seat(seat) } }))).Item;
const mail = (p: { name: string; email: string }, seat: number, reason: string) => ({ email: p.email, name: p.name, seat, reason });

// First: a mutant that drops this check upgrades on every read and slows every test after it.
describe("rules versions, before all else", () => {
  it("a game already on the newest version is read and moved in as it is: no upgrade is written", async () => {
    const id = await create([annie, bob]);
    await app.service.readGame(bob.email, id);
    await play(id, 0);
    expect((await app.store.events(id, -1, 10)).map((e) => e.type)).toEqual(["game-created", "move"]);
  });
});

describe("the invitation's outbox record", () => {
  it("names the sender by name, lists every seat in order, and goes to each other person (not to the sender, not to bots)", async () => {
    const id = await create([bob, annie, robo, cy], { timeControl: { daysPerDecision: 2 } });
    expect(await outbox(id, 0)).toMatchObject({
      title: TITLE,
      headline: `Annie invited you to a game of ${TITLE} with Bob, Annie, Robo, Cy. 2 days per decision, then a pass where the rules allow one, else a bot move; after 3 timeouts in a row a bot takes the seat.`,
      recipients: [mail(bob, 0, "invited"), mail(cy, 3, "invited")],
      awaiting: [0, 1, 2, 3],
    });
    expect((await summary(id)).players).toEqual([
      { ...bob, joined: false }, { ...annie, joined: true }, { name: "Robo", email: "", joined: true, bot: true }, { ...cy, joined: false },
    ]);
    // Everyone is awaited at once; each person has two days, the bot no deadline; nobody has moved.
    const due = new Date(now + 2 * 86_400_000).toISOString();
    expect((await summary(id))).toMatchObject({ deadlines: [due, due, null, due], lastSeqs: [-1, -1, -1, -1], timeouts: [0, 0, 0, 0] });
  });

  it("sets each invitee's chosen language as theirs only where they chose none, never the host's own, and keeps it out of the game's record", async () => {
    const [hal, dee, eve] = ["hal", "dee", "eve"].map((n) => ({ name: n, email: `${n}@example.test` }));
    await app.users.putSettings(eve!.email, { ...(await app.users.settings(eve!.email)), language: "en" });
    const id = await create([{ ...hal!, language: "ru" }, { ...dee!, language: "ru" }, { ...eve!, language: "ru" }, robo], { by: hal!.email });
    expect((await app.users.settings(dee!.email)).language).toBe("ru");
    expect((await app.users.settings(eve!.email)).language).toBe("en");
    expect((await app.users.settings(hal!.email)).language).toBe(DEFAULT_SETTINGS.language);
    // As stored, not only as read back (reading drops fields the record does not have).
    const stored = (await doc.send(new GetCommand({ TableName: app.tableName, Key: { pk: keys.game(id), sk: keys.summary } }))).Item!;
    expect((stored.players as object[]).filter((p) => "language" in p)).toEqual([]);
  });

  it("marks a player away when their absence covers the start, and not one whose absence is over; the away player's time starts when they are back", async () => {
    const until = new Date(now + 5 * 86_400_000).toISOString();
    await app.users.putVacation(cy.email, { current: { from: new Date(now - 86_400_000).toISOString(), until }, taken: [] });
    await app.users.putVacation(bob.email, { current: { from: new Date(now - 5 * 86_400_000).toISOString(), until: new Date(now + 60_000).toISOString() }, taken: [] });
    try {
      const id = await create([annie, bob, cy], { timeControl: { daysPerDecision: 2 } });
      const due = new Date(now + 2 * 86_400_000).toISOString();
      expect((await summary(id)).deadlines).toEqual([due, due, new Date(Date.parse(until) + 2 * 86_400_000).toISOString()]);
      const players = (await summary(id)).players;
      expect(players[2]!.away).toEqual((await app.users.vacation(cy.email)).current);
      // Bob's absence ended the moment the game was created (create moves the clock on a minute).
      expect(players[1]).not.toHaveProperty("away");
      expect(players[0]).not.toHaveProperty("away");
    } finally {
      for (const p of [bob, cy]) await app.users.putVacation(p.email, { current: null, taken: [] });
    }
  });

  it("from someone who does not sit at the table, names them by address", async () => {
    const id = await create([bob, cy], { by: "host@example.test" });
    expect((await outbox(id, 0))!.headline).toBe(`host@example.test invited you to a game of ${TITLE} with Bob, Cy. No time limit.`);
    expect((await outbox(id, 0))!.recipients).toEqual([mail(bob, 0, "invited"), mail(cy, 1, "invited")]);
    expect((await app.service.news(bob.email, id))!.createdBy).toBe("host@example.test");
  });
});

describe("snapshots", () => {
  /** A two-seat High Card game on a service that snapshots every second event, and each seat's first card played. */
  async function snapshotted(rounds: number, tag: string) {
    const service = serviceWith({ config: { snapshotEvery: 2 } });
    const { gameId } = await service.createGame(annie.email, { game: "high-card", options: { rounds }, players: [annie, bob] });
    const { hands } = await state(gameId);
    const play = async (seat: number) => service.play(gameId, seat, { kind: "play", card: hands[seat]![0] }, `${tag}-${seat}`, (await summary(gameId)).moveVersion);
    return { gameId, play };
  }

  it("are written with every snapshotEvery-th event and with no other", async () => {
    const snapshots = async (id: string) => (await doc.send(new QueryCommand({
      TableName: app.tableName, KeyConditionExpression: "pk = :pk AND begins_with(sk, :s)", ExpressionAttributeValues: { ":pk": keys.game(id), ":s": "SNAPSHOT#" },
    }))).Items?.map((i) => i.seq);
    const { gameId, play } = await snapshotted(1, "snap");
    await play(0);
    expect(await snapshots(gameId)).toEqual([]);
    await play(1);
    expect(await snapshots(gameId)).toEqual([2]);
  });

  it("are what the state is read from: a marked copy of the latest one shows in the next read", async () => {
    const { gameId, play } = await snapshotted(3, "mark");
    await play(0);
    await play(1);
    const real = (await app.store.latestSnapshot(gameId, 2))!;
    expect(real.seq).toBe(2);
    await doc.send(new PutCommand({ TableName: app.tableName, Item: { pk: keys.game(gameId), sk: keys.snapshot(2), seq: 2, engineVersion: highCard.engineVersion, state: JSON.stringify({ ...(real.state as object), points: [5, 6] }) } }));
    expect((await state(gameId)).points).toEqual([5, 6]);
  });
});

describe("rules versions", () => {
  it("a running game on an older version is upgraded when read, once its moves fit the newer one", async () => {
    const v2 = defineGame({ ...highCard, engineVersion: 2, changes: [{ version: 1, summary: "First." }, { version: 2, summary: "Same rules." }], olderVersions: [highCard] });
    const { gameId } = await app.service.createGame(annie.email, { game: "high-card", options: { rounds: 1 }, players: [annie, bob] });
    await app.service.play(gameId, 0, { kind: "play", card: (await state(gameId)).hands[0]![0] }, "v-0", 0);
    expect(await summary(gameId)).toMatchObject({ engineVersion: 1, version: 1 });
    const newer = serviceWith({ games: { [highCard.id]: v2 } });
    expect((await newer.current(gameId))!.summary).toMatchObject({ engineVersion: 2, version: 2 });
    expect(await summary(gameId)).toMatchObject({ engineVersion: 2, version: 2 });
  });
});

describe("refusals, each naming the problem", () => {
  const refuse = (body: { game: string; players: Entry[]; timeControl?: unknown }) => app.service.createGame(annie.email, { options: {}, ...body });

  it("creating a game: an unknown game, too few or too many players, one address twice, a time limit out of range", async () => {
    await expect(refuse({ game: "nope", players: [annie, bob] })).rejects.toMatchObject({ status: 400, code: "request/invalid", message: 'game: unknown game "nope"' });
    await expect(refuse({ game: "high-card", players: [annie] })).rejects.toMatchObject({ status: 400, code: "request/invalid", message: `players: ${TITLE} takes 2–4 players, not 1` });
    await expect(refuse({ game: "high-card", players: [annie, bob, cy, robo, { name: "Dee", email: "dee@example.test" }] })).rejects.toMatchObject({ status: 400, message: `players: ${TITLE} takes 2–4 players, not 5` });
    await expect(refuse({ game: "high-card", players: [annie, { ...bob, email: annie.email }] })).rejects.toMatchObject({ status: 400, code: "request/invalid", message: "players: each player needs a different email" });
    await expect(refuse({ game: "high-card", players: [annie, bob], timeControl: { daysPerDecision: 0 } })).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/^timeControl\.daysPerDecision: /) });
  });

  it("moving: someone not at the table, a game that is over, a version the game has not reached; nothing is written", async () => {
    const id = await create([annie, bob], { rounds: 1 });
    const move = async (who: string, expectedVersion: number) => {
      const hand = (await state(id)).hands[who === bob.email ? 1 : 0]!;
      return app.service.submitMove(who, id, { move: { kind: "play", card: hand[0] }, clientMoveId: `x-${now}`, expectedVersion });
    };
    await expect(move("eve@example.test", 0)).rejects.toMatchObject({ status: 403, code: "auth/not-a-player", message: "You are not a player in this game." });
    await expect(move(annie.email, 1)).rejects.toMatchObject({ status: 409, code: "move/version-conflict", message: "Someone moved first: the game is now at move version 0. Refresh and try again." });
    expect((await summary(id)).version).toBe(0);
    await play(id, 0);
    await play(id, 1);
    await expect(move(annie.email, 2)).rejects.toMatchObject({ code: "game/over", message: "The game is over." });
    expect((await summary(id)).version).toBe(2);
  });

  it("moving for a seat the bot plays: refused, also to its old player, while the bot's own move goes in", async () => {
    const id = await create([annie, bob], { rounds: 2, timeControl: { daysPerDecision: 1, handOverAfter: 1 } });
    await play(id, 0);
    await play(id, 1, "high", "timeout");
    expect((await summary(id)).players[1]).toMatchObject({ bot: true });
    await play(id, 0);
    const hand = (await state(id)).hands[1]!;
    const { version, moveVersion } = await summary(id);
    await expect(app.service.submitMove(bob.email, id, { move: { kind: "play", card: hand[0] }, clientMoveId: "bob-own", expectedVersion: moveVersion }))
      .rejects.toMatchObject({ status: 409, code: "seat/bot-plays" });
    expect((await summary(id)).version).toBe(version);
    await play(id, 1, "high", "bot");
    expect((await summary(id)).version).toBe(version + 1);
  });

  it("a game whose rules version this server lacks: 503 naming it; an engine it does not know at all fails loudly", async () => {
    const id = await create([annie, bob]);
    expect((await app.service.readGame(annie.email, id)).engineVersions).toEqual([{ version: 1, fromSeq: 0, note: "Engine version 1." }]);
    await doc.send(new UpdateCommand({ TableName: app.tableName, Key: { pk: keys.game(id), sk: keys.summary }, UpdateExpression: "SET engineVersion = :v", ExpressionAttributeValues: { ":v": 7 } }));
    await expect(app.service.readGame(annie.email, id)).rejects.toMatchObject({
      status: 503, code: "game/engine-unavailable", message: `This game uses rules version 7 of ${TITLE}, which this server does not have yet. Try again in a few minutes.`,
    });
    await expect(serviceWith({ games: {} }).readGame(annie.email, id)).rejects.toThrow(`game ${id} uses unregistered engine high-card`);
  });

  it("a game that does not exist", async () => {
    await expect(app.service.readGame(annie.email, "no-such-game")).rejects.toMatchObject({ status: 404, code: "game/not-found", message: "There is no game no-such-game." });
    expect(await app.service.current("no-such-game")).toBeNull();
  });
});

describe("timers that cannot be set", () => {
  const failing = { set: async () => { throw new Error("scheduler down"); }, cancel: async () => {} };
  const body = { game: "high-card", options: { rounds: 1 }, players: [annie, bob], timeControl: { daysPerDecision: 1 } };

  it("do not fail the creation or the move; each failure is logged with its game", async () => {
    const logged: [string, unknown][] = [];
    const counted: [string, number | undefined][] = [];
    const telemetry = { count: (name: string, n?: number) => void counted.push([name, n]), info: () => {}, error: () => {} };
    const service = serviceWith({ timers: failing, log: (m, e) => logged.push([m, e]), telemetry });
    const { gameId } = await service.createGame(annie.email, body);
    // Each timer that could not be set is logged by name, with its game: both seats' deadlines.
    const notSet = (seat: number) => [expect.stringMatching(new RegExp(`^timer deadline-${gameId}-${seat}-\\S+ of game ${gameId} not set$`)), "scheduler down"];
    expect(logged.map(([m, e]) => [m, (e as Error).message])).toEqual([notSet(0), notSet(1)]);
    const hand = (await state(gameId)).hands[0]!;
    expect(await service.play(gameId, 0, { kind: "play", card: hand[0] }, "t-1", 0)).toMatchObject({ seq: 1, duplicate: false });
    // The move's failure too: Bob's deadline could not be set.
    expect(logged.slice(2).map(([m, e]) => [m, (e as Error).message])).toEqual([notSet(1)]);
    // Each write's failures are counted once, as many as there were.
    expect(counted).toEqual([["TimersNotSet", 2], ["TimersNotSet", 1]]);
    // Timers that were all set count nothing.
    const quiet: unknown[] = [];
    await serviceWith({ timers: { set: async () => {}, cancel: async () => {} }, telemetry: { ...telemetry, count: (...a: unknown[]) => void quiet.push(a) } }).createGame(annie.email, body);
    expect(quiet).toEqual([]);
  });

  it("are logged to the console when the service was given no log", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const service = serviceWith({ timers: failing });
      const { gameId } = await service.createGame(annie.email, body);
      expect(errors.mock.calls.map(([m, e]) => [m, (e as Error).message])).toEqual([0, 1].map((seat) => [expect.stringMatching(new RegExp(`^timer deadline-${gameId}-${seat}-\\S+ of game ${gameId} not set$`)), "scheduler down"]));
    } finally {
      errors.mockRestore();
    }
  });
});

describe("each move's outbox record and seats", () => {
  it("mails nobody while the round waits for others; the round's end calls every person back, never the bot; the end mails every person", async () => {
    const id = await create([annie, bob, robo], { rounds: 2 });
    await play(id, 0);
    expect(await outbox(id, 1)).toBeUndefined();
    expect(await seatItem(id, 0)).toMatchObject({ waiting: false, status: "active" });
    // Bob was awaited before and still is: his seat item is not written again.
    expect(await seatItem(id, 1)).toMatchObject({ waiting: true, status: "active", updatedAt: (await summary(id)).createdAt });
    await play(id, 1);
    expect(await outbox(id, 2)).toBeUndefined();
    await play(id, 2, "low", "bot");
    const reveal = (await state(id)).lastReveal!;
    expect(await outbox(id, 3)).toMatchObject({
      headline: `Robo chose a card. The round's cards are revealed: ${reveal.join(", ")}. (played by bot)`,
      recipients: [mail(annie, 0, "your-turn"), mail(bob, 1, "your-turn")],
      awaiting: [0, 1, 2],
    });
    expect(await seatItem(id, 0)).toMatchObject({ waiting: true });
    expect(await seatItem(id, 2)).toBeUndefined();
    await play(id, 0);
    await play(id, 1);
    await play(id, 2, "low", "bot");
    // Annie took the first round, Robo the second (this seed deals him the 17).
    expect((await state(id)).points).toEqual([1, 0, 1]);
    expect(await outbox(id, 6)).toMatchObject({
      headline: `${TITLE} has ended. Highest score: 1 Winners: Annie, Robo.`,
      recipients: [mail(annie, 0, "game-over"), mail(bob, 1, "game-over")],
      awaiting: [],
    });
    expect(await app.service.news(bob.email, id)).toMatchObject({ status: "finished", result: "Highest score: 1 Winners: Annie, Robo.", awaitingMe: false, choices: [], waitingFor: [] });
    for (const seat of [0, 1]) expect(await seatItem(id, seat)).toMatchObject({ waiting: false, status: "finished" });
    expect(await seatItem(id, 2)).toBeUndefined();
  });

  it("counts timeouts in a row: a bot's move for a player keeps the count, their own move clears it", async () => {
    const id = await create([annie, bob], { rounds: 4, timeControl: { daysPerDecision: 1 } });
    const timeouts = async () => (await summary(id)).timeouts;
    await play(id, 1, "high", "timeout");
    expect(await timeouts()).toEqual([0, 1]);
    // A timeout that leaves Bob unawaited (Annie still to play) calls nobody.
    expect(await outbox(id, 1)).toBeUndefined();
    await play(id, 0);
    expect(await timeouts()).toEqual([0, 1]);
    await play(id, 1, "high", "bot");
    expect(await timeouts()).toEqual([0, 1]);
    await play(id, 0);
    await play(id, 1);
    expect(await timeouts()).toEqual([0, 0]);
  });

  it("hands the seat to a bot at the host's number of timeouts in a row, tells its player, and stops calling them", async () => {
    const id = await create([annie, bob], { rounds: 4, timeControl: { daysPerDecision: 1, handOverAfter: 2 } });
    await play(id, 0);
    await play(id, 1, "high", "timeout");
    expect((await summary(id)).players[1]).toEqual({ ...bob, joined: false });
    expect(await outbox(id, 2)).toMatchObject({ headline: expect.stringMatching(/^Bob chose a card\. The round's cards are revealed: .*\. \(played by bot: time ran out\)$/) });
    await play(id, 0);
    await play(id, 1, "high", "timeout");
    expect((await summary(id)).timeouts).toEqual([0, 2]);
    const reveal = (await state(id)).lastReveal!;
    expect(await outbox(id, 4)).toMatchObject({
      headline: `Bob chose a card. The round's cards are revealed: ${reveal.join(", ")}. (played by bot: time ran out) After too many timeouts in a row, a bot now plays for Bob, who can take the seat back from the game page.`,
      // Annie is called back for the next round; Bob is told a bot has his seat.
      recipients: [mail(annie, 0, "your-turn"), mail(bob, 1, "seat-to-bot")],
      awaiting: [0, 1],
    });
    expect((await summary(id)).players[1]).toMatchObject({ ...bob, bot: true });
    const entry = async (email: string) => (await app.service.myGames(email)).games.find((g) => g.gameId === id)!;
    expect((await entry(bob.email)).bot).toBe(true);
    expect((await entry(annie.email)).bot).toBe(false);
    // While the bot has his seat, Bob is not called even when his seat is newly awaited.
    await play(id, 1, "high", "bot");
    // The bot's own moves for the seat tell Bob nothing more (he was told once).
    expect(await outbox(id, 5)).toBeUndefined();
    await play(id, 0);
    expect((await summary(id)).awaiting).toEqual([0, 1]);
    expect(await outbox(id, 6)).toBeUndefined();
    // The history says who made each move: a player's own move carries no "by".
    const entries = (await app.service.history(annie.email, id, { after: 0, limit: 10, views: false })).entries;
    expect(entries.map((e) => e.by)).toEqual([undefined, "timeout", undefined, "timeout", "bot", undefined]);
    expect(entries[0]).not.toHaveProperty("by");
    expect(entries[1]!.text).toMatch(/^Bob chose a card\. The round's cards are revealed: .*\. \(played by bot: time ran out\)$/);
    expect(entries[3]!.text).toMatch(/\(played by bot: time ran out\) After too many timeouts in a row, a bot now plays for Bob, who can take the seat back from the game page\.$/);
    expect(entries[4]!.text).toBe("Bob chose a card. (played by bot)");
  });

  it("hands nothing over when the host set no number of timeouts", async () => {
    const id = await create([annie, bob], { rounds: 3, timeControl: { daysPerDecision: 1 } });
    await play(id, 0);
    await play(id, 1, "high", "timeout");
    await play(id, 0);
    await play(id, 1, "high", "timeout");
    expect((await summary(id)).timeouts).toEqual([0, 2]);
    expect((await summary(id)).players[1]!.bot).toBeUndefined();
    // Bob's time ran out on the card that ended the round: he is awaited again, and though he
    // was awaited before, the new decision is news to him (a bot chose for him).
    expect((await outbox(id, 4))!.recipients).toEqual([mail(annie, 0, "your-turn"), mail(bob, 1, "your-turn")]);
  });
});

describe("deadlines", () => {
  it("a bot seat has none, also when a round's end awaits it again", async () => {
    const id = await create([annie, bob, robo], { timeControl: { daysPerDecision: 2 } });
    await play(id, 0);
    await play(id, 1);
    await play(id, 2, "low", "bot");
    const due = new Date(now + 2 * 86_400_000).toISOString();
    expect(await summary(id)).toMatchObject({ awaiting: [0, 1, 2], deadlines: [due, due, null] });
  });

  it("a player away when the next round calls them gets their period from the end of the absence", async () => {
    const from = new Date(now + 3_600_000).toISOString();
    const until = new Date(now + 3 * 86_400_000).toISOString();
    await app.users.putVacation(annie.email, { current: { from, until }, taken: [] });
    try {
      const id = await create([annie, bob], { rounds: 2, timeControl: { daysPerDecision: 2 } });
      expect((await summary(id)).players[0]!.away).toEqual({ from, until });
      await play(id, 0);
      await play(id, 1);
      // The round ended while Annie's absence lay ahead: her new period stands still through it.
      const due = now + 2 * 86_400_000;
      expect((await summary(id)).deadlines).toEqual([new Date(due + Date.parse(until) - Date.parse(from)).toISOString(), new Date(due).toISOString()]);
    } finally {
      await app.users.putVacation(annie.email, { current: null, taken: [] });
    }
  });
});

describe("a reader's news", () => {
  const created = (names: string) => `${names} sat down to play ${TITLE}.`;
  const choices = async (id: string, seat: number) => (await state(id)).hands[seat]!.map((c) => `Play ${c}`);

  it("of an invitation: no lines yet, the reader's choices, who moves first, the time limit and the reader's deadline", async () => {
    const id = await create([annie, bob, cy], { timeControl: { daysPerDecision: 2 } });
    const { deadlines, timeControl } = await summary(id);
    expect(await app.service.news(bob.email, id, { invitation: true })).toEqual({
      gameId: id, game: "high-card", title: TITLE, seat: 1, name: "Bob", players: ["Annie", "Bob", "Cy"], status: "active", moveVersion: 0, createdBy: "Annie",
      lines: [], earlierOmitted: false, lastOwnSeq: -1, awaitingMe: true, choices: await choices(id, 1), waitingFor: ["Annie", "Cy"],
      // The same choices as moves, for the numbered list of a mail that can be answered.
      moves: (await state(id)).hands[1]!.map((card) => ({ move: { kind: "play", card }, label: `Play ${card}` })),
      firstToMove: ["Annie", "Bob", "Cy"], result: null, deadline: deadlines[1], timeControl,
    });
    // Not as an invitation, the opening line is news too, and before any move it still says who moves first.
    expect(await app.service.news(bob.email, id)).toMatchObject({ lines: [created("Annie, Bob, Cy")], firstToMove: ["Annie", "Bob", "Cy"] });
  });

  it("after others moved: an invitation still says who moved first; a reader who moved hears only what came after", async () => {
    const id = await create([annie, bob, cy]);
    await play(id, 0);
    expect(await app.service.news(bob.email, id, { invitation: true })).toMatchObject({
      lines: ["Annie chose a card."], awaitingMe: true, waitingFor: ["Cy"], firstToMove: ["Annie", "Bob", "Cy"],
    });
    const annies = await app.service.news(annie.email, id, { invitation: true });
    expect(annies).toMatchObject({ seat: 0, lines: [], awaitingMe: false, choices: [], moves: [], waitingFor: ["Bob", "Cy"], firstToMove: [] });
    expect(annies).not.toHaveProperty("deadline");
    expect(annies).not.toHaveProperty("timeControl");
    await play(id, 1);
    expect((await app.service.news(annie.email, id))!.lines).toEqual(["Bob chose a card."]);
    await play(id, 2);
    const reveal = (await state(id)).lastReveal!;
    expect((await app.service.news(annie.email, id))!.lines).toEqual(["Bob chose a card.", `Cy chose a card. The round's cards are revealed: ${reveal.join(", ")}.`]);
  });

  it("after a move the platform made for the reader (a timeout), starts after their own last move: that move is news to them, however far back", async () => {
    const id = await create([annie, bob], { rounds: 3, timeControl: { daysPerDecision: 1 } });
    await play(id, 0);
    await play(id, 1);
    // A table line is not a move, though it is the reader's own.
    await app.service.chat(bob.email, id, { text: "my turn next", clientMoveId: "bob-chat-1" });
    await play(id, 0);
    await play(id, 1, "high", "timeout");
    const news = (await app.service.news(bob.email, id))!;
    expect(news.lastOwnSeq).toBe(2);
    expect(news.lines).toEqual(["Bob: my turn next", "Annie chose a card.", expect.stringMatching(/^Bob chose card-\d+\. .*\(played by bot: time ran out\)$/)]);
    // Read back in windows of 60 events: an own move further back than one window is still found.
    for (let i = 0; i < 65; i++) await app.service.chat(annie.email, id, { text: `line ${i}`, clientMoveId: `chat-${i}` });
    expect((await app.service.news(bob.email, id))!.lastOwnSeq).toBe(2);
    // Before the reader's first own move there is none, whatever the platform moved for them.
    const other = await create([annie, bob], { rounds: 2, timeControl: { daysPerDecision: 1 } });
    await play(other, 0);
    await play(other, 1, "high", "timeout");
    expect((await app.service.news(bob.email, other))!.lastOwnSeq).toBe(-1);
  });

  it("leaves out the table lines of seats the reader muted, and nothing else", async () => {
    const id = await create([annie, bob, cy]);
    await app.service.chat(annie.email, id, { text: "from Annie", clientMoveId: "mute-1-a" });
    await play(id, 0);
    await app.service.chat(cy.email, id, { text: "from Cy", clientMoveId: "mute-2-c" });
    expect((await app.service.news(bob.email, id, { hideChatFrom: [0] }))!.lines).toEqual([created("Annie, Bob, Cy"), "Annie chose a card.", "Cy: from Cy"]);
    expect((await app.service.news(bob.email, id, { hideChatFrom: [] }))!.lines).toEqual([created("Annie, Bob, Cy"), "Annie: from Annie", "Annie chose a card.", "Cy: from Cy"]);
  });

  it("for someone outside the game: every line, no seat, no choices", async () => {
    const id = await create([annie, bob, cy]);
    await play(id, 0);
    // Waiting for Bob (seat 1) and Cy: nothing of it is asked of an outsider.
    expect(await app.service.news("eve@example.test", id)).toMatchObject({ seat: null, awaitingMe: false, choices: [], moves: [], waitingFor: ["Bob", "Cy"] });
    await play(id, 1);
    expect(await app.service.news("eve@example.test", id)).toMatchObject({
      seat: null, name: null, lines: [created("Annie, Bob, Cy"), "Annie chose a card.", "Bob chose a card."], awaitingMe: false, choices: [], waitingFor: ["Cy"], firstToMove: [],
    });
    // Bob, who moved second, hears only what came after his move.
    await play(id, 2);
    expect((await app.service.news(bob.email, id))!.lines).toEqual([expect.stringMatching(/^Cy chose a card\. The round's cards are revealed: /)]);
    expect(await app.service.news(annie.email, "no-such-game")).toBeNull();
  });

  it("keeps the last 15 lines and says when earlier ones were left out", async () => {
    const id = await create([annie, bob, cy]);
    await play(id, 0);
    const chat = async (n: number) => {
      for (let i = 0; i < n; i++) { now += 1000; await app.service.chat(cy.email, id, { text: `line ${i}`, clientMoveId: `c-${now}` }); }
    };
    const lines = async (who: string, from: number, to: number) =>
      (await app.service.history(who, id, { after: from - 1, limit: 100, views: false })).entries.filter((e) => e.seq <= to).map((e) => e.text);
    await chat(14);
    // Bob never moved: every line after the opening one, which is not counted as news left out.
    expect(await app.service.news(bob.email, id)).toMatchObject({ lines: await lines(bob.email, 1, 15), earlierOmitted: false });
    // Fifteen events since Annie's move (seq 1): all of them fit.
    await chat(1);
    expect(await app.service.news(annie.email, id)).toMatchObject({ lines: await lines(annie.email, 2, 16), earlierOmitted: false });
    expect(await app.service.news(bob.email, id)).toMatchObject({ lines: await lines(bob.email, 2, 16), earlierOmitted: true });
    await chat(4);
    expect(await app.service.news(annie.email, id)).toMatchObject({ lines: await lines(annie.email, 6, 20), earlierOmitted: true });
  });

  it("of a game that has ended: the result, and nothing awaited even where a time limit was set", async () => {
    const id = await create([annie, bob], { rounds: 1, timeControl: { daysPerDecision: 3 } });
    await play(id, 0);
    await play(id, 1);
    const { points } = await state(id);
    const winner = points[0]! > points[1]! ? "Annie" : "Bob";
    expect((await outbox(id, 2))!.headline).toBe(`${TITLE} has ended. Highest score: 1 Winner: ${winner}.`);
    const news = await app.service.news(annie.email, id);
    expect(news).toMatchObject({ status: "finished", result: `Highest score: 1 Winner: ${winner}.`, awaitingMe: false, choices: [], waitingFor: [] });
    expect(news).not.toHaveProperty("deadline");
    expect(news!.timeControl).toMatchObject({ daysPerDecision: 3 });
  });
});

describe("a table line and the dashboard", () => {
  it("a table line carries the writes it was given, named by its seq, seat and writer", async () => {
    const id = await create([annie, bob]);
    await app.service.chat(bob.email, id, { text: "hello", clientMoveId: "also-1-b" }, {
      alsoWrite: (line) => [{ Put: { TableName: app.tableName, Item: { pk: `COPY#${id}`, sk: String(line.seq), seat: line.seat, name: line.name, text: line.text } } }],
    });
    expect((await doc.send(new GetCommand({ TableName: app.tableName, Key: { pk: `COPY#${id}`, sk: "1" } }))).Item).toMatchObject({ seat: 1, name: "Bob", text: "hello" });
  });

  it("each of my games shows what is unread in it; none where nothing counts them", async () => {
    const id = await create([annie, bob]);
    const asked: string[][] = [];
    const counting = serviceWith({ unreadOf: async (email, games) => { asked.push(games.map((g) => `${email} ${g.summary.gameId} ${g.seat}`)); return games.map((g) => (g.summary.gameId === id ? 3 : 0)); } });
    const mine = (await counting.myGames(bob.email)).games;
    // Asked once, for every game of the reader's with their seat in it.
    expect(asked).toHaveLength(1);
    expect([...asked[0]!].sort()).toEqual(mine.map((g) => `${bob.email} ${g.gameId} ${g.seat}`).sort());
    expect(mine.find((g) => g.gameId === id)!.unread).toBe(3);
    expect(mine.filter((g) => g.gameId !== id).every((g) => g.unread === 0)).toBe(true);
    expect((await serviceWith({ unreadOf: async () => [] }).myGames(bob.email)).games.find((g) => g.gameId === id)!.unread).toBe(0);
    expect((await app.service.myGames(bob.email)).games.find((g) => g.gameId === id)!.unread).toBe(0);
  });
});

describe("reading a game", () => {
  it("the first read joins the reader, and its tag already stands for that: the next poll is answered with no game", async () => {
    const id = await create([annie, bob, cy]);
    const first = await app.service.readGameIfChanged(bob.email, id, undefined);
    expect(first.game).not.toBeNull();
    expect((await summary(id)).players.map((p) => p.joined)).toEqual([true, true, false]);
    expect((await app.service.readGameIfChanged(bob.email, id, first.etag)).game).toBeNull();
    // Cy has not read it yet: her first read joins her, and changes the tag the others see.
    const annies = await app.service.readGameIfChanged(annie.email, id, undefined);
    await app.service.readGame(cy.email, id);
    expect((await app.service.readGameIfChanged(annie.email, id, annies.etag)).game).not.toBeNull();
  });
});

describe("the rest of what a game tells", () => {
  it("the catalogue describes each game's options as a form fills them in (defaults optional)", () => {
    const high = app.service.catalog().games.find((g) => g.id === "high-card")!;
    expect(high.options).toMatchObject({ type: "object", properties: { rounds: { type: "integer", default: 3, minimum: 1, maximum: 5 } } });
    expect((high.options as { required?: string[] }).required ?? []).not.toContain("rounds");
  });

  it("an absent player's return date is shown only while the absence lasts", async () => {
    const until = new Date(now + 3 * 86_400_000).toISOString();
    await app.users.putVacation(cy.email, { current: { from: new Date(now - 86_400_000).toISOString(), until }, taken: [] });
    try {
      const id = await create([annie, bob, cy]);
      expect((await app.service.readGame(annie.email, id)).players.map((p) => p.awayUntil)).toEqual([null, null, until]);
      now += 4 * 86_400_000;
      expect((await app.service.readGame(annie.email, id)).players.map((p) => p.awayUntil)).toEqual([null, null, null]);
    } finally {
      await app.users.putVacation(cy.email, { current: null, taken: [] });
    }
  });

  it("the moves of a kind: the reader's own, labelled; none for a spectator", async () => {
    const id = await create([annie, bob]);
    const hand = (await state(id)).hands[1]!;
    expect((await app.service.readMoves(bob.email, id, "play")).legalMoves.map((m) => m.label)).toEqual(hand.map((c) => `Play ${c}`));
    expect((await app.service.readMoves("eve@example.test", id, "play")).legalMoves).toEqual([]);
  });

  it("the history with boards shows each seat its own hand, and a spectator none", async () => {
    const id = await create([annie, bob]);
    await play(id, 0);
    const boards = async (who: string) => (await app.service.history(who, id, { after: -1, limit: 10, views: true })).entries.map((e) => (e.view as { hand: string[] | null }).hand);
    // Bob has not played yet: his whole hand is on every board.
    const hand = (await state(id)).hands[1]!;
    expect(await boards(bob.email)).toEqual([hand, hand]);
    expect(await boards("eve@example.test")).toEqual([null, null]);
  });

  it("the record is published only once the game is over, with its moves and not its chat", async () => {
    const id = await create([annie, bob], { rounds: 1 });
    await expect(app.service.record(id)).rejects.toMatchObject({ status: 409, code: "game/not-over", message: "The full record, with the seed, is published when the game ends." });
    await app.service.chat(bob.email, id, { text: "good luck", clientMoveId: "r-chat" });
    const first = await play(id, 0);
    const second = await play(id, 1);
    const record = await app.service.record(id);
    expect(record.moves).toEqual([{ seq: 2, seat: 0, move: { kind: "play", card: first } }, { seq: 3, seat: 1, move: { kind: "play", card: second } }]);
    expect(record.seed).toBe("5eed".repeat(16));
  });

  it("a service without timers or bots arms nothing and logs nothing; its games have no bot", async () => {
    const logged: string[] = [];
    const service = serviceWith({ log: (m) => logged.push(m) });
    const { gameId } = await service.createGame(annie.email, { game: "high-card", options: {}, players: [annie, bob], timeControl: { daysPerDecision: 1 } });
    expect(logged).toEqual([]);
    expect((await service.current(gameId))!.bot).toBeUndefined();
  });

  it("a reader who has moved sees no deadline of theirs in the news, even in a timed game", async () => {
    const id = await create([annie, bob], { timeControl: { daysPerDecision: 2 } });
    await play(id, 0);
    const news = await app.service.news(annie.email, id);
    expect(news).toMatchObject({ awaitingMe: false, timeControl: { daysPerDecision: 2 } });
    expect(news).not.toHaveProperty("deadline");
  });
});
