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
      expect(line).toContain(`Ann (KGB) challenges Bob (Mafia)'s token in Moscow with representative 1, buying 2 dice.`);
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
