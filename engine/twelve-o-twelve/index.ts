/**
 * 12-0-12: Theory of Power (2–4 players) — the game definition, and what the web app needs
 * to draw a board: the view type and the card data lookups (names, numbers, ability texts).
 */
import { defineGame, type GameDefinition } from "../core/game";
import { moveSchema, type Move } from "./moves";
import { apply, awaiting, legalMoves, setup } from "./rules";
import { optionsSchema, stateSchema, type Options, type State } from "./state";
import { describe, moveLabel, result, secrets, view, type TwelveView } from "./view";
import { sameBarRulesVersion } from "../core/versions";

/** Change notes of each engine version; docs/games/twelve-o-twelve.md, "Engine versions", has the detail. */
const CHANGES = [
  { version: 1, summary: "First release of the Backroom edition." },
  {
    version: 2,
    summary: "Spec revision 2: a Chameleon's faction is named by its owner each time it is needed (TR12), and the Turtle exchanges supporters of the same faction (TR13).",
  },
] as const;

/** The definition judging games of engine version `version` (rules read it from the state). */
function atVersion(version: number, older: readonly GameDefinition<State, Move, Options, TwelveView>[] = []) {
  return defineGame<State, Move, Options, TwelveView>({
    id: "twelve-o-twelve",
    title: "12-0-12: Theory of Power",
    engineVersion: version,
    changes: CHANGES.filter((c) => c.version <= version),
    olderVersions: older,
    sameGame: sameBarRulesVersion,
    minPlayers: 2,
    maxPlayers: 4,
    optionsSchema,
    moveSchema,
    stateSchema,
    setup: (ctx) => setup(ctx, version),
    awaiting,
    legalMoves,
    apply,
    view,
    result,
    describe,
    moveLabel,
    secrets,
  });
}

/** Version 1: the first reconstruction (Chameleon faction fixed on arrival, Turtle by appetite). */
export const twelveOTwelveV1 = atVersion(1);
/** The newest version, carrying the older ones for games pinned to them. */
export const twelveOTwelve = atVersion(2, [twelveOTwelveV1]);

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
