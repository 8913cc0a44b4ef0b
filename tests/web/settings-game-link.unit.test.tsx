// @vitest-environment jsdom
/**
 * The settings a game email opens work for that game. A visitor whom the game's link signed in
 * (no account session) sees whom they play as, can mute and unmute that game with its own
 * session, and gets a full sign-in link in one tap; the page never asks for the account's
 * settings or games with that session. With the footer's token, the named game can be muted too.
 */
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, expect, it, vi } from "vitest";
import SettingsPage from "../../web/app/settings/page";
import { NavBar } from "../../web/components/NavBar";
import { loadGameParts } from "../../web/components/GameScreen";
import { setGameSession, setSession } from "../../web/lib/api";
import { applyLanguage, loadLanguage } from "../../web/i18n";
import { latinLeft } from "../engine/russian-texts";
import { DEFAULT_SETTINGS } from "../../functions/src/contract";
import { highCard } from "../fixtures/high-card";
import { buildFixture } from "./game-fixture";

vi.mock("next/navigation", () => ({ useSearchParams: () => new URLSearchParams(), useRouter: () => ({ push: vi.fn() }) }));
/** Where the visitor landed: the app's own `?game=` link, or a mailed link's fragment. */
const visit = (url: string) => window.history.replaceState(null, "", url);

beforeAll(loadGameParts);
beforeAll(() => loadLanguage("ru"));
afterEach(() => {
  cleanup();
  visit("/");
  act(() => applyLanguage("en"));
  vi.unstubAllGlobals();
  localStorage.clear();
});

const settle = () => act(async () => { await new Promise((r) => setTimeout(r, 0)); });

/** A server where Boris sits in `fixture-game`; returns every request it was sent. */
function serve() {
  const calls: Array<{ method: string; path: string; body: unknown; auth: string | null }> = [];
  const game = buildFixture({ def: highCard, names: ["Ann", "Boris"], viewer: 1, moves: [] }).game;
  let muted = false;
  vi.stubGlobal("fetch", async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, "http://localhost");
    const path = url.pathname.replace(/^\/api/, "");
    const method = init.method ?? "GET";
    const body = init.body ? JSON.parse(String(init.body)) as Record<string, unknown> : undefined;
    calls.push({ method, path, body, auth: ((init.headers ?? {}) as Record<string, string>).authorization ?? null });
    const json = (status: number, b: unknown) => new Response(JSON.stringify(b), { status, headers: { "content-type": "application/json" } });
    if (path === "/auth/sign-in") return json(202, { ok: true });
    if (path === "/games/fixture-game/mail") {
      if (method === "PUT") muted = body!.muted as boolean;
      return json(200, { gameId: "fixture-game", muted });
    }
    if (path === "/games/fixture-game") return json(200, game);
    if (path === "/settings") return json(200, { email: "bob@example.com", settings: { ...DEFAULT_SETTINGS, ...(body?.settings as object) } });
    if (path === "/games") return json(200, { games: [] });
    return json(404, { error: { code: "route/not-found", message: "no" } });
  });
  return calls;
}

it("a game link's visitor sees whom they play as, mutes and unmutes that game with its session, and gets a sign-in link in one tap", async () => {
  visit("/settings?game=fixture-game");
  setGameSession("fixture-game", { token: "game-token", email: "bob@example.com" });
  const calls = serve();
  render(<><NavBar /><SettingsPage /></>);
  await settle();
  await settle();
  expect(screen.getByText(/^Playing as Boris in /)).toBeTruthy();
  expect(within(screen.getByRole("navigation", { name: "Main" })).getByText("Playing as Boris")).toBeTruthy();

  const box = screen.getByRole("checkbox", { name: /^No mail from / }) as HTMLInputElement;
  expect(box.checked).toBe(false);
  fireEvent.click(box);
  await settle();
  expect((screen.getByRole("checkbox", { name: /^No mail from / }) as HTMLInputElement).checked).toBe(true);
  fireEvent.click(screen.getByRole("checkbox", { name: /^No mail from / }));
  await settle();
  const puts = calls.filter((c) => c.method === "PUT");
  expect(puts).toEqual([
    { method: "PUT", path: "/games/fixture-game/mail", body: { muted: true }, auth: "Bearer game-token" },
    { method: "PUT", path: "/games/fixture-game/mail", body: { muted: false }, auth: "Bearer game-token" },
  ]);

  fireEvent.click(screen.getByRole("button", { name: "Email me a sign-in link" }));
  await settle();
  expect(calls.filter((c) => c.path === "/auth/sign-in")).toEqual([{ method: "POST", path: "/auth/sign-in", body: { email: "bob@example.com", next: "/settings" }, auth: null }]);
  expect(screen.getByText("Sign-in link sent to bob@example.com.")).toBeTruthy();
  // Nothing of the account was asked for with the game's session.
  expect(calls.filter((c) => c.path === "/settings" || c.path === "/games" || c.path.startsWith("/me"))).toEqual([]);
});

it("a refused change puts the switch back and says why", async () => {
  visit("/settings?game=fixture-game");
  setGameSession("fixture-game", { token: "game-token", email: "bob@example.com" });
  serve();
  const served = fetch;
  vi.stubGlobal("fetch", async (input: string, init: RequestInit = {}) =>
    init.method === "PUT" ? new Response(JSON.stringify({ error: { code: "auth/other-game", message: "Another game." } }), { status: 403 }) : served(input, init));
  render(<SettingsPage />);
  await settle();
  fireEvent.click(screen.getByRole("checkbox", { name: /^No mail from / }));
  await settle();
  expect((screen.getByRole("checkbox", { name: /^No mail from / }) as HTMLInputElement).checked).toBe(false);
  expect(screen.getByRole("alert").textContent).not.toBe("");
});

it("a game link for another game does not open this one's settings: the visitor is asked to sign in", async () => {
  visit("/settings?game=fixture-game");
  setGameSession("other-game", { token: "other-token", email: "bob@example.com" });
  const calls = serve();
  render(<SettingsPage />);
  await settle();
  expect(screen.getByRole("link", { name: "Sign in" })).toBeTruthy();
  expect(screen.queryByRole("checkbox")).toBeNull();
  expect(calls).toEqual([]);
});

it("from the footer's token, the game the email was about can be muted before signing in", async () => {
  visit("/settings#token=footer-token&game=fixture-game");
  const calls = serve();
  render(<SettingsPage />);
  await settle();
  expect(screen.queryByText("Sign in to mute single games.")).toBeNull();
  fireEvent.click(screen.getByRole("checkbox", { name: "No mail from Game fixture-game" }));
  await settle();
  expect(calls.filter((c) => c.method === "POST")).toEqual([{ method: "POST", path: "/settings", body: { token: "footer-token", settings: { muted: ["fixture-game"] } }, auth: null }]);
});

it("an account session gets the whole settings page even with a game named", async () => {
  visit("/settings?game=fixture-game");
  setSession({ token: "account", email: "bob@example.com" });
  setGameSession("fixture-game", { token: "game-token", email: "bob@example.com" });
  serve();
  render(<SettingsPage />);
  await settle();
  expect(screen.getByRole("group", { name: "How much mail" })).toBeTruthy();
  expect(screen.queryByText(/^Playing as/)).toBeNull();
});

it("in Russian: the same page with no Latin word but the address and the game's name", async () => {
  visit("/settings?game=fixture-game");
  setGameSession("fixture-game", { token: "game-token", email: "bob@example.com" });
  serve();
  act(() => applyLanguage("ru"));
  const { container } = render(<SettingsPage />);
  await settle();
  await settle();
  expect(screen.getByText(/^Вы играете как Boris/)).toBeTruthy();
  fireEvent.click(screen.getByRole("button", { name: "Прислать ссылку для входа" }));
  await settle();
  expect(latinLeft(container.textContent!, ["Boris", "bob@example.com", "High Card (test fixture)"])).toEqual([]);
});
