/**
 * The platform's own English inside a game's history, in Russian: the note the server appends to
 * a move nobody chose ("(played by bot)", "(played by bot: time ran out)"), the sentence when a
 * bot takes over a seat after timeouts, and the seat changes (resigning, taking a seat back,
 * handing it over, replacing a player). Those lines reach the page and the emails through the
 * game's translator (engine/<game>/russian.ts), as every history line does, so each game's
 * translator reads them through `withPlatform`. The wording follows functions/src
 * (service-helpers.ts and seats.ts); a test builds the lines with the server's own helpers.
 */
import { type Rule, apply } from "./phrasebook";

const BOT = " (played by bot)";
const TIMEOUT = " (played by bot: time ran out)";
const HAND_OVER = /^(.*) After too many timeouts in a row, a bot now plays for (.+), who can take the seat back from the game page\.$/s;

/** Whole lines the platform writes about seats. */
const SEATS: readonly Rule[] = [
  [/^(.+) resigned; the bot plays on for the seat\.$/, (m) => `${m[1]} сдаётся; дальше за это место играет бот.`],
  [/^(.+) took the seat back from the bot\.$/, (m) => `${m[1]} забирает своё место у бота.`],
  [/^The host handed (.+)'s seat to the bot\.$/, (m) => `Создатель игры отдаёт место игрока ${m[1]} боту.`],
  [/^(.+) takes over (.+)'s seat\.$/, (m) => `${m[1]} занимает место игрока ${m[2]}.`],
];

/**
 * `text` in Russian when it is a platform line, or a game line (read by `game`, null when it
 * cannot) with the platform's notes after it; null when the game part is unknown.
 */
export function withPlatform(text: string, game: (text: string) => string | null): string | null {
  const hand = HAND_OVER.exec(text);
  if (hand) {
    const move = withPlatform(hand[1]!, game);
    const who = hand[2]!;
    return move && `${move} После стольких просрочек подряд за игрока ${who} теперь играет бот; вернуть себе место можно на странице игры.`;
  }
  for (const [note, ru] of [[TIMEOUT, " (ход бота: время вышло)"], [BOT, " (ход бота)"]] as const) {
    if (text.endsWith(note)) {
      const move = game(text.slice(0, -note.length));
      return move && `${move}${ru}`;
    }
  }
  return apply(SEATS, text) ?? game(text);
}
