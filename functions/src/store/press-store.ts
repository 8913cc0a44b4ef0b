/**
 * Press items of the one table (layout in ./table.ts): channels, messages, idempotency records,
 * per-seat read and mail markers, mutes and the outbox record that asks for a message's mail.
 * All under the game's partition but apart from its events, snapshots and summary: nothing that
 * serves the game (GET /games/{id}, its ETag, the history, the record) reads these keys, and no
 * write here touches the summary, so a message never changes the game's version or a pending
 * move's expected version.
 *
 * A message takes the next free seq of its channel with a conditional put: two writers who read
 * the same last seq meet at the slot, the loser reads again and takes the next one. Its
 * idempotency record goes in the same transaction, so a message sent twice is written once.
 */
import { GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import * as z from "zod/mini";
import { cancellationReasons, keys, TABLE } from "./table";
import type { TransactItem } from "./writes";

const OUTBOX_DAYS = 30;
/** Rate records outlive any window we count over. */
const RATE_DAYS = 1;
const MAX_SEATS = 8;

export const PressMessageItem = z.object({ channel: z.string(), seq: z.int(), seat: z.int(), name: z.string(), text: z.string(), at: z.string() });
export type PressMessageItem = z.infer<typeof PressMessageItem>;

const ChannelFields = z.object({
  channel: z.string(),
  members: z._default(z.array(z.int()), []),
  name: z._default(z.nullable(z.string()), null),
  createdAt: z.string(),
  lastSeq: z._default(z.int(), 0),
  lastAt: z._default(z.nullable(z.string()), null),
});

/** A channel as stored, with each seat's newest message time in it (`seatLastAt[seat]`). */
export interface StoredChannel extends z.infer<typeof ChannelFields> {
  readonly seatLastAt: (string | null)[];
}

const MarkerItem = z.object({ seat: z.int(), channel: z.string(), upTo: z.int(), email: z.string() });
export type Marker = z.infer<typeof MarkerItem>;
const MuteItem = z.object({ seat: z.int(), email: z.string(), muted: z._default(z.array(z.int()), []) });

/** The slot was taken on every try: nothing was written. */
export class PressBusy extends Error {}

function channelOf(item: Record<string, unknown>): StoredChannel {
  return { ...ChannelFields.parse(item), seatLastAt: Array.from({ length: MAX_SEATS }, (_, s) => (typeof item[`lastAt${s}`] === "string" ? item[`lastAt${s}`] as string : null)) };
}

function ttl(iso: string, days: number): number {
  return Math.floor(Date.parse(iso) / 1000) + days * 86_400;
}

export class PressStore {
  constructor(private readonly doc: DynamoDBDocumentClient, readonly tableName: string) {}

  async channel(gameId: string, channel: string): Promise<StoredChannel | null> {
    // Stryker disable next-line BooleanLiteral: DynamoDB Local reads are always consistent, so no test can tell (equivalent there)
    const out = await this.doc.send(new GetCommand({ TableName: this.tableName, Key: { pk: keys.game(gameId), sk: keys.channel(channel) }, ConsistentRead: true }));
    return out.Item ? channelOf(out.Item) : null;
  }

  /** Every channel of the game, the table's included once it has a line; callers keep those the reader may see. */
  async channels(gameId: string): Promise<StoredChannel[]> {
    return (await this.queryAll(gameId, "CHANNEL#")).map(channelOf);
  }

  /** Makes a private channel unless it exists: `created` false returns the one made first (its name stands). */
  async openChannel(gameId: string, c: { channel: string; members: readonly number[]; name: string | null; at: string }): Promise<{ created: boolean; channel: StoredChannel }> {
    try {
      await this.doc.send(new PutCommand({
        TableName: this.tableName,
        Item: { pk: keys.game(gameId), sk: keys.channel(c.channel), channel: c.channel, members: [...c.members], name: c.name, createdAt: c.at, lastSeq: 0, lastAt: null },
        ConditionExpression: "attribute_not_exists(pk)",
      }));
      return { created: true, channel: (await this.channel(gameId, c.channel))! };
    } catch (e) {
      if ((e as Error).name !== "ConditionalCheckFailedException") throw e;
      return { created: false, channel: (await this.channel(gameId, c.channel))! };
    }
  }

  /** The newest message's seq in a channel (0: none). */
  async lastSeq(gameId: string, channel: string): Promise<number> {
    const out = await this.doc.send(new QueryCommand({
      TableName: this.tableName,
      KeyConditionExpression: "pk = :pk AND begins_with(sk, :p)",
      ExpressionAttributeValues: { ":pk": keys.game(gameId), ":p": `PRESS#${channel}#` },
      ScanIndexForward: false, Limit: 1, ConsistentRead: true,
    }));
    return out.Items?.[0] ? PressMessageItem.parse(out.Items[0]).seq : 0;
  }

  async findMessage(gameId: string, seat: number, clientMessageId: string): Promise<{ channel: string; seq: number } | null> {
    const out = await this.doc.send(new GetCommand({ TableName: this.tableName, Key: { pk: keys.game(gameId), sk: keys.pressId(seat, clientMessageId) }, ConsistentRead: true }));
    return out.Item ? z.object({ channel: z.string(), seq: z.int() }).parse(out.Item) : null;
  }

  /**
   * Writes one private message in its channel's next free slot (making the channel if it is not
   * yet), with its idempotency record, its rate record and the outbox record that asks for its
   * mail, in one transaction. The same `clientMessageId` from the same seat again answers the
   * first message (`duplicate`), landed before or racing this one.
   */
  async post(gameId: string, m: { channel: string; members: readonly number[]; seat: number; name: string; text: string; at: string; clientMessageId: string }): Promise<{ channel: string; seq: number; duplicate: boolean }> {
    const pk = keys.game(gameId);
    const T = this.tableName;
    for (let attempt = 0; attempt < 10; attempt++) {
      const earlier = await this.findMessage(gameId, m.seat, m.clientMessageId);
      if (earlier) return { ...earlier, duplicate: true };
      const seq = (await this.lastSeq(gameId, m.channel)) + 1;
      const items: TransactItem[] = [
        { Put: { TableName: T, Item: { pk, sk: keys.press(m.channel, seq), channel: m.channel, seq, seat: m.seat, name: m.name, text: m.text, at: m.at }, ConditionExpression: "attribute_not_exists(pk)" } },
        { Put: { TableName: T, Item: { pk, sk: keys.pressId(m.seat, m.clientMessageId), channel: m.channel, seq }, ConditionExpression: "attribute_not_exists(pk)" } },
        this.channelUpdate(gameId, m.channel, m.members, seq, m.seat, m.at),
        this.rateItem(gameId, m.seat, m.at, m.channel, seq),
        {
          Put: {
            TableName: T,
            Item: { pk, sk: keys.pressOutbox(m.channel, seq), kind: TABLE.outboxKind, purpose: "press", gameId, channel: m.channel, seq, seat: m.seat, at: m.at, expiresAt: ttl(m.at, OUTBOX_DAYS) },
          },
        },
      ];
      try {
        await this.doc.send(new TransactWriteCommand({ TransactItems: items }));
        return { channel: m.channel, seq, duplicate: false };
      } catch (e) {
        const why = cancellationReasons(e);
        if (!why) throw e;
        if (why[1] === "ConditionalCheckFailed") {
          const first = await this.findMessage(gameId, m.seat, m.clientMessageId);
          if (first) return { ...first, duplicate: true };
        }
        // The slot was taken (or, in AWS, another write to it was under way): read again, next slot.
      }
    }
    throw new PressBusy();
  }

  /**
   * The writes that copy a table chat line into the table channel, for the chat event's own
   * transaction (GameStore.append `alsoWrite`): the line under the event's seq, the channel's
   * last message, and the seat's rate record.
   */
  tableWrites(gameId: string, m: { seq: number; seat: number; name: string; text: string; at: string }): TransactItem[] {
    return [
      { Put: { TableName: this.tableName, Item: { pk: keys.game(gameId), sk: keys.press("table", m.seq), channel: "table", seq: m.seq, seat: m.seat, name: m.name, text: m.text, at: m.at } } },
      this.channelUpdate(gameId, "table", [], m.seq, m.seat, m.at),
      this.rateItem(gameId, m.seat, m.at, "table", m.seq),
    ];
  }

  private channelUpdate(gameId: string, channel: string, members: readonly number[], seq: number, seat: number, at: string): TransactItem {
    return {
      Update: {
        TableName: this.tableName,
        Key: { pk: keys.game(gameId), sk: keys.channel(channel) },
        UpdateExpression: "SET channel = :ch, members = if_not_exists(members, :m), #n = if_not_exists(#n, :null), createdAt = if_not_exists(createdAt, :at), lastSeq = :seq, lastAt = :at, #seatAt = :at",
        ExpressionAttributeNames: { "#n": "name", "#seatAt": `lastAt${seat}` },
        ExpressionAttributeValues: { ":ch": channel, ":m": [...members], ":null": null, ":at": at, ":seq": seq },
      },
    };
  }

  private rateItem(gameId: string, seat: number, at: string, channel: string, seq: number): TransactItem {
    return { Put: { TableName: this.tableName, Item: { pk: keys.game(gameId), sk: keys.pressBy(seat, at, channel, seq), seat, at, expiresAt: ttl(at, RATE_DAYS) } } };
  }

  /** Up to `limit` messages after seq `after`, oldest first; `more` when the channel goes on. */
  async messages(gameId: string, channel: string, after: number, limit: number): Promise<{ messages: PressMessageItem[]; more: boolean }> {
    const out = await this.doc.send(new QueryCommand({
      TableName: this.tableName,
      KeyConditionExpression: "pk = :pk AND sk BETWEEN :lo AND :hi",
      ExpressionAttributeValues: { ":pk": keys.game(gameId), ":lo": keys.press(channel, after + 1), ":hi": keys.press(channel, 9_999_999_999) },
      Limit: limit + 1, ConsistentRead: true,
    }));
    const messages = (out.Items ?? []).map((i) => PressMessageItem.parse(i));
    return { messages: messages.slice(0, limit), more: messages.length > limit };
  }

  /** How many messages after seq `after` were written by seats other than `excluded`. */
  async countAfter(gameId: string, channel: string, after: number, excluded: readonly number[]): Promise<number> {
    let count = 0;
    let start: Record<string, unknown> | undefined;
    const names = excluded.map((_, i) => `:x${i}`);
    do {
      const out = await this.doc.send(new QueryCommand({
        TableName: this.tableName,
        KeyConditionExpression: "pk = :pk AND sk BETWEEN :lo AND :hi",
        ...(excluded.length > 0 ? { FilterExpression: `NOT (seat IN (${names.join(", ")}))` } : {}),
        ExpressionAttributeValues: { ":pk": keys.game(gameId), ":lo": keys.press(channel, after + 1), ":hi": keys.press(channel, 9_999_999_999), ...Object.fromEntries(excluded.map((s, i) => [names[i]!, s])) },
        Select: "COUNT", ConsistentRead: true, ExclusiveStartKey: start,
      }));
      count += out.Count ?? 0;
      start = out.LastEvaluatedKey;
    } while (start);
    return count;
  }

  /** When `seat` wrote since `since` (ISO), oldest first, over all channels: its rate limit counts these. */
  async writtenSince(gameId: string, seat: number, since: string): Promise<string[]> {
    const items = await this.queryBetween(gameId, `PRESSBY#${seat}#${since}`, `PRESSBY#${seat}#~`);
    return items.map((i) => z.object({ at: z.string() }).parse(i).at);
  }

  /** Every seat's read markers in the game. */
  readMarkers(gameId: string): Promise<Marker[]> {
    return this.markers(gameId, "READ#");
  }

  /** How far each seat's player was mailed each channel. */
  mailMarkers(gameId: string): Promise<Marker[]> {
    return this.markers(gameId, "PRESSMAIL#");
  }

  private async markers(gameId: string, prefix: string): Promise<Marker[]> {
    return (await this.queryAll(gameId, prefix)).map((i) => MarkerItem.parse(i));
  }

  /** Moves a seat's read marker forward (never back for the same person; a new player starts afresh). */
  markRead(gameId: string, m: Marker, at: string): Promise<void> {
    return this.putMarker(gameId, keys.read(m.seat, m.channel), m, at);
  }

  markMailed(gameId: string, m: Marker, at: string): Promise<void> {
    return this.putMarker(gameId, keys.pressMailed(m.seat, m.channel), m, at);
  }

  private async putMarker(gameId: string, sk: string, m: Marker, at: string): Promise<void> {
    try {
      await this.doc.send(new PutCommand({
        TableName: this.tableName,
        Item: { pk: keys.game(gameId), sk, ...m, at },
        ConditionExpression: "attribute_not_exists(pk) OR upTo < :u OR email <> :e",
        ExpressionAttributeValues: { ":u": m.upTo, ":e": m.email },
      }));
    } catch (e) {
      if ((e as Error).name !== "ConditionalCheckFailedException") throw e;
    }
  }

  /** Each player's mutes, by the seat they play and their address (a new player of the seat starts with none). */
  async mutes(gameId: string): Promise<{ seat: number; email: string; muted: number[] }[]> {
    return (await this.queryAll(gameId, "MUTE#")).map((i) => MuteItem.parse({ ...i, muted: i.muted instanceof Set ? [...(i.muted as Set<number>)].map(Number) : [] }));
  }

  async setMute(gameId: string, seat: number, email: string, target: number, muted: boolean): Promise<void> {
    await this.doc.send(new UpdateCommand({
      TableName: this.tableName,
      Key: { pk: keys.game(gameId), sk: keys.mute(seat, email) },
      UpdateExpression: `SET seat = :seat, email = :email ${muted ? "ADD" : "DELETE"} muted :t`,
      ExpressionAttributeValues: { ":seat": seat, ":email": email, ":t": new Set([target]) },
    }));
  }

  private async queryAll(gameId: string, prefix: string): Promise<Record<string, unknown>[]> {
    return this.queryBetween(gameId, prefix, `${prefix}~`);
  }

  private async queryBetween(gameId: string, lo: string, hi: string): Promise<Record<string, unknown>[]> {
    const items: Record<string, unknown>[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const out = await this.doc.send(new QueryCommand({
        TableName: this.tableName,
        KeyConditionExpression: "pk = :pk AND sk BETWEEN :lo AND :hi",
        ExpressionAttributeValues: { ":pk": keys.game(gameId), ":lo": lo, ":hi": hi },
        ConsistentRead: true, ExclusiveStartKey: start,
      }));
      items.push(...(out.Items ?? []));
      start = out.LastEvaluatedKey;
    } while (start);
    return items;
  }
}
