/**
 * A game's own words in the chosen language: its title, pitch and data note, and its options'
 * labels, explanations and choices in the create form. Each game's strings are an i18next
 * namespace named by the game id (web/games/<game>/strings.ts), loaded with the game's folder
 * or by `useGameStrings` (web/games/use-game.ts) on pages that list games; anything a game does not
 * translate falls back to the English the app already has (the option schema's key, humanized).
 */
import { humanize } from "../lib/moves";
import { i18n, useT, type Language } from "./index";

/** The option as the create form knows it (see CreateGameForm's optionFields). */
interface Option {
  readonly key: string;
  readonly label: string;
  readonly description?: string;
}

function text(gameId: string, key: string, fallback: string, lng: Language, params: Record<string, unknown> = {}): string {
  return i18n.t(`${gameId}:${key}`, { ...params, lng, defaultValue: fallback });
}

/** The game's title in `lng` ("Теория заговора"); `fallback` is the catalog's English title. */
export function gameTitle(gameId: string, fallback: string, lng: Language): string {
  return text(gameId, "meta.title", fallback, lng);
}

export function gamePitch(gameId: string, fallback: string, lng: Language): string {
  return text(gameId, "meta.pitch", fallback, lng);
}

export function gameDataNote(gameId: string, fallback: string, lng: Language): string {
  return text(gameId, "meta.dataNote", fallback, lng);
}

/** Labels, explanations and choices of a game's options, by the option's key. */
export function optionText(gameId: string, lng: Language) {
  return {
    label: (o: Option) => text(gameId, `options.${o.key}.label`, o.label, lng),
    help: (o: Option) => (o.description ? text(gameId, `options.${o.key}.help`, o.description, lng) : undefined),
    choice: (o: Option, value: unknown) =>
      typeof value === "string" ? text(gameId, `options.${o.key}.choices.${value}`, humanize(value), lng) : String(value),
  };
}

/** `optionText` for the current language, re-rendering on a switch. */
export function useOptionText(gameId: string) {
  const { lng } = useT();
  return optionText(gameId, lng);
}

/** A game's namespace key in the current language, or `fallback` when the game has none. */
export function useGameT(gameId: string) {
  const { lng } = useT();
  return (key: string, fallback: string, params: Record<string, unknown> = {}) => text(gameId, key, fallback, lng, params);
}
