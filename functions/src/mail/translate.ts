/**
 * The engines' English inside an email, in the reader's language. Engines stay pure and write
 * English (history lines, move labels, results); each game with Russian has a pure translator
 * beside its engine (engine/<game>/russian.ts, the same one the web page uses), registered here
 * by game id. The server's own lines (a game's creation, a rules update) and the result line are
 * put in Russian here too, and the game's title is the one the Russian site shows.
 */
import { russian as conspiracyTheory } from "@backroom/engine/conspiracy-theory/russian";
import { russian as politika } from "@backroom/engine/politika/russian";
import { russian as twelveOTwelve } from "@backroom/engine/twelve-o-twelve/russian";
import type { Language } from "../contract";
import type { GameNews } from "../games/news";

type Translator = (text: string) => string;

/** Game id → its engine sentences in Russian. */
export const RUSSIAN: Readonly<Record<string, Translator>> = {
  "conspiracy-theory": conspiracyTheory,
  "twelve-o-twelve": twelveOTwelve,
  politika,
};

/** Titles as the Russian site shows them (web/games/<game>/strings.ts, `meta.title`; a test keeps them equal). */
const TITLE_RU: Readonly<Record<string, string>> = {
  "conspiracy-theory": "Теория заговора",
  "twelve-o-twelve": "12-0-12: Теория власти",
  politika: "Tom Clancy's Politika",
};

/** A game's title as a reader in `language` reads it. */
export function titleIn(game: string, title: string, language: Language): string {
  return language === "ru" ? TITLE_RU[game] ?? title : title;
}

/** One line of a game's history or a choice, in Russian: the server's own lines first, then the game's. */
function line(game: string, text: string): string {
  const say = RUSSIAN[game] ?? ((x: string) => x);
  const sat = /^(.+) sat down to play (.+)\.$/.exec(text);
  if (sat) return `${sat[1]} садятся за игру «${TITLE_RU[game] ?? sat[2]}».`;
  const upd = /^Rules updated to engine version (\d+): (.*)$/s.exec(text);
  if (upd) return `Правила обновлены до версии движка ${upd[1]}: ${say(upd[2]!)}`;
  return say(text);
}

/** The result line the service writes ("<summary> Winner: Ann."), in Russian. */
function result(game: string, text: string): string {
  const m = /^(.*?) ?(Winners?): (.*)\.$/s.exec(text);
  if (!m) return line(game, text);
  const winners = m[3] === "none" ? "нет" : m[3];
  return `${m[1] ? `${line(game, m[1])} ` : ""}${m[2] === "Winner" ? "Победитель" : "Победители"}: ${winners}.`;
}

/** A game's news as a reader in `language` reads it (English passes through). */
export function newsIn(n: GameNews, language: Language): GameNews {
  if (language !== "ru") return n;
  return {
    ...n,
    title: titleIn(n.game, n.title, language),
    lines: n.lines.map((l) => line(n.game, l)),
    choices: n.choices.map((c) => line(n.game, c)),
    result: n.result === null ? null : result(n.game, n.result),
  };
}
