/**
 * The web app in AWS: the static export in a private S3 bucket, read only by CloudFront through
 * origin access control, and the HTTP API on the same distribution under /api/*, so the browser
 * talks to one origin (no CORS, one domain for email links). Routing (the viewer-request
 * function), security headers and cache lifetimes come from functions/src/edge/site.ts, which
 * the local server (`npm start`) uses too.
 */
import { join } from "node:path";
import { Duration, RemovalPolicy, Stack } from "aws-cdk-lib";
import type { IHttpApi } from "aws-cdk-lib/aws-apigatewayv2";
import type { ICertificate } from "aws-cdk-lib/aws-certificatemanager";
import {
  AllowedMethods, CachePolicy, Distribution, FunctionCode, FunctionEventType, FunctionRuntime, Function as CloudFrontFunction,
  HeadersFrameOption, HeadersReferrerPolicy, HttpVersion, OriginProtocolPolicy, OriginRequestPolicy, PriceClass,
  ResponseHeadersPolicy, SecurityPolicyProtocol, ViewerProtocolPolicy,
} from "aws-cdk-lib/aws-cloudfront";
import { HttpOrigin, S3BucketOrigin } from "aws-cdk-lib/aws-cloudfront-origins";
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from "aws-cdk-lib/aws-s3";
import { BucketDeployment, CacheControl, Source } from "aws-cdk-lib/aws-s3-deployment";
import { Construct } from "constructs";
import { fileURLToPath } from "node:url";
import { API_PREFIX, CACHE_CONTROL, CONTENT_SECURITY_POLICY, HSTS_SECONDS, IMMUTABLE_PREFIX, VIEWER_REQUEST_FILE } from "@backroom/functions/edge/site";

export interface WebSiteProps {
  /** The static export to upload (web/out after `next build`). */
  readonly siteDir: string;
  readonly httpApi: IHttpApi;
  /** A custom domain and its certificate (in us-east-1); the CloudFront domain when absent. */
  readonly domain?: { readonly name: string; readonly certificate: ICertificate };
}

export class WebSite extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  readonly viewerRequest: CloudFrontFunction;
  readonly headers: ResponseHeadersPolicy;
  readonly logs: Bucket;
  /** True when the site has its own domain and certificate. */
  readonly customDomain: boolean;
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

    this.viewerRequest = new CloudFrontFunction(this, "ViewerRequest", {
      code: FunctionCode.fromFile({ filePath: fileURLToPath(VIEWER_REQUEST_FILE) }),
      runtime: FunctionRuntime.JS_2_0,
      comment: "Backroom: page paths to the static export's files; every /games/<id> to the game shell",
    });

    this.headers = new ResponseHeadersPolicy(this, "SecurityHeaders", {
      comment: "Backroom: CSP, HSTS, no framing, no sniffing, referrer policy",
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: CONTENT_SECURITY_POLICY, override: true },
        strictTransportSecurity: { accessControlMaxAge: Duration.seconds(HSTS_SECONDS), includeSubdomains: true, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
      },
    });

    const apiDomain = `${props.httpApi.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
    this.distribution = new Distribution(this, "Distribution", {
      comment: "Backroom web app and API",
      defaultRootObject: "index.html",
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: this.logs,
      logFilePrefix: "cloudfront/",
      // The TLS policy can only be chosen with a certificate of our own.
      ...(props.domain ? { domainNames: [props.domain.name], certificate: props.domain.certificate, minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021 } : {}),
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: this.headers,
        compress: true,
        functionAssociations: [{ function: this.viewerRequest, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        [`${API_PREFIX}/*`]: {
          origin: new HttpOrigin(apiDomain, { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY }),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          // Every answer is per player: never cached. The origin request policy forwards every
          // header but Host (the API's own domain must reach it), every cookie and query string;
          // with caching disabled the Authorization header goes through too.
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: this.headers,
          compress: true,
        },
      },
      // Without s3:ListBucket, S3 answers a missing file with 403; both become the export's 404 page.
      errorResponses: [403, 404].map((httpStatus) => ({ httpStatus, responseHttpStatus: 404, responsePagePath: "/404.html", ttl: Duration.minutes(1) })),
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
    const pages = new BucketDeployment(this, "Pages", {
      sources: [Source.asset(props.siteDir, { exclude: [immutable] })],
      destinationBucket: this.bucket,
      exclude: [immutable],
      cacheControl: [CacheControl.fromString(CACHE_CONTROL.page)],
      distribution: this.distribution,
      distributionPaths: ["/*"],
      memoryLimit: 512,
    });
    // New pages must never point at bundles that are not uploaded yet.
    pages.node.addDependency(bundles);

    this.customDomain = props.domain !== undefined;
    this.url = `https://${props.domain?.name ?? this.distribution.distributionDomainName}`;
  }
}
