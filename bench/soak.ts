/**
 * `npm run soak`: thousands of random games per engine with each engine's invariant checks
 * (bench/<game>.ts `soak`). Too long for `npm test`; its result goes into the issue notes.
 * Usage: npm run soak [-- <games per engine>]   (default 3000)
 */
import { existsSync } from "node:fs";
import { resolve } from "node:path";

const games = Number(process.argv[2] ?? 3000);
const root = resolve(import.meta.dirname, "..");

async function main() {
  let failed = false;
  for (const name of ["twelve-o-twelve", "politika", "conspiracy-theory"]) {
    const file = resolve(root, `bench/${name}.ts`);
    if (!existsSync(file)) { console.log(`${name}: no soak yet`); continue; }
    const mod = (await import(file)) as { soak: (n: number) => { games: number; finished: number; note: string } };
    const t0 = performance.now();
    try {
      const r = mod.soak(games);
      console.log(`${name}: ${r.finished}/${r.games} games finished in ${((performance.now() - t0) / 1000).toFixed(1)} s. ${r.note}`);
      if (r.finished !== r.games) failed = true;
    } catch (e) {
      failed = true;
      console.log(`${name}: FAILED after ${((performance.now() - t0) / 1000).toFixed(1)} s: ${(e as Error).stack}`);
    }
  }
  process.exit(failed ? 1 : 0);
}

void main();
