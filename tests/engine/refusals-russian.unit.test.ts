/**
 * Every rule violation an engine with Russian can send (the sentence of each `ensure` and
 * `RuleViolation` in its files, and of each `…Problem` check whose answer becomes one, which the
 * API passes on with the code) has a Russian sentence in that game's russian.ts, with no English
 * left. The engine files are scanned, so a new sentence without Russian fails here; sentences
 * holding a number or a name are tried with samples (numbers 0, 1, 3 and 5, for the plural forms).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import * as conspiracy from "@backroom/engine/conspiracy-theory/russian";
import * as politika from "@backroom/engine/politika/russian";
import * as twelve from "@backroom/engine/twelve-o-twelve/russian";

const ENGINE = join(import.meta.dirname, "../../engine");
const CODE = String.raw`(?:"[a-z-]+\/[a-z-]+"|\`\$\{CT\}\/[a-z-]+\`|code)`;
const MESSAGE = String.raw`("(?:[^"\\]|\\.)*"|\`[^\`]*\`)`;
/** `ensure(cond, code, "…")`, `ensureListed(list, move, code, "…")`, `new RuleViolation(code, "…")`. */
const CALL = new RegExp(String.raw`(?:\b(?:ensure|ensureListed)\([^;]*?,\s*|\bRuleViolation\(\s*)${CODE},\s*${MESSAGE}`, "g");
/** A check whose answer is passed to `ensure` as the message (Politika's offer problems). */
const PROBLEM = /function \w+Problem\([^]*?\n\}\n/g;
const RETURNED = new RegExp(String.raw`return ${MESSAGE};`, "g");

/** The sentences of a game's files, templates filled with samples. */
function sentences(game: string): string[] {
  const dir = join(ENGINE, game);
  const files = readdirSync(dir).filter((f) => f.endsWith(".ts") && !f.startsWith("russian")).map((f) => join(dir, f));
  const literals: string[] = [];
  for (const f of files) {
    const text = readFileSync(f, "utf8");
    for (const m of text.matchAll(CALL)) literals.push(m[1]!);
    for (const body of text.match(PROBLEM) ?? []) for (const m of body.matchAll(RETURNED)) literals.push(m[1]!);
  }
  const out = new Set<string>();
  for (const lit of literals) {
    for (const n of ["0", "1", "3", "5"]) {
      const text = lit.slice(1, -1).replace(/\$\{([^}]*)\}/g, (_, expr: string) => (expr.includes("name") ? "Lion" : n));
      if (text !== "message") out.add(text);
    }
  }
  return [...out];
}

describe.each([
  ["twelve-o-twelve", twelve, 25],
  ["conspiracy-theory", conspiracy, 25],
  ["politika", politika, 60],
] as const)("%s: rule violations in Russian", (game, ru, atLeast) => {
  it("knows every sentence its rules files can refuse a move with", () => {
    const all = sentences(game);
    expect(all.length).toBeGreaterThan(atLeast);
    expect(all.filter((s) => !ru.knows(s))).toEqual([]);
    expect(all.map(ru.russian).filter((s) => /[A-Za-z]{2,}/.test(s.replace("12-0-12", "")))).toEqual([]);
  });
});

it("the scan finds the sentences built from templates and offer problems", () => {
  const all = sentences("politika");
  expect(all).toContain("At most 3 offers per player per turn.");
  expect(all).toContain("Choose 1 different cards from your hand.");
  expect(all).toContain("The maker no longer holds those cards.");
  expect(all).toContain("That move is not possible in this phase.");
  expect(sentences("twelve-o-twelve")).toContain("The setup is over.");
});
