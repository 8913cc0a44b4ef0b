/**
 * The one DynamoDB table, defined once for both the CDK stack and the local runner.
 *
 * Single-table layout (every item has `pk` and `sk`):
 *   GAME#<id>  SUMMARY                    the game's summary: version, awaiting, status, players
 *   GAME#<id>  EVENT#<seq 10 digits>      one stored event (game-created, move, chat); `body` is JSON
 *   GAME#<id>  SNAPSHOT#<seq>             the state after event <seq>, every N events
 *   GAME#<id>  SECRET                     the secret seed; no client-facing read returns this item
 *   GAME#<id>  MOVEID#<seat>#<clientId>   idempotency record of an accepted move
 *   GAME#<id>  SEAT#<n>                   a seat's membership; indexed by gsi1 under PLAYER#<email>
 *   GAME#<id>  OUTBOX#<seq>               emails to send; the stream → notifier filter picks these
 *   GAME#<id>  OUTBOX#<seq>#reminder#<n>  a reminder for seat n, written when its reminder fires
 *   GAME#<id>  SENT#<seq>#<reason>#<email> marks an outbox email as sent, so retries never resend
 *   GAME#<id>  LOBBY                      a game with open seats before it starts (./lobby-store.ts)
 *   GAME#<id>  LOBBYSEAT#<email>          a seat in that lobby; indexed by gsi1 under LOBBIES#<email>
 *   Press (./press-store.ts), apart from the events, so nothing that serves the game reads it:
 *   GAME#<id>  CHANNEL#<channel>          a channel: members (seats), name, last seq and time, each seat's last message time
 *   GAME#<id>  PRESS#<channel>#<seq 10>   one message (table: a copy of the chat event, same seq)
 *   GAME#<id>  PRESSID#<seat>#<clientId>  idempotency record of a private message: its channel and seq
 *   GAME#<id>  PRESSBY#<seat>#<at>#<channel>#<seq>  a seat's message by time, for its rate limit
 *   GAME#<id>  READ#<seat>#<channel>      how far the seat's player (by email) has read the channel
 *   GAME#<id>  PRESSMAIL#<seat>#<channel> how far the seat's player (by email) was mailed the channel
 *   GAME#<id>  MUTE#<seat>#<email>        the seats this player of the seat muted
 *   GAME#<id>  OUTBOX#press#<channel>#<seq 10> asks the notifier to queue a private message's mail (no text)
 *   LINK#<hash>    LINK                   a sign-in link token (hash only), single use, expires
 *   SESSION#<hash> SESSION                a session token (hash only), expires
 *   SIGNIN#<id>    OUTBOX                 a requested sign-in email (the notifier mints the link)
 *   USER#<email>   SETTINGS               notification settings (absent: the defaults)
 *   USER#<email>   PENDING#<gameId>       news waiting for its coalescing window or digest
 *   USER#<email>   PENDING#press#<gameId> press waiting for the digest only (PressMail "digest")
 *   USER#<email>   OUTBOX#mail#<key>      mail a flush/digest timer released; the notifier sends it
 *   USER#<email>   SENT#mail#<key>        marks that mail as sent
 *   USER#<email>   LASTMAIL#<gameId>      when the game last mailed this person (interval mode)
 *   RATE#inbox#<normalised> <window>      sign-in mails to one inbox (+tags folded) in a window
 *   RATE#client#<address>   <hour>        sign-in requests from one client address this hour
 *   RATE#device#<hash>      <hour>        sign-in requests from one trusted browser this hour
 *   RATE#new-addresses      <day>         sign-in mails to addresses never seen before, all of them, this UTC day
 *   USER#<inbox>   SEEN                   an inbox (normalised) that redeemed a sign-in link: known to sign-in
 *   DEVICE#<hash>  DEVICE                 a browser that signed in to an inbox before (hash only)
 *   CONFIG         SIGNING_KEY            the key that signs mailed links; linkVersion: the settings and
 *                                         unsubscribe links' key version (rotated to revoke them)
 */
export const TABLE = {
  partitionKey: "pk",
  sortKey: "sk",
  /** Lists a player's games: gsi1pk = PLAYER#<email>, gsi1sk = <updatedAt>#<gameId>. */
  playerIndex: { name: "gsi1", partitionKey: "gsi1pk", sortKey: "gsi1sk" },
  /**
   * Expired links, sessions and old outbox records are removed by DynamoDB TTL, some time after
   * (AWS promises no moment): only to tidy. Every read judges a lifetime by the clock itself.
   */
  ttlAttribute: "expiresAt",
  /** The stream feeds the notifier only with newly inserted outbox records. */
  outboxKind: "outbox",
} as const;

/** The stream filter pattern, shared by the CDK event source mapping and the local poller. */
export const OUTBOX_STREAM_FILTER = {
  eventName: ["INSERT"],
  dynamodb: { NewImage: { kind: { S: [TABLE.outboxKind] } } },
} as const;

/** CreateTable input for DynamoDB Local; the CDK stack declares the same keys and index. */
export function createTableInput(tableName: string) {
  return {
    TableName: tableName,
    BillingMode: "PAY_PER_REQUEST" as const,
    AttributeDefinitions: [
      { AttributeName: TABLE.partitionKey, AttributeType: "S" as const },
      { AttributeName: TABLE.sortKey, AttributeType: "S" as const },
      { AttributeName: TABLE.playerIndex.partitionKey, AttributeType: "S" as const },
      { AttributeName: TABLE.playerIndex.sortKey, AttributeType: "S" as const },
    ],
    KeySchema: [
      { AttributeName: TABLE.partitionKey, KeyType: "HASH" as const },
      { AttributeName: TABLE.sortKey, KeyType: "RANGE" as const },
    ],
    GlobalSecondaryIndexes: [
      {
        IndexName: TABLE.playerIndex.name,
        KeySchema: [
          { AttributeName: TABLE.playerIndex.partitionKey, KeyType: "HASH" as const },
          { AttributeName: TABLE.playerIndex.sortKey, KeyType: "RANGE" as const },
        ],
        Projection: { ProjectionType: "ALL" as const },
      },
    ],
    StreamSpecification: { StreamEnabled: true, StreamViewType: "NEW_IMAGE" as const },
  };
}

export const keys = {
  game: (gameId: string) => `GAME#${gameId}`,
  summary: "SUMMARY",
  secret: "SECRET",
  event: (seq: number) => `EVENT#${String(seq).padStart(10, "0")}`,
  snapshot: (seq: number) => `SNAPSHOT#${String(seq).padStart(10, "0")}`,
  moveId: (seat: number, clientMoveId: string) => `MOVEID#${seat}#${clientMoveId}`,
  seat: (seat: number) => `SEAT#${seat}`,
  outbox: (seq: number) => `OUTBOX#${String(seq).padStart(10, "0")}`,
  reminder: (seq: number, seat: number) => `OUTBOX#${String(seq).padStart(10, "0")}#reminder#${seat}`,
  sent: (seq: number, reason: string, email: string) => `SENT#${String(seq).padStart(10, "0")}#${reason}#${email}`,
  player: (email: string) => `PLAYER#${email}`,
  link: (hash: string) => `LINK#${hash}`,
  session: (hash: string) => `SESSION#${hash}`,
  user: (email: string) => `USER#${email}`,
  pending: (gameId: string) => `PENDING#${gameId}`,
  pressPending: (gameId: string) => `PENDING#press#${gameId}`,
  channel: (channel: string) => `CHANNEL#${channel}`,
  press: (channel: string, seq: number) => `PRESS#${channel}#${String(seq).padStart(10, "0")}`,
  pressId: (seat: number, clientMessageId: string) => `PRESSID#${seat}#${clientMessageId}`,
  pressBy: (seat: number, at: string, channel: string, seq: number) => `PRESSBY#${seat}#${at}#${channel}#${String(seq).padStart(10, "0")}`,
  read: (seat: number, channel: string) => `READ#${seat}#${channel}`,
  pressMailed: (seat: number, channel: string) => `PRESSMAIL#${seat}#${channel}`,
  mute: (seat: number, email: string) => `MUTE#${seat}#${email}`,
  pressOutbox: (channel: string, seq: number) => `OUTBOX#press#${channel}#${String(seq).padStart(10, "0")}`,
} as const;

/**
 * Why a TransactWriteItems call was cancelled: one code per write, in order ("None" for a write
 * that was fine); null for any other error, which the caller passes on. Some SDK paths carry the
 * reasons only in the message: "... [ConditionalCheckFailed, None]".
 */
export function cancellationReasons(e: unknown): (string | undefined)[] | null {
  if ((e as Error | undefined)?.name !== "TransactionCanceledException") return null;
  const listed = (e as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
  if (listed) return listed.map((r) => r.Code);
  const m = /\[([^\]]*)\]/.exec((e as Error).message);
  return m ? m[1]!.split(",").map((s) => s.trim()) : [];
}

/**
 * AWS refuses a single write to an item a transaction is writing at that moment
 * (TransactionConflictException; DynamoDB Local never does): nothing was written.
 */
export function inTransaction(e: unknown): boolean {
  return (e as Error | undefined)?.name === "TransactionConflictException";
}

/** A write that may be skipped when it meets a transaction: it marks what the next read marks again. */
export async function unlessInTransaction(write: Promise<unknown>): Promise<void> {
  try {
    await write;
  } catch (e) {
    if (!inTransaction(e)) throw e;
  }
}
