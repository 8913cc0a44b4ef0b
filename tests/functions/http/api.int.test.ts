/**
 * The HTTP layer's own paths, against DynamoDB Local: the 500 answer (generic, nothing internal
 * leaked, logged for us) and base64-encoded bodies as API Gateway may send them.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { APIGatewayProxyEventV2 } from "aws-lambda";
import { highCard } from "../../fixtures/high-card";
import { freshPlatform } from "../../support/dynamo";
import { lambdaCaller, type Call } from "../../support/api-client";
import { LINK_TTL } from "../../../functions/src/auth/auth";
import { makeApiHandler } from "../../../functions/src/http/api";

const SECRET_DETAIL = "db-password-hunter2 at /srv/app/engine.ts:42";
/** The fixture game with a bug: reading its view throws, and so does a move's apply. */
const buggy = { ...highCard, id: "buggy", view: () => { throw new Error(SECRET_DETAIL); }, apply: () => { throw new TypeError(SECRET_DETAIL); } };

let app: Awaited<ReturnType<typeof freshPlatform>>;
let call: Call;
let token: string;
const logged: { message: string; error: unknown }[] = [];
let api: ReturnType<typeof makeApiHandler>;

function event(method: string, path: string, body: string | undefined, base64: boolean): APIGatewayProxyEventV2 {
  return {
    version: "2.0", routeKey: "$default", rawPath: path, rawQueryString: "",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    requestContext: { http: { method, path, protocol: "HTTP/1.1", sourceIp: "127.0.0.1", userAgent: "t" }, requestId: "t", routeKey: "$default", stage: "$default", accountId: "", apiId: "", domainName: "", domainPrefix: "", time: "", timeEpoch: 0 },
    body, isBase64Encoded: base64,
  };
}

beforeAll(async () => {
  app = await freshPlatform({ games: { [highCard.id]: highCard, buggy: buggy as never } });
  api = makeApiHandler({ service: app.service, auth: app.auth, settings: app.settings, seats: app.seats, lobbies: app.lobbies, log: (message, error) => logged.push({ message, error }) });
  call = lambdaCaller(api);
  token = (await call("POST", "/auth/redeem", { body: { token: await app.auth.mintLink("ann@example.test", null, LINK_TTL.signIn) } })).body.session;
});

const players = [{ name: "Ann", email: "ann@example.test" }, { name: "Bob", email: "bob@example.test" }];

describe("an unexpected failure", () => {
  it("answers 500 with a generic message, leaks nothing internal, and is logged with the error", async () => {
    const created = await call("POST", "/games", { token, body: { game: "buggy", options: { rounds: 1 }, players } });
    expect(created.status).toBe(201);
    const id = created.body.gameId;
    const res = await api(event("GET", `/games/${id}`, undefined, false));
    expect(res.statusCode).toBe(500);
    expect(JSON.parse(res.body!)).toEqual({ error: { code: "server/error", message: "Something went wrong on our side. Nothing was changed; please try again." } });
    expect(res.body).not.toContain("hunter2");
    expect(res.body).not.toContain("engine.ts");
    expect(res.headers).toMatchObject({ "content-type": "application/json; charset=utf-8", "cache-control": "no-store" });
    expect(logged.at(-1)!.message).toBe(`GET /games/${id} failed`);
    expect((logged.at(-1)!.error as Error).message).toBe(SECRET_DETAIL);
  });

  it("on a move records nothing", async () => {
    const id = (await call("POST", "/games", { token, body: { game: "buggy", options: { rounds: 1 }, players } })).body.gameId;
    const res = await call("POST", `/games/${id}/moves`, { token, body: { move: { kind: "play", card: "card-1" }, clientMoveId: "buggy-move-1", expectedVersion: 0 } });
    expect(res.status).toBe(500);
    expect(JSON.stringify(res.body)).not.toContain("hunter2");
    expect((await app.store.getSummary(id))!.version).toBe(0);
    expect(await app.store.events(id, 0)).toEqual([]);
  });

  it("expected failures (4xx) are not logged as errors", async () => {
    const before = logged.length;
    expect((await call("GET", "/games/nosuchgame", { token })).status).toBe(404);
    expect((await call("POST", "/games", { token, rawBody: "{" })).status).toBe(400);
    expect(logged.length).toBe(before);
  });
});

describe("request bodies", () => {
  it("are read when API Gateway sends them base64-encoded", async () => {
    const body = JSON.stringify({ game: "high-card", options: { rounds: 1 }, players: [{ name: "Åsa", email: "ann@example.test" }, players[1]] });
    const res = await api(event("POST", "/games", Buffer.from(body, "utf8").toString("base64"), true));
    expect(res.statusCode).toBe(201);
    const id = JSON.parse(res.body!).gameId;
    expect((await app.store.getSummary(id))!.players[0]!.name).toBe("Åsa");
  });

  it("base64 that is not JSON, an empty or a missing body answer 400 naming the body", async () => {
    for (const [body, base64, message] of [
      [Buffer.from("{nope").toString("base64"), true, "body: not valid JSON"],
      ["", false, "body: a JSON body is required"],
      [undefined, false, "body: a JSON body is required"],
      [Buffer.from("   ").toString("base64"), true, "body: a JSON body is required"],
    ] as const) {
      const res = await api(event("POST", "/games", body, base64));
      expect(res.statusCode).toBe(400);
      expect(JSON.parse(res.body!).error).toMatchObject({ code: "request/invalid", message });
    }
  });

  it("a plain JSON body is not base64-decoded", async () => {
    const res = await api(event("POST", "/games", JSON.stringify({ game: "high-card", options: { rounds: 1 }, players }), false));
    expect(res.statusCode).toBe(201);
  });
});

describe("routing", () => {
  it("ignores a trailing slash, names the allowed method on 405, and answers 204 with an empty body", async () => {
    expect((await call("GET", "/me/", { token })).body).toEqual({ email: "ann@example.test", scope: "account", mailSuppressed: null });
    const wrong = await call("PUT", "/games", { token });
    expect(wrong.status).toBe(405);
    expect(wrong.body.error).toEqual({ code: "route/method-not-allowed", message: "PUT is not allowed on /games; use GET or POST." });
    const nowhere = await call("GET", "/nowhere", { token });
    expect(nowhere.body.error).toEqual({ code: "route/not-found", message: "No route GET /nowhere." });
    const out = await api(event("POST", "/auth/sign-out", undefined, false));
    expect(out.statusCode).toBe(204);
    expect(out.body).toBe("");
  });
});
