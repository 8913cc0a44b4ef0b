/**
 * A Vitest pool for mutation runs whose worker thread outlives a run. Stryker's runner calls Vitest
 * once per mutant, and Vitest's own thread pool ends the thread when a run has nothing left
 * queued, so every mutant paid for a new thread importing node_modules (the AWS SDK, zod) and
 * Vitest's runtime again. Here the thread stays: a run's "stop" only detaches that run's
 * listeners. Modules of ours are still reset before each file (`isolate`), so static mutants stay
 * honest. The thread is unref'd and dies with Stryker's worker process (on a timeout, Stryker kills
 * that process and starts another).
 */
import { Worker } from "node:worker_threads";
import type { Plugin } from "vite";
import type { PoolOptions, PoolRunnerInitializer, PoolWorker, WorkerRequest } from "vitest/node";

const entry = new URL("./warm-worker.mjs", import.meta.url);
let thread: Worker | undefined;
/**
 * Settles when the thread has answered the last "stop". Vitest does not wait for a runner's stop
 * before starting the next, which is harmless with a thread each; on one thread the old run's
 * teardown would run into the new run's set-up (and tear its environment down).
 */
let stopped: Promise<void> = Promise.resolve();

type Listener = (arg: unknown) => void;

class WarmThread implements PoolWorker {
  readonly name = "warm-threads";
  private attached: [string, Listener][] = [];
  constructor(private readonly options: PoolOptions) {}

  async start(): Promise<void> {
    await stopped;
    if (thread) return;
    const started = new Worker(entry, { env: this.options.env, execArgv: this.options.execArgv });
    started.unref();
    started.once("exit", () => {
      if (thread === started) thread = undefined;
    });
    thread = started;
  }
  private get live(): Worker {
    if (!thread) throw new Error("warm pool: the worker thread is not running");
    return thread;
  }
  on(event: string, callback: Listener): void {
    this.live.on(event, callback);
    this.attached.push([event, callback]);
  }
  off(event: string, callback: Listener): void {
    thread?.off(event, callback);
    this.attached = this.attached.filter(([e, c]) => e !== event || c !== callback);
  }
  send(message: WorkerRequest): void {
    const live = this.live;
    if (message.type === "stop") {
      stopped = new Promise((resolve) => {
        const onMessage = (reply: { type?: string }) => void (reply?.type === "stopped" && finish());
        const finish = () => {
          live.off("message", onMessage);
          live.off("exit", finish);
          resolve();
        };
        live.on("message", onMessage);
        live.on("exit", finish);
      });
    }
    live.postMessage(message);
  }
  async stop(): Promise<void> {
    for (const [event, callback] of this.attached) thread?.off(event, callback);
    this.attached = [];
  }
  deserialize(data: unknown): unknown {
    return data;
  }
}

export const warmThreads: PoolRunnerInitializer = {
  name: "warm-threads",
  createPoolWorker: (options) => new WarmThread(options),
};

/** Stryker's runner sets `pool: "threads"` inline, over the config file; this puts the warm pool back. */
export function useWarmThreads(): Plugin {
  return {
    name: "backroom:warm-threads",
    configureVitest({ project }) {
      project.config.pool = warmThreads.name;
      project.config.poolRunner = warmThreads;
    },
  };
}
