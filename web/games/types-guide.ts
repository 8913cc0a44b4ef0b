/** A game's how-to-play guide: words in the game's strings.ts (for translation), a drawn example. */
import type { ReactNode } from "react";

export interface GuideStrings {
  /** The rulebook the guide follows, by title. */
  readonly source: string;
  readonly goal: readonly string[];
  readonly setup: readonly string[];
  readonly turn: readonly string[];
  readonly actions: readonly { readonly name: string; readonly text: string }[];
  readonly exampleTitle: string;
  readonly example: readonly string[];
}

export interface GuideDef {
  readonly strings: GuideStrings;
  /** The worked example: the game's own board, drawn from a real position. */
  readonly Example: () => ReactNode;
}
