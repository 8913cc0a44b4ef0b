/** The four actions (T2–T6) with Birds (T8), Predators (T9), Suppliers (T10); TR5–TR8, TR15–TR17. */
import { describe, expect, it } from "vitest";
import { act, food, game, legal, pay, pending, rejects, seek, supporters, use } from "./build";

describe("T2 turn structure (TR17)", () => {
  it("T2 one action, then the turn passes clockwise", () => {
    const s = act(game({ players: [{ hand: ["jackal#1"] }, {}, {}] }), 0, food(["jackal#1"]));
    expect(s.turn.seat).toBe(1);
    const t = act(game({ players: [{}, {}, {}], turn: 2 }), 2, food());
    expect(t.turn.seat).toBe(0);
  });

  it("T2 only the active player may act", () => {
    rejects(() => act(game({ players: [{}, {}] }), 1, food()), "move/not-your-turn");
  });

  it("T2 the game over accepts no move", () => {
    const s = { ...game({ players: [{}, {}] }), phase: "over" as const };
    rejects(() => act(s, 0, food()), "game/over");
  });
});

describe("T3 Get Food (TR5)", () => {
  it.each([
    ["nothing: a pass", [], 0],
    ["1 card gives 1 Food", [["mouse#1"]], 1],
    ["a pair of one faction gives 3 Food", [["mouse#1", "deer#1"]], 3],
    ["rulebook example: 1 card + a pair gives 4 Food", [["jackal#1"], ["mouse#1", "deer#1"]], 4],
    ["three of one faction: a pair and a single give 4", [["mouse#1", "deer#1"], ["camel#1"]], 4],
    ["four single factions give 4", [["mouse#1"], ["jackal#1"], ["gecko#1"], ["pigeon#1"]], 4],
    ["a Chameleon pairs with any faction (TR12)", [["chameleon#1", "jackal#1"]], 3],
  ] as const)("T3/TR5 %s", (_, groups, gained) => {
    const s = game({ players: [{ hand: ["mouse#1", "deer#1", "camel#1", "jackal#1", "gecko#1", "pigeon#1", "chameleon#1"], food: 1 }, {}] });
    const t = act(s, 0, food(...groups.map((g) => [...g])));
    expect(t.players[0]!.food).toBe(1 + gained);
    const n = groups.flat().length;
    expect(t.players[0]!.hand).toHaveLength(7 - n);
    expect(t.discard).toHaveLength(n);
  });

  it("TR5 two single cards of one faction must count as a pair", () => {
    const s = game({ players: [{ hand: ["mouse#1", "deer#1", "jackal#1"] }, {}] });
    rejects(() => act(s, 0, food(["mouse#1"], ["deer#1"])), "twelve/must-pair");
    rejects(() => act(s, 0, food(["mouse#1", "jackal#1"])), "twelve/not-a-pair");
    rejects(() => act(s, 0, food(["mouse#1", "mouse#1"])), "twelve/duplicate-card");
    rejects(() => act(s, 0, food(["lion#1"])), "twelve/not-in-hand");
    const five = game({ players: [{ hand: ["mouse#1", "gecko#1", "pigeon#1", "jackal#1", "chameleon#1"] }, {}] });
    rejects(() => act(five, 0, food(["mouse#1"], ["gecko#1"], ["pigeon#1"], ["jackal#1"], ["chameleon#1"])), "twelve/must-pair");
    expect(act(five, 0, food(["mouse#1"], ["gecko#1"], ["pigeon#1"], ["jackal#1", "chameleon#1"])).players[0]!.food).toBe(6);
  });

  it("TR5 Free 1+: each discarded card may give 1 card instead of 1 Food; a pair 3 Food → 1 Food + 2 cards", () => {
    const s = game({ players: [{ hand: ["mouse#1", "deer#1", "jackal#1"], supporters: ["deer#2", "camel#1"] }, {}], deck: ["lion#1", "eagle#1", "stork#1"] });
    expect(s.players[0]!.seenSymbols.free).toBe(1);
    const t = act(s, 0, food({ cards: ["mouse#1", "deer#1"], draw: 2 }, { cards: ["jackal#1"], draw: 1 }));
    expect(t.players[0]!.food).toBe(1);
    expect(t.players[0]!.hand.sort()).toEqual(["eagle#1", "lion#1", "stork#1"]);
    rejects(() => act(game({ players: [{ hand: ["mouse#1"] }, {}] }), 0, food({ cards: ["mouse#1"], draw: 1 })), "twelve/no-free");
  });

  it("TR5 Rulers 1+: a pair may give 1 Influence instead of 3 Food, not combined with Free on one pair", () => {
    const s = game({ players: [{ hand: ["mouse#1", "deer#1", "jackal#1", "bear#1"], supporters: ["boar#1", "bear#2", "deer#2", "camel#1"] }, {}] });
    const t = act(s, 0, food({ cards: ["mouse#1", "deer#1"], influence: true }, { cards: ["jackal#1", "bear#1"], draw: 2 }));
    expect([t.players[0]!.food, t.players[0]!.influence, t.players[0]!.hand.length]).toEqual([1, 1, 2]);
    rejects(() => act(s, 0, food({ cards: ["mouse#1", "deer#1"], influence: true, draw: 1 })), "twelve/one-community");
    rejects(() => act(game({ players: [{ hand: ["mouse#1", "deer#1"] }, {}] }), 0, food({ cards: ["mouse#1", "deer#1"], influence: true })), "twelve/no-rulers");
  });
});

describe("T4 Attract Supporter (TR6)", () => {
  it("T4 pays the appetite from Food and/or Influence", () => {
    const s = game({ players: [{ hand: ["deer#1"], food: 2, influence: 2 }, {}] });
    const t = act(s, 0, pay("deer#1", 2, 1));
    expect(supporters(t, 0)).toEqual(["deer#1"]);
    expect([t.players[0]!.food, t.players[0]!.influence]).toEqual([0, 1]);
    rejects(() => act(s, 0, pay("deer#1", 2, 0)), "twelve/wrong-payment");
    rejects(() => act(s, 0, pay("deer#1", 3, 0)), "twelve/cannot-pay");
    rejects(() => act(s, 0, pay("lion#1", 3, 2)), "twelve/not-in-hand");
  });

  it("T8/TR6 Birds may be paid with tokens from your supporters; other factions may not", () => {
    const s = game({ players: [{ hand: ["owl#1", "deer#1"], food: 1, supporters: [{ card: "jackal#1", food: 1, influence: 1 }] }, {}] });
    const t = act(s, 0, pay("owl#1", 1, 0, { fromSupporters: [{ card: "jackal#1", food: 1, influence: 1 }] }));
    expect(t.players[0]!.supporters[0]).toMatchObject({ food: 0, influence: 0 });
    expect(t.players[0]!.food).toBe(0);
    rejects(() => act(s, 0, pay("deer#1", 1, 0, { fromSupporters: [{ card: "jackal#1", food: 1, influence: 1 }] })), "twelve/not-a-bird");
    rejects(() => act(s, 0, pay("owl#1", 0, 0, { fromSupporters: [{ card: "jackal#1", food: 2, influence: 1 }] })), "twelve/cannot-pay");
  });

  it("T9/TR6 rulebook example: a Bear eats a Gecko carrying 1 Food + 1 Influence and pays 1", () => {
    const s = game({ players: [{ hand: ["bear#1"], supporters: [{ card: "gecko#1", food: 1, influence: 1 }] }, {}] });
    const t = act(s, 0, pay("bear#1", 1, 0, { eat: "gecko#1" }));
    expect(supporters(t, 0)).toEqual(["bear#1"]);
    expect(t.discard).toEqual(["gecko#1"]);
    expect([t.players[0]!.food, t.players[0]!.influence]).toEqual([0, 1]);
  });

  it("T9 equal appetites cost nothing; a bigger supporter cannot be eaten; non-Predators cannot eat", () => {
    const s = game({ players: [{ hand: ["bear#1", "deer#1"], supporters: ["camel#1", "elephant#1"] }, {}] });
    expect(supporters(act(s, 0, pay("bear#1", 0, 0, { eat: "camel#1" })), 0)).toEqual(["elephant#1", "bear#1"]);
    rejects(() => act(s, 0, pay("bear#1", 0, 0, { eat: "elephant#1" })), "twelve/too-big");
    rejects(() => act(s, 0, pay("deer#1", 1, 0, { eat: "camel#1" })), "twelve/not-a-predator");
    rejects(() => act(s, 0, pay("bear#1", 0, 0, { eat: "lion#1" })), "twelve/not-your-supporter");
  });

  it("T10/TR7 a Supplier feeds another of your supporters 1 Food (mandatory; one target resolves itself)", () => {
    const s = game({ players: [{ hand: ["camel#1"], food: 2, supporters: ["jackal#1"] }, {}] });
    const t = act(s, 0, pay("camel#1", 2));
    expect(t.players[0]!.supporters.map((x) => x.food)).toEqual([1, 0]);
    expect(t.turn.seat).toBe(1);
    const two = act(game({ players: [{ hand: ["camel#1"], food: 2, supporters: ["jackal#1", "fox#1"] }, {}] }), 0, pay("camel#1", 2));
    expect(pending(two).map((a) => [a.ability, a.mandatory])).toEqual([["supplier", true]]);
    expect(legal(two, 0).some((m) => m.kind === "skip-ability")).toBe(false);
    rejects(() => use(two, "supplier", { supporter: "camel#1" }), "twelve/supplier-self");
    expect(use(two, "supplier", { supporter: "fox#1" }).players[0]!.supporters[1]!.food).toBe(1);
  });
});

describe("T5 Poach Supporter (TR8)", () => {
  it("T5 pays appetite + tokens in Influence only; the tokens go to the poacher", () => {
    const s = game({ players: [{ influence: 5, food: 9 }, { supporters: [{ card: "deer#1", food: 1, influence: 1 }] }] });
    const t = act(s, 0, { kind: "poach", card: "deer#1" });
    expect(supporters(t, 0)).toEqual(["deer#1"]);
    expect(supporters(t, 1)).toEqual([]);
    expect([t.players[0]!.food, t.players[0]!.influence, t.players[0]!.supporters[0]!.food]).toEqual([10, 1, 0]);
    rejects(() => act({ ...s, players: [{ ...s.players[0]!, influence: 4 }, s.players[1]!] }, 0, { kind: "poach", card: "deer#1" }), "twelve/cannot-pay");
  });

  it("T5 only another player's supporter", () => {
    const s = game({ players: [{ influence: 5, supporters: ["mouse#1"] }, {}] });
    rejects(() => act(s, 0, { kind: "poach", card: "mouse#1" }), "twelve/bad-target");
    rejects(() => act(s, 0, { kind: "poach", card: "lion#1" }), "twelve/bad-target");
  });

  it.each([
    ["Grass Snake −1", { supporters: ["snake#1"] }, {}, "deer#1", 2],
    ["two Grass Snakes −2", { supporters: ["snake#1", "snake#2"] }, {}, "deer#1", 1],
    ["Alligator −1", { leader: "alligator" }, {}, "deer#1", 2],
    ["Rhino −2 on a Herbivore", { supporters: ["rhino#1"] }, {}, "deer#1", 1],
    ["Rhino not on a Bird", { supporters: ["rhino#1"] }, {}, "owl#1", 3],
    ["Mongoose +1", {}, { leader: "mongoose" }, "deer#1", 4],
    ["never below 1", { supporters: ["rhino#1", "snake#1"], leader: "alligator" }, {}, "mouse#1", 1],
  ] as const)("TR8 poach cost: %s", (_, me, them, card, cost) => {
    const s = game({ players: [{ influence: 9, ...me } as never, { supporters: ["deer#1", "owl#1", "mouse#1"], ...them } as never] });
    expect(act(s, 0, { kind: "poach", card }).players[0]!.influence).toBe(9 - cost);
  });
});

describe("T6 Seek Contacts", () => {
  it("T6 draws to 5, then takes 1 Compromat", () => {
    const s = game({ players: [{ hand: ["mouse#1", "deer#1"] }, {}], deck: ["lion#1", "eagle#1", "stork#1", "owl#1"] });
    const t = act(s, 0, seek);
    expect(t.players[0]!.hand).toEqual(["mouse#1", "deer#1", "lion#1", "eagle#1", "stork#1"]);
    expect(t.players[0]!.compromat).toBe(1);
    expect(t.turn.seat).toBe(1);
  });

  it("T6/TR16 no Compromat beyond 5", () => {
    expect(act(game({ players: [{ compromat: 5 }, {}] }), 0, seek).players[0]!.compromat).toBe(5);
  });

  it("T6 magnifying-glass abilities resolve before the Compromat (Beaver returns one first)", () => {
    const s = game({ players: [{ supporters: ["beaver#1", "python#1"], compromat: 5, hand: ["a", "b", "c", "d", "e"].map((_, i) => `jackal#${i + 1}`).slice(0, 3).concat(["fox#1", "fox#2"]) }, {}] });
    const t = act(s, 0, seek);
    expect(pending(t).map((a) => a.ability).sort()).toEqual(["beaver", "python"]);
    expect(t.players[0]!.compromat).toBe(5);
    const u = use(use(t, "beaver"), "python");
    expect([u.players[0]!.compromat, u.players[0]!.influence, u.turn.seat]).toEqual([5, 1, 1]);
  });

  it("T14/TR1 game without Compromat: Seek Contacts takes none", () => {
    expect(act(game({ players: [{}, {}], options: { compromat: false } }), 0, seek).players[0]!.compromat).toBe(0);
  });

  it("T15/TR15 an empty deck is refilled from the shuffled discard; both empty: nothing drawn", () => {
    const s = game({ players: [{ hand: [] }, {}], deck: ["lion#1"], discard: ["mouse#1", "deer#1"] });
    const t = act(s, 0, seek);
    expect(t.players[0]!.hand.sort()).toEqual(["deer#1", "lion#1", "mouse#1"]);
    expect([t.deck, t.discard]).toEqual([[], []]);
    const u = act(game({ players: [{ hand: [] }, {}], deck: [] }), 0, seek);
    expect(u.players[0]!.hand).toEqual([]);
  });
});
