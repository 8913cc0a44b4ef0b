/**
 * CloudFront's own rules, as its developer guide states them, for the local server to apply to
 * our distribution's definition (./distribution.ts): which cache behaviour a path falls under,
 * how a response headers policy meets the origin's headers, and when CloudFront compresses.
 */
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";

/**
 * A behaviour's path pattern against a request path: case-sensitive, `*` any run of
 * characters, `?` exactly one; `*` alone is the default behaviour.
 */
export function matchesPathPattern(pattern: string, path: string): boolean {
  const regex = pattern.split("").map((c) => (c === "*" ? ".*" : c === "?" ? "." : c.replace(/[.+^${}()|[\]\\]/g, "\\$&"))).join("");
  return new RegExp(`^${regex}$`).test(path);
}

/** The behaviour that serves `path`: the first whose pattern matches (the default `*` last). */
export function behaviourFor<B extends { readonly pathPattern: string }>(behaviours: readonly B[], path: string): B {
  const found = behaviours.find((b) => matchesPathPattern(b.pathPattern, path));
  if (!found) throw new Error(`no behaviour serves ${path}: the default behaviour (*) must come last`);
  return found;
}

/** One header a response headers policy sets. */
export interface PolicyHeader {
  readonly name: string;
  readonly value: string;
  /** true: replaces the origin's header of that name; false: only added when the origin sent none. */
  readonly override: boolean;
}

/** The response as the viewer gets it after the policy (header names lower-case). */
export function applyHeadersPolicy(headers: Readonly<Record<string, string>>, policy: readonly PolicyHeader[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers)) out[k.toLowerCase()] = v;
  for (const h of policy) if (h.override || !(h.name in out)) out[h.name] = h.value;
  return out;
}

/** The Content-Types CloudFront compresses (its guide's list, media type only). */
export const COMPRESSIBLE_TYPES: ReadonlySet<string> = new Set([
  "application/dash+xml", "application/eot", "application/font", "application/font-sfnt", "application/javascript", "application/json",
  "application/opentype", "application/otf", "application/pkcs7-mime", "application/protobuf", "application/rss+xml", "application/truetype",
  "application/ttf", "application/vnd.apple.mpegurl", "application/vnd.ms-fontobject", "application/xhtml+xml", "application/xml",
  "application/x-font-opentype", "application/x-font-truetype", "application/x-font-ttf", "application/x-httpd-cgi", "application/x-javascript",
  "application/x-mpegurl", "application/x-opentype", "application/x-otf", "application/x-perl", "application/x-ttf", "font/eot", "font/opentype",
  "font/otf", "font/ttf", "image/svg+xml", "text/css", "text/csv", "text/html", "text/javascript", "text/js", "text/plain", "text/richtext",
  "text/tab-separated-values", "text/xml", "text/x-component", "text/x-java-source", "text/x-script", "vnd.apple.mpegurl",
]);

/** CloudFront compresses objects of 1,000 to 10,000,000 bytes only. */
export const COMPRESSIBLE_BYTES = { min: 1_000, max: 10_000_000 } as const;

export type Encoding = "br" | "gzip";

/**
 * The encoding CloudFront gives this response, or null. It compresses only when the behaviour
 * says so and its cache policy caches that encoding (a policy with caching disabled caches
 * neither), the viewer accepts it (Brotli preferred), the type is on the list, the size is in
 * range, and the origin has not encoded the body already.
 */
export function compressionFor(opts: {
  compress: boolean;
  cachePolicy: { readonly gzip: boolean; readonly brotli: boolean };
  acceptEncoding: string | undefined;
  headers: Readonly<Record<string, string>>;
  bodyBytes: number;
}): Encoding | null {
  if (!opts.compress) return null;
  if (opts.headers["content-encoding"]) return null;
  const type = (opts.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
  if (!COMPRESSIBLE_TYPES.has(type)) return null;
  if (opts.bodyBytes < COMPRESSIBLE_BYTES.min || opts.bodyBytes > COMPRESSIBLE_BYTES.max) return null;
  const accepted = new Set((opts.acceptEncoding ?? "").split(",").map((e) => e.split(";")[0]!.trim().toLowerCase()));
  if (opts.cachePolicy.brotli && accepted.has("br")) return "br";
  if (opts.cachePolicy.gzip && accepted.has("gzip")) return "gzip";
  return null;
}

export function encode(body: Buffer, encoding: Encoding): Buffer {
  return encoding === "br"
    ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipSync(body);
}
