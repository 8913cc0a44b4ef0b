/**
 * The Politika bot, "the Apparatchik": a 1-ply look-ahead (docs/engine.md "Bots"). Each move
 * is tried on a few determinized copies of the state and played out until its challenge is
 * decided (every other seat passes its response windows, the bot recolours to itself), so a
 * challenge is judged by its odds over several dice samples. The position is judged by score
 * (PR14: tokens plus $30,000 a point), cards in hand and representatives standing where
 * rivals' tokens can be challenged, less the best rival's score. It makes no offers, accepts
 * an offer only when it gains by it, and never buys more than a few cards.
 *
 * Fair play: the copies deal other hands and the action deck again from the cards the seat
 * cannot see (a card offered to it, which it knows by name only, is the first unseen card of
 * that name), shuffle the production and event decks, drop the KGB looks and use a fixed RNG;
 * the real dice and draws never reach the look-ahead, and states that look the same to the
 * seat give the same copies.
 */
import { dealHidden, determinizedRng, lookaheadBot, type LookaheadPolicy } from "../core/bot";
import { RuleViolation, type Seat } from "../core/game";
import { actionCard, actionCardName, MONEY, REGION_IDS, UPRISING_IDS } from "./cards";
import { politika } from "./index";
import type { Move } from "./moves";
import type { State } from "./state";

/** How many dice samples a move is judged on. */
const SAMPLES = 3;
/** Longest play-out after the bot's move (a challenge's windows and recolour). */
const SETTLE_STEPS = 40;

function tokens(s: State, seat: Seat): number {
  let n = 0;
  for (const r of REGION_IDS) for (const t of s.regions[r]!) if (t === seat) n++;
  for (const u of UPRISING_IDS) for (const t of s.uprisings[u]!.tokens) if (t === seat) n++;
  return n;
}

/** Score as PR14 counts it, with money counted continuously (a half point is worth something). */
function worth(s: State, seat: Seat): number {
  return tokens(s, seat) + s.money[seat]! / MONEY.perScorePoint;
}

/** Rivals' tokens within reach of the seat's representatives: challenges to come. */
function reach(s: State, seat: Seat): number {
  let n = 0;
  for (const region of s.representatives[seat]!) {
    if (!region) continue;
    const rivals = s.regions[region]!.filter((t) => t !== seat && t !== s.allies[seat]).length;
    n += Math.min(rivals, 2);
  }
  return n;
}

function evaluate(s: State, seat: Seat): number {
  if (s.phase === "over") return s.winners.includes(seat) ? 1000 / s.winners.length : -1000;
  const last = s.round >= s.rounds;
  let rival = -Infinity;
  for (let p = 0; p < s.players; p++) if (p !== seat) rival = Math.max(rival, worth(s, p));
  // Cards and reach are worth less as the game ends: only the score counts then.
  const cardValue = last ? 0.2 : 0.55;
  const reachValue = last ? 0.1 : 0.25;
  return worth(s, seat) - rival + cardValue * Math.min(s.hands[seat]!.length, 6) + reachValue * reach(s, seat);
}

/** A card as a seat that does not hold it knows it: by name (an offer's cards, a KGB look; PR15). */
const nameOf = (card: string): string => `${actionCard(card).kind}|${actionCardName(card)}`;

/** Copies with what `seat` cannot see dealt again, and a fixed RNG. */
function determinize(s: State, seat: Seat, sample: number): State {
  const others = Array.from({ length: s.players }, (_, p) => p).filter((p) => p !== seat);
  // Cards offered to the seat are known to it by name only, so in the copy each is the first
  // unseen card of that name (never the real one, whose id the seat cannot see), in its maker's hand.
  const unseenCards = [...s.actionDeck, ...others.flatMap((p) => s.hands[p]!)].sort();
  const named = new Map<string, string>();
  const picked = new Set<string>();
  for (const o of s.offers) {
    if (o.kind !== "trade" || o.receiver !== seat || o.maker === seat) continue;
    for (const c of o.give.cards) {
      if (named.has(c)) continue;
      const first = unseenCards.find((u) => nameOf(u) === nameOf(c) && !picked.has(u))!;
      named.set(c, first);
      picked.add(first);
    }
  }
  const shown = others.map((p) => [...new Set(s.offers.flatMap((o) => (o.kind === "trade" && o.maker === p && o.receiver === seat ? o.give.cards : [])))].map((c) => named.get(c)!));
  const unseen = (p: Seat) => s.hands[p]!.length - shown[others.indexOf(p)]!.length;
  const [actionDeck, ...hands] = dealHidden(
    unseenCards.filter((c) => !picked.has(c)),
    [s.actionDeck.length, ...others.map(unseen)],
    sample,
  );
  const [productionDeck] = dealHidden(s.productionDeck, [s.productionDeck.length], sample);
  const [eventDeck] = dealHidden(s.eventDeck, [s.eventDeck.length], sample);
  return {
    ...s,
    hands: s.hands.map((h, p) => (p === seat ? h : [...shown[others.indexOf(p)]!, ...hands[others.indexOf(p)]!])),
    actionDeck: actionDeck!,
    productionDeck: productionDeck!,
    eventDeck: eventDeck!,
    // Only views read the looks, and the seat knows its own by name only: none in the copy.
    kgbLooks: [],
    // An offer's cards are seen by its two parties only; others' offers drop from the copy.
    offers: s.offers
      .filter((o) => o.maker === seat || o.receiver === seat || o.kind === "alliance")
      .map((o) => (o.kind === "trade" && o.maker !== seat ? { ...o, give: { ...o.give, cards: o.give.cards.map((c) => named.get(c)!) } } : o)),
    rng: determinizedRng(sample),
  };
}

/**
 * After the bot's move: while a challenge is open, every seat passes its window (the bot
 * too: it plays its cards as moves of its own) and the winner recolours to itself.
 */
function settle(after: State, seat: Seat): State {
  let s = after;
  for (let i = 0; i < SETTLE_STEPS && s.challenge && s.phase !== "over"; i++) {
    const c = s.challenge;
    const awaited = politika.awaiting(s);
    if (awaited.length === 0) break;
    const who = awaited[0]!;
    const move: Move = c.step === "recolour" ? { kind: "recolour", to: who } : { kind: "pass" };
    try {
      s = politika.apply(s, who, move);
    } catch (e) {
      if (!(e instanceof RuleViolation)) throw e;
      break; // a decision that is not a pass: judge the position as it stands
    }
  }
  return s;
}

type ChallengeMove = Extract<Move, { kind: "challenge" }>;
const sameChallenge = (a: ChallengeMove, b: ChallengeMove) =>
  a.defender === b.defender && JSON.stringify(a.source) === JSON.stringify(b.source) && JSON.stringify(a.target) === JSON.stringify(b.target);

/**
 * Moves the bot never makes: auto-pass changes (it leaves its setting as it is, and answers
 * each window itself), offers (it answers them), more than three cards bought, and
 * challenges with an even number of bought dice (1, 3 or 5 span the choice at half the cost
 * of judging each challenge on several dice samples).
 */
function candidates(_s: State, _seat: Seat, legal: readonly Move[]): readonly Move[] {
  const kept = legal.filter((m) =>
    m.kind !== "auto-pass" && m.kind !== "offer-trade" && m.kind !== "offer-alliance" && m.kind !== "withdraw-offer"
    && !(m.kind === "buy-cards" && m.count > 3)
    && !(m.kind === "challenge" && m.dice % 2 === 0 && legal.some((o) => o.kind === "challenge" && o.dice === m.dice + 1 && sameChallenge(o, m))));
  return kept.length === 0 ? legal : kept;
}

/** How the bot judges moves; exported so tests can run the same policy with other parts. */
export const politikaPolicy: LookaheadPolicy<State, Move> = {
  samples: SAMPLES,
  // Only a challenge's dice make the copies differ enough to matter.
  samplesFor: (move) => (move.kind === "challenge" ? SAMPLES : 1),
  determinize,
  candidates,
  settle,
  evaluate: (after, seat) => evaluate(after, seat),
};

export const politikaBot = lookaheadBot(politika, "the Apparatchik", politikaPolicy);

