"use client";
/**
 * Loads a game's folder (its board, forms, move helpers) and its words (use-strings.ts) on
 * demand. A module loaded once is returned synchronously afterwards, so moving between pages of
 * the same game never flashes.
 */
import { startTransition, useEffect, useState } from "react";
import type { BoardDef } from "../components/board-kit";
import { genericBoard } from "../components/GenericBoard";
import { entryFor } from "./registry";
import { loadStrings } from "./use-strings";
import type { GameEntry, GameModule } from "./types";
import type { GuideDef } from "./types-guide";

const loaded = new Map<string, GameModule>();
const guides = new Map<string, GuideDef>();

/** The game's module, loading it if needed; undefined for a game without a folder. */
export function loadGame(id: string): Promise<GameModule | undefined> {
  return loadOnce(loaded, id, (e) => e.load);
}

/** The game's how-to-play guide, loading it (and the game's words) if needed; undefined for a game without one. */
export function loadGuide(id: string): Promise<GuideDef | undefined> {
  return loadOnce(guides, id, (e) => e.guide);
}

/** What `part` of the game's entry loads, with the game's words, kept in `cache` once loaded. */
async function loadOnce<T>(cache: Map<string, T>, id: string, part: (entry: GameEntry) => (() => Promise<T>) | undefined): Promise<T | undefined> {
  const hit = cache.get(id);
  if (hit) return hit;
  const entry = entryFor(id);
  const load = entry && part(entry);
  if (!load) return undefined;
  const [value] = await Promise.all([load(), loadStrings(id)]);
  cache.set(id, value);
  return value;
}

/** The guide: null while loading, undefined for a game without one. */
export function useGuide(id: string): GuideDef | null | undefined {
  return useLoaded(guides.get(id) ?? (entryFor(id)?.guide ? null : undefined), id, loadGuide);
}

/** The board of a game (the generic board for a game without one), or null while it loads. */
export async function loadBoard(id: string): Promise<BoardDef> {
  return ((await loadGame(id))?.board as BoardDef | undefined) ?? genericBoard;
}

/** The game's module: null while loading, undefined for a game without a folder. Pass null to load nothing. */
export function useGame(id: string | null): GameModule | null | undefined {
  return useLoaded(id === null ? undefined : loaded.get(id) ?? (entryFor(id) ? null : undefined), id, loadGame);
}

/** `sync` as it stands; while it is null (loading), loads `id` and renders again once it is there. */
function useLoaded<T>(sync: T | null | undefined, id: string | null, load: (id: string) => Promise<unknown>): T | null | undefined {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (id === null || sync !== null) return;
    let live = true;
    void load(id).then(() => {
      // Drawn in slices, like the data it arrived beside (GameScreen's refresh).
      if (live) startTransition(() => setTick((t) => t + 1));
    });
    return () => {
      live = false;
    };
  }, [id, sync, load]);
  return sync;
}
