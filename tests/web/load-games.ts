/**
 * Loads every registered game's folder and words up front, so pages render their board and the
 * games' titles on the first pass in tests (the loading itself is tested in games/registry).
 */
import { registry } from "../../web/games/registry";
import { loadGame, loadGuide } from "../../web/games/use-game";
import { loadStrings } from "../../web/games/use-strings";

export async function preloadGames(): Promise<void> {
  await Promise.all(registry.flatMap((e) => [loadGame(e.meta.id), loadGuide(e.meta.id)]));
}

/** Only the games' words (titles, pitches, options), as the dashboard and the create form load them. */
export async function preloadStrings(): Promise<void> {
  await Promise.all(registry.map((e) => loadStrings(e.meta.id)));
}
