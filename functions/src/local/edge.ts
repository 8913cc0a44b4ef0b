/**
 * The local stand-in for CloudFront, so `npm start` serves what we deploy: it runs the
 * distribution's one definition (functions/src/edge/distribution.ts) with CloudFront's rules
 * (functions/src/edge/cloudfront.ts). A request falls under the first behaviour whose path
 * pattern matches; `/api/*` goes to the API handler (as the API Gateway HTTP API v2 event AWS
 * sends, with the headers CloudFront adds) and passes back as it is; everything else is the
 * static export, routed by the very CloudFront Functions the stack deploys, read from the
 * export as S3 answers (functions/src/edge/bucket.ts), then given the response headers policy
 * (with its override rule) and compressed when CloudFront would.
 *
 * Locally only, it also serves the caught mail: the page at /dev/mail and its JSON at
 * /_local/mail (same origin, so no CORS header at all).
 */
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from "aws-lambda";
import { siteObject, type OriginResponse } from "../edge/bucket";
import { applyHeadersPolicy, behaviourFor, compressionFor, encode } from "../edge/cloudfront";
import { BEHAVIOURS, type Behaviour, policyHeaders } from "../edge/distribution";
import {
  compileFunction, exportedFiles, fromFunctionHeaders, functionBody, type FunctionEvent, type FunctionRequest, type FunctionResponse,
  toFunctionHeaders, viewerRequestCode, viewerResponseCode,
} from "../edge/functions";
import { ORIGIN_SECRET_HEADER } from "../edge/origin";
import type { MailCatcher } from "./mail-catcher";
import type { DeadLetter, StreamNotice } from "./stream-poller";
import { MAIL_PAGE_HTML } from "./mail-page";
import type { LocalReply, SentReply } from "./reply-sender";

export interface LocalEdge {
  /** The server's own address (http://127.0.0.1:<port>); browsers use localhost, which is the same server. */
  readonly url: string;
  readonly port: number;
  stop(): Promise<void>;
}

/** A viewer request as the edge received it. */
interface ViewerRequest {
  readonly method: string;
  readonly url: URL;
  /** Lower-case names; repeated headers joined with commas. */
  readonly headers: Record<string, string>;
  readonly body: Buffer;
  readonly address: string;
  readonly port: number;
}

/**
 * The event API Gateway gives the API for a request CloudFront forwards: every viewer header but
 * Host (the managed AllViewerExceptHostHeader policy), plus the headers CloudFront sets itself,
 * which replace any a viewer sent under the same names.
 */
export function toApiGatewayEvent(viewer: ViewerRequest, added: Record<string, string> = {}): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(viewer.headers)) if (k !== "host") headers[k] = v;
  Object.assign(headers, added);
  const query: Record<string, string> = {};
  for (const [k, v] of viewer.url.searchParams) query[k] = query[k] ? `${query[k]},${v}` : v;
  const now = new Date();
  return {
    version: "2.0",
    routeKey: "$default",
    rawPath: viewer.url.pathname,
    rawQueryString: viewer.url.searchParams.toString(),
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    requestContext: {
      accountId: "local", apiId: "local", domainName: "localhost", domainPrefix: "localhost",
      http: { method: viewer.method, path: viewer.url.pathname, protocol: "HTTP/1.1", sourceIp: viewer.address, userAgent: headers["user-agent"] ?? "" },
      requestId: randomUUID(), routeKey: "$default", stage: "$default",
      time: now.toUTCString(), timeEpoch: now.getTime(),
    },
    body: viewer.body.length ? viewer.body.toString("utf8") : undefined,
    isBase64Encoded: false,
  };
}

function fromApiResult(result: APIGatewayProxyStructuredResultV2): OriginResponse & { cookies: string[] } {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(result.headers ?? {})) headers[k.toLowerCase()] = String(v);
  const body = Buffer.from(result.body ?? "", result.isBase64Encoded ? "base64" : "utf8");
  return { status: result.statusCode ?? 200, headers, body, cookies: result.cookies ?? [] };
}

/** CloudFront's own answer to a method the behaviour does not allow. */
const METHOD_NOT_ALLOWED: OriginResponse = {
  status: 403,
  headers: { "content-type": "text/html" },
  body: Buffer.from("<h1>403 ERROR</h1><p>This distribution is not configured to allow the HTTP request method that was used for this request.</p>"),
};

export async function startLocalEdge(opts: {
  port: number;
  /** Bind address; 127.0.0.1 unless told otherwise. */
  host?: string;
  handler: (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>;
  mail?: MailCatcher;
  /** The static export (web/out); without it every site path is a missing object. */
  siteDir?: string;
  /** Stream records and timers set aside after their retries, listed on the mail page. */
  deadLetters?: () => readonly DeadLetter[];
  /** The secret CloudFront adds to every request it sends the API (ORIGIN_SECRET_HEADER); none: not added. */
  originSecret?: string;
  /** What the stream poller did on its own (e.g. read a trimmed shard again from its oldest record). */
  notices?: () => readonly StreamNotice[];
  /** Sends a reply to a caught mail through the local inbound server (POST /_local/reply); none: no reply form. */
  reply?: (reply: LocalReply) => Promise<SentReply>;
}): Promise<LocalEdge> {
  // The functions are built from the export as it is now, exactly as a deploy builds them.
  const viewerRequest = compileFunction<FunctionRequest | FunctionResponse>(viewerRequestCode(opts.siteDir ? exportedFiles(opts.siteDir) : []));
  const viewerResponse = compileFunction<FunctionResponse>(viewerResponseCode());
  const policy = policyHeaders();

  const fromOrigin = async (behaviour: Behaviour, viewer: ViewerRequest): Promise<OriginResponse & { cookies?: string[] }> => {
    if (behaviour.origin === "api") {
      const added: Record<string, string> = { "cloudfront-viewer-address": `${viewer.address}:${viewer.port}` };
      if (opts.originSecret) added[ORIGIN_SECRET_HEADER] = opts.originSecret;
      return fromApiResult(await opts.handler(toApiGatewayEvent(viewer, added)));
    }
    const event = (request: FunctionRequest, response?: FunctionResponse): FunctionEvent => ({
      version: "1.0", context: { eventType: response ? "viewer-response" : "viewer-request" }, viewer: { ip: viewer.address }, request, ...(response ? { response } : {}),
    });
    let request: FunctionRequest = {
      method: viewer.method, uri: viewer.url.pathname, headers: toFunctionHeaders(viewer.headers),
      querystring: Object.fromEntries([...viewer.url.searchParams].map(([k, v]) => [k, { value: v }])), cookies: {},
    };
    if (behaviour.viewerRequest) {
      const out = viewerRequest(event(request));
      // A function may answer the viewer itself; then neither the cache nor the origin is asked.
      if ("statusCode" in out) return { status: out.statusCode, headers: fromFunctionHeaders(out.headers), body: functionBody(out) };
      request = out;
    }
    const stored = siteObject(opts.siteDir ?? "/nonexistent-export", request.uri);
    // CloudFront skips viewer-response functions on an origin error (400 and above).
    if (!behaviour.viewerResponse || stored.status >= 400) return stored;
    const out = viewerResponse(event(request, { statusCode: stored.status, headers: toFunctionHeaders(stored.headers) }));
    return { status: out.statusCode, headers: fromFunctionHeaders(out.headers), body: stored.body };
  };

  const respond = async (viewer: ViewerRequest): Promise<OriginResponse & { cookies?: string[] }> => {
    const behaviour = behaviourFor(BEHAVIOURS, viewer.url.pathname);
    const origin = behaviour.methods.includes(viewer.method) ? await fromOrigin(behaviour, viewer) : METHOD_NOT_ALLOWED;
    const headers = applyHeadersPolicy(origin.headers, policy);
    const encoding = compressionFor({
      compress: behaviour.compress, cachePolicy: behaviour.cachePolicy, acceptEncoding: viewer.headers["accept-encoding"], headers, bodyBytes: origin.body.length,
    });
    if (!encoding) return { ...origin, headers: { ...headers, "content-length": String(origin.body.length) } };
    const body = encode(origin.body, encoding);
    return { ...origin, body, headers: { ...headers, "content-encoding": encoding, vary: "Accept-Encoding", "content-length": String(body.length) } };
  };

  const localOnly = async (pathname: string, viewer: { method: string; body: Buffer }): Promise<OriginResponse | null> => {
    if (pathname === "/_local/reply" && viewer.method === "POST" && opts.mail && opts.reply) {
      const json = (status: number, body: unknown) => ({ status, headers: { "content-type": "application/json", "cache-control": "no-store" }, body: Buffer.from(JSON.stringify(body)) });
      const asked = (() => { try { return JSON.parse(viewer.body.toString("utf8")) as { id?: unknown; text?: unknown; verdicts?: unknown }; } catch { return null; } })();
      const mail = opts.mail.messages().find((m) => m.id === asked?.id);
      if (!mail || typeof asked?.text !== "string") return json(400, { error: { code: "request/invalid", message: "Name a caught mail (id) and the reply's text." } });
      try {
        return json(200, await opts.reply({ mail, text: asked.text, ...(asked.verdicts && typeof asked.verdicts === "object" ? { verdicts: asked.verdicts as LocalReply["verdicts"] } : {}) }));
      } catch (e) {
        return json(400, { error: { code: "reply/not-sent", message: (e as Error).message } });
      }
    }
    if (pathname === "/_local/mail" && opts.mail) {
      const json = JSON.stringify({ messages: opts.mail.messages().reverse(), deadLetters: opts.deadLetters?.() ?? [], notices: opts.notices?.() ?? [], replies: opts.reply !== undefined });
      return { status: 200, headers: { "content-type": "application/json", "cache-control": "no-store" }, body: Buffer.from(json) };
    }
    if (pathname === "/dev/mail" && opts.mail) return { status: 200, headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" }, body: Buffer.from(MAIL_PAGE_HTML) };
    return null;
  };

  const send = (res: ServerResponse, method: string, out: OriginResponse & { cookies?: string[] }) => {
    res.writeHead(out.status, { ...out.headers, ...(out.cookies?.length ? { "set-cookie": out.cookies } : {}) });
    res.end(method === "HEAD" ? undefined : out.body);
  };

  const server: Server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const method = req.method ?? "GET";
      void (async () => {
        const headers: Record<string, string> = {};
        for (const [k, v] of Object.entries(req.headers)) if (v !== undefined) headers[k.toLowerCase()] = Array.isArray(v) ? v.join(",") : v;
        const viewer: ViewerRequest = {
          method, url: new URL(req.url ?? "/", "http://localhost"), headers, body: Buffer.concat(chunks),
          address: req.socket.remoteAddress ?? "127.0.0.1", port: req.socket.remotePort ?? 0,
        };
        const local = await localOnly(viewer.url.pathname, viewer);
        send(res, method, local ? { ...local, headers: applyHeadersPolicy(local.headers, policy) } : await respond(viewer));
      })().catch((e: Error) => {
        if (!res.headersSent) send(res, method, { status: 500, headers: { "content-type": "application/json" }, body: Buffer.from(JSON.stringify({ error: { code: "server/error", message: e.message } })) });
        else res.end();
      });
    });
  });
  // An idle connection outlives any client's own keep-alive (undici's 4 s, a browser's minutes at
  // most retried), so no client reuses one the server is just closing: with Node's 5 s default a
  // busy test machine saw ECONNRESET on a poll.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
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
