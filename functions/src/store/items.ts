/**
 * zod schemas of the items we read back from DynamoDB: storage is a trust boundary too, and a
 * malformed item must fail loudly rather than flow into the engine.
 */
import { z } from "zod";
import { PlayerSchema } from "@backroom/engine/core/events";

export const GameStatus = z.enum(["active", "finished"]);

export const SummaryItem = z.object({
  pk: z.string(),
  sk: z.literal("SUMMARY"),
  gameId: z.string(),
  game: z.string(),
  title: z.string(),
  /** The engine version the game is judged by now (docs/engine.md, engine versions). */
  engineVersion: z.number().int(),
  /** Each version the game has used and the seq from which (0, or its upgrade event); absent: only `engineVersion` from 0. */
  engineVersions: z.array(z.object({ version: z.number().int(), fromSeq: z.number().int().nonnegative() })).optional(),
  /** A newer version this game's history was found not to fit: it stays pinned, and is not checked again. */
  upgradeRefused: z.number().int().optional(),
  options: z.unknown(),
  players: z.array(z.object({ name: z.string(), email: z.string().optional(), bot: z.literal(true).optional(), joined: z.boolean().default(false) })),
  status: GameStatus,
  version: z.number().int().nonnegative(),
  awaiting: z.array(z.number().int()),
  /** Each seat's last own move (seq), -1 before its first; drives "since your last move". */
  lastSeqs: z.array(z.number().int()),
  winners: z.array(z.number().int()).default([]),
  commitment: z.string(),
  /** Present only once the game has ended. */
  seed: z.string().optional(),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The game a rematch of this one started (set once, by a conditional write). */
  rematch: z.string().optional(),
  /** The game this one is a rematch of. */
  rematchOf: z.string().optional(),
});
export type SummaryItem = z.infer<typeof SummaryItem>;

export const SeatItem = z.object({
  gameId: z.string(),
  game: z.string(),
  title: z.string(),
  seat: z.number().int(),
  email: z.string(),
  name: z.string(),
  waiting: z.boolean(),
  status: GameStatus,
  updatedAt: z.string(),
});
export type SeatItem = z.infer<typeof SeatItem>;

export const EventItem = z.object({ seq: z.number().int(), body: z.string() });
export const SnapshotItem = z.object({ seq: z.number().int(), engineVersion: z.number().int(), state: z.string() });
export const SecretItem = z.object({ seed: z.string() });
export const MoveIdItem = z.object({ seq: z.number().int(), version: z.number().int() });

export const Recipient = z.object({
  email: z.string(),
  name: z.string(),
  seat: z.number().int(),
  reason: z.enum(["invited", "your-turn", "reminder", "game-over"]),
});
export type Recipient = z.infer<typeof Recipient>;

/** Emails a game event causes: invitations, "your turn", "game over". */
export const GameOutboxItem = z.object({
  pk: z.string(),
  sk: z.string(),
  kind: z.literal("outbox"),
  purpose: z.literal("game"),
  gameId: z.string(),
  title: z.string(),
  seq: z.number().int(),
  recipients: z.array(Recipient),
  /** A sentence for the email body ("Alice attracted a Mouse."), public information only. */
  headline: z.string(),
  /** Seats the game waits for after this event: invitations to them get a reminder too. */
  awaiting: z.array(z.number().int()).default([]),
});
export type GameOutboxItem = z.infer<typeof GameOutboxItem>;

/** A requested sign-in link; the notifier mints the link so that all mail takes one path. */
export const SignInOutboxItem = z.object({
  pk: z.string(),
  sk: z.string(),
  kind: z.literal("outbox"),
  purpose: z.literal("sign-in"),
  email: z.string(),
  next: z.string().nullable(),
  requestedAt: z.string(),
});
export type SignInOutboxItem = z.infer<typeof SignInOutboxItem>;

export const PendingItem = z.object({ gameId: z.string(), fromSeq: z.number().int(), throughSeq: z.number().int(), since: z.string() });
export type PendingItem = z.infer<typeof PendingItem>;

/** Mail that a flush or digest timer released; the notifier composes it from the store when it sends. */
export const MailOutboxItem = z.object({
  pk: z.string(),
  sk: z.string(),
  kind: z.literal("outbox"),
  purpose: z.literal("mail"),
  email: z.string(),
  /** `flush#<game>#<fromSeq>` or `digest#<day>`: unique per email, so it is written once. */
  key: z.string(),
  games: z.array(PendingItem).min(1),
  at: z.string(),
});
export type MailOutboxItem = z.infer<typeof MailOutboxItem>;

export const OutboxItem = z.discriminatedUnion("purpose", [GameOutboxItem, SignInOutboxItem, MailOutboxItem]);
export type OutboxItem = z.infer<typeof OutboxItem>;

export const LinkItem = z.object({
  email: z.string(), next: z.string().nullable(), expiresAt: z.number(),
  /** The link's lifetime; older items (before links outlived it) have only expiresAt. */
  validUntil: z.number().optional(),
  /** A game email's link: a session for this game only, and it works more than once. */
  gameId: z.string().nullable().default(null),
});
export const SessionItem = z.object({ email: z.string(), expiresAt: z.number(), gameId: z.string().optional() });

export { PlayerSchema };
