/**
 * Invariants of a Conspiracy Theory state, as plain checks (no test framework), shared by the
 * property test and the soak run (bench/conspiracy-theory.ts).
 */
import { handLimit, isOrganization } from "../../../engine/conspiracy-theory/cards";
import { clearanceOf, isLegal } from "../../../engine/conspiracy-theory/pyramid";
import type { State } from "../../../engine/conspiracy-theory/state";
import { conspiracyTheory as game } from "../../../engine/conspiracy-theory/index";

/** Every card in the game, wherever it is. */
export function everyCard(s: State): string[] {
  return [
    ...s.deck, ...s.discard,
    ...s.players.flatMap((p) => [...p.hand, ...p.pyramid.flat(), ...p.artifacts, ...p.certificates.map((x) => x.card)]),
    ...(s.window ? [s.window.card, ...s.window.responses.map((r) => r.card)] : []),
    ...(s.certAttempt && !s.window ? [s.certAttempt.card] : []),
    ...(s.battle ? s.battle.table.map((e) => e.card) : []),
  ];
}

/** Null when the state after a move is sound; otherwise what is broken. */
export function checkInvariants(after: State, before: State): string | null {
  // 124 cards, each exactly once.
  const cards = everyCard(after);
  if (cards.length !== 124 || new Set(cards).size !== 124) return `cards: ${cards.length} / ${new Set(cards).size} distinct`;
  const scores = game.result(after).scores;
  const shown = game.view(after, "spectator").players;
  for (let i = 0; i < after.players.length; i++) {
    const p = after.players[i]!;
    // C8: clearance equals the Organizations in the pyramid; only Organizations are in it.
    if (scores[i] !== clearanceOf(p.pyramid)) return `seat ${i}: score ${scores[i]} is not the clearance`;
    if (shown[i]!.clearance !== p.pyramid.flat().length) return `seat ${i}: clearance in the view`;
    if (p.pyramid.flat().some((card) => !isOrganization(card))) return `seat ${i}: a non-Organization in the pyramid`;
  }
  if (after.turn.number !== before.turn.number || (after.finished && !before.finished)) {
    // End of a turn: every pyramid legal (C6, CR4), the ending player within the hand limit (C5).
    if (after.players.some((p) => !isLegal(p.pyramid))) return "illegal pyramid at the end of a turn";
    if (after.players[before.turn.seat]!.hand.length > handLimit) return "hand limit broken at the end of a turn";
  }
  if (!after.finished && game.awaiting(after).length !== 1) return "awaits no seat";
  return null;
}
