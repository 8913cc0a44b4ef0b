/**
 * Press on the page (docs/web.md, "Talk"): pure helpers over the API's channels, so the panel
 * draws and the tests check the same rules — which channels show and in what order, where each
 * member's "seen" mark sits, and what a game's press setting is when it was never chosen.
 */
import type { ChannelInfo, GamePress, PressMessage, PressMode, PressResponse } from "./api";

/** The table channel's id (the contract's TABLE_CHANNEL; the contract module itself is not imported here, it evaluates zod). */
export const TABLE = "table";

/** A game's press when created without a choice: full for Politika ("a game of strategy and negotiation"), public for the others. */
export function defaultPressMode(game: string): PressMode {
  return game === "politika" ? "full" : "public";
}

export function defaultPress(game: string): GamePress {
  return { mode: defaultPressMode(game), archive: "private" };
}

/** The channels to list: the table first, then private ones, the most recently active first; none at all when press is off. */
export function listedChannels(press: Pick<PressResponse, "press" | "channels">): ChannelInfo[] {
  if (press.press.mode === "none") return [];
  const table = press.channels.filter((c) => c.kind === "table");
  const others = press.press.mode === "full" ? press.channels.filter((c) => c.kind !== "table") : [];
  others.sort((a, b) => (b.lastAt ?? "").localeCompare(a.lastAt ?? "") || a.id.localeCompare(b.id));
  return [...table, ...others];
}

/** Unread messages over the listed channels. */
export function totalUnread(press: Pick<PressResponse, "press" | "channels">): number {
  return listedChannels(press).reduce((n, c) => n + c.unread, 0);
}

/** The members of a private channel other than the viewer (the table has no fixed members to name). */
export function others(channel: ChannelInfo, mySeat: number | null): number[] {
  return channel.members.filter((s) => s !== mySeat);
}

/** A private channel's id for a set of seats: ascending after "s" (press-contract.ts, ChannelId). */
export function channelIdOf(seats: readonly number[]): string {
  return `s${[...new Set(seats)].sort((a, b) => a - b).join("-")}`;
}

export interface SeenMarks {
  /** After which shown message each member's mark sits (members other than the viewer). */
  readonly after: ReadonlyMap<number, number[]>;
  /** Members who have read none of the shown messages. */
  readonly none: number[];
}

/**
 * Where each member stopped reading, among the messages shown: after the last shown message at
 * or below their read marker. A member's own messages count as read by them even if their marker
 * is older (they wrote them). The viewer's own mark is not drawn.
 */
export function seenMarks(channel: ChannelInfo, shown: readonly PressMessage[], mySeat: number | null): SeenMarks {
  const after = new Map<number, number[]>();
  const none: number[] = [];
  for (const { seat, seq } of channel.readUpTo) {
    if (seat === mySeat) continue;
    const ownLast = shown.reduce((m, msg) => (msg.seat === seat ? Math.max(m, msg.seq) : m), 0);
    const upTo = Math.max(seq, ownLast);
    const at = shown.filter((m) => m.seq <= upTo).at(-1);
    if (!at) {
      if (shown.length > 0) none.push(seat);
      continue;
    }
    after.set(at.seq, [...(after.get(at.seq) ?? []), seat]);
  }
  return { after, none };
}

/** Merges a page of messages into those known, one per seq, in seq order. */
export function mergeMessages(known: readonly PressMessage[], fresh: readonly PressMessage[]): PressMessage[] {
  const bySeq = new Map<number, PressMessage>();
  for (const m of known) bySeq.set(m.seq, m);
  for (const m of fresh) bySeq.set(m.seq, m);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}
