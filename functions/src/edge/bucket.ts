/**
 * The site bucket as infra/lib/web-site.ts fills it (each file with its content type, cache
 * lifetime and user metadata), and how S3 answers CloudFront for a key, for the local server:
 * the object, or S3's 403 AccessDenied for a key it does not hold (CloudFront reads the bucket
 * through origin access control without s3:ListBucket, so S3 never says 404).
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { extname, resolve, sep } from "node:path";
import { OBJECT_METADATA } from "./distribution";
import { cacheControlFor } from "./site";

export interface OriginResponse {
  readonly status: number;
  /** Lower-case names. */
  readonly headers: Record<string, string>;
  readonly body: Buffer;
}

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".map": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".webmanifest": "application/manifest+json",
};

export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[extname(file)] ?? "application/octet-stream";
}

const ACCESS_DENIED = '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>';

/** S3's answer to a GET of `uri` (a path as CloudFront sends it, percent-encoded). */
export function siteObject(siteDir: string, uri: string): OriginResponse {
  const denied = { status: 403, headers: { "content-type": "application/xml" }, body: Buffer.from(ACCESS_DENIED) };
  let key: string;
  try {
    key = decodeURIComponent(uri);
  } catch {
    return denied;
  }
  const root = resolve(siteDir);
  const file = resolve(root, `.${key}`);
  // A key is a name, not a path: nothing outside the export is ever an object of the bucket.
  if (!file.startsWith(root + sep) || !existsSync(file) || !statSync(file).isFile()) return denied;
  const metadata = Object.entries(OBJECT_METADATA[key] ?? {}).map(([k, v]) => [`x-amz-meta-${k}`, v]);
  const body = readFileSync(file);
  return {
    status: 200,
    headers: { "content-type": contentTypeOf(file), "cache-control": cacheControlFor(key), "content-length": String(body.length), ...Object.fromEntries(metadata) },
    body,
  };
}
