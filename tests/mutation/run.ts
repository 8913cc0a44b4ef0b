/**
 * `npm run mutation [module…]`: one Stryker run per module of stryker.config.mjs, in turn, single
 * process; then the score table (mutation score = killed or timed out / all that ran, survivors
 * and uncovered mutants counted against it).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { MODULES } from "../../stryker.config.mjs";

interface Report { files: Record<string, { mutants: { status: string }[] }> }

const wanted = process.argv.slice(2);
const modules = wanted.length ? MODULES.filter((m) => wanted.includes(m.name)) : MODULES;
if (wanted.length && modules.length !== wanted.length) throw new Error(`unknown module; known: ${MODULES.map((m) => m.name).join(", ")}`);

const rows: { name: string; killed: number; survived: number; noCoverage: number; timeout: number; errors: number; minutes: number }[] = [];
for (const m of modules) {
  const slug = m.name.replace(/[^a-z0-9]+/gi, "-");
  const started = Date.now();
  console.log(`\n=== ${m.name} ===`);
  const run = spawnSync("npx", ["stryker", "run", "stryker.config.mjs", "--concurrency", "1"], { stdio: "inherit", env: { ...process.env, MUTATION_MODULE: m.name } });
  const file = `reports/mutation/${slug}.json`;
  if (run.status !== 0 || !existsSync(file)) { console.error(`${m.name}: Stryker failed (exit ${run.status})`); process.exitCode = 1; continue; }
  const report = JSON.parse(readFileSync(file, "utf8")) as Report;
  const all = Object.values(report.files).flatMap((f) => f.mutants);
  const n = (s: string) => all.filter((x) => x.status === s).length;
  rows.push({ name: m.name, killed: n("Killed"), survived: n("Survived"), noCoverage: n("NoCoverage"), timeout: n("Timeout"), errors: n("CompileError") + n("RuntimeError"), minutes: (Date.now() - started) / 60_000 });
}

const score = (r: { killed: number; timeout: number; survived: number; noCoverage: number }) => {
  const detected = r.killed + r.timeout;
  const total = detected + r.survived + r.noCoverage;
  return total === 0 ? 100 : (100 * detected) / total;
};
const total = rows.reduce((a, r) => ({ killed: a.killed + r.killed, timeout: a.timeout + r.timeout, survived: a.survived + r.survived, noCoverage: a.noCoverage + r.noCoverage }), { killed: 0, timeout: 0, survived: 0, noCoverage: 0 });
console.log("\nmodule                           score  killed timeout survived no-cov errors minutes");
for (const r of rows) {
  console.log(`${r.name.padEnd(32)} ${score(r).toFixed(1).padStart(5)}% ${String(r.killed).padStart(6)} ${String(r.timeout).padStart(7)} ${String(r.survived).padStart(8)} ${String(r.noCoverage).padStart(6)} ${String(r.errors).padStart(6)} ${r.minutes.toFixed(1).padStart(7)}`);
}
console.log(`${"overall".padEnd(32)} ${score(total).toFixed(1).padStart(5)}%`);
