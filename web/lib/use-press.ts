"use client";
/**
 * The game page's press (docs/web.md, "Talk"): the caller's channels, the open channel's
 * messages, and what the player does with them. It keeps no timer of its own: the page's poller
 * calls `refresh` with each poll (one more small request, at the page's pace and backoff), and a
 * change here counts as a change of the page, so a lively conversation keeps the pace up.
 * A channel counts as read once it is open on the page: its read marker goes to the server then,
 * and again when new messages arrive while it stays open.
 */
import { startTransition, useCallback, useMemo, useRef, useState } from "react";
import { api, ApiFailure, newClientMoveId, type ChannelInfo, type GameResponse, type PressMessage, type PressResponse } from "./api";
import { mergeMessages, TABLE } from "./press";

export interface PressState {
  readonly press: PressResponse | null;
  /** The channel open on the page, if any. */
  readonly open: string | null;
  /** The open channel as last read (its "seen" marks), and its messages. */
  readonly channel: ChannelInfo | null;
  readonly messages: readonly PressMessage[];
  /** A failure of the last poll or action (an ApiFailure, worded by the panel). */
  readonly failure: unknown;
}

export interface PressActions {
  /** Opens a channel (null: back to the list). */
  readonly openChannel: (id: string | null) => void;
  readonly send: (text: string) => Promise<void>;
  /** Opens (or finds) the private channel of these seats and shows it. */
  readonly newChannel: (members: number[], name?: string) => Promise<void>;
  readonly mute: (seat: number, muted: boolean) => Promise<void>;
}

export interface Press {
  readonly state: PressState;
  readonly actions: PressActions;
  /** Reads the press for this game as the page now sees it; true when something changed. */
  /** `urgent`: drawn at once (after the player's own action), else as a transition, like the game's poll. */
  readonly refresh: (game: GameResponse, urgent?: boolean) => Promise<boolean>;
}

/** Pages read at most per refresh: a long-closed channel is read in a few pages, not at once. */
const MAX_PAGES = 5;

/** Whether the page has press to show and the caller may ask for it. */
export function hasPress(game: GameResponse): boolean {
  return game.press.mode !== "none" && game.mySeat !== null;
}

const signature = (p: PressResponse | null) =>
  p ? JSON.stringify([p.canWrite, p.botSeats, p.muted, p.lastMessageAt, p.channels.map((c) => [c.id, c.lastSeq, c.unread, c.readUpTo])]) : "";

export interface PressOptions {
  /** After the player's own line at the table: it is a chat event, so the page reads the history again. */
  readonly onTableLine?: () => void;
}

export function usePress(gameId: string, opts: PressOptions = {}): Press {
  const [press, setPress] = useState<PressResponse | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const [channel, setChannel] = useState<ChannelInfo | null>(null);
  const [messages, setMessages] = useState<PressMessage[]>([]);
  const [failure, setFailure] = useState<unknown>(null);
  // The refresh reads what is current, not what the render it was made in saw.
  const live = useRef({ press, open, messages, gameId, mySeat: null as number | null });
  live.current.gameId = gameId;
  const onTableLine = useRef(opts.onTableLine);
  onTableLine.current = opts.onTableLine;

  const setPressBoth = (p: PressResponse | null) => {
    live.current.press = p;
    setPress(p);
  };

  /** Reads the open channel's new messages, then marks them read. */
  const loadOpen = useCallback(async (id: string): Promise<void> => {
    const game = live.current.gameId;
    let known = live.current.open === id ? live.current.messages : [];
    let after = known.at(-1)?.seq ?? 0;
    let info: ChannelInfo | null = null;
    for (let page = 0; page < MAX_PAGES; page++) {
      const r = await api.channel(game, id, { after });
      if (live.current.open !== id) return; // the player went elsewhere meanwhile
      info = r.channel;
      known = mergeMessages(known, r.messages);
      if (r.next === null) break;
      after = r.next;
    }
    live.current.messages = known;
    setMessages(known);
    if (!info) return;
    setChannel(info);
    const last = Math.max(info.lastSeq, known.at(-1)?.seq ?? 0);
    const myMark = info.readUpTo.find((r) => r.seat === live.current.mySeat)?.seq ?? 0;
    if (last > myMark && (typeof document === "undefined" || document.visibilityState !== "hidden")) {
      const read = await api.markRead(game, id, last).catch(() => null);
      if (read && live.current.open === id) setChannel(read);
      if (read && live.current.press) {
        setPressBoth({ ...live.current.press, channels: live.current.press.channels.map((c) => (c.id === id ? { ...c, unread: read.unread, readUpTo: read.readUpTo } : c)) });
      }
    }
  }, []);

  const refresh = useCallback(
    async (game: GameResponse, urgent = false): Promise<boolean> => {
      const draw = urgent ? (f: () => void) => f() : startTransition;
      if (!hasPress(game)) {
        const had = live.current.press !== null;
        draw(() => setPressBoth(null));
        return had;
      }
      live.current.mySeat = game.mySeat;
      try {
        const before = signature(live.current.press);
        const p = await api.press(game.gameId);
        const id = live.current.open;
        const openInfo = id === null ? undefined : p.channels.find((c) => c.id === id);
        draw(() => {
          setPressBoth(p);
          setFailure(null);
        });
        if (id !== null && openInfo && openInfo.lastSeq > (live.current.messages.at(-1)?.seq ?? 0)) await loadOpen(id);
        return signature(live.current.press) !== before;
      } catch (e) {
        if (e instanceof ApiFailure) {
          setFailure(e);
          return false;
        }
        throw e;
      }
    },
    [loadOpen],
  );

  const openChannel = useCallback(
    (id: string | null) => {
      live.current.open = id;
      live.current.messages = [];
      setOpen(id);
      setMessages([]);
      setChannel(id === null ? null : (live.current.press?.channels.find((c) => c.id === id) ?? null));
      setFailure(null);
      if (id !== null) loadOpen(id).catch((e: unknown) => setFailure(e));
    },
    [loadOpen],
  );

  const send = useCallback(
    async (text: string) => {
      const id = live.current.open;
      if (id === null) return;
      const game = live.current.gameId;
      const clientMessageId = newClientMoveId().replace(/[^A-Za-z0-9_-]/g, "");
      try {
        await api.sendPress(game, id, { text, clientMessageId });
      } catch (e) {
        // One retry with the same id on a lost connection: the server keeps one message.
        if (!(e instanceof ApiFailure) || e.status !== 0) throw e;
        await api.sendPress(game, id, { text, clientMessageId });
      }
      await loadOpen(id);
      if (id === TABLE) onTableLine.current?.();
    },
    [loadOpen],
  );

  const newChannel = useCallback(
    async (members: number[], name?: string) => {
      const info = await api.openChannel(live.current.gameId, { members, ...(name ? { name } : {}) });
      const p = live.current.press;
      if (p && !p.channels.some((c) => c.id === info.id)) setPressBoth({ ...p, channels: [...p.channels, info] });
      openChannel(info.id);
    },
    [openChannel],
  );

  const mute = useCallback(async (seat: number, muted: boolean) => {
    setPressBoth(await api.mute(live.current.gameId, seat, muted));
  }, []);

  const state = useMemo(() => ({ press, open, channel, messages, failure }), [press, open, channel, messages, failure]);
  const actions = useMemo(() => ({ openChannel, send, newChannel, mute }), [openChannel, send, newChannel, mute]);
  return useMemo(() => ({ state, actions, refresh }), [state, actions, refresh]);
}
