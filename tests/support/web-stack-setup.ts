/**
 * Global setup of the browser tier (tests/web/**\/*.e2e.test.ts): one whole local stack serving
 * the production build of the web app (the static export, built once per run if stale) the way
 * CloudFront serves it, shared by every browser test file. Tests reach it through
 * `inject("webUrl")` / `inject("apiUrl")` (`<webUrl>/api`); caught mail is at
 * `<webUrl>/_local/mail` and the page at `<webUrl>/dev/mail` (see ./browser.ts for helpers).
 */
import type { TestProject } from "vitest/node";
import { startLocalStack } from "../../functions/src/local/stack";

declare module "vitest" {
  export interface ProvidedContext {
    webUrl: string;
    apiUrl: string;
  }
}

export default async function setup(project: TestProject) {
  // A one-second coalescing window and bot delay: mail and bot moves arrive promptly for the browser tests.
  const stack = await startLocalStack({ web: "prod", coalesceSeconds: 1, botDelaySeconds: 1 });
  project.provide("webUrl", stack.webUrl);
  project.provide("apiUrl", stack.apiUrl);
  return async () => {
    await stack.stop();
  };
}
