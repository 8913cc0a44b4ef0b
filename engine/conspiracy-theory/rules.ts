/**
 * The rules of Conspiracy Theory: `apply` and the moves of the main phase and of open windows
 * and battles. Setup and who is awaited are in turn.ts, legal moves in choices.ts, dice in
 * dice.ts, decisions in decisions.ts, battle resolution in battle.ts.
 *
 * `apply` copies the state once (`draftOf`) and then works on the copy as a draft: the
 * move's handler decides and changes it, then `advance` runs everything that needs no human
 * decision (auto-passes, battle resolution, end of turn, the next turn's start) until some seat
 * must decide. Every handler first checks the move against the same generators `legalMoves`
 * uses (a card play against the plays of that card only; a repair step through the same
 * search, isRepairStep), so the two can never disagree.
 */
import { ensure, RuleViolation, type Seat } from "../core/game";
import { cloneDraft } from "../core/draft";
import { cardIdOf, cardOf, isOrganization } from "./cards";
import type { Move } from "./moves";
import { fitsRow, moveRows, placementRows } from "./pyramid";
import type { Battle, Entry, Roll, State, Window } from "./state";
import { clearance, combatantOn, connected, forbidden, ID, is, other, sideOf } from "./values";
import { advance } from "./battle";
import { ensureListed, mainMoves, priorityPlays, sameMove } from "./choices";
import { applyDecision } from "./decisions";
import { failedRoll, rollDie, startInnerRoll } from "./dice";
import { CT, addToPyramid, draw, fromHand, moveInPyramid, nameOf, next, player, say, sharePlayers, toDiscard } from "./effects";
import { type Context, awaitedSeat, context, nextInLoop, passFor } from "./turn";

// The rules' public face: callers import from here.
export { advance } from "./battle";
export { legalMoves, captureType, priorityPlays, pickOptions } from "./choices";
export { type Options, safetyRoundCap } from "./effects";
export { awaitedSeat, setup, context } from "./turn";

// ---------------------------------------------------------------- apply

/**
 * The copy `apply` works on, field by field: the turn copied one level, the open window,
 * roll, battle and decisions as deep as apply changes them, and everything else shared with
 * the input. A player's record is copied before its first change (effects.ts `player`);
 * every other list of a state (hands, pyramids and their rows, Artifacts, Certificates,
 * tried cards, the deck and the discard pile, forbids) is only ever replaced, never changed
 * in place (effects.ts `without`, `toHand`, `toDiscard`, `moveInPyramid`), and the records
 * in them are never changed once written.
 * A generic deep copy was the largest cost of random play (bench/conspiracy-theory.ts).
 * Assignments to a spread copy keep key order (digests hash the JSON); V8 builds
 * `{ ...x, key: value }` with overridden keys several times more slowly.
 */
export function draftOf(state: State): State {
  const s = { ...state };
  sharePlayers(s, state);
  s.turn = { ...state.turn };
  s.roll = state.roll && copyRoll(state.roll);
  s.window = state.window && copyWindow(state.window);
  s.battle = state.battle && copyBattle(state.battle);
  s.decisions = cloneDraft(state.decisions);
  // The news of the move applied before: apply starts a new list.
  s.news = [];
  return s;
}

// Copies written out for the parts apply changes in place (a generic deep copy, cloneDraft,
// walks every key): each list the rules change, and the battle table's entries.
function copyRoll(r: Roll): Roll {
  const c = { ...r };
  c.untilEnd = r.untilEnd.slice();
  return c;
}

function copyWindow(w: Window): Window {
  const c = { ...w };
  c.responses = w.responses.slice();
  c.untilEnd = w.untilEnd.slice();
  return c;
}

function copyBattle(b: Battle): Battle {
  const c = { ...b };
  c.table = b.table.map((e) => ({ ...e }));
  c.untilEnd = b.untilEnd.slice();
  c.lastSeen = b.lastSeen.slice();
  c.hadron = b.hadron.slice();
  c.roll = b.roll && copyRoll(b.roll);
  if (b.outcome) {
    const outcome = { ...b.outcome };
    outcome.queue = b.outcome.queue.slice();
    c.outcome = outcome;
  }
  return c;
}

export function apply(state: State, seat: Seat, move: Move): State {
  ensure(!state.finished, "game/over", "The game is over.");
  ensure(Number.isInteger(seat) && seat >= 0 && seat < state.seats, "move/no-such-seat", "There is no such seat.");
  const s = draftOf(state);
  if (move.kind === "auto-pass") {
    player(s, seat).autoPass = move.mode;
  } else {
    ensure(awaitedSeat(s) === seat, "move/not-your-turn", "It is not your decision now.");
    const ctx = context(s)!;
    switch (ctx) {
      case "decision": applyDecision(s, seat, move); break;
      case "main": applyMain(s, seat, move); break;
      default: applyPriority(s, seat, move, ctx); break;
    }
  }
  advance(s);
  return s;
}

export function applyMain(s: State, seat: number, move: Move): void {
  const p = player(s, seat);
  const inHand = "card" in move && move.card !== null && p.hand.includes(move.card);
  switch (move.kind) {
    case "place":
      ensure(inHand, `${CT}/not-in-hand`, "That card is not in your hand.");
      ensure(isOrganization(move.card), `${CT}/not-an-organization`, "Only Organizations go into the pyramid.");
      ensure(!s.turn.placed, `${CT}/already-placed`, "You have already placed an Organization this turn.");
      ensure(!forbidden(s, seat, "quarantine"), `${CT}/quarantined`, "Quarantine: you cannot place or move Organizations this turn.");
      ensure(fitsRow(p.pyramid[move.row]!, move.card), `${CT}/type-clash`, "That row already holds an Organization of this type.");
      ensure(placementRows(p.pyramid, move.card).includes(move.row), `${CT}/bad-shape`, "The pyramid would not keep a legal shape.");
      fromHand(s, seat, move.card);
      say(s, `@${seat} places ${nameOf(move.card)} in row ${move.row + 1}.`);
      addToPyramid(s, seat, move.card, move.row);
      s.turn.placed = true;
      return;
    case "move": {
      ensure(p.pyramid.some((r) => r.includes(move.card)), `${CT}/not-in-pyramid`, "That Organization is not in your pyramid.");
      ensure(!s.turn.moved, `${CT}/already-moved`, "You have already moved an Organization this turn.");
      ensure(!forbidden(s, seat, "quarantine"), `${CT}/quarantined`, "Quarantine: you cannot place or move Organizations this turn.");
      ensure(moveRows(p.pyramid, move.card).includes(move.row), `${CT}/bad-shape`, "The pyramid would not keep a legal shape.");
      p.pyramid = moveInPyramid(p.pyramid, move.card, p.pyramid.findIndex((r) => r.includes(move.card)), move.row);
      s.turn.moved = true;
      say(s, `@${seat} moves ${nameOf(move.card)} to row ${move.row + 1}.`);
      return;
    }
    case "end-turn":
      s.turn.stage = "discarding";
      say(s, `@${seat} ends the turn.`);
      return;
    default:
      break;
  }
  ensure(move.kind !== "library" || inHand, `${CT}/not-in-hand`, "That card is not in your hand.");
  if (move.kind === "artifact" || move.kind === "certificate" || move.kind === "action" || move.kind === "attack") {
    ensure(inHand, `${CT}/not-in-hand`, "That card is not in your hand.");
    ensure((cardOf(move.card).clearance ?? 0) <= clearance(s, seat), `${CT}/clearance`, "Your clearance is too low for that card.");
    if (move.kind === "certificate") ensure(!p.tried.includes(move.card), `${CT}/already-tried`, "That Certificate failed this turn; it cannot be tried again.");
    if (move.kind === "action") ensure(!forbidden(s, seat, "embargo"), `${CT}/embargo`, "Embargo: you cannot play Action cards this turn.");
    const opensBattle = move.kind === "attack" || (move.kind === "action" && cardOf(move.card).timing === "turn-impact");
    if (opensBattle) ensure(!forbidden(s, seat, "moratorium"), `${CT}/moratorium`, "You cannot open battles this turn.");
  }
  const card = "card" in move && typeof move.card === "string" ? cardIdOf(move.card) : undefined;
  ensureListed(mainMoves(s, seat, card), move, `${CT}/not-allowed`, "That move is not allowed now.");
  switch (move.kind) {
    case "artifact":
      fromHand(s, seat, move.card);
      openWindow(s, "artifact", seat, move.card, null);
      say(s, `@${seat} puts ${nameOf(move.card)} into play.`);
      return;
    case "certificate":
      fromHand(s, seat, move.card);
      s.certAttempt = { seat, card: move.card, host: move.host };
      openWindow(s, "certificate", seat, move.card, null);
      say(s, `@${seat} tries to activate ${nameOf(move.card)}${move.host ? ` on ${nameOf(move.host)}` : ""}.`);
      return;
    case "action": {
      fromHand(s, seat, move.card);
      const def = cardOf(move.card);
      if (def.timing === "turn-impact") {
        say(s, `@${seat} plays ${nameOf(move.card)} against @${move.target}: a battle opens.`);
        openBattle(s, { attacker: seat, defender: move.target!, opening: "action", answer: null, card: move.card, hadron: false });
      } else {
        say(s, `@${seat} plays ${nameOf(move.card)}${move.target !== null ? ` on @${move.target}` : ""}.`);
        openWindow(s, "action", seat, move.card, move.target);
      }
      return;
    }
    case "attack":
      fromHand(s, seat, move.card);
      say(s, `@${seat} attacks @${move.target} with ${nameOf(move.card)}${move.hadron ? " (Hadron power)" : ""}: a battle opens.`);
      openBattle(s, { attacker: seat, defender: move.target, opening: "executor", answer: null, card: move.card, hadron: move.hadron });
      return;
    case "library":
      fromHand(s, seat, move.card);
      toDiscard(s, move.card);
      p.libraryUsedTurn = s.turn.number;
      draw(s, seat, 1);
      say(s, `@${seat} uses the Library of Ivan the Terrible: discards ${nameOf(move.card)} and draws a card.`);
      return;
    default:
      throw new RuleViolation(`${CT}/not-allowed`, "That move is not allowed in the main phase.");
  }
}

export function openWindow(s: State, kind: "action" | "artifact" | "certificate", actor: number, card: string, target: number | null): void {
  s.window = { kind, actor, card, target, responses: [], priority: next(s, actor), passes: 0, untilEnd: [] };
}

export interface Opening {
  attacker: number; defender: number; opening: Battle["opening"]; answer: Battle["answer"]; card: string | null; hadron: boolean;
}

/** CR16: the opening card goes on the table on the attacker's side; priority goes to the defender. */
export function openBattle(s: State, o: Opening): void {
  const table: Entry[] = o.card
    ? [{ card: o.card, by: o.attacker, side: "attacker", hadron: o.hadron, out: false, cancelled: false, target: null, boost: 0 }]
    : [];
  s.battle = {
    attacker: o.attacker, defender: o.defender, opening: o.opening, answer: o.answer, openingEntry: o.card ? 0 : null, table,
    priority: o.defender, passes: 0, untilEnd: [], lastSeen: s.players.map(() => -1), hadron: o.hadron ? [o.attacker] : [],
    roll: null, outcome: null,
  };
  if (o.opening === "executor") onEnter(s, 0);
}

export function applyPriority(s: State, seat: number, move: Move, ctx: Context): void {
  if (move.kind === "pass") {
    passFor(s, seat, ctx, move.untilEnd);
    return;
  }
  ensure(move.kind === "play" || move.kind === "intrigue", `${CT}/not-allowed`, "Play a card or pass.");
  if (move.kind === "play") {
    ensure(s.players[seat]!.hand.includes(move.card), `${CT}/not-in-hand`, "That card is not in your hand.");
    ensure((cardOf(move.card).clearance ?? 0) <= clearance(s, seat), `${CT}/clearance`, "Your clearance is too low for that card.");
    if (cardOf(move.card).kind === "action") ensure(!forbidden(s, seat, "embargo"), `${CT}/embargo`, "Embargo: you cannot play Action cards.");
  }
  const plays = priorityPlays(s, seat);
  if (ctx === "battle" && move.kind === "play" && move.side === null) {
    // A combatant's cards support their own side (CR17); a Veto's side follows its target.
    const wanted = move;
    const sides = new Set(plays.flatMap((m) => (m.kind === "play" && sameMove({ ...m, side: null }, wanted) ? [m.side] : [])));
    ensure(sides.size <= 1, `${CT}/name-side`, "Name the side this card supports.");
    move = { ...wanted, side: [...sides][0] ?? null };
  }
  ensureListed(plays, move, `${CT}/not-allowed`, "That card cannot be played now.");
  const p = player(s, seat);
  if (ctx === "window") {
    const w = s.window!;
    const m = move as Extract<Move, { kind: "play" }>;
    fromHand(s, seat, m.card);
    w.responses.push({ card: m.card, by: seat, target: m.target! });
    w.passes = 0;
    w.priority = next(s, seat);
    say(s, `@${seat} answers with ${nameOf(m.card)}, cancelling ${nameOf(m.target!)}.`);
    return;
  }
  if (ctx === "roll" || ctx === "battle-roll") {
    const roll = ctx === "roll" ? s.roll! : s.battle!.roll!;
    const answer = move.kind === "intrigue" || is(move.card, ID.disinformation) ? "reroll" : "refute";
    const card = move.kind === "play" ? move.card : null;
    if (card) fromHand(s, seat, card);
    else p.intrigueUsedTurn = s.turn.number;
    const what = card ? nameOf(card) : "Master of Intrigue";
    if (ctx === "roll") {
      // CR16c: outside a battle the answer opens one; afterwards the window carries on after this player.
      roll.priority = next(s, seat);
      roll.passes = 0;
      say(s, `@${seat} answers @${roll.roller}'s roll with ${what}: a battle opens.`);
      openBattle(s, { attacker: seat, defender: roll.roller, opening: "answer", answer, card, hadron: false });
      return;
    }
    // Inside a battle it resolves at once (CR16).
    const b = s.battle!;
    if (card) {
      const rolling = b.table[roll.entry!]!;
      b.table.push({ card, by: seat, side: sideOf(b, seat) ?? other(rolling.side), hadron: false, out: false, cancelled: false, target: null, boost: 0 });
    }
    say(s, `@${seat} answers @${roll.roller}'s roll with ${what}.`);
    if (answer === "refute") failedRoll(s, "inner");
    else rollDie(s, "inner");
    return;
  }
  // A battle.
  const b = s.battle!;
  const m = move as Extract<Move, { kind: "play" }>;
  fromHand(s, seat, m.card);
  const side = m.side ?? sideOf(b, seat)!;
  b.table.push({ card: m.card, by: seat, side, hadron: m.hadron, out: false, cancelled: false, target: m.target, boost: 0 });
  if (m.hadron) b.hadron.push(seat);
  b.lastSeen[seat] = b.table.length;
  b.passes = 0;
  b.priority = nextInLoop(s, b, seat);
  const target = m.target ? ` against ${nameOf(m.target)}` : "";
  say(s, `@${seat} plays ${nameOf(m.card)} for the ${side}${m.hadron ? " with Hadron power" : ""}${target}.`);
  if (cardOf(m.card).kind === "executor") onEnter(s, b.table.length - 1);
}

/** "When it enters" abilities (CR37: only while connected or holding Hadron power). */
export function onEnter(s: State, index: number): void {
  const b = s.battle!;
  const e = b.table[index]!;
  if (!(e.hadron || connected(s, e.by, e.card))) return;
  const opposing = combatantOn(b, other(e.side));
  const targetIndex = e.target === null ? -1 : b.table.findIndex((x) => x.card === e.target);
  switch (cardOf(e.card).id) {
    case ID.informant: {
      const hand = s.players[opposing]!.hand;
      s.peek = { by: e.by, cards: [...hand] };
      say(s, `Informant: @${e.by} looks at @${opposing}'s hand: ${hand.map(nameOf).join(", ") || "empty"}.`, {
        to: [e.by], other: `Informant: @${e.by} looks at @${opposing}'s hand.`,
      });
      return;
    }
    case ID.doubleAgent:
      if (targetIndex >= 0) {
        b.table[targetIndex]!.side = e.side;
        say(s, `Double Agent turns ${nameOf(e.target!)} to the ${e.side}.`);
      }
      return;
    case ID.liquidator:
      if (targetIndex >= 0) {
        b.table[targetIndex]!.out = true;
        say(s, `Liquidator knocks out ${nameOf(e.target!)}.`);
      }
      return;
    case ID.medium:
      startInnerRoll(s, e.by, "medium", 4, index);
      return;
    case ID.prophet:
      if (targetIndex >= 0) startInnerRoll(s, e.by, "prophet", 5, index);
      return;
    case ID.grandMaster:
      if (targetIndex >= 0) startInnerRoll(s, e.by, "grand-master", 4, index);
      return;
    case ID.oligarch:
      if (s.players[e.by]!.hand.length > 0) {
        s.decisions.push({ kind: "pick", seat: e.by, purpose: "oligarch", from: null, source: e.card, entry: index });
      }
      return;
    default:
      return;
  }
}
