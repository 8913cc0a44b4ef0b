/** The card data (spec "Totals" and its suggested data tests), the view, log lines and labels. */
import { describe, expect, it } from "vitest";
import { allInstances, cards, organizationTypes, timings } from "@backroom/engine/conspiracy-theory/cards";
import { conspiracyTheory } from "@backroom/engine/conspiracy-theory/index";
import {
  act, action, build, c, endTurn, game, o, pick, play,
} from "./builders";

const copies = (pred: (x: (typeof cards)[number]) => boolean) => cards.filter(pred).reduce((n, x) => n + x.copies, 0);

describe("C1 card data", () => {
  it("C1: 124 cards: 48 Organizations (12 per type), 1 Collider, 20 Executors (5 per type), 12 Artifacts, 12 Certificates, 31 Action cards", () => {
    expect(copies(() => true)).toBe(124);
    expect(allInstances).toHaveLength(124);
    for (const t of organizationTypes) {
      expect(copies((x) => x.kind === "organization" && x.type === t)).toBe(12);
      expect(copies((x) => x.kind === "executor" && x.type === t)).toBe(5);
    }
    expect(copies((x) => x.kind === "wild")).toBe(1);
    expect(copies((x) => x.kind === "artifact")).toBe(12);
    expect(copies((x) => x.kind === "certificate")).toBe(12);
    expect(copies((x) => x.kind === "action")).toBe(31);
    expect(cards).toHaveLength(113);
  });

  it("every id is unique; clearance 0–10; activation only on Certificates; bonus only on Executors; timings from the legend", () => {
    expect(new Set(cards.map((x) => x.id)).size).toBe(cards.length);
    for (const x of cards) {
      if (x.clearance !== null) expect(x.clearance).toBeGreaterThanOrEqual(0);
      if (x.clearance !== null) expect(x.clearance).toBeLessThanOrEqual(10);
      expect(x.activationRoll !== null).toBe(x.kind === "certificate");
      expect(x.bonus !== null).toBe(x.kind === "executor");
      expect(timings).toContain(x.timing);
    }
  });

  it("the card lookups are exported for the web app", async () => {
    const index = await import("@backroom/engine/conspiracy-theory/index");
    expect(index.cardOf("ACT-22#2").nameEn).toBe("Alibi");
    expect(index.findCard("HC-01")?.nameRu).toBe("Адронный Коллайдер");
    expect(conspiracyTheory.id).toBe("conspiracy-theory");
  });
});

describe("C34/CR34 view, log lines and labels", () => {
  const s0 = build({
    seats: 3, hands: [[c("ACT-04"), o("OCC", 5)], [o("OCC", 9)], [o("CRM", 5)]],
    pyramids: [[[o("INT", 1), o("BNK", 1)], [o("CRM", 1)]], [[o("INT", 3)]], []],
  });

  it("each viewer sees its own hand only, other hands as counts, the deck as a size", () => {
    const v = game.view(s0, 1);
    expect(v.hand).toEqual([o("OCC", 9)]);
    expect(v.players.map((p) => p.handSize)).toEqual([2, 1, 1]);
    expect(v.deckSize).toBe(s0.deck.length);
    expect(JSON.stringify(v)).not.toContain(c("ACT-04"));
    expect(JSON.stringify(v)).not.toContain(o("CRM", 5));
    expect(game.view(s0, "spectator").hand).toBeNull();
    expect(v.awaiting).toEqual([0]);
  });

  it("CR34: a card taken at random is named only to the taker and the loser", () => {
    const after = act(s0, 0, action("ACT-04", 1));
    const line = (viewer: number | "spectator") => game.describe({ before: s0, after, seat: 0, move: action("ACT-04", 1), viewer, names: ["Ann", "Bob", "Cy"] });
    expect(line(0)).toContain("Vril Society");
    expect(line(1)).toContain("Vril Society");
    expect(line(2)).not.toContain("Vril Society");
    expect(line("spectator")).toContain("Ann takes a card at random from Bob's hand");
  });

  it("the battle in the view: every card with its side and value, live totals, whose priority", () => {
    const s = act(build({ seats: 3, autoPass: "manual", hands: [[c("EXE-CRM-01")], [], [c("ACT-19")]], pyramids: [[[o("CRM", 1)]], [[o("INT", 3)]], []] }), 0, { kind: "attack", card: c("EXE-CRM-01"), target: 1, hadron: false });
    const v = game.view(s, 2).battle!;
    expect(v).toMatchObject({ attacker: 0, defender: 1, attack: 5, defence: 1, priority: 1, captureType: "crime" });
    expect(v.table).toEqual([{ card: c("EXE-CRM-01"), by: 0, side: "attacker", hadron: false, target: null, counting: true, cancelled: false, knockedOut: false, value: 4 }]);
  });

  it("moveLabel names cards for buttons", () => {
    const names = ["Ann", "Bob", "Cy"];
    const labels = game.legalMoves(s0, 0).map((m) => game.moveLabel(s0, 0, m, names));
    expect(labels).toContain("Play Information Leak on Bob");
    expect(labels).toContain("Place Priory of Sion in row 1");
    expect(labels).toContain("End the turn");
    expect(game.moveLabel(s0, 0, play("ACT-19", { side: "attacker" }), names)).toBe("Play Reinforcements");
  });

  it("the pending decision is in the view, and result scores are pyramids mid-game", () => {
    const seven = [1, 2, 3, 4, 5, 6, 7].map((n) => o("OCC", n));
    const s = act(build({ seats: 2, hands: [seven, []], pyramids: [[[o("INT", 1)]], []] }), 0, endTurn);
    expect(game.view(s, 1).pending).toEqual({ kind: "pick", seat: 0, purpose: "hand-limit", from: null, source: null, card: null, repaired: [] });
    expect(game.result(s)).toMatchObject({ finished: false, scores: [1, 0], scoreLabel: "pyramid" });
    expect(game.moveLabel(s, 0, pick(o("OCC", 1)), ["A", "B"])).toBe("Discard Freemasons");
  });
});
