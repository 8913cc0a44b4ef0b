/**
 * The end of set-up (dealing the cards and placing the uprisings, PR2 and PR4), the start of a
 * turn and production (PR6): production cards, income, and the event cards drawn on the way (PR16).
 */
import { invariant, type Seat } from "../core/game";
import { Rng } from "../core/rng";
import {
  ACTION_CARDS_DEALT, EVENT_CARD_IDS, EVENT_CARDS, MONEY, PRODUCTION_CARD_IDS, PRODUCTION_CARDS, REGIONS, UPRISING_IDS, type EventCardId, type ProductionCardId, type RegionId,
} from "./cards";
import { countOf, eventActive, factionSeat, inflated, orderFrom, tokenCount, uprisingAt } from "./board";
import type { State } from "./state";
import { churchRevivalRegions, moveUprisingTo, settleDecisions } from "./decisions";
import { type Draft, freshTurn } from "./setup";

// ---------------------------------------------------------------------------------------------
// Turns, production and events (PR5, PR6, PR16)

/** After the last representative: deal cards (PR2), place uprisings and shuffle the decks (PR4), start turn 1. */
export function finishPlacement(s: Draft, rng: Rng): void {
  for (let i = 0; i < ACTION_CARDS_DEALT; i++) for (const p of orderFrom(s.highRoller, s.players)) s.hands[p]!.push(s.actionDeck.shift()!);
  const first = rng.shuffle(PRODUCTION_CARD_IDS);
  const card = first.find((c) => PRODUCTION_CARDS[c].kind === "produce")!;
  const def = PRODUCTION_CARDS[card];
  invariant(def.kind === "produce", "a region card exists");
  UPRISING_IDS.forEach((u, i) => { s.uprisings[u]!.region = def.regions[i]!; });
  s.productionDeck = rng.shuffle(PRODUCTION_CARD_IDS);
  s.eventDeck = rng.shuffle(EVENT_CARD_IDS);
  s.current = s.highRoller;
  startTurn(s, rng);
}

export function startTurn(s: Draft, rng: Rng): void {
  s.phase = "production";
  s.turn = freshTurn(s.players);
  s.productionCard = null;
  s.eventsThisTurn = [];
  s.offers = [];
  // PR6: events lasting a round go before the drawer's next production card is turned.
  for (const e of s.eventsInPlay) if (e.seat === s.current) s.eventDiscard.push(e.card);
  s.eventsInPlay = s.eventsInPlay.filter((e) => e.seat !== s.current);
  continueProduction(s, rng);
}

export function continueProduction(s: Draft, rng: Rng): void {
  settleDecisions(s);
  while (s.decisions.length === 0) {
    if (s.productionDeck.length === 0) { s.productionDeck = rng.shuffle(s.productionDiscard); s.productionDiscard = []; }
    const card = s.productionDeck.shift()! as ProductionCardId;
    s.productionDiscard.push(card);
    const def = PRODUCTION_CARDS[card];
    if (def.kind === "event") {
      if (s.eventDeck.length === 0) {
        // Events turned over this turn stay face up; the rest of the discard pile is reshuffled.
        s.eventDeck = rng.shuffle(s.eventDiscard.filter((e) => !s.eventsThisTurn.includes(e)));
        s.eventDiscard = s.eventDiscard.filter((e) => s.eventsThisTurn.includes(e));
      }
      const event = s.eventDeck.shift()! as EventCardId;
      s.eventsThisTurn.push(event);
      applyEvent(s, event);
      settleDecisions(s);
      continue;
    }
    s.productionCard = card;
    produce(s, def.regions);
    s.phase = "movement";
    return;
  }
}

/** PR6 with PR12 (Separatists, Reformers), A45–A48 and the round events E07, E09–E11. */
export function production(s: State, regions: readonly RegionId[]): number[] {
  const income = Array<number>(s.players).fill(0);
  const separatists = factionSeat(s, "separatists");
  for (const r of regions) {
    if (uprisingAt(s, r)) continue;
    if (eventActive(s, "E07") && (r === "CHE" || r === "DAG")) continue;
    if (eventActive(s, "E10") && (r === "PRI" || r === "KAM")) continue;
    if (eventActive(s, "E11") && (r === "ROS" || r === "VOL")) continue;
    let base = inflated(s, MONEY.production);
    if (eventActive(s, "E09") && (r === "KHM" || r === "YAM")) base *= 2;
    for (const p of new Set(s.regions[r]!)) income[p]! += p === separatists && REGIONS[r].separatist ? base * 2 : base;
  }
  return income;
}

export function produce(s: Draft, regions: readonly RegionId[]): void {
  const income = production(s, regions);
  for (let p = 0; p < s.players; p++) {
    if (s.productionBoosts[p]! > 0 && regions.some((r) => s.regions[r]!.includes(p))) {
      income[p]! *= 2;
      s.productionBoosts[p]! -= 1;
    }
  }
  if (s.factions[s.current] === "reformers") income[s.current] = Math.max(income[s.current]!, inflated(s, MONEY.reformersMinimum));
  for (let p = 0; p < s.players; p++) s.money[p]! += income[p]!;
  s.turn.income = income;
}

export function pay(s: Draft, seat: Seat, amount: number): number {
  const paid = Math.min(s.money[seat]!, amount);
  s.money[seat]! -= paid;
  return paid;
}

/** The event cards (spec "Event cards (16)"); choices become queued decisions (PR16). */
export function applyEvent(s: Draft, event: EventCardId): void {
  const n = s.players;
  switch (event) {
    case "E01": s.inflation = true; break;
    case "E02":
      if (s.inflation) s.inflation = false;
      else for (let p = 0; p < n; p++) pay(s, p, MONEY.production);
      break;
    case "E03": moveUprisingTo(s, "labor", s.uprisings.labor!.region === "NSK" ? "URA" : "NSK"); break;
    case "E04": s.decisions.push({ kind: "student-protests", seat: s.current }); break;
    case "E05":
      moveUprisingTo(s, "bourgeois", "MOS");
      for (let p = 0; p < n; p++) pay(s, p, inflated(s, MONEY.production));
      break;
    case "E06": for (const u of UPRISING_IDS) s.decisions.push({ kind: "wage-arrears", uprising: u }); break;
    case "E07": {
      const military = factionSeat(s, "military");
      if (military !== null) s.money[military]! += inflated(s, 20_000);
      break;
    }
    case "E08": {
      const reformers = factionSeat(s, "reformers");
      for (let p = 0; p < n; p++) {
        const gain = inflated(s, MONEY.production) * countOf(s.regions.MOS!, p);
        s.money[p]! += p === reformers ? gain * 2 : gain;
      }
      break;
    }
    case "E12": {
      const church = factionSeat(s, "church");
      if (church === null) break;
      const victim = orderFrom(s.current, n).find((p) => p !== church && churchRevivalRegions(s, church, p).length > 0);
      if (victim !== undefined) s.decisions.push({ kind: "church-revival", seat: victim });
      break;
    }
    case "E13": {
      const mafia = factionSeat(s, "mafia");
      if (mafia !== null) pay(s, mafia, inflated(s, 20_000));
      const seats = orderFrom(s.current, n).filter((p) => s.hands[p]!.length > 3);
      if (seats.length > 0) s.decisions.push({ kind: "anti-corruption", seats });
      break;
    }
    case "E14": {
      const others = orderFrom(s.current, n).slice(1);
      const most = Math.max(...others.map((p) => tokenCount(s, p)));
      const seat = others.find((p) => tokenCount(s, p) === most);
      if (seat !== undefined && most > 0) s.decisions.push({ kind: "kompromat", seat, drawer: s.current });
      break;
    }
    case "E16": {
      const military = factionSeat(s, "military");
      if (military !== null) s.decisions.push({ kind: "unpaid-army-military", seat: military });
      s.decisions.push({ kind: "unpaid-army", seats: orderFrom(s.current, n) });
      break;
    }
    case "E09": case "E10": case "E11": case "E15": break;
  }
  if (EVENT_CARDS[event].lasts === "round") s.eventsInPlay.push({ card: event, seat: s.current });
  else s.eventDiscard.push(event);
}

/** E12: regions with a Church representative where `victim` holds a token. */
