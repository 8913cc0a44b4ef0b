/**
 * What the web app's static files are, for CloudFront (infra/lib/web-site.ts, through
 * ./distribution.ts) and for the local server (functions/src/local/edge.ts): where the API sits,
 * the Content-Security-Policy and other security header values, and the cache lifetimes the
 * files are uploaded with.
 */

/** The path prefix CloudFront routes to the HTTP API; everything else is the static export. */
export const API_PREFIX = "/api";

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

/** Next's hashed bundles never change under one name; pages and their data must be revalidated. */
export const IMMUTABLE_PREFIX = "/_next/static/";
export const CACHE_CONTROL = {
  immutable: "public, max-age=31536000, immutable",
  page: "public, max-age=0, must-revalidate",
} as const;

export function cacheControlFor(file: string): string {
  return file.startsWith(IMMUTABLE_PREFIX) ? CACHE_CONTROL.immutable : CACHE_CONTROL.page;
}
