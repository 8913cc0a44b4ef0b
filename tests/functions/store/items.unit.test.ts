/**
 * The schemas of items read back from DynamoDB (functions/src/store/items.ts, and a person's
 * vacations in user-store.ts): each outbox kind is told apart by its purpose, old items read
 * with today's defaults, and a malformed item is refused rather than passed on. (The
 * integration tests read the same items from a real table; these say it directly, and fail at
 * once under mutation testing, where a broken schema would otherwise be found only after every
 * store test ran.)
 */
import { describe, expect, it } from "vitest";

// Each test imports the schemas itself: a schema that cannot even be built then fails the test,
// where a failed import at the top would fail the file with no test result (which Stryker reads
// as no test failing).
const items = () => import("../../../functions/src/store/items");

const game = { pk: "GAME#g1", sk: "OUTBOX#0000000001", kind: "outbox", purpose: "game", gameId: "g1", title: "Tally", seq: 1, headline: "Ann added 1.", recipients: [{ email: "bob@example.test", name: "Bob", seat: 1, reason: "your-turn" }] };
const signIn = { pk: "SIGNIN#x", sk: "OUTBOX", kind: "outbox", purpose: "sign-in", email: "ann@example.test", next: null, requestedAt: "2026-03-01T10:00:00.000Z" };
const press = { pk: "GAME#g1", sk: "OUTBOX#0000000004", kind: "outbox", purpose: "press", gameId: "g1", channel: "c1", seq: 4, seat: 0, at: "2026-03-01T10:00:00.000Z" };
const mail = { pk: "MAIL#x", sk: "OUTBOX", kind: "outbox", purpose: "mail", email: "ann@example.test", key: "digest#2026-03-01", games: [{ gameId: "g1", fromSeq: 1, throughSeq: 3, since: "2026-03-01T10:00:00.000Z" }], at: "2026-03-01T11:00:00.000Z" };

describe("outbox items", () => {
  it("are read by purpose, each with its own fields; a game record without awaited seats awaits none", async () => {
    const { OutboxItem } = await items();
    expect(OutboxItem.parse(game)).toEqual({ ...game, awaiting: [] });
    expect(OutboxItem.parse({ ...game, awaiting: [1], n: 2 })).toEqual({ ...game, awaiting: [1], n: 2 });
    expect(OutboxItem.parse(signIn)).toEqual(signIn);
    expect(OutboxItem.parse(mail)).toEqual(mail);
  });

  it("a private message's record, and digest news that is press only, are read as such", async () => {
    const { OutboxItem } = await items();
    expect(OutboxItem.parse(press)).toEqual(press);
    const pressNews = { ...mail, games: [{ ...mail.games[0], press: true }] };
    expect(OutboxItem.parse(pressNews)).toEqual(pressNews);
    for (const bad of [{ ...press, kind: "" }, { ...press, purpose: "" }, { ...press, channel: undefined }, { ...mail, games: [{ ...mail.games[0], press: false }] }]) {
      expect(OutboxItem.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it("refuses what is not one of them: another kind or purpose, an unknown reason, mail for no game, a missing field", async () => {
    const { OutboxItem } = await items();
    for (const bad of [
      { ...game, kind: "event" }, { ...game, purpose: "news" }, { ...signIn, kind: "" }, { ...mail, kind: "mail" },
      { ...game, recipients: [{ ...game.recipients[0], reason: "hello" }] }, { ...mail, games: [] }, { ...mail, games: [{ gameId: "g1" }] },
      { ...signIn, next: undefined }, { ...game, headline: undefined }, { ...mail, at: undefined },
    ]) expect(OutboxItem.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    for (const reason of ["invited", "your-turn", "reminder", "game-over", "seat-to-bot"]) {
      expect(OutboxItem.safeParse({ ...game, recipients: [{ ...game.recipients[0], reason }] }).success, reason).toBe(true);
    }
  });
});

describe("game summaries", () => {
  const old = {
    pk: "GAME#g1", sk: "SUMMARY", gameId: "g1", game: "tally", title: "Tally", engineVersion: 1, options: {},
    players: [{ name: "Ann", email: "ann@example.test" }, { name: "Bob", email: "bob@example.test", joined: true }],
    status: "active", version: 5, awaiting: [1], lastSeqs: [4, 3], commitment: "c", createdBy: "ann@example.test", createdAt: "t0", updatedAt: "t1",
  };

  it("written before moves had versions, time controls or clocks, read with their defaults", async () => {
    const { SummaryItem } = await items();
    expect(SummaryItem.parse(old)).toMatchObject({
      moveVersion: 4, winners: [], deadlines: [null, null], timeouts: [0, 0],
      timeControl: { daysPerDecision: null }, players: [{ name: "Ann", joined: false }, { name: "Bob", joined: true }],
    });
    expect(SummaryItem.parse({ ...old, lastSeqs: [-1, -1] }).moveVersion).toBe(0);
    expect(SummaryItem.parse({ ...old, moveVersion: 2, timeouts: [1, 0], deadlines: ["t2", null] })).toMatchObject({ moveVersion: 2, timeouts: [1, 0], deadlines: ["t2", null] });
  });

  it("refuse another sort key, an unknown status or a negative version", async () => {
    const { SummaryItem } = await items();
    for (const bad of [{ ...old, sk: "SEAT#0" }, { ...old, status: "paused" }, { ...old, version: -1 }, { ...old, moveVersion: -1 }]) {
      expect(SummaryItem.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe("other items", () => {
  it("a seat, a link (for no game unless it says so) and a session", async () => {
    const { LinkItem, SeatItem, SessionItem } = await items();
    const seat = { gameId: "g1", game: "tally", title: "Tally", seat: 1, email: "bob@example.test", name: "Bob", waiting: true, status: "active", updatedAt: "t1" };
    expect(SeatItem.parse(seat)).toEqual(seat);
    expect(SeatItem.safeParse({ ...seat, status: "over" }).success).toBe(false);
    expect(LinkItem.parse({ email: "a@example.test", next: null, expiresAt: 10 })).toEqual({ email: "a@example.test", next: null, expiresAt: 10, gameId: null });
    expect(LinkItem.parse({ email: "a@example.test", next: "/games/g1", expiresAt: 10, validUntil: 5, gameId: "g1" }).gameId).toBe("g1");
    expect(SessionItem.parse({ email: "a@example.test", expiresAt: 10 })).toEqual({ email: "a@example.test", expiresAt: 10 });
    expect(SessionItem.safeParse({ email: "a@example.test" }).success).toBe(false);
  });
});

describe("a game's history", () => {
  it("an event, a snapshot, the secret seed and a move id each need their own fields", async () => {
    const { EventItem, SnapshotItem, SecretItem, MoveIdItem } = await items();
    const cases = [
      [EventItem, { seq: 3, body: "{}" }],
      [SnapshotItem, { seq: 50, engineVersion: 2, state: "{}" }],
      [SecretItem, { seed: "5eed" }],
      [MoveIdItem, { seq: 3, version: 2 }],
    ] as const;
    for (const [schema, item] of cases) {
      expect(schema.parse(item)).toEqual(item);
      for (const field of Object.keys(item)) expect(schema.safeParse({ ...item, [field]: undefined }).success, `${JSON.stringify(item)} without ${field}`).toBe(false);
    }
  });
});

describe("lobbies", () => {
  it("keep each named person's language, English or Russian; one written before `extra` existed has none", async () => {
    const { LobbyItem } = await import("../../../functions/src/store/lobby-store");
    const lobby = {
      gameId: "g1", game: "tally", title: "Tally", options: {}, host: "ann@example.test",
      players: [{ name: "Ann", email: "ann@example.test" }, { name: "Bob", email: "bob@example.test", language: "ru" }, { name: "Cy", email: "cy@example.test", language: "en" }],
      emails: ["ann@example.test", "bob@example.test", "cy@example.test"], minPlayers: 2, maxPlayers: 4, status: "open", createdAt: "t0", updatedAt: "t0",
    };
    expect(LobbyItem.parse(lobby)).toEqual({ ...lobby, extra: {} });
    expect(LobbyItem.parse({ ...lobby, extra: { note: 1 } }).extra).toEqual({ note: 1 });
    expect(LobbyItem.safeParse({ ...lobby, players: [{ name: "Dee", email: "dee@example.test", language: "de" }] }).success).toBe(false);
    expect(LobbyItem.safeParse({ ...lobby, status: "closed" }).success).toBe(false);
  });
});

describe("a person's vacations", () => {
  it("read with nothing declared and nothing taken when the item has neither; an absence keeps its dates", async () => {
    const { VacationItem } = await import("../../../functions/src/store/user-store");
    expect(VacationItem.parse({})).toEqual({ current: null, taken: [] });
    const away = { from: "2026-03-01T00:00:00.000Z", until: "2026-03-08T00:00:00.000Z" };
    expect(VacationItem.parse({ current: away, taken: [away] })).toEqual({ current: away, taken: [away] });
    expect(VacationItem.safeParse({ current: { from: away.from } }).success).toBe(false);
  });
});
