// @vitest-environment jsdom
/**
 * A choice the board's forms build in steps is not also a flat list: 12-0-12's set-up discard
 * is offered by the step form, and the move list leaves those moves out (a tapped card's sheet,
 * narrowed by the tap, may still offer them).
 */
import { cleanup, render } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { twelveOTwelve } from "@backroom/engine/twelve-o-twelve/index";
import { GameView } from "../../web/components/GameView";
import { buildFixture } from "./game-fixture";
import { preloadGames } from "./load-games";

beforeAll(preloadGames);
afterEach(cleanup);

describe("moves built in steps", () => {
  it("12-0-12's set-up discard: the step form, and no discard buttons in the move list", () => {
    const first = buildFixture({ def: twelveOTwelve, names: ["Ann", "Bob"], viewer: 0, moves: [] });
    const f = buildFixture({ def: twelveOTwelve, names: ["Ann", "Bob"], viewer: first.game.awaiting[0]!, moves: [] });
    const discards = f.game.legalMoves.filter((m) => (m.move as { kind: string }).kind === "setup-discard");
    expect(discards.length).toBeGreaterThan(1);
    render(<GameView game={f.game} entries={f.entries} onMove={vi.fn()} />);
    expect(document.querySelector(".move-steps")).not.toBeNull();
    const listed = [...document.querySelectorAll(".move-panel button")].map((b) => b.textContent ?? "");
    for (const m of discards) expect(listed).not.toContain(m.label);
  });
});
