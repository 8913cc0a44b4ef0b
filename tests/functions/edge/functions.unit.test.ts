/**
 * The distribution's CloudFront Functions, run as CloudFront runs them (one `handler`): the
 * viewer-request routing over the export's file list, and the viewer-response status of the
 * 404 page. The same code strings are what the stack deploys (tests/infra/web-site).
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  compileFunction, exportedFiles, FUNCTION_FILES, type FunctionRequest, type FunctionResponse, MAX_FUNCTION_BYTES, viewerRequestCode, viewerResponseCode,
} from "../../../functions/src/edge/functions";
import { IMMUTABLE_PREFIX } from "../../../functions/src/edge/site";

/** Files as `next build` exports them (outside the hashed bundles). */
const FILES = [
  "/404.html", "/index.html", "/index.txt", "/icon.svg", "/sign-in.html", "/sign-in.txt", "/rules/politika.html",
  "/games/_.html", "/games/_.txt", "/games/_/__next._tree.txt", "/games/_/__next.games.$d$id.__PAGE__.txt", "/games/new.html", "/games/new.txt",
];
const viewerRequest = compileFunction<FunctionRequest>(viewerRequestCode(FILES));
const route = (uri: string) => viewerRequest({
  version: "1.0", context: { eventType: "viewer-request" }, viewer: { ip: "192.0.2.1" },
  request: { method: "GET", uri, querystring: {}, headers: {}, cookies: {} },
}).uri;

describe("viewer-request routing", () => {
  it.each([
    ["/", "/index.html"],
    ["/sign-in", "/sign-in.html"],
    ["/sign-in/", "/sign-in.html"],
    ["/rules/politika", "/rules/politika.html"],
    ["/games/new", "/games/new.html"],
    ["/games/new.txt", "/games/new.txt"],
    // A deep link from an email: every game id gets the one game-page shell.
    ["/games/k3x9-abcdef", "/games/_.html"],
    ["/games/k3x9-abcdef/", "/games/_.html"],
    // The client router's data files for a game page come from the shell too, however encoded.
    ["/games/k3x9-abcdef.txt", "/games/_.txt"],
    ["/games/k3x9-abcdef/__next._tree.txt", "/games/_/__next._tree.txt"],
    ["/games/k3x9-abcdef/__next.games.$d$id.__PAGE__.txt", "/games/_/__next.games.$d$id.__PAGE__.txt"],
    ["/games/k3x9-abcdef/__next.games.%24d%24id.__PAGE__.txt", "/games/_/__next.games.%24d%24id.__PAGE__.txt"],
    ["/icon.svg", "/icon.svg"],
    // Hashed bundles are not listed: the bucket answers for them.
    [`${IMMUTABLE_PREFIX}chunks/app-1a2b.js`, `${IMMUTABLE_PREFIX}chunks/app-1a2b.js`],
  ])("%s → %s", (uri, file) => {
    expect(route(uri)).toBe(file);
  });

  it.each([
    "/no-such-page", "/no-such-page/", "/rules/chess", "/favicon.ico", "/games/k3x9-abcdef/extra", "/games/_/nothing.txt",
    // The API prefix without a path falls under the site's behaviour (CloudFront's pattern is /api/*).
    "/api",
    // Not a file of the export, however it is spelt.
    "/..%2Foutside.html", "/%E0%A4%A",
  ])("sends %s to the 404 page", (uri) => {
    expect(route(uri)).toBe("/404.html");
  });

  it("is a plain CloudFront Function: one handler, no modules, the bundles prefix the export uses", () => {
    for (const file of Object.values(FUNCTION_FILES)) {
      const source = readFileSync(file, "utf8");
      expect(source).toMatch(/^function handler\(event\) \{$/m);
      expect(source.replace(/^\s*\/\/.*$/gm, "")).not.toMatch(/\b(import|export|require)\b/);
    }
    expect(readFileSync(FUNCTION_FILES.viewerRequest, "utf8")).toContain(`var BUNDLES = "${IMMUTABLE_PREFIX}";`);
  });

  it("stays under CloudFront's 10 KB with an export of this size, and refuses to build a larger one", () => {
    const pages = Array.from({ length: 12 }, (_, i) => `/rules/game-${i}`);
    const many = [...FILES, ...pages.flatMap((p) => [`${p}.html`, `${p}.txt`, `${p}/__next._full.txt`, `${p}/__next._tree.txt`, `${p}/__next.rules.$d$game.__PAGE__.txt`])];
    expect(Buffer.byteLength(viewerRequestCode(many))).toBeLessThan(MAX_FUNCTION_BYTES);
    const tooMany = Array.from({ length: 400 }, (_, i) => `/page-${i}/__next.page.__PAGE__.txt`);
    expect(() => viewerRequestCode(tooMany)).toThrow(/over CloudFront's 10240/);
  });
});

describe("the export's file list", () => {
  it("lists every file but the hashed bundles, rooted at /", () => {
    const dir = mkdtempSync(join(tmpdir(), "export-"));
    mkdirSync(join(dir, "_next/static/chunks"), { recursive: true });
    mkdirSync(join(dir, "games/_"), { recursive: true });
    for (const f of ["index.html", "404.html", "games/_.html", "games/_/__next._tree.txt", "_next/static/chunks/app.js"]) writeFileSync(join(dir, f), "x");
    expect(exportedFiles(dir)).toEqual(["/404.html", "/games/_.html", "/games/_/__next._tree.txt", "/index.html"]);
  });
});

describe("viewer-response status", () => {
  const viewerResponse = compileFunction<FunctionResponse>(viewerResponseCode());
  const respond = (headers: Record<string, string>) => viewerResponse({
    version: "1.0", context: { eventType: "viewer-response" }, viewer: { ip: "192.0.2.1" },
    request: { method: "GET", uri: "/404.html", querystring: {}, headers: {}, cookies: {} },
    response: { statusCode: 200, headers: Object.fromEntries(Object.entries(headers).map(([k, value]) => [k, { value }])) },
  });

  it("answers the object stored with status 404 as a 404, and does not show the metadata", () => {
    const out = respond({ "content-type": "text/html", "x-amz-meta-status": "404" });
    expect(out.statusCode).toBe(404);
    expect(out.headers["x-amz-meta-status"]).toBeUndefined();
    expect(out.headers["content-type"]).toEqual({ value: "text/html" });
  });

  it("leaves every other object's status alone", () => {
    expect(respond({ "content-type": "text/html" }).statusCode).toBe(200);
    expect(respond({ "x-amz-meta-status": "200" }).statusCode).toBe(200);
  });
});
