/**
 * Decisions the platform makes for a seat: a bot seat's move, and the move made when a
 * deadline passes. Both are fired by a named one-time timer (notify/timers.ts: `bot`,
 * `deadline`) whose payload names the decision by the game's move version, and both go
 * through GameService.play like a player's move (engine-validated, one conditional write).
 *
 * Why a fired timer can never move twice: the move's clientMoveId is derived from the move
 * version and the seat, and its expected version is that move version. A second firing finds
 * the first move by its id (a duplicate, nothing written); a late firing, after anyone moved,
 * finds a newer move version and does nothing; two firings at once race on one conditional
 * transaction, and only one wins.
 */
import { botMove } from "@backroom/engine/core/bot";
import { BOT_DELAY_MS, timeoutMove } from "./clock-policy";
import { HttpError } from "./http/errors";
import type { GameService } from "./service";
import { timerName, type Timer, type Timers } from "./notify/timers";
import type { SummaryPlayer } from "./store/items";
import type { Clock } from "./auth/secrets";

/** What the timers of a game follow: its move version, awaited seats, who plays them, deadlines. */
export interface Armed {
  readonly gameId: string;
  readonly moveVersion: number;
  readonly awaiting: readonly number[];
  readonly players: readonly SummaryPlayer[];
  readonly deadlines: readonly (string | null)[];
}

export interface DecisionTimer {
  readonly gameId: string;
  readonly seat: number;
  readonly moveVersion: number;
  readonly due?: string;
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

/** The timer handler's side: acts only if the decision the timer names is still awaited. */
export function makeAutoplay(deps: { service: GameService; timers?: Timers; clock: Clock }) {
  /** The game if `t`'s decision is still the one awaited from its seat, else null. */
  async function stillAwaited(t: DecisionTimer) {
    const game = await deps.service.current(t.gameId);
    if (!game) return null;
    const { summary } = game;
    if (summary.status !== "active" || summary.moveVersion !== t.moveVersion || !summary.awaiting.includes(t.seat)) return null;
    return game;
  }
  async function play(t: DecisionTimer, move: unknown, how: "bot" | "timeout"): Promise<boolean> {
    try {
      // The id names the decision, not the timer: every firing for it is the same move.
      const res = await deps.service.play(t.gameId, t.seat, move, `${how}-${t.moveVersion}-${t.seat}`, t.moveVersion, how);
      return !res.duplicate;
    } catch (e) {
      // Someone moved in between (409) or the game ended: the decision was made; nothing to do.
      if (e instanceof HttpError && e.status === 409) return false;
      if ((e as { code?: string }).code === "game/over") return false;
      throw e;
    }
  }
  return {
    /** A deadline passed: the seat's decision is made for it (clock-policy.ts timeoutMove). */
    async deadline(t: DecisionTimer): Promise<boolean> {
      const game = await stillAwaited(t);
      if (!game) return false;
      const { summary, def, state, bot } = game;
      if (summary.players[t.seat]!.bot) return this.bot(t);
      const due = summary.deadlines[t.seat];
      if (!due) return false;
      // The deadline moved later (the player went away): wait for it.
      if (Date.parse(due) > deps.clock.now().getTime()) {
        await deps.timers?.set({ kind: "deadline", gameId: t.gameId, seat: t.seat, moveVersion: t.moveVersion, due }, new Date(due));
        return false;
      }
      const move = timeoutMove(def, bot, state, t.seat, summary.timeControl.onTimeout, `timeout-${t.gameId}-${t.moveVersion}-${t.seat}`);
      return play(t, move, "timeout");
    },
    /** A bot seat's turn: its bot decides, from what the seat may see. */
    async bot(t: DecisionTimer): Promise<boolean> {
      const game = await stillAwaited(t);
      if (!game || !game.summary.players[t.seat]!.bot) return false;
      const { def, state, bot } = game;
      const move = bot ? botMove(bot, state, t.seat, `bot-${t.gameId}-${t.moveVersion}-${t.seat}`) : def.legalMoves(state, t.seat)[0];
      return play(t, move, "bot");
    },
  };
}
export type Autoplay = ReturnType<typeof makeAutoplay>;
