/**
 * The local edge (what `npm start` serves) over a small export on disk: pages through the
 * CloudFront Function, the 404 page, the API under /api with the path it gets in AWS, the
 * security headers on everything, and the local-only mail routes without CORS.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { APIGatewayProxyEventV2 } from "aws-lambda";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startLocalEdge, type LocalEdge } from "../../../functions/src/local/edge";
import type { MailCatcher } from "../../../functions/src/local/mail-catcher";

let edge: LocalEdge;
const seen: APIGatewayProxyEventV2[] = [];

beforeAll(async () => {
  const site = mkdtempSync(join(tmpdir(), "site-"));
  mkdirSync(join(site, "games/_"), { recursive: true });
  mkdirSync(join(site, "_next/static"), { recursive: true });
  writeFileSync(join(site, "index.html"), "<h1>home</h1>");
  writeFileSync(join(site, "404.html"), "<h1>not found page</h1>");
  writeFileSync(join(site, "games/_.html"), "<h1>game shell</h1>");
  writeFileSync(join(site, "games/_/__next._tree.txt"), "tree");
  writeFileSync(join(site, "_next/static/app.js"), "console.log(1)");
  writeFileSync(join(site.replace(/site-.*$/, ""), "outside.html"), "secret");
  const mail = { messages: () => [{ id: 1, to: "ann@example.test", subject: "Hi", text: "t", html: "", links: [], receivedAt: "2026-01-01T00:00:00.000Z" }] } as unknown as MailCatcher;
  edge = await startLocalEdge({
    port: 0, mail, siteDir: site,
    handler: async (event) => {
      seen.push(event);
      return { statusCode: 200, headers: { "content-type": "application/json" }, body: JSON.stringify({ path: event.rawPath }) };
    },
  });
});

afterAll(async () => {
  await edge?.stop();
});

it("answers a game deep link with the game-page shell and the security headers", async () => {
  const res = await fetch(`${edge.url}/games/k3x9-abcdef`);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("text/html");
  expect(await res.text()).toBe("<h1>game shell</h1>");
  expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  expect(res.headers.get("strict-transport-security")).toContain("max-age=");
  expect(res.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
  expect(await (await fetch(`${edge.url}/games/k3x9-abcdef/__next._tree.txt`)).text()).toBe("tree");
});

it("serves hashed bundles as immutable and unknown pages as the 404 page", async () => {
  const js = await fetch(`${edge.url}/_next/static/app.js`);
  expect(js.headers.get("cache-control")).toContain("immutable");
  expect(js.headers.get("content-type")).toContain("javascript");
  const missing = await fetch(`${edge.url}/no/such/page`);
  expect(missing.status).toBe(404);
  expect(await missing.text()).toBe("<h1>not found page</h1>");
  const escape = await fetch(`${edge.url}/..%2Foutside.html`);
  expect(escape.status).toBe(404);
});

it("passes /api/* to the API with its full path, any method, and the Authorization header", async () => {
  const res = await fetch(`${edge.url}/api/games/abc?after=1`, { method: "POST", headers: { authorization: "Bearer t" }, body: "{}" });
  expect(await res.json()).toEqual({ path: "/api/games/abc" });
  const event = seen.at(-1)!;
  expect(event.requestContext.http.method).toBe("POST");
  expect(event.headers.authorization).toBe("Bearer t");
  expect(event.rawQueryString).toBe("after=1");
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
});

it("serves the caught mail page and JSON locally, without CORS", async () => {
  const json = await fetch(`${edge.url}/_local/mail`);
  expect((await json.json()).messages[0].to).toBe("ann@example.test");
  expect(json.headers.get("access-control-allow-origin")).toBeNull();
  const page = await fetch(`${edge.url}/dev/mail`);
  expect(await page.text()).toContain("Filter by recipient");
  // The static site is read-only, as on CloudFront.
  expect((await fetch(`${edge.url}/`, { method: "POST" })).status).toBe(403);
});
