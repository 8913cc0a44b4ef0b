/**
 * What the games' Russian translators (engine/<game>/russian.ts) are built from: a rule is an
 * English sentence pattern and a function that writes it in Russian, or returns null when a part
 * of it (a card, a region) is not what the pattern expects, so the next rule may try.
 */
export type Rule = readonly [RegExp, (m: RegExpExecArray) => string | null];

/** The first rule's Russian for `text`, or null when no rule reads it. */
export function apply(rules: readonly Rule[], text: string): string | null {
  for (const [re, f] of rules) {
    const m = re.exec(text);
    if (m) {
      const out = f(m);
      if (out !== null) return out;
    }
  }
  return null;
}

/** Whether every part was read (none is null). */
export const all = (...xs: (string | null)[]): boolean => xs.every((x) => x !== null);
