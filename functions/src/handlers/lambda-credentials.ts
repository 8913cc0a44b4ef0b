/**
 * Stands in for `@aws-sdk/credential-provider-node` in the Lambda bundles (the esbuild alias in
 * infra/lib/bundling.ts). The Lambda runtime always puts the function role's credentials in the
 * environment, so the rest of the SDK's default chain (SSO, INI files, process, web identity,
 * IMDS, container) never runs there and only weighs on every cold start. Local runs are not
 * bundled and keep the whole chain.
 */
import { fromEnv } from "@aws-sdk/credential-provider-env";

type Init = Parameters<typeof fromEnv>[0];

export const defaultProvider = (init: Init = {}) => fromEnv(init);

/** The same as the SDK's: credentials within five minutes of expiring are refreshed. */
export const credentialsWillNeedRefresh = (c: { expiration?: Date }): boolean => c.expiration !== undefined && c.expiration.getTime() - Date.now() < 300_000;
export const credentialsTreatedAsExpired = credentialsWillNeedRefresh;
