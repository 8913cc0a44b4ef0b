/**
 * The events a game's stream holds. A game is `game-created` followed by accepted moves (and
 * chat lines and engine upgrades, which never change the game). These are the only facts the platform
 * stores; every state is rebuilt from them.
 */
import * as z from "zod/mini";

export const GameIdSchema = z.string().check(z.regex(/^[a-z0-9-]{6,64}$/, "a game id is 6-64 lowercase letters, digits or dashes")).brand<"GameId">();
export type GameId = z.infer<typeof GameIdSchema>;

/**
 * A seat: a person (name and email) or a bot (`bot: true`, no email). A bot seat's decisions are
 * made by the game's bot; no mail ever goes to it.
 */
export const PlayerSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, "a player needs a name"), z.maxLength(40)),
  email: z.pipe(z.email().check(z.maxLength(254)), z.transform((e) => e.toLowerCase())),
});
export type Player = z.infer<typeof PlayerSchema>;

/** A seat played by the game's bot from the start ("play against two bots"): a name, no email. */
export const BotSeatSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, "a player needs a name"), z.maxLength(40)),
  bot: z.literal(true),
});
/** A seat at creation: a person (by email) or a bot. */
export const SeatEntrySchema = z.union([BotSeatSchema, PlayerSchema]);
export type SeatEntry = z.infer<typeof SeatEntrySchema>;

export const GameCreatedSchema = z.object({
  type: z.literal("game-created"),
  seq: z.literal(0),
  gameId: GameIdSchema,
  /** Registry id of the game ("politika"). */
  game: z.string(),
  engineVersion: z.int(),
  options: z.unknown(),
  players: z.array(SeatEntrySchema).check(z.minLength(1)),
  /** Hex SHA-256 of the secret seed, published at creation, checked when the seed is revealed. */
  commitment: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  createdBy: z.string(),
  at: z.string(),
});
export type GameCreated = z.infer<typeof GameCreatedSchema>;

export const MoveAcceptedSchema = z.object({
  type: z.literal("move"),
  seq: z.int().check(z.positive()),
  seat: z.int().check(z.nonnegative()),
  move: z.unknown(),
  /** Chosen by the client; a retry with the same id returns the original outcome. */
  clientMoveId: z.string(),
  at: z.string(),
  /** Made for the seat by the platform: its bot ("bot") or because its time ran out ("timeout"). Never read by the engines. */
  by: z.optional(z.enum(["bot", "timeout"])),
  /** This timeout was one too many in a row: from now on the bot plays the seat (its player may take it back). */
  handOver: z.optional(z.literal(true)),
});
export type MoveAccepted = z.infer<typeof MoveAcceptedSchema>;

export const ChatPostedSchema = z.object({
  type: z.literal("chat"),
  seq: z.int().check(z.positive()),
  seat: z.int().check(z.nonnegative()),
  text: z.string().check(z.minLength(1), z.maxLength(1000)),
  clientMoveId: z.string(),
  at: z.string(),
});
export type ChatPosted = z.infer<typeof ChatPostedSchema>;

/**
 * The game moved to a newer engine version, proved safe: every earlier move is legal under it
 * and leads to the same game (docs/engine.md). From here on the game is judged by `to`, and
 * its whole history replays under `to`. `reason` is the version's change note.
 */
export const EngineUpgradedSchema = z.object({
  type: z.literal("engine-upgraded"),
  seq: z.int().check(z.positive()),
  from: z.int(),
  to: z.int(),
  reason: z.string(),
  at: z.string(),
});
export type EngineUpgraded = z.infer<typeof EngineUpgradedSchema>;

/**
 * Who plays a seat changed (a table event: it never changes the game). "to-bot": its bot
 * took over (timeouts in a row, or the host); "taken-back": its player took it back;
 * "resigned": its player left and the bot plays on; "replaced": a new person took it.
 */
export const SeatChangedSchema = z.object({
  type: z.literal("seat-changed"),
  seq: z.int().check(z.positive()),
  seat: z.int().check(z.nonnegative()),
  change: z.enum(["to-bot", "taken-back", "resigned", "replaced"]),
  /** The seat's name from now on (a substitute's). */
  name: z.string(),
  reason: z.string().check(z.maxLength(200)),
  at: z.string(),
});
export type SeatChanged = z.infer<typeof SeatChangedSchema>;

export const GameEventSchema = z.discriminatedUnion("type", [GameCreatedSchema, MoveAcceptedSchema, ChatPostedSchema, EngineUpgradedSchema, SeatChangedSchema]);
export type GameEvent = z.infer<typeof GameEventSchema>;
