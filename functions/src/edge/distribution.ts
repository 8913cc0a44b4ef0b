/**
 * The CloudFront distribution in one definition, which infra/lib/web-site.ts deploys and the
 * local server (functions/src/local/edge.ts) runs with CloudFront's own rules (./cloudfront.ts):
 * the cache behaviours in CloudFront's order (path pattern, origin, methods, cache policy, what
 * is forwarded, compression, CloudFront Functions), the response headers policy, the metadata
 * some objects are stored with, and the secret header CloudFront adds on its way to the API.
 *
 * It has no error responses on purpose: CloudFront's are distribution-wide, so a 403/404 → 404
 * page rule would turn every JSON 403 and 404 of the API into the site's HTML page. Unknown site
 * paths get the 404 page from the site behaviour's functions instead (./viewer-request.js,
 * ./viewer-response.js), and API answers pass through as they are.
 */
import type { PolicyHeader } from "./cloudfront";
import { API_PREFIX, CONTENT_SECURITY_POLICY, HSTS_SECONDS, REFERRER_POLICY } from "./site";

export type OriginName = "site" | "api";

/** A managed cache policy and the two settings CloudFront's compression depends on. */
export interface CachePolicyShape {
  readonly name: "CachingOptimized" | "CachingDisabled";
  readonly gzip: boolean;
  readonly brotli: boolean;
}

export const CACHE_POLICIES = {
  CachingOptimized: { name: "CachingOptimized", gzip: true, brotli: true },
  // Every TTL zero, so it caches no encoding either: CloudFront compresses nothing under it.
  CachingDisabled: { name: "CachingDisabled", gzip: false, brotli: false },
} as const satisfies Record<string, CachePolicyShape>;

export const METHODS = {
  getHead: ["GET", "HEAD"],
  all: ["GET", "HEAD", "OPTIONS", "PUT", "PATCH", "POST", "DELETE"],
} as const;

export interface Behaviour {
  /** CloudFront's path pattern; `*` is the default behaviour, always last. */
  readonly pathPattern: string;
  readonly origin: OriginName;
  readonly methods: readonly string[];
  readonly cachePolicy: CachePolicyShape;
  /**
   * What reaches the origin: `all-but-host` is the managed AllViewerExceptHostHeader policy
   * (every viewer header but Host, with CloudFront-Viewer-Address; cookies; query string);
   * `cache-key` forwards only what the cache policy keys on (here: nothing).
   */
  readonly forward: "all-but-host" | "cache-key";
  readonly compress: boolean;
  readonly viewerRequest: boolean;
  readonly viewerResponse: boolean;
}

/** In CloudFront's order: the first whose pattern matches the path serves the request. */
export const BEHAVIOURS: readonly Behaviour[] = [
  {
    // Every answer is per player: never cached. With caching disabled the Authorization
    // header goes through too.
    pathPattern: `${API_PREFIX}/*`, origin: "api", methods: METHODS.all, cachePolicy: CACHE_POLICIES.CachingDisabled,
    forward: "all-but-host", compress: true, viewerRequest: false, viewerResponse: false,
  },
  {
    pathPattern: "*", origin: "site", methods: METHODS.getHead, cachePolicy: CACHE_POLICIES.CachingOptimized,
    forward: "cache-key", compress: true, viewerRequest: true, viewerResponse: true,
  },
];

/** None: see the module comment. */
export const ERROR_RESPONSES: readonly never[] = [];

/** The export's 404 page, stored with `status: 404` for the viewer-response function. */
export const NOT_FOUND_PAGE = "/404.html";

/** User metadata (S3 sends each as `x-amz-meta-<key>`) that particular objects are stored with. */
export const OBJECT_METADATA: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  [NOT_FOUND_PAGE]: { status: "404" },
};

/**
 * The response headers policy of every behaviour, in CloudFront's terms (infra/lib/web-site.ts
 * maps it field by field). `override: true` replaces the origin's header of the same name.
 */
export const RESPONSE_HEADERS_POLICY = {
  contentSecurityPolicy: { value: CONTENT_SECURITY_POLICY, override: true },
  strictTransportSecurity: { maxAgeSeconds: HSTS_SECONDS, includeSubdomains: true, override: true },
  contentTypeOptions: { override: true },
  frameOptions: { value: "DENY", override: true },
  referrerPolicy: { value: REFERRER_POLICY, override: true },
} as const;

/** The same policy as the headers it sets. */
export function policyHeaders(policy = RESPONSE_HEADERS_POLICY): PolicyHeader[] {
  const hsts = policy.strictTransportSecurity;
  return [
    { name: "content-security-policy", value: policy.contentSecurityPolicy.value, override: policy.contentSecurityPolicy.override },
    { name: "strict-transport-security", value: `max-age=${hsts.maxAgeSeconds}${hsts.includeSubdomains ? "; includeSubDomains" : ""}`, override: hsts.override },
    { name: "x-content-type-options", value: "nosniff", override: policy.contentTypeOptions.override },
    { name: "x-frame-options", value: policy.frameOptions.value, override: policy.frameOptions.override },
    { name: "referrer-policy", value: policy.referrerPolicy.value, override: policy.referrerPolicy.override },
  ];
}
