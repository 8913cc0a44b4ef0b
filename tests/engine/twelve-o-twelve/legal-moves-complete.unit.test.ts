/**
 * Property tests of the legal-move lists (docs "Legal-move lists") on states reached by
 * random games: `apply` accepts every listed move; no two listed moves of one kind have the same
 * outcome (copies of a species and interchangeable supporters count once) and no two share
 * a label; and, where a brute force over card instances is small enough, the listed moves
 * reach exactly the outcomes of every move `apply` accepts — nothing a physical copy allows
 * is missing.
 */
import { describe, expect, it } from "vitest";
import { randomPlayout } from "../../../engine/core/playout";
import { twelveOTwelve as g } from "../../../engine/twelve-o-twelve/index";
import type { Move } from "../../../engine/twelve-o-twelve/moves";
import { optionsSchema, type State } from "../../../engine/twelve-o-twelve/state";
import { bruteForce, outcome, outcomes } from "./outcomes";
import { VARIANTS } from "./playouts";

const NAMES = ["Ann", "Bo", "Cy", "Di"];
/** Small enough for the brute force: a short hand, few tokens, and a deck that will not be reshuffled. */
const bruteForceable = (s: State, seat: number): boolean => {
  const p = s.players[seat]!;
  const tokens = p.supporters.reduce((n, x) => n + x.food + x.influence, 0);
  return s.phase === "play" && p.hand.length <= 5 && tokens <= 6 && p.supporters.length <= 6 && s.deck.length >= 12;
};

describe("legal-move lists on random-game states", () => {
  it.each([0, 1, 2, 3, 4, 5, 6, 7, 8])("game %i: every listed move is accepted, once per outcome, with its own label; complete against a brute force", (i) => {
    const input = { seats: 2 + (i % 3), options: optionsSchema.parse(VARIANTS[i]), seed: `lists-${i}` };
    const played = randomPlayout(g, { ...input, botSeed: `lists-bot-${i}`, maxMoves: 3000 });
    let state: State = g.setup(input);
    let checked = 0;
    let brute = 0;
    for (const [k, { seat, move }] of played.moves.entries()) {
      const listed = g.legalMoves(state, seat);
      if (listed.length <= 2000) {
        const labels = listed.map((m) => g.moveLabel(state, seat, m, NAMES));
        expect(new Set(labels).size, `duplicate labels at move ${k}`).toBe(labels.length);
        // Outcomes are compared within a kind (a pass and Seek Contacts with a full hand and no
        // Compromat meet), not when a draw may reshuffle the discard pile (draws then meet by
        // chance), and not for Turtle swaps of two cards alike (a swap of two alike Geckos and one
        // of two alike Beavers change nothing, both).
        const reached = new Set<string>();
        const swapsAlike = (m: Move) => m.kind === "use-ability" && m.give !== undefined && m.take?.split("#")[0] === m.give.split("#")[0];
        for (const kind of new Set(listed.map((m) => m.kind))) {
          if (kind === "skip-ability") continue;
          const ofKind = listed.filter((m) => m.kind === kind);
          const got = outcomes(state, seat, ofKind);
          for (const o of got) reached.add(o);
          if (state.deck.length < 12) continue;
          const apart = ofKind.filter((m) => !swapsAlike(m));
          expect(outcomes(state, seat, apart).size, `a listed ${kind} rejected, or two with one outcome, at move ${k}`).toBe(apart.length);
          expect(got.size, `a listed ${kind} rejected at move ${k}`).toBeGreaterThanOrEqual(apart.length);
        }
        checked++;
        if (bruteForceable(state, seat) && k % 2 === 0) {
          const missing = [...outcomes(state, seat, bruteForce(state, seat))].filter((o) => !reached.has(o));
          const skips = new Set(listed.filter((m) => m.kind === "skip-ability").map((m) => outcome(g.apply(state, seat, m))));
          expect(missing.filter((o) => !skips.has(o)), `outcomes missing from the list at move ${k}`).toEqual([]);
          brute++;
        }
      }
      state = g.apply(state, seat, move);
    }
    expect(checked).toBeGreaterThan(50);
    expect(brute).toBeGreaterThan(10);
  }, 120_000);
});
