/** Setup, the turn sequence, drawing, the hand limit, victory and the round limit. */
import { describe, expect, it } from "vitest";
import { act, action, build, c, endTurn, fullPyramid, game, handOf, o, pick, place, rejects, run } from "./builders";

const options = game.optionsSchema.parse({});

describe("C3/CR29 setup", () => {
  it.each([2, 3, 4])("C3: %i players get 5 cards each from the shuffled 124-card deck", (seats) => {
    const s = game.setup({ seats, options, seed: `setup-${seats}` });
    expect(s.players.map((p) => p.hand.length)).toEqual(Array(seats).fill(5));
    expect(s.deck.length).toBe(124 - 5 * seats);
    expect(s.turn).toMatchObject({ number: 1, seat: s.firstPlayer });
  });

  it("CR29: the highest roll starts; players tied for highest roll again", () => {
    for (let k = 0; k < 40; k++) {
      const s = game.setup({ seats: 4, options, seed: `first-${k}` });
      const last = s.firstRolls[s.firstRolls.length - 1]!;
      const best = Math.max(...last);
      expect(last.filter((r) => r === best)).toHaveLength(1);
      expect(last[s.firstPlayer]).toBe(best);
      for (let r = 0; r + 1 < s.firstRolls.length; r++) {
        const round = s.firstRolls[r]!;
        const top = Math.max(...round);
        // Only the players tied for highest roll again.
        expect(s.firstRolls[r + 1]!.map((x) => x > 0)).toEqual(round.map((x) => x === top));
      }
    }
  });

  it("CR39: the host may fix the first player", () => {
    const s = game.setup({ seats: 3, options: game.optionsSchema.parse({ firstPlayer: 2 }), seed: "x" });
    expect(s.turn.seat).toBe(2);
    expect(s.firstRolls).toEqual([]);
  });

  it("the same seed deals the same game", () => {
    expect(game.setup({ seats: 3, options, seed: "same" })).toEqual(game.setup({ seats: 3, options, seed: "same" }));
  });
});

describe("C4/CR6/CR7 drawing", () => {
  it("C4: nobody draws in the first round; from the second round each turn starts with a draw", () => {
    let s = build({ seats: 2, turn: 1, seat: 0, deckTop: [o("OCC", 1), o("OCC", 2)] });
    s = act(s, 0, endTurn);
    expect(s.turn).toMatchObject({ seat: 1, number: 2 });
    expect(handOf(s, 1)).toEqual([]);
    s = act(s, 1, endTurn);
    expect(s.turn).toMatchObject({ seat: 0, number: 3 });
    expect(handOf(s, 0)).toEqual([o("OCC", 1)]);
  });

  it("C17/ACT-01: a card may still let a player draw in the first round", () => {
    const s = act(build({ seats: 2, hands: [[c("ACT-01")], []], deckTop: [o("OCC", 1), o("OCC", 2)] }), 0, action("ACT-01"));
    expect(handOf(s, 0)).toEqual([o("OCC", 1), o("OCC", 2)]);
  });

  it("C22/CR33: an empty deck is refilled from the shuffled discard pile", () => {
    const base = build({ seats: 2, turn: 2, seat: 1, discard: [o("OCC", 1), o("OCC", 2)] });
    const s = act({ ...base, deck: [], discard: [...base.deck, ...base.discard] }, 1, endTurn);
    expect(handOf(s, 0)).toHaveLength(1);
    expect(s.discard).toEqual([]);
    expect(s.deck.length + 1).toBe(base.deck.length + 2);
  });

  it("CR33: with the deck and the discard pile both empty, the draw is lost", () => {
    const base = build({ seats: 2, turn: 2, seat: 1 });
    const s = act({ ...base, deck: [], players: base.players.map((p, i) => (i === 0 ? { ...p, hand: base.deck } : p)) }, 1, endTurn);
    expect(s.turn).toMatchObject({ seat: 0, number: 3 });
    expect(handOf(s, 0)).toHaveLength(base.deck.length);
  });
});

describe("C5/CR9 hand limit", () => {
  const seven = [o("OCC", 1), o("OCC", 2), o("OCC", 3), o("OCC", 4), o("OCC", 5), o("OCC", 6), o("OCC", 7)];

  it("C5: the turn player discards down to 5, choosing the cards", () => {
    let s = act(build({ seats: 2, hands: [seven, seven.map((x) => x.replace("OCC", "CRM"))] }), 0, endTurn);
    expect(s.decisions[0]).toEqual({ kind: "pick", seat: 0, purpose: "hand-limit", from: null, source: null, entry: null });
    expect(game.awaiting(s)).toEqual([0]);
    s = act(s, 0, pick(o("OCC", 7)));
    s = act(s, 0, pick(o("OCC", 3)));
    expect(handOf(s, 0)).toEqual([o("OCC", 1), o("OCC", 2), o("OCC", 4), o("OCC", 5), o("OCC", 6)]);
    expect(s.discard).toEqual([o("OCC", 7), o("OCC", 3)]);
    // CR9: others may hold more than the limit until their own turn ends.
    expect(handOf(s, 1)).toHaveLength(7);
    expect(s.turn.seat).toBe(1);
  });

  it("C5: a card not in hand cannot be discarded", () => {
    const s = act(build({ seats: 2, hands: [seven, []] }), 0, endTurn);
    rejects(s, 0, pick(o("CRM", 1)), "ct/not-allowed");
  });
});

describe("C36/CR31 victory", () => {
  const nine = fullPyramid().map((r, i) => (i === 3 ? [] : r));

  it("CR31: the complete pyramid held for one full round wins at the start of its owner's next turn", () => {
    let s = build({ seats: 3, hands: [[o("INT", 4)], [], []], pyramids: [nine, [], []] });
    s = act(s, 0, place(o("INT", 4), 3));
    expect(s.players[0]!.completeSince).toBe(1);
    s = act(s, 0, endTurn);
    expect(s.finished).toBeNull();
    s = run(s, [1, endTurn]);
    expect(s.finished).toBeNull();
    s = run(s, [2, endTurn]);
    expect(s.finished).toEqual({ winners: [0], reason: expect.stringContaining("complete pyramid") });
    expect(game.result(s)).toMatchObject({ finished: true, winners: [0], scores: [10, 0, 0] });
    expect(game.awaiting(s)).toEqual([]);
    rejects(s, 0, endTurn, "game/over");
  });

  it("CR5/CR31: an opponent who breaks the pyramid within the round stops the win", () => {
    let s = build({
      seats: 2, hands: [[o("INT", 4)], [c("EXE-CRM-01")]],
      pyramids: [nine, [[o("CRM", 5), o("OCC", 5)], [o("CRM", 6), o("OCC", 6)], [o("CRM", 7)], [o("OCC", 7)]]],
    });
    s = run(s, [0, place(o("INT", 4), 3)], [0, endTurn]);
    expect(s.players[0]!.completeSince).toBe(1);
    // Base attack 4 + connected Gunman 4 = 8 against base defence 4.
    s = act(s, 1, { kind: "attack", card: c("EXE-CRM-01"), target: 0, hadron: false });
    s = act(s, 1, { kind: "outcome", card: o("INT", 4), capture: false });
    expect(s.players[0]!.completeSince).toBeNull();
    s = act(s, 1, endTurn);
    expect(s.finished).toBeNull();
    expect(s.turn.seat).toBe(0);
  });

  it("CR31: a player who never held the pyramid for a full round does not win", () => {
    let s = build({ seats: 2, hands: [[o("INT", 4)], []], pyramids: [nine, []] });
    s = run(s, [0, endTurn], [1, endTurn]);
    expect(s.finished).toBeNull();
  });
});

describe("CR32 round limit (the safety valve)", () => {
  it("CR32: after the last round the highest clearance wins; ties share", () => {
    let s = build({ seats: 2, turn: 3, seat: 0, roundLimit: 2, pyramids: [[[o("INT", 1)]], [[o("INT", 2)]]] });
    s = act(s, 0, endTurn);
    expect(s.finished).toBeNull();
    s = act(s, 1, endTurn);
    expect(s.finished).toMatchObject({ winners: [0, 1] });
    expect(game.result(s).summary).toContain("round limit");
  });
});

describe("C2/C18/CR8/CR10 what a player may do", () => {
  it("C2/CR1: the complete pyramid is ten Organizations in rows of 4-3-2-1 with four types at the bottom", () => {
    const s = build({ seats: 2, pyramids: [fullPyramid(), []] });
    expect(game.view(s, 0).players[0]).toMatchObject({ shape: "4-3-2-1", legalShape: true, clearance: 10 });
  });

  it("CR8: the main phase offers placing, moving, Artifacts, Certificates, Action cards, attacks and ending the turn", () => {
    const s = build({
      seats: 2, hands: [[o("OCC", 5), c("ART-01"), c("CRT-01"), c("ACT-01"), c("EXE-CRM-01")], []],
      pyramids: [[[o("INT", 1), o("CRM", 1)]], [[o("INT", 3)]]],
    });
    expect(new Set(game.legalMoves(s, 0).map((m) => m.kind))).toEqual(new Set(["place", "move", "artifact", "certificate", "action", "attack", "end-turn"]));
  });

  it("C18: no move takes a permanent card back into hand", () => {
    const s = build({
      seats: 2, hands: [[o("OCC", 5), c("ACT-01")], []], pyramids: [[[o("INT", 1), o("CRM", 1)], [o("BNK", 1)]], [[o("INT", 3)]]],
      artifacts: [[c("ART-01")], []], certificates: [[{ card: "CRT-02", host: null }], []],
    });
    const permanents = (t: typeof s) => t.players[0]!.pyramid.flat().length + t.players[0]!.artifacts.length + t.players[0]!.certificates.length;
    for (const m of game.legalMoves(s, 0)) expect(permanents(act(s, 0, m))).toBeGreaterThanOrEqual(permanents(s));
  });

  it("CR10/CR19: outside their own turn a player cannot place, play Artifacts or open battles; only the auto-pass mode may change", () => {
    const s = build({ seats: 2, hands: [[], [o("OCC", 5), c("ART-01"), c("EXE-CRM-01")]], pyramids: [[[o("INT", 1)]], [[o("INT", 3)]]] });
    // CR19: the auto-pass mode may change at any time, so it is the one thing offered out of turn.
    expect(game.legalMoves(s, 1).every((m) => m.kind === "auto-pass")).toBe(true);
    expect(game.legalMoves(s, 1)).toHaveLength(2);
    rejects(s, 1, place(o("OCC", 5), 1), "move/not-your-turn");
    rejects(s, 1, { kind: "attack", card: c("EXE-CRM-01"), target: 0, hadron: false }, "move/not-your-turn");
  });
});

describe("turn order", () => {
  it("C35: only the awaited seat may act", () => {
    rejects(build({ seats: 2 }), 1, endTurn, "move/not-your-turn");
  });

  it("CR38: a player with an empty pyramid keeps playing", () => {
    const s = build({ seats: 2 });
    expect(game.legalMoves(s, 0)).toEqual([endTurn]);
  });
});
