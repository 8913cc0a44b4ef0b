/**
 * Politika's words outside React (prompts, the rules page's card list, the pure move helpers):
 * the "politika" namespace in the current language, and the engine's sentences through
 * engine/politika/russian.ts when that language is Russian. Components call these too, after
 * `useTranslation("politika")` has subscribed them to a language switch.
 */
import type { ActionKind, RegionId } from "@backroom/engine/politika/cards";
import { russian } from "@backroom/engine/politika/russian";
import { addGameStrings, currentLanguage, i18n } from "../../i18n";
import { boardStrings } from "./board-strings";
import { strings } from "./strings";

// The registry registers the namespace's shell words (title, options, move groups); the board's
// words (names, prompts, forms: most of the namespace, with the engine's card data) join it only
// when the board or the move helpers load, so pages that show no Politika board never carry them.
addGameStrings("politika", strings);
addGameStrings("politika", boardStrings);

export const tt = (key: string, params: Record<string, unknown> = {}): string => i18n.t(`politika:${key}`, params);
/** An engine sentence (a label, a history line, an awaited decision) in the current language. */
export const say = (text: string): string => (currentLanguage() === "ru" ? russian(text) : text);
export const regionName = (r: RegionId): string => tt(`regions.${r}.name`);
/** "in Moscow" / "в Москве" */
export const regionIn = (r: RegionId): string => tt(`regions.${r}.in`);

/** An action card's name in the current language (the engine's English name in English). */
export function cardName(c: { readonly kind: ActionKind | string; readonly region: RegionId | null; readonly name: string }): string {
  if (currentLanguage() === "en") return c.name;
  return tt(`cards.${c.kind}.name`, { region: c.region ? regionName(c.region) : "" });
}

/** "$20,000"; in Russian "$20 000" (digits grouped with a no-break space). */
export function money(n: number): string {
  return currentLanguage() === "ru" ? `$${n.toLocaleString("en-US").replace(/,/g, "\u00a0")}` : `$${n.toLocaleString("en-US")}`;
}
