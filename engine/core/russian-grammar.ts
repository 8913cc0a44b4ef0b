/**
 * Russian grammar the games' translators share: which plural form a count takes. Russian has
 * three forms after a number: one (1, 21, 101 карта), few (2–4, 22–24 карты) and many (0, 5–20,
 * 25 карт); 11–14 always take "many". The rule is arithmetic, so the engine needs no locale data;
 * a test holds it to Intl.PluralRules("ru").
 */

export type PluralForm = "one" | "few" | "many";

/** The plural form a whole number `n` takes in Russian. */
export function pluralForm(n: number): PluralForm {
  const d = Math.abs(n) % 10;
  const h = Math.abs(n) % 100;
  if (h >= 11 && h <= 14) return "many";
  if (d === 1) return "one";
  if (d >= 2 && d <= 4) return "few";
  return "many";
}

/** The word for `n` things: pick(1, "карта", "карты", "карт") → "карта". */
export function pick(n: number, one: string, few: string, many: string): string {
  const form = pluralForm(n);
  return form === "one" ? one : form === "few" ? few : many;
}

/** "1 карта", "2 карты", "5 карт". */
export function plural(n: number, one: string, few: string, many: string): string {
  return `${n} ${pick(n, one, few, many)}`;
}
