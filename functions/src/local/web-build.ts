/**
 * The web app's production build (`next build` → the static export in web/out), made only when
 * a source it is built from is newer than the last export, so `npm start` is quick after the
 * first run and never serves a stale app. `npm run deploy` always rebuilds (force).
 */
import { spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";

export function webOutDir(repoRoot: string): string {
  return resolve(repoRoot, "web/out");
}

/** Everything the export is built from: the app, and the workspaces and docs it imports. */
const INPUTS = [
  "web/app", "web/components", "web/games", "web/i18n", "web/lib", "web/next.config.ts", "web/tsconfig.json", "web/package.json",
  "engine", "functions/src/contract.ts", "functions/src/clocks", "docs/games", "package-lock.json",
];
const SKIP = new Set(["node_modules", ".next", "out"]);

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (SKIP.has(entry)) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

export function webBuildIsStale(repoRoot: string): boolean {
  const marker = resolve(webOutDir(repoRoot), "index.html");
  if (!existsSync(marker)) return true;
  const built = statSync(marker).mtimeMs;
  return INPUTS.some((input) => newestMtime(resolve(repoRoot, input)) > built);
}

/** Runs `next build` in web/ unless the export is current; returns the export's directory. */
export async function ensureWebBuild(repoRoot: string, opts: {
  force?: boolean; log?: (line: string) => void;
  /** The caller type-checks web/ itself at the same time (`npm test`'s prepare step), so next build need not. */
  typeCheckedElsewhere?: boolean;
} = {}): Promise<string> {
  const out = webOutDir(repoRoot);
  if (!opts.force && !webBuildIsStale(repoRoot)) {
    opts.log?.("Web app         static export is up to date (web/out)");
    return out;
  }
  opts.log?.("Web app         building the static export (next build, about a minute)…");
  const next = resolve(repoRoot, "node_modules/next/dist/bin/next");
  const build = spawn(process.execPath, [next, "build"], {
    cwd: resolve(repoRoot, "web"),
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...(opts.typeCheckedElsewhere ? { BACKROOM_TYPECHECKED_ELSEWHERE: "1" } : {}) },
    stdio: "pipe",
  });
  let output = "";
  build.stdout?.on("data", (d) => { output += String(d); });
  build.stderr?.on("data", (d) => { output += String(d); });
  const code = await new Promise<number | null>((r) => build.once("exit", r));
  if (code !== 0) throw new Error(`next build failed:\n${output}`);
  if (!existsSync(resolve(out, "index.html"))) throw new Error(`next build wrote no static export to ${out}:\n${output}`);
  return out;
}
