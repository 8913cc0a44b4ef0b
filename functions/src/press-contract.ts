/**
 * The wire contract of press: the table chat and the private channels between seats
 * (docs/api.md, "Press"). Re-exported by contract.ts, which is all the web app imports.
 *
 * Press belongs to seats, not people: a channel's members are seat numbers, fixed when it is
 * made, and whoever plays a seat now (never a bot, never a replaced player) reads and writes
 * that seat's channels. The table channel is the game's public chat (its lines are `chat`
 * events in the history); private channels are stored apart from the game's events, so nothing
 * that serves the game (GET /games/{id}, the history, its ETag, the record) can carry them.
 */
import * as z from "zod/mini";

/** full: the table chat and private channels; public: the table chat only; none: moves only. */
export const PRESS_MODES = ["full", "public", "none"] as const;
export type PressMode = (typeof PRESS_MODES)[number];
/** After the game: private channels stay private forever, or open to every player when it ends. */
export const PRESS_ARCHIVES = ["private", "open-at-end"] as const;
export type PressArchive = (typeof PRESS_ARCHIVES)[number];

/** Chosen at creation (CreateGameRequest.press); absent fields take the game's defaults. */
export const PressSettings = z.object({
  mode: z.optional(z.enum(PRESS_MODES, { error: "press.mode must be full, public or none" })),
  archive: z.optional(z.enum(PRESS_ARCHIVES, { error: "press.archive must be private or open-at-end" })),
});
export type PressSettings = z.infer<typeof PressSettings>;
/** A game's press settings as stored and shown, defaults filled in. */
export interface GamePress {
  mode: PressMode;
  archive: PressArchive;
}

/**
 * How new press reaches a player by mail (NotificationSettings.press): with the game's next
 * mail, coalesced with moves (default); each private message at once; or only in the digest.
 */
export const PRESS_MAIL = ["with-moves", "each", "digest"] as const;
export type PressMail = (typeof PRESS_MAIL)[number];

/**
 * A channel's id. "table" is the public chat; a private channel's id is its member seats,
 * ascending, after "s": "s0-2" (seats 0 and 2), "s1-2-3". So one set of seats is one channel,
 * and membership is read from the id itself: a caller who is not a member is refused the same
 * way whether or not the channel exists (its existence is private too).
 */
export const ChannelId = z.string().check(z.regex(/^(table|s\d(-\d){1,7})$/, "channel must be table or s<seat>-<seat>… (member seats, ascending)"));
export const TABLE_CHANNEL = "table";

/** POST /games/{id}/press: open a private channel with these seats (the caller's own included or not). */
export const OpenChannelRequest = z.object({
  members: z.array(z.int().check(z.gte(0), z.lte(7))).check(z.minLength(1, "members must name at least one other seat"), z.maxLength(8)),
  /** A group's name, for example "Reformers + Mafia"; a one-to-one channel needs none. */
  name: z.optional(z.string().check(z.normalize("NFC"), z.trim(), z.maxLength(60, "a channel name must be at most 60 characters"))),
});
export type OpenChannelRequest = z.input<typeof OpenChannelRequest>;

/** POST /games/{id}/press/{channel}: one message (the table channel is the same as POST /games/{id}/chat). */
export const PressMessageRequest = z.object({
  /** Same rules as chat (contract.ts shownText): NFC, no control or direction-reversing characters, not blank, ≤ 1000. */
  text: z.string(),
  /** Idempotency: the same id twice is one message. */
  clientMessageId: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, "clientMessageId must be 8-64 letters, digits, _ or -")),
});

/** POST /games/{id}/press/{channel}/read: everything up to this message seq has been read. */
export const MarkReadRequest = z.object({ upTo: z.int().check(z.nonnegative()) });

/** PUT /games/{id}/press/mute: hide one seat's messages from the caller (table and private), or show them again. */
export const MuteRequest = z.object({ seat: z.int().check(z.gte(0), z.lte(7)), muted: z.boolean() });

export const PressQuery = z.object({
  after: z._default(z.pipe(z.coerce.number(), z.int()).check(z.gte(0)), 0),
  limit: z._default(z.pipe(z.coerce.number(), z.int()).check(z.gte(1), z.lte(200)), 100),
});

export interface PressMessage {
  /** Per channel, from 1, no gaps. For the table channel, the chat event's seq in the game's history. */
  seq: number;
  seat: number;
  /** The seat's player's name when it was written. */
  name: string;
  text: string;
  at: string;
}

export interface ChannelInfo {
  id: string;
  /** "table", or a private channel. */
  kind: "table" | "private";
  /** The group's name if it was given one. */
  name: string | null;
  members: number[];
  /** The newest message's seq (0: none yet) and time. */
  lastSeq: number;
  lastAt: string | null;
  /** Messages after the caller's read marker, not counting their own or muted seats'. */
  unread: number;
  /** Every member's read marker: the seq they have read up to (0: nothing), for "seen by". */
  readUpTo: { seat: number; seq: number }[];
}

/** GET /games/{id}/press: the caller's channels and who is within reach. */
export interface PressResponse {
  gameId: string;
  press: GamePress;
  /** Whether the caller may write now (a player of an unfinished game whose press allows it). */
  canWrite: boolean;
  /** Seats played by the bot now: they read and write no press. */
  botSeats: number[];
  channels: ChannelInfo[];
  /** Per seat, the newest message the caller can see from it (any of the caller's channels), or null. */
  lastMessageAt: (string | null)[];
  /** Seats the caller muted. */
  muted: number[];
}

/** GET /games/{id}/press/{channel}. */
export interface ChannelResponse {
  channel: ChannelInfo;
  messages: PressMessage[];
  /** Pass as `after` for the next page; null at the end. */
  next: number | null;
}
