/** A turn's phases (PR5), production and events lasting a round (PR6), movement (PR7), buying (PR13). */
import { describe, expect, it } from "vitest";
import { politika } from "../../../engine/politika/index";
import { representativeReach } from "../../../engine/politika/board";
import { game, isLegal, play, playAll, reject, startTurnOf } from "./build";

describe("PR5 the five phases", () => {
  it("PR5: production is automatic, then the current player ends movement, trade and challenges, and buying ends the turn", () => {
    let s = startTurnOf({ seat: 1 });
    expect(s.current).toBe(1);
    expect(s.phase).toBe("movement");
    expect(s.productionCard).toBe("P01");
    s = play(s, 1, { kind: "end-movement" });
    expect(s.phase).toBe("trade");
    s = play(s, 1, { kind: "end-trade" });
    expect(s.phase).toBe("challenges");
    s = play(s, 1, { kind: "end-challenges" });
    expect(s.phase).toBe("buying");
    s = play(s, 1, { kind: "buy-cards", count: 0 });
    expect([s.current, s.phase]).toEqual([2, "movement"]);
  });

  it("PR5: moves of a later phase are refused; other players are not awaited in movement", () => {
    const s = game();
    reject(s, 0, { kind: "end-trade" }, "politika/wrong-phase");
    reject(s, 1, { kind: "end-movement" }, "move/not-your-turn");
    expect(politika.awaiting(s)).toEqual([0]);
  });

  it("PR5: a round ends when play returns to the high roller; the game ends after the last round", () => {
    const s = startTurnOf({ seat: 0, round: 1 });
    expect(s.round).toBe(2);
    const end = play(game({ phase: "buying", current: 3, round: 6, regions: { MOS: [0, 0, 0] } }), 3, { kind: "buy-cards", count: 0 });
    expect(end.phase).toBe("over");
    expect(politika.result(end).finished).toBe(true);
  });
});

describe("PR6 production", () => {
  it("PR6: $10,000 per listed region where a player has a token, once however many tokens", () => {
    // P01 lists MOS, TAT, NSK.
    const s = startTurnOf({ seat: 1, regions: { MOS: [0, 0, 1], TAT: [0, 2, 2], NSK: [2, 2, 2] } });
    expect(s.turn.income).toEqual([20_000, 10_000, 20_000, 0]);
    expect(s.money).toEqual([70_000, 60_000, 70_000, 50_000]);
  });

  it("PR6: event cards drawn on the way take effect, then the next production card is turned", () => {
    const s = startTurnOf({ seat: 1, productionDeck: ["P21", "P02"], eventDeck: ["E01"], regions: { MOS: [0, 0, 0] } });
    expect(s.eventsThisTurn).toEqual(["E01"]);
    expect(s.inflation).toBe(true);
    expect(s.productionCard).toBe("P02");
    expect(s.money[0]).toBe(70_000);
  });

  it("PR6: an uprising moved to block production: the region produces nothing", () => {
    // Seat 0 holds the Student uprising's tokens and moves it into Moscow before seat 1's production of P01.
    let s = game({ regions: { MOS: [1, 1, 1] }, uprisings: { student: { region: "SPB", tokens: [0, 0, 2] } } });
    const unblocked = playAll(s, [[0, { kind: "end-movement" }], [0, { kind: "end-trade" }], [0, { kind: "end-challenges" }], [0, { kind: "buy-cards", count: 0 }]]);
    expect(unblocked.turn.income[1]).toBe(10_000);
    s = play(s, 0, { kind: "move-uprising", uprising: "student", to: "MOS" });
    s = playAll(s, [[0, { kind: "end-movement" }], [0, { kind: "end-trade" }], [0, { kind: "end-challenges" }], [0, { kind: "buy-cards", count: 0 }]]);
    expect(s.current).toBe(1);
    expect(s.productionCard).toBe("P01");
    expect(s.turn.income[1]).toBe(0);
  });

  it("PR6: an event lasting a round stays before its drawer until the start of their next turn", () => {
    let s = startTurnOf({ seat: 1, productionDeck: ["P21", "P01", "P02", "P03", "P04", "P05"], eventDeck: ["E11", "E01"] });
    expect(s.eventsInPlay).toEqual([{ card: "E11", seat: 1 }]);
    for (const seat of [1, 2, 3, 0]) {
      s = playAll(s, [[seat, { kind: "end-movement" }], [seat, { kind: "end-trade" }], [seat, { kind: "end-challenges" }], [seat, { kind: "buy-cards", count: 0 }]]);
      expect(s.eventsInPlay.length, `after seat ${seat}'s turn`).toBe(seat === 0 ? 0 : 1);
    }
    expect(s.eventDiscard).toContain("E11");
  });
});

describe("PR7 movement", () => {
  it("PR7 (rulebook example): from Kamchatka without influence, only Sakha and Primorskiy", () => {
    const s = game({ reps: [["KAM", null], [null, null], [null, null], [null, null]] });
    expect(representativeReach(s, 0, 0).sort()).toEqual(["PRI", "SAK"]);
  });

  it("PR7 (rulebook example): with influence in Kamchatka, Sakha and Primorskiy: Sakha, Primorskiy, Taymyria, Evenkia, Irkutsk or Chita", () => {
    const s = game({ reps: [["KAM", null], [null, null], [null, null], [null, null]], regions: { KAM: [0, 3, 3], SAK: [0, 3, 3], PRI: [0, 1, 1] } });
    expect(representativeReach(s, 0, 0).sort()).toEqual(["CHI", "EVE", "IRK", "PRI", "SAK", "TAY"]);
    expect(isLegal(s, 0, { kind: "move-representative", representative: 0, to: "EVE" })).toBe(true);
    reject(s, 0, { kind: "move-representative", representative: 0, to: "KRS" }, "politika/unreachable");
  });

  it("PR7/PR9: an ally's tokens open the path like one's own", () => {
    const s = game({ reps: [["KAM", null], [null, null], [null, null], [null, null]], regions: { KAM: [1, 3, 3], SAK: [1, 3, 3] }, allies: [1, 0, null, null] });
    expect(representativeReach(s, 0, 0).sort()).toEqual(["CHI", "EVE", "IRK", "PRI", "TAY"].concat("SAK").sort());
  });

  it("PR7: at most three representatives end in a region", () => {
    const s = game({ reps: [["PRI", null], ["KAM", "SAK"], ["KAM", null], ["KAM", null]] });
    expect(representativeReach(s, 0, 0)).not.toContain("KAM");
    reject(s, 0, { kind: "move-representative", representative: 0, to: "KAM" }, "politika/unreachable");
  });

  it("PR7: each representative moves once per turn", () => {
    const s = play(game({ reps: [["KAM", "MOS"], [null, null], [null, null], [null, null]] }), 0, { kind: "move-representative", representative: 0, to: "SAK" });
    reject(s, 0, { kind: "move-representative", representative: 0, to: "KAM" }, "politika/already-moved");
    expect(play(s, 0, { kind: "move-representative", representative: 1, to: "SPB" }).representatives[0]).toEqual(["SAK", "SPB"]);
  });

  it("PR7: an uprising moves one region per own token in it, never into or through another uprising, once per turn", () => {
    const s = game({ uprisings: { bourgeois: { region: "MUR", tokens: [0, 0, 3] }, labor: { region: "ARK", tokens: [3, 3, 3] }, student: { region: "DAG", tokens: [3, 3, 3] } } });
    // MUR → SPB → MOS in two steps; ARK holds the Labor uprising and cannot be crossed.
    expect(isLegal(s, 0, { kind: "move-uprising", uprising: "bourgeois", to: "MOS" })).toBe(true);
    reject(s, 0, { kind: "move-uprising", uprising: "bourgeois", to: "ARK" }, "politika/unreachable");
    reject(s, 0, { kind: "move-uprising", uprising: "bourgeois", to: "VOL" }, "politika/unreachable");
    reject(s, 0, { kind: "move-uprising", uprising: "labor", to: "VOL" }, "politika/no-influence");
    const moved = play(s, 0, { kind: "move-uprising", uprising: "bourgeois", to: "SPB" });
    reject(moved, 0, { kind: "move-uprising", uprising: "bourgeois", to: "MOS" }, "politika/already-moved");
  });
});

describe("PR13 buying", () => {
  it("PR13: any number of cards at $20,000, zero allowed; not more than one can pay for", () => {
    const s = game({ phase: "buying", money: [50_000, 0, 0, 0] });
    reject(s, 0, { kind: "buy-cards", count: 3 }, "politika/not-enough-money");
    const after = play(s, 0, { kind: "buy-cards", count: 2 });
    expect(after.hands[0]).toHaveLength(2);
    expect(after.money[0]).toBe(10_000);
  });

  it("PR13: the action deck reshuffles its discard pile when empty", () => {
    const all = politika.setup({ seats: 4, options: { rounds: 6, factions: "random" }, seed: "x" }).actionDeck;
    const s = game({ phase: "buying", hands: [all.slice(0, 54), [], [], []], actionDiscard: all.slice(55) });
    expect(s.actionDeck).toHaveLength(1);
    const after = play(s, 0, { kind: "buy-cards", count: 2 });
    expect(after.hands[0]).toHaveLength(56);
    reject(game({ phase: "buying", hands: [all, [], [], []] }), 0, { kind: "buy-cards", count: 1 }, "politika/deck-empty");
  });
});
