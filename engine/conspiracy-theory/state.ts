/**
 * The state of a game of Conspiracy Theory: plain JSON data, parsed by zod when read back from
 * storage. Cards are instance ids ("ORG-INT-01#1"); see cards.ts.
 *
 * Where the game stands is layered, innermost first (docs/games/conspiracy-theory.md):
 *   decisions  pending choices (hand limit, repair, battle outcome, picks, Crystal Skull…)
 *   battle     the battle in progress (CR16–CR23), with its own in-battle roll window
 *   window     a response window outside battles (CR26), perhaps suspended by a battle
 *   turn       the turn player's main phase (CR7–CR8)
 */
import * as z from "zod/mini";
import { rngStateSchema } from "../core/rng";

export const autoPassModes = ["manual", "when-unable", "bystander"] as const;
export type AutoPassMode = (typeof autoPassModes)[number];

export const sides = ["attacker", "defender"] as const;
export type Side = (typeof sides)[number];

/** Forbids (CR28): Embargo, Quarantine, and Moratorium (also the Lobbyist's effect). */
export const forbidKinds = ["embargo", "quarantine", "moratorium"] as const;
export type ForbidKind = (typeof forbidKinds)[number];

/** What a die roll is for (CR29). */
export const rollPurposes = ["certificate", "medium", "prophet", "grand-master"] as const;
export type RollPurpose = (typeof rollPurposes)[number];

/** The single-card choices a player may be asked to make (see rules.ts `pickOptions`). */
export const pickPurposes = [
  "discard-artifact", "take-artifact", "discard-certificate", "take-certificate", "take-organization",
  "take-from-hand", "discard-from-hand", "discard-own", "archive", "oligarch", "hand-limit",
] as const;
export type PickPurpose = (typeof pickPurposes)[number];

const seat = z.int().check(z.gte(0), z.lte(3));
const card = z.string();

export const playerSchema = z.object({
  hand: z.array(card),
  /** Rows from the bottom up; positions inside a row are not tracked (CR2). */
  pyramid: z.array(z.array(card)).check(z.length(4)),
  artifacts: z.array(card),
  /** Active Certificates; `host` is the Artifact an attaching Certificate sits on (C16). */
  certificates: z.array(z.object({ card, host: z.nullable(card) })),
  autoPass: z.enum(autoPassModes),
  /** Turn number at which the pyramid became complete; null while incomplete (CR31). */
  completeSince: z.nullable(z.int()),
  /** Certificate cards whose activation failed this turn (CR14 step 4). */
  tried: z.array(card),
  /** Turn numbers of the last use of once-per-turn / once-per-round abilities. */
  skullUsedTurn: z.int(),
  libraryUsedTurn: z.int(),
  intrigueUsedTurn: z.int(),
});
export type Player = z.infer<typeof playerSchema>;

export const forbidSchema = z.object({
  kind: z.enum(forbidKinds),
  target: seat,
  by: seat,
  /** In force up to the end of this turn number: the target's next turn (CR28). */
  until: z.int(),
  /** The card id (not instance: the card itself may move on) that set it, for the view. */
  source: card,
});
export type Forbid = z.infer<typeof forbidSchema>;

/** A die roll waiting for answers (CR26c, CR30). */
export const rollSchema = z.object({
  roller: seat,
  purpose: z.enum(rollPurposes),
  /** The lowest successful result. */
  need: z.int(),
  result: z.int(),
  /** For in-battle rolls: the battle-table index of the Executor that rolled. */
  entry: z.nullable(z.int()),
  /** False while the roller decides on a Crystal Skull re-roll; true while answers are open. */
  open: z.boolean(),
  /** Its window (CR26c): who holds priority, passes in a row, who passes until it closes. */
  priority: seat,
  passes: z.int(),
  untilEnd: z.array(seat),
});
export type Roll = z.infer<typeof rollSchema>;

export const responseSchema = z.object({ card, by: seat, target: card });
export type Response = z.infer<typeof responseSchema>;

/** A response window outside battles after a card is played (CR26a, b). */
export const windowSchema = z.object({
  kind: z.enum(["action", "artifact", "certificate"]),
  actor: seat,
  /** The card being answered. */
  card,
  /** The named opponent of a forbid. */
  target: z.nullable(seat),
  responses: z.array(responseSchema),
  priority: seat,
  passes: z.int(),
  untilEnd: z.array(seat),
});
export type Window = z.infer<typeof windowSchema>;

/** One card on the battle table (CR32). */
export const entrySchema = z.object({
  card,
  by: seat,
  side: z.enum(sides),
  /** Hadron power declared for this Executor (CR20). */
  hadron: z.boolean(),
  /** Knocked out by an Executor ability (one-time, never undone: CR27). */
  out: z.boolean(),
  /** Cancelled by an ability (Grand Master; one-time). */
  cancelled: z.boolean(),
  /** What the card aims at: the answered card (Veto, Cover-up), the knocked-out Executor (Alibi)… */
  target: z.nullable(card),
  /** Extra value from its own ability (Medium, Oligarch). */
  boost: z.int(),
});
export type Entry = z.infer<typeof entrySchema>;

export const effectSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("stake") }),
  z.object({ kind: z.literal("interrogator") }),
  z.object({ kind: z.literal("ability"), entry: z.int() }),
]);
export type Effect = z.infer<typeof effectSchema>;

export const battleSchema = z.object({
  attacker: seat,
  defender: seat,
  /** How it opened (CR16): an executor attack, a turn-impact card, or an answer to a roll. */
  opening: z.enum(["executor", "action", "answer"]),
  /** For answers: refutation (the roll fails) or re-roll. */
  answer: z.nullable(z.enum(["refute", "reroll"])),
  /** The opening card's table index; null for the Master of Intrigue ability. */
  openingEntry: z.nullable(z.int()),
  table: z.array(entrySchema),
  priority: seat,
  passes: z.int(),
  untilEnd: z.array(seat),
  /** Table length when each seat last held priority; -1 before its first priority (CR27). */
  lastSeen: z.array(z.int()),
  /** Seats that have declared Hadron power in this battle (CR20: once per battle). */
  hadron: z.array(seat),
  roll: z.nullable(rollSchema),
  /** Set once every player has passed in a row: what is left to resolve (CR22). */
  outcome: z.nullable(z.object({
    succeeded: z.boolean(),
    winner: z.nullable(z.enum(sides)),
    queue: z.array(effectSchema),
  })),
});
export type Battle = z.infer<typeof battleSchema>;

export const decisionSchema = z.discriminatedUnion("kind", [
  /** CR4: the steps taken so far in this repair, in order: each moved card and its row before. */
  z.object({ kind: z.literal("repair"), seat, steps: z.array(z.object({ card, from: z.int().check(z.gte(0), z.lte(3)) })) }),
  z.object({ kind: z.literal("skull"), seat }),
  z.object({ kind: z.literal("outcome"), seat }),
  z.object({ kind: z.literal("place-taken"), seat, card }),
  z.object({ kind: z.literal("think-tank"), seat }),
  z.object({
    kind: z.literal("pick"), seat, purpose: z.enum(pickPurposes),
    /** Whose cards are picked from (null: the deciding seat's own, or the discard pile). */
    from: z.nullable(seat),
    /** The card whose effect this is, for labels. */
    source: z.nullable(card),
    /** Oligarch: the Oligarch's table index. */
    entry: z.nullable(z.int()),
  }),
]);
export type Decision = z.infer<typeof decisionSchema>;

export const newsSchema = z.object({
  text: z.string(),
  /** Only these seats read `text`; everyone else reads `other` (if any). */
  to: z.nullable(z.array(seat)),
  other: z.nullable(z.string()),
});
export type News = z.infer<typeof newsSchema>;

export const stateSchema = z.object({
  /**
   * The engine version judging this game (docs/games/conspiracy-theory.md, "Engine versions"),
   * stamped by version 2 and later; absent in version 1 states, which stay byte for byte as they were.
   */
  rulesVersion: z.optional(z.int().check(z.gte(2))),
  rng: rngStateSchema,
  seats: z.int().check(z.gte(2), z.lte(4)),
  roundLimit: z.nullable(z.int()),
  deck: z.array(card),
  discard: z.array(card),
  players: z.array(playerSchema),
  /** Every seat's first-player rolls, round by round (CR29). */
  firstRolls: z.array(z.array(z.int())),
  firstPlayer: seat,
  turn: z.object({
    seat,
    /** 1-based count of turns played; round = ceil(number / seats) (CR6). */
    number: z.int(),
    placed: z.boolean(),
    moved: z.boolean(),
    /** main phase; then the hand-limit discards; then other players' repairs (CR7, CR4). */
    stage: z.enum(["main", "discarding", "repairing"]),
  }),
  forbids: z.array(forbidSchema),
  /** A Certificate on its way into play (CR14) and, once shown, its activation roll. */
  certAttempt: z.nullable(z.object({ seat, card, host: z.nullable(card) })),
  roll: z.nullable(rollSchema),
  window: z.nullable(windowSchema),
  battle: z.nullable(battleSchema),
  decisions: z.array(decisionSchema),
  /** Cards one player is looking at (Informant, Search, Hacker, Think Tank: CR34). */
  peek: z.nullable(z.object({ by: seat, cards: z.array(card) })),
  /** What the last move caused, for the log (describe). */
  news: z.array(newsSchema),
  finished: z.nullable(z.object({ winners: z.array(seat), reason: z.string() })),
});
export type State = z.infer<typeof stateSchema>;

export const rulesVersion = (s: Pick<State, "rulesVersion">): number => s.rulesVersion ?? 1;
