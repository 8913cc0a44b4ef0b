/**
 * A game's history in Russian has no English left: seeded whole games of every engine, played by
 * random players and by the game's bot in every seat, are described move by move for every
 * viewer (as the page's history and the emails show them), each line also with the notes the
 * server adds to a move nobody chose (functions/src/service-helpers.ts: "(played by bot)",
 * "(played by bot: time ran out)" and the hand-over sentence) and the server's seat-change lines;
 * each is read by the game's translator, and no Latin word may remain but the players' names
 * and the brand «Tom Clancy's Politika». Labels (the email's choices) and results are read too.
 */
import { describe, expect, it } from "vitest";
import type { AnyBot } from "@backroom/engine/core/bot";
import type { AnyGameDefinition } from "@backroom/engine/core/game";
import { conspiracyTheory } from "@backroom/engine/conspiracy-theory/index";
import { conspiracyTheoryBot } from "@backroom/engine/conspiracy-theory/bot";
import { knows as ctKnows, russian as ctRussian } from "@backroom/engine/conspiracy-theory/russian";
import { politika } from "@backroom/engine/politika/index";
import { politikaBot } from "@backroom/engine/politika/bot";
import { knows as pKnows, russian as pRussian } from "@backroom/engine/politika/russian";
import { twelveOTwelve } from "@backroom/engine/twelve-o-twelve/index";
import { twelveOTwelveBot } from "@backroom/engine/twelve-o-twelve/bot";
import { knows as tKnows, russian as tRussian } from "@backroom/engine/twelve-o-twelve/russian";
import { handOverText, howText } from "../../functions/src/games/helpers";
import { gameTexts, latinLeft } from "./russian-texts";

/** Latin names as players type them, bots' seat names ("Bot 1", functions/src/lobby.ts) among them. */
const NAMES = ["Bot 1", "Ann", "Bob", "Bot 2", "Cy"];
const BRAND = ["Tom Clancy's Politika", "Tom Clancy's", "Politika"];

/** The server's seat-change lines (functions/src/seats.ts), for a seat's player `p`. */
const seatLines = (p: string, q: string) => [
  `${p} resigned; the bot plays on for the seat.`,
  `${p} took the seat back from the bot.`,
  `The host handed ${p}'s seat to the bot.`,
  `${q} takes over ${p}'s seat.`,
];

/** A history line as the server may store it: bare, made by a bot, or on a timeout with a hand-over. */
const asStored = (line: string, name: string) => [line, `${line} (${howText("bot")})`, `${line} (${howText("timeout")}) ${handOverText(name)}`];

interface Case {
  readonly game: AnyGameDefinition;
  readonly bot: AnyBot;
  readonly russian: (text: string) => string;
  readonly knows: (text: string) => boolean;
  readonly runs: readonly { seats: number; options: object; seed: string; bot: boolean }[];
  readonly maxMoves: number;
}

const CASES: Record<string, Case> = {
  "Conspiracy Theory": {
    game: conspiracyTheory, bot: conspiracyTheoryBot, russian: ctRussian, knows: ctKnows, maxMoves: 700,
    runs: [{ seats: 3, options: {}, seed: "latin-a", bot: false }, { seats: 4, options: {}, seed: "latin-b", bot: false }, { seats: 3, options: {}, seed: "latin-c", bot: true }],
  },
  "12-0-12": {
    game: twelveOTwelve, bot: twelveOTwelveBot, russian: tRussian, knows: tKnows, maxMoves: 1500,
    runs: [
      { seats: 2, options: {}, seed: "latin-a", bot: false }, { seats: 4, options: { leaders: "more-interaction" }, seed: "latin-b", bot: false },
      { seats: 3, options: {}, seed: "latin-c", bot: true },
    ],
  },
  Politika: {
    game: politika, bot: politikaBot, russian: pRussian, knows: pKnows, maxMoves: 3000,
    runs: [{ seats: 3, options: { rounds: 2, factions: "chosen" }, seed: "latin-a", bot: false }, { seats: 5, options: { rounds: 1 }, seed: "latin-b", bot: true }],
  },
};

describe("game histories in Russian keep no English", { timeout: 300_000 }, () => {
  it.each(Object.keys(CASES))("%s: every line of seeded random and bot games, with the server's notes, reads in Russian", (name) => {
    const c = CASES[name]!;
    const unknown = new Set<string>();
    const english = new Set<string>();
    let lines = 0;
    for (const run of c.runs) {
      const names = NAMES.slice(0, run.seats);
      const t = gameTexts(c.game, {
        seats: run.seats, options: c.game.optionsSchema.parse(run.options), seed: run.seed, bot: run.bot ? c.bot : "random", names, maxMoves: c.maxMoves, labelsPerState: 30,
      });
      const history = [...t.lines].flatMap((l) => asStored(l, names[1]!));
      for (const text of [...history, ...seatLines(names[0]!, names[1]!), ...t.labels, ...t.result]) {
        lines++;
        if (!c.knows(text)) unknown.add(text);
        else if (latinLeft(c.russian(text), names, BRAND).length > 0) english.add(`${text} → ${c.russian(text)}`);
      }
    }
    expect(lines).toBeGreaterThan(500);
    expect([...unknown].slice(0, 20)).toEqual([]);
    expect([...english].slice(0, 20)).toEqual([]);
  });

  it("the check itself sees English a translator leaves", () => {
    expect(latinLeft("Bot 1 выкладывает «ЦРУ» в ряд 1 (played by bot)", NAMES, BRAND)).toEqual(["played", "by", "bot"]);
    expect(latinLeft("Bot 1 выкладывает Организацию «ЦРУ» в ряд 1 (ход бота).", NAMES, BRAND)).toEqual([]);
    expect(ctKnows("Bot 1 places CIA in row 1. (played by a ghost)")).toBe(false);
  });
});
