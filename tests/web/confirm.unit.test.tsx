// @vitest-environment jsdom
/**
 * Confirm everywhere, the same way: a move chosen in the move panel, in the tap-a-card sheet or
 * by a board pick that leaves one move is sent only from the decision bar's confirm; Cancel
 * un-chooses it. A player may turn the confirm step off (the table menu); the setting belongs to
 * that player (their address) on this browser, not to whoever uses it next.
 */
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { GameView } from "../../web/components/GameView";
import { skipsConfirm } from "../../web/lib/preferences";
import { highCard } from "../fixtures/high-card";
import { buildFixture } from "./game-fixture";
import { preloadGames } from "./load-games";

beforeAll(preloadGames);
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const names = ["Ann", "Bob", "Cy"];

function page(viewer: number) {
  const f = buildFixture({ def: highCard, names, viewer, moves: [] });
  const onMove = vi.fn();
  render(<GameView game={f.game} entries={f.entries} onMove={onMove} />);
  const hand = (f.game.view as { hand: string[] }).hand;
  const board = document.querySelector(".board-frame") as HTMLElement;
  const bar = () => screen.getByRole("region", { name: "Your decision" });
  return { f, onMove, hand, board, bar };
}

/** Each way of choosing a move, ending with the move chosen (not sent). */
const ways: Array<[string, (p: ReturnType<typeof page>, card: string) => void]> = [
  ["the move panel", (_p, card) => fireEvent.click(screen.getByRole("button", { name: `Play ${card}` }))],
  ["the tap-a-card sheet", (p, card) => {
    fireEvent.click(within(p.board).getByRole("button", { name: card }));
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: `Play ${card}` }));
  }],
  // The card's pick leaves one move: it is the one on offer; the sheet is closed with Esc.
  ["a board pick that leaves one move", (p, card) => {
    fireEvent.click(within(p.board).getByRole("button", { name: card }));
    fireEvent.keyDown(document, { key: "Escape" });
  }],
];

describe("every way of choosing a move goes through the one confirm", () => {
  it.each(ways)("%s: nothing is sent until Confirm in the decision bar, then exactly that move once", (_name, choose) => {
    const p = page(0);
    const card = p.hand[1]!;
    choose(p, card);
    expect(p.onMove).not.toHaveBeenCalled();
    const confirm = within(p.bar()).getByRole("button", { name: `Confirm: Play ${card}` });
    fireEvent.click(confirm);
    expect(p.onMove).toHaveBeenCalledExactlyOnceWith({ kind: "play", card });
    // Sent, the choice is cleared: no second send from a stale button.
    expect(within(p.bar()).queryByRole("button", { name: /^Confirm/ })).toBeNull();
  });

  it.each(ways)("%s: Cancel un-chooses, and nothing is sent", (_name, choose) => {
    const p = page(0);
    choose(p, p.hand[0]!);
    fireEvent.click(within(p.bar()).getByRole("button", { name: "Cancel" }));
    expect(within(p.bar()).queryByRole("button", { name: /^Confirm/ })).toBeNull();
    expect(within(p.bar()).getByRole("button", { name: "Choose a move" })).toBeTruthy();
    expect(p.onMove).not.toHaveBeenCalled();
  });
});

describe("a player who turns the confirm step off", () => {
  const turnOff = () => {
    fireEvent.click(screen.getByRole("button", { name: /Table/ }));
    const box = screen.getByRole("checkbox", { name: "Ask me to confirm each move before it is sent" }) as HTMLInputElement;
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    expect(box.checked).toBe(false);
  };

  it.each(ways.slice(0, 2))("sends at once from %s", (_name, choose) => {
    const p = page(0);
    turnOff();
    choose(p, p.hand[2]!);
    expect(p.onMove).toHaveBeenCalledExactlyOnceWith({ kind: "play", card: p.hand[2]! });
  });

  it("keeps the setting for that player's address only: another player on this browser still confirms", () => {
    page(0);
    turnOff();
    expect(skipsConfirm("ann@example.com")).toBe(true);
    expect(skipsConfirm("ANN@example.com ")).toBe(true);
    expect(skipsConfirm("bob@example.com")).toBe(false);
    cleanup();
    const bob = page(1);
    fireEvent.click(screen.getByRole("button", { name: `Play ${bob.hand[0]}` }));
    expect(bob.onMove).not.toHaveBeenCalled();
    cleanup();
    // Ann comes back: still off, and she can turn it on again.
    const ann = page(0);
    fireEvent.click(screen.getByRole("button", { name: /Table/ }));
    const box = screen.getByRole("checkbox", { name: "Ask me to confirm each move before it is sent" }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    fireEvent.click(screen.getByRole("button", { name: `Play ${ann.hand[0]}` }));
    expect(ann.onMove).not.toHaveBeenCalled();
    expect(skipsConfirm("ann@example.com")).toBe(false);
  });

  it("a spectator has no such setting", () => {
    const f = buildFixture({ def: highCard, names, viewer: "spectator", moves: [] });
    render(<GameView game={f.game} entries={f.entries} onMove={vi.fn()} />);
    fireEvent.click(screen.getByRole("button", { name: /Table/ }));
    expect(screen.queryByRole("checkbox", { name: /confirm each move/ })).toBeNull();
  });
});
