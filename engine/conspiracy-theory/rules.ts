/**
 * The rules of Conspiracy Theory: setup, who is awaited, legal moves, and apply.
 *
 * `apply` copies the state once (a plain deep copy) and then works on the copy as a draft: the
 * move's handler decides and changes it, then `advance` runs everything that needs no human
 * decision (auto-passes, battle resolution, end of turn, the next turn's start) until some seat
 * must decide. Every handler first checks the move against the same generators `legalMoves`
 * uses, so the two can never disagree.
 */
import { ensure, invariant, RuleViolation, type Seat } from "../core/game";
import { cloneDraft, refillDeckFromDiscard } from "../core/draft";
import { Rng, seedRng } from "../core/rng";
import { activationMinimum, allInstances, cardIdOf, cardOf, handLimit, isOrganization, pyramidSize } from "./cards";
import type { Move } from "./moves";
import {
  clearanceOf, fitsRow, isLegal, moveRows, placementRows, repairSteps, shapeOf,
} from "./pyramid";
import type { AutoPassMode, Battle, Decision, Entry, ForbidKind, PickPurpose, Roll, Side, State } from "./state";
import {
  analyseBattle, clearance, combatantOn, connected, forbidden, hasActive, hasCollider, ID, is, isProtected,
  loopOrder, nextTurnOf, other, roundOf, sideOf, turnSeatOf,
} from "./values";

export interface Options {
  readonly autoPass: AutoPassMode;
  readonly roundLimit: number | null;
  readonly firstPlayer: number | null;
}

/** Safety valve: a game still running after this many rounds ends as under CR32's round limit. */
export const safetyRoundCap = 200;

const CT = "ct";

// ---------------------------------------------------------------- small helpers

const nameOf = (card: string): string => cardOf(card).nameEn;

function say(s: State, text: string, only?: { to: number[]; other: string | null }): void {
  s.news.push({ text, to: only?.to ?? null, other: only?.other ?? null });
}

function take(list: string[], card: string): void {
  const i = list.indexOf(card);
  invariant(i >= 0, `card ${card} not where expected`);
  list.splice(i, 1);
}

function next(s: State, seat: number): number {
  return (seat + 1) % s.seats;
}

/**
 * Unique by card id: identical copies make identical choices. Pass `tried` (CR14) where a
 * Certificate copy that already failed this turn may be chosen: it is not the same choice as
 * an untried copy (discarding it keeps the untried one to try), so both are listed.
 */
function firstOfEach(cards: readonly string[], tried: readonly string[] = []): string[] {
  const seen = new Set<string>();
  return cards.filter((c) => {
    const id = `${cardOf(c).id}${tried.includes(c) ? "/tried" : ""}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/** CR33: draw from the deck; an empty deck is refilled from the shuffled discard pile. */
function draw(s: State, seat: number, count: number): void {
  for (let k = 0; k < count; k++) {
    if (s.deck.length === 0) {
      if (!refillDeckFromDiscard(s)) return;
      say(s, "The discard pile is shuffled into a new deck.");
    }
    s.players[seat]!.hand.push(s.deck.shift()!);
  }
}

function randomFromHand(s: State, from: number, to: number, why: string): void {
  const hand = s.players[from]!.hand;
  if (hand.length === 0) return;
  const rng = new Rng(s.rng);
  const card = hand[rng.int(hand.length)]!;
  s.rng = rng.state;
  take(hand, card);
  s.players[to]!.hand.push(card);
  // CR34: a card taken at random is shown only to the taker and the loser.
  say(s, `@${to} takes ${nameOf(card)} at random from @${from}'s hand (${why}).`, {
    to: [to, from], other: `@${to} takes a card at random from @${from}'s hand (${why}).`,
  });
}

function addToPyramid(s: State, seat: number, card: string, row: number): void {
  const p = s.players[seat]!;
  p.pyramid[row]!.push(card);
  if (clearanceOf(p.pyramid) === pyramidSize && p.completeSince === null) {
    p.completeSince = s.turn.number;
    say(s, `@${seat}'s pyramid of the World Conspiracy is complete: it must hold for one full round.`);
  }
}

/** CR5: losses take effect at once and clear the "complete since" mark. */
function removeFromPyramid(s: State, seat: number, card: string): void {
  const p = s.players[seat]!;
  const row = p.pyramid.find((r) => r.includes(card));
  invariant(row, `${card} not in pyramid of ${seat}`);
  take(row, card);
  if (clearanceOf(p.pyramid) < pyramidSize) p.completeSince = null;
}

/** C16/CR13: a lost Artifact takes its attached Certificates back to the owner's hand. */
function loseArtifact(s: State, owner: number, artifact: string): void {
  const p = s.players[owner]!;
  take(p.artifacts, artifact);
  for (const c of p.certificates.filter((x) => x.host === artifact)) {
    p.certificates = p.certificates.filter((x) => x !== c);
    p.hand.push(c.card);
    say(s, `${nameOf(c.card)} goes back to @${owner}'s hand.`);
  }
}

function loseCertificate(s: State, owner: number, cert: string): void {
  const p = s.players[owner]!;
  invariant(p.certificates.some((c) => c.card === cert), `${cert} not active`);
  p.certificates = p.certificates.filter((c) => c.card !== cert);
}

function addForbid(s: State, kind: ForbidKind, target: number, by: number, source: string): void {
  s.forbids.push({ kind, target, by, until: nextTurnOf(s, target), source: cardIdOf(source) });
}

/** CR24: a captured or taken Organization goes to hand, and may go on into the pyramid. */
function toTaker(s: State, seat: number, org: string): void {
  s.players[seat]!.hand.push(org);
  const canPlace = s.turn.seat === seat && !s.turn.placed && !forbidden(s, seat, "quarantine")
    && placementRows(s.players[seat]!.pyramid, org).length > 0;
  if (canPlace) s.decisions.unshift({ kind: "place-taken", seat, card: org });
}

function skullUsable(s: State, seat: number): boolean {
  return hasActive(s, seat, ID.crystalSkull) && s.players[seat]!.skullUsedTurn !== s.turn.number;
}

/** "Once per round" (CR37): between the start of your turn and the start of your next. */
function intrigueUsable(s: State, seat: number): boolean {
  if (!hasActive(s, seat, ID.intrigue)) return false;
  const used = s.players[seat]!.intrigueUsedTurn;
  const lastOwnTurn = s.turn.number - ((s.turn.seat - seat + s.seats) % s.seats);
  return used === 0 || used < lastOwnTurn;
}

// ---------------------------------------------------------------- setup

export function setup(seats: number, options: Options, seed: string): State {
  const rng = new Rng(seedRng(seed));
  const deck = rng.shuffle(allInstances);
  const players = Array.from({ length: seats }, () => ({
    hand: deck.splice(0, 5), pyramid: [[], [], [], []] as string[][], artifacts: [], certificates: [],
    autoPass: options.autoPass, completeSince: null, tried: [], skullUsedTurn: 0, libraryUsedTurn: 0, intrigueUsedTurn: 0,
  }));
  // CR29: everyone rolls; players tied for highest roll again.
  const firstRolls: number[][] = [];
  let firstPlayer = options.firstPlayer;
  if (firstPlayer !== null) {
    if (firstPlayer >= seats) throw new RuleViolation(`${CT}/bad-option`, "The first player must be one of the seats.");
  } else {
    let contenders = Array.from({ length: seats }, (_, i) => i);
    while (contenders.length > 1) {
      const rolls = Array.from({ length: seats }, (_, i) => (contenders.includes(i) ? rng.die() : 0));
      firstRolls.push(rolls);
      const best = Math.max(...rolls);
      contenders = contenders.filter((i) => rolls[i] === best);
    }
    firstPlayer = contenders[0]!;
  }
  const s: State = {
    rng: rng.state, seats, roundLimit: options.roundLimit, deck, discard: [], players, firstRolls, firstPlayer,
    turn: { seat: firstPlayer, number: 0, placed: false, moved: false, stage: "main" },
    forbids: [], certAttempt: null, roll: null, window: null, battle: null, decisions: [], peek: null, news: [], finished: null,
  };
  startTurn(s);
  s.news = [];
  return s;
}

// ---------------------------------------------------------------- turns

/** CR7 (1)-(2): victory check, then the draw (none in the first round, CR6). */
function startTurn(s: State): void {
  const number = s.turn.number + 1;
  const seat = turnSeatOf(s, number);
  s.turn = { seat, number, placed: false, moved: false, stage: "main" };
  s.forbids = s.forbids.filter((f) => f.until >= number);
  for (const p of s.players) p.tried = [];
  const p = s.players[seat]!;
  // CR31: complete and unbroken since the end of the owner's previous turn.
  if (p.completeSince !== null && clearanceOf(p.pyramid) === pyramidSize) {
    s.finished = { winners: [seat], reason: `@${seat} held the complete pyramid of the World Conspiracy for a full round.` };
    say(s, s.finished.reason);
    return;
  }
  // CR4d: safety net.
  if (!isLegal(p.pyramid)) s.decisions.push({ kind: "repair", seat, steps: [] });
  if (roundOf(s, number) > 1) draw(s, seat, 1);
  if (hasActive(s, seat, ID.recruiter)) draw(s, seat, 1);
}

/** CR32 and the safety valve: after the last turn of the last round, highest clearance wins. */
function roundLimitReached(s: State): boolean {
  const limit = Math.min(s.roundLimit ?? safetyRoundCap, safetyRoundCap);
  if (s.turn.number < limit * s.seats) return false;
  const best = Math.max(...s.players.map((p) => clearanceOf(p.pyramid)));
  const winners = s.players.flatMap((p, i) => (clearanceOf(p.pyramid) === best ? [i] : []));
  s.finished = {
    winners,
    reason: `The round limit (${limit}) is reached: the highest clearance (${best}) wins.`,
  };
  say(s, s.finished.reason);
  return true;
}

// ---------------------------------------------------------------- who decides now

export type Context = "decision" | "battle-roll" | "battle" | "roll" | "window" | "main";

export function context(s: State): Context | null {
  if (s.finished) return null;
  if (s.decisions.length > 0) return "decision";
  const b = s.battle;
  if (b) {
    if (b.roll?.open) return "battle-roll";
    invariant(!b.roll && !b.outcome, "battle waits for nothing");
    return "battle";
  }
  if (s.roll?.open) return "roll";
  if (s.window) return "window";
  invariant(s.turn.stage === "main" && !s.roll && !s.certAttempt, "turn waits for nothing");
  return "main";
}

export function awaitedSeat(s: State): Seat | null {
  switch (context(s)) {
    case null: return null;
    case "decision": return s.decisions[0]!.seat;
    case "battle-roll": return s.battle!.roll!.priority;
    case "battle": return s.battle!.priority;
    case "roll": return s.roll!.priority;
    case "window": return s.window!.priority;
    case "main": return s.turn.seat;
  }
}

// ---------------------------------------------------------------- legal moves

/** The auto-pass settings a seat may switch to: a setting, so any seat may change it any time. */
function autoPassChanges(s: State, seat: Seat): Move[] {
  const current = s.players[seat]!.autoPass;
  return (["manual", "when-unable", "bystander"] as const).filter((m) => m !== current).map((mode) => ({ kind: "auto-pass" as const, mode }));
}

export function legalMoves(s: State, seat: Seat): Move[] {
  if (s.finished || !Number.isInteger(seat) || seat < 0 || seat >= s.seats) return [];
  // A seat the game is not waiting for may still change its auto-pass setting (an optional move).
  if (awaitedSeat(s) !== seat) return autoPassChanges(s, seat);
  switch (context(s)) {
    case "decision": return decisionMoves(s, s.decisions[0]!);
    case "main": return mainMoves(s, seat);
    case "battle": case "battle-roll": case "roll": case "window":
      return [
        { kind: "pass", untilEnd: false }, { kind: "pass", untilEnd: true },
        ...priorityPlays(s, seat),
        ...autoPassChanges(s, seat),
      ];
    default: return [];
  }
}

/** CR8: what the turn player may do in the main phase. */
function mainMoves(s: State, seat: number): Move[] {
  const p = s.players[seat]!;
  const clr = clearance(s, seat);
  const out: Move[] = [];
  const quarantined = forbidden(s, seat, "quarantine");
  const opponents = Array.from({ length: s.seats }, (_, i) => i).filter((i) => i !== seat);
  if (!s.turn.placed && !quarantined) {
    for (const c of p.hand) {
      if (!isOrganization(c)) continue;
      for (const row of placementRows(p.pyramid, c)) out.push({ kind: "place", card: c, row });
    }
  }
  if (!s.turn.moved && !quarantined) {
    for (const c of p.pyramid.flat()) for (const row of moveRows(p.pyramid, c)) out.push({ kind: "move", card: c, row });
  }
  const playable = firstOfEach(p.hand.filter((c) => (cardOf(c).clearance ?? 0) <= clr));
  const embargoed = forbidden(s, seat, "embargo");
  const noBattles = forbidden(s, seat, "moratorium");
  for (const c of playable) {
    const def = cardOf(c);
    if (def.kind === "artifact") out.push({ kind: "artifact", card: c });
    if (def.kind === "certificate") {
      const untried = firstOfEach(p.hand.filter((x) => cardOf(x).id === def.id && !p.tried.includes(x)))[0];
      if (untried === undefined) continue;
      if (attaches(c)) {
        for (const host of freeHosts(s, seat)) out.push({ kind: "certificate", card: untried, host });
      } else out.push({ kind: "certificate", card: untried, host: null });
    }
    if (def.kind === "action" && !embargoed) {
      if (def.timing === "turn" && (!is(c, ID.archiveDig) || s.discard.length > 0)) out.push({ kind: "action", card: c, target: null });
      if (def.timing === "forbid") for (const t of opponents) out.push({ kind: "action", card: c, target: t });
      if (def.timing === "turn-impact" && !noBattles) {
        for (const t of opponents) if (impactTargets(s, c, t).length > 0) out.push({ kind: "action", card: c, target: t });
      }
    }
    if (def.kind === "executor" && !noBattles) {
      for (const t of opponents) {
        if (clearance(s, t) === 0) continue;
        out.push({ kind: "attack", card: c, target: t, hadron: false });
        if (hasCollider(s, seat)) out.push({ kind: "attack", card: c, target: t, hadron: true });
      }
    }
  }
  if (hasActive(s, seat, ID.library) && p.libraryUsedTurn !== s.turn.number) {
    for (const c of firstOfEach(p.hand, p.tried)) out.push({ kind: "library", card: c });
  }
  out.push({ kind: "end-turn" });
  return out;
}

const attaches = (card: string): boolean => is(card, ID.relicKeeper) || is(card, ID.keeperOfSecrets);

/** CR14: an Artifact can hold one Certificate. */
function freeHosts(s: State, seat: number): string[] {
  const p = s.players[seat]!;
  return p.artifacts.filter((a) => !p.certificates.some((c) => c.host === a));
}

/** CR25: what a turn-impact card can act on (chosen at resolution). */
function impactTargets(s: State, card: string, target: number): string[] {
  const p = s.players[target]!;
  switch (cardOf(card).id) {
    case ID.leak: case ID.search: return p.hand;
    case ID.sabotage: case ID.confiscation: return p.artifacts.filter((a) => !isProtected(s, target, a));
    case ID.revokedLicence: case ID.headhunting: return p.certificates.map((c) => c.card);
    case ID.takeover: return p.pyramid.flat();
    default: return [];
  }
}

/** Cards (and abilities) the seat holding priority could play now (CR17, CR26). */
export function priorityPlays(s: State, seat: number): Move[] {
  const ctx = context(s);
  const p = s.players[seat]!;
  const clr = clearance(s, seat);
  const embargoed = forbidden(s, seat, "embargo");
  const hand = firstOfEach(p.hand.filter((c) => (cardOf(c).clearance ?? 0) <= clr));
  const play = (card: string, side: Side | null = null, target: string | null = null, hadron = false): Move =>
    ({ kind: "play", card, side, target, hadron });
  const out: Move[] = [];
  if (ctx === "battle-roll" || ctx === "roll") {
    // CR30: answers to another player's successful roll; outside a battle they open one (CR16c).
    const roll = ctx === "roll" ? s.roll! : s.battle!.roll!;
    if (seat === roll.roller) return [];
    if (ctx === "roll" && forbidden(s, seat, "moratorium")) return [];
    if (!embargoed) for (const c of hand) if (is(c, ID.refutation) || is(c, ID.disinformation)) out.push(play(c));
    if (intrigueUsable(s, seat)) out.push({ kind: "intrigue" });
    return out;
  }
  if (ctx === "window") {
    if (embargoed) return [];
    const w = s.window!;
    const cancelled = windowCancelled(w);
    const answerable = [
      ...(w.actor !== seat && !cancelled.has(w.card) ? [{ card: w.card, by: w.actor }] : []),
      ...w.responses.filter((r) => r.by !== seat && !cancelled.has(r.card)),
    ];
    for (const c of hand) {
      if (is(c, ID.veto)) {
        for (const a of answerable) if (cardOf(a.card).kind === "action") out.push(play(c, null, a.card));
      }
      if (is(c, ID.interception) && w.kind !== "action" && w.actor !== seat && !cancelled.has(w.card)) out.push(play(c, null, w.card));
    }
    return out;
  }
  if (ctx !== "battle") return [];
  const b = s.battle!;
  const an = analyseBattle(s, b);
  const own = sideOf(b, seat);
  const sides: Side[] = own ? [own] : ["attacker", "defender"];
  const hadronOptions = hasCollider(s, seat) && !b.hadron.includes(seat) ? [false, true] : [false];
  for (const c of hand) {
    const def = cardOf(c);
    if (def.kind === "executor") {
      for (const side of sides) for (const hadron of hadronOptions) {
        const abilityOn = hadron || connected(s, seat, c);
        const targets = abilityOn ? entryTargets(s, b, c, seat, side) : [];
        if (targets.length === 0) out.push(play(c, side, null, hadron));
        for (const t of targets) out.push(play(c, side, t, hadron));
      }
      continue;
    }
    if (def.kind !== "action" || embargoed) continue;
    if (is(c, ID.reinforcements)) for (const side of sides) out.push(play(c, side));
    if (is(c, ID.surpriseStrike) && sides.includes("attacker")) out.push(play(c, "attacker"));
    if (is(c, ID.stonewall) && sides.includes("defender")) out.push(play(c, "defender"));
    if (is(c, ID.alibi)) {
      for (const side of sides) {
        b.table.forEach((e, i) => { if (an.counting[i] && e.side !== side) out.push(play(c, side, e.card)); });
      }
    }
    if (is(c, ID.coverUp) && b.opening === "executor" && seat !== b.attacker && b.lastSeen[seat] === -1
      && b.openingEntry !== null && !an.cancelled[b.openingEntry]) {
      out.push(play(c, "defender", b.table[b.openingEntry]!.card));
    }
    if (is(c, ID.veto)) {
      const since = Math.max(0, b.lastSeen[seat]!);
      b.table.forEach((e, i) => {
        if (i >= since && e.by !== seat && isLiveAction(b, i) && !an.cancelled[i]) {
          out.push(play(c, own ?? other(e.side), e.card));
        }
      });
    }
  }
  return out;
}

/**
 * An Action card on the table that can still be cancelled (CR27): everything counts at
 * resolution, except answers to in-battle rolls, which resolved at once (CR16).
 */
function isLiveAction(b: Battle, i: number): boolean {
  const def = cardOf(b.table[i]!.card);
  return def.kind === "action" && (def.timing !== "response-impact" || i === b.openingEntry);
}

/** Targets of "when it enters" abilities chosen as the Executor is played. */
function entryTargets(s: State, b: Battle, card: string, seat: number, side: Side): string[] {
  const an = analyseBattle(s, b);
  const opposing = b.table.map((e, i) => ({ e, i })).filter(({ e }) => e.side !== side);
  switch (cardOf(card).id) {
    case ID.doubleAgent:
      return opposing.filter(({ e }) => cardOf(e.card).kind === "executor" && e.by !== b.attacker && e.by !== b.defender && e.by !== seat)
        .map(({ e }) => e.card);
    case ID.liquidator: case ID.prophet:
      return opposing.filter(({ e, i }) => an.counting[i] && !(is(e.card, ID.hitman) && an.active[i])).map(({ e }) => e.card);
    case ID.grandMaster:
      return opposing.filter(({ i }) => isLiveAction(b, i) && !an.cancelled[i]).map(({ e }) => e.card);
    default:
      return [];
  }
}

/** CR26: responses resolve last in, first out; a cancelled cancel does nothing. */
function windowCancelled(w: NonNullable<State["window"]>): Set<string> {
  const cancelled = new Set<string>();
  for (let i = w.responses.length - 1; i >= 0; i--) {
    const r = w.responses[i]!;
    if (!cancelled.has(r.card)) cancelled.add(r.target);
  }
  return cancelled;
}

function decisionMoves(s: State, d: Decision): Move[] {
  switch (d.kind) {
    case "repair":
      return repairMoves(s, d);
    case "skull":
      return [{ kind: "skull", reroll: true }, { kind: "skull", reroll: false }];
    case "outcome": {
      const b = s.battle!;
      const orgs = s.players[b.defender]!.pyramid.flat();
      const type = captureType(s);
      return [
        ...orgs.map((card) => ({ kind: "outcome" as const, card, capture: false })),
        ...orgs.filter((c) => type !== null && cardOf(c).type === type).map((card) => ({ kind: "outcome" as const, card, capture: true })),
      ];
    }
    case "place-taken":
      return [
        ...placementRows(s.players[d.seat]!.pyramid, d.card).map((row) => ({ kind: "place-taken" as const, row })),
        { kind: "place-taken", row: null },
      ];
    case "think-tank": {
      const top = s.deck.slice(0, 3);
      return top.flatMap((take) => {
        const rest = top.filter((c) => c !== take);
        const orders = rest.length === 2 ? [rest, [rest[1]!, rest[0]!]] : [rest];
        return orders.map((order) => ({ kind: "think-tank" as const, take, order }));
      });
    }
    case "pick": {
      const { cards, optional } = pickOptions(s, d);
      const unique = d.purpose === "take-from-hand" || d.purpose === "discard-from-hand" ? cards : firstOfEach(cards, s.players.flatMap((p) => p.tried));
      return [
        ...unique.map((card) => ({ kind: "pick" as const, card })),
        ...(optional || cards.length === 0 ? [{ kind: "pick" as const, card: null }] : []),
      ];
    }
  }
}

/**
 * CR4b, one step at a time (docs: "Repair"): Done first once the pyramid is legal, then every
 * step that still leads to a legal pyramid, closest first, then Undo of the last step.
 */
function repairMoves(s: State, d: Extract<Decision, { kind: "repair" }>): Move[] {
  const rows = s.players[d.seat]!.pyramid;
  const last = d.steps[d.steps.length - 1];
  return [
    ...(isLegal(rows) ? [{ kind: "repair" as const, step: "done" as const, card: null, row: null }] : []),
    ...repairSteps(rows, new Set(d.steps.map((x) => x.card))).map(({ card, row }) => ({ kind: "repair" as const, step: "move" as const, card, row })),
    ...(last ? [{ kind: "repair" as const, step: "undo" as const, card: last.card, row: last.from }] : []),
  ];
}

export function pickOptions(s: State, d: Extract<Decision, { kind: "pick" }>): { cards: string[]; optional: boolean } {
  const from = d.from === null ? null : s.players[d.from]!;
  const own = s.players[d.seat]!;
  switch (d.purpose) {
    case "discard-artifact": case "take-artifact":
      return { cards: from!.artifacts.filter((a) => !isProtected(s, d.from!, a)), optional: false };
    case "discard-certificate": case "take-certificate":
      return { cards: from!.certificates.map((c) => c.card), optional: false };
    case "take-organization":
      return { cards: from!.pyramid.flat(), optional: false };
    case "take-from-hand": case "discard-from-hand":
      return { cards: [...from!.hand], optional: false };
    case "discard-own": case "hand-limit":
      return { cards: [...own.hand], optional: false };
    case "oligarch":
      return { cards: [...own.hand], optional: true };
    case "archive":
      return { cards: s.discard.filter((c) => c !== d.source), optional: false };
  }
}

/** CR23b: the capture right belongs to the attacker's first Executor, while it counts. */
export function captureType(s: State): string | null {
  const b = s.battle;
  if (!b || b.opening !== "executor") return null;
  const i = b.table.findIndex((e) => e.by === b.attacker && cardOf(e.card).kind === "executor");
  if (i < 0 || !analyseBattle(s, b).counting[i]) return null;
  return cardOf(b.table[i]!.card).type;
}

// ---------------------------------------------------------------- apply

/** A deep copy of plain JSON data (several times faster than structuredClone for this state). */

/**
 * Moves compared with `card` by card id: identical copies in a hand are interchangeable, and
 * the generators list one copy of each (the handlers check the instance itself).
 */
function moveKey(m: Move): string {
  const o: Record<string, unknown> = { ...m };
  if (typeof o.card === "string") o.card = cardIdOf(o.card);
  return JSON.stringify(o, Object.keys(o).sort());
}
const sameMove = (a: Move, b: Move): boolean => moveKey(a) === moveKey(b);

function ensureListed(list: readonly Move[], move: Move, code: string, message: string): void {
  ensure(list.some((m) => sameMove(m, move)), code, message);
}

export function apply(state: State, seat: Seat, move: Move): State {
  ensure(!state.finished, "game/over", "The game is over.");
  ensure(Number.isInteger(seat) && seat >= 0 && seat < state.seats, "move/no-such-seat", "There is no such seat.");
  const s = cloneDraft(state);
  s.news = [];
  if (move.kind === "auto-pass") {
    s.players[seat]!.autoPass = move.mode;
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

function applyMain(s: State, seat: number, move: Move): void {
  const p = s.players[seat]!;
  const inHand = "card" in move && move.card !== null && p.hand.includes(move.card);
  switch (move.kind) {
    case "place":
      ensure(inHand, `${CT}/not-in-hand`, "That card is not in your hand.");
      ensure(isOrganization(move.card), `${CT}/not-an-organization`, "Only Organizations go into the pyramid.");
      ensure(!s.turn.placed, `${CT}/already-placed`, "You have already placed an Organization this turn.");
      ensure(!forbidden(s, seat, "quarantine"), `${CT}/quarantined`, "Quarantine: you cannot place or move Organizations this turn.");
      ensure(fitsRow(p.pyramid[move.row]!, move.card), `${CT}/type-clash`, "That row already holds an Organization of this type.");
      ensure(placementRows(p.pyramid, move.card).includes(move.row), `${CT}/bad-shape`, "The pyramid would not keep a legal shape.");
      take(p.hand, move.card);
      say(s, `@${seat} places ${nameOf(move.card)} in row ${move.row + 1}.`);
      addToPyramid(s, seat, move.card, move.row);
      s.turn.placed = true;
      return;
    case "move": {
      ensure(p.pyramid.some((r) => r.includes(move.card)), `${CT}/not-in-pyramid`, "That Organization is not in your pyramid.");
      ensure(!s.turn.moved, `${CT}/already-moved`, "You have already moved an Organization this turn.");
      ensure(!forbidden(s, seat, "quarantine"), `${CT}/quarantined`, "Quarantine: you cannot place or move Organizations this turn.");
      ensure(moveRows(p.pyramid, move.card).includes(move.row), `${CT}/bad-shape`, "The pyramid would not keep a legal shape.");
      const row = p.pyramid.find((r) => r.includes(move.card))!;
      take(row, move.card);
      p.pyramid[move.row]!.push(move.card);
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
  ensureListed(mainMoves(s, seat), move, `${CT}/not-allowed`, "That move is not allowed now.");
  switch (move.kind) {
    case "artifact":
      take(p.hand, move.card);
      openWindow(s, "artifact", seat, move.card, null);
      say(s, `@${seat} puts ${nameOf(move.card)} into play.`);
      return;
    case "certificate":
      take(p.hand, move.card);
      s.certAttempt = { seat, card: move.card, host: move.host };
      openWindow(s, "certificate", seat, move.card, null);
      say(s, `@${seat} tries to activate ${nameOf(move.card)}${move.host ? ` on ${nameOf(move.host)}` : ""}.`);
      return;
    case "action": {
      take(p.hand, move.card);
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
      take(p.hand, move.card);
      say(s, `@${seat} attacks @${move.target} with ${nameOf(move.card)}${move.hadron ? " (Hadron power)" : ""}: a battle opens.`);
      openBattle(s, { attacker: seat, defender: move.target, opening: "executor", answer: null, card: move.card, hadron: move.hadron });
      return;
    case "library":
      take(p.hand, move.card);
      s.discard.push(move.card);
      p.libraryUsedTurn = s.turn.number;
      draw(s, seat, 1);
      say(s, `@${seat} uses the Library of Ivan the Terrible: discards ${nameOf(move.card)} and draws a card.`);
      return;
    default:
      throw new RuleViolation(`${CT}/not-allowed`, "That move is not allowed in the main phase.");
  }
}

function openWindow(s: State, kind: "action" | "artifact" | "certificate", actor: number, card: string, target: number | null): void {
  s.window = { kind, actor, card, target, responses: [], priority: next(s, actor), passes: 0, untilEnd: [] };
}

interface Opening {
  attacker: number; defender: number; opening: Battle["opening"]; answer: Battle["answer"]; card: string | null; hadron: boolean;
}

/** CR16: the opening card goes on the table on the attacker's side; priority goes to the defender. */
function openBattle(s: State, o: Opening): void {
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

function applyPriority(s: State, seat: number, move: Move, ctx: Context): void {
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
  const p = s.players[seat]!;
  if (ctx === "window") {
    const w = s.window!;
    const m = move as Extract<Move, { kind: "play" }>;
    take(p.hand, m.card);
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
    if (card) take(p.hand, card);
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
  take(p.hand, m.card);
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

function nextInLoop(s: State, b: Battle, seat: number): number {
  const loop = loopOrder(s, b);
  return loop[(loop.indexOf(seat) + 1) % loop.length]!;
}

function passFor(s: State, seat: number, ctx: Context, untilEnd: boolean): void {
  if (untilEnd) say(s, `@${seat} passes until this ends.`);
  if (ctx === "battle") {
    const b = s.battle!;
    b.passes++;
    b.lastSeen[seat] = b.table.length;
    b.priority = nextInLoop(s, b, seat);
    if (untilEnd && !b.untilEnd.includes(seat)) b.untilEnd.push(seat);
  } else {
    const w = ctx === "window" ? s.window! : ctx === "roll" ? s.roll! : s.battle!.roll!;
    w.passes++;
    w.priority = next(s, seat);
    if (untilEnd && !w.untilEnd.includes(seat)) w.untilEnd.push(seat);
  }
}

/** "When it enters" abilities (CR37: only while connected or holding Hadron power). */
function onEnter(s: State, index: number): void {
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

// ---------------------------------------------------------------- dice (CR29, CR30)

type RollSlot = "outer" | "inner";

function rollIn(s: State, slot: RollSlot): Roll {
  const r = slot === "outer" ? s.roll : s.battle?.roll;
  invariant(r, "no roll in progress");
  return r;
}

function startInnerRoll(s: State, roller: number, purpose: Roll["purpose"], need: number, entry: number): void {
  s.battle!.roll = { roller, purpose, need, result: 0, entry, open: false, priority: roller, passes: 0, untilEnd: [] };
  rollDie(s, "inner");
}

function rollDie(s: State, slot: RollSlot): void {
  const r = rollIn(s, slot);
  const rng = new Rng(s.rng);
  r.result = rng.die();
  s.rng = rng.state;
  const ok = r.result >= r.need;
  say(s, `@${r.roller} rolls ${r.result} for ${purposeName(s, r)}: ${ok ? "success" : "failure"}.`);
  if (ok) {
    // CR26c: a successful roll opens a window, starting after the roller.
    r.open = true;
    r.priority = next(s, r.roller);
    r.passes = 0;
    r.untilEnd = [];
  } else failedRoll(s, slot);
}

function purposeName(s: State, r: Roll): string {
  if (r.purpose === "certificate") return nameOf(s.certAttempt!.card);
  return nameOf(s.battle!.table[r.entry!]!.card);
}

/** CR30: a failed (or cancelled) roll; Crystal Skull may re-roll it at once. */
function failedRoll(s: State, slot: RollSlot): void {
  const r = rollIn(s, slot);
  r.open = false;
  if (skullUsable(s, r.roller)) s.decisions.unshift({ kind: "skull", seat: r.roller });
  else rollFails(s, slot);
}

function rollFails(s: State, slot: RollSlot): void {
  if (slot === "inner") {
    s.battle!.roll = null;
    return;
  }
  const a = s.certAttempt!;
  s.players[a.seat]!.hand.push(a.card);
  s.players[a.seat]!.tried.push(a.card);
  say(s, `${nameOf(a.card)} is not activated and goes back to @${a.seat}'s hand.`);
  s.certAttempt = null;
  s.roll = null;
}

function rollSucceeds(s: State, slot: RollSlot): void {
  if (slot === "outer") {
    const a = s.certAttempt!;
    const p = s.players[a.seat]!;
    if (a.host !== null && !p.artifacts.includes(a.host)) {
      p.hand.push(a.card);
      say(s, `${nameOf(a.card)} has lost its Artifact and goes back to @${a.seat}'s hand.`);
    } else {
      p.certificates.push({ card: a.card, host: a.host });
      say(s, `${nameOf(a.card)} is active.`);
    }
    s.certAttempt = null;
    s.roll = null;
    return;
  }
  const b = s.battle!;
  const r = b.roll!;
  const e = b.table[r.entry!]!;
  b.roll = null;
  const ti = e.target === null ? -1 : b.table.findIndex((x) => x.card === e.target);
  const an = analyseBattle(s, b);
  if (r.purpose === "medium") {
    e.boost += 2;
    say(s, "Medium adds 2.");
  } else if (r.purpose === "prophet" && ti >= 0 && an.counting[ti] && !(is(e.target!, ID.hitman) && an.active[ti])) {
    b.table[ti]!.out = true;
    say(s, `Prophet knocks out ${nameOf(e.target!)}.`);
  } else if (r.purpose === "grand-master" && ti >= 0) {
    b.table[ti]!.cancelled = true;
    say(s, `Grand Master cancels ${nameOf(e.target!)}.`);
  }
}

// ---------------------------------------------------------------- decisions

function applyDecision(s: State, seat: number, move: Move): void {
  const d = s.decisions[0]!;
  const p = s.players[seat]!;
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
    p.hand.push(move.take);
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
        s.discard.push(move.card);
        say(s, `${nameOf(move.card)} of @${b.defender} goes to the discard pile.`);
      }
      return;
    }
    case "place-taken":
      if (move.row !== null) {
        const card = (d as Extract<Decision, { kind: "place-taken" }>).card;
        take(p.hand, card);
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
function applyRepair(s: State, seat: number, d: Extract<Decision, { kind: "repair" }>, move: Extract<Move, { kind: "repair" }>): void {
  const p = s.players[seat]!;
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
    ensureListed(repairMoves(s, d), move, `${CT}/bad-shape`, "No legal pyramid can be reached that way.");
    d.steps.push({ card, from });
  }
  take(p.pyramid[from]!, card);
  p.pyramid[move.row]!.push(card);
  const verb = move.step === "undo" ? "puts back" : "moves";
  say(s, `@${seat} ${verb} ${nameOf(card)} from row ${from + 1} to row ${move.row + 1} (repair: ${shapeOf(p.pyramid)}).`);
}

function resolvePick(s: State, d: Extract<Decision, { kind: "pick" }>, card: string | null): void {
  const me = s.players[d.seat]!;
  const source = d.source ? `${nameOf(d.source)}: ` : "";
  if (card === null) return;
  switch (d.purpose) {
    case "discard-artifact":
      loseArtifact(s, d.from!, card);
      s.discard.push(card);
      say(s, `${source}${nameOf(card)} of @${d.from} goes to the discard pile.`);
      return;
    case "take-artifact":
      loseArtifact(s, d.from!, card);
      me.hand.push(card);
      say(s, `${source}@${d.seat} takes ${nameOf(card)} from @${d.from}.`);
      return;
    case "discard-certificate":
      loseCertificate(s, d.from!, card);
      s.discard.push(card);
      say(s, `${source}${nameOf(card)} of @${d.from} goes to the discard pile.`);
      return;
    case "take-certificate":
      loseCertificate(s, d.from!, card);
      me.hand.push(card);
      say(s, `${source}@${d.seat} takes ${nameOf(card)} from @${d.from}.`);
      return;
    case "take-organization":
      removeFromPyramid(s, d.from!, card);
      say(s, `${source}@${d.seat} takes ${nameOf(card)} from @${d.from}'s pyramid.`);
      toTaker(s, d.seat, card);
      return;
    case "take-from-hand":
      take(s.players[d.from!]!.hand, card);
      me.hand.push(card);
      s.peek = null;
      say(s, `${source}@${d.seat} takes ${nameOf(card)} from @${d.from}'s hand.`, {
        to: [d.seat, d.from!], other: `${source}@${d.seat} takes a card from @${d.from}'s hand.`,
      });
      return;
    case "discard-from-hand":
      take(s.players[d.from!]!.hand, card);
      s.discard.push(card);
      s.peek = null;
      say(s, `${source}${nameOf(card)} from @${d.from}'s hand goes to the discard pile.`);
      return;
    case "discard-own": case "hand-limit":
      take(me.hand, card);
      s.discard.push(card);
      say(s, `${source}@${d.seat} discards ${nameOf(card)}.`);
      return;
    case "archive":
      take(s.discard, card);
      me.hand.push(card);
      say(s, `${source}@${d.seat} takes ${nameOf(card)} from the discard pile.`);
      return;
    case "oligarch": {
      take(me.hand, card);
      s.discard.push(card);
      s.battle!.table[d.entry!]!.boost += 1;
      say(s, `Oligarch: @${d.seat} discards ${nameOf(card)} for +1.`);
      if (me.hand.length > 0) s.decisions.unshift({ ...d });
      return;
    }
  }
}

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
function passedFor(s: State, seat: number, ctx: Context): void {
  passFor(s, seat, ctx, false);
  const last = s.news[s.news.length - 1];
  const m = last && last.to === null ? /^((?:@\d, )*@\d) pass(?:es)?\.$/.exec(last.text) : null;
  if (m) last!.text = `${m[1]}, @${seat} pass.`;
  else say(s, `@${seat} passes.`);
}

/** CR19: should the engine pass for this seat now? */
function autoPasses(s: State, seat: number, ctx: Context, untilEnd: readonly number[]): boolean {
  if (untilEnd.includes(seat)) return true;
  const mode = s.players[seat]!.autoPass;
  if (mode === "manual") return false;
  if (mode === "bystander" && s.battle && sideOf(s.battle, seat) === null && (ctx === "battle" || ctx === "battle-roll")) return true;
  return priorityPlays(s, seat).length === 0;
}

/** CR26: responses resolve last in, first out; then the card answered, unless cancelled. */
function closeWindow(s: State): void {
  const w = s.window!;
  s.window = null;
  const cancelled = windowCancelled(w);
  for (const r of w.responses) s.discard.push(r.card);
  const card = w.card;
  const p = s.players[w.actor]!;
  if (cancelled.has(card)) {
    s.discard.push(card);
    if (w.kind === "certificate") s.certAttempt = null;
    say(s, `${nameOf(card)} is cancelled.`);
    return;
  }
  if (w.kind === "artifact") {
    p.artifacts.push(card);
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
  s.discard.push(card);
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
function startResolution(s: State): void {
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

function pick(s: State, seat: number, purpose: PickPurpose, from: number | null, source: string | null): void {
  const d: Extract<Decision, { kind: "pick" }> = { kind: "pick", seat, purpose, from, source, entry: null };
  if (pickOptions(s, d).cards.length === 0) return;
  if (purpose === "take-from-hand" || purpose === "discard-from-hand") s.peek = { by: seat, cards: [...s.players[from!]!.hand] };
  s.decisions.push(d);
}

function runEffect(s: State, effect: NonNullable<Battle["outcome"]>["queue"][number]): void {
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
function finishBattle(s: State): void {
  const b = s.battle!;
  for (const e of b.table) s.discard.push(e.card);
  s.battle = null;
  s.peek = null;
}
