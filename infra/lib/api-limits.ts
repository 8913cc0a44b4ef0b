/**
 * What keeps the HTTP API cheap and hard to abuse, besides the function's own per-address
 * sign-in limit: stage throttles per route (sign-in far below game reads; API Gateway counts
 * them for the whole stage, not per client), the origin secret CloudFront sends so that only
 * CloudFront may call the API (functions/src/edge/origin.ts), and an optional WAF web ACL with a
 * rate-based rule per client address on the distribution (./firewall.ts).
 */
import type { HttpRoute, IHttpStage } from "aws-cdk-lib/aws-apigatewayv2";
import { type CfnRoute, CfnStage } from "aws-cdk-lib/aws-apigatewayv2";
import { MIN_SECRET_LENGTH } from "@backroom/functions/edge/origin";

export interface Throttle {
  /** Requests per second, sustained. */
  readonly rateLimit: number;
  readonly burstLimit: number;
}

export const API_THROTTLES = {
  /** Every route: a ceiling on cost, far above what turn-based play (and its polling) needs. */
  stage: { rateLimit: 50, burstLimit: 100 },
  /**
   * Sign-in, resend and redeem: each sign-in request sends an email. A group of friends signs
   * in a few times a day; a flood is stopped here before it reaches SES.
   */
  auth: { rateLimit: 1, burstLimit: 5 },
} as const satisfies Record<string, Throttle>;

/** The route that takes every /api/auth/* request, whatever its method or trailing slash. */
export const AUTH_ROUTE_KEY = "ANY /api/auth/{proxy+}";

/** Gives the routes their own throttles on the stage (the L2 stage knows only the default). */
export function throttleRoutes(stage: IHttpStage, limits: ReadonlyArray<{ route: HttpRoute; throttle: Throttle }>): void {
  const cfn = stage.node.defaultChild as CfnStage;
  cfn.routeSettings = Object.fromEntries(limits.map(({ route, throttle }) => [
    (route.node.defaultChild as CfnRoute).routeKey, { ThrottlingRateLimit: throttle.rateLimit, ThrottlingBurstLimit: throttle.burstLimit },
  ]));
  // A stage naming a route that does not exist yet is refused.
  for (const { route } of limits) stage.node.addDependency(route);
}

/** Secrets travel in an HTTP header: long, and only characters no proxy rewrites. */
export function checkOriginSecret(name: string, value: string): string {
  if (!new RegExp(`^[A-Za-z0-9._~-]{${MIN_SECRET_LENGTH},}$`).test(value)) {
    throw new Error(`${name} must be at least ${MIN_SECRET_LENGTH} characters of A-Z a-z 0-9 . _ ~ - (e.g. \`openssl rand -hex 32\`)`);
  }
  return value;
}
