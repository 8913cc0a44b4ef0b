/**
 * Decisions the platform makes for a seat: a bot seat's move, and the move made when a
 * deadline passes. Both are fired by a named one-time timer (ports/timers.ts: `bot`,
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
import { timeoutMove } from "../clocks/clock-policy";
import { Refusal } from "../errors";
import type { GameService } from "../games/service";
import type { Clock } from "../ports/clock";
import { againLater, type Timers } from "../ports/timers";

export interface DecisionTimer {
  readonly gameId: string;
  readonly seat: number;
  readonly moveVersion: number;
  readonly due?: string;
  readonly early?: number;
}

/** The timer handler's side: acts only if the decision the timer names is still awaited. */
export function makeAutoplay(deps: { service: GameService; timers?: Timers; clock: Clock }) {
  /** The game if `t`'s decision is still the one awaited from its seat, else null. */
  async function stillAwaited(t: DecisionTimer) {
    const game = await deps.service.current(t.gameId);
    if (!game) return null;
    const { summary } = game;
    // Stryker disable next-line ConditionalExpression,LogicalOperator: a decision no longer awaited is refused by the move's conditional write anyway (409 or game/over, nothing written); this only spares the work (equivalent)
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
      if (e instanceof Refusal && e.status === 409) return false;
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
      const now = deps.clock.now();
      if (Date.parse(due) > now.getTime()) {
        const timer = { kind: "deadline" as const, gameId: t.gameId, seat: t.seat, moveVersion: t.moveVersion, due };
        // The deadline moved later (the player went away): wait for it; its timer, set when it
        // moved, stands. Or this timer fired early (Scheduler fires on whole seconds, by its own
        // clock): set it again under another name. Not a timeout a moment early: the seat may
        // still move until the deadline, and the timeout would take that from it.
        const again = due === t.due ? againLater({ ...timer, ...(t.early ? { early: t.early } : {}) }, Date.parse(due), now) : { timer, at: new Date(due) };
        // Stryker disable next-line OptionalChaining: this runs only from a fired timer, so timers exist (equivalent)
        await deps.timers?.set(again.timer, again.at);
        return false;
      }
      // Stryker disable next-line StringLiteral: any fixed seed meets the requirement (a firing again makes the same move, found by its move id); its value is no requirement
      const move = timeoutMove(def, bot, state, t.seat, summary.timeControl.onTimeout, `timeout-${t.gameId}-${t.moveVersion}-${t.seat}`);
      return play(t, move, "timeout");
    },
    /** A bot seat's turn: its bot decides, from what the seat may see. */
    async bot(t: DecisionTimer): Promise<boolean> {
      const game = await stillAwaited(t);
      if (!game || !game.summary.players[t.seat]!.bot) return false;
      const { def, state, bot } = game;
      // Stryker disable next-line StringLiteral: as the timeout's seed above (equivalent)
      const move = bot ? botMove(bot, state, t.seat, `bot-${t.gameId}-${t.moveVersion}-${t.seat}`) : def.legalMoves(state, t.seat)[0];
      return play(t, move, "bot");
    },
  };
}
export type Autoplay = ReturnType<typeof makeAutoplay>;
