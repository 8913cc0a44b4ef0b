/**
 * 12-0-12's glossary: our English terms and the Russian words for them. The rulebook we follow
 * is the English one (12-0-12: Theory of Power with its FAQ); the Russian words are the ones the
 * game's Russian title and our rulings established (docs/games/twelve-o-twelve.ru.md: сторонник,
 * аппетит, Еда, Влияние, Компромат, Лидер, общины «Свободные» и «Правители», действия «Добыть
 * еду», «Привлечь», «Переманить», «Искать связи»), with the forms our Russian uses.
 * tests/engine/twelve-o-twelve/glossary.unit.test.ts holds every Russian text of the game to it.
 */
import { type Glossary, noun } from "../core/glossary";

const RULINGS = "наши уточнения, docs/games/twelve-o-twelve.ru.md";

export const glossary: Glossary = {
  terms: [
    { en: /\bsupporters?\b/i, ru: "сторонник", forms: ["сторонник*"], source: RULINGS },
    { en: /\bappetite\b/i, ru: "аппетит", forms: ["аппетит*"], source: RULINGS },
    { en: /\bFood\b/i, ru: "Еда", forms: noun(["Еда", "Еды", "Еде", "Еду", "Едой"]), source: RULINGS },
    { en: /\bInfluence\b|\bInfl\./i, ru: "Влияние", forms: noun(["Влияние", "Влияния", "Влиянию", "Влиянием", "Вл"]), source: RULINGS },
    { en: /\bCompromat\b/i, ru: "Компромат", forms: ["компромат*"], source: RULINGS },
    { en: /\bLeaders?\b/i, ru: "Лидер", forms: ["лидер*"], source: RULINGS },
    { en: /\bFree\b/, ru: "Свободные", forms: noun(["Свободные", "Свободных", "Свободными"]), source: `${RULINGS}: община «Свободные»` },
    { en: /\bRulers\b/, ru: "Правители", forms: noun(["Правители", "Правителей", "Правителями", "Правителям"]), source: `${RULINGS}: община «Правители»` },
    { en: /\bGet Food\b/i, ru: "Добыть еду", forms: ["добыть еду", "добывает еду", "добывать еду"], source: `${RULINGS}: действие «Добыть еду»` },
    { en: /\battract(?:s|ed|ing)?\b/i, ru: "Привлечь", forms: ["привле*"], source: `${RULINGS}: действие «Привлечь»` },
    { en: /\bpoach(?:es|ed|ing)?\b/i, ru: "Переманить", forms: ["переман*"], source: `${RULINGS}: действие «Переманить»` },
    { en: /\bSeek Contacts\b/i, ru: "Искать связи", forms: ["искать связи", "ищет связи", "ищете связи"], source: `${RULINGS}: действие «Искать связи»` },
    { en: /\bfactions?\b/i, ru: "фракция", forms: ["фракци*"], source: RULINGS },
    { en: /\bVP\b/, ru: "ПО", forms: ["ПО", "победн*"], source: `${RULINGS}: победные очки (ПО)` },
    { en: /\bPredators?\b/i, ru: "Хищник", forms: ["хищник*"], source: RULINGS },
    { en: /\bSupplier\b/i, ru: "Поставщик", forms: ["поставщик*"], source: RULINGS },
    { en: /\bAnimals?\b/i, ru: "Зверь", forms: noun(["Зверь", "Зверя", "Зверю", "Зверем"], ["Звери", "Зверей", "Зверям"]), source: RULINGS },
    { en: /\breserve\b/i, ru: "запас", forms: noun(["запас", "запаса", "запасе", "запасу"]), source: RULINGS },
    { en: /\bcommunit(?:y|ies)\b/i, ru: "община", forms: ["общин*"], source: RULINGS },
    { en: /\bsymbols?\b/i, ru: "символ", forms: ["символ*"], source: RULINGS },
    { en: /\btokens?\b/i, ru: "жетон", forms: ["жетон*"], source: RULINGS },
  ],
  banned: [
    { forms: ["раунд*"], instead: "«ход»: в 12-0-12 нет раундов" },
    { forms: ["пища", "пищи", "пищу"], instead: "«Еда»" },
    { forms: ["последовател*"], instead: "«сторонник»" },
    { forms: ["FAQ"], instead: "«ЧаВо»" },
  ],
};
