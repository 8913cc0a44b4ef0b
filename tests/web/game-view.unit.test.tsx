// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi, beforeAll } from "vitest";
import { GameView } from "../../web/components/GameView";
import { highCard } from "../fixtures/high-card";
import { tally } from "../fixtures/tally";
import { games } from "@backroom/engine";
import { buildFixture } from "./game-fixture";
import { expectNothingHiddenInDom, highCardOracle } from "./hidden-dom";
import { preloadGames } from "./load-games";

afterEach(cleanup);

const names = ["Alice", "Bob", "Carol"];

describe("generic game page (any registered game: the high-card fixture)", () => {
  beforeAll(preloadGames);
  it("shows the viewer's state, who is awaited, and legal moves as buttons with the API's labels", () => {
    const f = buildFixture({ def: highCard, names, viewer: 1, moves: [] });
    render(<GameView game={f.game} entries={f.entries} onMove={vi.fn()} />);
    expect(screen.getByRole("heading", { name: "High Card (test fixture)" })).toBeTruthy();
    expect(screen.getByText(/Waiting for Alice, you, Carol/)).toBeTruthy();
    const hand = f.game.view as { hand: string[] };
    for (const card of hand.hand) expect(screen.getByRole("button", { name: `Play ${card}` })).toBeTruthy();
    // The viewer's own hand is on the board, pickable.
    expect(screen.getAllByRole("button", { name: hand.hand[0]! }).length).toBeGreaterThan(0);
  });

  it("never shows another seat's hand", () => {
    const f = buildFixture({ def: highCard, names, viewer: 1, moves: [] });
    const { container } = render(<GameView game={f.game} entries={f.entries} onMove={vi.fn()} />);
    expect(container.textContent).toContain((f.game.view as { hand: string[] }).hand[0]);
    expectNothingHiddenInDom(container, highCardOracle as never, f, 1);
  });

  it("picking a card on the board narrows the moves; confirm sends exactly that legal move", () => {
    const onMove = vi.fn();
    const f = buildFixture({ def: highCard, names, viewer: 0, moves: [] });
    render(<GameView game={f.game} entries={f.entries} onMove={onMove} />);
    const card = (f.game.view as { hand: string[] }).hand[1]!;
    const board = document.querySelector(".board-frame") as HTMLElement;
    fireEvent.click(within(board).getByRole("button", { name: card }));
    fireEvent.click(screen.getByRole("button", { name: `Confirm: Play ${card}` }));
    expect(onMove).toHaveBeenCalledWith({ kind: "play", card });
  });

  it("highlights the moves since the viewer's last move and replays them step by step", () => {
    // Round 1: everyone plays; round 2: Bob and Carol have played, Alice (viewer) has not.
    const hands = highCard.setup({ seats: 3, options: { rounds: 3 }, seed: "web-fixture-seed" }).hands;
    const moves = [0, 1, 2, 1, 2].map((seat, i) => ({ seat, move: { kind: "play", card: hands[seat]![i < 3 ? 0 : 1]! } }));
    const f = buildFixture({ def: highCard, names, viewer: 0, moves });
    expect(f.game.myLastSeq).toBe(1);
    render(<GameView game={f.game} entries={f.entries} onMove={vi.fn()} />);
    const list = screen.getByRole("list", { name: "Move history" });
    expect(within(list).getAllByText("new")).toHaveLength(4);
    expect(screen.getByText(/4 moves since your last move/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Replay them step by step" }));
    expect(screen.getByText(/Viewing step 1 of 5/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Next step" }));
    expect(screen.getByText(/Viewing step 2 of 5/)).toBeTruthy();
    // While replaying, no move can be made.
    expect(screen.queryByRole("button", { name: /^Confirm/ })).toBeNull();
    expect(screen.getByText(/Go back to now to make your move/)).toBeTruthy();
  });

  it("steps through the whole history with buttons, slider and arrow keys, showing the board as it was", () => {
    const f = buildFixture({ def: highCard, names, viewer: 2, playout: { maxMoves: 9 } });
    render(<GameView game={f.game} entries={f.entries} onMove={vi.fn()} />);
    const n = f.entries.length - 1;
    fireEvent.click(screen.getByRole("button", { name: "First step" }));
    expect(screen.getByText(new RegExp(`Viewing step 0 of ${n}`))).toBeTruthy();
    // At step 0 the board shows round 1 and the viewer's full hand of three cards.
    const hand0 = (f.entries[0]!.view as { hand: string[] }).hand;
    for (const c of hand0) expect(within(document.querySelector(".board-frame") as HTMLElement).getByText(c)).toBeTruthy();
    fireEvent.keyDown(window, { key: "ArrowRight" });
    fireEvent.keyDown(window, { key: "ArrowRight" });
    expect(screen.getByText(new RegExp(`Viewing step 2 of ${n}`))).toBeTruthy();
    fireEvent.keyDown(window, { key: "ArrowLeft" });
    expect(screen.getByText(new RegExp(`Viewing step 1 of ${n}`))).toBeTruthy();
    fireEvent.change(screen.getByRole("slider", { name: "Replay step" }), { target: { value: "4" } });
    expect(screen.getByText(new RegExp(`Viewing step 4 of ${n}`))).toBeTruthy();
    fireEvent.keyDown(window, { key: "End" });
    expect(screen.getByText("Live board")).toBeTruthy();
  });

  it("draws each player's score over the game, with words and glyphs as well as colours", () => {
    const f = buildFixture({ def: highCard, names, viewer: 0, playout: { maxMoves: 50 } });
    expect(f.game.status).toBe("finished");
    render(<GameView game={f.game} entries={f.entries} onMove={vi.fn()} />);
    const chart = screen.getByRole("img", { name: "points over the game" });
    expect(chart.querySelectorAll("path")).toHaveLength(3);
    for (const [i, name] of names.entries()) expect(screen.getByText(new RegExp(`${name}: ${f.game.result.scores[i]} points`))).toBeTruthy();
    expect(screen.getByText(/Game over/)).toBeTruthy();
    expect(screen.getAllByText(/winner/).length).toBeGreaterThan(0);
  });

  it("shows the server's explanation when a move was refused", () => {
    const f = buildFixture({ def: highCard, names, viewer: 0, moves: [] });
    render(<GameView game={f.game} entries={f.entries} onMove={vi.fn()} error="Someone moved first, so your move was not made." />);
    expect(screen.getByRole("alert").textContent).toMatch(/Someone moved first/);
  });

  it("offers a seat the game is not waiting for its optional moves, marked as such", () => {
    const onMove = vi.fn();
    const f = buildFixture({ def: tally, names: ["Alice", "Bob"], viewer: 1, moves: [] });
    expect(f.game.awaiting).toEqual([0]);
    render(<GameView game={f.game} entries={f.entries} onMove={onMove} />);
    expect(screen.getByRole("heading", { name: "While you wait" })).toBeTruthy();
    expect(screen.getByText(/not waiting for you, but you may act now \(one optional move\)/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Cheer" }));
    fireEvent.click(screen.getByRole("button", { name: "Confirm: Cheer" }));
    expect(onMove).toHaveBeenCalledWith({ kind: "cheer" });
  });

  it("a new decision starts with an empty move filter (the last one's text would hide every move)", () => {
    const f = buildFixture({ def: games.politika!, names, viewer: 0, moves: [] });
    const { rerender } = render(<GameView game={f.game} entries={f.entries} onMove={vi.fn()} />);
    fireEvent.change(screen.getByRole("searchbox", { name: "Filter moves" }), { target: { value: "no such move" } });
    expect(screen.getByText(/No move matches/)).toBeTruthy();
    rerender(<GameView game={{ ...f.game, version: f.game.version + 1 }} entries={f.entries} onMove={vi.fn()} />);
    expect((screen.getByRole("searchbox", { name: "Filter moves" }) as HTMLInputElement).value).toBe("");
    expect(screen.queryByText(/No move matches/)).toBeNull();
  });
});
