/**
 * Test tiers by file suffix (STYLE: tests mirror the source tree, suffix picks the tier):
 *   *.unit.test.ts(x)  pure code, components in jsdom
 *   *.int.test.ts      against DynamoDB Local and a real SMTP server (started by the setup)
 *   *.e2e.test.ts      the whole local stack; under tests/web/ with real Chromium ("browser")
 */
import { defineConfig } from "vitest/config";

// The AWS SDK warns on every client that Node 20 support ends in 2027; Node 20 is what we run here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = "true";

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          sequence: { groupOrder: 0 },
          include: ["tests/**/*.unit.test.ts", "tests/**/*.unit.test.tsx"],
          environment: "node",
          // Board tests search random games for a state; on two busy cores that can take 10 s+.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: "int",
          sequence: { groupOrder: 1 },
          include: ["tests/**/*.int.test.ts"],
          globalSetup: ["tests/support/dynamo-global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          sequence: { groupOrder: 1 },
          include: ["tests/**/*.e2e.test.ts"],
          exclude: ["tests/web/**"],
          testTimeout: 300_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: "browser",
          // Last and alone: real browsers time out when they share two cores with the property tests.
          sequence: { groupOrder: 2 },
          include: ["tests/web/**/*.e2e.test.ts"],
          globalSetup: ["tests/support/web-stack-setup.ts"],
          testTimeout: 300_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
