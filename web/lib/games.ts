/**
 * What the web app knows about each game before its board loads, read from the registry
 * (web/games/registry.ts): title, pitch, the rules page's data note, option explanations.
 */
import { entryFor, registry } from "../games/registry";
import type { GameMeta } from "../games/types";

export type GameBlurb = GameMeta;

export const gameBlurbs: readonly GameBlurb[] = registry.map((e) => e.meta);

export function blurbFor(id: string): GameBlurb | undefined {
  return entryFor(id)?.meta;
}

/** Options whose value is a seat: the create form offers the players by name, not a number. */
export const seatOptions: ReadonlySet<string> = new Set(["firstPlayer"]);

/** Explanations of each game's options for the create form, where the engine's schema carries no description. */
export const optionHelp: Readonly<Record<string, Readonly<Record<string, string>>>> = Object.fromEntries(registry.map((e) => [e.meta.id, e.meta.optionHelp]));
