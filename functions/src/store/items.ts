/**
 * zod schemas of the items we read back from DynamoDB: storage is a trust boundary too, and a
 * malformed item must fail loudly rather than flow into the engine.
 */
import * as z from "zod/mini";
import { PlayerSchema } from "@backroom/engine/core/events";
import { TimeControl, UNTIMED } from "../clocks/clock-policy";
import { Absence } from "../clocks/vacation-policy";
import { PRESS_ARCHIVES, PRESS_MODES } from "../press-contract";

export const GameStatus = z.enum(["active", "finished"]);

const SummaryFields = z.object({
  pk: z.string(),
  sk: z.literal("SUMMARY"),
  gameId: z.string(),
  game: z.string(),
  title: z.string(),
  /** The engine version the game is judged by now (docs/engine.md, engine versions). */
  engineVersion: z.int(),
  /** Each version the game has used and the seq from which (0, or its upgrade event); absent: only `engineVersion` from 0. */
  engineVersions: z.optional(z.array(z.object({ version: z.int(), fromSeq: z.int().check(z.nonnegative()) }))),
  /** A newer version this game's history was found not to fit: it stays pinned, and is not checked again. */
  upgradeRefused: z.optional(z.int()),
  options: z.unknown(),
  /**
   * The seats. `email` is "" for a seat that was a bot from the start. `bot`: the game's bot
   * plays the seat now (from the start, after timeouts, on resignation or by the host);
   * `resigned`: its player left and may not take it back; `away`: its player's declared
   * absence (vacation-policy.ts), copied here so deadlines, reminders and viewers see it.
   */
  players: z.array(z.object({
    name: z.string(), email: z.string(), joined: z._default(z.boolean(), false),
    bot: z.optional(z.boolean()), resigned: z.optional(z.boolean()), away: z.optional(Absence),
  })),
  /** The host's time control (absent: no limit, as before time controls existed). */
  timeControl: z.optional(TimeControl),
  /** Each seat's deadline for its awaited decision (ISO) or null. */
  deadlines: z.optional(z.array(z.nullable(z.string()))),
  /** Each seat's timeouts in a row (its own move resets it). */
  timeouts: z.optional(z.array(z.int())),
  /**
   * Raised each time an absence is copied onto a seat or removed (no event is written for it):
   * a write of the clocks checks it, so a move judged before the change cannot put back the
   * deadlines the absence moved.
   */
  awayChanges: z.optional(z.int().check(z.nonnegative())),
  status: GameStatus,
  version: z.int().check(z.nonnegative()),
  awaiting: z.array(z.int()),
  /** Each seat's last own move (seq), -1 before its first; drives "since your last move". */
  lastSeqs: z.array(z.int()),
  winners: z._default(z.array(z.int()), []),
  commitment: z.string(),
  /** Present only once the game has ended. */
  seed: z.optional(z.string()),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * The seq of the last move (0 before the first): what a move's optimistic check concerns.
   * Chat and other table events raise `version` (the event seq) but never this.
   */
  moveVersion: z.optional(z.int().check(z.nonnegative())),
  /** Press settings chosen at creation (absent: the game's defaults, press/rules.ts); never changed after. */
  press: z.optional(z.object({ mode: z.enum(PRESS_MODES), archive: z.enum(PRESS_ARCHIVES) })),
  /** The game a rematch of this one started (set once, by a conditional write). */
  rematch: z.optional(z.string()),
  /** The game this one is a rematch of. */
  rematchOf: z.optional(z.string()),
});
/** Summaries written before move versions existed: the last move is the newest seat's last own move. */
export const SummaryItem = z.pipe(SummaryFields, z.transform((s: z.output<typeof SummaryFields>) => ({
  ...s, moveVersion: s.moveVersion ?? Math.max(0, ...s.lastSeqs),
  timeControl: s.timeControl ?? UNTIMED, deadlines: s.deadlines ?? s.players.map(() => null), timeouts: s.timeouts ?? s.players.map(() => 0),
})));
export type SummaryPlayer = SummaryItem["players"][number];
export type SummaryItem = z.output<typeof SummaryItem>;

export const SeatItem = z.object({
  gameId: z.string(),
  game: z.string(),
  title: z.string(),
  seat: z.int(),
  email: z.string(),
  name: z.string(),
  waiting: z.boolean(),
  status: GameStatus,
  updatedAt: z.string(),
});
export type SeatItem = z.infer<typeof SeatItem>;

export const EventItem = z.object({ seq: z.int(), body: z.string() });
export const SnapshotItem = z.object({ seq: z.int(), engineVersion: z.int(), state: z.string() });
export const SecretItem = z.object({ seed: z.string() });
export const MoveIdItem = z.object({ seq: z.int(), version: z.int() });

export const Recipient = z.object({
  email: z.string(),
  name: z.string(),
  seat: z.int(),
  reason: z.enum(["invited", "your-turn", "reminder", "game-over", "seat-to-bot"]),
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
  seq: z.int(),
  recipients: z.array(Recipient),
  /** A sentence for the email body ("Alice attracted a Mouse."), public information only. */
  headline: z.string(),
  /** Seats the game waits for after this event: invitations to them get a reminder too. */
  awaiting: z._default(z.array(z.int()), []),
  /** A reminder's number for its decision (2: the one with 12 hours left); absent: the first. */
  n: z.optional(z.int()),
});
export type GameOutboxItem = z.infer<typeof GameOutboxItem>;

/** A requested sign-in link; the notifier mints the link so that all mail takes one path. */
export const SignInOutboxItem = z.object({
  pk: z.string(),
  sk: z.string(),
  kind: z.literal("outbox"),
  purpose: z.literal("sign-in"),
  email: z.string(),
  next: z.nullable(z.string()),
  requestedAt: z.string(),
});
export type SignInOutboxItem = z.infer<typeof SignInOutboxItem>;

/** News waiting to be mailed; `press`: press for the digest only (PENDING#press#<game>), kept apart from the game's news. */
export const PendingItem = z.object({ gameId: z.string(), fromSeq: z.int(), throughSeq: z.int(), since: z.string(), press: z.optional(z.literal(true)) });
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
  games: z.array(PendingItem).check(z.minLength(1)),
  at: z.string(),
});
export type MailOutboxItem = z.infer<typeof MailOutboxItem>;

/**
 * A private message was written: the notifier queues its mail for the channel's members as they
 * stand when it runs. Ids and seqs only: the text stays in the message item.
 */
export const PressOutboxItem = z.object({
  pk: z.string(),
  sk: z.string(),
  kind: z.literal("outbox"),
  purpose: z.literal("press"),
  gameId: z.string(),
  channel: z.string(),
  seq: z.int(),
  /** The writer's seat. */
  seat: z.int(),
  at: z.string(),
});
export type PressOutboxItem = z.infer<typeof PressOutboxItem>;

export const OutboxItem = z.discriminatedUnion("purpose", [GameOutboxItem, SignInOutboxItem, MailOutboxItem, PressOutboxItem]);
export type OutboxItem = z.infer<typeof OutboxItem>;

export const LinkItem = z.object({
  email: z.string(), next: z.nullable(z.string()), expiresAt: z.number(),
  /** The link's lifetime; older items (before links outlived it) have only expiresAt. */
  validUntil: z.optional(z.number()),
  /** A game email's link: a session for this game only, and it works more than once. */
  gameId: z._default(z.nullable(z.string()), null),
});
export const SessionItem = z.object({ email: z.string(), expiresAt: z.number(), gameId: z.optional(z.string()) });

export { PlayerSchema };
