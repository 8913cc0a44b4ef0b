/** The 16 event cards (spec table, PR6, PR16) and the action cards played on one's own turn (A45–A56). */
import { describe, expect, it } from "vitest";
import { politika } from "../../../engine/politika/index";
import type { RegionId } from "../../../engine/politika/cards";
import { production } from "../../../engine/politika/rules";
import { game, play, playAll, reject, startTurnOf, type Build } from "./build";

/** Seat 1's turn starts by turning P21 (draw an event), then P01 (MOS, TAT, NSK). */
const drawEvent = (event: string, b: Build = {}) => startTurnOf({ seat: 1, productionDeck: ["P21", "P01", "P02"], eventDeck: [event, "E16"], ...b });

describe("events", () => {
  it("E01 Inflation: money amounts double from now on", () => {
    const s = drawEvent("E01", { regions: { MOS: [0, 3, 3] } });
    expect(s.inflation).toBe(true);
    expect(s.turn.income[0]).toBe(20_000);
  });

  it("E02 Currency Reform: ends Inflation; without Inflation every player pays $10,000", () => {
    const during = drawEvent("E02", { regions: { MOS: [0, 3, 3] } });
    expect(during.money[1]).toBe(40_000);
    const s = startTurnOf({ seat: 1, productionDeck: ["P21", "P21", "P01"].map((c, i) => (i === 1 ? "P22" : c)), eventDeck: ["E01", "E02"], money: [0, 50_000, 50_000, 50_000] });
    expect(s.inflation).toBe(false);
    expect(s.money[1]).toBe(50_000);
    expect(s.money[0]).toBeGreaterThanOrEqual(0);
  });

  it.each([
    ["DAG", "NSK"], ["NSK", "URA"],
  ] as const)("E03 Miners' Strike: the Labor uprising from %s goes to %s", (from, to) => {
    expect(drawEvent("E03", { uprisings: { labor: { region: from, tokens: [3, 3, 3] } } }).uprisings.labor!.region).toBe(to);
  });

  it("E03: no move into a region holding another uprising", () => {
    expect(drawEvent("E03", { uprisings: { student: { region: "NSK", tokens: [3, 3, 3] } } }).uprisings.labor!.region).toBe("DAG");
  });

  it("E04/PR16 Student Protests: the drawing player chooses Moscow or St. Petersburg", () => {
    const s = drawEvent("E04");
    expect(s.phase).toBe("production");
    expect(politika.awaiting(s)).toEqual([1]);
    expect(politika.legalMoves(s, 1)).toEqual([{ kind: "choose-region", region: "MOS" }, { kind: "choose-region", region: "SPB" }]);
    const after = play(s, 1, { kind: "choose-region", region: "SPB" });
    expect(after.uprisings.student!.region).toBe("SPB");
    expect(after.phase).toBe("movement");
    expect(after.productionCard).toBe("P01");
  });

  it("E05 Bank Collapse: the Bourgeois uprising goes to Moscow and every player loses $10,000", () => {
    const s = drawEvent("E05", { money: [5_000, 50_000, 50_000, 50_000] });
    expect(s.uprisings.bourgeois!.region).toBe("MOS");
    expect(s.money.slice(0, 1)).toEqual([0]);
    expect(s.turn.income.every((m) => m === 0 || m === 10_000 || m === 20_000)).toBe(true);
  });

  it("E06/PR16 Wage Arrears: each uprising moves one region, chosen by its largest token holder", () => {
    // Bourgeois in MUR (neighbours SPB, ARK): seat 2 holds most. Labor in DAG: only ROS is free (CHE is taken), so it goes there by itself.
    const s = drawEvent("E06", { uprisings: {
      bourgeois: { region: "MUR", tokens: [0, 2, 2] }, labor: { region: "DAG", tokens: [3, 3, 3] }, student: { region: "CHE", tokens: [1, 1, 0] },
    } });
    // Student in CHE is moved last: ROS now holds Labor, so DAG is its only way.
    const auto = play(s, 2, { kind: "choose-region", region: "ARK" });
    expect([auto.uprisings.labor!.region, auto.uprisings.student!.region, auto.phase]).toEqual(["ROS", "DAG", "movement"]);
  });

  it("E06: a tie for largest holder goes to the first in turn order from the drawer", () => {
    const s = drawEvent("E06", { uprisings: {
      bourgeois: { region: "MUR", tokens: [0, 2, 2] }, labor: { region: "DAG", tokens: [3, 3, 3] }, student: { region: "KAM", tokens: [0, 1, 3] },
    } });
    expect(politika.awaiting(s)).toEqual([2]);
    let t = play(s, 2, { kind: "choose-region", region: "ARK" });
    expect(politika.awaiting(t)).toEqual([3]);
    t = play(t, 3, { kind: "choose-region", region: "ROS" });
    // Student: seats 0, 1 and 3 hold one token each; the drawer (seat 1) comes first.
    expect(politika.awaiting(t)).toEqual([1]);
    t = play(t, 1, { kind: "choose-region", region: "PRI" });
    expect([t.uprisings.bourgeois!.region, t.uprisings.labor!.region, t.uprisings.student!.region]).toEqual(["ARK", "ROS", "PRI"]);
    expect(t.phase).toBe("movement");
  });

  it("E07 Caucasus Flare-up: the Military gets $20,000 and the event stays for a round", () => {
    const s = drawEvent("E07");
    expect(s.money[3]).toBe(50_000 + 20_000 + s.turn.income[3]!);
    expect(s.eventsInPlay).toEqual([{ card: "E07", seat: 1 }]);
  });

  it.each([
    ["E07", ["CHE", "DAG"], 0],
    ["E09", ["KHM", "YAM"], 40_000],
    ["E10", ["PRI", "KAM"], 0],
    ["E11", ["ROS", "VOL"], 0],
  ] as const)("%s for a round: %j pay %i in total", (event, regions, total) => {
    const s = { ...game({ regions: Object.fromEntries(regions.map((r) => [r, [0, 3, 3]])), uprisings: { labor: { region: "MUR", tokens: [3, 3, 3] }, bourgeois: { region: "SPB", tokens: [3, 3, 3] } } }),
      eventsInPlay: [{ card: event, seat: 1 }] };
    expect(production(s, regions as readonly RegionId[] as RegionId[])[0]).toBe(total);
    expect(production({ ...s, eventsInPlay: [] }, regions as readonly RegionId[] as RegionId[])[0]).toBe(20_000);
  });

  it("E08 Western Loan: $10,000 per token in Moscow, Reformers double", () => {
    const s = drawEvent("E08", { factions: ["reformers", "kgb", "church", "mafia"], regions: { MOS: [0, 2, 2] }, productionDeck: ["P21", "P06"] });
    expect(s.money[0]).toBe(50_000 + 20_000);
    expect(s.money[2]).toBe(50_000 + 20_000);
  });

  it("E12/PR16 Church Revival: a token of another faction where a Church representative stands turns Church; its owner picks which", () => {
    const b: Build = { factions: ["church", "kgb", "mafia", "military"], reps: [["SPB", "URA"], [null, null], [null, null], [null, null]], regions: { SPB: [0, 2, 3], URA: [2, 3, 3] } };
    const s = drawEvent("E12", b);
    expect(politika.awaiting(s)).toEqual([2]);
    const t = play(s, 2, { kind: "choose-region", region: "URA" });
    expect(t.regions.URA).toEqual([0, 3, 3]);
    const single = drawEvent("E12", { ...b, regions: { SPB: [0, 2, 3], URA: [3, 3, 3] } });
    expect(single.regions.SPB).toEqual([0, 0, 3]);
  });

  it("E13/PR16 Anti-Corruption Drive: the Mafia pays $20,000; players with more than 3 cards discard one, all at once", () => {
    const s = drawEvent("E13", { hands: [["A01", "A02", "A03", "A04"], ["A05"], ["A06", "A07", "A08", "A09", "A10"], []] });
    expect(s.money[1]).toBe(30_000 + s.turn.income[1]!);
    expect(politika.awaiting(s)).toEqual([0, 2]);
    const t = playAll(s, [[2, { kind: "discard-card", card: "A09" }], [0, { kind: "discard-card", card: "A01" }]]);
    expect(t.hands.map((h) => h.length)).toEqual([3, 1, 4, 0]);
    expect(t.actionDiscard).toEqual(["A09", "A01"]);
    expect(t.phase).toBe("movement");
  });

  it("E14/PR16 Kompromat Scandal: the player with the most tokens picks one; it becomes the drawer's", () => {
    const s = drawEvent("E14", { filler: 3, regions: { MOS: [2, 2, 2], SPB: [2, 0, 1] } });
    expect(politika.awaiting(s)).toEqual([3]);
    const t = play(s, 3, { kind: "choose-token", target: { kind: "uprising", uprising: "labor" } });
    expect(t.uprisings.labor!.tokens).toEqual([1, 3, 3]);
  });

  it("E15 Duma Session: for a round every player may make one extra challenge", () => {
    let s = drawEvent("E15", { reps: [[null, null], ["MOS", null], [null, null], [null, null]], regions: { MOS: [1, 2, 2] } });
    s = playAll(s, [[1, { kind: "end-movement" }], [1, { kind: "end-trade" }]]);
    const duma = { kind: "challenge", source: { kind: "duma", representative: 0 }, target: { kind: "region", region: "MOS" }, defender: 2, dice: 0 } as const;
    s = play(s, 1, duma);
    reject(s, 1, duma, "politika/no-duma");
    expect(s.turn.representativeChallenges).toEqual([false, false]);
  });

  it("E16/PR16 Unpaid Army: the Military may move an uprising; then every player may move one representative one region", () => {
    let s = drawEvent("E16", { reps: [["MOS", null], ["KAM", null], [null, null], [null, null]] });
    expect(politika.awaiting(s)).toEqual([3]);
    s = play(s, 3, { kind: "move-uprising", uprising: "bourgeois", to: "ARK" });
    expect(s.uprisings.bourgeois!.region).toBe("ARK");
    expect(politika.awaiting(s)).toEqual([0, 1]);
    s = play(s, 1, { kind: "move-representative", representative: 0, to: "SAK" });
    reject(s, 0, { kind: "move-representative", representative: 0, to: "KAM" }, "politika/not-an-option");
    s = play(s, 0, { kind: "pass" });
    expect(s.representatives.map((r) => r[0])).toEqual(["MOS", "SAK", null, null]);
    expect(s.phase).toBe("movement");
  });
});

describe("PR6 decks", () => {
  it("PR6: an empty production deck reshuffles its discard pile", () => {
    const all = ["P01", "P02", "P03", "P04", "P05", "P06", "P07", "P08", "P09", "P10", "P11", "P12", "P13", "P14", "P15", "P16", "P17", "P18", "P19", "P20",
      "P21", "P22", "P23", "P24", "P25", "P26", "P27", "P28", "P29", "P30"];
    const s = startTurnOf({ seat: 1, productionDeck: [], productionDiscard: all });
    expect(s.productionCard).not.toBeNull();
    expect(s.productionDeck.length + s.productionDiscard.length).toBe(30);
  });

  it("PR6: an empty event deck reshuffles its discard pile, except the events turned over this turn", () => {
    const rest = ["E03", "E04", "E05", "E06", "E07", "E08", "E09", "E10", "E11", "E12", "E13", "E14", "E15", "E16"];
    const s = startTurnOf({ seat: 1, productionDeck: ["P21", "P22", "P01"], eventDeck: ["E01"], eventDiscard: ["E02", ...rest].filter((e) => e !== "E02").concat("E02") });
    expect(s.eventsThisTurn[0]).toBe("E01");
    expect(s.eventsThisTurn).toHaveLength(2);
    expect(s.eventDeck).not.toContain("E01");
    expect(s.eventDeck.length + s.eventDiscard.length + s.eventsInPlay.length).toBe(16);
  });
});

describe("action cards played on one's own turn", () => {
  it("A45 Production boost: the next production card listing a region with one's token pays double", () => {
    let s = game({ hands: [["A45"], [], [], []], regions: { MOS: [0, 3, 3] } });
    s = play(s, 0, { kind: "play-production-boost", card: "A45" });
    s = playAll(s, [[0, { kind: "end-movement" }], [0, { kind: "end-trade" }], [0, { kind: "end-challenges" }], [0, { kind: "buy-cards", count: 0 }]]);
    expect(s.turn.income[0]).toBe(20_000);
    expect(s.productionBoosts[0]).toBe(0);
  });

  it("A52 Move uprising: any uprising one region, whatever one's influence", () => {
    const s = play(game({ hands: [["A52"], [], [], []] }), 0, { kind: "play-move-uprising", card: "A52", uprising: "bourgeois", to: "SPB" });
    expect(s.uprisings.bourgeois!.region).toBe("SPB");
    expect(s.actionDiscard).toEqual(["A52"]);
  });

  it("A55 Fast travel: one of one's representatives to any region with room", () => {
    const s0 = game({ hands: [["A55"], [], [], []], reps: [["KAM", null], ["MOS", "MOS"], ["MOS", null], [null, null]] });
    reject(s0, 0, { kind: "play-fast-travel", card: "A55", representative: 0, to: "MOS" }, "politika/region-full");
    expect(play(s0, 0, { kind: "play-fast-travel", card: "A55", representative: 0, to: "SPB" }).representatives[0]).toEqual(["SPB", null]);
    reject(s0, 0, { kind: "play-fast-travel", card: "A52", representative: 0, to: "SPB" }, "politika/not-in-hand");
  });
});
