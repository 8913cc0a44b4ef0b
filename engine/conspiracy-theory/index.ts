/**
 * Conspiracy Theory («Теория Заговора», АНО СЦ «Кубики», 2009) for 2–4 players.
 * Rules: the Russian rulebook «Теория Заговора» (АНО СЦ «Кубики», 2009); spec, card data, our
 * model and rulings: docs/games/conspiracy-theory.md.
 */
import * as z from "zod/mini";
import { defineGame, type GameDefinition } from "../core/game";
import { clearanceOf } from "./pyramid";
import { moveSchema, type Move } from "./moves";
import { apply, awaitedSeat, legalMoves, setup, type Options } from "./rules";
import { autoPassModes, stateSchema, type State } from "./state";
import { describe, moveLabel, secrets, view, withNames, type View } from "./view";
import { sameBarRulesVersion } from "../core/versions";

export const optionsSchema = z.object({
  /** CR19: every seat's starting auto-pass mode. */
  autoPass: z._default(z.enum(autoPassModes), "when-unable"),
  /** CR32: optional round limit (highest clearance wins); off by default. */
  roundLimit: z._default(z.nullable(z.int().check(z.gte(1), z.lte(200))), null),
  /** CR39: a fixed first player instead of the roll (CR29). */
  firstPlayer: z._default(z.nullable(z.int().check(z.gte(0), z.lte(3))), null),
}) satisfies z.ZodMiniType<Options, unknown>;

/** Change notes of each engine version; docs/games/conspiracy-theory.md, "Engine versions", has the detail. */
const CHANGES = [
  { version: 1, summary: "First release of the Backroom edition." },
  {
    version: 2,
    summary: "A response window no longer asks a seat that nothing in it lets answer (CR19, CR26, CR27): the player who opened it while nobody has answered her card, the roller, or a seat whose clearance or a forbid rules out every answer; the engine passes for them, even on manual.",
  },
] as const;

/** The definition judging games of engine version `version` (the rules read it from the state). */
function atVersion(version: number, older: readonly GameDefinition<State, Move, Options, View>[] = []) {
  return defineGame<State, Move, Options, View>({
    id: "conspiracy-theory",
    title: "Conspiracy Theory",
    engineVersion: version,
    changes: CHANGES.filter((c) => c.version <= version),
    olderVersions: older,
    sameGame: sameBarRulesVersion,
    minPlayers: 2,
    maxPlayers: 4,
    optionsSchema,
    moveSchema,
    stateSchema,
    setup: ({ seats, options, seed }) => setup(seats, options, seed, version),
    awaiting(state) {
      const seat = awaitedSeat(state);
      return seat === null ? [] : [seat];
    },
    legalMoves,
    apply,
    view,
    result(state) {
      const scores = state.players.map((p) => clearanceOf(p.pyramid));
      return {
        finished: state.finished !== null,
        winners: state.finished?.winners ?? [],
        scores,
        scoreLabel: "pyramid",
        summary: state.finished ? withNames(state.finished.reason, []) : undefined,
      };
    },
    describe,
    moveLabel,
    secrets,
  });
}

/** Version 1: every seat on manual is asked in every response window, even with nothing to answer. */
export const conspiracyTheoryV1 = atVersion(1);
/** The newest version, carrying the older ones for games pinned to them. */
export const conspiracyTheory = atVersion(2, [conspiracyTheoryV1]);

export type { View, PlayerView, BattleCardView, RollView } from "./view";
export type { Move } from "./moves";
export type { State, Side, AutoPassMode } from "./state";
export {
  cards, cardOf, cardIdOf, findCard, allInstances, organizationTypes, cardKinds, timings, rowCapacity, handLimit, pyramidSize,
  type CardDef, type CardId, type CardKind, type OrganizationType, type Timing,
} from "./cards";
