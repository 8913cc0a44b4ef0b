/**
 * Random play-outs with optional moves (bots choose uniformly among every seat that has a
 * legal move, so players who are not awaited make and withdraw offers during trade, PR8/PR9):
 * 1,000 complete games over 3, 4, 6 and 8 players. For speed most games are one round long;
 * 5 per player count are full six-round games (docs/games/politika.md). Every chosen move
 * must be accepted, every awaited seat must have a legal move, during trade only the current
 * player and receivers of pending offers are awaited, the invariants hold after every move,
 * and every game ends after its rounds.
 */
import { describe, expect, it } from "vitest";
import { RuleViolation } from "../../../engine/core/game";
import { randomPlayout } from "../../../engine/core/playout";
import { politika, politikaV1 } from "../../../engine/politika/index";
import { politikaV2Playout } from "./versions";
import type { Move } from "../../../engine/politika/moves";
import type { State } from "../../../engine/politika/state";
import { invariantProblems } from "./build";

const SHORT_GAMES = 245;
const FULL_GAMES = 5;

/** PR8/PR9: who is awaited during trade. */
const tradeAwaited = (s: State): number[] => [...new Set([s.current, ...s.offers.map((o) => o.receiver)])].sort((a, b) => a - b);

function playOut(seats: number, rounds: number, i: number, playout: typeof politika = politikaV1): { moves: number; turns: number; outOfTurnOffers: number } {
  let turns = 0;
  let outOfTurnOffers = 0;
  const p = randomPlayout(playout, {
    seats, options: { rounds, factions: i % 3 === 0 ? "chosen" : "random" }, seed: `prop-${seats}-${rounds}-${i}`, botSeed: `bot-${seats}-${rounds}-${i}`,
    maxMoves: 20_000, optionalMoves: true,
    onMove: (after, before, rec) => {
      const s = after as State;
      const move = rec.move as Move;
      const problems = invariantProblems(s);
      if (problems.length > 0) throw new Error(`${seats}p game ${i}, move ${move.kind}: ${problems.join("; ")}`);
      if (move.kind === "buy-cards") turns++;
      if ((move.kind === "offer-trade" || move.kind === "offer-alliance") && !politika.awaiting(before as State).includes(rec.seat)) outOfTurnOffers++;
      const awaited = politika.awaiting(s);
      if (s.phase !== "over" && awaited.length === 0) throw new Error("nobody awaited in a running game");
      if (s.phase === "trade") expect(awaited).toEqual(tradeAwaited(s));
      for (const seat of awaited) if (politika.legalMoves(s, seat).length === 0) throw new Error(`seat ${seat} awaited without a legal move in ${s.phase}`);
    },
  });
  expect(p.finished, `${seats}p game ${i} finished`).toBe(true);
  expect(p.state.round).toBe(rounds);
  return { moves: p.moves.length, turns, outOfTurnOffers };
}

describe("politika random play-outs with optional moves", () => {
  it.each([3, 4, 6, 8])("%i players: 250 complete games (245 of one round, 5 of six) keep every invariant; PR8 out-of-turn offers happen", (seats) => {
    let games = 0;
    let outOfTurn = 0;
    for (let i = 0; i < SHORT_GAMES; i++) {
      const r = playOut(seats, 1, i);
      expect(r.turns).toBe(seats);
      outOfTurn += r.outOfTurnOffers;
      games++;
    }
    for (let i = 0; i < FULL_GAMES; i++) {
      const r = playOut(seats, 6, i);
      expect(r.turns).toBe(seats * 6);
      outOfTurn += r.outOfTurnOffers;
      games++;
    }
    expect(games).toBe(250);
    expect(outOfTurn).toBeGreaterThan(games);
  }, 120_000);

  it.each([3, 4, 6, 8])("engine version 2, %i players: 20 one-round games and a six-round one with auto-pass changes keep every invariant", (seats) => {
    for (let i = 0; i < 20; i++) expect(playOut(seats, 1, i, politikaV2Playout).turns).toBe(seats);
    expect(playOut(seats, 6, 0, politikaV2Playout).turns).toBe(seats * 6);
  }, 120_000);

  it("every legal move of every seat, awaited or not, is accepted; outside trade a seat that is not awaited is refused, in every state of 8 one-round games", () => {
    let checked = 0;
    let refused = 0;
    for (const seats of [3, 4, 6, 8]) {
      for (let g = 0; g < 2; g++) {
        randomPlayout(politikaV2Playout, {
          seats, options: { rounds: 1, factions: g === 0 ? "chosen" : "random" }, seed: `all-legal-${seats}-${g}`, botSeed: `all-legal-${g}`, maxMoves: 5_000,
          optionalMoves: true,
          onMove: (after) => {
            const s = after as State;
            if (s.phase === "over") return;
            const awaited = politika.awaiting(s);
            for (let seat = 0; seat < seats; seat++) {
              const legal = politika.legalMoves(s, seat);
              for (const m of legal) {
                expect(() => politika.apply(s, seat, m), JSON.stringify(m)).not.toThrow();
                checked++;
              }
              if (s.phase === "trade" || awaited.includes(seat)) continue;
              // Outside trade a seat that is not awaited has no moves but its auto-pass setting
              // (version 2), and the awaited seats' moves are refused to it.
              expect(legal.map((m) => m.kind)).toEqual(["auto-pass", "auto-pass"]);
              for (const m of politika.legalMoves(s, awaited[0]!).filter((x) => x.kind !== "auto-pass").slice(0, 3)) {
                expect(() => politika.apply(s, seat, m), JSON.stringify(m)).toThrow(RuleViolation);
                refused++;
              }
            }
          },
        });
      }
    }
    expect(checked).toBeGreaterThan(10_000);
    expect(refused).toBeGreaterThan(1_000);
  }, 60_000);
});
