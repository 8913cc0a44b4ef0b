/** Components (card data) and what each viewer sees (TR4). */
import { describe, expect, it } from "vitest";
import { ANIMAL_CARDS, ANIMALS, FACTIONS, LEADERS } from "../../../engine/twelve-o-twelve/cards";
import { twelveOTwelve as g } from "../../../engine/twelve-o-twelve/index";
import { optionsSchema } from "../../../engine/twelve-o-twelve/state";
import { act, game, pay } from "./build";

describe("components", () => {
  it("T1 60 Animal cards, 15 per faction, unique instance ids; 8 Leaders", () => {
    expect(ANIMAL_CARDS).toHaveLength(60);
    expect(new Set(ANIMAL_CARDS).size).toBe(60);
    for (const f of FACTIONS) expect(ANIMALS.filter((a) => a.faction === f).reduce((n, a) => n + a.copies, 0)).toBe(15);
    expect(LEADERS).toHaveLength(8);
  });

  it("spec totals: 9 cards with appetite 4+, 20 with appetite 1, Free halves on 13, Rulers on 15; all Carnivores are Predators", () => {
    const count = (f: (a: (typeof ANIMALS)[number]) => boolean) => ANIMALS.filter(f).reduce((n, a) => n + a.copies, 0);
    expect(count((a) => a.appetite >= 4)).toBe(9);
    expect(count((a) => a.appetite === 1)).toBe(20);
    expect(count((a) => a.community?.name === "free")).toBe(13);
    expect(count((a) => a.community?.name === "rulers")).toBe(15);
    expect(ANIMALS.filter((a) => a.faction === "CARN").every((a) => a.predator)).toBe(true);
    expect(ANIMALS.filter((a) => a.mandatory).map((a) => a.id).sort()).toEqual(["boar", "elephant"]);
  });
});

describe("TR4 views", () => {
  const s = game({ players: [{ hand: ["lion#1", "owl#1"], food: 2, influence: 1, compromat: 1, leader: "rabbit", supporters: [{ card: "deer#1", food: 1 }] }, { hand: ["eagle#1"], leader: "goat" }] });

  it("TR4 your hand with instance and card ids; others' hand sizes only; the deck's size, never its order", () => {
    const v0 = g.view(s, 0);
    expect(v0.hand).toEqual([{ id: "lion#1", animal: "lion" }, { id: "owl#1", animal: "owl" }]);
    expect(v0.players.map((p) => p.handSize)).toEqual([2, 1]);
    expect(v0.deckSize).toBe(s.deck.length);
    const text = JSON.stringify(g.view(s, 1));
    expect(text).not.toContain("lion#1");
    expect(text).not.toContain(s.deck[0]!);
    expect(g.view(s, "spectator").hand).toBeNull();
    expect(JSON.stringify(g.view(s, "spectator"))).not.toMatch(/eagle#1|lion#1/);
    expect(JSON.stringify(g.view(s, 0))).not.toContain("rng");
  });

  it("TR4 public: reserves, supporters with tokens, Compromat, Leaders, symbols, VP, the face-up discard", () => {
    const t = act(s, 0, pay("owl#1", 2, 1));
    const v = g.view(t, 1);
    expect(v.players[0]).toMatchObject({ food: 0, influence: 0, compromat: 1, leader: "rabbit", vp: 1, symbols: { free: 0, rulers: 0 } });
    expect(v.players[0]!.supporters).toEqual([
      { id: "deer#1", animal: "deer", faction: "HERB", food: 1, influence: 0 },
      { id: "owl#1", animal: "owl", faction: "BIRD", food: 0, influence: 0 },
    ]);
    expect([v.turn.seat, v.decision, v.awaiting]).toEqual([1, "action", [1]]);
    const d = act(t, 1, { kind: "get-food", groups: [{ cards: ["eagle#1"] }] });
    expect(g.view(d, 0).discard).toEqual([{ id: "eagle#1", animal: "eagle" }]);
  });

  it("TR2/TR4 Leaders stay hidden from others until all have chosen; Leaders not kept stay hidden", () => {
    const st = g.setup({ seats: 2, options: optionsSchema.parse({ firstPlayer: 0 }), seed: "view" });
    const keep = st.players[0]!.leaderOptions[0]!;
    const dropped = st.players[0]!.leaderOptions[1]!;
    const a = g.apply(st, 0, { kind: "choose-leader", leader: keep });
    expect(g.view(a, 1).players[0]!.leader).toBeNull();
    expect(g.secrets(a, 1)).toContain(keep);
    expect(g.view(a, 0).yourSetup?.leaderOptions).toEqual([keep, dropped]);
    const b = g.apply(g.apply(a, 1, { kind: "choose-leader", leader: st.players[1]!.leaderOptions[0]! }), 1, { kind: "setup-discard", cards: [st.players[1]!.hand[0]!] });
    expect(g.view(b, 1).players[0]!.leader).toBe(keep);
    expect(g.secrets(b, 1)).toContain(dropped);
    expect(JSON.stringify(g.view(b, 1))).not.toContain(dropped);
  });
});
