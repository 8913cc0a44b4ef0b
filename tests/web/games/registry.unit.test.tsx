// @vitest-environment jsdom
/**
 * The game registry (web/games/registry.ts): every game's folder loads on demand, and the game
 * page shows a loading line until its board is there, then the board of that game.
 */
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { twelveOTwelve } from "@backroom/engine/twelve-o-twelve/index";
import { GameView } from "../../../web/components/GameView";
import { entryFor, registry } from "../../../web/games/registry";
import { loadGame } from "../../../web/games/use-game";
import { gameBlurbs, optionHelp } from "../../../web/lib/games";
import { buildFixture } from "../game-fixture";

afterEach(cleanup);

describe("game registry", () => {
  it("the game page says it is loading, then draws the game's own board", async () => {
    const f = buildFixture({ def: twelveOTwelve, names: ["Ann", "Bob"], viewer: 0, moves: [] });
    render(<GameView game={f.game} entries={f.entries} onMove={vi.fn()} />);
    // The first test of this file: the folder has not been imported yet.
    expect(screen.getByText("Loading the board…")).toBeTruthy();
    expect(await screen.findByRole("heading", { name: f.game.title })).toBeTruthy();
    expect(document.querySelector(".board-frame")!.textContent).toMatch(/Food/);
  });
  it("lists each game once, with its title, pitch and option help from its own folder", () => {
    const ids = registry.map((e) => e.meta.id);
    expect(ids).toEqual(["twelve-o-twelve", "politika", "conspiracy-theory"]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(gameBlurbs.map((g) => g.id)).toEqual(ids);
    expect(optionHelp.politika!.rounds).toMatch(/PR1/);
    expect(entryFor("no-such-game")).toBeUndefined();
  });

  it.each(["twelve-o-twelve", "politika", "conspiracy-theory"])("%s: its folder loads a board with a card list", async (id) => {
    const mod = await loadGame(id);
    expect(typeof mod!.board.Board).toBe("function");
    expect(mod!.board.cards!().length).toBeGreaterThan(5);
  });

});
