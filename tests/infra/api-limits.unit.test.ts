/**
 * The API only behind CloudFront, with limits that cannot be forged: the secret CloudFront sends
 * reaches the API function (and only it) as the accepted secrets, current first; sign-in is
 * throttled far below the rest on a route that exists before the stage names it; the optional
 * WAF web ACL limits each client address; bad secrets and a web ACL outside us-east-1 are refused.
 */
import { afterAll, describe, expect, it } from "vitest";
import { ORIGIN_SECRET_HEADER, ORIGIN_SECRETS_ENV } from "../../functions/src/edge/origin";
import { API_THROTTLES, AUTH_ROUTE_KEY } from "../../infra/lib/api-limits";
import { cleanupSynths, logicalId, synthStack } from "../support/cdk";

afterAll(cleanupSynths);
const CURRENT = "c0ffee".repeat(8);
const OTHER = "decade".repeat(8);
const { stack, template } = synthStack({ originSecret: CURRENT, otherOriginSecret: OTHER, wafRateLimit: 1000 });
const env = (which: "api" | "notifier" | "reminder" | "mailEvents") =>
  template.findResources("AWS::Lambda::Function")[logicalId(stack[which].fn)]!.Properties.Environment.Variables as Record<string, unknown>;

describe("the origin secret", () => {
  it("is what CloudFront sends, and what the API accepts, with the rotation's other secret after it", () => {
    expect(env("api")[ORIGIN_SECRETS_ENV]).toBe(`${CURRENT},${OTHER}`);
    const config = Object.values(template.findResources("AWS::CloudFront::Distribution"))[0]!.Properties.DistributionConfig;
    const apiOrigin = (config.Origins as Array<{ Id: string; OriginCustomHeaders?: unknown }>).find((o) => o.Id === config.CacheBehaviors[0].TargetOriginId)!;
    expect(apiOrigin.OriginCustomHeaders).toEqual([{ HeaderName: ORIGIN_SECRET_HEADER, HeaderValue: CURRENT }]);
  });

  it("is given to no other function", () => {
    for (const which of ["notifier", "reminder", "mailEvents"] as const) expect(env(which)[ORIGIN_SECRETS_ENV]).toBeUndefined();
  });

  it.each([
    ["a short secret", { originSecret: "short" }, /originSecret must be at least 32 characters/],
    ["a secret with characters a header could mangle", { originSecret: `${"a".repeat(32)} ;` }, /originSecret must be/],
    ["a rotation secret without the current one", { otherOriginSecret: OTHER }, /otherOriginSecret needs originSecret/],
  ])("refuses %s at synth", (_, props, error) => {
    expect(() => synthStack(props)).toThrow(error);
  });
});

describe("throttles", () => {
  it("hold sign-in (every /api/auth/* request) far below the rest, on its own route", () => {
    expect(API_THROTTLES.auth.rateLimit * 10).toBeLessThanOrEqual(API_THROTTLES.stage.rateLimit);
    const stage = Object.entries(template.findResources("AWS::ApiGatewayV2::Stage"))[0]!;
    expect(stage[1].Properties.RouteSettings).toEqual({ [AUTH_ROUTE_KEY]: { ThrottlingRateLimit: API_THROTTLES.auth.rateLimit, ThrottlingBurstLimit: API_THROTTLES.auth.burstLimit } });
    const [routeId] = Object.keys(template.findResources("AWS::ApiGatewayV2::Route", { Properties: { RouteKey: AUTH_ROUTE_KEY } }));
    // CloudFormation refuses a stage whose route settings name a route it has not made yet.
    expect(stage[1].DependsOn).toContain(routeId);
  });
});

describe("the WAF web ACL", () => {
  it("blocks a client address past the limit in five minutes, allows the rest, and guards the distribution", () => {
    template.hasResourceProperties("AWS::WAFv2::WebACL", {
      Scope: "CLOUDFRONT",
      DefaultAction: { Allow: {} },
      Rules: [{
        Name: "RatePerClientAddress", Priority: 0, Action: { Block: {} },
        Statement: { RateBasedStatement: { Limit: 1000, AggregateKeyType: "IP", EvaluationWindowSec: 300 } },
        VisibilityConfig: { CloudWatchMetricsEnabled: true, SampledRequestsEnabled: true, MetricName: "BackroomRatePerClientAddress" },
      }],
    });
    const config = Object.values(template.findResources("AWS::CloudFront::Distribution"))[0]!.Properties.DistributionConfig;
    expect(config.WebACLId).toEqual({ "Fn::GetAtt": [stack.getLogicalId(stack.firewall!.webAcl), "Arn"] });
  });

  it("is off unless asked for, and must be made in us-east-1", () => {
    synthStack().template.resourceCountIs("AWS::WAFv2::WebACL", 0);
    expect(() => synthStack({ wafRateLimit: 1000, env: { account: "123456789012", region: "eu-west-1" } })).toThrow(/must be made in us-east-1/);
    expect(() => synthStack({ wafRateLimit: 5 })).toThrow(/at least 10/);
  });
});
