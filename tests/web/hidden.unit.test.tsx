// @vitest-environment jsdom
/**
 * Each game's page, rendered from real engine views at several points of a random game, for
 * several seats: nothing the leak oracle hides from that seat is in the DOM (ids or names).
 */
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AnyGameDefinition } from "@backroom/engine";
import { conspiracyTheory } from "@backroom/engine/conspiracy-theory/index";
import { politika } from "@backroom/engine/politika/index";
import { twelveOTwelve } from "@backroom/engine/twelve-o-twelve/index";
import { randomPlayout } from "@backroom/engine/core/playout";
import { GameView } from "../../web/components/GameView";
import { loadBoard } from "../../web/games/use-game";
import { conspiracyOracle } from "../engine/oracles/conspiracy-theory";
import type { LeakOracle } from "../engine/oracles/oracle";
import { politikaOracle } from "../engine/oracles/politika";
import { twelveOracle } from "../engine/oracles/twelve-o-twelve";
import { buildFixture } from "./game-fixture";
import { expectNothingHiddenInDom } from "./hidden-dom";

afterEach(cleanup);

const cases: [AnyGameDefinition, LeakOracle<never>, string[], unknown][] = [
  [twelveOTwelve, twelveOracle as LeakOracle<never>, ["Ann", "Bob", "Cy"], {}],
  [politika, politikaOracle as LeakOracle<never>, ["Ann", "Bob", "Cy", "Di"], { rounds: 2 }],
  [conspiracyTheory, conspiracyOracle as LeakOracle<never>, ["Ann", "Bob", "Cy"], {}],
];

describe("the game page never shows what its viewer may not see", () => {
  it.each(cases.map((c) => [c[0].id, ...c] as const))("%s: board and history, at the start, early and mid-game, for two seats", async (_id, def, oracle, names, options) => {
    const board = await loadBoard(def.id);
    const all = randomPlayout(def, { seats: names.length, options: def.optionsSchema.parse(options), seed: "web-fixture-seed", botSeed: "dom", maxMoves: 600 }).moves;
    expect(all.length).toBeGreaterThan(30);
    let pages = 0;
    for (const n of [1, Math.floor(all.length / 10), Math.floor(all.length / 2)]) {
      for (const viewer of [0, 1]) {
        const f = buildFixture({ def, names, viewer, options, moves: all.slice(0, n) });
        const { container, unmount } = render(<GameView game={f.game} entries={f.entries} onMove={vi.fn()} board={board} />);
        expect(container.querySelector(".game-view")).not.toBeNull();
        expectNothingHiddenInDom(container, oracle, f, viewer);
        unmount();
        pages++;
      }
    }
    expect(pages).toBe(6);
  }, 60_000);
});
