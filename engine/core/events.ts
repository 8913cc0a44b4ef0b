/**
 * The events a game's stream holds. A game is `game-created` followed by accepted moves (and
 * chat lines and engine upgrades, which never change the game). These are the only facts the platform
 * stores; every state is rebuilt from them.
 */
import { z } from "zod";

export const GameIdSchema = z.string().regex(/^[a-z0-9-]{6,64}$/, "a game id is 6-64 lowercase letters, digits or dashes").brand<"GameId">();
export type GameId = z.infer<typeof GameIdSchema>;

/**
 * A seat: a person (name and email) or a bot (`bot: true`, no email). A bot seat's decisions are
 * made by the game's bot; no mail ever goes to it.
 */
export const PlayerSchema = z.object({
  name: z.string().trim().min(1, "a player needs a name").max(40),
  email: z.email().max(254).transform((e) => e.toLowerCase()).optional(),
  bot: z.literal(true).optional(),
}).refine((p) => (p.email === undefined) === (p.bot === true), "a player has an email, or is a bot (bot: true) without one");
export type Player = z.infer<typeof PlayerSchema>;

export const GameCreatedSchema = z.object({
  type: z.literal("game-created"),
  seq: z.literal(0),
  gameId: GameIdSchema,
  /** Registry id of the game ("politika"). */
  game: z.string(),
  engineVersion: z.number().int(),
  options: z.unknown(),
  players: z.array(PlayerSchema).min(1),
  /** Hex SHA-256 of the secret seed, published at creation, checked when the seed is revealed. */
  commitment: z.string().regex(/^[0-9a-f]{64}$/),
  createdBy: z.string(),
  at: z.string(),
});
export type GameCreated = z.infer<typeof GameCreatedSchema>;

export const MoveAcceptedSchema = z.object({
  type: z.literal("move"),
  seq: z.number().int().positive(),
  seat: z.number().int().nonnegative(),
  move: z.unknown(),
  /** Chosen by the client; a retry with the same id returns the original outcome. */
  clientMoveId: z.string(),
  at: z.string(),
});
export type MoveAccepted = z.infer<typeof MoveAcceptedSchema>;

export const ChatPostedSchema = z.object({
  type: z.literal("chat"),
  seq: z.number().int().positive(),
  seat: z.number().int().nonnegative(),
  text: z.string().min(1).max(1000),
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
  seq: z.number().int().positive(),
  from: z.number().int(),
  to: z.number().int(),
  reason: z.string(),
  at: z.string(),
});
export type EngineUpgraded = z.infer<typeof EngineUpgradedSchema>;

export const GameEventSchema = z.discriminatedUnion("type", [GameCreatedSchema, MoveAcceptedSchema, ChatPostedSchema, EngineUpgradedSchema]);
export type GameEvent = z.infer<typeof GameEventSchema>;
