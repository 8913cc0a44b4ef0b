/**
 * web/games/politika/moves.ts on small hand-made views: offers in words, the move an offer draft
 * stands for, each refusal of a draft, dice and card purchases with their limits. (The choices
 * on real engine states are in ./moves.unit.test.ts.)
 */
import { describe, expect, it } from "vitest";
import type { PolitikaView } from "@backroom/engine/politika/index";
import type { LegalMove } from "../../../../web/lib/api";
import {
  buyLimit, buyProblems, challengeCandidates, challengeMove, challengeOptions, challengeSourceText, challengeTargetText, EMPTY_OFFER, money, offerChoices, offerMove, offerPreview, offerProblems, offerText, schemaProblems, tokenRegions,
  type OfferChoices,
} from "../../../../web/games/politika/moves";

const names = ["Ann", "Bob", "Cy"];
const card = (id: string, name: string) => ({ id, name, kind: "action", region: null });
/** Ann (seat 0) holds two cards and tokens in Moscow and Murmansk; Bob has one card and a Moscow token. */
const view = {
  phase: "trade",
  current: 0,
  seats: [
    { seat: 0, money: 50_000, actionCards: 2 },
    { seat: 1, money: 20_000, actionCards: 1 },
    { seat: 2, money: 0, actionCards: 12 },
  ],
  regions: [
    { id: "MOS", tokens: [0, 1] },
    { id: "SPB", tokens: [] },
    { id: "MUR", tokens: [0] },
  ],
  hand: [card("A1", "Propaganda"), card("A2", "Bribery")],
  alliances: [[0, 2]],
  offersMadeThisTurn: [0, 0, 0],
  tokenTradedThisTurn: false,
  decks: { action: 3, actionDiscard: ["x", "y"] },
} as unknown as PolitikaView;
const choices: OfferChoices = { tradeParties: [1, 2], allianceParties: [1], myMoney: 50_000, myCards: [{ id: "A1", name: "Propaganda" }, { id: "A2", name: "Bribery" }], myTokens: ["MOS", "MUR"], tokenTradeOpen: true };
const draft = (d: Partial<typeof EMPTY_OFFER>) => ({ ...EMPTY_OFFER, to: 1, ...d });
const legal = (...kinds: string[]) => kinds.map((kind) => ({ move: { kind }, label: kind }) as unknown as LegalMove);

describe("words", () => {
  it("money in dollars with thousands separators", () => {
    expect(money(1_250_000)).toBe("$1,250,000");
    expect(money(0)).toBe("$0");
  });

  it("an offer as the viewer may know it: card names only when shown, counts otherwise", () => {
    expect(offerText({ kind: "alliance", id: 1, maker: 0, receiver: 2 }, names)).toBe("Ann offers Cy an alliance");
    const trade = { kind: "trade", id: 2, maker: 1, receiver: 0, give: { money: 30_000, cardCount: 2, cards: null, cardIds: null, token: "MOS" }, get: { money: 10_000, cards: 1, token: "SPB" } } as const;
    expect(offerText(trade, names)).toBe("Bob offers Ann $30,000, 2 cards, Bob's token in Moscow (it becomes Ann's) for $10,000, 1 card, Ann's token in St. Petersburg (it becomes Bob's)");
    expect(offerText({ ...trade, give: { ...trade.give, money: 0, cardCount: 1, cards: [{ kind: "action", region: null, name: "Bribery" }] as never, token: null }, get: { money: 0, cards: 2, token: null } }, names))
      .toBe("Bob offers Ann Bribery for 2 cards");
    expect(offerText({ ...trade, give: { money: 0, cardCount: 0, cards: null, cardIds: null, token: null }, get: { money: 0, cards: 0, token: null } }, names)).toBe("Bob offers Ann nothing for nothing");
  });

  it("a draft previewed in those words, with the names of the cards offered", () => {
    expect(offerPreview({ ...EMPTY_OFFER }, view, 0, names)).toBeNull();
    expect(offerPreview(draft({ alliance: true }), view, 0, names)).toBe("Ann offers Bob an alliance");
    expect(offerPreview(draft({ giveCards: ["A2", "A9"], getMoney: 20_000 }), view, 0, names)).toBe("Ann offers Bob Bribery for $20,000");
    expect(offerPreview(draft({ giveMoney: 10_000 }), { ...view, hand: null } as unknown as PolitikaView, 0, names)).toBe("Ann offers Bob $10,000 for nothing");
  });
});

describe("offers", () => {
  it("tokens by region for a seat", () => {
    expect(tokenRegions(view, 0)).toEqual(["MOS", "MUR"]);
    expect(tokenRegions(view, 2)).toEqual([]);
  });

  it("choices read the viewer's money, cards, tokens and whether a token may still change hands", () => {
    const c = offerChoices(view, 0, [])!;
    expect(c).toEqual({ tradeParties: [1, 2], allianceParties: [1], myMoney: 50_000, myCards: [{ id: "A1", name: "Propaganda" }, { id: "A2", name: "Bribery" }], myTokens: ["MOS", "MUR"], tokenTradeOpen: true });
    expect(offerChoices({ ...view, tokenTradedThisTurn: true }, 0, [])!.tokenTradeOpen).toBe(false);
    const bob = offerChoices({ ...view, hand: null } as unknown as PolitikaView, 1, [])!;
    expect(bob).toMatchObject({ tradeParties: [0], allianceParties: [0, 2], myMoney: 20_000, myCards: [], myTokens: ["MOS"] });
    // Listed offers name the parties; a listed alliance alone limits alliances to those listed.
    const listed = [{ move: { kind: "offer-alliance", to: 2 }, label: "" }, { move: { kind: "offer-trade", to: 2 }, label: "" }] as unknown as LegalMove[];
    expect(offerChoices({ ...view, phase: "movement" } as unknown as PolitikaView, 1, listed)).toMatchObject({ tradeParties: [0, 2], allianceParties: [2] });
    expect(offerChoices({ ...view, phase: "movement" } as unknown as PolitikaView, 1, [{ move: { kind: "offer-trade", to: 0 }, label: "" }] as unknown as LegalMove[]))
      .toMatchObject({ tradeParties: [0], allianceParties: [] });
    expect(offerChoices(view, 9, [])!.myMoney).toBe(0);
  });

  it("the move a draft stands for", () => {
    expect(offerMove(EMPTY_OFFER)).toBeNull();
    expect(offerMove(draft({ alliance: true, giveMoney: 10_000 }))).toEqual({ kind: "offer-alliance", to: 1 });
    expect(offerMove(draft({ giveMoney: 10_000, giveCards: ["A1"], giveToken: "MOS", getMoney: 20_000, getCards: 1, getToken: null }))).toEqual({
      kind: "offer-trade", to: 1, give: { money: 10_000, cards: ["A1"], token: "MOS" }, get: { money: 20_000, cards: 1, token: null },
    });
  });

  it("a good offer has no problems; an alliance only to those allowed", () => {
    expect(offerProblems(draft({ giveMoney: 50_000, getMoney: 20_000, getCards: 1, giveCards: ["A1", "A2"], giveToken: "MUR" }), choices, view, names)).toEqual([]);
    expect(offerProblems(draft({ getToken: "MOS" }), choices, view, names)).toEqual([]);
    expect(offerProblems(draft({ to: 2, getCards: 10 }), choices, view, names)).toEqual([]);
    expect(offerProblems(draft({ alliance: true }), choices, view, names)).toEqual([]);
    expect(offerProblems(draft({ alliance: true, to: 2 }), choices, view, names)).toEqual(["You cannot propose an alliance to Cy now."]);
    expect(offerProblems({ ...EMPTY_OFFER }, choices, view, names)).toEqual(["Choose who the offer is for."]);
  });

  it("names each problem of a trade", () => {
    const p = (d: Partial<typeof EMPTY_OFFER>, c: OfferChoices = choices) => offerProblems(draft(d), c, view, names);
    expect(p({ getMoney: -10_000 })).toEqual(["The money you ask for must be a whole number of $10,000 steps."]);
    expect(p({ getMoney: 10_000.5 })).toContain("The money you ask for must be a whole number of $10,000 steps.");
    expect(p({ giveMoney: 60_000 })).toEqual(["You cannot give $60,000: you have only $50,000."]);
    expect(p({ getMoney: 30_000 })).toEqual(["Bob has only $20,000."]);
    expect(p({ getCards: -1 })).toEqual(["Ask for a whole number of cards."]);
    expect(p({ getCards: 1.5 })).toEqual(["Ask for a whole number of cards."]);
    expect(p({ getCards: 2 })).toEqual(["Bob holds only 1 card."]);
    expect(p({ to: 2, getCards: 11 })).toEqual(["Cy holds only 12 cards (at most 10 per offer)."]);
    expect(offerProblems(draft({ getCards: 3 }), choices, { ...view, seats: [view.seats[0], { seat: 1, money: 0, actionCards: 2 }] } as unknown as PolitikaView, names)).toEqual(["Bob holds only 2 cards."]);
    const eleven = Array.from({ length: 11 }, (_, i) => `A${i}`);
    expect(p({ giveCards: eleven }, { ...choices, myCards: eleven.map((id) => ({ id, name: id })) })).toEqual(["Offer at most 10 cards."]);
    expect(p({ giveCards: ["A1", "A1"] })).toEqual(["Offer only cards you hold, each once."]);
    expect(p({ giveCards: ["A3"] })).toEqual(["Offer only cards you hold, each once."]);
    expect(p({ giveToken: "MOS", getToken: "MOS" })).toEqual(["At most one influence token changes by trade per turn: give one or ask for one."]);
    expect(p({ giveToken: "MOS" }, { ...choices, tokenTradeOpen: false })).toEqual(["An influence token has already changed by trade this turn."]);
    expect(p({ getToken: "MOS" }, { ...choices, tokenTradeOpen: false })).toEqual(["An influence token has already changed by trade this turn."]);
    expect(p({ giveToken: "SPB" })).toEqual(["You have no token in St. Petersburg."]);
    expect(p({ getToken: "MUR" })).toEqual(["Bob has no token in Murmansk."]);
    expect(p({})).toEqual(["An offer must give or ask for something."]);
    expect(p({ to: 0, giveMoney: 10_000 }, { ...choices, tradeParties: [1] })).toEqual(["Trade offers are made to or by the player whose turn it is."]);
    // A seat the view does not know: only the checks that need no seat apply.
    const unknownSeat = offerProblems(draft({ to: 7, getMoney: 10_000, getCards: 1 }), { ...choices, tradeParties: [7] }, view, names);
    expect(unknownSeat.filter((x) => /has only|holds only/.test(x))).toEqual([]);
  });
});

describe("challenge dice and card purchases", () => {
  const base = { kind: "challenge", source: { kind: "representative", representative: 0 }, target: { kind: "region", region: "MOS" }, defender: 1, dice: 0 } as const;
  const listed = (dice: number): LegalMove => ({ move: { ...base, dice }, label: `Challenge Bob in Moscow with representative 1, buying ${dice} dice ($${dice * 20},000)` }) as unknown as LegalMove;

  it("groups listed challenges and strips the dice from their labels", () => {
    const [o, ...rest] = challengeOptions([listed(0), listed(1), listed(2), ...legal("end-challenges")], 40_000);
    expect(rest).toEqual([]);
    expect(o).toEqual({ key: JSON.stringify(base), base, label: "Challenge Bob in Moscow with representative 1", maxDice: 2 });
    expect(challengeOptions([listed(0), listed(1), listed(2), listed(3), listed(4), listed(5)], 2_000_000)[0]!.maxDice).toBe(50);
    expect(challengeOptions([listed(0)], 100_000)[0]!.maxDice).toBe(0);
    expect(challengeOptions([listed(0), listed(1)], 100_000)[0]!.maxDice).toBe(1);
  });

  it("builds the challenge with the dice chosen; the candidates run from 0 to the most each challenge may buy", () => {
    const [o] = challengeOptions([listed(0), listed(1), listed(2)], 40_000);
    expect(challengeMove(o!, 2)).toEqual({ ...base, dice: 2 });
    expect(challengeCandidates([listed(0), listed(1), listed(2), ...legal("end-challenges")], 40_000)).toEqual([0, 1, 2].map((dice) => ({ ...base, dice })));
    expect(challengeCandidates([listed(0)], 100_000)).toEqual([base]);
    expect(challengeCandidates(legal("end-challenges"), 100_000)).toEqual([]);
    expect(challengeCandidates([0, 1, 2, 3, 4, 5].map(listed), 140_000).map((c) => c.dice)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it("names a challenge's source and target as the engine and the board do", () => {
    const v = { ...view, seats: [{ seat: 0, money: 0, actionCards: 0, representatives: ["MOS", null] }], hand: [{ id: "a7", kind: "free-challenge", region: "TAT", name: "Free challenge: Tatarstan" }] } as unknown as PolitikaView;
    expect(challengeSourceText(v, 0, { kind: "representative", representative: 0 })).toBe("your representative in Moscow");
    expect(challengeSourceText(v, 0, { kind: "representative", representative: 1 })).toBe("your representative");
    expect(challengeSourceText(v, 0, { kind: "communists", representative: 0 })).toBe("the Communists' extra challenge (your representative in Moscow)");
    expect(challengeSourceText(v, 0, { kind: "duma", representative: 0 })).toBe("the Duma Session's extra challenge (your representative in Moscow)");
    expect(challengeSourceText(v, 0, { kind: "card", card: "a7" })).toBe("Free challenge: Tatarstan");
    expect(challengeSourceText(v, 0, { kind: "card", card: "a9" })).toBe("a9");
    expect(challengeTargetText(["Ann", "Bob"], { kind: "region", region: "MOS" }, 1)).toBe("Bob's token in Moscow");
    expect(challengeTargetText(["Ann", "Bob"], { kind: "uprising", uprising: "student" }, 0)).toBe("Ann's token in the Student uprising");
  });

  it("buys only when buying is listed, at most what money and the decks allow", () => {
    expect(buyLimit(view, 0, legal("pass"))).toBeNull();
    expect(buyLimit(view, 0, legal("pass", "buy-cards"))).toBe(2); // $50,000 buys 2 at $20,000
    expect(buyLimit({ ...view, seats: [{ seat: 0, money: 10_000_000, actionCards: 0 }] } as unknown as PolitikaView, 0, legal("buy-cards"))).toBe(5); // 3 + 2 discarded
    expect(buyLimit({ ...view, seats: [{ seat: 0, money: 10_000_000, actionCards: 0 }], decks: { action: 100, actionDiscard: [] } } as unknown as PolitikaView, 0, legal("buy-cards"))).toBe(56);
    expect(buyLimit(view, 9, legal("buy-cards"))).toBe(0);
    expect(buyProblems(2, 2, view, 0)).toEqual([]);
    expect(buyProblems(0, 0, view, 9)).toEqual([]);
    expect(buyProblems(-1, 2, view, 0)).toEqual(["Buy a whole number of cards."]);
    expect(buyProblems(1.5, 2, view, 0)).toEqual(["Buy a whole number of cards."]);
    expect(buyProblems(3, 5, view, 0)).toEqual(["3 cards cost $60,000: you have only $50,000."]);
    expect(buyProblems(1, 5, view, 9)).toEqual(["1 card costs $20,000: you have only $0."]);
    expect(buyProblems(2, 1, view, 0)).toEqual(["There are only 1 card to buy."]);
    expect(buyProblems(2, 0, view, 0)).toEqual(["There are only 0 cards to buy."]);
    expect(buyProblems(57, 100, { ...view, seats: [{ seat: 0, money: 10_000_000, actionCards: 0 }] } as unknown as PolitikaView, 0)).toHaveLength(1);
  });
});

describe("edges the forms rely on", () => {
  it("names every card offered, comma-separated, to the parties", () => {
    const cards = [{ kind: "action", region: null, name: "Propaganda" }, { kind: "action", region: null, name: "Bribery" }];
    expect(offerText({ kind: "trade", id: 3, maker: 1, receiver: 0, give: { money: 0, cardCount: 2, cards, cardIds: null, token: null }, get: { money: 0, cards: 0, token: null } } as never, names))
      .toBe("Bob offers Ann Propaganda, Bribery for nothing");
  });

  it("says which part of a move is malformed, or 'move' when the whole of it is", () => {
    expect(schemaProblems({ kind: "offer-alliance", to: 1 })).toEqual([]);
    expect(schemaProblems({ kind: "offer-trade", to: 1, give: { money: 0, cards: [], token: null }, get: { money: 0, cards: "x", token: null } }))
      .toEqual(["The move is malformed (get.cards: Invalid input)."]);
    expect(schemaProblems(null)).toEqual(["The move is malformed (move: Invalid input)."]);
    // A trade that passes every check of the form is still judged by the move's schema.
    expect(offerProblems(draft({ to: -1, giveMoney: 10_000 }), { ...choices, tradeParties: [-1] }, view, names)).toEqual(["The move is malformed (to: Invalid input)."]);
  });

  it("only offers among the legal moves open the offer form outside trading", () => {
    const moving = { ...view, phase: "movement" } as unknown as PolitikaView;
    expect(offerChoices(moving, 1, legal("pass", "challenge"))).toBeNull();
    expect(offerChoices(moving, 1, [{ move: null, label: "" }] as unknown as LegalMove[])).toBeNull();
  });

  it("an alliance is not offered to the current ally, whichever way round it is recorded", () => {
    expect(offerChoices({ ...view, alliances: [[2, 0]] } as unknown as PolitikaView, 0, [])!.allianceParties).toEqual([1]);
    expect(offerChoices({ ...view, alliances: [[1, 2]] } as unknown as PolitikaView, 0, [])!.allianceParties).toEqual([1, 2]);
  });

  it("ten cards are the most one offer holds, and the per-offer limit is named only above it", () => {
    const ten = Array.from({ length: 10 }, (_, i) => `A${i}`);
    expect(offerProblems(draft({ giveCards: ten }), { ...choices, myCards: ten.map((id) => ({ id, name: id })) }, view, names)).toEqual([]);
    const cyTen = { ...view, seats: [view.seats[0], view.seats[1], { seat: 2, money: 0, actionCards: 10 }] } as unknown as PolitikaView;
    expect(offerProblems(draft({ to: 2, getCards: 11 }), choices, cyTen, names)).toEqual(["Cy holds only 10 cards."]);
  });

  it("a closed token trade refuses only offers that move a token", () => {
    expect(offerProblems(draft({ giveMoney: 10_000 }), { ...choices, tokenTradeOpen: false }, view, names)).toEqual([]);
  });

  it("groups challenges listed in any order under their largest purchase, whatever the label's wording", () => {
    const base = { kind: "challenge", source: { kind: "representative", representative: 0 }, target: { kind: "region", region: "MOS" }, defender: 1, dice: 0 } as const;
    const at = (dice: number, label: string) => ({ move: { ...base, dice }, label }) as unknown as LegalMove;
    const [o] = challengeOptions([at(2, "Challenge Bob, buying 2 dice ($40,000)"), at(1, "Challenge Bob buying 1 die ($20,000)"), at(0, "Challenge Bob")], 40_000);
    expect(o).toMatchObject({ label: "Challenge Bob", maxDice: 2 });
    expect(challengeOptions([at(12, "Challenge Bob buying 12 die ($240,000)")], 10_000_000)[0]!.label).toBe("Challenge Bob");
    // Only a purchase at the end of the label is the dice; the same words earlier stay.
    expect(challengeOptions([at(0, "Challenge Bob buying 1 die ($20,000) in Moscow")], 40_000)[0]!.label).toBe("Challenge Bob buying 1 die ($20,000) in Moscow");
  });
});
