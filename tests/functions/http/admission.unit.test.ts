/**
 * Who gets in, and what the router reads from a request, with no table behind it: `admit`
 * for every credential and every kind of session (account, game link of this game or another,
 * stale, broken), then through the handler with stand-in use cases that only record what they
 * were given: the session header in either case, the client's address behind CloudFront or not,
 * a header in any case, the JSON body (missing, blank, broken, base64), an empty answer, and a
 * failure that is no refusal (a 500 that says nothing of it, logged; refusals are not logged).
 */
import type { APIGatewayProxyEventV2 } from "aws-lambda";
import { describe, expect, it } from "vitest";
import { admit, GAME_SESSION_ROUTES, type Credential } from "../../../functions/src/http/access";
import { makeApiHandler, type ApiDeps } from "../../../functions/src/http/api";
import { Refusal } from "../../../functions/src/errors";
import type { Principal } from "../../../functions/src/auth/auth";

const account: Principal = { email: "ann@example.test", gameId: null };
const gameLink: Principal = { email: "ann@example.test", gameId: "game-one" };

/** A session lookup that knows "Bearer account" and "Bearer link", answers 401 for "Bearer stale" and fails for anything else. */
function lookup() {
  const asked: (string | undefined)[] = [];
  const authenticate = async (header: string | undefined): Promise<Principal> => {
    asked.push(header);
    if (header === "Bearer account") return account;
    if (header === "Bearer link") return gameLink;
    if (header === undefined || header === "Bearer stale") throw new Refusal(401, "auth/session-invalid", "Your session has expired. Sign in again.");
    throw new Error("the session table is down");
  };
  return { asked, authenticate };
}

const route = (name: string, credential: Credential, gameId?: string) => ({ name, credential, gameId });

describe("admit", () => {
  it("asks for the session where one is needed, and passes its 401 on", async () => {
    const { asked, authenticate } = lookup();
    expect(await admit(route("GET /games", "session"), "Bearer account", authenticate)).toEqual(account);
    await expect(admit(route("GET /games", "session"), undefined, authenticate)).rejects.toMatchObject({ status: 401, code: "auth/session-invalid" });
    await expect(admit(route("GET /games", "session"), "Bearer stale", authenticate)).rejects.toMatchObject({ status: 401 });
    expect(asked).toEqual(["Bearer account", undefined, "Bearer stale"]);
  });

  it.each(["none", "or-token", "token"] as const)("where %s is needed: no header is nobody, unasked; a stale session is ignored; a failing lookup is passed on", async (credential) => {
    const { asked, authenticate } = lookup();
    expect(await admit(route("GET /catalog", credential), undefined, authenticate)).toBeNull();
    expect(await admit(route("GET /catalog", credential), "", authenticate)).toBeNull();
    expect(asked).toEqual([]);
    expect(await admit(route("GET /catalog", credential), "Bearer stale", authenticate)).toBeNull();
    expect(await admit(route("GET /catalog", credential), "Bearer account", authenticate)).toEqual(account);
    await expect(admit(route("GET /catalog", credential), "Bearer broken", authenticate)).rejects.toThrow("the session table is down");
  });

  it("passes a refusal of a lookup that is not a 401 on, where no session is needed", async () => {
    const authenticate = async () => { throw new Refusal(403, "auth/other", "no"); };
    await expect(admit(route("GET /catalog", "none"), "Bearer x", authenticate)).rejects.toMatchObject({ status: 403, code: "auth/other" });
  });

  it("lets an account session use every route, of any game", async () => {
    const { authenticate } = lookup();
    for (const name of ["GET /games", "POST /lobbies", "GET /games/{id}", "POST /games/{id}/rematch"]) {
      expect(await admit(route(name, "session", "game-two"), "Bearer account", authenticate)).toEqual(account);
    }
  });

  it("lets a game link's session use only the listed routes, and on a game's routes only its own game", async () => {
    const { authenticate } = lookup();
    expect(await admit(route("GET /games/{id}", "session", "game-one"), "Bearer link", authenticate)).toEqual(gameLink);
    expect(await admit(route("GET /me", "session"), "Bearer link", authenticate)).toEqual(gameLink);
    await expect(admit(route("GET /games/{id}", "session", "game-two"), "Bearer link", authenticate)).rejects.toMatchObject({
      status: 403, code: "auth/other-game", message: "The link you signed in with opens a different game. Sign in with your email to see all your games.",
    });
    for (const name of ["GET /games", "POST /games", "POST /games/{id}/rematch", "GET /settings", "GET /lobbies/{id}", "PUT /me/vacation"]) {
      expect(GAME_SESSION_ROUTES.has(name)).toBe(false);
      await expect(admit(route(name, name === "GET /lobbies/{id}" ? "none" : "session", "game-one"), "Bearer link", authenticate), name).rejects.toMatchObject({
        status: 403, code: "auth/game-only", message: "You opened this from a game email's link, which opens only that game. Sign in with your email to see everything else.",
      });
    }
  });
});

interface Seen { signIn?: { email: string; client: unknown }; redeem?: unknown; settingsToken?: string; signOut?: unknown }

function handler(opts: { fail?: unknown } = {}) {
  const seen: Seen = {};
  const logged: string[] = [];
  const deps = {
    auth: {
      authenticate: async (h: string | undefined) => {
        if (h === "Bearer account") return account;
        throw new Refusal(401, "auth/session-invalid", "Your session has expired. Sign in again.");
      },
      requestSignIn: async (email: string, _next: unknown, client: unknown) => { seen.signIn = { email, client }; },
      redeem: async (token: string) => {
        if (opts.fail) throw opts.fail;
        seen.redeem = token;
        return { session: "s" };
      },
      signOut: async (h: unknown) => { seen.signOut = h; },
      verifySettingsToken: async (t: string) => { seen.settingsToken = t; return "ann@example.test"; },
    },
    settings: { get: async () => ({ mode: "each" }) },
    service: { catalog: () => ({ games: [] }) },
    log: (message: string) => { logged.push(message); },
  } as unknown as ApiDeps;
  const api = makeApiHandler(deps);
  const call = async (method: string, rawPath: string, extra: Partial<APIGatewayProxyEventV2> & { sourceIp?: string } = {}) => {
    const { sourceIp, ...rest } = extra;
    const res = await api({ rawPath, headers: {}, requestContext: { http: { method, sourceIp: sourceIp ?? "192.0.2.1" } }, ...rest } as unknown as APIGatewayProxyEventV2);
    return { status: res.statusCode, headers: res.headers ?? {}, raw: res.body, body: res.body ? JSON.parse(String(res.body)) : undefined };
  };
  return { call, seen, logged };
}

describe("the handler", () => {
  it("reads the session from the Authorization header in either case", async () => {
    const { call } = handler();
    expect((await call("GET", "/settings", { headers: { authorization: "Bearer account" } })).body).toMatchObject({ email: "ann@example.test" });
    expect((await call("GET", "/settings", { headers: { Authorization: "Bearer account" } })).body).toMatchObject({ email: "ann@example.test" });
  });

  it("asks a caller with neither session nor token to sign in, in words", async () => {
    const { call } = handler();
    const res = await call("GET", "/settings");
    expect([res.status, res.body.error]).toEqual([401, { code: "auth/required", message: "Sign in first: this needs an Authorization: Bearer <session> header." }]);
  });

  it("reads a header whatever its case", async () => {
    const { call, seen } = handler();
    expect((await call("GET", "/settings", { headers: { "X-Settings-Token": "from-mail" } })).status).toBe(200);
    expect(seen.settingsToken).toBe("from-mail");
    expect((await call("GET", "/settings", { headers: { "x-settings-token": "lower" } })).status).toBe(200);
    expect(seen.settingsToken).toBe("lower");
  });

  it("takes the client's address from CloudFront's viewer address without its port, else the socket's, else says unknown", async () => {
    const { call, seen } = handler();
    const signIn = (headers: Record<string, string>, sourceIp?: string) => call("POST", "/auth/sign-in", { headers, body: JSON.stringify({ email: "ann@example.test" }), ...(sourceIp !== undefined ? { sourceIp } : {}) });
    expect((await signIn({ "cloudfront-viewer-address": "203.0.113.7:54321" })).status).toBe(202);
    expect(seen.signIn!.client).toEqual({ client: "203.0.113.7" });
    await signIn({ "cloudfront-viewer-address": "2001:db8::5:443" });
    expect(seen.signIn!.client).toEqual({ client: "2001:db8::5" });
    await signIn({});
    expect(seen.signIn!.client).toEqual({ client: "192.0.2.1" });
    await signIn({}, "");
    expect(seen.signIn!.client).toEqual({ client: "unknown" });
  });

  it("reads the JSON body, base64 or not, and refuses a missing, blank or broken one in words", async () => {
    const { call, seen } = handler();
    const redeem = (body: string | undefined, isBase64Encoded = false) => call("POST", "/auth/redeem", { ...(body === undefined ? {} : { body }), isBase64Encoded });
    expect((await redeem(JSON.stringify({ token: "plain-token-of-twenty-chars" }))).status).toBe(200);
    expect(seen.redeem).toBe("plain-token-of-twenty-chars");
    expect((await redeem(Buffer.from(JSON.stringify({ token: "packed-token-of-twenty-chars" })).toString("base64"), true)).status).toBe(200);
    expect(seen.redeem).toBe("packed-token-of-twenty-chars");
    for (const [body, message] of [[undefined, "body: a JSON body is required"], ["", "body: a JSON body is required"], ["  \n", "body: a JSON body is required"], ["{token:", "body: not valid JSON"]] as const) {
      const res = await redeem(body);
      expect([res.status, res.body.error], JSON.stringify(body)).toEqual([400, { code: "request/invalid", message }]);
    }
  });

  it("answers an empty body as empty, with the JSON headers", async () => {
    const { call, seen } = handler();
    const res = await call("POST", "/auth/sign-out", { headers: { authorization: "Bearer account" } });
    expect([res.status, res.raw]).toEqual([204, ""]);
    expect(res.headers).toEqual({ "content-type": "application/json; charset=utf-8", "cache-control": "no-store" });
    expect(seen.signOut).toBe("Bearer account");
  });

  it("answers a failure that is no refusal with a 500 that names nothing of it, and logs it; a refusal is not logged", async () => {
    const { call, logged } = handler({ fail: new Error("secret detail") });
    const res = await call("POST", "/api/auth/redeem/", { body: JSON.stringify({ token: "any-token-of-twenty-chars" }) });
    expect([res.status, res.body.error.code]).toEqual([500, "server/error"]);
    expect(res.raw).not.toContain("secret detail");
    expect(logged).toEqual(["POST /auth/redeem failed"]);
    expect((await call("GET", "/nowhere")).status).toBe(404);
    expect((await call("POST", "/auth/redeem", { body: "{" })).status).toBe(400);
    expect(logged).toHaveLength(1);
  });
});
