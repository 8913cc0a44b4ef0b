// @vitest-environment jsdom
/**
 * A game email's link signs its reader in to that one game. The nav bar then says whom the page
 * plays as ("Playing as Bob"), not "Sign in", and one tap emails Bob a full sign-in link that
 * leads back to the game. An account session (the same person signed in) shows no such line.
 */
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { GameScreen, loadGameParts } from "../../web/components/GameScreen";
import { NavBar } from "../../web/components/NavBar";
import { setGameSession, setSession } from "../../web/lib/api";
import { highCard } from "../fixtures/high-card";
import { buildFixture, quietPress } from "./game-fixture";
import { flush } from "./game-page";

beforeAll(loadGameParts);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function serve() {
  const calls: Array<{ method: string; path: string; body: unknown; auth: string | null }> = [];
  const game = buildFixture({ def: highCard, names: ["Ann", "Bob"], viewer: 1, moves: [] }).game;
  vi.stubGlobal("fetch", async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, "http://localhost");
    const headers = (init.headers ?? {}) as Record<string, string>;
    calls.push({ method: init.method ?? "GET", path: url.pathname.replace(/^\/api/, ""), body: init.body ? JSON.parse(String(init.body)) : undefined, auth: headers.authorization ?? null });
    const json = (status: number, b: unknown) => new Response(JSON.stringify(b), { status, headers: { "content-type": "application/json" } });
    if (url.pathname.endsWith("/auth/sign-in")) return json(202, { ok: true });
    if (url.pathname.endsWith("/history")) return json(200, { entries: [], next: null, version: game.version });
    if (url.pathname.endsWith("/press")) return json(200, quietPress(game));
    return json(200, game);
  });
  return calls;
}

const nav = () => screen.getByRole("navigation", { name: "Main" });

describe("the nav bar of a game opened from a game email's link", () => {
  it("says \"Playing as Bob\", not \"Sign in\", and one tap emails Bob a sign-in link back to the game", async () => {
    setGameSession("fixture-game", { token: "game-token", email: "bob@example.com" });
    const calls = serve();
    render(<><NavBar /><GameScreen gameId="fixture-game" /></>);
    await flush();
    expect(calls.find((c) => c.path === "/games/fixture-game")!.auth).toBe("Bearer game-token");
    expect(within(nav()).getByText("Playing as Bob")).toBeTruthy();
    expect(within(nav()).queryByRole("link", { name: "Sign in" })).toBeNull();
    fireEvent.click(within(nav()).getByRole("button", { name: "Sign in" }));
    await flush();
    expect(calls.filter((c) => c.method === "POST")).toEqual([{ method: "POST", path: "/auth/sign-in", body: { email: "bob@example.com", next: "/games/fixture-game" }, auth: null }]);
    expect(within(nav()).getByRole("status").textContent).toBe("Sign-in link sent to bob@example.com.");
  });

  it("is gone once the game page is left", async () => {
    setGameSession("fixture-game", { token: "game-token", email: "bob@example.com" });
    serve();
    const { rerender } = render(<><NavBar /><GameScreen gameId="fixture-game" /></>);
    await flush();
    expect(within(nav()).getByText("Playing as Bob")).toBeTruthy();
    rerender(<><NavBar /></>);
    expect(within(nav()).queryByText(/Playing as/)).toBeNull();
    expect(within(nav()).getByRole("link", { name: "Sign in" })).toBeTruthy();
  });

  it("says nothing of the kind when the account session opens the game", async () => {
    setSession({ token: "account-token", email: "bob@example.com" });
    setGameSession("fixture-game", { token: "game-token", email: "bob@example.com" });
    const calls = serve();
    render(<><NavBar /><GameScreen gameId="fixture-game" /></>);
    await flush();
    expect(calls.find((c) => c.path === "/games/fixture-game")!.auth).toBe("Bearer account-token");
    expect(within(nav()).queryByText(/Playing as/)).toBeNull();
    expect(within(nav()).getByText("bob@example.com")).toBeTruthy();
    setSession(null);
  });
});
