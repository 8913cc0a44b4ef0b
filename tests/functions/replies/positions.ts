/**
 * Real positions of every game for the reply tests: states of seeded random play (the engines'
 * own uniform bot, engine/core/playout.ts), each with an awaited seat and its labelled legal
 * moves as the API gives them.
 */
import { games, type AnyGameDefinition, type Seat } from "@backroom/engine";
import { randomPlayout } from "@backroom/engine/core/playout";
import type { LegalMove } from "../../../functions/src/contract";
import { labelledMoves } from "../../../functions/src/games/game-response";
import { highCard } from "../../fixtures/high-card";

export const NAMES = ["Ann", "Bob", "Cy"] as const;

/** The three real games and the test-only High Card. */
export const GAMES: readonly AnyGameDefinition[] = [games["twelve-o-twelve"]!, games.politika!, games["conspiracy-theory"]!, highCard as AnyGameDefinition];

export interface Position {
  readonly def: AnyGameDefinition;
  readonly state: unknown;
  readonly seat: Seat;
  readonly moves: readonly LegalMove[];
  readonly tag: string;
}

/** Positions of `games` seeded games of `def` with three seats: the first states, then every `every`-th. */
export function positions(def: AnyGameDefinition, opts: { games: number; every: number; maxMoves: number }): Position[] {
  const out: Position[] = [];
  const take = (state: unknown, tag: string) => {
    for (const seat of def.awaiting(state)) out.push({ def, state, seat, moves: labelledMoves(def, state, seat, NAMES), tag: `${tag} seat ${seat}` });
  };
  for (let g = 0; g < opts.games; g++) {
    const input = { seats: 3, options: def.optionsSchema.parse({}), seed: `replies-${def.id}-${g}` };
    take(def.setup(input), `${def.id} game ${g} start`);
    randomPlayout(def, {
      ...input, botSeed: `replies-bot-${g}`, maxMoves: opts.maxMoves,
      onMove: (after, _before, _move, i) => {
        if (i % opts.every === opts.every - 1 && !def.result(after).finished) take(after, `${def.id} game ${g} move ${i + 1}`);
      },
    });
  }
  return out;
}

const searched = new Map<string, Position[]>();

/** The first position of `def`'s sample games (six games, every third state) for which `pick` gives something. */
export function findPosition<T>(def: AnyGameDefinition, pick: (p: Position) => T | null | undefined): { position: Position; found: T } {
  if (!searched.has(def.id)) searched.set(def.id, positions(def, { games: 6, every: 3, maxMoves: 400 }));
  for (const position of searched.get(def.id)!) {
    const found = pick(position);
    if (found !== null && found !== undefined) return { position, found };
  }
  throw new Error(`${def.id}: no sample position fits`);
}
