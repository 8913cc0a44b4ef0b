/** Decisions that event cards ask of players (PR16), and the small changes they make (recolouring, discarding). */
import { invariant, type Seat } from "../core/game";
import { MAX_REPRESENTATIVES_PER_REGION, REGION_IDS, REGIONS, UPRISING_IDS, type RegionId, type UprisingId } from "./cards";
import { countOf, factionSeat, orderFrom, representativesIn, uprisingAt, uprisingReach } from "./board";
import type { Move } from "./moves";
import type { EventDecision, State, Target } from "./state";
import type { Draft } from "./setup";

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

export function decisionMoves(s: State, d: EventDecision, seat: Seat): Move[] {
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
export function settleDecisions(s: Draft): void {
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

export function resolveDecision(s: Draft, d: EventDecision, seat: Seat, move: Move): void {
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

/** Replaces the token list rather than changing it: `apply`'s draft shares the regions' lists with its input. */
export function recolourToken(s: Draft, target: Target, from: Seat, to: Seat): void {
  const tokens = (target.kind === "region" ? s.regions[target.region]! : s.uprisings[target.uprising]!.tokens).slice();
  const i = tokens.indexOf(from);
  invariant(i >= 0, "recoloured token exists");
  tokens[i] = to;
  tokens.sort((a, b) => a - b);
  if (target.kind === "region") s.regions = { ...s.regions, [target.region]: tokens };
  else s.uprisings[target.uprising]!.tokens = tokens;
}

export function discard(s: Draft, seat: Seat, card: string): void {
  const hand = s.hands[seat]!;
  const i = hand.indexOf(card);
  invariant(i >= 0, "discarded card is in hand");
  hand.splice(i, 1);
  s.actionDiscard.push(card);
}

export function moveUprisingTo(s: Draft, uprising: UprisingId, region: RegionId): boolean {
  const other = uprisingAt(s, region);
  if (other && other !== uprising) return false;
  s.uprisings[uprising]!.region = region;
  return true;
}
