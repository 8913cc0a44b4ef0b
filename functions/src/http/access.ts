/**
 * Who may call a route. Every route declares the credential it needs; a session from a game
 * email's link (scoped to one game) may use only the routes listed here, once, and on a game's
 * routes only its own game. Everything else refuses it (403 auth/game-only), whatever it is and
 * whatever the method: forwarding a game email can at worst hand over one seat of one game.
 * docs/api.md's "Who may call each route" repeats this; a test holds the two together.
 */
import type { Principal } from "../auth/auth";
import { Refusal } from "../errors";

/**
 * What a route needs: nothing (`none`: anyone; a session, if sent, only adds who is asking),
 * a `session`, a session `or-token` (a settings token from an email's footer instead), or the
 * settings `token` alone (one-click unsubscribe).
 */
export type Credential = "none" | "session" | "or-token" | "token";

/** The routes a game link's session may use; `{id}` must be its own game. */
export const GAME_SESSION_ROUTES: ReadonlySet<string> = new Set([
  "GET /games/{id}",
  "GET /games/{id}/history",
  "GET /games/{id}/record",
  "GET /games/{id}/moves",
  "POST /games/{id}/moves",
  "POST /games/{id}/chat",
  "POST /games/{id}/seats/{seat}",
  // Its own game's mail entry only (mute): a game email's settings must work for that game.
  "GET /games/{id}/mail",
  "PUT /games/{id}/mail",
  "GET /games/{id}/press",
  "POST /games/{id}/press",
  "PUT /games/{id}/press/mute",
  "GET /games/{id}/press/{channel}",
  "POST /games/{id}/press/{channel}",
  "POST /games/{id}/press/{channel}/read",
  "GET /me",
  "POST /auth/sign-out",
]);

/**
 * The caller of `route` (its "METHOD /path" name) once access is granted: the principal, or null
 * where none is needed and none was sent. Throws the refusal otherwise. `authenticate` is the
 * session lookup (401 when missing or expired).
 */
export async function admit(
  route: { name: string; credential: Credential; gameId: string | undefined },
  header: string | undefined,
  authenticate: (header: string | undefined) => Promise<Principal>,
): Promise<Principal | null> {
  let principal: Principal | null;
  if (route.credential === "session") principal = await authenticate(header);
  else if (!header) principal = null;
  // Where no session is needed, a stale one sent along is ignored rather than refused.
  else principal = await authenticate(header).catch((e: unknown) => { if (e instanceof Refusal && e.status === 401) return null; throw e; });
  if (principal?.gameId == null) return principal;
  if (!GAME_SESSION_ROUTES.has(route.name)) {
    throw new Refusal(403, "auth/game-only", "You opened this from a game email's link, which opens only that game. Sign in with your email to see everything else.");
  }
  if (route.gameId !== undefined && route.gameId !== principal.gameId) {
    throw new Refusal(403, "auth/other-game", "The link you signed in with opens a different game. Sign in with your email to see all your games.");
  }
  return principal;
}
