// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useState } from "react";
import { PickerContext, CardFace } from "../../web/components/board-kit";
import { MovePanel, useMoveBuilder } from "../../web/components/MovePanel";
import { DecisionBar } from "../../web/components/DecisionBar";
import { genericPrompt } from "../../web/components/GameView";
import type { LegalMove } from "../../web/lib/api";

afterEach(cleanup);

const legal: LegalMove[] = [
  { move: { kind: "attract", card: "mouse-1" }, label: "Attract Mouse" },
  { move: { kind: "attract", card: "deer-1" }, label: "Attract Deer" },
  { move: { kind: "discard", card: "deer-1" }, label: "Discard Deer" },
  { move: { kind: "pass" }, label: "Pass" },
];

function Harness(props: { moves: LegalMove[]; onConfirm: (m: unknown) => void; prompt?: string; outOfTurn?: boolean }) {
  const builder = useMoveBuilder(props.moves);
  const [busy] = useState(false);
  return (
    <PickerContext.Provider value={builder.picker}>
      <div aria-label="hand">
        <CardFace name="Mouse" pick={{ value: "mouse-1", label: "Mouse" }} />
        <CardFace name="Deer" pick={{ value: "deer-1", label: "Deer" }} />
        <CardFace name="Lion" pick={{ value: "lion-1", label: "Lion" }} />
      </div>
      <DecisionBar prompt={props.prompt ?? "Your turn"} outOfTurn={props.outOfTurn ?? false} chosen={builder.chosen} busy={busy} error={null} onConfirm={(m) => props.onConfirm(m.move)} onCancel={builder.reset} />
      <MovePanel builder={builder} outOfTurn={props.outOfTurn ?? false} onChoose={builder.choose} busy={busy} />
    </PickerContext.Provider>
  );
}

describe("MovePanel", () => {
  it("offers every legal move as a button grouped by kind, and confirms the chosen one", () => {
    const onConfirm = vi.fn();
    render(<Harness moves={legal} onConfirm={onConfirm} />);
    expect(screen.getAllByRole("button", { name: /Attract|Discard|Pass/ })).toHaveLength(4);
    expect(screen.getByRole("group", { name: "Attract" })).toBeTruthy();
    // Nothing chosen: the bar offers to go to the moves, and no confirm button exists.
    expect(screen.getByRole("button", { name: "Choose a move" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Confirm/ })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Pass" }));
    fireEvent.click(screen.getByRole("button", { name: "Confirm: Pass" }));
    expect(onConfirm).toHaveBeenCalledWith({ kind: "pass" });
  });

  it("click a card, then choose among what it allows, then confirm", () => {
    const onConfirm = vi.fn();
    render(<Harness moves={legal} onConfirm={onConfirm} />);
    // Lion is in no legal move: it is not a button.
    expect(screen.queryByRole("button", { name: "Lion" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Deer" }));
    expect(screen.queryByRole("button", { name: "Attract Mouse" })).toBeNull();
    expect(screen.getByRole("button", { name: "Attract Deer" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Discard Deer" })).toBeTruthy();
    // Mouse is no longer possible together with Deer.
    expect(screen.queryByRole("button", { name: "Mouse" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Discard Deer" }));
    fireEvent.click(screen.getByRole("button", { name: "Confirm: Discard Deer" }));
    expect(onConfirm).toHaveBeenCalledWith({ kind: "discard", card: "deer-1" });
  });

  it("a pick that leaves one move offers it for confirmation; the chip removes the pick", () => {
    const onConfirm = vi.fn();
    render(<Harness moves={legal} onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole("button", { name: "Mouse" }));
    expect(screen.getByRole("button", { name: "Confirm: Attract Mouse" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Remove Mouse" }));
    expect(screen.getByRole("button", { name: "Choose a move" })).toBeTruthy();
    expect(screen.getAllByRole("button", { name: /^(Attract|Discard|Pass)/ })).toHaveLength(4);
  });

  it("every confirmable move is one of the legal moves (no illegal move can be submitted)", () => {
    const onConfirm = vi.fn();
    render(<Harness moves={legal} onConfirm={onConfirm} />);
    for (const name of ["Attract Mouse", "Attract Deer", "Discard Deer", "Pass"]) {
      fireEvent.click(screen.getByRole("button", { name }));
      fireEvent.click(screen.getByRole("button", { name: `Confirm: ${name}` }));
    }
    expect(onConfirm.mock.calls.map((c) => c[0])).toEqual(legal.map((l) => l.move));
  });

  it("board picks work from the keyboard (Tab to a card, Enter or Space to pick it)", () => {
    render(<Harness moves={legal} onConfirm={vi.fn()} />);
    // A card's name comes from what it shows (axe: label-content-name-mismatch), its state from aria-pressed.
    const mouse = screen.getByRole("button", { name: /^Mouse/ });
    expect(mouse.tabIndex).toBe(0);
    fireEvent.keyDown(mouse, { key: "Enter" });
    expect(screen.getByRole("button", { name: "Confirm: Attract Mouse" })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole("button", { name: /^Mouse/, pressed: true }), { key: " " });
    expect(screen.getByRole("button", { name: "Choose a move" })).toBeTruthy();
  });

  it("long lists get a filter", () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ move: { kind: "move", to: `r${i}` }, label: `Move to region ${i}` }));
    render(<Harness moves={many} onConfirm={vi.fn()} />);
    fireEvent.change(screen.getByRole("searchbox", { name: "Filter moves" }), { target: { value: "region 2" } });
    expect(screen.getAllByRole("button", { name: /Move to region/ }).map((b) => b.textContent)).toEqual(["Move to region 2", "Move to region 20", "Move to region 21", "Move to region 22", "Move to region 23", "Move to region 24", "Move to region 25", "Move to region 26", "Move to region 27", "Move to region 28", "Move to region 29"]);
  });

  it("an out-of-turn decision is shown as a distinct prompt", () => {
    render(<Harness moves={legal} onConfirm={vi.fn()} prompt="Alice attacks you: respond or pass." outOfTurn />);
    expect(screen.getByRole("heading", { name: /Decision needed/ })).toBeTruthy();
    const bar = screen.getByRole("region", { name: "Your decision" });
    expect(bar.classList.contains("out-of-turn")).toBe(true);
    expect(bar.querySelector("#decision-prompt")!.textContent).toBe("Alice attacks you: respond or pass.");
    // The move panel is described by the bar's prompt.
    expect(document.getElementById(screen.getByRole("region", { name: /Decision needed/ }).getAttribute("aria-describedby")!)!.textContent).toBe("Alice attacks you: respond or pass.");
  });

  it("the generic prompt tells an out-of-turn decision from the viewer's own turn", () => {
    const names = ["Alice", "Bob"];
    expect(genericPrompt({ turn: 0 }, 1, names, legal)).toEqual({ outOfTurn: true, text: expect.stringContaining("It is Alice's turn, but the game needs a decision from you") });
    expect(genericPrompt({ turn: 1 }, 1, names, legal).outOfTurn).toBe(false);
    expect(genericPrompt({ round: 2 }, 1, names, legal).outOfTurn).toBe(false);
  });
});
