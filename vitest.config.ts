/**
 * Test tiers by file suffix (STYLE: tests mirror the source tree, suffix picks the tier):
 *   *.unit.test.ts(x)  pure code, components in jsdom
 *   *.int.test.ts      against DynamoDB Local and a real SMTP server (started by the setup)
 *   *.e2e.test.ts      the whole local stack; under tests/web/ with real Chromium ("browser")
 */
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "vitest/config";
import SlowFirst from "./tests/support/slow-first.ts";

// The AWS SDK warns on every client that Node 20 support ends in 2027; Node 20 is what we run here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = "true";

/**
 * Test files at once in the unit and int tiers. Vitest's default is one fewer than the cores,
 * which on a two-core machine (CI's) runs one file at a time and leaves a core idle; the unit
 * files are pure CPU and independent, the int files each make their own table in the shared
 * DynamoDB Local and take their ports from the OS, so two at a time is safe there.
 */
const WORKERS = Math.max(2, availableParallelism() - 1);

/** Unit tests that run in jsdom (the web app, the local mail page's script). */
const DOM_UNIT = ["tests/web/**/*.unit.test.ts", "tests/**/*.unit.test.tsx", "tests/functions/local/mail-page.unit.test.ts"];

/**
 * jsdom files that need a module graph of their own: they replace modules or globals
 * (vi.mock, vi.stubGlobal, …), which would leak into the next file of their worker, or say
 * `@isolate` (they test what a first import does). Vitest's recipe for disabling isolation.
 */
const OWN_MODULES = readdirSync("tests", { recursive: true, encoding: "utf8" })
  .filter((f) => /\.unit\.test\.tsx?$/.test(f))
  .map((f) => `tests/${f}`)
  .filter((f) => {
    const src = readFileSync(f, "utf8");
    return src.includes("@vitest-environment jsdom") && /vi\.(mock|doMock|stubGlobal|stubEnv|resetModules)\(|@isolate\b/.test(src);
  });

/**
 * Where the composed functions of this run write the AWS calls they make (functions/src/local/
 * call-log.ts), for the last check (tests/functions/iam/recorded-calls.suite.test.ts). Set and
 * emptied once, by the process that reads this file; the workers and the stacks inherit it.
 */
// The name functions/src/local/call-log.ts reads (CALL_LOG_ENV; spelt out: the config's loader bundles no TS imports cleanly).
const CALL_LOG_ENV = "BACKROOM_AWS_CALL_LOG";
if (!process.env[CALL_LOG_ENV]) {
  process.env[CALL_LOG_ENV] = join(tmpdir(), `backroom-aws-call-log-${process.pid}`);
  rmSync(process.env[CALL_LOG_ENV], { recursive: true, force: true });
}

export default defineConfig({
  test: {
    // Longest files first (a fresh clone has no durations cached to order by).
    sequence: { sequencer: SlowFirst },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          sequence: { groupOrder: 0 },
          maxWorkers: WORKERS,
          include: ["tests/**/*.unit.test.ts"],
          exclude: DOM_UNIT,
          environment: "node",
          // Pure code with no module mocks: the files of a worker share loaded modules instead of
          // each importing the engines, the SDK and the CDK again (about 40 % of this tier's CPU).
          isolate: false,
          // Board tests search random games for a state; on two busy cores that can take 10 s+.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          // The same tier, run beside "unit": components in jsdom, sharing their worker's modules
          // (each file's own jsdom, imports of React, the components and i18n once per worker).
          name: "unit-dom",
          sequence: { groupOrder: 0 },
          maxWorkers: WORKERS,
          include: DOM_UNIT,
          exclude: OWN_MODULES,
          isolate: false,
          environment: "node",
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          // jsdom files that replace modules or globals, each with a module graph of its own.
          name: "unit-dom-isolated",
          sequence: { groupOrder: 0 },
          maxWorkers: WORKERS,
          include: OWN_MODULES,
          environment: "node",
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: "int",
          sequence: { groupOrder: 1 },
          maxWorkers: WORKERS,
          include: ["tests/**/*.int.test.ts"],
          // The int files replace no module or global (each makes its own table and takes its
          // ports from the OS): they share their worker's modules, the SDK and engines loaded once.
          isolate: false,
          globalSetup: ["tests/support/dynamo-global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          // Beside the int files, two files at once: each starts its own local stack on ports the
          // OS gives, and waits on it and on mail much of the time.
          sequence: { groupOrder: 1 },
          maxWorkers: WORKERS,
          include: ["tests/**/*.e2e.test.ts"],
          exclude: ["tests/web/**"],
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          // After every tier that runs composed functions: their recorded AWS calls against the stack's roles.
          name: "iam-suite",
          sequence: { groupOrder: 3 },
          include: ["tests/**/*.suite.test.ts"],
          testTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: "browser",
          // Last and alone: real browsers time out when they share two cores with the property
          // tests, and two browser files at once took as long as one after the other (412 s either
          // way: each keeps a core busy).
          sequence: { groupOrder: 2 },
          fileParallelism: false,
          include: ["tests/web/**/*.e2e.test.ts"],
          globalSetup: ["tests/support/web-stack-setup.ts"],
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
