/**
 * THE list of games the web app knows. Each game's web code lives in its own folder
 * (web/games/<game>/: meta.ts loaded eagerly; index.ts — board, forms, move helpers — loaded
 * with import() only when that game is shown, so a page carries one game's code at most).
 * Adding a game: a folder like these, and its entry here. See docs/web.md ("Adding a game").
 */
import { addGameStrings } from "../i18n";
import type { GameEntry } from "./types";
import { meta as twelveOTwelve } from "./twelve-o-twelve/meta";
import { meta as politika } from "./politika/meta";
import { meta as conspiracyTheory } from "./conspiracy-theory/meta";
import { strings as twelveOTwelveStrings } from "./twelve-o-twelve/strings";
import { strings as politikaStrings } from "./politika/strings";
import { strings as conspiracyTheoryStrings } from "./conspiracy-theory/strings";

export const registry: readonly GameEntry[] = [
  { meta: twelveOTwelve, strings: twelveOTwelveStrings, load: () => import("./twelve-o-twelve/index").then((m) => m.game) },
  { meta: politika, strings: politikaStrings, load: () => import("./politika/index").then((m) => m.game) },
  { meta: conspiracyTheory, strings: conspiracyTheoryStrings, load: () => import("./conspiracy-theory/index").then((m) => m.game) },
];

// Each game's words join the app's i18next instance as a namespace named by the game id.
for (const e of registry) if (e.strings) addGameStrings(e.meta.id, e.strings);

export function entryFor(id: string): GameEntry | undefined {
  return registry.find((e) => e.meta.id === id);
}
