/** The timers port locally: real timers in this process, kept in a file across restarts. */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import * as z from "zod/mini";
import type { Clock } from "../../ports/clock";
import { firesAt, Timer, TIMER_NAME, timerName, type Timers } from "../../ports/timers";

export interface DeadLetter {
  readonly at: string;
  readonly error: string;
  readonly attempts: number;
  readonly summary: string;
}

/**
 * Local: real timers in this process, firing the same handler the timer function runs. A
 * failing timer is retried (ATTEMPTS in all, as Scheduler retries) and then set aside as a dead
 * letter. With a ManualClock (tests) timers fire when the clock is advanced past them.
 *
 * As strict as Scheduler: a timer fires on the whole second Scheduler would fire it (firesAt), a
 * name must be one Scheduler takes, and a name is in use from when it is set until its timer
 * has run (Scheduler deletes a fired one-time schedule only after its invocation), so setting it
 * again meanwhile does nothing, as the Scheduler adapter does with its ConflictException.
 */
export function localTimers(opts: {
  clock: Pick<Clock, "now"> & { onAdvance?(l: () => Promise<void>): () => void };
  fire: (timer: Timer) => Promise<unknown>;
  onDeadLetter?: (d: DeadLetter) => void;
  log?: (m: string) => void;
  attempts?: number;
  /** Keeps set timers in this JSON file, so they survive a restart (as Scheduler's do). */
  file?: string;
}) {
  const log = opts.log ?? (() => {});
  const attempts = opts.attempts ?? 3;
  const pending = new Map<string, { timer: Timer; at: number; handle?: NodeJS.Timeout }>();
  const manual = typeof opts.clock.onAdvance === "function";
  const running = new Set<Promise<void>>();
  /** Names of timers that fired and have not finished running: still in use, as in Scheduler. */
  const firing = new Set<string>();
  let stopped = false;
  const save = () => {
    if (opts.file) writeFileSync(opts.file, JSON.stringify([...pending.values()].map(({ timer, at }) => ({ timer, at }))));
  };

  async function run(name: string) {
    const entry = pending.get(name);
    if (!entry) return;
    // Deleted from the file only once it ran: a stop midway leaves it to fire after the restart.
    pending.delete(name);
    firing.add(name);
    try {
      let error = "";
      for (let attempt = 1; attempt <= attempts; attempt++) {
        try {
          await opts.fire(entry.timer);
          if (!stopped) save();
          return;
        } catch (e) {
          error = (e as Error).message;
          log(`timer ${name} failed (attempt ${attempt} of ${attempts}): ${error}`);
          if (!manual && attempt < attempts) await new Promise((r) => setTimeout(r, 250 * 2 ** attempt).unref());
        }
      }
      if (!stopped) save();
      opts.onDeadLetter?.({ at: opts.clock.now().toISOString(), error, attempts, summary: `timer ${name}: ${JSON.stringify(entry.timer)}` });
    } finally {
      firing.delete(name);
    }
  }
  function track(p: Promise<void>) {
    running.add(p);
    void p.finally(() => running.delete(p));
  }
  function arm(name: string) {
    const entry = pending.get(name)!;
    // setTimeout holds at most ~24.8 days; longer timers re-arm.
    const delay = Math.min(Math.max(0, entry.at - opts.clock.now().getTime()), 2 ** 31 - 1);
    entry.handle = setTimeout(() => {
      if (!pending.has(name)) return;
      if (opts.clock.now().getTime() < entry.at) arm(name);
      else track(run(name));
    }, delay).unref();
  }
  const unsubscribe = manual
    ? opts.clock.onAdvance!(async () => {
      // Fire in time order; a fired timer may set new ones that are due as well.
      for (;;) {
        const now = opts.clock.now().getTime();
        const due = [...pending.entries()].filter(([, e]) => e.at <= now).sort((a, b) => a[1].at - b[1].at);
        if (due.length === 0) break;
        for (const [name] of due) await run(name);
      }
    })
    : () => {};

  if (opts.file && existsSync(opts.file)) {
    for (const saved of z.array(z.object({ timer: Timer, at: z.number() })).parse(JSON.parse(readFileSync(opts.file, "utf8")))) {
      const name = timerName(saved.timer);
      pending.set(name, saved);
      if (!manual) arm(name);
    }
  }

  const timers: Timers & { stop(): void; pendingNames(): string[]; idle(): Promise<void> } = {
    async set(timer, at) {
      const name = timerName(timer);
      if (!TIMER_NAME.test(name)) throw Object.assign(new Error(`Schedule name ${name} is not valid.`), { name: "ValidationException" });
      if (pending.has(name) || firing.has(name)) return;
      const fires = firesAt(at).getTime();
      pending.set(name, { timer, at: fires });
      save();
      if (!manual) arm(name);
      // A timer set for a time already past fires at once, as with real time.
      else if (fires <= opts.clock.now().getTime()) track(run(name));
    },
    async cancel(name) {
      const entry = pending.get(name);
      if (entry?.handle) clearTimeout(entry.handle);
      pending.delete(name);
      save();
    },
    pendingNames: () => [...pending.keys()],
    /** Resolves once the timers that are running now have finished (tests, shutdown). */
    async idle() {
      while (running.size > 0) await Promise.all([...running]);
    },
    /** Stops the timers of this process; those in the file fire after the next start. */
    stop() {
      stopped = true;
      for (const e of pending.values()) if (e.handle) clearTimeout(e.handle);
      pending.clear();
      unsubscribe();
    },
  };
  return timers;
}
