/**
 * The web app in AWS: the static export in a private S3 bucket, read only by CloudFront through
 * origin access control, and the HTTP API on the same distribution under /api/*, so the browser
 * talks to one origin (no CORS, one domain for email links). The distribution is built from the
 * one definition in functions/src/edge/distribution.ts, which the local server
 * (`npm start`, functions/src/local/edge.ts) runs too: its behaviours, CloudFront Functions,
 * response headers policy, object metadata, and no error responses (so the API's own 403s and
 * 404s reach the browser as JSON).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Duration, RemovalPolicy, Stack } from "aws-cdk-lib";
import type { IHttpApi } from "aws-cdk-lib/aws-apigatewayv2";
import type { ICertificate } from "aws-cdk-lib/aws-certificatemanager";
import {
  AllowedMethods, type BehaviorOptions, CachePolicy, Distribution, FunctionCode, FunctionEventType, FunctionRuntime, Function as CloudFrontFunction,
  HeadersFrameOption, HeadersReferrerPolicy, HttpVersion, type IOrigin, OriginProtocolPolicy, OriginRequestPolicy, PriceClass,
  ResponseHeadersPolicy, SecurityPolicyProtocol, ViewerProtocolPolicy,
} from "aws-cdk-lib/aws-cloudfront";
import { HttpOrigin, S3BucketOrigin } from "aws-cdk-lib/aws-cloudfront-origins";
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from "aws-cdk-lib/aws-s3";
import { BucketDeployment, CacheControl, Source } from "aws-cdk-lib/aws-s3-deployment";
import { Construct } from "constructs";
import { contentTypeOf } from "@backroom/functions/edge/bucket";
import { BEHAVIOURS, type Behaviour, ERROR_RESPONSES, METHODS, OBJECT_METADATA, type OriginName, RESPONSE_HEADERS_POLICY } from "@backroom/functions/edge/distribution";
import { exportedFiles, viewerRequestCode, viewerResponseCode } from "@backroom/functions/edge/functions";
import { ORIGIN_SECRET_HEADER } from "@backroom/functions/edge/origin";
import { CACHE_CONTROL, cacheControlFor, IMMUTABLE_PREFIX } from "@backroom/functions/edge/site";

export interface WebSiteProps {
  /** The static export to upload (web/out after `next build`). */
  readonly siteDir: string;
  readonly httpApi: IHttpApi;
  /** A custom domain and its certificate (in us-east-1); the CloudFront domain when absent. */
  readonly domain?: { readonly name: string; readonly certificate: ICertificate };
  /** Sent to the API on every request as ORIGIN_SECRET_HEADER, so the API can refuse direct calls. */
  readonly originSecret?: string;
  /** A WAF web ACL (scope CLOUDFRONT, in us-east-1) to put in front of the distribution. */
  readonly webAclArn?: string;
}

export class WebSite extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  readonly viewerRequest: CloudFrontFunction;
  readonly viewerResponse: CloudFrontFunction;
  readonly headers: ResponseHeadersPolicy;
  readonly logs: Bucket;
  /** True when the site has its own domain and certificate. */
  readonly customDomain: boolean;
  /** True when a WAF web ACL is in front of the distribution. */
  readonly firewalled: boolean;
  /** `https://<domain>`: where players go, and what every email links to. */
  readonly url: string;

  constructor(scope: Construct, id: string, props: WebSiteProps) {
    super(scope, id);
    const stack = Stack.of(this);

    // Access logs of the distribution and the site bucket; CloudFront's standard logs need ACLs.
    this.logs = new Bucket(this, "AccessLogs", {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(90) }],
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    this.bucket = new Bucket(this, "Site", {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: this.logs,
      serverAccessLogsPrefix: "site-bucket/",
      // Rebuilt from the repository on every deploy: nothing in it is worth keeping.
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    // Built from the export being deployed: the viewer-request function knows its files.
    this.viewerRequest = new CloudFrontFunction(this, "ViewerRequest", {
      code: FunctionCode.fromInline(viewerRequestCode(exportedFiles(props.siteDir))),
      runtime: FunctionRuntime.JS_2_0,
      comment: "Backroom: page paths to the export's files, every /games/<id> to the game shell, the rest to the 404 page",
    });
    this.viewerResponse = new CloudFrontFunction(this, "ViewerResponse", {
      code: FunctionCode.fromInline(viewerResponseCode()),
      runtime: FunctionRuntime.JS_2_0,
      comment: "Backroom: the 404 page answers with status 404",
    });

    const h = RESPONSE_HEADERS_POLICY;
    this.headers = new ResponseHeadersPolicy(this, "SecurityHeaders", {
      comment: "Backroom: CSP, HSTS, no framing, no sniffing, referrer policy",
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: h.contentSecurityPolicy.value, override: h.contentSecurityPolicy.override },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(h.strictTransportSecurity.maxAgeSeconds), includeSubdomains: h.strictTransportSecurity.includeSubdomains, override: h.strictTransportSecurity.override,
        },
        contentTypeOptions: { override: h.contentTypeOptions.override },
        frameOptions: { frameOption: HeadersFrameOption[h.frameOptions.value], override: h.frameOptions.override },
        referrerPolicy: { referrerPolicy: referrerPolicy(h.referrerPolicy.value), override: h.referrerPolicy.override },
      },
    });

    const apiDomain = `${props.httpApi.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
    const origins: Record<OriginName, IOrigin> = {
      site: S3BucketOrigin.withOriginAccessControl(this.bucket),
      api: new HttpOrigin(apiDomain, {
        protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
        ...(props.originSecret ? { customHeaders: { [ORIGIN_SECRET_HEADER]: props.originSecret } } : {}),
      }),
    };
    const behaviour = (b: Behaviour): BehaviorOptions => ({
      origin: origins[b.origin],
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: allowedMethods(b.methods),
      cachePolicy: CachePolicy[b.cachePolicy.name === "CachingOptimized" ? "CACHING_OPTIMIZED" : "CACHING_DISABLED"],
      ...(b.forward === "all-but-host" ? { originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER } : {}),
      responseHeadersPolicy: this.headers,
      compress: b.compress,
      ...(b.viewerRequest || b.viewerResponse ? {
        functionAssociations: [
          ...(b.viewerRequest ? [{ function: this.viewerRequest, eventType: FunctionEventType.VIEWER_REQUEST }] : []),
          ...(b.viewerResponse ? [{ function: this.viewerResponse, eventType: FunctionEventType.VIEWER_RESPONSE }] : []),
        ],
      } : {}),
    });
    const defaultBehaviour = BEHAVIOURS.find((b) => b.pathPattern === "*");
    if (!defaultBehaviour || BEHAVIOURS.at(-1) !== defaultBehaviour) throw new Error("the default behaviour (*) must come last");

    this.distribution = new Distribution(this, "Distribution", {
      comment: "Backroom web app and API",
      defaultRootObject: "index.html",
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: this.logs,
      logFilePrefix: "cloudfront/",
      ...(props.webAclArn ? { webAclId: props.webAclArn } : {}),
      // The TLS policy can only be chosen with a certificate of our own.
      ...(props.domain ? { domainNames: [props.domain.name], certificate: props.domain.certificate, minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021 } : {}),
      defaultBehavior: behaviour(defaultBehaviour),
      additionalBehaviors: Object.fromEntries(BEHAVIOURS.filter((b) => b !== defaultBehaviour).map((b) => [b.pathPattern, behaviour(b)])),
      errorResponses: [...ERROR_RESPONSES],
    });

    // Hashed bundles cached for a year; everything else revalidated, and the edge caches flushed.
    const immutable = `${IMMUTABLE_PREFIX.slice(1)}*`;
    const bundles = new BucketDeployment(this, "Bundles", {
      sources: [Source.asset(join(props.siteDir, IMMUTABLE_PREFIX))],
      destinationBucket: this.bucket,
      destinationKeyPrefix: IMMUTABLE_PREFIX.slice(1),
      cacheControl: [CacheControl.fromString(CACHE_CONTROL.immutable)],
      // Old bundles stay: a page still open in a browser may ask for them after a deploy.
      prune: false,
      memoryLimit: 512,
    });
    // Objects that need metadata of their own (the 404 page's status) go up one by one; the
    // pages deployment leaves them out, so its pruning keeps them too.
    const withMetadata = Object.keys(OBJECT_METADATA).map((key) => key.slice(1));
    const single = Object.entries(OBJECT_METADATA).map(([key, metadata], i) => new BucketDeployment(this, `Object${i + 1}`, {
      sources: [Source.data(key.slice(1), readFileSync(join(props.siteDir, key), "utf8"))],
      destinationBucket: this.bucket,
      metadata: { ...metadata },
      contentType: contentTypeOf(key),
      cacheControl: [CacheControl.fromString(cacheControlFor(key))],
      prune: false,
      memoryLimit: 512,
    }));
    const pages = new BucketDeployment(this, "Pages", {
      sources: [Source.asset(props.siteDir, { exclude: [immutable, ...withMetadata] })],
      destinationBucket: this.bucket,
      exclude: [immutable, ...withMetadata],
      cacheControl: [CacheControl.fromString(CACHE_CONTROL.page)],
      distribution: this.distribution,
      distributionPaths: ["/*"],
      memoryLimit: 512,
    });
    // New pages must never point at bundles that are not uploaded yet; the edge is flushed last.
    pages.node.addDependency(bundles, ...single);

    this.customDomain = props.domain !== undefined;
    this.firewalled = props.webAclArn !== undefined;
    this.url = `https://${props.domain?.name ?? this.distribution.distributionDomainName}`;
  }
}

function allowedMethods(methods: readonly string[]): AllowedMethods {
  const same = (a: readonly string[]) => a.length === methods.length && a.every((m) => methods.includes(m));
  if (same(METHODS.getHead)) return AllowedMethods.ALLOW_GET_HEAD;
  if (same(METHODS.all)) return AllowedMethods.ALLOW_ALL;
  throw new Error(`CloudFront allows only GET+HEAD, GET+HEAD+OPTIONS or all methods, not ${methods.join(", ")}`);
}

function referrerPolicy(value: string): HeadersReferrerPolicy {
  const found = Object.values(HeadersReferrerPolicy).find((v) => v === value);
  if (!found) throw new Error(`not a referrer policy CloudFront knows: ${value}`);
  return found as HeadersReferrerPolicy;
}
