// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi, beforeAll } from "vitest";
import { cardOf, conspiracyTheory, type View } from "@backroom/engine/conspiracy-theory/index";
import { GameView } from "../../../../web/components/GameView";
import { conspiracyBoard } from "../../../../web/games/conspiracy-theory/board";
import { RulesView } from "../../../../web/components/RulesView";
import { buildFixture, findState } from "../../game-fixture";
import { conspiracyOracle } from "../../../engine/oracles/conspiracy-theory";
import { expectNothingHiddenInDom } from "../../hidden-dom";
import { preloadGames } from "../../load-games";

afterEach(cleanup);

const names = ["Ann", "Bob", "Cy"];
type S = Parameters<typeof conspiracyTheory.view>[0];
const viewOf = (s: unknown, seat: number) => conspiracyTheory.view(s as S, seat);
const seeds = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"];

describe("Conspiracy Theory board", () => {
  beforeAll(preloadGames);
  it("draws each pyramid by rows, with clearance and base and effective attack and defence", () => {
    const f = findState({ def: conspiracyTheory, names, viewer: 0 }, (s) => viewOf(s, 0).players.every((p) => p.clearance >= 2));
    expect(f).not.toBeNull();
    render(<GameView game={f!.game} entries={f!.entries} onMove={vi.fn()} board={conspiracyBoard} />);
    const v = f!.game.view as View;
    for (const p of v.players) {
      const area = screen.getByRole("region", { name: `${names[p.seat]}'s conspiracy` });
      expect(within(area).getByTitle("Clearance").textContent).toContain(String(p.clearance));
      expect(within(area).getByTitle("Attack").textContent).toContain(`${p.attack} (base ${p.baseAttack})`);
      expect(within(area).getByTitle("Defence").textContent).toContain(`${p.defence} (base ${p.baseDefence})`);
      const pyramid = within(area).getByLabelText(/pyramid, top row first/);
      const rows = pyramid.querySelectorAll(".pyramid-row");
      expect(rows).toHaveLength(4);
      // Rows are drawn top first: the last drawn row is the bottom row.
      expect(rows[3]!.querySelectorAll(".org:not(.org-empty)")).toHaveLength(p.pyramid[0]!.length);
      for (const c of p.pyramid.flat()) expect(pyramid.textContent).toContain(cardOf(c).nameEn);
    }
  });

  it("a finished game says so instead of the last turn's stage", () => {
    const f = findState({ def: conspiracyTheory, names: ["Ann", "Bob"], viewer: 0 }, (s) => viewOf(s, 0).finished !== null, { maxMoves: 3000 });
    expect(f).not.toBeNull();
    render(<GameView game={f!.game} entries={f!.entries} onMove={vi.fn()} board={conspiracyBoard} />);
    const top = document.querySelector(".ct-board .board-top") as HTMLElement;
    expect(top.textContent).toContain("Game over");
    expect(top.textContent).not.toContain((f!.game.view as View).turn.stage);
    expect(top.textContent).not.toMatch(/· (placed|moved)/);
  });

  it("shows the battle in progress with every card played by each side and the live totals", () => {
    const f = findState({ def: conspiracyTheory, names, viewer: 0 }, (s) => {
      const b = viewOf(s, 0).battle;
      return b !== null && b.table.length >= 2 && b.table.some((e) => e.side === "defender");
    }, { maxMoves: 1500, botSeeds: seeds });
    expect(f).not.toBeNull();
    render(<GameView game={f!.game} entries={f!.entries} onMove={vi.fn()} board={conspiracyBoard} />);
    const b = (f!.game.view as View).battle!;
    const battle = document.querySelector(".battle") as HTMLElement;
    expect(within(battle).getByLabelText(`Attack ${b.attack} against defence ${b.defence}`)).toBeTruthy();
    for (const side of ["attacker", "defender"] as const) {
      const el = battle.querySelector(`.side-${side}`) as HTMLElement;
      const played = b.table.filter((e) => e.side === side);
      expect(el.querySelectorAll(".card")).toHaveLength(played.length);
      for (const e of played) expect(el.textContent).toContain(cardOf(e.card).nameEn);
    }
  });

  it("a battle answered outside one's turn is an out-of-turn prompt; hands stay hidden", () => {
    let seat = -1;
    const f = findState({ def: conspiracyTheory, names, viewer: 0 }, (s) => {
      const v = viewOf(s, 0);
      const b = v.battle;
      if (b && b.priority !== v.turn.seat && v.awaiting.includes(b.priority)) seat = b.priority;
      return b !== null && b.priority !== v.turn.seat && v.awaiting.includes(b.priority);
    }, { maxMoves: 1500, botSeeds: seeds });
    expect(f).not.toBeNull();
    const g = buildFixture({ def: conspiracyTheory, names, viewer: seat, moves: f!.moves });
    const { container } = render(<GameView game={g.game} entries={g.entries} onMove={vi.fn()} board={conspiracyBoard} />);
    expect(screen.getByRole("heading", { name: /Decision needed/ })).toBeTruthy();
    expect(screen.getByText(/^Battle: .* attacks .*Play a card or pass\.$/)).toBeTruthy();
    expect(screen.getAllByRole("button", { name: /^Pass/ }).length).toBeGreaterThan(0);
    expectNothingHiddenInDom(container, conspiracyOracle as never, g, seat);
  });

  it("a hand card then a row builds a placement", () => {
    const f = findState({ def: conspiracyTheory, names, viewer: 0 }, (s) => conspiracyTheory.legalMoves(s as S, 0).filter((m) => m.kind === "place").length >= 1 && viewOf(s, 0).turn.seat === 0);
    expect(f).not.toBeNull();
    const onMove = vi.fn();
    render(<GameView game={f!.game} entries={f!.entries} onMove={onMove} board={conspiracyBoard} />);
    const place = f!.game.legalMoves.find((m) => (m.move as { kind: string }).kind === "place")!;
    const { card, row } = place.move as { card: string; row: number };
    const hand = document.querySelector(".hand") as HTMLElement;
    fireEvent.click(within(hand).getByRole("button", { name: new RegExp(`^${cardOf(card).nameEn.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) }));
    const me = screen.getByRole("region", { name: "Ann's conspiracy" });
    fireEvent.click(within(me).getByRole("button", { name: new RegExp(`^Row ${row + 1} `) }));
    fireEvent.click(screen.getByRole("button", { name: /^Confirm:/ }));
    expect(onMove).toHaveBeenCalledWith(expect.objectContaining({ card, row }));
  });

  it("a broken pyramid is repaired step by step: an Organization, then a row; moved cards are marked, Done and Undo are listed", () => {
    type Pending = NonNullable<View["pending"]>;
    const repairing = (s: unknown, steps: (n: number) => boolean) => {
      const p: Pending | null = viewOf(s, 0).pending;
      return p !== null && p.kind === "repair" && p.seat === 0 && steps(p.repaired.length);
    };
    const f = findState({ def: conspiracyTheory, names, viewer: 0 }, (s) => repairing(s, (n) => n >= 1), { maxMoves: 1500, botSeeds: seeds });
    expect(f).not.toBeNull();
    const onMove = vi.fn();
    render(<GameView game={f!.game} entries={f!.entries} onMove={onMove} board={conspiracyBoard} />);
    expect(screen.getByText(/^Your pyramid is broken: repair it one step at a time\./)).toBeTruthy();
    const v = f!.game.view as View;
    const me = screen.getByRole("region", { name: "Ann's conspiracy" });
    const marked = [...me.querySelectorAll(".org-moved")].map((e) => e.textContent);
    expect(marked).toHaveLength(v.pending!.repaired.length);
    for (const m of v.pending!.repaired) expect(marked).toContainEqual(expect.stringContaining(`${cardOf(m.card).nameEn} (${cardOf(m.card).type}) (was row ${m.from + 1})`));
    // Every option reads in plain words; Undo is there, since a step was taken.
    const labels = f!.game.legalMoves.map((m) => m.label);
    expect(labels.every((l) => /^(Move .+ from row \d to row \d \(pyramid [\d-]+, (legal|not legal yet)\)|Undo: put .+ back from row \d to row \d \(pyramid [\d-]+, (legal|not legal yet)\)|Done: keep the pyramid as [\d-]+)$/.test(l))).toBe(true);
    expect(labels.some((l) => l.startsWith("Undo: "))).toBe(true);
    // Click an Organization, then a row, then confirm: the move is one repair step.
    const step = f!.game.legalMoves.find((m) => (m.move as { step: string }).step === "move")!.move as { card: string; row: number };
    const chip = within(me).getAllByRole("button").find((e) => e.classList.contains("org") && e.textContent!.includes(`${cardOf(step.card).nameEn} (`));
    fireEvent.click(chip!);
    fireEvent.click(within(me).getByRole("button", { name: new RegExp(`^Row ${step.row + 1} `) }));
    fireEvent.click(screen.getByRole("button", { name: /^Confirm: Move / }));
    expect(onMove).toHaveBeenCalledWith({ kind: "repair", step: "move", card: step.card, row: step.row });
  }, 60_000); // it searches random games for a repair; slow when the machine is busy

  it("the rules page lists all cards with numbers and effects, and says the texts are the Backroom edition", () => {
    render(<RulesView game="conspiracy-theory" />);
    fireEvent.click(screen.getByRole("tab", { name: "Rulings and cards" }));
    expect(screen.getByText(/card texts: Backroom edition/)).toBeTruthy();
    fireEvent.change(screen.getByRole("searchbox", { name: "Search cards" }), { target: { value: "hadron" } });
    expect(screen.getAllByText(/Hadron/).length).toBeGreaterThan(0);
  });
});
