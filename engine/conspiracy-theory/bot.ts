/**
 * The Conspiracy Theory bot, "the Grey Cardinal": a 1-ply look-ahead (docs/engine.md "Bots").
 * Each move is tried on determinized copies of the state and played out while only answers
 * are possible (every seat passes the battle, window or roll the move opened), so an attack is
 * judged by the battle's result. The position is judged by clearance (CR31: a complete
 * pyramid held for a round wins), a legal pyramid shape, attack and defence outside battle,
 * Artifacts and Certificates in play and cards in hand, less the strongest rival's. Repairs
 * take the engine's first (shortest, strongest) step; auto-pass is left as it is.
 *
 * Fair play: the copies deal other hands and the deck again from the cards the seat cannot
 * see (cards it is looking at stay where they are), drop other seats' peeks and the ids of
 * their failed Certificates and use a fixed RNG, so a Certificate's roll in the look-ahead is
 * never the real one, and states that look the same to the seat give the same copies.
 */
import { dealHidden, determinizedRng, lookaheadBot, type LookaheadPolicy } from "../core/bot";
import { RuleViolation, type Seat } from "../core/game";
import { handLimit, pyramidSize } from "./cards";
import { conspiracyTheory } from "./index";
import type { Move } from "./moves";
import type { State } from "./state";

const SAMPLES = 2;
const SETTLE_STEPS = 60;

function evaluate(s: State, seat: Seat, before: State): number {
  const r = conspiracyTheory.result(s);
  if (r.finished) return r.winners.includes(seat) ? 1e6 / r.winners.length : -1e6;
  const v = conspiracyTheory.view(s, seat);
  const strength = (p: (typeof v.players)[number]) => {
    const complete = p.clearance >= pyramidSize && p.legalShape;
    return p.clearance * 100 + (complete ? 150 : 0) + (p.legalShape ? 0 : -70) + p.attack * 8 + p.defence * 14
      + p.artifacts.filter((a) => !a.dormant).length * 20 + p.certificates.filter((c) => !c.dormant).length * 20;
  };
  const me = v.players[seat]!;
  let rival = -Infinity;
  for (const p of v.players) if (p.seat !== seat) rival = Math.max(rival, strength(p) + Math.min(p.handSize, 7) * 6);
  const hand = Math.min(me.handSize, handLimit + 1) * 8;
  // A won executor attack leaves its attacker a discard or capture to choose (CR23): count it
  // now, for the bot as attacker, and against it when it defended the battle.
  const outcome = s.decisions.find((d) => d.kind === "outcome");
  const defender = before.battle?.defender ?? null;
  const capture = !outcome ? 0 : outcome.seat === seat ? 150 : defender === seat ? -150 : 0;
  return strength(me) + hand + capture - 0.9 * rival;
}

/** Other hands and the deck dealt again from the unseen cards; seen cards stay put. */
function determinize(s: State, seat: Seat, sample: number): State {
  const seen = new Set(s.peek && s.peek.by === seat ? s.peek.cards : []);
  const piles = [s.deck, ...s.players.map((p, i) => (i === seat ? [] : p.hand))];
  const free = piles.map((pile) => pile.filter((c) => !seen.has(c)));
  const dealt = dealHidden(free.flat(), free.map((f) => f.length), sample);
  const refilled = piles.map((pile, k) => {
    let at = 0;
    return pile.map((c) => (seen.has(c) ? c : dealt[k]![at++]!));
  });
  // Another seat's Certificates that failed this turn are known by name only, and only bar their
  // owner's retry in its own main phase, which the look-ahead never plays: dropped where hidden.
  const unseen = new Set(free.flat());
  return {
    ...s,
    deck: refilled[0]!,
    players: s.players.map((p, i) => (i === seat ? p : { ...p, hand: refilled[i + 1]!, tried: p.tried.filter((c) => !unseen.has(c)) })),
    peek: s.peek && s.peek.by === seat ? s.peek : null,
    news: [],
    rng: determinizedRng(sample),
  };
}

/** While a battle, window or roll is open, everyone passes it to its end. */
function settle(after: State): State {
  let s = after;
  for (let i = 0; i < SETTLE_STEPS && (s.battle || s.window || s.roll) && !s.finished; i++) {
    const awaited = conspiracyTheory.awaiting(s);
    if (awaited.length === 0) break;
    try {
      s = conspiracyTheory.apply(s, awaited[0]!, { kind: "pass", untilEnd: true });
    } catch (e) {
      if (!(e instanceof RuleViolation)) throw e;
      break; // a decision, not a priority: the play-out stops here
    }
  }
  return s;
}

function candidates(s: State, seat: Seat, legal: readonly Move[]): readonly Move[] {
  const kept = legal.filter((m) => m.kind !== "auto-pass");
  if (kept.length === 0) return legal;
  // Repairs step by step: the engine lists the shortest way to the strongest legal pyramid first.
  if (kept[0]!.kind === "repair") return [kept[0]!];
  return kept;
}

/** How the bot judges moves; exported so tests can run the same policy with other parts. */
export const conspiracyTheoryPolicy: LookaheadPolicy<State, Move> = {
  samples: SAMPLES,
  determinize,
  candidates,
  settle: (after) => settle(after),
  evaluate: (after, seat, _move, before) => evaluate(after, seat, before),
};

export const conspiracyTheoryBot = lookaheadBot(conspiracyTheory, "the Grey Cardinal", conspiracyTheoryPolicy);

