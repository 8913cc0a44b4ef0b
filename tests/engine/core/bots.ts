/**
 * Shared checks for the games' bots (docs/engine.md "Bots"): every move a bot picks on states
 * of random games is legal and accepted; a game of bots only runs to the end; and the bot's
 * choice never depends on what its seat cannot see (a twin state with the hidden cards
 * rearranged, identical in the seat's view, gets the same move).
 */
import { expect } from "vitest";
import { playBotGame, type Bot, type LookaheadPolicy } from "../../../engine/core/bot";
import type { GameDefinition, Seat } from "../../../engine/core/game";
import { randomPlayout } from "../../../engine/core/playout";
import { Rng, seedRng } from "../../../engine/core/rng";

export interface Sample<S> {
  readonly state: S;
  readonly seat: Seat;
}

/**
 * States of random games (every `every`-th, not finished) with each seat awaited in them;
 * `optionalMoves` lets seats that are not awaited act too, as in the games' property tests.
 */
export function randomSamples<S, M, O, V>(
  def: GameDefinition<S, M, O, V>,
  opts: { seats: number; options: O; games: number; every: number; maxMoves: number; optionalMoves?: boolean; tag: string },
): Sample<S>[] {
  const out: Sample<S>[] = [];
  for (let g = 0; g < opts.games; g++) {
    const first = def.setup({ seats: opts.seats, options: opts.options, seed: `${opts.tag}-${opts.seats}-${g}` });
    for (const seat of def.awaiting(first)) out.push({ state: first, seat });
    randomPlayout(def, {
      seats: opts.seats, options: opts.options, seed: `${opts.tag}-${opts.seats}-${g}`, botSeed: `${opts.tag}-bot-${g}`,
      maxMoves: opts.maxMoves, optionalMoves: opts.optionalMoves ?? false,
      onMove: (after, _before, _rec, index) => {
        const s = after as S;
        // The first moves (set-up choices) always; then every `every`-th state.
        if ((index > opts.seats * 2 && index % opts.every !== 0) || def.result(s).finished) return;
        for (const seat of def.awaiting(s)) out.push({ state: s, seat });
      },
    });
  }
  return out;
}

/** Every decision of a game played by `bot` in every seat (states random play rarely reaches). */
export function botGameSamples<S, M, O, V>(def: GameDefinition<S, M, O, V>, bot: Bot<S, M>, opts: { seats: number; options: O; seed: string; maxMoves: number }): Sample<S>[] {
  const out: Sample<S>[] = [];
  playBotGame(def, Array.from({ length: opts.seats }, () => bot), { ...opts, botSeed: `${opts.seed}-bots`, onDecision: (seat, state) => out.push({ state, seat }) });
  return out;
}

/** The bot's move on each sample is one of the legal moves and `apply` accepts it; returns the kinds played. */
export function expectLegalBotMoves<S, M extends { kind: string }, O, V>(def: GameDefinition<S, M, O, V>, bot: Bot<S, M>, samples: readonly Sample<S>[]): Set<string> {
  const kinds = new Set<string>();
  samples.forEach(({ state, seat }, i) => {
    const move = bot.chooseMove(state, seat, new Rng(seedRng(`legal-${i}`)));
    const legal = def.legalMoves(state, seat).map((m) => JSON.stringify(m));
    expect(legal, `sample ${i}`).toContain(JSON.stringify(move));
    expect(() => def.apply(state, seat, move), `sample ${i}: ${JSON.stringify(move)}`).not.toThrow();
    kinds.add(move.kind);
  });
  return kinds;
}

/** A game with a bot in every seat ends within `maxMoves`. */
export function expectBotsFinish<S, M, O, V>(def: GameDefinition<S, M, O, V>, bot: Bot<S, M>, opts: { seats: number; options: O; seed: string; maxMoves: number }) {
  const game = playBotGame(def, Array.from({ length: opts.seats }, () => bot), { ...opts, botSeed: `${opts.seed}-bots` });
  expect(game.finished, `${def.id} with ${opts.seats} bots after ${game.moves} moves`).toBe(true);
  expect(def.result(game.state).winners.length).toBeGreaterThan(0);
  return game;
}

/**
 * For each sample: a twin from `rearrange` (only what the seat cannot see changed: hidden
 * cards, other seats' secrets, the RNG) must get the same move from `bot` with the same
 * tie-breaking seed. The twin must look the same to the seat (its view and its legal moves):
 * one that does not is a broken twin, and fails. Returns how many twins differed from their
 * state and were checked.
 */
export function expectSameMoveOnTwins<S, M, O, V>(
  def: GameDefinition<S, M, O, V>,
  bot: Bot<S, M>,
  samples: readonly Sample<S>[],
  rearrange: (state: S, seat: Seat, rng: Rng) => S,
): number {
  let checked = 0;
  samples.forEach(({ state, seat }, i) => {
    const twin = rearrange(state, seat, new Rng(seedRng(`twin-${i}`)));
    expect(JSON.stringify(def.view(twin, seat)), `sample ${i}: the twin's view`).toBe(JSON.stringify(def.view(state, seat)));
    expect(JSON.stringify(def.legalMoves(twin, seat)), `sample ${i}: the twin's legal moves`).toBe(JSON.stringify(def.legalMoves(state, seat)));
    if (JSON.stringify(twin) === JSON.stringify(state)) return; // nothing hidden to rearrange
    checked++;
    const a = bot.chooseMove(state, seat, new Rng(seedRng(`tie-${i}`)));
    const b = bot.chooseMove(twin, seat, new Rng(seedRng(`tie-${i}`)));
    expect(b, `sample ${i}, seat ${seat}`).toEqual(a);
  });
  return checked;
}

/**
 * The look-ahead's own promise (LookaheadPolicy.determinize): a twin gives the very same
 * determinized copies, byte for byte, so nothing the seat cannot see reaches the look-ahead
 * at all, even where it would not change this sample's move. Returns how many twins differed
 * from their state and were checked.
 */
export function expectSameCopiesOnTwins<S, M>(policy: LookaheadPolicy<S, M>, samples: readonly Sample<S>[], rearrange: (state: S, seat: Seat, rng: Rng) => S): number {
  let checked = 0;
  samples.forEach(({ state, seat }, i) => {
    const twin = rearrange(state, seat, new Rng(seedRng(`twin-${i}`)));
    if (JSON.stringify(twin) === JSON.stringify(state)) return;
    checked++;
    for (let k = 0; k < policy.samples; k++) {
      expect(JSON.stringify(policy.determinize(twin, seat, k)), `sample ${i}, seat ${seat}, copy ${k}`).toBe(JSON.stringify(policy.determinize(state, seat, k)));
    }
  });
  return checked;
}

/** How many samples a bot answers differently on the twin: a bot that peeks must be caught. */
export function countDifferentMovesOnTwins<S, M, O, V>(def: GameDefinition<S, M, O, V>, bot: Bot<S, M>, samples: readonly Sample<S>[], rearrange: (state: S, seat: Seat, rng: Rng) => S): number {
  let differ = 0;
  samples.forEach(({ state, seat }, i) => {
    const twin = rearrange(state, seat, new Rng(seedRng(`twin-${i}`)));
    if (JSON.stringify(def.view(twin, seat)) !== JSON.stringify(def.view(state, seat))) return;
    const a = bot.chooseMove(state, seat, new Rng(seedRng(`tie-${i}`)));
    const b = bot.chooseMove(twin, seat, new Rng(seedRng(`tie-${i}`)));
    if (JSON.stringify(a) !== JSON.stringify(b)) differ++;
  });
  return differ;
}

/**
 * Shuffles the cards of `piles` among their slots, leaving the `fixed` cards where they are (the
 * pile sizes stay), and returns the relabelling it amounts to: `of(card)` is the card now lying
 * where `card` lay (any other card is itself). A twin applies it to every hidden record of a card's
 * place (a look at a hand, an offer's cards, a failed Certificate), so they stay true.
 */
export function permutePiles(piles: readonly (readonly string[])[], fixed: ReadonlySet<string>, rng: Rng): { piles: string[][]; of: (card: string) => string } {
  const loose = rng.shuffle(piles.flatMap((p) => p.filter((c) => !fixed.has(c))));
  let at = 0;
  const map = new Map<string, string>();
  const out = piles.map((p) => p.map((c) => {
    if (fixed.has(c)) return c;
    const now = loose[at++]!;
    map.set(c, now);
    return now;
  }));
  return { piles: out, of: (card) => map.get(card) ?? card };
}

/**
 * A bijection of `cards` onto themselves that keeps each card within its class (`classOf`):
 * cards a seat knows only by class (a name, not an id) may be swapped for another of the class.
 */
export function shuffleWithinClasses(cards: readonly string[], classOf: (card: string) => string, rng: Rng): (card: string) => string {
  const byClass = new Map<string, string[]>();
  for (const c of [...cards].sort()) byClass.set(classOf(c), [...(byClass.get(classOf(c)) ?? []), c]);
  const map = new Map<string, string>();
  for (const group of byClass.values()) {
    const to = rng.shuffle(group);
    group.forEach((c, i) => map.set(c, to[i]!));
  }
  return (card) => map.get(card) ?? card;
}
