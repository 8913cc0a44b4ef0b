// @vitest-environment jsdom
/**
 * The auto-pass setting (Politika PR19, Conspiracy Theory CR19) on the game page: one labelled
 * control outside the move list that names the current mode, whether or not the game waits for
 * the viewer; a change is the engine's auto-pass move, confirmed like any other.
 */
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { politika } from "@backroom/engine/politika/index";
import { conspiracyTheory } from "@backroom/engine/conspiracy-theory/index";
import type { AnyGameDefinition } from "@backroom/engine";
import { GameView } from "../../web/components/GameView";
import { applyLanguage, loadLanguage } from "../../web/i18n";
import { buildFixture } from "./game-fixture";
import { preloadGames } from "./load-games";

beforeAll(preloadGames);
beforeAll(() => loadLanguage("ru"));
afterEach(() => {
  cleanup();
  act(() => applyLanguage("en"));
});

const names = ["Ann", "Bob", "Cy"];

type Who = "awaited" | "not awaited";
// Conspiracy Theory's turn player cannot change the setting in the main phase (CR19 as the engine has it).
const cases: Array<{ game: string; def: AnyGameDefinition; current: string; modes: string[]; change: { mode: string; label: string }; ru: string; changeable: Who[] }> = [
  { game: "politika", def: politika, current: "Manual", modes: ["Manual", "Bystander", "Always pass"], change: { mode: "bystander", label: "Bystander" }, ru: "Автопас: Вручную", changeable: ["awaited", "not awaited"] },
  { game: "conspiracy-theory", def: conspiracyTheory, current: "When unable", modes: ["Manual", "When unable", "Bystander"], change: { mode: "manual", label: "Manual" }, ru: "Автопас: Когда нечем ответить", changeable: ["not awaited"] },
];

/** The game at its start, seen by the seat it waits for (awaited) or by the next one (not awaited). */
function fixture(def: AnyGameDefinition, who: Who) {
  const first = buildFixture({ def, names, viewer: 0, moves: [] }).game.awaiting[0]!;
  const f = buildFixture({ def, names, viewer: who === "awaited" ? first : (first + 1) % names.length, moves: [] });
  expect(f.game.awaiting.includes(f.game.mySeat!)).toBe(who === "awaited");
  return f;
}

describe.each(cases)("$game", ({ def, current, modes, change, ru, changeable }) => {
  it.each(["awaited", "not awaited"] as const)("shows the current mode in one labelled control for a seat %s, and keeps the setting's moves out of the move list", (who) => {
    const f = fixture(def, who);
    const offered = f.game.legalMoves.filter((m) => (m.move as { kind: string }).kind === "auto-pass");
    expect(offered).toHaveLength(changeable.includes(who) ? 2 : 0);
    render(<GameView game={f.game} entries={f.entries} onMove={vi.fn()} />);
    const control = screen.getByRole("group", { name: `Auto-pass: ${current}` });
    const radios = within(control).getAllByRole("radio") as HTMLInputElement[];
    expect(radios.map((r) => r.closest("label")!.textContent)).toEqual(modes);
    expect((within(control).getByRole("radio", { checked: true }) as HTMLInputElement).closest("label")!.textContent).toBe(current);
    // The other modes can be picked exactly when the engine offers the change now, and the control says when it cannot.
    expect(radios.filter((r) => !r.checked).map((r) => r.disabled)).toEqual([!changeable.includes(who), !changeable.includes(who)]);
    expect(control.textContent!.includes("cannot be changed at this moment")).toBe(!changeable.includes(who));
    // Only one control: no auto-pass buttons in the move list (if there is one), no second select among the forms.
    expect(document.querySelector(".move-panel")!.textContent).not.toMatch(/auto.?pass/i);
    expect(document.querySelectorAll("select").length).toBe(0);
    expect(screen.queryByRole("group", { name: /^Auto-pass$/i })).toBeNull();
  });

  it.each(changeable)("a change goes through the confirm step and sends the engine's move (seat %s)", (who) => {
    const onMove = vi.fn();
    const f = fixture(def, who);
    render(<GameView game={f.game} entries={f.entries} onMove={onMove} />);
    const control = screen.getByRole("group", { name: `Auto-pass: ${current}` });
    fireEvent.click(within(control).getByRole("radio", { name: change.label }));
    expect(onMove).not.toHaveBeenCalled();
    // Still the current mode until the engine says otherwise.
    expect(screen.getByRole("group", { name: `Auto-pass: ${current}` })).toBeTruthy();
    fireEvent.click(within(screen.getByRole("region", { name: "Your decision" })).getByRole("button", { name: /^Confirm: / }));
    expect(onMove).toHaveBeenCalledExactlyOnceWith({ kind: "auto-pass", mode: change.mode });
  });

  it("is there for a seat the game is not waiting for, without a move panel of setting changes", () => {
    const other = fixture(def, "not awaited");
    render(<GameView game={other.game} entries={other.entries} onMove={vi.fn()} />);
    expect(screen.getByRole("group", { name: `Auto-pass: ${current}` })).toBeTruthy();
    if (other.game.legalMoves.every((m) => (m.move as { kind: string }).kind === "auto-pass")) {
      expect(screen.getByRole("heading", { name: "Not your move" })).toBeTruthy();
      expect(screen.queryByRole("heading", { name: "While you wait" })).toBeNull();
    }
  });

  it("in Russian", () => {
    act(() => applyLanguage("ru"));
    const f = fixture(def, "not awaited");
    render(<GameView game={f.game} entries={f.entries} onMove={vi.fn()} />);
    expect(screen.getByRole("group", { name: ru })).toBeTruthy();
  });

  it("is gone while the board shows the past", () => {
    const f = buildFixture({ def, names, viewer: 0, playout: { maxMoves: 3 } });
    render(<GameView game={f.game} entries={f.entries} onMove={vi.fn()} />);
    expect(screen.getByRole("group", { name: /^Auto-pass/ })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "First step" }));
    expect(screen.queryByRole("group", { name: /^Auto-pass/ })).toBeNull();
  });
});
