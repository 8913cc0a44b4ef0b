// @vitest-environment jsdom
/** The settings page's vacation section, and "away until" on the game page, against a stubbed fetch. */
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { VacationSection } from "../../web/components/VacationSection";
import { SeatControls } from "../../web/components/SeatControls";
import { setSession } from "../../web/lib/api";
import type { GameResponse } from "../../web/lib/api";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setSession(null);
});

const allowance = (taken: number) => ({ yearlyDays: 30, maxDays: 30, aheadDays: 365, takenThisYear: taken });
const settle = () => act(async () => { await new Promise((r) => setTimeout(r, 0)); });

it("declares an absence from local midnights, shows it, and ends it early", async () => {
  setSession({ token: "t", email: "bob@example.test" });
  const calls: { method: string; body: unknown }[] = [];
  let vacation: { from: string; until: string } | null = null;
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    expect(url).toBe("/api/me/vacation");
    const method = init.method ?? "GET";
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, body });
    if (method === "PUT") vacation = { from: body.start, until: body.end };
    if (method === "DELETE") vacation = null;
    return new Response(JSON.stringify({ vacation, allowance: allowance(vacation ? 5 : 1) }), { status: 200 });
  });
  render(<VacationSection />);
  await settle();
  expect(screen.getByText("1 of 30 days taken this year.")).toBeTruthy();
  fireEvent.change(screen.getByLabelText("First day away"), { target: { value: "2030-03-10" } });
  fireEvent.change(screen.getByLabelText("Back on"), { target: { value: "2030-03-15" } });
  fireEvent.click(screen.getByRole("button", { name: "Declare absence" }));
  await settle();
  expect(calls[1]).toEqual({ method: "PUT", body: { start: new Date("2030-03-10T00:00:00").toISOString(), end: new Date("2030-03-15T00:00:00").toISOString() } });
  expect(screen.getByText(/^Away from .*, back on .*\.$/)).toBeTruthy();
  expect(screen.getByText("5 of 30 days taken this year.")).toBeTruthy();
  // Not begun yet: the button cancels it.
  fireEvent.click(screen.getByRole("button", { name: "Cancel this absence" }));
  await settle();
  expect(calls[2]!.method).toBe("DELETE");
  expect(screen.getByRole("button", { name: "Declare absence" })).toBeTruthy();
});

it("shows the server's reason when an absence is refused", async () => {
  setSession({ token: "t", email: "bob@example.test" });
  vi.stubGlobal("fetch", async (_url: string, init: RequestInit) => (init.method === "PUT"
    ? new Response(JSON.stringify({ error: { code: "vacation/invalid", message: "end: an absence lasts at most 30 days", field: "end" } }), { status: 400 })
    : new Response(JSON.stringify({ vacation: null, allowance: allowance(0) }), { status: 200 })));
  render(<VacationSection />);
  await settle();
  fireEvent.change(screen.getByLabelText("Back on"), { target: { value: "2099-01-01" } });
  fireEvent.click(screen.getByRole("button", { name: "Declare absence" }));
  await settle();
  expect(screen.getByRole("alert").textContent).toContain("an absence lasts at most 30 days");
});

it("the game page says who is away, and until when", () => {
  const seat = (s: number, name: string, awayUntil: string | null) => ({ seat: s, name, email: null, joined: true, bot: false, resigned: false, deadline: null, awayUntil });
  const game = {
    status: "active", mySeat: null, host: false, timeControl: { daysPerDecision: 3, onTimeout: "pass", handOverAfter: 3 }, timeControlText: "3 days per decision",
    players: [seat(0, "Ann", null), seat(1, "Bob", "2026-12-10T00:00:00.000Z")],
  } as unknown as GameResponse;
  render(<SeatControls game={game} onSeat={async () => {}} />);
  expect(screen.getByText(/^Bob is away until .*10 Dec, \d\d:\d\d\.$/)).toBeTruthy();
  expect(screen.queryByText(/^Ann is away/)).toBeNull();
});
