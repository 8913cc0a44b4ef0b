/** Politika's moves: a discriminated union on `kind`, parsed at the API boundary. */
import * as z from "zod/mini";
import { autoPassSchema, challengeSourceSchema, factionSchema, getSchema, giveSchema, regionIdSchema, seatSchema, targetSchema, uprisingIdSchema } from "./state";

const representative = z.int().check(z.gte(0), z.lte(1));

export const moveSchema = z.discriminatedUnion("kind", [
  /** PR1: factions chosen by the players in seat order. */
  z.object({ kind: z.literal("choose-faction"), faction: factionSchema }),
  /** PR3: one representative into a region holding none yet. */
  z.object({ kind: z.literal("place-representative"), region: regionIdSchema }),
  /** PR16: a region asked for by an event (Student Protests, Wage Arrears, Church Revival). */
  z.object({ kind: z.literal("choose-region"), region: regionIdSchema }),
  /** E14: the token that Kompromat replaces. */
  z.object({ kind: z.literal("choose-token"), target: targetSchema }),
  /** E13: the card discarded to the Anti-Corruption Drive. */
  z.object({ kind: z.literal("discard-card"), card: z.string() }),
  /** PR7 movement (also E16's one-region move). */
  z.object({ kind: z.literal("move-representative"), representative, to: regionIdSchema }),
  z.object({ kind: z.literal("move-uprising"), uprising: uprisingIdSchema, to: regionIdSchema }),
  /** PR12 Military. */
  z.object({ kind: z.literal("military-move"), uprising: uprisingIdSchema, to: regionIdSchema }),
  /** PR12 KGB and Mafia. */
  z.object({ kind: z.literal("kgb-look"), target: seatSchema }),
  z.object({ kind: z.literal("mafia-take"), target: seatSchema }),
  /** Action cards played on one's own turn (A45–A56). */
  z.object({ kind: z.literal("play-production-boost"), card: z.string() }),
  z.object({ kind: z.literal("play-move-uprising"), card: z.string(), uprising: uprisingIdSchema, to: regionIdSchema }),
  z.object({ kind: z.literal("play-fast-travel"), card: z.string(), representative, to: regionIdSchema }),
  z.object({ kind: z.literal("end-movement") }),
  /**
   * PR8/PR9: offers, answered out of turn. Any player may offer during trade without being
   * awaited (optional moves); receivers are awaited for their answer; only the current player ends trading.
   */
  z.object({ kind: z.literal("offer-trade"), to: seatSchema, give: giveSchema, get: getSchema }),
  z.object({ kind: z.literal("offer-alliance"), to: seatSchema }),
  z.object({ kind: z.literal("accept-offer"), offer: z.int(), cards: z.array(z.string()).check(z.maxLength(10)) }),
  z.object({ kind: z.literal("decline-offer"), offer: z.int() }),
  z.object({ kind: z.literal("withdraw-offer"), offer: z.int() }),
  z.object({ kind: z.literal("end-trade") }),
  /** PR10/PR11. */
  z.object({ kind: z.literal("challenge"), source: challengeSourceSchema, target: targetSchema, defender: seatSchema, dice: z.int().check(z.gte(0), z.lte(50)) }),
  z.object({ kind: z.literal("play-response"), card: z.string() }),
  z.object({ kind: z.literal("recolour"), to: seatSchema }),
  z.object({ kind: z.literal("end-challenges") }),
  /** PR13: ends the turn. */
  z.object({ kind: z.literal("buy-cards"), count: z.int().check(z.gte(0), z.lte(56)) }),
  /** PR14. */
  z.object({ kind: z.literal("vote"), for: seatSchema }),
  /** Engine version 2: a seat's auto-pass setting for response windows, changed at any time. */
  z.object({ kind: z.literal("auto-pass"), mode: autoPassSchema }),
  /** Declines an optional decision: nothing more to play (response window), no E16 move. */
  z.object({ kind: z.literal("pass") }),
]);
export type Move = z.infer<typeof moveSchema>;
export type MoveKind = Move["kind"];
