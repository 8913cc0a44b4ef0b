/**
 * The bot interface (engine/core/bot.ts): hidden cards dealt from the sorted pool (so where
 * they really were cannot matter), look-ahead bots deterministic given their Rng, ties broken
 * by it, a rules refusal counted as the worst move but a bug never swallowed, and every game
 * registered with a bot.
 */
import { describe, expect, it } from "vitest";
import { bots, games } from "../../../engine/index";
import { botMove, dealHidden, lookaheadBot, playBotGame } from "../../../engine/core/bot";
import { RuleViolation } from "../../../engine/core/game";
import { Rng, seedRng } from "../../../engine/core/rng";
import { twelveOTwelve as g } from "../../../engine/twelve-o-twelve/index";
import type { Move } from "../../../engine/twelve-o-twelve/moves";
import type { State } from "../../../engine/twelve-o-twelve/state";

const options = g.optionsSchema.parse({});

/** A 12-0-12 state in play, after the setup choices. */
function inPlay(seed: string): State {
  const game = playBotGame(g, ["random", "random"], { seats: 2, options, seed, botSeed: seed, maxMoves: 6 });
  return game.state;
}

describe("bots", () => {
  it("every game in the registry has a bot with a name", () => {
    expect(Object.keys(bots).sort()).toEqual(Object.keys(games).sort());
    for (const bot of Object.values(bots)) expect(bot.name).toMatch(/^the /);
  });

  it("dealHidden: the same hidden cards in any order give the same piles of the asked sizes", () => {
    const pool = ["d", "a", "c", "b", "e"];
    const piles = dealHidden(pool, [2, 3], 0);
    expect(piles.map((p) => p.length)).toEqual([2, 3]);
    expect(piles.flat().sort()).toEqual(["a", "b", "c", "d", "e"]);
    expect(dealHidden(["e", "b", "a", "d", "c"], [2, 3], 0)).toEqual(piles);
    expect(() => dealHidden(pool, [2, 2], 0)).toThrow(/piles of 4/);
  });

  it("a look-ahead bot is deterministic given its Rng, and breaks ties with it", () => {
    const flat = lookaheadBot(g, "the Indifferent", { samples: 1, determinize: (s) => s, evaluate: () => 0 });
    const s = inPlay("tie");
    const seat = g.awaiting(s)[0]!;
    expect(g.legalMoves(s, seat).length).toBeGreaterThan(1);
    const pick = (seed: string) => JSON.stringify(flat.chooseMove(s, seat, new Rng(seedRng(seed))));
    expect(pick("a")).toEqual(pick("a"));
    expect(JSON.stringify(botMove(flat, s, seat, "a"))).toEqual(pick("a"));
    const picks = new Set(["a", "b", "c", "d", "e", "f", "g", "h"].map(pick));
    expect(picks.size).toBeGreaterThan(1);
  });

  it("a move the copy refuses counts as the worst; any other error surfaces", () => {
    const s = inPlay("refuse");
    const seat = g.awaiting(s)[0]!;
    const legal = g.legalMoves(s, seat);
    const favourite = legal[legal.length - 1]!;
    const refusing = lookaheadBot(g, "the Refused", {
      samples: 1,
      determinize: (x) => x,
      settle: (after) => after,
      evaluate: (_after, _seat, move: Move) => {
        if (JSON.stringify(move) === JSON.stringify(favourite)) throw new RuleViolation("test/refused", "refused");
        return 0;
      },
    });
    for (let i = 0; i < 10; i++) expect(refusing.chooseMove(s, seat, new Rng(seedRng(`r${i}`)))).not.toEqual(favourite);
    const broken = lookaheadBot(g, "the Broken", { samples: 1, determinize: (x) => x, evaluate: () => { throw new TypeError("bug"); } });
    expect(() => broken.chooseMove(s, seat, new Rng(seedRng("x")))).toThrow(TypeError);
  });

  it("playBotGame is reproduced by its seeds", () => {
    const run = () => playBotGame(g, [bots[g.id]!, "random"], { seats: 2, options, seed: "again", botSeed: "again", maxMoves: 3000 });
    const [a, b] = [run(), run()];
    expect(a.finished).toBe(true);
    expect(b.moves).toBe(a.moves);
    expect(b.state).toEqual(a.state);
  });
});
