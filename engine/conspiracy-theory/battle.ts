/**
 * Advancing without decisions: auto-passes (CR19), closing response windows, resolving a
 * battle's outcome effect by effect, and finishing it (CR20–CR28).
 */
import { invariant } from "../core/game";
import { Rng } from "../core/rng";
import { activationMinimum, cardOf, handLimit } from "./cards";
import { isLegal } from "./pyramid";
import { rulesVersion, type Battle, type Decision, type ForbidKind, type PickPurpose, type Side, type State } from "./state";
import { analyseBattle, combatantOn, hasActive, ID, is, loopOrder, other, sideOf } from "./values";
import { couldAnswer, hasPriorityPlay, pickOptions, windowCancelled } from "./choices";
import { failedRoll, rollDie, rollSucceeds } from "./dice";
import { addForbid, draw, nameOf, player, randomFromHand, say, toDiscard } from "./effects";
import { type Context, passFor, roundLimitReached, startTurn } from "./turn";

// ---------------------------------------------------------------- advancing without decisions

/** Runs everything that needs nobody's decision, until some seat must decide or the game ends. */
export function advance(s: State): void {
  for (let guard = 0; guard < 10_000; guard++) {
    if (s.finished || s.decisions.length > 0) return;
    const b = s.battle;
    if (b) {
      if (b.roll) {
        invariant(b.roll.open, "closed roll without a decision");
        if (b.roll.passes >= s.seats) { rollSucceeds(s, "inner"); continue; }
        if (autoPasses(s, b.roll.priority, "battle-roll", b.roll.untilEnd)) { passedFor(s, b.roll.priority, "battle-roll"); continue; }
        return;
      }
      if (b.outcome) {
        if (b.outcome.queue.length > 0) runEffect(s, b.outcome.queue.shift()!);
        else finishBattle(s);
        continue;
      }
      if (b.passes >= s.seats) { startResolution(s); continue; }
      if (autoPasses(s, b.priority, "battle", b.untilEnd)) { passedFor(s, b.priority, "battle"); continue; }
      return;
    }
    if (s.roll) {
      invariant(s.roll.open, "closed roll without a decision");
      if (s.roll.passes >= s.seats) { rollSucceeds(s, "outer"); continue; }
      if (autoPasses(s, s.roll.priority, "roll", s.roll.untilEnd)) { passedFor(s, s.roll.priority, "roll"); continue; }
      return;
    }
    if (s.window) {
      if (s.window.passes >= s.seats) { closeWindow(s); continue; }
      if (autoPasses(s, s.window.priority, "window", s.window.untilEnd)) { passedFor(s, s.window.priority, "window"); continue; }
      return;
    }
    if (s.turn.stage === "discarding") {
      if (s.players[s.turn.seat]!.hand.length > handLimit) {
        s.decisions.push({ kind: "pick", seat: s.turn.seat, purpose: "hand-limit", from: null, source: null, entry: null });
        return;
      }
      // CR4a: repairs after the turn, in seat order from the player whose turn ended.
      s.turn.stage = "repairing";
      for (let k = 1; k <= s.seats; k++) {
        const seat = (s.turn.seat + k) % s.seats;
        if (!isLegal(s.players[seat]!.pyramid)) s.decisions.push({ kind: "repair", seat, steps: [] });
      }
      continue;
    }
    if (s.turn.stage === "repairing") {
      if (roundLimitReached(s)) return;
      startTurn(s);
      continue;
    }
    return;
  }
  invariant(false, "advance did not settle");
}

/**
 * CR19: the engine passes for a seat, and logs it as a player's pass is logged ("… pass."),
 * consecutive passes on one line.
 */
export function passedFor(s: State, seat: number, ctx: Context): void {
  passFor(s, seat, ctx, false);
  const last = s.news[s.news.length - 1];
  const m = last && last.to === null ? /^((?:@\d, )*@\d) pass(?:es)?\.$/.exec(last.text) : null;
  if (m) last!.text = `${m[1]}, @${seat} pass.`;
  else say(s, `@${seat} passes.`);
}

/** CR19: should the engine pass for this seat now? */
export function autoPasses(s: State, seat: number, ctx: Context, untilEnd: readonly number[]): boolean {
  if (untilEnd.includes(seat)) return true;
  const mode = s.players[seat]!.autoPass;
  // CR26/CR27, engine version 2: in a response window (not the battle loop) a seat that no hand
  // could let answer, such as the opener with no response to answer or the roller, is passed for
  // even on manual: asking her would only show her own card. Version 1 asked every manual seat.
  // (Other modes pass such a seat anyway: it holds no play.)
  if (mode === "manual") return ctx !== "battle" && rulesVersion(s) >= 2 && !couldAnswer(s, seat);
  if (mode === "bystander" && s.battle && sideOf(s.battle, seat) === null && (ctx === "battle" || ctx === "battle-roll")) return true;
  return !hasPriorityPlay(s, seat);
}

/** CR26: responses resolve last in, first out; then the card answered, unless cancelled. */
export function closeWindow(s: State): void {
  const w = s.window!;
  s.window = null;
  const cancelled = windowCancelled(w);
  toDiscard(s, ...w.responses.map((r) => r.card));
  const card = w.card;
  if (cancelled.has(card)) {
    toDiscard(s, card);
    if (w.kind === "certificate") s.certAttempt = null;
    say(s, `${nameOf(card)} is cancelled.`);
    return;
  }
  if (w.kind === "artifact") {
    const p = player(s, w.actor);
    p.artifacts = [...p.artifacts, card];
    say(s, `${nameOf(card)} is in play.`);
    return;
  }
  if (w.kind === "certificate") {
    const def = cardOf(card);
    s.roll = { roller: w.actor, purpose: "certificate", need: activationMinimum(def), result: 0, entry: null, open: false, priority: w.actor, passes: 0, untilEnd: [] };
    rollDie(s, "outer");
    return;
  }
  // An Action card timed turn or forbid.
  toDiscard(s, card);
  switch (cardOf(card).id) {
    case ID.recruitment:
      draw(s, w.actor, 2);
      say(s, `@${w.actor} draws 2 cards.`);
      return;
    case ID.archiveDig:
      if (s.discard.length > 1) s.decisions.push({ kind: "pick", seat: w.actor, purpose: "archive", from: null, source: card, entry: null });
      return;
    case ID.thinkTank:
      if (s.deck.length === 0 && s.discard.length > 1) {
        // CR33: refill first, keeping Think Tank itself out of the new deck.
        const rng = new Rng(s.rng);
        s.deck = rng.shuffle(s.discard.filter((c) => c !== card));
        s.rng = rng.state;
        s.discard = [card];
      }
      if (s.deck.length > 0) {
        s.peek = { by: w.actor, cards: s.deck.slice(0, 3) };
        s.decisions.push({ kind: "think-tank", seat: w.actor });
      }
      return;
    case ID.embargo: case ID.quarantine: case ID.moratorium: {
      const kind: ForbidKind = is(card, ID.embargo) ? "embargo" : is(card, ID.quarantine) ? "quarantine" : "moratorium";
      addForbid(s, kind, w.target!, w.actor, card);
      say(s, `${nameOf(card)} is in force on @${w.target} until the end of their next turn.`);
      return;
    }
    default:
      invariant(false, `no window effect for ${card}`);
  }
}

/** CR22 steps 1-4: compare the totals, then queue the stake and the triggered abilities. */
export function startResolution(s: State): void {
  const b = s.battle!;
  const an = analyseBattle(s, b);
  const succeeded = !an.openingCancelled && an.attack > an.defence;
  const winner: Side | null = an.openingCancelled ? null : succeeded ? "attacker" : "defender";
  say(s, an.openingCancelled
    ? "The battle's opening card is cancelled: nothing happens."
    : `Battle: attack ${an.attack} against defence ${an.defence}: the attack ${succeeded ? "succeeds" : "fails"}.`);
  const queue: NonNullable<Battle["outcome"]>["queue"] = [];
  if (succeeded) {
    queue.push({ kind: "stake" });
    if (hasActive(s, b.attacker, ID.interrogator)) queue.push({ kind: "interrogator" });
  }
  const endAbilities: string[] = [ID.undercover, ID.hacker, ID.broker, ID.lobbyist, ID.financier, ID.debtCollector, ID.alchemist, ID.racketeer, ID.bomber];
  for (const seat of loopOrder(s, b)) {
    b.table.forEach((e, i) => {
      if (e.by !== seat || !an.active[i] || !endAbilities.includes(cardOf(e.card).id)) return;
      const triggers = is(e.card, ID.broker) ? true
        : is(e.card, ID.bomber) ? e.side === "attacker" && succeeded
          : winner !== null && e.side === winner;
      if (triggers) queue.push({ kind: "ability", entry: i });
    });
  }
  b.outcome = { succeeded, winner, queue };
}

export function pick(s: State, seat: number, purpose: PickPurpose, from: number | null, source: string | null): void {
  const d: Extract<Decision, { kind: "pick" }> = { kind: "pick", seat, purpose, from, source, entry: null };
  if (pickOptions(s, d).cards.length === 0) return;
  if (purpose === "take-from-hand" || purpose === "discard-from-hand") s.peek = { by: seat, cards: [...s.players[from!]!.hand] };
  s.decisions.push(d);
}

export function runEffect(s: State, effect: NonNullable<Battle["outcome"]>["queue"][number]): void {
  const b = s.battle!;
  if (effect.kind === "interrogator") {
    randomFromHand(s, b.defender, b.attacker, "Master Interrogator");
    return;
  }
  if (effect.kind === "stake") {
    if (b.opening === "executor") {
      if (s.players[b.defender]!.pyramid.flat().length > 0) s.decisions.push({ kind: "outcome", seat: b.attacker });
      return;
    }
    if (b.opening === "answer") {
      say(s, b.answer === "refute" ? `@${b.defender}'s roll counts as failed.` : `@${b.defender} must roll again.`);
      if (b.answer === "refute") failedRoll(s, "outer");
      else rollDie(s, "outer");
      return;
    }
    const card = b.table[b.openingEntry!]!.card;
    const purposes: Partial<Record<string, PickPurpose>> = {
      [ID.search]: "take-from-hand", [ID.sabotage]: "discard-artifact", [ID.confiscation]: "take-artifact",
      [ID.revokedLicence]: "discard-certificate", [ID.headhunting]: "take-certificate", [ID.takeover]: "take-organization",
    };
    if (is(card, ID.leak)) randomFromHand(s, b.defender, b.attacker, "Information Leak");
    else pick(s, b.attacker, purposes[cardOf(card).id]!, b.defender, card);
    return;
  }
  const e = b.table[effect.entry]!;
  const opposing = combatantOn(b, other(e.side));
  switch (cardOf(e.card).id) {
    case ID.undercover: randomFromHand(s, opposing, e.by, "Undercover Agent"); return;
    case ID.hacker: pick(s, e.by, "discard-from-hand", opposing, e.card); return;
    case ID.broker: draw(s, e.by, 1); say(s, `Broker: @${e.by} draws a card.`); return;
    case ID.lobbyist:
      addForbid(s, "moratorium", opposing, e.by, e.card);
      say(s, `Lobbyist: @${opposing} cannot open battles until the end of their next turn.`);
      return;
    case ID.financier: draw(s, e.by, 2); say(s, `Financier: @${e.by} draws 2 cards.`); return;
    case ID.debtCollector: pick(s, e.by, "take-artifact", opposing, e.card); return;
    case ID.alchemist: pick(s, e.by, "take-certificate", opposing, e.card); return;
    case ID.racketeer: pick(s, opposing, "discard-own", null, e.card); return;
    case ID.bomber: pick(s, e.by, "discard-artifact", b.defender, e.card); return;
    default: invariant(false, `no battle-end ability for ${e.card}`);
  }
}

/** CR22 step 5: every card on the battle table goes to the discard pile. */
export function finishBattle(s: State): void {
  const b = s.battle!;
  toDiscard(s, ...b.table.map((e) => e.card));
  s.battle = null;
  s.peek = null;
}
