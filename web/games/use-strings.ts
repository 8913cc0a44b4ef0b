"use client";
/**
 * Loads a game's words (web/games/<game>/strings.ts, the i18next namespace named by its id) on
 * demand: with its folder on the game page (use-game.ts), and for every game listed on the
 * dashboard, the create form and the rules pages. Kept apart from use-game.ts so those pages
 * carry no board code.
 */
import { startTransition, useEffect, useState } from "react";
import { addGameStrings } from "../i18n";
import { entryFor } from "./registry";

/** Games whose words are in the i18next instance. */
const stringsLoaded = new Set<string>();
const stringsLoading = new Map<string, Promise<void>>();

/** Adds the game's words (the i18next namespace named by its id), importing them once. */
export function loadStrings(id: string): Promise<void> {
  if (stringsLoaded.has(id)) return Promise.resolve();
  const pending = stringsLoading.get(id);
  if (pending) return pending;
  const load = entryFor(id)?.strings;
  const p = (load ? load() : Promise.resolve(undefined)).then(
    (strings) => {
      if (strings) addGameStrings(id, strings);
      stringsLoaded.add(id);
    },
    (e: unknown) => {
      // A failed chunk load is tried again by the next caller.
      stringsLoading.delete(id);
      throw e;
    },
  );
  stringsLoading.set(id, p);
  return p;
}

/**
 * Whether the words of every game in `ids` are loaded, loading the rest (the component renders
 * again when they arrive). Pages that show a game's title, pitch or options wait for this, so a
 * Russian reader never sees them in English first.
 */
export function useGameStrings(ids: readonly string[]): boolean {
  // A game without words of its own (not in the registry) has nothing to wait for.
  const missing = ids.filter((id) => entryFor(id)?.strings && !stringsLoaded.has(id)).join(",");
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!missing) return;
    let live = true;
    // On a failed load the page keeps its loading line; the next visit tries again.
    Promise.all(missing.split(",").map(loadStrings)).then(
      () => live && startTransition(() => setTick((t) => t + 1)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [missing]);
  return !missing;
}
