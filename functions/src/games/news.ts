/** What an email tells one reader about one game (GameService.news builds it, mail/emails.ts words it). */
import type { TimeControl } from "../clocks/clock-policy";
import type { LegalMove } from "../contract";
/** One game's news for one reader (see GameService.news). */
export interface GameNews {
  readonly gameId: string;
  readonly game: string;
  readonly title: string;
  readonly seat: number | null;
  readonly name: string | null;
  readonly players: readonly string[];
  readonly status: "active" | "finished";
  /** The move version the news was read at: a reply to it moves only while no move came since. */
  readonly moveVersion?: number;
  readonly createdBy: string;
  /** The seq of the reader's last own move (not a timeout's or the bot's for their seat); -1 before their first. */
  readonly lastOwnSeq?: number;
  /** History lines since the reader's last own move, as the reader may read them. */
  readonly lines: readonly string[];
  readonly earlierOmitted: boolean;
  readonly awaitingMe: boolean;
  /** The reader's legal moves, labelled as their move panel labels them. */
  readonly choices: readonly string[];
  /**
   * The same legal moves with the engine's English labels, in the engine's order, for the
   * numbered list of a mail that can be answered (replies/choices.ts). Absent: none listed.
   */
  readonly moves?: readonly LegalMove[];
  readonly waitingFor: readonly string[];
  /** For an invitation: who moves first. */
  readonly firstToMove: readonly string[];
  readonly result: string | null;
  /** When the reader's awaited decision is due (ISO), in a game with a time limit. */
  readonly deadline?: string;
  /** The reader's time zone (their settings), to show the deadline in; set by the notifier. */
  readonly timeZone?: string;
  /**
   * Private messages for the reader, per channel (press/mail-view.ts, set by the notifier): the
   * channel's label and "Name: text" lines, never translated.
   */
  readonly press?: readonly { readonly label: string; readonly lines: readonly string[]; readonly earlierOmitted: boolean }[];
  /** The game's time control in words, for games with a time limit. */
  readonly timeControl?: TimeControl;
}
