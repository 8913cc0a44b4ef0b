/**
 * Politika's rules: `apply` (decide + evolve) and the movement phase (PR7). Set-up is in
 * setup.ts, its end and production in production.ts, event decisions in decisions.ts, legal
 * moves in choices.ts, trade and alliances in trade.ts, challenges in challenge.ts, the end in
 * end.ts, and what the phases share (guards, the own-turn extras) in extras.ts. The modules
 * import downwards only: rules → choices, challenge, trade → extras → production → decisions → setup.
 *
 * `apply` clones the state once and evolves the copy, so its input is never touched. The
 * turn runs production → movement → trade → challenges → buying (PR5); production is
 * automatic except for decisions that event cards ask of players (PR16).
 */
import { ensure, type Seat } from "../core/game";
import { cloneDraft } from "../core/draft";
import { Rng } from "../core/rng";
import { MAX_REPRESENTATIVES_PER_REGION, MONEY } from "./cards";
import { countOf, representativeReach, representativesIn, uprisingReach } from "./board";
import type { Move } from "./moves";
import type { Challenge, State } from "./state";
import { changeAutoPass, evolveChallenges } from "./challenge";
import { awaiting, isAwaited, militarySteps } from "./choices";
import { decisionMoves, resolveDecision } from "./decisions";
import { countVotes, endTurn } from "./end";
import { ensureOwnTurn, evolveExtras, isSeat, takeCard, wrongPhase } from "./extras";
import { continueProduction, finishPlacement } from "./production";
import type { Draft } from "./setup";
import { evolveTrade } from "./trade";

// The rules' public face: callers import from here.
export { defenceDice } from "./challenge";
export { awaiting, legalMoves } from "./choices";
export { decisionSeats, churchRevivalRegions, largestHolder } from "./decisions";
export { stateProblems } from "./end";
export { production } from "./production";
export { setup, MAX_OFFERS_PER_TURN, snakeOrder, freshTurn } from "./setup";

// ---------------------------------------------------------------------------------------------
// Apply

export function ensureAwaited(s: State, seat: Seat): void {
  ensure(isAwaited(s, seat), "move/not-your-turn", "No decision of yours is awaited now.");
}

export function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(",")}]`;
  if (v !== null && typeof v === "object") return `{${Object.keys(v).sort().map((k) => `${k}:${canonical((v as Record<string, unknown>)[k])}`).join(",")}}`;
  return JSON.stringify(v);
}

export function apply(state: State, seat: Seat, move: Move): State {
  ensure(state.phase !== "over", "game/over", "The game is over.");
  ensure(isSeat(state, seat), "move/not-your-turn", "That seat is not in this game.");
  // Version 2's auto-pass setting is a setting: any seat may change it at any time.
  const setting = move.kind === "auto-pass";
  // PR8/PR9: during trade any seat may make optional moves; evolveTrade judges each one.
  if (state.phase !== "trade" && !setting) ensureAwaited(state, seat);
  const s = !setting && (state.phase === "movement" || state.phase === "trade" || state.phase === "challenges") ? playDraftOf(state) : draftOf(state);
  const rng = new Rng(s.rng);
  if (move.kind === "auto-pass") changeAutoPass(s, seat, move.mode, rng);
  else evolve(s, seat, move, rng);
  s.rng = rng.state;
  return s;
}

/**
 * The copy `apply` works on, written field by field: lists of cards, seats and amounts are
 * sliced, and the small nested records deep-copied. A generic deep copy of the whole state was
 * the largest cost of random play (bench/politika.ts). Rolls and KGB looks are logs whose
 * records never change once written: the lists are new, the records shared; so are offers and
 * events in play (never changed, only added and removed) and the regions' and uprisings' token
 * lists, which recolourToken replaces instead of changing; the returned tokens never change
 * after set-up. Keys keep the schema's order (shallowCopy), and absent optional keys stay absent.
 */
export function draftOf(state: State): Draft {
  const s = playDraftOf(state);
  s.factions = state.factions.slice();
  s.placementOrder = state.placementOrder.slice();
  s.productionDeck = state.productionDeck.slice();
  s.productionDiscard = state.productionDiscard.slice();
  s.eventDeck = state.eventDeck.slice();
  s.eventDiscard = state.eventDiscard.slice();
  s.actionDeck = state.actionDeck.slice();
  s.eventsThisTurn = state.eventsThisTurn.slice();
  s.eventsInPlay = state.eventsInPlay.slice();
  s.decisions = cloneDraft(state.decisions);
  const t = s.turn;
  t.income = t.income.slice();
  s.tied = state.tied.slice();
  s.votes = state.votes.slice();
  s.winners = state.winners.slice();
  if (state.autoPass !== undefined) s.autoPass = state.autoPass.slice();
  return s;
}

/**
 * The smaller copy for a move of the movement, trade or challenge phase (all but version 2's
 * auto-pass setting): those moves change only money, hands, alliances, representatives,
 * uprisings, the action discard pile, production boosts, this turn's record, offers, the
 * challenge, rolls and KGB looks, and never lead past the challenge phase (end-challenges
 * opens buying). Every other list is shared with the input; the invariant tests deep-freeze
 * states, so a change to a shared list would throw.
 */
function playDraftOf(state: State): Draft {
  const s = shallowCopy(state);
  s.money = state.money.slice();
  s.hands = slices(state.hands);
  s.representatives = slices(state.representatives);
  s.allies = state.allies.slice();
  // The regions record is shared: recolourToken replaces it and a region's list instead of changing them.
  const u = state.uprisings;
  s.uprisings = { bourgeois: uprisingCopy(u.bourgeois), labor: uprisingCopy(u.labor), student: uprisingCopy(u.student) };
  s.actionDiscard = state.actionDiscard.slice();
  s.productionBoosts = state.productionBoosts.slice();
  const t = state.turn;
  s.turn = {
    movedRepresentatives: t.movedRepresentatives.slice(), movedUprisings: t.movedUprisings.slice(), militaryUsed: t.militaryUsed, kgbUsed: t.kgbUsed,
    mafiaUsed: t.mafiaUsed, representativeChallenges: t.representativeChallenges.slice(), communistsUsed: t.communistsUsed, dumaUsed: t.dumaUsed,
    tokenTraded: t.tokenTraded, offersMade: t.offersMade.slice(), income: t.income,
  };
  s.offers = state.offers.slice();
  s.challenge = challengeCopy(state.challenge);
  s.rolls = state.rolls.slice();
  s.kgbLooks = state.kgbLooks.slice();
  return s;
}

/**
 * A shallow copy in the schema's key order, which setup and stateSchema's parse both produce
 * (digests hash the JSON): an object literal, which V8 builds several times faster than
 * `{ ...state }` (a spread with overridden keys is slower still). Version 2's keys come first,
 * as in the schema, and stay absent in version 1 games.
 */
function shallowCopy(s: State): Draft {
  if (s.rulesVersion === undefined && s.autoPass === undefined) {
    return {
      rng: s.rng, players: s.players, rounds: s.rounds, round: s.round, phase: s.phase, highRoller: s.highRoller, current: s.current, factions: s.factions,
      money: s.money, hands: s.hands, representatives: s.representatives, allies: s.allies, regions: s.regions, uprisings: s.uprisings,
      returnedTokens: s.returnedTokens, placementOrder: s.placementOrder, productionDeck: s.productionDeck, productionDiscard: s.productionDiscard,
      eventDeck: s.eventDeck, eventDiscard: s.eventDiscard, actionDeck: s.actionDeck, actionDiscard: s.actionDiscard, productionCard: s.productionCard,
      eventsThisTurn: s.eventsThisTurn, eventsInPlay: s.eventsInPlay, inflation: s.inflation, productionBoosts: s.productionBoosts, decisions: s.decisions,
      turn: s.turn, offers: s.offers, nextOfferId: s.nextOfferId, challenge: s.challenge, rolls: s.rolls, rollCount: s.rollCount, kgbLooks: s.kgbLooks,
      tied: s.tied, votes: s.votes, winners: s.winners,
    };
  }
  if (s.rulesVersion === undefined || s.autoPass === undefined) return { ...s };
  return {
    rulesVersion: s.rulesVersion, autoPass: s.autoPass, rng: s.rng, players: s.players, rounds: s.rounds, round: s.round, phase: s.phase,
    highRoller: s.highRoller, current: s.current, factions: s.factions, money: s.money, hands: s.hands, representatives: s.representatives,
    allies: s.allies, regions: s.regions, uprisings: s.uprisings, returnedTokens: s.returnedTokens, placementOrder: s.placementOrder,
    productionDeck: s.productionDeck, productionDiscard: s.productionDiscard, eventDeck: s.eventDeck, eventDiscard: s.eventDiscard,
    actionDeck: s.actionDeck, actionDiscard: s.actionDiscard, productionCard: s.productionCard, eventsThisTurn: s.eventsThisTurn,
    eventsInPlay: s.eventsInPlay, inflation: s.inflation, productionBoosts: s.productionBoosts, decisions: s.decisions, turn: s.turn, offers: s.offers,
    nextOfferId: s.nextOfferId, challenge: s.challenge, rolls: s.rolls, rollCount: s.rollCount, kgbLooks: s.kgbLooks, tied: s.tied, votes: s.votes,
    winners: s.winners,
  };
}

/** The target, the source and the waiting list are never changed, only replaced: shared. */
function challengeCopy(c: Challenge | null): Challenge | null {
  return c === null ? null : {
    challenger: c.challenger, defender: c.defender, target: c.target, source: c.source, boughtDice: c.boughtDice, freeDice: c.freeDice,
    challengerCardDice: c.challengerCardDice, defenderCardDice: c.defenderCardDice, step: c.step, waiting: c.waiting,
  };
}

const uprisingCopy = (u: State["uprisings"]["labor"]) => ({ region: u.region, tokens: u.tokens });

function slices<T>(lists: readonly (readonly T[])[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < lists.length; i++) out.push(lists[i]!.slice());
  return out;
}

export function evolve(s: Draft, seat: Seat, move: Move, rng: Rng): void {
  switch (s.phase) {
    case "factions": {
      ensure(move.kind === "choose-faction", "politika/wrong-phase", "Choose a faction first.");
      ensure(!s.factions.includes(move.faction), "politika/faction-taken", "Another player already has that faction.");
      s.factions[seat] = move.faction;
      if (!s.factions.includes(null)) s.phase = "placement";
      return;
    }
    case "placement": {
      ensure(move.kind === "place-representative", "politika/wrong-phase", "Place a representative first.");
      ensure(representativesIn(s, move.region) === 0, "politika/region-taken", "A representative already stands in that region.");
      const reps = s.representatives[seat]!;
      reps[reps.indexOf(null)] = move.region;
      s.placementOrder.shift();
      if (s.placementOrder.length === 0) finishPlacement(s, rng);
      return;
    }
    case "production": {
      const d = s.decisions[0]!;
      const options = decisionMoves(s, d, seat);
      const chosen = canonical(move);
      ensure(options.some((o) => canonical(o) === chosen), "politika/not-an-option", "That is not one of the choices this event offers.");
      if (d.kind === "anti-corruption" || d.kind === "unpaid-army") {
        d.seats = d.seats.filter((p) => p !== seat);
        if (d.seats.length === 0) s.decisions.shift();
      } else s.decisions.shift();
      if (move.kind !== "pass") resolveDecision(s, d, seat, move);
      continueProduction(s, rng);
      return;
    }
    case "movement": return evolveMovement(s, seat, move);
    case "trade":
      evolveTrade(s, seat, move);
      // PR8: an offer of cards its maker no longer holds is withdrawn.
      s.offers = s.offers.filter((o) => o.kind === "alliance" || o.give.cards.every((c) => s.hands[o.maker]!.includes(c)));
      return;
    case "challenges": return evolveChallenges(s, seat, move, rng);
    case "buying": {
      ensure(move.kind === "buy-cards", "politika/wrong-phase", "Buy action cards (zero is allowed) to end your turn.");
      ensure(move.count * MONEY.actionCard <= s.money[seat]!, "politika/not-enough-money", "You cannot afford that many cards.");
      ensure(move.count <= s.actionDeck.length + s.actionDiscard.length, "politika/deck-empty", "There are not that many action cards left.");
      for (let i = 0; i < move.count; i++) {
        // PR13: the action deck reshuffles its discard pile when empty.
        if (s.actionDeck.length === 0) { s.actionDeck = rng.shuffle(s.actionDiscard); s.actionDiscard = []; }
        s.hands[seat]!.push(s.actionDeck.shift()!);
        s.money[seat]! -= MONEY.actionCard;
      }
      endTurn(s, rng);
      return;
    }
    case "vote": {
      ensure(move.kind === "vote", "politika/wrong-phase", "Vote for one of the tied players.");
      ensure(s.tied.includes(move.for), "politika/not-tied", "You can only vote for a player tied for first place.");
      s.votes[seat] = move.for;
      if (awaiting(s).length === 0) countVotes(s);
      return;
    }
    case "over": return wrongPhase();
  }
}

export function evolveMovement(s: Draft, seat: Seat, move: Move): void {
  ensureOwnTurn(s, seat);
  if (evolveExtras(s, seat, move)) return;
  switch (move.kind) {
    case "move-representative":
      ensure(!s.turn.movedRepresentatives[move.representative], "politika/already-moved", "That representative has already moved this turn.");
      ensure(representativeReach(s, seat, move.representative).includes(move.to), "politika/unreachable", "That representative cannot reach that region (influence path, or three representatives there).");
      s.representatives[seat]![move.representative] = move.to;
      s.turn.movedRepresentatives[move.representative] = true;
      return;
    case "move-uprising": {
      ensure(!s.turn.movedUprisings.includes(move.uprising), "politika/already-moved", "That uprising has already moved this turn.");
      const steps = countOf(s.uprisings[move.uprising]!.tokens, seat);
      ensure(steps > 0, "politika/no-influence", "You have no influence in that uprising.");
      ensure(uprisingReach(s, move.uprising, steps).includes(move.to), "politika/unreachable", "The uprising cannot reach that region (one region per token, never through another uprising).");
      s.uprisings[move.uprising]!.region = move.to;
      s.turn.movedUprisings.push(move.uprising);
      return;
    }
    case "military-move":
      ensure(s.factions[seat] === "military" && !s.turn.militaryUsed, "politika/ability-unavailable", "Only the Military may do this, once per turn.");
      ensure(uprisingReach(s, move.uprising, militarySteps(s, seat, move.uprising)).includes(move.to), "politika/unreachable", "The uprising cannot reach that region.");
      s.uprisings[move.uprising]!.region = move.to;
      s.turn.militaryUsed = true;
      return;
    case "play-move-uprising":
      ensure(uprisingReach(s, move.uprising, 1).includes(move.to), "politika/unreachable", "The uprising cannot move there.");
      takeCard(s, seat, move.card, "move-uprising");
      s.uprisings[move.uprising]!.region = move.to;
      return;
    case "play-fast-travel": {
      const at = s.representatives[seat]![move.representative];
      ensure(at !== move.to, "politika/unreachable", "Choose another region.");
      ensure(representativesIn(s, move.to) < MAX_REPRESENTATIVES_PER_REGION, "politika/region-full", "Three representatives already stand there.");
      takeCard(s, seat, move.card, "fast-travel");
      s.representatives[seat]![move.representative] = move.to;
      return;
    }
    case "end-movement":
      s.phase = "trade";
      return;
    default:
      wrongPhase();
  }
}
