/**
 * The event store: every read and write of game items, auth links and sessions, over the one
 * DynamoDB table (layout in ./table.ts). Appending an event is one TransactWriteItems, so a
 * move, its summary update, its idempotency record, its outbox emails and any snapshot land
 * together or not at all.
 */
import {
  BatchGetCommand, DeleteCommand, GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand,
  type DynamoDBDocumentClient,
} from "@aws-sdk/lib-dynamodb";
import { GameEventSchema, type GameCreated, type GameEvent } from "@backroom/engine/core/events";
import { cancellationReasons, inTransaction, keys, TABLE, unlessInTransaction } from "./table";
import type { GameOutboxItem, SignInOutboxItem } from "./items";
import type { SummaryPlayer } from "./items";
import type { Absence } from "../clocks/vacation-policy";
import type { Language } from "../contract";
import {
  EventItem, LinkItem, MoveIdItem, SecretItem, SeatItem, SessionItem, SnapshotItem, SummaryItem,
  type Recipient,
} from "./items";
import {
  AlsoWriteRefused, DuplicateMove, GameExists, SeqTaken, VersionConflict, WriteRaced, type AppendInput, type OutboxDraft, type TransactItem,
} from "./writes";

const OUTBOX_DAYS = 30;

export class GameStore {
  constructor(readonly doc: DynamoDBDocumentClient, readonly tableName: string) {}

  async createGame(input: {
    summary: Omit<SummaryItem, "pk" | "sk">;
    created: GameCreated;
    seed: string;
    outbox: OutboxDraft;
    /** Writes that must land with the game (a lobby marked started, a rematch claimed). */
    alsoWrite?: readonly TransactItem[];
    /** Invitees' languages, each set as their mail language only if they have none (with the game, so its invitation reads it). */
    languages?: ReadonlyArray<{ email: string; language: Language }>;
  }): Promise<void> {
    const { summary, created } = input;
    const pk = keys.game(summary.gameId);
    const also = input.alsoWrite ?? [];
    try {
      await this.doc.send(new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: this.tableName, Item: { pk, sk: keys.summary, ...summary }, ConditionExpression: "attribute_not_exists(pk)" } },
          { Put: { TableName: this.tableName, Item: { pk, sk: keys.event(0), seq: 0, body: JSON.stringify(created) } } },
          { Put: { TableName: this.tableName, Item: { pk, sk: keys.secret, seed: input.seed } } },
          // A bot seat has no one's dashboard to appear on.
          ...summary.players.flatMap((p, seat) => p.email === "" ? [] : [{
            Put: { TableName: this.tableName, Item: this.seatItem(summary.gameId, summary.game, summary.title, seat, p, summary.awaiting.includes(seat), "active", summary.updatedAt) },
          }]),
          ...(input.outbox.recipients.length > 0 ? [{ Put: { TableName: this.tableName, Item: this.outboxItem(summary.gameId, 0, input.outbox, summary.updatedAt) } }] : []),
          ...(input.languages ?? []).map(({ email, language }) => ({
            Update: { TableName: this.tableName, Key: { pk: keys.user(email), sk: "SETTINGS" }, UpdateExpression: "SET #language = if_not_exists(#language, :language)", ExpressionAttributeNames: { "#language": "language" }, ExpressionAttributeValues: { ":language": language } },
          })),
          ...also,
        ],
      }));
    } catch (e) {
      const why = cancellationReasons(e);
      if (why) {
        if (why[0] === "ConditionalCheckFailed") throw new GameExists(summary.gameId);
        // The extra writes come last: a refusal among them is named by its place in `alsoWrite`.
        const refused = why.slice(why.length - also.length).findIndex((r) => r === "ConditionalCheckFailed");
        if (refused >= 0) throw new AlsoWriteRefused(refused);
        if (why.includes("TransactionConflict")) throw new WriteRaced();
      }
      throw e;
    }
  }

  async getSummary(gameId: string): Promise<SummaryItem | null> {
    // Stryker disable next-line BooleanLiteral: DynamoDB Local reads are always consistent, so no test can tell (equivalent there)
    const out = await this.doc.send(new GetCommand({ TableName: this.tableName, Key: { pk: keys.game(gameId), sk: keys.summary }, ConsistentRead: true }));
    return out.Item ? SummaryItem.parse(out.Item) : null;
  }

  /** The secret seed. Only the move path and replays call this; no response carries it while the game runs. */
  async getSeed(gameId: string): Promise<string> {
    // Stryker disable next-line BooleanLiteral: DynamoDB Local reads are always consistent, so no test can tell (equivalent there)
    const out = await this.doc.send(new GetCommand({ TableName: this.tableName, Key: { pk: keys.game(gameId), sk: keys.secret }, ConsistentRead: true }));
    return SecretItem.parse(out.Item).seed;
  }

  /** The newest snapshot at or before `maxSeq`. */
  async latestSnapshot(gameId: string, maxSeq: number): Promise<{ seq: number; engineVersion: number; state: unknown } | null> {
    const out = await this.doc.send(new QueryCommand({
      TableName: this.tableName,
      KeyConditionExpression: "pk = :pk AND sk BETWEEN :lo AND :hi",
      ExpressionAttributeValues: { ":pk": keys.game(gameId), ":lo": keys.snapshot(0), ":hi": keys.snapshot(maxSeq) },
      ScanIndexForward: false,
      Limit: 1,
      // Stryker disable next-line BooleanLiteral: DynamoDB Local reads are always consistent, so no test can tell (equivalent there)
      ConsistentRead: true,
    }));
    const item = out.Items?.[0];
    if (!item) return null;
    const snap = SnapshotItem.parse(item);
    return { seq: snap.seq, engineVersion: snap.engineVersion, state: JSON.parse(snap.state) };
  }

  /** Events with afterSeq < seq <= untilSeq, in order. */
  async events(gameId: string, afterSeq: number, untilSeq = 9_999_999_999): Promise<GameEvent[]> {
    if (untilSeq <= afterSeq) return [];
    const events: GameEvent[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const out = await this.doc.send(new QueryCommand({
        TableName: this.tableName,
        KeyConditionExpression: "pk = :pk AND sk BETWEEN :lo AND :hi",
        ExpressionAttributeValues: { ":pk": keys.game(gameId), ":lo": keys.event(afterSeq + 1), ":hi": keys.event(untilSeq) },
        // Stryker disable next-line BooleanLiteral: DynamoDB Local reads are always consistent, so no test can tell (equivalent there)
        ConsistentRead: true,
        ExclusiveStartKey: start,
      }));
      for (const item of out.Items ?? []) events.push(GameEventSchema.parse(JSON.parse(EventItem.parse(item).body)));
      start = out.LastEvaluatedKey;
    } while (start);
    return events;
  }

  async findMove(gameId: string, seat: number, clientMoveId: string): Promise<{ seq: number; version: number } | null> {
    // Stryker disable next-line BooleanLiteral: DynamoDB Local reads are always consistent, so no test can tell (equivalent there)
    const out = await this.doc.send(new GetCommand({ TableName: this.tableName, Key: { pk: keys.game(gameId), sk: keys.moveId(seat, clientMoveId) }, ConsistentRead: true }));
    return out.Item ? MoveIdItem.parse(out.Item) : null;
  }

  /** Appends one event with the expected version; throws VersionConflict or DuplicateMove. */
  async append(input: AppendInput): Promise<void> {
    const pk = keys.game(input.gameId);
    const seq = input.event.seq;
    if (seq !== input.expectedVersion + 1) throw new Error(`append: seq ${seq} does not follow version ${input.expectedVersion}`);
    const T = this.tableName;
    const items: NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]["TransactItems"]> = [
      { Put: { TableName: T, Item: { pk, sk: keys.event(seq), seq, body: JSON.stringify(input.event) }, ConditionExpression: "attribute_not_exists(pk)" } },
      {
        Update: {
          TableName: T,
          Key: { pk, sk: keys.summary },
          UpdateExpression: `SET #v = :seq${input.expectedMoveVersion !== undefined ? ", moveVersion = :seq" : ""}, awaiting = :aw, #st = :st, winners = :win, updatedAt = :at${input.summary.seed ? ", seed = :seed" : ""}${input.mover !== undefined ? `, lastSeqs[${input.mover}] = :seq` : ""}${input.upgrade ? ", engineVersion = :to, engineVersions = :versions" : ""}${input.clocks ? ", deadlines = :dl, timeouts = :to_" : ""}${input.players ? ", players = :players" : ""}`,
          // An upgrade also checks the version it upgrades from: two builds racing upgrade once.
          // Summaries written before move versions existed lack the attribute: the slot check
          // alone guards them, and the first move there writes it.
          ConditionExpression: (input.upgrade ? "#v = :expected AND engineVersion = :from"
            : input.expectedMoveVersion !== undefined ? "#v = :expected AND (moveVersion = :mv OR attribute_not_exists(moveVersion))" : "#v = :expected")
            + (!input.clocks ? "" : input.clocks.awayChanges === undefined ? " AND attribute_not_exists(awayChanges)" : " AND awayChanges = :ac"),
          ExpressionAttributeNames: { "#v": "version", "#st": "status" },
          ExpressionAttributeValues: {
            ":seq": seq, ":aw": input.summary.awaiting, ":st": input.summary.status, ":win": input.summary.winners,
            ":at": input.summary.updatedAt, ":expected": input.expectedVersion,
            // Stryker disable next-line ConditionalExpression: an absent ":mv" is dropped by the client's removeUndefinedValues (equivalent)
            ...(input.expectedMoveVersion !== undefined ? { ":mv": input.expectedMoveVersion } : {}),
            ...(input.summary.seed ? { ":seed": input.summary.seed } : {}),
            ...(input.upgrade ? { ":to": input.upgrade.to, ":from": input.upgrade.from, ":versions": input.upgrade.versions } : {}),
            ...(input.clocks ? { ":dl": input.clocks.deadlines, ":to_": input.clocks.timeouts } : {}),
            ...(input.clocks?.awayChanges !== undefined ? { ":ac": input.clocks.awayChanges } : {}),
            ...(input.players ? { ":players": input.players } : {}),
          },
        },
      },
    ];
    if (input.moveId) {
      items.push({ Put: { TableName: T, Item: { pk, sk: keys.moveId(input.moveId.seat, input.moveId.clientMoveId), seq, version: seq }, ConditionExpression: "attribute_not_exists(pk)" } });
    }
    for (const c of input.seatChanges) {
      items.push({
        Update: {
          TableName: T,
          Key: { pk, sk: keys.seat(c.seat) },
          UpdateExpression: "SET waiting = :w, #st = :st, updatedAt = :at, gsi1sk = :gsk",
          ExpressionAttributeNames: { "#st": "status" },
          ExpressionAttributeValues: { ":w": c.waiting, ":st": c.status, ":at": input.summary.updatedAt, ":gsk": `${input.summary.updatedAt}#${input.gameId}` },
        },
      });
    }
    if (input.reseat) {
      const r = input.reseat;
      // One item per seat: overwritten for the new person (the index moves with it), deleted for a bot.
      items.push(r.to.email === ""
        ? { Delete: { TableName: T, Key: { pk, sk: keys.seat(r.seat) } } }
        : { Put: { TableName: T, Item: this.seatItem(input.gameId, r.game, r.title, r.seat, r.to, r.waiting, input.summary.status, input.summary.updatedAt) } });
    }
    if (input.snapshot) {
      items.push({ Put: { TableName: T, Item: { pk, sk: keys.snapshot(seq), seq, engineVersion: input.snapshot.engineVersion, state: JSON.stringify(input.snapshot.state) } } });
    }
    if (input.outbox && input.outbox.recipients.length > 0) {
      items.push({ Put: { TableName: T, Item: this.outboxItem(input.gameId, seq, input.outbox, input.summary.updatedAt) } });
    }
    items.push(...(input.alsoWrite ?? []));
    try {
      await this.doc.send(new TransactWriteCommand({ TransactItems: items }));
    } catch (e) {
      const why = cancellationReasons(e);
      if (!why) throw e;
      // A move id already recorded: that move went in before, and its outcome stands whatever
      // else refused this write.
      if (input.moveId) {
        const original = await this.findMove(input.gameId, input.moveId.seat, input.moveId.clientMoveId);
        if (original) throw new DuplicateMove(original.seq, original.version);
      }
      // The event's slot or the summary refused, or (AWS only) another write to them was under
      // way: either way the summary as it stands now tells a taken slot from a stale move.
      if (why[0] === "ConditionalCheckFailed" || why[1] === "ConditionalCheckFailed" || why.includes("TransactionConflict")) {
        const summary = await this.getSummary(input.gameId);
        // Without an expected move version (chat, an upgrade) nothing equals the summary's, always a number.
        if (summary && summary.moveVersion === input.expectedMoveVersion) {
          throw new SeqTaken(summary.version);
        }
        throw new VersionConflict(summary ? (input.expectedMoveVersion !== undefined ? summary.moveVersion : summary.version) : -1);
      }
      throw e;
    }
  }

  /** Records that the game's history does not fit engine version `version`, so it is not checked again. */
  async markUpgradeRefused(gameId: string, version: number): Promise<void> {
    await unlessInTransaction(this.doc.send(new UpdateCommand({
      TableName: this.tableName,
      Key: { pk: keys.game(gameId), sk: keys.summary },
      UpdateExpression: "SET upgradeRefused = :v",
      ConditionExpression: "attribute_exists(pk)",
      ExpressionAttributeValues: { ":v": version },
    })));
  }

  /** Marks a seat's player as having opened the game; skipped while a move is being written (the next read marks it). */
  async markJoined(gameId: string, seat: number): Promise<void> {
    await unlessInTransaction(this.doc.send(new UpdateCommand({
      TableName: this.tableName,
      Key: { pk: keys.game(gameId), sk: keys.summary },
      UpdateExpression: `SET players[${seat}].joined = :t`,
      ExpressionAttributeValues: { ":t": true },
    })));
  }

  /**
   * Sets a seat's absence (null: none) and the game's deadlines, if the summary is still at
   * `version` (a move or chat in between, or being written: false, and the caller reads again).
   */
  async setAway(gameId: string, seat: number, away: Absence | null, deadlines: readonly (string | null)[], version: number): Promise<boolean> {
    try {
      await this.doc.send(new UpdateCommand({
        TableName: this.tableName,
        Key: { pk: keys.game(gameId), sk: keys.summary },
        UpdateExpression: `SET ${away ? `players[${seat}].away = :a, ` : ""}deadlines = :d, awayChanges = if_not_exists(awayChanges, :zero) + :one${away ? "" : ` REMOVE players[${seat}].away`}`,
        ConditionExpression: "version = :v",
        ExpressionAttributeValues: { ":d": deadlines, ":v": version, ":zero": 0, ":one": 1, ...(away ? { ":a": away } : {}) },
      }));
      return true;
    } catch (e) {
      if ((e as Error).name === "ConditionalCheckFailedException" || inTransaction(e)) return false;
      throw e;
    }
  }

  /** The player's seats in all games, newest activity first. */
  async playerSeats(email: string): Promise<SeatItem[]> {
    const seats: SeatItem[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const out = await this.doc.send(new QueryCommand({
        TableName: this.tableName,
        IndexName: TABLE.playerIndex.name,
        KeyConditionExpression: "gsi1pk = :p",
        ExpressionAttributeValues: { ":p": keys.player(email) },
        ScanIndexForward: false,
        ExclusiveStartKey: start,
      }));
      for (const item of out.Items ?? []) seats.push(SeatItem.parse(item));
      start = out.LastEvaluatedKey;
    } while (start && seats.length < 500);
    return seats;
  }

  async summaries(gameIds: readonly string[]): Promise<SummaryItem[]> {
    const unique = [...new Set(gameIds)];
    const out: SummaryItem[] = [];
    for (let i = 0; i < unique.length; i += 100) {
      let request: Record<string, { Keys: Record<string, unknown>[] }> | undefined = {
        [this.tableName]: { Keys: unique.slice(i, i + 100).map((id) => ({ pk: keys.game(id), sk: keys.summary })) },
      };
      while (request && Object.keys(request).length > 0) {
        const res = await this.doc.send(new BatchGetCommand({ RequestItems: request }));
        for (const item of res.Responses?.[this.tableName] ?? []) out.push(SummaryItem.parse(item));
        request = res.UnprocessedKeys as typeof request;
      }
    }
    return out;
  }

  // ---- sign-in links and sessions: only hashes of the secrets are stored ----

  /**
   * A link token. `validUntil` is its lifetime; the item itself stays a week longer (TTL), so a
   * used-up or expired link can still say which address to mail a fresh one to.
   */
  async putLink(hash: string, link: { email: string; next: string | null; gameId: string | null; validUntil: number }): Promise<void> {
    await this.doc.send(new PutCommand({ TableName: this.tableName, Item: { pk: keys.link(hash), sk: "LINK", ...link, expiresAt: link.validUntil + 7 * 86_400 } }));
  }

  /**
   * Redeems a link. A sign-in link (no game) works once; a game link works any number of times
   * within its lifetime, because people click "Your move" twice and on several devices.
   */
  async consumeLink(hash: string, nowSeconds: number): Promise<{ email: string; next: string | null; gameId: string | null } | null> {
    const Key = { pk: keys.link(hash), sk: "LINK" };
    // Stryker disable next-line BooleanLiteral: DynamoDB Local reads are always consistent, so no test can tell (equivalent there)
    const out = await this.doc.send(new GetCommand({ TableName: this.tableName, Key, ConsistentRead: true }));
    if (!out.Item) return null;
    const link = LinkItem.parse(out.Item);
    if ((link.validUntil ?? link.expiresAt) <= nowSeconds) return null;
    if (link.gameId) return { email: link.email, next: link.next, gameId: link.gameId };
    try {
      await this.doc.send(new UpdateCommand({
        TableName: this.tableName, Key, UpdateExpression: "SET usedAt = :now",
        ConditionExpression: "attribute_exists(pk) AND attribute_not_exists(usedAt)", ExpressionAttributeValues: { ":now": nowSeconds },
      }));
      return { email: link.email, next: link.next, gameId: null };
    } catch (e) {
      if ((e as Error).name === "ConditionalCheckFailedException") return null;
      throw e;
    }
  }

  /** Whom a link (used, expired or not) was sent to, until a week past its lifetime: by the clock, not TTL. */
  async linkOwner(hash: string, nowSeconds: number): Promise<{ email: string; next: string | null } | null> {
    const out = await this.doc.send(new GetCommand({ TableName: this.tableName, Key: { pk: keys.link(hash), sk: "LINK" } }));
    if (!out.Item) return null;
    const link = LinkItem.parse(out.Item);
    return link.expiresAt > nowSeconds ? { email: link.email, next: link.next } : null;
  }

  /** A session; `gameId` set means it may only read and play that one game. */
  async putSession(hash: string, email: string, expiresAt: number, gameId: string | null = null): Promise<void> {
    await this.doc.send(new PutCommand({ TableName: this.tableName, Item: { pk: keys.session(hash), sk: "SESSION", email, expiresAt, ...(gameId ? { gameId } : {}) } }));
  }

  async getSession(hash: string, nowSeconds: number): Promise<{ email: string; gameId: string | null } | null> {
    const out = await this.doc.send(new GetCommand({ TableName: this.tableName, Key: { pk: keys.session(hash), sk: "SESSION" } }));
    if (!out.Item) return null;
    const s = SessionItem.parse(out.Item);
    return s.expiresAt > nowSeconds ? { email: s.email, gameId: s.gameId ?? null } : null;
  }

  async deleteSession(hash: string): Promise<void> {
    await this.doc.send(new DeleteCommand({ TableName: this.tableName, Key: { pk: keys.session(hash), sk: "SESSION" } }));
  }

  // ---- the notifier's bookkeeping ----

  async wasSent(gameId: string, seq: number, reason: string, email: string): Promise<boolean> {
    // Stryker disable next-line BooleanLiteral: DynamoDB Local reads are always consistent, so no test can tell (equivalent there)
    const out = await this.doc.send(new GetCommand({ TableName: this.tableName, Key: { pk: keys.game(gameId), sk: keys.sent(seq, reason, email) }, ConsistentRead: true }));
    return out.Item !== undefined;
  }

  async markSent(gameId: string, seq: number, reason: string, email: string, at: string): Promise<void> {
    await this.doc.send(new PutCommand({ TableName: this.tableName, Item: { pk: keys.game(gameId), sk: keys.sent(seq, reason, email), at, expiresAt: ttlAfterDays(at, OUTBOX_DAYS) } }));
  }

  /** An outbox record for one seat's reminder; written once per seat and version. */
  async putReminder(gameId: string, seq: number, draft: OutboxDraft, at: string, n = 1): Promise<boolean> {
    const seat = draft.recipients[0]!.seat;
    try {
      await this.doc.send(new PutCommand({
        TableName: this.tableName,
        // The first reminder keeps the key it always had; later ones (12 hours left) add their number.
        Item: { ...this.outboxItem(gameId, seq, draft, at), sk: `${keys.reminder(seq, seat)}${n > 1 ? `#${n}` : ""}`, ...(n > 1 ? { n } : {}) },
        ConditionExpression: "attribute_not_exists(pk)",
      }));
      return true;
    } catch (e) {
      if ((e as Error).name !== "ConditionalCheckFailedException") throw e;
      return false;
    }
  }

  private seatItem(gameId: string, game: string, title: string, seat: number, p: { name: string; email: string }, waiting: boolean, status: "active" | "finished", at: string) {
    return {
      pk: keys.game(gameId), sk: keys.seat(seat), gsi1pk: keys.player(p.email), gsi1sk: `${at}#${gameId}`,
      gameId, game, title, seat, email: p.email, name: p.name, waiting, status, updatedAt: at,
    } satisfies SeatItem & Record<string, unknown>;
  }

  /** Asks the notifier to mail a sign-in link; the stream delivers it like any other outbox record. */
  async requestSignIn(email: string, next: string | null, at: string, requestId: string): Promise<void> {
    const item: SignInOutboxItem & { expiresAt: number } = {
      pk: `SIGNIN#${requestId}`, sk: "OUTBOX", kind: TABLE.outboxKind, purpose: "sign-in", email, next, requestedAt: at,
      expiresAt: ttlAfterDays(at, 1),
    };
    await this.doc.send(new PutCommand({ TableName: this.tableName, Item: item }));
  }

  private outboxItem(gameId: string, seq: number, draft: OutboxDraft, at: string): GameOutboxItem & { expiresAt: number } {
    return {
      pk: keys.game(gameId), sk: keys.outbox(seq), kind: TABLE.outboxKind, purpose: "game", gameId, seq, title: draft.title,
      headline: draft.headline, recipients: [...draft.recipients], awaiting: [...(draft.awaiting ?? [])], expiresAt: ttlAfterDays(at, OUTBOX_DAYS),
    };
  }
}

function ttlAfterDays(iso: string, days: number): number {
  return Math.floor(Date.parse(iso) / 1000) + days * 86_400;
}
