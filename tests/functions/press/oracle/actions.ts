/**
 * The script's moves for one game: each picks a random caller and target, says from the model
 * alone what the API must answer, sends it, and updates the model from what happened. A wrong
 * answer is a finding (`Findings`); one the model cannot follow ends the game's script.
 */
import type { Reply } from "../../../support/api-client";
import { channelId, type Channel, type GameModel, type Prng } from "./model";
import type { Rig } from "./rig";

export const STRANGER = "stranger@press.test";
/** The people the games are played by: the same few in every game, so one game's press could reach another's pages. */
export const POOL = ["ann", "bob", "cy", "dee", "eve", "fay", "gus", "hal"].map((n) => ({ name: n[0]!.toUpperCase() + n.slice(1), email: `${n}@press.test` }));

export class Findings {
  readonly list: { where: string; rule: string; detail: string }[] = [];
  /** What the random games did, to prove they reached what they test. */
  readonly tally = new Map<string, number>();
  count(what: string): void {
    this.tally.set(what, (this.tally.get(what) ?? 0) + 1);
  }
  where = "";
  add(rule: string, detail: string): void {
    this.list.push({ where: this.where, rule, detail: detail.slice(0, 600) });
  }
}
/** The model no longer matches the game: its script stops (the findings say why). */
export class Lost extends Error {}

export interface StepResult {
  /** Only press happened (or nothing): nothing that serves the game may change. */
  private: boolean;
  /** Whose unread counts may change. */
  touched: Set<string>;
  /** Text of the step, for the findings. */
  what: string;
  /** The only channels the step could change (absent: any of them); the checks read these channels' routes. */
  channels?: string[];
}

/** A private channel's member seats, from its id. */
export const channelMembers = (id: string) => (id === "table" ? [] : id.slice(1).split("-").map(Number));
const ok = (r: Reply) => r.status >= 200 && r.status < 300;
const is4xx = (r: Reply) => r.status >= 400 && r.status < 500;
const brief = (r: Reply) => `${r.status} ${JSON.stringify(r.body)?.slice(0, 300)}`;

export class Script {
  private counter = 0;
  constructor(readonly rig: Rig, readonly m: GameModel, readonly rnd: Prng, readonly f: Findings, readonly gameNo: number) {}

  private get base() {
    return `/games/${this.m.id}`;
  }
  /** Where `email` sits now, as the model has it. */
  seatText(email: string): string {
    const s = this.m.seatOf(email);
    if (s === null) return email === this.m.host ? "host, no seat" : "no seat";
    const h = this.m.seats[s]!;
    return `seat ${s}${h.resigned ? ", resigned" : h.bot ? ", the bot holds it" : ""}`;
  }
  /** A unique marker: `zq<game>x<n>qz` (private) or `tq<game>x<n>qt` (table); no marker is inside another. */
  marker(table: boolean): string {
    this.counter++;
    return table ? `tq${this.gameNo}x${this.counter}qt` : `zq${this.gameNo}x${this.counter}qz`;
  }
  private clientId(): string {
    this.counter++;
    return `cid-${this.gameNo}-${this.counter}-${this.rnd.int(1e6)}`;
  }
  /** Anyone to ask: mostly the players who may act, sometimes someone who may not. */
  private anyone(): string {
    return this.rnd.pick([...this.m.people(), STRANGER]);
  }
  private activePlayer(): string | null {
    const xs = this.m.seats.filter((h) => !h.bot).map((h) => h.email);
    return xs.length ? this.rnd.pick(xs) : null;
  }
  private expect(rule: string, r: Reply, want: "ok" | "4xx" | number[]): boolean {
    const good = want === "ok" ? ok(r) : want === "4xx" ? is4xx(r) : want.includes(r.status);
    if (!good) this.f.add(rule, `expected ${Array.isArray(want) ? want.join("/") : want}, got ${brief(r)}`);
    return good;
  }

  /** Opens a channel; `sure`: as a player who may (the start of each game). */
  async openChannel(sure = false): Promise<StepResult> {
    const m = this.m;
    const caller = sure || this.rnd.chance(0.8) ? this.activePlayer() ?? this.anyone() : this.anyone();
    const own = m.activeSeatOf(caller);
    const others = m.seats.map((_, s) => s).filter((s) => s !== own);
    const members = this.rnd.subset(others);
    if (members.length === 0) members.push(this.rnd.pick(others));
    // A name only for a new group: a name sent for a channel already open is left to the backend.
    const isNew = own === null || !m.channels.has(channelId([own, ...members]));
    const nameMarker = members.length > 1 && isNew && this.rnd.chance(0.5) ? this.marker(false) : null;
    const name = nameMarker ? `Group ${nameMarker}` : undefined;
    const r = await this.rig.as(caller)("POST", `${this.base}/press`, { body: { members, ...(name ? { name } : {}) } });
    const what = `${caller} (${this.seatText(caller)}) opens a channel with seats ${members.join(",")}`;
    const allowed = own !== null && m.mode === "full" && !m.finished;
    if (!allowed) {
      const why = m.mode !== "full" ? `a channel opened in a game whose press is ${m.mode}` : own === null ? "someone who plays no seat now (or whose seat the bot holds) opens a channel" : "a channel opened after the game";
      const want = m.mode !== "full" ? "4xx" : own === null ? (m.finished ? [403, 409] : [403]) : "4xx";
      if (this.expect(`refused: ${why}`, r, want)) return { private: true, touched: new Set(), what, channels: [] };
      throw new Lost(what);
    }
    const id = channelId([own, ...members]);
    const existed = m.channels.has(id);
    if (!this.expect(existed ? "opening an existing channel answers 200" : "opening a new channel answers 201", r, [existed ? 200 : 201])) {
      if (!ok(r)) throw new Lost(what);
    }
    if (r.body?.id !== id) this.f.add("a channel's id is its member seats ascending", `wanted ${id}, got ${brief(r)}`);
    const { channel } = m.open([own, ...members], name ?? null, nameMarker);
    this.f.count("channel opened");
    if (JSON.stringify(r.body?.members) !== JSON.stringify(channel.members)) this.f.add("ChannelInfo.members", `wanted ${channel.members}, got ${brief(r)}`);
    return { private: true, touched: new Set(), what: `${what} → ${id}`, channels: [id] };
  }

  /** A channel to write to: a real one, the table, or one nobody opened. */
  private someChannel(): { id: string; c: Channel | null } {
    const real = [...this.m.channels.values()];
    const roll = this.rnd.next();
    if (real.length && roll < 0.65) {
      const c = this.rnd.pick(real);
      return { id: c.id, c };
    }
    if (roll < 0.85) return { id: "table", c: this.m.table };
    const n = this.m.seats.length;
    const a = this.rnd.int(n);
    const b = (a + 1 + this.rnd.int(n - 1)) % n;
    const id = channelId([a, b]);
    return { id, c: this.m.channels.get(id) ?? null };
  }

  async post(): Promise<StepResult> {
    const m = this.m;
    const { id, c } = this.someChannel();
    const table = id === "table";
    // Mostly someone who may write there, sometimes anyone.
    const writers = m.people().filter((p) => m.activeSeatOf(p) !== null && (table || (c !== null && c.members.includes(m.activeSeatOf(p)!))));
    const caller = writers.length && this.rnd.chance(0.7) ? this.rnd.pick(writers) : this.anyone();
    const marker = this.marker(table);
    const text = `${this.rnd.pick(["Deal", "Offer", "Psst", "Agreed", "No"])}: ${marker}`;
    const cid = this.clientId();
    const viaChat = table && this.rnd.chance(0.5);
    const send = () => (viaChat
      ? this.rig.as(caller)("POST", `${this.base}/chat`, { body: { text, clientMoveId: cid } })
      : this.rig.as(caller)("POST", `${this.base}/press/${id}`, { body: { text, clientMessageId: cid } }));
    const r = await send();
    const what = `${caller} (${this.seatText(caller)}) writes ${marker} to ${id}${viaChat ? " (POST /chat)" : ""}`;
    if (!table && !is4xx(r) && !ok(r)) this.f.count("5xx");
    if (!table && r.status === 403) this.f.count("non-member refused");
    const seat = m.seatOf(caller);
    const active = m.activeSeatOf(caller);
    // A rate limit per seat may refuse a message: refused clearly, so not lost (the checks prove it did not land).
    if (r.status === 429) this.f.count("429");
    if (r.status === 429) return { private: true, touched: new Set(), what: `${what} (429)`, channels: [] };
    if (table) return this.postTable(r, { caller, seat, active, marker, text, what, again: send });
    const member = active !== null && channelMembers(id).includes(active);
    if (!member) {
      // Refused alike whether or not the channel exists: its existence is private too.
      const exp = m.mode !== "full" ? "4xx" : m.finished ? [403, 409] : [403];
      if (this.expect("a non-member writing to a private channel gets 403", r, exp)) return { private: true, touched: new Set(), what, channels: [] };
      throw new Lost(what);
    }
    // A member writing to a channel of theirs nobody opened yet: refused, or the channel opens (the issue leaves it open).
    if (c === null && (is4xx(r) || m.mode !== "full" || m.finished)) {
      if (this.expect("a message to a channel never opened is refused or opens it", r, "4xx")) return { private: true, touched: new Set(), what, channels: [] };
      throw new Lost(what);
    }
    if (c === null) return this.post2(m.open(channelMembers(id), null, null).channel, r, { caller, active, marker, text, what, again: send });
    if (m.finished || m.mode !== "full") {
      if (this.expect("no private message after the game or outside full press", r, "4xx")) return { private: true, touched: new Set(), what, channels: [] };
      throw new Lost(what);
    }
    return this.post2(c, r, { caller, active, marker, text, what, again: send });
  }

  /** A member's message accepted: it is the channel's next seq, once. */
  private async post2(c: Channel, r: Reply, a: { caller: string; active: number; marker: string; text: string; what: string; again: () => Promise<Reply> }): Promise<StepResult> {
    const { m } = this;
    const { active, marker, text, what } = a;
    if (!this.expect("a member writes to their channel", r, [200, 201])) throw new Lost(what);
    const want = c.messages.length + 1;
    if (r.body?.seq !== want) this.f.add("private seqs are 1, 2, 3… per channel, no gaps", `wanted seq ${want}, got ${brief(r)}`);
    if (r.body?.duplicate !== false) this.f.add("a new message is not a duplicate", brief(r));
    m.write(c, active, Number(r.body?.seq ?? want), text, marker, this.rig.clock.now().toISOString());
    this.f.count("private message");
    if (this.rnd.chance(0.25)) {
      const again = await a.again();
      if (!ok(again) || again.body?.seq !== r.body?.seq || again.body?.duplicate !== true) this.f.add("the same clientMessageId twice is one message", `first ${brief(r)}, again ${brief(again)}`);
    }
    return { private: true, touched: new Set(m.people().filter((p) => m.mayRead(p, c))), what, channels: [c.id] };
  }

  private async postTable(r: Reply, a: { caller: string; seat: number | null; active: number | null; marker: string; text: string; what: string; again: () => Promise<Reply> }): Promise<StepResult> {
    const m = this.m;
    const refused = { private: true, touched: new Set<string>(), what: a.what, channels: [] };
    if (m.mode === "none") {
      if (this.expect("no table chat in a game without press", r, "4xx")) return refused;
      throw new Lost(a.what);
    }
    if (a.seat === null) {
      if (this.expect("only players write at the table", r, [403])) return refused;
      throw new Lost(a.what);
    }
    // A bot-held seat writes nothing; after the game, chat may or may not go on: both are the backend's call.
    if (a.active === null || m.finished) {
      if (!ok(r) && !is4xx(r)) this.f.add("table writes answer 2xx or 4xx", brief(r));
      if (!ok(r)) return refused;
    } else if (!this.expect("a player writes at the table", r, [200, 201])) throw new Lost(a.what);
    const seq = Number(r.body?.seq);
    m.write(m.table, a.seat, seq, a.text, a.marker, this.rig.clock.now().toISOString());
    this.f.count("table line");
    m.version = Math.max(m.version, seq);
    if (this.rnd.chance(0.2)) {
      const again = await a.again();
      if (!ok(again) || again.body?.seq !== seq || again.body?.duplicate !== true) this.f.add("a table line sent twice is one line", `first ${brief(r)}, again ${brief(again)}`);
    }
    return { private: false, touched: new Set(m.people()), what: a.what };
  }

  async markRead(): Promise<StepResult> {
    const m = this.m;
    const chans = [m.table, ...m.channels.values()];
    const c = this.rnd.pick(chans);
    const caller = this.rnd.chance(0.8) ? this.activePlayer() ?? this.anyone() : this.anyone();
    const seat = m.activeSeatOf(caller);
    const last = c.messages.at(-1)?.seq ?? 0;
    const mark = seat !== null ? c.readUpTo[seat]! : 0;
    const upTo = this.rnd.chance(0.6) ? last : mark + this.rnd.int(Math.max(1, last - mark + 1));
    const r = await this.rig.as(caller)("POST", `${this.base}/press/${c.id}/read`, { body: { upTo: Math.min(upTo, last) } });
    const what = `${caller} marks ${c.id} read up to ${Math.min(upTo, last)}`;
    const member = seat !== null && (c.id === "table" ? m.mode !== "none" : c.members.includes(seat));
    if (!member) {
      // Marking an archive read after the game: the issue leaves it open.
      // So does a player whose seat the bot holds marking the table read.
      const held = m.seatOf(caller);
      const exp = c.id === "table" ? (held !== null && m.mode !== "none" ? [200, 204, 403] : "4xx") : m.mayRead(caller, c) ? [200, 204, 403] : [403];
      if (this.expect("only a channel's readers mark it read", r, exp)) {
        if (ok(r) && held !== null) c.markerSure[held] = false;
        return { private: true, touched: new Set([caller]), what, channels: [c.id] };
      }
      throw new Lost(what);
    }
    if (!this.expect("a reader marks a channel read", r, [200, 204])) throw new Lost(what);
    c.readUpTo[seat] = Math.max(c.readUpTo[seat]!, Math.min(upTo, last));
    this.f.count("read");
    if (Math.min(upTo, last) === last) c.markerSure[seat] = true;
    return { private: true, touched: new Set([caller]), what, channels: [c.id] };
  }

  async mute(): Promise<StepResult> {
    const m = this.m;
    const caller = this.rnd.chance(0.85) ? this.activePlayer() ?? this.anyone() : this.anyone();
    const seat = m.seatOf(caller);
    const target = this.rnd.pick(m.seats.map((_, s) => s).filter((s) => s !== seat));
    const muted = this.rnd.chance(0.7);
    const r = await this.rig.as(caller)("PUT", `${this.base}/press/mute`, { body: { seat: target, muted } });
    const what = `${caller} ${muted ? "mutes" : "unmutes"} seat ${target}`;
    if (seat === null || m.mode === "none") {
      if (this.expect(seat === null ? "only players mute" : "no mutes in a game without press", r, seat === null ? [403] : "4xx")) return { private: true, touched: new Set(), what, channels: [] };
      throw new Lost(what);
    }
    if (m.activeSeatOf(caller) === null && !ok(r)) return { private: true, touched: new Set(), what, channels: [] };
    if (!this.expect("a player mutes another seat", r, [200, 204])) throw new Lost(what);
    const set = m.mutes.get(caller) ?? new Set<number>();
    if (muted) set.add(target);
    else set.delete(target);
    m.mutes.set(caller, set);
    this.f.count(muted ? "mute" : "unmute");
    return { private: true, touched: new Set([caller]), what };
  }

  /** Someone changes how press reaches them by mail; `each`: a player asks for each message at once. */
  async mailSetting(each = false): Promise<StepResult> {
    const who = each ? this.activePlayer() ?? this.anyone() : this.rnd.pick(this.m.people());
    const press = each ? "each" : this.rnd.pick(["with-moves", "each", "digest"] as const);
    const mode = each ? "every" : this.rnd.pick(["every", "every", "digest"] as const);
    const r = await this.rig.as(who)("POST", "/settings", { body: { settings: { press, mode } } });
    if (this.expect("NotificationSettings.press takes with-moves, each or digest", r, [200])) this.m.mail.set(who, { mode, press });
    this.f.count(`mail ${press}`);
    return { private: true, touched: new Set(), what: `${who} sets mail ${mode}, press ${press}`, channels: [] };
  }
}
