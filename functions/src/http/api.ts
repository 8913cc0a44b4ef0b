/**
 * The API Lambda: routes an API Gateway HTTP API (v2) event to the service. Thin on purpose:
 * parse (zod) → call the use case → serialise; failures go through the one status table.
 */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from "aws-lambda";
import * as z from "zod/mini";
import {
  ChatRequest, CreateGameRequest, GameMailUpdate, CreateLobbyRequest, GameIdParam, JoinLobbyRequest, StartLobbyRequest, HistoryQuery, MovesQuery, RedeemRequest, ResendRequest, SeatRequest, SettingsUpdate, SignInRequest, SubmitMoveRequest,
  ChannelId, MarkReadRequest, MuteRequest, OpenChannelRequest, PressPost, PressQuery,
} from "../contract";
import type { Auth, Principal } from "../auth/auth";
import { admit, GAME_SESSION_ROUTES, type Credential } from "./access";
import type { GameService } from "../games/service";
import type { LobbyService } from "../lobbies/lobby";
import type { SettingsService } from "../mail/settings";
import type { VacationService } from "../clocks/vacation";
import type { SeatService } from "../seats/seats";
import type { PressService } from "../press/press";
import { fromZod, Refusal } from "../errors";
import { toResponse } from "./errors";
import { admitFromEdge } from "../edge/origin";

export interface ApiDeps {
  readonly service: GameService;
  readonly auth: Auth;
  readonly settings: SettingsService;
  readonly seats: SeatService;
  readonly lobbies: LobbyService;
  /** Press (press/press.ts); absent: the press routes answer 404 and chat goes straight to the game. */
  readonly press?: PressService;
  /** Absences (vacation.ts); absent: the /me/vacation routes answer 404. */
  readonly vacation?: VacationService;
  /** Whether we may still email an address (bounces and complaints suppress it). */
  readonly suppressions?: { get(email: string): Promise<{ reason: string; at: string } | null> };
  readonly log?: (message: string, error?: unknown) => void;
  /** The origin secrets CloudFront adds (edge/origin.ts); none: every request is admitted (tests). */
  readonly edgeSecrets?: readonly string[];
}

type Handler = (req: Request) => Promise<{ status: number; body?: unknown; headers?: Record<string, string> }>;

interface Request {
  readonly event: APIGatewayProxyEventV2;
  readonly params: Record<string, string>;
  /** Who is asking, as the route's credential admitted them (http/access.ts); null: nobody signed in. */
  readonly principal: Principal | null;
  /** The signed-in caller's address (a 401 if nobody is signed in). */
  caller(): string;
  body<S extends z.ZodMiniType>(schema: S): z.output<S>;
  query<S extends z.ZodMiniType>(schema: S): z.output<S>;
}

/** A route as the router and docs/api.md know it: `/games/{id}/seats/{seat}`, and what it needs. */
export interface RouteInfo {
  readonly method: "GET" | "POST" | "PUT" | "DELETE";
  readonly path: string;
  readonly credential: Credential;
  /** Whether a game link's session may use it (for its own game): listed in access.ts. */
  readonly gameSession: boolean;
}

/** `{id}` is any one path segment; `{seat}` a seat number. */
function pattern(path: string): RegExp {
  return new RegExp(`^${path.replace(/\{seat\}/g, "(?<seat>\\d{1,2})").replace(/\{(\w+)\}/g, "(?<$1>[^/]+)")}$`);
}

export function makeApiHandler(deps: ApiDeps) {
  const { service, auth, settings, lobbies } = deps;
  const log = deps.log ?? ((m, e) => console.error(m, e));
  const gameId = (req: Request) => {
    const parsed = GameIdParam.safeParse(req.params.id);
    if (!parsed.success) throw new Refusal(404, "game/not-found", `There is no game ${req.params.id}.`);
    return parsed.data;
  };
  const settingsOwner = async (req: Request, token: string | undefined) => (token ? auth.verifySettingsToken(token) : req.caller());
  const vacation = () => {
    if (!deps.vacation) throw new Refusal(404, "route/not-found", "Vacations are not available here.");
    return deps.vacation;
  };
  const press = () => {
    if (!deps.press) throw new Refusal(404, "route/not-found", "Press is not available here.");
    return deps.press;
  };
  const channel = (req: Request) => {
    const parsed = ChannelId.safeParse(req.params.channel);
    if (!parsed.success) throw new Refusal(400, "request/invalid", `channel: ${parsed.error.issues[0]!.message}`, { field: "channel" });
    return parsed.data;
  };
  const from = (req: Request, device?: string) => ({ client: clientAddress(req.event), ...(device ? { device } : {}) });

  // Every route with the credential it needs; which of them a game link's session may use is
  // decided once, in access.ts.
  const table: [method: RouteInfo["method"], path: string, credential: Credential, handler: Handler][] = [
    ["POST", "/auth/sign-in", "none", async (req) => {
      const body = req.body(SignInRequest);
      await auth.requestSignIn(body.email, body.next ?? null, from(req, body.device));
      return { status: 202, body: { ok: true } };
    }],
    ["POST", "/auth/resend", "none", async (req) => {
      await auth.resend(req.body(ResendRequest).token, from(req));
      return { status: 202, body: { ok: true } };
    }],
    ["POST", "/auth/redeem", "none", async (req) => ({ status: 200, body: await auth.redeem(req.body(RedeemRequest).token) })],
    ["POST", "/auth/sign-out", "none", async (req) => {
      await auth.signOut(req.event.headers?.authorization);
      return { status: 204 };
    }],
    ["GET", "/me", "session", async (req) => {
      const p = req.principal!;
      const suppressed = await deps.suppressions?.get(p.email);
      // The web app tells the player their mail stopped, and why, rather than leaving them waiting.
      return { status: 200, body: { email: p.email, scope: p.gameId === null ? "account" : { game: p.gameId }, mailSuppressed: suppressed ? { reason: suppressed.reason, at: suppressed.at } : null } };
    }],
    ["GET", "/me/vacation", "session", async (req) => ({ status: 200, body: await vacation().get(req.caller()) })],
    ["PUT", "/me/vacation", "session", async (req) => ({ status: 200, body: await vacation().put(req.caller(), req.body(z.unknown())) })],
    ["DELETE", "/me/vacation", "session", async (req) => ({ status: 200, body: await vacation().end(req.caller()) })],
    ["GET", "/settings", "or-token", async (req) => {
      // The web app sends a settings link's token in a header, out of every URL and so every
      // access log; ?token= is still read from pages loaded before it did.
      const email = await settingsOwner(req, header(req.event, "x-settings-token") ?? req.query(z.object({ token: z.optional(z.string().check(z.maxLength(400))) })).token);
      return { status: 200, body: { email, settings: await settings.get(email) } };
    }],
    ["POST", "/settings", "or-token", async (req) => {
      const body = req.body(z.object({ token: z.optional(z.string().check(z.maxLength(400))), settings: SettingsUpdate }));
      const email = await settingsOwner(req, body.token);
      return { status: 200, body: { email, settings: await settings.update(email, body.settings) } };
    }],
    // RFC 8058 one-click unsubscribe: the mail client POSTs `List-Unsubscribe=One-Click`; the
    // token in the URL (an unsubscribe-only one, or a settings token) is the only credential.
    ["POST", "/unsubscribe", "token", async (req) => {
      const email = await auth.verifyUnsubscribeToken(req.query(z.object({ token: z.string().check(z.minLength(1, "token is required"), z.maxLength(400)) })).token);
      await settings.update(email, { mode: "none" });
      return { status: 200, body: { email, unsubscribed: true } };
    }],
    ["GET", "/catalog", "none", async () => ({ status: 200, body: service.catalog() })],
    ["GET", "/games", "session", async (req) => ({ status: 200, body: await service.myGames(req.caller()) })],
    ["POST", "/games", "session", async (req) => ({ status: 201, body: await service.createGame(req.caller(), req.body(CreateGameRequest)) })],
    ["GET", "/games/{id}", "session", async (req) => {
      const { etag, game } = await service.readGameIfChanged(req.caller(), gameId(req), header(req.event, "if-none-match"));
      // no-cache rather than no-store: the answer may be kept, but only with a revalidation.
      const headers = { etag, "cache-control": "private, no-cache" };
      return game ? { status: 200, body: game, headers } : { status: 304, headers };
    }],
    ["GET", "/games/{id}/history", "session", async (req) => {
      const q = req.query(HistoryQuery);
      return { status: 200, body: await service.history(req.caller(), gameId(req), { after: q.after, limit: q.limit, views: q.views === "1" }) };
    }],
    ["GET", "/games/{id}/record", "session", async (req) => ({ status: 200, body: await service.record(gameId(req)) })],
    ["GET", "/games/{id}/moves", "session", async (req) => ({ status: 200, body: await service.readMoves(req.caller(), gameId(req), req.query(MovesQuery).kind) })],
    ["POST", "/games/{id}/moves", "session", async (req) => ({ status: 200, body: await service.submitMove(req.caller(), gameId(req), req.body(SubmitMoveRequest)) })],
    ["GET", "/games/{id}/press", "session", async (req) => ({ status: 200, body: await press().list(req.caller(), gameId(req)) })],
    ["POST", "/games/{id}/press", "session", async (req) => {
      const out = await press().open(req.caller(), gameId(req), req.body(OpenChannelRequest));
      return { status: out.created ? 201 : 200, body: out.channel };
    }],
    // Before /press/{channel}, which would take "mute" for a channel (and refuse it as malformed).
    ["PUT", "/games/{id}/press/mute", "session", async (req) => ({ status: 200, body: await press().mute(req.caller(), gameId(req), req.body(MuteRequest)) })],
    ["GET", "/games/{id}/press/{channel}", "session", async (req) => ({ status: 200, body: await press().read(req.caller(), gameId(req), channel(req), req.query(PressQuery)) })],
    ["POST", "/games/{id}/press/{channel}", "session", async (req) => ({ status: 200, body: await press().post(req.caller(), gameId(req), channel(req), req.body(PressPost)) })],
    ["POST", "/games/{id}/press/{channel}/read", "session", async (req) => ({ status: 200, body: await press().markRead(req.caller(), gameId(req), channel(req), req.body(MarkReadRequest).upTo) })],
    ["POST", "/games/{id}/seats/{seat}", "session", async (req) => ({ status: 200, body: await deps.seats.change(req.caller(), gameId(req), Number(req.params.seat), req.body(SeatRequest)) })],
    ["POST", "/games/{id}/rematch", "session", async (req) => {
      const out = await lobbies.rematch(req.caller(), gameId(req));
      return { status: out.created ? 201 : 200, body: out };
    }],
    ["GET", "/games/{id}/mail", "session", async (req) => ({ status: 200, body: await settings.game(req.caller(), gameId(req)) })],
    ["PUT", "/games/{id}/mail", "session", async (req) => ({ status: 200, body: await settings.setGameMuted(req.caller(), gameId(req), req.body(GameMailUpdate).muted) })],
    ["POST", "/games/{id}/chat", "session", async (req) => ({ status: 200, body: await (deps.press ?? service).chat(req.caller(), gameId(req), req.body(ChatRequest)) })],
    ["GET", "/lobbies", "session", async (req) => ({ status: 200, body: await lobbies.mine(req.caller()) })],
    ["POST", "/lobbies", "session", async (req) => ({ status: 201, body: await lobbies.create(req.caller(), req.body(CreateLobbyRequest)) })],
    // The share link's page reads this before anyone signs in: names and seats only.
    ["GET", "/lobbies/{id}", "none", async (req) => ({ status: 200, body: await lobbies.read(req.principal?.email ?? null, gameId(req)) })],
    ["POST", "/lobbies/{id}/join", "session", async (req) => ({ status: 200, body: await lobbies.join(req.caller(), gameId(req), req.body(JoinLobbyRequest)) })],
    ["POST", "/lobbies/{id}/start", "session", async (req) => ({ status: 201, body: await lobbies.start(req.caller(), gameId(req), req.body(StartLobbyRequest)) })],
  ];
  const routes = table.map(([method, path, credential, handler]) => ({ method, path, credential, handler, re: pattern(path), name: `${method} ${path}`, params: path.split("{").length - 1 }));

  async function handler(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> {
    const method = event.requestContext.http.method.toUpperCase();
    // Behind CloudFront every API path starts with /api (the HTTP API's route is /api/{proxy+});
    // the routes are written without it.
    const path = event.rawPath.replace(/^\/api(?=\/|$)/, "").replace(/\/+$/, "") || "/";
    try {
      // Only requests that came through CloudFront: a direct call could forge the client address.
      if (!admitFromEdge(event.headers, deps.edgeSecrets ?? [])) throw new Refusal(403, "edge/direct-call", "This API answers only through the site.");
      const all = routes.map((r) => [r, r.re.exec(path)] as const).filter(([, match]) => match);
      // A literal segment beats a parameter: /press/mute is the mute route's path, never a channel's.
      const fewest = Math.min(...all.map(([r]) => r.params));
      const matches = all.filter(([r]) => r.params === fewest);
      if (matches.length === 0) throw new Refusal(404, "route/not-found", `No route ${method} ${path}.`);
      const found = matches.find(([r]) => r.method === method);
      if (!found) throw new Refusal(405, "route/method-not-allowed", `${method} is not allowed on ${path}; use ${matches.map(([r]) => r.method).join(" or ")}.`);
      const [route, match] = found;
      const params: Record<string, string> = { ...match!.groups };
      const principal = await admit({ name: route.name, credential: route.credential, gameId: params.id }, event.headers?.authorization ?? event.headers?.Authorization, (h) => auth.authenticate(h));
      let parsedBody: unknown;
      const req: Request = {
        event, params, principal,
        caller() {
          if (!principal) throw new Refusal(401, "auth/required", "Sign in first: this needs an Authorization: Bearer <session> header.");
          return principal.email;
        },
        body(schema) {
          if (parsedBody === undefined) parsedBody = parseJson(event);
          const r = schema.safeParse(parsedBody);
          if (!r.success) throw fromZod(r.error, "");
          return r.data;
        },
        query(schema) {
          const r = schema.safeParse(event.queryStringParameters ?? {});
          if (!r.success) throw fromZod(r.error, "");
          return r.data;
        },
      };
      const out = await route.handler(req);
      return json(out.status, out.body, out.headers);
    } catch (error) {
      const { status, body } = toResponse(error);
      if (status >= 500) log(`${method} ${path} failed`, error);
      return json(status, body);
    }
  }
  const info: RouteInfo[] = routes.map((r) => ({ method: r.method, path: r.path, credential: r.credential, gameSession: GAME_SESSION_ROUTES.has(r.name) }));
  return Object.assign(handler, { routes: info });
}

/** The client's address: CloudFront's viewer address when the API sits behind it, else the socket's. */
function clientAddress(event: APIGatewayProxyEventV2): string {
  const viewer = event.headers?.["cloudfront-viewer-address"];
  if (viewer) return viewer.replace(/:\d+$/, "");
  return event.requestContext.http.sourceIp || "unknown";
}

function parseJson(event: APIGatewayProxyEventV2): unknown {
  const raw = event.body ? (event.isBase64Encoded ? Buffer.from(event.body, "base64").toString("utf8") : event.body) : "";
  if (raw.trim() === "") throw new Refusal(400, "request/invalid", "body: a JSON body is required");
  try {
    return JSON.parse(raw);
  } catch {
    throw new Refusal(400, "request/invalid", "body: not valid JSON");
  }
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode: status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", ...headers },
    body: body === undefined ? "" : JSON.stringify(body),
  };
}

/** A request header by its lower-case name (API Gateway v2 lower-cases them; be lenient anyway). */
function header(event: APIGatewayProxyEventV2, name: string): string | undefined {
  const headers = event.headers ?? {};
  return headers[name] ?? Object.entries(headers).find(([k]) => k.toLowerCase() === name)?.[1];
}
