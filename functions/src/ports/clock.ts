/**
 * The clock port. Service, store, mail and timer code never call `Date.now()` or `setTimeout`:
 * they are handed a Clock, so tests move time by hand, waiting included.
 */
export interface Clock {
  now(): Date;
  /** Resolves once `ms` have passed on this clock (the mail pacer waits for its next slot). */
  wait(ms: number): Promise<void>;
}

export const systemClock: Clock = {
  now: () => new Date(),
  wait: (ms) => new Promise((done) => setTimeout(done, Math.max(0, ms))),
};

/**
 * A clock tests set and move by hand (digests, coalescing windows, link expiry). Listeners run
 * on every move, so the local timer adapter fires what came due without real waiting. A wait
 * ends when the clock is moved past it; `drive` moves it there whenever the work is waiting.
 */
export class ManualClock implements Clock {
  protected t: number;
  private readonly listeners = new Set<() => Promise<void> | void>();
  private readonly waits = new Set<{ until: number; done: () => void }>();
  /** Told when a wait begins, so `drive` learns the work is waiting on the clock. */
  private waiting: (() => void) | undefined;
  constructor(start: Date | string = "2026-12-01T09:00:00.000Z") {
    this.t = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.t);
  }
  wait(ms: number): Promise<void> {
    if (ms <= 0) return Promise.resolve();
    return new Promise((done) => {
      this.waits.add({ until: this.t + ms, done });
      this.waiting?.();
    });
  }
  onAdvance(listener: () => Promise<void> | void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  /** Moves time forward, ends the waits it passed, and waits for whatever came due to run. */
  async advance(ms: number): Promise<void> {
    this.t += ms;
    for (const w of [...this.waits]) {
      if (w.until > this.t) continue;
      this.waits.delete(w);
      w.done();
    }
    for (const l of [...this.listeners]) await l();
  }
  /**
   * Runs `work` to its end, moving the clock to the end of the earliest wait whenever something
   * waits on it: time passes only while the work waits, by exactly as much as it asked.
   */
  async drive<T>(work: Promise<T>): Promise<T> {
    let settled = false;
    const ended = work.then(() => { settled = true; }, () => { settled = true; });
    for (;;) {
      const someoneWaits = new Promise<void>((wake) => {
        this.waiting = wake;
        if (this.waits.size > 0) wake();
      });
      await Promise.race([ended, someoneWaits]);
      this.waiting = undefined;
      if (settled) return work;
      const until = Math.min(...[...this.waits].map((w) => w.until));
      await this.advance(until - this.t);
    }
  }
}
