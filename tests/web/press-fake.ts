/**
 * A fake API server for the game page's talk (a fetch stub answering as docs/api.md's "Press"
 * says), for one viewer: the game from an engine fixture with its press setting, and the press
 * routes over channels the test writes down. It records every call, so tests check what the
 * page sent (read markers, mutes, new conversations) as well as what it shows.
 */
import { vi } from "vitest";
import type { ChannelInfo, GamePress, GameResponse, PressMessage, PressResponse } from "../../web/lib/api";
import type { Fixture } from "./game-fixture";

export interface FakeChannel {
  id: string;
  name?: string | null;
  members: number[];
  messages: PressMessage[];
  /** Read markers by seat (absent: 0). */
  read: Record<number, number>;
}

export interface PressFake {
  fixture: Fixture;
  press: GamePress;
  viewer: number;
  channels: FakeChannel[];
  botSeats: number[];
  muted: number[];
  canWrite: boolean;
  calls: Array<{ method: string; path: string; body: unknown }>;
}

export const message = (seq: number, seat: number, name: string, text: string, minute = seq): PressMessage => ({
  seq, seat, name, text, at: `2026-12-02T08:${String(minute).padStart(2, "0")}:00.000Z`,
});

function info(f: PressFake, c: FakeChannel): ChannelInfo {
  const last = c.messages.at(-1);
  const mine = c.read[f.viewer] ?? 0;
  return {
    id: c.id,
    kind: c.id === "table" ? "table" : "private",
    name: c.name ?? null,
    members: c.members,
    lastSeq: last?.seq ?? 0,
    lastAt: last?.at ?? null,
    unread: c.messages.filter((m) => m.seq > mine && m.seat !== f.viewer && !f.muted.includes(m.seat)).length,
    readUpTo: c.members.map((seat) => ({ seat, seq: c.read[seat] ?? 0 })),
  };
}

export function pressResponse(f: PressFake): PressResponse {
  const seats = f.fixture.game.players.length;
  const lastMessageAt = Array.from({ length: seats }, (_, s) =>
    f.channels.flatMap((c) => c.messages).filter((m) => m.seat === s).map((m) => m.at).sort().at(-1) ?? null);
  return { gameId: f.fixture.game.gameId, press: f.press, canWrite: f.canWrite, botSeats: f.botSeats, channels: f.channels.map((c) => info(f, c)), lastMessageAt, muted: f.muted };
}

export function game(f: PressFake): GameResponse {
  return { ...f.fixture.game, press: f.press, players: f.fixture.game.players.map((p) => ({ ...p, bot: f.botSeats.includes(p.seat) })) };
}

export function installPressFake(f: PressFake): void {
  vi.stubGlobal("fetch", async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, "http://localhost");
    const path = url.pathname.replace(/^\/api/, "");
    const method = init.method ?? "GET";
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    f.calls.push({ method, path: path + url.search, body });
    const json = (status: number, b: unknown) => new Response(JSON.stringify(b), { status, headers: { "content-type": "application/json" } });
    if (path.endsWith("/history")) {
      const after = Number(url.searchParams.get("after"));
      return json(200, { entries: f.fixture.entries.filter((e) => e.seq > after), next: null, version: f.fixture.game.version });
    }
    const m = /^\/games\/[^/]+\/press(?:\/([^/]+))?(\/read)?$/.exec(path);
    if (!m) return json(200, game(f));
    if (f.press.mode === "none") return json(403, { error: { code: "press/off", message: "This game has no press." } });
    const [, channelId, read] = m;
    if (channelId === "mute") {
      f.muted = body.muted ? [...new Set([...f.muted, body.seat])] : f.muted.filter((s) => s !== body.seat);
      return json(200, pressResponse(f));
    }
    if (channelId === undefined) {
      if (method === "GET") return json(200, pressResponse(f));
      const members = [...new Set<number>([f.viewer, ...body.members])].sort((a, b) => a - b);
      const id = `s${members.join("-")}`;
      const known = f.channels.find((c) => c.id === id);
      if (known) return json(200, info(f, known));
      const made: FakeChannel = { id, name: body.name ?? null, members, messages: [], read: {} };
      f.channels.push(made);
      return json(201, info(f, made));
    }
    const c = f.channels.find((x) => x.id === decodeURIComponent(channelId));
    if (!c) return json(403, { error: { code: "press/not-a-member", message: "You are not a member of this channel." } });
    if (read) {
      c.read[f.viewer] = Math.max(c.read[f.viewer] ?? 0, body.upTo);
      return json(200, info(f, c));
    }
    if (method === "POST") {
      const seq = (c.messages.at(-1)?.seq ?? 0) + 1;
      c.messages.push(message(seq, f.viewer, f.fixture.game.players[f.viewer]!.name, body.text, 50));
      return json(200, { channel: c.id, seq, duplicate: false });
    }
    const after = Number(url.searchParams.get("after") ?? 0);
    return json(200, { channel: info(f, c), messages: c.messages.filter((x) => x.seq > after), next: null });
  });
}
