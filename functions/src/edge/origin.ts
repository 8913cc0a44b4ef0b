/**
 * The API answers only requests that came through our CloudFront distribution. The execute-api
 * endpoint is public (CloudFront reaches the API through it: turning it off needs a custom domain
 * on the API), so CloudFront adds a secret header to every request it sends the API, and the API
 * refuses a request without it: otherwise anyone could call the endpoint directly and forge the
 * `cloudfront-viewer-address` header that per-client limits key on.
 *
 * Rotation: the stack accepts the current secret and, during a rotation, the previous one
 * (docs/deploy.md), so requests already in flight with the old value still pass while
 * CloudFront's edges take up the new one.
 */
import { createHash, timingSafeEqual } from "node:crypto";

/** The header CloudFront sets on origin requests to the API (it replaces one a viewer sends). */
export const ORIGIN_SECRET_HEADER = "x-origin-verify";

/** The environment variable holding the accepted secrets: the current one first, comma-separated. */
export const ORIGIN_SECRETS_ENV = "EDGE_SECRETS";

/** The shortest secret the stack accepts; shorter ones would be guessable. */
export const MIN_SECRET_LENGTH = 32;

/** The accepted secrets from ORIGIN_SECRETS_ENV's value (empty: none configured). */
export function parseOriginSecrets(value: string | undefined): string[] {
  return (value ?? "").split(",").map((s) => s.trim()).filter((s) => s.length > 0);
}

/**
 * Whether to admit a request with these headers. With no accepted secrets (local runs and tests
 * that set none) everything is admitted; the stack always sets them. Headers are matched
 * case-insensitively; a repeated header joined with commas (as API Gateway does) never matches.
 */
export function admitFromEdge(headers: Readonly<Record<string, string | undefined>> | undefined, accepted: readonly string[]): boolean {
  if (accepted.length === 0) return true;
  const sent = Object.entries(headers ?? {}).find(([name]) => name.toLowerCase() === ORIGIN_SECRET_HEADER)?.[1];
  if (sent === undefined || sent === "") return false;
  // Compared as digests in constant time, so neither the value nor its length leaks through timing.
  const digest = (s: string) => createHash("sha256").update(s).digest();
  const given = digest(sent);
  let match = false;
  for (const secret of accepted) match = timingSafeEqual(given, digest(secret)) || match;
  return match;
}
