// @vitest-environment jsdom
/**
 * The game header's seat and time lines: deadlines in the reader's zone, who the bot plays for,
 * resign and take back for one's own seat, and the host's hand-over and replace actions.
 */
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { formatDeadline, type GameResponse, type SeatRequest } from "@backroom/functions/contract";
import { SeatControls } from "../../web/components/SeatControls";
import { highCard } from "../fixtures/high-card";
import { buildFixture } from "./game-fixture";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const names = ["Ann", "Bob", "Cy"];

function game(viewer: number, edit: (g: GameResponse) => GameResponse = (g) => g): GameResponse {
  return edit(buildFixture({ def: highCard, names, viewer, moves: [] }).game);
}

function renderSeats(g: GameResponse) {
  const calls: [number, SeatRequest][] = [];
  render(<SeatControls game={g} onSeat={async (seat, body) => { calls.push([seat, body]); }} />);
  return { calls, region: screen.getByRole("region", { name: "Seats and time" }) };
}

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

it("resigns only after the player confirms, and takes a seat back from the bot", () => {
  const confirm = vi.fn(() => false);
  vi.stubGlobal("confirm", confirm);
  const { calls } = renderSeats(game(1, (g) => ({ ...g, players: g.players.map((p) => (p.seat === 1 ? { ...p, bot: true } : p)) })));
  expect(screen.getByRole("region").textContent).toContain("A bot plays for Bob.");
  fireEvent.click(screen.getByRole("button", { name: "Resign (a bot plays on for your seat)" }));
  expect(confirm).toHaveBeenCalledOnce();
  expect(calls).toEqual([]);
  confirm.mockReturnValue(true);
  fireEvent.click(screen.getByRole("button", { name: "Resign (a bot plays on for your seat)" }));
  fireEvent.click(screen.getByRole("button", { name: "Take my seat back from the bot" }));
  expect(calls).toEqual([[1, { action: "resign" }], [1, { action: "take-back" }]]);
});

it("offers a resigned player nothing more, and says the bot plays on", () => {
  renderSeats(game(1, (g) => ({ ...g, players: g.players.map((p) => (p.seat === 1 ? { ...p, bot: true, resigned: true } : p)) })));
  expect(screen.getByRole("region").textContent).toContain("Bob resigned; a bot plays on.");
  expect(screen.queryByRole("button", { name: /Resign|Take my seat back/ })).toBeNull();
});

it("lets the host hand another seat to the bot, or invite a new person to take it", async () => {
  const { calls } = renderSeats(game(0, (g) => ({ ...g, players: g.players.map((p) => (p.seat === 2 ? { ...p, bot: true } : p)) })));
  // Not for the host's own seat; no hand-over for a seat the bot already plays.
  expect(screen.queryByRole("button", { name: "Hand Ann's seat to a bot" })).toBeNull();
  expect(screen.queryByRole("button", { name: "Hand Cy's seat to a bot" })).toBeNull();
  fireEvent.click(screen.getByRole("button", { name: "Hand Bob's seat to a bot" }));
  fireEvent.click(screen.getByRole("button", { name: "Replace Cy…" }));
  fireEvent.change(screen.getByRole("textbox", { name: "New player's name" }), { target: { value: "  Dee " } });
  fireEvent.change(screen.getByRole("textbox", { name: "New player's email" }), { target: { value: "dee@example.test" } });
  fireEvent.click(screen.getByRole("button", { name: "Invite to take the seat" }));
  await vi.waitFor(() => expect(screen.queryByRole("textbox", { name: "New player's name" })).toBeNull());
  expect(calls).toEqual([[1, { action: "bot" }], [2, { action: "replace", name: "Dee", email: "dee@example.test" }]]);
});
