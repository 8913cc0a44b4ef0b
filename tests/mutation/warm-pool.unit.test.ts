/**
 * The warm pool (warm-pool.ts) is what makes a mutation run fit in the hour; its scores are only
 * honest if every run still evaluates our modules afresh (a static mutant lives in module-level
 * code) while the thread, and so node_modules, stays.
 */
import { resolve } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createVitest, type Vitest } from "vitest/node";
import { useWarmThreads } from "./warm-pool";

/** A Vitest over the fixtures as Stryker's runner creates it: threads asked for inline, one worker, no watching. */
const fixtureVitest = (include: string, environment?: string): Promise<Vitest> =>
  createVitest(
    "test",
    { config: false, root: resolve(__dirname, "fixtures"), include: [include], environment, pool: "threads", maxWorkers: 1, watch: false, reporters: [{}] },
    { plugins: [useWarmThreads()] },
  );

let vitest: Vitest;
beforeAll(async () => {
  vitest = await fixtureVitest("top-level.fixture-test.ts");
});
afterAll(() => vitest?.close());

async function run(): Promise<{ threadId: number; runsSoFar: number }> {
  vitest.state.filesMap.clear();
  await vitest.start();
  const test = vitest.state.getFiles()[0]!.tasks[0]!;
  expect(test.result?.state).toBe("pass");
  return test.meta as { threadId: number; runsSoFar: number };
}

it("runs each Vitest run on the same thread, evaluating the module's top level again each time", async () => {
  const runs = [await run(), await run(), await run()];
  expect(vitest.projects[0]!.config.pool).toBe("warm-threads");
  expect(new Set(runs.map((r) => r.threadId)).size).toBe(1);
  expect(runs.map((r) => r.runsSoFar)).toEqual([1, 2, 3]);
});

it("tears one file's environment down before the next file's is set up (Vitest does not wait for it)", async () => {
  // Two files in one run: Vitest starts the second file's runner while the first one's stop is
  // still on its way, and on one shared thread that teardown must not land inside the next set-up.
  const ordered = await fixtureVitest("order-*.fixture-test.ts", "./order-environment.ts");
  try {
    await ordered.start();
    const orders = ordered.state.getFiles().map((file) => (file.tasks[0]!.meta as { order: string[] }).order);
    const last = orders.sort((a, b) => a.length - b.length).at(-1);
    expect(last).toEqual(["setup", "test", "teardown", "setup", "test"]);
  } finally {
    await ordered.close();
  }
});
