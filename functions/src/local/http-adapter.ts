/**
 * Serves a Lambda handler over plain HTTP for local use: each request becomes the same API
 * Gateway HTTP API (payload v2) event that AWS would send, and CORS answers as the CDK stack's
 * HttpApi does. Also serves /_local/mail (the mail catcher and the records set aside), which
 * exists only locally and is readable only from the local web app's origin: caught mail holds
 * live sign-in links, so no other web page may read it.
 */
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from "aws-lambda";
import type { MailCatcher } from "./mail-catcher";
import type { DeadLetter } from "./stream-poller";

export interface LocalApi {
  readonly url: string;
  readonly port: number;
  stop(): Promise<void>;
}

const CORS = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "GET,POST,OPTIONS",
  "access-control-allow-headers": "authorization,content-type",
  "access-control-max-age": "600",
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

export async function startLocalApi(opts: {
  port: number;
  handler: (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>;
  mail?: MailCatcher;
  /** The one origin allowed to read /_local/mail from a browser (the local web app). */
  webOrigin?: string;
  deadLetters?: () => DeadLetter[];
}): Promise<LocalApi> {
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      void (async () => {
        if (req.method === "OPTIONS") {
          res.writeHead(204, CORS).end();
          return;
        }
        if (req.url?.startsWith("/_local/mail") && opts.mail) {
          const origin = opts.webOrigin ? { "access-control-allow-origin": opts.webOrigin, vary: "Origin" } : {};
          res.writeHead(200, { ...origin, "content-type": "application/json", "cache-control": "no-store" })
            .end(JSON.stringify({ messages: opts.mail.messages().reverse(), deadLetters: opts.deadLetters?.() ?? [] }));
          return;
        }
        const result = await opts.handler(toApiGatewayEvent(req, Buffer.concat(chunks)));
        res.writeHead(result.statusCode ?? 200, { ...CORS, ...(result.headers as Record<string, string>) }).end(result.body ?? "");
      })().catch((e: Error) => {
        res.writeHead(500, { ...CORS, "content-type": "application/json" }).end(JSON.stringify({ error: { code: "server/error", message: e.message } }));
      });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : opts.port;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
