/**
 * Build step: generates web/lib/rulings/generated.ts from the games' docs (docs/games/<game>.md),
 * which hold our rulings and engine version notes, and their Russian companions
 * (docs/games/<game>.ru.md: the same ruling ids and versions, in Russian), whose text goes
 * beside each English one as `textRu`. The rules pages import the generated module,
 * so they need no file access at run time (the app is a static export). Runs before every
 * `next build` (prebuild) and by hand with `npm run rulings -w web`; a unit test fails when the
 * committed module no longer matches the docs.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
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

/** The headings of the engine versions section, by the docs' language. */
const VERSION_HEADINGS = { en: { section: "Engine versions", version: "Version" }, ru: { section: "Версии движка", version: "Версия" } };

/**
 * The "## Engine versions" section: one "### Version N" subsection per version (in a Russian
 * companion, "## Версии движка" and "### Версия N").
 */
export function parseVersions(markdown, lang = "en") {
  const h = VERSION_HEADINGS[lang];
  const section = new RegExp(`^## ${h.section}\\n([\\s\\S]*?)(?=^## )`, "m").exec(markdown + "\n## end\n");
  if (!section) return [];
  const out = [];
  for (const block of section[1].split(/^### /m).slice(1)) {
    const [heading, ...rest] = block.split("\n");
    const v = new RegExp(`^${h.version} (\\d+)`).exec(heading);
    if (v) out.push({ version: Number(v[1]), text: plain(rest.join(" ")) });
  }
  return out;
}

/** A game's rulings and version notes in English, and in Russian when its .ru.md exists. */
export function readGame(docsDir, game) {
  const en = readFileSync(join(docsDir, `${game}.md`), "utf8");
  const ruFile = join(docsDir, `${game}.ru.md`);
  const ru = existsSync(ruFile) ? readFileSync(ruFile, "utf8") : "";
  return {
    rulings: parseRulings(en), versions: parseVersions(en),
    rulingsRu: parseRulings(ru), versionsRu: parseVersions(ru, "ru"),
  };
}

/** The games with docs: every docs/games/<game>.md but the Russian companions. */
export const gamesIn = (docsDir) => readdirSync(docsDir).filter((f) => f.endsWith(".md") && !f.endsWith(".ru.md")).map((f) => f.replace(/\.md$/, "")).sort();

/** The generated module's text for every docs/games/<game>.md, with its .ru.md beside it. */
export function generate(docsDir = DOCS_DIR) {
  const rulings = {};
  const versions = {};
  for (const game of gamesIn(docsDir)) {
    const g = readGame(docsDir, game);
    const ru = new Map(g.rulingsRu.map((r) => [r.id, r.text]));
    rulings[game] = g.rulings.map((r) => (ru.has(r.id) ? { ...r, textRu: ru.get(r.id) } : r));
    const ruNotes = new Map(g.versionsRu.map((v) => [v.version, v.text]));
    const notes = g.versions.map((v) => (ruNotes.has(v.version) ? { ...v, textRu: ruNotes.get(v.version) } : v));
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
