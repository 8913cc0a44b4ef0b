/** The end of the game: scoring and the weighted tie vote (PR14). */
import { describe, expect, it } from "vitest";
import { politika } from "../../../engine/politika/index";
import { REGION_IDS, UPRISING_IDS, type RegionId, type UprisingId } from "../../../engine/politika/cards";
import type { State } from "../../../engine/politika/state";
import { game, play, reject, type Build } from "./build";

/** Deals a token pool (78 tokens) to the regions and uprisings in order. */
function board(counts: number[]): Pick<Build, "regions" | "uprisings"> {
  const pool = counts.flatMap((n, seat) => Array<number>(n).fill(seat));
  const regions = Object.fromEntries(REGION_IDS.map((r, i) => [r, pool.slice(i * 3, i * 3 + 3)])) as Record<RegionId, number[]>;
  const spots: RegionId[] = ["MUR", "DAG", "TUV"];
  const uprisings = Object.fromEntries(UPRISING_IDS.map((u, i) => [u, { region: spots[i]!, tokens: pool.slice(69 + i * 3, 72 + i * 3) }])) as Record<UprisingId, { region: RegionId; tokens: number[] }>;
  return { regions, uprisings };
}

/** The last turn of the last round, about to end. */
const lastTurn = (b: Build): State => game({ phase: "buying", current: (b.players ?? 4) - 1, round: 6, rounds: 6, ...b });
const finish = (s: State): State => play(s, s.current, { kind: "buy-cards", count: 0 });

describe("PR14 end of the game", () => {
  it("PR14: score = tokens on the board and in uprisings + 1 per full $30,000, mid-game too", () => {
    const s = game({ ...board([30, 30, 10, 8]), money: [59_999, 60_000, 0, 29_999] });
    expect(politika.result(s)).toMatchObject({ finished: false, winners: [], scores: [31, 32, 10, 8], scoreLabel: "influence" });
  });

  it("PR14: the highest score wins after the last round", () => {
    const s = finish(lastTurn({ ...board([30, 30, 10, 8]), money: [0, 30_000, 0, 0] }));
    expect(politika.result(s)).toMatchObject({ finished: true, winners: [1] });
    expect(politika.awaiting(s)).toEqual([]);
  });

  it("PR14: a tie vote: the players not tied vote, weighted by their scores", () => {
    let s = finish(lastTurn({ ...board([36, 36, 3, 3]), money: [0, 0, 90_000, 0] }));
    expect(s.phase).toBe("vote");
    expect(s.tied).toEqual([0, 1]);
    expect(politika.awaiting(s)).toEqual([2, 3]);
    expect(politika.legalMoves(s, 2)).toEqual([{ kind: "vote", for: 0 }, { kind: "vote", for: 1 }]);
    reject(s, 0, { kind: "vote", for: 0 }, "move/not-your-turn");
    reject(s, 2, { kind: "vote", for: 3 }, "politika/not-tied");
    s = play(s, 3, { kind: "vote", for: 1 });
    expect(politika.view(s, 2).vote).toEqual({ tied: [0, 1], voted: [false, false, false, true], votes: null });
    s = play(s, 2, { kind: "vote", for: 0 });
    expect(politika.result(s)).toMatchObject({ finished: true, winners: [0] });
  });

  it("PR14: a tied vote is a shared win among those still tied", () => {
    let s = finish(lastTurn({ ...board([36, 36, 3, 3]) }));
    s = play(play(s, 2, { kind: "vote", for: 0 }), 3, { kind: "vote", for: 1 });
    expect(politika.result(s)).toMatchObject({ finished: true, winners: [0, 1] });
  });

  it("PR14: if every player is tied, the game is a draw shared by all", () => {
    const s = finish(lastTurn({ players: 3, ...board([26, 26, 26]), money: [0, 0, 0] }));
    expect(politika.result(s)).toMatchObject({ finished: true, winners: [0, 1, 2] });
    reject(s, 0, { kind: "buy-cards", count: 0 }, "game/over");
  });
});
