/** The CloudFront Function that routes the static export, run as CloudFront runs it (one `handler`). */
import { describe, expect, it } from "vitest";
import { rewrite, SECURITY_HEADERS, viewerRequestSource, cacheControlFor } from "../../../functions/src/edge/site";

describe("viewer-request rewrite", () => {
  it.each([
    ["/", "/index.html"],
    ["/sign-in", "/sign-in.html"],
    ["/sign-in/", "/sign-in.html"],
    ["/rules/politika", "/rules/politika.html"],
    ["/games/new", "/games/new.html"],
    // A deep link from an email: every game id gets the one game-page shell.
    ["/games/k3x9-abcdef", "/games/_.html"],
    ["/games/k3x9-abcdef/", "/games/_.html"],
    // The client router's data files for a game page come from the shell too.
    ["/games/k3x9-abcdef.txt", "/games/_.txt"],
    ["/games/k3x9-abcdef/__next._tree.txt", "/games/_/__next._tree.txt"],
    ["/games/new.txt", "/games/new.txt"],
    ["/_next/static/chunks/app.js", "/_next/static/chunks/app.js"],
    ["/favicon.ico", "/favicon.ico"],
    ["/no-such-page", "/no-such-page.html"],
  ])("%s → %s", (uri, file) => {
    expect(rewrite(uri)).toBe(file);
  });

  it("is a plain CloudFront Function: one handler, no modules", () => {
    const source = viewerRequestSource();
    expect(source).toMatch(/^function handler\(event\) \{$/m);
    const code = source.replace(/^\s*\/\/.*$/gm, "");
    expect(code).not.toMatch(/\b(import|export|require)\b/);
    // CloudFront caps a function's code at 10 KB.
    expect(Buffer.byteLength(source)).toBeLessThan(10_240);
  });
});

describe("security headers and caching", () => {
  it("forbids framing, sniffing and other origins", () => {
    expect(SECURITY_HEADERS["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(SECURITY_HEADERS["content-security-policy"]).toContain("connect-src 'self'");
    expect(SECURITY_HEADERS["strict-transport-security"]).toMatch(/^max-age=\d{8}; includeSubDomains$/);
    expect(SECURITY_HEADERS["x-content-type-options"]).toBe("nosniff");
    expect(SECURITY_HEADERS["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("caches hashed bundles for a year and revalidates pages", () => {
    expect(cacheControlFor("/_next/static/chunks/a1b2.js")).toContain("immutable");
    expect(cacheControlFor("/games/_.html")).toBe("public, max-age=0, must-revalidate");
  });
});
