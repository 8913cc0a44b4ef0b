/** Who is awaited and every legal move, phase by phase (PR5): movement, trade, challenges, buying. */
import type { Seat } from "../core/game";
import { dedupeBy } from "../core/lists";
import {
  actionCard, FACTION_IDS, MAX_REPRESENTATIVES_PER_REGION, MONEY, REGION_IDS, UPRISING_IDS, type ActionKind, type RegionId, type UprisingId,
} from "./cards";
import {
  cardsOfKind, countOf, eventActive, orderFrom, representativeReach, representativesIn, tokensIn, uprisingAt, uprisingReach,
} from "./board";
import type { Move } from "./moves";
import { AUTO_PASS_MODES, type Challenge, type State, type Target } from "./state";
import { decisionMoves, decisionSeats } from "./decisions";
import { isSeat } from "./extras";
import { LISTED_CARD_PURCHASES, LISTED_DICE, LISTED_OFFERS_CURRENT, LISTED_OFFERS_OTHER } from "./setup";
import { offerProblem } from "./trade";

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
      const seats: Seat[] = [];
      for (let p = 0; p < s.players; p++) if (p === s.current || s.offers.some((o) => o.receiver === p)) seats.push(p);
      return seats;
    }
    case "challenges":
      if (s.challenge) return s.challenge.step === "recolour" ? [s.challenge.challenger] : [...s.challenge.waiting].sort((a, b) => a - b);
      return [s.current];
    case "movement": case "buying": return [s.current];
  }
}

// ---------------------------------------------------------------------------------------------
// Legal moves

export function firstOfKind(s: State, seat: Seat, kind: ActionKind): string | undefined {
  return s.hands[seat]!.find((c) => actionCard(c).kind === kind);
}

/** KGB, Mafia and the production boost may be used in any of one's own interactive phases. */
export function ownTurnExtras(s: State, seat: Seat, out: Move[] = []): Move[] {
  const n = s.players;
  if (s.factions[seat] === "kgb" && !s.turn.kgbUsed) for (let i = 1; i < n; i++) out.push({ kind: "kgb-look", target: (seat + i) % n });
  if (s.factions[seat] === "mafia" && !s.turn.mafiaUsed) {
    for (let i = 1; i < n; i++) { const target = (seat + i) % n; if (s.money[target]! > 0) out.push({ kind: "mafia-take", target }); }
  }
  const boost = firstOfKind(s, seat, "production-boost");
  if (boost) out.push({ kind: "play-production-boost", card: boost });
  return out;
}

export function movementMoves(s: State, seat: Seat): Move[] {
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
  ownTurnExtras(s, seat, out).push({ kind: "end-movement" });
  return out;
}

/** PR12 Military: one region, two with at least two of the uprising's three tokens. */
export function militarySteps(s: State, seat: Seat, u: UprisingId): number {
  return countOf(s.uprisings[u]!.tokens, seat) >= 2 ? 2 : 1;
}

/** The first region (in map order) holding one of `seat`'s tokens. */
export function firstTokenRegion(s: State, seat: Seat): RegionId | undefined {
  for (let i = 0; i < REGION_IDS.length; i++) {
    const r = REGION_IDS[i]!;
    if (s.regions[r]!.includes(seat)) return r;
  }
  return undefined;
}

/**
 * A bounded sample of offers (documented), appended to `out`: alliance, money for a card, a
 * card for money, token for money, money for a token. Every seat's list is asked for after
 * every move of the trade phase, so this is written as plain loops and literals.
 */
export function offerTemplates(s: State, seat: Seat, out: Move[] = []): Move[] {
  const listed = seat === s.current ? LISTED_OFFERS_CURRENT : LISTED_OFFERS_OTHER;
  if (s.turn.offersMade[seat]! >= listed) return out;
  const n = s.players;
  // PR9: alliances between any two players; trades always involve the current player (rulebook "Trade").
  for (let i = 1; i < n; i++) { const to = (seat + i) % n; if (s.allies[seat] !== to) out.push({ kind: "offer-alliance", to }); }
  const money = s.money[seat]!;
  const card = s.hands[seat]![0];
  const tokens = !s.turn.tokenTraded;
  const mine = tokens ? firstTokenRegion(s, seat) : undefined;
  const current = seat === s.current;
  for (let i = current ? 1 : 0; i < (current ? n : 1); i++) {
    const to = current ? (seat + i) % n : s.current;
    if (money >= MONEY.actionCard && s.hands[to]!.length > 0) out.push({ kind: "offer-trade", to, give: { money: MONEY.actionCard, cards: [], token: null }, get: { money: 0, cards: 1, token: null } });
    if (card) out.push({ kind: "offer-trade", to, give: { money: 0, cards: [card], token: null }, get: { money: MONEY.actionCard, cards: 0, token: null } });
    if (tokens) {
      if (mine) out.push({ kind: "offer-trade", to, give: { money: 0, cards: [], token: mine }, get: { money: 30_000, cards: 0, token: null } });
      if (money >= 30_000) {
        const theirs = firstTokenRegion(s, to);
        if (theirs) out.push({ kind: "offer-trade", to, give: { money: 30_000, cards: [], token: null }, get: { money: 0, cards: 0, token: theirs } });
      }
    }
  }
  return out;
}

/**
 * PR8/PR9 for any seat, awaited or not: answers to offers received, withdrawing one's own
 * offers, new offers; the current player also has the own-turn extras and `end-trade`.
 */
export function tradeMoves(s: State, seat: Seat): Move[] {
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
  offerTemplates(s, seat, out);
  if (seat === s.current) ownTurnExtras(s, seat, out).push({ kind: "end-trade" });
  return out;
}

export function challengeTargets(s: State, region: RegionId): Target[] {
  const out: Target[] = [{ kind: "region", region }];
  const u = uprisingAt(s, region);
  if (u) out.push({ kind: "uprising", uprising: u });
  return out;
}

export function challengeMoves(s: State, seat: Seat): Move[] {
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
  ownTurnExtras(s, seat, out).push({ kind: "end-challenges" });
  return out;
}

/** Cards a seat may play in the open response window (PR10). */
export function responseCards(s: State, c: Challenge, seat: Seat): string[] {
  if (c.step === "challenger") return cardsOfKind(s, seat, "extra-challenge-die");
  if (c.step === "defender") return [...cardsOfKind(s, seat, "extra-defence-die"), ...(seat === c.defender ? cardsOfKind(s, seat, "veto") : [])];
  return [];
}

/** Version 2: the auto-pass settings a seat may switch to (an optional move, any time). */
export function autoPassChanges(s: State, seat: Seat): Move[] {
  if (s.autoPass === undefined || s.phase === "over") return [];
  return AUTO_PASS_MODES.filter((m) => m !== s.autoPass![seat]).map((mode) => ({ kind: "auto-pass", mode }));
}

export function legalMoves(s: State, seat: Seat): Move[] {
  if (!isSeat(s, seat)) return [];
  // PR8/PR9: during trade, seats that are not awaited have optional moves too; elsewhere none
  // but the auto-pass setting (version 2).
  if (s.phase !== "trade" && !isAwaited(s, seat)) return autoPassChanges(s, seat);
  const out = decisionsOf(s, seat);
  if (s.autoPass !== undefined) out.push(...autoPassChanges(s, seat));
  return out;
}

/**
 * `awaiting(s).includes(seat)` without building the list: random play asks it for every
 * seat after every move, and most seats are not awaited.
 */
export function isAwaited(s: State, seat: Seat): boolean {
  switch (s.phase) {
    case "movement": case "buying": return seat === s.current;
    case "challenges": {
      const c = s.challenge;
      if (!c) return seat === s.current;
      return c.step === "recolour" ? seat === c.challenger : c.waiting.includes(seat);
    }
    case "trade": {
      if (seat === s.current) return true;
      for (const o of s.offers) if (o.receiver === seat) return true;
      return false;
    }
    default: return awaiting(s).includes(seat);
  }
}

function decisionsOf(s: State, seat: Seat): Move[] {
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
      // One response per card kind: copies of a kind are the same choice.
      const out: Move[] = dedupeBy(responseCards(s, c, seat), (card) => actionCard(card).kind).map((card) => ({ kind: "play-response", card }));
      return [...out, { kind: "pass" }];
    }
    case "buying": {
      const max = Math.min(LISTED_CARD_PURCHASES, Math.floor(s.money[seat]! / MONEY.actionCard), s.actionDeck.length + s.actionDiscard.length);
      return Array.from({ length: max + 1 }, (_, count) => ({ kind: "buy-cards", count }));
    }
    case "vote": return s.tied.map((p) => ({ kind: "vote", for: p }));
  }
}
