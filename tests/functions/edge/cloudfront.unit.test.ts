/**
 * CloudFront's own rules as the local server applies them: which behaviour a path falls under,
 * how the response headers policy meets the origin's headers, and when a response is compressed.
 * Each row is a sentence of CloudFront's developer guide.
 */
import { describe, expect, it } from "vitest";
import { applyHeadersPolicy, behaviourFor, compressionFor, matchesPathPattern } from "../../../functions/src/edge/cloudfront";
import { BEHAVIOURS, CACHE_POLICIES, policyHeaders } from "../../../functions/src/edge/distribution";

describe("path patterns", () => {
  it.each([
    ["/api/*", "/api/games", true],
    ["/api/*", "/api/", true],
    // `/api/*` does not cover `/api` itself, nor a longer first segment.
    ["/api/*", "/api", false],
    ["/api/*", "/apis/games", false],
    // Case-sensitive.
    ["/api/*", "/API/games", false],
    ["/img/?.png", "/img/a.png", true],
    ["/img/?.png", "/img/ab.png", false],
    ["*.js", "/_next/static/a.js", true],
    ["*", "/anything/at/all", true],
  ])("%s against %s: %s", (pattern, path, matches) => {
    expect(matchesPathPattern(pattern, path)).toBe(matches);
  });

  it("serves /api/* from the API and everything else, /api included, from the site", () => {
    expect(behaviourFor(BEHAVIOURS, "/api/games/abc").origin).toBe("api");
    expect(behaviourFor(BEHAVIOURS, "/api").origin).toBe("site");
    expect(behaviourFor(BEHAVIOURS, "/games/abc").origin).toBe("site");
  });
});

describe("response headers policy", () => {
  const policy = [
    { name: "x-frame-options", value: "DENY", override: true },
    { name: "content-security-policy", value: "default-src 'self'", override: false },
  ];

  it("replaces the origin's header when the policy overrides, keeps it when it does not, adds what is missing", () => {
    expect(applyHeadersPolicy({ "X-Frame-Options": "SAMEORIGIN", "Content-Security-Policy": "default-src 'none'" }, policy)).toEqual({
      "x-frame-options": "DENY", "content-security-policy": "default-src 'none'",
    });
    expect(applyHeadersPolicy({ "content-type": "text/html" }, policy)).toEqual({
      "content-type": "text/html", "x-frame-options": "DENY", "content-security-policy": "default-src 'self'",
    });
  });

  it("is, for the site, CSP with frame-ancestors 'none', HSTS, nosniff, DENY framing and the referrer policy, all overriding", () => {
    const headers = Object.fromEntries(policyHeaders().map((h) => [h.name, h]));
    expect(headers["content-security-policy"]!.value).toContain("frame-ancestors 'none'");
    expect(headers["content-security-policy"]!.value).toContain("connect-src 'self'");
    expect(headers["strict-transport-security"]!.value).toMatch(/^max-age=\d{8}; includeSubDomains$/);
    expect(headers["x-content-type-options"]!.value).toBe("nosniff");
    expect(headers["x-frame-options"]!.value).toBe("DENY");
    expect(headers["referrer-policy"]!.value).toBe("strict-origin-when-cross-origin");
    expect(policyHeaders().every((h) => h.override)).toBe(true);
  });
});

describe("compression", () => {
  const html = { "content-type": "text/html; charset=utf-8" };
  const base = { compress: true, cachePolicy: CACHE_POLICIES.CachingOptimized, acceptEncoding: "gzip, deflate, br", headers: html, bodyBytes: 5_000 };

  it.each([
    ["Brotli when the viewer accepts both", {}, "br"],
    ["gzip when the viewer accepts only gzip", { acceptEncoding: "gzip" }, "gzip"],
    ["nothing when the viewer accepts neither", { acceptEncoding: "identity" }, null],
    ["nothing without Accept-Encoding", { acceptEncoding: undefined }, null],
    ["nothing for a type not on CloudFront's list", { headers: { "content-type": "image/png" } }, null],
    ["JavaScript and JSON and SVG", { headers: { "content-type": "application/json" } }, "br"],
    ["nothing under 1,000 bytes", { bodyBytes: 999 }, null],
    ["from 1,000 bytes", { bodyBytes: 1_000 }, "br"],
    ["nothing over 10,000,000 bytes", { bodyBytes: 10_000_001 }, null],
    ["nothing the origin encoded already", { headers: { ...html, "content-encoding": "gzip" } }, null],
    ["nothing when the behaviour does not compress", { compress: false }, null],
    ["nothing under a cache policy with caching disabled", { cachePolicy: CACHE_POLICIES.CachingDisabled }, null],
  ] as const)("%s", (_, change, expected) => {
    expect(compressionFor({ ...base, ...change })).toBe(expected);
  });
});
