/**
 * The state of a game of 12-0-12 (plain JSON), its options (TR1) and the zod schemas that
 * parse both back from storage.
 */
import * as z from "zod/mini";
import { rngStateSchema } from "../core/rng";
import { FACTIONS, LEADER_IDS, LEADER_SETS } from "./cards";

/** TR1 options. `firstPlayer` fixes the first player (TR3); otherwise it is drawn at random. */
export const optionsSchema = z.object({
  variant: z._default(z.enum(["standard", "training"]), "standard"),
  leaders: z._default(z.enum(LEADER_SETS), "all"),
  compromat: z._default(z.boolean(), true),
  firstPlayer: z.optional(z.int().check(z.gte(0), z.lte(3))),
});
export type Options = z.infer<typeof optionsSchema>;

export const factionSchema = z.enum(FACTIONS);
export const leaderSchema = z.enum(LEADER_IDS);

/** A supporter: an Animal card in front of a player, its tokens, and its faction (TR12). */
export const supporterSchema = z.object({
  card: z.string(),
  food: z.int().check(z.gte(0)),
  influence: z.int().check(z.gte(0)),
  /** The card's faction; for a Chameleon, the one its owner named (TR12). */
  faction: factionSchema,
});
export type Supporter = z.infer<typeof supporterSchema>;

export const playerSchema = z.object({
  hand: z.array(z.string()),
  supporters: z.array(supporterSchema),
  food: z.int().check(z.gte(0)),
  influence: z.int().check(z.gte(0)),
  compromat: z.int().check(z.gte(0), z.lte(5)),
  /** The kept Leader (secret until every player has chosen, TR2); null without Leaders. */
  leader: z.nullable(leaderSchema),
  /** The Leaders dealt to this player (two to choose from, or one). */
  leaderOptions: z.array(leaderSchema),
  /** Setup step 6: how many cards this player must discard, and the chosen ones (hidden until all chose, TR3). */
  setupDiscardDue: z.int().check(z.gte(0)),
  setupDiscard: z.nullable(z.array(z.string())),
  /** Community symbol counts last seen, to grant the "every second symbol" bonuses (TR10). */
  seenSymbols: z.object({ free: z.int(), rulers: z.int() }),
});
export type Player = z.infer<typeof playerSchema>;

export const ABILITY_IDS = [
  "mouse", "beaver", "deer", "giraffe", "gecko", "iguana", "monitor", "turtle", "python", "cobra", "crocodile",
  "pigeon", "parrot", "penguin", "woodpecker", "magpie", "owl", "peacock", "eagle", "stork",
  "fox", "bear", "hyena", "wolf", "lynx", "leopard",
  /** Supplier property (TR7): feed another of your supporters 1 Food. */
  "supplier",
  /** A Chameleon reached you without your naming its faction (Turtle exchange): name it (TR12). */
  "name-chameleon",
  /** Goat Leader, Seek Contacts. */
  "goat",
] as const;
export type AbilityId = (typeof ABILITY_IDS)[number];

/** A triggered ability waiting to be resolved by `seat` (TR11). */
export const pendingAbilitySchema = z.object({
  id: z.string(),
  seat: z.int(),
  ability: z.enum(ABILITY_IDS),
  /** The card instance whose ability it is (null for a Leader). */
  source: z.nullable(z.string()),
  mandatory: z.boolean(),
});
export type PendingAbility = z.infer<typeof pendingAbilitySchema>;

/**
 * The resolution stack (TR11): a batch holds abilities triggered by one step, resolved
 * starting with `first` then in turn order; a batch triggered while resolving another is
 * pushed on top (depth first). `seek-compromat` is the last part of Seek Contacts, run when
 * the magnifying-glass abilities above it are resolved. `take-back` (engine version 2, TR13's
 * exception): an ability used to take back a card just given in a Turtle exchange waits under
 * that card's own ability, which its holder uses first.
 */
export const frameSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("batch"), first: z.int(), abilities: z.array(pendingAbilitySchema) }),
  z.object({ type: z.literal("seek-compromat"), seat: z.int() }),
  z.object({ type: z.literal("take-back"), ability: pendingAbilitySchema, supporter: z.string() }),
]);
export type Frame = z.infer<typeof frameSchema>;

/**
 * What happened during the last move, for the log. `say` is public (`@N` stands for seat N's
 * name); `draw` and `steal` name hidden cards and are shown in full only to their seats.
 */
export const eventSchema = z.discriminatedUnion("e", [
  z.object({ e: z.literal("say"), seat: z.nullable(z.int()), text: z.string() }),
  z.object({ e: z.literal("draw"), seat: z.int(), cards: z.array(z.string()), why: z.string() }),
  z.object({ e: z.literal("steal"), seat: z.int(), from: z.int(), card: z.string() }),
]);
export type GameEvent = z.infer<typeof eventSchema>;

export const stateSchema = z.object({
  /**
   * The engine version whose rules judge this game (docs/games/twelve-o-twelve.md, "Engine
   * versions"). Absent in version 1 states, so that they stay byte for byte as they were.
   */
  rulesVersion: z.optional(z.int().check(z.gte(2))),
  rng: rngStateSchema,
  options: optionsSchema,
  phase: z.enum(["setup", "play", "over"]),
  firstPlayer: z.int(),
  turn: z.object({
    seat: z.int(),
    /** Actions completed this turn (a second one needs 3+ Free symbols, TR10). */
    actions: z.int(),
    /** An action is being resolved (its abilities are on the stack). */
    inAction: z.boolean(),
    /** Turns started so far (for the safety valve). */
    number: z.int(),
  }),
  deck: z.array(z.string()),
  discard: z.array(z.string()),
  players: z.array(playerSchema),
  stack: z.array(frameSchema),
  nextAbilityId: z.int(),
  winners: z.array(z.int()),
  endReason: z.nullable(z.string()),
  events: z.array(eventSchema),
});
export type State = z.infer<typeof stateSchema>;

/** The rules version a state is judged by (1 when unstamped). */
export const rulesVersion = (s: Pick<State, "rulesVersion">): number => s.rulesVersion ?? 1;

/** Safety valve: after this many turns the game ends; the highest VP wins (ties share). */
export const TURN_LIMIT = 400;
