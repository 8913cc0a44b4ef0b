/**
 * The bots' benchmark (wired into `npm run bench`): each game's bot against players choosing
 * uniformly among the legal moves — its win rate over 200 games and how long a decision takes
 * (p50/p99/max, wall clock on this machine). The bot takes each seat in turn. Two-player games
 * for 12-0-12 and Conspiracy Theory; Politika needs three, so there the bot faces two random
 * players and a fair share is one game in three.
 */
import { playBotGame, type AnyBot, type Bot } from "../engine/core/bot";
import type { AnyGameDefinition } from "../engine/core/game";
import { bots, games } from "../engine/index";

export const GAMES = 200;

const quantile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

export interface BotBench {
  readonly game: string;
  readonly seats: number;
  readonly games: number;
  readonly wins: number;
  readonly unfinished: number;
  readonly times: readonly number[];
}

/** Plays `count` games of one bot against random players; wins count shared wins as fractions. */
export function botVersusRandom(def: AnyGameDefinition, bot: AnyBot, seats: number, count: number): BotBench {
  const times: number[] = [];
  const timed: Bot<unknown, unknown> = {
    name: bot.name,
    chooseMove(state, seat, rng) {
      const t0 = performance.now();
      const move = bot.chooseMove(state, seat, rng);
      times.push(performance.now() - t0);
      return move;
    },
  };
  let wins = 0;
  let unfinished = 0;
  for (let i = 0; i < count; i++) {
    const botSeat = i % seats;
    const players = Array.from({ length: seats }, (_, s) => (s === botSeat ? timed : ("random" as const)));
    const game = playBotGame(def, players, { seats, options: def.optionsSchema.parse({}), seed: `bot-bench-${i}`, botSeed: `bot-bench-players-${i}`, maxMoves: 10_000 });
    if (!game.finished) { unfinished++; continue; }
    const { winners } = def.result(game.state);
    if (winners.includes(botSeat)) wins += 1 / winners.length;
  }
  return { game: def.id, seats, games: count, wins, unfinished, times: [...times].sort((a, b) => a - b) };
}

export function bench(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const id of ["twelve-o-twelve", "politika", "conspiracy-theory"]) {
    const def = games[id]!;
    const bot = bots[id]!;
    const seats = Math.max(2, def.minPlayers);
    botVersusRandom(def, bot, seats, 3); // warm-up (JIT)
    const r = botVersusRandom(def, bot, seats, GAMES);
    const share = (100 / seats).toFixed(0);
    const t = r.times;
    out[`${id} (${bot.name}), ${seats} players`] =
      `won ${((100 * r.wins) / r.games).toFixed(1)}% of ${r.games} games against ${seats - 1} random player${seats > 2 ? "s" : ""} (fair share ${share}%)` +
      `${r.unfinished ? `, ${r.unfinished} unfinished` : ""}; decision p50 ${quantile(t, 0.5).toFixed(2)} ms, p99 ${quantile(t, 0.99).toFixed(1)} ms, max ${t.at(-1)!.toFixed(0)} ms (${t.length} decisions)`;
  }
  return out;
}
