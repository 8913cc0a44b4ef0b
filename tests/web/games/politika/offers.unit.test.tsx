// @vitest-environment jsdom
/**
 * Politika's pending offers on the board: the text says whose token changes to whom, and the
 * player who made an offer can withdraw it — by tapping the offer, through the action sheet.
 */
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { politika, REGIONS, type PolitikaMove, type PolitikaState } from "@backroom/engine/politika/index";
import { GameView } from "../../../../web/components/GameView";
import { politikaBoard } from "../../../../web/games/politika/board";
import { buildFixture, findState } from "../../game-fixture";

afterEach(cleanup);

const names = ["Ann", "Bob", "Cy"];
type Trade = Extract<PolitikaMove, { kind: "offer-trade" }>;

describe("Politika offers", () => {
  it("an offer asking for a token says whose it is and whose it becomes; its maker withdraws it from the board", () => {
    // A trading phase in which Ann (the current player) may ask Bob for one of his tokens.
    const asks = (s: unknown): Trade | undefined =>
      politika.legalMoves(s as PolitikaState, 0).find((m): m is Trade => m.kind === "offer-trade" && m.to === 1 && m.get.token !== null);
    const f0 = findState({ def: politika, names, viewer: 0, options: { rounds: 2 } }, (s) => asks(s) !== undefined, { maxMoves: 200 });
    expect(f0).not.toBeNull();
    const offer = asks(f0!.states[f0!.states.length - 1])!;
    const f = buildFixture({ def: politika, names, viewer: 0, options: { rounds: 2 }, moves: [...f0!.moves, { seat: 0, move: offer }] });
    const onMove = vi.fn();
    render(<GameView game={f.game} entries={f.entries} onMove={onMove} board={politikaBoard} />);
    const region = REGIONS[offer.get.token!].name;
    const board = document.querySelector(".board-frame") as HTMLElement;
    const line = within(board).getByText(new RegExp(`^Ann offers Bob .* for .*Bob's token in ${region} \\(it becomes Ann's\\)`));
    // Tap the offer: the sheet names it in words and offers the withdrawal.
    fireEvent.click(line.closest("[data-pickable]")!);
    const sheet = screen.getByRole("dialog", { name: "What you can do with Ann's offer to Bob" });
    fireEvent.click(within(sheet).getByRole("button", { name: /^Withdraw / }));
    fireEvent.click(screen.getByRole("button", { name: /^Confirm: Withdraw / }));
    expect(onMove).toHaveBeenCalledWith(expect.objectContaining({ kind: "withdraw-offer" }));
  });
});
