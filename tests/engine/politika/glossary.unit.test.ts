/**
 * Politika's Russian keeps its established words (engine/politika/glossary.ts): wherever our
 * English uses a glossary term — the engine's move labels and history lines of whole games, its
 * refusals, the card, event and faction texts, the page's strings and the guide — the Russian
 * writes the glossary's word for it, and no banned word appears anywhere in the game's Russian,
 * our rulings included.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { politika } from "@backroom/engine/politika/index";
import { politikaBot } from "@backroom/engine/politika/bot";
import { glossary } from "@backroom/engine/politika/glossary";
import { russian } from "@backroom/engine/politika/russian";
import { REFUSALS } from "@backroom/engine/politika/russian-refusals";
import { boardStrings } from "../../../web/games/politika/board-strings";
import { guideStrings, guideStringsRu, strings } from "../../../web/games/politika/strings";
import { bannedWords, gameTexts, missingTerms, pairsOf, stringsOf } from "../russian-texts";

const names = ["Аня", "Борис", "Вика", "Глеб"];

const engine = (() => {
  const pairs = new Map<string, string>();
  for (const bot of ["random", politikaBot] as const) {
    const options = politika.optionsSchema.parse({ rounds: 2, factions: bot === "random" ? "chosen" : "random" });
    const t = gameTexts(politika, { seats: 4, options, seed: `glossary-${bot === "random" ? "random" : "bot"}`, bot, names, maxMoves: 3000, labelsPerState: 40 });
    for (const en of [...t.labels, ...t.lines, ...t.result]) pairs.set(en, russian(en));
  }
  return pairs;
})();

const page = [...pairsOf(strings.en, strings.ru), ...pairsOf(boardStrings.en, boardStrings.ru), ...pairsOf(guideStrings, guideStringsRu)];
const rulings = readFileSync(resolve(import.meta.dirname, "../../../docs/games/politika.ru.md"), "utf8");

describe("Politika's Russian keeps its words", { timeout: 300_000 }, () => {
  it("the engine's labels and lines of whole games write every glossary term", () => {
    expect(engine.size).toBeGreaterThan(300);
    // The score label is a unit after a number, not a sentence: tests/engine/russian-plural covers it.
    const sentences = [...engine].filter(([en]) => en !== "influence");
    expect(missingTerms(glossary, sentences).slice(0, 20)).toEqual([]);
  });

  it("refusals, the card, event and faction texts, the page's strings and the guide do too", () => {
    expect(missingTerms(glossary, Object.entries(REFUSALS))).toEqual([]);
    expect(missingTerms(glossary, page).slice(0, 30)).toEqual([]);
  });

  it("no banned word appears in any of the game's Russian, our rulings included", () => {
    const all = [...engine.values(), ...Object.values(REFUSALS), ...stringsOf(strings.ru), ...stringsOf(boardStrings.ru), ...stringsOf(guideStringsRu), rulings];
    expect(bannedWords(glossary, all)).toEqual([]);
  });
});
