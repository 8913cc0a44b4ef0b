/**
 * The HTTP API's contract: zod schemas of every request body and query, and the types of the
 * responses. Shared by the Lambda handlers (which parse with these) and the web app's one API
 * module (web/lib/api.ts). Pure zod, no AWS imports, so the web bundle can use it.
 */
import * as z from "zod/mini";
import { TimeControl } from "./clocks/time-control";
import { PRESS_MAIL, PressMessageRequest, PressSettings, type GamePress } from "./press-contract";

export * from "./press-contract";
export { TimeControl, DAYS_PER_DECISION, HAND_OVER_MAX, formatDeadline, describeTimeControl } from "./clocks/time-control";

export const GameIdParam = z.string().check(z.regex(/^[a-z0-9-]{6,64}$/, "gameId must be 6-64 lowercase letters, digits or dashes"));
export const ClientMoveId = z.string().check(z.minLength(8, "clientMoveId must be 8-64 characters"), z.maxLength(64, "clientMoveId must be 8-64 characters"), z.regex(/^[A-Za-z0-9_-]+$/, "clientMoveId may hold letters, digits, _ and -"));

/**
 * Text people show each other: players' names (at creation, joining a lobby, replacing a
 * player) and chat lines. NFC-normalised (so "é" typed two ways is one name) and trimmed; then
 * refused, naming the field, if it holds control characters (line breaks, tabs and the like),
 * characters that reverse the direction of the text around them (bidi embeddings, overrides and
 * isolates: a name could turn the next player's words round), or nothing anyone can see (only
 * spaces, zero-width characters and blank fillers). Joiners inside a name stay: emoji and some
 * scripts need them.
 */
function shownText(what: string, empty: string, max: number) {
  return z.string().check(
    z.normalize("NFC"), z.trim(), z.minLength(1, empty), z.maxLength(max, `${what} must be at most ${max} characters`),
    z.refine((s) => !/\p{Cc}/u.test(s), `${what} may not hold control characters such as line breaks or tabs`),
    z.refine((s) => !/[\u202A-\u202E\u2066-\u2069]/u.test(s), `${what} may not hold characters that reverse the direction of the text`),
    z.refine((s) => !/^[\p{White_Space}\p{Default_Ignorable_Code_Point}\u2800]*$/u.test(s), `${what} is blank: it holds only spaces or invisible characters`),
  );
}

/** A player's name as others see it (a seat's, a lobby's, a substitute's). */
export const PlayerName = shownText("a name", "a player needs a name", 40);

/** The languages of the web app and the emails. */
export const LANGUAGES = ["en", "ru"] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * A seat at creation: a person by email, or the game's bot (the engine's SeatEntry, with names
 * checked). A person's `language` is the one the host chose for them (the web app offers the
 * host's own): their invitation goes in it, and it becomes their language setting if they have
 * none yet. It is not part of the game's record.
 */
export const SeatEntry = z.union([
  z.object({ name: PlayerName, bot: z.literal(true) }),
  z.object({
    name: PlayerName,
    email: z.pipe(z.email().check(z.maxLength(254)), z.transform((e) => e.toLowerCase())),
    // A check, not a type: a bad value is then this branch's error, named, rather than "no branch fits".
    language: z.optional(z.pipe(
      z.string().check(z.refine((l) => (LANGUAGES as readonly string[]).includes(l), `language must be one of ${LANGUAGES.join(", ")}`)),
      z.transform((l) => l as Language),
    )),
  }),
]);

/** A same-site path to return to after signing in: one leading slash, never `//host` or `/\\host`. */
export const NextPath = z.string().check(z.regex(/^\/(?![/\\])[A-Za-z0-9/_?=&.-]*$/, "next must be a path on this site"), z.maxLength(200));

export const SignInRequest = z.object({
  email: z.email("email must be an email address").check(z.maxLength(254)),
  next: z.optional(NextPath),
  /** The device token this browser got when it last signed in to this address: its own allowance. */
  device: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, "device is malformed"))),
});
export type SignInRequest = z.infer<typeof SignInRequest>;

export const RedeemRequest = z.object({ token: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, "token is malformed")) });
export type RedeemRequest = z.infer<typeof RedeemRequest>;

/** "Email me a fresh link" for the address a used-up or expired link was sent to. */
export const ResendRequest = RedeemRequest;

export const RedeemResponse = z.object({
  session: z.string(),
  email: z.string(),
  next: z.nullable(z.string()),
  /** A link from a game email grants a session for that one game; a sign-in link, the whole account. */
  scope: z.union([z.object({ game: z.string() }), z.literal("account")]),
  /** Present for account sign-ins: lets this browser ask for sign-in links on its own allowance. */
  device: z.optional(z.string()),
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
  intervalHours: z.number().check(z.refine((h) => (INTERVAL_HOURS as readonly number[]).includes(h), `intervalHours must be one of ${INTERVAL_HOURS.join(", ")}`)),
  /** The digest's hour (0-23) in timeZone. */
  digestHour: z.int().check(z.gte(0, "digestHour must be 0-23"), z.lte(23, "digestHour must be 0-23")),
  timeZone: z.string().check(z.maxLength(64), z.refine(isTimeZone, "timeZone must be an IANA time zone such as Europe/Berlin")),
  /** Games that send no mail at all (reminders included). */
  muted: z.array(GameIdParam).check(z.maxLength(500)),
  reminders: z.boolean(),
  /** For a digest reader: reminders come in the digest (true) or each when it falls due. */
  remindersInDigest: z.boolean(),
  /** The language of the web app and of every email to this person. */
  language: z.enum(LANGUAGES),
  /** The game page sends a chosen move at once, without its confirm step (the player's choice, on every device). */
  skipConfirm: z.boolean(),
  /** How new press reaches this person by mail (press-contract.ts PRESS_MAIL). */
  press: z.enum(PRESS_MAIL, { error: "press must be with-moves, each or digest" }),
};
export const NotificationSettings = z.object({
  mode: z._default(SettingsFields.mode, "every"),
  intervalHours: z._default(SettingsFields.intervalHours, 24),
  digestHour: z._default(SettingsFields.digestHour, 18),
  timeZone: z._default(SettingsFields.timeZone, "UTC"),
  muted: z._default(SettingsFields.muted, []),
  reminders: z._default(SettingsFields.reminders, true),
  remindersInDigest: z._default(SettingsFields.remindersInDigest, true),
  press: z._default(SettingsFields.press, "with-moves"),
  /** Unset until the person picks one (or signs in from a browser that prefers one): emails then go in English. */
  language: z.optional(SettingsFields.language),
  skipConfirm: z._default(SettingsFields.skipConfirm, false),
});
export type NotificationSettings = z.output<typeof NotificationSettings>;
/** A change to some settings; fields left out keep their value. */
export const SettingsUpdate = z.partial(z.strictObject(SettingsFields));
export type SettingsUpdate = z.input<typeof SettingsUpdate>;
export const DEFAULT_SETTINGS: NotificationSettings = NotificationSettings.parse({});

export interface SettingsResponse {
  email: string;
  settings: NotificationSettings;
}

/**
 * PUT /games/{id}/mail: how this one game mails the caller. The one route of settings a game
 * email's link's session may use, and only for its own game: it reads and changes that game's
 * entry (muted or not), never the address's other games or its account-wide settings.
 */
export const GameMailUpdate = z.strictObject({ muted: z.boolean({ error: "muted must be true or false" }) });
export type GameMailUpdate = z.infer<typeof GameMailUpdate>;
export interface GameMailResponse {
  gameId: string;
  /** The game sends this address no mail at all (NotificationSettings.muted holds it). */
  muted: boolean;
}

export const CreateGameRequest = z.object({
  game: z.string().check(z.minLength(1, "game is required")),
  options: z._default(z.record(z.string(), z.unknown()), {}),
  /** People by email, and bots (`{ name, bot: true }`) for seats played by the game's bot. */
  players: z.array(SeatEntry).check(z.minLength(1, "players must list at least one player"), z.maxLength(8)),
  /** Days per decision (none: no limit) and what happens when time runs out; shown to everyone. */
  timeControl: z._default(TimeControl, () => TimeControl.parse({})),
  /** Press (table chat, private channels) and what becomes of private channels at the end; absent fields take the game's defaults. */
  press: z.optional(PressSettings),
});
export type CreateGameRequest = z.input<typeof CreateGameRequest>;

export const SubmitMoveRequest = z.object({
  move: z.unknown().check(z.refine((m) => m !== undefined, "move is required")),
  clientMoveId: ClientMoveId,
  /**
   * The move version the player saw (GameResponse.moveVersion; any event version since is
   * accepted too). Only a move since makes it stale (409); chat never does.
   */
  expectedVersion: z.int().check(z.nonnegative()),
});
export type SubmitMoveRequest = z.infer<typeof SubmitMoveRequest>;

export const ChatRequest = z.object({ text: shownText("a chat line", "text is empty", 1000), clientMoveId: ClientMoveId });
/** A press message's text: the chat line's rules (shownText), at most 1000 characters. */
export const PressText = shownText("a message", "text is empty", 1000);
/** POST /games/{id}/press/{channel} as parsed: the contract's request with the text checked like chat. */
export const PressPost = z.extend(PressMessageRequest, { text: PressText });
export type PressPost = z.infer<typeof PressPost>;
export type ChatRequest = z.infer<typeof ChatRequest>;

export const HistoryQuery = z.object({
  after: z._default(z.pipe(z.coerce.number(), z.int()).check(z.gte(-1)), -1),
  limit: z._default(z.pipe(z.coerce.number(), z.int()).check(z.gte(1), z.lte(200)), 50),
  views: z._default(z.enum(["0", "1"]), "0"),
});

/** GET /games/{id}/moves: the legal moves of one kind that GET /games/{id} left out (`deferredMoves`). */
export const MovesQuery = z.object({
  kind: z.string().check(z.regex(/^[a-z][a-z0-9-]{0,40}$/, "kind must be a move kind such as get-food")),
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
  /** The game's bot plays this seat now. */
  bot: boolean;
  /** Its player resigned (the bot plays on). */
  resigned: boolean;
  /** When the seat's awaited decision is due (ISO), if the game has a time limit. */
  deadline: string | null;
  /** Its player is away (a declared vacation) until then (ISO); null when not away now. */
  awayUntil: string | null;
}

/** GET/PUT/DELETE /me/vacation. */
export interface VacationResponse {
  /** The absence under way or planned (ISO instants), or null. */
  vacation: { from: string; until: string } | null;
  /** The bounds (vacation-policy.ts) and the days of this calendar year (UTC) taken, the declared absence included. */
  allowance: { yearlyDays: number; maxDays: number; aheadDays: number; takenThisYear: number };
}

export interface LegalMove {
  move: unknown;
  label: string;
}

/**
 * A kind of legal move GET /games/{id} does not list because the whole list would make the
 * answer too big (12-0-12's Get Food: hundreds of discards); GET /games/{id}/moves?kind=
 * returns them. Every legal move is in `legalMoves` or in exactly one deferred kind.
 */
export interface DeferredMoves {
  kind: string;
  count: number;
  /** Where the kind's moves go back: before `legalMoves[at]` (the engine's order, kinds kept together). */
  at: number;
}

export interface MovesResponse {
  gameId: string;
  /** The game version these moves are for; a client holding another version reads the game again. */
  version: number;
  kind: string;
  legalMoves: LegalMove[];
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
  /** The seq of the last event (moves, chat, table events): history is read up to here. */
  version: number;
  /** The seq of the last move: what a move's expectedVersion must be. Chat never raises it. */
  moveVersion: number;
  status: "active" | "finished";
  options: unknown;
  players: SeatInfo[];
  mySeat: number | null;
  awaiting: number[];
  view: unknown;
  legalMoves: LegalMove[];
  /** Kinds of legal moves left out of `legalMoves` to keep this answer small; fetch each from GET /games/{id}/moves?kind=. */
  deferredMoves: DeferredMoves[];
  result: { finished: boolean; winners: number[]; scores: number[]; scoreLabel: string; summary?: string };
  commitment: string;
  /** The secret seed, revealed once the game has ended. */
  seed: string | null;
  /** The caller's last own move's seq, to highlight what happened since. */
  myLastSeq: number | null;
  /** The engine version the game is judged by, and every version it has used (oldest first). */
  engineVersion: number;
  engineVersions: EngineVersionInfo[];
  timeControl: TimeControl;
  /** The time control in words ("3 days per decision, then …"). */
  timeControlText: string;
  /** The caller created the game (may replace silent players). */
  host: boolean;
  createdAt: string;
  updatedAt: string;
  /** The rematch of this game, once someone started it. */
  rematch?: string | null;
  /** The game's press settings (chosen at creation, defaults filled in). */
  press: GamePress;
}

export interface HistoryEntry {
  seq: number;
  /** Set for a move the seat's player did not choose: a bot's, or one made when time ran out. */
  by?: "bot" | "timeout";
  type: "game-created" | "move" | "chat" | "engine-upgraded" | "seat-changed";
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
  /** The game's move version after this (a move's own seq; for chat, unchanged). */
  moveVersion: number;
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
  /** When my awaited decision is due (ISO), if the game has a time limit. */
  deadline: string | null;
  /** A bot plays my seat now (I may take it back). */
  bot: boolean;
  /** Press messages I have not read, over my channels (the table included), not counting my own or muted seats'. */
  unread: number;
}

/**
 * A change of who plays a seat: its player resigns (the bot plays on) or takes it back from
 * the bot; the host hands a silent player's seat to the bot or to a new person.
 */
export const SeatRequest = z.discriminatedUnion("action", [
  z.object({ action: z.literal("resign") }),
  z.object({ action: z.literal("take-back") }),
  z.object({ action: z.literal("bot") }),
  z.object({ action: z.literal("replace"), name: PlayerName, email: z.pipe(z.email("email must be an email address").check(z.maxLength(254)), z.transform((e: string) => e.toLowerCase())) }),
], { error: "action must be resign, take-back, bot or replace" });
export type SeatRequest = z.input<typeof SeatRequest>;

export interface MyGamesResponse {
  games: MyGame[];
}

// ---- lobbies (open seats) and rematches ----

/**
 * A game with open seats: `players` are the seats already taken (the host, and anyone the host
 * names); others take the rest through the share link. It starts when the host says so, with
 * between minPlayers and maxPlayers seated.
 */
export const CreateLobbyRequest = z.extend(CreateGameRequest, {
  minPlayers: z.int().check(z.gte(1, "minPlayers must be at least 1"), z.lte(8, "minPlayers must be at most 8")),
  maxPlayers: z.int().check(z.gte(1, "maxPlayers must be at least 1"), z.lte(8, "maxPlayers must be at most 8")),
});
export type CreateLobbyRequest = z.input<typeof CreateLobbyRequest>;

export const JoinLobbyRequest = z.object({ name: PlayerName });
export type JoinLobbyRequest = z.infer<typeof JoinLobbyRequest>;

export const StartLobbyRequest = z.object({
  /** Bot seats to add after the people seated. */
  bots: z._default(z.int().check(z.gte(0, "bots must be 0 or more"), z.lte(7, "bots must be at most 7")), 0),
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
