/**
 * Shared checks for the games' bots (docs/engine.md "Bots"): every move a bot picks on states
 * of random games is legal and accepted; a game of bots only runs to the end; and the bot's
 * choice never depends on what its seat cannot see (a twin state with the hidden cards
 * rearranged, identical in the seat's view, gets the same move).
 */
import { expect } from "vitest";
import { playBotGame, type Bot } from "../../../engine/core/bot";
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
 * For each sample: a twin from `rearrange` (the hidden cards and the RNG changed, the seat's
 * view the same) must get the same move from `bot` with the same tie-breaking seed. Returns
 * how many twins were checked and how many moves a control bot changed.
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
    if (JSON.stringify(def.view(twin, seat)) !== JSON.stringify(def.view(state, seat))) return;
    if (JSON.stringify(twin) === JSON.stringify(state)) return; // nothing hidden to rearrange
    checked++;
    const a = bot.chooseMove(state, seat, new Rng(seedRng(`tie-${i}`)));
    const b = bot.chooseMove(twin, seat, new Rng(seedRng(`tie-${i}`)));
    expect(b, `sample ${i}, seat ${seat}`).toEqual(a);
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
 * Shuffles the cards of `piles` among their slots, leaving the `fixed` cards where they are:
 * the hidden cards change places, the pile sizes stay.
 */
export function rearrangePiles(piles: readonly (readonly string[])[], fixed: ReadonlySet<string>, rng: Rng): string[][] {
  const loose = rng.shuffle(piles.flatMap((p) => p.filter((c) => !fixed.has(c))));
  let at = 0;
  return piles.map((p) => p.map((c) => (fixed.has(c) ? c : loose[at++]!)));
}

/**
 * A twin of `s` for the seat: the deck and the other seats' hands dealt again (the `fixed` cards,
 * which someone can see, stay where they are) and a new RNG. Games whose state keeps a `deck`,
 * per-player `hand`s and an `rng` (12-0-12, Conspiracy Theory) share it.
 */
export function redealHidden<S extends { deck: readonly string[]; players: readonly { hand: readonly string[] }[]; rng: unknown }>(s: S, seat: number, fixed: ReadonlySet<string>, rng: Rng): S {
  const others = s.players.map((_, i) => i).filter((i) => i !== seat);
  const [deck, ...hands] = rearrangePiles([s.deck, ...others.map((i) => s.players[i]!.hand)], fixed, rng);
  return {
    ...s,
    deck: deck!,
    players: s.players.map((p, i) => (i === seat ? p : { ...p, hand: hands[others.indexOf(i)]! })),
    rng: seedRng(`other-${rng.next()}`),
  };
}
