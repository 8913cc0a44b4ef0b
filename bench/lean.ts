/**
 * Issue 14's weight and idle-cost goals as table rows (goal, measured, last figure): Lambda
 * bundle sizes, cold start against bare Node, first-load JavaScript of the game page and the
 * dashboard, and bytes and DynamoDB read units per idle poll. The last figures are kept in
 * bench/last-figures.json, rewritten after each run, so a run shows what moved.
 * `npx tsx bench/lean.ts` prints only these rows.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { BUNDLE_GOAL_KIB, buildBundle, byPackage, coldStarts, HANDLERS } from "./bundles";
import { idleCost } from "./idle";

export interface Row { name: string; goal: string; measured: string; last: string }

const LAST_FILE = resolve(import.meta.dirname, "last-figures.json");

function lastFigures(): Record<string, string> {
  return existsSync(LAST_FILE) ? (JSON.parse(readFileSync(LAST_FILE, "utf8")) as Record<string, string>) : {};
}

/** Measures every row; `skip` leaves out the slow parts (names: "cold", "idle", "web"). */
export async function leanRows(skip: readonly string[] = []): Promise<Row[]> {
  const last = lastFigures();
  const rows: Row[] = [];
  const row = (name: string, goal: string, measured: string) => rows.push({ name, goal, measured, last: last[name] ?? "—" });

  const bundles = await Promise.all(HANDLERS.map(buildBundle));
  for (const b of bundles) {
    const top = byPackage(b.metafile).slice(0, 3).map(([p, n]) => `${p} ${(n / 1024).toFixed(0)}`).join(", ");
    row(`bundle ${b.name}`, `≤ ${BUNDLE_GOAL_KIB} KiB`, `${(b.bytes / 1024).toFixed(0)} KiB (largest: ${top})`);
  }
  if (!skip.includes("cold")) {
    for (const c of coldStarts(bundles)) row(`cold start ${c.name}`, "ratio to bare node", `${c.ratio.toFixed(2)}× (${c.ms.toFixed(0)} vs ${c.bareMs.toFixed(0)} ms)`);
  }
  if (!skip.includes("web")) {
    try {
      const { firstLoadBytes } = await import("./web");
      const game = firstLoadBytes("/games/[id]");
      const home = firstLoadBytes("/");
      row("first-load JS game page", "≤ 150 kB gz", `${(game.gz / 1024).toFixed(1)} kB gz`);
      row("first-load JS dashboard", "≤ 110 kB gz", `${(home.gz / 1024).toFixed(1)} kB gz`);
    } catch (e) {
      row("first-load JS", "≤ 150 / 110 kB gz", `not measured: ${(e as Error).message.split("\n")[0]}`);
    }
  }
  if (!skip.includes("idle")) {
    const idle = await idleCost();
    row("idle poll (If-None-Match)", "1 small conditional request", `${idle.conditional.status}, ${idle.conditional.bytes.toFixed(0)} B, ${idle.conditional.readUnits.toFixed(1)} RCU`);
    row("poll without the tag", "for contrast", `${idle.full.status}, ${idle.full.bytes.toFixed(0)} B, ${idle.full.readUnits.toFixed(1)} RCU`);
  }
  writeFileSync(LAST_FILE, `${JSON.stringify({ ...last, ...Object.fromEntries(rows.map((r) => [r.name, r.measured])) }, null, 2)}\n`);
  return rows;
}

export function printRows(rows: readonly Row[]): void {
  const w = (k: keyof Row) => Math.max(k.length, ...rows.map((r) => r[k].length));
  const line = (r: Row) => `  ${r.name.padEnd(w("name"))}  ${r.goal.padEnd(w("goal"))}  ${r.measured.padEnd(w("measured"))}  ${r.last}`;
  console.log(line({ name: "", goal: "goal", measured: "measured", last: "last" }));
  for (const r of rows) console.log(line(r));
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  printRows(await leanRows(process.argv.slice(2)));
  process.exit(0);
}
