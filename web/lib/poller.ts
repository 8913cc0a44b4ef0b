/**
 * When the game page asks the server again (docs/web.md, "Keeping a game fresh"): every
 * `baseMs` while the player is awaited or active on the page; while the game waits on others,
 * each poll that brings nothing new doubles the wait, up to `maxMs`. Nothing at all while the
 * tab is hidden; on coming back, at once. Activity (a tap, a key, focus) or a change brings the
 * pace back to normal. Timers are the global ones, so tests drive it with fake timers.
 */

export const POLL_BASE_MS = 15_000;
export const POLL_MAX_MS = 240_000;

export interface PollerOptions {
  /** Fetches the game; resolves true when something changed. */
  readonly refresh: () => Promise<boolean>;
  readonly baseMs?: number;
  readonly maxMs?: number;
  readonly now?: () => number;
}

export interface Poller {
  /** True while the game waits on other players (polls back off), false on the player's turn. */
  setWaitingOnOthers(waiting: boolean): void;
  /** The wait before the next poll, as things stand. */
  delay(): number;
  stop(): void;
}

/** The wait after a poll: back to the base on a change or the player's turn, else doubled up to the cap. */
export function nextDelay(prev: number, opts: { changed: boolean; waitingOnOthers: boolean; baseMs?: number; maxMs?: number }): number {
  const base = opts.baseMs ?? POLL_BASE_MS;
  if (opts.changed || !opts.waitingOnOthers) return base;
  return Math.min(opts.maxMs ?? POLL_MAX_MS, prev * 2);
}

const ACTIVITY = ["pointerdown", "keydown"] as const;

export function startPolling(opts: PollerOptions): Poller {
  const base = opts.baseMs ?? POLL_BASE_MS;
  const max = opts.maxMs ?? POLL_MAX_MS;
  const now = opts.now ?? (() => Date.now());
  let delay = base;
  let waiting = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let dueAt = 0;
  let stopped = false;
  const hidden = () => document.visibilityState === "hidden";

  const schedule = (ms: number) => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (stopped || hidden()) return;
    dueAt = now() + ms;
    timer = setTimeout(() => void poll(), ms);
  };

  const poll = async () => {
    timer = null;
    if (stopped || hidden()) return;
    let changed = false;
    try {
      changed = await opts.refresh();
    } catch {
      // A failed poll is shown by the page; the next one tries again at the same pace.
    }
    delay = nextDelay(delay, { changed, waitingOnOthers: waiting, baseMs: base, maxMs: max });
    if (timer === null) schedule(delay);
  };

  /** Back to the base pace; the poll already due sooner keeps its time (constant typing never postpones it). */
  const quicken = () => {
    delay = base;
    if (timer !== null && dueAt - now() > base) schedule(base);
  };

  const onVisibility = () => {
    if (hidden()) {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      return;
    }
    delay = base;
    void poll();
  };
  const onFocus = () => {
    if (hidden()) return;
    delay = base;
    void poll();
  };

  document.addEventListener("visibilitychange", onVisibility);
  window.addEventListener("focus", onFocus);
  for (const e of ACTIVITY) window.addEventListener(e, quicken, { passive: true });
  schedule(delay);

  return {
    setWaitingOnOthers(next) {
      waiting = next;
      if (!next) quicken();
    },
    delay: () => delay,
    stop() {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("focus", onFocus);
      for (const e of ACTIVITY) window.removeEventListener(e, quicken);
    },
  };
}
