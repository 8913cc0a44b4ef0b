/**
 * Politika's words in English and Russian (i18next namespace "politika"): title, pitch, options
 * and move groups here, the board, prompts, forms and names in board-strings.ts. The English of
 * title, pitch and option help comes from meta.ts, written once. The engine's own sentences are
 * read into Russian by engine/politika/russian.ts.
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
      rounds: { label: "Rounds", help: h.rounds! },
      factions: { label: "Factions", help: h.factions!, choices: { random: "Random", chosen: "Chosen" } },
    },
    kinds: {
      "accept-offer": "Accept offer", "buy-cards": "Buy cards", challenge: "Challenge", "choose-faction": "Choose faction", "choose-region": "Choose region",
      "choose-token": "Choose token", "decline-offer": "Decline offer", "discard-card": "Discard card", "end-challenges": "End challenges",
      "end-movement": "End movement", "end-trade": "End trade", "kgb-look": "KGB look", "mafia-take": "Mafia take", "military-move": "Military move",
      "move-representative": "Move representative", "move-uprising": "Move uprising", "offer-alliance": "Offer alliance", "offer-trade": "Offer trade",
      pass: "Pass", "place-representative": "Place representative", "play-fast-travel": "Play fast travel", "play-move-uprising": "Play move uprising",
      "play-production-boost": "Play production boost", "play-response": "Play response", recolour: "Recolour", vote: "Vote", "withdraw-offer": "Withdraw offer", "auto-pass": "Auto-pass",
    },
    autoPass: {
      heading: "Response windows", label: "Auto-pass", setting: "Auto-pass setting",
      modes: { manual: "Manual: ask me whenever I hold a playable card", bystander: "Bystander: ask me only in my own challenges", always: "Always pass: never ask me in response windows" },
      short: { manual: "Manual", bystander: "Bystander", always: "Always pass" },
    },
  },
  ru: {
    chart: { round: "раунд {{n}}" },
    meta: {
      title: "Tom Clancy's Politika",
      pitch: "Восемь фракций борются за 23 региона России 1990-х: деньги, представители, восстания и кубики.",
      dataNote: "тексты карт: издание Backroom; поле и карты: издание Backroom — карта, карты производства и событий и карты действий восстановлены нами.",
    },
    options: {
      rounds: { label: "Раунды", help: "Сколько раундов длится игра, 1–12." },
      factions: { label: "Фракции", help: "«Случайно»: фракции раздаются случайно. «Игроки выбирают»: по порядку мест.", choices: { random: "Случайно", chosen: "Игроки выбирают" } },
    },
    kinds: {
      "accept-offer": "Принять предложение", "buy-cards": "Купить карты", challenge: "Вызов", "choose-faction": "Выбрать фракцию", "choose-region": "Выбрать регион",
      "choose-token": "Выбрать жетон", "decline-offer": "Отклонить предложение", "discard-card": "Сбросить карту", "end-challenges": "Закончить вызовы",
      "end-movement": "Закончить перемещение", "end-trade": "Закончить торговлю", "kgb-look": "Взгляд КГБ", "mafia-take": "Взятка мафии", "military-move": "Ход военных",
      "move-representative": "Переместить представителя", "move-uprising": "Переместить восстание", "offer-alliance": "Предложить союз", "offer-trade": "Предложить сделку",
      pass: "Пас", "place-representative": "Выставить представителя", "play-fast-travel": "Сыграть карту «Быстрый переезд»", "play-move-uprising": "Сыграть карту «Перенос восстания»",
      "play-production-boost": "Сыграть карту «Рост производства»", "play-response": "Сыграть ответ", recolour: "Перекрасить", vote: "Голосовать", "withdraw-offer": "Отозвать предложение", "auto-pass": "Автопас",
    },
    autoPass: {
      heading: "Окна ответа", label: "Автопас", setting: "Настройка автопаса",
      modes: { manual: "Вручную: спрашивать всякий раз, когда у меня есть карта для розыгрыша", bystander: "Наблюдатель: спрашивать только в моих вызовах", always: "Всегда пас: не спрашивать в окнах ответа" },
      short: { manual: "Вручную", bystander: "Наблюдатель", always: "Всегда пас" },
    },
  },
};

/** The how-to-play guide's words in English (the Russian follows below). */

export const guideStrings: GuideStrings = {
  source: "Tom Clancy's Politika",
  goal: [
    "Control Russia: after the last round (6 unless the table chose otherwise), count your influence tokens on the map, those in uprisings included, and add one for every $30,000 you hold. The highest total wins; on a tie, the other players vote among the tied.",
  ],
  setup: [
    "Each player takes a faction — Church, Communists, KGB, Mafia, Military, Nationalists, Reformers or Separatists — each with a special ability, and an equal share of the influence tokens is dealt onto the 23 regions (three tokens a region).",
    "From the high roller, players place two representatives each in snake order, one per region; each gets three action cards, and three uprisings go on the map.",
  ],
  turn: [
    "Beginning with the high roller, each player in turn: turns over a production card (every region listed pays $10,000 to each player with a token there; events may strike), moves, trades, challenges, and buys cards.",
    "Other players act between: they answer offers made to them, may offer you trades and alliances during your trading, and play response cards in challenges.",
  ],
  actions: [
    { name: "Movement", text: "Move representatives — one region, or any distance through regions where you or your ally hold influence — and move uprisings you hold influence in, one region per token of yours in them. End movement when done." },
    { name: "Trade and alliances", text: "Exchange money, action cards and influence: a traded token changes colour on the board (one per turn). An alliance swaps a token; an ally's tokens count as yours for defence and movement." },
    { name: "Challenges", text: "With each representative, challenge one token in its region: buy dice at $20,000 each, play cards, then both sides roll; the defender rolls one die per token they (and their ally) hold there and wins ties. Win, and the token takes the colour you choose." },
    { name: "Buy cards", text: "End your turn by buying any number of action cards at $20,000 each." },
  ],
  exampleTitle: "The map at the start",
  example: [
    "Below is the map of a three-player game just after set-up, as Ann sees it: each region's three tokens in the factions' colours, the representatives, the uprisings, and beside the map the players' money and cards.",
    "On the game page, tap a region: a small menu by it lists what you can do there — place or move a representative, challenge a token — and one tap does it. On a phone, pinch or use the zoom to reach regions east of Krasnoyarsk.",
  ],
};

/** The guide in Russian (its worked example is drawn by the board in Russian too). */
export const guideStringsRu: GuideStrings = {
  source: "Tom Clancy's Politika",
  goal: [
    "Взять Россию под контроль: после последнего раунда (6, если стол не выбрал иначе) сосчитайте свои жетоны влияния на карте, включая жетоны в восстаниях, и добавьте по одному за каждые $30 000. Побеждает наибольшая сумма; при равенстве остальные игроки голосуют между равными.",
  ],
  setup: [
    "Каждый игрок получает фракцию — Церковь, Коммунисты, КГБ, Мафия, Военные, Националисты, Реформаторы или Сепаратисты — со своей особой способностью, и жетоны влияния поровну раскладываются по 23 регионам (по три жетона в регион).",
    "Начиная с выбросившего больше, игроки змейкой выставляют по два представителя, по одному в регион; каждый получает три карты действий, и на карту выкладываются три восстания.",
  ],
  turn: [
    "Начиная с выбросившего больше, каждый игрок в свой ход: открывает карту производства (каждый указанный регион платит $10 000 каждому игроку, у кого там есть жетон; могут случиться события), перемещает, торгует, бросает вызовы и покупает карты.",
    "Остальные действуют между делом: отвечают на сделанные им предложения, могут предлагать вам сделки и союзы во время вашей торговли и играют карты ответа при вызовах.",
  ],
  actions: [
    { name: "Перемещение", text: "Перемещайте представителей — на один регион или на любое расстояние через регионы, где влияние у вас или союзника, — и восстания, в которых есть ваше влияние, на один регион за каждый ваш жетон в них. Затем закончите перемещение." },
    { name: "Торговля и союзы", text: "Обменивайтесь деньгами, картами действий и влиянием: проданный жетон меняет цвет на поле (один за ход). Союз — обмен жетоном; жетоны союзника считаются вашими для защиты и перемещения." },
    { name: "Вызовы", text: "Каждым представителем бросьте вызов одному жетону в его регионе: купите кубики по $20 000, сыграйте карты, затем обе стороны бросают; защитник бросает по кубику за каждый свой (и союзника) жетон там и выигрывает при равенстве. Победа — и жетон принимает выбранный вами цвет." },
    { name: "Покупка карт", text: "Закончите ход покупкой любого числа карт действий по $20 000." },
  ],
  exampleTitle: "карта в начале игры",
  example: [
    "Ниже — карта партии трёх игроков сразу после подготовки, какой её видит Аня: три жетона каждого региона в цветах фракций, представители, восстания, а рядом с картой — деньги и карты игроков.",
    "На странице игры нажмите регион: рядом откроется небольшое меню с тем, что там можно сделать — выставить или переместить представителя, бросить вызов жетону, — и одно нажатие делает ход. На телефоне сведите пальцы или используйте масштаб, чтобы добраться до регионов восточнее Красноярска.",
  ],
};
