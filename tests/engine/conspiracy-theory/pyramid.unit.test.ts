/** The pyramid: shape, row types, base values, clearance, placing, moving and repair. */
import { describe, expect, it } from "vitest";
import {
  baseAttackOf, baseDefenceOf, clearanceOf, isLegal, legalArrangements, placementRows,
} from "@backroom/engine/conspiracy-theory/pyramid";
import {
  act, attack, awaited, build, c, endTurn, game, HC, o, pass, place, rejects, run, shape,
} from "./builders";

/** A pyramid of the given shape with distinct types in every row. */
function ofShape(...sizes: number[]): string[][] {
  return ofShapeFrom(1, ...sizes);
}
function ofShapeFrom(first: number, ...sizes: number[]): string[][] {
  const types = ["INT", "BNK", "OCC", "CRM"] as const;
  let n = first;
  return sizes.map((size) => types.slice(0, size).map((t) => o(t, n++)));
}

describe("C6/CR2 pyramid shape", () => {
  it.each([
    ["4-3-2-1", [4, 3, 2, 1], true],
    ["3-2-2-1 (allowed by the rulebook)", [3, 2, 2, 1], true],
    ["3-1-2-1 (the rulebook's illegal example)", [3, 1, 2, 1], false],
    ["1-0-0-0", [1, 0, 0, 0], true],
    ["0-1-0-0: a row only above a non-empty row", [0, 1, 0, 0], false],
    ["2-2-2-0", [2, 2, 2, 0], true],
    ["1-1-1-1", [1, 1, 1, 1], true],
    ["2-2-2-2: the top row holds one card at most", [2, 2, 2, 2], false],
  ])("C6 %s", (_label, sizes, legal) => {
    expect(isLegal(ofShape(...sizes))).toBe(legal);
  });

  it("CR1: a row never holds two Organizations of one type; the Hadron Collider never clashes", () => {
    expect(isLegal([[o("INT", 1), o("INT", 2)], [], [], []])).toBe(false);
    expect(isLegal([[o("INT", 1), HC, o("BNK", 1), o("OCC", 1)], [o("INT", 2)], [], []])).toBe(true);
    expect(placementRows([[o("INT", 1), o("BNK", 1)], [], [], []], o("INT", 2))).toEqual([1]);
    expect(placementRows([[o("INT", 1), o("BNK", 1)], [], [], []], HC)).toEqual([0, 1]);
  });

  it("CR2: the first Organization goes into the bottom row", () => {
    expect(placementRows([[], [], [], []], o("INT", 1))).toEqual([0]);
  });
});

describe("C7/CR3 base values and C8 clearance", () => {
  it.each([
    [[4, 3, 2, 1], 4, 4, 10],
    [[3, 1, 2, 1], 4, 3, 7],
    [[3, 0, 1, 0], 2, 3, 4],
    [[0, 0, 0, 0], 0, 0, 0],
    [[2, 1, 0, 0], 2, 2, 3],
  ])("C7/CR3/C8 rows %j: base attack %i, base defence %i, clearance %i", (sizes, att, def, clr) => {
    const rows = ofShape(...sizes);
    expect(baseAttackOf(rows)).toBe(att);
    expect(baseDefenceOf(rows)).toBe(def);
    expect(clearanceOf(rows)).toBe(clr);
  });

  it("C24/C34: the view shows clearance and base values of every player", () => {
    const s = build({ pyramids: [ofShape(3, 2), ofShapeFrom(5, 1)] });
    const v = game.view(s, 1);
    expect(v.players[0]).toMatchObject({ clearance: 5, baseAttack: 2, baseDefence: 3, attack: 2, defence: 3, shape: "3-2-0-0" });
  });
});

describe("C9 placing and C10 moving", () => {
  const s0 = build({ hands: [[o("INT", 1), o("INT", 2), o("BNK", 1)], []] });

  it("C9: one Organization from hand per turn", () => {
    const s = act(s0, 0, place(o("INT", 1), 0));
    expect(s.players[0]!.pyramid[0]).toEqual([o("INT", 1)]);
    rejects(s, 0, place(o("BNK", 1), 0), "ct/already-placed");
  });

  it.each([["an Executor", "EXE-OCC-03"], ["an Artifact", "ART-01"], ["an Action card", "ACT-01"]])("C9/C1: %s never goes into the pyramid", (_what, card) => {
    const s = build({ hands: [[c(card)], []] });
    rejects(s, 0, place(card, 0), "ct/not-an-organization");
    expect(game.legalMoves(s, 0).filter((m) => m.kind === "place")).toEqual([]);
  });

  it("CR1: placing beside the same type is refused", () => {
    const s = build({ hands: [[o("INT", 2)], []], pyramids: [[[o("INT", 1)]], []] });
    rejects(s, 0, place(o("INT", 2), 0), "ct/type-clash");
  });

  it("CR2: a placement must leave the pyramid legal", () => {
    rejects(s0, 0, place(o("INT", 1), 1), "ct/bad-shape");
  });

  it("C10: one move per turn, to another row, keeping the pyramid legal", () => {
    const s = build({ pyramids: [[[o("INT", 1), o("BNK", 1)]], []] });
    const moved = act(s, 0, { kind: "move", card: o("BNK", 1), row: 1 });
    expect(shape(moved, 0)).toBe("1-1-0-0");
    rejects(moved, 0, { kind: "move", card: o("INT", 1), row: 1 }, "ct/already-moved");
    rejects(s, 0, { kind: "move", card: o("INT", 1), row: 2 }, "ct/bad-shape");
  });

  it("C11: nobody places or moves during a battle", () => {
    const s = build({
      autoPass: "manual",
      hands: [[c("EXE-CRM-01"), o("BNK", 1)], []],
      pyramids: [[[o("CRM", 1)]], [[o("INT", 1)]]],
    });
    const inBattle = act(s, 0, attack("EXE-CRM-01", 1));
    expect(awaited(inBattle)).toEqual([1]);
    rejects(inBattle, 0, place(o("BNK", 1), 1), "move/not-your-turn");
    const attackerPriority = act(inBattle, 1, pass());
    expect(awaited(attackerPriority)).toEqual([0]);
    rejects(attackerPriority, 0, place(o("BNK", 1), 1), "ct/not-allowed");
    rejects(attackerPriority, 0, { kind: "move", card: o("CRM", 1), row: 1 }, "ct/not-allowed");
  });
});

describe("C12/CR4 repair", () => {
  // Seat 0 owns 3-2-2-1; seat 1 attacks with a connected Gunman: attack 1 + 3 + 1 = 5 against defence 3.
  const before = build({
    seats: 2, turn: 2, seat: 1,
    hands: [[], [c("EXE-CRM-01")]],
    pyramids: [
      [[o("INT", 1), o("BNK", 1), o("OCC", 1)], [o("INT", 2), o("BNK", 2)], [o("INT", 3), o("BNK", 3)], [o("INT", 4)]],
      [[o("CRM", 1)]],
    ],
  });

  it("C12 the rulebook's example: 3-2-2-1 loses a second-row card, 3-1-2-1, repaired after the attacker's turn to 3-2-1-1", () => {
    let s = act(before, 1, attack("EXE-CRM-01", 0));
    // The defender holds no cards, so everyone auto-passes (CR19); the attacker chooses the loss.
    expect(s.decisions[0]).toMatchObject({ kind: "outcome", seat: 1 });
    s = act(s, 1, { kind: "outcome", card: o("INT", 2), capture: false });
    expect(shape(s, 0)).toBe("3-1-2-1");
    // CR3: base values of a broken pyramid.
    expect(game.view(s, 0).players[0]).toMatchObject({ baseAttack: 4, baseDefence: 3, legalShape: false });
    // C12: the repair waits until the attacker's turn is over.
    expect(awaited(s)).toEqual([1]);
    s = act(s, 1, endTurn);
    expect(awaited(s)).toEqual([0]);
    expect(s.decisions[0]).toEqual({ kind: "repair", seat: 0 });
    const suggestions = game.legalMoves(s, 0);
    expect(suggestions.length).toBeGreaterThan(0);
    const target = [[o("INT", 1), o("BNK", 1), o("OCC", 1)], [o("BNK", 2), o("INT", 3)], [o("BNK", 3)], [o("INT", 4)]];
    rejects(s, 0, { kind: "repair", rows: [[o("INT", 1), o("BNK", 1), o("OCC", 1)], [o("BNK", 2)], [o("INT", 3), o("BNK", 3)], [o("INT", 4)]] }, "ct/bad-shape");
    rejects(s, 0, { kind: "repair", rows: [[o("INT", 1), o("BNK", 1), o("OCC", 1)], [o("BNK", 2), o("INT", 3)], [o("BNK", 3)], []] }, "ct/repair-cards");
    s = act(s, 0, { kind: "repair", rows: target });
    expect(shape(s, 0)).toBe("3-2-1-1");
    // CR4b: the repair is no move of the owner's: seat 0's turn now starts with its move unused.
    expect(s.turn).toMatchObject({ seat: 0, moved: false, placed: false });
  });

  it("CR4b: the engine suggests legal arrangements closest to the current one first", () => {
    const rows = [[o("INT", 1), o("BNK", 1), o("OCC", 1)], [o("INT", 2)], [o("INT", 3), o("BNK", 3)], [o("INT", 4)]];
    const found = legalArrangements(rows, 6);
    expect(found.length).toBeGreaterThan(0);
    for (const r of found) expect(isLegal(r)).toBe(true);
    expect(found[0]!.map((r) => r.length)).toEqual([3, 2, 1, 1]);
  });

  it("CR4c: a legal arrangement exists after any losses from a complete pyramid", () => {
    const full = [[o("INT", 1), o("BNK", 1), o("OCC", 1), HC], [o("INT", 2), o("BNK", 2), o("OCC", 2)], [o("INT", 3), o("BNK", 3)], [o("CRM", 4)]];
    const all = full.flat();
    for (let mask = 1; mask < 1 << 10; mask += 7) {
      const rows = full.map((r) => r.filter((x) => !(mask & (1 << all.indexOf(x)))));
      expect(legalArrangements(rows, 1).length).toBe(1);
    }
  });

  it("CR4d: a player whose pyramid is illegal as their turn begins repairs first", () => {
    const s = build({ seats: 2, turn: 1, seat: 1, pyramids: [[[], [o("BNK", 1)], [], []], []] });
    const next = act(s, 1, endTurn);
    expect(next.decisions[0]).toEqual({ kind: "repair", seat: 0 });
  });

  it("CR4a: several repairs go in seat order after the player whose turn ended", () => {
    const s = build({ seats: 3, turn: 2, seat: 1, pyramids: [[[], [o("CRM", 1)]], [], [[], [o("BNK", 2)]]] });
    const next = act(s, 1, endTurn);
    expect(next.decisions.map((d) => d.seat)).toEqual([2, 0]);
  });
});
