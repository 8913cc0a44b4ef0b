/**
 * Conspiracy Theory's words in English and Russian (i18next namespace "conspiracy-theory"):
 * title, pitch, options, move groups and the board. The Russian uses the rulebook's own terms
 * (*Теория Заговора*: Организация, Исполнитель, Артефакт, Сертификат Мастерства, уровень
 * допуска, свалка истории, Фаза боя, круг); card names come from the card data's `nameRu`.
 * The English of title, pitch and option help comes from meta.ts, written once.
 */
import type { GuideStrings } from "../types-guide";
import { meta } from "./meta";

const h = meta.optionHelp;
export const strings = {
  en: {
    meta: { title: meta.title, pitch: meta.pitch, dataNote: meta.dataNote },
    // The score chart's axis in the game's own word (the app's "chart.round" is the fallback).
    chart: { round: "round {{n}}" },
    options: {
      autoPass: { label: "Auto pass", help: h.autoPass!, choices: { manual: "Manual", "when-unable": "When unable", bystander: "Bystander" } },
      roundLimit: { label: "Round limit", help: h.roundLimit! },
      firstPlayer: { label: "First player", help: h.firstPlayer!, random: "Die roll" },
    },
    kinds: {
      place: "Place", move: "Move", artifact: "Artifact", certificate: "Certificate", action: "Action", attack: "Attack", library: "Library",
      "end-turn": "End turn", play: "Play", intrigue: "Intrigue", pass: "Pass", repair: "Repair", outcome: "Outcome", "place-taken": "Place taken",
      pick: "Pick", "think-tank": "Think tank", skull: "Skull", "auto-pass": "Auto pass",
    },
    cardKinds: { organization: "Organization", wild: "Hadron", executor: "Executor", artifact: "Artifact", certificate: "Certificate", action: "Action" },
    types: { intel: "intel", bank: "bank", occult: "occult", crime: "crime", wild: "wild" },
    timings: {
      place: "place", "attack/battle": "attack/battle", permanent: "permanent", activate: "activate", turn: "turn", "turn-impact": "turn-impact",
      forbid: "forbid", response: "response", "response-impact": "response-impact", battle: "battle",
    },
    stats: { clr: "Clr", atk: "Atk", def: "Def", bonus: "Bonus", roll: "Roll" },
    // What a forbidding card forbids (CR28), and what a card is picked for (the pending decision).
    forbids: { embargo: "Action cards", quarantine: "placing and moving Organizations", moratorium: "opening battles" },
    purposes: {
      "discard-artifact": "an Artifact to the discard pile", "take-artifact": "an Artifact to take", "discard-certificate": "a Certificate to the discard pile",
      "take-certificate": "a Certificate to take", "take-organization": "an Organization to take", "take-from-hand": "a card to take from their hand",
      "discard-from-hand": "a card from their hand to the discard pile", "discard-own": "one of your cards to the discard pile", archive: "a card from the discard pile",
      oligarch: "a card to discard for +1", "hand-limit": "a card over the hand limit, to the discard pile",
    },
    board: {
      round: "Round", deck: "Deck", discard: "Discard", discardPile: "Discard pile", gameOver: "Game over", placed: " · placed", moved: " · moved",
      clearance: "Clearance", attack: "Attack", defence: "Defence", hand: "Hand", base: "{{value}} (base {{base}})",
      shape: "Shape {{shape}}", needsRepair: " ⚠ needs repair", completeSince: "▲ complete since turn {{turn}}",
      dormant: "dormant", active: "active", protected: " · protected", onCard: " · on {{card}}",
      forbidden: "Forbidden: {{list}}", forbid: "{{kind}} (by {{name}}, {{card}})",
      conspiracy: "{{name}}'s conspiracy", pyramid: "{{name}}'s pyramid, top row first", row: "Row {{n}} ({{count}}/{{capacity}})", rowPick: "row {{n}}",
      wasRow: " (was row {{n}})",
      battle: "Battle", attacks: "attacks", withExecutor: "with an Executor", withAction: "with an Action card", inAnswer: "in answer to a roll ({{answer}})",
      mayCapture: " (may capture a {{type}} Organization)", score: "Attack {{attack}} against defence {{defence}}",
      succeedsNow: "> attack succeeds now", holdsNow: "≤ defence holds now",
      attackerSide: "Attacker's side ({{name}})", defenderSide: "Defender's side ({{name}})", noCards: "No cards yet.",
      succeeded: "The attack succeeded.", failed: "The attack failed.",
      priority_one: "Priority: {{name}} ({{count}} pass in a row).", priority_other: "Priority: {{name}} ({{count}} passes in a row).",
      cancelled: "✖ cancelled", knockedOut: "⊘ knocked out", adds: "adds {{value}}", notCounting: "not counting",
      by: "by {{name}}", hadron: " · ⚛ Hadron power", on: " · on {{card}}",
      window: "Response window", windowPlays: "{{name}} plays {{card}}", against: " against {{name}}", windowPriority: "Priority: {{name}}.",
      response: "{{name}}: {{card}} on {{target}}",
      roll: "Die roll", rolled: "{{name}} rolled <1>{{result}}</1> for {{what}} (needs {{need}}+): {{outcome}}{{open}}.",
      success: "success", failure: "failure", answersOpen: " — answers open, priority {{name}}",
      pending: "Decision pending", lookingAt: "You are looking at",
      stages: { main: "main", discarding: "discarding", repairing: "repairing" },
    },
    prompt: {
      repair: "Your pyramid is broken: repair it one step at a time. Click one of your Organizations, then a row, to move it there (each moves once; Undo takes the last step back); choose Done once the shape is legal.",
      outcome: "Your attack succeeded: choose the Organization to discard or capture.",
      placeTaken: "Put the Organization you took into a row, or keep it in hand.",
      pick: "Choose a card{{purpose}}.",
      thinkTank: "Think Tank: take one card and put the others back in order.",
      skull: "Your roll failed: re-roll with the Crystal Skull, or let it stand.",
      decision: "A decision is yours.",
      youAttack: "you attack", youAreAttacked: "you are attacked", joinEither: "you may join either side",
      battle: "Battle: {{attacker}} attacks {{defender}} ({{attack}} against {{defence}}); {{role}}. Play a card or pass.",
      window: "{{name}} plays {{card}}: answer it or pass.",
      roll: "{{name}} rolled {{result}}: answer the roll or pass.",
      outOfTurn_one: "During {{name}}'s turn, a decision is yours ({{count}} choice).",
      outOfTurn_other: "During {{name}}'s turn, a decision is yours ({{count}} choices).",
      yourTurn: "Your turn: place, move, play cards or attack, then end the turn. Click a card, then a row or a player.",
    },
    scoreHelp: "Pyramid: the Organizations in your pyramid (its clearance). Complete the ten-card pyramid and keep it intact for one full round to win.",
  },
  ru: {
    chart: { round: "круг {{n}}" },
    meta: {
      title: "Теория заговора",
      pitch: "Постройте пирамиду Мирового заговора из десяти карт и удержите её целый круг, пока Исполнители соперников рвут её на части.",
      dataNote: "тексты карт: издание Backroom — кроме Адронного Коллайдера, все названия, числа и эффекты карт восстановлены нами.",
    },
    options: {
      autoPass: { label: "Автопас", help: "Начальный автопас каждого игрока: вручную (спрашивать каждый раз), когда нечем ответить, или в чужих боях. Игроки могут сменить его позже.", choices: { manual: "Вручную", "when-unable": "Когда нечем ответить", bystander: "В чужих боях" } },
      roundLimit: { label: "Предел кругов", help: "Необязательный предел кругов: когда он достигнут, побеждает игрок с наибольшим уровнем допуска. Оставьте пустым, чтобы играть без предела." },
      firstPlayer: { label: "Первый игрок", help: "Кто начинает; по умолчанию первого игрока определяет бросок кубика.", random: "Бросок кубика" },
    },
    kinds: {
      place: "Выложить", move: "Переместить", artifact: "Артефакт", certificate: "Сертификат Мастерства", action: "Карта действия", attack: "Атака", library: "Библиотека",
      "end-turn": "Закончить ход", play: "Сыграть карту", intrigue: "Интрига", pass: "Пас", repair: "Восстановление пирамиды", outcome: "Итог атаки", "place-taken": "Захваченная Организация",
      pick: "Выбор карты", "think-tank": "Мозговой центр", skull: "Хрустальный череп", "auto-pass": "Автопас",
    },
    cardKinds: { organization: "Организация", wild: "Адронный Коллайдер", executor: "Исполнитель", artifact: "Артефакт", certificate: "Сертификат Мастерства", action: "Карта действия" },
    types: { intel: "разведка", bank: "банки и фонды", occult: "оккультные общества", crime: "криминал", wild: "любой тип" },
    timings: {
      place: "выкладка", "attack/battle": "атака/бой", permanent: "постоянная", activate: "активация", turn: "в свой ход", "turn-impact": "в свой ход, с боем",
      forbid: "запрет", response: "ответ", "response-impact": "ответ с боем", battle: "в бою",
    },
    stats: { clr: "Доп", atk: "Атк", def: "Защ", bonus: "Бонус", roll: "Бросок" },
    forbids: { embargo: "карты действий", quarantine: "выкладка и перемещение Организаций", moratorium: "начало боёв" },
    purposes: {
      "discard-artifact": "Артефакт на свалку истории", "take-artifact": "Артефакт, который забрать", "discard-certificate": "Сертификат Мастерства на свалку истории",
      "take-certificate": "Сертификат Мастерства, который забрать", "take-organization": "Организацию, которую забрать", "take-from-hand": "карту, которую забрать с руки",
      "discard-from-hand": "карту с руки на свалку истории", "discard-own": "свою карту на свалку истории", archive: "карту со свалки истории",
      oligarch: "карту, которую сбросить за +1", "hand-limit": "лишнюю карту сверх предела руки на свалку истории",
    },
    board: {
      round: "Круг", deck: "Колода", discard: "Свалка", discardPile: "Свалка истории", gameOver: "Игра окончена", placed: " · выложено", moved: " · перемещено",
      clearance: "Уровень допуска", attack: "Атака", defence: "Защита", hand: "Рука", base: "{{value}} (базовые {{base}})",
      shape: "Конфигурация {{shape}}", needsRepair: " ⚠ нужно восстановить", completeSince: "▲ построена с хода {{turn}}",
      dormant: "спит", active: "действует", protected: " · под защитой", onCard: " · на Артефакте «{{card}}»",
      forbidden: "Запреты: {{list}}", forbid: "{{kind}} (от игрока {{name}}, карта «{{card}}»)",
      conspiracy: "Заговор игрока {{name}}", pyramid: "Пирамида игрока {{name}}, сверху вниз", row: "Ряд {{n}} ({{count}}/{{capacity}})", rowPick: "ряд {{n}}",
      wasRow: " (был в ряду {{n}})",
      battle: "Фаза боя", attacks: "атакует", withExecutor: "Исполнителем", withAction: "картой действия", inAnswer: "в ответ на бросок ({{answer}})",
      mayCapture: " (может захватить Организацию: {{type}})", score: "Атака {{attack}} против защиты {{defence}}",
      succeedsNow: "> атака сейчас проходит", holdsNow: "≤ защита сейчас держится",
      attackerSide: "Сторона нападающего ({{name}})", defenderSide: "Сторона обороняющегося ({{name}})", noCards: "Карт пока нет.",
      succeeded: "Атака удалась.", failed: "Атака отбита.",
      priority_one: "Очередь: {{name}} ({{count}} пас подряд).", priority_few: "Очередь: {{name}} ({{count}} паса подряд).",
      priority_many: "Очередь: {{name}} ({{count}} пасов подряд).", priority_other: "Очередь: {{name}} ({{count}} паса подряд).",
      cancelled: "✖ отменена", knockedOut: "⊘ выбита", adds: "даёт {{value}}", notCounting: "не учитывается",
      by: "игрок {{name}}", hadron: " · ⚛ сила Коллайдера", on: " · против карты «{{card}}»",
      window: "Окно ответа", windowPlays: "{{name}} играет карту «{{card}}»", against: " против игрока {{name}}", windowPriority: "Очередь: {{name}}.",
      response: "{{name}}: карта «{{card}}» против карты «{{target}}»",
      roll: "Бросок кубика", rolled: "{{name}}: на кубике <1>{{result}}</1> для карты «{{what}}» (нужно {{need}}+): {{outcome}}{{open}}.",
      success: "успех", failure: "неудача", answersOpen: " — можно ответить, очередь: {{name}}",
      pending: "Ждёт решения", lookingAt: "Вы смотрите карты",
      stages: { main: "основная фаза", discarding: "сброс лишних карт", repairing: "восстановление пирамид" },
    },
    prompt: {
      repair: "Ваша пирамида разрушена: восстановите её по шагу. Нажмите на свою Организацию, затем на ряд, чтобы переместить её туда (каждую — один раз; «Отменить» возвращает последний шаг); выберите «Готово», когда конфигурация станет допустимой.",
      outcome: "Ваша атака удалась: выберите Организацию, которую сбросить на свалку истории или захватить.",
      placeTaken: "Выложите захваченную Организацию в ряд или оставьте её на руке.",
      pick: "Выберите карту{{purpose}}.",
      thinkTank: "Мозговой центр: возьмите одну карту, остальные верните по порядку.",
      skull: "Бросок неудачен: перебросьте с Хрустальным черепом или оставьте как есть.",
      decision: "Решение за вами.",
      youAttack: "вы атакуете", youAreAttacked: "атакуют вас", joinEither: "вы можете поддержать любую сторону",
      battle: "Фаза боя: {{attacker}} атакует игрока {{defender}} ({{attack}} против {{defence}}); {{role}}. Сыграйте карту или пасуйте.",
      window: "{{name}} играет карту «{{card}}»: ответьте или пасуйте.",
      roll: "{{name}}: на кубике {{result}}. Ответьте на бросок или пасуйте.",
      outOfTurn_one: "Идёт ход игрока {{name}}, но решение за вами ({{count}} вариант).",
      outOfTurn_few: "Идёт ход игрока {{name}}, но решение за вами ({{count}} варианта).",
      outOfTurn_many: "Идёт ход игрока {{name}}, но решение за вами ({{count}} вариантов).",
      outOfTurn_other: "Идёт ход игрока {{name}}, но решение за вами ({{count}} варианта).",
      yourTurn: "Ваш ход: выкладывайте и перемещайте Организации, играйте карты или атакуйте, затем закончите ход. Нажмите на карту, затем на ряд или игрока.",
    },
    scoreHelp: "Пирамида: число Организаций в вашей пирамиде (уровень допуска). Постройте пирамиду из десяти карт и удержите её целый круг, чтобы победить.",
  },
};

/** The how-to-play guide's words in English (the Russian follows below). */

export const guideStrings: GuideStrings = {
  source: "Теория Заговора (Conspiracy Theory)",
  goal: [
    "Be the first to build the pyramid of the World Conspiracy — ten Organizations in rows of 4, 3, 2 and 1 from the bottom up, each row of different Organization types — and keep it whole for one full round.",
  ],
  setup: [
    "The whole deck is shuffled and everyone is dealt 5 cards. A die roll decides who starts; turns pass clockwise.",
  ],
  turn: [
    "From the second round on, a turn starts by drawing a card. In your turn you may place one Organization into your pyramid and move one within it, bring Artifacts into play, try once to activate each Certificate, and attack with Executors and Action cards as your hand and clearance allow. At the end you may hold at most 5 cards.",
    "Your clearance is the number of Organizations in your pyramid; a card showing a clearance number needs at least that much. Base defence is the size of your bottom row; base attack is the number of rows holding a card.",
    "If an attack leaves one of your rows longer than the row below it, you repair your pyramid after the attacker's turn — the game asks you out of turn.",
  ],
  actions: [
    { name: "Place and move Organizations", text: "Put one Organization from your hand (or one just captured) into your pyramid, and move one already in it, keeping every row no longer than the row below." },
    { name: "Attack with Executors", text: "Executors attack an opponent directly; their bonus and ability work when connected with an Organization of their own type. The defender answers with Executors and Action cards; effective attack and defence decide." },
    { name: "Artifacts and Certificates", text: "Permanent cards that raise attack or defence, or give abilities; Certificates are activated by a die roll." },
    { name: "Action cards", text: "Damage an opponent, strengthen yourself, cancel (in answer to a card) or forbid (in advance)." },
  ],
  exampleTitle: "A position from a real game",
  example: [
    "Below is a two-player game a few moves in, as Ann sees it: each player's pyramid row by row, the permanent cards in play, Ann's hand with each card's clearance, attack, defence and bonus, and Bob's hand as a count only.",
    "On the game page, tap a card in your hand or a row of your pyramid: a small menu by it lists what you can do — place the Organization in that row, attack with the Executor — and one tap does it.",
  ],
};

/** The guide in Russian, in the rulebook's own words (Теория Заговора). */
export const guideStringsRu: GuideStrings = {
  source: "Теория Заговора",
  goal: [
    "Первым построить пирамиду Мирового заговора — десять карт Организаций рядами 4-3-2-1 снизу вверх, в каждом ряду Организации разных типов — и сохранить её в неприкосновенности в течение одного круга.",
  ],
  setup: [
    "Колода тасуется, всем играющим раздаётся по 5 карт. Броском кубика определяется игрок, делающий первый ход; очерёдность ходов — по часовой стрелке. Первый круг играется «с руки».",
  ],
  turn: [
    "Со второго круга каждый игрок начинает ход взятием верхней карты из колоды. За ход можно выложить в пирамиду одну Организацию и переместить одну уже выложенную, ввести в игру Артефакты, однократно попытаться активировать каждый Сертификат Мастерства и атаковать Исполнителями и картами действий, сколько позволяют карты на руке и уровень допуска. На конец хода на руке остаётся не более 5 карт; лишние уходят на свалку истории.",
    "Уровень допуска — количество Организаций в вашей пирамиде; карта с цифрой допуска требует не меньше этого. Базовые очки защиты — число карт в нижнем ряду, базовые очки атаки — число рядов пирамиды.",
    "Если после атаки соперника какой-то ряд вашей пирамиды длиннее ряда под ним, после хода нападающего вы приводите пирамиду к разрешённой конфигурации — игра спросит вас вне очереди.",
  ],
  actions: [
    { name: "Выложить и переместить Организации", text: "Выложите в пирамиду одну Организацию с руки (или одну захваченную у соперника) и переместите одну уже выложенную, так чтобы ни один ряд не был длиннее ряда под ним." },
    { name: "Атака Исполнителями", text: "Исполнители нападают на соперника напрямую; их бонусные очки и возможности действуют при связи с Организацией своего типа. Защищающийся отвечает Исполнителями и картами действий; исход решают эффективные показатели атаки и защиты." },
    { name: "Артефакты и Сертификаты Мастерства", text: "Карты постоянного действия, усиливающие атаку или защиту или дающие дополнительные возможности; Сертификаты Мастерства активируются броском кубика." },
    { name: "Карты действий", text: "Наносят сопернику прямой урон, усиливают ваши позиции, отменяют действия (в ответ на сыгранную карту) или запрещают их (на перспективу)." },
  ],
  exampleTitle: "позиция из настоящей партии",
  example: [
    "Ниже — партия двух игроков после нескольких ходов, какой её видит Аня: пирамида каждого игрока по рядам, карты постоянного действия на столе, карты Ани на руке с допуском, атакой, защитой и бонусом каждой, а у Бориса — только число карт.",
    "На странице игры нажмите карту на руке или ряд своей пирамиды: рядом откроется небольшое меню с тем, что с ней можно сделать — выложить Организацию в этот ряд, атаковать Исполнителем, — и одно нажатие делает ход.",
  ],
};
