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

/** Every game the service offers, by id. Each game adds itself here once it is complete. */
export const games: Readonly<Record<string, AnyGameDefinition>> = Object.fromEntries(
  ([conspiracyTheory, politika, twelveOTwelve] as AnyGameDefinition[]).map((g) => [g.id, g]),
);
