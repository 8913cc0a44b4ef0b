/**
 * Words of Politika's step-built challenge (forms.tsx) in English and Russian, beside the
 * namespace's `forms.*` keys the other forms use: the step legends and a target in words. Russian
 * in the words of docs/games/politika.ru.md (вызов, жетон, кубики).
 */
import type { Language } from "../../i18n";

export interface ChallengeWords {
  title: string;
  help: string;
  source: string;
  target: string;
  dice: string;
  /** "Bob's token in Moscow" */
  token(name: string, where: string): string;
}

const en: ChallengeWords = {
  title: "Challenge",
  help: "Choose what you challenge with, then whose token, then how many dice to buy.",
  source: "Challenge with",
  target: "Whose token",
  dice: "Dice to buy",
  token: (name, where) => `${name}'s token ${where}`,
};

const ru: ChallengeWords = {
  title: "Вызов",
  help: "Выберите, чем бросить вызов, затем чей жетон, затем сколько кубиков купить.",
  source: "Чем бросить вызов",
  target: "Чей жетон",
  dice: "Сколько кубиков купить",
  token: (name, where) => `жетон игрока ${name} ${where}`,
};

export const CHALLENGE_WORDS: Readonly<Record<Language, ChallengeWords>> = { en, ru };
