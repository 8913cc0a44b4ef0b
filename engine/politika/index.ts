/**
 * Tom Clancy's Politika (3–8 players): the game definition, the view type and the board and
 * card data the web app draws with.
 */
import { defineGame, type GameDefinition } from "../core/game";
import { scores as scoresOf } from "./board";
import { FACTIONS } from "./cards";
import { moveSchema } from "./moves";
import { apply, awaiting, legalMoves, setup } from "./rules";
import { optionsSchema, stateSchema, type PolitikaOptions, type State } from "./state";
import { describe, moveLabel, secrets, view, type PolitikaView } from "./view";
import type { Move as PolitikaMove } from "./moves";

export * from "./cards";
export { MAX_OFFERS_PER_TURN } from "./rules";
export type { PolitikaView, SeatView, RegionView, OfferView, CardView, CardSummary } from "./view";
export type { Move as PolitikaMove } from "./moves";
export type { State as PolitikaState } from "./state";

export { optionsSchema, type PolitikaOptions };
export { moveSchema };

/** Change notes of each engine version; docs/games/politika.md, "Engine versions", has the detail. */
const CHANGES = [
  { version: 1, summary: "First release of the Backroom edition." },
  {
    version: 2,
    summary: "Auto-pass settings for response windows (manual, bystander, always), which any player may change at any time; windows skip the seats whose setting passes them.",
  },
] as const;

/** The end screen's sentence; outside result(), which random play asks for after every move. */
function summary(s: State, scores: readonly number[]): string {
  const name = (p: number): string => { const f = s.factions[p]; return f ? FACTIONS[f].name : `Seat ${p + 1}`; };
  return s.winners.length === 1
    ? `The ${name(s.winners[0]!)} control Russia with ${scores[s.winners[0]!]} influence${s.tied.length > 0 ? " after a tie vote" : ""}.`
    : `Shared control of Russia: ${s.winners.map(name).join(", ")}.`;
}

/** The definition judging games of engine version `version` (rules read it from the state). */
function atVersion(version: number, older: readonly GameDefinition<State, PolitikaMove, PolitikaOptions, PolitikaView>[] = []) {
  return defineGame<State, PolitikaMove, PolitikaOptions, PolitikaView>({
    id: "politika",
    title: "Tom Clancy's Politika",
    engineVersion: version,
    changes: CHANGES.filter((c) => c.version <= version),
    olderVersions: older,
    minPlayers: 3,
    maxPlayers: 8,
    optionsSchema,
    moveSchema,
    stateSchema,
    setup: (ctx) => setup(ctx, version),
    awaiting,
    legalMoves,
    apply,
    view,
    result(s: State) {
      const finished = s.phase === "over";
      const scores = scoresOf(s);
      return { finished, winners: finished ? s.winners : [], scores, scoreLabel: "influence", summary: finished ? summary(s, scores) : undefined };
    },
    describe,
    moveLabel,
    secrets,
  });
}

/** Version 1: response windows without auto-pass settings. */
export const politikaV1 = atVersion(1);
/** The newest version, carrying the older ones for games pinned to them. */
export const politika = atVersion(2, [politikaV1]);
