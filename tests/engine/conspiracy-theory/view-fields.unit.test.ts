/**
 * Every field of the Conspiracy Theory view, re-derived from the raw state, over every state of
 * random games, for every seat and a spectator: hands only to their owner, a peek only to who
 * peeks, a card taken for placing only to its taker. The pyramid's and battle's sums come from
 * the engine's own pyramid, values and rules.
 */
import { describe, expect, it } from "vitest";
import type { Viewer } from "../../../engine/core/game";
import { randomPlayout } from "../../../engine/core/playout";
import { cardIdOf } from "../../../engine/conspiracy-theory/cards";
import { conspiracyTheory as g } from "../../../engine/conspiracy-theory/index";
import { baseAttackOf, baseDefenceOf, clearanceOf, isLegal, shapeOf } from "../../../engine/conspiracy-theory/pyramid";
import { awaitedSeat, captureType } from "../../../engine/conspiracy-theory/rules";
import type { State } from "../../../engine/conspiracy-theory/state";
import { analyseBattle, isDormant, isProtected, permanentValues, roundOf } from "../../../engine/conspiracy-theory/values";

function rollView(s: State, r: NonNullable<State["roll"]>) {
  const card = r.purpose === "certificate" ? s.certAttempt?.card ?? null : s.battle?.table[r.entry ?? -1]?.card ?? null;
  return { roller: r.roller, purpose: r.purpose, card, need: r.need, result: r.result, open: r.open, priority: r.priority };
}

/**
 * CR27: what the seat holding a window's priority may answer: its cards played by others that
 * stand, responses resolving last in, first out (a cancelled response cancels nothing).
 */
function answerable(w: NonNullable<State["window"]>) {
  const cancelled = new Set<string>();
  for (const r of [...w.responses].reverse()) if (!cancelled.has(r.card)) cancelled.add(r.target);
  return [{ card: w.card, by: w.actor }, ...w.responses.map((r) => ({ card: r.card, by: r.by }))].filter((x) => x.by !== w.priority && !cancelled.has(x.card));
}

function expected(s: State, viewer: Viewer) {
  const b = s.battle;
  const an = b ? analyseBattle(s, b) : null;
  const awaited = awaitedSeat(s);
  const d = s.decisions[0];
  return {
    viewer, seats: s.seats, round: roundOf(s), roundLimit: s.roundLimit, turn: s.turn, firstPlayer: s.firstPlayer, firstRolls: s.firstRolls,
    players: s.players.map((p, seat) => {
      const perm = permanentValues(s, seat);
      return {
        seat, pyramid: p.pyramid, shape: shapeOf(p.pyramid), legalShape: isLegal(p.pyramid), clearance: clearanceOf(p.pyramid),
        baseAttack: baseAttackOf(p.pyramid), baseDefence: baseDefenceOf(p.pyramid),
        attack: baseAttackOf(p.pyramid) + perm.attack, defence: baseDefenceOf(p.pyramid) + perm.defence,
        artifacts: p.artifacts.map((card) => ({ card, dormant: isDormant(s, seat, card), protected: isProtected(s, seat, card) })),
        // A Certificate is dormant when it or its host is.
        certificates: p.certificates.map((c) => ({ card: c.card, host: c.host, dormant: isDormant(s, seat, c.card) || (c.host !== null && isDormant(s, seat, c.host)) })),
        handSize: p.hand.length, autoPass: p.autoPass, completeSince: p.completeSince,
        forbids: s.forbids.filter((f) => f.target === seat).map((f) => ({ kind: f.kind, by: f.by, until: f.until, source: f.source })),
      };
    }),
    hand: viewer === "spectator" ? null : s.players[viewer]!.hand,
    peek: s.peek && s.peek.by === viewer ? s.peek.cards : null,
    deckSize: s.deck.length, discard: s.discard, certificateAttempt: s.certAttempt,
    roll: s.roll ? rollView(s, s.roll) : null,
    window: s.window ? { kind: s.window.kind, actor: s.window.actor, card: s.window.card, target: s.window.target, priority: s.window.priority, responses: s.window.responses, answerable: answerable(s.window) } : s.window,
    battle: b && an ? {
      attacker: b.attacker, defender: b.defender, opening: b.opening, answer: b.answer,
      table: b.table.map((e, i) => ({ card: e.card, by: e.by, side: e.side, hadron: e.hadron, target: e.target, counting: an.counting[i], cancelled: an.cancelled[i], knockedOut: an.out[i], value: an.value[i] })),
      attack: an.attack, defence: an.defence, priority: b.priority, passes: b.passes, captureType: captureType(s),
      roll: b.roll ? rollView(s, b.roll) : null,
      outcome: b.outcome ? { succeeded: b.outcome.succeeded, winner: b.outcome.winner } : b.outcome,
    } : b,
    awaiting: awaited === null ? [] : [awaited],
    pending: d ? {
      kind: d.kind, seat: d.seat,
      purpose: d.kind === "pick" ? d.purpose : null,
      from: d.kind === "pick" ? d.from : null,
      source: d.kind === "pick" && d.source !== null ? cardIdOf(d.source) : null,
      card: d.kind === "place-taken" && viewer === d.seat ? d.card : null,
      repaired: d.kind === "repair" ? d.steps : [],
    } : null,
    finished: s.finished,
  };
}

describe("Conspiracy Theory view, field by field", () => {
  it("matches the rules' projection of the raw state in every state of random games, for every seat and a spectator", () => {
    let checked = 0;
    let battles = 0;
    // Mutation testing (LEAK_ORACLE_GAMES set, stryker.config.mjs) plays the first only: every mutant of the view re-runs it.
    const games = ([[3, "manual"], [2, "bystander"], [4, "when-unable"]] as const).slice(0, process.env.LEAK_ORACLE_GAMES ? 1 : 3);
    games.forEach(([seats, autoPass], i) => {
      const check = (s: State) => {
        if (s.battle) battles++;
        for (const viewer of [...Array.from({ length: seats }, (_, k) => k), "spectator" as const]) {
          expect(g.view(s, viewer)).toEqual(expected(s, viewer));
          checked++;
        }
      };
      const options = g.optionsSchema.parse({ autoPass });
      check(g.setup({ seats, options, seed: `fields-${i}` }));
      randomPlayout(g, { seats, options, seed: `fields-${i}`, botSeed: `fields-bot-${i}`, maxMoves: 4_000, onMove: (after) => check(after as State) });
    });
    expect(battles).toBeGreaterThan(0);
    expect(checked).toBeGreaterThan(300 * games.length);
  }, 120_000);
});
