/**
 * Legal moves: the main phase (CR8), priority plays into an open window or battle, decisions
 * (picks, repairs CR4, rolls) and auto-pass settings (CR19). `apply` checks every move against
 * these same generators (repair steps through the same search: isRepairStep), so the two can
 * never disagree.
 */
import { ensure, type Seat } from "../core/game";
import { allInstances, cardIdOf, cardOf, isOrganization } from "./cards";
import type { Move } from "./moves";
import { isLegal, placementRows, pyramidMoves, repairSteps } from "./pyramid";
import type { Battle, Decision, Side, State } from "./state";
import {
  type BattleAnalysis, analyseBattle, clearance, connected, forbidden, hasActive, hasCollider, ID, is, isProtected, other, sideOf,
} from "./values";
import { firstOfEach, intrigueUsable } from "./effects";
import { awaitedSeat, context } from "./turn";

// ---------------------------------------------------------------- legal moves

/** The auto-pass settings a seat may switch to: a setting, so any seat may change it any time. */
export function autoPassChanges(s: State, seat: Seat): Move[] {
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

/**
 * CR8: what the turn player may do in the main phase. With `card` (a card id), only the card
 * plays of that card: what `apply` checks a card play against, without placing and moving.
 */
export function mainMoves(s: State, seat: number, card?: string): Move[] {
  const p = s.players[seat]!;
  const clr = clearance(s, seat);
  const out: Move[] = [];
  const quarantined = forbidden(s, seat, "quarantine");
  const opponents: number[] = [];
  for (let i = 0; i < s.seats; i++) if (i !== seat) opponents.push(i);
  const hand = card === undefined ? p.hand : p.hand.filter((c) => cardIdOf(c) === card);
  if (card === undefined && !s.turn.placed && !quarantined) {
    for (const c of p.hand) {
      if (!isOrganization(c)) continue;
      for (const row of placementRows(p.pyramid, c)) out.push({ kind: "place", card: c, row });
    }
  }
  if (card === undefined && !s.turn.moved && !quarantined) {
    for (const { card: c, row } of pyramidMoves(p.pyramid)) out.push({ kind: "move", card: c, row });
  }
  const playable = firstOfEach(hand.filter((c) => (cardOf(c).clearance ?? 0) <= clr));
  const embargoed = forbidden(s, seat, "embargo");
  const noBattles = forbidden(s, seat, "moratorium");
  let collider: boolean | undefined;
  for (const c of playable) {
    const def = cardOf(c);
    if (def.kind === "artifact") out.push({ kind: "artifact", card: c });
    if (def.kind === "certificate") {
      const untried = p.hand.find((x) => cardOf(x).id === def.id && !p.tried.includes(x));
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
      collider ??= hasCollider(s, seat);
      for (const t of opponents) {
        if (clearance(s, t) === 0) continue;
        out.push({ kind: "attack", card: c, target: t, hadron: false });
        if (collider) out.push({ kind: "attack", card: c, target: t, hadron: true });
      }
    }
  }
  if (hasActive(s, seat, ID.library) && p.libraryUsedTurn !== s.turn.number) {
    for (const c of firstOfEach(hand, p.tried)) out.push({ kind: "library", card: c });
  }
  if (card === undefined) out.push({ kind: "end-turn" });
  return out;
}

export const attaches = (card: string): boolean => is(card, ID.relicKeeper) || is(card, ID.keeperOfSecrets);

/** CR14: an Artifact can hold one Certificate. */
export function freeHosts(s: State, seat: number): string[] {
  const p = s.players[seat]!;
  return p.artifacts.filter((a) => !p.certificates.some((c) => c.host === a));
}

/** CR25: what a turn-impact card can act on (chosen at resolution). */
export function impactTargets(s: State, card: string, target: number): string[] {
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
  const out: Move[] = [];
  eachPriorityPlay(s, seat, false, (m) => { out.push(m); });
  return out;
}

/**
 * Whether priorityPlays(s, seat) is not empty, stopping at the first play: the auto-pass
 * check (CR19) asks this for every priority in every window and battle.
 */
export function hasPriorityPlay(s: State, seat: number): boolean {
  return eachPriorityPlay(s, seat, true, () => true);
}

/** One copy of every card in the game: a hand that holds whatever could be held. */
let everyCard: readonly string[] | undefined;

/**
 * Whether some hand could let `seat` play into the open response window or roll window now
 * (CR26, CR27): something in it is another player's and uncancelled, and no forbid or too low
 * a clearance (public, like the window) rules out every answer. When none could, holding
 * priority asks nothing of the seat, and a pass for it tells nothing about its hand (engine
 * version 2, battle.ts autoPasses). The same generator as the legal moves, with every card in hand.
 */
export function couldAnswer(s: State, seat: number): boolean {
  everyCard ??= firstOfEach(allInstances);
  return eachPriorityPlay(s, seat, true, () => true, everyCard);
}

/**
 * The plays of priorityPlays in order, each handed to `visit`; stops, returning true, once
 * `visit` returns true. The battle analysis is made only when a card in hand needs it.
 * `held` stands in for the seat's hand (couldAnswer).
 */
function eachPriorityPlay(s: State, seat: number, firstOnly: boolean, visit: (m: Move) => boolean | void, held?: readonly string[]): boolean {
  const ctx = context(s);
  const p = s.players[seat]!;
  const clr = clearance(s, seat);
  // One copy of each card (firstOfEach), unless only the first play matters: copies play alike.
  const hand = held ?? (firstOnly ? p.hand : firstOfEach(p.hand));
  const embargoed = forbidden(s, seat, "embargo");
  const play = (card: string, side: Side | null = null, target: string | null = null, hadron = false): boolean =>
    visit({ kind: "play", card, side, target, hadron }) === true;
  if (ctx === "battle-roll" || ctx === "roll") {
    // CR30: answers to another player's successful roll; outside a battle they open one (CR16c).
    const roll = ctx === "roll" ? s.roll! : s.battle!.roll!;
    if (seat === roll.roller) return false;
    if (ctx === "roll" && forbidden(s, seat, "moratorium")) return false;
    if (!embargoed) {
      for (const c of hand) if (playable(c, clr) && (is(c, ID.refutation) || is(c, ID.disinformation)) && play(c)) return true;
    }
    return intrigueUsable(s, seat) && visit({ kind: "intrigue" }) === true;
  }
  if (ctx === "window") {
    if (embargoed) return false;
    const w = s.window!;
    const cancelled = windowCancelled(w);
    const answerable = [
      ...(w.actor !== seat && !cancelled.has(w.card) ? [{ card: w.card, by: w.actor }] : []),
      ...w.responses.filter((r) => r.by !== seat && !cancelled.has(r.card)),
    ];
    for (const c of hand) {
      if (!playable(c, clr)) continue;
      if (is(c, ID.veto)) {
        for (const a of answerable) if (cardOf(a.card).kind === "action" && play(c, null, a.card)) return true;
      }
      if (is(c, ID.interception) && w.kind !== "action" && w.actor !== seat && !cancelled.has(w.card) && play(c, null, w.card)) return true;
    }
    return false;
  }
  if (ctx !== "battle") return false;
  const b = s.battle!;
  let analysis: BattleAnalysis | undefined;
  const an = () => (analysis ??= analyseBattle(s, b));
  const own = sideOf(b, seat);
  const sides: Side[] = own ? [own] : ["attacker", "defender"];
  const hadronOptions = hasCollider(s, seat) && !b.hadron.includes(seat) ? [false, true] : [false];
  for (const c of hand) {
    if (!playable(c, clr)) continue;
    const def = cardOf(c);
    if (def.kind === "executor") {
      for (const side of sides) for (const hadron of hadronOptions) {
        const abilityOn = hadron || connected(s, seat, c);
        const targets = abilityOn ? entryTargets(s, b, c, seat, side, an()) : [];
        if (targets.length === 0 && play(c, side, null, hadron)) return true;
        for (const t of targets) if (play(c, side, t, hadron)) return true;
      }
      continue;
    }
    if (def.kind !== "action" || embargoed) continue;
    if (is(c, ID.reinforcements)) for (const side of sides) if (play(c, side)) return true;
    if (is(c, ID.surpriseStrike) && sides.includes("attacker") && play(c, "attacker")) return true;
    if (is(c, ID.stonewall) && sides.includes("defender") && play(c, "defender")) return true;
    if (is(c, ID.alibi)) {
      for (const side of sides) {
        for (let i = 0; i < b.table.length; i++) {
          const e = b.table[i]!;
          if (an().counting[i] && e.side !== side && play(c, side, e.card)) return true;
        }
      }
    }
    if (is(c, ID.coverUp) && b.opening === "executor" && seat !== b.attacker && b.lastSeen[seat] === -1
      && b.openingEntry !== null && !an().cancelled[b.openingEntry]) {
      if (play(c, "defender", b.table[b.openingEntry]!.card)) return true;
    }
    if (is(c, ID.veto)) {
      const since = Math.max(0, b.lastSeen[seat]!);
      for (let i = since; i < b.table.length; i++) {
        const e = b.table[i]!;
        if (e.by !== seat && isLiveAction(b, i) && !an().cancelled[i] && play(c, own ?? other(e.side), e.card)) return true;
      }
    }
  }
  return false;
}

/** Whether a seat of clearance `clr` may play `card`. */
function playable(card: string, clr: number): boolean {
  return (cardOf(card).clearance ?? 0) <= clr;
}

/**
 * An Action card on the table that can still be cancelled (CR27): everything counts at
 * resolution, except answers to in-battle rolls, which resolved at once (CR16).
 */
export function isLiveAction(b: Battle, i: number): boolean {
  const def = cardOf(b.table[i]!.card);
  return def.kind === "action" && (def.timing !== "response-impact" || i === b.openingEntry);
}

/** Targets of "when it enters" abilities chosen as the Executor is played. */
export function entryTargets(s: State, b: Battle, card: string, seat: number, side: Side, an = analyseBattle(s, b)): string[] {
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
export function windowCancelled(w: NonNullable<State["window"]>): Set<string> {
  const cancelled = new Set<string>();
  for (let i = w.responses.length - 1; i >= 0; i--) {
    const r = w.responses[i]!;
    if (!cancelled.has(r.card)) cancelled.add(r.target);
  }
  return cancelled;
}

export function decisionMoves(s: State, d: Decision): Move[] {
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
export function repairMoves(s: State, d: Extract<Decision, { kind: "repair" }>): Move[] {
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

// ---------------------------------------------------------------- a move against a list

/**
 * Moves compared with `card` by card id: identical copies in a hand are interchangeable, and
 * the generators list one copy of each (the handlers check the instance itself).
 */
export function moveKey(m: Move): string {
  const o: Record<string, unknown> = { ...m };
  if (typeof o.card === "string") o.card = cardIdOf(o.card);
  return JSON.stringify(o, Object.keys(o).sort());
}
/**
 * moveKey(a) === moveKey(b), without building the keys when every value is a plain string,
 * boolean, null, finite number or list of strings (every move the schema admits): the check
 * of a move against a legal list compares it with many moves.
 */
export function sameMove(a: Move, b: Move): boolean {
  if (typeof a.kind === "string" && typeof b.kind === "string" && a.kind !== b.kind) return false;
  return flatSame(a, b) ?? moveKey(a) === moveKey(b);
}

const plain = (v: unknown): boolean =>
  v === null || typeof v === "string" || typeof v === "boolean" || (typeof v === "number" && Number.isFinite(v))
  || (Array.isArray(v) && v.every((x) => typeof x === "string"));

/** Whether two flat moves are the same (cards by id); null when a value is not plain or the keys differ. */
function flatSame(a: Move, b: Move): boolean | null {
  const x = a as unknown as Record<string, unknown>;
  const y = b as unknown as Record<string, unknown>;
  const keys = Object.keys(x);
  if (keys.length !== Object.keys(y).length) return null;
  for (const k of keys) {
    if (!Object.hasOwn(y, k)) return null;
    const u = x[k], v = y[k];
    if (!plain(u) || !plain(v)) return null;
    if (k === "card" && typeof u === "string" && typeof v === "string") {
      if (cardIdOf(u) !== cardIdOf(v)) return false;
    } else if (Array.isArray(u) || Array.isArray(v)) {
      if (!Array.isArray(u) || !Array.isArray(v) || u.length !== v.length || u.some((c, i) => c !== v[i])) return false;
    } else if (u !== v) return false;
  }
  return true;
}

export function ensureListed(list: readonly Move[], move: Move, code: string, message: string): void {
  ensure(list.some((m) => sameMove(m, move)), code, message);
}
