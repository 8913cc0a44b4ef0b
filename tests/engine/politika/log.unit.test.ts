/** Log lines and move labels: dice shown to everyone with totals; every legal move has a label. */
import { describe, expect, it } from "vitest";
import { randomPlayout } from "../../../engine/core/playout";
import { politika } from "../../../engine/politika/index";
import type { Move } from "../../../engine/politika/moves";
import type { State } from "../../../engine/politika/state";
import { game, play, startTurnOf } from "./build";

const names = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"];

describe("politika log lines", () => {
  it("a challenge's dice and totals are shown to every viewer", () => {
    const before = game({ phase: "challenges", reps: [["MOS", null], [null, null], [null, null], [null, null]], regions: { MOS: [0, 1, 1] } });
    const move: Move = { kind: "challenge", source: { kind: "representative", representative: 0 }, target: { kind: "region", region: "MOS" }, defender: 1, dice: 2 };
    const after = play(before, 0, move);
    const r = after.rolls.at(-1)!;
    for (const viewer of [0, 2, "spectator"] as const) {
      const line = politika.describe({ before, after, seat: 0, move, viewer, names });
      expect(line).toContain(`Ann (KGB) challenges Bob (Mafia)'s token in Moscow with the representative in Moscow, buying 2 dice.`);
      expect(line).toContain(`rolls ${r.challengerDice.join("+")} = ${r.challengerTotal} against Bob (Mafia)'s ${r.defenderDice.join("+")} = ${r.defenderTotal}`);
    }
  });

  it("the line ending a turn reports the next turn's production and income", () => {
    const before = game({ phase: "buying", regions: { MOS: [1, 3, 3] } });
    const after = play(before, 0, { kind: "buy-cards", count: 1 });
    const line = politika.describe({ before, after, seat: 0, move: { kind: "buy-cards", count: 1 }, viewer: 2, names });
    expect(line).toBe("Ann (KGB) buys 1 action card and ends the turn. Round 1: Bob (Mafia)'s turn. Production: Moscow, Tatarstan, Novosibirsk. Income: Bob (Mafia) +$10,000, Dan (Military) +$30,000.");
    expect(startTurnOf({ seat: 1 }).productionCard).toBe("P01");
  });

  it("labels speak board language: a representative by where it stands, an offer by who makes it and what it says", () => {
    const moving = game({ phase: "movement", reps: [["TAT", "MOS"], [null, null], [null, null], [null, null]] });
    expect(politika.moveLabel(moving, 0, { kind: "move-representative", representative: 0, to: "BAS" }, names)).toBe("Move your representative in Tatarstan to Bashkortostan");
    expect(politika.moveLabel(moving, 0, { kind: "challenge", source: { kind: "representative", representative: 1 }, target: { kind: "region", region: "MOS" }, defender: 1, dice: 1 }, names))
      .toBe("Challenge Bob (Mafia) in Moscow with your representative in Moscow, buying 1 die ($20,000)");
    const offered = play(game({ phase: "trade", regions: { TAT: [0, 1, 2] } }), 1, { kind: "offer-trade", to: 0, give: { money: 20_000, cards: [], token: null }, get: { money: 0, cards: 0, token: "TAT" } });
    const id = offered.offers[0]!.id;
    expect(politika.moveLabel(offered, 0, { kind: "decline-offer", offer: id }, names))
      .toBe("Decline Bob (Mafia)'s offer: $20,000 for a KGB token in Tatarstan turned to Bob (Mafia)");
    expect(politika.moveLabel(offered, 1, { kind: "withdraw-offer", offer: id }, names))
      .toBe("Withdraw your offer to Ann (KGB): $20,000 for a KGB token in Tatarstan turned to Bob (Mafia)");
    for (const m of [...politika.legalMoves(offered, 0), ...politika.legalMoves(offered, 1)]) {
      expect(politika.moveLabel(offered, 0, m, names)).not.toMatch(/#\d|representative \d/);
    }
  });

  it("every legal move of every seat (awaited or not) has a label, through random games", () => {
    let labels = 0;
    for (const seats of [3, 5, 8]) {
      randomPlayout(politika, {
        seats, options: { rounds: 1, factions: "chosen" }, seed: `labels-${seats}`, botSeed: "labels", maxMoves: 5_000, optionalMoves: true,
        onMove: (after) => {
          const s = after as State;
          for (let seat = 0; seat < seats; seat++) for (const m of politika.legalMoves(s, seat)) {
            const label = politika.moveLabel(s, seat, m, names);
            expect(label.length).toBeGreaterThan(3);
            labels++;
          }
        },
      });
    }
    expect(labels).toBeGreaterThan(1_000);
  });
});
