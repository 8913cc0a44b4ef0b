/**
 * Hidden information (PR15): hands and deck orders never reach another seat's view or log;
 * the KGB's look is shown only to the KGB player. Checked on explicit states and on every
 * state of random games played with optional moves (out-of-turn offers, PR8).
 */
import { describe, expect, it } from "vitest";
import { leakedSecrets, randomPlayout } from "../../../engine/core/playout";
import type { Viewer } from "../../../engine/core/game";
import { politika } from "../../../engine/politika/index";
import type { Move } from "../../../engine/politika/moves";
import type { State } from "../../../engine/politika/state";
import { VERSIONS } from "./versions";
import { game, play } from "./build";

/** leakedSecrets, with a cheap substring filter first (only substrings can leak). */
const leaks = (text: string, secret: readonly string[]): string[] => leakedSecrets(text, secret.filter((id) => text.includes(id)));

const names = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"];
const GAMES = Number(process.env.LEAK_ORACLE_GAMES ?? Infinity);

describe("PR15 hidden information", () => {
  it("PR15: a seat sees its own cards with ids; others only counts; spectators no hand", () => {
    const s = game({ hands: [["A01", "A49"], ["A31"], [], []] });
    expect(politika.view(s, 0).hand!.map((c) => c.id)).toEqual(["A01", "A49"]);
    expect(politika.view(s, 1).seats[0]!.actionCards).toBe(2);
    expect(politika.view(s, "spectator").hand).toBeNull();
    expect(leakedSecrets(JSON.stringify(politika.view(s, 1)), politika.secrets(s, 1))).toEqual([]);
    expect(politika.secrets(s, 1)).toEqual(expect.arrayContaining(["A01", "A49", ...s.actionDeck, ...s.productionDeck, ...s.eventDeck]));
    expect(JSON.stringify(politika.view(s, 1))).not.toContain("rng");
  });

  it("PR15/PR8: offered cards are shown by name to the receiver and counted for everyone else", () => {
    const s = play(game({ phase: "trade", hands: [["A49"], [], [], []] }), 0,
      { kind: "offer-trade", to: 1, give: { money: 0, cards: ["A49"], token: null }, get: { money: 20_000, cards: 0, token: null } });
    const offer = (v: Viewer) => politika.view(s, v).offers[0]!;
    expect(offer(0)).toMatchObject({ give: { cardIds: ["A49"], cardCount: 1 } });
    expect(offer(1)).toMatchObject({ give: { cardIds: null, cards: [{ name: "Veto" }], cardCount: 1 } });
    expect(offer(2)).toMatchObject({ give: { cardIds: null, cards: null, cardCount: 1 } });
    const move: Move = { kind: "offer-trade", to: 1, give: { money: 0, cards: ["A49"], token: null }, get: { money: 20_000, cards: 0, token: null } };
    const line = (viewer: Viewer) => politika.describe({ before: game({ phase: "trade", hands: [["A49"], [], [], []] }), after: s, seat: 0, move, viewer, names });
    expect(line(1)).toContain("Veto");
    expect(line(2)).toContain("1 action card");
    expect(line(2)).not.toContain("Veto");
  });

  it("PR15: no view or log line of any state in random games (with out-of-turn offers) shows another seat's secrets", () => {
    let states = 0;
    // Version 2 plays fewer games: its auto-pass moves are the only new surface (public settings).
    const all = VERSIONS.flatMap(([label, playout]) => [3, 4, 6, 8].flatMap((seats) => Array.from({ length: label === "v1" ? 3 : 1 }, (_, g) => ({ label, playout, seats, g }))));
    // LEAK_ORACLE_GAMES (mutation testing, where every mutant of the view re-runs this) plays fewer, per version.
    const runs = VERSIONS.flatMap(([label]) => all.filter((r) => r.label === label).slice(0, GAMES));
    for (const { label, playout, seats, g } of runs) {
      randomPlayout(playout, {
        seats, options: { rounds: label === "v1" ? 2 : 1, factions: g % 2 === 0 ? "random" : "chosen" }, seed: `leak-${seats}-${g}`, botSeed: `leak-bot-${g}`, maxMoves: 5_000, optionalMoves: true,
        onMove: (after, before, rec) => {
          states++;
          const a = after as State;
          for (const viewer of [...Array.from({ length: seats }, (_, p) => p), "spectator" as const]) {
            const secret = politika.secrets(a, viewer);
            const v = JSON.stringify(politika.view(a, viewer));
            expect(leaks(v, secret), `view of ${viewer}`).toEqual([]);
            const line = politika.describe({ before: before as State, after: a, seat: rec.seat, move: rec.move as Move, viewer, names });
            expect(leaks(line, [...secret, ...politika.secrets(before as State, viewer)]), `log line for ${viewer}: ${line}`).toEqual([]);
          }
        },
      });
    }
    expect(states).toBeGreaterThan(runs.length === all.length ? 1_000 : 50 * runs.length);
  }, 180_000);
});
