/**
 * 12-0-12's Russian keeps its established words (engine/twelve-o-twelve/glossary.ts): wherever
 * our English uses a glossary term — the engine's move labels and history lines of whole games,
 * its refusals, the card texts, the page's strings, the Get Food form and the guide — the
 * Russian writes the glossary's word for it, and no banned word appears anywhere in the game's
 * Russian, our rulings included.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { twelveOTwelve } from "@backroom/engine/twelve-o-twelve/index";
import { twelveOTwelveBot } from "@backroom/engine/twelve-o-twelve/bot";
import { ANIMALS, LEADERS, type AnimalId, type LeaderId } from "@backroom/engine/twelve-o-twelve/cards";
import { glossary } from "@backroom/engine/twelve-o-twelve/glossary";
import { russian } from "@backroom/engine/twelve-o-twelve/russian";
import { ANIMAL_RU, LEADER_RU } from "@backroom/engine/twelve-o-twelve/russian-cards";
import { REFUSALS } from "@backroom/engine/twelve-o-twelve/russian-refusals";
import { FORM_WORDS } from "../../../web/games/twelve-o-twelve/form-words";
import { guideStrings, guideStringsRu, strings } from "../../../web/games/twelve-o-twelve/strings";
import { bannedWords, gameTexts, missingTerms, pairsOf, stringsOf } from "../russian-texts";

const names = ["Аня", "Борис", "Вика"];
const cardNames = [...ANIMALS.map((a) => a.name), ...LEADERS.map((l) => l.name)];

const engine = (() => {
  const pairs = new Map<string, string>();
  const runs = [
    { bot: "random" as const, options: {} },
    { bot: "random" as const, options: { variant: "training", compromat: false } },
    { bot: twelveOTwelveBot, options: {} },
  ];
  runs.forEach(({ bot, options }, i) => {
    const t = gameTexts(twelveOTwelve, { seats: 3, options: twelveOTwelve.optionsSchema.parse(options), seed: `glossary-${i}`, bot, names, maxMoves: 800, labelsPerState: 30 });
    for (const en of [...t.labels, ...t.lines, ...t.result]) pairs.set(en, russian(en));
  });
  return pairs;
})();

const cardTexts = [
  ...ANIMALS.filter((a) => a.ability).map((a) => [a.ability, ANIMAL_RU[a.id as AnimalId].ability] as const),
  ...LEADERS.flatMap((l) => [[l.condition, LEADER_RU[l.id as LeaderId].condition], [l.ability, LEADER_RU[l.id as LeaderId].ability]] as const),
];
/** The form's words: each function called with a count and a card name, as the form calls them. */
const form = Object.keys(FORM_WORDS.en).map((k) => {
  const say = (w: unknown) => (typeof w === "function" ? (w as (...a: unknown[]) => string)(3, "Mouse") : String(w));
  return [say(FORM_WORDS.en[k as keyof typeof FORM_WORDS.en]), say(FORM_WORDS.ru[k as keyof typeof FORM_WORDS.ru])] as const;
});
const page = [...pairsOf(strings.en, strings.ru), ...pairsOf(guideStrings, guideStringsRu), ...form];
const rulings = readFileSync(resolve(import.meta.dirname, "../../../docs/games/twelve-o-twelve.ru.md"), "utf8");

describe("12-0-12's Russian keeps its words", { timeout: 120_000 }, () => {
  it("the engine's labels and lines of whole games write every glossary term", () => {
    expect(engine.size).toBeGreaterThan(300);
    expect(missingTerms(glossary, engine, cardNames).slice(0, 20)).toEqual([]);
  });

  it("refusals, card texts, the page's strings, the Get Food form and the guide do too", () => {
    expect(missingTerms(glossary, Object.entries(REFUSALS), cardNames)).toEqual([]);
    expect(missingTerms(glossary, cardTexts, cardNames)).toEqual([]);
    expect(missingTerms(glossary, page, cardNames)).toEqual([]);
  });

  it("no banned word appears in any of the game's Russian, our rulings included", () => {
    const all = [...engine.values(), ...Object.values(REFUSALS), ...cardTexts.map(([, ru]) => ru), ...page.map(([, ru]) => ru), ...stringsOf(strings.ru), rulings];
    expect(bannedWords(glossary, all)).toEqual([]);
  });
});
