/**
 * How the web app is served, defined once for CloudFront (infra/lib/web-site.ts) and for the
 * local server (functions/src/local/edge.ts): the viewer-request rewrite (a CloudFront Function,
 * ./viewer-request.js), the security headers, and the cache lifetimes of the static files.
 */
import { readFileSync } from "node:fs";

/** The path prefix CloudFront routes to the HTTP API; everything else is the static export. */
export const API_PREFIX = "/api";

export const VIEWER_REQUEST_FILE = new URL("./viewer-request.js", import.meta.url);

/** The CloudFront Function's source, exactly as deployed. */
export function viewerRequestSource(): string {
  return readFileSync(VIEWER_REQUEST_FILE, "utf8");
}

type ViewerRequest = { request: { uri: string; method?: string; headers?: Record<string, unknown> } };
let compiled: ((event: ViewerRequest) => { uri: string }) | undefined;

/** Runs the CloudFront Function on a path: which file of the export answers it. */
export function rewrite(uri: string): string {
  compiled ??= new Function(`${viewerRequestSource()}\nreturn handler;`)() as (event: ViewerRequest) => { uri: string };
  return compiled({ request: { uri, method: "GET", headers: {} } }).uri;
}

/**
 * The Content-Security-Policy of every page. The static export inlines its bootstrap scripts
 * and styles, so `'unsafe-inline'` is needed for those; nothing is loaded from another origin.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/** Two years, with subdomains: the site is HTTPS-only (CloudFront redirects HTTP). */
export const HSTS_SECONDS = 63_072_000;
export const REFERRER_POLICY = "strict-origin-when-cross-origin";

/** The security headers as HTTP headers, for the local server (CloudFront's policy sets the same). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "content-security-policy": CONTENT_SECURITY_POLICY,
  "strict-transport-security": `max-age=${HSTS_SECONDS}; includeSubDomains`,
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": REFERRER_POLICY,
};

/** Next's hashed bundles never change under one name; pages and their data must be revalidated. */
export const IMMUTABLE_PREFIX = "/_next/static/";
export const CACHE_CONTROL = {
  immutable: "public, max-age=31536000, immutable",
  page: "public, max-age=0, must-revalidate",
} as const;

export function cacheControlFor(file: string): string {
  return file.startsWith(IMMUTABLE_PREFIX) ? CACHE_CONTROL.immutable : CACHE_CONTROL.page;
}
