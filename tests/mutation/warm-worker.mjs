// The worker thread of the warm pool (warm-pool.ts): Vitest's own threads worker, except that a
// "stop" leaves it listening, so the next run's "start" reaches the same thread with node_modules
// and Vitest's runtime still loaded. Each run still resets our modules (isolate), so a static
// mutant's module-level code runs again.
import { parentPort } from "node:worker_threads";
import { init, runBaseTests, setupEnvironment } from "vitest/worker";

if (!parentPort) throw new Error("warm-worker.mjs runs as a worker thread");
const port = parentPort;
/** init's own message handler stays; each start's RPC replaces the one before it. */
let handler;
let rpc;
init({
  post: (message) => port.postMessage(message),
  on: (callback) => {
    if (!handler) handler = callback;
    else {
      if (rpc) port.off("message", rpc);
      rpc = callback;
    }
    port.on("message", callback);
  },
  off: (callback) => port.off("message", callback),
  teardown: () => {},
  runTests: (state, traces) => runBaseTests("run", state, traces),
  collectTests: (state, traces) => runBaseTests("collect", state, traces),
  setup: setupEnvironment,
});
