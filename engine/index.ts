/**
 * The engine's public face: the game interface, its helpers, and the registry of games.
 * The web app and the functions import from here, never from a game's internals.
 */
import type { AnyBot } from "./core/bot";
import type { AnyGameDefinition } from "./core/game";
import { conspiracyTheoryBot } from "./conspiracy-theory/bot";
import { conspiracyTheory } from "./conspiracy-theory/index";
import { politikaBot } from "./politika/bot";
import { politika } from "./politika/index";
import { twelveOTwelveBot } from "./twelve-o-twelve/bot";
import { twelveOTwelve } from "./twelve-o-twelve/index";

export * from "./core/game";
export * from "./core/rng";
export * from "./core/events";
export * from "./core/replay";
export * from "./core/versions";
export * from "./core/bot";

/**
 * Every game the service offers, by id, at its newest engine version; each definition carries
 * its older versions (`olderVersions`) for games pinned to them. A game adds itself here once.
 */
export const games: Readonly<Record<string, AnyGameDefinition>> = Object.fromEntries(
  ([conspiracyTheory, politika, twelveOTwelve] as AnyGameDefinition[]).map((g) => [g.id, g]),
);

/**
 * Each game's bot, by game id (docs/engine.md "Bots"): `bots[id].chooseMove(state, seat, rng)`
 * gives a legal move for a seat using only what that seat may see.
 */
export const bots: Readonly<Record<string, AnyBot>> = {
  [conspiracyTheory.id]: conspiracyTheoryBot,
  [politika.id]: politikaBot,
  [twelveOTwelve.id]: twelveOTwelveBot,
};
