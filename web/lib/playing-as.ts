/**
 * Who the game page plays as when a game email's link, not a sign-in, opened it: the page
 * (GameScreen) says so here once the game is loaded, and the nav bar shows "Playing as Boris"
 * with one tap to a full sign-in. A tiny store, so the bar needs no game data of its own.
 */
import { useSyncExternalStore } from "react";

export interface PlayingAs {
  readonly gameId: string;
  readonly email: string;
  /** The seat's name in the game; null until the game is loaded. */
  readonly name: string | null;
}

let current: PlayingAs | null = null;
const listeners = new Set<() => void>();

export function setPlayingAs(next: PlayingAs | null): void {
  if (current === next || (current && next && current.gameId === next.gameId && current.email === next.email && current.name === next.name)) return;
  current = next;
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePlayingAs(): PlayingAs | null {
  return useSyncExternalStore(subscribe, () => current, () => null);
}
