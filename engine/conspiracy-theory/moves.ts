/**
 * Moves of Conspiracy Theory: a discriminated union on `kind`.
 *
 * Main phase (turn player): place, move, artifact, certificate, action, attack, library, end-turn.
 * Priority in a battle or a response window: play, intrigue, pass.
 * Decisions: repair (steps), outcome, place-taken, pick, think-tank, skull.
 * Any seat at any time (not an awaited decision): auto-pass (CR19).
 */
import * as z from "zod/mini";
import { autoPassModes, sides } from "./state";

const card = z.string().check(z.minLength(1), z.maxLength(40));
const seat = z.int().check(z.gte(0), z.lte(3));
const row = z.int().check(z.gte(0), z.lte(3));

/** The steps of a repair (CR4). */
export const repairStepKinds = ["move", "undo", "done"] as const;

export const moveSchema = z.discriminatedUnion("kind", [
  /** C9: an Organization or the Collider from hand into a row (0 = bottom). */
  z.object({ kind: z.literal("place"), card, row }),
  /** C10: one Organization already in the pyramid to another row. */
  z.object({ kind: z.literal("move"), card, row }),
  /** CR13: an Artifact into play (a response window follows). */
  z.object({ kind: z.literal("artifact"), card }),
  /** CR14: try to activate a Certificate; `host` names the Artifact for attaching ones. */
  z.object({ kind: z.literal("certificate"), card, host: z.nullable(card) }),
  /** An Action card timed turn, turn-impact or forbid; `target` names the opponent. */
  z.object({ kind: z.literal("action"), card, target: z.nullable(seat) }),
  /** CR16a: an executor attack. `hadron` declares Hadron power (CR20). */
  z.object({ kind: z.literal("attack"), card, target: seat, hadron: z.boolean() }),
  /** Library of Ivan the Terrible: discard `card` to draw 1. */
  z.object({ kind: z.literal("library"), card }),
  /** C35: the turn player ends the turn. */
  z.object({ kind: z.literal("end-turn") }),
  /**
   * With priority: play one card. `side` for third players in a battle; `target` is the card
   * answered or aimed at (Veto, Interception, Alibi, Liquidator, Double Agent, Prophet,
   * Grand Master); `hadron` declares Hadron power for an Executor.
   */
  z.object({
    kind: z.literal("play"), card, side: z.nullable(z.enum(sides)), target: z.nullable(card), hadron: z.boolean(),
  }),
  /** Master of Intrigue: make the roller re-roll (CR16c, a direct impact). */
  z.object({ kind: z.literal("intrigue") }),
  /** With priority: pass; `untilEnd` passes until this battle or window ends (CR19). */
  z.object({ kind: z.literal("pass"), untilEnd: z.boolean() }),
  /**
   * CR4, one step at a time (out of turn): `move` puts `card` into `row`; `undo` takes the
   * last step back (`card` goes back to `row`, where it came from); `done` (card and row null)
   * finishes once the pyramid is legal.
   */
  z.object({ kind: z.literal("repair"), step: z.enum(repairStepKinds), card: z.nullable(card), row: z.nullable(row) }),
  /** CR23: discard (capture false) or capture one of the defender's Organizations. */
  z.object({ kind: z.literal("outcome"), card, capture: z.boolean() }),
  /** CR24: put a captured or taken Organization into `row`, or into hand (null). */
  z.object({ kind: z.literal("place-taken"), row: z.nullable(row) }),
  /** A pending single-card choice; null stops (Oligarch) when allowed. */
  z.object({ kind: z.literal("pick"), card: z.nullable(card) }),
  /** Think Tank: the card taken and the others in order, top first. */
  z.object({ kind: z.literal("think-tank"), take: card, order: z.array(card).check(z.maxLength(2)) }),
  /** Crystal Skull: re-roll the failed roll, or let the failure stand. */
  z.object({ kind: z.literal("skull"), reroll: z.boolean() }),
  /** CR19: the seat's auto-pass mode; any seat, any time. */
  z.object({ kind: z.literal("auto-pass"), mode: z.enum(autoPassModes) }),
]);
export type Move = z.infer<typeof moveSchema>;
