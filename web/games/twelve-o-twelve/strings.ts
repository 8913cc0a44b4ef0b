/**
 * 12-0-12's words for the app shell, in English and Russian (i18next namespace "twelve-o-twelve"):
 * title, pitch, options and move groups. The English comes from meta.ts, written once.
 * Not yet translated: the board, the Get Food form and the engine's sentences (see docs/web.md).
 */
import type { GuideStrings } from "../types-guide";
import { meta } from "./meta";

const h = meta.optionHelp;
export const strings = {
  en: {
    meta: { title: meta.title, pitch: meta.pitch, dataNote: meta.dataNote },
    options: {
      variant: { label: "Variant", help: h.variant!, choices: { standard: "Standard", training: "Training" } },
      leaders: { label: "Leaders", help: h.leaders!, choices: { all: "All", novice: "Novice", "more-interaction": "More interaction", "less-interaction": "Less interaction", none: "None" } },
      compromat: { label: "Compromat", help: h.compromat! },
      firstPlayer: { label: "First player", help: h.firstPlayer! },
    },
    kinds: {
      attract: "Attract", "choose-leader": "Choose leader", "end-turn": "End turn", "get-food": "Get food", poach: "Poach",
      "seek-contacts": "Seek contacts", "setup-discard": "Setup discard", "skip-ability": "Skip ability", "use-ability": "Use ability",
    },
  },
  ru: {
    meta: {
      title: "12-0-12: Теория власти",
      pitch: "Привлекайте сторонников-зверей, кормите их, переманивайте чужих и копите компромат: побеждает первый, кто наберёт 8 ПО или выполнит цель своего Лидера.",
      dataNote: "тексты карт: издание Backroom — в правилах нет данных карт; наши восстановлены и сохраняют всё, что говорят правила.",
    },
    options: {
      variant: { label: "Вариант", help: "Обычный или учебный: 5 еды на старте, без Лидеров, общины не учитываются (TR1).", choices: { standard: "Обычный", training: "Учебный" } },
      leaders: { label: "Лидеры", help: "Какие Лидеры раздаются: все, для новичков (книга), больше взаимодействия (меч), меньше взаимодействия или никакие (TR1).", choices: { all: "Все", novice: "Для новичков", "more-interaction": "Больше взаимодействия", "less-interaction": "Меньше взаимодействия", none: "Без Лидеров" } },
      compromat: { label: "Компромат", help: "Выключен: любое получение и возврат компромата не учитываются (TR1)." },
      firstPlayer: { label: "Первый игрок", help: "Кто начинает; оставьте «Случайно», чтобы первого игрока определил жребий (TR3)." },
    },
    kinds: {
      attract: "Привлечь", "choose-leader": "Выбрать Лидера", "end-turn": "Закончить ход", "get-food": "Добыть еду", poach: "Переманить",
      "seek-contacts": "Искать связи", "setup-discard": "Сброс при подготовке", "skip-ability": "Пропустить способность", "use-ability": "Применить способность",
    },
  },
};

/** The how-to-play guide's words (English; see docs/web.md, Languages). */

export const guideStrings: GuideStrings = {
  source: "12-0-12: Теория Власти (Theory of Power), English rules with the FAQ",
  goal: [
    "Be the first to reach 8 victory points (VP). Each supporter — an Animal card in front of you — is worth 1 VP unless its card says otherwise; each Compromat token costs 1 VP; 3 or more “Rulers” community symbols among your supporters give 2 VP more.",
    "With Leaders, you must also meet the victory condition on your Leader card at the same moment. Victory can come at any moment, even in another player's turn.",
  ],
  setup: [
    "Everyone gets 3 Food (5 in the Training variant).",
    "The first player is dealt 5 Animal cards, the second 6, the third 7, the fourth 8; everyone after the first discards down to 5. Your hand stays secret.",
    "With Leaders, each player is dealt two Leader cards and keeps one, secretly; Leaders are revealed together when everyone has chosen.",
  ],
  turn: [
    "On your turn you take exactly one of four actions, then the turn passes clockwise. Abilities your supporters trigger are resolved before it passes — some are decisions of other players, and the game asks them out of turn.",
    "With 3 or more Free symbols you may take a second action (or end your turn).",
  ],
  actions: [
    { name: "Get Food", text: "Discard any cards from your hand: 1 Food for each card, but 3 Food for two cards of the same faction. With Free symbols you may take cards instead of Food, with Rulers 1 Influence for a pair." },
    { name: "Attract Supporter", text: "Put an Animal from your hand in front of you and pay its appetite in Food and/or Influence. Birds and Predators have rules of their own (Predators eat a supporter)." },
    { name: "Poach Supporter", text: "Take another player's supporter, paying Influence only: its appetite plus every token lying on it. The tokens on it go to your reserve." },
    { name: "Seek Contacts", text: "Draw up to 5 cards, trigger your magnifying-glass abilities, then take 1 Compromat (at most 5)." },
  ],
  exampleTitle: "A position from a real game",
  example: [
    "Below is the board of a two-player game a few moves in, as Ann sees it: her hand face up with each card's appetite and VP, Bob's hand as a count only, the supporters in front of each player with the Food and Influence on them, and the Leaders once they are revealed.",
    "On the game page, tap a card in your hand: a small menu by the card lists what you can do with it — attract it for its appetite, or discard it for Food — and one tap does it.",
  ],
};
