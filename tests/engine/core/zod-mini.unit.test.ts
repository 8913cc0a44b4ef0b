/**
 * Code that ships to Lambda or the browser uses zod/mini, never classic zod, which does not
 * tree-shake and once made up about 450 KiB of every Lambda bundle (docs/architecture.md,
 * "Schemas use zod/mini"). scripts/zod-mini-codemod.ts converts a file.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../../..");
const SHIPPED = ["engine", "functions/src", "web/app", "web/components", "web/lib"];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === "node_modules" || name.startsWith(".")) return [];
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

it("no shipped source imports classic zod", () => {
  const offenders = SHIPPED.flatMap((d) => sources(join(ROOT, d)))
    .filter((f) => /from\s+["']zod["']|from\s+["']zod\/v4["']|import\(["']zod["']\)/.test(readFileSync(f, "utf8")))
    .map((f) => relative(ROOT, f));
  expect(offenders, "convert with: npx tsx scripts/zod-mini-codemod.ts <files>").toEqual([]);
});
