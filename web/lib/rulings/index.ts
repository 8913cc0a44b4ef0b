/**
 * Our rulings for each game, and the note of each engine version, as the rules pages show them.
 * Generated at build time from docs/games/<game>.md (web/scripts/rulings.mjs), which is where
 * they are written; ids are the docs' ruling ids.
 */
export interface Ruling {
  readonly id: string;
  readonly text: string;
}

/** What one engine version of a game changed (docs/games/<game>.md, "Engine versions"). */
export interface EngineVersionNote {
  readonly version: number;
  readonly text: string;
}

export { engineVersionNotes, rulings } from "./generated";
export { engineVersionAnchor } from "./anchor";
