/**
 * The API's failures in the reader's language. The API answers `{error: {code, message}}` with an
 * English sentence (functions/src/errors.ts); English readers get that sentence as sent.
 * Other languages get our words for the code (the namespace "errors": English below, Russian in
 * errors-ru.ts, English in errors-en.ts; one key per code the web can receive), and a game's rule violations — codes namespaced by the engine, with the
 * engine's sentence — through that game's translator (`BoardDef.translate`, the engine's
 * russian.ts). Whatever is left unknown gets a plain sentence by status: never raw English.
 */
import { ApiFailure } from "../lib/api";
import { currentLanguage, i18n, type Language } from "./index";
import { errorsEn } from "./errors-en";

/** The codes' words in English; the Russian (errors-ru.ts) loads with the rest of the Russian (index.ts). */
export const errorStrings = { en: errorsEn } as const;
export type { ErrorStrings } from "./errors-en";
const NS = "errors";
// Keys hold "/", so they are looked up flat (no key separator).
i18n.addResourceBundle("en", NS, errorsEn, true, true);
const t = (key: string, lng: Language, params: Record<string, unknown> = {}) => i18n.t(key, { ns: NS, lng, keySeparator: false, ...params });

export interface ErrorTextOptions {
  /** The game's translator of engine sentences (`BoardDef.translate`), for its rule violations. */
  readonly translate?: (text: string, lng: Language) => string;
  readonly lng?: Language;
}

/**
 * What to show for a failure: the server's sentence in English; in another language our words
 * for its code, else the game's translation of a rule violation, else a sentence by status.
 * `fallback` (already in the reader's language) is for failures that are not the API's.
 */
export function errorText(e: unknown, fallback: string, opts: ErrorTextOptions = {}): string {
  const lng = opts.lng ?? currentLanguage();
  if (!(e instanceof ApiFailure)) return lng === "en" && e instanceof Error ? e.message : fallback;
  if (lng === "en") return e.message;
  if (e.code in errorsEn) return t(e.code, lng);
  if (opts.translate) {
    const said = opts.translate(e.message, lng);
    if (said !== e.message && !/[A-Za-z]{3,}/.test(said)) return said;
  }
  return e.status === 422 ? t("rule", lng) : t("status", lng, { status: e.status });
}
