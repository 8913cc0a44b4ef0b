/**
 * Politika's glossary: our English terms and the Russian words for them. The rulebook we follow
 * is the English one (Tom Clancy's Politika); the Russian words are the ones our Russian rulings
 * established (docs/games/politika.ru.md: представитель, жетон влияния, восстание, вызов,
 * нападающий и защитник, раунд, карта действий…), with the forms our Russian uses.
 * tests/engine/politika/glossary.unit.test.ts holds every Russian text of the game to it.
 */
import { type Glossary, noun } from "../core/glossary";

const RULINGS = "наши уточнения, docs/games/politika.ru.md";

export const glossary: Glossary = {
  terms: [
    { en: /\brepresentatives?\b/i, ru: "представитель", forms: ["представител*"], source: RULINGS },
    { en: /\buprisings?\b/i, ru: "восстание", forms: ["восстани*"], source: RULINGS },
    { en: /\btokens?\b/i, ru: "жетон", forms: ["жетон*"], source: RULINGS },
    { en: /\binfluence\b/i, ru: "влияние", forms: noun(["влияние", "влияния", "влиянию", "влиянием", "влиянии"]), source: RULINGS },
    { en: /\bchalleng(?:e|es|ed|ing)\b/i, ru: "вызов", forms: ["вызов*"], source: RULINGS },
    { en: /\bchallenger(?:'s)?\b/i, ru: "нападающий", forms: ["нападающ*", "нападени*"], source: RULINGS },
    { en: /\bdefender(?:'s)?\b/i, ru: "защитник", forms: ["защитник*", "защит*"], source: RULINGS },
    { en: /\bfactions?\b/i, ru: "фракция", forms: ["фракци*"], source: RULINGS },
    { en: /\bregions?\b/i, ru: "регион", forms: ["регион*"], source: RULINGS },
    { en: /\bproduction\b/i, ru: "производство", forms: ["производств*"], source: RULINGS },
    { en: /\bevents?\b/i, ru: "событие", forms: ["событи*"], source: RULINGS },
    { en: /\baction cards?\b/i, ru: "карта действий", forms: ["карта действий", "карты действий", "карту действий", "карт действий", "картой действий", "картами действий", "картам действий", "карте действий"], source: RULINGS },
    { en: /\balliances?\b|\ballied\b|\ballies\b/i, ru: "союз", forms: ["союз*"], source: RULINGS },
    { en: /\brounds?\b/i, ru: "раунд", forms: ["раунд*"], source: `${RULINGS}: PR1 «1–12 раундов»` },
    { en: /\b(?:die|dice)\b/i, ru: "кубик", forms: ["кубик*"], source: RULINGS },
    { en: /\bveto(?:es)?\b/i, ru: "вето", forms: ["вето"], source: RULINGS },
  ],
  banned: [
    { forms: ["круг", "круга", "кругу"], instead: "«раунд», как в PR1" },
    { forms: ["фишк*", "токен*"], instead: "«жетон»" },
    { forms: ["бунт*", "повстан*"], instead: "«восстание»" },
    { forms: ["обороняющ*"], instead: "«защитник» (обороняющийся — слово Теории Заговора)" },
  ],
};
