/**
 * 12-0-12's engine benchmarks and soak run (wired into `npm run bench` / `npm run soak`).
 * Bots choose uniformly among legalMoves; the replay benchmark uses a slower bot (it mostly
 * declines to attract) to get a game of 500 moves or more.
 */
import { randomPlayout } from "../engine/core/playout";
import type { RecordedMove } from "../engine/core/replay";
import { Rng, seedRng } from "../engine/core/rng";
import { twelveOTwelve as g } from "../engine/twelve-o-twelve/index";
import { getFoodChoices } from "../engine/twelve-o-twelve/choices";
import { symbols } from "../engine/twelve-o-twelve/effects";
import type { Move } from "../engine/twelve-o-twelve/moves";
import { optionsSchema } from "../engine/twelve-o-twelve/state";
import { checkInvariants, MAX_MOVES, VARIANTS } from "../tests/engine/twelve-o-twelve/playouts";
import { compareEngine } from "./measure";

/** A game of at least `length` moves: a bot that takes an Attract only one time in five. */
function longGame(length: number, def: typeof g = g) {
  for (let k = 0; ; k++) {
    const input = { seats: 4, options: optionsSchema.parse({}), seed: `bench-replay-${k}` };
    const bot = new Rng(seedRng(`bench-replay-bot-${k}`));
    let state = def.setup(input);
    const moves: RecordedMove<Move>[] = [];
    while (!def.result(state).finished && moves.length < MAX_MOVES) {
      const seat = bot.pick(def.awaiting(state));
      const legal = def.legalMoves(state, seat);
      const calm = legal.filter((m) => m.kind !== "attract");
      const move = calm.length > 0 && bot.int(5) > 0 ? bot.pick(calm) : bot.pick(legal);
      state = def.apply(state, seat, move);
      moves.push({ seat, move });
    }
    if (moves.length >= length) return { input, moves: moves.slice(0, length) };
  }
}

export function bench(): Promise<Record<string, string>> {
  return compareEngine({
    def: g, baseline: { module: "twelve-o-twelve/index", name: "twelveOTwelve" }, seats: [2, 3, 4], goalSeats: 2,
    play: { options: () => optionsSchema.parse({}), maxMoves: MAX_MOVES },
    replayGame: (def) => longGame(500, def as typeof g),
  });
}

/** The soak run's game `i`: 2–4 players, every variant in turn. */
export const soakGame = (i: number) => ({
  seats: 2 + (i % 3), options: optionsSchema.parse(VARIANTS[i % VARIANTS.length]), seed: `soak-${i}`, botSeed: `soak-bot-${i}`, maxMoves: MAX_MOVES,
});

/**
 * Random games over 2–4 players and every variant, invariants checked after every move; also
 * how long the legal-move lists get (docs "Legal-move lists": complete, so they grow with the hand).
 */
export function soak(games: number): { games: number; finished: number; note: string } {
  let finished = 0;
  let moves = 0;
  let limit = 0;
  let largest = { size: 0, at: "" };
  let over300 = 0;
  let over1000 = 0;
  let cut = 0;
  for (let i = 0; i < games; i++) {
    const { seats } = soakGame(i);
    const p = randomPlayout(g, {
      ...soakGame(i),
      onMove: (after, before, rec, index) => {
        const size = g.legalMoves(before as Parameters<typeof g.legalMoves>[0], rec.seat).length;
        if (size > 300) over300++;
        if (size > 1000) over1000++;
        const b = before as Parameters<typeof symbols>[0];
        if (b.phase === "play" && b.stack.length === 0 && b.turn.seat === rec.seat && !getFoodChoices(b.players[rec.seat]!.hand, symbols(b, rec.seat)).complete) cut++;
        if (size > largest.size) largest = { size, at: `soak game ${i} (${seats}p), move ${index + 1}` };
        try {
          checkInvariants(after as Parameters<typeof checkInvariants>[0]);
        } catch (e) {
          throw new Error(`soak game ${i} (${seats}p), after ${JSON.stringify(rec)}: ${(e as Error).message}`);
        }
      },
    });
    if (p.finished && p.state.winners.length > 0) finished++;
    if ((p.state.endReason ?? "").includes("turn limit")) limit++;
    moves += p.moves.length;
  }
  const lists = `largest legal-move list ${largest.size} (${largest.at}); lists over 300 moves at ${over300} decisions, over 1000 at ${over1000}; Get Food list cut (GET_FOOD_LIMIT) at ${cut}`;
  return { games, finished, note: `2–4 players, ${VARIANTS.length} option sets; ${moves} moves (${(moves / games).toFixed(0)} a game); ${limit} games ended by the turn limit; invariants checked after every move; ${lists}.` };
}
