/**
 * Terse builders for 12-0-12 rule tests: an explicit state in the middle of play, moves,
 * and helpers to find pending abilities.
 */
import { expect } from "vitest";
import { RuleViolation } from "../../../engine/core/game";
import { seedRng } from "../../../engine/core/rng";
import { animalOf, ANIMAL_CARDS, type Faction, type LeaderId } from "../../../engine/twelve-o-twelve/cards";
import { symbols } from "../../../engine/twelve-o-twelve/effects";
import type { Move } from "../../../engine/twelve-o-twelve/moves";
import { apply, legalMoves } from "../../../engine/twelve-o-twelve/rules";
import { optionsSchema, type Options, type PendingAbility, type State, type Supporter } from "../../../engine/twelve-o-twelve/state";

export type SupporterSpec = string | { card: string; food?: number; influence?: number; faction?: Faction };

export interface PlayerSpec {
  hand?: string[];
  supporters?: SupporterSpec[];
  food?: number;
  influence?: number;
  compromat?: number;
  leader?: LeaderId | null;
}

const supporter = (s: SupporterSpec): Supporter =>
  typeof s === "string"
    ? { card: s, food: 0, influence: 0, faction: animalOf(s).faction }
    : { card: s.card, food: s.food ?? 0, influence: s.influence ?? 0, faction: s.faction ?? animalOf(s.card).faction };

/**
 * A state in play, seat `turn` to act, nothing pending. `deck` is listed top first; by
 * default the deck holds every card not used elsewhere, in catalogue order.
 */
export function game(spec: { players: PlayerSpec[]; turn?: number; deck?: string[]; discard?: string[]; options?: Partial<Options>; rulesVersion?: number }): State {
  const used = new Set<string>([...(spec.discard ?? []), ...spec.players.flatMap((p) => [...(p.hand ?? []), ...(p.supporters ?? []).map((s) => supporter(s).card)])]);
  const deckTopFirst = spec.deck ?? ANIMAL_CARDS.filter((c) => !used.has(c));
  const state: State = {
    // The engine version judging the state (docs/games/twelve-o-twelve.md); absent: version 1.
    ...(spec.rulesVersion && spec.rulesVersion >= 2 ? { rulesVersion: spec.rulesVersion } : {}),
    rng: seedRng("test"),
    options: optionsSchema.parse(spec.options ?? {}),
    phase: "play",
    firstPlayer: 0,
    turn: { seat: spec.turn ?? 0, actions: 0, inAction: false, number: 1 },
    deck: deckTopFirst.slice().reverse(),
    discard: spec.discard ?? [],
    players: spec.players.map((p) => ({
      hand: p.hand ?? [], supporters: (p.supporters ?? []).map(supporter), food: p.food ?? 0, influence: p.influence ?? 0,
      compromat: p.compromat ?? 0, leader: p.leader ?? null, leaderOptions: p.leader ? [p.leader] : [],
      setupDiscardDue: 0, setupDiscard: [], seenSymbols: { free: 0, rulers: 0 },
    })),
    stack: [], nextAbilityId: 1, winners: [], endReason: null, events: [],
  };
  state.players.forEach((p, seat) => { p.seenSymbols = symbols(state, seat); });
  return state;
}

export const act = (state: State, seat: number, move: Move): State => apply(state, seat, move);

/** Applies a sequence of [seat, move] pairs. */
export const acts = (state: State, ...moves: [number, Move][]): State => moves.reduce((s, [seat, m]) => apply(s, seat, m), state);

export function rejects(fn: () => unknown, code: string): void {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(RuleViolation);
    expect((e as RuleViolation).code).toBe(code);
    return;
  }
  throw new Error(`expected a RuleViolation ${code}`);
}

/** The pending abilities of the batch on top of the stack. */
export const pending = (state: State): PendingAbility[] => {
  const top = state.stack.at(-1);
  return top?.type === "batch" ? top.abilities : [];
};

/** The pending ability of `kind` (first match) on top of the stack. */
export function ability(state: State, kind: PendingAbility["ability"], seat?: number): PendingAbility {
  const pa = pending(state).find((a) => a.ability === kind && (seat === undefined || a.seat === seat));
  if (!pa) throw new Error(`no pending ${kind}: ${JSON.stringify(pending(state))}`);
  return pa;
}

export const use = (state: State, kind: PendingAbility["ability"], extra: Omit<Extract<Move, { kind: "use-ability" }>, "kind" | "ability"> = {}): State => {
  const pa = ability(state, kind);
  return apply(state, pa.seat, { kind: "use-ability", ability: pa.id, ...extra });
};

export const skip = (state: State, kind: PendingAbility["ability"]): State => {
  const pa = ability(state, kind);
  return apply(state, pa.seat, { kind: "skip-ability", ability: pa.id });
};

export const pay = (card: string, payFood: number, payInfluence = 0, more: Partial<Extract<Move, { kind: "attract" }>> = {}): Move =>
  ({ kind: "attract", card, payFood, payInfluence, ...more });

export const seek: Move = { kind: "seek-contacts" };
export const food = (...groups: (string[] | { cards: string[]; draw?: number; influence?: boolean })[]): Move =>
  ({ kind: "get-food", groups: groups.map((g) => (Array.isArray(g) ? { cards: g } : g)) });

export const legal = legalMoves;
export const supporters = (state: State, seat: number): string[] => state.players[seat]!.supporters.map((s) => s.card);
