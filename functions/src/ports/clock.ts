/**
 * The clock port. Service, store, mail and timer code never call `Date.now()`: they are handed a
 * Clock, so tests move time by hand.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock tests set and move by hand (digests, coalescing windows, link expiry). Listeners run
 * on every move, so the local timer adapter fires what came due without real waiting.
 */
export class ManualClock implements Clock {
  protected t: number;
  private readonly listeners = new Set<() => Promise<void> | void>();
  constructor(start: Date | string = "2026-12-01T09:00:00.000Z") {
    this.t = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.t);
  }
  onAdvance(listener: () => Promise<void> | void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  /** Moves time forward and waits for whatever came due to run. */
  async advance(ms: number): Promise<void> {
    this.t += ms;
    for (const l of [...this.listeners]) await l();
  }
}
