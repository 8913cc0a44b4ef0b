// @vitest-environment jsdom
/**
 * Tap a thing, see what you can do (web/components/ActionSheet.tsx): a click on a board thing
 * opens a labelled dialog with the legal moves that concern it; one tap chooses one, which the
 * decision bar confirms like every move; Esc or Close closes it and gives focus back to the
 * thing; many moves are summarised by action.
 */
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { twelveOTwelve, type TwelveView } from "@backroom/engine/twelve-o-twelve/index";
import { ActionSheet, SHEET_MOVES } from "../../web/components/ActionSheet";
import { GameView } from "../../web/components/GameView";
import { highCard } from "../fixtures/high-card";
import { buildFixture } from "./game-fixture";
import { preloadGames } from "./load-games";

afterEach(cleanup);
beforeAll(preloadGames);

const names = ["Alice", "Bob", "Carol"];

describe("action sheet", () => {
  it("a card tapped on the board shows its move in a dialog by it; one tap chooses it, and the confirm sends exactly that legal move", () => {
    const onMove = vi.fn();
    const f = buildFixture({ def: highCard, names, viewer: 0, moves: [] });
    render(<GameView game={f.game} entries={f.entries} onMove={onMove} />);
    const card = (f.game.view as { hand: string[] }).hand[1]!;
    const board = document.querySelector(".board-frame") as HTMLElement;
    fireEvent.click(within(board).getByRole("button", { name: card }));
    const sheet = screen.getByRole("dialog", { name: `What you can do with ${card}` });
    const play = within(sheet).getByRole("button", { name: `Play ${card}` });
    expect(document.activeElement).toBe(play);
    // Only the moves that concern the card: no other card's play.
    expect(within(sheet).getAllByRole("button").map((b) => b.textContent)).toEqual([`Play ${card}`, "Close"]);
    fireEvent.click(play);
    expect(screen.queryByRole("dialog")).toBeNull();
    // Not sent yet: the decision bar asks, as for a move chosen in the list.
    expect(onMove).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: `Confirm: Play ${card}` }));
    expect(onMove).toHaveBeenCalledExactlyOnceWith({ kind: "play", card });
  });

  it("Esc closes it and focus returns to the thing; the pick stays, narrowing the move list", () => {
    const f = buildFixture({ def: highCard, names, viewer: 0, moves: [] });
    render(<GameView game={f.game} entries={f.entries} onMove={vi.fn()} />);
    const card = (f.game.view as { hand: string[] }).hand[0]!;
    const thing = within(document.querySelector(".board-frame") as HTMLElement).getByRole("button", { name: card });
    fireEvent.keyDown(thing, { key: "Enter" });
    expect(screen.getByRole("dialog")).toBeTruthy();
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(thing);
    expect(screen.getByRole("button", { name: `Confirm: Play ${card}` })).toBeTruthy();
    // Tapping it again un-picks it and opens nothing.
    fireEvent.click(thing);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("a click elsewhere closes it", () => {
    const f = buildFixture({ def: highCard, names, viewer: 0, moves: [] });
    render(<GameView game={f.game} entries={f.entries} onMove={vi.fn()} />);
    const card = (f.game.view as { hand: string[] }).hand[0]!;
    fireEvent.click(within(document.querySelector(".board-frame") as HTMLElement).getByRole("button", { name: card }));
    fireEvent.pointerDown(screen.getByRole("heading", { name: "History" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("12-0-12 setup: a dealt Leader tapped offers keeping it, in the game's words, and sends that move", () => {
    const f = buildFixture({ def: twelveOTwelve, names: ["Ann", "Bob", "Cy"], viewer: 1, moves: [] });
    const onMove = vi.fn();
    render(<GameView game={f.game} entries={f.entries} onMove={onMove} />);
    const leader = (f.game.view as TwelveView).yourSetup!.leaderOptions[0]!;
    const board = document.querySelector(".board-frame") as HTMLElement;
    const card = within(board).getAllByRole("button").find((b) => b.textContent?.includes("(Leader)") && b.textContent.toLowerCase().includes(leader))!;
    fireEvent.click(card);
    const sheet = screen.getByRole("dialog", { name: /^What you can do with / });
    fireEvent.click(within(sheet).getByRole("button", { name: /^Keep the / }));
    expect(onMove).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: /^Confirm: Keep the / }));
    expect(onMove).toHaveBeenCalledWith({ kind: "choose-leader", leader });
  });

  it("many moves are summarised by action, and a lone one stays a button", () => {
    const moves = [
      ...Array.from({ length: SHEET_MOVES + 2 }, (_, i) => ({ move: { kind: "get-food", n: i }, label: `Get food ${i}` })),
      { move: { kind: "attract", card: "x" }, label: "Attract Mouse" },
    ];
    const onChoose = vi.fn();
    render(<ActionSheet thing="Mouse" anchor={null} moves={moves} busy={false} onChoose={onChoose} onClose={vi.fn()} />);
    const sheet = screen.getByRole("dialog", { name: "What you can do with Mouse" });
    expect(sheet.textContent).toContain(`Get food: ${SHEET_MOVES + 2} ways`);
    fireEvent.click(within(sheet).getByRole("button", { name: "Attract Mouse" }));
    expect(onChoose).toHaveBeenCalledWith(moves[moves.length - 1]);
  });
});
