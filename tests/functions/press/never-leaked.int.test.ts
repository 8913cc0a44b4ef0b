/**
 * Issue #27, "Never leaked": random games of the High Card fixture through the whole API
 * in-process (DynamoDB Local, its stream into the notifier, timers on a clock moved by hand, every email
 * and log line caught), with random channels, messages carrying unique markers, seat changes
 * (replace, resign, the host handing a seat to the bot, taking it back), mail settings, mutes,
 * races and the game's end under both archive settings. After every step, every viewer on every
 * route is held to an oracle that knows the channels from this script alone (oracle/model.ts),
 * never from the press code.
 *
 * Seeded and reproducible: PRESS_ORACLE_SEED=<n> replays one run, PRESS_ORACLE_GAMES=<n> plays
 * more games. A failure lists each broken rule once, with the seed, game, step and what leaked.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { Checker, Registry } from "./oracle/checks";
import { Findings, Lost, POOL, Script, type StepResult } from "./oracle/actions";
import { advance, burst, finish, move, reseat, sync } from "./oracle/play";
import { GameModel, prng, type Archive, type Mode } from "./oracle/model";
import { startRig, type Rig } from "./oracle/rig";

const SEED = Number(process.env.PRESS_ORACLE_SEED ?? 4);
// Three games by default, the longest int file even so: with the default seed they reach every
// kind of step (the last check of the first test fails if a change of the script loses one; then
// pick another seed that reaches all in three, or play more). Later games cost more: each
// person's dashboard lists every game played so far.
const GAMES = Number(process.env.PRESS_ORACLE_GAMES ?? 3);
const STEPS = 14;

let rig: Rig;
beforeAll(async () => {
  rig = await startRig();
});
afterAll(async () => {
  await rig?.stop();
});

/** The step kinds and how often each is drawn. */
const STEP_WEIGHTS: [number, (s: Script) => Promise<StepResult>][] = [
  [32, (s) => s.post()],
  [12, (s) => s.openChannel()],
  [9, (s) => s.markRead()],
  [6, (s) => s.mute()],
  [5, (s) => s.mailSetting()],
  [10, (s) => reseat(s)],
  [11, (s) => move(s)],
  [5, (s) => move(s, true)],
  [6, (s) => burst(s)],
  [4, (s) => advance(s, s.rnd.pick([10 * 60_000, 3 * 3_600_000, 25 * 3_600_000]))],
];
const PROLOGUE: ((s: Script) => Promise<StepResult>)[] = [(s) => s.openChannel(true), (s) => s.mailSetting(true), (s) => s.openChannel(true)];
const AFTER_END: ((s: Script) => Promise<StepResult>)[] = [(s) => s.post(), (s) => s.markRead(), (s) => s.openChannel(), (s) => reseat(s)];

function draw(s: Script) {
  let roll = s.rnd.int(STEP_WEIGHTS.reduce((a, [w]) => a + w, 0));
  for (const [w, run] of STEP_WEIGHTS) {
    if (roll < w) return run;
    roll -= w;
  }
  return STEP_WEIGHTS[0]![1];
}

/** Mail settings as the script set them: every person starts with the defaults (press with the moves). */
const mail = new Map<string, { mode: string; press: string }>();

async function newGame(gameNo: number, rnd: ReturnType<typeof prng>, f: Findings): Promise<GameModel | null> {
  const n = 2 + rnd.int(3);
  const people = [...POOL].sort(() => rnd.next() - 0.5);
  const players = people.slice(0, n);
  // The host plays seat 0, or plays no seat at all.
  const host = rnd.chance(0.6) ? players[0]!.email : people[n]!.email;
  const mode: Mode = rnd.pick(["full", "full", "full", "full", "public", "none"]);
  const archive: Archive = rnd.pick(["private", "open-at-end"]);
  const r = await rig.as(host)("POST", "/games", { body: { game: "high-card", options: { rounds: 1 + rnd.int(2) }, players, press: { mode, archive } } });
  if (r.status !== 201) {
    f.add("CreateGameRequest.press {mode, archive} creates a game", `${r.status} ${JSON.stringify(r.body)}`);
    return null;
  }
  return new GameModel(r.body.gameId, host, mode, archive, players, mail);
}

// Long for one test: every step reads every route as every viewer (a few hundred requests a game).
/** The games played, for the mail test after the oracle's. */
const played = { reg: new Registry() };

it(`never leaks a private message to anyone, on any route (seed ${SEED}, ${GAMES} games)`, { timeout: 20 * 60_000 }, async () => {
  const f = new Findings();
  const reg = played.reg;
  const checker = new Checker(rig, reg, f);
  for (let g = 0; g < GAMES; g++) {
    const rnd = prng(SEED * 1000 + g);
    const started = Date.now();
    const times = { step: 0, settle: 0, check: 0 };
    f.where = `seed ${SEED} game ${g}: creating`;
    const m = await newGame(g, rnd, f);
    if (!m) break;
    reg.models.push(m);
    const s = new Script(rig, m, rnd, f, g);
    const label = `seed ${SEED} game ${g} (${m.id}, ${m.seats.length} seats, press ${m.mode}, archive ${m.archive}, host ${m.host})`;
    const run = async (i: number | string, step: (s: Script) => Promise<StepResult>) => {
      f.where = `${label} step ${i}`;
      // Each step its own instant; what comes due waits for a step that lets time pass.
      rig.clock.nudge(20_000);
      let t = Date.now();
      const res = await step(s);
      times.step += Date.now() - t;
      m.noteReaders();
      t = Date.now();
      await rig.settled();
      times.settle += Date.now() - t;
      t = Date.now();
      if (!res.private) {
        await sync(s);
        // A player's first read of the game marks them joined (a change everyone sees): done here,
        // so the checks' own reads change nothing a later check compares.
        for (const h of m.seats) await rig.as(h.email)("GET", `/games/${m.id}`);
      }
      m.noteReaders();
      f.where = `${label} step ${i} "${res.what}"`;
      await checker.afterStep(m, res);
      times.check += Date.now() - t;
    };
    try {
      await run(0, async () => ({ private: false, touched: new Set(), what: "created" }));
      // Every game starts with a channel or two and someone who wants each message by mail.
      for (const [i, step] of PROLOGUE.entries()) await run(`prologue ${i}`, step);
      for (let i = 1; i <= STEPS && !m.finished; i++) await run(i, draw(s));
      f.where = `${label} playing out`;
      await finish(s);
      await run("end", async () => ({ private: false, touched: new Set(m.people()), what: "the game ended" }));
      if (m.archive === "open-at-end" && m.privateMarkers().length) f.count("archive opened");
      for (const [i, step] of AFTER_END.entries()) await run(`after end ${i}`, step);
      await run("a day later", (x) => advance(x, 25 * 3_600_000));
    } catch (e) {
      if (!(e instanceof Lost)) throw e;
      f.add("the script could not go on (see the finding before)", e.message);
    }
    await checker.store();
    if (process.env.PRESS_ORACLE_VERBOSE) process.stderr.write(`${label}: ${f.list.length} findings so far, ${rig.mails.length} emails, ${Date.now() - started} ms ${JSON.stringify(times)}\n`);
  }
  // The games reached what they test (else a quiet backend would pass a test that tested nothing).
  if (process.env.PRESS_ORACLE_VERBOSE) process.stderr.write(`${JSON.stringify(Object.fromEntries(f.tally))}\n`);
  for (const what of ["private message", "private message at once", "channel opened", "table line", "non-member refused", "read", "mute", "seat replace", "seat resign", "seat bot", "move raced by press", "mail each", "archive opened"]) {
    if (!f.tally.get(what)) f.add("the random games cover every kind of step", `no "${what}" in ${GAMES} games: more games (PRESS_ORACLE_GAMES) or another seed`);
  }
  const rules = new Map<string, typeof f.list>();
  for (const x of f.list) rules.set(x.rule, [...(rules.get(x.rule) ?? []), x]);
  const report = [...rules].map(([rule, xs]) => `${rule} (${xs.length}×)\n    first at: ${xs[0]!.where}\n    ${xs[0]!.detail}`).join("\n");
  expect(report, `replay with PRESS_ORACLE_SEED=${SEED}`).toBe("");
});

// Mail that must come, apart from the leaks: the games above, each over and a day past.
it("press mail \"each\": a member who asked for each private message by mail gets every one from the others", () => {
  const f = new Findings();
  const checker = new Checker(rig, played.reg, f);
  for (const m of played.reg.models) checker.mailedAtOnce(m);
  expect(f.tally.get("message for a member who mails each") ?? 0, "the games wrote no message to a member who mails each").toBeGreaterThan(0);
  expect(f.list.map((x) => `${x.rule}: ${x.detail}`).slice(0, 10), `replay with PRESS_ORACLE_SEED=${SEED}`).toEqual([]);
});
