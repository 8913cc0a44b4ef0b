/**
 * The property test and the hidden-information test over the same random games, registered
 * by two test files that each take half of the 540 games (so vitest runs them in parallel
 * and every game is played once): bots choosing uniformly among legalMoves play complete
 * games over 2, 3 and 4 players and every TR1 option set. Every legal move must be accepted,
 * every game must end with a winner within MAX_MOVES, the invariants must hold after every
 * move (60 cards conserved, no negative resources, Compromat ≤ 5, VP recomputed = VP
 * reported), and for every state reached no view and no log line may contain a secret of
 * another seat (hand cards, deck order, hidden Leaders; TR4).
 */
import { describe, expect, it } from "vitest";
import { MAX_MOVES, playGame, VARIANTS } from "./playouts";

/**
 * 540 games (2,000, then 1,000, until 2026-12; they were a third of the unit tier's time, and
 * `npm test` must stay under 15 minutes on two cores). Seats, TR1 option sets and engine
 * versions cycle with the index (3 × 9 × 2, a period of 18), so every combination is still
 * played 30 times, each to its end with the checks after every move;
 * `npm run soak` plays 3,000 more with the invariants, and tests/engine/oracles/leaks checks
 * hidden information against an independent oracle.
 */
export const GAMES = 540;
/** A chunk plays every combination 5 times (5 × 18). */
const CHUNK = 90;

export function randomGames(from: number, to: number): void {
  describe(`random complete games ${from}–${to - 1}`, () => {
    it.each(Array.from({ length: (to - from) / CHUNK }, (_, k) => from + k * CHUNK))(
      "games %i.. (+90): finish with a winner; invariants hold and nothing leaks after every move",
      (start) => {
        const seats = new Set<number>();
        const variants = new Set<number>();
        for (let i = start; i < start + CHUNK; i++) {
          const r = playGame(i, { invariants: true, leaks: true });
          expect(r.finished, `game ${i} did not finish in ${MAX_MOVES} moves`).toBe(true);
          expect(r.state.winners.length).toBeGreaterThan(0);
          seats.add(r.state.players.length);
          variants.add(i % VARIANTS.length);
        }
        expect([...seats].sort()).toEqual([2, 3, 4]);
        expect(variants.size).toBe(VARIANTS.length);
      },
      180_000,
    );
  });
}
