import { describe, expect, it } from "vitest";
import type { AnyGameDefinition } from "../../../engine/core/game";
import { randomPlayout } from "../../../engine/core/playout";
import { conspiracyTheory } from "../../../engine/conspiracy-theory/index";
import { politika } from "../../../engine/politika/index";
import { twelveOTwelve } from "../../../engine/twelve-o-twelve/index";
import { compactMoves, gameResponse, kindOf, labelledMoves, LEGAL_MOVES_BUDGET } from "../../../functions/src/games/game-response";
import { mergeDeferredMoves } from "../../../web/lib/moves";
import { summaryFor } from "../../../bench/responses";
import { soakGame as ctGame } from "../../../bench/conspiracy-theory";
import { soakGame as politikaGame } from "../../../bench/politika";
import { soakGame as twelveGame } from "../../../bench/twelve-o-twelve";

const engines: [AnyGameDefinition, (i: number) => ReturnType<typeof twelveGame> | ReturnType<typeof politikaGame> | ReturnType<typeof ctGame>][] = [
  [twelveOTwelve, twelveGame], [politika, politikaGame], [conspiracyTheory, ctGame],
];

describe("GET /games/{id}: legal moves within a size budget, every one still reachable", () => {
  it.each(engines.map(([def, game]) => [def.id, def, game] as const))("%s: listed + each deferred kind fetched = the engine's list, in order; answers under 64 KB", (_id, def, soakGame) => {
    let deferredSeen = 0;
    for (const i of [0, 1]) {
      const game = soakGame(i);
      const check = (state: unknown, version: number) => {
        const summary = summaryFor(def, game.seats, game.options, version);
        const names = summary.players.map((p) => p.name);
        for (let seat = 0; seat < game.seats; seat++) {
          const r = gameResponse({ def, summary, state, mySeat: seat, versions: [], host: seat === 0 });
          expect(JSON.stringify(r).length).toBeLessThanOrEqual(64 * 1024);
          const all = labelledMoves(def, state, seat, names);
          // What GET /games/{id}/moves?kind= answers for each deferred kind, merged as the web app does.
          const fetched = r.deferredMoves.map((d) => ({ kind: d.kind, legalMoves: all.filter((m) => kindOf(m.move) === d.kind) }));
          for (const d of r.deferredMoves) expect(fetched.find((f) => f.kind === d.kind)!.legalMoves).toHaveLength(d.count);
          expect(mergeDeferredMoves(r, fetched).legalMoves).toEqual(all);
          deferredSeen += r.deferredMoves.length;
        }
      };
      check(def.setup(game), 0);
      randomPlayout(def, { ...game, maxMoves: Math.min(game.maxMoves, 400), onMove: (after, _b, _r, index) => check(after, index + 1) });
    }
    if (def.id === "twelve-o-twelve") expect(deferredSeen).toBeGreaterThan(0);
  }, 120_000);

  it("lists everything while it fits, and defers the biggest kinds first", () => {
    const small = [{ move: { kind: "a" }, label: "A" }, { move: { kind: "b" }, label: "B" }];
    expect(compactMoves(small)).toEqual({ legalMoves: small, deferredMoves: [] });
    const big = Array.from({ length: 2000 }, (_, i) => ({ move: { kind: "get-food", n: i }, label: `Get Food ${i}` }));
    const moves = [small[0]!, ...big, small[1]!];
    const r = compactMoves(moves);
    expect(r.legalMoves).toEqual(small);
    expect(r.deferredMoves).toEqual([{ kind: "get-food", count: 2000, at: 1 }]);
    expect(JSON.stringify(r.legalMoves).length).toBeLessThanOrEqual(LEGAL_MOVES_BUDGET);
  });
});
