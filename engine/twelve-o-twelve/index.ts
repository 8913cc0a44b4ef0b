/**
 * 12-0-12: Theory of Power (2–4 players) — the game definition, and what the web app needs
 * to draw a board: the view type and the card data lookups (names, numbers, ability texts).
 */
import { defineGame } from "../core/game";
import { moveSchema, type Move } from "./moves";
import { apply, awaiting, legalMoves, setup } from "./rules";
import { optionsSchema, stateSchema, type Options, type State } from "./state";
import { describe, moveLabel, result, secrets, view, type TwelveView } from "./view";

export const twelveOTwelve = defineGame<State, Move, Options, TwelveView>({
  id: "twelve-o-twelve",
  title: "12-0-12: Theory of Power",
  engineVersion: 1,
  minPlayers: 2,
  maxPlayers: 4,
  optionsSchema,
  moveSchema,
  stateSchema,
  setup,
  awaiting,
  legalMoves,
  apply,
  view,
  result,
  describe,
  moveLabel,
  secrets,
});

export {
  ANIMALS, ANIMAL_BY_ID, ANIMAL_CARDS, animalOf, COMMUNITY_NAMES, FACTION_NAMES, FACTIONS, LEADERS, LEADER_BY_ID, LEADER_SETS,
  speciesOf, type AnimalDef, type AnimalId, type Faction, type LeaderDef, type LeaderId,
} from "./cards";
export { moveSchema, type Move } from "./moves";
export { getFoodGains } from "./choices";
export type { Options, State } from "./state";
export type { CardView, PendingAbilityView, PlayerView, SupporterView, TwelveView } from "./view";
/** Shown unobtrusively on the rules page: the card data is a reconstruction (spec). */
export const CARD_TEXTS_EDITION = "card texts: Backroom edition";
