/**
 * The web app on CloudFront, built from the one edge definition the local server runs
 * (functions/src/edge/distribution.ts): a private bucket read through origin access control, the
 * API under /api/* on the same distribution (uncached, every method, Authorization forwarded,
 * and no error page over its answers), the very CloudFront Functions the local server runs, the
 * security headers, and the custom domain.
 */
import { Match } from "aws-cdk-lib/assertions";
import { afterAll, describe, expect, it } from "vitest";
import { BEHAVIOURS, NOT_FOUND_PAGE, OBJECT_METADATA } from "../../functions/src/edge/distribution";
import { compileFunction, exportedFiles, type FunctionRequest, viewerRequestCode, viewerResponseCode } from "../../functions/src/edge/functions";
import { ORIGIN_SECRET_HEADER } from "../../functions/src/edge/origin";
import { CONTENT_SECURITY_POLICY } from "../../functions/src/edge/site";
import { cleanupSynths, logicalId, synthStack } from "../support/cdk";

afterAll(cleanupSynths);
const { stack, template, siteDir } = synthStack();
const distribution = () => Object.values(template.findResources("AWS::CloudFront::Distribution"))[0]!.Properties.DistributionConfig;

// AWS managed policies' ids (CachingOptimized, CachingDisabled, AllViewerExceptHostHeader).
const CACHING_OPTIMIZED = "658327ea-f89d-4fab-a63d-7e88639e58f6";
const CACHING_DISABLED = "4135ea2d-6df8-44a3-9df3-4b5a84be39ad";
const ALL_VIEWER_EXCEPT_HOST = "b689b0a8-53d0-40ab-baf2-68738e2966ac";

describe("the site bucket", () => {
  it("is private, encrypted and TLS-only, and readable only by this distribution through OAC", () => {
    template.hasResourceProperties("AWS::S3::Bucket", {
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      BucketEncryption: Match.anyValue(),
      LoggingConfiguration: Match.anyValue(),
    });
    template.resourceCountIs("AWS::CloudFront::OriginAccessControl", 1);
    template.hasResourceProperties("AWS::CloudFront::OriginAccessControl", {
      OriginAccessControlConfig: { OriginAccessControlOriginType: "s3", SigningBehavior: "always", SigningProtocol: "sigv4" },
    });
    const policy = Object.values(template.findResources("AWS::S3::BucketPolicy", { Properties: { Bucket: { Ref: logicalId(stack.site.bucket) } } }))[0]!;
    const statements = policy.Properties.PolicyDocument.Statement as Array<{ Effect: string; Principal?: unknown; Action: unknown; Condition?: unknown }>;
    const reads = statements.filter((s) => s.Effect === "Allow" && JSON.stringify(s.Action).includes("s3:GetObject"));
    // The only reader is CloudFront (the other Allow is the CDK's delete-on-teardown of this bucket's objects).
    expect(reads).toHaveLength(1);
    expect(reads[0]!.Principal).toEqual({ Service: "cloudfront.amazonaws.com" });
    expect(reads[0]!.Action).toBe("s3:GetObject");
    expect(JSON.stringify(reads[0]!.Condition)).toContain(logicalId(stack.site.distribution));
    expect(statements.some((s) => s.Effect === "Deny" && JSON.stringify(s.Condition).includes("aws:SecureTransport"))).toBe(true);
  });

  it("receives the static export, bundles cached for a year and pages revalidated, then flushes the edge", () => {
    const deployments = Object.values(template.findResources("Custom::CDKBucketDeployment")).map((d) => d.Properties);
    expect(deployments).toHaveLength(3);
    const pages = deployments.find((d) => d.DistributionPaths)!;
    expect(pages.DistributionPaths).toEqual(["/*"]);
    expect(pages.SystemMetadata).toEqual({ "cache-control": "public, max-age=0, must-revalidate" });
    // The 404 page goes up on its own, with its metadata; the pages' pruning leaves it alone.
    expect(pages.Exclude).toEqual(["_next/static/*", "404.html"]);
    const bundles = deployments.find((d) => d.DestinationBucketKeyPrefix === "_next/static/")!;
    expect(bundles.SystemMetadata).toEqual({ "cache-control": "public, max-age=31536000, immutable" });
    expect(bundles.Prune).toBe(false);
  });

  it("stores the 404 page with the metadata its status comes from, and flushes the edge only after it is up", () => {
    expect(OBJECT_METADATA[NOT_FOUND_PAGE]).toEqual({ status: "404" });
    const [id, notFound] = Object.entries(template.findResources("Custom::CDKBucketDeployment")).find(([, d]) => d.Properties.UserMetadata)!;
    expect(notFound.Properties.UserMetadata).toEqual({ status: "404" });
    expect(notFound.Properties.SystemMetadata).toMatchObject({ "content-type": "text/html; charset=utf-8", "cache-control": "public, max-age=0, must-revalidate" });
    expect(notFound.Properties.Prune).toBe(false);
    const pages = Object.values(template.findResources("Custom::CDKBucketDeployment")).find((d) => d.Properties.DistributionPaths)!;
    expect(pages.DependsOn).toContain(id);
  });
});

describe("the distribution", () => {
  it("serves the static export over HTTPS, through both CloudFront Functions and the headers policy", () => {
    const config = distribution();
    expect(config.DefaultRootObject).toBe("index.html");
    expect(config.HttpVersion).toBe("http2and3");
    expect(config.DefaultCacheBehavior).toMatchObject({
      ViewerProtocolPolicy: "redirect-to-https",
      AllowedMethods: ["GET", "HEAD"],
      CachePolicyId: CACHING_OPTIMIZED,
      Compress: true,
      ResponseHeadersPolicyId: { Ref: logicalId(stack.site.headers) },
      FunctionAssociations: [
        { EventType: "viewer-request", FunctionARN: { "Fn::GetAtt": [logicalId(stack.site.viewerRequest), "FunctionARN"] } },
        { EventType: "viewer-response", FunctionARN: { "Fn::GetAtt": [logicalId(stack.site.viewerResponse), "FunctionARN"] } },
      ],
    });
    expect(config.DefaultCacheBehavior.OriginRequestPolicyId).toBeUndefined();
    expect(config.Logging).toMatchObject({ Prefix: "cloudfront/" });
    // Cookies stay out of the access logs (a mailed link's token never is a cookie, nor in a logged URL but the one-click unsubscribe's).
    expect(config.Logging.IncludeCookies ?? false).toBe(false);
  });

  it("sends /api/* to the HTTP API: every method, nothing cached, all viewer headers but Host (so Authorization too), no functions", () => {
    const config = distribution();
    expect(config.CacheBehaviors).toHaveLength(1);
    const api = config.CacheBehaviors[0];
    expect(api).toMatchObject({
      PathPattern: "/api/*",
      ViewerProtocolPolicy: "redirect-to-https",
      AllowedMethods: ["GET", "HEAD", "OPTIONS", "PUT", "PATCH", "POST", "DELETE"],
      CachePolicyId: CACHING_DISABLED,
      OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST,
      ResponseHeadersPolicyId: { Ref: logicalId(stack.site.headers) },
    });
    expect(api.FunctionAssociations).toBeUndefined();
    const origin = (config.Origins as Array<{ Id: string; DomainName: unknown; CustomOriginConfig?: { OriginProtocolPolicy: string } }>).find((o) => o.Id === api.TargetOriginId)!;
    expect(JSON.stringify(origin.DomainName)).toContain(logicalId(stack.httpApi));
    expect(JSON.stringify(origin.DomainName)).toContain(".execute-api.");
    expect(origin.CustomOriginConfig?.OriginProtocolPolicy).toBe("https-only");
  });

  it("is built from the edge definition, behaviour by behaviour, in its order", () => {
    const config = distribution();
    expect((config.CacheBehaviors as Array<{ PathPattern: string }>).map((b) => b.PathPattern)).toEqual(BEHAVIOURS.filter((b) => b.pathPattern !== "*").map((b) => b.pathPattern));
  });

  it("has no error responses, so the API's own 403 and 404 answers reach the browser as they are", () => {
    expect(distribution().CustomErrorResponses).toBeUndefined();
  });

  it("runs exactly the CloudFront Functions the local server runs, built from the export being deployed", () => {
    template.hasResourceProperties("AWS::CloudFront::Function", {
      AutoPublish: true,
      FunctionCode: viewerRequestCode(exportedFiles(siteDir)),
      FunctionConfig: Match.objectLike({ Runtime: "cloudfront-js-2.0" }),
    });
    template.hasResourceProperties("AWS::CloudFront::Function", { FunctionCode: viewerResponseCode(), FunctionConfig: Match.objectLike({ Runtime: "cloudfront-js-2.0" }) });
    const deployed = template.findResources("AWS::CloudFront::Function")[logicalId(stack.site.viewerRequest)]!.Properties.FunctionCode as string;
    const route = compileFunction<FunctionRequest>(deployed);
    const uri = (path: string) => route({ version: "1.0", context: { eventType: "viewer-request" }, viewer: { ip: "192.0.2.1" }, request: { method: "GET", uri: path, querystring: {}, headers: {}, cookies: {} } }).uri;
    expect(uri("/sign-in")).toBe("/sign-in.html");
    expect(uri("/no-such-page")).toBe("/404.html");
  });

  it("sets CSP with frame-ancestors 'none', HSTS, nosniff, DENY framing and the referrer policy", () => {
    template.hasResourceProperties("AWS::CloudFront::ResponseHeadersPolicy", {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: {
          ContentSecurityPolicy: { ContentSecurityPolicy: CONTENT_SECURITY_POLICY, Override: true },
          StrictTransportSecurity: { AccessControlMaxAgeSec: 63_072_000, IncludeSubdomains: true, Override: true },
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: "DENY", Override: true },
          ReferrerPolicy: { ReferrerPolicy: "strict-origin-when-cross-origin", Override: true },
        },
      }),
    });
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
  });

  it("has no custom domain, certificate or web ACL unless asked", () => {
    expect(distribution().Aliases).toBeUndefined();
    expect(distribution().WebACLId).toBeUndefined();
    template.resourceCountIs("AWS::CertificateManager::Certificate", 0);
    template.resourceCountIs("AWS::Route53::RecordSet", 0);
  });
});

describe("with an origin secret", () => {
  const secret = "0123456789abcdef".repeat(3);
  const guarded = synthStack({ originSecret: secret });

  it("sends it to the API on every request CloudFront makes, and nowhere else", () => {
    const config = Object.values(guarded.template.findResources("AWS::CloudFront::Distribution"))[0]!.Properties.DistributionConfig;
    const apiOriginId = config.CacheBehaviors[0].TargetOriginId;
    const origins = config.Origins as Array<{ Id: string; OriginCustomHeaders?: Array<{ HeaderName: string; HeaderValue: string }> }>;
    expect(origins.find((o) => o.Id === apiOriginId)!.OriginCustomHeaders).toEqual([{ HeaderName: ORIGIN_SECRET_HEADER, HeaderValue: secret }]);
    expect(origins.filter((o) => o.Id !== apiOriginId).every((o) => o.OriginCustomHeaders === undefined)).toBe(true);
  });
});

describe("with a custom domain", () => {
  const custom = synthStack({ domainName: "play.mygames.org", hostedZone: { id: "Z0123456789ABC", name: "mygames.org" } });

  it("issues a DNS-validated certificate, aliases the distribution (IPv4 and IPv6) and links emails to it", () => {
    custom.template.hasResourceProperties("AWS::CertificateManager::Certificate", {
      DomainName: "play.mygames.org",
      ValidationMethod: "DNS",
      DomainValidationOptions: [{ DomainName: "play.mygames.org", HostedZoneId: "Z0123456789ABC" }],
    });
    const config = Object.values(custom.template.findResources("AWS::CloudFront::Distribution"))[0]!.Properties.DistributionConfig;
    expect(config.Aliases).toEqual(["play.mygames.org"]);
    expect(config.ViewerCertificate).toMatchObject({ MinimumProtocolVersion: "TLSv1.2_2021", SslSupportMethod: "sni-only" });
    for (const Type of ["A", "AAAA"]) {
      custom.template.hasResourceProperties("AWS::Route53::RecordSet", { Name: "play.mygames.org.", Type, HostedZoneId: "Z0123456789ABC" });
    }
    const api = custom.template.findResources("AWS::Lambda::Function")[logicalId(custom.stack.notifier.fn)];
    expect(api?.Properties.Environment.Variables.WEB_URL).toBe("https://play.mygames.org");
    custom.template.hasOutput("SiteUrl", { Value: "https://play.mygames.org" });
  });
});
