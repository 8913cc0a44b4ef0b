/**
 * Trade (PR8) and alliances (PR9) as an asynchronous procedure: the current player and the
 * receivers of pending offers are awaited; every other player may offer without being awaited.
 */
import { describe, expect, it } from "vitest";
import { politika } from "../../../engine/politika/index";
import type { Move } from "../../../engine/politika/moves";
import { game, isLegal, play, playAll, reject } from "./build";

const trade = (to: number, give: Partial<{ money: number; cards: string[]; token: "MOS" | "SPB" | null }>, get: Partial<{ money: number; cards: number; token: "MOS" | "SPB" | null }>): Move =>
  ({ kind: "offer-trade", to, give: { money: 0, cards: [], token: null, ...give }, get: { money: 0, cards: 0, token: null, ...get } });

describe("PR8 trade", () => {
  const base = () => game({ phase: "trade", hands: [["A31"], ["A38", "A49"], [], []], regions: { MOS: [0, 1, 2], SPB: [1, 1, 3] } });

  it("PR8: only the current player is awaited when trading starts; the others have optional offers and no pass", () => {
    const s = play(game({ hands: [["A31"], ["A38", "A49"], [], []], regions: { MOS: [0, 1, 2], SPB: [1, 1, 3] } }), 0, { kind: "end-movement" });
    expect(s.phase).toBe("trade");
    expect(politika.awaiting(s)).toEqual([0]);
    for (const seat of [1, 2, 3]) {
      const kinds = new Set(politika.legalMoves(s, seat).map((m) => m.kind));
      expect(kinds, `seat ${seat}`).toEqual(new Set(["offer-trade", "offer-alliance"]));
    }
    expect(isLegal(s, 2, trade(0, { token: "MOS" }, { money: 30_000 }))).toBe(true);
    expect(politika.legalMoves(s, 0).at(-1)).toEqual({ kind: "end-trade" });
    reject(s, 2, { kind: "pass" }, "move/not-your-turn");
    reject(s, 0, { kind: "pass" }, "politika/wrong-phase");
  });

  it("PR8: a player who is not awaited offers to the current player; the current player stays awaited and nobody else becomes awaited", () => {
    const s = play(base(), 2, trade(0, { token: "MOS" }, { money: 30_000 }));
    expect(s.offers).toMatchObject([{ id: 1, maker: 2, receiver: 0 }]);
    expect(politika.awaiting(s)).toEqual([0]);
    expect(politika.view(s, 3).awaiting).toEqual([{ seat: 0, for: "trade and alliances, then end trading" }]);
    expect(politika.legalMoves(s, 2)).toEqual([{ kind: "withdraw-offer", offer: 1 }]);
    expect(isLegal(s, 0, { kind: "accept-offer", offer: 1, cards: [] })).toBe(true);
    const accepted = play(s, 0, { kind: "accept-offer", offer: 1, cards: [] });
    expect([accepted.regions.MOS, accepted.money[0], accepted.money[2]]).toEqual([[0, 0, 1], 20_000, 80_000]);
    expect(politika.awaiting(accepted)).toEqual([0]);
  });

  it("PR8: the receiver of the current player's offer is awaited for the answer, nobody else; it answers out of turn", () => {
    let s = play(base(), 0, trade(1, { money: 20_000 }, { cards: 1 }));
    expect(politika.awaiting(s)).toEqual([0, 1]);
    expect(politika.view(s, 1).awaiting).toEqual([{ seat: 0, for: "trade and alliances, then end trading" }, { seat: 1, for: "answer an offer" }]);
    reject(s, 1, { kind: "accept-offer", offer: 1, cards: ["A31"] }, "politika/bad-cards");
    reject(s, 2, { kind: "accept-offer", offer: 1, cards: [] }, "politika/no-offer");
    s = play(s, 1, { kind: "accept-offer", offer: 1, cards: ["A49"] });
    expect(s.money).toEqual([30_000, 70_000, 50_000, 50_000]);
    expect(s.hands[0]).toEqual(["A31", "A49"]);
    expect(s.hands[1]).toEqual(["A38"]);
    expect(s.offers).toEqual([]);
    expect(politika.awaiting(s)).toEqual([0]);
  });

  it("PR8: trade offers between two other players are refused", () => {
    reject(base(), 1, trade(2, { money: 10_000 }, {}), "politika/not-with-current");
    expect(politika.legalMoves(base(), 1).some((m) => m.kind === "offer-trade" && m.to !== 0)).toBe(false);
  });

  it("PR8: only the current player ends trading or uses own-turn abilities during trade", () => {
    const s = base();
    reject(s, 2, { kind: "end-trade" }, "move/not-your-turn");
    reject(s, 1, { kind: "mafia-take", target: 0 }, "move/not-your-turn");
    reject(s, 3, { kind: "end-movement" }, "move/not-your-turn");
    expect(play(s, 0, { kind: "kgb-look", target: 1 }).turn.kgbUsed).toBe(true);
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

  it.each([
    ["the current player", 0, 1],
    ["a player who is not awaited", 2, 0],
  ])("PR8 (safety valve): at most five offers per player per turn, for %s", (_who, maker, to) => {
    let s = base();
    for (let i = 0; i < 5; i++) s = play(s, maker, trade(to, { money: 1_000 }, {}));
    reject(s, maker, trade(to, { money: 1_000 }, {}), "politika/too-many-offers");
    s = playAll(s, s.offers.map((o) => [maker, { kind: "withdraw-offer", offer: o.id }] as const));
    expect(s.offers).toEqual([]);
    reject(s, maker, trade(to, { money: 1_000 }, {}), "politika/too-many-offers");
    expect(politika.legalMoves(s, maker).some((m) => m.kind === "offer-trade" || m.kind === "offer-alliance")).toBe(false);
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

  it("PR8: the receiver may decline; a maker who is not awaited may withdraw (listed as its legal move); others may not", () => {
    let s = play(base(), 0, trade(1, { money: 10_000 }, {}));
    s = play(s, 1, { kind: "decline-offer", offer: 1 });
    expect(s.offers).toEqual([]);
    s = play(s, 2, trade(0, { money: 10_000 }, {}));
    expect(politika.awaiting(s)).toEqual([0]);
    expect(isLegal(s, 2, { kind: "withdraw-offer", offer: 2 })).toBe(true);
    reject(s, 0, { kind: "withdraw-offer", offer: 2 }, "politika/no-offer");
    reject(s, 3, { kind: "decline-offer", offer: 2 }, "politika/no-offer");
    const withdrawn = play(s, 2, { kind: "withdraw-offer", offer: 2 });
    expect([withdrawn.offers, politika.legalMoves(withdrawn, 2)]).toEqual([[], []]);
  });

  it("PR8: ending the trading phase withdraws pending offers; then nobody else may offer or answer", () => {
    let s = play(base(), 0, trade(1, { money: 10_000 }, {}));
    s = play(s, 3, trade(0, { money: 10_000 }, {}));
    expect(politika.awaiting(s)).toEqual([0, 1]);
    const ended = play(s, 0, { kind: "end-trade" });
    expect([ended.offers, ended.phase, politika.awaiting(ended)]).toEqual([[], "challenges", [0]]);
    for (const seat of [1, 2, 3]) expect(politika.legalMoves(ended, seat)).toEqual([]);
    reject(ended, 2, trade(0, { money: 10_000 }, {}), "move/not-your-turn");
    reject(ended, 1, { kind: "accept-offer", offer: 1, cards: [] }, "move/not-your-turn");
  });

  it("PR8: outside the trading phase, players who are not awaited have no moves", () => {
    const s = game({ hands: [["A31"], ["A38"], [], []] });
    for (const seat of [1, 2, 3]) expect(politika.legalMoves(s, seat)).toEqual([]);
    reject(s, 1, trade(0, { money: 10_000 }, {}), "move/not-your-turn");
    reject(s, 1, { kind: "offer-alliance", to: 0 }, "move/not-your-turn");
  });
});

describe("PR9 alliances", () => {
  it("PR9: an alliance is proposed and accepted like a trade", () => {
    let s = play(game({ phase: "trade" }), 0, { kind: "offer-alliance", to: 2 });
    expect(politika.awaiting(s)).toEqual([0, 2]);
    s = play(s, 2, { kind: "accept-offer", offer: 1, cards: [] });
    expect(s.allies).toEqual([2, null, 0, null]);
    expect(politika.awaiting(s)).toEqual([0]);
  });

  it("PR9: a player who is not awaited proposes an alliance to the current player, who answers", () => {
    let s = play(game({ phase: "trade" }), 3, { kind: "offer-alliance", to: 0 });
    expect(politika.awaiting(s)).toEqual([0]);
    s = play(s, 0, { kind: "accept-offer", offer: 1, cards: [] });
    expect(s.allies).toEqual([3, null, null, 0]);
  });

  it("PR9: any two players may ally during the trading phase; only the receiver becomes awaited", () => {
    let s = play(game({ phase: "trade" }), 2, { kind: "offer-alliance", to: 3 });
    expect(politika.awaiting(s)).toEqual([0, 3]);
    expect(isLegal(s, 3, { kind: "decline-offer", offer: 1 })).toBe(true);
    s = play(s, 3, { kind: "accept-offer", offer: 1, cards: [] });
    expect(s.allies).toEqual([null, null, 3, 2]);
    expect(politika.awaiting(s)).toEqual([0]);
  });

  it("PR9: forming another alliance breaks both players' old ones", () => {
    let s = play(game({ phase: "trade", allies: [1, 0, 3, 2] }), 0, { kind: "offer-alliance", to: 2 });
    s = play(s, 2, { kind: "accept-offer", offer: 1, cards: [] });
    expect(s.allies).toEqual([2, null, 0, null]);
  });

  it("PR9: allies may not propose to each other again", () => {
    const s = game({ phase: "trade", allies: [null, 2, 1, null] });
    reject(s, 1, { kind: "offer-alliance", to: 2 }, "politika/already-allied");
    expect(isLegal(s, 1, { kind: "offer-alliance", to: 2 })).toBe(false);
    expect(isLegal(s, 1, { kind: "offer-alliance", to: 3 })).toBe(true);
  });
});
