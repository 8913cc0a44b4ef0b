/** Rulebook "Setup" (T1) and the options and setup rulings TR1–TR3. */
import { describe, expect, it } from "vitest";
import { LEADERS_IN_SET } from "../../../engine/twelve-o-twelve/cards";
import { twelveOTwelve as g } from "../../../engine/twelve-o-twelve/index";
import { optionsSchema } from "../../../engine/twelve-o-twelve/state";
import { rejects } from "./build";

const start = (seats: number, options: object = {}, seed = "setup") => g.setup({ seats, options: optionsSchema.parse(options), seed });

describe("T1 setup", () => {
  it.each([2, 3, 4])("T1 deals 5/6/7/8 cards clockwise from the first player, %i players", (seats) => {
    const s = start(seats, { firstPlayer: 1 });
    const sizes = s.players.map((p) => p.hand.length);
    for (let pos = 0; pos < seats; pos++) expect(sizes[(1 + pos) % seats]).toBe(5 + pos);
    expect(s.deck.length + sizes.reduce((a, b) => a + b, 0)).toBe(60);
    expect(s.players.every((p) => p.food === 3 && p.influence === 0 && p.compromat === 0)).toBe(true);
  });

  it("T1/TR1 training variant: 5 Food each, no Leaders", () => {
    const s = start(3, { variant: "training" });
    expect(s.players.map((p) => [p.food, p.leader, p.leaderOptions.length])).toEqual([[5, null, 0], [5, null, 0], [5, null, 0]]);
  });

  it("TR3 the first player is drawn at random unless fixed", () => {
    const firsts = new Set(Array.from({ length: 20 }, (_, i) => start(4, {}, `seed-${i}`).firstPlayer));
    expect(firsts.size).toBeGreaterThan(1);
    expect(start(4, { firstPlayer: 2 }).firstPlayer).toBe(2);
    rejects(() => start(2, { firstPlayer: 3 }), "twelve/bad-options");
  });

  it("TR3 the first player does not discard; the others discard at once, hidden until all chose", () => {
    const s = start(3, { firstPlayer: 0, leaders: "none" });
    expect(g.awaiting(s)).toEqual([1, 2]);
    expect(g.legalMoves(s, 0)).toEqual([]);
    // One discard per multiset of species (copies of a species are interchangeable).
    const species = (cards: string[]) => cards.map((c) => c.split("#")[0]).sort().join(",");
    const choices = (hand: string[], k: number): Set<string> =>
      new Set(hand.flatMap((c, i) => (k === 1 ? [species([c])] : hand.slice(i + 1).map((d) => species([c, d])))));
    for (const [seat, k] of [[1, 1], [2, 2]] as const) {
      const listed = g.legalMoves(s, seat).map((m) => species((m as { cards: string[] }).cards));
      expect(new Set(listed).size).toBe(listed.length);
      expect(new Set(listed)).toEqual(choices(s.players[seat]!.hand, k));
    }
    const a = g.apply(s, 2, { kind: "setup-discard", cards: s.players[2]!.hand.slice(0, 2) });
    expect(a.discard).toEqual([]);
    expect(g.view(a, 1).discard).toEqual([]);
    expect(g.awaiting(a)).toEqual([1]);
    const b = g.apply(a, 1, { kind: "setup-discard", cards: [s.players[1]!.hand[3]!] });
    expect(b.phase).toBe("play");
    expect(b.discard).toHaveLength(3);
    expect(b.players.map((p) => p.hand.length)).toEqual([5, 5, 5]);
    expect(g.awaiting(b)).toEqual([0]);
  });

  it("TR3 a setup discard must be exactly the surplus, from the hand", () => {
    const s = start(2, { firstPlayer: 0, leaders: "none" });
    rejects(() => g.apply(s, 1, { kind: "setup-discard", cards: [] }), "twelve/discard-count");
    rejects(() => g.apply(s, 1, { kind: "setup-discard", cards: [s.players[0]!.hand[0]!] }), "twelve/not-in-hand");
    rejects(() => g.apply(s, 0, { kind: "setup-discard", cards: [] }), "move/not-your-turn");
    rejects(() => g.apply(s, 1, { kind: "seek-contacts" }), "twelve/setup");
  });

  it("TR2 all Leaders: two dealt each, one kept secretly, revealed together with setup abilities", () => {
    const s = start(4, { firstPlayer: 0 });
    const dealt = s.players.flatMap((p) => p.leaderOptions);
    expect(new Set(dealt).size).toBe(8);
    expect(g.awaiting(s)).toEqual([0, 1, 2, 3]);
    let t = s;
    for (let seat = 0; seat < 4; seat++) {
      const keep = s.players[seat]!.leaderOptions.includes("rabbit") ? "rabbit" : s.players[seat]!.leaderOptions.includes("viper") ? "viper" : s.players[seat]!.leaderOptions[0]!;
      rejects(() => g.apply(t, seat, { kind: "choose-leader", leader: dealt.find((l) => !s.players[seat]!.leaderOptions.includes(l))! }), "twelve/not-dealt");
      t = g.apply(t, seat, { kind: "choose-leader", leader: keep });
      if (seat < 3) expect(g.view(t, (seat + 1) % 4).players[seat]!.leader).toBeNull();
      expect(g.view(t, seat).players[seat]!.leader).toBe(keep);
      if (seat > 0) t = g.apply(t, seat, { kind: "setup-discard", cards: t.players[seat]!.hand.slice(0, seat) });
    }
    expect(t.phase).toBe("play");
    const rabbit = t.players.find((p) => p.leader === "rabbit");
    const viper = t.players.find((p) => p.leader === "viper");
    expect(rabbit?.food).toBe(5);
    expect(viper?.influence).toBe(1);
    expect(g.view(t, "spectator").players.every((p) => p.leader !== null)).toBe(true);
  });

  it.each([
    ["novice", 4], ["more-interaction", 4], ["less-interaction", 4], ["novice", 2],
  ] as const)("TR1/TR2 leader set %s: one Leader each at random (rulebook), %i players", (set, seats) => {
    const s = start(seats, { leaders: set });
    expect(s.players.every((p) => p.leaderOptions.length === 1 && p.leader === p.leaderOptions[0])).toBe(true);
    expect(s.players.every((p) => (LEADERS_IN_SET[set] as readonly string[]).includes(p.leader!))).toBe(true);
  });

  it("TR1 no Leaders", () => {
    const s = start(2, { leaders: "none" });
    expect(s.players.every((p) => p.leader === null)).toBe(true);
  });

  it("TR1 options default to the standard game with all Leaders and Compromat", () => {
    expect(optionsSchema.parse({})).toEqual({ variant: "standard", leaders: "all", compromat: true });
  });
});
