// @vitest-environment jsdom
/**
 * The table menu's seat and time lines (web/components/SeatControls.tsx): deadlines in the
 * reader's zone, who the bot plays for, resign and take back for one's own seat, and the host's
 * hand-over — offered only for a seat that is late — and replace. Every action asks once more.
 */
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatDeadline, type GameResponse, type SeatRequest } from "@backroom/functions/contract";
import { SeatControls } from "../../web/components/SeatControls";
import { GameView } from "../../web/components/GameView";
import { highCard } from "../fixtures/high-card";
import { buildFixture } from "./game-fixture";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const names = ["Ann", "Bob", "Cy"];
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const START = Date.parse("2026-11-30T09:00:00.000Z"); // the fixture's history entries are all at this time

function game(viewer: number, edit: (g: GameResponse) => GameResponse = (g) => g): GameResponse {
  return edit(buildFixture({ def: highCard, names, viewer, moves: [] }).game);
}

function renderSeats(g: GameResponse, opts: { now?: number; since?: string | null } = {}) {
  const calls: [number, SeatRequest][] = [];
  render(<SeatControls game={g} onSeat={async (seat, body) => { calls.push([seat, body]); }} now={opts.now ?? START} since={opts.since ?? null} />);
  return { calls, region: screen.getByRole("region", { name: "Seats and time" }) };
}

/** Answers an in-place question: Yes or No. */
const answer = (label: string, yes: boolean) => fireEvent.click(within(screen.getByRole("group", { name: label })).getByRole("button", { name: yes ? "Yes" : "No" }));

it("shows the time control and each deadline in the reader's own time zone", () => {
  const due = "2026-12-03T17:00:00.000Z";
  const g = game(1, (g) => ({
    ...g, timeControl: { daysPerDecision: 2, onTimeout: "bot", handOverAfter: 0 }, timeControlText: "2 days per decision, then a bot move",
    players: g.players.map((p) => (p.seat === 0 ? { ...p, deadline: due } : p)),
  }));
  const { region } = renderSeats(g);
  expect(region.textContent).toContain("Time control: 2 days per decision, then a bot move.");
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  expect(within(region).getAllByRole("listitem").map((li) => li.textContent)).toContain(`Ann: until ${formatDeadline(due, zone)}`);
  // Bob is not the host: no hand-over or replace buttons.
  expect(screen.queryByRole("button", { name: /Hand .*seat to a bot/ })).toBeNull();
  expect(screen.queryByRole("button", { name: /^Replace/ })).toBeNull();
});

it("hides deadlines once the game is over, and every seat action with them", () => {
  const g = game(0, (g) => ({ ...g, status: "finished", players: g.players.map((p) => ({ ...p, deadline: "2026-12-03T17:00:00.000Z" })) }));
  const { region } = renderSeats(g);
  expect(region.textContent).not.toContain("until");
  expect(within(region).queryAllByRole("button")).toEqual([]);
});

it("resigns only after the player says yes, and takes a seat back from the bot after a yes too", () => {
  const { calls } = renderSeats(game(1, (g) => ({ ...g, players: g.players.map((p) => (p.seat === 1 ? { ...p, bot: true } : p)) })));
  expect(screen.getByRole("region").textContent).toContain("A bot plays for Bob.");
  const resign = "Resign (a bot plays on for your seat)";
  fireEvent.click(screen.getByRole("button", { name: resign }));
  expect(screen.getByRole("group", { name: resign }).textContent).toContain("you cannot take it back");
  answer(resign, false);
  expect(calls).toEqual([]);
  fireEvent.click(screen.getByRole("button", { name: resign }));
  answer(resign, true);
  fireEvent.click(screen.getByRole("button", { name: "Take my seat back from the bot" }));
  expect(calls).toEqual([[1, { action: "resign" }]]);
  answer("Take my seat back from the bot", true);
  expect(calls).toEqual([[1, { action: "resign" }], [1, { action: "take-back" }]]);
});

it("offers a resigned player nothing more, and says the bot plays on", () => {
  renderSeats(game(1, (g) => ({ ...g, players: g.players.map((p) => (p.seat === 1 ? { ...p, bot: true, resigned: true } : p)) })));
  expect(screen.getByRole("region").textContent).toContain("Bob resigned; a bot plays on.");
  expect(screen.queryByRole("button", { name: /Resign|Take my seat back/ })).toBeNull();
});

describe("the host's hand-over appears only for a late seat", () => {
  // Everyone is awaited at the start of High Card; Ann (seat 0) is the host.
  const since = new Date(START).toISOString();
  const handOver = (name: string) => screen.queryByRole("button", { name: `Hand ${name}'s seat to a bot` });

  it("without deadlines: not at move 0, not a minute before the reminder period ends, and then yes", () => {
    renderSeats(game(0), { now: START, since });
    expect(handOver("Bob")).toBeNull();
    expect(handOver("Cy")).toBeNull();
    expect(screen.getByText(/handed to a bot once it is late/)).toBeTruthy();
    cleanup();
    renderSeats(game(0), { now: START + 2 * DAY - 60_000, since });
    expect(handOver("Bob")).toBeNull();
    cleanup();
    renderSeats(game(0), { now: START + 2 * DAY, since });
    expect(handOver("Bob")).toBeTruthy();
    expect(handOver("Cy")).toBeTruthy();
    // Never for the host's own seat.
    expect(handOver("Ann")).toBeNull();
  });

  it("only for the seat that is awaited: a seat the game is not waiting for is never late", () => {
    renderSeats(game(0, (g) => ({ ...g, awaiting: [2] })), { now: START + 5 * DAY, since });
    expect(handOver("Bob")).toBeNull();
    expect(handOver("Cy")).toBeTruthy();
  });

  it("with deadlines: from half time (the first reminder) or once the deadline has passed, each seat by its own", () => {
    const timed = (g: GameResponse): GameResponse => ({
      ...g, timeControl: { daysPerDecision: 4, onTimeout: "pass", handOverAfter: 3 },
      players: g.players.map((p) => ({ ...p, deadline: p.seat === 1 ? new Date(START + 4 * DAY).toISOString() : p.seat === 2 ? new Date(START + 6 * DAY).toISOString() : null })),
    });
    // Bob's decision: 4 days from START; Cy's: from START + 2 days.
    renderSeats(game(0, timed), { now: START + 2 * DAY - 60_000, since });
    expect(handOver("Bob")).toBeNull();
    cleanup();
    renderSeats(game(0, timed), { now: START + 2 * DAY, since });
    expect(handOver("Bob")).toBeTruthy();
    expect(handOver("Cy")).toBeNull();
    cleanup();
    renderSeats(game(0, timed), { now: START + 6 * DAY, since });
    expect(handOver("Cy")).toBeTruthy();
  });

  it("a late seat whose player is away (a declared vacation) is not offered: the clock stands still", () => {
    renderSeats(game(0, (g) => ({ ...g, players: g.players.map((p) => (p.seat === 1 ? { ...p, awayUntil: "2026-12-20T00:00:00.000Z" } : p)) })), { now: START + 5 * DAY, since });
    expect(handOver("Bob")).toBeNull();
    expect(handOver("Cy")).toBeTruthy();
  });

  it("hands it over after a yes, and invites a new person to any seat", async () => {
    const { calls } = renderSeats(game(0, (g) => ({ ...g, players: g.players.map((p) => (p.seat === 2 ? { ...p, bot: true } : p)) })), { now: START + 3 * DAY, since });
    // No hand-over for a seat the bot already plays.
    expect(handOver("Cy")).toBeNull();
    fireEvent.click(handOver("Bob")!);
    answer("Hand Bob's seat to a bot", false);
    expect(calls).toEqual([]);
    fireEvent.click(handOver("Bob")!);
    answer("Hand Bob's seat to a bot", true);
    fireEvent.click(screen.getByRole("button", { name: "Replace Cy…" }));
    fireEvent.change(screen.getByRole("textbox", { name: "New player's name" }), { target: { value: "  Dee " } });
    fireEvent.change(screen.getByRole("textbox", { name: "New player's email" }), { target: { value: "dee@example.test" } });
    fireEvent.click(screen.getByRole("button", { name: "Invite to take the seat" }));
    await vi.waitFor(() => expect(screen.queryByRole("textbox", { name: "New player's name" })).toBeNull());
    expect(calls).toEqual([[1, { action: "bot" }], [2, { action: "replace", name: "Dee", email: "dee@example.test" }]]);
  });
});

describe("on the game page, the seat administration lives in the table menu", () => {
  it("is hidden until the menu opens, with the page clock deciding lateness", () => {
    const f = buildFixture({ def: highCard, names, viewer: 0, moves: [] });
    const onSeat = vi.fn(async () => undefined);
    const { rerender } = render(<GameView game={f.game} entries={f.entries} onMove={vi.fn()} onSeat={onSeat} clock={() => START + 3 * DAY} />);
    expect(screen.queryByRole("button", { name: /Resign/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Hand Bob's seat to a bot" })).toBeNull();
    const table = screen.getByRole("button", { name: /Table/ });
    expect(table.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(table);
    expect(table.getAttribute("aria-expanded")).toBe("true");
    const menu = screen.getByRole("region", { name: "Table: seats, time and rules" });
    expect(within(menu).getByRole("button", { name: /Resign/ })).toBeTruthy();
    expect(within(menu).getByRole("button", { name: "Hand Bob's seat to a bot" })).toBeTruthy();
    // The late seats (all three are awaited, the host's own too) are marked on their chips.
    const chips = screen.getByRole("list", { name: "Players" });
    expect(within(chips).getAllByText("late")).toHaveLength(3);
    // An hour after the start nobody is late yet: no hand-over, no mark.
    rerender(<GameView game={f.game} entries={f.entries} onMove={vi.fn()} onSeat={onSeat} clock={() => START + HOUR} />);
    expect(screen.queryByRole("button", { name: "Hand Bob's seat to a bot" })).toBeNull();
    expect(within(chips).queryByText("late")).toBeNull();
    fireEvent.keyDown(window, { key: "Escape" });
    expect(table.getAttribute("aria-expanded")).toBe("false");
  });
});
