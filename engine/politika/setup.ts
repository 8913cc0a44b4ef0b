/**
 * Politika's set-up (P-setup, PR2, PR3): tokens, the high roller, representatives in snake
 * order, the uprisings' tokens. What follows the last representative (dealing the cards,
 * placing the uprisings, PR4, and turn 1) is production.ts's finishPlacement.
 */
import { invariant, type Seat } from "../core/game";
import { Rng, seedRng } from "../core/rng";
import {
  ACTION_CARD_IDS, FACTION_IDS, MONEY, REGION_IDS, TOKENS_PER_PLAYER, TOKENS_PER_REGION, UPRISING_IDS, type RegionId, type UprisingId,
} from "./cards";
import { countOf, orderFrom } from "./board";
import type { PolitikaOptions, State, Turn } from "./state";

/** Safety valve (docs): at most this many offers per player per turn. */
export const MAX_OFFERS_PER_TURN = 5;
/** legalMoves lists offer templates only while a player has made fewer offers than this (bots end). */
export const LISTED_OFFERS_CURRENT = 2;
export const LISTED_OFFERS_OTHER = 1;
/** legalMoves lists dice purchases of 0..this many dice (apply accepts any affordable number). */
export const LISTED_DICE = 5;
export const LISTED_CARD_PURCHASES = 5;

export type Draft = State;

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

export function setup({ seats, options, seed }: { seats: number; options: PolitikaOptions; seed: string }, version = 1): State {
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
    ...(version >= 2 ? { rulesVersion: version, autoPass: Array<"manual">(seats).fill("manual") } : {}),
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
