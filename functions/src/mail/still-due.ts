/**
 * Mail is judged when it is sent, not when it was queued: between the two a reader may have made
 * the decision they were told of, or been replaced in the game. Pure; the notifier reads the
 * news and the game's summary and asks these.
 */
import type { GameNews } from "../games/news";
import type { SummaryItem } from "../store/items";

type Seats = Pick<SummaryItem, "players" | "lastSeqs">;

/**
 * Why one game's queued news is no longer for its reader, or null when it still is.
 * `throughSeq`: the last event queued for them. An invitation, a game's end and a decision
 * awaited now always go. A reader who no longer holds a seat was replaced and may not read it
 * any more. A reader who moved after everything queued for them has answered it: what happened
 * since was not news enough to mail on its own. Nor is news without a line in it. (A seat's
 * own move at `throughSeq` is a timeout that called it again, not an answer.)
 */
export function staleNews(n: GameNews, summary: Seats | null, email: string, throughSeq: number): string | null {
  if (n.seat === null || summary?.players[n.seat]?.email !== email) return "no longer plays in the game";
  // Private messages the reader has neither read nor been mailed are news on their own.
  if (n.status === "finished" || n.awaitingMe || n.firstToMove.length > 0 || (n.press?.length ?? 0) > 0) return null;
  // Their own move answers the news, not one the platform made for the seat (the bot's after a hand-over).
  if ((n.lastOwnSeq ?? summary.lastSeqs[n.seat] ?? -1) > throughSeq) return "the decision was made since";
  if (n.lines.length === 0) return "nothing new";
  return null;
}

/**
 * Whether a reminder written at `version` still reminds of an open decision: the seat is still
 * this reader's, and they have not moved since. A decision begun since is not the one reminded
 * of: its own "your move" tells of it. (A seat's own move at `version` is the timeout that
 * opened the decision, not an answer to it.)
 */
export function reminderStands(summary: Seats | null, seat: number, email: string, version: number): boolean {
  return !!summary && summary.players[seat]?.email === email && (summary.lastSeqs[seat] ?? -1) <= version;
}
