/**
 * The legal-move lists offer every choice a physical copy allows (docs "Legal-move lists"):
 * which cards and pairs Get Food discards and with which yield (TR5), Birds paid from any
 * supporters' tokens (TR6), a Predator's meal and payment (TR6), a Chameleon taken by the
 * Turtle named freely (TR12/TR13) — one move per outcome, each with its own label.
 */
import { describe, expect, it } from "vitest";
import { GET_FOOD_LIMIT, getFoodChoices } from "../../../engine/twelve-o-twelve/choices";
import { twelveOTwelve as g } from "../../../engine/twelve-o-twelve/index";
import type { Move } from "../../../engine/twelve-o-twelve/moves";
import type { State } from "../../../engine/twelve-o-twelve/state";
import { ability, act, game, legal, pay, use } from "./build";

const NAMES = ["Ann", "Bo", "Cy"];
const labels = (s: State, seat: number, kind?: Move["kind"]): string[] =>
  legal(s, seat).filter((m) => kind === undefined || m.kind === kind).map((m) => g.moveLabel(s, seat, m, NAMES));
const moveWithLabel = (s: State, seat: number, label: string): Move => {
  const m = legal(s, seat).find((x) => g.moveLabel(s, seat, x, NAMES) === label);
  if (!m) throw new Error(`no move "${label}" among ${JSON.stringify(labels(s, seat))}`);
  return m;
};
/** Communities for a test player: camel (Free <) + chameleon (Free >), boar (Rulers <) + snake (Rulers >). */
const FREE = ["camel#1", { card: "chameleon#2", faction: "REPT" as const }];
const RULERS = ["boar#1", "snake#1"];

describe("Get Food lists every discard and yield (TR5)", () => {
  it("T3 two Herbivore pairs in hand: either pair, both pairs, or any cards, each once", () => {
    const s = game({ players: [{ hand: ["mouse#1", "deer#1", "camel#2", "beaver#1"] }, {}] });
    const l = labels(s, 0, "get-food");
    for (const label of [
      "Get Food: discard Mouse + Deer (3 Food)",
      "Get Food: discard Camel + Beaver (3 Food)",
      "Get Food: discard Mouse + Camel (3 Food)",
      "Get Food: discard Mouse + Camel, Beaver + Deer (6 Food)",
      "Get Food: discard Mouse + Camel, Deer (4 Food)",
      "Get Food: discard Beaver (1 Food)",
      "Get Food: discard nothing",
    ]) expect(l).toContain(label);
    expect(l).toHaveLength(16); // every subset of four different species
    expect(new Set(l).size).toBe(l.length);
    const t = act(s, 0, moveWithLabel(s, 0, "Get Food: discard Mouse + Camel, Beaver + Deer (6 Food)"));
    expect(t.players[0]!.food).toBe(6);
    expect(t.players[0]!.hand).toEqual([]);
  });

  it("T3 copies of a species are one choice: two Mice and a Deer give 3 × 2 discards", () => {
    const s = game({ players: [{ hand: ["mouse#1", "deer#1", "mouse#2"] }, {}] });
    expect(labels(s, 0, "get-food").sort()).toEqual([
      "Get Food: discard Deer (1 Food)",
      "Get Food: discard Mouse (1 Food)",
      "Get Food: discard Mouse + Deer (3 Food)",
      "Get Food: discard Mouse + Mouse (3 Food)",
      "Get Food: discard Mouse + Mouse, Deer (4 Food)",
      "Get Food: discard nothing",
    ]);
  });

  it("T3 several pairs of different factions and a single, as the player chooses", () => {
    const s = game({ players: [{ hand: ["mouse#1", "deer#1", "pigeon#1", "parrot#1", "jackal#1"] }, {}] });
    const l = labels(s, 0, "get-food");
    expect(l).toContain("Get Food: discard Pigeon + Parrot (3 Food)");
    expect(l).toContain("Get Food: discard Mouse + Deer, Pigeon + Parrot (6 Food)");
    expect(l).toContain("Get Food: discard Mouse + Deer, Pigeon + Parrot, Jackal (7 Food)");
    expect(l).toContain("Get Food: discard Deer, Parrot, Jackal (3 Food)");
    expect(l).toHaveLength(32);
  });

  it("T12/TR5 a Chameleon pairs with a leftover card, or stays single under a faction of its own", () => {
    const s = game({ players: [{ hand: ["chameleon#1", "mouse#1"] }, {}] });
    expect(labels(s, 0, "get-food")).toEqual(expect.arrayContaining([
      "Get Food: discard Chameleon + Mouse (3 Food)",
      "Get Food: discard Mouse, Chameleon (2 Food)",
    ]));
  });

  it("T12 Free: each card of a discard may be a card instead of a Food; Rulers: each pair may be 1 Influence", () => {
    const s = game({ players: [{ hand: ["mouse#2", "deer#1", "jackal#1"], supporters: [...FREE, ...RULERS] }, {}] });
    const l = labels(s, 0, "get-food").filter((x) => x.startsWith("Get Food: discard Mouse + Deer, Jackal ("));
    expect(l.sort()).toEqual([
      "Get Food: discard Mouse + Deer, Jackal (1 Food and 1 Influence)",
      "Get Food: discard Mouse + Deer, Jackal (1 Food and 3 cards)",
      "Get Food: discard Mouse + Deer, Jackal (1 Influence and 1 card)",
      "Get Food: discard Mouse + Deer, Jackal (2 Food and 2 cards)",
      "Get Food: discard Mouse + Deer, Jackal (3 Food and 1 card)",
      "Get Food: discard Mouse + Deer, Jackal (4 Food)",
    ]);
    const t = act(s, 0, moveWithLabel(s, 0, "Get Food: discard Mouse + Deer, Jackal (1 Influence and 1 card)"));
    expect(t.players[0]).toMatchObject({ food: 0, influence: 1 });
    expect(t.players[0]!.hand).toHaveLength(1);
  });

  it("a hand too big to list every outcome: every discard of up to some cards, and the whole hand (docs)", () => {
    const hand = ["parrot#1", "monitor#2", "parrot#2", "beaver#2", "penguin#2", "chameleon#1", "iguana#1", "stork#1", "jackal#1", "mouse#1", "hippo#1", "monitor#1", "turtle#1"];
    const s = game({ players: [{ hand, supporters: [...FREE, ...RULERS] }, {}] });
    const moves = legal(s, 0).filter((m): m is Extract<Move, { kind: "get-food" }> => m.kind === "get-food");
    const sizes = moves.map((m) => m.groups.flatMap((x) => x.cards).length);
    expect(moves.length).toBeLessThanOrEqual(GET_FOOD_LIMIT + 2 * hand.length);
    const cut = Math.max(...sizes.filter((n) => n < hand.length));
    expect(cut).toBeGreaterThanOrEqual(2);
    expect(sizes.filter((n) => n > cut && n < hand.length)).toEqual([]);
    // every single card and every pair of species, with each yield, and the whole hand with each yield
    expect(labels(s, 0, "get-food")).toEqual(expect.arrayContaining([
      "Get Food: discard Stork (1 card)",
      "Get Food: discard Mouse + Beaver (1 Influence)",
      "Get Food: discard Parrot + Parrot (1 Food and 2 cards)",
    ]));
    expect(sizes.filter((n) => n === hand.length).length).toBeGreaterThan(10);
    expect(getFoodChoices(hand, { free: 1, rulers: 1 }).complete).toBe(false);
    expect(getFoodChoices(hand.slice(0, 6), { free: 1, rulers: 1 }).complete).toBe(true);
    const all = moves.find((m) => m.groups.flatMap((x) => x.cards).length === hand.length)!;
    expect(act(s, 0, all).players[0]!.hand.length).toBeLessThan(hand.length);
  });

  it("the Sparrow's extra Food shows in the label", () => {
    const s = game({ players: [{ hand: ["mouse#1"], leader: "sparrow" }, {}] });
    expect(labels(s, 0, "get-food")).toEqual(["Get Food: discard nothing", "Get Food: discard Mouse (1 Food, +1 Food for the Sparrow)"]);
  });
});

describe("Birds pay with any supporters' tokens (T8/TR6)", () => {
  it("T8 a Bird paid from two different supporters' tokens, in every split", () => {
    const s = game({ players: [{ hand: ["woodpecker#1"], food: 1, supporters: [{ card: "deer#1", food: 2 }, { card: "monitor#1", influence: 1 }] }, {}] });
    const l = labels(s, 0, "attract");
    expect(l.sort()).toEqual([
      "Attract Woodpecker (pay 1 Food + 1 Food from Deer)",
      "Attract Woodpecker (pay 1 Food + 1 Influence from Monitor Lizard)",
      "Attract Woodpecker (pay 1 Food from Deer + 1 Influence from Monitor Lizard)",
      "Attract Woodpecker (pay 2 Food from Deer)",
    ]);
    const t = act(s, 0, moveWithLabel(s, 0, "Attract Woodpecker (pay 1 Food from Deer + 1 Influence from Monitor Lizard)"));
    expect(t.players[0]!.food).toBe(1);
    expect(t.players[0]!.supporters.map((x) => [x.card, x.food, x.influence])).toEqual([["deer#1", 1, 0], ["monitor#1", 0, 0], ["woodpecker#1", 0, 0]]);
  });

  it("T8 interchangeable supporters count once; supporters of one species that differ are told apart", () => {
    const same = game({ players: [{ hand: ["pigeon#1"], supporters: [{ card: "mouse#1", food: 1 }, { card: "mouse#2", food: 1 }] }, {}] });
    expect(labels(same, 0, "attract")).toEqual(["Attract Pigeon (pay 1 Food from Mouse)"]);
    const differ = game({ players: [{ hand: ["pigeon#1"], supporters: [{ card: "mouse#1", food: 1 }, { card: "mouse#2", food: 2 }] }, {}] });
    expect(labels(differ, 0, "attract").sort()).toEqual([
      "Attract Pigeon (pay 1 Food from Mouse [1 Food])",
      "Attract Pigeon (pay 1 Food from Mouse [2 Food])",
    ]);
  });

  it("T8 a Chameleon attracted as a Bird may use the tokens too (FAQ)", () => {
    const s = game({ players: [{ hand: ["chameleon#1"], supporters: [{ card: "elephant#1", food: 4 }] }, {}] });
    expect(labels(s, 0, "attract")).toEqual(["Attract Chameleon as Birds (pay 2 Food from Elephant)"]);
  });
});

describe("Predators: which supporter to eat and how to pay the rest (T9/TR6)", () => {
  it("T9 each supporter that fits, with every payment of the difference from the reserve and its returned tokens", () => {
    const s = game({ players: [{ hand: ["bear#1"], food: 1, influence: 1, supporters: [{ card: "gecko#1", influence: 1 }, "mouse#1", "mouse#2", "deer#1"] }, {}] });
    expect(labels(s, 0, "attract").filter((x) => x.includes("feeding")).sort()).toEqual([
      "Attract Bear feeding it Gecko (pay 1 Food)",
      "Attract Bear feeding it Gecko (pay 1 Influence)",
      "Attract Bear feeding it Mouse (pay 1 Food)",
      "Attract Bear feeding it Mouse (pay 1 Influence)",
    ]);
  });

  it("FAQ an Eagle eats a supporter and takes the rest from tokens on other supporters", () => {
    const s = game({ players: [{ hand: ["eagle#1"], supporters: ["mouse#1", { card: "elephant#1", food: 4 }, { card: "deer#1", food: 2 }] }, {}] });
    expect(labels(s, 0, "attract").some((x) => x.includes("feeding it Elephant"))).toBe(false); // appetite 5 > 4
    const l = labels(s, 0, "attract");
    expect(l).toContain("Attract Eagle feeding it Mouse (pay 3 Food from Elephant)");
    expect(l).toContain("Attract Eagle feeding it Mouse (pay 1 Food from Elephant + 2 Food from Deer)");
    expect(l).toContain("Attract Eagle feeding it Deer (pay 1 Food)");
    const t = act(s, 0, moveWithLabel(s, 0, "Attract Eagle feeding it Mouse (pay 1 Food from Elephant + 2 Food from Deer)"));
    expect(t.players[0]!.supporters.map((x) => [x.card, x.food])).toEqual([["elephant#1", 3], ["deer#1", 0], ["eagle#1", 0]]);
  });
});

describe("abilities and Poach list every outcome once", () => {
  it("TR12/TR13 the Turtle's owner names a Chameleon taken in the exchange", () => {
    const s = game({ players: [{ hand: ["turtle#1"], food: 3, supporters: ["deer#1"] }, { supporters: [{ card: "chameleon#1", faction: "BIRD" }] }] });
    const t = act(s, 0, pay("turtle#1", 3));
    expect(labels(t, 0, "use-ability").sort()).toEqual([
      "Use Turtle: give Deer, take Bo's Chameleon as Birds",
      "Use Turtle: give Deer, take Bo's Chameleon as Carnivorous Mammals",
      "Use Turtle: give Deer, take Bo's Chameleon as Herbivorous Mammals",
      "Use Turtle: give Deer, take Bo's Chameleon as Reptiles",
    ]);
    const u = act(t, 0, moveWithLabel(t, 0, "Use Turtle: give Deer, take Bo's Chameleon as Reptiles"));
    expect(u.players[0]!.supporters.find((x) => x.card === "chameleon#1")!.faction).toBe("REPT");
  });

  it("TR7 a Supplier's identical targets are one choice (the engine still asks: two cards could take it)", () => {
    const s = game({ players: [{ hand: ["camel#1"], food: 2, supporters: ["mouse#1", "mouse#2", "deer#1"] }, {}] });
    const t = act(s, 0, pay("camel#1", 2));
    expect(labels(t, 0)).toEqual(["Use Camel (Supplier: feed 1 Food): on Mouse", "Use Camel (Supplier: feed 1 Food): on Deer"]);
    expect(use(t, "supplier", { supporter: "mouse#2" }).players[0]!.supporters[1]!.food).toBe(1);
  });

  it("T11 the Owl feeds one supporter twice or two supporters once, identical ones counted once", () => {
    const s = game({ players: [{ supporters: ["owl#1", "jackal#1", "mouse#1", "mouse#2"] }, { influence: 9 }], turn: 1 });
    const t = act(s, 1, { kind: "poach", card: "jackal#1" });
    expect(ability(t, "owl").seat).toBe(0);
    expect(labels(t, 0, "use-ability").sort()).toEqual([
      "Use Owl: feed Mouse and Mouse",
      "Use Owl: feed Mouse twice",
      "Use Owl: feed Owl and Mouse",
      "Use Owl: feed Owl twice",
    ]);
  });

  it("T5 Poach lists interchangeable supporters once and tells the others apart", () => {
    const s = game({ players: [{ influence: 9 }, { supporters: ["mouse#1", "mouse#2", { card: "mouse#3", food: 1 }] }] });
    expect(labels(s, 0, "poach").sort()).toEqual([
      "Poach Mouse [1 Food] from Bo (pay 2 Influence)",
      "Poach Mouse [no tokens] from Bo (pay 1 Influence)",
    ]);
  });
});
