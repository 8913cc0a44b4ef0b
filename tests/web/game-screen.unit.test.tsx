// @vitest-environment jsdom
/**
 * The game page against a fake API server (a fetch stub answering like the contract says):
 * loading, a move accepted, a move beaten by someone else's (409), an illegal move (422).
 */
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { StrictMode } from "react";
import { GameScreen, loadGameParts, mergeEntries } from "../../web/components/GameScreen";
import { API_URL, setSession } from "../../web/lib/api";
import { highCard } from "../fixtures/high-card";
import { buildFixture, type Fixture } from "./game-fixture";
import { flush } from "./game-page";

const names = ["Ann", "Bob"];

interface Fake {
  fixture: Fixture;
  calls: Array<{ method: string; path: string; body: unknown; auth: string | null }>;
  moveAnswer: (body: { move: unknown; expectedVersion: number }) => { status: number; body: unknown };
}

function install(fake: Fake) {
  vi.stubGlobal("fetch", async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, "http://localhost");
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    const headers = (init.headers ?? {}) as Record<string, string>;
    fake.calls.push({ method: init.method ?? "GET", path: url.pathname.replace(/^\/api/, "") + url.search, body, auth: headers.authorization ?? null });
    const json = (status: number, b: unknown) => new Response(JSON.stringify(b), { status, headers: { "content-type": "application/json" } });
    if (url.pathname.endsWith("/history")) {
      const after = Number(url.searchParams.get("after"));
      return json(200, { entries: fake.fixture.entries.filter((e) => e.seq > after), next: null, version: fake.fixture.game.version });
    }
    if (url.pathname.endsWith("/chat")) return json(200, { gameId: "fixture-game", seq: 1, version: 1, duplicate: false });
    // Talk: the table conversation only, with the chat lines of the history (docs/api.md, "Press").
    if (url.pathname.includes("/press")) {
      const lines = fake.fixture.entries.filter((e) => e.type === "chat").map((e) => ({ seq: e.seq, seat: e.seat ?? 0, name: "Ann", text: e.text.replace(/^Ann: /, ""), at: e.at }));
      const table = { id: "table", kind: "table", name: null, members: [0, 1], lastSeq: lines.at(-1)?.seq ?? 0, lastAt: lines.at(-1)?.at ?? null, unread: 0, readUpTo: [] };
      if (url.pathname.endsWith("/press")) return json(200, { gameId: "fixture-game", press: fake.fixture.game.press, canWrite: true, botSeats: [], channels: [table], lastMessageAt: [null, null], muted: [] });
      if (url.pathname.endsWith("/read")) return json(200, table);
      if (init.method === "POST") return json(200, { channel: "table", seq: 1, duplicate: false });
      return json(200, { channel: table, messages: lines, next: null });
    }
    if (url.pathname.endsWith("/moves")) {
      const a = fake.moveAnswer(body);
      return json(a.status, a.body);
    }
    return json(200, fake.fixture.game);
  });
}

// The page imports its parts on open, in parallel with the fetches; here they are there from the start.
beforeAll(loadGameParts);
beforeEach(() => setSession({ token: "session-token", email: "ann@example.com" }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setSession(null);
});


describe("game page with the API", () => {
  it("loads the game and its history with the session as a bearer token on the same origin under /api", async () => {
    const fake: Fake = { fixture: buildFixture({ def: highCard, names, viewer: 0, moves: [] }), calls: [], moveAnswer: () => ({ status: 500, body: {} }) };
    install(fake);
    render(<GameScreen gameId="fixture-game" />);
    await flush();
    expect(screen.getByRole("heading", { name: "High Card (test fixture)" })).toBeTruthy();
    expect(fake.calls[0]).toMatchObject({ method: "GET", path: "/games/fixture-game", auth: "Bearer session-token" });
    expect(fake.calls[1]!.path).toBe("/games/fixture-game/history?after=-1&limit=200&views=1");
    expect(API_URL).toBe("/api");
  });

  it("sends the move with the version seen and a client move id, then refreshes", async () => {
    const first = buildFixture({ def: highCard, names, viewer: 0, moves: [] });
    const card = (first.game.view as { hand: string[] }).hand[0]!;
    const fake: Fake = {
      fixture: first, calls: [],
      moveAnswer: () => {
        fake.fixture = buildFixture({ def: highCard, names, viewer: 0, moves: [{ seat: 0, move: { kind: "play", card } }] });
        return { status: 200, body: { gameId: "fixture-game", seq: 1, version: 1, duplicate: false } };
      },
    };
    install(fake);
    render(<GameScreen gameId="fixture-game" />);
    await flush();
    fireEvent.click(screen.getByRole("button", { name: `Play ${card}` }));
    fireEvent.click(screen.getByRole("button", { name: `Confirm: Play ${card}` }));
    await flush();
    const post = fake.calls.find((c) => c.method === "POST")!;
    expect(post.path).toBe("/games/fixture-game/moves");
    expect(post.body).toMatchObject({ move: { kind: "play", card }, expectedVersion: 0 });
    expect((post.body as { clientMoveId: string }).clientMoveId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(screen.getByText(/Waiting for Bob/)).toBeTruthy();
    expect(screen.getByText(/Ann chose card-/)).toBeTruthy();
  });

  it("when someone moved first (409) the player is told so and the board is refetched", async () => {
    const fake: Fake = {
      fixture: buildFixture({ def: highCard, names, viewer: 0, moves: [] }), calls: [],
      moveAnswer: () => ({ status: 409, body: { error: { code: "move/conflict", message: "The game has moved on.", currentVersion: 1 } } }),
    };
    install(fake);
    render(<GameScreen gameId="fixture-game" />);
    await flush();
    const before = fake.calls.filter((c) => c.path === "/games/fixture-game").length;
    fireEvent.click(screen.getAllByRole("button", { name: /^Play / })[0]!);
    fireEvent.click(screen.getByRole("button", { name: /^Confirm:/ }));
    await flush();
    expect(screen.getByRole("alert").textContent).toMatch(/Someone moved first.*refreshed/);
    expect(fake.calls.filter((c) => c.path === "/games/fixture-game").length).toBe(before + 1);
  });

  it("sends the move version it saw: a chat line since (a higher event version) never makes it stale", async () => {
    const first = buildFixture({ def: highCard, names, viewer: 0, moves: [] });
    const chat = { seq: 1, type: "chat" as const, seat: 1, at: first.entries[0]!.at, text: "Good luck!" };
    const fake: Fake = {
      // Bob chatted before Ann loaded the page: the event version is 1, the move version still 0.
      fixture: { ...first, entries: [...first.entries, chat], game: { ...first.game, version: 1, moveVersion: 0 } }, calls: [],
      moveAnswer: (b) => (b.expectedVersion === 0 ? { status: 200, body: { gameId: "fixture-game", seq: 2, version: 2, moveVersion: 2, duplicate: false } } : { status: 409, body: { error: { code: "move/version-conflict", message: "Someone moved first.", currentVersion: 0 } } }),
    };
    install(fake);
    render(<GameScreen gameId="fixture-game" />);
    await flush();
    fireEvent.click(screen.getAllByRole("button", { name: /^Play / })[0]!);
    fireEvent.click(screen.getByRole("button", { name: /^Confirm:/ }));
    await flush();
    const posts = fake.calls.filter((c) => c.method === "POST");
    expect(posts.map((p) => (p.body as { expectedVersion: number }).expectedVersion)).toEqual([0]);
    expect(screen.getByRole("alert").textContent).toBe("");
  });

  it("a line at the table is posted from the talk panel with a client id and shows in the move list", async () => {
    const fake: Fake = { fixture: buildFixture({ def: highCard, names, viewer: 0, moves: [] }), calls: [], moveAnswer: () => ({ status: 500, body: {} }) };
    install(fake);
    render(<GameScreen gameId="fixture-game" />);
    await flush();
    fireEvent.click(screen.getByRole("button", { name: /^Table \(everyone\)/ }));
    await flush();
    fireEvent.change(screen.getByRole("textbox", { name: "Write to Table (everyone)" }), { target: { value: "Hello" } });
    fake.fixture = { ...fake.fixture, entries: [...fake.fixture.entries, { seq: 1, type: "chat", seat: 0, at: "2026-11-30T09:00:00.000Z", text: "Ann: Hello" }], game: { ...fake.fixture.game, version: 1 } };
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    await flush();
    const post = fake.calls.find((c) => c.method === "POST" && !c.path.endsWith("/read"))!;
    expect(post.path).toBe("/games/fixture-game/press/table");
    expect(post.body).toMatchObject({ text: "Hello" });
    // The API's chat line names the speaker already (functions/src/games/service.ts): shown once.
    expect(screen.getByRole("list", { name: "Move history" }).textContent).toContain("Chat: Ann: Hello");
    expect(screen.getByRole("list", { name: "Move history" }).textContent).not.toContain("Ann: Ann:");
  });

  it("an illegal move (422) shows the server's sentence", async () => {
    const fake: Fake = {
      fixture: buildFixture({ def: highCard, names, viewer: 0, moves: [] }), calls: [],
      moveAnswer: () => ({ status: 422, body: { error: { code: "high-card/not-in-hand", message: "That card is not in your hand." } } }),
    };
    install(fake);
    render(<GameScreen gameId="fixture-game" />);
    await flush();
    fireEvent.click(screen.getAllByRole("button", { name: /^Play / })[0]!);
    fireEvent.click(screen.getByRole("button", { name: /^Confirm:/ }));
    await flush();
    expect(screen.getByRole("alert").textContent).toMatch(/That move was refused: That card is not in your hand\./);
  });

  it("while loading, shows the shapes of the seats and the prompt, and says it is loading", async () => {
    vi.stubGlobal("fetch", () => new Promise<Response>(() => undefined));
    render(<GameScreen gameId="fixture-game" />);
    await flush();
    const loading = screen.getByRole("status");
    expect(loading.getAttribute("aria-busy")).toBe("true");
    expect(loading.textContent).toBe("Loading the game…");
    expect(loading.querySelectorAll(".skeleton-seats .skeleton-chip").length).toBeGreaterThan(1);
    expect(loading.querySelector(".skeleton-prompt")).not.toBeNull();
    expect(loading.querySelector(".skeleton-board")).not.toBeNull();
  });

  it("asks a signed-out visitor to sign in and come back to this game", async () => {
    vi.stubGlobal("fetch", async () => new Response(JSON.stringify({ error: { code: "auth/required", message: "Sign in." } }), { status: 401 }));
    render(<GameScreen gameId="fixture-game" />);
    await flush();
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/sign-in?next=%2Fgames%2Ffixture-game");
  });

  it("two overlapping refreshes (strict mode's double effect, a poll racing a move) show each entry once", async () => {
    const first = buildFixture({ def: highCard, names, viewer: 0, moves: [] });
    const card = (first.game.view as { hand: string[] }).hand[0]!;
    const fixture = buildFixture({ def: highCard, names, viewer: 1, moves: [{ seat: 0, move: { kind: "play", card } }] });
    const fake: Fake = { fixture, calls: [], moveAnswer: () => ({ status: 500, body: {} }) };
    install(fake);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    render(<StrictMode><GameScreen gameId="fixture-game" /></StrictMode>);
    await flush();
    expect(fake.calls.filter((c) => c.path.includes("/history")).length).toBeGreaterThan(1);
    const items = screen.getByRole("list", { name: "Move history" }).querySelectorAll("li");
    expect(items.length).toBe(fixture.entries.length);
    expect(errors.mock.calls.filter((c) => String(c[0]).includes("same key"))).toEqual([]);
    errors.mockRestore();
  });
});

describe("mergeEntries", () => {
  const e = (seq: number, text = `line ${seq}`) => ({ seq, type: "chat" as const, seat: 0, at: "2026-11-30T09:00:00.000Z", text });
  it("appends new entries in order", () => {
    expect(mergeEntries([e(0), e(1)], [e(2), e(3)]).map((x) => x.seq)).toEqual([0, 1, 2, 3]);
  });
  it("keeps one entry per seq when a page repeats what is known, in seq order", () => {
    expect(mergeEntries([e(0), e(1), e(2)], [e(1), e(2), e(3)]).map((x) => x.seq)).toEqual([0, 1, 2, 3]);
    expect(mergeEntries([e(0), e(2)], [e(1)]).map((x) => x.seq)).toEqual([0, 1, 2]);
  });
});
