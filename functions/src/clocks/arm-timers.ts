/**
 * Arming a game's decision timers: after each write, one timer per awaited seat (a bot seat's
 * move shortly, a person's deadline when it falls); the previous decisions' timers cancelled.
 * What a fired timer does is timers/autoplay.ts's.
 *
 * Safe in itself: the new timers are set before any old one is cancelled, and each call stands
 * alone, so a cancel that fails (the schedule already gone, or a role that may not delete)
 * never keeps a new timer from being set. A stale timer that stays set does no harm: it fires
 * for a move version that has passed, and autoplay does nothing. A timer that could not be set
 * is reported to the caller, which counts it (metric `TimersNotSet`).
 */
import { BOT_DELAY_MS } from "./clock-policy";
import { timerName, type Timer, type Timers } from "../ports/timers";
import type { SummaryPlayer } from "../store/items";

/** What the timers of a game follow: its move version, awaited seats, who plays them, deadlines. */
export interface Armed {
  readonly gameId: string;
  readonly moveVersion: number;
  readonly awaiting: readonly number[];
  readonly players: readonly SummaryPlayer[];
  readonly deadlines: readonly (string | null)[];
}

/** A timer call that failed: the timer's name and why. */
export interface TimerFailure {
  readonly name: string;
  readonly error: unknown;
}

/** What arming could not do; both empty when everything was set and cancelled. */
export interface ArmOutcome {
  /** New timers that are not set: their decisions will not be made for the seat. */
  readonly notSet: readonly TimerFailure[];
  /** Old timers still set: harmless when they fire, but worth a log line. */
  readonly notCancelled: readonly TimerFailure[];
}

/**
 * Sets one timer per awaited seat now (a bot seat's move shortly, a person's deadline when it
 * falls), then cancels the previous decisions' timers (their names are known from their move
 * version). Never throws for a timer call: every failure is in the outcome.
 */
export async function armTimers(timers: Timers, now: Date, game: Armed, before: Armed | null, botDelayMs = BOT_DELAY_MS): Promise<ArmOutcome> {
  const want = new Map<string, { timer: Timer; at: Date }>();
  for (const seat of game.awaiting) {
    const decision = { gameId: game.gameId, seat, moveVersion: game.moveVersion };
    const due = game.deadlines[seat];
    // Stryker disable next-line OptionalChaining: an awaited seat always has a player (equivalent)
    if (game.players[seat]?.bot) want.set(timerName({ kind: "bot", ...decision }), { timer: { kind: "bot", ...decision }, at: new Date(now.getTime() + botDelayMs) });
    else if (due) want.set(timerName({ kind: "deadline", ...decision, due }), { timer: { kind: "deadline", ...decision, due }, at: new Date(due) });
  }
  const stale = new Set<string>();
  for (const seat of before?.awaiting ?? []) {
    const decision = { gameId: game.gameId, seat, moveVersion: before!.moveVersion };
    const due = before!.deadlines[seat];
    for (const name of [timerName({ kind: "bot", ...decision }), ...(due ? [timerName({ kind: "deadline", ...decision, due })] : [])]) {
      if (!want.has(name)) stale.add(name);
    }
  }
  const notSet = await failures([...want].map(([name, { timer, at }]) => [name, () => timers.set(timer, at)]));
  const notCancelled = await failures([...stale].map((name) => [name, () => timers.cancel(name)]));
  return { notSet, notCancelled };
}

/** Runs every call, all at once, and returns those that failed. */
async function failures(calls: readonly (readonly [string, () => Promise<void>])[]): Promise<TimerFailure[]> {
  const settled = await Promise.allSettled(calls.map(async ([, call]) => call()));
  return settled.flatMap((s, i) => (s.status === "rejected" ? [{ name: calls[i]![0], error: s.reason as unknown }] : []));
}
