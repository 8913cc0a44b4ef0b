/**
 * Every rule violation an engine with Russian can send (the sentence of each `ensure` and
 * `RuleViolation` in its files, which the API passes on with the code) has a Russian sentence in
 * that game's russian.ts, with no English left. The engine files are scanned, so a new sentence
 * without Russian fails here; sentences holding a number or a name are tried with a sample.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import * as conspiracy from "@backroom/engine/conspiracy-theory/russian";
import * as twelve from "@backroom/engine/twelve-o-twelve/russian";

const ENGINE = join(import.meta.dirname, "../../engine");
const CALL = /(?:ensure|ensureListed|RuleViolation)\((?:[^;]*?),\s*(?:"[a-z-]+\/[a-z-]+"|`\$\{CT\}\/[a-z-]+`|code),\s*("(?:[^"\\]|\\.)*"|`[^`]*`)/g;

/** The sentences of a game's files (and the core's), templates filled with a sample. */
function sentences(game: string): string[] {
  const dir = join(ENGINE, game);
  const files = readdirSync(dir).filter((f) => f.endsWith(".ts") && !f.startsWith("russian")).map((f) => join(dir, f));
  const out = new Set<string>();
  for (const f of files) {
    for (const m of readFileSync(f, "utf8").matchAll(CALL)) {
      const lit = m[1]!;
      const text = lit.slice(1, -1).replace(/\$\{([^}]*)\}/g, (_, expr: string) => (expr.includes("name") ? "Lion" : "3"));
      if (text !== "message") out.add(text);
    }
  }
  return [...out];
}

describe.each([
  ["twelve-o-twelve", twelve],
  ["conspiracy-theory", conspiracy],
] as const)("%s: rule violations in Russian", (game, ru) => {
  it("knows every sentence its rules files can refuse a move with", () => {
    const all = sentences(game);
    expect(all.length).toBeGreaterThan(25);
    expect(all.filter((s) => !ru.knows(s))).toEqual([]);
    expect(all.map(ru.russian).filter((s) => /[A-Za-z]{2,}/.test(s.replace("12-0-12", "")))).toEqual([]);
  });
});
