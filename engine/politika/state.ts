/**
 * Politika's game state: plain JSON data, parsed by zod when read back from storage.
 * Seats are 0-based; per-player data are arrays by seat.
 */
import * as z from "zod/mini";
import { rngStateSchema } from "../core/rng";
import { FACTION_IDS, REGION_IDS, UPRISING_IDS } from "./cards";

/** PR1: 1–12 rounds (6 standard); factions dealt at random or chosen in seat order. */
export const optionsSchema = z.object({
  rounds: z._default(z.int().check(z.gte(1), z.lte(12)), 6),
  factions: z._default(z.enum(["random", "chosen"]), "random"),
});
export type PolitikaOptions = z.infer<typeof optionsSchema>;

export const PHASES = ["factions", "placement", "production", "movement", "trade", "challenges", "buying", "vote", "over"] as const;
export type Phase = (typeof PHASES)[number];

export const seatSchema = z.int().check(z.gte(0), z.lte(7));
export const regionIdSchema = z.enum(REGION_IDS);
export const uprisingIdSchema = z.enum(UPRISING_IDS);
export const factionSchema = z.enum(FACTION_IDS);

/** What a challenge is aimed at: a token in a region, or a token in an uprising (PR10). */
export const targetSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("region"), region: regionIdSchema }),
  z.object({ kind: z.literal("uprising"), uprising: uprisingIdSchema }),
]);
export type Target = z.infer<typeof targetSchema>;

/**
 * Where a challenge comes from: a representative's one challenge, the Communists' extra
 * challenge (PR12), the Duma Session's extra challenge (E15), or a free-challenge card (PR11).
 */
export const challengeSourceSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("representative"), representative: z.int().check(z.gte(0), z.lte(1)) }),
  z.object({ kind: z.literal("communists"), representative: z.int().check(z.gte(0), z.lte(1)) }),
  z.object({ kind: z.literal("duma"), representative: z.int().check(z.gte(0), z.lte(1)) }),
  z.object({ kind: z.literal("card"), card: z.string() }),
]);
export type ChallengeSource = z.infer<typeof challengeSourceSchema>;

/** What the maker of a trade offer gives: money, named cards, one own token turned the receiver's colour. */
export const giveSchema = z.object({
  money: z.int().check(z.gte(0)),
  cards: z.array(z.string()).check(z.maxLength(10)),
  token: z.nullable(regionIdSchema),
});
/** What the maker asks for: money, a number of cards the receiver picks, one receiver token turned the maker's colour. */
export const getSchema = z.object({
  money: z.int().check(z.gte(0)),
  cards: z.int().check(z.gte(0), z.lte(10)),
  token: z.nullable(regionIdSchema),
});

export const offerSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("trade"), id: z.int(), maker: seatSchema, receiver: seatSchema, give: giveSchema, get: getSchema }),
  z.object({ kind: z.literal("alliance"), id: z.int(), maker: seatSchema, receiver: seatSchema }),
]);
export type Offer = z.infer<typeof offerSchema>;

/** A decision an event card asks of a player (PR16), queued during production. */
export const eventDecisionSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("student-protests"), seat: seatSchema }),
  z.object({ kind: z.literal("wage-arrears"), uprising: uprisingIdSchema }),
  z.object({ kind: z.literal("church-revival"), seat: seatSchema }),
  z.object({ kind: z.literal("kompromat"), seat: seatSchema, drawer: seatSchema }),
  z.object({ kind: z.literal("anti-corruption"), seats: z.array(seatSchema) }),
  z.object({ kind: z.literal("unpaid-army-military"), seat: seatSchema }),
  z.object({ kind: z.literal("unpaid-army"), seats: z.array(seatSchema) }),
]);
export type EventDecision = z.infer<typeof eventDecisionSchema>;

export const challengeSchema = z.object({
  challenger: seatSchema,
  defender: seatSchema,
  target: targetSchema,
  source: challengeSourceSchema,
  boughtDice: z.int().check(z.gte(0)),
  /** Free dice that are not cards: the Communists' one die, the Nationalists' uprising dice. */
  freeDice: z.int().check(z.gte(0)),
  challengerCardDice: z.int().check(z.gte(0)),
  defenderCardDice: z.int().check(z.gte(0)),
  /** "challenger"/"defender": a response window is open; "recolour": the challenger won and picks a colour. */
  step: z.enum(["challenger", "defender", "recolour"]),
  waiting: z.array(seatSchema),
});
export type Challenge = z.infer<typeof challengeSchema>;

/** A resolved (or vetoed) challenge with its dice, public to all. */
export const rollSchema = z.object({
  n: z.int(),
  round: z.int(),
  challenger: seatSchema,
  defender: seatSchema,
  target: targetSchema,
  challengerDice: z.array(z.int()),
  defenderDice: z.array(z.int()),
  challengerTotal: z.int(),
  defenderTotal: z.int(),
  outcome: z.enum(["challenger-wins", "defender-wins", "vetoed"]),
});
export type Roll = z.infer<typeof rollSchema>;

export const turnSchema = z.object({
  movedRepresentatives: z.array(z.boolean()),
  movedUprisings: z.array(uprisingIdSchema),
  militaryUsed: z.boolean(),
  kgbUsed: z.boolean(),
  mafiaUsed: z.boolean(),
  representativeChallenges: z.array(z.boolean()),
  communistsUsed: z.boolean(),
  dumaUsed: z.boolean(),
  tokenTraded: z.boolean(),
  offersMade: z.array(z.int()),
  income: z.array(z.int()),
});
export type Turn = z.infer<typeof turnSchema>;

/**
 * Engine version 2's auto-pass settings (docs/games/politika.md, "Engine versions"): asked in
 * every response window where one holds a playable card (manual), only in windows of one's own
 * challenges (bystander), or never (always).
 */
export const AUTO_PASS_MODES = ["manual", "bystander", "always"] as const;
export const autoPassSchema = z.enum(AUTO_PASS_MODES);
export type AutoPass = z.infer<typeof autoPassSchema>;

export const stateSchema = z.object({
  /** The engine version whose rules this game follows; absent in version 1 games. */
  rulesVersion: z.optional(z.int().check(z.gte(2))),
  /** Version 2: each seat's auto-pass setting. */
  autoPass: z.optional(z.array(autoPassSchema)),
  rng: rngStateSchema,
  players: z.int().check(z.gte(3), z.lte(8)),
  rounds: z.int().check(z.gte(1), z.lte(12)),
  round: z.int(),
  phase: z.enum(PHASES),
  highRoller: seatSchema,
  current: seatSchema,
  factions: z.array(z.nullable(factionSchema)),
  money: z.array(z.int()),
  hands: z.array(z.array(z.string())),
  representatives: z.array(z.array(z.nullable(regionIdSchema))),
  allies: z.array(z.nullable(seatSchema)),
  regions: z.record(regionIdSchema, z.array(seatSchema)),
  uprisings: z.record(uprisingIdSchema, z.object({ region: z.nullable(regionIdSchema), tokens: z.array(seatSchema) })),
  returnedTokens: z.array(z.int()),
  placementOrder: z.array(seatSchema),
  productionDeck: z.array(z.string()),
  productionDiscard: z.array(z.string()),
  eventDeck: z.array(z.string()),
  eventDiscard: z.array(z.string()),
  actionDeck: z.array(z.string()),
  actionDiscard: z.array(z.string()),
  /** The region card turned over this turn, and the events drawn on the way to it. */
  productionCard: z.nullable(z.string()),
  eventsThisTurn: z.array(z.string()),
  eventsInPlay: z.array(z.object({ card: z.string(), seat: seatSchema })),
  inflation: z.boolean(),
  productionBoosts: z.array(z.int()),
  decisions: z.array(eventDecisionSchema),
  turn: turnSchema,
  offers: z.array(offerSchema),
  nextOfferId: z.int(),
  challenge: z.nullable(challengeSchema),
  rolls: z.array(rollSchema),
  rollCount: z.int(),
  kgbLooks: z.array(z.object({ seat: seatSchema, target: seatSchema, round: z.int(), cards: z.array(z.string()) })),
  tied: z.array(seatSchema),
  votes: z.array(z.nullable(seatSchema)),
  winners: z.array(seatSchema),
});
export type State = z.infer<typeof stateSchema>;

export const rulesVersion = (s: Pick<State, "rulesVersion">): number => s.rulesVersion ?? 1;
