/** Challenges (PR10, PR11): declaring one, the response windows, the dice and the outcome. */
import { ensure, type Seat } from "../core/game";
import { Rng } from "../core/rng";
import { actionCard, MONEY, TOKENS_PER_REGION, type RegionId } from "./cards";
import { countOf, eventActive, orderFrom, targetRegion, tokensIn, uprisingAt } from "./board";
import type { Move } from "./moves";
import { rulesVersion, type Challenge, type State } from "./state";
import { responseCards } from "./choices";
import { discard, recolourToken } from "./decisions";
import { ensureOwnTurn, evolveExtras } from "./extras";
import type { Draft } from "./setup";

export function evolveChallenges(s: Draft, seat: Seat, move: Move, rng: Rng): void {
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

export function declareChallenge(s: Draft, seat: Seat, move: Extract<Move, { kind: "challenge" }>, rng: Rng): void {
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

/**
 * PR10: every player holding a card playable in this window is awaited at once; none, it is
 * skipped. Version 2 also skips the seats whose auto-pass setting passes this window.
 */
export function openWindow(s: Draft, step: "challenger" | "defender", rng: Rng): void {
  const c = s.challenge!;
  c.step = step;
  c.waiting = orderFrom(c.challenger, s.players).filter((p) => responseCards(s, c, p).length > 0 && !autoPasses(s, c, p));
  if (c.waiting.length === 0) advanceChallenge(s, rng);
}

/** Version 2: does this seat's setting pass the open window of challenge `c` for it? */
export function autoPasses(s: State, c: Pick<Challenge, "challenger" | "defender">, seat: Seat): boolean {
  if (rulesVersion(s) < 2) return false;
  const mode = s.autoPass?.[seat] ?? "manual";
  if (mode === "always") return true;
  return mode === "bystander" && seat !== c.challenger && seat !== c.defender;
}

/**
 * Version 2: a seat changes its auto-pass setting, at any time. If the open window waits for it
 * and the new setting passes it, it leaves the window as by a pass (and the window may close).
 */
export function changeAutoPass(s: Draft, seat: Seat, mode: NonNullable<State["autoPass"]>[number], rng: Rng): void {
  ensure(rulesVersion(s) >= 2 && s.autoPass !== undefined, "politika/no-auto-pass", "This game's rules version has no auto-pass setting.");
  ensure(s.autoPass[seat] !== mode, "politika/same-auto-pass", "That is already your auto-pass setting.");
  s.autoPass[seat] = mode;
  const c = s.challenge;
  if (c && c.step !== "recolour" && c.waiting.includes(seat) && autoPasses(s, c, seat)) {
    c.waiting = c.waiting.filter((p) => p !== seat);
    if (c.waiting.length === 0) advanceChallenge(s, rng);
  }
}

export function advanceChallenge(s: Draft, rng: Rng): void {
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

export function resolveChallenge(s: Draft, rng: Rng): void {
  const c = s.challenge!;
  const attack = Array.from({ length: c.boughtDice + c.freeDice + c.challengerCardDice }, () => rng.die());
  const defence = Array.from({ length: defenceDice(s, c) }, () => rng.die());
  const a = attack.reduce((x, y) => x + y, 0);
  const d = defence.reduce((x, y) => x + y, 0);
  const won = a > d;
  pushRoll(s, c, attack, defence, won ? "challenger-wins" : "defender-wins");
  if (won) { c.step = "recolour"; c.waiting = [c.challenger]; } else s.challenge = null;
}

export function pushRoll(s: Draft, c: Challenge, attack: number[], defence: number[], outcome: "challenger-wins" | "defender-wins" | "vetoed"): void {
  s.rollCount += 1;
  s.rolls.push({
    n: s.rollCount, round: s.round, challenger: c.challenger, defender: c.defender, target: c.target,
    challengerDice: attack, defenderDice: defence,
    challengerTotal: attack.reduce((x, y) => x + y, 0), defenderTotal: defence.reduce((x, y) => x + y, 0), outcome,
  });
  if (s.rolls.length > 8) s.rolls.shift();
}
