/**
 * The HTTP API's contract: zod schemas of every request body and query, and the types of the
 * responses. Shared by the Lambda handlers (which parse with these) and the web app's one API
 * module (web/lib/api.ts). Pure zod, no AWS imports, so the web bundle can use it.
 */
import { z } from "zod";
import { PlayerSchema } from "@backroom/engine/core/events";

export const GameIdParam = z.string().regex(/^[a-z0-9-]{6,64}$/, "gameId must be 6-64 lowercase letters, digits or dashes");
export const ClientMoveId = z.string().min(8, "clientMoveId must be 8-64 characters").max(64, "clientMoveId must be 8-64 characters").regex(/^[A-Za-z0-9_-]+$/, "clientMoveId may hold letters, digits, _ and -");

/** A same-site path to return to after signing in: one leading slash, never `//host` or `/\\host`. */
export const NextPath = z.string().regex(/^\/(?![/\\])[A-Za-z0-9/_?=&.-]*$/, "next must be a path on this site").max(200);

export const SignInRequest = z.object({
  email: z.email("email must be an email address").max(254),
  next: NextPath.optional(),
  /** The device token this browser got when it last signed in to this address: its own allowance. */
  device: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, "device is malformed").optional(),
});
export type SignInRequest = z.infer<typeof SignInRequest>;

export const RedeemRequest = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, "token is malformed") });
export type RedeemRequest = z.infer<typeof RedeemRequest>;

/** "Email me a fresh link" for the address a used-up or expired link was sent to. */
export const ResendRequest = RedeemRequest;

export const RedeemResponse = z.object({
  session: z.string(),
  email: z.string(),
  next: z.string().nullable(),
  /** A link from a game email grants a session for that one game; a sign-in link, the whole account. */
  scope: z.union([z.object({ game: z.string() }), z.literal("account")]),
  /** Present for account sign-ins: lets this browser ask for sign-in links on its own allowance. */
  device: z.string().optional(),
});
export type RedeemResponse = z.infer<typeof RedeemResponse>;

function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

export const MAIL_MODES = ["every", "interval", "digest", "none"] as const;
export const INTERVAL_HOURS = [1, 3, 6, 12, 24, 48] as const;

/**
 * How much mail a player wants. Defaults suit a game that lasts weeks: every decision (several
 * within a few minutes coalesce into one email), reminders on.
 */
const SettingsFields = {
  /** every decision; at most one email per game per interval; a daily digest; none at all. */
  mode: z.enum(MAIL_MODES),
  intervalHours: z.number().refine((h) => (INTERVAL_HOURS as readonly number[]).includes(h), `intervalHours must be one of ${INTERVAL_HOURS.join(", ")}`),
  /** The digest's hour (0-23) in timeZone. */
  digestHour: z.number().int().min(0, "digestHour must be 0-23").max(23, "digestHour must be 0-23"),
  timeZone: z.string().max(64).refine(isTimeZone, "timeZone must be an IANA time zone such as Europe/Berlin"),
  /** Games that send no mail at all (reminders included). */
  muted: z.array(GameIdParam).max(500),
  reminders: z.boolean(),
};
export const NotificationSettings = z.object({
  mode: SettingsFields.mode.default("every"),
  intervalHours: SettingsFields.intervalHours.default(24),
  digestHour: SettingsFields.digestHour.default(18),
  timeZone: SettingsFields.timeZone.default("UTC"),
  muted: SettingsFields.muted.default([]),
  reminders: SettingsFields.reminders.default(true),
});
export type NotificationSettings = z.output<typeof NotificationSettings>;
/** A change to some settings; fields left out keep their value. */
export const SettingsUpdate = z.strictObject(SettingsFields).partial();
export type SettingsUpdate = z.input<typeof SettingsUpdate>;
export const DEFAULT_SETTINGS: NotificationSettings = NotificationSettings.parse({});

export interface SettingsResponse {
  email: string;
  settings: NotificationSettings;
}

export const CreateGameRequest = z.object({
  game: z.string().min(1, "game is required"),
  options: z.record(z.string(), z.unknown()).default({}),
  players: z.array(PlayerSchema).min(1, "players must list at least one player").max(8),
});
export type CreateGameRequest = z.input<typeof CreateGameRequest>;

export const SubmitMoveRequest = z.object({
  move: z.unknown().refine((m) => m !== undefined, "move is required"),
  clientMoveId: ClientMoveId,
  /** The version the player saw; a move against an older version is a 409 conflict. */
  expectedVersion: z.number().int().nonnegative(),
});
export type SubmitMoveRequest = z.infer<typeof SubmitMoveRequest>;

export const ChatRequest = z.object({ text: z.string().trim().min(1, "text is empty").max(1000), clientMoveId: ClientMoveId });
export type ChatRequest = z.infer<typeof ChatRequest>;

export const HistoryQuery = z.object({
  after: z.coerce.number().int().min(-1).default(-1),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  views: z.enum(["0", "1"]).default("0"),
});

// ---- responses (plain types; the server builds them, the client trusts its own server) ----

export interface ApiError {
  error: { code: string; message: string; field?: string; currentVersion?: number };
}

export interface GameInfo {
  id: string;
  title: string;
  minPlayers: number;
  maxPlayers: number;
  /** JSON Schema of the options, so the create form can explain and default them. */
  options: unknown;
}

export interface SeatInfo {
  seat: number;
  name: string;
  /** Only the caller's own email is shown; others see null. */
  email: string | null;
  joined: boolean;
  /** A seat the game's bot plays. */
  bot?: boolean;
}

export interface LegalMove {
  move: unknown;
  label: string;
}

/** One engine version a game has used: from which event on, and its change note. */
export interface EngineVersionInfo {
  version: number;
  /** 0 for the version the game was created with, else the seq of its engine-upgraded event. */
  fromSeq: number;
  note: string;
}

export interface GameResponse {
  gameId: string;
  game: string;
  title: string;
  version: number;
  status: "active" | "finished";
  options: unknown;
  players: SeatInfo[];
  mySeat: number | null;
  awaiting: number[];
  view: unknown;
  legalMoves: LegalMove[];
  result: { finished: boolean; winners: number[]; scores: number[]; scoreLabel: string; summary?: string };
  commitment: string;
  /** The secret seed, revealed once the game has ended. */
  seed: string | null;
  /** The caller's last own move's seq, to highlight what happened since. */
  myLastSeq: number | null;
  /** The engine version the game is judged by, and every version it has used (oldest first). */
  engineVersion: number;
  engineVersions: EngineVersionInfo[];
  createdAt: string;
  updatedAt: string;
  /** The rematch of this game, once someone started it. */
  rematch?: string | null;
}

export interface HistoryEntry {
  seq: number;
  type: "game-created" | "move" | "chat" | "engine-upgraded";
  seat: number | null;
  at: string;
  text: string;
  /** The viewer's view after this entry (only with views=1). */
  view?: unknown;
  scores?: number[];
}

export interface HistoryResponse {
  entries: HistoryEntry[];
  /** Pass as `after` for the next page; null at the end. */
  next: number | null;
  version: number;
}

export interface MoveResponse {
  gameId: string;
  seq: number;
  version: number;
  /** True when this clientMoveId had already been accepted: nothing new was appended. */
  duplicate: boolean;
}

/** Everything needed to re-run a finished game: only served once the game is over. */
export interface GameRecord {
  gameId: string;
  game: string;
  /** The version the whole game replays under (the newest it was upgraded to). */
  engineVersion: number;
  options: unknown;
  seats: number;
  names: string[];
  seed: string;
  commitment: string;
  moves: { seq: number; seat: number; move: unknown }[];
  winners: number[];
}

export interface MyGame {
  gameId: string;
  game: string;
  title: string;
  status: "active" | "finished";
  seat: number;
  waitingForMe: boolean;
  players: { seat: number; name: string; joined: boolean }[];
  winners: number[];
  version: number;
  updatedAt: string;
}

export interface MyGamesResponse {
  games: MyGame[];
}

// ---- lobbies (open seats) and rematches ----

/**
 * A game with open seats: `players` are the seats already taken (the host, and anyone the host
 * names); others take the rest through the share link. It starts when the host says so, with
 * between minPlayers and maxPlayers seated.
 */
export const CreateLobbyRequest = CreateGameRequest.extend({
  minPlayers: z.number().int().min(1, "minPlayers must be at least 1").max(8, "minPlayers must be at most 8"),
  maxPlayers: z.number().int().min(1, "maxPlayers must be at least 1").max(8, "maxPlayers must be at most 8"),
});
export type CreateLobbyRequest = z.input<typeof CreateLobbyRequest>;

export const JoinLobbyRequest = z.object({ name: PlayerSchema.shape.name });
export type JoinLobbyRequest = z.infer<typeof JoinLobbyRequest>;

export const StartLobbyRequest = z.object({
  /** Bot seats to add after the people seated. */
  bots: z.number().int().min(0, "bots must be 0 or more").max(7, "bots must be at most 7").default(0),
});
export type StartLobbyRequest = z.input<typeof StartLobbyRequest>;

export interface LobbyInfo {
  gameId: string;
  game: string;
  title: string;
  status: "open" | "started";
  host: string;
  /** Names of the seated, in seat order. */
  players: string[];
  minPlayers: number;
  maxPlayers: number;
  /** The share link's path (`/join?game=<id>`). */
  joinPath: string;
  /** Whether the caller hosts it / sits in it (false when nobody is signed in). */
  isHost: boolean;
  joined: boolean;
}

export interface LobbiesResponse {
  lobbies: LobbyInfo[];
}
