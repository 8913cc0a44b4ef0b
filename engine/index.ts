/**
 * The engine's public face: the game interface, its helpers, and the registry of games.
 * The web app and the functions import from here, never from a game's internals.
 */
import type { AnyGameDefinition } from "./core/game";
import { conspiracyTheory } from "./conspiracy-theory/index";
import { politika } from "./politika/index";
import { twelveOTwelve } from "./twelve-o-twelve/index";

export * from "./core/game";
export * from "./core/rng";
export * from "./core/events";
export * from "./core/replay";
export * from "./core/versions";

/**
 * Every game the service offers, by id, at its newest engine version; each definition carries
 * its older versions (`olderVersions`) for games pinned to them. A game adds itself here once.
 */
export const games: Readonly<Record<string, AnyGameDefinition>> = Object.fromEntries(
  ([conspiracyTheory, politika, twelveOTwelve] as AnyGameDefinition[]).map((g) => [g.id, g]),
);
