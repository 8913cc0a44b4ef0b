/**
 * After every step, every viewer (each seat's current and former players, the host, a stranger)
 * on every route: each marker string appears exactly where the model says it may, and nothing
 * that serves the game changes when only press happened. Markers are found by their shape
 * (`zq…qz` private, `tq…qt` table), so a marker from another game is caught too.
 */
import type { Reply } from "../../../support/api-client";
import { channelMembers, STRANGER, type Findings, type StepResult } from "./actions";
import type { Channel, GameModel, Msg } from "./model";
import type { Rig } from "./rig";

const PRIVATE = /zq\d+x\d+qz/g;
const TABLE = /tq\d+x\d+qt/g;

/** Every private message of every game so far, by marker. */
export class Registry {
  readonly byMarker = new Map<string, { model: GameModel; msg: Msg; channel: Channel }>();
  readonly models: GameModel[] = [];
  refresh(): void {
    for (const model of this.models) {
      for (const channel of model.channels.values()) {
        for (const msg of channel.messages) this.byMarker.set(msg.marker, { model, msg, channel });
        if (channel.nameMarker) this.byMarker.set(channel.nameMarker, { model, channel, msg: { marker: channel.nameMarker, channel: channel.id, seat: -1, seq: 0, at: "", text: channel.name! } });
      }
    }
  }
}

/** What a viewer saw last, to prove a press-only step changed none of it. */
interface Seen {
  etag?: string;
  game?: string;
  history?: string;
  myGame?: string;
  unread?: string;
}

export class Checker {
  private readonly seen = new Map<string, Seen>();
  private mailsChecked = 0;
  private turn = 0;
  private logsChecked = 0;
  constructor(private readonly rig: Rig, private readonly reg: Registry, private readonly f: Findings) {}

  /** Private markers in `text` that `viewer` may not read (none at all where `anywhere` is false). */
  private leaks(text: string, may: (hit: { model: GameModel; channel: Channel; msg: Msg }) => boolean): string[] {
    return [...new Set(text.match(PRIVATE) ?? [])].filter((mk) => {
      const hit = this.reg.byMarker.get(mk);
      return !hit || !may(hit);
    });
  }
  private noPrivate(route: string, viewer: string, body: unknown): void {
    const found = this.leaks(JSON.stringify(body ?? null), () => false);
    if (found.length) this.f.add(`never leaked: ${route} carries no private message`, `${viewer} reads ${found.join(", ")} (${this.channelsOf(found)})`);
  }
  private channelsOf(markers: string[]): string {
    return markers.map((mk) => this.reg.byMarker.get(mk)).map((h) => (h ? `${h.model.id}/${h.channel.id}` : "?")).join(", ");
  }

  async afterStep(m: GameModel, step: StepResult): Promise<void> {
    this.reg.refresh();
    // Viewers side by side (reads only); the history with every view for one of them a step, for all at the end.
    const viewers = [...m.people(), STRANGER];
    const withViews = m.finished ? viewers : [viewers[this.turn++ % viewers.length]!];
    await Promise.all(viewers.map((v) => this.viewer(m, v, step, withViews.includes(v))));
    this.mailAndLogs();
  }

  private async viewer(m: GameModel, viewer: string, step: StepResult, views: boolean): Promise<void> {
    const call = this.rig.as(viewer);
    const key = `${m.id} ${viewer}`;
    const seen = this.seen.get(key) ?? {};
    this.seen.set(key, seen);
    const base = `/games/${m.id}`;

    // GET /games/{id}, revalidated with the ETag this viewer holds.
    const g = await call("GET", base, seen.etag ? { headers: { "if-none-match": seen.etag } } : {});
    if (g.status === 304) {
      if (!seen.game) this.f.add("304 only for an ETag the viewer holds", viewer);
    } else if (g.status === 200) {
      this.noPrivate("GET /games/{id}", viewer, g.body);
      const text = JSON.stringify(g.body);
      if (step.private && seen.game) {
        this.f.add("press never changes the game's ETag (a press-only step answers 304)", `${viewer} after "${step.what}": got 200 for ETag ${seen.etag}, now ${g.headers.etag}`);
        if (text !== seen.game) this.f.add("press never changes GET /games/{id}", `${viewer} after "${step.what}": ${diff(seen.game, text)}`);
      }
      if (JSON.stringify(g.body.press) !== JSON.stringify({ mode: m.mode, archive: m.archive })) this.f.add("GameResponse.press is the game's setting", `${viewer}: ${JSON.stringify(g.body.press)}`);
      if (step.private && seen.game && (g.body.version !== m.version || g.body.moveVersion !== m.moveVersion)) this.f.add("press never changes version or moveVersion", `${viewer} after "${step.what}": version ${g.body.version} (was ${m.version}), moveVersion ${g.body.moveVersion} (was ${m.moveVersion})`);
      seen.game = text;
      seen.etag = g.headers.etag;
    } else this.f.add("GET /games/{id} answers every signed-in viewer", `${viewer}: ${g.status}`);

    // The history, every page (with the viewer's views after each entry when `views`).
    const history = await pages(call, `${base}/history`, "after", -1);
    this.noPrivate("GET /games/{id}/history", viewer, history);
    if (views) this.noPrivate("GET /games/{id}/history?views=1", viewer, await pages(call, `${base}/history?views=1`, "after", -1));
    const htext = JSON.stringify(history);
    for (const t of m.table.messages) if (!htext.includes(t.marker)) this.f.add("a table line is in the history", `${viewer} misses ${t.marker}`);
    if (step.private && seen.history !== undefined && seen.history !== htext) this.f.add("press never changes the history", `${viewer} after "${step.what}": ${diff(seen.history, htext)}`);
    seen.history = htext;
    if (m.finished) {
      const rec = await call("GET", `${base}/record`);
      this.noPrivate("GET /games/{id}/record", viewer, rec.body);
    }

    // The dashboard: no message, and counts only of what the viewer may read.
    const dash = await call("GET", "/games");
    this.noPrivate("GET /games (the dashboard)", viewer, dash.body);
    const mine = (dash.body?.games ?? []).find((x: { gameId: string }) => x.gameId === m.id);
    if (mine) {
      const { unread, ...rest } = mine;
      const restText = JSON.stringify(rest);
      if (step.private && seen.myGame !== undefined && seen.myGame !== restText) this.f.add("press never changes the dashboard's game entry (updatedAt, version…)", `${viewer} after "${step.what}": ${diff(seen.myGame, restText)}`);
      if (step.private && !step.touched.has(viewer) && seen.unread !== undefined && seen.unread !== JSON.stringify(unread)) this.f.add("a message changes only its readers' unread counts", `${viewer} after "${step.what}": unread ${seen.unread} → ${JSON.stringify(unread)}`);
      this.unreadTotal(m, viewer, unread);
      seen.myGame = restText;
      seen.unread = JSON.stringify(unread);
    }

    if (m.mode !== "none" || m.channels.size) await this.press(m, viewer, step);
  }

  /** MyGame.unread: never more than the viewer may read; exactly the model's count when it knows it. */
  private unreadTotal(m: GameModel, viewer: string, unread: unknown): void {
    if (unread === undefined) {
      this.f.add("MyGame.unread is given", viewer);
      return;
    }
    const n = typeof unread === "number" ? unread : NaN;
    const seat = m.seatOf(viewer);
    const chans = [...m.channels.values()].filter((c) => m.mayRead(viewer, c));
    const readable = (c: Channel) => c.messages.filter((x) => x.seat !== seat).length;
    const bound = chans.reduce((a, c) => a + readable(c), 0) + (m.mode === "none" ? 0 : readable(m.table));
    if (!(n <= bound)) this.f.add("the dashboard's unread counts only messages the viewer may read", `${viewer}: unread ${JSON.stringify(unread)}, at most ${bound}`);
    if (m.activeSeatOf(viewer) === null) return;
    const exact = chans.filter((c) => m.mustRead(viewer, c)).map((c) => m.unread(viewer, c));
    const table = m.mode === "none" ? 0 : m.unread(viewer, m.table);
    if (exact.some((x) => x === null) || table === null || chans.some((c) => !m.mustRead(viewer, c))) return;
    const priv = exact.reduce((a, b) => a! + b!, 0)!;
    if (n !== priv + table) this.f.add("MyGame.unread is the unread messages of the viewer's channels, the table included", `${viewer}: ${JSON.stringify(unread)}, wanted ${priv} + ${table} (table)`);
  }

  private async press(m: GameModel, viewer: string, step: StepResult): Promise<void> {
    const call = this.rig.as(viewer);
    const base = `/games/${m.id}/press`;
    const active = m.activeSeatOf(viewer);
    const r = await call("GET", base);
    if (r.status === 200) {
      const found = this.leaks(JSON.stringify(r.body), (h) => h.model === m && m.mayRead(viewer, h.channel));
      if (found.length) this.f.add("never leaked: GET /games/{id}/press shows only the viewer's channels", `${viewer} (${whyNot(m, viewer, "")}) reads ${found.join(", ")} (${this.channelsOf(found)})`);
      const listed = new Map<string, Record<string, unknown>>((r.body.channels ?? []).map((c: { id: string }) => [c.id, c]));
      for (const id of listed.keys()) {
        const c = m.channels.get(id);
        if (id !== "table" && (!c || !m.mayRead(viewer, c))) this.f.add("never leaked: a channel's existence is shown to its readers only", `${viewer} (${whyNot(m, viewer, id)}) is shown ${id}`);
      }
      if (active !== null) this.pressInfo(m, viewer, r.body, listed);
    } else if (active !== null) this.f.add("a player reads GET /games/{id}/press", `${viewer}: ${r.status} ${JSON.stringify(r.body)}`);
    else if (r.status !== 403) this.f.add("GET /games/{id}/press answers 200 or 403", `${viewer}: ${r.status}`);

    // Every channel: its readers read exactly its messages; anyone else gets 403, opened or not.
    // After a step that could change only some channels: those, one more in turn, and one never opened.
    const all = [...m.channels.keys(), ...(m.mode === "none" ? [] : ["table"])];
    const some = step.channels ? [...step.channels, all[this.turn % Math.max(1, all.length)]] : all;
    const ids = [...new Set([...some, unopened(m)])].filter((x): x is string => !!x && (all.includes(x) || !m.channels.has(x)));
    const statuses = new Map<string, number>();
    for (const id of ids) {
      const c = id === "table" ? m.table : m.channels.get(id) ?? null;
      const res = await pages(call, `${base}/${id}`, "after", 0, "messages");
      statuses.set(id, res.status);
      if (c && id !== "table" && m.mustRead(viewer, c)) {
        if (res.status !== 200) this.f.add("a channel's reader reads it", `${viewer} ${id}: ${res.status}`);
        else this.messages(m, viewer, c, res.items);
      } else if (c && id === "table" && active !== null) {
        if (res.status !== 200) this.f.add("a player reads the table channel", `${viewer}: ${res.status}`);
        else this.messages(m, viewer, c, res.items);
      } else if (c && m.mayRead(viewer, c)) {
        if (res.status === 200) this.subset(m, viewer, c, res.items);
      } else {
        const found = this.leaks(JSON.stringify(res.items), (h) => h.model === m && m.mayRead(viewer, h.channel));
        if (found.length) this.f.add(`never leaked: GET /games/{id}/press/${id === "table" ? "table" : "{channel}"}`, `${viewer} (${whyNot(m, viewer, id)}) reads ${found.join(", ")}`);
        const member = c === null && active !== null && channelMembers(id).includes(active);
        if (id !== "table" && !member && !archiveOpen(m, viewer) && res.status !== 403) this.f.add(`never leaked: 403 for a channel, opened or not, to ${whyNot(m, viewer, id)}`, `${viewer} ${id}${c ? "" : " (never opened)"}: ${res.status}`);
      }
    }
    // Refused the same way whether the channel exists or not.
    const refusals = archiveOpen(m, viewer) ? [] : [...statuses.entries()].filter(([id]) => id !== "table" && !channelMembers(id).includes(active ?? -1) && !(m.channels.get(id) && m.mayRead(viewer, m.channels.get(id)!)));
    if (new Set(refusals.map(([, st]) => st)).size > 1) this.f.add("never leaked: refusals do not tell an opened channel from one never opened", `${viewer}: ${JSON.stringify(refusals)}`);
  }

  /** A reader's channel: every message the model has, in order, each once, but a muted seat's. */
  private messages(m: GameModel, viewer: string, c: Channel, got: { seq: number; seat: number; text: string }[]): void {
    const want = c.messages.filter((x) => m.muted(viewer, x.seat) === "no");
    const maybe = new Set(c.messages.filter((x) => m.muted(viewer, x.seat) === "unsure").map((x) => x.marker));
    const gotMarkers = got.map((x) => String(x.text).match(c.id === "table" ? TABLE : PRIVATE)?.[0] ?? "?");
    const shown = gotMarkers.filter((mk) => !maybe.has(mk));
    const wanted = want.map((x) => x.marker);
    if (JSON.stringify(shown) !== JSON.stringify(wanted)) {
      const missing = wanted.filter((x) => !shown.includes(x));
      const extra = shown.filter((x) => !wanted.includes(x));
      const muted = extra.filter((x) => c.messages.some((y) => y.marker === x));
      this.f.add(muted.length && !missing.length ? "a mute hides the muted seat's messages from the muter" : "a channel's reader gets every message, once, in order", `${viewer} ${c.id}: missing ${missing.join(",") || "-"}, extra ${extra.join(",") || "-"}, order ${shown.join(",")}`);
    }
    for (const [i, x] of got.entries()) {
      const model = c.messages.find((y) => y.marker === gotMarkers[i]);
      if (model && (x.seq !== model.seq || x.seat !== model.seat)) this.f.add("a message keeps its seq and seat", `${viewer} ${c.id}: ${JSON.stringify(x)} vs seq ${model.seq} seat ${model.seat}`);
    }
  }

  private subset(m: GameModel, viewer: string, c: Channel, got: { text: string }[]): void {
    for (const x of got) if (!c.messages.some((y) => String(x.text).includes(y.marker))) this.f.add("a channel holds only its own messages", `${viewer} ${c.id}: ${x.text}`);
  }

  /** The channel list of a player: which channels, their counts, read markers, reach. */
  private pressInfo(m: GameModel, viewer: string, body: Record<string, any>, listed: Map<string, Record<string, any>>): void {
    for (const c of m.channels.values()) if (m.mustRead(viewer, c) && !listed.has(c.id)) this.f.add("a player's channel list has each of their channels", `${viewer} misses ${c.id}`);
    for (const [id, info] of listed) {
      const c = id === "table" ? m.table : m.channels.get(id);
      if (!c) continue;
      const last = c.messages.at(-1);
      if (id !== "table" && (info.name ?? null) !== c.name) this.f.add("ChannelInfo.name is the group's name", `${viewer} ${id}: ${JSON.stringify(info.name)}, wanted ${JSON.stringify(c.name)}`);
      if (info.lastSeq !== (last?.seq ?? 0) || (info.lastAt ?? null) !== (last?.at ?? null)) this.f.add("ChannelInfo.lastSeq/lastAt are the channel's newest message", `${viewer} ${id}: ${info.lastSeq}/${info.lastAt}, wanted ${last?.seq ?? 0}/${last?.at ?? null}`);
      const bound = c.messages.filter((x) => x.seat !== m.seatOf(viewer)).length;
      const exact = m.unread(viewer, c);
      if (!(info.unread <= bound) || (exact !== null && info.unread !== exact)) this.f.add("ChannelInfo.unread counts unread messages of others, not muted ones", `${viewer} ${id}: ${info.unread}, wanted ${exact ?? `≤ ${bound}`}`);
      for (const r of info.readUpTo ?? []) if (c.markerSure[r.seat] && id !== "table" && r.seq !== c.readUpTo[r.seat]) this.f.add("ChannelInfo.readUpTo is each member's read marker", `${viewer} ${id} seat ${r.seat}: ${r.seq}, wanted ${c.readUpTo[r.seat]}`);
    }
    if (JSON.stringify([...(body.botSeats ?? [])].sort()) !== JSON.stringify(m.botSeats())) this.f.add("PressResponse.botSeats are the seats the bot plays", `${viewer}: ${JSON.stringify(body.botSeats)}, wanted ${m.botSeats()}`);
    const canWrite = !m.finished && m.mode !== "none";
    if (body.canWrite !== canWrite) this.f.add("PressResponse.canWrite", `${viewer}: ${body.canWrite}, wanted ${canWrite}`);
    // Reach: per seat, the newest message the viewer may read from it; never a newer one.
    const readable = [m.table, ...m.channels.values()].filter((c) => (c.id === "table" ? m.mode !== "none" : m.mayRead(viewer, c)));
    const must = readable.filter((c) => c.id === "table" || m.mustRead(viewer, c));
    const newest = (cs: Channel[], seat: number) => cs.flatMap((c) => c.messages.filter((x) => x.seat === seat).map((x) => x.at)).sort().at(-1) ?? null;
    m.seats.forEach((_, seat) => {
      const got = (body.lastMessageAt ?? [])[seat] ?? null;
      const cap = newest(readable, seat);
      if (got !== null && (cap === null || got > cap)) this.f.add("never leaked: lastMessageAt shows no message the viewer may not read", `${viewer} seat ${seat}: ${got}, newest readable ${cap}`);
      if (m.muted(viewer, seat) === "no" && got !== newest(must, seat)) this.f.add("lastMessageAt is the newest message the viewer can see from the seat", `${viewer} seat ${seat}: ${got}, wanted ${newest(must, seat)}`);
    });
  }

  /** New emails carry a private message only to its readers; no log line carries one. */
  private mailAndLogs(): void {
    for (const mail of this.rig.mails.slice(this.mailsChecked)) {
      const found = this.leaks(`${mail.subject}\n${mail.text}\n${mail.html}`, (h) => h.model.everReaders.get(h.msg.marker)?.has(mail.to) === true);
      if (found.length) this.f.add("never leaked: an email carries a message only to who may read it", `to ${mail.to} "${mail.subject}": ${found.join(", ")} (${this.channelsOf(found)})`);
    }
    this.mailsChecked = this.rig.mails.length;
    for (const line of this.rig.logs.slice(this.logsChecked)) {
      const found = line.match(PRIVATE);
      if (found) this.f.add("never leaked: no log line carries a private message", line.slice(0, 300));
    }
    this.logsChecked = this.rig.logs.length;
  }

  /** A member who asked for each private message by mail got it (checked once the game is over and a day has passed). */
  mailedAtOnce(m: GameModel): void {
    for (const [marker, who] of m.mailedAtOnce) {
      for (const to of who) {
        this.f.count("message for a member who mails each");
        if (!this.rig.mails.some((x) => x.to === to && x.text.includes(marker))) this.f.add("press mail \"each\": a member gets each private message by mail", `${to} never got ${marker} (${m.id})`);
      }
    }
  }

  /** The notifier's queues and the game's own items: a private message only in press's items and its readers' queues. */
  async store(): Promise<void> {
    this.reg.refresh();
    // The items that serve the game (GET /games/{id}, the history, the record, the dashboard).
    const GAME_ITEMS = /^(SUMMARY|EVENT#|SNAPSHOT#|SEAT#|LOBBY)/;
    for (const item of await this.rig.scan()) {
      const text = JSON.stringify(item);
      const found = [...new Set(text.match(PRIVATE) ?? [])];
      if (!found.length) continue;
      const where = `${String(item.pk)} ${String(item.sk)}`;
      if (GAME_ITEMS.test(String(item.sk))) this.f.add("never leaked: a private message is not stored with the game's events, summary or seats", `${where}: ${found.join(", ")}`);
      const emails = [...new Set(text.match(/[a-z0-9.-]+@press\.test/g) ?? [])];
      for (const mk of found) {
        const readers = this.reg.byMarker.get(mk)?.model.everReaders.get(mk);
        const bad = emails.filter((e) => !readers?.has(e));
        if (bad.length) this.f.add("never leaked: the notifier's queues hold a message only for its readers", `${where} holds ${mk} for ${bad.join(", ")}`);
      }
    }
  }
}

/** The game is over and its archive open to `viewer` (who is or was a player): every channel may be theirs to read. */
const archiveOpen = (m: GameModel, viewer: string) => m.finished && m.archive === "open-at-end" && m.everAt.some((e) => e.has(viewer));

/** Why `viewer` may not read channel `id`, in words, for the findings. */
function whyNot(m: GameModel, viewer: string, id: string): string {
  const seat = m.seatOf(viewer);
  const at = m.everAt.findIndex((e) => e.has(viewer));
  if (seat === null) return at >= 0 ? `replaced: played seat ${at} before` : viewer === m.host ? "the host, who plays no seat" : "a stranger";
  if (m.seats[seat]!.bot) return `the bot holds their seat ${seat}${m.seats[seat]!.resigned ? " (resigned)" : ""}`;
  if (m.finished) return `seat ${seat}, not a member, after the end with archive ${m.archive}`;
  return id && !channelMembers(id).includes(seat) ? `seat ${seat}, not a member` : `seat ${seat}`;
}

/** A private channel nobody opened, for the "opened or not" refusals. */
function unopened(m: GameModel): string | null {
  for (let a = 0; a < m.seats.length; a++) for (let b = a + 1; b < m.seats.length; b++) if (!m.channels.has(`s${a}-${b}`)) return `s${a}-${b}`;
  return null;
}

/** Every page of a paged route, as one list (`entries` or `messages`), and the first page's status. */
async function pages(call: (m: string, p: string) => Promise<Reply>, path: string, param: string, start: number, field = "entries"): Promise<{ status: number; items: any[] }> {
  const items: any[] = [];
  let after: number | null = start;
  let status = 0;
  for (let i = 0; after !== null && i < 50; i++) {
    const r = await call("GET", `${path}${path.includes("?") ? "&" : "?"}${param}=${after}`);
    if (i === 0) status = r.status;
    if (r.status !== 200) return { status, items: items.length ? items : r.body ? [r.body] : [] };
    items.push(...(r.body[field] ?? []));
    after = r.body.next ?? null;
  }
  return { status, items };
}

function diff(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return `…${a.slice(Math.max(0, i - 60), i + 80)} → …${b.slice(Math.max(0, i - 60), i + 80)}`;
}
