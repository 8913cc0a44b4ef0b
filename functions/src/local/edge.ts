/**
 * The local stand-in for CloudFront, so `npm start` serves what we deploy: one origin where
 * `/api/*` goes to the API handler (as the same API Gateway HTTP API v2 event AWS sends) and
 * everything else is the web app's static export, routed by the very CloudFront Function the
 * stack deploys and sent with the same security headers and cache lifetimes
 * (functions/src/edge/site.ts). Locally only, it also serves the caught mail: the page at
 * /dev/mail and its JSON at /_local/mail (same origin, so no CORS header at all).
 */
import { randomUUID } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import { extname, resolve, sep } from "node:path";
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from "aws-lambda";
import { API_PREFIX, cacheControlFor, rewrite, SECURITY_HEADERS } from "../edge/site";
import type { MailCatcher } from "./mail-catcher";
import type { DeadLetter } from "./stream-poller";
import { MAIL_PAGE_HTML } from "./mail-page";

export interface LocalEdge {
  /** The server's own address (http://127.0.0.1:<port>); browsers use localhost, which is the same server. */
  readonly url: string;
  readonly port: number;
  stop(): Promise<void>;
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

export function toApiGatewayEvent(req: IncomingMessage, body: Buffer): APIGatewayProxyEventV2 {
  const url = new URL(req.url ?? "/", "http://localhost");
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) if (v !== undefined) headers[k.toLowerCase()] = Array.isArray(v) ? v.join(",") : v;
  const query: Record<string, string> = {};
  for (const [k, v] of url.searchParams) query[k] = query[k] ? `${query[k]},${v}` : v;
  const now = new Date();
  return {
    version: "2.0",
    routeKey: "$default",
    rawPath: url.pathname,
    rawQueryString: url.searchParams.toString(),
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    requestContext: {
      accountId: "local", apiId: "local", domainName: headers.host ?? "localhost", domainPrefix: "localhost",
      http: { method: req.method ?? "GET", path: url.pathname, protocol: "HTTP/1.1", sourceIp: req.socket.remoteAddress ?? "127.0.0.1", userAgent: headers["user-agent"] ?? "" },
      requestId: randomUUID(), routeKey: "$default", stage: "$default",
      time: now.toUTCString(), timeEpoch: now.getTime(),
    },
    body: body.length ? body.toString("utf8") : undefined,
    isBase64Encoded: false,
  };
}

/** Which file of the export answers `pathname` (after the CloudFront Function), or null. */
export function resolveSiteFile(siteDir: string, pathname: string): string | null {
  let uri: string;
  try {
    uri = rewrite(decodeURIComponent(pathname));
  } catch {
    return null;
  }
  const root = resolve(siteDir);
  const file = resolve(root, `.${uri}`);
  // Like S3, nothing outside the bucket: a `..` path is simply not found.
  if (!file.startsWith(root + sep)) return null;
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

export async function startLocalEdge(opts: {
  port: number;
  /** Bind address; 127.0.0.1 unless told otherwise. */
  host?: string;
  handler: (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>;
  mail?: MailCatcher;
  /** The static export (web/out); without it only the API and the mail page are served. */
  siteDir?: string;
  /** Stream records and timers set aside after their retries, listed on the mail page. */
  deadLetters?: () => readonly DeadLetter[];
}): Promise<LocalEdge> {
  const send = (res: import("node:http").ServerResponse, status: number, headers: Record<string, string>, body: string | Buffer, head = false) => {
    res.writeHead(status, { ...SECURITY_HEADERS, ...headers });
    res.end(head ? undefined : body);
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      void (async () => {
        const url = new URL(req.url ?? "/", "http://localhost");
        const method = req.method ?? "GET";
        if (url.pathname === API_PREFIX || url.pathname.startsWith(`${API_PREFIX}/`)) {
          const result = await opts.handler(toApiGatewayEvent(req, Buffer.concat(chunks)));
          send(res, result.statusCode ?? 200, (result.headers ?? {}) as Record<string, string>, result.body ?? "");
          return;
        }
        if (url.pathname === "/_local/mail" && opts.mail) {
          send(res, 200, { "content-type": "application/json", "cache-control": "no-store" }, JSON.stringify({ messages: opts.mail.messages().reverse(), deadLetters: opts.deadLetters?.() ?? [] }));
          return;
        }
        if (url.pathname === "/dev/mail" && opts.mail) {
          send(res, 200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" }, MAIL_PAGE_HTML);
          return;
        }
        // The static site answers only GET and HEAD, like the distribution's default behaviour.
        if (method !== "GET" && method !== "HEAD") {
          send(res, 403, { "content-type": "text/plain" }, "Forbidden");
          return;
        }
        const file = opts.siteDir ? resolveSiteFile(opts.siteDir, url.pathname) : null;
        const head = method === "HEAD";
        if (file) {
          const rel = file.slice(resolve(opts.siteDir!).length).split(sep).join("/");
          send(res, 200, { "content-type": CONTENT_TYPES[extname(file)] ?? "application/octet-stream", "cache-control": cacheControlFor(rel) }, readFileSync(file), head);
          return;
        }
        // CloudFront maps the bucket's 403/404 to the export's 404 page.
        const notFound = opts.siteDir ? resolve(opts.siteDir, "404.html") : null;
        if (notFound && existsSync(notFound)) send(res, 404, { "content-type": CONTENT_TYPES[".html"]!, "cache-control": cacheControlFor("/404.html") }, readFileSync(notFound), head);
        else send(res, 404, { "content-type": "text/plain" }, "Not found", head);
      })().catch((e: Error) => {
        if (!res.headersSent) send(res, 500, { "content-type": "application/json" }, JSON.stringify({ error: { code: "server/error", message: e.message } }));
        else res.end();
      });
    });
  });
  const host = opts.host ?? "127.0.0.1";
  await new Promise<void>((resolvePromise, reject) => {
    server.once("error", reject);
    server.listen(opts.port, host, () => resolvePromise());
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : opts.port;
  return {
    port,
    url: `http://${host}:${port}`,
    stop: () => new Promise((r) => { server.closeAllConnections(); server.close(() => r()); }),
  };
}
