/**
 * Conspiracy Theory hidden information from the rulebook (CR34): the deck and other players'
 * hands, except the cards a player was allowed to look at (a peek).
 */
import { allInstances, cardIdOf, cardOf } from "../../../engine/conspiracy-theory/cards";
import type { Move } from "../../../engine/conspiracy-theory/moves";
import type { State } from "../../../engine/conspiracy-theory/state";
import type { LeakOracle } from "./oracle";

export const conspiracyOracle: LeakOracle<State> = {
  universe: allInstances,
  hidden(s, viewer) {
    const peeked = new Set(s.peek?.by === viewer ? s.peek.cards : []);
    return [...s.deck, ...s.players.flatMap((p, seat) => (seat === viewer ? [] : p.hand))].filter((c) => !peeked.has(c));
  },
  words: (id) => [id, cardIdOf(id), cardOf(id).nameEn, cardOf(id).nameRu],
  shownNames: () => [],
  // Cards played from a hand are shown face up (CR8–CR14), even one that fails and goes back to the hand.
  revealedBy: (_s, move) => {
    const m = move as Move;
    return (m.kind === "place" || m.kind === "artifact" || m.kind === "certificate" || m.kind === "action" || m.kind === "attack") ? [m.card] : [];
  },
  rng: (s) => s.rng,
};
