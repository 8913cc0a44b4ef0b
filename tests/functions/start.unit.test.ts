/** `npm start` without Java stops at once and says what to install. */
import { spawnSync } from "node:child_process";
import { mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect, it } from "vitest";

it("fails with a clear message when java is missing", () => {
  const bin = mkdtempSync(join(tmpdir(), "nojava-"));
  symlinkSync(process.execPath, join(bin, "node"));
  const root = resolve(import.meta.dirname, "../..");
  const r = spawnSync(process.execPath, [resolve(root, "node_modules/tsx/dist/cli.mjs"), "functions/src/local/start.ts"], {
    cwd: root, env: { PATH: bin, HOME: process.env.HOME ?? "/tmp", NODE_ENV: "test" }, encoding: "utf8", timeout: 60_000,
  });
  expect(r.status).toBe(1);
  expect(r.stderr).toContain("DynamoDB Local needs Java");
  expect(r.stderr).toContain("openjdk-17-jre-headless");
});
