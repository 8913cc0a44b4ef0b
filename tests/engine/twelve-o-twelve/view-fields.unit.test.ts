/**
 * Every field of the 12-0-12 view, re-derived from the raw state by the rules of TR2–TR4 and
 * TR11, over every state of random games, for every seat and a spectator.
 */
import { describe, expect, it } from "vitest";
import type { Viewer } from "../../../engine/core/game";
import { randomPlayout } from "../../../engine/core/playout";
import { speciesOf } from "../../../engine/twelve-o-twelve/cards";
import { twelveOTwelve as g } from "../../../engine/twelve-o-twelve/index";
import { optionsSchema, type State } from "../../../engine/twelve-o-twelve/state";

function expected(s: State, viewer: Viewer) {
  const me = viewer === "spectator" ? null : viewer;
  const top = s.stack.at(-1);
  const card = (id: string) => ({ id, animal: speciesOf(id) });
  return {
    phase: s.phase,
    you: me,
    firstPlayer: s.firstPlayer,
    turn: { seat: s.turn.seat, actionsTaken: s.turn.actions, number: s.turn.number },
    hand: me === null ? null : s.players[me]!.hand.map(card),
    yourSetup: me !== null && s.phase === "setup" ? { leaderOptions: s.players[me]!.leaderOptions, discardDue: s.players[me]!.setupDiscardDue, discard: s.players[me]!.setupDiscard } : null,
    deckSize: s.deck.length,
    discard: s.discard.map(card),
    decision: s.phase === "over" ? "none" : s.phase === "setup" ? "setup" : top ? "ability" : s.turn.actions === 1 ? "second-action" : "action",
    pendingAbilities: top?.type === "batch" ? top.abilities.map((a) => ({ id: a.id, seat: a.seat, ability: a.ability, source: a.source ? card(a.source) : null, mandatory: a.mandatory })) : [],
    winners: s.winners,
    endReason: s.endReason,
    players: s.players.map((p, seat) => ({
      seat, handSize: p.hand.length, food: p.food, influence: p.influence, compromat: p.compromat,
      leader: s.phase !== "setup" || seat === me ? p.leader : null,
      supporters: p.supporters.map((x) => ({ id: x.card, animal: speciesOf(x.card), faction: x.faction, food: x.food, influence: x.influence })),
      setupDone: p.setupDiscard !== null && (p.leader !== null || p.leaderOptions.length <= 1),
    })),
  };
}

describe("12-0-12 view, field by field", () => {
  it("matches the rules' projection of the raw state in every state of random games", () => {
    let checked = 0;
    for (let i = 0; i < 6; i++) {
      const seats = 2 + (i % 3);
      const options = optionsSchema.parse([{}, { leaders: "novice" }, { variant: "training" }][i % 3]);
      const check = (s: State) => {
        for (const viewer of [...Array.from({ length: seats }, (_, k) => k), "spectator" as const]) {
          const v = g.view(s, viewer);
          expect(v).toMatchObject(expected(s, viewer));
          expect(v.options).toEqual(s.options);
          expect(v.awaiting).toEqual(g.awaiting(s));
          const scores = g.result(s).scores;
          v.players.forEach((p, seat) => {
            expect(p.vp).toBe(scores[seat]);
            expect(p.leaderConditionMet === null).toBe(p.leader === null);
            expect(Object.keys(p).sort()).toEqual(["compromat", "food", "handSize", "influence", "leader", "leaderConditionMet", "seat", "setupDone", "supporters", "symbols", "vp"]);
          });
          checked++;
        }
      };
      const first = g.setup({ seats, options, seed: `fields-${i}` });
      check(first);
      randomPlayout(g, { seats, options, seed: `fields-${i}`, botSeed: `fields-bot-${i}`, maxMoves: 600, onMove: (after) => check(after as State) });
    }
    expect(checked).toBeGreaterThan(3_000);
  }, 120_000);
});
