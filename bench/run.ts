/**
 * `npm run bench`: prints numbers, asserts nothing.
 *  - move submission latency (p50/p99) through the local HTTP API for games of 10, 100 and
 *    1,000 events, with snapshots (every 50) and, for contrast, without;
 *  - the size of each Lambda bundle, built as the CDK stack builds it;
 *  - each game's engine benchmarks (bench/<game>.ts) and the web app's (bench/web.ts).
 */
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { build } from "esbuild";
import { tally } from "../tests/fixtures/tally";
import { REPO_ROOT, startLocalStack } from "../functions/src/local/stack";
import { LINK_TTL } from "../functions/src/auth/auth";

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
};

async function moveLatency(snapshotEvery: number, sizes: number[], samples: number) {
  const stack = await startLocalStack({ games: { [tally.id]: tally }, snapshotEvery });
  try {
    const token = async (email: string) => {
      const link = await stack.app.auth.mintLink(email, null, LINK_TTL.signIn);
      return (await stack.app.auth.redeem(link)).session;
    };
    const a = await token("a@bench.test");
    const b = await token("b@bench.test");
    const post = async (path: string, body: unknown, session: string) => {
      const res = await fetch(`${stack.apiUrl}${path}`, { method: "POST", headers: { authorization: `Bearer ${session}`, "content-type": "application/json" }, body: JSON.stringify(body) });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return res.json();
    };
    const rows: string[] = [];
    let warmedUp = false;
    for (const size of [sizes[0]!, ...sizes]) {
      const { gameId } = await post("/games", { game: "tally", options: { target: 1_000_000 }, players: [{ name: "A", email: "a@bench.test" }, { name: "B", email: "b@bench.test" }] }, a);
      let version = 0;
      const move = async () => {
        const session = version % 2 === 0 ? a : b;
        const t0 = performance.now();
        const res = await post(`/games/${gameId}/moves`, { move: { kind: "add", amount: 1 }, clientMoveId: `bench-${gameId}-${version}`, expectedVersion: version }, session);
        version = res.version;
        return performance.now() - t0;
      };
      while (version < size) await move();
      const times: number[] = [];
      for (let i = 0; i < samples; i++) times.push(await move());
      // The first game is a throw-away warm-up (JIT, connections), so the 10-event row is fair.
      if (!warmedUp) { warmedUp = true; continue; }
      rows.push(`  ${String(size).padStart(5)} events: p50 ${quantile(times, 0.5).toFixed(1)} ms, p99 ${quantile(times, 0.99).toFixed(1)} ms (${samples} moves)`);
    }
    return rows;
  } finally {
    await stack.stop();
  }
}

async function bundleSizes() {
  const rows: string[] = [];
  for (const name of ["api", "notifier", "reminder"]) {
    const out = await build({
      entryPoints: [resolve(REPO_ROOT, `functions/src/handlers/${name}.ts`)],
      // The same settings as infra/lib/backroom-function.ts: ESM, minified, AWS SDK bundled.
      bundle: true, minify: true, platform: "node", format: "esm", target: "node22", write: false,
      mainFields: ["module", "main"],
      banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
    });
    const bytes = out.outputFiles[0]!.contents.byteLength;
    rows.push(`  ${name.padEnd(9)} ${(bytes / 1024).toFixed(0)} KiB minified`);
  }
  return rows;
}

async function main() {
  console.log("Lambda bundles (esbuild with the stack's settings: minified ESM, AWS SDK bundled):");
  for (const r of await bundleSizes()) console.log(r);

  const sizes = [10, 100, 1000];
  console.log("\nMove submission through the local HTTP API, snapshots every 50 events:");
  for (const r of await moveLatency(50, sizes, 50)) console.log(r);
  console.log("\nThe same without snapshots (replaying every event), for contrast:");
  for (const r of await moveLatency(1_000_000, sizes, 20)) console.log(r);

  for (const name of ["twelve-o-twelve", "politika", "conspiracy-theory"]) {
    const file = resolve(REPO_ROOT, `bench/${name}.ts`);
    if (!existsSync(file)) { console.log(`\n${name}: no benchmark yet`); continue; }
    const mod = (await import(file)) as { bench: () => Record<string, string> };
    console.log(`\n${name}:`);
    for (const [k, v] of Object.entries(mod.bench())) console.log(`  ${k}: ${v}`);
  }
  const web = resolve(REPO_ROOT, "bench/web.ts");
  if (existsSync(web)) {
    const mod = (await import(web)) as { bench: () => Promise<Record<string, string>> };
    console.log("\nweb:");
    for (const [k, v] of Object.entries(await mod.bench())) console.log(`  ${k}: ${v}`);
  }
}

main().then(() => process.exit(0), (e) => { console.error(e); process.exit(1); });
