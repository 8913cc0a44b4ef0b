/**
 * Conspiracy Theory hidden information from the rulebook (CR34): the deck and other players'
 * hands, except the cards a player was allowed to look at (a peek).
 */
import { allInstances, cardIdOf, cardOf } from "../../../engine/conspiracy-theory/cards";
import type { Move } from "../../../engine/conspiracy-theory/moves";
import type { State } from "../../../engine/conspiracy-theory/state";
import type { LeakOracle } from "./oracle";

/** Picks that discard a card from a hand (the hand limit, the Oligarch, Racketeer's victim, Hacker). */
const DISCARDS = new Set(["hand-limit", "oligarch", "discard-own", "discard-from-hand"]);

export const conspiracyOracle: LeakOracle<State> = {
  universe: allInstances,
  hidden(s, viewer) {
    const peeked = new Set(s.peek?.by === viewer ? s.peek.cards : []);
    return [...s.deck, ...s.players.flatMap((p, seat) => (seat === viewer ? [] : p.hand))].filter((c) => !peeked.has(c));
  },
  words: (id) => [id, cardIdOf(id), cardOf(id).nameEn, cardOf(id).nameRu],
  // An Informant's player looks at the opposing hand (CR34's exception); the look may end within
  // the same move (everyone passes, the battle resolves), so the names it showed that player stay
  // allowed to that player alone: read from a line saying this viewer looked, whoever it was sent to.
  shownNames: (s, viewer) => s.news.flatMap((n) => {
    const m = typeof viewer === "number" ? new RegExp(`^Informant: @${viewer} looks at @\\d's hand: (.+)\\.$`).exec(n.text) : null;
    return m && m[1] !== "empty" ? m[1]!.split(", ") : [];
  }),
  // Cards played from a hand are shown face up (CR8–CR14), even one that fails and goes back to the
  // hand; so are cards discarded from a hand to the discard pile (CR34), even when a draw in the
  // same move shuffles that pile into a new deck at once.
  revealedBy: (s, move) => {
    const m = move as Move;
    if (m.kind === "place" || m.kind === "artifact" || m.kind === "certificate" || m.kind === "action" || m.kind === "attack" || m.kind === "library") return [m.card];
    const d = s.decisions[0];
    return m.kind === "pick" && m.card !== null && d?.kind === "pick" && DISCARDS.has(d.purpose) ? [m.card] : [];
  },
  rng: (s) => s.rng,
};
