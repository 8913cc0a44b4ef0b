/**
 * The press oracle's own model of one game: who plays each seat, which channels the script
 * opened, which messages it wrote (each carrying a unique marker), read markers and mutes. It
 * knows all this from the test's script alone and decides from issue #27's rules, never from
 * the press code (functions/src/press/ is not imported), who may read each message:
 *
 * - a private channel's messages are read by the CURRENT players of its member seats; a replaced
 *   player loses them, a substitute gains them (earlier messages too), a seat the bot holds
 *   reads nothing;
 * - after the game, with the archive "open-at-end", every player reads every channel;
 * - the table channel is the public chat: everyone who may read the game reads it;
 * - a mute hides the muted seat's messages from the muter only.
 *
 * Three answers per (viewer, message): must see (in the channel's own route), may see, must
 * not see. "May" covers what the issue leaves open (a bot-held or former player after an
 * archive opened). Mail is judged by `everReaders`: whoever may have read the message at some
 * moment since it was written (mail queued before a seat change may go out after it).
 */
export type Mode = "full" | "public" | "none";
export type Archive = "private" | "open-at-end";

export interface Holder {
  email: string;
  name: string;
  bot: boolean;
  resigned: boolean;
}

export interface Msg {
  marker: string;
  channel: string;
  seat: number;
  seq: number;
  at: string;
  text: string;
}

export interface Channel {
  id: string;
  members: number[];
  name: string | null;
  /** The marker in the group's name, if it was given one. */
  nameMarker: string | null;
  messages: Msg[];
  /** The read marker of each seat (index: seat). */
  readUpTo: number[];
  /** Whether the test knows a seat's marker exactly (a substitute may inherit or reset it). */
  markerSure: boolean[];
}

export const channelId = (seats: readonly number[]) => `s${[...new Set(seats)].sort((a, b) => a - b).join("-")}`;

export class GameModel {
  readonly seats: Holder[];
  /** Every address that ever held each seat. */
  readonly everAt: Set<string>[];
  readonly channels = new Map<string, Channel>();
  readonly table: Channel;
  finished = false;
  /** The game's version and move version as the test last saw them. */
  version = 0;
  moveVersion = 0;
  /** Mutes by person: muter's address → muted seats. */
  readonly mutes = new Map<string, Set<number>>();
  /** Seats whose holder's mutes the test cannot know (a substitute may inherit the seat's). */
  readonly muteUnsure = new Set<number>();
  /** Per private marker, every address that may have read it at some moment since it was written. */
  readonly everReaders = new Map<string, Set<string>>();
  /** Per private marker, the other members (never its writer) who asked for each message by mail at once and did not mute the writer: they must get it. */
  readonly mailedAtOnce = new Map<string, Set<string>>();

  constructor(
    readonly id: string,
    readonly host: string,
    readonly mode: Mode,
    readonly archive: Archive,
    players: { email: string; name: string }[],
    /** Each person's mail settings as the script set them (shared by every game). */
    readonly mail: Map<string, { mode: string; press: string }>,
  ) {
    this.seats = players.map((p) => ({ ...p, bot: false, resigned: false }));
    this.everAt = players.map((p) => new Set([p.email]));
    this.table = newChannel("table", players.map((_, s) => s), null);
  }

  /** The seat `email` plays now (bot-held or not), or null. */
  seatOf(email: string): number | null {
    const s = this.seats.findIndex((h) => h.email === email);
    return s < 0 ? null : s;
  }
  /** The seat `email` plays now and reads press for: not bot-held. */
  activeSeatOf(email: string): number | null {
    const s = this.seatOf(email);
    return s !== null && !this.seats[s]!.bot ? s : null;
  }
  botSeats(): number[] {
    return this.seats.flatMap((h, s) => (h.bot ? [s] : []));
  }
  /** Everyone who should be asked: every seat's current and former players, the host. */
  people(): string[] {
    return [...new Set([...this.everAt.flatMap((e) => [...e]), this.host])];
  }

  /** Whether `email` must be able to read private channel `c` now. */
  mustRead(email: string, c: Channel): boolean {
    const seat = this.activeSeatOf(email);
    if (seat === null) return false;
    return c.members.includes(seat) || (this.finished && this.archive === "open-at-end");
  }
  /** Whether `email` may (but need not) read private channel `c` now. */
  mayRead(email: string, c: Channel): boolean {
    if (this.mustRead(email, c)) return true;
    // Open at the end "to all players": left open for a seat the bot holds and for former players.
    return this.finished && this.archive === "open-at-end" && this.everAt.some((e) => e.has(email));
  }
  /** Whether `email` has muted seat `seat` for certain, or might have (a seat whose mutes are unknown). */
  muted(email: string, seat: number): "yes" | "no" | "unsure" {
    const own = this.seatOf(email);
    if (own !== null && this.muteUnsure.has(own)) return "unsure";
    return this.mutes.get(email)?.has(seat) ? "yes" : "no";
  }

  /** Records who may read each private message now (called after every step). */
  noteReaders(): void {
    for (const c of this.channels.values()) {
      for (const marker of [...c.messages.map((m) => m.marker), ...(c.nameMarker ? [c.nameMarker] : [])]) {
        const set = this.everReaders.get(marker)!;
        for (const p of this.people()) if (this.mayRead(p, c)) set.add(p);
      }
    }
  }

  /** Opens a channel; a group's name carries a marker too, since a channel's name is as private as its messages. */
  open(members: number[], name: string | null, nameMarker: string | null): { channel: Channel; created: boolean } {
    const id = channelId(members);
    const found = this.channels.get(id);
    if (found) return { channel: found, created: false };
    const c = newChannel(id, [...new Set(members)].sort((a, b) => a - b), name);
    c.nameMarker = nameMarker;
    if (nameMarker) this.everReaders.set(nameMarker, new Set());
    this.channels.set(id, c);
    return { channel: c, created: true };
  }

  write(c: Channel, seat: number, seq: number, text: string, marker: string, at: string): Msg {
    const m: Msg = { marker, channel: c.id, seat, seq, at, text };
    c.messages.push(m);
    c.messages.sort((a, b) => a.seq - b.seq);
    if (c.id !== "table") {
      this.everReaders.set(marker, new Set());
      // The other members' players (by seat number: a member list is not indexed by seat).
      const want = c.members.filter((s) => s !== seat).map((s) => this.seats[s]!)
        .filter((h) => !h.bot && this.muted(h.email, seat) === "no" && this.mail.get(h.email)?.press === "each" && this.mail.get(h.email)?.mode === "every");
      this.mailedAtOnce.set(marker, new Set(want.map((h) => h.email)));
    }
    return m;
  }

  /** All private markers of this game. */
  privateMarkers(): Msg[] {
    return [...this.channels.values()].flatMap((c) => c.messages);
  }

  /** A seat changes hands: its new player's read markers and mutes are not the test's to know. */
  reseat(seat: number, to: { email: string; name: string }): void {
    const before = this.seats[seat]!;
    if (this.mutes.get(before.email)?.size || this.mutes.get(to.email)?.size) this.muteUnsure.add(seat);
    this.seats[seat] = { ...to, bot: false, resigned: false };
    this.everAt[seat]!.add(to.email);
    for (const c of [this.table, ...this.channels.values()]) c.markerSure[seat] = false;
  }

  /**
   * What `email` must find unread in `c` (messages after their seat's marker, not their own, not
   * from seats they muted), or null when the test cannot know it exactly.
   */
  unread(email: string, c: Channel): number | null {
    const seat = this.seatOf(email);
    if (seat === null || !c.markerSure[seat]) return null;
    let n = 0;
    for (const m of c.messages) {
      if (m.seq <= c.readUpTo[seat]! || m.seat === seat) continue;
      const mu = this.muted(email, m.seat);
      if (mu === "unsure") return null;
      if (mu === "no") n++;
    }
    return n;
  }
}

function newChannel(id: string, members: number[], name: string | null): Channel {
  return { id, members, name, nameMarker: null, messages: [], readUpTo: members.length ? Array(8).fill(0) : [], markerSure: Array(8).fill(true) };
}

/** A small seeded PRNG (mulberry32): the same seed plays the same script. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick<T>(xs: readonly T[]): T {
      return xs[Math.floor(next() * xs.length)]!;
    },
    chance: (p: number) => next() < p,
    subset<T>(xs: readonly T[]): T[] {
      return xs.filter(() => next() < 0.5);
    },
  };
}
export type Prng = ReturnType<typeof prng>;
