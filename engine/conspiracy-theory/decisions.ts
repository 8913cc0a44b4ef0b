/** Decisions a seat owes outside its own actions: picks, repairs (CR4) and their effects. */
import { ensure, invariant } from "../core/game";
import type { Move } from "./moves";
import { isLegal, isRepairStep, shapeOf } from "./pyramid";
import type { Decision, State } from "./state";

import { decisionMoves, ensureListed, pickOptions } from "./choices";
import { type RollSlot, rollDie, rollFails } from "./dice";
import {
  CT, addToPyramid, fromHand, loseArtifact, player, loseCertificate, moveInPyramid, nameOf, removeFromPyramid, say, toDiscard, toHand, toTaker, without,
} from "./effects";

// ---------------------------------------------------------------- decisions

export function applyDecision(s: State, seat: number, move: Move): void {
  const d = s.decisions[0]!;
  const p = player(s, seat);
  if (d.kind === "repair") {
    ensure(move.kind === "repair", `${CT}/decide`, "Repair your pyramid first.");
    applyRepair(s, seat, d, move);
    return;
  }
  if (d.kind === "think-tank") {
    ensure(move.kind === "think-tank", `${CT}/decide`, "Choose the card to take from Think Tank.");
    const top = s.deck.slice(0, 3);
    const rest = top.filter((c) => c !== move.take);
    ensure(top.includes(move.take) && move.order.length === rest.length && rest.every((c) => move.order.includes(c)),
      `${CT}/not-allowed`, "Take one of the cards seen and put the others back.");
    s.deck = [...move.order, ...s.deck.slice(top.length)];
    toHand(s, seat, move.take);
    s.decisions.shift();
    s.peek = null;
    say(s, `@${seat} takes a card with Think Tank.`);
    return;
  }
  if (d.kind === "pick") {
    ensure(move.kind === "pick", `${CT}/decide`, "Choose a card first.");
    const { cards, optional } = pickOptions(s, d);
    ensure(move.card === null ? optional || cards.length === 0 : cards.includes(move.card), `${CT}/not-allowed`, "That choice is not available.");
  } else ensureListed(decisionMoves(s, d), move, `${CT}/not-allowed`, "That choice is not available.");
  s.decisions.shift();
  switch (move.kind) {
    case "skull": {
      const slot: RollSlot = s.battle?.roll ? "inner" : "outer";
      if (move.reroll) {
        p.skullUsedTurn = s.turn.number;
        say(s, `@${seat} re-rolls with the Crystal Skull.`);
        rollDie(s, slot);
      } else rollFails(s, slot);
      return;
    }
    case "outcome": {
      const b = s.battle!;
      removeFromPyramid(s, b.defender, move.card);
      if (move.capture) {
        say(s, `@${seat} captures ${nameOf(move.card)} from @${b.defender}.`);
        toTaker(s, seat, move.card);
      } else {
        toDiscard(s, move.card);
        say(s, `${nameOf(move.card)} of @${b.defender} goes to the discard pile.`);
      }
      return;
    }
    case "place-taken":
      if (move.row !== null) {
        const card = (d as Extract<Decision, { kind: "place-taken" }>).card;
        fromHand(s, seat, card);
        say(s, `@${seat} places ${nameOf(card)} in row ${move.row + 1}.`);
        addToPyramid(s, seat, card, move.row);
        s.turn.placed = true;
      }
      return;
    case "pick":
      resolvePick(s, d as Extract<Decision, { kind: "pick" }>, move.card);
      return;
    default:
      invariant(false, "unexpected decision move");
  }
}

/** CR4b: one repair step. The pyramid changes as the owner goes; only Done needs it legal. */
export function applyRepair(s: State, seat: number, d: Extract<Decision, { kind: "repair" }>, move: Extract<Move, { kind: "repair" }>): void {
  const p = player(s, seat);
  if (move.step === "done") {
    ensure(isLegal(p.pyramid), `${CT}/bad-shape`, "The pyramid is not legal yet: move more Organizations first.");
    s.decisions.shift();
    say(s, `@${seat} repairs the pyramid to ${shapeOf(p.pyramid)}.`);
    return;
  }
  ensure(move.card !== null && move.row !== null && p.pyramid.some((r) => r.includes(move.card!)),
    `${CT}/not-in-pyramid`, "Name an Organization of your pyramid and a row.");
  const card = move.card;
  const from = p.pyramid.findIndex((r) => r.includes(card));
  if (move.step === "undo") {
    const last = d.steps[d.steps.length - 1];
    ensure(last !== undefined && last.card === card && last.from === move.row, `${CT}/not-allowed`, "Only the last step can be taken back.");
    d.steps.pop();
  } else {
    ensure(!d.steps.some((x) => x.card === card), `${CT}/already-moved`, "Each Organization moves once in a repair; undo to move it again.");
    ensure(isRepairStep(p.pyramid, new Set(d.steps.map((x) => x.card)), card, move.row), `${CT}/bad-shape`, "No legal pyramid can be reached that way.");
    d.steps.push({ card, from });
  }
  p.pyramid = moveInPyramid(p.pyramid, card, from, move.row);
  const verb = move.step === "undo" ? "puts back" : "moves";
  say(s, `@${seat} ${verb} ${nameOf(card)} from row ${from + 1} to row ${move.row + 1} (repair: ${shapeOf(p.pyramid)}).`);
}

export function resolvePick(s: State, d: Extract<Decision, { kind: "pick" }>, card: string | null): void {
  const me = player(s, d.seat);
  const source = d.source ? `${nameOf(d.source)}: ` : "";
  if (card === null) return;
  switch (d.purpose) {
    case "discard-artifact":
      loseArtifact(s, d.from!, card);
      toDiscard(s, card);
      say(s, `${source}${nameOf(card)} of @${d.from} goes to the discard pile.`);
      return;
    case "take-artifact":
      loseArtifact(s, d.from!, card);
      toHand(s, d.seat, card);
      say(s, `${source}@${d.seat} takes ${nameOf(card)} from @${d.from}.`);
      return;
    case "discard-certificate":
      loseCertificate(s, d.from!, card);
      toDiscard(s, card);
      say(s, `${source}${nameOf(card)} of @${d.from} goes to the discard pile.`);
      return;
    case "take-certificate":
      loseCertificate(s, d.from!, card);
      toHand(s, d.seat, card);
      say(s, `${source}@${d.seat} takes ${nameOf(card)} from @${d.from}.`);
      return;
    case "take-organization":
      removeFromPyramid(s, d.from!, card);
      say(s, `${source}@${d.seat} takes ${nameOf(card)} from @${d.from}'s pyramid.`);
      toTaker(s, d.seat, card);
      return;
    case "take-from-hand":
      fromHand(s, d.from!, card);
      toHand(s, d.seat, card);
      s.peek = null;
      say(s, `${source}@${d.seat} takes ${nameOf(card)} from @${d.from}'s hand.`, {
        to: [d.seat, d.from!], other: `${source}@${d.seat} takes a card from @${d.from}'s hand.`,
      });
      return;
    case "discard-from-hand":
      fromHand(s, d.from!, card);
      toDiscard(s, card);
      s.peek = null;
      say(s, `${source}${nameOf(card)} from @${d.from}'s hand goes to the discard pile.`);
      return;
    case "discard-own": case "hand-limit":
      fromHand(s, d.seat, card);
      toDiscard(s, card);
      say(s, `${source}@${d.seat} discards ${nameOf(card)}.`);
      return;
    case "archive":
      s.discard = without(s.discard, card);
      toHand(s, d.seat, card);
      say(s, `${source}@${d.seat} takes ${nameOf(card)} from the discard pile.`);
      return;
    case "oligarch": {
      fromHand(s, d.seat, card);
      toDiscard(s, card);
      s.battle!.table[d.entry!]!.boost += 1;
      say(s, `Oligarch: @${d.seat} discards ${nameOf(card)} for +1.`);
      if (me.hand.length > 0) s.decisions.unshift({ ...d });
      return;
    }
  }
}
