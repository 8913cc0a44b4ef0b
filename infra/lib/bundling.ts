/**
 * How every Lambda bundle is built, written once: the house construct (backroom-function.ts)
 * hands these to NodejsFunction's esbuild, and `npm run bench` (bench/bundles.ts) builds the same
 * bundles with them to report sizes and cold starts. Plain data, no CDK, so the bench loads fast.
 */
import { fileURLToPath } from "node:url";

const LAMBDA_CREDENTIALS = fileURLToPath(new URL("../../functions/src/handlers/lambda-credentials.ts", import.meta.url));

/** Modules left out of the bundle. The SMTP mailer is for local runs; it imports nodemailer lazily, which never happens with SES. */
export const EXTERNAL_MODULES = ["nodemailer"];

/**
 * Imports swapped for smaller ones in Lambda. The SDK clients' default credential chain (SSO,
 * INI files, process, web identity, IMDS, container, login) is about 150 KiB minified, and in
 * Lambda the runtime always puts the role's credentials in the environment: only the
 * environment provider is bundled. Local runs are not bundled and keep the whole chain.
 */
export const ALIASES: Record<string, string> = {
  "@aws-sdk/credential-provider-node": LAMBDA_CREDENTIALS,
};

/** CommonJS dependencies bundled into ESM still call require() for Node built-ins. */
export const ESM_REQUIRE_BANNER = "import { createRequire as __backroomCreateRequire } from 'node:module'; const require = __backroomCreateRequire(import.meta.url);";

/** NodejsFunction's `esbuildArgs` for the aliases (it has no alias option of its own). */
export const aliasArgs = (): Record<string, string> =>
  Object.fromEntries(Object.entries(ALIASES).map(([from, to]) => [`--alias:${from}`, to]));
