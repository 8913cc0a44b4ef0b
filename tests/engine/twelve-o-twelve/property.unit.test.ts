/**
 * Random play-outs (property test): bots choosing uniformly among legalMoves play 2,000
 * complete games over 2, 3 and 4 players and every TR1 variant. Every legal move must be
 * accepted, every game must end with a winner, and the invariants hold after every move
 * (60 cards conserved, no negative resources, Compromat ≤ 5, VP recomputed = VP reported).
 */
import { describe, expect, it } from "vitest";
import { MAX_MOVES, playGame, VARIANTS } from "./playouts";

const GAMES = 2000;
const CHUNK = 250;

describe("property: random complete games", () => {
  it.each(Array.from({ length: GAMES / CHUNK }, (_, k) => k * CHUNK))("games %i.. (+250) finish with a winner; invariants hold after every move", (from) => {
    const bySeats = new Map<number, number>();
    for (let i = from; i < from + CHUNK; i++) {
      const r = playGame(i, { invariants: true, leaks: false });
      expect(r.finished, `game ${i} did not finish in ${MAX_MOVES} moves`).toBe(true);
      expect(r.state.winners.length).toBeGreaterThan(0);
      bySeats.set(r.state.players.length, (bySeats.get(r.state.players.length) ?? 0) + 1);
    }
    expect([...bySeats.keys()].sort()).toEqual([2, 3, 4]);
    expect(VARIANTS.length).toBeGreaterThan(1);
  }, 120_000);
});
