/**
 * The one module that talks to the HTTP API (STYLE: one API module in web/). Request and
 * response types come from the functions' contract; the session token lives in localStorage
 * and goes out as a bearer token. Every failure becomes an `ApiFailure` with the server's
 * code and sentence, so pages can tell a conflict (refetch) from an illegal move (explain).
 */
import { mergeDeferredMoves } from "./moves";
import type {
  ApiError,
  ChannelInfo,
  ChannelResponse,
  CreateGameRequest,
  GameResponse,
  MyGamesResponse,
  NotificationSettings,
  PressResponse,
  SettingsResponse,
  SettingsUpdate,
  CreateLobbyRequest,
  GameInfo,
  GameMailResponse,
  LobbiesResponse,
  LobbyInfo,
  GameRecord,
  HistoryEntry,
  HistoryResponse,
  MoveResponse,
  MovesResponse,
  RedeemResponse,
  SeatRequest,
} from "@backroom/functions/contract";

export type { LobbyInfo, LobbiesResponse };
export type { GameInfo, GameRecord, GameResponse, HistoryEntry, HistoryResponse, MoveResponse, MyGamesResponse, NotificationSettings, RedeemResponse, SettingsResponse, SettingsUpdate };
export type { LegalMove, MyGame, SeatInfo } from "@backroom/functions/contract";
export type { ChannelInfo, ChannelResponse, GamePress, PressMail, PressMessage, PressMode, PressArchive, PressResponse, PressSettings } from "@backroom/functions/contract";

export type { VacationResponse } from "@backroom/functions/contract";
import type { VacationResponse } from "@backroom/functions/contract";

/**
 * The API is served from the web app's own origin under /api: by CloudFront in AWS, by the local
 * server (functions/src/local/edge.ts) on `npm start`, and proxied by `next dev` on `npm run dev`.
 */
export const API_URL = "/api";

const SESSION_KEY = "backroom.session";
const EMAIL_KEY = "backroom.email";
/** Sessions from game emails' links, by game: each opens only its game. */
const GAME_SESSIONS_KEY = "backroom.gameSessions";
/** Device tokens by inbox: this browser signed in to that address before (its own sign-in allowance). */
const DEVICES_KEY = "backroom.devices";

export interface Session {
  token: string;
  email: string;
}

export function getSession(): Session | null {
  if (typeof localStorage === "undefined") return null;
  const token = localStorage.getItem(SESSION_KEY);
  const email = localStorage.getItem(EMAIL_KEY);
  return token ? { token, email: email ?? "" } : null;
}

export function setSession(session: Session | null): void {
  if (session === null) {
    localStorage.removeItem(SESSION_KEY);
    localStorage.removeItem(EMAIL_KEY);
  } else {
    localStorage.setItem(SESSION_KEY, session.token);
    localStorage.setItem(EMAIL_KEY, session.email);
  }
  // The nav bar listens: "storage" events reach only other tabs.
  if (typeof window !== "undefined") window.dispatchEvent(new Event("backroom-session"));
}

function readJson<T>(key: string): Record<string, T> {
  if (typeof localStorage === "undefined") return {};
  try {
    const v = JSON.parse(localStorage.getItem(key) ?? "{}") as unknown;
    return v && typeof v === "object" ? (v as Record<string, T>) : {};
  } catch {
    return {};
  }
}

/** The session a game email's link gave this browser for `gameId`, if any. */
export function getGameSession(gameId: string): Session | null {
  return readJson<Session>(GAME_SESSIONS_KEY)[gameId] ?? null;
}

export function setGameSession(gameId: string, session: Session): void {
  localStorage.setItem(GAME_SESSIONS_KEY, JSON.stringify({ ...readJson<Session>(GAME_SESSIONS_KEY), [gameId]: session }));
}

const inboxOf = (email: string) => email.trim().toLowerCase().replace(/\+[^@]*@/, "@");

export function getDevice(email: string): string | undefined {
  return readJson<string>(DEVICES_KEY)[inboxOf(email)];
}

export function setDevice(email: string, device: string): void {
  localStorage.setItem(DEVICES_KEY, JSON.stringify({ ...readJson<string>(DEVICES_KEY), [inboxOf(email)]: device }));
}

/**
 * Which session a request goes out with: the account session, except on a game's own routes
 * when a game link gave this browser a session for another address (a shared computer) or
 * there is no account session at all.
 */
function sessionFor(path: string): Session | null {
  const game = /^\/games\/([^/?]+)/.exec(path)?.[1];
  return (game ? gameLinkSession(decodeURIComponent(game)) : null) ?? getSession();
}

/**
 * The session a game email's link gave for `gameId` when it is the one that opens the game:
 * nobody is signed in on this browser, or someone else is. Null when the account session does.
 */
export function gameLinkSession(gameId: string): Session | null {
  const main = getSession();
  const scoped = getGameSession(gameId);
  return scoped && (!main || main.email !== scoped.email) ? scoped : null;
}

/** A non-2xx answer (or no answer at all: status 0), with the server's code and sentence. */
export class ApiFailure extends Error {
  readonly status: number;
  readonly code: string;
  readonly field?: string;
  readonly currentVersion?: number;
  constructor(status: number, body: ApiError["error"]) {
    super(body.message);
    this.name = "ApiFailure";
    this.status = status;
    this.code = body.code;
    this.field = body.field;
    this.currentVersion = body.currentVersion;
  }
  get isConflict(): boolean {
    return this.status === 409;
  }
  get isUnauthorized(): boolean {
    return this.status === 401;
  }
}

interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
  /** Sign-in and redeem work without a session. */
  anonymous?: boolean;
  headers?: Record<string, string>;
  /** Called with the answer's headers, before its body is read (an ETag to keep). */
  onHeaders?: (status: number, headers: Headers) => void;
}

async function request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.body !== undefined) headers["content-type"] = "application/json";
  const session = opts.anonymous ? null : sessionFor(path);
  if (session) headers.authorization = `Bearer ${session.token}`;
  let res: Response;
  try {
    res = await fetch(`${API_URL}${path}`, {
      method: opts.method ?? "GET",
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
  } catch {
    throw new ApiFailure(0, { code: "network/unreachable", message: "The server could not be reached. Check your connection and try again." });
  }
  opts.onHeaders?.(res.status, res.headers);
  if (res.status === 204 || res.status === 304) return undefined as T;
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!res.ok) {
    const err = (json as Partial<ApiError> | null)?.error;
    throw new ApiFailure(res.status, {
      code: err?.code ?? `http/${res.status}`,
      message: err?.message ?? `The server answered ${res.status}.`,
      field: err?.field,
      currentVersion: err?.currentVersion,
    });
  }
  return json as T;
}

/** A fresh id for a move or chat line; a retry of the same submission reuses it. */
export function newClientMoveId(): string {
  const c = globalThis.crypto;
  if (c?.randomUUID) return c.randomUUID();
  return `m${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}

/** The last answer for each game and its ETag: a poll of an unchanged game is a 304 with no body. */
const lastGame = new Map<string, { etag: string; game: GameResponse }>();

/**
 * GET /games/{id} with If-None-Match: an idle game page costs one small conditional request
 * per poll, and the unchanged answer is the same object (so nothing re-renders).
 */
async function conditionalGame(id: string): Promise<GameResponse> {
  const known = lastGame.get(id);
  let status = 0;
  let etag: string | null = null;
  const game = await request<GameResponse | undefined>(`/games/${encodeURIComponent(id)}`, {
    headers: known ? { "if-none-match": known.etag } : {},
    onHeaders: (s, h) => {
      status = s;
      etag = h.get("etag");
    },
  });
  if (status === 304 && known) return known.game;
  if (!game) throw new ApiFailure(status, { code: `http/${status}`, message: `The server answered ${status}.` });
  const { game: full, complete } = await withDeferredMoves(id, game);
  if (etag && complete) lastGame.set(id, { etag, game: full });
  else lastGame.delete(id);
  return full;
}

export const api = {
  signIn: (email: string, next?: string) => {
    const device = getDevice(email);
    return request<{ ok: true }>("/auth/sign-in", { method: "POST", body: { email, ...(next ? { next } : {}), ...(device ? { device } : {}) }, anonymous: true });
  },
  redeem: (token: string) => request<RedeemResponse>("/auth/redeem", { method: "POST", body: { token }, anonymous: true }),
  /** A fresh sign-in link to the address a used-up or expired link was for. */
  resend: (token: string) => request<{ ok: true }>("/auth/resend", { method: "POST", body: { token }, anonymous: true }),
  /** Mail settings: with the token from an email's footer (in a header: never in a URL, so never in an access log), or else the account session. */
  settings: (token?: string) =>
    request<SettingsResponse>("/settings", { anonymous: !!token, ...(token ? { headers: { "x-settings-token": token } } : {}) }),
  updateSettings: (settings: SettingsUpdate, token?: string) =>
    request<SettingsResponse>("/settings", { method: "POST", body: token ? { token, settings } : { settings }, anonymous: !!token }),
  /** One game's mail entry (muted or not): all of the settings a game email's link's session may use. */
  gameMail: (id: string) => request<GameMailResponse>(`/games/${encodeURIComponent(id)}/mail`),
  setGameMuted: (id: string, muted: boolean) => request<GameMailResponse>(`/games/${encodeURIComponent(id)}/mail`, { method: "PUT", body: { muted } }),
  signOut: () => request<void>("/auth/sign-out", { method: "POST" }),
  /** The caller's declared absence and their allowance (docs/api.md, vacations). */
  vacation: () => request<VacationResponse>("/me/vacation"),
  setVacation: (start: string, end: string) => request<VacationResponse>("/me/vacation", { method: "PUT", body: { start, end } }),
  endVacation: () => request<VacationResponse>("/me/vacation", { method: "DELETE" }),
  me: () => request<{ email: string; mailSuppressed: { reason: "bounce" | "complaint"; at: string } | null }>("/me"),
  catalog: () => request<{ games: GameInfo[] }>("/catalog"),
  myGames: () => request<MyGamesResponse>("/games"),
  createGame: (body: CreateGameRequest) => request<{ gameId: string; version: number }>("/games", { method: "POST", body }),
  /** A finished game's seed and moves, for checking it (409 while the game runs). */
  record: (gameId: string) => request<GameRecord>(`/games/${encodeURIComponent(gameId)}/record`),
  game: conditionalGame,
  history: (id: string, q: { after?: number; limit?: number; views?: boolean } = {}) =>
    request<HistoryResponse>(
      `/games/${encodeURIComponent(id)}/history?after=${q.after ?? -1}&limit=${q.limit ?? 200}&views=${q.views ? 1 : 0}`,
    ),
  submitMove: (id: string, body: { move: unknown; clientMoveId: string; expectedVersion: number }) =>
    request<MoveResponse>(`/games/${encodeURIComponent(id)}/moves`, { method: "POST", body }),
  chat: (id: string, body: { text: string; clientMoveId: string }) =>
    request<unknown>(`/games/${encodeURIComponent(id)}/chat`, { method: "POST", body }),
  /** Resign, take back, or (host) hand a seat to the bot or a new person. */
  seat: (id: string, seat: number, body: SeatRequest) =>
    request<unknown>(`/games/${encodeURIComponent(id)}/seats/${seat}`, { method: "POST", body }),
  /** A game with open seats: others join through its share link until the host starts it. */
  createLobby: (body: CreateLobbyRequest) => request<{ gameId: string; joinPath: string }>("/lobbies", { method: "POST", body }),
  myLobbies: () => request<LobbiesResponse>("/lobbies"),
  /** Readable before signing in (names and seats only); with a session it also says whether I sit in it. */
  lobby: (id: string) => request<LobbyInfo>(`/lobbies/${encodeURIComponent(id)}`, { anonymous: !getSession() }),
  joinLobby: (id: string, name: string) => request<LobbyInfo>(`/lobbies/${encodeURIComponent(id)}/join`, { method: "POST", body: { name } }),
  startLobby: (id: string, bots: number) => request<{ gameId: string; version: number }>(`/lobbies/${encodeURIComponent(id)}/start`, { method: "POST", body: { bots } }),
  /** The finished game's rematch: made by the first click, the same one for every later click. */
  rematch: (id: string) => request<{ gameId: string; created: boolean }>(`/games/${encodeURIComponent(id)}/rematch`, { method: "POST" }),
  /** The caller's press channels, who is within reach, and whom they muted. */
  press: (id: string) => request<PressResponse>(`${pressPath(id)}`),
  /** Opens the private channel of these seats (201), or answers the one they already have (200). */
  openChannel: (id: string, body: { members: number[]; name?: string }) => request<ChannelInfo>(pressPath(id), { method: "POST", body }),
  /** One page of a channel's messages after seq `after` ("table" is the public chat). */
  channel: (id: string, channel: string, q: { after?: number; limit?: number } = {}) =>
    request<ChannelResponse>(`${pressPath(id, channel)}?after=${q.after ?? 0}&limit=${q.limit ?? 100}`),
  /** Sends a line; a retry with the same clientMessageId is the same message. */
  sendPress: (id: string, channel: string, body: { text: string; clientMessageId: string }) =>
    request<{ channel: string; seq: number; duplicate: boolean }>(pressPath(id, channel), { method: "POST", body }),
  /** Everything up to `upTo` has been read (the others see it as "seen"). */
  markRead: (id: string, channel: string, upTo: number) => request<ChannelInfo>(`${pressPath(id, channel)}/read`, { method: "POST", body: { upTo } }),
  /** Hides one seat's messages from the caller, or shows them again. */
  mute: (id: string, seat: number, muted: boolean) => request<PressResponse>(`${pressPath(id)}/mute`, { method: "PUT", body: { seat, muted } }),
};

function pressPath(gameId: string, channel?: string): string {
  return `/games/${encodeURIComponent(gameId)}/press${channel === undefined ? "" : `/${encodeURIComponent(channel)}`}`;
}

/**
 * The kinds of legal moves GET /games/{id} deferred (a 12-0-12 Get Food list can be hundreds
 * of KB), fetched and merged back in engine order: callers see every legal move. `complete` is
 * false when the game moved on in between, so the caller does not keep the answer.
 */
async function withDeferredMoves(id: string, game: GameResponse): Promise<{ game: GameResponse; complete: boolean }> {
  if (!game.deferredMoves?.length) return { game, complete: true };
  const path = `/games/${encodeURIComponent(id)}`;
  const parts = await Promise.all(game.deferredMoves.map((d) => request<MovesResponse>(`${path}/moves?kind=${encodeURIComponent(d.kind)}`)));
  const current = parts.filter((p) => p.version === game.version);
  return { game: mergeDeferredMoves(game, current), complete: current.length === parts.length };
}

/** Every history entry after `after`, page by page (a 500-move game is three pages). */
export async function fullHistory(id: string, after = -1): Promise<{ entries: HistoryEntry[]; version: number }> {
  const entries: HistoryEntry[] = [];
  let cursor: number | null = after;
  let version = 0;
  while (cursor !== null) {
    const page: HistoryResponse = await api.history(id, { after: cursor, limit: 200, views: true });
    entries.push(...page.entries);
    version = page.version;
    cursor = page.entries.length === 0 ? null : page.next;
  }
  return { entries, version };
}

export type Api = typeof api;
