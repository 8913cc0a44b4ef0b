/**
 * Our rulings for each game, and the note of each engine version, as the rules pages show them.
 * Generated at build time from docs/games/<game>.md (web/scripts/rulings.mjs), which is where
 * they are written, and their Russian from docs/games/<game>.ru.md; ids are the docs' ruling ids.
 */
export interface Ruling {
  readonly id: string;
  readonly text: string;
  /** The same ruling in Russian (docs/games/<game>.ru.md), when written. */
  readonly textRu?: string;
}

/** What one engine version of a game changed (docs/games/<game>.md, "Engine versions"). */
export interface EngineVersionNote {
  readonly version: number;
  readonly text: string;
  readonly textRu?: string;
}

export { engineVersionNotes, rulings } from "./generated";
export { engineVersionAnchor } from "./anchor";
