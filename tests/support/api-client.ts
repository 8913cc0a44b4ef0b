/**
 * Drives the API handler the way API Gateway does (v2 events), for integration tests, or a
 * running local API over real HTTP, for end-to-end tests. Both return {status, body}.
 */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from "aws-lambda";

export interface Reply<T = any> {
  status: number;
  body: T;
  /** Response headers, lower-case names. */
  headers: Record<string, string>;
}

export type Call = (method: string, path: string, opts?: { body?: unknown; token?: string; rawBody?: string; sourceIp?: string; headers?: Record<string, string> }) => Promise<Reply>;

export function lambdaCaller(handler: (e: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>): Call {
  return async (method, path, opts = {}) => {
    const url = new URL(path, "http://api.local");
    const query = Object.fromEntries(url.searchParams);
    const event = {
      version: "2.0", routeKey: "$default", rawPath: url.pathname, rawQueryString: url.searchParams.toString(),
      headers: { "content-type": "application/json", ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers },
      queryStringParameters: Object.keys(query).length ? query : undefined,
      requestContext: { http: { method, path: url.pathname, protocol: "HTTP/1.1", sourceIp: opts.sourceIp ?? "127.0.0.1", userAgent: "test" }, requestId: "t", routeKey: "$default", stage: "$default", accountId: "", apiId: "", domainName: "", domainPrefix: "", time: "", timeEpoch: 0 },
      body: opts.rawBody ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)),
      isBase64Encoded: false,
    } satisfies APIGatewayProxyEventV2;
    const res = await handler(event);
    const headers = Object.fromEntries(Object.entries(res.headers ?? {}).map(([k, v]) => [k.toLowerCase(), String(v)]));
    return { status: res.statusCode ?? 200, body: res.body ? JSON.parse(res.body) : undefined, headers };
  };
}

export function httpCaller(baseUrl: string): Call {
  return async (method, path, opts = {}) => {
    // Appended, not resolved: the base ends in /api (`<origin>/api`), as the deployed site's does.
    const res = await fetch(`${baseUrl.replace(/\/$/, "")}${path}`, {
      method,
      headers: { "content-type": "application/json", ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers },
      body: opts.rawBody ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: Object.fromEntries(res.headers) };
  };
}

/** A mailed link's parameters (token, next, unsubscribe): in its fragment (functions/src/mail/links.ts). */
export const linkParams = (link: string | URL) => new URLSearchParams(new URL(link).hash.slice(1));

/** Signs in through the real path: request a link, take it from the caught mail, redeem it. */
export async function signIn(call: Call, mail: { waitFor(p: (m: { to: string; subject: string; links: string[] }) => boolean, t?: number): Promise<{ links: string[] }> }, email: string): Promise<string> {
  const before = Date.now();
  const req = await call("POST", "/auth/sign-in", { body: { email } });
  if (req.status !== 202) throw new Error(`sign-in request failed: ${JSON.stringify(req)}`);
  const msg = await mail.waitFor((m) => m.to === email && m.subject.includes("sign-in") && !used.has(m.links[0]!), 20_000);
  const link = msg.links[0]!;
  used.add(link);
  const token = linkParams(link).get("token")!;
  const red = await call("POST", "/auth/redeem", { body: { token } });
  if (red.status !== 200) throw new Error(`redeem failed after ${Date.now() - before} ms: ${JSON.stringify(red)}`);
  return red.body.session;
}

const used = new Set<string>();

/** A session for each address, minted and redeemed as a clicked sign-in link would be (no mail sent). */
export async function sessionsFor<K extends string>(app: { auth: { mintLink(email: string, next: null, ttl: number): Promise<string> } }, call: Call, who: Readonly<Record<K, string>>, ttl: number): Promise<Record<K, string>> {
  const out = {} as Record<K, string>;
  for (const [name, email] of Object.entries(who) as [K, string][]) {
    out[name] = (await call("POST", "/auth/redeem", { body: { token: await app.auth.mintLink(email, null, ttl) } })).body.session;
  }
  return out;
}
