/**
 * The API answers only what came through CloudFront: with origin secrets configured, a request
 * without the secret header, or with a wrong or stale one, is refused before any route runs
 * (a direct call to the execute-api URL could otherwise forge the client address the sign-in
 * limits key on); during a rotation both secrets pass.
 */
import type { APIGatewayProxyEventV2 } from "aws-lambda";
import { describe, expect, it } from "vitest";
import { makeApiHandler, type ApiDeps } from "../../../functions/src/http/api";

const current = "c".repeat(40);
const previous = "p".repeat(40);
// No route is reached on a refusal, and an unknown route needs no use case: the deps are never read.
const api = (edgeSecrets?: string[]) => makeApiHandler({ ...({} as ApiDeps), ...(edgeSecrets ? { edgeSecrets } : {}) });
const event = (headers: Record<string, string | undefined>): APIGatewayProxyEventV2 => ({
  rawPath: "/api/no-such-route", headers, requestContext: { http: { method: "GET" } },
} as unknown as APIGatewayProxyEventV2);
const codeOf = (res: { body?: string }) => (JSON.parse(res.body ?? "{}") as { error?: { code?: string } }).error?.code;

describe("the API behind CloudFront", () => {
  it("refuses a call without the origin secret, with a wrong one, or with one that is only a prefix of it, as 403 JSON", async () => {
    for (const headers of [{}, { "x-origin-verify": "wrong".repeat(8) }, { "x-origin-verify": current.slice(0, 39) }, { "cloudfront-viewer-address": "1.2.3.4:5" }]) {
      const res = await api([current])(event(headers));
      expect(res.statusCode).toBe(403);
      expect(codeOf(res)).toBe("edge/direct-call");
    }
  });

  it("admits the current secret, and the previous one during a rotation (the route then decides)", async () => {
    for (const secret of [current, previous]) {
      const res = await api([current, previous])(event({ "x-origin-verify": secret }));
      expect(codeOf(res)).toBe("route/not-found");
    }
    expect(codeOf(await api([current])(event({ "x-origin-verify": previous })))).toBe("edge/direct-call");
  });

  it("admits everything where no secret is configured (tests and composed handlers without the stack)", async () => {
    expect(codeOf(await api()(event({})))).toBe("route/not-found");
  });
});
