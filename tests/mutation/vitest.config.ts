/**
 * The vitest config Stryker runs (see stryker.config.mjs): one project with only the current
 * module's tests, DynamoDB Local when they need it, and the workspace packages resolved inside
 * Stryker's sandbox (their node_modules links point back to the unmutated sources).
 */
import { matchesGlob, relative, resolve } from "node:path";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { moduleNamed } from "../../stryker.config.mjs";
import { useWarmThreads } from "./warm-pool";

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = "true";
const root = resolve(__dirname, "../..");
const { tests, env } = moduleNamed(process.env.MUTATION_MODULE);

/**
 * Test files run in the order the module lists them, not vitest's (slowest first): the quick,
 * direct tests go first, so a mutant they kill stops there (Stryker bails at the first failure)
 * before the slow files' set-up runs.
 */
class ListedOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (f: TestSpecification) => {
      const path = relative(root, f.moduleId);
      const i = tests.findIndex((glob) => path === glob || matchesGlob(path, glob));
      return i < 0 ? tests.length : i;
    };
    return [...files].sort((a, b) => rank(a) - rank(b) || a.moduleId.localeCompare(b.moduleId));
  }
}

export default defineConfig({
  root,
  // One worker thread for the whole Stryker run instead of one per mutant (warm-pool.ts).
  plugins: process.env.MUTATION_COLD_THREADS ? [] : [useWarmThreads()],
  // The packages' export maps, spelled out: engine "." and "./*", functions "./*" → src/*.ts.
  resolve: {
    alias: [
      { find: /^@backroom\/engine$/, replacement: `${root}/engine/index.ts` },
      { find: /^@backroom\/engine\/(.*)$/, replacement: `${root}/engine/$1` },
      { find: /^@backroom\/functions\/(.*)$/, replacement: `${root}/functions/src/$1` },
      { find: /^@backroom\/web\/(.*)$/, replacement: `${root}/web/$1` },
    ],
  },
  test: {
    include: tests,
    globalSetup: tests.some((t) => t.includes(".int.") || t.includes("**/*.test")) ? ["tests/support/dynamo-global-setup.ts"] : [],
    environment: "node",
    env: env ?? {},
    // Under Stryker's coverage instrumentation on two busy cores a random-game test can take minutes;
    // a mutant's own budget is Stryker's timeout (stryker.config.mjs), not this.
    testTimeout: 600_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // Our modules are evaluated afresh for each file, so a static mutant (module-level code) is
    // live in its run even though the warm pool keeps the thread.
    isolate: true,
    sequence: { sequencer: ListedOrder },
  },
});
