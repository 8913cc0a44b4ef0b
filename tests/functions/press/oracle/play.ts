/**
 * The script's game-side moves: cards played, seats changing hands (replace, resign, the host
 * handing a seat to the bot, taking it back), time passing (the bot's moves, coalesced mail and
 * digests), and the races: several members writing to one channel at once, a move sent while
 * messages are written. A move racing press must never be refused as stale.
 */
import type { Reply } from "../../../support/api-client";
import { POOL, Lost, type Script, type StepResult } from "./actions";

const brief = (r: Reply) => `${r.status} ${JSON.stringify(r.body)?.slice(0, 300)}`;

/** Reads the game as its status and move version, from the model's host (anyone may read it). */
async function game(s: Script): Promise<{ status: string; moveVersion: number; version: number; awaiting: number[] }> {
  const r = await s.rig.as(s.m.host)("GET", `/games/${s.m.id}`);
  if (r.status !== 200) throw new Lost(`GET /games/${s.m.id}: ${brief(r)}`);
  return r.body;
}

/** Brings the model's version, move version and end up to date after moves the test did not make itself (the bot's). */
export async function sync(s: Script): Promise<void> {
  const g = await game(s);
  s.m.version = g.version;
  s.m.moveVersion = g.moveVersion;
  s.m.finished = g.status === "finished";
}

/** One awaited seat whose person plays a card (the first legal one). */
export async function move(s: Script, race = false): Promise<StepResult> {
  const m = s.m;
  const g = await game(s);
  const seats = g.awaiting.filter((t) => !m.seats[t]!.bot);
  if (seats.length === 0 || m.finished) return advance(s, 60_000);
  const seat = s.rnd.pick(seats);
  const who = m.seats[seat]!.email;
  const mine = (await s.rig.as(who)("GET", `/games/${m.id}`)).body;
  const body = { move: mine.legalMoves[0].move, clientMoveId: `mv-${m.id}-${mine.moveVersion}-${seat}`, expectedVersion: mine.moveVersion };
  const sendMove = () => s.rig.as(who)("POST", `/games/${m.id}/moves`, { body });
  if (!race) {
    const r = await sendMove();
    if (r.status !== 200) {
      s.f.add("a player's legal move is played", brief(r));
      throw new Lost("move refused");
    }
    await sync(s);
    return { private: false, touched: new Set(m.people()), what: `seat ${seat} (${who}) plays` };
  }
  // The race: the move and press written at once (members of one channel, and the table).
  const writes = pressWrites(s);
  const [r, ...rest] = await Promise.all([sendMove(), ...writes.map((w) => w.send())]);
  if (r!.status !== 200) s.f.add("a move sent while press is written is never stale (409) nor lost", `move: ${brief(r!)}; press: ${rest.map(brief).join(" | ")}`);
  await landed(s, writes, rest);
  s.f.count("move raced by press");
  await sync(s);
  return { private: false, touched: new Set(m.people()), what: `seat ${seat} plays while ${writes.map((w) => w.what).join(", ")}` };
}

interface Write { what: string; channel: string; seat: number; text: string; marker: string; send: () => Promise<Reply> }

/** A few messages to send at once: by members of one open channel, and a table line. */
function pressWrites(s: Script): Write[] {
  const m = s.m;
  const out: Write[] = [];
  const chans = [...m.channels.values()].filter((c) => c.members.some((t) => !m.seats[t]!.bot));
  if (m.mode === "full" && !m.finished && chans.length) {
    const c = s.rnd.pick(chans);
    const writers = c.members.filter((t) => !m.seats[t]!.bot);
    const n = 2 + s.rnd.int(3);
    for (let i = 0; i < n; i++) {
      const seat = s.rnd.pick(writers);
      const marker = s.marker(false);
      const text = `Together: ${marker}`;
      const cid = `burst-${marker}`;
      const send = () => s.rig.as(m.seats[seat]!.email)("POST", `/games/${m.id}/press/${c.id}`, { body: { text, clientMessageId: cid } });
      out.push({ what: `seat ${seat} writes ${marker} to ${c.id}`, channel: c.id, seat, text, marker, send });
      // The same message sent twice at once: one message.
      if (s.rnd.chance(0.2)) out.push({ what: `again ${marker}`, channel: c.id, seat, text, marker, send });
    }
  }
  if (m.mode !== "none" && !m.finished && s.rnd.chance(0.5)) {
    const seat = s.rnd.pick(m.seats.map((_, t) => t).filter((t) => !m.seats[t]!.bot).concat([]));
    if (seat !== undefined) {
      const marker = s.marker(true);
      const text = `Aloud: ${marker}`;
      const send = () => s.rig.as(m.seats[seat]!.email)("POST", `/games/${m.id}/press/table`, { body: { text, clientMessageId: `burst-${marker}` } });
      out.push({ what: `seat ${seat} says ${marker} at the table`, channel: "table", seat, text, marker, send });
    }
  }
  return out;
}

/** Every message sent at once landed once: 2xx each, a copy answers the first's seq as a duplicate, seqs without gaps. */
async function landed(s: Script, writes: Write[], replies: Reply[]): Promise<void> {
  const m = s.m;
  const at = s.rig.clock.now().toISOString();
  const seen = new Map<string, number>();
  for (const [i, w] of writes.entries()) {
    const r = replies[i]!;
    // A rate limit may refuse some (clearly; the channel checks prove they did not land).
    if (r.status === 429) continue;
    if (r.status !== 200 && r.status !== 201) {
      s.f.add("messages written at once all land", `${w.what}: ${brief(r)}`);
      throw new Lost("a concurrent message was refused");
    }
    const seq = Number(r.body.seq);
    const first = seen.get(w.marker);
    if (first !== undefined) {
      if (first !== seq) s.f.add("one clientMessageId sent twice at once is one message", `${w.what}: seqs ${first} and ${seq}`);
      continue;
    }
    seen.set(w.marker, seq);
    const c = w.channel === "table" ? m.table : m.channels.get(w.channel)!;
    m.write(c, w.seat, seq, w.text, w.marker, at);
    s.f.count(w.channel === "table" ? "table line" : "private message at once");
  }
  for (const c of [...m.channels.values()]) {
    const seqs = c.messages.map((x) => x.seq);
    if (seqs.some((q, i) => q !== i + 1)) s.f.add("messages written at once: none lost, none doubled, seqs 1…n", `${c.id}: ${seqs.join(",")}`);
  }
}

/** Several members write to one channel at once (press only). */
export async function burst(s: Script): Promise<StepResult> {
  const writes = pressWrites(s).filter((w) => w.channel !== "table");
  if (writes.length === 0) return s.openChannel();
  const replies = await Promise.all(writes.map((w) => w.send()));
  await landed(s, writes, replies);
  return { private: true, touched: new Set(s.m.people()), what: writes.map((w) => w.what).join(", "), channels: [...new Set(writes.map((w) => w.channel))] };
}

/** Someone changes who plays a seat, as the rules let them (or tries what they may not). */
export async function reseat(s: Script): Promise<StepResult> {
  const m = s.m;
  const seat = s.rnd.int(m.seats.length);
  const h = m.seats[seat]!;
  const options: ("replace" | "resign" | "bot" | "take-back")[] = [];
  if (!h.bot) options.push("replace", "resign", "bot");
  if (h.bot && !h.resigned) options.push("take-back", "replace");
  if (h.bot && h.resigned) options.push("replace");
  const action = s.rnd.pick(options);
  const by = action === "replace" || action === "bot" ? m.host : h.email;
  let body: Record<string, string> = { action };
  let to: { name: string; email: string } | null = null;
  if (action === "replace") {
    const free = POOL.filter((p) => m.seatOf(p.email) === null);
    to = s.rnd.pick(free);
    body = { action, name: to.name, email: to.email };
  }
  const r = await s.rig.as(by)("POST", `/games/${m.id}/seats/${seat}`, { body });
  const what = `${by}: seat ${seat} ${action}${to ? ` → ${to.email}` : ""}`;
  if (m.finished) {
    if (r.status !== 409) s.f.add("seats no longer change after the game", brief(r));
    return { private: true, touched: new Set(), what };
  }
  if (r.status !== 200) {
    s.f.add(`the seat change ${action} is made`, `${what}: ${brief(r)}`);
    throw new Lost(what);
  }
  s.f.count(`seat ${action}`);
  if (action === "replace") m.reseat(seat, to!);
  else if (action === "resign") m.seats[seat] = { ...h, bot: true, resigned: true };
  else if (action === "bot") m.seats[seat] = { ...h, bot: true };
  else m.seats[seat] = { ...h, bot: false };
  await sync(s);
  return { private: false, touched: new Set(m.people()), what };
}

/** Time passes: the bot plays its seats, coalesced mail and digests go out. */
export async function advance(s: Script, ms: number): Promise<StepResult> {
  await s.rig.advance(ms);
  await s.rig.settled();
  await sync(s);
  return { private: false, touched: new Set(s.m.people()), what: `${Math.round(ms / 60_000)} minutes pass` };
}

/** Plays the game out: each awaited person plays, and time lets the bot play its seats. */
export async function finish(s: Script): Promise<void> {
  for (let i = 0; i < 40 && !s.m.finished; i++) {
    const g = await game(s);
    if (g.awaiting.some((t) => !s.m.seats[t]!.bot)) await move(s);
    else await advance(s, 5 * 60_000);
  }
  if (!s.m.finished) {
    s.f.add("the game can be played to its end", "still not finished after 40 turns");
    throw new Lost("not finished");
  }
}
