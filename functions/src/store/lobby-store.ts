/**
 * Lobbies: games created with open seats, before they start. A lobby is one item beside the
 * game's (future) summary, plus one membership item per person seated, indexed under
 * LOBBIES#<email> so the dashboard can list them. No engine state exists yet: the seed and the
 * seat count are fixed when the host starts it (GameStore.createGame, with `startWrites` in the
 * same transaction).
 *
 *   GAME#<id>  LOBBY                the lobby: game, options, seats taken, range, host, status
 *   GAME#<id>  LOBBYSEAT#<email>    a person's membership; gsi1pk = LOBBIES#<email>
 */
import { BatchGetCommand, GetCommand, QueryCommand, TransactWriteCommand, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import * as z from "zod/mini";
import { keys, TABLE } from "./table";
import type { TransactItem } from "./writes";

/** `language`: the one the host chose for a person they named (passed on to the game's invitations at start). */
export const LobbyPlayer = z.object({ name: z.string(), email: z.string(), language: z.optional(z.enum(["en", "ru"])) });
export type LobbyPlayer = z.infer<typeof LobbyPlayer>;

export const LobbyItem = z.object({
  gameId: z.string(),
  game: z.string(),
  title: z.string(),
  options: z.unknown(),
  /** The rest of the creation request (fields a later version adds), passed on at start. */
  extra: z._default(z.record(z.string(), z.unknown()), {}),
  host: z.string(),
  /** Seats taken, in seat order: the host and named players first, then whoever joined. */
  players: z.array(LobbyPlayer),
  /** The same addresses as `players`, so a join can check "not yet seated" in its condition. */
  emails: z.array(z.string()),
  minPlayers: z.int(),
  maxPlayers: z.int(),
  status: z.enum(["open", "started"]),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LobbyItem = z.infer<typeof LobbyItem>;

/** A join or start was refused by its condition; the caller re-reads the lobby to say why. */
export class LobbyChanged extends Error {}

const LOBBY_SK = "LOBBY";
const memberSk = (email: string) => `LOBBYSEAT#${email}`;
const memberPk = (email: string) => `LOBBIES#${email}`;

export class LobbyStore {
  constructor(private readonly doc: DynamoDBDocumentClient, readonly tableName: string) {}

  async create(lobby: LobbyItem): Promise<void> {
    const pk = keys.game(lobby.gameId);
    await this.doc.send(new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: this.tableName, Item: { pk, sk: LOBBY_SK, ...lobby }, ConditionExpression: "attribute_not_exists(pk)" } },
        ...lobby.players.map((p) => ({ Put: { TableName: this.tableName, Item: this.member(lobby, p.email) } })),
      ],
    }));
  }

  async get(gameId: string): Promise<LobbyItem | null> {
    // Stryker disable next-line BooleanLiteral: DynamoDB Local reads are always consistent, so no test can tell (equivalent there)
    const out = await this.doc.send(new GetCommand({ TableName: this.tableName, Key: { pk: keys.game(gameId), sk: LOBBY_SK }, ConsistentRead: true }));
    return out.Item ? LobbyItem.parse(out.Item) : null;
  }

  /**
   * Takes the next free seat, all in one condition: the lobby is open, has a free seat, and this
   * address is not seated yet. Throws LobbyChanged when any of that fails; nothing is written.
   */
  async join(lobby: LobbyItem, player: LobbyPlayer, at: string): Promise<void> {
    const pk = keys.game(lobby.gameId);
    try {
      await this.doc.send(new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: this.tableName,
              Key: { pk, sk: LOBBY_SK },
              UpdateExpression: "SET players = list_append(players, :p), emails = list_append(emails, :e), updatedAt = :at",
              ConditionExpression: "#st = :open AND size(players) < maxPlayers AND NOT contains(emails, :email)",
              ExpressionAttributeNames: { "#st": "status" },
              ExpressionAttributeValues: { ":p": [player], ":e": [player.email], ":email": player.email, ":open": "open", ":at": at },
            },
          },
          { Put: { TableName: this.tableName, Item: this.member({ ...lobby, updatedAt: at }, player.email) } },
        ],
      }));
    } catch (e) {
      if ((e as Error).name === "TransactionCanceledException") throw new LobbyChanged();
      throw e;
    }
  }

  /**
   * The writes that start a lobby, for GameStore.createGame's transaction: the lobby turns
   * "started" only if it is still open, the caller hosts it and no one joined since it was read
   * (so the game seats exactly the players it was built from); memberships go.
   */
  startWrites(lobby: LobbyItem, host: string, at: string): TransactItem[] {
    const pk = keys.game(lobby.gameId);
    return [
      {
        Update: {
          TableName: this.tableName,
          Key: { pk, sk: LOBBY_SK },
          UpdateExpression: "SET #st = :started, updatedAt = :at",
          ConditionExpression: "#st = :open AND host = :host AND size(players) = :count",
          ExpressionAttributeNames: { "#st": "status" },
          ExpressionAttributeValues: { ":started": "started", ":open": "open", ":host": host, ":count": lobby.players.length, ":at": at },
        },
      },
      ...lobby.players.map((p) => ({ Delete: { TableName: this.tableName, Key: { pk, sk: memberSk(p.email) } } })),
    ];
  }

  /** The open lobbies a person sits in, newest first. */
  async lobbiesOf(email: string): Promise<LobbyItem[]> {
    const out = await this.doc.send(new QueryCommand({
      TableName: this.tableName,
      IndexName: TABLE.playerIndex.name,
      KeyConditionExpression: "gsi1pk = :p",
      ExpressionAttributeValues: { ":p": memberPk(email) },
      ScanIndexForward: false,
      Limit: 100,
    }));
    const ids = (out.Items ?? []).map((i) => z.object({ gameId: z.string() }).parse(i).gameId);
    if (ids.length === 0) return [];
    const res = await this.doc.send(new BatchGetCommand({
      // Stryker disable next-line BooleanLiteral: DynamoDB Local reads are always consistent, so no test can tell (equivalent there)
      RequestItems: { [this.tableName]: { Keys: ids.map((id) => ({ pk: keys.game(id), sk: LOBBY_SK })), ConsistentRead: true } },
    }));
    const byId = new Map((res.Responses?.[this.tableName] ?? []).map((i) => LobbyItem.parse(i)).map((l) => [l.gameId, l]));
    return ids.flatMap((id) => {
      const l = byId.get(id);
      return l && l.status === "open" ? [l] : [];
    });
  }

  private member(lobby: LobbyItem, email: string) {
    return {
      pk: keys.game(lobby.gameId), sk: memberSk(email), gsi1pk: memberPk(email), gsi1sk: `${lobby.updatedAt}#${lobby.gameId}`,
      gameId: lobby.gameId,
    };
  }
}
