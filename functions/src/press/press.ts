/**
 * The press use cases (docs/api.md, "Press"): list the caller's channels, open one, read and
 * write messages, mark them read, mute a seat. Every call reads the game's summary first and
 * judges the caller's seat as it is now (./rules.ts), so a replaced player or a seat the bot
 * took loses its press at once. The table channel is the game's chat: its lines are chat events
 * written by GameService.chat, copied into the table channel in the same transaction.
 * Private messages live apart from the game (store/press-store.ts) and never touch its summary.
 */
import type {
  ChannelInfo, ChannelResponse, ChatRequest, MoveResponse, MuteRequest, OpenChannelRequest, PressPost, PressResponse,
} from "../contract";
import { TABLE_CHANNEL } from "../contract";
import type * as z from "zod/mini";
import { Refusal } from "../errors";
import type { Clock } from "../ports/clock";
import type { GameService } from "../games/service";
import { busy } from "../games/helpers";
import type { GameStore } from "../store/game-store";
import type { SummaryItem } from "../store/items";
import { PressBusy, type Marker, type PressStore, type StoredChannel } from "../store/press-store";
import {
  botSeat, botSeats, channelIdOf, mayRead, mayWrite, membersOf, pressOf, pressOff, pressSeat, validChannel,
} from "./rules";

/** Per seat, over all its channels: at most this many messages in the window. */
export const PRESS_RATE = { messages: 20, windowMinutes: 10 } as const;

export interface PressDeps {
  readonly store: GameStore;
  readonly press: PressStore;
  readonly service: GameService;
  readonly clock: Clock;
}

/** What press the caller's seat sees in one game: its readable channels, mutes and markers. */
interface Seen {
  readonly summary: SummaryItem;
  readonly seat: number;
  readonly email: string;
  readonly channels: StoredChannel[];
  readonly reads: Marker[];
  readonly muted: number[];
}

export class PressService {
  constructor(private readonly deps: PressDeps) {}

  async list(caller: string, gameId: string): Promise<PressResponse> {
    const seen = await this.seen(caller, gameId);
    if (seen.summary.players[seen.seat]!.bot) throw botSeat();
    return this.response(seen);
  }

  async open(caller: string, gameId: string, body: z.output<typeof OpenChannelRequest>): Promise<{ created: boolean; channel: ChannelInfo }> {
    const summary = await this.summary(gameId);
    const seat = pressSeat(summary, caller);
    const members = [...new Set([...body.members, seat])].sort((a, b) => a - b);
    if (members.some((s) => s >= summary.players.length)) {
      throw new Refusal(400, "request/invalid", `members: this game has seats 0-${summary.players.length - 1}`, { field: "members" });
    }
    if (members.length < 2) throw new Refusal(400, "request/invalid", "members: name at least one other seat", { field: "members" });
    const name = body.name ? body.name : null;
    if (name && members.length < 3) throw new Refusal(400, "request/invalid", "name: only a group of three or more has a name", { field: "name" });
    const channel = channelIdOf(members);
    const refused = mayWrite(summary, seat, channel);
    if (refused) throw refused;
    const opened = await this.deps.press.openChannel(gameId, { channel, members, name, at: this.deps.clock.now().toISOString() });
    const seen = await this.seenAs(summary, seat, caller);
    return { created: opened.created, channel: await this.info(seen, opened.channel) };
  }

  async read(caller: string, gameId: string, channel: string, query: { after: number; limit: number }): Promise<ChannelResponse> {
    const seen = await this.seen(caller, gameId);
    this.mayRead(seen, channel);
    const page = await this.deps.press.messages(gameId, channel, query.after, query.limit);
    const messages = page.messages.filter((m) => !seen.muted.includes(m.seat)).map(({ seq, seat, name, text, at }) => ({ seq, seat, name, text, at }));
    return {
      channel: await this.info(seen, this.stored(seen, channel)),
      messages,
      next: page.more ? page.messages.at(-1)!.seq : null,
    };
  }

  /** One message. The table's is a chat line (the same event as POST /games/{id}/chat). */
  async post(caller: string, gameId: string, channel: string, body: PressPost): Promise<{ channel: string; seq: number; duplicate: boolean }> {
    if (channel === TABLE_CHANNEL) {
      pressSeat(await this.summary(gameId), caller);
      const line = await this.chat(caller, gameId, { text: body.text, clientMoveId: body.clientMessageId });
      return { channel, seq: line.seq, duplicate: line.duplicate };
    }
    const summary = await this.summary(gameId);
    const seat = pressSeat(summary, caller);
    this.checkChannel(summary, channel);
    const refused = mayWrite(summary, seat, channel);
    if (refused) throw refused;
    const earlier = await this.deps.press.findMessage(gameId, seat, body.clientMessageId);
    if (earlier) return { ...earlier, duplicate: true };
    await this.checkRate(gameId, seat);
    try {
      return await this.deps.press.post(gameId, {
        channel, members: membersOf(channel)!, seat, name: summary.players[seat]!.name, text: body.text,
        at: this.deps.clock.now().toISOString(), clientMessageId: body.clientMessageId,
      });
    } catch (e) {
      if (e instanceof PressBusy) throw busy();
      throw e;
    }
  }

  /** A table line (POST /games/{id}/chat and the table channel): chat's path, press's rules and rate. */
  chat(caller: string, gameId: string, body: ChatRequest): Promise<MoveResponse> {
    return this.deps.service.chat(caller, gameId, body, {
      check: async (summary, seat) => {
        const refused = mayWrite(summary, seat, TABLE_CHANNEL);
        if (refused) throw refused;
        // A line sent again is a duplicate, not another message: only new lines count against the rate.
        if (!(await this.deps.store.findMove(gameId, seat, body.clientMoveId))) await this.checkRate(gameId, seat);
      },
      alsoWrite: (line) => this.deps.press.tableWrites(gameId, line),
    });
  }

  async markRead(caller: string, gameId: string, channel: string, upTo: number): Promise<ChannelInfo> {
    const seen = await this.seen(caller, gameId);
    this.mayRead(seen, channel);
    const stored = this.stored(seen, channel);
    // Never past the newest message: a marker ahead of the channel would hide what comes next.
    const seq = Math.min(upTo, stored.lastSeq);
    await this.deps.press.markRead(gameId, { seat: seen.seat, channel, upTo: seq, email: caller }, this.deps.clock.now().toISOString());
    return this.info(await this.seen(caller, gameId), stored);
  }

  async mute(caller: string, gameId: string, body: z.output<typeof MuteRequest>): Promise<PressResponse> {
    const summary = await this.summary(gameId);
    const seat = pressSeat(summary, caller);
    const press = pressOf(summary);
    if (press.mode === "none") throw pressOff("none");
    if (summary.players[seat]!.bot) throw botSeat();
    if (body.seat >= summary.players.length || body.seat === seat) {
      throw new Refusal(400, "request/invalid", `seat: name another seat of this game (0-${summary.players.length - 1})`, { field: "seat" });
    }
    await this.deps.press.setMute(gameId, seat, caller, body.seat, body.muted);
    return this.response(await this.seenAs(summary, seat, caller));
  }

  /** The caller's unread messages in each game (0 where they read no press), for the dashboard. */
  async unreadOf(email: string, games: readonly { summary: SummaryItem; seat: number }[]): Promise<number[]> {
    return Promise.all(games.map(async ({ summary, seat }) => {
      if (summary.players[seat]?.email !== email || summary.players[seat]!.bot || pressOf(summary).mode === "none") return 0;
      const seen = await this.seenAs(summary, seat, email);
      const infos = await Promise.all(this.readableChannels(seen).map((c) => this.info(seen, c)));
      return infos.reduce((n, c) => n + c.unread, 0);
    }));
  }

  private async summary(gameId: string): Promise<SummaryItem> {
    const summary = await this.deps.store.getSummary(gameId);
    if (!summary) throw new Refusal(404, "game/not-found", `There is no game ${gameId}.`);
    return summary;
  }

  private async seen(caller: string, gameId: string): Promise<Seen> {
    const summary = await this.summary(gameId);
    const seat = pressSeat(summary, caller);
    if (pressOf(summary).mode === "none") throw pressOff("none");
    return this.seenAs(summary, seat, caller);
  }

  private async seenAs(summary: SummaryItem, seat: number, email: string): Promise<Seen> {
    const [channels, reads, mutes] = await Promise.all([
      this.deps.press.channels(summary.gameId), this.deps.press.readMarkers(summary.gameId), this.deps.press.mutes(summary.gameId),
    ]);
    const muted = mutes.find((m) => m.seat === seat && m.email === email)?.muted ?? [];
    return { summary, seat, email, channels, reads, muted: [...muted].sort((a, b) => a - b) };
  }

  private checkChannel(summary: SummaryItem, channel: string): void {
    if (!validChannel(channel, summary.players.length)) {
      throw new Refusal(400, "request/invalid", `channel: name two or more of this game's seats (0-${summary.players.length - 1}), ascending`, { field: "channel" });
    }
  }

  private mayRead(seen: Seen, channel: string): void {
    this.checkChannel(seen.summary, channel);
    const refused = mayRead(seen.summary, seen.seat, channel);
    if (refused) throw refused;
  }

  /** The channel as stored, or as it stands before its first message. */
  private stored(seen: Seen, channel: string): StoredChannel {
    return seen.channels.find((c) => c.channel === channel)
      ?? { channel, members: membersOf(channel) ?? [], name: null, createdAt: "", lastSeq: 0, lastAt: null, seatLastAt: [] };
  }

  /** The table first (always there while press is on), then the private channels the seat may read, oldest first. */
  private readableChannels(seen: Seen): StoredChannel[] {
    const table = this.stored(seen, TABLE_CHANNEL);
    const others = seen.channels.filter((c) => c.channel !== TABLE_CHANNEL && mayRead(seen.summary, seen.seat, c.channel) === null);
    return [table, ...others.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.channel.localeCompare(b.channel))];
  }

  private async response(seen: Seen): Promise<PressResponse> {
    const { summary } = seen;
    const readable = summary.players[seen.seat]!.bot ? [] : this.readableChannels(seen);
    const channels = await Promise.all(readable.map((c) => this.info(seen, c)));
    const press = pressOf(summary);
    return {
      gameId: summary.gameId, press,
      canWrite: summary.status === "active" && !summary.players[seen.seat]!.bot && press.mode !== "none",
      botSeats: botSeats(summary),
      channels,
      lastMessageAt: summary.players.map((_, s) => readable.map((c) => c.seatLastAt[s] ?? null).filter((t): t is string => t !== null).sort().at(-1) ?? null),
      muted: seen.muted,
    };
  }

  /** A marker counts only when the seat's current player set it: a new player starts unread. */
  private marker(seen: Seen, seat: number, channel: string): number {
    const player = seen.summary.players[seat];
    return seen.reads.find((r) => r.seat === seat && r.channel === channel && r.email === player?.email)?.upTo ?? 0;
  }

  private async info(seen: Seen, c: StoredChannel): Promise<ChannelInfo> {
    const table = c.channel === TABLE_CHANNEL;
    const members = table ? seen.summary.players.map((_, s) => s) : c.members;
    const mine = this.marker(seen, seen.seat, c.channel);
    return {
      id: c.channel, kind: table ? "table" : "private", name: c.name, members, lastSeq: c.lastSeq, lastAt: c.lastAt,
      unread: c.lastSeq > mine ? await this.deps.press.countAfter(seen.summary.gameId, c.channel, mine, [seen.seat, ...seen.muted]) : 0,
      readUpTo: members.map((s) => ({ seat: s, seq: this.marker(seen, s, c.channel) })),
    };
  }

  /** 429 when the seat wrote its allowance within the window (counted from the store, by the injected clock). */
  private async checkRate(gameId: string, seat: number): Promise<void> {
    const now = this.deps.clock.now().getTime();
    const window = PRESS_RATE.windowMinutes * 60_000;
    const written = await this.deps.press.writtenSince(gameId, seat, new Date(now - window).toISOString());
    if (written.length < PRESS_RATE.messages) return;
    const again = new Date(Date.parse(written[written.length - PRESS_RATE.messages]!) + window);
    const minutes = Math.max(1, Math.ceil((again.getTime() - now) / 60_000));
    throw new Refusal(429, "press/too-fast", `You wrote ${PRESS_RATE.messages} messages within ${PRESS_RATE.windowMinutes} minutes. Try again at ${again.toISOString().slice(11, 16)} UTC (in ${minutes} minute${minutes === 1 ? "" : "s"}).`);
  }
}

