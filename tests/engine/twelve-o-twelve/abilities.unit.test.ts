/** Supporter abilities (T11), every animal and Leader ability, and their ordering (TR11–TR13). */
import { describe, expect, it } from "vitest";
import { twelveOTwelve as g } from "../../../engine/twelve-o-twelve/index";
import { act, ability, food, game, legal, pay, pending, rejects, seek, skip, supporters, use } from "./build";

const hand5 = ["jackal#1", "jackal#2", "jackal#3", "fox#1", "fox#2"];

describe("T11 'becomes a supporter' abilities", () => {
  it.each([
    ["mouse", "mouse#1", 1, { hand: 1 }],
    ["deer", "deer#1", 3, { food: 2 }],
    ["iguana", "iguana#1", 1, { influence: 1 }],
    ["pigeon", "pigeon#1", 1, { food: 1 }],
    ["woodpecker", "woodpecker#1", 2, { hand: 2 }],
    ["stork", "stork#1", 5, { hand: 3 }],
    ["bear", "bear#1", 2, { food: 1 }],
    ["leopard", "leopard#1", 4, { influence: 2 }],
    ["lynx", "lynx#1", 3, { hand: 3 }], // the Lynx + 2 Carnivores (FAQ: the Lynx counts)
  ] as const)("T11 %s: optional, used", (kind, card, appetite, gain: { hand?: number; food?: number; influence?: number }) => {
    const s = game({ players: [{ hand: [card], food: appetite, supporters: ["jackal#1", "jackal#2"] }, {}], options: { variant: "training" } });
    const t = act(s, 0, pay(card, appetite));
    expect(legal(t, 0)).toContainEqual({ kind: "skip-ability", ability: ability(t, kind).id });
    const u = use(t, kind);
    const p = u.players[0]!;
    expect([p.hand.length, p.food, p.influence]).toEqual([gain.hand ?? 0, gain.food ?? 0, gain.influence ?? 0]);
    expect(u.turn.seat).toBe(1);
    const v = skip(t, kind);
    expect([v.players[0]!.hand.length, v.players[0]!.food, v.players[0]!.influence, v.turn.seat]).toEqual([0, 0, 0, 1]);
  });

  it("T11 abilities trigger on a poach too (IN), and properties do not (TR6)", () => {
    const s = game({ players: [{ influence: 3 }, { supporters: ["camel#1"] }] });
    const t = act(s, 0, { kind: "poach", card: "camel#1" });
    expect(pending(t)).toEqual([]);
    const u = act(game({ players: [{ influence: 1 }, { supporters: ["iguana#1"] }] }), 0, { kind: "poach", card: "iguana#1" });
    expect(use(u, "iguana").players[0]!.influence).toBe(1);
  });

  it("T11 Elephant: mandatory 4 Food on itself, with no decision", () => {
    const t = act(game({ players: [{ hand: ["elephant#1"], food: 5 }, {}] }), 0, pay("elephant#1", 5));
    expect(t.players[0]!.supporters[0]!.food).toBe(4);
    expect(t.turn.seat).toBe(1);
  });

  it("T11 Cobra makes another player take 1 Compromat", () => {
    const t = act(game({ players: [{ hand: ["cobra#1"], food: 2 }, {}, {}] }), 0, pay("cobra#1", 2));
    expect(legal(t, 0).filter((m) => m.kind === "use-ability").map((m) => (m as { player: number }).player)).toEqual([1, 2]);
    expect(use(t, "cobra", { player: 2 }).players.map((p) => p.compromat)).toEqual([0, 0, 1]);
    rejects(() => use(t, "cobra", { player: 0 }), "twelve/bad-player");
  });

  it("T11 Crocodile takes an appetite-1 supporter of another player with its tokens", () => {
    const s = game({ players: [{ hand: ["crocodile#1"], food: 4 }, { supporters: [{ card: "mouse#1", food: 2 }, "deer#1"] }] });
    const t = act(s, 0, pay("crocodile#1", 4));
    expect(legal(t, 0).filter((m) => m.kind === "use-ability")).toHaveLength(1);
    const u = use(t, "crocodile", { supporter: "mouse#1" });
    expect(supporters(u, 0)).toEqual(["crocodile#1", "mouse#1"]);
    expect(u.players[0]!.supporters[1]!.food).toBe(2);
    expect(pending(u).map((a) => a.ability)).toEqual(["mouse"]); // the Mouse's IN for its new owner
    rejects(() => use(t, "crocodile", { supporter: "deer#1" }), "twelve/bad-target");
  });

  it("T11 Magpie moves 1 token from another player's supporter to your reserve", () => {
    const s = game({ players: [{ hand: ["magpie#1"], food: 2 }, { supporters: [{ card: "deer#1", food: 1, influence: 2 }] }] });
    const t = act(s, 0, pay("magpie#1", 2));
    expect(legal(t, 0).filter((m) => m.kind === "use-ability")).toHaveLength(2);
    const u = use(t, "magpie", { supporter: "deer#1", token: "influence" });
    expect([u.players[0]!.influence, u.players[1]!.supporters[0]!.influence]).toEqual([1, 1]);
  });

  it("T11 Fox moves 1 Food from another player's reserve; an unusable ability is dropped", () => {
    const t = act(game({ players: [{ hand: ["fox#1"], food: 1 }, { food: 2 }] }), 0, pay("fox#1", 1));
    expect(use(t, "fox", { player: 1 }).players.map((p) => p.food)).toEqual([1, 1]);
    const none = act(game({ players: [{ hand: ["fox#1"], food: 1 }, { food: 0 }] }), 0, pay("fox#1", 1));
    expect(pending(none)).toEqual([]);
    expect(none.turn.seat).toBe(1);
  });

  it("T11 Eagle names a faction and feeds each supporter of it 1 Food, itself too (FAQ)", () => {
    const s = game({ players: [{ hand: ["eagle#1"], food: 4, supporters: ["pigeon#1", "jackal#1", "parrot#1"] }, {}], options: { variant: "training" } });
    const u = use(act(s, 0, pay("eagle#1", 4)), "eagle", { faction: "BIRD" });
    expect(u.players[0]!.supporters.map((x) => x.food)).toEqual([1, 0, 1, 1]);
  });
});

describe("T11 'stops being a supporter', 'fed', Seek Contacts and conditions", () => {
  it("T11 Boar: mandatory Compromat for the player who loses it (also on another's turn)", () => {
    const t = act(game({ players: [{ influence: 1 }, { supporters: ["boar#1"] }] }), 0, { kind: "poach", card: "boar#1" });
    expect(t.players.map((p) => p.compromat)).toEqual([0, 1]);
  });

  it("T11 Monitor Lizard: may take 1 Influence when fed", () => {
    const t = act(game({ players: [{ hand: ["camel#1"], food: 2, supporters: ["monitor#1"] }, {}], options: { variant: "training" } }), 0, pay("camel#1", 2));
    expect(t.players[0]!.supporters[0]!.food).toBe(1);
    expect(use(t, "monitor").players[0]!.influence).toBe(1);
  });

  it("T11 Hippo adds 1 Food to every feeding of its owner", () => {
    const t = act(game({ players: [{ hand: ["camel#1"], food: 2, supporters: ["hippo#1"] }, {}] }), 0, pay("camel#1", 2));
    expect(t.players[0]!.supporters[0]!.food).toBe(2);
  });

  it("T11 Giraffe (Seek Contacts) may feed any of your supporters, itself too", () => {
    const t = act(game({ players: [{ hand: hand5, supporters: ["giraffe#1"] }, {}] }), 0, seek);
    expect(use(t, "giraffe", { supporter: "giraffe#1" }).players[0]!.supporters[0]!.food).toBe(1);
  });

  it("T11 Parrot draws 1 even with 5 or more in hand", () => {
    const t = act(game({ players: [{ hand: hand5, supporters: ["parrot#1"] }, {}] }), 0, seek);
    expect(use(t, "parrot").players[0]!.hand).toHaveLength(6);
  });

  it("T11 Gecko: another Reptile attracted while the Gecko is yours draws 1 card, each Gecko", () => {
    const t = act(game({ players: [{ hand: ["iguana#1"], food: 1, supporters: ["gecko#1", "gecko#2"] }, {}] }), 0, pay("iguana#1", 1));
    expect(pending(t).map((a) => a.ability).sort()).toEqual(["gecko", "gecko", "iguana"]);
  });

  it("T11 Peacock: another Bird attracted gives 1 Influence", () => {
    const t = act(game({ players: [{ hand: ["pigeon#1"], food: 1, supporters: ["peacock#1"] }, {}], options: { variant: "training" } }), 0, pay("pigeon#1", 1));
    expect(use(skip(t, "pigeon"), "peacock").players[0]!.influence).toBe(1);
  });

  it("T11 Wolf: attracting a Predator by feeding it a supporter gives 1 Influence; not when paid normally", () => {
    const eat = act(game({ players: [{ hand: ["bear#1"], food: 1, supporters: ["wolf#1", "mouse#1"] }, {}], options: { variant: "training" } }), 0, pay("bear#1", 1, 0, { eat: "mouse#1" }));
    expect(pending(eat).map((a) => a.ability).sort()).toEqual(["bear", "wolf"]);
    const plain = act(game({ players: [{ hand: ["bear#1"], food: 2, supporters: ["wolf#1"] }, {}], options: { variant: "training" } }), 0, pay("bear#1", 2));
    expect(pending(plain).map((a) => a.ability)).toEqual(["bear"]);
  });

  it("T11 Hyena: losing another supporter draws 1 card — a decision of the victim during the poacher's turn", () => {
    const t = act(game({ players: [{ influence: 1 }, { supporters: ["hyena#1", "jackal#1"] }] }), 0, { kind: "poach", card: "jackal#1" });
    expect(g.awaiting(t)).toEqual([1]);
    expect(g.view(t, 0).decision).toBe("ability");
    rejects(() => act(t, 0, food()), "move/not-your-turn");
    const u = use(t, "hyena");
    expect(u.players[1]!.hand).toHaveLength(1);
    expect(g.awaiting(u)).toEqual([1]); // the poacher's turn is over, seat 1 acts
  });

  it("T11 Owl: losing a supporter feeds your supporters 1 Food twice", () => {
    const t = act(game({ players: [{ influence: 1 }, { supporters: ["owl#1", "jackal#1", "deer#1"] }] }), 0, { kind: "poach", card: "jackal#1" });
    const u = use(t, "owl", { feed: ["deer#1", "deer#1"] });
    expect(u.players[1]!.supporters.map((x) => x.food)).toEqual([0, 2]);
  });

  it("T11 Penguin: fed to 3+ resources, may attract one card from hand paid only from the Penguin", () => {
    const s = game({ players: [{ hand: ["camel#1", "deer#1"], food: 2, supporters: [{ card: "penguin#1", food: 2 }] }, {}], options: { variant: "training" } });
    const t = act(s, 0, pay("camel#1", 2));
    expect(t.players[0]!.supporters[0]!.food).toBe(3);
    const u = use(t, "penguin", { card: "deer#1", payFood: 3, payInfluence: 0 });
    expect(supporters(u, 0)).toEqual(["penguin#1", "camel#1", "deer#1"]);
    expect(u.players[0]!.supporters[0]!.food).toBe(0);
    expect(pending(u).map((a) => a.ability)).toEqual(["deer"]);
    rejects(() => use(t, "penguin", { card: "deer#1", payFood: 2, payInfluence: 0 }), "twelve/wrong-payment");
    rejects(() => use(t, "penguin", { card: "deer#1", payFood: 2, payInfluence: 1 }), "twelve/wrong-payment");
  });

  it("T11 Turtle exchanges one of your supporters for another player's with appetite not higher (TR13, engine version 1)", () => {
    const s = game({ players: [{ hand: ["turtle#1"], food: 3, supporters: ["deer#1"] }, { supporters: ["bear#1", { card: "lion#1", food: 1 }] }] });
    const t = act(s, 0, pay("turtle#1", 3));
    const uses = legal(t, 0).filter((m) => m.kind === "use-ability");
    expect(uses).toHaveLength(1); // deer (3) for bear (2); the lion (5) is too big, the Turtle cannot give itself
    rejects(() => use(t, "turtle", { give: "deer#1", take: "lion#1" }), "twelve/turtle-appetite");
    rejects(() => use(t, "turtle", { give: "turtle#1", take: "bear#1" }), "twelve/turtle-self");
    const u = use(t, "turtle", { give: "deer#1", take: "bear#1" });
    expect([supporters(u, 0), supporters(u, 1)]).toEqual([["turtle#1", "bear#1"], ["lion#1", "deer#1"]]);
    // TR13: the initiator's received supporter first (Bear), then the other player's (Deer)
    expect(g.awaiting(u)).toEqual([0]);
    const v = use(u, "bear");
    expect(g.awaiting(v)).toEqual([1]);
    expect(use(v, "deer").players[1]!.food).toBe(2);
  });
});

describe("T13 Leader abilities", () => {
  it("T13 Sparrow: Get Food gives 1 more Food", () => {
    expect(act(game({ players: [{ hand: ["mouse#1"], leader: "sparrow" }, {}] }), 0, food(["mouse#1"])).players[0]!.food).toBe(2);
  });

  it("T13 Tiger: a Predator fed a supporter costs 1 less, not below 0", () => {
    const s = game({ players: [{ hand: ["lion#1"], food: 2, leader: "tiger", supporters: ["deer#1"] }, {}] });
    expect(act(s, 0, pay("lion#1", 1, 0, { eat: "deer#1" })).players[0]!.food).toBe(1);
    rejects(() => act(s, 0, pay("lion#1", 2, 0, { eat: "deer#1" })), "twelve/wrong-payment");
    const equal = game({ players: [{ hand: ["bear#1"], leader: "tiger", supporters: ["camel#1"] }, {}] });
    expect(act(equal, 0, pay("bear#1", 0, 0, { eat: "camel#1" })).players[0]!.food).toBe(0);
  });

  it("T13 Goat: Seek Contacts may move 1 Food from another player's reserve", () => {
    const t = act(game({ players: [{ hand: hand5, leader: "goat" }, { food: 1 }] }), 0, seek);
    expect(use(t, "goat", { player: 1 }).players.map((p) => p.food)).toEqual([1, 0]);
  });

  it("T13 Raven: a random card from another hand instead of the first draw; others do not learn which", () => {
    const s = game({ players: [{ hand: [], leader: "raven" }, { hand: ["lion#1", "owl#1"] }, {}], deck: ["mouse#1", "deer#1", "camel#1", "beaver#1", "boar#1"] });
    const t = act(s, 0, { kind: "seek-contacts", raven: 1 });
    expect(t.players[0]!.hand).toHaveLength(5);
    expect(t.players[1]!.hand).toHaveLength(1);
    expect(t.deck).toEqual(["boar#1"]);
    const stolen = t.players[0]!.hand[0]!;
    const names = ["A", "B", "C"];
    expect(g.describe({ before: s, after: t, seat: 0, move: { kind: "seek-contacts", raven: 1 }, viewer: 2, names })).not.toMatch(/Lion|Owl/);
    expect(g.describe({ before: s, after: t, seat: 0, move: { kind: "seek-contacts", raven: 1 }, viewer: 1, names })).toContain(stolen.startsWith("lion") ? "Lion" : "Owl");
    rejects(() => act(game({ players: [{ hand: hand5, leader: "raven" }, { hand: ["lion#1"] }] }), 0, { kind: "seek-contacts", raven: 1 }), "twelve/no-draw");
    rejects(() => act(s, 0, { kind: "seek-contacts", raven: 2 }), "twelve/bad-player");
  });
});

describe("TR11 ordering of triggered abilities", () => {
  it("TR11 rulebook example: Jackal lost, Owl feeds the Monitor, the Monitor resolves before the Hyena", () => {
    const s = game({ players: [{ influence: 1 }, { supporters: ["jackal#1", "owl#1", "hyena#1", "monitor#1"] }], options: { variant: "training" } });
    const t = act(s, 0, { kind: "poach", card: "jackal#1" });
    expect(pending(t).map((a) => a.ability).sort()).toEqual(["hyena", "owl"]);
    const u = use(t, "owl", { feed: ["monitor#1", "hyena#1"] });
    expect(pending(u).map((a) => a.ability)).toEqual(["monitor"]);
    expect(u.stack).toHaveLength(2);
    const v = use(u, "monitor");
    expect(pending(v).map((a) => a.ability)).toEqual(["hyena"]);
  });

  it("TR11 the player orders their own simultaneous abilities", () => {
    const t = act(game({ players: [{ hand: ["iguana#1"], food: 1, supporters: ["gecko#1"] }, {}] }), 0, pay("iguana#1", 1));
    const first = use(t, "gecko");
    expect(pending(first).map((a) => a.ability)).toEqual(["iguana"]);
    const other = use(t, "iguana");
    expect(pending(other).map((a) => a.ability)).toEqual(["gecko"]);
  });

  it("TR11 the active player's abilities resolve first, then the other players' in turn order", () => {
    const s = game({ players: [{ influence: 2 }, { supporters: ["hyena#1", "mouse#1"] }], options: { variant: "training" } });
    const t = act(s, 0, { kind: "poach", card: "mouse#1" });
    expect(pending(t).map((a) => [a.ability, a.seat]).sort()).toEqual([["hyena", 1], ["mouse", 0]]);
    expect(g.awaiting(t)).toEqual([0]);
    const u = skip(t, "mouse");
    expect(g.awaiting(u)).toEqual([1]);
  });

  it("TR11 a mandatory ability cannot be skipped", () => {
    const t = act(game({ players: [{ hand: ["camel#1"], food: 2, supporters: ["jackal#1", "fox#1"] }, {}] }), 0, pay("camel#1", 2));
    rejects(() => act(t, 0, { kind: "skip-ability", ability: ability(t, "supplier").id }), "twelve/mandatory");
    rejects(() => act(t, 1, { kind: "skip-ability", ability: ability(t, "supplier").id }), "move/not-your-turn");
    rejects(() => act(t, 0, { kind: "skip-ability", ability: "a999" }), "twelve/no-such-ability");
  });
});

describe("TR13 and TR16 details", () => {
  it("TR13 an exchange is a loss and a gain for both players: Hyena and Owl trigger, the initiator first", () => {
    const s = game({ players: [{ hand: ["turtle#1"], food: 3, supporters: ["hyena#1", "deer#1"] }, { supporters: ["owl#1", "jackal#1"] }], options: { variant: "training" } });
    const t = use(act(s, 0, pay("turtle#1", 3)), "turtle", { give: "deer#1", take: "jackal#1" });
    expect(pending(t).map((a) => [a.ability, a.seat]).sort()).toEqual([["deer", 1], ["hyena", 0], ["owl", 1]]);
    expect(g.awaiting(t)).toEqual([0]);
    const u = use(t, "hyena");
    expect(g.awaiting(u)).toEqual([1]);
    expect(legal(u, 1).filter((m) => m.kind === "skip-ability")).toHaveLength(2);
  });

  it("TR16 the Cobra cannot target a player who already has 5 Compromat", () => {
    const t = act(game({ players: [{ hand: ["cobra#1"], food: 2 }, { compromat: 5 }, {}] }), 0, pay("cobra#1", 2));
    expect(legal(t, 0).filter((m) => m.kind === "use-ability").map((m) => (m as { player: number }).player)).toEqual([2]);
  });

  it("T11 the Eagle's feedings trigger the Monitor once per feeding, after the Eagle", () => {
    const s = game({ players: [{ hand: ["eagle#1"], food: 4, supporters: ["monitor#1", "monitor#2"] }, {}], options: { variant: "training" } });
    const t = use(act(s, 0, pay("eagle#1", 4)), "eagle", { faction: "REPT" });
    expect(pending(t).map((a) => a.ability)).toEqual(["monitor", "monitor"]);
    expect(use(use(t, "monitor"), "monitor").players[0]!.influence).toBe(2);
  });
});
