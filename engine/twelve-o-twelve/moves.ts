/**
 * Moves of 12-0-12: setup choices (TR2, TR3), the four actions, ending a turn that could
 * take a second action (TR10), and using or skipping a triggered ability (TR11).
 */
import * as z from "zod/mini";
import { factionSchema, leaderSchema } from "./state";

const seat = z.int().check(z.gte(0), z.lte(3));
const count = z.int().check(z.gte(0), z.lte(99));

/** Get Food (TR5): a group is one card, or a pair of one faction. */
export const getFoodGroupSchema = z.object({
  cards: z.array(z.string()).check(z.minLength(1), z.maxLength(2)),
  /** Free 1+: how many of the group's Food are replaced by cards (at most one per card). */
  draw: z.optional(z.int().check(z.gte(0), z.lte(2))),
  /** Rulers 1+: a pair gives 1 Influence instead of 3 Food. */
  influence: z.optional(z.boolean()),
});
export type GetFoodGroup = z.infer<typeof getFoodGroupSchema>;

export const payFromSupporterSchema = z.object({ card: z.string(), food: count, influence: count });

export const moveSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("choose-leader"), leader: leaderSchema }),
  z.object({ kind: z.literal("setup-discard"), cards: z.array(z.string()) }),
  z.object({ kind: z.literal("get-food"), groups: z.array(getFoodGroupSchema) }),
  z.object({
    kind: z.literal("attract"),
    card: z.string(),
    /** Predator: the supporter of yours fed to it (TR6). */
    eat: z.optional(z.string()),
    payFood: count,
    payInfluence: count,
    /** Birds: tokens taken from your supporters to pay (TR6). */
    fromSupporters: z.optional(z.array(payFromSupporterSchema)),
    /** Chameleon: the faction you name (TR12). */
    faction: z.optional(factionSchema),
  }),
  z.object({ kind: z.literal("poach"), card: z.string(), faction: z.optional(factionSchema) }),
  /** Seek Contacts; `raven`: the player whose random hand card replaces your first draw. */
  z.object({ kind: z.literal("seek-contacts"), raven: z.optional(seat) }),
  z.object({ kind: z.literal("end-turn") }),
  z.object({
    kind: z.literal("use-ability"),
    ability: z.string(),
    /** Cobra, Fox, Goat: the other player. */
    player: z.optional(seat),
    /** Supplier, Giraffe, Crocodile, Magpie: the supporter (card instance id). */
    supporter: z.optional(z.string()),
    /** Magpie: which token to move. */
    token: z.optional(z.enum(["food", "influence"])),
    /** Owl: the two feedings. */
    feed: z.optional(z.tuple([z.string(), z.string()])),
    /** Eagle, name-chameleon, Turtle/Penguin receiving a Chameleon. */
    faction: z.optional(factionSchema),
    /** Turtle: your supporter given and the other player's supporter taken. */
    give: z.optional(z.string()),
    take: z.optional(z.string()),
    /** Penguin: the card attracted from your hand, paid from the Penguin's tokens. */
    card: z.optional(z.string()),
    payFood: z.optional(count),
    payInfluence: z.optional(count),
  }),
  z.object({ kind: z.literal("skip-ability"), ability: z.string() }),
]);
export type Move = z.infer<typeof moveSchema>;
export type MoveKind = Move["kind"];
export type UseAbilityMove = Extract<Move, { kind: "use-ability" }>;
export type AttractMove = Extract<Move, { kind: "attract" }>;
export type GetFoodMove = Extract<Move, { kind: "get-food" }>;
