/**
 * Arming a game's decision timers: after each write, one timer per awaited seat (a bot seat's
 * move shortly, a person's deadline when it falls); the previous decisions' timers cancelled.
 * What a fired timer does is timers/autoplay.ts's.
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

/**
 * Cancels the previous decisions' timers (the names are known from their move version) and
 * sets one per awaited seat now: a bot seat's move shortly, a person's deadline when it falls.
 */
export async function armTimers(timers: Timers, now: Date, game: Armed, before: Armed | null): Promise<void> {
  const want = new Map<string, { timer: Timer; at: Date }>();
  for (const seat of game.awaiting) {
    const decision = { gameId: game.gameId, seat, moveVersion: game.moveVersion };
    const due = game.deadlines[seat];
    if (game.players[seat]?.bot) want.set(timerName({ kind: "bot", ...decision }), { timer: { kind: "bot", ...decision }, at: new Date(now.getTime() + BOT_DELAY_MS) });
    else if (due) want.set(timerName({ kind: "deadline", ...decision, due }), { timer: { kind: "deadline", ...decision, due }, at: new Date(due) });
  }
  if (before) {
    for (const seat of before.awaiting) {
      const decision = { gameId: game.gameId, seat, moveVersion: before.moveVersion };
      const due = before.deadlines[seat];
      const names = [timerName({ kind: "bot", ...decision }), ...(due ? [timerName({ kind: "deadline", ...decision, due })] : [])];
      for (const name of names) if (!want.has(name)) await timers.cancel(name);
    }
  }
  for (const { timer, at } of want.values()) await timers.set(timer, at);
}
