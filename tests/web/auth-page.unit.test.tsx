// @vitest-environment jsdom
/**
 * The page mailed links land on reads the token from the URL's fragment (never sent to a server,
 * so in no access log), redeems it in a POST body, and goes where `next` says. A link mailed
 * before carries them in the query: it still works, and the token leaves the query of the
 * address bar at once.
 */
import { act, cleanup, render } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import AuthPage from "../../web/app/auth/page";
import { getGameSession, setSession } from "../../web/lib/api";

const replace = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ replace, push: vi.fn() }), useSearchParams: () => new URLSearchParams(window.location.search) }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  replace.mockClear();
  setSession(null);
  window.history.replaceState(null, "", "/");
});

const settle = () => act(async () => { await new Promise((r) => setTimeout(r, 0)); });

/** Opens `url` on the auth page over an API that redeems any token; returns the requests it got. */
async function open(url: string) {
  window.history.replaceState(null, "", url);
  const requests: { url: string; body: unknown }[] = [];
  vi.stubGlobal("fetch", async (path: string, init: RequestInit = {}) => {
    requests.push({ url: path, body: init.body ? JSON.parse(String(init.body)) : null });
    return new Response(JSON.stringify({ session: "s".repeat(43), email: "ann@example.test", scope: { game: "g1abcdef" }, next: "/games/g1abcdef" }), { status: 200 });
  });
  render(<AuthPage />);
  await settle();
  await settle();
  return requests;
}

it("reads a game link's token and next from the fragment, redeems it in the body, and opens the game", async () => {
  const requests = await open("/auth#token=TOKENfromTheFragment123&next=%2Fgames%2Fg1abcdef");
  expect(requests).toEqual([{ url: "/api/auth/redeem", body: { token: "TOKENfromTheFragment123" } }]);
  expect(replace).toHaveBeenCalledWith("/games/g1abcdef");
  expect(getGameSession("g1abcdef")?.token).toBe("s".repeat(43));
});

it("still opens a link mailed with the token in the query, and takes the token out of the query at once", async () => {
  const requests = await open("/auth?token=TOKENfromTheQuery456&next=%2Fgames%2Fg1abcdef");
  expect(requests).toEqual([{ url: "/api/auth/redeem", body: { token: "TOKENfromTheQuery456" } }]);
  expect(replace).toHaveBeenCalledWith("/games/g1abcdef");
  expect(window.location.search).toBe("");
  expect(requests.every((r) => !r.url.includes("TOKEN"))).toBe(true);
});
