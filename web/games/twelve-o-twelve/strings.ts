/**
 * 12-0-12's words for the app shell, in English and Russian (i18next namespace "twelve-o-twelve"):
 * title, pitch, options and move groups. The English comes from meta.ts, written once.
 * The board's words and prompts are here too (`board`). The card data's Russian is the engine's
 * russian-cards.ts, the engine's sentences go through its russian.ts, and the Get Food form's
 * words are form-words.ts (see docs/web.md, "Languages").
 */
import type { GuideStrings } from "../types-guide";
import { meta } from "./meta";

const h = meta.optionHelp;
export const strings = {
  en: {
    meta: { title: meta.title, pitch: meta.pitch, dataNote: meta.dataNote },
    // The score chart's axis in the game's own word (the app's "chart.round" is the fallback).
    chart: { round: "round {{n}}" },
    scoreHelp: "VP: each supporter's victory points, plus 2 with three or more Rulers symbols, minus 1 per Compromat. 8 VP, or your Leader's goal, wins.",
    options: {
      variant: { label: "Variant", help: h.variant!, choices: { standard: "Standard", training: "Training" } },
      leaders: { label: "Leaders", help: h.leaders!, choices: { all: "All", novice: "Novice", "more-interaction": "More interaction", "less-interaction": "Less interaction", none: "None" } },
      compromat: { label: "Compromat", help: h.compromat! },
      firstPlayer: { label: "First player", help: h.firstPlayer!, random: "Random draw" },
    },
    kinds: {
      attract: "Attract", "choose-leader": "Choose leader", "end-turn": "End turn", "get-food": "Get food", poach: "Poach",
      "seek-contacts": "Seek contacts", "setup-discard": "Setup discard", "skip-ability": "Skip ability", "use-ability": "Use ability",
    },
    board: {
      communities: { free: "Free", rulers: "Rulers" },
      appetite: "Appetite", vp: "VP", predator: "Predator", supplier: "Supplier",
      triggers: {
        "becomes-supporter": { word: "joins", help: "When it becomes your supporter: attracted, poached or received by an ability." },
        "stops-being-supporter": { word: "leaves", help: "When it stops being your supporter." },
        fed: { word: "fed", help: "When a resource is placed on it." },
        "seek-contacts": { word: "Seek Contacts", help: "When you perform Seek Contacts." },
        condition: { word: "condition", help: "Whenever the condition in its text occurs." },
      },
      mandatoryHelp: "Mandatory.", optionalHelp: "Optional: you may decline it.", mandatorySuffix: ", mandatory",
      triggerLabel: "Triggers {{word}}{{mandatory}}: {{help}}",
      leaderName: "{{name}} (Leader)", leaderText: "Wins with 8 VP or: {{condition}} {{ability}}", goalMet: "✔ goal met", goalNotMet: "goal not met",
      turn: "Turn", gameOver: "Game over", setup: "Setup", maySecond: "may take a second action", toAct: "to act", deck: "Deck", discard: "Discard",
      abilities: "Abilities to resolve", mandatory: "mandatory", optional: "optional", yourSetup: "Your setup",
      keepLeader: "You keep this Leader; the other goes back in the box.",
      discardDue_one: "Discard {{count}} card from your hand.", discardDue_other: "Discard {{count}} cards from your hand.",
      discardsChosen: "Discards chosen; they are revealed when everyone has chosen.", discardNothing: "You discard nothing at setup.",
      table: "{{name}}'s table", turnTag: "turn", hand: "Hand", food: "Food", influence: "Influence", compromat: "Compromat", free: "Free ◐", rulers: "Rulers ◐",
      leader: "Leader", noSupporters: "No supporters yet.", discardPile: "Discard pile, face up",
      tokensOn: "on it: {{food}} Food, {{influence}} Influence", tokenFood: "Food {{n}}", tokenInfluence: "✦ Infl. {{n}}",
      leaderKind: "Leader ({{icons}})", leaderCard: "Goal: {{condition}} Ability: {{ability}}",
      abilityNames: { supplier: "Supplier", "name-chameleon": "Chameleon (name its faction)" },
      prompt: {
        setup: "Setup: keep one of your Leaders and choose your discards. Everyone chooses at once; all is revealed together.",
        abilityOutOfTurn: "During {{name}}'s turn, an ability of yours triggered{{what}}: use it or skip it.",
        ability: "An ability of yours triggered{{what}}: use it or skip it.",
        second: "Free 3+: take a second action, or end your turn.",
        yourTurn: "Your turn: choose an action ({{count}} possible). Click a card to see what you can do with it.",
      },
    },
  },
  ru: {
    chart: { round: "круг {{n}}" },
    meta: {
      title: "12-0-12: Теория власти",
      pitch: "Привлекайте сторонников-зверей, кормите их, переманивайте чужих и копите компромат: побеждает первый, кто наберёт 8 ПО или выполнит цель своего Лидера.",
      dataNote: "тексты карт: издание Backroom — в правилах нет данных карт; наши восстановлены и сохраняют всё, что говорят правила.",
    },
    scoreHelp: "ПО: победные очки каждого сторонника, плюс 2 за три и более символа «Правители», минус 1 за каждый Компромат. Побеждают 8 ПО или цель вашего Лидера.",
    options: {
      variant: { label: "Вариант", help: "«Обычный» или «Учебный»: 5 Еды на старте, без Лидеров, общины не учитываются.", choices: { standard: "Обычный", training: "Учебный" } },
      leaders: { label: "Лидеры", help: "Какие Лидеры раздаются: «Все», «Для новичков» (значок книги), «Больше взаимодействия» (меч), «Меньше взаимодействия» или «Без Лидеров».", choices: { all: "Все", novice: "Для новичков", "more-interaction": "Больше взаимодействия", "less-interaction": "Меньше взаимодействия", none: "Без Лидеров" } },
      compromat: { label: "Компромат", help: "Выключен: любое получение и возврат Компромата не учитываются." },
      firstPlayer: { label: "Первый игрок", help: "Кто начинает; по умолчанию первого игрока определяет жребий.", random: "Жребий" },
    },
    kinds: {
      attract: "Привлечь", "choose-leader": "Выбрать Лидера", "end-turn": "Закончить ход", "get-food": "Добыть еду", poach: "Переманить",
      "seek-contacts": "Искать связи", "setup-discard": "Сброс при подготовке", "skip-ability": "Пропустить способность", "use-ability": "Применить способность",
    },
    board: {
      communities: { free: "Свободные", rulers: "Правители" },
      appetite: "Аппетит", vp: "ПО", predator: "Хищник", supplier: "Поставщик",
      triggers: {
        "becomes-supporter": { word: "приходит", help: "Когда становится вашим сторонником: привлечён, переманен или получен способностью." },
        "stops-being-supporter": { word: "уходит", help: "Когда перестаёт быть вашим сторонником." },
        fed: { word: "накормлен", help: "Когда на него кладут ресурс." },
        "seek-contacts": { word: "Искать связи", help: "Когда вы выполняете действие «Искать связи»." },
        condition: { word: "условие", help: "Всякий раз, когда выполняется условие из его текста." },
      },
      mandatoryHelp: "Обязательно.", optionalHelp: "Необязательно: можно отказаться.", mandatorySuffix: ", обязательно",
      triggerLabel: "Срабатывает: {{word}}{{mandatory}}: {{help}}",
      leaderName: "{{name}} (Лидер)", leaderText: "Побеждает с 8 ПО или: {{condition}} {{ability}}", goalMet: "✔ цель выполнена", goalNotMet: "цель не выполнена",
      turn: "Ход", gameOver: "Игра окончена", setup: "Подготовка", maySecond: "может выполнить второе действие", toAct: "действует", deck: "Колода", discard: "Сброс",
      abilities: "Способности к разрешению", mandatory: "обязательно", optional: "необязательно", yourSetup: "Ваша подготовка",
      keepLeader: "Вы оставляете этого Лидера; другой уходит в коробку.",
      discardDue_one: "Сбросьте с руки {{count}} карту.", discardDue_few: "Сбросьте с руки {{count}} карты.", discardDue_many: "Сбросьте с руки {{count}} карт.", discardDue_other: "Сбросьте с руки {{count}} карты.",
      discardsChosen: "Сброс выбран; его откроют, когда выберут все.", discardNothing: "При подготовке вы ничего не сбрасываете.",
      table: "Стол игрока {{name}}", turnTag: "ходит", hand: "Рука", food: "Еда", influence: "Влияние", compromat: "Компромат", free: "Свободные ◐", rulers: "Правители ◐",
      leader: "Лидер", noSupporters: "Сторонников пока нет.", discardPile: "Сброс, лицом вверх",
      tokensOn: "на нём: Еда {{food}}, Влияние {{influence}}", tokenFood: "Еда {{n}}", tokenInfluence: "✦ Вл. {{n}}",
      leaderKind: "Лидер ({{icons}})", leaderCard: "Цель: {{condition}} Способность: {{ability}}",
      abilityNames: { supplier: "Поставщик", "name-chameleon": "Хамелеон (назвать фракцию)" },
      prompt: {
        setup: "Подготовка: оставьте одного из своих Лидеров и выберите сброс. Выбирают все одновременно; всё открывается вместе.",
        abilityOutOfTurn: "В ход игрока {{name}} сработала ваша способность{{what}}: примените её или пропустите.",
        ability: "Сработала ваша способность{{what}}: примените её или пропустите.",
        second: "Свободные 3+: выполните второе действие или закончите ход.",
        yourTurn: "Ваш ход: выберите действие (вариантов: {{count}}). Нажмите карту, чтобы увидеть, что с ней можно сделать.",
      },
    },
  },
};

/** The how-to-play guide's words in English (the Russian follows below). */

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

/** The guide in Russian (its worked example is drawn by the board in the reader's language). */
export const guideStringsRu: GuideStrings = {
  source: "12-0-12: Теория Власти",
  goal: [
    "Первым набрать 8 победных очков (ПО). Каждый сторонник — карта Зверя перед вами — приносит 1 ПО, если на карте не сказано иное; каждый жетон Компромата отнимает 1 ПО; 3 и более символа общины «Правители» среди ваших сторонников дают ещё 2 ПО.",
    "С Лидерами нужно в тот же момент выполнить и условие победы своего Лидера. Победа может наступить в любой момент, даже в ход другого игрока.",
  ],
  setup: [
    "Каждый получает 3 Еды (5 в учебном варианте).",
    "Первому игроку раздают 5 карт Зверей, второму 6, третьему 7, четвёртому 8; все, кроме первого, сбрасывают до 5. Рука держится в секрете.",
    "С Лидерами каждому раздают две карты Лидеров, и он тайно оставляет одну; Лидеры открываются вместе, когда выбрали все.",
  ],
  turn: [
    "В свой ход вы выполняете ровно одно из четырёх действий, затем ход переходит по часовой стрелке. Способности ваших сторонников разыгрываются до передачи хода — некоторые из них решают другие игроки, и игра спрашивает их вне очереди.",
    "С 3 и более символами «Свободные» можно выполнить второе действие (или закончить ход).",
  ],
  actions: [
    { name: "Добыть еду", text: "Сбросьте с руки любые карты: 1 Еда за каждую, но 3 Еды за две карты одной фракции. С символами «Свободные» можно брать карты вместо Еды, с «Правителями» — 1 Влияние за пару." },
    { name: "Привлечь сторонника", text: "Выложите Зверя с руки перед собой и оплатите его аппетит Едой и/или Влиянием. У Птиц и Хищников свои правила (Хищники съедают сторонника)." },
    { name: "Переманить сторонника", text: "Заберите сторонника другого игрока, заплатив только Влиянием: его аппетит плюс каждый жетон, лежащий на нём. Жетоны с него уходят в ваш запас." },
    { name: "Искать связи", text: "Доберите карты до 5, примените свои способности с лупой, затем возьмите 1 Компромат (не больше 5)." },
  ],
  exampleTitle: "позиция из настоящей партии",
  example: [
    "Ниже — поле партии двух игроков после нескольких ходов, каким его видит Аня: её рука открыта, с аппетитом и ПО каждой карты, рука Бориса — только числом карт, сторонники перед каждым игроком с Едой и Влиянием на них и Лидеры, когда они открыты.",
    "На странице игры нажмите карту на руке: рядом откроется небольшое меню с тем, что с ней можно сделать — привлечь её за аппетит или сбросить за Еду, — и одно нажатие делает ход.",
  ],
};
