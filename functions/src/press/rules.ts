/**
 * Who may read and write which press, decided from the game's summary alone (pure). Press
 * belongs to seats: the seat's player now reads and writes its channels; a replaced player has
 * no seat any more, and while the bot holds a seat nobody reads or writes private press as it.
 * The table channel is the game's public chat and keeps chat's rules (docs/api.md, "Press").
 */
import { Refusal } from "../errors";
import type { GamePress, PressMode } from "../press-contract";
import { TABLE_CHANNEL } from "../press-contract";
import type { SummaryItem } from "../store/items";

/** Politika calls itself a game of negotiation: full press. The others play with the table chat only. */
const DEFAULT_MODE: Readonly<Record<string, PressMode>> = { politika: "full" };

export function defaultPress(game: string): GamePress {
  return { mode: DEFAULT_MODE[game] ?? "public", archive: "private" };
}

/** A game's press settings, defaults filled in (games made before press have none stored). */
export function pressOf(summary: Pick<SummaryItem, "game" | "press">): GamePress {
  return { ...defaultPress(summary.game), ...summary.press };
}

/** The member seats a channel id names ("s0-2" → [0, 2]); null for the table. */
export function membersOf(channel: string): number[] | null {
  return channel === TABLE_CHANNEL ? null : channel.slice(1).split("-").map(Number);
}

/** The channel id of a set of seats: ascending, without repeats. */
export function channelIdOf(seats: readonly number[]): string {
  return `s${[...new Set(seats)].sort((a, b) => a - b).join("-")}`;
}

/** Checks a private channel id names a real set of seats of this game: ascending, distinct, in range, two or more. */
export function validChannel(channel: string, seats: number): boolean {
  const members = membersOf(channel);
  if (!members) return true;
  return members.length >= 2 && members.every((s, i) => s < seats && (i === 0 || s > members[i - 1]!)) && channelIdOf(members) === channel;
}

export const notAPlayer = () => new Refusal(403, "press/not-a-player", "Only the game's players can read or write its press.");
export const pressOff = (mode: PressMode) => mode === "none"
  ? new Refusal(403, "press/off", "This game is played without press: moves only.")
  : new Refusal(403, "press/off", "This game has public press only: the table chat.");
export const notAMember = () => new Refusal(403, "press/not-a-member", "You are not in this channel.");
export const botSeat = () => new Refusal(403, "press/bot-seat", "The bot plays your seat now, so it reads and writes no press. Take the seat back first.");
export const gameOver = () => new Refusal(403, "press/game-over", "The game is over: private channels are read-only now.");

/** The caller as press sees them: their seat (a player's), or a refusal for anyone else. */
export function pressSeat(summary: SummaryItem, email: string): number {
  const seat = email === "" ? -1 : summary.players.findIndex((p) => p.email === email);
  if (seat < 0) throw notAPlayer();
  return seat;
}

/** Seats the bot plays now: they read and write no private press. */
export function botSeats(summary: SummaryItem): number[] {
  return summary.players.flatMap((p, s) => (p.bot ? [s] : []));
}

/**
 * Whether `seat` may read `channel` (refusal otherwise). The table: any player's seat, while
 * the game has press at all (it is the chat the history shows everyone). A private channel:
 * with full press, a member seat the bot does not hold; after the end, with the archive open,
 * every player's seat the bot does not hold.
 */
export function mayRead(summary: SummaryItem, seat: number, channel: string): Refusal | null {
  const press = pressOf(summary);
  if (press.mode === "none") return pressOff("none");
  const members = membersOf(channel);
  if (!members) return null;
  if (press.mode !== "full") return pressOff(press.mode);
  // Membership first, so a non-member learns nothing else about the channel (nor whether it exists).
  const archiveOpen = summary.status === "finished" && press.archive === "open-at-end";
  if (!members.includes(seat) && !archiveOpen) return notAMember();
  if (summary.players[seat]!.bot) return botSeat();
  return null;
}

/** Whether `seat` may write to `channel` now: as it may read, and private channels only while the game runs. */
export function mayWrite(summary: SummaryItem, seat: number, channel: string): Refusal | null {
  const refused = mayRead(summary, seat, channel);
  if (refused) return refused;
  // After the end an open archive lets every player read, and nobody write.
  if (membersOf(channel) && summary.status === "finished") return gameOver();
  return null;
}

/** The channels `seat` may read, of those stored (the table always, when press is on). */
export function readable(summary: SummaryItem, seat: number, channels: readonly string[]): string[] {
  return channels.filter((c) => mayRead(summary, seat, c) === null);
}
