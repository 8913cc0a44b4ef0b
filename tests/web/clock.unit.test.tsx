// @vitest-environment jsdom
/**
 * Countdowns from the page's injected clock: "1 d 23 h left" / «осталось 1 д 23 ч» on the
 * seat chips, in the status line and in the decision bar's prompt; "time is up" once passed.
 */
import { act, cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { GameView } from "../../web/components/GameView";
import { countdownText } from "../../web/components/clock";
import { applyLanguage, i18n, loadLanguage } from "../../web/i18n";
import type { GameResponse } from "../../web/lib/api";
import { highCard } from "../fixtures/high-card";
import { buildFixture } from "./game-fixture";
import { preloadGames } from "./load-games";

beforeAll(preloadGames);
beforeAll(() => loadLanguage("ru"));
afterEach(() => {
  cleanup();
  act(() => applyLanguage("en"));
});

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const NOW = Date.parse("2026-12-01T12:00:00.000Z");
const at = (ms: number) => new Date(NOW + ms).toISOString();

describe("countdown text", () => {
  it.each([
    [DAY + 23 * HOUR + 59 * MIN, "1 d 23 h left", "осталось 1 д 23 ч"],
    [2 * DAY, "2 d 0 h left", "осталось 2 д 0 ч"],
    [5 * HOUR + 10 * MIN + 30_000, "5 h 10 min left", "осталось 5 ч 10 мин"],
    [12 * MIN, "12 min left", "осталось 12 мин"],
    [59_000, "under a minute left", "осталось меньше минуты"],
    [0, "time is up", "время вышло"],
    [-3 * HOUR, "time is up", "время вышло"],
  ])("%i ms before the deadline: %s / %s", (ms, en, ru) => {
    expect(countdownText(at(ms), NOW, i18n.getFixedT("en"))).toBe(en);
    expect(countdownText(at(ms), NOW, i18n.getFixedT("ru"))).toBe(ru);
  });
});

function timed(viewer: number, deadlines: Record<number, number>): GameResponse {
  const g = buildFixture({ def: highCard, names: ["Ann", "Bob", "Cy"], viewer, moves: [] }).game;
  return {
    ...g, timeControl: { daysPerDecision: 3, onTimeout: "pass", handOverAfter: 3 },
    players: g.players.map((p) => ({ ...p, deadline: p.seat in deadlines ? at(deadlines[p.seat]!) : null })),
  };
}

describe("on the page, from the injected clock", () => {
  it("each awaited seat's chip counts down to its own deadline; the prompt and status line show the viewer's", () => {
    const game = timed(1, { 0: 3 * HOUR, 1: DAY + 23 * HOUR, 2: 20 * MIN });
    render(<GameView game={game} entries={[]} onMove={vi.fn()} clock={() => NOW} />);
    const chips = within(screen.getByRole("list", { name: "Players" })).getAllByRole("listitem");
    expect(chips.map((c) => c.querySelector(".tag-awaited")?.textContent)).toEqual(["▶ 3 h 0 min left", "▶ 1 d 23 h left", "▶ 20 min left"]);
    expect(screen.getByRole("region", { name: "Your decision" }).textContent).toContain("· 1 d 23 h left");
    // Bob's own clock, not the soonest one, in the status line.
    expect(document.querySelector(".status-line")!.textContent).toBe("Waiting for Ann, you, Cy. · 1 d 23 h left");
  });

  it("a spectator's status line shows the soonest deadline of those awaited", () => {
    const game = timed(0, { 0: 3 * HOUR, 1: DAY, 2: 20 * MIN });
    render(<GameView game={{ ...game, mySeat: null, legalMoves: [] }} entries={[]} onMove={vi.fn()} clock={() => NOW} />);
    expect(document.querySelector(".status-clock")!.textContent).toBe(" · 20 min left");
  });

  it("moves on with the clock, and in Russian", () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      let now = NOW;
      act(() => applyLanguage("ru"));
      const game = timed(1, { 1: 2 * DAY });
      render(<GameView game={game} entries={[]} onMove={vi.fn()} clock={() => now} />);
      const bar = screen.getByRole("region", { name: "Ваше решение" });
      expect(bar.textContent).toContain("осталось 2 д 0 ч");
      now += 3 * HOUR;
      act(() => vi.advanceTimersByTime(30_000));
      expect(bar.textContent).toContain("осталось 1 д 21 ч");
    } finally {
      vi.useRealTimers();
    }
  });

  it("a game without deadlines shows none", () => {
    const game = buildFixture({ def: highCard, names: ["Ann", "Bob"], viewer: 0, moves: [] }).game;
    render(<GameView game={game} entries={[]} onMove={vi.fn()} clock={() => NOW} />);
    expect(document.querySelector(".status-clock")).toBeNull();
    expect(screen.getByRole("region", { name: "Your decision" }).textContent).not.toMatch(/left/);
    expect(within(screen.getByRole("list", { name: "Players" })).getAllByText("▶ to move")).toHaveLength(2);
  });
});
