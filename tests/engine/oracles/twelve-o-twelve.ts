/**
 * 12-0-12 hidden information from the rulebook (TR2–TR4): the deck; other players' hands; the
 * Leaders dealt to others while everyone chooses, and afterwards the ones they did not keep.
 */
import { ANIMAL_CARDS, animalOf, LEADERS } from "../../../engine/twelve-o-twelve/cards";
import type { Move } from "../../../engine/twelve-o-twelve/moves";
import type { State } from "../../../engine/twelve-o-twelve/state";
import type { LeakOracle } from "./oracle";

const LEADER_NAMES = new Map(LEADERS.map((l) => [l.id as string, l.name]));

export const twelveOracle: LeakOracle<State> = {
  universe: [...ANIMAL_CARDS, ...LEADER_NAMES.keys()],
  hidden(s, viewer) {
    const out = [...s.deck];
    s.players.forEach((p, seat) => {
      if (seat === viewer) return;
      out.push(...p.hand);
      for (const l of p.leaderOptions) if (s.phase === "setup" || l !== p.leader) out.push(l);
    });
    return out;
  },
  words: (id) => [id, LEADER_NAMES.get(id) ?? animalOf(id).name],
  shownNames: () => [],
  // TR6: Get Food discards face up (the discard pile may be reshuffled into the deck in the same move).
  revealedBy: (_s, move) => ((move as Move).kind === "get-food" ? (move as Extract<Move, { kind: "get-food" }>).groups.flatMap((g) => g.cards) : []),
  rng: (s) => s.rng,
};
