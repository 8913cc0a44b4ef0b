/** The pyramid: shape, row types, base values, clearance, placing, moving and repair. */
import { describe, expect, it } from "vitest";
import {
  baseAttackOf, baseDefenceOf, clearanceOf, isLegal, legalArrangements, placementRows,
} from "@backroom/engine/conspiracy-theory/pyramid";
import {
  act, attack, awaited, build, c, endTurn, game, HC, o, pass, place, rejects, repairDone, repairing, repairMove, repairUndo, run, shape,
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
    expect(s.decisions[0]).toEqual({ kind: "repair", seat: 0, steps: [] });
    // CR4b: one step at a time. The one-step repairs come first, the rulebook's (a third-row card
    // down to the second row: 3-2-1-1, base attack 4, defence 3) first of all, then 2-2-2-1 (a
    // bottom card up) and 3-2-2-0 (the top card down); no Done while the pyramid is illegal.
    const options = game.legalMoves(s, 0);
    expect(options.slice(0, 4)).toEqual([repairMove(o("INT", 3), 1), repairMove(o("INT", 1), 1), repairMove(o("OCC", 1), 1), repairMove(o("INT", 4), 1)]);
    expect(options[4]).toMatchObject({ step: "move" });
    expect(options.length).toBe(21);
    expect(options).not.toContainEqual(repairDone);
    const label = (st: typeof s, m: (typeof options)[number]) => game.moveLabel(st, 0, m, ["Ann", "Bob"]);
    expect(label(s, options[0]!)).toBe("Move NSA from row 3 to row 2 (pyramid 3-2-1-1, legal)");
    rejects(s, 0, repairDone, "ct/bad-shape");
    rejects(s, 0, repairMove(o("CRM", 9), 1), "ct/not-in-pyramid");
    rejects(s, 1, repairMove(o("INT", 3), 1), "move/not-your-turn");
    rejects(s, 0, endTurn, "ct/decide");
    // A step may pass through an illegal pyramid (here a bank card onto the second row's bank
    // card) as long as a legal pyramid can still be reached: 3-2-1-1 after the bank card below moves up.
    const detour = act(s, 0, repairMove(o("BNK", 3), 1));
    expect(detour.players[0]!.pyramid[1]).toEqual([o("BNK", 2), o("BNK", 3)]);
    expect(game.legalMoves(detour, 0)).toContainEqual(repairMove(o("BNK", 2), 2));
    expect(game.legalMoves(detour, 0).at(-1)).toEqual(repairUndo(o("BNK", 3), 2));
    // The rulebook's repair: the Organization moves, the pyramid is legal, Done ends the repair.
    s = act(s, 0, repairMove(o("INT", 3), 1));
    expect(shape(s, 0)).toBe("3-2-1-1");
    expect(s.decisions[0]).toEqual({ kind: "repair", seat: 0, steps: [{ card: o("INT", 3), from: 2 }] });
    // C34: the repair in progress is public, like the pyramid.
    expect(game.view(s, 1).pending).toMatchObject({ kind: "repair", seat: 0, repaired: [{ card: o("INT", 3), from: 2 }] });
    expect(game.legalMoves(s, 0)[0]).toEqual(repairDone);
    expect(label(s, repairDone)).toBe("Done: keep the pyramid as 3-2-1-1");
    // Each Organization moves once; a step that leaves no legal pyramid is not offered.
    rejects(s, 0, repairMove(o("INT", 3), 2), "ct/already-moved");
    rejects(s, 0, repairMove(o("INT", 4), 1), "ct/bad-shape");
    // Undo takes the last step back.
    const undone = act(s, 0, repairUndo(o("INT", 3), 2));
    expect(shape(undone, 0)).toBe("3-1-2-1");
    expect(undone.players[0]!.pyramid[2]).toEqual([o("BNK", 3), o("INT", 3)]);
    expect(undone.decisions[0]).toEqual({ kind: "repair", seat: 0, steps: [] });
    rejects(s, 0, repairUndo(o("INT", 4), 3), "ct/not-allowed");
    s = act(s, 0, repairDone);
    expect(s.players[0]!.pyramid).toEqual([[o("INT", 1), o("BNK", 1), o("OCC", 1)], [o("BNK", 2), o("INT", 3)], [o("BNK", 3)], [o("INT", 4)]]);
    // CR4b: the repair is no move of the owner's: seat 0's turn now starts with its move unused.
    expect(s.turn).toMatchObject({ seat: 0, moved: false, placed: false });
  });

  it("CR4b: every legal arrangement of the same cards can be reached, each exactly one way, by moving each card that changes rows once", () => {
    // Seven Organizations with the Collider: 3-0-2-1 after losing the whole second row.
    const rows = [[o("INT", 1), o("BNK", 1), HC], [], [o("INT", 3), o("OCC", 3)], [o("BNK", 4)]].map((r) => r.map((x) => c(x)));
    const cards = rows.flat();
    // Brute force: every assignment of cards to rows that is a legal pyramid.
    const legal: string[][][] = [];
    for (let code = 0; code < 4 ** cards.length; code++) {
      const a: string[][] = [[], [], [], []];
      cards.forEach((x, i) => a[Math.floor(code / 4 ** i) % 4]!.push(x));
      if (isLegal(a)) legal.push(a);
    }
    const norm = (a: readonly (readonly string[])[]) => JSON.stringify(a.map((r) => [...r].sort()));
    const found = legalArrangements(rows);
    expect(found.length).toBe(legal.length);
    expect(new Set(found.map(norm))).toEqual(new Set(legal.map(norm)));
    const start = build({ seats: 2, turn: 2, seat: 1, pyramids: [rows, []] });
    const s0 = repairing(start, 0);
    for (const target of legal) {
      let s = s0;
      for (const [row, r] of target.entries()) {
        for (const x of r) {
          if (rows[row]!.includes(x)) continue;
          const step = repairMove(x, row);
          expect(game.legalMoves(s, 0)).toContainEqual(step);
          s = act(s, 0, step);
        }
      }
      expect(game.legalMoves(s, 0)[0]).toEqual(repairDone);
      s = act(s, 0, repairDone);
      expect(norm(s.players[0]!.pyramid)).toBe(norm(target));
    }
  });

  it("CR4b: the first options are the nearest legal pyramids; no option twice; at most three rows per card", () => {
    const rows = [[o("INT", 1), o("BNK", 1), o("OCC", 1)], [o("INT", 2)], [o("INT", 3), o("BNK", 3)], [o("INT", 4)]];
    const found = legalArrangements(rows, 6);
    expect(found.length).toBe(6);
    for (const r of found) expect(isLegal(r)).toBe(true);
    expect(found[0]!.map((r) => r.length)).toEqual([3, 2, 1, 1]);
    const s = repairing(build({ seats: 2, pyramids: [rows, []] }), 0);
    const moves = game.legalMoves(s, 0);
    expect(new Set(moves.map((m) => JSON.stringify(m))).size).toBe(moves.length);
    expect(moves.length).toBeLessThanOrEqual(rows.flat().length * 3);
    expect(moves[0]).toEqual(repairMove(o("BNK", 3), 1));
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
    expect(next.decisions[0]).toEqual({ kind: "repair", seat: 0, steps: [] });
  });

  it("CR4a: several repairs go in seat order after the player whose turn ended", () => {
    const s = build({ seats: 3, turn: 2, seat: 1, pyramids: [[[], [o("CRM", 1)]], [], [[], [o("BNK", 2)]]] });
    const next = act(s, 1, endTurn);
    expect(next.decisions.map((d) => d.seat)).toEqual([2, 0]);
  });
});
