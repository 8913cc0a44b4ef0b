/**
 * Engine version 2 (spec revision 2): TR12 and TR13 as the rulebook's FAQ tells them, each
 * scenario beside what version 1 — which games created before it keep — did with it.
 */
import { describe, expect, it } from "vitest";
import { checkUpgrade } from "../../../engine/core/versions";
import { twelveOTwelve, twelveOTwelveV1 } from "../../../engine/twelve-o-twelve/index";
import { optionsSchema } from "../../../engine/twelve-o-twelve/state";
import { act, game, legal, pay, pending, rejects, supporters, use, type PlayerSpec } from "./build";

const v1 = (players: PlayerSpec[]) => game({ players, options: { variant: "training" } });
const v2 = (players: PlayerSpec[]) => game({ players, options: { variant: "training" }, rulesVersion: 2 });

describe("TR12 (version 2): a Chameleon's faction is named by its controller each time it is needed", () => {
  // FAQ: "If another player later wants to poach the Chameleon, they cannot use the ability of their
  // Rhino, because the player whose supporter the Chameleon is now states that it belongs to the
  // Reptiles faction this time."
  it("the FAQ's Rhino: the poacher gets no Herbivore discount on a Chameleon its owner once named Herbivore", () => {
    const players: PlayerSpec[] = [{ influence: 9, supporters: ["rhino#1"] }, { supporters: [{ card: "chameleon#1", faction: "HERB" }] }];
    expect(act(v2(players), 0, { kind: "poach", card: "chameleon#1", faction: "BIRD" }).players[0]!.influence).toBe(7); // appetite 2, no discount
    expect(act(v1(players), 0, { kind: "poach", card: "chameleon#1", faction: "BIRD" }).players[0]!.influence).toBe(8); // v1: frozen Herbivore, −2 (floor 1)
    // A printed Herbivore still gets the discount.
    expect(act(v2([{ influence: 9, supporters: ["rhino#1"] }, { supporters: ["deer#1"] }]), 0, { kind: "poach", card: "deer#1" }).players[0]!.influence).toBe(8);
  });

  // FAQ: "a player attracts a Chameleon ... states that it belongs to the Birds faction, to receive
  // the bonus of the Peacock card. They cannot receive the attraction bonus of the Gecko as well."
  it("the FAQ's Peacock and Gecko: one faction for the checks made at once", () => {
    const t = act(v2([{ hand: ["chameleon#1"], food: 2, supporters: ["peacock#1", "gecko#1"] }, {}]), 0, pay("chameleon#1", 2, 0, { faction: "BIRD" }));
    expect(pending(t).map((a) => a.ability)).toEqual(["peacock"]);
  });

  it("the Eagle's owner names the Chameleon as the faction the Eagle feeds", () => {
    const players: PlayerSpec[] = [{ hand: ["eagle#1"], food: 4, supporters: [{ card: "chameleon#1", faction: "REPT" }, "pigeon#1"] }, {}];
    const fed = (s: ReturnType<typeof v2>) => use(act(s, 0, pay("eagle#1", 4)), "eagle", { faction: "BIRD" }).players[0]!.supporters.map((x) => [x.card, x.food]);
    expect(fed(v2(players))).toEqual([["chameleon#1", 1], ["pigeon#1", 1], ["eagle#1", 1]]);
    expect(fed(v1(players))).toEqual([["chameleon#1", 0], ["pigeon#1", 1], ["eagle#1", 1]]);
  });

  it("the Lynx counts a Chameleon among its owner's Carnivores", () => {
    const players: PlayerSpec[] = [{ hand: ["lynx#1"], food: 3, supporters: [{ card: "chameleon#1", faction: "BIRD" }] }, {}];
    const drawn = (s: ReturnType<typeof v2>) => use(act(s, 0, pay("lynx#1", 3)), "lynx").players[0]!.hand.length;
    expect(drawn(v2(players))).toBe(2);
    expect(drawn(v1(players))).toBe(1);
  });

  it("a Chameleon that arrives by an ability is not named on arrival", () => {
    const t = use(act(v2([{ hand: ["crocodile#1"], food: 4 }, { supporters: [{ card: "chameleon#1", faction: "REPT" }, "mouse#1"] }]), 0, pay("crocodile#1", 4)), "crocodile", { supporter: "mouse#1" });
    expect(pending(t).map((a) => a.ability)).toEqual(["mouse"]);
  });
});

describe("TR13 (version 2): the Turtle exchanges supporters of the same faction", () => {
  // FAQ: "a player received a Crocodile and wants to take back the Iguana they gave in exchange,
  // using the Crocodile's ability. The other player may use the Iguana's ability before giving it back."
  it("the FAQ's example: an Iguana for a Crocodile (both Reptiles) — refused by version 1's appetite rule", () => {
    const players: PlayerSpec[] = [{ hand: ["turtle#1"], food: 3, supporters: ["iguana#1"] }, { supporters: ["crocodile#1"] }];
    // Version 1 has no exchange to offer here (appetite 4 > 1), so the Turtle's ability lapses.
    expect(pending(act(v1(players), 0, pay("turtle#1", 3)))).toEqual([]);
    const t = act(v2(players), 0, pay("turtle#1", 3));
    expect(legal(t, 0).filter((m) => m.kind === "use-ability")).toEqual([{ kind: "use-ability", ability: expect.any(String), give: "iguana#1", take: "crocodile#1" }]);
    const u = use(t, "turtle", { give: "iguana#1", take: "crocodile#1" });
    expect([supporters(u, 0), supporters(u, 1)]).toEqual([["turtle#1", "crocodile#1"], ["iguana#1"]]);
  });

  it("the FAQ's exception: taking the Iguana back with the Crocodile, the other player uses the Iguana first", () => {
    const t = act(v2([{ hand: ["turtle#1"], food: 3, supporters: ["iguana#1"] }, { supporters: ["crocodile#1"] }]), 0, pay("turtle#1", 3));
    const u = use(t, "turtle", { give: "iguana#1", take: "crocodile#1" });
    // The initiator resolves first (TR13): the Crocodile it received.
    expect(twelveOTwelve.awaiting(u)).toEqual([0]);
    const w = use(u, "crocodile", { supporter: "iguana#1" });
    // Exception: the Iguana's new holder uses it before giving it back.
    expect(twelveOTwelve.awaiting(w)).toEqual([1]);
    expect(supporters(w, 1)).toEqual(["iguana#1"]);
    const x = use(w, "iguana");
    expect(x.players[1]!.influence).toBe(1);
    // Then the Crocodile takes it back, and the Iguana is the initiator's again (its ability triggers anew).
    expect([supporters(x, 0), supporters(x, 1)]).toEqual([["turtle#1", "crocodile#1", "iguana#1"], []]);
    expect(twelveOTwelve.awaiting(x)).toEqual([0]);
    expect(use(x, "iguana").players[0]!.influence).toBe(1);
  });

  it("the other player may also decline the Iguana; the take-back still follows", () => {
    const t = use(act(v2([{ hand: ["turtle#1"], food: 3, supporters: ["iguana#1"] }, { supporters: ["crocodile#1"] }]), 0, pay("turtle#1", 3)), "turtle", { give: "iguana#1", take: "crocodile#1" });
    const w = use(t, "crocodile", { supporter: "iguana#1" });
    const pa = pending(w)[0]!;
    const x = act(w, 1, { kind: "skip-ability", ability: pa.id });
    expect(supporters(x, 0)).toContain("iguana#1");
    expect(x.players[1]!.influence).toBe(0);
  });

  it("refuses supporters of different factions; a Chameleon given counts as the faction taken, one taken never matches", () => {
    const t = act(v2([{ hand: ["turtle#1"], food: 3, supporters: ["iguana#1", { card: "chameleon#1", faction: "REPT" }] }, { supporters: ["bear#1", { card: "chameleon#2", faction: "REPT" }] }]), 0, pay("turtle#1", 3));
    rejects(() => use(t, "turtle", { give: "iguana#1", take: "bear#1" }), "twelve/turtle-faction");
    rejects(() => use(t, "turtle", { give: "iguana#1", take: "chameleon#2" }), "twelve/turtle-faction");
    expect(legal(t, 0).filter((m) => m.kind === "use-ability").map((m) => m.kind === "use-ability" && [m.give, m.take])).toEqual([["chameleon#1", "bear#1"]]);
    const u = use(t, "turtle", { give: "chameleon#1", take: "bear#1" });
    expect(supporters(u, 1)).toEqual(["chameleon#2", "chameleon#1"]);
    // No naming on arrival in version 2: the Bear's ability is all that waits.
    expect(pending(u).map((a) => a.ability)).toEqual(["bear"]);
  });
});

describe("moving a version 1 game to version 2", () => {
  const input = { seats: 2, options: optionsSchema.parse({}), seed: "upgrade-check" };
  it("is safe while the history has nothing TR12 or TR13 changes (the setup choices)", () => {
    const setupMoves = [0, 1].flatMap((seat) => twelveOTwelveV1.legalMoves(twelveOTwelveV1.setup(input), seat).slice(0, 1).map((move) => ({ seat, move })));
    expect(checkUpgrade(twelveOTwelveV1, twelveOTwelve, input, setupMoves)).toMatchObject({ safe: true });
  });
});
