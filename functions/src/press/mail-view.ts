/**
 * Press as mail sees it, judged when the notifier runs, never when the message was written: who
 * a private message goes to (the channel's member seats as they are played now: not the
 * writer, not a seat the bot holds, not a player who muted the writer), and what one reader's
 * mail may carry (the private channels their seat is in now, messages after what they read or
 * were mailed, their own and muted seats' left out). A seat handed to someone else since gets
 * nothing more: the new player is its reader. The table's lines reach mail as the history's
 * chat lines (games/history.ts news), with muted seats' left out there.
 */
import type { GameStore } from "../store/game-store";
import type { SummaryItem } from "../store/items";
import type { PressStore } from "../store/press-store";
import { membersOf, pressOf } from "./rules";

/** How many messages of one channel a mail carries at most; the game page has the rest. */
const MAIL_MESSAGES = 20;

export interface PressMailChannel {
  readonly channel: string;
  /** The group's name, or the other members' names. */
  readonly label: string;
  /** "Name: text", oldest first. */
  readonly lines: readonly string[];
  readonly earlierOmitted: boolean;
}

export interface PressMailView {
  readonly seat: number;
  /** Seats the reader muted: their table lines are left out of the news too. */
  readonly muted: readonly number[];
  readonly channels: readonly PressMailChannel[];
  /** Records that these messages were mailed, once the mail has gone. */
  mailed(): Promise<void>;
}

export class PressMail {
  constructor(private readonly deps: { store: GameStore; press: PressStore; now: () => Date }) {}

  /** The readers a private message goes to now: the members' players but the writer, the bot's seats and those who muted the writer. */
  async recipients(gameId: string, channel: string, writer: number): Promise<{ seat: number; email: string; name: string }[]> {
    const summary = await this.deps.store.getSummary(gameId);
    if (!summary || pressOf(summary).mode !== "full") return [];
    const mutes = await this.deps.press.mutes(gameId);
    return (membersOf(channel) ?? []).flatMap((seat) => {
      const p = summary.players[seat];
      if (seat === writer || !p || p.bot || !p.email) return [];
      if (mutes.some((m) => m.seat === seat && m.email === p.email && m.muted.includes(writer))) return [];
      return [{ seat, email: p.email, name: p.name }];
    });
  }

  /**
   * What one reader's mail of `gameId` may carry now. `withPrivate` false: only the mutes (a
   * reader who wants press in the digest only, in another mail). Null when they hold no seat.
   */
  async view(email: string, gameId: string, opts: { withPrivate: boolean }): Promise<PressMailView | null> {
    const summary = await this.deps.store.getSummary(gameId);
    if (!summary) return null;
    const seat = email === "" ? -1 : summary.players.findIndex((p) => p.email === email);
    if (seat < 0) return null;
    const mutes = await this.deps.press.mutes(gameId);
    const muted = mutes.find((m) => m.seat === seat && m.email === email)?.muted ?? [];
    const none = { seat, muted, channels: [], mailed: async () => {} };
    if (!opts.withPrivate || summary.players[seat]!.bot || pressOf(summary).mode !== "full") return none;
    return this.privateView(summary, seat, email, muted);
  }

  private async privateView(summary: SummaryItem, seat: number, email: string, muted: readonly number[]): Promise<PressMailView> {
    const gameId = summary.gameId;
    const [channels, reads, mails] = await Promise.all([this.deps.press.channels(gameId), this.deps.press.readMarkers(gameId), this.deps.press.mailMarkers(gameId)]);
    const names = summary.players.map((p) => p.name);
    const upTo = (list: typeof reads, channel: string) => list.find((m) => m.seat === seat && m.channel === channel && m.email === email)?.upTo ?? 0;
    const out: PressMailChannel[] = [];
    const marks: { channel: string; upTo: number }[] = [];
    for (const c of channels) {
      const members = membersOf(c.channel);
      if (!members || !members.includes(seat)) continue;
      const from = Math.max(upTo(reads, c.channel), upTo(mails, c.channel));
      if (c.lastSeq <= from) continue;
      // The newest messages, when there are more than a mail holds.
      const start = Math.max(from, c.lastSeq - MAIL_MESSAGES);
      const { messages } = await this.deps.press.messages(gameId, c.channel, start, MAIL_MESSAGES);
      const shown = messages.filter((m) => m.seat !== seat && !muted.includes(m.seat));
      marks.push({ channel: c.channel, upTo: messages.at(-1)?.seq ?? from });
      if (shown.length === 0) continue;
      out.push({
        channel: c.channel,
        label: c.name ?? members.filter((s) => s !== seat).map((s) => names[s]).join(", "),
        lines: shown.map((m) => `${m.name}: ${m.text}`),
        earlierOmitted: start > from,
      });
    }
    return {
      seat, muted, channels: out,
      mailed: async () => {
        const at = this.deps.now().toISOString();
        for (const m of marks) await this.deps.press.markMailed(gameId, { seat, channel: m.channel, upTo: m.upTo, email }, at);
      },
    };
  }
}
