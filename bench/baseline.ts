/**
 * The engines as they were at an earlier commit, for measuring a speed-up back to back on the
 * same machine in the same run (the machine is shared, so figures from another run or another
 * day are not comparable). `git archive` writes that commit's engine/ folder into a temporary
 * directory that borrows this checkout's node_modules; the same harness then plays both.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { REPO_ROOT } from "../functions/src/local/stack";

/**
 * The commit the engine speed goal (issue 14) is measured against: main before the engine
 * work. Override with BENCH_BASELINE=<git ref>.
 */
export const ENGINE_BASELINE = process.env.BENCH_BASELINE ?? "872200b";

export interface Baseline {
  readonly ref: string;
  /** Imports `engine/<path>.ts` as it was at `ref`. */
  load<T>(path: string): Promise<T>;
  dispose(): void;
}

export function checkoutBaseline(ref = ENGINE_BASELINE): Baseline {
  const dir = mkdtempSync(join(tmpdir(), "backroom-baseline-"));
  const archive = execFileSync("git", ["-C", REPO_ROOT, "archive", "--format=tar", ref, "engine"], { maxBuffer: 64 * 1024 * 1024 });
  execFileSync("tar", ["-x", "-C", dir], { input: archive });
  symlinkSync(join(REPO_ROOT, "node_modules"), join(dir, "node_modules"), "dir");
  // npm leaves a workspace's own copy of a package (zod, when engine's version differs from the
  // hoisted one) in engine/node_modules: the old engine resolves it from there too.
  const own = join(REPO_ROOT, "engine", "node_modules");
  if (existsSync(own)) symlinkSync(own, join(dir, "engine", "node_modules"), "dir");
  return {
    ref,
    load: async <T>(path: string) => (await import(pathToFileURL(join(dir, "engine", `${path}.ts`)).href)) as T,
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}
