/** Secret communities (T12, TR9, TR10), the Chameleon (TR12) and victory (T7, TR14). */
import { describe, expect, it } from "vitest";
import { checkVictory, symbols, victoryPoints } from "../../../engine/twelve-o-twelve/effects";
import { TURN_LIMIT } from "../../../engine/twelve-o-twelve/state";
import { twelveOTwelve as g } from "../../../engine/twelve-o-twelve/index";
import { act, food, game, legal, pay, pending, rejects, seek, skip, supporters, use } from "./build";

describe("T12 secret communities: symbol counting (TR9)", () => {
  it.each([
    [["deer#1"], 0, 0],
    [["deer#1", "deer#2"], 1, 0],
    [["camel#1", "hyena#1"], 1, 0],
    [["deer#1", "camel#1", "hyena#1"], 2, 0],
    [["camel#1", "camel#2", "hyena#1"], 1, 0],
    [["wolf#1", "deer#1", "stork#1"], 2, 0],
    [["camel#1", "parrot#1"], 0, 0],
    [["elephant#1", "lion#1", "boar#1"], 0, 2],
    [["boar#1", "bear#1", "snake#1", "magpie#1", "hippo#1"], 0, 2],
  ])("TR9 %j → Free %i, Rulers %i", (cards, free, rulers) => {
    expect(symbols(game({ players: [{ supporters: cards }, {}] }), 0)).toEqual({ free, rulers });
  });

  it("T12/TR1 training variant counts no symbols", () => {
    expect(symbols(game({ players: [{ supporters: ["deer#1", "deer#2"] }, {}], options: { variant: "training" } }), 0)).toEqual({ free: 0, rulers: 0 });
  });
});

describe("T12 community bonuses (TR10)", () => {
  it("TR10 the second Free symbol: take 3 cards", () => {
    const s = game({ players: [{ hand: ["hyena#1"], food: 2, supporters: ["deer#1", "camel#1"] }, {}] });
    const t = act(s, 0, pay("hyena#1", 2));
    expect(t.players[0]!.hand).toHaveLength(3);
    expect(t.players[0]!.seenSymbols.free).toBe(2);
  });

  it("TR10 the second Rulers symbol: take 2 Influence; again each time the count rises to an even number", () => {
    const s = game({ players: [{ hand: ["lion#1"], food: 5, supporters: ["boar#1", "bear#1"] }, { influence: 9 }] });
    const t = act(s, 0, pay("lion#1", 5));
    expect(t.players[0]!.influence).toBe(2);
    const lost = skip(act({ ...t, turn: { ...t.turn, seat: 1 } }, 1, { kind: "poach", card: "bear#1" }), "bear");
    expect(symbols(lost, 0).rulers).toBe(1);
    const back = act({ ...lost, turn: { ...lost.turn, seat: 0 }, players: [{ ...lost.players[0]!, hand: ["bear#2"], food: 2 }, lost.players[1]!] }, 0, pay("bear#2", 2));
    expect(skip(back, "bear").players[0]!.influence).toBe(4);
  });

  it("TR10 Rulers 3+: 2 more VP (and a win at 8 without a Leader)", () => {
    const s = game({ players: [{ supporters: ["elephant#1", "lion#1", "boar#1"], hand: ["bear#1"], food: 2 }, {}] });
    expect(victoryPoints(s, 0)).toBe(5);
    const t = act(s, 0, pay("bear#1", 2));
    expect(symbols(t, 0).rulers).toBe(3);
    expect(victoryPoints(t, 0)).toBe(8);
    expect(t.phase).toBe("over");
    expect(g.result(t).winners).toEqual([0]);
  });

  it("TR10 Free 3+: a second action (any, the same too) or end the turn", () => {
    const s = game({ players: [{ hand: ["mouse#1", "jackal#1"], supporters: ["deer#1", "deer#2", "camel#1", "hyena#1"] }, {}] });
    expect(symbols(s, 0).free).toBe(3);
    const t = act(s, 0, food(["mouse#1"]));
    expect([t.turn.seat, t.turn.actions, g.view(t, 0).decision]).toEqual([0, 1, "second-action"]);
    expect(legal(t, 0)).toContainEqual({ kind: "end-turn" });
    const u = act(t, 0, food(["jackal#1"]));
    expect([u.turn.seat, u.players[0]!.food]).toEqual([1, 2]);
    expect(act(t, 0, { kind: "end-turn" }).turn.seat).toBe(1);
    rejects(() => act(s, 0, { kind: "end-turn" }), "twelve/act-first");
    const two = game({ players: [{ hand: ["mouse#1"] }, {}] });
    expect(legal(two, 0)).not.toContainEqual({ kind: "end-turn" });
  });
});

describe("TR12 the Chameleon", () => {
  it("TR12 its controller names its faction when attracting it", () => {
    const s = game({ players: [{ hand: ["chameleon#1"], food: 2, supporters: ["peacock#1", "gecko#1"] }, {}], options: { variant: "training" } });
    rejects(() => act(s, 0, pay("chameleon#1", 2)), "twelve/name-faction");
    rejects(() => act(game({ players: [{ hand: ["mouse#1"], food: 1 }, {}] }), 0, pay("mouse#1", 1, 0, { faction: "BIRD" })), "twelve/not-chameleon");
    const t = act(s, 0, pay("chameleon#1", 2, 0, { faction: "BIRD" }));
    expect(pending(t).map((a) => a.ability)).toEqual(["peacock"]);
    expect(t.players[0]!.supporters[2]!.faction).toBe("BIRD");
  });

  it("TR12 the poacher names it; the Rhino sees the faction fixed on arrival (engine version 1)", () => {
    const s = game({ players: [{ influence: 9, supporters: ["rhino#1"] }, { supporters: [{ card: "chameleon#1", faction: "REPT" }] }] });
    const t = act(s, 0, { kind: "poach", card: "chameleon#1", faction: "HERB" });
    expect(t.players[0]!.influence).toBe(7);
    expect(t.players[0]!.supporters[1]!.faction).toBe("HERB");
    rejects(() => act(s, 0, { kind: "poach", card: "chameleon#1" }), "twelve/name-faction");
    const herb = game({ players: [{ influence: 9, supporters: ["rhino#1"] }, { supporters: [{ card: "chameleon#1", faction: "HERB" }] }] });
    expect(act(herb, 0, { kind: "poach", card: "chameleon#1", faction: "REPT" }).players[0]!.influence).toBe(8);
  });

  it("TR12/TR13 a Chameleon received by exchange is named by its new owner on arrival (engine version 1)", () => {
    const s = game({ players: [{ hand: ["turtle#1"], food: 3, supporters: [{ card: "chameleon#1", faction: "BIRD" }] }, { supporters: ["jackal#1"] }] });
    const t = use(act(s, 0, pay("turtle#1", 3)), "turtle", { give: "chameleon#1", take: "jackal#1" });
    expect(pending(t).map((a) => [a.ability, a.seat, a.mandatory])).toEqual([["name-chameleon", 1, true]]);
    expect(legal(t, 1)).toHaveLength(4);
    expect(use(t, "name-chameleon", { faction: "CARN" }).players[1]!.supporters[0]!.faction).toBe("CARN");
  });

  it("TR12 for a Leader's condition the owner counts a Chameleon as the faction it needs, whatever it was named", () => {
    const s = game({ players: [{ leader: "tiger", supporters: ["jackal#1", "jackal#2", { card: "chameleon#1", faction: "BIRD" }, "mouse#1", "mouse#2", "mouse#3", "deer#1"], hand: ["pigeon#1"], food: 1 }, {}], options: { variant: "training" } });
    expect(act(s, 0, pay("pigeon#1", 1)).phase).toBe("over");
    const without = game({ players: [{ leader: "tiger", supporters: ["jackal#1", "jackal#2", "iguana#1", "mouse#1", "mouse#2", "mouse#3", "deer#1"], hand: ["pigeon#1"], food: 1 }, {}], options: { variant: "training" } });
    expect(act(without, 0, pay("pigeon#1", 1)).phase).toBe("play");
    const raven = game({ players: [{ leader: "raven", supporters: ["mouse#1", "pigeon#1", "jackal#1", { card: "chameleon#1", faction: "BIRD" }, "mouse#2", "mouse#3", "jackal#2", "jackal#3"] }, {}] });
    expect(checkVictory(structuredClone(raven))).toBe(true);
  });
});

describe("T7 victory (TR14)", () => {
  const seven = ["jackal#1", "jackal#2", "jackal#3", "fox#1", "fox#2", "bear#1", "bear#2"];
  it("T7 8 VP wins at once, in the middle of the turn", () => {
    const t = act(game({ players: [{ supporters: seven, hand: ["mouse#1"], food: 1 }, {}] }), 0, pay("mouse#1", 1));
    expect([t.phase, t.winners, g.awaiting(t)]).toEqual(["over", [0], []]);
    expect(g.legalMoves(t, 0)).toEqual([]);
    rejects(() => act(t, 0, seek), "game/over");
  });

  it("T7 Compromat counts −1 VP", () => {
    const t = act(game({ players: [{ supporters: seven, hand: ["mouse#1"], food: 1, compromat: 1 }, {}] }), 0, pay("mouse#1", 1));
    expect(t.phase).toBe("play");
    expect(g.result(t).scores).toEqual([7, 0]);
  });

  it("T7 the Leader's condition must hold as well", () => {
    const s = game({ players: [{ supporters: seven, hand: ["mouse#1"], food: 1, leader: "rabbit" }, {}] });
    expect(act(s, 0, pay("mouse#1", 1)).phase).toBe("play");
    const t = game({ players: [{ supporters: ["mouse#1", "mouse#2", "deer#1", "jackal#1", "jackal#2", "fox#1", "fox#2"], hand: ["camel#1"], food: 2, leader: "rabbit" }, {}], options: { variant: "training" } });
    expect(act(t, 0, pay("camel#1", 2)).winners).toEqual([0]);
  });

  it.each([
    ["viper", ["mouse#1", "mouse#2", "mouse#3", "deer#1", "deer#2", "camel#1", "camel#2", "beaver#1"], true],
    ["viper", ["mouse#1", "mouse#2", "deer#3", "deer#1", "deer#2", "camel#1", "camel#2", "beaver#1"].filter((c) => c !== "deer#3").concat(["beaver#2"]), false],
    ["sparrow", ["pigeon#1", "pigeon#2", "pigeon#3", "owl#1", "mouse#1", "mouse#2", "mouse#3", "jackal#1"], true],
    ["goat", ["giraffe#1", "hippo#1", "rhino#1", "mouse#1", "mouse#2", "mouse#3", "jackal#1", "jackal#2"], true],
    ["goat", ["giraffe#1", "hippo#1", "deer#1", "mouse#1", "mouse#2", "mouse#3", "jackal#1", "jackal#2"], false],
    ["alligator", ["gecko#1", "gecko#2", "gecko#3", "iguana#1", "mouse#1", "mouse#2", "mouse#3", "jackal#1"], true],
    ["raven", ["gecko#1", "pigeon#1", "jackal#1", "mouse#1", "mouse#2", "mouse#3", "jackal#2", "jackal#3"], true],
    ["raven", ["gecko#1", "pigeon#1", "fox#1", "fox#2", "jackal#1", "bear#1", "jackal#2", "jackal#3"], false],
    ["mongoose", ["deer#1", "deer#2", "mouse#1", "mouse#2", "mouse#3", "jackal#1", "jackal#2", "jackal#3"], false],
    ["mongoose", ["deer#1", "camel#1", "hyena#1", "mouse#2", "mouse#3", "jackal#1", "jackal#2", "jackal#3"], true],
  ] as const)("T13/TR14 %s's condition with %j: %s", (leader, cards, wins) => {
    const s = game({ players: [{ supporters: [...cards], leader }, {}] });
    expect(checkVictory(structuredClone(s))).toBe(wins);
  });

  it("TR14 a player can win during another player's turn", () => {
    const s = game({ players: [{ hand: ["turtle#1"], food: 3, supporters: ["elephant#1"] }, { supporters: seven.slice(0, 6).concat(["wolf#1"]) }] });
    const t = use(act(s, 0, pay("turtle#1", 3)), "turtle", { give: "elephant#1", take: "wolf#1" });
    expect([t.phase, t.winners]).toEqual(["over", [1]]);
  });

  it.each([
    [0, [1, 2], 1],
    [2, [1, 2], 2],
    [1, [0, 2], 2],
    [0, [0, 2], 0],
  ])("TR14 active seat %i, qualifying %j: seat %i wins", (active, qualifying, winner) => {
    const eight = [...seven, "mouse#1"];
    const s = game({ players: [0, 1, 2].map((seat) => ({ supporters: qualifying.includes(seat) ? eight.map((c) => c.replace("#", `#`)) : [] })), turn: active });
    // the same cards in two places is fine for this check, which only counts VP
    const d = structuredClone(s);
    expect(checkVictory(d)).toBe(true);
    expect(d.winners).toEqual([winner]);
  });

  it("result() scores VP mid-game", () => {
    const s = game({ players: [{ supporters: ["elephant#1"], compromat: 1 }, { supporters: ["mouse#1"] }] });
    expect(g.result(s)).toMatchObject({ finished: false, winners: [], scores: [1, 1], scoreLabel: "VP" });
  });
});

describe("T14 game without Compromat (TR1)", () => {
  it("T14 Boar, Cobra, Beaver and Seek Contacts ignore Compromat", () => {
    const opts = { compromat: false };
    expect(act(game({ players: [{ influence: 1 }, { supporters: ["boar#1"] }], options: opts }), 0, { kind: "poach", card: "boar#1" }).players[1]!.compromat).toBe(0);
    expect(pending(act(game({ players: [{ hand: ["cobra#1"], food: 2 }, {}], options: opts }), 0, pay("cobra#1", 2)))).toEqual([]);
    expect(pending(act(game({ players: [{ supporters: ["beaver#1"] }, {}], options: opts }), 0, seek))).toEqual([]);
    expect(supporters(game({ players: [{}, {}], options: opts }), 0)).toEqual([]);
  });
});

describe("T12 rulebook example: Get Food with 3 Free and 1 Rulers symbol", () => {
  it("T3/TR5 two Herbivores by Free (1 Food + 2 cards), two Birds by Rulers (1 Influence), one Reptile (1 Food), then a second action", () => {
    const s = game({
      players: [{ hand: ["mouse#1", "deer#1", "pigeon#1", "owl#1", "gecko#1"], supporters: ["deer#2", "wolf#1", "camel#1", "hyena#1", "boar#1", "bear#1"] }, {}],
      deck: ["lion#1", "eagle#1"],
    });
    expect(symbols(s, 0)).toEqual({ free: 3, rulers: 1 });
    const t = act(s, 0, food({ cards: ["mouse#1", "deer#1"], draw: 2 }, { cards: ["pigeon#1", "owl#1"], influence: true }, ["gecko#1"]));
    expect([t.players[0]!.food, t.players[0]!.influence, t.players[0]!.hand.sort()]).toEqual([2, 1, ["eagle#1", "lion#1"]]);
    expect([t.turn.seat, g.view(t, 0).decision]).toEqual([0, "second-action"]);
  });
});

describe("labels and log lines", () => {
  it("moveLabel names the card and the payment; describe hides drawn cards from others", () => {
    const s = game({ players: [{ hand: ["bear#1"], food: 1, supporters: ["mouse#1"] }, {}], deck: ["lion#1"] });
    const names = ["Ann", "Bo"];
    expect(g.moveLabel(s, 0, pay("bear#1", 1, 0, { eat: "mouse#1" }), names)).toBe("Attract Bear feeding it Mouse (pay 1 Food)");
    const t = act(s, 0, seek);
    expect(g.describe({ before: s, after: t, seat: 0, move: seek, viewer: 0, names })).toContain("draws Lion");
    expect(g.describe({ before: s, after: t, seat: 0, move: seek, viewer: 1, names })).toContain("Ann draws 1 card");
    expect(g.describe({ before: s, after: t, seat: 0, move: seek, viewer: "spectator", names })).not.toContain("Lion");
  });
});

describe("safety valve (docs)", () => {
  it("after the turn limit the game ends; the highest VP wins, ties share", () => {
    const s = game({ players: [{ supporters: ["mouse#1", "deer#1"] }, { supporters: ["jackal#1"] }, { supporters: ["pigeon#1", "owl#1"] }] });
    const last = { ...s, turn: { ...s.turn, number: TURN_LIMIT } };
    const t = act(last, 0, food());
    expect([t.phase, t.winners, g.awaiting(t)]).toEqual(["over", [0, 2], []]);
    expect(g.result(t).summary).toContain("turn limit");
    expect(act({ ...s, turn: { ...s.turn, number: TURN_LIMIT - 1 } }, 0, food()).phase).toBe("play");
  });
});
