/** Types of the rulings build step (rulings.mjs), for the tests that check the generated module. */
export declare const DOCS_DIR: string;
export declare const OUT_FILE: string;
type Ruling = { id: string; text: string };
type Note = { version: number; text: string };
export declare function parseRulings(markdown: string): Ruling[];
export declare function parseVersions(markdown: string, lang?: "en" | "ru"): Note[];
/** A game's rulings and version notes from docs/games/<game>.md, and from <game>.ru.md (empty when absent). */
export declare function readGame(docsDir: string, game: string): { rulings: Ruling[]; versions: Note[]; rulingsRu: Ruling[]; versionsRu: Note[] };
export declare function gamesIn(docsDir: string): string[];
export declare function generate(docsDir?: string): string;
