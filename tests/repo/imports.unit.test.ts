/**
 * The layering rules (.dependency-cruiser.cjs) catch what they say they catch: each rule is run
 * over a small tree that breaks it, laid out like the repository, and must name the breach; the
 * same tree with the breach removed passes. (`npm test` runs them over the real tree.)
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { cruise } from "dependency-cruiser";
import { afterEach, describe, expect, it } from "vitest";

const config = createRequire(import.meta.url)("../../.dependency-cruiser.cjs") as { forbidden: unknown[] };
const dirs: string[] = [];
afterEach(() => { for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true }); });

/** Cruises a tree of files (path → source) with our rules; the names of the rules broken. */
async function broken(files: Record<string, string>): Promise<string[]> {
  const root = mkdtempSync(join(tmpdir(), "imports-"));
  dirs.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const cwd = process.cwd();
  process.chdir(root);
  try {
    const result = await cruise(Object.keys(files).map((f) => f.split("/")[0]!).filter((v, i, a) => a.indexOf(v) === i),
      { ruleSet: { forbidden: config.forbidden } as never, validate: true, tsPreCompilationDeps: true });
    const output = result.output as { summary: { violations: { rule: { name: string } }[] } };
    return [...new Set(output.summary.violations.map((v) => v.rule.name))].sort();
  } finally {
    process.chdir(cwd);
  }
}

const fine = {
  "engine/core/game.ts": "export const x = 1;\n",
  "functions/src/contract.ts": "import { x } from '../../engine/core/game';\nexport const y = x;\n",
  "functions/src/errors.ts": "export class Refusal extends Error {}\n",
  "functions/src/ports/clock.ts": "export interface Clock { now(): Date }\n",
  "functions/src/adapters/aws/thing.ts": "import type { Clock } from '../../ports/clock';\nexport const c: Clock = { now: () => new Date(0) };\n",
  "functions/src/games/service.ts": "import { Refusal } from '../errors';\nimport type { Clock } from '../ports/clock';\nexport const s = (c: Clock) => { if (!c) throw new Refusal(); };\n",
  "functions/src/http/api.ts": "import { s } from '../games/service';\nexport const api = s;\n",
  "functions/src/compose.ts": "import { c } from './adapters/aws/thing';\nimport { api } from './http/api';\nexport const app = () => api(c);\n",
  "functions/src/clocks/time-control-words.ts": "export const words = 'w';\n",
  "web/page.ts": "import { y } from '../functions/src/contract';\nimport { words } from '../functions/src/clocks/time-control-words';\nexport const p = [y, words];\n",
};

describe("the layering rules", () => {
  it("pass a tree that keeps them", async () => {
    expect(await broken(fine)).toEqual([]);
  });

  it("fail on a cycle anywhere", async () => {
    expect(await broken({ ...fine, "web/a.ts": "import { b } from './b';\nexport const a = b;\n", "web/b.ts": "import { a } from './a';\nexport const b = () => a;\n" })).toEqual(["no-cycles"]);
  });

  it("fail on the engine importing the platform or a Node built-in", async () => {
    expect(await broken({ ...fine, "engine/core/rng.ts": "import { y } from '../../functions/src/contract';\nexport const r = y;\n" })).toEqual(["engine-is-pure"]);
    expect(await broken({ ...fine, "engine/core/rng.ts": "import { readFileSync } from 'node:fs';\nexport const r = readFileSync;\n" })).toEqual(["engine-no-node"]);
  });

  it("fail on a use case importing the HTTP layer", async () => {
    expect(await broken({ ...fine, "functions/src/seats/seats.ts": "import { api } from '../http/api';\nexport const seats = api;\n" })).toEqual(["use-cases-below-http"]);
  });

  it("fail on web importing server code other than the contract and the words modules", async () => {
    expect(await broken({ ...fine, "web/bad.ts": "import { s } from '../functions/src/games/service';\nexport const b = s;\n" })).toEqual(["web-sees-only-the-contract"]);
  });

  it("fail on a game's web module reaching its guide, directly or through its board", async () => {
    const game = { ...fine, "web/games/g/guide.tsx": "export const guide = 1;\n", "web/games/g/index.ts": "import { board } from './board';\nexport const game = { board };\n" };
    expect(await broken({ ...game, "web/games/g/board.tsx": "export const board = 1;\n" })).toEqual([]);
    expect(await broken({ ...game, "web/games/g/board.tsx": "import { guide } from './guide';\nexport const board = guide;\n" })).toEqual(["game-page-without-guide"]);
  });

  it("fail on an adapter imported by anything but the composition root", async () => {
    expect(await broken({ ...fine, "functions/src/games/other.ts": "import { c } from '../adapters/aws/thing';\nexport const o = c;\n" })).toEqual(["adapters-only-from-composition"]);
  });
});
