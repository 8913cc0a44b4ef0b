/** One test per answer in the rulebook's "Frequently Asked Questions" (F1–F19). */
import { describe, expect, it } from "vitest";
import { twelveOTwelve as g } from "../../../engine/twelve-o-twelve/index";
import type { State } from "../../../engine/twelve-o-twelve/state";
import { act, game, legal, pay, pending, rejects, seek, skip, supporters, use } from "./build";

const hand5 = ["jackal#1", "jackal#2", "jackal#3", "fox#1", "fox#2"];

describe("rulebook FAQ", () => {
  it("F1 Seek Contacts with 5+ cards in hand: allowed, abilities trigger, Compromat is taken", () => {
    const t = act(game({ players: [{ hand: [...hand5, "lion#1"], supporters: ["python#1"] }, {}] }), 0, seek);
    expect(t.players[0]!.hand).toHaveLength(6);
    const u = use(t, "python");
    expect([u.players[0]!.influence, u.players[0]!.compromat]).toEqual([1, 1]);
  });

  it("F2 identical supporters are allowed", () => {
    const t = act(game({ players: [{ hand: ["jackal#2"], food: 1, supporters: ["jackal#1"] }, {}] }), 0, pay("jackal#2", 1));
    expect(supporters(t, 0)).toEqual(["jackal#1", "jackal#2"]);
  });

  it("F3 a player cannot discard their own supporter: only a Predator's eating removes one of yours", () => {
    const s = game({ players: [{ hand: ["mouse#1", "bear#1"], food: 3, influence: 3, supporters: ["deer#1", "camel#1"] }, { supporters: ["owl#1"] }] });
    for (const m of legal(s, 0)) {
      const t = act(s, 0, m);
      if (t.players[0]!.supporters.length < 2) expect(m).toMatchObject({ kind: "attract", card: "bear#1" });
    }
    expect(legal(s, 0).some((m) => m.kind === "attract" && m.eat !== undefined)).toBe(true);
  });

  it("F4 abilities combine: Owl + Hippo feed 4 Food when a supporter is lost", () => {
    const t = act(game({ players: [{ influence: 1 }, { supporters: ["owl#1", "hippo#1", "jackal#1", "deer#1"] }] }), 0, { kind: "poach", card: "jackal#1" });
    const u = use(t, "owl", { feed: ["deer#1", "deer#1"] });
    expect(u.players[1]!.supporters.find((x) => x.card === "deer#1")!.food).toBe(4);
  });

  it("F5 abilities, properties and faction rules combine: an Eagle eats a supporter and takes the rest from supporters' tokens", () => {
    const s = game({ players: [{ hand: ["eagle#1"], supporters: ["jackal#1", { card: "deer#1", food: 2, influence: 1 }] }, {}], options: { variant: "training" } });
    const t = act(s, 0, pay("eagle#1", 0, 0, { eat: "jackal#1", fromSupporters: [{ card: "deer#1", food: 2, influence: 1 }] }));
    expect(supporters(t, 0)).toEqual(["deer#1", "eagle#1"]);
    expect(t.discard).toEqual(["jackal#1"]);
  });

  it("F6 the Lynx and the Eagle count themselves for their own faction", () => {
    const lynx = act(game({ players: [{ hand: ["lynx#1"], food: 3 }, {}] }), 0, pay("lynx#1", 3));
    expect(use(lynx, "lynx").players[0]!.hand).toHaveLength(1);
    const eagle = act(game({ players: [{ hand: ["eagle#1"], food: 4 }, {}] }), 0, pay("eagle#1", 4));
    expect(use(eagle, "eagle", { faction: "BIRD" }).players[0]!.supporters[0]!.food).toBe(1);
  });

  it("F7 losing the Owl or the Hyena itself does not trigger it", () => {
    const t = act(game({ players: [{ influence: 3 }, { supporters: ["owl#1", "hyena#1"] }] }), 0, { kind: "poach", card: "owl#1" });
    expect(pending(t).map((a) => a.ability)).toEqual(["hyena"]);
    const u = act(game({ players: [{ influence: 3 }, { supporters: ["hyena#1"] }] }), 0, { kind: "poach", card: "hyena#1" });
    expect(pending(u)).toEqual([]);
  });

  it("F8 the Boar triggers with 5 Compromat, but no Compromat beyond 5 is taken", () => {
    const t = act(game({ players: [{ influence: 1 }, { supporters: ["boar#1"], compromat: 5 }] }), 0, { kind: "poach", card: "boar#1" });
    expect(t.players[1]!.compromat).toBe(5);
    expect(g.describe({ before: t, after: t, seat: 0, move: { kind: "poach", card: "boar#1" }, viewer: 1, names: ["A", "B"] })).toContain("already has 5 Compromat");
  });

  it("F9 the Penguin acts at once after the feeding or not at all", () => {
    const s = game({ players: [{ hand: ["camel#1", "deer#1"], food: 2, supporters: [{ card: "penguin#1", food: 2 }] }, {}], options: { variant: "training" } });
    const t = skip(act(s, 0, pay("camel#1", 2)), "penguin");
    expect([t.turn.seat, t.players[0]!.supporters[0]!.food]).toEqual([1, 3]);
    expect(legal({ ...t, turn: { ...t.turn, seat: 0 } }, 0).some((m) => m.kind === "use-ability")).toBe(false);
  });

  it("F10 with 6+ resources on the Penguin, one feeding attracts only one supporter", () => {
    const s = game({ players: [{ hand: ["camel#1", "deer#1", "owl#1"], food: 2, supporters: [{ card: "penguin#1", food: 5 }] }, {}], options: { variant: "training" } });
    const t = use(act(s, 0, pay("camel#1", 2)), "penguin", { card: "deer#1", payFood: 3, payInfluence: 0 });
    const rest = skip(t, "deer");
    expect(rest.players[0]!.supporters[0]!.food).toBe(3);
    expect(rest.turn.seat).toBe(1);
  });

  it("F11 the Camel as first supporter does not feed itself", () => {
    const t = act(game({ players: [{ hand: ["camel#1"], food: 2 }, {}] }), 0, pay("camel#1", 2));
    expect([t.players[0]!.supporters[0]!.food, t.turn.seat]).toEqual([0, 1]);
  });

  it("F12 the Gecko as first supporter draws no card", () => {
    const t = act(game({ players: [{ hand: ["gecko#1"], food: 1 }, {}] }), 0, pay("gecko#1", 1));
    expect([pending(t), t.turn.seat]).toEqual([[], 1]);
  });

  it("F13 the Hippo adds 1 to the Elephant's one feeding: 4 + 1 = 5 Food", () => {
    const t = act(game({ players: [{ hand: ["elephant#1"], food: 5, supporters: ["hippo#1"] }, {}] }), 0, pay("elephant#1", 5));
    expect(t.players[0]!.supporters[1]!.food).toBe(5);
  });

  it("F14 a Chameleon attracted as a Bird may be paid with supporters' tokens", () => {
    const s = game({ players: [{ hand: ["chameleon#1"], supporters: [{ card: "jackal#1", food: 2 }] }, {}] });
    const t = act(s, 0, pay("chameleon#1", 0, 0, { faction: "BIRD", fromSupporters: [{ card: "jackal#1", food: 2, influence: 0 }] }));
    expect(supporters(t, 0)).toEqual(["jackal#1", "chameleon#1"]);
    rejects(() => act(s, 0, pay("chameleon#1", 0, 0, { faction: "REPT", fromSupporters: [{ card: "jackal#1", food: 2, influence: 0 }] })), "twelve/not-a-bird");
  });

  it("F15 a Chameleon attracted as a Carnivore cannot eat a supporter (Predator is a property)", () => {
    const s = game({ players: [{ hand: ["chameleon#1"], food: 2, supporters: ["jackal#1"] }, {}] });
    rejects(() => act(s, 0, pay("chameleon#1", 1, 0, { faction: "CARN", eat: "jackal#1" })), "twelve/not-a-predator");
  });

  it("F16 the Chameleon's faction is named once per batch by its controller: Birds for the Peacock, so not the Gecko", () => {
    const s = game({ players: [{ hand: ["chameleon#1"], food: 2, supporters: ["peacock#1", "gecko#1"] }, {}], options: { variant: "training" } });
    const t = act(s, 0, pay("chameleon#1", 2, 0, { faction: "BIRD" }));
    expect(pending(t).map((a) => a.ability)).toEqual(["peacock"]);
    const rhino = game({ players: [{ influence: 9, supporters: ["rhino#1"] }, { supporters: t.players[0]!.supporters }] });
    expect(act(rhino, 0, { kind: "poach", card: "chameleon#1", faction: "REPT" }).players[0]!.influence).toBe(9 - 2);
  });

  it("F17 after a Turtle exchange the tokens stay on the cards and change owners with them", () => {
    const s = game({ players: [{ hand: ["turtle#1"], food: 3, supporters: [{ card: "deer#1", influence: 2 }] }, { supporters: [{ card: "jackal#1", food: 1 }] }] });
    const t = use(act(s, 0, pay("turtle#1", 3)), "turtle", { give: "deer#1", take: "jackal#1" });
    expect(t.players[0]!.supporters[1]).toMatchObject({ card: "jackal#1", food: 1 });
    expect(t.players[1]!.supporters[0]).toMatchObject({ card: "deer#1", influence: 2 });
  });

  it("F18 after a Turtle exchange the initiator uses the received supporter's ability first, then the other player", () => {
    const s = game({ players: [{ hand: ["turtle#1"], food: 3, supporters: ["woodpecker#1"] }, { supporters: ["iguana#1"] }] });
    const t = use(act(s, 0, pay("turtle#1", 3)), "turtle", { give: "woodpecker#1", take: "iguana#1" });
    expect(pending(t).map((a) => [a.ability, a.seat])).toEqual([["iguana", 0], ["woodpecker", 1]]);
    expect(g.awaiting(t)).toEqual([0]);
    const u = use(t, "iguana");
    expect(g.awaiting(u)).toEqual([1]);
    expect(use(u, "woodpecker").players[1]!.hand).toHaveLength(2);
  });

  it("F19 exception: a card taken back at once still lets the other player use its ability", () => {
    // Crocodile (seat 0) and Iguana (seat 1) both pending after an exchange; the Crocodile takes the Iguana back.
    const s: State = game({ players: [{ supporters: ["crocodile#1"] }, { supporters: ["iguana#1"] }] });
    s.stack = [{ type: "batch", first: 0, abilities: [
      { id: "a1", seat: 0, ability: "crocodile", source: "crocodile#1", mandatory: false },
      { id: "a2", seat: 1, ability: "iguana", source: "iguana#1", mandatory: false },
    ] }];
    s.nextAbilityId = 3;
    const t = skip(use(s, "crocodile", { supporter: "iguana#1" }), "iguana");
    expect(supporters(t, 0)).toEqual(["crocodile#1", "iguana#1"]);
    expect(g.awaiting(t)).toEqual([1]);
    expect(use(t, "iguana").players[1]!.influence).toBe(1);
  });
});
