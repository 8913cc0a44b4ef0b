/**
 * Build step: generates web/lib/rulings/generated.ts from the games' docs (docs/games/<game>.md),
 * which hold our rulings and engine version notes. The rules pages import the generated module,
 * so they need no file access at run time (the app is a static export). Runs before every
 * `next build` (prebuild) and by hand with `npm run rulings -w web`; a unit test fails when the
 * committed module no longer matches the docs.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
export const DOCS_DIR = join(here, "..", "..", "docs", "games");
export const OUT_FILE = join(here, "..", "lib", "rulings", "generated.ts");

/** Markdown emphasis and code marks dropped; whitespace collapsed. */
const plain = (text) => text.replace(/\*\*/g, "").replace(/(^|[\s(])\*([^*\s][^*]*?)\*/g, "$1$2").replace(/`/g, "").replace(/\s+/g, " ").trim();

/**
 * Rulings are the top-level list items whose text starts with a ruling id (TR1, PR12, CR3:
 * a letter, R, a number), with their indented continuation lines.
 */
export function parseRulings(markdown) {
  const lines = markdown.split("\n");
  const out = [];
  for (let i = 0; i < lines.length; i++) {
    const m = /^- (.*)$/.exec(lines[i]);
    if (!m) continue;
    const head = plain(m[1]);
    const id = /^([A-Z]R\d+)\b[.:]?\s*(.*)$/.exec(head);
    if (!id) continue;
    const parts = [id[2]];
    while (i + 1 < lines.length && /^\s{2,}\S/.test(lines[i + 1])) parts.push(lines[++i]);
    out.push({ id: id[1], text: plain(parts.join(" ")) });
  }
  return out;
}

/** The "## Engine versions" section: one "### Version N" subsection per version. */
export function parseVersions(markdown) {
  const section = /^## Engine versions\n([\s\S]*?)(?=^## )/m.exec(markdown + "\n## end\n");
  if (!section) return [];
  const out = [];
  for (const block of section[1].split(/^### /m).slice(1)) {
    const [heading, ...rest] = block.split("\n");
    const v = /^Version (\d+)/.exec(heading);
    if (v) out.push({ version: Number(v[1]), text: plain(rest.join(" ")) });
  }
  return out;
}

/** The generated module's text for every docs/games/<game>.md. */
export function generate(docsDir = DOCS_DIR) {
  const rulings = {};
  const versions = {};
  for (const file of readdirSync(docsDir).filter((f) => f.endsWith(".md")).sort()) {
    const game = file.replace(/\.md$/, "");
    const text = readFileSync(join(docsDir, file), "utf8");
    rulings[game] = parseRulings(text);
    const notes = parseVersions(text);
    if (notes.length > 0) versions[game] = notes;
  }
  return [
    "// Generated from docs/games/*.md by web/scripts/rulings.mjs (npm run rulings -w web). Do not edit.",
    'import type { EngineVersionNote, Ruling } from "./index";',
    "",
    `export const rulings: Readonly<Record<string, readonly Ruling[]>> = ${JSON.stringify(rulings, null, 2)};`,
    "",
    `export const engineVersionNotes: Readonly<Record<string, readonly EngineVersionNote[]>> = ${JSON.stringify(versions, null, 2)};`,
    "",
  ].join("\n");
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(OUT_FILE, generate());
  console.log("rulings: wrote web/lib/rulings/generated.ts");
}
