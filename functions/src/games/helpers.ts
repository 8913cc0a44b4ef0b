/** Small pure helpers of the service: seats, versions, how a move was made, the conflict answer. */
import { Refusal } from "../errors";
import type { SummaryItem, SummaryPlayer } from "../store/items";

/** The versions a game has used, with the seq from which each applies. */
export function versionsOf(summary: SummaryItem): { version: number; fromSeq: number }[] {
  return summary.engineVersions ?? [{ version: summary.engineVersion, fromSeq: 0 }];
}

/** Who made a move that was not its player's own choice; the history says so. */
export type MoveHow = "bot" | "timeout";

export function handOverText(name: string): string {
  return `After too many timeouts in a row, a bot now plays for ${name}, who can take the seat back from the game page.`;
}

export function howText(how: MoveHow): string {
  return how === "timeout" ? "played by bot: time ran out" : "played by bot";
}

export function seatOf(summary: SummaryItem, email: string): number | null {
  const i = email === "" ? -1 : summary.players.findIndex((p) => p.email === email);
  return i < 0 ? null : i;
}

/**
 * Why a seat's own player may not move for it now: the bot holds it (after their resignation, the
 * host's hand-over or timeouts), so only the bot moves there until they take it back, where
 * docs/api.md allows that. Null when the player holds it.
 */
export function heldByBot(player: SummaryPlayer): Refusal | null {
  if (!player.bot) return null;
  return player.resigned
    ? new Refusal(409, "seat/resigned", "You resigned this seat: the bot plays it to the end.")
    : new Refusal(409, "seat/bot-plays", "The bot plays this seat now. Take it back first (on the game page), then make your move.");
}

export function nonNegative(n: number | undefined): number | null {
  return n === undefined || n < 0 ? null : n;
}

export function conflict(currentVersion: number): Refusal {
  return new Refusal(409, "move/version-conflict", `Someone moved first: the game is now at move version ${currentVersion}. Refresh and try again.`, { currentVersion });
}

/**
 * A write that lost its slot to other writers on every retry (a table chatting faster than the
 * write can land): nothing was written and nothing the caller saw is stale, so they may simply
 * send it again.
 */
export function busy(): Refusal {
  return new Refusal(409, "game/busy", "So much was written to this game at once that this did not get in. Nothing was changed: try again.");
}
