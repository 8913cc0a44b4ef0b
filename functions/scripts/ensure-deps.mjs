// Makes `npm start` and `npm test` work on a fresh clone: installs the locked dependencies
// when node_modules is missing or older than package-lock.json. Plain Node, no dependencies.
import { execSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { resolve } from "node:path";

const root = resolve(import.meta.dirname, "../..");
const marker = resolve(root, "node_modules/.package-lock.json");
const lock = resolve(root, "package-lock.json");
if (!existsSync(marker) || statSync(marker).mtimeMs < statSync(lock).mtimeMs) {
  console.log("Installing dependencies (npm ci)…");
  execSync("npm ci --no-audit --no-fund", { cwd: root, stdio: "inherit" });
}
