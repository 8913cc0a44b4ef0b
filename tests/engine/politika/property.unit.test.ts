/**
 * Random play-outs (bots choosing uniformly among legalMoves, offers included): 1,000
 * complete games over 3, 4, 6 and 8 players. For speed most games are one round long; 20 are
 * full six-round games (docs/games/politika.md). Every chosen move must be accepted, every
 * awaited seat must have a legal move, the invariants hold after every move, and every game
 * ends after its rounds.
 */
import { describe, expect, it } from "vitest";
import { randomPlayout } from "../../../engine/core/playout";
import { politika } from "../../../engine/politika/index";
import type { Move } from "../../../engine/politika/moves";
import type { State } from "../../../engine/politika/state";
import { invariantProblems } from "./build";

const SHORT_GAMES = 245;
const FULL_GAMES = 5;

function playOut(seats: number, rounds: number, i: number): { moves: number; turns: number } {
  let turns = 0;
  const p = randomPlayout(politika, {
    seats, options: { rounds, factions: i % 3 === 0 ? "chosen" : "random" }, seed: `prop-${seats}-${rounds}-${i}`, botSeed: `bot-${seats}-${rounds}-${i}`, maxMoves: 20_000,
    onMove: (after, _before, rec) => {
      const s = after as State;
      const problems = invariantProblems(s);
      if (problems.length > 0) throw new Error(`${seats}p game ${i}, move ${(rec.move as Move).kind}: ${problems.join("; ")}`);
      if ((rec.move as Move).kind === "buy-cards") turns++;
      const awaited = politika.awaiting(s);
      if (s.phase !== "over" && awaited.length === 0) throw new Error("nobody awaited in a running game");
      for (const seat of awaited) if (politika.legalMoves(s, seat).length === 0) throw new Error(`seat ${seat} awaited without a legal move in ${s.phase}`);
    },
  });
  expect(p.finished, `${seats}p game ${i} finished`).toBe(true);
  expect(p.state.round).toBe(rounds);
  return { moves: p.moves.length, turns };
}

describe("politika random play-outs", () => {
  it.each([3, 4, 6, 8])("%i players: 250 complete games (245 of one round, 5 of six) keep every invariant", (seats) => {
    let games = 0;
    for (let i = 0; i < SHORT_GAMES; i++) {
      expect(playOut(seats, 1, i).turns).toBe(seats);
      games++;
    }
    for (let i = 0; i < FULL_GAMES; i++) {
      expect(playOut(seats, 6, i).turns).toBe(seats * 6);
      games++;
    }
    expect(games).toBe(250);
  }, 120_000);

  it("every legal move of every awaited seat is accepted, in every state of 8 one-round games", () => {
    let checked = 0;
    for (const seats of [3, 4, 6, 8]) {
      for (let g = 0; g < 2; g++) {
        randomPlayout(politika, {
          seats, options: { rounds: 1, factions: g === 0 ? "chosen" : "random" }, seed: `all-legal-${seats}-${g}`, botSeed: `all-legal-${g}`, maxMoves: 5_000,
          onMove: (after) => {
            const s = after as State;
            for (const seat of politika.awaiting(s)) for (const m of politika.legalMoves(s, seat)) {
              expect(() => politika.apply(s, seat, m), JSON.stringify(m)).not.toThrow();
              checked++;
            }
          },
        });
      }
    }
    expect(checked).toBeGreaterThan(10_000);
  }, 60_000);
});
