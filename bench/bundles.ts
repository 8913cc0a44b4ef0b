/**
 * Lambda bundle weight and cold start (issue 14), asserting nothing:
 *  - each handler built as the stack builds it (infra/lib/bundling.ts: minified ESM, SDK
 *    bundled, the same externals and aliases), its size, and the biggest packages inside it
 *    from esbuild's metafile;
 *  - cold start: each bundle loaded and invoked once in a fresh Node process, timed against a
 *    bare Node process started in the same run (the ratio is what compares across machines).
 *    The first invoke is a request that needs no network (the API's 404, a notifier batch
 *    with nothing in it), so what is measured is module load, schema building and SDK setup.
 * `npx tsx bench/bundles.ts` runs this part alone (`--why` lists the biggest packages).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { build, type Metafile } from "esbuild";
import { ALIASES, ESM_REQUIRE_BANNER, EXTERNAL_MODULES } from "../infra/lib/bundling";

const ROOT = resolve(import.meta.dirname, "..");
export const HANDLERS = ["api", "notifier", "reminder", "mail-events"] as const;
export type Handler = (typeof HANDLERS)[number];

/** Goal of issue 14: at most 300 KiB minified. */
export const BUNDLE_GOAL_KIB = 300;

export interface Bundle { name: Handler; bytes: number; code: Uint8Array; metafile: Metafile }

export async function buildBundle(name: Handler): Promise<Bundle> {
  const out = await build({
    entryPoints: [resolve(ROOT, `functions/src/handlers/${name}.ts`)],
    bundle: true, minify: true, platform: "node", format: "esm", target: "node22", write: false,
    mainFields: ["module", "main"], external: EXTERNAL_MODULES, alias: ALIASES,
    banner: { js: ESM_REQUIRE_BANNER }, metafile: true, logLevel: "silent",
  });
  const code = out.outputFiles[0]!.contents;
  return { name, bytes: code.byteLength, code, metafile: out.metafile };
}

/** Bytes in the output by package (`zod`, `@aws-sdk/client-dynamodb`, `functions/src` …). */
export function byPackage(meta: Metafile): [string, number][] {
  const sums = new Map<string, number>();
  for (const out of Object.values(meta.outputs)) {
    for (const [path, { bytesInOutput }] of Object.entries(out.inputs)) {
      const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
      const key = m ? m[1]! : path.split("/").slice(0, 2).join("/");
      sums.set(key, (sums.get(key) ?? 0) + bytesInOutput);
    }
  }
  return [...sums].sort((a, b) => b[1] - a[1]);
}

/** An environment a handler module can load in without AWS: fake credentials, a local endpoint never called. */
const HANDLER_ENV = {
  TABLE_NAME: "bench", WEB_URL: "http://localhost:3000", AWS_REGION: "eu-west-1",
  AWS_ACCESS_KEY_ID: "bench", AWS_SECRET_ACCESS_KEY: "bench", AWS_SESSION_TOKEN: "bench",
  DYNAMODB_ENDPOINT: "http://127.0.0.1:9", POWERTOOLS_METRICS_DISABLED: "true", POWERTOOLS_LOG_LEVEL: "SILENT",
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
};

/** The first invoke of each handler: an event that needs neither DynamoDB nor mail. */
const FIRST_EVENT: Record<Handler, unknown> = {
  api: { version: "2.0", routeKey: "GET /bench", rawPath: "/bench", rawQueryString: "", headers: {}, requestContext: { http: { method: "GET", path: "/bench" }, requestId: "bench" }, isBase64Encoded: false },
  notifier: { Records: [] },
  reminder: { kind: "unknown" },
  "mail-events": { Records: [] },
};

/** Milliseconds from spawn to exit of `node file` (median of `runs`). */
function timeNode(file: string, env: Record<string, string>, runs: number): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const r = spawnSync(process.execPath, [file], { env: { PATH: process.env.PATH ?? "", ...env } as unknown as NodeJS.ProcessEnv, stdio: "pipe" });
    times.push(performance.now() - t0);
    if (r.status !== 0) throw new Error(`${file} exited ${r.status}: ${String(r.stderr).slice(0, 400)}`);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

export interface ColdStart { name: Handler; ms: number; bareMs: number; ratio: number }

/** Load-and-first-invoke of each bundle in a fresh process, beside a bare `node` in the same run. */
export function coldStarts(bundles: readonly Bundle[], runs = 7): ColdStart[] {
  const dir = mkdtempSync(join(tmpdir(), "backroom-cold-"));
  try {
    const bare = join(dir, "bare.mjs");
    writeFileSync(bare, "");
    const out: ColdStart[] = [];
    for (const b of bundles) {
      const file = join(dir, `${b.name}.mjs`);
      writeFileSync(file, b.code);
      const invoke = join(dir, `${b.name}-invoke.mjs`);
      // Errors are fine (an unknown timer, a 404): the handler ran. A hang or crash is not.
      writeFileSync(invoke, `const { handler } = await import(${JSON.stringify(`./${b.name}.mjs`)});\ntry { await handler(${JSON.stringify(FIRST_EVENT[b.name])}, { awsRequestId: "bench", functionName: "bench", getRemainingTimeInMillis: () => 10000 }); } catch {}\nprocess.exit(0);\n`);
      // Interleaved, so both feel the same machine load.
      const ms: number[] = [];
      const bareMs: number[] = [];
      for (let i = 0; i < runs; i++) {
        bareMs.push(timeNode(bare, HANDLER_ENV, 1));
        ms.push(timeNode(invoke, HANDLER_ENV, 1));
      }
      const med = (xs: number[]) => [...xs].sort((a, c) => a - c)[Math.floor(xs.length / 2)]!;
      out.push({ name: b.name, ms: med(ms), bareMs: med(bareMs), ratio: med(ms) / med(bareMs) });
    }
    return out;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const bundles = await Promise.all(HANDLERS.map(buildBundle));
  for (const b of bundles) {
    console.log(`${b.name}: ${kib(b.bytes)} minified`);
    if (process.argv.includes("--why")) for (const [pkg, n] of byPackage(b.metafile).slice(0, 15)) console.log(`    ${pkg.padEnd(48)} ${kib(n)}`);
  }
  for (const c of coldStarts(bundles)) console.log(`${c.name}: cold load+invoke ${c.ms.toFixed(0)} ms vs bare node ${c.bareMs.toFixed(0)} ms = ${c.ratio.toFixed(2)}×`);
}
