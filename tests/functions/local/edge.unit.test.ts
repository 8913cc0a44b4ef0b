/**
 * The local edge (what `npm start` serves) over a small export on disk, as the deployed
 * distribution answers: API answers pass through with their status and JSON body (no
 * distribution-wide error page), an unknown page is the 404 page with status 404, deep links
 * reach the game shell, compressible files are compressed as CloudFront compresses them, the
 * security headers override the origin's, and the API sees the headers CloudFront adds.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { APIGatewayProxyEventV2 } from "aws-lambda";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORIGIN_SECRET_HEADER } from "../../../functions/src/edge/origin";
import { startLocalEdge, type LocalEdge } from "../../../functions/src/local/edge";
import type { MailCatcher } from "../../../functions/src/local/mail-catcher";

let edge: LocalEdge;
let guarded: LocalEdge;
const seen: APIGatewayProxyEventV2[] = [];
const SIGN_IN_PAGE = `<h1>sign in</h1>${"<p>Enter your email address and we send you a link.</p>".repeat(40)}`;
const NOT_FOUND_PAGE = `<h1>not found page</h1>${"<p>There is no such page.</p>".repeat(60)}`;
const big = { games: Array.from({ length: 60 }, (_, i) => ({ id: `game-${i}`, name: "Politika", status: "active" })) };

beforeAll(async () => {
  const site = mkdtempSync(join(tmpdir(), "site-"));
  mkdirSync(join(site, "games/_"), { recursive: true });
  mkdirSync(join(site, "_next/static"), { recursive: true });
  writeFileSync(join(site, "index.html"), "<h1>home</h1>");
  writeFileSync(join(site, "404.html"), NOT_FOUND_PAGE);
  writeFileSync(join(site, "sign-in.html"), SIGN_IN_PAGE);
  writeFileSync(join(site, "games/_.html"), "<h1>game shell</h1>");
  writeFileSync(join(site, "games/_/__next._tree.txt"), "tree");
  writeFileSync(join(site, "_next/static/app.js"), "console.log(1)");
  writeFileSync(join(site.replace(/site-.*$/, ""), "outside.html"), "secret");
  const mail = { messages: () => [{ id: 1, to: "ann@example.test", subject: "Hi", text: "t", html: "", links: [], receivedAt: "2026-01-01T00:00:00.000Z" }] } as unknown as MailCatcher;
  const handler = async (event: APIGatewayProxyEventV2) => {
    seen.push(event);
    const json = (statusCode: number, body: unknown, headers: Record<string, string> = {}) =>
      ({ statusCode, headers: { "content-type": "application/json; charset=utf-8", ...headers }, body: JSON.stringify(body) });
    if (event.rawPath === "/api/games/other") return json(403, { error: { code: "auth/other-game", message: "The link you signed in with opens a different game." } });
    if (event.rawPath === "/api/games/missing") return json(404, { error: { code: "game/not-found", message: "There is no game missing." } });
    if (event.rawPath === "/api/games") return json(200, big);
    if (event.rawPath === "/api/framed") return json(200, {}, { "x-frame-options": "SAMEORIGIN" });
    return json(200, { path: event.rawPath });
  };
  edge = await startLocalEdge({ port: 0, mail, siteDir: site, handler });
  guarded = await startLocalEdge({ port: 0, siteDir: site, handler, originSecret: "s".repeat(40) });
});

afterAll(async () => {
  await edge?.stop();
  await guarded?.stop();
});

/** A GET without fetch's own Accept-Encoding, so compression is what the test asks for. */
function get(base: string, path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  return new Promise((done, fail) => {
    const req = request(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => done({ status: res.statusCode ?? 0, headers: res.headers as Record<string, string>, body: Buffer.concat(chunks) }));
    });
    req.on("error", fail);
    req.end();
  });
}

describe("API answers", () => {
  it("arrive with their own status and JSON body, 403 and 404 included", async () => {
    const forbidden = await fetch(`${edge.url}/api/games/other`);
    expect(forbidden.status).toBe(403);
    expect(forbidden.headers.get("content-type")).toContain("application/json");
    expect((await forbidden.json()).error.code).toBe("auth/other-game");
    const missing = await fetch(`${edge.url}/api/games/missing`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-type")).toContain("application/json");
    expect((await missing.json()).error.code).toBe("game/not-found");
  });

  it("get the API's full path, any method, the Authorization header and query, and the security headers", async () => {
    const res = await fetch(`${edge.url}/api/games/abc?after=1`, { method: "POST", headers: { authorization: "Bearer t" }, body: "{}" });
    expect(await res.json()).toEqual({ path: "/api/games/abc" });
    const event = seen.at(-1)!;
    expect(event.requestContext.http.method).toBe("POST");
    expect(event.headers.authorization).toBe("Bearer t");
    expect(event.headers.host).toBeUndefined();
    expect(event.rawQueryString).toBe("after=1");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("have their own security headers replaced by the policy's (override)", async () => {
    const res = await fetch(`${edge.url}/api/framed`);
    expect(res.headers.get("x-frame-options")).toBe("DENY");
  });

  it("are not compressed: the API's behaviour has caching, and so compression, disabled", async () => {
    const res = await get(edge.url, "/api/games", { "accept-encoding": "gzip, br" });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(1_000);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(res.body.toString()).games).toHaveLength(60);
  });

  it("carry CloudFront's viewer address, replacing one the viewer forged", async () => {
    await fetch(`${edge.url}/api/me`, { headers: { "cloudfront-viewer-address": "203.0.113.9:443" } });
    expect(seen.at(-1)!.headers["cloudfront-viewer-address"]).toMatch(/^(::ffff:)?127\.0\.0\.1:\d+$/);
  });

  it("carry the origin secret when one is configured, replacing one the viewer sent", async () => {
    await fetch(`${guarded.url}/api/me`, { headers: { [ORIGIN_SECRET_HEADER]: "forged" } });
    expect(seen.at(-1)!.headers[ORIGIN_SECRET_HEADER]).toBe("s".repeat(40));
    await fetch(`${edge.url}/api/me`, { headers: { [ORIGIN_SECRET_HEADER]: "forged" } });
    expect(seen.at(-1)!.headers[ORIGIN_SECRET_HEADER]).toBe("forged");
  });
});

describe("the site", () => {
  it("answers a game deep link with the game-page shell, the security headers and the page lifetime", async () => {
    const res = await fetch(`${edge.url}/games/k3x9-abcdef`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(await res.text()).toBe("<h1>game shell</h1>");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("strict-transport-security")).toContain("max-age=");
    expect(res.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(await (await fetch(`${edge.url}/games/k3x9-abcdef/__next._tree.txt`)).text()).toBe("tree");
  });

  it.each(["/no/such/page", "/rules/chess", "/api", "/..%2Foutside.html"])("answers %s with the 404 page and status 404", async (path) => {
    const res = await get(edge.url, path);
    expect(res.status).toBe(404);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.body.toString()).toBe(NOT_FOUND_PAGE);
    expect(res.headers["x-amz-meta-status"]).toBeUndefined();
    expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  });

  it("serves hashed bundles as immutable; a missing one is the bucket's own refusal", async () => {
    const js = await fetch(`${edge.url}/_next/static/app.js`);
    expect(js.headers.get("cache-control")).toContain("immutable");
    expect(js.headers.get("content-type")).toContain("javascript");
    const gone = await fetch(`${edge.url}/_next/static/gone.js`);
    expect(gone.status).toBe(403);
    expect(await gone.text()).toContain("<Code>AccessDenied</Code>");
  });

  it("compresses pages as CloudFront does: Brotli if accepted, else gzip, else not at all", async () => {
    const br = await get(edge.url, "/sign-in", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.body.length).toBeLessThan(SIGN_IN_PAGE.length);
    expect(brotliDecompressSync(br.body).toString()).toBe(SIGN_IN_PAGE);
    const gzip = await get(edge.url, "/sign-in", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(SIGN_IN_PAGE);
    const plain = await get(edge.url, "/sign-in");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(SIGN_IN_PAGE);
    // The 404 page is compressed like any page, and keeps its status.
    const missing = await get(edge.url, "/nope", { "accept-encoding": "br" });
    expect(missing.status).toBe(404);
    expect(brotliDecompressSync(missing.body).toString()).toBe(NOT_FOUND_PAGE);
  });

  it("leaves files under 1,000 bytes uncompressed", async () => {
    const small = await get(edge.url, "/games/k3x9", { "accept-encoding": "gzip, br" });
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.body.toString()).toBe("<h1>game shell</h1>");
  });

  it("is read-only, as the distribution's default behaviour", async () => {
    expect((await fetch(`${edge.url}/`, { method: "POST" })).status).toBe(403);
  });
});

it("serves the caught mail page and JSON locally, without CORS", async () => {
  const json = await fetch(`${edge.url}/_local/mail`);
  expect((await json.json()).messages[0].to).toBe("ann@example.test");
  expect(json.headers.get("access-control-allow-origin")).toBeNull();
  const page = await fetch(`${edge.url}/dev/mail`);
  expect(await page.text()).toContain("Filter by recipient");
});
