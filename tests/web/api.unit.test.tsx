// @vitest-environment jsdom
import { cleanup } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api, API_URL, ApiFailure, fullHistory, getSession, setSession } from "../../web/lib/api";
import { safeNext } from "../../web/lib/paths";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setSession(null);
});

const reply = (status: number, body: unknown) => new Response(body === undefined ? null : JSON.stringify(body), { status });

describe("lib/api", () => {
  it("keeps the session in localStorage and tells the nav bar", () => {
    const heard = vi.fn();
    window.addEventListener("backroom-session", heard);
    setSession({ token: "t0ken", email: "ann@example.com" });
    expect(getSession()).toEqual({ token: "t0ken", email: "ann@example.com" });
    setSession(null);
    expect(getSession()).toBeNull();
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it("turns error answers into ApiFailure with the server's code, sentence, field and version", async () => {
    vi.stubGlobal("fetch", async () => reply(409, { error: { code: "move/version-conflict", message: "Someone moved first.", currentVersion: 7 } }));
    const err = await api.submitMove("g-000001", { move: {}, clientMoveId: "abcdefgh", expectedVersion: 6 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiFailure);
    expect(err).toMatchObject({ status: 409, code: "move/version-conflict", message: "Someone moved first.", currentVersion: 7, isConflict: true });
    vi.stubGlobal("fetch", async () => reply(400, { error: { code: "request/invalid", message: "email must be an email address", field: "email" } }));
    await expect(api.signIn("nope")).rejects.toMatchObject({ status: 400, field: "email" });
    vi.stubGlobal("fetch", async () => { throw new TypeError("fetch failed"); });
    await expect(api.me()).rejects.toMatchObject({ status: 0, code: "network/unreachable" });
  });

  it("sign-in and redeem go without a session; sign-out answers 204", async () => {
    setSession({ token: "old", email: "a@example.com" });
    const seen: Array<{ url: string; auth?: string }> = [];
    vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
      seen.push({ url, auth: (init.headers as Record<string, string>).authorization });
      return url.endsWith("/auth/sign-out") ? reply(204, undefined) : reply(200, { ok: true });
    });
    await api.signIn("a@example.com", "/games/g-000001");
    await api.redeem("x".repeat(30));
    await expect(api.signOut()).resolves.toBeUndefined();
    expect(seen.map((s) => s.auth)).toEqual([undefined, undefined, "Bearer old"]);
  });

  it("polls a game with If-None-Match and keeps the last answer on a 304", async () => {
    setSession({ token: "t0ken", email: "ann@example.com" });
    const sent: Array<string | undefined> = [];
    let status = 200;
    vi.stubGlobal("fetch", async (_url: string, init: RequestInit) => {
      sent.push((init.headers as Record<string, string>)["if-none-match"]);
      return status === 304
        ? new Response(null, { status: 304, headers: { etag: '"v1"' } })
        : new Response(JSON.stringify({ gameId: "g-000042", version: sent.length }), { status: 200, headers: { etag: `"v${sent.length}"` } });
    });
    const first = await api.game("g-000042");
    status = 304;
    const second = await api.game("g-000042");
    expect(second).toBe(first);
    status = 200;
    const third = await api.game("g-000042");
    expect(third.version).toBe(3);
    expect(sent).toEqual([undefined, '"v1"', '"v1"']);
  });

  it("reads the whole history page by page", async () => {
    const pages: Record<string, unknown> = {
      "-1": { entries: [{ seq: 0 }, { seq: 1 }], next: 1, version: 3 },
      "1": { entries: [{ seq: 2 }, { seq: 3 }], next: null, version: 3 },
    };
    vi.stubGlobal("fetch", async (url: string) => reply(200, pages[new URL(url, "http://localhost").searchParams.get("after")!]));
    const h = await fullHistory("g-000001");
    expect(h.entries.map((e) => e.seq)).toEqual([0, 1, 2, 3]);
    expect(h.version).toBe(3);
  });

  it("calls the API on the page's own origin under /api, never a baked-in host", async () => {
    const seen: string[] = [];
    vi.stubGlobal("fetch", async (url: string) => {
      seen.push(url);
      return reply(200, { games: [] });
    });
    await api.catalog();
    expect(API_URL).toBe("/api");
    expect(seen).toEqual(["/api/catalog"]);
  });

  it("follows only local paths after signing in", () => {
    expect(safeNext("/games/abc123")).toBe("/games/abc123");
    expect(safeNext("//evil.example/")).toBe("/");
    expect(safeNext("https://evil.example/")).toBe("/");
    expect(safeNext(null)).toBe("/");
  });
});
