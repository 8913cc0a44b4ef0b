/**
 * What every phase module of Politika's turn shares: the guards (whose turn, which seats
 * exist, the wrong phase), playing a card from the hand, and the moves a player may make at
 * any point of her own turn outside a challenge — the KGB look and the Mafia take (PR12) and
 * the production boost. Below rules.ts, challenge.ts, trade.ts and choices.ts, so that none of
 * them imports another's caller.
 */
import { ensure, RuleViolation, type Seat } from "../core/game";
import { actionCard, MONEY, type ActionKind } from "./cards";
import { inflated } from "./board";
import type { Move } from "./moves";
import type { State } from "./state";
import { discard } from "./decisions";
import { pay } from "./production";
import type { Draft } from "./setup";

export const wrongPhase = (): never => { throw new RuleViolation("politika/wrong-phase", "That move is not possible in this phase."); };

export function ensureOwnTurn(s: State, seat: Seat): void {
  ensure(seat === s.current, "move/not-your-turn", "It is not your turn.");
}

export function isSeat(s: State, seat: Seat): boolean {
  return Number.isInteger(seat) && seat >= 0 && seat < s.players;
}

export function takeCard(s: Draft, seat: Seat, card: string, kind: ActionKind): void {
  ensure(s.hands[seat]!.includes(card), "politika/not-in-hand", "That card is not in your hand.");
  ensure(actionCard(card).kind === kind, "politika/wrong-card", "That card does not do this.");
  discard(s, seat, card);
}

/** KGB look, Mafia take and the production boost: own turn, outside a challenge. True if handled. */
export function evolveExtras(s: Draft, seat: Seat, move: Move): boolean {
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
