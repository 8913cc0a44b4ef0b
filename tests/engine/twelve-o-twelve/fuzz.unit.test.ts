/**
 * Robustness: well-formed but wrong moves (another seat's, other cards, other numbers, moves
 * of another moment) are rejected with a RuleViolation — never a crash — or accepted.
 */
import { describe, expect, it } from "vitest";
import { RuleViolation } from "../../../engine/core/game";
import { randomPlayout } from "../../../engine/core/playout";
import { Rng, seedRng } from "../../../engine/core/rng";
import { ANIMAL_CARDS } from "../../../engine/twelve-o-twelve/cards";
import { twelveOTwelve as g } from "../../../engine/twelve-o-twelve/index";
import { moveSchema, type Move } from "../../../engine/twelve-o-twelve/moves";
import { optionsSchema, type State } from "../../../engine/twelve-o-twelve/state";
import { VARIANTS } from "./playouts";

function mutate(rng: Rng, move: Move): Move | null {
  const text = JSON.stringify(move)
    .replace(/"[a-z]+#\d"/g, (m) => (rng.int(3) === 0 ? JSON.stringify(rng.pick(ANIMAL_CARDS)) : m))
    .replace(/:(\d)([,}])/g, (m, _n: string, end: string) => (rng.int(3) === 0 ? `:${rng.int(4)}${end}` : m));
  const parsed = moveSchema.safeParse(JSON.parse(text));
  return parsed.success ? parsed.data : null;
}

describe("fuzz: wrong moves are rule violations", () => {
  it.each([0, 1, 2, 3, 4, 5, 6, 7, 8])("game %i", (i) => {
    const input = { seats: 2 + (i % 3), options: optionsSchema.parse(VARIANTS[i]), seed: `fuzz-${i}` };
    const played = randomPlayout(g, { ...input, botSeed: `fuzz-bot-${i}`, maxMoves: 3000 });
    const rng = new Rng(seedRng(`fuzz-${i}`));
    let state: State = g.setup(input);
    const pool: Move[] = played.moves.map((m) => m.move);
    let rejected = 0;
    for (const { seat, move } of played.moves) {
      for (let k = 0; k < 4; k++) {
        const candidate = k === 0 ? rng.pick(pool) : mutate(rng, k === 1 ? move : rng.pick(pool));
        const who = rng.int(state.players.length);
        if (candidate === null) continue;
        try {
          g.apply(state, who, candidate);
        } catch (e) {
          if (!(e instanceof RuleViolation)) throw new Error(`crash on ${JSON.stringify(candidate)} by ${who}: ${(e as Error).stack}`);
          rejected++;
        }
      }
      state = g.apply(state, seat, move);
    }
    expect(rejected).toBeGreaterThan(0);
  }, 60_000);
});
