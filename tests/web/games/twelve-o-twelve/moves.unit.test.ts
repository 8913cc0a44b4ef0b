/**
 * web/games/twelve-o-twelve/moves.ts on its own: how a Get Food discard groups (TR5, a Chameleon
 * under the faction named or defaulted, TR12), the move it builds, every refusal in words, the
 * preview, the yields offered and the listed move with the same outcome. The form around it is
 * tested on the game page (./forms.unit.test.tsx).
 */
import { describe, expect, it } from "vitest";
import { twelveOTwelve } from "@backroom/engine/twelve-o-twelve/index";
import type { LegalMove } from "../../../../web/lib/api";
import {
  cardName, chameleonFactions, draftGroups, EMPTY_GET_FOOD, getFoodMove, getFoodProblems, getFoodSummary, isChameleon, listedGetFood, PLAIN, yieldOptions,
  type GetFoodDraft, type GetFoodMove,
} from "../../../../web/games/twelve-o-twelve/moves";

const draft = (selected: string[], more: Partial<GetFoodDraft> = {}): GetFoodDraft => ({ ...EMPTY_GET_FOOD, selected, ...more });
const food = (...groups: GetFoodMove["groups"]): GetFoodMove => ({ kind: "get-food", groups });
const listed = (move: unknown, label: string) => ({ move, label }) as unknown as LegalMove;
const NONE = { free: 0, rulers: 0 };
const BOTH = { free: 1, rulers: 1 };

describe("cards", () => {
  it("names a card by its animal and knows a Chameleon", () => {
    expect(cardName("snake#2")).toBe("Grass Snake");
    expect(isChameleon("chameleon#1")).toBe(true);
    expect(isChameleon("gecko#1")).toBe(false);
  });
});

describe("chameleonFactions", () => {
  it("uses the faction named for a Chameleon", () => {
    expect(chameleonFactions(draft(["chameleon#1"], { chameleon: { "chameleon#1": "BIRD" } }), ["chameleon#1"])).toEqual({ "chameleon#1": "BIRD" });
  });

  it("puts an unnamed Chameleon with a card left over, the first such faction in order", () => {
    const hand = ["pigeon#1", "boar#1", "chameleon#1"];
    expect(chameleonFactions(draft(hand), hand)).toEqual({ "chameleon#1": "HERB" });
    const noHerb = ["pigeon#1", "jackal#1", "chameleon#1"];
    expect(chameleonFactions(draft(noHerb), noHerb)).toEqual({ "chameleon#1": "BIRD" });
  });

  it("without a card left over, gives it the first faction with no card, else the first faction", () => {
    const pairs = ["mouse#1", "mouse#2", "chameleon#1"];
    expect(chameleonFactions(draft(pairs), pairs)).toEqual({ "chameleon#1": "REPT" });
    const full = ["mouse#1", "mouse#2", "gecko#1", "gecko#2", "pigeon#1", "pigeon#2", "jackal#1", "jackal#2", "chameleon#1"];
    expect(chameleonFactions(draft(full), full)).toEqual({ "chameleon#1": "HERB" });
  });

  it("counts the named Chameleons before placing the unnamed ones, and two unnamed ones pair up", () => {
    const hand = ["chameleon#2", "chameleon#1"];
    expect(chameleonFactions(draft(hand, { chameleon: { "chameleon#1": "CARN" } }), hand)).toEqual({ "chameleon#1": "CARN", "chameleon#2": "CARN" });
    expect(chameleonFactions(draft(hand), hand)).toEqual({ "chameleon#2": "HERB", "chameleon#1": "HERB" });
  });

  it("looks only at selected cards still in the hand, and only at Chameleons", () => {
    expect(chameleonFactions(draft(["chameleon#1", "boar#1"]), ["boar#1"])).toEqual({});
    expect(chameleonFactions(draft(["chameleon#1"]), ["boar#1", "chameleon#1"])).toEqual({ "chameleon#1": "HERB" });
  });
});

describe("draftGroups and getFoodMove", () => {
  it("pairs each faction's cards in catalogue order, one left over, factions in order", () => {
    const hand = ["jackal#1", "deer#1", "mouse#1", "boar#1", "gecko#1"];
    expect(draftGroups(draft(hand), hand)).toEqual([
      { slot: "HERB/0", faction: "HERB", cards: ["mouse#1", "boar#1"] },
      { slot: "HERB/1", faction: "HERB", cards: ["deer#1"] },
      { slot: "REPT/0", faction: "REPT", cards: ["gecko#1"] },
      { slot: "CARN/0", faction: "CARN", cards: ["jackal#1"] },
    ]);
  });

  it("puts a Chameleon after its faction's own cards", () => {
    const hand = ["chameleon#1", "parrot#1", "pigeon#1", "stork#1"];
    expect(draftGroups(draft(hand), hand)).toEqual([
      { slot: "BIRD/0", faction: "BIRD", cards: ["pigeon#1", "parrot#1"] },
      { slot: "BIRD/1", faction: "BIRD", cards: ["stork#1", "chameleon#1"] },
    ]);
  });

  it("builds the move with each group's yield, leaving plain fields out", () => {
    const hand = ["mouse#1", "boar#1", "gecko#1", "pigeon#1", "pigeon#2", "hyena#1"];
    const d = draft(hand, { yields: { "HERB/0": { draw: 2, influence: false }, "BIRD/0": { draw: 0, influence: true }, "REPT/0": PLAIN, "CARN/0": { draw: 1, influence: false } } });
    expect(getFoodMove(d, hand)).toEqual(food(
      { cards: ["mouse#1", "boar#1"], draw: 2 },
      { cards: ["gecko#1"] },
      { cards: ["pigeon#1", "pigeon#2"], influence: true },
      { cards: ["hyena#1"], draw: 1 },
    ));
    expect(getFoodMove(EMPTY_GET_FOOD, hand)).toEqual(food());
  });
});

describe("getFoodProblems", () => {
  const hand = ["mouse#1", "boar#1", "deer#1", "gecko#1", "pigeon#1", "jackal#1", "chameleon#1"];

  it("has nothing to say about a move the engine takes", () => {
    expect(getFoodProblems(food({ cards: ["mouse#1", "boar#1"] }, { cards: ["gecko#1"] }), hand, NONE)).toEqual([]);
    expect(getFoodProblems(food({ cards: ["mouse#1", "boar#1"], draw: 2 }, { cards: ["jackal#1"], draw: 1 }), hand, { free: 1, rulers: 0 })).toEqual([]);
    expect(getFoodProblems(food({ cards: ["mouse#1", "chameleon#1"], influence: true }), hand, { free: 0, rulers: 1 })).toEqual([]);
    expect(getFoodProblems(food({ cards: ["chameleon#1", "gecko#1"] }, { cards: ["mouse#1"] }, { cards: ["pigeon#1"] }, { cards: ["jackal#1"] }), hand, NONE)).toEqual([]);
  });

  it("refuses what is not a Get Food move", () => {
    const notWellFormed = ["This is not a well-formed Get Food move."];
    expect(getFoodProblems({ kind: "pass" }, hand, BOTH)).toEqual(notWellFormed);
    expect(getFoodProblems({ kind: "get-food", groups: [{ cards: [] }] }, hand, BOTH)).toEqual(notWellFormed);
  });

  it("asks for cards, once each, from the hand", () => {
    expect(getFoodProblems(food(), hand, BOTH)).toEqual(["Choose the cards to discard: click them in this form."]);
    expect(getFoodProblems(food({ cards: ["mouse#1", "mouse#1"] }), hand, BOTH)).toEqual(["Each card can be discarded once."]);
    expect(getFoodProblems(food({ cards: ["lion#1"] }), hand, BOTH)).toEqual(["Lion is not in your hand."]);
    expect(getFoodProblems(food({ cards: ["lion#1"] }, { cards: ["stork#1"] }), hand, BOTH)).toEqual(["Lion, Stork are not in your hand."]);
  });

  it("checks each group's yield against the symbols", () => {
    expect(getFoodProblems(food({ cards: ["gecko#1"], draw: 2 }), hand, BOTH)).toEqual(["Gecko: at most one card per discarded card."]);
    expect(getFoodProblems(food({ cards: ["mouse#1", "boar#1"], draw: 2 }), hand, BOTH)).toEqual([]);
    expect(getFoodProblems(food({ cards: ["gecko#1"], draw: 1 }), hand, { free: 0, rulers: 1 })).toEqual(["Gecko: taking cards instead of Food needs a Free symbol."]);
    expect(getFoodProblems(food({ cards: ["gecko#1"], draw: 0 }), hand, NONE)).toEqual([]);
    expect(getFoodProblems(food({ cards: ["mouse#1", "boar#1"], influence: true }), hand, { free: 1, rulers: 0 })).toEqual(["Mouse + Boar: taking 1 Influence for a pair needs a Rulers symbol."]);
    expect(getFoodProblems(food({ cards: ["mouse#1", "boar#1"], influence: true, draw: 1 }), hand, BOTH)).toEqual(["Mouse + Boar: a pair uses one community's bonus only, Influence or cards."]);
    expect(getFoodProblems(food({ cards: ["gecko#1"], influence: true }), hand, BOTH)).toEqual(["Gecko alone cannot give Influence: only a pair of one faction can (Rulers)."]);
  });

  it("pairs only one faction, a Chameleon with anything", () => {
    expect(getFoodProblems(food({ cards: ["mouse#1", "gecko#1"] }), hand, BOTH)).toEqual(["Mouse + Gecko are not of one faction, so they are not a pair."]);
    expect(getFoodProblems(food({ cards: ["chameleon#1", "jackal#1"] }), hand, BOTH)).toEqual([]);
    expect(getFoodProblems(food({ cards: ["pigeon#1", "chameleon#1"] }), hand, BOTH)).toEqual([]);
  });

  it("refuses two singles of one faction, and more singles than factions", () => {
    expect(getFoodProblems(food({ cards: ["mouse#1"] }, { cards: ["boar#1"] }, { cards: ["deer#1"] }), hand, BOTH))
      .toEqual(["Mouse and Boar and Deer are both Herbivorous Mammals: discarded together they count as a pair."]);
    // A single Chameleon is of no faction until named: it may stay single beside a Reptile.
    expect(getFoodProblems(food({ cards: ["chameleon#1"] }, { cards: ["gecko#1"] }), hand, BOTH)).toEqual([]);
    const five = food({ cards: ["mouse#1"] }, { cards: ["gecko#1"] }, { cards: ["pigeon#1"] }, { cards: ["jackal#1"] }, { cards: ["chameleon#1"] });
    expect(getFoodProblems(five, hand, BOTH)).toEqual(["At most 4 cards can stay single, one per faction; the rest pair up."]);
  });
});

describe("in Russian", () => {
  it("names cards, states refusals and previews with counted nouns declined", () => {
    expect(cardName("snake#2", "ru")).toBe("Уж");
    const hand = ["mouse#1", "boar#1", "deer#1", "gecko#1"];
    expect(getFoodProblems(food({ cards: ["mouse#1", "gecko#1"] }), hand, BOTH, "ru")).toEqual(["Мышь + Геккон: карты разных фракций, это не пара."]);
    expect(getFoodProblems(food({ cards: ["mouse#1"] }, { cards: ["boar#1"] }), hand, BOTH, "ru"))
      .toEqual(["Мышь и Кабан — обе из фракции «Травоядные млекопитающие»: сброшенные вместе, они считаются парой."]);
    expect(getFoodSummary(food({ cards: ["mouse#1", "boar#1"], draw: 2 }), { sparrow: true, lng: "ru" }))
      .toEqual({ lines: ["Мышь и Кабан — пара, Травоядные млекопитающие: 1 Еда + 2 карты"], total: "Всего: 1 Еда и 2 карты, +1 Еда за «Воробья»" });
    expect(getFoodSummary(food({ cards: ["jackal#1"] }), { sparrow: false, lng: "ru" })).toEqual({ lines: ["Шакал без пары: 1 Еда"], total: "Всего: 1 Еда" });
    expect(yieldOptions(2, BOTH, "ru").map((o) => o.label)).toEqual(["3 Еды", "2 Еды + 1 карта", "1 Еда + 2 карты", "1 Влияние"]);
  });
});

describe("listedGetFood", () => {
  const legal = [
    listed({ kind: "pass" }, "Pass"),
    listed(food({ cards: ["boar#2", "mouse#3"] }), "Get Food: Mouse + Boar for 3 Food"),
    listed(food({ cards: ["boar#2", "mouse#3"], draw: 1 }), "Get Food: Mouse + Boar for 2 Food and 1 card"),
    listed(food({ cards: ["jackal#2"] }), "Get Food: Jackal for 1 Food"),
  ];

  it("finds the listed move with the same species and gains, whichever copies and order", () => {
    expect(listedGetFood(food({ cards: ["mouse#1", "boar#1"] }), legal)?.label).toBe("Get Food: Mouse + Boar for 3 Food");
    expect(listedGetFood(food({ cards: ["mouse#1", "boar#1"], draw: 1 }), legal)?.label).toBe("Get Food: Mouse + Boar for 2 Food and 1 card");
    expect(listedGetFood(food({ cards: ["jackal#3"] }), legal)?.label).toBe("Get Food: Jackal for 1 Food");
  });

  it("is null when the list left that outcome out", () => {
    expect(listedGetFood(food({ cards: ["mouse#1", "boar#1"], influence: true }), legal)).toBeNull();
    expect(listedGetFood(food({ cards: ["mouse#1"] }, { cards: ["boar#1"] }), legal)).toBeNull();
    expect(listedGetFood(food(), [listed({ kind: "pass", groups: [] }, "Pass")])).toBeNull();
  });
});

describe("yieldOptions", () => {
  it("offers plain Food, cards with Free (one per card), and Influence for a pair with Rulers", () => {
    expect(yieldOptions(1, NONE)).toEqual([{ yield: PLAIN, label: "1 Food" }]);
    expect(yieldOptions(1, BOTH)).toEqual([{ yield: PLAIN, label: "1 Food" }, { yield: { draw: 1, influence: false }, label: "1 card" }]);
    expect(yieldOptions(2, { free: 1, rulers: 0 })).toEqual([
      { yield: PLAIN, label: "3 Food" },
      { yield: { draw: 1, influence: false }, label: "2 Food + 1 card" },
      { yield: { draw: 2, influence: false }, label: "1 Food + 2 cards" },
    ]);
    expect(yieldOptions(2, { free: 0, rulers: 1 })).toEqual([{ yield: PLAIN, label: "3 Food" }, { yield: { draw: 0, influence: true }, label: "1 Influence" }]);
  });

  it("offers only what the engine accepts", () => {
    // Every option of every group size builds a move the engine's own checks (mirrored here) take.
    for (const size of [1, 2]) {
      const cards = size === 2 ? ["mouse#1", "boar#1"] : ["mouse#1"];
      for (const o of yieldOptions(size, BOTH)) {
        const move = food({ cards, ...(o.yield.draw ? { draw: o.yield.draw } : {}), ...(o.yield.influence ? { influence: true } : {}) });
        expect(getFoodProblems(move, cards, BOTH)).toEqual([]);
        expect(twelveOTwelve.moveSchema.safeParse(move).success).toBe(true);
      }
    }
  });
});

describe("edges the Get Food form relies on", () => {
  it("gives a faction only to selected Chameleons, and names no other card", () => {
    expect(chameleonFactions(draft(["boar#1"]), ["boar#1", "chameleon#1"])).toStrictEqual({});
    expect(chameleonFactions(draft(["boar#1", "chameleon#1"], { chameleon: { "chameleon#1": "BIRD" } }), ["boar#1", "chameleon#1"])).toStrictEqual({ "chameleon#1": "BIRD" });
  });

  it("refuses a well-formed move that is not Get Food", () => {
    expect(getFoodProblems({ kind: "end-turn" }, ["mouse#1"], BOTH)).toEqual(["This is not a well-formed Get Food move."]);
  });

  it("one single card per faction is allowed: four singles of four factions", () => {
    const hand = ["mouse#1", "gecko#1", "pigeon#1", "jackal#1"];
    expect(getFoodProblems(food(...hand.map((c) => ({ cards: [c] }))), hand, NONE)).toEqual([]);
  });

  it("starts from nothing chosen and a plain yield", () => {
    expect(EMPTY_GET_FOOD).toEqual({ selected: [], chameleon: {}, yields: {} });
    expect(PLAIN).toEqual({ draw: 0, influence: false });
  });
});
