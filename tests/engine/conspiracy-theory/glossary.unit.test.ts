/**
 * Conspiracy Theory's Russian keeps the rulebook's words (engine/conspiracy-theory/glossary.ts):
 * wherever our English uses a glossary term — the engine's move labels and history lines of
 * whole games, its refusals, the card effects, the page's strings and guide — the Russian writes
 * the rulebook's word for it, and no banned word (раунд, форма…) appears anywhere in the game's
 * Russian, our rulings included.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { cards, conspiracyTheory } from "@backroom/engine/conspiracy-theory/index";
import { conspiracyTheoryBot } from "@backroom/engine/conspiracy-theory/bot";
import { glossary } from "@backroom/engine/conspiracy-theory/glossary";
import { russian } from "@backroom/engine/conspiracy-theory/russian";
import { EFFECT_RU } from "@backroom/engine/conspiracy-theory/russian-cards";
import { REFUSALS } from "@backroom/engine/conspiracy-theory/russian-refusals";
import { guideStrings, guideStringsRu, strings } from "../../../web/games/conspiracy-theory/strings";
import { bannedWords, gameTexts, missingTerms, pairsOf, stringsOf } from "../russian-texts";

const names = ["Аня", "Борис", "Вика"];
const cardNames = cards.map((c) => c.nameEn);
const options = conspiracyTheory.optionsSchema.parse({});

/** The engine's English of two whole games (random players, then bots), each with its Russian. */
const engine = (() => {
  const pairs = new Map<string, string>();
  for (const bot of ["random", conspiracyTheoryBot] as const) {
    const t = gameTexts(conspiracyTheory, { seats: 3, options, seed: `glossary-${bot === "random" ? "random" : "bot"}`, bot, names, maxMoves: 600 });
    for (const en of [...t.labels, ...t.lines, ...t.result]) pairs.set(en, russian(en));
  }
  return pairs;
})();

const effects = cards.flatMap((c) => (c.effect === "none" ? [] : [[c.effect, EFFECT_RU[c.id as keyof typeof EFFECT_RU]] as const]));
const page = [...pairsOf(strings.en, strings.ru), ...pairsOf(guideStrings, guideStringsRu)];
const rulings = readFileSync(resolve(import.meta.dirname, "../../../docs/games/conspiracy-theory.ru.md"), "utf8");

describe("Conspiracy Theory's Russian keeps the rulebook's words", { timeout: 120_000 }, () => {
  it("the engine's labels and lines of whole games write every glossary term as the rulebook does", () => {
    expect(engine.size).toBeGreaterThan(200);
    // The score label is a unit after a number, not a sentence: tests/engine/russian-plural covers it.
    const sentences = [...engine].filter(([en]) => en !== "pyramid");
    expect(missingTerms(glossary, sentences, cardNames).slice(0, 20)).toEqual([]);
  });

  it("refusals, card effects, the page's strings and the guide do too", () => {
    expect(missingTerms(glossary, Object.entries(REFUSALS), cardNames)).toEqual([]);
    expect(missingTerms(glossary, effects, cardNames)).toEqual([]);
    expect(missingTerms(glossary, page, cardNames)).toEqual([]);
  });

  it("no banned word appears in any of the game's Russian, our rulings included", () => {
    const all = [...engine.values(), ...Object.values(REFUSALS), ...Object.values(EFFECT_RU), ...stringsOf(strings.ru), ...stringsOf(guideStringsRu), rulings];
    expect(bannedWords(glossary, all)).toEqual([]);
  });

  it("a term the Russian drops, or a banned word, is caught", () => {
    expect(missingTerms(glossary, [["The round limit is reached.", "Достигнут предел раундов."]])).toHaveLength(1);
    expect(missingTerms(glossary, [["The round limit is reached.", "Достигнут предел кругов."]])).toEqual([]);
    expect(bannedWords(glossary, ["Форма 3-2-1"])).toHaveLength(1);
  });
});
