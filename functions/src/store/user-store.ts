/**
 * Per-person items of the one table (layout in ./table.ts): notification settings, mail that
 * waits for its coalescing window or digest, the last time a game mailed someone, rate
 * counters, and the key that signs mailed links (with the link key's version). Everything that
 * decides "one email, not six" is a conditional write here, so a retried record or a timer that
 * fires twice is harmless.
 */
import { randomBytes } from "node:crypto";
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { DEFAULT_SETTINGS, NotificationSettings } from "../contract";
import { MailOutboxItem, PendingItem } from "./items";
import { Absence } from "../clocks/vacation-policy";
import * as z from "zod/mini";

/** A person's vacations: the one declared now (under way or planned) and those taken, for the yearly allowance. */
export const VacationItem = z.object({ current: z._default(z.nullable(Absence), null), taken: z._default(z.array(Absence), []) });
export type VacationItem = z.output<typeof VacationItem>;
import { cancellationReasons, keys, TABLE } from "./table";
import { FIRST_LINK_KEY_VERSION } from "../auth/link-tokens";

const SIGNING_KEY = { pk: "CONFIG", sk: "SIGNING_KEY" };

const OUTBOX_DAYS = 30;

export class UserStore {
  constructor(private readonly doc: DynamoDBDocumentClient, readonly tableName: string) {}

  async settings(email: string): Promise<NotificationSettings> {
    // Stryker disable next-line BooleanLiteral: DynamoDB Local reads are always consistent, so no test can tell (equivalent there)
    const out = await this.doc.send(new GetCommand({ TableName: this.tableName, Key: { pk: keys.user(email), sk: "SETTINGS" }, ConsistentRead: true }));
    if (!out.Item) return DEFAULT_SETTINGS;
    // Fields added later get their defaults; a malformed item fails loudly.
    return NotificationSettings.parse((({ pk: _p, sk: _s, ...rest }) => rest)(out.Item));
  }

  async putSettings(email: string, settings: NotificationSettings): Promise<void> {
    await this.doc.send(new PutCommand({ TableName: this.tableName, Item: { pk: keys.user(email), sk: "SETTINGS", ...settings } }));
  }

  async vacation(email: string): Promise<VacationItem> {
    // Stryker disable next-line BooleanLiteral: DynamoDB Local reads are always consistent, so no test can tell (equivalent there)
    const out = await this.doc.send(new GetCommand({ TableName: this.tableName, Key: { pk: keys.user(email), sk: "VACATION" }, ConsistentRead: true }));
    return VacationItem.parse(out.Item ? (({ pk: _p, sk: _s, ...rest }) => rest)(out.Item) : {});
  }

  async putVacation(email: string, item: VacationItem): Promise<void> {
    await this.doc.send(new PutCommand({ TableName: this.tableName, Item: { pk: keys.user(email), sk: "VACATION", ...item } }));
  }

  /**
   * Queues the news of event `seq` for `email` (one pending item per game) and records that this
   * outbox recipient was handled, in one transaction: a retried record never queues twice.
   * Returns the pending item as it now stands (null when it was already flushed).
   */
  async addPending(input: { email: string; gameId: string; seq: number; marker: { pk: string; sk: string }; at: string; press?: true }): Promise<PendingItem | null> {
    const pk = keys.user(input.email);
    // Press for the digest only waits apart, so the game's own flush does not take it along.
    const sk = input.press ? keys.pressPending(input.gameId) : keys.pending(input.gameId);
    try {
      await this.doc.send(new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: this.tableName, Item: { ...input.marker, at: input.at, expiresAt: ttl(input.at, OUTBOX_DAYS) }, ConditionExpression: "attribute_not_exists(pk)" } },
          {
            Update: {
              TableName: this.tableName, Key: { pk, sk },
              UpdateExpression: `SET gameId = :g, fromSeq = if_not_exists(fromSeq, :seq), throughSeq = :seq, since = if_not_exists(since, :at)${input.press ? ", press = :t" : ""}`,
              ExpressionAttributeValues: { ":g": input.gameId, ":seq": input.seq, ":at": input.at, ...(input.press ? { ":t": true } : {}) },
            },
          },
        ],
      }));
    } catch (e) {
      // The marker exists: this recipient was handled by an earlier try. Report what is pending.
      if (cancellationReasons(e)?.[0] !== "ConditionalCheckFailed") throw e;
    }
    return this.pending(input.email, input.gameId, input.press);
  }

  async pending(email: string, gameId: string, press?: true): Promise<PendingItem | null> {
    // Stryker disable next-line BooleanLiteral: DynamoDB Local reads are always consistent, so no test can tell (equivalent there)
    const out = await this.doc.send(new GetCommand({ TableName: this.tableName, Key: { pk: keys.user(email), sk: press ? keys.pressPending(gameId) : keys.pending(gameId) }, ConsistentRead: true }));
    return out.Item ? PendingItem.parse(out.Item) : null;
  }

  async allPending(email: string): Promise<PendingItem[]> {
    const out = await this.doc.send(new QueryCommand({
      TableName: this.tableName, KeyConditionExpression: "pk = :pk AND begins_with(sk, :p)",
      // Stryker disable next-line BooleanLiteral: DynamoDB Local reads are always consistent, so no test can tell (equivalent there)
      ExpressionAttributeValues: { ":pk": keys.user(email), ":p": "PENDING#" }, ConsistentRead: true,
    }));
    return (out.Items ?? []).map((i) => PendingItem.parse(i));
  }

  /**
   * Releases pending news as one mail outbox record: deletes the pending items (only as they
   * were read) and writes the record, in one transaction. False when there was nothing (still)
   * to release — a timer that fired twice or for a window already flushed.
   */
  async flushPending(email: string, gameIds: readonly string[] | null, opts: { key: string; fromSeq?: number; at: string }): Promise<boolean> {
    let key = opts.key;
    for (let attempt = 0; attempt < 5; attempt++) {
      const all = gameIds ? (await Promise.all(gameIds.map((g) => this.pending(email, g)))).filter((p): p is PendingItem => p !== null) : await this.allPending(email);
      // One transaction holds 100 writes: the record and 99 deletions. Games past those stay
      // pending for the next release rather than going in this mail and staying to be mailed again.
      const items = all.filter((p) => opts.fromSeq === undefined || p.fromSeq === opts.fromSeq).slice(0, 99);
      if (items.length === 0) return false;
      const pk = keys.user(email);
      const record: MailOutboxItem & { expiresAt: number } = {
        pk, sk: `OUTBOX#mail#${key}`, kind: TABLE.outboxKind, purpose: "mail", email, key, games: items, at: opts.at,
        expiresAt: ttl(opts.at, OUTBOX_DAYS),
      };
      try {
        await this.doc.send(new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName: this.tableName, Item: record, ConditionExpression: "attribute_not_exists(pk)" } },
            ...items.map((p) => ({
              Delete: {
                TableName: this.tableName, Key: { pk, sk: p.press ? keys.pressPending(p.gameId) : keys.pending(p.gameId) },
                ConditionExpression: "fromSeq = :f AND throughSeq = :t",
                ExpressionAttributeValues: { ":f": p.fromSeq, ":t": p.throughSeq },
              },
            })),
          ],
        }));
        return true;
      } catch (e) {
        const why = cancellationReasons(e);
        if (!why) throw e;
        // The record exists: released before. Unless the news pending now came after that
        // release (press writes no event, so a message after a flush finds the game's seq, and
        // its key, unchanged): then it goes under a key of its own, named by when it was queued.
        if (why[0] === "ConditionalCheckFailed") {
          const since = items.map((p) => p.since).sort()[0]!;
          if (key !== opts.key || !(await this.releasedBefore(email, opts.key, since))) return false;
          key = `${opts.key}#${since}`;
          continue;
        }
        // Otherwise news arrived meanwhile: read again.
      }
    }
    throw new Error(`flushPending: pending mail of ${opts.key} kept changing`);
  }

  /**
   * Mail to send now, apart from any window (a private message for a reader who wants each at
   * once): the record and the recipient's marker in one transaction, so a retried outbox
   * record queues it once. False when the marker was there.
   */
  async queueMail(input: { email: string; key: string; games: PendingItem[]; marker: { pk: string; sk: string }; at: string }): Promise<boolean> {
    const record: MailOutboxItem & { expiresAt: number } = {
      pk: keys.user(input.email), sk: `OUTBOX#mail#${input.key}`, kind: TABLE.outboxKind, purpose: "mail", email: input.email, key: input.key,
      games: input.games, at: input.at, expiresAt: ttl(input.at, OUTBOX_DAYS),
    };
    try {
      await this.doc.send(new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: this.tableName, Item: { ...input.marker, at: input.at, expiresAt: ttl(input.at, OUTBOX_DAYS) }, ConditionExpression: "attribute_not_exists(pk)" } },
          { Put: { TableName: this.tableName, Item: record, ConditionExpression: "attribute_not_exists(pk)" } },
        ],
      }));
      return true;
    } catch (e) {
      if (!cancellationReasons(e)) throw e;
      return false;
    }
  }

  /** Whether the mail record `key` was written before `since` (so news queued at `since` is not in it). */
  private async releasedBefore(email: string, key: string, since: string): Promise<boolean> {
    const out = await this.doc.send(new GetCommand({ TableName: this.tableName, Key: { pk: keys.user(email), sk: `OUTBOX#mail#${key}` }, ConsistentRead: true }));
    return typeof out.Item?.at === "string" && out.Item.at < since;
  }

  async mailSent(email: string, key: string): Promise<boolean> {
    // Stryker disable next-line BooleanLiteral: DynamoDB Local reads are always consistent, so no test can tell (equivalent there)
    const out = await this.doc.send(new GetCommand({ TableName: this.tableName, Key: { pk: keys.user(email), sk: `SENT#mail#${key}` }, ConsistentRead: true }));
    return out.Item !== undefined;
  }

  async markMailSent(email: string, key: string, at: string): Promise<void> {
    await this.doc.send(new PutCommand({ TableName: this.tableName, Item: { pk: keys.user(email), sk: `SENT#mail#${key}`, at, expiresAt: ttl(at, OUTBOX_DAYS) } }));
  }

  async lastMailed(email: string, gameId: string): Promise<string | null> {
    const out = await this.doc.send(new GetCommand({ TableName: this.tableName, Key: { pk: keys.user(email), sk: `LASTMAIL#${gameId}` } }));
    return typeof out.Item?.at === "string" ? out.Item.at : null;
  }

  async setLastMailed(email: string, gameId: string, at: string): Promise<void> {
    await this.doc.send(new PutCommand({ TableName: this.tableName, Item: { pk: keys.user(email), sk: `LASTMAIL#${gameId}`, at, expiresAt: ttl(at, 60) } }));
  }

  /** Drops pending news of a game (muted meanwhile); the flush timer then finds nothing. */
  async dropPending(email: string, gameId: string): Promise<void> {
    await this.doc.send(new DeleteCommand({ TableName: this.tableName, Key: { pk: keys.user(email), sk: keys.pending(gameId) } }));
  }

  /**
   * Counts one use of a limited allowance (`pk`, window `bucket`); false once `max` is reached.
   * The counter disappears by TTL after its window.
   */
  async take(pk: string, bucket: string, max: number, expiresAt: number): Promise<boolean> {
    try {
      await this.doc.send(new UpdateCommand({
        TableName: this.tableName,
        Key: { pk, sk: bucket },
        UpdateExpression: "ADD #n :one SET expiresAt = :exp",
        ConditionExpression: "attribute_not_exists(#n) OR #n < :max",
        ExpressionAttributeNames: { "#n": "count" },
        ExpressionAttributeValues: { ":one": 1, ":max": max, ":exp": expiresAt },
      }));
      return true;
    } catch (e) {
      if ((e as Error).name === "ConditionalCheckFailedException") return false;
      throw e;
    }
  }

  /**
   * The key that signs settings, unsubscribe and reply links: made once (the first writer wins)
   * and kept in the table, so every function shares it without another secret to deploy.
   */
  async signingKey(): Promise<Buffer> {
    return (await this.keyItem()).key;
  }

  /**
   * The signing key and the version of the settings and unsubscribe links' key derived from it
   * (auth/link-tokens.ts): the first one until rotateLinkKey is called.
   */
  async linkKey(): Promise<{ key: Buffer; version: number }> {
    const item = await this.keyItem();
    return { key: item.key, version: item.linkVersion ?? FIRST_LINK_KEY_VERSION };
  }

  /**
   * The operator's revocation of every settings and unsubscribe link mailed so far: the link
   * key's version goes up by one (an atomic add, so two rotations at once make two versions).
   * The signing key itself stays, and with it reply addresses. Returns the new version.
   */
  async rotateLinkKey(): Promise<number> {
    await this.keyItem();
    const out = await this.doc.send(new UpdateCommand({
      TableName: this.tableName,
      Key: SIGNING_KEY,
      UpdateExpression: "SET linkVersion = if_not_exists(linkVersion, :first) + :one",
      ExpressionAttributeValues: { ":first": FIRST_LINK_KEY_VERSION, ":one": 1 },
      ReturnValues: "UPDATED_NEW",
    }));
    return out.Attributes!.linkVersion as number;
  }

  private async keyItem(): Promise<{ key: Buffer; linkVersion?: number }> {
    // Stryker disable next-line BooleanLiteral: DynamoDB Local reads are always consistent, so no test can tell (equivalent there)
    const read = async () => (await this.doc.send(new GetCommand({ TableName: this.tableName, Key: SIGNING_KEY, ConsistentRead: true }))).Item;
    let item = await read();
    if (!item) {
      try {
        await this.doc.send(new PutCommand({ TableName: this.tableName, Item: { ...SIGNING_KEY, key: randomBytes(32).toString("base64") }, ConditionExpression: "attribute_not_exists(pk)" }));
      } catch (e) {
        if ((e as Error).name !== "ConditionalCheckFailedException") throw e;
      }
      item = await read();
    }
    return { key: Buffer.from(item!.key as string, "base64"), linkVersion: item!.linkVersion as number | undefined };
  }

  /** An inbox (normalised) redeemed a sign-in link: it is known to sign-in from now on. Kept for good. */
  async markSeen(inbox: string, at: string): Promise<void> {
    await this.doc.send(new PutCommand({ TableName: this.tableName, Item: { pk: keys.user(inbox), sk: "SEEN", at } }));
  }

  /**
   * Whether sign-in mail to this address goes to someone Backroom has seen: the inbox redeemed
   * a sign-in link, or the address holds a seat in a game (a player invited it).
   */
  async seen(address: string, inbox: string): Promise<boolean> {
    const marker = await this.doc.send(new GetCommand({ TableName: this.tableName, Key: { pk: keys.user(inbox), sk: "SEEN" } }));
    if (marker.Item) return true;
    const seats = await this.doc.send(new QueryCommand({
      TableName: this.tableName, IndexName: TABLE.playerIndex.name, KeyConditionExpression: "gsi1pk = :p",
      ExpressionAttributeValues: { ":p": keys.player(address) }, Limit: 1,
    }));
    return (seats.Items ?? []).length > 0;
  }

  /** Device tokens: a browser that signed in to an address before asks on its own allowance. */
  async putDevice(hash: string, inbox: string, expiresAt: number): Promise<void> {
    await this.doc.send(new PutCommand({ TableName: this.tableName, Item: { pk: `DEVICE#${hash}`, sk: "DEVICE", inbox, expiresAt } }));
  }

  async deviceInbox(hash: string, nowSeconds: number): Promise<string | null> {
    const out = await this.doc.send(new GetCommand({ TableName: this.tableName, Key: { pk: `DEVICE#${hash}`, sk: "DEVICE" } }));
    return out.Item && (out.Item.expiresAt as number) > nowSeconds ? (out.Item.inbox as string) : null;
  }
}

function ttl(iso: string, days: number): number {
  return Math.floor(Date.parse(iso) / 1000) + days * 86_400;
}
