/**
 * `npm run mutation [module…] [-- --force] [--concurrency N]`: one Stryker run per module of
 * stryker.config.mjs, in turn (all modules when none is named); then the score table (mutation
 * score = killed or timed out / all that ran, survivors and uncovered mutants counted against it).
 *
 * Runs are incremental: each module's last results are kept in tests/mutation/incremental/ and
 * committed, so a run re-tests only the mutants whose code or covering tests changed since.
 * `--force` re-tests everything (do that for the figures in docs/architecture.md).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { matchesGlob } from "node:path";
import { MODULES } from "../../stryker.config.mjs";

interface Report {
  files: Record<string, { mutants: { status: string }[] }>;
  testFiles?: Record<string, { tests: unknown[] }>;
}

const args = process.argv.slice(2);
const force = args.includes("--force");
const concurrencyAt = args.indexOf("--concurrency");
// Without --concurrency, stryker.config.mjs's own: one worker per core.
const concurrency = concurrencyAt >= 0 ? ["--concurrency", args[concurrencyAt + 1]!] : [];
const wanted = args.filter((a, i) => !a.startsWith("--") && !(concurrencyAt >= 0 && i === concurrencyAt + 1));
const modules = wanted.length ? MODULES.filter((m) => wanted.includes(m.name)) : MODULES;
if (wanted.length && modules.length !== wanted.length) throw new Error(`unknown module; known: ${MODULES.map((m) => m.name).join(", ")}`);

/** The test files a module's globs name (tracked by git, as a clone has them). */
function testFilesOf(globs: readonly string[]): string[] {
  const tracked = spawnSync("git", ["ls-files", "tests"], { encoding: "utf8" }).stdout.split("\n");
  return tracked.filter((f) => globs.some((g) => f === g || matchesGlob(f, g)));
}

const rows: { name: string; killed: number; survived: number; noCoverage: number; timeout: number; errors: number; minutes: number }[] = [];
// A listed test file that does not exist would quietly guard nothing.
for (const m of modules) {
  const unmatched = m.tests.filter((g) => testFilesOf([g]).length === 0);
  if (unmatched.length > 0) throw new Error(`${m.name}: no test file matches ${unmatched.join(", ")}`);
}

for (const m of modules) {
  const slug = m.name.replace(/[^a-z0-9]+/gi, "-");
  const started = Date.now();
  console.log(`\n=== ${m.name} ===`);
  const run = spawnSync("npx", ["stryker", "run", "stryker.config.mjs", ...concurrency, ...(force ? ["--force"] : [])], {
    stdio: "inherit",
    env: { ...process.env, MUTATION_MODULE: m.name, NODE_NO_WARNINGS: "1" },
  });
  if (run.signal) { console.error(`${m.name}: Stryker stopped (${run.signal})`); process.exit(1); }
  // The committed incremental results must not name the machine they were made on.
  const incremental = `tests/mutation/incremental/${slug}.json`;
  if (existsSync(incremental)) {
    const kept = JSON.parse(readFileSync(incremental, "utf8")) as Record<string, unknown>;
    if ("projectRoot" in kept) {
      delete kept.projectRoot;
      writeFileSync(incremental, `${JSON.stringify(kept, null, 2)}\n`);
    }
  }
  const file = `reports/mutation/${slug}.json`;
  if (run.status !== 0 || !existsSync(file)) { console.error(`${m.name}: Stryker failed (exit ${run.status})`); process.exitCode = 1; continue; }
  const report = JSON.parse(readFileSync(file, "utf8")) as Report;
  // A test file that fails to load is dropped from Stryker's dry run without an error; its
  // mutants then read as uncovered. Say so instead of printing a misleading score.
  const ran = new Set(Object.entries(report.testFiles ?? {}).filter(([, f]) => f.tests.length > 0).map(([name]) => name.replace(/^\.\//, "")));
  const missing = testFilesOf(m.tests).filter((f) => !ran.has(f));
  if (missing.length > 0) { console.error(`${m.name}: these test files ran no test (do they load?): ${missing.join(", ")}`); process.exitCode = 1; }
  const all = Object.values(report.files).flatMap((f) => f.mutants);
  const n = (s: string) => all.filter((x) => x.status === s).length;
  rows.push({ name: m.name, killed: n("Killed"), survived: n("Survived"), noCoverage: n("NoCoverage"), timeout: n("Timeout"), errors: n("CompileError") + n("RuntimeError"), minutes: (Date.now() - started) / 60_000 });
}

const score = (r: { killed: number; timeout: number; survived: number; noCoverage: number }) => {
  const detected = r.killed + r.timeout;
  const total = detected + r.survived + r.noCoverage;
  return total === 0 ? 100 : (100 * detected) / total;
};
const total = rows.reduce((a, r) => ({ killed: a.killed + r.killed, timeout: a.timeout + r.timeout, survived: a.survived + r.survived, noCoverage: a.noCoverage + r.noCoverage, minutes: a.minutes + r.minutes }), { killed: 0, timeout: 0, survived: 0, noCoverage: 0, minutes: 0 });
const line = (name: string, r: typeof total & { errors?: number }) =>
  `${name.padEnd(24)} ${score(r).toFixed(1).padStart(5)}% ${String(r.killed).padStart(6)} ${String(r.timeout).padStart(7)} ${String(r.survived).padStart(8)} ${String(r.noCoverage).padStart(6)} ${r.errors === undefined ? "      " : String(r.errors).padStart(6)} ${r.minutes.toFixed(1).padStart(7)}`;
console.log("\nmodule                   score  killed timeout survived no-cov errors minutes");
for (const r of rows) console.log(line(r.name, r));
if (rows.length > 0) console.log(line("overall", total));
else console.log("no module finished");
