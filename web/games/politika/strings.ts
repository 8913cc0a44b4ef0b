/**
 * Politika's words for the app shell, in English and Russian (i18next namespace "politika"):
 * title, pitch, options and move groups. The English comes from meta.ts, written once.
 * Not yet translated: the board, the offer forms and the engine's sentences (see docs/web.md).
 */
import { meta } from "./meta";

const h = meta.optionHelp;
export const strings = {
  en: {
    meta: { title: meta.title, pitch: meta.pitch, dataNote: meta.dataNote },
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
      "play-production-boost": "Play production boost", "play-response": "Play response", recolour: "Recolour", vote: "Vote", "withdraw-offer": "Withdraw offer",
    },
  },
  ru: {
    meta: {
      title: "Tom Clancy's Politika",
      pitch: "Восемь фракций борются за 23 региона России 1990-х: деньги, представители, восстания и кубики.",
      dataNote: "тексты карт: издание Backroom; поле и карты: издание Backroom — карта, карты производства, событий и действий восстановлены нами.",
    },
    options: {
      rounds: { label: "Раунды", help: "Сколько раундов длится игра, 1–12 (PR1)." },
      factions: { label: "Фракции", help: "Случайно: фракции раздаются случайно. На выбор: игроки выбирают по порядку мест (PR1).", choices: { random: "Случайно", chosen: "На выбор" } },
    },
    kinds: {
      "accept-offer": "Принять предложение", "buy-cards": "Купить карты", challenge: "Вызов", "choose-faction": "Выбрать фракцию", "choose-region": "Выбрать регион",
      "choose-token": "Выбрать жетон", "decline-offer": "Отклонить предложение", "discard-card": "Сбросить карту", "end-challenges": "Закончить вызовы",
      "end-movement": "Закончить перемещение", "end-trade": "Закончить торговлю", "kgb-look": "Взгляд КГБ", "mafia-take": "Взятка мафии", "military-move": "Ход военных",
      "move-representative": "Переместить представителя", "move-uprising": "Переместить восстание", "offer-alliance": "Предложить союз", "offer-trade": "Предложить сделку",
      pass: "Пас", "place-representative": "Выставить представителя", "play-fast-travel": "Сыграть «Быстрый переезд»", "play-move-uprising": "Сыграть «Перенос восстания»",
      "play-production-boost": "Сыграть «Рост производства»", "play-response": "Сыграть ответ", recolour: "Перекрасить", vote: "Голосовать", "withdraw-offer": "Отозвать предложение",
    },
  },
};
