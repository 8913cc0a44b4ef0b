// @vitest-environment jsdom
/**
 * The skip-confirm choice follows the player to another phone: signed in, the game page reads it
 * from the player's settings (this browser's copy may be stale or missing) and saves a change
 * there; without an account session (signed out, or a game email's link) this browser's copy is
 * all there is, and the settings are not asked for.
 */
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, expect, it, vi } from "vitest";
import { GameView } from "../../web/components/GameView";
import { setSession } from "../../web/lib/api";
import { setSkipsConfirm, skipsConfirm } from "../../web/lib/preferences";
import { DEFAULT_SETTINGS } from "../../functions/src/contract";
import { highCard } from "../fixtures/high-card";
import { buildFixture } from "./game-fixture";
import { preloadGames } from "./load-games";

beforeAll(preloadGames);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const names = ["Ann", "Bob"];

/** Ann's game page over a server whose settings say `saved`; returns the settings changes posted and every path asked. */
function page(saved: boolean) {
  const posted: unknown[] = [];
  const asked: string[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    asked.push(url);
    if (init.method === "POST") posted.push((JSON.parse(String(init.body)) as { settings: unknown }).settings);
    return new Response(JSON.stringify({ email: "ann@example.com", settings: { ...DEFAULT_SETTINGS, skipConfirm: saved } }), { status: 200 });
  });
  const f = buildFixture({ def: highCard, names, viewer: 0, moves: [] });
  const onMove = vi.fn();
  render(<GameView game={f.game} entries={f.entries} onMove={onMove} />);
  fireEvent.click(screen.getByRole("button", { name: /Table/ }));
  const box = () => screen.getByRole("checkbox", { name: "Ask me to confirm each move before it is sent" }) as HTMLInputElement;
  return { posted, asked, onMove, box, hand: (f.game.view as { hand: string[] }).hand };
}

it("signed in on a new phone (nothing on this browser), the choice saved on the server holds: moves go at once", async () => {
  setSession({ token: "t", email: "Ann@example.com" });
  const p = page(true);
  await waitFor(() => expect(p.box().checked).toBe(false));
  fireEvent.click(screen.getByRole("button", { name: `Play ${p.hand[0]}` }));
  expect(p.onMove).toHaveBeenCalledExactlyOnceWith({ kind: "play", card: p.hand[0] });
  expect(skipsConfirm("ann@example.com")).toBe(true);
});

it("signed in, the server's value wins over this browser's stale copy, and a change is saved to the settings", async () => {
  setSession({ token: "t", email: "ann@example.com" });
  setSkipsConfirm("ann@example.com", true);
  const p = page(false);
  await waitFor(() => expect(p.box().checked).toBe(true));
  fireEvent.click(p.box());
  await waitFor(() => expect(p.posted).toEqual([{ skipConfirm: true }]));
  expect(p.box().checked).toBe(false);
});

it("without an account session this browser's copy is used, and the settings are not asked for", async () => {
  setSkipsConfirm("ann@example.com", true);
  const p = page(false);
  expect(p.box().checked).toBe(false);
  fireEvent.click(p.box());
  expect(skipsConfirm("ann@example.com")).toBe(false);
  expect(p.asked.filter((u) => u.includes("/settings"))).toEqual([]);
  expect(p.posted).toEqual([]);
});

it("an account session of someone else on this browser neither reads nor writes this player's settings", async () => {
  setSession({ token: "t", email: "bob@example.com" });
  const p = page(true);
  fireEvent.click(p.box());
  expect(p.asked.filter((u) => u.includes("/settings"))).toEqual([]);
  expect(p.posted).toEqual([]);
});
