/**
 * The router's own decisions, before any use case runs: which route a path and method name
 * (behind CloudFront with /api in front, or without; trailing slashes; a literal segment before a
 * parameter), 404 and 405 answers that name what was asked, and the JSON every answer is. Only
 * the catalogue, which reads no table, is answered; the other routes refuse before their use case.
 */
import type { APIGatewayProxyEventV2 } from "aws-lambda";
import { describe, expect, it } from "vitest";
import { makeApiHandler, type ApiDeps } from "../../../functions/src/http/api";
import { GameService } from "../../../functions/src/games/service";
import { highCard } from "../../fixtures/high-card";

// The catalogue reads only the registered games; no other dependency is reached by these requests.
const service = new GameService({ games: { [highCard.id]: highCard } } as never);
const api = makeApiHandler({ service } as unknown as ApiDeps);
const call = async (method: string, rawPath: string) => {
  const res = await api({ rawPath, headers: {}, requestContext: { http: { method, sourceIp: "192.0.2.1" } } } as unknown as APIGatewayProxyEventV2);
  return { status: res.statusCode, headers: res.headers ?? {}, body: JSON.parse(String(res.body)) as { games?: { id: string }[]; error?: { code: string; message: string } } };
};

describe("the router", () => {
  it("serves a route with or without CloudFront's /api in front, with trailing slashes, whatever the method's case", async () => {
    for (const [method, path] of [["GET", "/catalog"], ["GET", "/api/catalog"], ["GET", "/api/catalog//"], ["get", "/catalog/"]]) {
      const res = await call(method!, path!);
      expect(res.status, `${method} ${path}`).toBe(200);
      expect(res.body.games!.map((g) => g.id)).toEqual(["high-card"]);
    }
  });

  it("takes /api off only as a whole first segment", async () => {
    expect((await call("GET", "/apicatalog")).body.error).toEqual({ code: "route/not-found", message: "No route GET /apicatalog." });
    expect((await call("GET", "/api")).body.error).toEqual({ code: "route/not-found", message: "No route GET /." });
    expect((await call("GET", "/catalog/api")).status).toBe(404);
    expect((await call("GET", "/x/api/catalog")).status).toBe(404);
  });

  it("answers a method the path does not have with 405 naming every method it has", async () => {
    expect((await call("DELETE", "/catalog")).body.error).toEqual({ code: "route/method-not-allowed", message: "DELETE is not allowed on /catalog; use GET." });
    expect((await call("PATCH", "/me/vacation")).body.error!.message).toBe("PATCH is not allowed on /me/vacation; use GET or PUT or DELETE.");
  });

  it("reads a literal segment as its own route, never as a parameter: /press/mute is not a channel", async () => {
    expect((await call("GET", "/games/abcdefgh/press/mute")).body.error).toEqual({ code: "route/method-not-allowed", message: "GET is not allowed on /games/abcdefgh/press/mute; use PUT." });
  });

  it("matches whole paths only, and a seat only as a number", async () => {
    for (const path of ["/catalog/x", "/x/catalog", "/games/abcdefgh/seats/first", "/games/abcdefgh/seats/123"]) {
      expect((await call("POST", path)).body.error!.code, path).toBe("route/not-found");
    }
  });

  it("answers JSON that no cache keeps", async () => {
    for (const path of ["/catalog", "/nowhere"]) {
      const res = await call("GET", path);
      expect(res.headers).toMatchObject({ "content-type": "application/json; charset=utf-8", "cache-control": "no-store" });
    }
  });
});
