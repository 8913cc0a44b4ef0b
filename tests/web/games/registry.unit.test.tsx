// @vitest-environment jsdom
/**
 * The game registry (web/games/registry.ts): every game's folder and words load on demand, the
 * game page shows a loading line until its board is there, then the board of that game, and the
 * dashboard a loading line until its games' words are there, never their English first.
 * @isolate: what the first import of a game's folder and of the Russian words does is the subject.
 */
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { twelveOTwelve } from "@backroom/engine/twelve-o-twelve/index";
import { Dashboard } from "../../../web/components/Dashboard";
import { GameView } from "../../../web/components/GameView";
import { applyLanguage, i18n, loadLanguage } from "../../../web/i18n";
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
  it("the dashboard in Russian says it is loading until the games' words are there, then their Russian titles", async () => {
    // Neither the Russian nor Conspiracy Theory's folder and words have been imported yet in this file.
    expect(i18n.hasResourceBundle("ru", "translation")).toBe(false);
    expect(i18n.hasResourceBundle("ru", "conspiracy-theory")).toBe(false);
    // The page stays English (and says so in <html lang>) until the Russian has loaded, then switches.
    act(() => applyLanguage("ru"));
    expect(i18n.language).toBe("en");
    expect(document.documentElement.lang).not.toBe("ru");
    await act(() => loadLanguage("ru"));
    expect(i18n.language).toBe("ru");
    expect(document.documentElement.lang).toBe("ru");
    try {
      render(<Dashboard games={[{
        gameId: "g-000001", game: "conspiracy-theory", title: "Conspiracy Theory", status: "active", seat: 0, waitingForMe: true,
        players: [{ seat: 0, name: "Ann", joined: true }, { seat: 1, name: "Bob", joined: true }],
        winners: [], version: 3, updatedAt: "2026-11-29T10:00:00.000Z", deadline: null, bot: false, unread: 0,
      }]} />);
      expect(screen.getByText("Загружаем ваши игры…")).toBeTruthy();
      expect(screen.queryByText("Conspiracy Theory")).toBeNull();
      expect(await screen.findByText("Теория заговора")).toBeTruthy();
      expect(document.body.textContent).not.toMatch(/Conspiracy Theory/);
    } finally {
      await act(() => applyLanguage("en"));
    }
  });

  it("lists each game once, with its title, pitch and option help from its own folder", () => {
    const ids = registry.map((e) => e.meta.id);
    expect(ids).toEqual(["twelve-o-twelve", "politika", "conspiracy-theory"]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(gameBlurbs.map((g) => g.id)).toEqual(ids);
    expect(optionHelp.politika!.rounds).toBe("How many rounds the game lasts, 1–12.");
    expect(entryFor("no-such-game")).toBeUndefined();
  });

  it.each(["twelve-o-twelve", "politika", "conspiracy-theory"])("%s: its folder loads a board with a card list", async (id) => {
    const mod = await loadGame(id);
    expect(typeof mod!.board.Board).toBe("function");
    expect(mod!.board.cards!().length).toBeGreaterThan(5);
  });

});
