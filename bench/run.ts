/**
 * `npm run bench`: prints numbers, asserts nothing.
 *  - move submission latency (p50/p99) through the local HTTP API for Politika games of 10, 100
 *    and 1,000 events, with snapshots (every 50) and, for contrast, without;
 *  - issue 14's weight rows (bench/lean.ts): each Lambda bundle's size and cold start, the web
 *    pages' first-load JavaScript, and bytes and read units per idle poll;
 *  - each game's engine benchmarks (bench/<game>.ts: games/s and replay, now and at the
 *    baseline commit, bench/baseline.ts), GET /games/{id}'s size (bench/responses.ts), the
 *    bots' (bench/bots.ts: win rate against random players, decision time) and the web app's
 *    (bench/web.ts), and Lighthouse on the production build with API requests per idle hour
 *    of an open game page (bench/lighthouse.ts);
 *  - a table of the goals (bench/goals.ts) with this run's and the last run's figures.
 * `npm run bench -- bots politika` runs only the named sections (engines, `responses`, `latency`,
 * `web`, `lighthouse`; no bundles).
 */
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { Rng, seedRng } from "@backroom/engine";
import { REPO_ROOT, startLocalStack } from "../functions/src/local/stack";
import { LINK_TTL } from "../functions/src/auth/auth";
import { goal, printGoals } from "./goals";
import { leanRows, printRows } from "./lean";

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
};

/**
 * Plays a real Politika game (8 players, 12 rounds) through the HTTP API with a seeded bot that
 * reads each awaited seat's legal moves and submits one; once the game holds `size` events, the
 * next `samples` submissions are timed (the GET that finds the move is not).
 */
async function moveLatency(snapshotEvery: number, sizes: number[], samples: number) {
  const stack = await startLocalStack({ snapshotEvery });
  try {
    const emails = Array.from({ length: 8 }, (_, i) => `p${i}@bench.test`);
    const sessions: string[] = [];
    for (const email of emails) {
      const link = await stack.app.auth.mintLink(email, null, LINK_TTL.signIn);
      sessions.push((await stack.app.auth.redeem(link)).session);
    }
    const http = async (method: string, path: string, session: string, body?: unknown) => {
      const res = await fetch(`${stack.apiUrl}${path}`, { method, headers: { authorization: `Bearer ${session}`, "content-type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return res.json();
    };
    const bot = new Rng(seedRng("bench-bot"));
    const rows: string[] = [];
    const p: Record<number, { p50: number; p99: number }> = {};
    let warmedUp = false;
    for (const size of [sizes[0]!, ...sizes]) {
      const players = emails.map((email, i) => ({ name: `P${i + 1}`, email }));
      const { gameId } = await http("POST", "/games", sessions[0]!, { game: "politika", options: { rounds: 12 }, players });
      let n = 0;
      const move = async () => {
        const game = await http("GET", `/games/${gameId}`, sessions[0]!);
        if (game.status === "finished") throw new Error(`the bench game ended after ${game.version} events`);
        const seat: number = bot.pick(game.awaiting as number[]);
        const mine = await http("GET", `/games/${gameId}`, sessions[seat]!);
        const { move: chosen } = bot.pick(mine.legalMoves as { move: unknown }[]);
        const t0 = performance.now();
        const res = await http("POST", `/games/${gameId}/moves`, sessions[seat]!, { move: chosen, clientMoveId: `bench-${gameId}-${n++}`, expectedVersion: mine.version });
        const ms = performance.now() - t0;
        return { ms, version: res.version as number };
      };
      let version = 0;
      while (version < size) version = (await move()).version;
      const times: number[] = [];
      for (let i = 0; i < samples; i++) times.push((await move()).ms);
      // The first game is a throw-away warm-up (JIT, connections), so the 10-event row is fair.
      if (!warmedUp) { warmedUp = true; continue; }
      p[size] = { p50: quantile(times, 0.5), p99: quantile(times, 0.99) };
      rows.push(`  ${String(size).padStart(5)} events: p50 ${quantile(times, 0.5).toFixed(1)} ms, p99 ${quantile(times, 0.99).toFixed(1)} ms (${samples} moves)`);
    }
    return { rows, p };
  } finally {
    await stack.stop();
  }
}

/** Move latency as deployed (snapshots every 50 events), with its goals: p50 ≤ 25 ms, p99 flat in history length. */
async function latencySection() {
  console.log("\nMove submission through the local HTTP API (Politika, 8 players), snapshots every 50 events:");
  const { rows, p } = await moveLatency(50, [10, 100, 1000], 50);
  for (const r of rows) console.log(r);
  const [short, long] = [p[10]!, p[1000]!];
  goal({ name: "move latency p50, 1,000-event game", goal: "≤ 25 ms", measured: `${long.p50.toFixed(1)} ms`, met: long.p50 <= 25 });
  goal({ name: "move latency p99, 1,000 vs 10 events", goal: "≤ 1.5×", measured: `${long.p99.toFixed(1)} / ${short.p99.toFixed(1)} ms (${(long.p99 / short.p99).toFixed(2)}×)`, met: long.p99 <= 1.5 * short.p99 });
}

async function engineSections(names: readonly string[]) {
  for (const name of names) {
    if (name === "latency") { await latencySection(); continue; }
    const file = resolve(REPO_ROOT, `bench/${name}.ts`);
    if (!existsSync(file)) { console.log(`\n${name}: no benchmark yet`); continue; }
    const mod = (await import(file)) as { bench: () => Record<string, string> | Promise<Record<string, string>> };
    console.log(`\n${name}:`);
    for (const [k, v] of Object.entries(await mod.bench())) console.log(`  ${k}: ${v}`);
  }
}

async function main() {
  const only = process.argv.slice(2);
  if (only.length > 0) {
    await engineSections(only);
    return printGoals(false);
  }
  console.log("Weight and idle cost (bench/lean.ts: Lambda bundles built with the stack's settings, cold start against bare node, first-load JS, idle poll):");
  const weight = await leanRows();
  printRows(weight);
  // The same rows close the run in the one goal table.
  for (const r of weight) goal({ name: r.name, goal: r.goal, measured: r.measured });

  await latencySection();
  console.log("\nThe same without snapshots (replaying every event), for contrast:");
  for (const r of (await moveLatency(1_000_000, [10, 100, 1000], 20)).rows) console.log(r);

  await engineSections(["twelve-o-twelve", "politika", "conspiracy-theory", "responses", "bots"]);
  await engineSections(["web", "lighthouse"]);
  printGoals();
}

main().then(() => process.exit(0), (e) => { console.error(e); process.exit(1); });
