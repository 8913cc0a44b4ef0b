/**
 * Politika hidden information from the rulebook (PR15): other players' action cards, every deck,
 * the cards offered in a trade (named only to its two parties), what a KGB look showed (only to
 * the KGB player).
 */
import { ACTION_CARD_IDS, actionCardName, EVENT_CARD_IDS, PRODUCTION_CARD_IDS } from "../../../engine/politika/cards";
import type { State } from "../../../engine/politika/state";
import type { LeakOracle } from "./oracle";

export const politikaOracle: LeakOracle<State> = {
  universe: [...ACTION_CARD_IDS, ...EVENT_CARD_IDS, ...PRODUCTION_CARD_IDS],
  hidden: (s, viewer) => [...s.hands.flatMap((h, p) => (p === viewer ? [] : h)), ...s.actionDeck, ...s.eventDeck, ...s.productionDeck],
  // Event cards by id only: their names are quoted in other events' public texts ("until Currency Reform is drawn").
  words: (id) => (ACTION_CARD_IDS.includes(id) ? [id, actionCardName(id)] : [id]),
  shownNames: (s, viewer) => [
    ...s.offers.flatMap((o) => (o.kind === "trade" && (o.maker === viewer || o.receiver === viewer) ? o.give.cards.map(actionCardName) : [])),
    ...s.kgbLooks.filter((l) => l.seat === viewer).flatMap((l) => l.cards.map(actionCardName)),
  ],
  rng: (s) => s.rng,
};
