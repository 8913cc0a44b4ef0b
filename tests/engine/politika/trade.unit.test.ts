/** Trade as offers answered out of turn (PR8) and alliances (PR9). */
import { describe, expect, it } from "vitest";
import { politika } from "../../../engine/politika/index";
import type { Move } from "../../../engine/politika/moves";
import { game, play, reject } from "./build";

const trade = (to: number, give: Partial<{ money: number; cards: string[]; token: "MOS" | "SPB" | null }>, get: Partial<{ money: number; cards: number; token: "MOS" | "SPB" | null }>): Move =>
  ({ kind: "offer-trade", to, give: { money: 0, cards: [], token: null, ...give }, get: { money: 0, cards: 0, token: null, ...get } });

describe("PR8 trade", () => {
  const base = () => game({ phase: "trade", hands: [["A31"], ["A38", "A49"], [], []], regions: { MOS: [0, 1, 2], SPB: [1, 1, 3] } });

  it("PR8: every player may offer during the trading phase; all are awaited until they pass", () => {
    const s = base();
    expect(politika.awaiting(s)).toEqual([0, 1, 2, 3]);
    const passed = play(s, 2, { kind: "pass" });
    expect(politika.awaiting(passed)).toEqual([0, 1, 3]);
    reject(passed, 2, trade(0, { money: 10_000 }, {}), "move/not-your-turn");
  });

  it("PR8: money for a card of the receiver's choice; the receiver answers out of turn", () => {
    let s = play(base(), 0, trade(1, { money: 20_000 }, { cards: 1 }));
    expect(s.offers).toHaveLength(1);
    s = play(s, 2, { kind: "pass" });
    s = play(s, 3, { kind: "pass" });
    expect(politika.awaiting(s)).toEqual([0, 1]);
    reject(s, 1, { kind: "accept-offer", offer: 1, cards: ["A31"] }, "politika/bad-cards");
    s = play(s, 1, { kind: "accept-offer", offer: 1, cards: ["A49"] });
    expect(s.money).toEqual([30_000, 70_000, 50_000, 50_000]);
    expect(s.hands[0]).toEqual(["A31", "A49"]);
    expect(s.hands[1]).toEqual(["A38"]);
    expect(s.offers).toEqual([]);
  });

  it("PR8: another player offers the current player; offers between two other players are refused", () => {
    let s = play(base(), 1, trade(0, { cards: ["A38"] }, { money: 20_000 }));
    s = play(s, 0, { kind: "accept-offer", offer: 1, cards: [] });
    expect(s.hands[0]).toEqual(["A31", "A38"]);
    reject(base(), 1, trade(2, { money: 10_000 }, {}), "politika/not-with-current");
  });

  it("PR8: at most one influence token changes colour by trade per turn", () => {
    reject(base(), 0, trade(1, { token: "MOS" }, { token: "SPB" }), "politika/one-token");
    let s = play(base(), 0, trade(1, { token: "MOS" }, { money: 30_000 }));
    s = play(s, 0, trade(2, { money: 30_000 }, { token: "MOS" }));
    s = play(s, 1, { kind: "accept-offer", offer: 1, cards: [] });
    expect(s.regions.MOS).toEqual([1, 1, 2]);
    expect(s.money[0]).toBe(80_000);
    reject(s, 2, { kind: "accept-offer", offer: 2, cards: [] }, "politika/offer-impossible");
    reject(s, 0, trade(3, { token: "SPB" }, {}), "politika/offer-impossible");
  });

  it("PR8 (safety valve): at most five offers per player per turn", () => {
    let s = base();
    for (let i = 0; i < 5; i++) s = play(s, 0, trade(1, { money: 1_000 }, {}));
    reject(s, 0, trade(1, { money: 1_000 }, {}), "politika/too-many-offers");
  });

  it("PR8: an offer of cards its maker no longer holds is withdrawn", () => {
    let s = play(base(), 1, trade(0, { cards: ["A38"] }, { money: 20_000 }));
    s = play(s, 0, trade(1, { money: 20_000 }, { cards: 1 }));
    s = play(s, 1, { kind: "accept-offer", offer: 2, cards: ["A38"] });
    expect(s.offers).toEqual([]);
  });

  it("PR8: an offer is checked again on acceptance", () => {
    let s = play(base(), 0, trade(1, { money: 50_000 }, {}));
    s = play(s, 0, trade(2, { money: 50_000 }, {}));
    s = play(s, 1, { kind: "accept-offer", offer: 1, cards: [] });
    reject(s, 2, { kind: "accept-offer", offer: 2, cards: [] }, "politika/offer-impossible");
  });

  it("PR8: the receiver may decline, the maker may withdraw (even when done offering), ending trade withdraws the rest", () => {
    let s = play(base(), 0, trade(1, { money: 10_000 }, {}));
    s = play(s, 1, { kind: "decline-offer", offer: 1 });
    expect(s.offers).toEqual([]);
    s = play(s, 2, trade(0, { money: 10_000 }, {}));
    s = play(s, 2, { kind: "pass" });
    expect(politika.awaiting(s)).not.toContain(2);
    const withdrawn = play(s, 2, { kind: "withdraw-offer", offer: 2 });
    expect(withdrawn.offers).toEqual([]);
    const ended = play(s, 0, { kind: "end-trade" });
    expect([ended.offers, ended.phase]).toEqual([[], "challenges"]);
  });
});

describe("PR9 alliances", () => {
  it("PR9: an alliance is proposed and accepted like a trade", () => {
    let s = play(game({ phase: "trade" }), 0, { kind: "offer-alliance", to: 2 });
    s = play(s, 2, { kind: "accept-offer", offer: 1, cards: [] });
    expect(s.allies).toEqual([2, null, 0, null]);
  });

  it("PR9: any two players may ally during the trading phase", () => {
    let s = play(game({ phase: "trade" }), 2, { kind: "offer-alliance", to: 3 });
    expect(politika.awaiting(s)).toContain(3);
    s = play(s, 3, { kind: "accept-offer", offer: 1, cards: [] });
    expect(s.allies).toEqual([null, null, 3, 2]);
  });

  it("PR9: forming another alliance breaks both players' old ones", () => {
    let s = play(game({ phase: "trade", allies: [1, 0, 3, 2] }), 0, { kind: "offer-alliance", to: 2 });
    s = play(s, 2, { kind: "accept-offer", offer: 1, cards: [] });
    expect(s.allies).toEqual([2, null, 0, null]);
  });
});
