/**
 * An optional AWS WAF web ACL for the distribution (setting `wafRateLimit`, off by default):
 * one rate-based rule that blocks a client address sending more than the limit in any five
 * minutes, everything else allowed. CloudFront takes web ACLs from us-east-1 only, so bin/app.ts
 * puts this in a small us-east-1 stack when Backroom itself is elsewhere. About $6 a month
 * (docs/deploy.md#cost).
 */
import { CfnWebACL } from "aws-cdk-lib/aws-wafv2";
import { Construct } from "constructs";

export interface FirewallProps {
  /** Requests one client address may send in any five minutes before it is blocked. */
  readonly requestsPerFiveMinutes: number;
}

/** WAF's floor for a rate-based rule's limit. */
export const MIN_RATE_LIMIT = 10;

export class Firewall extends Construct {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: FirewallProps) {
    super(scope, id);
    if (!Number.isInteger(props.requestsPerFiveMinutes) || props.requestsPerFiveMinutes < MIN_RATE_LIMIT) {
      throw new Error(`wafRateLimit must be a whole number of requests per five minutes, at least ${MIN_RATE_LIMIT}, got ${props.requestsPerFiveMinutes}`);
    }
    const visibility = (metricName: string) => ({ cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true, metricName });
    this.webAcl = new CfnWebACL(this, "WebAcl", {
      description: "Backroom: block a client address that floods the site or the API",
      scope: "CLOUDFRONT",
      defaultAction: { allow: {} },
      visibilityConfig: visibility("BackroomWebAcl"),
      rules: [{
        name: "RatePerClientAddress",
        priority: 0,
        action: { block: {} },
        statement: { rateBasedStatement: { limit: props.requestsPerFiveMinutes, aggregateKeyType: "IP", evaluationWindowSec: 300 } },
        visibilityConfig: visibility("BackroomRatePerClientAddress"),
      }],
    });
  }

  get arn(): string {
    return this.webAcl.attrArn;
  }
}
