/**
 * Sign-in links and sessions against DynamoDB Local, with time from an injected clock: links
 * and sessions expire exactly when they should, sign-out, the hourly sign-in limit.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { highCard } from "../../fixtures/high-card";
import { freshPlatform } from "../../support/dynamo";
import { lambdaCaller, type Call } from "../../support/api-client";
import { LINK_TTL, SIGN_IN_LIMITS } from "../../../functions/src/auth/auth";
import { sha256Hex } from "../../../functions/src/auth/secrets";

let now = Date.parse("2026-03-01T10:15:00.000Z");
/** Told by hand; nothing in these tests waits on it (mail is not paced without MAIL_SEND_RATE). */
const clock = { now: () => new Date(now), wait: () => Promise.reject(new Error("nothing here waits on the clock")) };
const DAY = 86_400_000;
let app: Awaited<ReturnType<typeof freshPlatform>>;
let call: Call;

beforeAll(async () => {
  app = await freshPlatform({ games: { [highCard.id]: highCard }, clock });
  call = lambdaCaller(app.api);
});

async function session(email: string): Promise<string> {
  const res = await call("POST", "/auth/redeem", { body: { token: await app.auth.mintLink(email, null, LINK_TTL.signIn) } });
  expect(res.status).toBe(200);
  return res.body.session;
}

describe("sessions", () => {
  it("last 30 days from sign-in, then answer 401 auth/session-invalid", async () => {
    const start = now;
    const token = await session("lasting@example.test");
    now = start + 30 * DAY - 1000;
    expect((await call("GET", "/me", { token })).body).toEqual({ email: "lasting@example.test", scope: "account", mailSuppressed: null });
    now = start + 30 * DAY;
    const expired = await call("GET", "/me", { token });
    expect(expired.status).toBe(401);
    expect(expired.body.error).toEqual({ code: "auth/session-invalid", message: "Your session has expired. Sign in again." });
    now = start;
  });

  it("are stored only as a hash of the token", async () => {
    const token = await session("hashed@example.test");
    expect(await app.store.getSession(sha256Hex(token), Math.floor(now / 1000))).toEqual({ email: "hashed@example.test", gameId: null });
    expect(await app.store.getSession(token, Math.floor(now / 1000))).toBeNull();
  });

  it("need a well-formed Bearer header, in either header case", async () => {
    const token = await session("header@example.test");
    expect((await call("GET", "/me")).body.error).toEqual({ code: "auth/required", message: "Sign in first: this needs an Authorization: Bearer <session> header." });
    await expect(app.auth.authenticate(`x Bearer ${token}`)).rejects.toMatchObject({ code: "auth/required" });
    expect((await app.auth.authenticate(`Bearer ${token}`))).toEqual({ email: "header@example.test", gameId: null });
    await expect(app.auth.authenticate(`bearer ${token}`)).rejects.toMatchObject({ status: 401, code: "auth/required" });
    await expect(app.auth.authenticate(`Bearer ${token} extra`)).rejects.toMatchObject({ status: 401, code: "auth/required" });
    await expect(app.auth.authenticate(`Bearer ${"a".repeat(19)}`)).rejects.toMatchObject({ code: "auth/required" });
    await expect(app.auth.authenticate(`Bearer ${"a".repeat(101)}`)).rejects.toMatchObject({ code: "auth/required" });
    await expect(app.auth.authenticate(`Bearer ${"a".repeat(20)}`)).rejects.toMatchObject({ code: "auth/session-invalid" });
    const res = await app.api({
      version: "2.0", routeKey: "$default", rawPath: "/me", rawQueryString: "", headers: { Authorization: `Bearer ${token}` }, isBase64Encoded: false,
      requestContext: { http: { method: "GET", path: "/me", protocol: "HTTP/1.1", sourceIp: "127.0.0.1", userAgent: "t" }, requestId: "t", routeKey: "$default", stage: "$default", accountId: "", apiId: "", domainName: "", domainPrefix: "", time: "", timeEpoch: 0 },
    });
    expect(res.statusCode).toBe(200);
  });

  it("sign-out ends only that session; a bad header signs out nothing and still answers 204", async () => {
    const a = await session("two@example.test");
    const b = await session("two@example.test");
    expect((await call("POST", "/auth/sign-out", { token: a })).status).toBe(204);
    expect((await call("GET", "/me", { token: a })).status).toBe(401);
    expect((await call("GET", "/me", { token: b })).status).toBe(200);
    expect((await call("POST", "/auth/sign-out")).status).toBe(204);
    for (const header of [`Basic ${b}`, `x Bearer ${b}`, `Bearer ${b}!`, undefined]) await app.auth.signOut(header);
    expect((await call("GET", "/me", { token: b })).status).toBe(200);
  });
});

describe("links", () => {
  it("redeem until their time-to-live is over, not at it", async () => {
    const start = now;
    const early = await app.auth.mintLink("ttl@example.test", "/games/abcdefgh", 600);
    const late = await app.auth.mintLink("ttl@example.test", null, 600);
    now = start + 599_000;
    expect((await call("POST", "/auth/redeem", { body: { token: early } })).body).toMatchObject({ email: "ttl@example.test", next: "/games/abcdefgh" });
    now = start + 600_000;
    const res = await call("POST", "/auth/redeem", { body: { token: late } });
    expect(res.status).toBe(401);
    expect(res.body.error).toEqual({ code: "auth/link-invalid", message: "This link has already been used or has expired. We can email you a fresh one." });
    now = start;
  });

  it("game links last days, sign-in links minutes", () => {
    expect(LINK_TTL).toEqual({ signIn: 30 * 60, game: 14 * 86_400 });
  });
});

describe("sign-in requests", () => {
  it("count per inbox (case and +tags folded) and per clock hour; the next hour starts afresh", async () => {
    now = Date.parse("2026-03-01T11:59:00.000Z");
    const ask = async (email: string) => (await call("POST", "/auth/sign-in", { body: { email } })).status;
    const per = SIGN_IN_LIMITS.inboxPerHour;
    const answers: number[] = [];
    for (let i = 0; i < per; i++) answers.push(await ask(i % 2 ? "Hour+x@Example.test" : "hour@example.test"));
    answers.push(await ask("HOUR+other@example.test"));
    expect(answers).toEqual([...Array(per).fill(202), 429]);
    const refused = await call("POST", "/auth/sign-in", { body: { email: "hour@example.test" } });
    expect(refused.body.error).toEqual({ code: "auth/too-many-links", message: "Too many sign-in links were asked for this address lately. Use the latest one in your inbox, or try again later." });
    // The hour's counter removes itself (DynamoDB TTL) two hours on.
    const { GetCommand } = await import("@aws-sdk/lib-dynamodb");
    const { makeDocumentClient } = await import("../../../functions/src/store/client");
    const counter = await makeDocumentClient(app.dynamo).send(new GetCommand({ TableName: app.tableName, Key: { pk: "RATE#inbox#hour@example.test", sk: "2026-03-01T11" } }));
    expect(counter.Item).toMatchObject({ count: per, expiresAt: Math.floor(now / 1000) + 2 * 3600 });
    now = Date.parse("2026-03-01T12:00:00.000Z");
    expect(await ask("hour@example.test")).toBe(202);
    now = Date.parse("2026-03-01T10:15:00.000Z");
  });

  it("queue a sign-in email for the lower-cased address, with the next path", async () => {
    const { ScanCommand } = await import("@aws-sdk/lib-dynamodb");
    const { makeDocumentClient } = await import("../../../functions/src/store/client");
    expect((await call("POST", "/auth/sign-in", { body: { email: "Queued@Example.test", next: "/games/abcdefgh" } })).status).toBe(202);
    const doc = makeDocumentClient(app.dynamo);
    const out = await doc.send(new ScanCommand({ TableName: app.tableName, FilterExpression: "purpose = :p AND email = :e", ExpressionAttributeValues: { ":p": "sign-in", ":e": "queued@example.test" } }));
    expect(out.Items).toHaveLength(1);
    expect(out.Items![0]).toMatchObject({ sk: "OUTBOX", kind: "outbox", next: "/games/abcdefgh", requestedAt: "2026-03-01T10:15:00.000Z" });
    expect(String(out.Items![0]!.pk)).toMatch(/^SIGNIN#[A-Za-z0-9_-]{22}$/);
  });
});
