/**
 * The credential provider the Lambda bundles use in place of the SDK's default chain
 * (infra/lib/bundling.ts): the role's credentials from the environment, as Lambda sets them.
 */
import { afterEach, expect, it, vi } from "vitest";
import { defaultProvider, credentialsWillNeedRefresh } from "../../../functions/src/handlers/lambda-credentials";
import { ALIASES } from "../../../infra/lib/bundling";

afterEach(() => vi.unstubAllEnvs());

it("reads the role's credentials from the environment", async () => {
  vi.stubEnv("AWS_ACCESS_KEY_ID", "AKIDEXAMPLE");
  vi.stubEnv("AWS_SECRET_ACCESS_KEY", "secret");
  vi.stubEnv("AWS_SESSION_TOKEN", "token");
  const creds = await defaultProvider()();
  expect(creds).toMatchObject({ accessKeyId: "AKIDEXAMPLE", secretAccessKey: "secret", sessionToken: "token" });
});

it("fails clearly when the environment has none", async () => {
  vi.stubEnv("AWS_ACCESS_KEY_ID", "");
  vi.stubEnv("AWS_SECRET_ACCESS_KEY", "");
  await expect(defaultProvider()()).rejects.toThrow(/credentials/i);
});

it("refreshes credentials that are about to expire", () => {
  expect(credentialsWillNeedRefresh({ expiration: new Date(Date.now() + 60_000) })).toBe(true);
  expect(credentialsWillNeedRefresh({ expiration: new Date(Date.now() + 3_600_000) })).toBe(false);
  expect(credentialsWillNeedRefresh({})).toBe(false);
});

it("is what the bundles get for the SDK's default chain", () => {
  expect(ALIASES["@aws-sdk/credential-provider-node"]).toMatch(/functions\/src\/handlers\/lambda-credentials\.ts$/);
});
