/**
 * THE list of games the web app knows. Each game's web code lives in its own folder
 * (web/games/<game>/: meta.ts loaded eagerly; strings.ts — its words in both languages — and
 * index.ts — board, forms, move helpers — loaded with import() only when that game is shown
 * (web/games/use-game.ts), so a page carries one game's code and words at most); guide.tsx only
 * on the rules page.
 * Adding a game: a folder like these, and its entry here. See docs/web.md ("Adding a game").
 */
import type { GameEntry } from "./types";
import { meta as twelveOTwelve } from "./twelve-o-twelve/meta";
import { meta as politika } from "./politika/meta";
import { meta as conspiracyTheory } from "./conspiracy-theory/meta";

export const registry: readonly GameEntry[] = [
  { meta: twelveOTwelve, strings: () => import("./twelve-o-twelve/strings").then((m) => m.strings), load: () => import("./twelve-o-twelve/index").then((m) => m.game), guide: () => import("./twelve-o-twelve/guide").then((m) => m.guide) },
  { meta: politika, strings: () => import("./politika/strings").then((m) => m.strings), load: () => import("./politika/index").then((m) => m.game), guide: () => import("./politika/guide").then((m) => m.guide) },
  { meta: conspiracyTheory, strings: () => import("./conspiracy-theory/strings").then((m) => m.strings), load: () => import("./conspiracy-theory/index").then((m) => m.game), guide: () => import("./conspiracy-theory/guide").then((m) => m.guide) },
];

export function entryFor(id: string): GameEntry | undefined {
  return registry.find((e) => e.meta.id === id);
}
