/**
 * English and Russian through i18next. English is bundled (the static HTML is English); the
 * Russian (ru.ts, errors-ru.ts) is one chunk loaded with import() when a reader's language is
 * Russian, so a reader of English never fetches it (there is no locale in the path).
 * The language is the player's setting (server-side, so emails follow it), else the one chosen
 * on this device before signing in, else the browser's first supported language.
 */
import i18next, { type i18n as I18n } from "i18next";
import { useMemo, useSyncExternalStore } from "react";
import { initReactI18next } from "react-i18next";
import type { Language } from "@backroom/functions/contract";
import en from "./en";

export type { Language };
/** The same list as the contract's `LANGUAGES` (kept here so the browser bundle does not pull in the contract's code). */
export const LANGUAGES = ["en", "ru"] as const satisfies readonly Language[];
const STORAGE_KEY = "backroom-language";

export function isLanguage(x: unknown): x is Language {
  return typeof x === "string" && (LANGUAGES as readonly string[]).includes(x);
}

/** The first of the browser's languages we have ("ru-RU" → "ru"), else English. */
export function browserLanguage(languages: readonly string[]): Language {
  for (const l of languages) {
    const base = l.toLowerCase().split("-")[0];
    if (isLanguage(base)) return base;
  }
  return "en";
}

/** This device's choice, else the browser's. */
export function deviceLanguage(): Language {
  if (typeof window === "undefined") return "en";
  const stored = window.localStorage.getItem(STORAGE_KEY);
  if (isLanguage(stored)) return stored;
  return browserLanguage(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

/** Whether this device has an explicit choice (then it is sent to the server on sign-in). */
export function storedLanguage(): Language | null {
  if (typeof window === "undefined") return null;
  const stored = window.localStorage.getItem(STORAGE_KEY);
  return isLanguage(stored) ? stored : null;
}

function create(lng: Language): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    resources: { en: { translation: en } },
    // English is bundled: initialise synchronously so the first render is translated.
    initAsync: false,
    // React escapes; i18next must not escape a second time.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/** The app's one instance. It starts in English (the static HTML is English); `applyLanguage` switches. */
export const i18n = create("en");

const loading = new Map<Language, Promise<void>>();

/** Adds a language's resources to the instance, importing them once (English is always there). */
export function loadLanguage(lng: Language): Promise<void> {
  if (lng === "en" || i18n.hasResourceBundle(lng, "translation")) return Promise.resolve();
  let p = loading.get(lng);
  if (!p) {
    p = Promise.all([import("./ru"), import("./errors-ru")]).then(
      ([{ default: translation }, { errorsRu }]) => {
        i18n.addResourceBundle(lng, "errors", errorsRu, true, true);
        i18n.addResourceBundle(lng, "translation", translation, true, true);
      },
      (e: unknown) => {
        // A failed chunk load is tried again on the next switch.
        loading.delete(lng);
        throw e;
      },
    );
    loading.set(lng, p);
  }
  return p;
}

/** The language last asked for: a slow load must not undo a later choice. */
let wanted: Language = "en";

function switchTo(lng: Language): void {
  if (typeof window !== "undefined") document.documentElement.lang = lng;
  if (i18n.language !== lng) void i18n.changeLanguage(lng);
}

/**
 * Switches the UI and `<html lang>` (at once when the language's resources are loaded, else when
 * they arrive, the page staying in the language it was in meanwhile), and remembers the choice on
 * this device.
 */
export function applyLanguage(lng: Language, remember = false): void {
  wanted = lng;
  if (remember && typeof window !== "undefined") window.localStorage.setItem(STORAGE_KEY, lng);
  if (lng === "en" || i18n.hasResourceBundle(lng, "translation")) return switchTo(lng);
  loadLanguage(lng).then(
    () => wanted === lng && switchTo(lng),
    () => undefined, // offline: the page stays in the language it is in
  );
}

/** The current language, for Intl formatting. */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : "en";
}

/** A date and time in the chosen language ("1 дек. 2026 г., 14:05"). */
export function formatDateTime(iso: string | number | Date, lng: Language = currentLanguage()): string {
  return new Intl.DateTimeFormat(lng, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
}

export function formatDate(iso: string | number | Date, lng: Language = currentLanguage()): string {
  return new Intl.DateTimeFormat(lng, { dateStyle: "medium" }).format(new Date(iso));
}

export function formatNumber(n: number, lng: Language = currentLanguage()): string {
  return new Intl.NumberFormat(lng).format(n);
}

function onLanguageChanged(notify: () => void): () => void {
  i18n.on("languageChanged", notify);
  return () => i18n.off("languageChanged", notify);
}
const staticHtmlLanguage = (): Language => "en";

/**
 * `t` and the language, re-rendering on a switch. While a part of the page hydrates it renders in
 * English, the static HTML's language (the server snapshot): a part that hydrates after the reader's
 * language was applied (a Suspense boundary, a chunk that came late) then matches its HTML instead
 * of failing hydration (React's #418), and re-renders in the reader's language right after.
 */
export function useT() {
  const lng = useSyncExternalStore(onLanguageChanged, currentLanguage, staticHtmlLanguage);
  const t = useMemo(() => i18n.getFixedT(lng), [lng]);
  return { t, lng };
}

/** Registers a game's words as the namespace `gameId` (web/games/registry.ts calls this). */
export function addGameStrings(gameId: string, strings: { readonly en: object; readonly ru: object }): void {
  for (const lng of LANGUAGES) i18n.addResourceBundle(lng, gameId, strings[lng], true, true);
}
