/**
 * `npm test`'s first step, before Vitest: the type check (all workspaces), the import rules and the
 * web app's production build (for the browser tier) at once. tsc and dependency-cruiser each use
 * one core, so the build fills the other instead of running alone inside the browser tier's setup.
 * The build skips its own type check only because tsc checks web/ here too. Any failure stops the
 * run with that step's output.
 */
import { spawn } from "node:child_process";
import { resolve } from "node:path";
import { ensureWebBuild } from "../../functions/src/local/web-build";

const root = resolve(import.meta.dirname, "../..");

function run(name: string, command: string, args: string[]): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (d) => { output += String(d); });
    child.stderr.on("data", (d) => { output += String(d); });
    child.once("error", fail);
    child.once("exit", (code) => (code === 0 ? done() : fail(new Error(`${name} failed (exit ${code}):\n${output}`))));
  });
}

async function timed(name: string, step: () => Promise<unknown>): Promise<void> {
  const start = Date.now();
  await step();
  console.log(`${name.padEnd(16)}ok in ${((Date.now() - start) / 1000).toFixed(0)} s`);
}

const bin = (p: string) => resolve(root, "node_modules/.bin", p);
const results = await Promise.allSettled([
  timed("Type check", () => run("tsc", bin("tsc"), ["-p", "tsconfig.json", "--noEmit"])),
  timed("Import rules", () => run("dependency-cruiser", "npm", ["run", "--silent", "imports"])),
  timed("Web export", () => ensureWebBuild(root, { typeCheckedElsewhere: true })),
]);
const failed = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
for (const f of failed) console.error(String((f.reason as Error)?.message ?? f.reason));
process.exit(failed.length > 0 ? 1 : 0);
