/** The eight faction abilities (PR12); abilities are never shared with allies (PR9). */
import { describe, expect, it } from "vitest";
import { politika } from "../../../engine/politika/index";
import type { Move } from "../../../engine/politika/moves";
import { game, play, reject, startTurnOf } from "./build";

const names = ["Ann", "Bob", "Cat", "Dan"];
const challengeMos = (defender: number, dice: number, source: Extract<Move, { kind: "challenge" }>["source"] = { kind: "representative", representative: 0 }): Move =>
  ({ kind: "challenge", source, target: { kind: "region", region: "MOS" }, defender, dice });

describe("PR12 faction abilities", () => {
  it("PR12 Church: one extra defence die when a Church representative stands in the region", () => {
    const base = { phase: "challenges" as const, factions: ["kgb", "church", "mafia", "military"] as const, regions: { MOS: [0, 1, 2] } };
    const withRep = play(game({ ...base, factions: [...base.factions], reps: [["MOS", null], ["MOS", null], [null, null], [null, null]] }), 0, challengeMos(1, 0));
    expect(withRep.rolls.at(-1)!.defenderDice).toHaveLength(2);
    const without = play(game({ ...base, factions: [...base.factions], reps: [["MOS", null], ["KAM", null], [null, null], [null, null]] }), 0, challengeMos(1, 0));
    expect(without.rolls.at(-1)!.defenderDice).toHaveLength(1);
  });

  it("PR12/PR9 Church: the die is not shared with the Church's ally", () => {
    const s = play(game({ phase: "challenges", factions: ["kgb", "church", "mafia", "military"], regions: { MOS: [0, 2, 3] }, allies: [null, 2, 1, null],
      reps: [["MOS", null], ["MOS", null], [null, null], [null, null]] }), 0, challengeMos(2, 0));
    expect(s.rolls.at(-1)!.defenderDice).toHaveLength(1);
  });

  it("PR12 Communists: once per turn an extra challenge rolling exactly one free die", () => {
    const s0 = game({ phase: "challenges", factions: ["communists", "kgb", "mafia", "military"], reps: [["MOS", null], [null, null], [null, null], [null, null]], regions: { MOS: [0, 1, 1] } });
    reject(s0, 0, challengeMos(1, 1, { kind: "communists", representative: 0 }), "politika/no-dice-to-buy");
    let s = play(s0, 0, challengeMos(1, 0, { kind: "communists", representative: 0 }));
    expect(s.rolls.at(-1)!.challengerDice).toHaveLength(1);
    expect(s.money[0]).toBe(50_000);
    if (s.challenge) s = play(s, 0, { kind: "recolour", to: 0 });
    reject(s, 0, challengeMos(1, 0, { kind: "communists", representative: 0 }), "politika/ability-unavailable");
    expect(s.turn.representativeChallenges).toEqual([false, false]);
    reject(game({ phase: "challenges", reps: [["MOS", null], [null, null], [null, null], [null, null]], regions: { MOS: [0, 1, 1] } }), 0,
      challengeMos(1, 0, { kind: "communists", representative: 0 }), "politika/ability-unavailable");
  });

  it("PR12/PR15 KGB: once per turn, look at another hand; only the KGB player sees it", () => {
    const s0 = game({ factions: ["kgb", "mafia", "church", "military"], hands: [[], ["A49", "A01"], ["A31"], []] });
    const s = play(s0, 0, { kind: "kgb-look", target: 1 });
    reject(s, 0, { kind: "kgb-look", target: 2 }, "politika/ability-unavailable");
    expect(politika.view(s, 0).kgbLooks).toEqual([{ target: 1, round: 1, cards: [
      { kind: "veto", region: null, name: "Veto" }, { kind: "free-challenge", region: "MOS", name: "Free challenge: Moscow" },
    ] }]);
    expect(politika.view(s, 2).kgbLooks).toEqual([]);
    expect(JSON.stringify(politika.view(s, 2))).not.toContain("Veto");
    const line = (viewer: number | "spectator") => politika.describe({ before: s0, after: s, seat: 0, move: { kind: "kgb-look", target: 1 }, viewer, names });
    expect(line(0)).toContain("Veto");
    expect(line(2)).not.toContain("Veto");
    expect(line("spectator")).toBe("Ann (KGB) looks at Bob (Mafia)'s action cards.");
  });

  it("PR12 Mafia: once per turn take $20,000 (or all they have) from another player", () => {
    const s0 = game({ factions: ["mafia", "kgb", "church", "military"], money: [0, 50_000, 5_000, 0] });
    let s = play(s0, 0, { kind: "mafia-take", target: 2 });
    expect(s.money).toEqual([5_000, 50_000, 0, 0]);
    reject(s, 0, { kind: "mafia-take", target: 1 }, "politika/ability-unavailable");
    s = play({ ...s0, inflation: true }, 0, { kind: "mafia-take", target: 1 });
    expect(s.money[0]).toBe(40_000);
    reject(game(), 0, { kind: "mafia-take", target: 1 }, "politika/ability-unavailable");
  });

  it("PR12 Military: once per turn move any uprising one region, two when holding two of its tokens", () => {
    const factions = ["military", "kgb", "church", "mafia"] as const;
    const s0 = game({ factions: [...factions], uprisings: { bourgeois: { region: "MUR", tokens: [1, 1, 1] }, labor: { region: "CHE", tokens: [0, 0, 3] } } });
    reject(s0, 0, { kind: "military-move", uprising: "bourgeois", to: "MOS" }, "politika/unreachable");
    const s = play(s0, 0, { kind: "military-move", uprising: "bourgeois", to: "SPB" });
    reject(s, 0, { kind: "military-move", uprising: "labor", to: "ROS" }, "politika/ability-unavailable");
    expect(play(s0, 0, { kind: "military-move", uprising: "labor", to: "MOS" }).uprisings.labor!.region).toBe("MOS");
  });

  it("PR12 Nationalists: an uprising wholly theirs adds two dice to their challenges where it stands", () => {
    const s = play(game({ phase: "challenges", factions: ["nationalists", "kgb", "church", "mafia"], reps: [["MOS", null], [null, null], [null, null], [null, null]],
      regions: { MOS: [0, 1, 1] }, uprisings: { student: { region: "MOS", tokens: [0, 0, 0] } } }), 0, challengeMos(1, 1));
    expect(s.rolls.at(-1)!.challengerDice).toHaveLength(3);
    const partial = play(game({ phase: "challenges", factions: ["nationalists", "kgb", "church", "mafia"], reps: [["MOS", null], [null, null], [null, null], [null, null]],
      regions: { MOS: [0, 1, 1] }, uprisings: { student: { region: "MOS", tokens: [0, 0, 1] } } }), 0, challengeMos(1, 1));
    expect(partial.rolls.at(-1)!.challengerDice).toHaveLength(1);
  });

  it("PR12 Reformers: on their own turn, production income under $30,000 is raised to $30,000", () => {
    const factions = ["kgb", "reformers", "church", "mafia"] as const;
    const own = startTurnOf({ seat: 1, factions: [...factions], regions: { MOS: [1, 3, 3] } });
    expect(own.turn.income[1]).toBe(30_000);
    const other = startTurnOf({ seat: 2, factions: [...factions], regions: { MOS: [1, 3, 3] } });
    expect(other.turn.income[1]).toBe(10_000);
  });

  it("PR12 Separatists: double production from the separatist regions", () => {
    // P01 lists MOS, TAT (separatist), NSK.
    const s = startTurnOf({ seat: 1, factions: ["separatists", "kgb", "church", "mafia"], regions: { MOS: [0, 3, 3], TAT: [0, 2, 3] } });
    expect(s.turn.income[0]).toBe(30_000);
    expect(s.turn.income[2]).toBe(10_000);
  });
});
