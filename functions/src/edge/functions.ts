/**
 * The distribution's two CloudFront Functions, as deployed and as run locally: their source
 * (the viewer-request one with the static export's file list written in) and a runner that
 * evaluates that very source as CloudFront does (one `handler(event)`), for the local server
 * (functions/src/local/edge.ts) and the tests. infra/lib/web-site.ts deploys the same strings.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { IMMUTABLE_PREFIX } from "./site";

export const FUNCTION_FILES = {
  viewerRequest: new URL("./viewer-request.js", import.meta.url),
  viewerResponse: new URL("./viewer-response.js", import.meta.url),
} as const;

/** CloudFront refuses a function whose code is larger than this. */
export const MAX_FUNCTION_BYTES = 10_240;

const FILES_LINE = "var FILES = {};";

/** The export's files outside the hashed bundles (too many to list, never renamed), as `/`-rooted paths, sorted. */
export function exportedFiles(siteDir: string): string[] {
  const files: string[] = [];
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir)) {
      const path = `${prefix}/${entry}`;
      if (`${path}/` === IMMUTABLE_PREFIX) continue;
      if (statSync(join(dir, entry)).isDirectory()) walk(join(dir, entry), path);
      else files.push(path);
    }
  };
  if (existsSync(siteDir)) walk(siteDir, "");
  return files.sort();
}

/** The viewer-request function's code, with `files` (see exportedFiles) written into it. */
export function viewerRequestCode(files: readonly string[]): string {
  const source = readFileSync(FUNCTION_FILES.viewerRequest, "utf8");
  if (!source.includes(FILES_LINE)) throw new Error(`viewer-request.js must declare \`${FILES_LINE}\` for the file list`);
  const table = JSON.stringify(Object.fromEntries(files.map((f) => [f, 1])));
  // A function replacer: file names may hold `$`, which a replacement string would interpret.
  return withinLimit("viewer-request", source.replace(FILES_LINE, () => `var FILES = ${table};`));
}

export function viewerResponseCode(): string {
  return withinLimit("viewer-response", readFileSync(FUNCTION_FILES.viewerResponse, "utf8"));
}

function withinLimit(name: string, code: string): string {
  const bytes = Buffer.byteLength(code);
  if (bytes > MAX_FUNCTION_BYTES) {
    throw new Error(`The ${name} CloudFront Function would be ${bytes} bytes, over CloudFront's ${MAX_FUNCTION_BYTES}: list fewer files (functions/src/edge/functions.ts)`);
  }
  return code;
}

/** The parts of CloudFront Functions' event objects these functions use. */
export type FunctionHeaders = Record<string, { value: string }>;
export interface FunctionRequest {
  method: string;
  uri: string;
  querystring: Record<string, { value: string }>;
  headers: FunctionHeaders;
  cookies: Record<string, { value: string }>;
}
export interface FunctionResponse {
  statusCode: number;
  statusDescription?: string;
  headers: FunctionHeaders;
  cookies?: Record<string, unknown>;
  /** Only on a response a function makes itself (CloudFront never shows it the origin's body). */
  body?: string | { data: string; encoding: "text" | "base64" };
}
export interface FunctionEvent {
  version: "1.0";
  context: { eventType: "viewer-request" | "viewer-response" };
  viewer: { ip: string };
  request: FunctionRequest;
  response?: FunctionResponse;
}

/** Evaluates a function's code as CloudFront does: one global `handler`, called with the event. */
export function compileFunction<R>(code: string): (event: FunctionEvent) => R {
  return new Function(`${code}\nreturn handler;`)() as (event: FunctionEvent) => R;
}

/** Headers as CloudFront Functions see them: lower-case names, `{ value }` objects. */
export function toFunctionHeaders(headers: Record<string, string>): FunctionHeaders {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), { value: v }]));
}

/** The body of a response a function made, as bytes. */
export function functionBody(response: FunctionResponse): Buffer {
  const body = response.body;
  if (body === undefined) return Buffer.alloc(0);
  if (typeof body === "string") return Buffer.from(body);
  return Buffer.from(body.data, body.encoding === "base64" ? "base64" : "utf8");
}

export function fromFunctionHeaders(headers: FunctionHeaders): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, v.value]));
}
