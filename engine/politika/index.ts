/**
 * Tom Clancy's Politika (3–8 players): the game definition, the view type and the board and
 * card data the web app draws with.
 */
import { defineGame } from "../core/game";
import { scores as scoresOf } from "./board";
import { FACTIONS } from "./cards";
import { moveSchema } from "./moves";
import { apply, awaiting, legalMoves, setup } from "./rules";
import { optionsSchema, stateSchema, type PolitikaOptions, type State } from "./state";
import { describe, moveLabel, secrets, view } from "./view";

export * from "./cards";
export { MAX_OFFERS_PER_TURN } from "./rules";
export type { PolitikaView, SeatView, RegionView, OfferView, CardView, CardSummary } from "./view";
export type { Move as PolitikaMove } from "./moves";
export type { State as PolitikaState } from "./state";

export { optionsSchema, type PolitikaOptions };
export { moveSchema };

export const politika = defineGame({
  id: "politika",
  title: "Tom Clancy's Politika",
  engineVersion: 1,
  minPlayers: 3,
  maxPlayers: 8,
  optionsSchema,
  moveSchema,
  stateSchema,
  setup,
  awaiting,
  legalMoves,
  apply,
  view,
  result(s: State) {
    const finished = s.phase === "over";
    const scores = scoresOf(s);
    const name = (p: number): string => { const f = s.factions[p]; return f ? FACTIONS[f].name : `Seat ${p + 1}`; };
    return {
      finished,
      winners: finished ? s.winners : [],
      scores,
      scoreLabel: "influence",
      summary: finished
        ? s.winners.length === 1
          ? `The ${name(s.winners[0]!)} control Russia with ${scores[s.winners[0]!]} influence${s.tied.length > 0 ? " after a tie vote" : ""}.`
          : `Shared control of Russia: ${s.winners.map(name).join(", ")}.`
        : undefined,
    };
  },
  describe,
  moveLabel,
  secrets,
});
