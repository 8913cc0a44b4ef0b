/** Trade and alliances (PR8, PR9): offers, answers, withdrawals, forming an alliance. */
import { ensure, type Seat } from "../core/game";
import { cloneDraft } from "../core/draft";
import type { Move } from "./moves";
import type { Offer, State } from "./state";
import { recolourToken } from "./decisions";
import { ensureOwnTurn, evolveExtras, wrongPhase } from "./extras";
import { type Draft, MAX_OFFERS_PER_TURN } from "./setup";

/** Why a trade offer cannot be carried out now, or null (PR8). */
export function offerProblem(s: State, o: Extract<Offer, { kind: "trade" }>): string | null {
  const { receiver, get } = o;
  const maker = makerProblem(s, o);
  if (maker) return maker;
  if (s.money[receiver]! < get.money) return "The receiver cannot pay that much now.";
  if (s.hands[receiver]!.length < get.cards) return "The receiver does not hold that many cards.";
  if (get.token && !s.regions[get.token]!.includes(receiver)) return "The receiver has no token there now.";
  return null;
}

/** The maker's side of an offer: checked when it is made and again when it is accepted. */
export function makerProblem(s: State, o: Extract<Offer, { kind: "trade" }>): string | null {
  const { maker, give, get } = o;
  if (s.money[maker]! < give.money) return "The maker cannot pay that much now.";
  if (!give.cards.every((c) => s.hands[maker]!.includes(c))) return "The maker no longer holds those cards.";
  if (give.token && !s.regions[give.token]!.includes(maker)) return "The maker has no token there now.";
  if ((give.token || get.token) && s.turn.tokenTraded) return "An influence token has already changed by trade this turn.";
  return null;
}

/** Any seat may send a move during trade (not only the awaited ones), so each case checks who may make it. */
export function evolveTrade(s: Draft, seat: Seat, move: Move): void {
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
export function formAlliance(s: Draft, a: Seat, b: Seat): void {
  for (const p of [a, b]) {
    const old = s.allies[p];
    if (old !== null && old !== undefined) s.allies[old] = null;
    s.allies[p] = null;
  }
  s.allies[a] = b;
  s.allies[b] = a;
}
