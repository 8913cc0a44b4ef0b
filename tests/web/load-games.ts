/** Loads every registered game's folder up front, so pages render their board on the first pass in tests. */
import { registry } from "../../web/games/registry";
import { loadGame } from "../../web/games/use-game";

export async function preloadGames(): Promise<void> {
  await Promise.all(registry.map((e) => loadGame(e.meta.id)));
}
