/**
 * The shape of a game's glossary (engine/<game>/glossary.ts): each English term our English
 * text uses, with the word the game's Russian rulebook uses for it and every form our Russian
 * may write it in; and the wrong words that must never appear in the game's Russian. A test
 * checks every Russian text of the game against it (the engine's translations, the page's
 * strings, card texts, rulings), in the manner of the per-project glossaries translation
 * platforms keep. Data only: nothing in a game reads it.
 */

export interface Term {
  /** The English term, matched as whole words in any case ("round" does not match "around"). */
  readonly en: RegExp;
  /** The rulebook's word, as its glossary or text prints it ("круг"). */
  readonly ru: string;
  /**
   * Every form a Russian text may write it in, matched as whole words in any case; a form
   * ending in "*" is a stem and matches any ending ("перемани*": переманить, переманивает).
   */
  readonly forms: readonly string[];
  /** Where the word comes from: the rulebook's section or our rulings. */
  readonly source: string;
}

export interface Banned {
  /** The wrong word's forms (same matching as `Term.forms`). */
  readonly forms: readonly string[];
  /** What to write instead, and why. */
  readonly instead: string;
}

export interface Glossary {
  readonly terms: readonly Term[];
  readonly banned: readonly Banned[];
}

/** The six case forms of a noun in the singular and plural, without repeats. */
export function noun(singular: readonly string[], pluralForms: readonly string[] = []): string[] {
  return [...new Set([...singular, ...pluralForms])];
}
