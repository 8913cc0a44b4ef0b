/**
 * Politika's rules: set-up, who is awaited, legal moves, and apply (decide + evolve).
 *
 * `apply` clones the state once and evolves the copy, so its input is never touched. The
 * turn runs production → movement → trade → challenges → buying (PR5); production is
 * automatic except for decisions that event cards ask of players (PR16).
 */
import { ensure, invariant, RuleViolation, type Seat } from "../core/game";
import { cloneDraft } from "../core/draft";
import { Rng, seedRng } from "../core/rng";
import {
  ACTION_CARD_IDS, ACTION_CARDS_DEALT, actionCard, EVENT_CARD_IDS, EVENT_CARDS, FACTION_IDS, MAX_REPRESENTATIVES_PER_REGION,
  MONEY, PRODUCTION_CARD_IDS, PRODUCTION_CARDS, REGION_IDS, REGIONS, TOKENS_PER_PLAYER, TOKENS_PER_REGION, UPRISING_IDS,
  type ActionKind, type EventCardId, type ProductionCardId, type RegionId, type UprisingId,
} from "./cards";
import {
  cardsOfKind, countOf, eventActive, factionSeat, inflated, orderFrom, representativeReach, representativesIn,
  score, targetRegion, tokenCount, tokensIn, uprisingAt, uprisingReach,
} from "./board";
import type { Move } from "./moves";
import type { Challenge, EventDecision, Offer, PolitikaOptions, State, Target, Turn } from "./state";


/** Safety valve (docs): at most this many offers per player per turn. */
export const MAX_OFFERS_PER_TURN = 5;
/** legalMoves lists offer templates only while a player has made fewer offers than this (bots end). */
const LISTED_OFFERS_CURRENT = 2;
const LISTED_OFFERS_OTHER = 1;
/** legalMoves lists dice purchases of 0..this many dice (apply accepts any affordable number). */
const LISTED_DICE = 5;
const LISTED_CARD_PURCHASES = 5;

type Draft = State;


export function freshTurn(players: number): Turn {
  return {
    movedRepresentatives: [false, false], movedUprisings: [], militaryUsed: false, kgbUsed: false, mafiaUsed: false,
    representativeChallenges: [false, false], communistsUsed: false, dumaUsed: false, tokenTraded: false,
    offersMade: Array<number>(players).fill(0), income: Array<number>(players).fill(0),
  };
}

// ---------------------------------------------------------------------------------------------
// Set-up (PR1–PR4)

/** PR3: clockwise from the high roller, the last player places both, then back counter-clockwise. */
export function snakeOrder(highRoller: Seat, players: number): Seat[] {
  const cw = orderFrom(highRoller, players);
  return [...cw, ...cw.slice().reverse()];
}

export function setup({ seats, options, seed }: { seats: number; options: PolitikaOptions; seed: string }): State {
  invariant(seats >= 3 && seats <= 8, "Politika takes 3 to 8 players");
  const rng = new Rng(seedRng(seed));
  const perPlayer = TOKENS_PER_PLAYER[seats as 3 | 4 | 5 | 6 | 7 | 8];
  // PR2: shuffle every player's tokens, three to each region, three to each uprising, the rest go back.
  const pool = rng.shuffle(Array.from({ length: seats * perPlayer }, (_, i) => i % seats));
  const regions = {} as Record<RegionId, Seat[]>;
  REGION_IDS.forEach((r, i) => { regions[r] = pool.slice(i * 3, i * 3 + 3).sort((a, b) => a - b); });
  const onBoard = REGION_IDS.length * TOKENS_PER_REGION;
  const uprisings = {} as Record<UprisingId, { region: RegionId | null; tokens: Seat[] }>;
  UPRISING_IDS.forEach((u, i) => { uprisings[u] = { region: null, tokens: pool.slice(onBoard + i * 3, onBoard + i * 3 + 3).sort((a, b) => a - b) }; });
  const returned = pool.slice(onBoard + UPRISING_IDS.length * 3);
  const returnedTokens = Array.from({ length: seats }, (_, p) => countOf(returned, p));
  const highRoller = rng.int(seats);
  const factions = options.factions === "random" ? rng.shuffle(FACTION_IDS).slice(0, seats) : Array(seats).fill(null);
  const actionDeck = rng.shuffle(ACTION_CARD_IDS);
  return {
    rng: rng.state, players: seats, rounds: options.rounds, round: 1,
    phase: options.factions === "chosen" ? "factions" : "placement",
    highRoller, current: highRoller, factions,
    money: returnedTokens.map((n) => MONEY.start + n * MONEY.perReturnedToken),
    hands: Array.from({ length: seats }, () => []),
    representatives: Array.from({ length: seats }, () => [null, null]),
    allies: Array(seats).fill(null),
    regions, uprisings, returnedTokens,
    placementOrder: snakeOrder(highRoller, seats),
    productionDeck: [], productionDiscard: [], eventDeck: [], eventDiscard: [], actionDeck, actionDiscard: [],
    productionCard: null, eventsThisTurn: [], eventsInPlay: [], inflation: false,
    productionBoosts: Array(seats).fill(0), decisions: [], turn: freshTurn(seats),
    offers: [], nextOfferId: 1, challenge: null, rolls: [], rollCount: 0, kgbLooks: [],
    tied: [], votes: Array(seats).fill(null), winners: [],
  };
}

/** After the last representative: deal cards (PR2), place uprisings and shuffle the decks (PR4), start turn 1. */
function finishPlacement(s: Draft, rng: Rng): void {
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

// ---------------------------------------------------------------------------------------------
// Turns, production and events (PR5, PR6, PR16)

function startTurn(s: Draft, rng: Rng): void {
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

function continueProduction(s: Draft, rng: Rng): void {
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

function produce(s: Draft, regions: readonly RegionId[]): void {
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

function pay(s: Draft, seat: Seat, amount: number): number {
  const paid = Math.min(s.money[seat]!, amount);
  s.money[seat]! -= paid;
  return paid;
}

function moveUprisingTo(s: Draft, uprising: UprisingId, region: RegionId): boolean {
  const other = uprisingAt(s, region);
  if (other && other !== uprising) return false;
  s.uprisings[uprising]!.region = region;
  return true;
}

/** The event cards (spec "Event cards (16)"); choices become queued decisions (PR16). */
function applyEvent(s: Draft, event: EventCardId): void {
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
export function churchRevivalRegions(s: State, church: Seat, victim: Seat): RegionId[] {
  const regions = s.representatives[church]!.filter((r): r is RegionId => r !== null);
  return REGION_IDS.filter((r) => regions.includes(r) && s.regions[r]!.includes(victim));
}

/** E06: the uprising's largest token holder, ties broken in turn order from the current player. */
export function largestHolder(s: State, uprising: UprisingId): Seat {
  const tokens = s.uprisings[uprising]!.tokens;
  const order = orderFrom(s.current, s.players);
  const most = Math.max(...order.map((p) => countOf(tokens, p)));
  return order.find((p) => countOf(tokens, p) === most)!;
}

/** Who decides an event decision (PR16). */
export function decisionSeats(s: State, d: EventDecision): Seat[] {
  switch (d.kind) {
    case "wage-arrears": return [largestHolder(s, d.uprising)];
    case "anti-corruption": case "unpaid-army": return d.seats;
    default: return [d.seat];
  }
}

function decisionMoves(s: State, d: EventDecision, seat: Seat): Move[] {
  if (!decisionSeats(s, d).includes(seat)) return [];
  switch (d.kind) {
    case "student-protests":
      return (["MOS", "SPB"] as const).filter((r) => { const u = uprisingAt(s, r); return u === null || u === "student"; })
        .map((region) => ({ kind: "choose-region", region }));
    case "wage-arrears":
      return uprisingReach(s, d.uprising, 1).map((region) => ({ kind: "choose-region", region }));
    case "church-revival": {
      const church = factionSeat(s, "church");
      return church === null ? [] : churchRevivalRegions(s, church, seat).map((region) => ({ kind: "choose-region", region }));
    }
    case "kompromat": {
      const out: Move[] = REGION_IDS.filter((r) => s.regions[r]!.includes(seat)).map((region) => ({ kind: "choose-token", target: { kind: "region", region } }));
      for (const u of UPRISING_IDS) if (s.uprisings[u]!.tokens.includes(seat)) out.push({ kind: "choose-token", target: { kind: "uprising", uprising: u } });
      return out;
    }
    case "anti-corruption": return s.hands[seat]!.map((card) => ({ kind: "discard-card", card }));
    case "unpaid-army-military": {
      const out: Move[] = [];
      for (const u of UPRISING_IDS) for (const to of uprisingReach(s, u, 1)) out.push({ kind: "move-uprising", uprising: u, to });
      return out.length === 0 ? [] : [...out, { kind: "pass" }];
    }
    case "unpaid-army": {
      const out: Move[] = [];
      s.representatives[seat]!.forEach((at, representative) => {
        if (!at) return;
        for (const to of REGIONS[at].neighbours) if (representativesIn(s, to) < MAX_REPRESENTATIVES_PER_REGION) out.push({ kind: "move-representative", representative, to });
      });
      return out.length === 0 ? [] : [...out, { kind: "pass" }];
    }
  }
}

/**
 * Drops decisions nobody can make and makes single-answer, single-player ones automatically,
 * so the front decision (if any) awaits someone with a real choice.
 */
function settleDecisions(s: Draft): void {
  while (s.decisions.length > 0) {
    const d = s.decisions[0]!;
    if (d.kind === "anti-corruption" || d.kind === "unpaid-army") {
      d.seats = d.seats.filter((p) => decisionMoves(s, d, p).length > 0);
      if (d.seats.length > 0) return;
      s.decisions.shift();
      continue;
    }
    const seat = decisionSeats(s, d)[0]!;
    const options = decisionMoves(s, d, seat);
    if (options.length > 1) return;
    s.decisions.shift();
    if (options.length === 1) resolveDecision(s, d, seat, options[0]!);
  }
}

function resolveDecision(s: Draft, d: EventDecision, seat: Seat, move: Move): void {
  switch (d.kind) {
    case "student-protests":
      if (move.kind === "choose-region") moveUprisingTo(s, "student", move.region);
      return;
    case "wage-arrears":
      if (move.kind === "choose-region") moveUprisingTo(s, d.uprising, move.region);
      return;
    case "church-revival": {
      const church = factionSeat(s, "church");
      if (move.kind === "choose-region" && church !== null) recolourToken(s, { kind: "region", region: move.region }, seat, church);
      return;
    }
    case "kompromat":
      if (move.kind === "choose-token") recolourToken(s, move.target, seat, d.drawer);
      return;
    case "anti-corruption":
      if (move.kind === "discard-card") discard(s, seat, move.card);
      return;
    case "unpaid-army-military":
      if (move.kind === "move-uprising") moveUprisingTo(s, move.uprising, move.to);
      return;
    case "unpaid-army":
      if (move.kind === "move-representative") s.representatives[seat]![move.representative] = move.to;
      return;
  }
}

function recolourToken(s: Draft, target: Target, from: Seat, to: Seat): void {
  const tokens = target.kind === "region" ? s.regions[target.region]! : s.uprisings[target.uprising]!.tokens;
  const i = tokens.indexOf(from);
  invariant(i >= 0, "recoloured token exists");
  tokens[i] = to;
  tokens.sort((a, b) => a - b);
}

function discard(s: Draft, seat: Seat, card: string): void {
  const hand = s.hands[seat]!;
  const i = hand.indexOf(card);
  invariant(i >= 0, "discarded card is in hand");
  hand.splice(i, 1);
  s.actionDiscard.push(card);
}

function endTurn(s: Draft, rng: Rng): void {
  s.current = (s.current + 1) % s.players;
  if (s.current === s.highRoller) s.round += 1;
  if (s.round > s.rounds) finishGame(s);
  else startTurn(s, rng);
}

/** PR14: score, then the weighted tie vote if several lead and not everyone is tied. */
function finishGame(s: Draft): void {
  s.offers = [];
  s.challenge = null;
  s.decisions = [];
  s.round = s.rounds;
  const scores = Array.from({ length: s.players }, (_, p) => score(s, p));
  const best = Math.max(...scores);
  const tied = scores.flatMap((v, p) => (v === best ? [p] : []));
  if (tied.length === 1 || tied.length === s.players) {
    s.winners = tied;
    s.phase = "over";
    return;
  }
  s.tied = tied;
  s.votes = Array(s.players).fill(null);
  s.phase = "vote";
}

function countVotes(s: Draft): void {
  const weight = new Map<Seat, number>(s.tied.map((p) => [p, 0]));
  s.votes.forEach((v, p) => { if (v !== null) weight.set(v, weight.get(v)! + score(s, p)); });
  const best = Math.max(...weight.values());
  s.winners = s.tied.filter((p) => weight.get(p) === best);
  s.phase = "over";
}

// ---------------------------------------------------------------------------------------------
// Who is awaited

export function awaiting(s: State): Seat[] {
  switch (s.phase) {
    case "over": return [];
    case "factions": return [s.factions.indexOf(null)];
    case "placement": return [s.placementOrder[0]!];
    case "production": return s.decisions.length > 0 ? [...decisionSeats(s, s.decisions[0]!)].sort((a, b) => a - b) : [];
    case "vote": return s.votes.flatMap((v, p) => (v === null && !s.tied.includes(p) ? [p] : []));
    case "trade": {
      // PR8/PR9: the current player (who ends trading) and whoever owes an answer to a pending
      // offer. Everyone else may offer too, but optionally: nobody waits for them (docs).
      const seats = new Set<Seat>([s.current]);
      for (const o of s.offers) seats.add(o.receiver);
      return [...seats].sort((a, b) => a - b);
    }
    case "challenges":
      if (s.challenge) return s.challenge.step === "recolour" ? [s.challenge.challenger] : [...s.challenge.waiting].sort((a, b) => a - b);
      return [s.current];
    case "movement": case "buying": return [s.current];
  }
}

// ---------------------------------------------------------------------------------------------
// Legal moves

function firstOfKind(s: State, seat: Seat, kind: ActionKind): string | undefined {
  return s.hands[seat]!.find((c) => actionCard(c).kind === kind);
}

/** KGB, Mafia and the production boost may be used in any of one's own interactive phases. */
function ownTurnExtras(s: State, seat: Seat): Move[] {
  const out: Move[] = [];
  const others = orderFrom(seat, s.players).slice(1);
  if (s.factions[seat] === "kgb" && !s.turn.kgbUsed) for (const target of others) out.push({ kind: "kgb-look", target });
  if (s.factions[seat] === "mafia" && !s.turn.mafiaUsed) for (const target of others) if (s.money[target]! > 0) out.push({ kind: "mafia-take", target });
  const boost = firstOfKind(s, seat, "production-boost");
  if (boost) out.push({ kind: "play-production-boost", card: boost });
  return out;
}

function movementMoves(s: State, seat: Seat): Move[] {
  const out: Move[] = [];
  for (const representative of [0, 1]) {
    if (s.turn.movedRepresentatives[representative]) continue;
    for (const to of representativeReach(s, seat, representative)) out.push({ kind: "move-representative", representative, to });
  }
  for (const u of UPRISING_IDS) {
    if (s.turn.movedUprisings.includes(u)) continue;
    for (const to of uprisingReach(s, u, countOf(s.uprisings[u]!.tokens, seat))) out.push({ kind: "move-uprising", uprising: u, to });
  }
  if (s.factions[seat] === "military" && !s.turn.militaryUsed) {
    for (const u of UPRISING_IDS) for (const to of uprisingReach(s, u, militarySteps(s, seat, u))) out.push({ kind: "military-move", uprising: u, to });
  }
  const mover = firstOfKind(s, seat, "move-uprising");
  if (mover) for (const u of UPRISING_IDS) for (const to of uprisingReach(s, u, 1)) out.push({ kind: "play-move-uprising", card: mover, uprising: u, to });
  const travel = firstOfKind(s, seat, "fast-travel");
  if (travel) {
    for (const representative of [0, 1]) {
      const at = s.representatives[seat]![representative];
      for (const to of REGION_IDS) if (to !== at && representativesIn(s, to) < MAX_REPRESENTATIVES_PER_REGION) out.push({ kind: "play-fast-travel", card: travel, representative, to });
    }
  }
  out.push(...ownTurnExtras(s, seat), { kind: "end-movement" });
  return out;
}

/** PR12 Military: one region, two with at least two of the uprising's three tokens. */
function militarySteps(s: State, seat: Seat, u: UprisingId): number {
  return countOf(s.uprisings[u]!.tokens, seat) >= 2 ? 2 : 1;
}

function firstTokenRegion(s: State, seat: Seat): RegionId | undefined {
  return REGION_IDS.find((r) => s.regions[r]!.includes(seat));
}

/** A bounded sample of offers (documented): alliance, money for a card, a card for money, token for money, money for a token. */
function offerTemplates(s: State, seat: Seat): Move[] {
  const listed = seat === s.current ? LISTED_OFFERS_CURRENT : LISTED_OFFERS_OTHER;
  if (s.turn.offersMade[seat]! >= listed) return [];
  const out: Move[] = [];
  const others = orderFrom(seat, s.players).slice(1);
  // PR9: alliances between any two players; trades always involve the current player (rulebook "Trade").
  for (const to of others) if (s.allies[seat] !== to) out.push({ kind: "offer-alliance", to });
  const counterparts = seat === s.current ? others : [s.current];
  const none = { money: 0, cards: [] as string[], token: null };
  const nothing = { money: 0, cards: 0, token: null };
  for (const to of counterparts) {
    if (s.money[seat]! >= MONEY.actionCard && s.hands[to]!.length > 0) out.push({ kind: "offer-trade", to, give: { ...none, money: MONEY.actionCard }, get: { ...nothing, cards: 1 } });
    const card = s.hands[seat]![0];
    if (card) out.push({ kind: "offer-trade", to, give: { ...none, cards: [card] }, get: { ...nothing, money: MONEY.actionCard } });
    if (!s.turn.tokenTraded) {
      const mine = firstTokenRegion(s, seat);
      if (mine) out.push({ kind: "offer-trade", to, give: { ...none, token: mine }, get: { ...nothing, money: 30_000 } });
      const theirs = firstTokenRegion(s, to);
      if (theirs && s.money[seat]! >= 30_000) out.push({ kind: "offer-trade", to, give: { ...none, money: 30_000 }, get: { ...nothing, token: theirs } });
    }
  }
  return out;
}

/**
 * PR8/PR9 for any seat, awaited or not: answers to offers received, withdrawing one's own
 * offers, new offers; the current player also has the own-turn extras and `end-trade`.
 */
function tradeMoves(s: State, seat: Seat): Move[] {
  const out: Move[] = [];
  for (const o of s.offers) {
    if (o.receiver === seat) {
      if (o.kind === "alliance") out.push({ kind: "accept-offer", offer: o.id, cards: [] });
      else if (offerProblem(s, o) === null) {
        const hand = s.hands[seat]!;
        const k = o.get.cards;
        if (k === 0) out.push({ kind: "accept-offer", offer: o.id, cards: [] });
        else for (let i = 0; i + k <= hand.length && i < 6; i++) out.push({ kind: "accept-offer", offer: o.id, cards: hand.slice(i, i + k) });
      }
      out.push({ kind: "decline-offer", offer: o.id });
    }
    if (o.maker === seat) out.push({ kind: "withdraw-offer", offer: o.id });
  }
  out.push(...offerTemplates(s, seat));
  if (seat === s.current) out.push(...ownTurnExtras(s, seat), { kind: "end-trade" });
  return out;
}

function challengeTargets(s: State, region: RegionId): Target[] {
  const out: Target[] = [{ kind: "region", region }];
  const u = uprisingAt(s, region);
  if (u) out.push({ kind: "uprising", uprising: u });
  return out;
}

function challengeMoves(s: State, seat: Seat): Move[] {
  const out: Move[] = [];
  const affordable = Math.min(LISTED_DICE, Math.floor(s.money[seat]! / MONEY.challengeDie));
  const reps = s.representatives[seat]!;
  const add = (source: Extract<Move, { kind: "challenge" }>["source"], region: RegionId, maxDice: number): void => {
    const uprisingsToo = source.kind !== "card" || reps.includes(region);
    for (const target of challengeTargets(s, region)) {
      if (target.kind === "uprising" && !uprisingsToo) continue;
      for (const defender of new Set(tokensIn(s, target))) {
        if (defender === seat) continue;
        for (let dice = 0; dice <= maxDice; dice++) out.push({ kind: "challenge", source, target, defender, dice });
      }
    }
  };
  reps.forEach((at, representative) => {
    if (!at) return;
    if (!s.turn.representativeChallenges[representative]) add({ kind: "representative", representative }, at, affordable);
    if (s.factions[seat] === "communists" && !s.turn.communistsUsed) add({ kind: "communists", representative }, at, 0);
    if (eventActive(s, "E15") && !s.turn.dumaUsed) add({ kind: "duma", representative }, at, affordable);
  });
  const regionsDone = new Set<RegionId>();
  for (const card of cardsOfKind(s, seat, "free-challenge")) {
    const region = actionCard(card).region!;
    if (regionsDone.has(region)) continue;
    regionsDone.add(region);
    add({ kind: "card", card }, region, affordable);
  }
  out.push(...ownTurnExtras(s, seat), { kind: "end-challenges" });
  return out;
}

/** Cards a seat may play in the open response window (PR10). */
function responseCards(s: State, c: Challenge, seat: Seat): string[] {
  if (c.step === "challenger") return cardsOfKind(s, seat, "extra-challenge-die");
  if (c.step === "defender") return [...cardsOfKind(s, seat, "extra-defence-die"), ...(seat === c.defender ? cardsOfKind(s, seat, "veto") : [])];
  return [];
}

export function legalMoves(s: State, seat: Seat): Move[] {
  if (!isSeat(s, seat)) return [];
  // PR8/PR9: during trade, seats that are not awaited have optional moves too; elsewhere none.
  if (s.phase !== "trade" && !awaiting(s).includes(seat)) return [];
  switch (s.phase) {
    case "over": return [];
    case "factions": return FACTION_IDS.filter((f) => !s.factions.includes(f)).map((faction) => ({ kind: "choose-faction", faction }));
    case "placement": return REGION_IDS.filter((r) => representativesIn(s, r) === 0).map((region) => ({ kind: "place-representative", region }));
    case "production": return decisionMoves(s, s.decisions[0]!, seat);
    case "movement": return movementMoves(s, seat);
    case "trade": return tradeMoves(s, seat);
    case "challenges": {
      const c = s.challenge;
      if (!c) return challengeMoves(s, seat);
      if (c.step === "recolour") return orderFrom(0, s.players).filter((p) => p !== c.defender).map((to) => ({ kind: "recolour", to }));
      const seen = new Set<string>();
      const out: Move[] = [];
      for (const card of responseCards(s, c, seat)) {
        const kind = actionCard(card).kind;
        if (seen.has(kind)) continue;
        seen.add(kind);
        out.push({ kind: "play-response", card });
      }
      return [...out, { kind: "pass" }];
    }
    case "buying": {
      const max = Math.min(LISTED_CARD_PURCHASES, Math.floor(s.money[seat]! / MONEY.actionCard), s.actionDeck.length + s.actionDiscard.length);
      return Array.from({ length: max + 1 }, (_, count) => ({ kind: "buy-cards", count }));
    }
    case "vote": return s.tied.map((p) => ({ kind: "vote", for: p }));
  }
}

// ---------------------------------------------------------------------------------------------
// Apply

const wrongPhase = (): never => { throw new RuleViolation("politika/wrong-phase", "That move is not possible in this phase."); };

function ensureOwnTurn(s: State, seat: Seat): void {
  ensure(seat === s.current, "move/not-your-turn", "It is not your turn.");
}

function isSeat(s: State, seat: Seat): boolean {
  return Number.isInteger(seat) && seat >= 0 && seat < s.players;
}

function ensureAwaited(s: State, seat: Seat): void {
  ensure(awaiting(s).includes(seat), "move/not-your-turn", "No decision of yours is awaited now.");
}

function takeCard(s: Draft, seat: Seat, card: string, kind: ActionKind): void {
  ensure(s.hands[seat]!.includes(card), "politika/not-in-hand", "That card is not in your hand.");
  ensure(actionCard(card).kind === kind, "politika/wrong-card", "That card does not do this.");
  discard(s, seat, card);
}

function sameMove(a: Move, b: Move): boolean {
  return canonical(a) === canonical(b);
}

function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(",")}]`;
  if (v !== null && typeof v === "object") return `{${Object.keys(v).sort().map((k) => `${k}:${canonical((v as Record<string, unknown>)[k])}`).join(",")}}`;
  return JSON.stringify(v);
}

export function apply(state: State, seat: Seat, move: Move): State {
  ensure(state.phase !== "over", "game/over", "The game is over.");
  ensure(isSeat(state, seat), "move/not-your-turn", "That seat is not in this game.");
  // PR8/PR9: during trade any seat may make optional moves; evolveTrade judges each one.
  if (state.phase !== "trade") ensureAwaited(state, seat);
  const s = cloneDraft(state) as Draft;
  const rng = new Rng(s.rng);
  evolve(s, seat, move, rng);
  s.rng = rng.state;
  return s;
}

function evolve(s: Draft, seat: Seat, move: Move, rng: Rng): void {
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
      ensure(options.some((o) => sameMove(o, move)), "politika/not-an-option", "That is not one of the choices this event offers.");
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

/** KGB look, Mafia take and the production boost: own turn, outside a challenge. True if handled. */
function evolveExtras(s: Draft, seat: Seat, move: Move): boolean {
  switch (move.kind) {
    case "kgb-look":
      ensureOwnTurn(s, seat);
      ensure(s.factions[seat] === "kgb" && !s.turn.kgbUsed, "politika/ability-unavailable", "Only the KGB may look at a hand, once per turn.");
      ensure(move.target !== seat && move.target >= 0 && move.target < s.players, "politika/bad-target", "Look at another player's hand.");
      s.turn.kgbUsed = true;
      s.kgbLooks.push({ seat, target: move.target, round: s.round, cards: [...s.hands[move.target]!] });
      return true;
    case "mafia-take": {
      ensureOwnTurn(s, seat);
      ensure(s.factions[seat] === "mafia" && !s.turn.mafiaUsed, "politika/ability-unavailable", "Only the Mafia may take money, once per turn.");
      ensure(move.target !== seat && move.target >= 0 && move.target < s.players, "politika/bad-target", "Take from another player.");
      s.turn.mafiaUsed = true;
      s.money[seat]! += pay(s, move.target, inflated(s, MONEY.mafiaTake));
      return true;
    }
    case "play-production-boost":
      ensureOwnTurn(s, seat);
      takeCard(s, seat, move.card, "production-boost");
      s.productionBoosts[seat]! += 1;
      return true;
    default:
      return false;
  }
}

function evolveMovement(s: Draft, seat: Seat, move: Move): void {
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

/** Why a trade offer cannot be carried out now, or null (PR8). */
function offerProblem(s: State, o: Extract<Offer, { kind: "trade" }>): string | null {
  const { receiver, get } = o;
  const maker = makerProblem(s, o);
  if (maker) return maker;
  if (s.money[receiver]! < get.money) return "The receiver cannot pay that much now.";
  if (s.hands[receiver]!.length < get.cards) return "The receiver does not hold that many cards.";
  if (get.token && !s.regions[get.token]!.includes(receiver)) return "The receiver has no token there now.";
  return null;
}

/** The maker's side of an offer: checked when it is made and again when it is accepted. */
function makerProblem(s: State, o: Extract<Offer, { kind: "trade" }>): string | null {
  const { maker, give, get } = o;
  if (s.money[maker]! < give.money) return "The maker cannot pay that much now.";
  if (!give.cards.every((c) => s.hands[maker]!.includes(c))) return "The maker no longer holds those cards.";
  if (give.token && !s.regions[give.token]!.includes(maker)) return "The maker has no token there now.";
  if ((give.token || get.token) && s.turn.tokenTraded) return "An influence token has already changed by trade this turn.";
  return null;
}

/** Any seat may send a move during trade (not only the awaited ones), so each case checks who may make it. */
function evolveTrade(s: Draft, seat: Seat, move: Move): void {
  if (evolveExtras(s, seat, move)) return;
  switch (move.kind) {
    case "offer-trade": case "offer-alliance": {
      ensure(move.to >= 0 && move.to < s.players && move.to !== seat, "politika/bad-target", "Make offers to another player.");
      ensure(move.kind === "offer-alliance" || seat === s.current || move.to === s.current, "politika/not-with-current", "Trade offers are made to or by the player whose turn it is.");
      ensure(s.turn.offersMade[seat]! < MAX_OFFERS_PER_TURN, "politika/too-many-offers", `At most ${MAX_OFFERS_PER_TURN} offers per player per turn.`);
      const id = s.nextOfferId;
      if (move.kind === "offer-alliance") {
        ensure(s.allies[seat] !== move.to, "politika/already-allied", "You are already allied.");
        s.offers.push({ kind: "alliance", id, maker: seat, receiver: move.to });
      } else {
        const { give, get } = move;
        ensure(give.money > 0 || give.cards.length > 0 || give.token !== null || get.money > 0 || get.cards > 0 || get.token !== null, "politika/empty-offer", "An offer must give or ask for something.");
        ensure(!(give.token && get.token), "politika/one-token", "At most one influence token changes by trade per turn.");
        ensure(new Set(give.cards).size === give.cards.length, "politika/not-in-hand", "Each card can be offered once.");
        const offer: Offer = { kind: "trade", id, maker: seat, receiver: move.to, give: cloneDraft(give), get: cloneDraft(get) };
        ensure(!get.token || s.regions[get.token]!.includes(move.to), "politika/offer-impossible", "The receiver has no token there.");
        const problem = makerProblem(s, offer);
        ensure(problem === null, "politika/offer-impossible", problem ?? "");
        s.offers.push(offer);
      }
      s.nextOfferId += 1;
      s.turn.offersMade[seat]! += 1;
      return;
    }
    case "accept-offer": {
      const o = s.offers.find((x) => x.id === move.offer);
      ensure(o && o.receiver === seat, "politika/no-offer", "There is no such offer to you.");
      s.offers = s.offers.filter((x) => x.id !== o.id);
      if (o.kind === "alliance") { formAlliance(s, o.maker, o.receiver); return; }
      const problem = offerProblem(s, o);
      ensure(problem === null, "politika/offer-impossible", problem ?? "");
      ensure(move.cards.length === o.get.cards && new Set(move.cards).size === move.cards.length && move.cards.every((c) => s.hands[seat]!.includes(c)),
        "politika/bad-cards", `Choose ${o.get.cards} different cards from your hand.`);
      s.money[o.maker]! += o.get.money - o.give.money;
      s.money[seat]! += o.give.money - o.get.money;
      for (const c of o.give.cards) { s.hands[o.maker]!.splice(s.hands[o.maker]!.indexOf(c), 1); s.hands[seat]!.push(c); }
      for (const c of move.cards) { s.hands[seat]!.splice(s.hands[seat]!.indexOf(c), 1); s.hands[o.maker]!.push(c); }
      if (o.give.token) { recolourToken(s, { kind: "region", region: o.give.token }, o.maker, seat); s.turn.tokenTraded = true; }
      if (o.get.token) { recolourToken(s, { kind: "region", region: o.get.token }, seat, o.maker); s.turn.tokenTraded = true; }
      return;
    }
    case "decline-offer": {
      const o = s.offers.find((x) => x.id === move.offer);
      ensure(o && o.receiver === seat, "politika/no-offer", "There is no such offer to you.");
      s.offers = s.offers.filter((x) => x.id !== o.id);
      return;
    }
    case "withdraw-offer": {
      const o = s.offers.find((x) => x.id === move.offer);
      ensure(o && o.maker === seat, "politika/no-offer", "You made no such offer.");
      s.offers = s.offers.filter((x) => x.id !== o.id);
      return;
    }
    case "end-trade":
      ensureOwnTurn(s, seat);
      s.offers = [];
      s.phase = "challenges";
      return;
    default:
      ensureOwnTurn(s, seat);
      wrongPhase();
  }
}

/** PR9: one ally at a time; forming a new alliance breaks both players' old ones. */
function formAlliance(s: Draft, a: Seat, b: Seat): void {
  for (const p of [a, b]) {
    const old = s.allies[p];
    if (old !== null && old !== undefined) s.allies[old] = null;
    s.allies[p] = null;
  }
  s.allies[a] = b;
  s.allies[b] = a;
}

function evolveChallenges(s: Draft, seat: Seat, move: Move, rng: Rng): void {
  const c = s.challenge;
  if (c) {
    if (c.step === "recolour") {
      ensure(move.kind === "recolour", "politika/wrong-phase", "Choose the colour of the token you won.");
      ensure(move.to >= 0 && move.to < s.players && move.to !== c.defender, "politika/bad-target", "Choose another player's colour than the defender's.");
      recolourToken(s, c.target, c.defender, move.to);
      s.challenge = null;
      return;
    }
    if (move.kind === "pass") {
      c.waiting = c.waiting.filter((p) => p !== seat);
    } else {
      ensure(move.kind === "play-response", "politika/wrong-phase", "Play a card for this challenge, or pass.");
      ensure(responseCards(s, c, seat).includes(move.card), "politika/not-playable", "You cannot play that card in this window.");
      const kind = actionCard(move.card).kind;
      discard(s, seat, move.card);
      if (kind === "veto") {
        pushRoll(s, c, [], [], "vetoed");
        s.challenge = null;
        return;
      }
      if (kind === "extra-challenge-die") c.challengerCardDice += 1;
      else c.defenderCardDice += 1;
      if (responseCards(s, c, seat).length === 0) c.waiting = c.waiting.filter((p) => p !== seat);
    }
    if (c.waiting.length === 0) advanceChallenge(s, rng);
    return;
  }
  ensureOwnTurn(s, seat);
  if (evolveExtras(s, seat, move)) return;
  if (move.kind === "end-challenges") { s.phase = "buying"; return; }
  ensure(move.kind === "challenge", "politika/wrong-phase", "Make a challenge or end your challenges.");
  declareChallenge(s, seat, move, rng);
}

function declareChallenge(s: Draft, seat: Seat, move: Extract<Move, { kind: "challenge" }>, rng: Rng): void {
  const { source, target, defender, dice } = move;
  let region: RegionId | null;
  let freeDice = 0;
  if (source.kind === "card") {
    ensure(s.hands[seat]!.includes(source.card) && actionCard(source.card).kind === "free-challenge", "politika/not-in-hand", "You hold no such free-challenge card.");
    region = actionCard(source.card).region!;
  } else {
    region = s.representatives[seat]![source.representative] ?? null;
    ensure(region !== null, "politika/no-representative", "That representative is not on the board.");
    if (source.kind === "representative") ensure(!s.turn.representativeChallenges[source.representative], "politika/already-challenged", "That representative has already challenged this turn.");
    if (source.kind === "communists") {
      ensure(s.factions[seat] === "communists" && !s.turn.communistsUsed, "politika/ability-unavailable", "Only the Communists have this extra challenge, once per turn.");
      ensure(dice === 0, "politika/no-dice-to-buy", "The Communists' extra challenge rolls exactly one free die.");
      freeDice = 1;
    }
    if (source.kind === "duma") ensure(eventActive(s, "E15") && !s.turn.dumaUsed, "politika/no-duma", "No Duma Session extra challenge is available.");
  }
  ensure(targetRegion(s, target) === region, "politika/wrong-region", "The challenge must be made in that representative's (or card's) region.");
  // Rulebook "Uprisings": controlling an uprising needs a representative there, even with a free-challenge card.
  if (source.kind === "card" && target.kind === "uprising") ensure(s.representatives[seat]!.includes(region), "politika/no-representative", "To challenge an uprising you need a representative in its region.");
  ensure(defender !== seat && defender >= 0 && defender < s.players && tokensIn(s, target).includes(defender), "politika/no-defender-token", "The defender has no token there.");
  ensure(dice * MONEY.challengeDie <= s.money[seat]!, "politika/not-enough-money", "You cannot afford that many dice.");
  if (source.kind === "card") discard(s, seat, source.card);
  else if (source.kind === "representative") s.turn.representativeChallenges[source.representative] = true;
  else if (source.kind === "communists") s.turn.communistsUsed = true;
  else s.turn.dumaUsed = true;
  s.money[seat]! -= dice * MONEY.challengeDie;
  // PR9: challenging an ally breaks the alliance.
  if (s.allies[seat] === defender) { s.allies[seat] = null; s.allies[defender] = null; }
  if (s.factions[seat] === "nationalists") {
    const u = uprisingAt(s, region);
    if (u && countOf(s.uprisings[u]!.tokens, seat) === TOKENS_PER_REGION) freeDice += 2;
  }
  s.challenge = { challenger: seat, defender, target, source, boughtDice: dice, freeDice, challengerCardDice: 0, defenderCardDice: 0, step: "challenger", waiting: [] };
  openWindow(s, "challenger", rng);
}

/** PR10: every player holding a card playable in this window is awaited at once; none, it is skipped. */
function openWindow(s: Draft, step: "challenger" | "defender", rng: Rng): void {
  const c = s.challenge!;
  c.step = step;
  c.waiting = orderFrom(c.challenger, s.players).filter((p) => responseCards(s, c, p).length > 0);
  if (c.waiting.length === 0) advanceChallenge(s, rng);
}

function advanceChallenge(s: Draft, rng: Rng): void {
  const c = s.challenge!;
  if (c.step === "challenger") { openWindow(s, "defender", rng); return; }
  resolveChallenge(s, rng);
}

/** Defence dice: own and ally tokens in the target, the Church's die, and cards (PR10, PR12). */
export function defenceDice(s: State, c: Pick<Challenge, "challenger" | "defender" | "target" | "defenderCardDice">): number {
  const tokens = tokensIn(s, c.target);
  let n = countOf(tokens, c.defender);
  const ally = s.allies[c.defender];
  if (ally !== null && ally !== undefined && ally !== c.challenger) n += countOf(tokens, ally);
  const region = targetRegion(s, c.target);
  if (s.factions[c.defender] === "church" && region && s.representatives[c.defender]!.includes(region)) n += 1;
  return n + c.defenderCardDice;
}

function resolveChallenge(s: Draft, rng: Rng): void {
  const c = s.challenge!;
  const attack = Array.from({ length: c.boughtDice + c.freeDice + c.challengerCardDice }, () => rng.die());
  const defence = Array.from({ length: defenceDice(s, c) }, () => rng.die());
  const a = attack.reduce((x, y) => x + y, 0);
  const d = defence.reduce((x, y) => x + y, 0);
  const won = a > d;
  pushRoll(s, c, attack, defence, won ? "challenger-wins" : "defender-wins");
  if (won) { c.step = "recolour"; c.waiting = [c.challenger]; } else s.challenge = null;
}

function pushRoll(s: Draft, c: Challenge, attack: number[], defence: number[], outcome: "challenger-wins" | "defender-wins" | "vetoed"): void {
  s.rollCount += 1;
  s.rolls.push({
    n: s.rollCount, round: s.round, challenger: c.challenger, defender: c.defender, target: c.target,
    challengerDice: attack, defenderDice: defence,
    challengerTotal: attack.reduce((x, y) => x + y, 0), defenderTotal: defence.reduce((x, y) => x + y, 0), outcome,
  });
  if (s.rolls.length > 8) s.rolls.shift();
}

// ---------------------------------------------------------------------------------------------
// Invariants (checked by the property test and the soak run)

/** What is wrong with a state: every region and uprising holds 3 tokens, money is never negative,
 *  at most 3 representatives share a region, all 56 action cards and all decks are accounted for. */
export function stateProblems(s: State): string[] {
  const out: string[] = [];
  for (const r of REGION_IDS) if (s.regions[r]!.length !== TOKENS_PER_REGION) out.push(`${r} holds ${s.regions[r]!.length} tokens`);
  for (const u of UPRISING_IDS) if (s.uprisings[u]!.tokens.length !== TOKENS_PER_REGION) out.push(`${u} holds ${s.uprisings[u]!.tokens.length} tokens`);
  s.money.forEach((m, p) => { if (m < 0 || !Number.isInteger(m)) out.push(`seat ${p} has ${m}`); });
  const reps = new Map<string, number>();
  for (const rs of s.representatives) for (const r of rs) if (r) reps.set(r, (reps.get(r) ?? 0) + 1);
  for (const [r, n] of reps) if (n > MAX_REPRESENTATIVES_PER_REGION) out.push(`${n} representatives in ${r}`);
  const cards = [...s.hands.flat(), ...s.actionDeck, ...s.actionDiscard];
  if (cards.length !== ACTION_CARD_IDS.length || new Set(cards).size !== ACTION_CARD_IDS.length) out.push(`${cards.length} action cards (${new Set(cards).size} distinct)`);
  const uprisingRegions = UPRISING_IDS.map((u) => s.uprisings[u]!.region).filter((r) => r !== null);
  if (new Set(uprisingRegions).size !== uprisingRegions.length) out.push("two uprisings share a region");
  if (s.phase !== "factions" && s.phase !== "placement") {
    if (s.productionDeck.length + s.productionDiscard.length !== PRODUCTION_CARD_IDS.length) out.push("production cards lost");
    if (s.eventDeck.length + s.eventDiscard.length + s.eventsInPlay.length !== EVENT_CARD_IDS.length) out.push("event cards lost");
  }
  s.allies.forEach((a, p) => { if (a !== null && s.allies[a] !== p) out.push(`alliance ${p}-${a} is one-sided`); });
  return out;
}
