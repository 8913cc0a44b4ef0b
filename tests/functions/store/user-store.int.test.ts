/**
 * The per-person items on their own, against DynamoDB Local: settings and vacations read back
 * with their defaults, pending news queued once per outbox recipient and released once, the
 * rate counters, the shared signing key and device tokens.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { BatchWriteCommand, GetCommand, PutCommand, TransactWriteCommand, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { freshPlatform } from "../../support/dynamo";
import { makeDocumentClient } from "../../../functions/src/store/client";
import { DEFAULT_SETTINGS } from "../../../functions/src/contract";
import { keys, TABLE } from "../../../functions/src/store/table";
import { UserStore } from "../../../functions/src/store/user-store";

/** The same table through a client that runs `before` ahead of each command of the given kind: another writer getting in between. */
function racing(kind: new (...a: never[]) => unknown, before: () => Promise<void>) {
  const sent: string[] = [];
  const client = { send: async (c: { constructor: { name: string } }) => {
    sent.push(c.constructor.name);
    if (c instanceof kind) await before();
    return doc.send(c as never);
  } } as unknown as DynamoDBDocumentClient;
  return { users: new UserStore(client, app.tableName), sent };
}

let app: Awaited<ReturnType<typeof freshPlatform>>;
let doc: ReturnType<typeof makeDocumentClient>;
const AT = "2026-03-01T10:00:00.000Z";
const LATER = "2026-03-01T11:00:00.000Z";
const DAY = 86_400;
const secs = (iso: string) => Math.floor(Date.parse(iso) / 1000);

beforeAll(async () => {
  app = await freshPlatform({ games: {} });
  doc = makeDocumentClient(app.dynamo);
});

const item = async (pk: string, sk: string) => (await doc.send(new GetCommand({ TableName: app.tableName, Key: { pk, sk } }))).Item;
let n = 0;
const someone = () => `u${++n}@example.test`;
const marker = (tag: string) => ({ pk: `MARK#${tag}`, sk: "DONE" });

// First: the signing key's item is module-level code, whose mutants run every store test in order.
describe("keys and devices", () => {
  it("the signing key is made once and then always the same 32 bytes", async () => {
    const first = await app.users.signingKey();
    expect(first.length).toBe(32);
    expect((await app.users.signingKey()).equals(first)).toBe(true);
    expect(await item("CONFIG", "SIGNING_KEY")).toEqual({ pk: "CONFIG", sk: "SIGNING_KEY", key: first.toString("base64") });
  });

  it("rotating the link key: one version up each time, two rotations at once make two versions, the signing key stays", async () => {
    const other = await freshPlatform({ games: {} });
    // On a table that has no key yet, the key is made first (as at the first mail).
    expect(await other.users.rotateLinkKey()).toBe(3);
    const key = await other.users.signingKey();
    expect(await other.users.linkKey()).toEqual({ key, version: 3 });
    expect((await Promise.all([other.users.rotateLinkKey(), other.users.rotateLinkKey()])).sort()).toEqual([4, 5]);
    expect(await other.users.linkKey()).toEqual({ key, version: 5 });
    // A table from before versions: the first version, 2.
    expect((await app.users.linkKey()).version).toBe(2);
  });

  it("a key written first by another function is the one used", async () => {
    const other = await freshPlatform({ games: {} });
    const theirs = Buffer.alloc(32, 7);
    await makeDocumentClient(other.dynamo).send(new PutCommand({ TableName: other.tableName, Item: { pk: "CONFIG", sk: "SIGNING_KEY", key: theirs.toString("base64") } }));
    expect((await other.users.signingKey()).equals(theirs)).toBe(true);
  });

  it("two functions making the key at once: the second keeps the first's; a key that exists is only read", async () => {
    const other = await freshPlatform({ games: {} });
    const theirs = Buffer.alloc(32, 9);
    const otherDoc = makeDocumentClient(other.dynamo);
    const sent: string[] = [];
    const client = { send: async (c: { constructor: { name: string } }) => {
      sent.push(c.constructor.name);
      if (c instanceof PutCommand) await otherDoc.send(new PutCommand({ TableName: other.tableName, Item: { pk: "CONFIG", sk: "SIGNING_KEY", key: theirs.toString("base64") } }));
      return otherDoc.send(c as never);
    } } as unknown as DynamoDBDocumentClient;
    const users = new UserStore(client, other.tableName);
    expect((await users.signingKey()).equals(theirs)).toBe(true);
    expect(sent).toEqual(["GetCommand", "PutCommand", "GetCommand"]);
    sent.length = 0;
    expect((await users.signingKey()).equals(theirs)).toBe(true);
    expect(sent).toEqual(["GetCommand"]);
  });

  it("a device token names its inbox until it expires", async () => {
    await app.users.putDevice("d1", "d@example.test", 1000);
    expect(await app.users.deviceInbox("d1", 999)).toBe("d@example.test");
    expect(await app.users.deviceInbox("d1", 1000)).toBeNull();
    expect(await app.users.deviceInbox("d-none", 0)).toBeNull();
    expect(await item("DEVICE#d1", "DEVICE")).toEqual({ pk: "DEVICE#d1", sk: "DEVICE", inbox: "d@example.test", expiresAt: 1000 });
  });
});

describe("settings and vacation", () => {
  it("settings are the defaults until written, then what was written, with later fields defaulted", async () => {
    const who = someone();
    expect(await app.users.settings(who)).toEqual(DEFAULT_SETTINGS);
    const mine = { ...DEFAULT_SETTINGS, mode: "digest" as const, digestHour: 7, muted: ["game-1"], language: "ru" as const };
    await app.users.putSettings(who, mine);
    expect(await app.users.settings(who)).toEqual(mine);
    expect(await app.users.settings(someone())).toEqual(DEFAULT_SETTINGS);
    // An item written before `reminders` existed reads with its default.
    const old = someone();
    await doc.send(new PutCommand({ TableName: app.tableName, Item: { pk: keys.user(old), sk: "SETTINGS", mode: "digest" } }));
    expect(await app.users.settings(old)).toEqual({ ...DEFAULT_SETTINGS, mode: "digest" });
  });

  it("a malformed settings item fails loudly", async () => {
    const who = someone();
    await doc.send(new PutCommand({ TableName: app.tableName, Item: { pk: keys.user(who), sk: "SETTINGS", mode: "sometimes" } }));
    await expect(app.users.settings(who)).rejects.toThrow();
  });

  it("a vacation is none until written, then what was written", async () => {
    const who = someone();
    expect(await app.users.vacation(who)).toEqual({ current: null, taken: [] });
    const v = { current: { from: AT, until: LATER }, taken: [{ from: "2026-01-01T00:00:00.000Z", until: "2026-01-05T00:00:00.000Z" }] };
    await app.users.putVacation(who, v);
    expect(await app.users.vacation(who)).toEqual(v);
    expect(await app.users.vacation(someone())).toEqual({ current: null, taken: [] });
  });
});

describe("pending news", () => {
  it("queues news once per outbox recipient, widening the range; the first seq and time stay", async () => {
    const who = someone();
    expect(await app.users.pending(who, "g1")).toBeNull();
    expect(await app.users.addPending({ email: who, gameId: "g1", seq: 3, marker: marker(`${who}-3`), at: AT })).toEqual({ gameId: "g1", fromSeq: 3, throughSeq: 3, since: AT });
    const m = await item(marker(`${who}-3`).pk, "DONE");
    expect(m).toMatchObject({ at: AT, expiresAt: secs(AT) + 30 * DAY });
    // The same recipient again (a retried record): nothing changes, the item as it stands comes back.
    expect(await app.users.addPending({ email: who, gameId: "g1", seq: 3, marker: marker(`${who}-3`), at: LATER })).toEqual({ gameId: "g1", fromSeq: 3, throughSeq: 3, since: AT });
    expect(await app.users.addPending({ email: who, gameId: "g1", seq: 5, marker: marker(`${who}-5`), at: LATER })).toEqual({ gameId: "g1", fromSeq: 3, throughSeq: 5, since: AT });
    await app.users.addPending({ email: who, gameId: "g2", seq: 1, marker: marker(`${who}-g2`), at: LATER });
    expect((await app.users.allPending(who)).sort((a, b) => a.gameId.localeCompare(b.gameId))).toEqual([
      { gameId: "g1", fromSeq: 3, throughSeq: 5, since: AT },
      { gameId: "g2", fromSeq: 1, throughSeq: 1, since: LATER },
    ]);
    expect(await app.users.allPending(someone())).toEqual([]);
    await app.users.dropPending(who, "g1");
    expect(await app.users.pending(who, "g1")).toBeNull();
    expect((await app.users.allPending(who)).map((p) => p.gameId)).toEqual(["g2"]);
  });

  it("a recipient handled before but since released reports nothing pending", async () => {
    const who = someone();
    await app.users.addPending({ email: who, gameId: "g1", seq: 2, marker: marker(`${who}-2`), at: AT });
    expect(await app.users.flushPending(who, ["g1"], { key: "flush#g1#2", at: LATER })).toBe(true);
    expect(await app.users.addPending({ email: who, gameId: "g1", seq: 2, marker: marker(`${who}-2`), at: LATER })).toBeNull();
  });

  it("releases the named games as one mail record, once; the rest stay", async () => {
    const who = someone();
    await app.users.addPending({ email: who, gameId: "a", seq: 1, marker: marker(`${who}-a`), at: AT });
    await app.users.addPending({ email: who, gameId: "b", seq: 4, marker: marker(`${who}-b`), at: AT });
    expect(await app.users.flushPending(who, ["a", "nothing-here"], { key: "flush#a#1", at: LATER })).toBe(true);
    expect(await item(keys.user(who), "OUTBOX#mail#flush#a#1")).toEqual({
      pk: keys.user(who), sk: "OUTBOX#mail#flush#a#1", kind: TABLE.outboxKind, purpose: "mail", email: who, key: "flush#a#1",
      games: [{ gameId: "a", fromSeq: 1, throughSeq: 1, since: AT }], at: LATER, expiresAt: secs(LATER) + 30 * DAY,
    });
    expect((await app.users.allPending(who)).map((p) => p.gameId)).toEqual(["b"]);
    // A timer that fires twice finds nothing; so does one for a game with nothing pending.
    expect(await app.users.flushPending(who, ["a"], { key: "flush#a#1", at: LATER })).toBe(false);
    expect(await app.users.flushPending(who, [], { key: "flush#none", at: LATER })).toBe(false);
  });

  it("all games at once (a digest), or only news from a given seq (a coalescing window)", async () => {
    const who = someone();
    await app.users.addPending({ email: who, gameId: "a", seq: 1, marker: marker(`${who}-a`), at: AT });
    await app.users.addPending({ email: who, gameId: "b", seq: 4, marker: marker(`${who}-b`), at: AT });
    // A window opened at seq 9 was flushed meanwhile: these are other news.
    expect(await app.users.flushPending(who, ["b"], { key: "flush#b#9", fromSeq: 9, at: LATER })).toBe(false);
    expect(await app.users.flushPending(who, ["b"], { key: "flush#b#4", fromSeq: 4, at: LATER })).toBe(true);
    await app.users.addPending({ email: who, gameId: "c", seq: 7, marker: marker(`${who}-c`), at: AT });
    expect(await app.users.flushPending(who, null, { key: "digest#2026-03-01", at: LATER })).toBe(true);
    const digest = await item(keys.user(who), "OUTBOX#mail#digest#2026-03-01");
    expect((digest!.games as { gameId: string }[]).map((g) => g.gameId).sort()).toEqual(["a", "c"]);
    expect(await app.users.allPending(who)).toEqual([]);
  });

  it("a record already written under the key is not written again, and the pending news stays", async () => {
    const who = someone();
    await app.users.addPending({ email: who, gameId: "a", seq: 1, marker: marker(`${who}-a`), at: AT });
    await doc.send(new PutCommand({ TableName: app.tableName, Item: { pk: keys.user(who), sk: "OUTBOX#mail#k1", first: true } }));
    expect(await app.users.flushPending(who, ["a"], { key: "k1", at: LATER })).toBe(false);
    expect(await item(keys.user(who), "OUTBOX#mail#k1")).toEqual({ pk: keys.user(who), sk: "OUTBOX#mail#k1", first: true });
    expect(await app.users.pending(who, "a")).not.toBeNull();
  });
});

describe("news after its mail was released", () => {
  it("goes under a key of its own, named by when it was queued; the same news twice is not mailed twice", async () => {
    const who = someone();
    // Press writes no event: news after a release may carry the seq, and so the key, of mail already sent.
    await app.users.addPending({ email: who, gameId: "a", seq: 5, marker: marker(`${who}-1`), at: AT });
    expect(await app.users.flushPending(who, ["a"], { key: "k", at: AT })).toBe(true);
    await app.users.addPending({ email: who, gameId: "a", seq: 5, marker: marker(`${who}-2`), at: LATER });
    expect(await app.users.flushPending(who, ["a"], { key: "k", at: LATER })).toBe(true);
    expect(await item(keys.user(who), `OUTBOX#mail#k#${LATER}`)).toMatchObject({ key: `k#${LATER}`, at: LATER, games: [{ gameId: "a", fromSeq: 5, throughSeq: 5, since: LATER }] });
    expect(await item(keys.user(who), "OUTBOX#mail#k")).toMatchObject({ key: "k", at: AT });
    expect(await app.users.pending(who, "a")).toBeNull();
    // Queued again at the very same moment: that key is taken too, so nothing more is written.
    await app.users.addPending({ email: who, gameId: "a", seq: 5, marker: marker(`${who}-3`), at: LATER });
    expect(await app.users.flushPending(who, ["a"], { key: "k", at: LATER })).toBe(false);
    expect(await app.users.pending(who, "a")).not.toBeNull();
  });
});

describe("press news for the digest", () => {
  it("waits apart from the game's own news: the game's flush leaves it, the digest takes both", async () => {
    const who = someone();
    await app.users.addPending({ email: who, gameId: "p", seq: 2, marker: marker(`${who}-game`), at: AT });
    expect(await app.users.addPending({ email: who, gameId: "p", seq: 2, marker: marker(`${who}-press`), at: LATER, press: true }))
      .toEqual({ gameId: "p", fromSeq: 2, throughSeq: 2, since: LATER, press: true });
    expect(await app.users.pending(who, "p")).toEqual({ gameId: "p", fromSeq: 2, throughSeq: 2, since: AT });
    expect(await app.users.flushPending(who, ["p"], { key: "flush", at: LATER })).toBe(true);
    expect(await app.users.pending(who, "p")).toBeNull();
    expect(await app.users.pending(who, "p", true)).not.toBeNull();
    expect(await app.users.allPending(who)).toEqual([{ gameId: "p", fromSeq: 2, throughSeq: 2, since: LATER, press: true }]);
    expect(await app.users.flushPending(who, null, { key: "digest", at: LATER })).toBe(true);
    expect(await app.users.allPending(who)).toEqual([]);
    expect((await item(keys.user(who), "OUTBOX#mail#digest"))!.games).toEqual([{ gameId: "p", fromSeq: 2, throughSeq: 2, since: LATER, press: true }]);
  });
});

describe("mail apart from any window", () => {
  it("is queued once: the record and the recipient's marker together, kept 30 days; a retried record queues nothing", async () => {
    const who = someone();
    const games = [{ gameId: "g", fromSeq: 3, throughSeq: 4, since: AT, press: true as const }];
    expect(await app.users.queueMail({ email: who, key: "press#g#3", games, marker: marker(`${who}-q`), at: AT })).toBe(true);
    expect(await item(keys.user(who), "OUTBOX#mail#press#g#3")).toEqual({
      pk: keys.user(who), sk: "OUTBOX#mail#press#g#3", kind: TABLE.outboxKind, purpose: "mail", email: who, key: "press#g#3", games, at: AT, expiresAt: secs(AT) + 30 * DAY,
    });
    expect(await item(`MARK#${who}-q`, "DONE")).toEqual({ pk: `MARK#${who}-q`, sk: "DONE", at: AT, expiresAt: secs(AT) + 30 * DAY });
    // The same record again (a retried outbox record), or the same key from another marker: nothing.
    expect(await app.users.queueMail({ email: who, key: "press#g#3", games, marker: marker(`${who}-q`), at: LATER })).toBe(false);
    expect(await app.users.queueMail({ email: who, key: "press#g#3", games, marker: marker(`${who}-r`), at: LATER })).toBe(false);
    expect(await item(`MARK#${who}-r`, "DONE")).toBeUndefined();
    expect((await item(keys.user(who), "OUTBOX#mail#press#g#3"))!.at).toBe(AT);
  });
});

describe("who sign-in mail may go to", () => {
  it("an inbox that redeemed a link, for good, or an address that holds a seat; no one else", async () => {
    const inbox = someone();
    expect(await app.users.seen(inbox, inbox)).toBe(false);
    await app.users.markSeen(inbox, AT);
    expect(await app.users.seen(inbox, inbox)).toBe(true);
    expect(await item(keys.user(inbox), "SEEN")).toEqual({ pk: keys.user(inbox), sk: "SEEN", at: AT });
    const other = someone();
    expect(await app.users.seen(other, other)).toBe(false);
    // Invited to a game: the address has a seat, whatever inbox it normalises to.
    await doc.send(new PutCommand({ TableName: app.tableName, Item: { pk: "GAME#seen-test", sk: "SEAT#0", gsi1pk: keys.player(other), gsi1sk: AT } }));
    expect(await app.users.seen(other, `${other}.inbox`)).toBe(true);
    expect(await app.users.seen(`${other}.x`, `${other}.x`)).toBe(false);
  });
});

describe("pending news: failures other than a refused condition", () => {
  it("a marker the table refuses (its key too long) is an error, not a recipient handled before", async () => {
    const who = someone();
    const err = await app.users.addPending({ email: who, gameId: "g1", seq: 1, marker: { pk: "MARK#long", sk: "k".repeat(1100) }, at: AT }).catch((e: unknown) => e as Error);
    expect(err).toMatchObject({ name: "TransactionCanceledException" });
    expect(await app.users.pending(who, "g1")).toBeNull();
  });

  it("a mail record too big for one item fails loudly, and the news stays pending", async () => {
    const who = someone();
    // 100 games whose pending items are padded to 5 KB each: the record listing the 99 a release
    // takes passes an item's 400 KB.
    const ids = Array.from({ length: 100 }, (_, i) => `${String(i).padStart(3, "0")}${"g".repeat(997)}`);
    const since = `${AT}${" ".repeat(4000)}`;
    for (let i = 0; i < ids.length; i += 25) {
      await doc.send(new BatchWriteCommand({ RequestItems: { [app.tableName]: ids.slice(i, i + 25).map((g) => ({ PutRequest: { Item: { pk: keys.user(who), sk: keys.pending(g), gameId: g, fromSeq: 1, throughSeq: 1, since } } })) } }));
    }
    const err = await app.users.flushPending(who, null, { key: "digest#big", at: LATER }).catch((e: unknown) => e as Error);
    expect(err).toMatchObject({ name: "ValidationException" });
    expect(await item(keys.user(who), "OUTBOX#mail#digest#big")).toBeUndefined();
    expect(await app.users.pending(who, ids[0]!)).not.toBeNull();
  });
});

describe("pending news racing a flush", () => {
  it("news that arrives between the read and the write is read again and released with the rest", async () => {
    const who = someone();
    await app.users.addPending({ email: who, gameId: "a", seq: 1, marker: marker(`${who}-a1`), at: AT });
    let once = true;
    const { users } = racing(TransactWriteCommand, async () => {
      if (once) await app.users.addPending({ email: who, gameId: "a", seq: 2, marker: marker(`${who}-a2`), at: AT });
      once = false;
    });
    expect(await users.flushPending(who, ["a"], { key: "flush#a#1", at: LATER })).toBe(true);
    expect((await item(keys.user(who), "OUTBOX#mail#flush#a#1"))!.games).toEqual([{ gameId: "a", fromSeq: 1, throughSeq: 2, since: AT }]);
    expect(await app.users.pending(who, "a")).toBeNull();
  });

  it("news that keeps arriving: five tries, then a loud failure", async () => {
    const who = someone();
    let seq = 1;
    await app.users.addPending({ email: who, gameId: "a", seq, marker: marker(`${who}-r${seq}`), at: AT });
    const { users, sent } = racing(TransactWriteCommand, async () => {
      seq++;
      await app.users.addPending({ email: who, gameId: "a", seq, marker: marker(`${who}-r${seq}`), at: AT });
    });
    await expect(users.flushPending(who, ["a"], { key: "flush#a#1", at: LATER })).rejects.toThrow("flushPending: pending mail of flush#a#1 kept changing");
    expect(sent.filter((c) => c === "TransactWriteCommand")).toHaveLength(5);
    expect(await item(keys.user(who), "OUTBOX#mail#flush#a#1")).toBeUndefined();
  });
});

describe("mail bookkeeping", () => {
  it("a sent mark per key, kept 30 days", async () => {
    const who = someone();
    expect(await app.users.mailSent(who, "k")).toBe(false);
    await app.users.markMailSent(who, "k", AT);
    expect(await app.users.mailSent(who, "k")).toBe(true);
    expect(await app.users.mailSent(who, "other")).toBe(false);
    expect(await app.users.mailSent(someone(), "k")).toBe(false);
    expect(await item(keys.user(who), "SENT#mail#k")).toMatchObject({ at: AT, expiresAt: secs(AT) + 30 * DAY });
  });

  it("the last time a game mailed someone, per game, kept 60 days", async () => {
    const who = someone();
    expect(await app.users.lastMailed(who, "g")).toBeNull();
    await app.users.setLastMailed(who, "g", AT);
    await app.users.setLastMailed(who, "g", LATER);
    expect(await app.users.lastMailed(who, "g")).toBe(LATER);
    expect(await app.users.lastMailed(who, "h")).toBeNull();
    expect(await item(keys.user(who), "LASTMAIL#g")).toMatchObject({ expiresAt: secs(LATER) + 60 * DAY });
    // An item without a time (not ours) reads as never.
    await doc.send(new PutCommand({ TableName: app.tableName, Item: { pk: keys.user(who), sk: "LASTMAIL#x", at: 5 } }));
    expect(await app.users.lastMailed(who, "x")).toBeNull();
  });

  it("an allowance counts up to its maximum per window, then refuses", async () => {
    const pk = `RATE#${someone()}`;
    const took = [];
    for (let i = 0; i < 4; i++) took.push(await app.users.take(pk, "w1", 3, 1234));
    expect(took).toEqual([true, true, true, false]);
    expect(await item(pk, "w1")).toEqual({ pk, sk: "w1", count: 3, expiresAt: 1234 });
    expect(await app.users.take(pk, "w2", 1, 99)).toBe(true);
    expect(await app.users.take(pk, "w2", 1, 99)).toBe(false);
  });

  it("a store error other than the refusal is not taken for one", async () => {
    await expect(app.users.take("", "w", 1, 1)).rejects.toThrow();
  });
});
