/** The battle phase: opening, the priority loop, values, resolution, outcome, capture. */
import { describe, expect, it } from "vitest";
import { analyseBattle } from "@backroom/engine/conspiracy-theory/values";
import type { State } from "@backroom/engine/conspiracy-theory/state";
import {
  act, action, attack, awaited, build, c, endTurn, game, handOf, HC, o, pass, place, play, rejects, run, shape,
} from "./builders";

const totals = (s: State) => {
  const an = analyseBattle(s, s.battle!);
  return [an.attack, an.defence];
};

describe("CR23 the spec's worked example, with a third player's throw-in (C28)", () => {
  // A (seat 0): pyramid 3-2, base attack 2. B (seat 1): pyramid 4-1, base defence 4. C (seat 2) throws in.
  const s0 = build({
    seats: 3, turn: 1, seat: 0, autoPass: "manual",
    hands: [[c("EXE-CRM-01"), c("ACT-20")], [c("EXE-BNK-03")], [c("ACT-22")]],
    pyramids: [
      [[o("CRM", 1), o("INT", 1), o("BNK", 1)], [o("CRM", 2), o("INT", 2)]],
      [[o("BNK", 3), o("INT", 3), o("OCC", 3), o("CRM", 3)], [o("BNK", 4)]],
      [[o("OCC", 5)]],
    ],
  });

  it("Gunman 6 v 4; Financier 9; Surprise Strike 9 v 9; Alibi knocks out the Gunman: 5 v 9, the attack fails and the Financier draws 2", () => {
    let s = act(s0, 0, attack("EXE-CRM-01", 1));
    expect(totals(s)).toEqual([6, 4]);
    expect(awaited(s)).toEqual([1]); // CR16: priority goes to the defender first.
    s = act(s, 1, play("EXE-BNK-03"));
    expect(totals(s)).toEqual([6, 9]);
    expect(awaited(s)).toEqual([2]); // CR18: then the third player.
    s = act(s, 2, pass());
    s = act(s, 0, play("ACT-20"));
    expect(totals(s)).toEqual([9, 9]);
    s = act(s, 1, pass());
    // C28: a third player names the side; Alibi knocks out one opposing Executor.
    s = act(s, 2, play("ACT-22", { side: "defender", target: "EXE-CRM-01" }));
    expect(totals(s)).toEqual([5, 9]);
    expect(game.view(s, 2).battle!.table.map((e) => [e.card, e.side, e.counting, e.value])).toEqual([
      ["EXE-CRM-01#1", "attacker", false, 0],
      ["EXE-BNK-03#1", "defender", true, 5],
      ["ACT-20#1", "attacker", false, 3].slice(0, 2).concat([false, 3]),
      ["ACT-22#1", "defender", false, 0],
    ]);
    const hand = handOf(s, 1).length;
    s = run(s, [0, pass()], [1, pass()]);
    expect(s.battle).not.toBeNull();
    s = act(s, 2, pass()); // CR18: N passes in a row resolve the battle.
    expect(s.battle).toBeNull();
    expect(handOf(s, 1).length).toBe(hand + 2);
    // C30/C32: every card on the battle table, knocked out ones included, goes to the discard pile.
    expect(s.discard).toEqual(["EXE-CRM-01#1", "EXE-BNK-03#1", "ACT-20#1", "ACT-22#1"]);
    expect(shape(s, 1)).toBe("4-1-0-0");
  });

  it("CR18/C20: a pass is not final, and playing a card resets the count (cards added step by step)", () => {
    let s = act(s0, 0, attack("EXE-CRM-01", 1));
    s = run(s, [1, pass()], [2, pass()]);
    expect(s.battle!.passes).toBe(2);
    s = act(s, 0, play("ACT-20"));
    expect(s.battle!.passes).toBe(0);
    s = run(s, [1, play("EXE-BNK-03")], [2, pass()], [0, pass()]);
    expect(s.battle).not.toBeNull();
    expect(awaited(s)).toEqual([1]);
  });

  it("C28: a third player's Executor adds only its printed value and its own connection bonus", () => {
    const s1 = build({
      seats: 3, turn: 1, seat: 0, autoPass: "manual",
      hands: [[c("EXE-CRM-01")], [], [c("EXE-OCC-01")]],
      pyramids: [[[o("CRM", 1)]], [[o("BNK", 3)]], [[o("OCC", 5), o("INT", 5), o("BNK", 5), o("CRM", 5)], [o("INT", 6)]]],
      artifacts: [[], [], [c("ART-10")]],
    });
    let s = act(s1, 0, attack("EXE-CRM-01", 1));
    expect(totals(s)).toEqual([1 + 3 + 1, 1]);
    s = act(s, 1, pass());
    s = act(s, 2, play("EXE-OCC-01", { side: "attacker" }));
    // Neophyte: attack 1 + bonus 3; seat 2's base attack 2 and Spear of Destiny (+2) do not count.
    expect(totals(s)).toEqual([5 + 4, 1]);
  });
});

describe("C25/CR16 opening a battle", () => {
  const s0 = build({
    seats: 2, hands: [[c("EXE-CRM-01"), c("EXE-INT-05")], []], pyramids: [[[o("CRM", 1)]], [[o("INT", 1)]]],
  });

  it("CR16a: an executor attack needs a target with an Organization", () => {
    const empty = build({ seats: 2, hands: [[c("EXE-CRM-01")], []], pyramids: [[[o("CRM", 1)]], []] });
    expect(game.legalMoves(empty, 0).some((m) => m.kind === "attack")).toBe(false);
    rejects(empty, 0, attack("EXE-CRM-01", 1), "ct/not-allowed");
  });

  it("C8/CR11: an Executor needs its clearance", () => {
    rejects(s0, 0, attack("EXE-INT-05", 1), "ct/clearance");
  });

  it("only one battle at a time: no attack from inside a battle (CR16)", () => {
    const s = build({ seats: 2, autoPass: "manual", hands: [[c("EXE-CRM-01"), c("EXE-CRM-02")], []], pyramids: [[[o("CRM", 1), o("INT", 2)]], [[o("INT", 1)]]] });
    const b = run(s, [0, attack("EXE-CRM-01", 1)], [1, pass()]);
    rejects(b, 0, attack("EXE-CRM-02", 1), "ct/not-allowed");
  });
});

describe("CR19 auto-pass", () => {
  const base = { seats: 4, turn: 1, seat: 1, hands: [[c("ACT-19")], [c("EXE-CRM-01")], [c("ACT-19", 2)], []], pyramids: [[[o("INT", 9)]], [[o("CRM", 1)]], [[o("BNK", 1)]], [[o("INT", 1)]]] };

  it("CR18 loop order: attacker, defender, then third players from the attacker's left", () => {
    let s = act(build({ ...base, autoPass: "manual" }), 1, attack("EXE-CRM-01", 3));
    const order: number[] = [];
    for (let k = 0; k < 4; k++) {
      order.push(awaited(s)[0]!);
      s = act(s, awaited(s)[0]!, pass());
    }
    expect(order).toEqual([3, 2, 0, 1]);
    expect(s.decisions[0]).toMatchObject({ kind: "outcome", seat: 1 });
  });

  it("when-unable (default): seats holding nothing playable are passed for", () => {
    const s = act(build(base), 1, attack("EXE-CRM-01", 3));
    // Defender 3 holds nothing; seat 2 holds Reinforcements.
    expect(awaited(s)).toEqual([2]);
  });

  it("bystander: third players pass in every battle", () => {
    let s = build(base);
    s = act(s, 2, { kind: "auto-pass", mode: "bystander" });
    s = act(s, 0, { kind: "auto-pass", mode: "bystander" });
    s = act(s, 1, attack("EXE-CRM-01", 3));
    expect(s.decisions[0]).toMatchObject({ kind: "outcome", seat: 1 });
  });

  it("a one-off pass until the battle ends", () => {
    let s = act(build({ ...base, autoPass: "manual" }), 1, attack("EXE-CRM-01", 3));
    s = act(s, 3, pass());
    s = act(s, 2, pass(true));
    s = run(s, [0, play("ACT-19", { side: "defender" })], [1, pass()], [3, pass()]);
    // Seat 2 is passed for; the battle resolves after seat 0 passes.
    expect(awaited(s)).toEqual([0]);
    s = act(s, 0, pass());
    expect(s.decisions[0]).toMatchObject({ kind: "outcome", seat: 1 });
  });

  it("auto-pass settings are moves any seat may make at any time", () => {
    const s = act(build(base), 3, { kind: "auto-pass", mode: "manual" });
    expect(s.players[3]!.autoPass).toBe("manual");
    expect(awaited(s)).toEqual([1]);
  });
});

describe("C26/CR17 what can be played in a battle", () => {
  it("C26/CR17: the defender may play Executors and battle or response Action cards within clearance; no Organizations, Artifacts or turn cards", () => {
    const s0 = build({
      seats: 2, autoPass: "manual",
      hands: [[c("EXE-CRM-01")], [c("EXE-OCC-01"), c("EXE-INT-05"), c("ACT-19"), c("ACT-01"), c("ART-01"), o("OCC", 9), c("CRT-01"), c("ACT-18")]],
      pyramids: [[[o("CRM", 1)]], [[o("INT", 3), o("BNK", 3)]]],
    });
    const s = act(s0, 0, attack("EXE-CRM-01", 1));
    const plays = game.legalMoves(s, 1).filter((m) => m.kind === "play").map((m) => m.kind === "play" && m.card);
    expect(plays).toEqual([c("EXE-OCC-01"), c("ACT-19")]);
  });
});

describe("CR21 effective values", () => {
  it("CR21: effective attack and defence are base + active permanents + counting cards on each side, shown live", () => {
    const s0 = build({
      seats: 2, autoPass: "manual", hands: [[c("EXE-CRM-01"), c("ACT-19")], [c("EXE-BNK-01")]],
      pyramids: [[[o("CRM", 1), o("INT", 1)], [o("BNK", 1)]], [[o("INT", 3), o("BNK", 3)]]],
      artifacts: [[c("ART-02")], [c("ART-01")]],
    });
    let s = act(s0, 0, attack("EXE-CRM-01", 1));
    expect(game.view(s, 1).battle).toMatchObject({ attack: 2 + 1 + 4, defence: 2 + 1 });
    s = run(s, [1, play("EXE-BNK-01")], [0, play("ACT-19")]);
    expect(game.view(s, 1).battle).toMatchObject({ attack: 2 + 1 + 4 + 2, defence: 2 + 1 + 3 });
  });
});

describe("CR35 random choices", () => {
  it("CR35: a random card from a hand is drawn by the seeded generator: different seeds take different cards", () => {
    const s0 = build({ seats: 2, hands: [[c("ACT-04")], [o("OCC", 8), o("OCC", 9)]], pyramids: [[[o("INT", 1), o("BNK", 1)], [o("OCC", 1)]], [[o("INT", 3)]]] });
    const taken = new Set<string>();
    for (let k = 0; k < 12; k++) taken.add(handOf(act({ ...s0, rng: game.setup({ seats: 2, options: game.optionsSchema.parse({}), seed: `r${k}` }).rng }, 0, action("ACT-04", 1)), 0)[0]!);
    expect(taken).toEqual(new Set([o("OCC", 8), o("OCC", 9)]));
  });
});

describe("CR20 Executor values and C13 Hadron power", () => {
  it("CR20: printed value plus bonus only when connected", () => {
    const unconnected = build({ seats: 2, hands: [[c("EXE-CRM-01")], []], pyramids: [[[o("INT", 1)]], [[o("BNK", 1)]]], autoPass: "manual" });
    expect(totals(act(unconnected, 0, attack("EXE-CRM-01", 1)))).toEqual([1 + 3, 1]);
  });

  it("C13/CR20: Hadron power makes one Executor 4/4 and counts as connected; once per battle", () => {
    const s0 = build({
      seats: 2, autoPass: "manual", hands: [[c("EXE-CRM-01"), c("EXE-BNK-01")], []],
      pyramids: [[[HC]], [[o("BNK", 1), o("INT", 1)]]],
    });
    expect(game.legalMoves(s0, 0)).toContainEqual(attack("EXE-CRM-01", 1, true));
    // The label says what Hadron power does: the Collider is not on the card in the player's hand.
    expect(game.moveLabel(s0, 0, attack("EXE-CRM-01", 1, true), ["Ann", "Bob"])).toMatch(/with Hadron power \(the Hadron Collider makes it attack 4, defence 4, connected\)$/);
    let s = act(s0, 0, attack("EXE-CRM-01", 1, true));
    expect(totals(s)).toEqual([1 + 4, 2]);
    s = act(s, 1, pass());
    const plays = game.legalMoves(s, 0).filter((m) => m.kind === "play");
    expect(plays.every((m) => m.kind === "play" && !m.hadron)).toBe(true);
  });

  it("C24: Artifacts and Certificates add to the owner's values only", () => {
    const s0 = build({
      seats: 2, autoPass: "manual", hands: [[c("EXE-CRM-01")], []], pyramids: [[[o("CRM", 1)]], [[o("BNK", 1)]]],
      artifacts: [[c("ART-02")], [c("ART-01")]], certificates: [[{ card: "CRT-01", host: null }], [{ card: "CRT-02", host: null }]],
    });
    expect(totals(act(s0, 0, attack("EXE-CRM-01", 1)))).toEqual([1 + 1 + 1 + 4, 1 + 1 + 1]);
  });
});

describe("C29/C30/CR23 outcome", () => {
  const s0 = (defender: string[][], hand: string[] = [c("EXE-CRM-01")]) => build({
    seats: 2, hands: [hand, []], pyramids: [[[o("CRM", 1), o("INT", 9)], [o("BNK", 9)]], defender],
  });

  it("C29: equal values fail", () => {
    // attack 2 + 3 + 1 = 6 against defence 4 + 2 (Holy Grail)
    const s = build({ seats: 2, hands: [[c("EXE-CRM-01")], []], pyramids: [[[o("CRM", 1), o("INT", 9)], [o("BNK", 9)]], [[o("INT", 1), o("BNK", 1), o("OCC", 1), o("CRM", 2)], [o("INT", 2)]]], artifacts: [[], [c("ART-09")]] });
    const after = act(s, 0, attack("EXE-CRM-01", 1));
    expect(after.battle).toBeNull();
    expect(after.news.some((n) => n.text.includes("attack 6 against defence 6: the attack fails"))).toBe(true);
  });

  it("C30/CR23a: the attacker discards any one Organization, the Hadron Collider included", () => {
    let s = act(s0([[HC, o("INT", 1)]]), 0, attack("EXE-CRM-01", 1));
    expect(game.legalMoves(s, 0)).toEqual([
      { kind: "outcome", card: HC, capture: false }, { kind: "outcome", card: o("INT", 1), capture: false },
    ]);
    s = act(s, 0, { kind: "outcome", card: HC, capture: false });
    expect(s.discard).toContain(HC);
    // C33: losing an Organization lowers clearance.
    expect(game.result(s).scores[1]).toBe(1);
  });

  it("C31/CR24: a capture of the first Executor's type goes straight into the pyramid if nothing was placed yet", () => {
    let s = act(s0([[o("CRM", 2), HC]]), 0, attack("EXE-CRM-01", 1));
    expect(game.legalMoves(s, 0)).toContainEqual({ kind: "outcome", card: o("CRM", 2), capture: true });
    // C13: the Collider cannot be captured by an Executor.
    expect(game.legalMoves(s, 0)).not.toContainEqual({ kind: "outcome", card: HC, capture: true });
    s = act(s, 0, { kind: "outcome", card: o("CRM", 2), capture: true });
    expect(s.decisions[0]).toMatchObject({ kind: "place-taken", seat: 0 });
    s = act(s, 0, { kind: "place-taken", row: 1 });
    expect(s.players[0]!.pyramid[1]).toContain(o("CRM", 2));
    expect(s.turn.placed).toBe(true);
  });

  it("C9/C31/CR36: after placing from hand, a captured Organization goes to hand (one placement a turn)", () => {
    let s = act(s0([[o("CRM", 2)]], [c("EXE-CRM-01"), o("OCC", 1)]), 0, place(o("OCC", 1), 0));
    s = act(s, 0, attack("EXE-CRM-01", 1));
    s = act(s, 0, { kind: "outcome", card: o("CRM", 2), capture: true });
    expect(s.decisions).toEqual([]);
    expect(handOf(s, 0)).toContain(o("CRM", 2));
  });

  it("C27/CR23b: only the first Executor captures; knocked out, nobody does", () => {
    const s1 = build({
      seats: 3, autoPass: "manual", hands: [[c("EXE-CRM-01"), c("EXE-INT-01")], [], [c("ACT-22")]],
      pyramids: [[[o("CRM", 1), o("INT", 9)], [o("BNK", 9)]], [[o("CRM", 2), o("INT", 2)]], [[o("OCC", 3)]]],
    });
    let s = run(s1, [0, attack("EXE-CRM-01", 1)], [1, pass()], [2, play("ACT-22", { side: "defender", target: "EXE-CRM-01" })]);
    s = run(s, [0, play("EXE-INT-01")], [1, pass()], [2, pass()], [0, pass()]);
    // Informant (1 + 1) + base 2 = 4 > 2: the attack succeeds, but the capture right is lost.
    expect(s.decisions[0]).toMatchObject({ kind: "outcome" });
    expect(game.legalMoves(s, 0).every((m) => m.kind === "outcome" && !m.capture)).toBe(true);
  });

  it("C28: Executors added for someone else's attack never capture", () => {
    const s1 = build({
      seats: 3, autoPass: "manual", hands: [[c("EXE-OCC-01")], [], [c("EXE-CRM-01")]],
      pyramids: [[[o("INT", 9)]], [[o("CRM", 2)]], [[o("CRM", 3)]]],
    });
    let s = act(s1, 0, attack("EXE-OCC-01", 1));
    s = run(s, [1, pass()], [2, play("EXE-CRM-01", { side: "attacker" })], [0, pass()], [1, pass()], [2, pass()]);
    // The Neophyte (occult) holds the right; the third player's Gunman (crime) cannot take the Cosa Nostra.
    expect(game.legalMoves(s, 0)).toEqual([{ kind: "outcome", card: o("CRM", 2), capture: false }]);
  });
});

describe("CR22/CR27 cancelling in battle", () => {
  it("CR27: Cover-up at the first priority cancels the executor attack: nothing happens; a Veto on the Cover-up restores it", () => {
    const s1 = build({
      seats: 2, autoPass: "manual", hands: [[c("EXE-CRM-01"), c("ACT-11")], [c("ACT-12")]],
      pyramids: [[[o("CRM", 1), o("INT", 9), o("BNK", 9)]], [[o("INT", 1), o("BNK", 1), o("OCC", 1)]]],
    });
    let s = run(s1, [0, attack("EXE-CRM-01", 1)], [1, play("ACT-12", { target: "EXE-CRM-01" })]);
    expect(analyseBattle(s, s.battle!).openingCancelled).toBe(true);
    const cancelled = run(s, [0, pass()], [1, pass()]);
    expect(cancelled.battle).toBeNull();
    expect(shape(cancelled, 1)).toBe("3-0-0-0");
    s = run(s, [0, play("ACT-11", { target: "ACT-12" })], [1, pass()], [0, pass()]);
    expect(s.decisions[0]).toMatchObject({ kind: "outcome" });
  });

  it("CR27: Cover-up only at a player's first priority", () => {
    const s1 = build({
      seats: 2, autoPass: "manual", hands: [[c("EXE-CRM-01")], [c("ACT-12")]],
      pyramids: [[[o("CRM", 1), o("INT", 9)]], [[o("INT", 1), o("BNK", 1), o("OCC", 1)]]],
    });
    const s = run(s1, [0, attack("EXE-CRM-01", 1)], [1, pass()], [0, pass()]);
    expect(game.legalMoves(s, 1).some((m) => m.kind === "play")).toBe(false);
  });

  it("CR27: a Veto cancels the opening Action card: neither side wins (CR22 step 1)", () => {
    const s1 = build({
      seats: 2, autoPass: "manual", hands: [[c("ACT-04")], [c("ACT-11"), c("EXE-BNK-01")]],
      pyramids: [[[o("INT", 9)]], [[o("BNK", 1)]]],
    });
    let s = run(s1, [0, action("ACT-04", 1)], [1, play("ACT-11", { target: "ACT-04" })], [0, pass()]);
    s = run(s, [1, play("EXE-BNK-01")], [0, pass()], [1, pass()]);
    // The Broker draws whatever the result; the leak never happened.
    expect(s.battle).toBeNull();
    expect(handOf(s, 1).length).toBe(1);
    expect(s.discard).toEqual(["ACT-04#1", "ACT-11#1", "EXE-BNK-01#1"]);
  });

  it("CR27: a cancelled Alibi lets its Executor count again", () => {
    const s1 = build({
      seats: 3, autoPass: "manual", hands: [[c("EXE-CRM-01"), c("ACT-11")], [c("ACT-22")], []],
      pyramids: [[[o("CRM", 1), o("INT", 9)]], [[o("INT", 1)]], [[o("OCC", 1)]]],
    });
    let s = run(s1, [0, attack("EXE-CRM-01", 1)], [1, play("ACT-22", { target: "EXE-CRM-01" })]);
    expect(totals(s)[0]).toBe(1);
    s = run(s, [2, pass()], [0, play("ACT-11", { target: "ACT-22" })]);
    expect(totals(s)[0]).toBe(5);
  });
});

describe("CR15: forbids and boosts are no direct impact", () => {
  it("a forbid opens a response window, not a battle", () => {
    const s = act(build({ seats: 2, hands: [[c("ACT-18")], []], pyramids: [[[o("INT", 1), o("BNK", 1), o("OCC", 1)]], []] }), 0, action("ACT-18", 1));
    expect(s.battle).toBeNull();
    expect(s.forbids).toEqual([{ kind: "moratorium", target: 1, by: 0, until: 2, source: "ACT-18" }]);
  });

  it("C35: the turn passes on when its player ends it", () => {
    const s = act(build({ seats: 2 }), 0, endTurn);
    expect(s.turn.seat).toBe(1);
  });
});
