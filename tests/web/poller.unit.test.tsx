// @vitest-environment jsdom
/**
 * When the game page asks the server again (web/lib/poller.ts, GameScreen): every 15 s on the
 * player's turn; slower and slower (up to 4 minutes) while the game waits on others and nothing
 * changes; back to 15 s on a change, on the player's turn or on activity; never while the tab
 * is hidden, and at once when it is shown again. Fake timers: no test waits for real.
 */
import { act, cleanup, render } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { nextDelay, POLL_BASE_MS, POLL_MAX_MS, startPolling, type Poller } from "../../web/lib/poller";
import { GameScreen, loadGameParts } from "../../web/components/GameScreen";
import { setSession, type GameResponse } from "../../web/lib/api";
import { highCard } from "../fixtures/high-card";
import { buildFixture, quietPress } from "./game-fixture";

const S = 1000;

function setVisibility(state: "visible" | "hidden") {
  Object.defineProperty(document, "visibilityState", { value: state, configurable: true });
  document.dispatchEvent(new Event("visibilitychange"));
}

let poller: Poller | null = null;
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  poller?.stop();
  poller = null;
  vi.useRealTimers();
  setVisibility("visible");
});

/** A poller whose refreshes are recorded as seconds since the start. */
function record(changes: (n: number) => boolean = () => false) {
  const start = Date.now();
  const at: number[] = [];
  poller = startPolling({
    refresh: async () => {
      at.push((Date.now() - start) / S);
      return changes(at.length);
    },
  });
  return at;
}

describe("the poll schedule", () => {
  it("doubles only while waiting on others and nothing changes, up to the cap", () => {
    expect(nextDelay(POLL_BASE_MS, { changed: false, waitingOnOthers: true })).toBe(2 * POLL_BASE_MS);
    expect(nextDelay(POLL_MAX_MS, { changed: false, waitingOnOthers: true })).toBe(POLL_MAX_MS);
    expect(nextDelay(POLL_MAX_MS, { changed: true, waitingOnOthers: true })).toBe(POLL_BASE_MS);
    expect(nextDelay(POLL_MAX_MS, { changed: false, waitingOnOthers: false })).toBe(POLL_BASE_MS);
  });

  it("polls every 15 s on the player's turn", async () => {
    const at = record();
    await vi.advanceTimersByTimeAsync(60 * S);
    expect(at).toEqual([15, 30, 45, 60]);
  });

  it("slows down while the game waits on others: 15, 30, 60, 120 s, then every 4 minutes", async () => {
    const at = record();
    poller!.setWaitingOnOthers(true);
    await vi.advanceTimersByTimeAsync(945 * S);
    expect(at).toEqual([15, 45, 105, 225, 465, 705, 945]);
  });

  it("a change brings it back to 15 s", async () => {
    const at = record((n) => n === 4);
    poller!.setWaitingOnOthers(true);
    await vi.advanceTimersByTimeAsync(285 * S);
    expect(at).toEqual([15, 45, 105, 225, 240, 270]);
  });

  it("the player's turn brings it back to 15 s at once, not after the long wait", async () => {
    const at = record();
    poller!.setWaitingOnOthers(true);
    await vi.advanceTimersByTimeAsync(230 * S); // polled at 15, 45, 105, 225; next due at 465
    poller!.setWaitingOnOthers(false);
    await vi.advanceTimersByTimeAsync(30 * S);
    expect(at).toEqual([15, 45, 105, 225, 245, 260]);
  });

  it("a tap or a key brings it back to 15 s; constant typing never postpones a poll", async () => {
    const at = record();
    poller!.setWaitingOnOthers(true);
    await vi.advanceTimersByTimeAsync(230 * S);
    window.dispatchEvent(new Event("pointerdown"));
    await vi.advanceTimersByTimeAsync(15 * S);
    expect(at).toEqual([15, 45, 105, 225, 245]);
    poller!.setWaitingOnOthers(false);
    for (let i = 0; i < 12; i++) {
      window.dispatchEvent(new KeyboardEvent("keydown", { key: "a" }));
      await vi.advanceTimersByTimeAsync(5 * S);
    }
    expect(at.filter((t) => t > 245)).toEqual([260, 275, 290, 305]);
  });

  it("never polls while the tab is hidden, and polls at once when it is shown again", async () => {
    const at = record();
    await vi.advanceTimersByTimeAsync(20 * S);
    setVisibility("hidden");
    await vi.advanceTimersByTimeAsync(600 * S);
    expect(at).toEqual([15]);
    setVisibility("visible");
    await vi.advanceTimersByTimeAsync(0);
    expect(at).toEqual([15, 620]);
    await vi.advanceTimersByTimeAsync(15 * S);
    expect(at).toEqual([15, 620, 635]);
  });

  it("focus polls at once; stop ends it all", async () => {
    const at = record();
    await vi.advanceTimersByTimeAsync(5 * S);
    window.dispatchEvent(new Event("focus"));
    await vi.advanceTimersByTimeAsync(0);
    expect(at).toEqual([5]);
    poller!.stop();
    window.dispatchEvent(new Event("focus"));
    setVisibility("hidden");
    setVisibility("visible");
    await vi.advanceTimersByTimeAsync(600 * S);
    expect(at).toEqual([5]);
  });
});

describe("the game page's polling", () => {
  beforeAll(() => loadGameParts());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    setSession(null);
  });

  function serve(game: GameResponse) {
    const gets: number[] = [];
    const start = Date.now();
    vi.stubGlobal("fetch", async (input: string) => {
      const url = new URL(input, "http://localhost");
      const json = (b: unknown) => new Response(JSON.stringify(b), { status: 200, headers: { "content-type": "application/json" } });
      if (url.pathname.endsWith("/history")) return json({ entries: [], next: null, version: game.version });
      if (url.pathname.endsWith("/press")) return json(quietPress(game));
      // Only the game's own polls count (a signed-in page also reads the player's settings once).
      if (url.pathname.endsWith("/games/fixture-game")) gets.push((Date.now() - start) / S);
      return json(game);
    });
    return gets;
  }
  const settle = () => act(async () => { await vi.advanceTimersByTimeAsync(0); });
  const wait = (ms: number) => act(async () => { await vi.advanceTimersByTimeAsync(ms); });

  it("on the player's turn: every 15 s; hidden: nothing", async () => {
    setSession({ token: "t", email: "ann@example.com" });
    const gets = serve(buildFixture({ def: highCard, names: ["Ann", "Bob"], viewer: 0, moves: [] }).game);
    render(<GameScreen gameId="fixture-game" />);
    await settle();
    await wait(30 * S);
    expect(gets).toEqual([0, 15, 30]);
    setVisibility("hidden");
    await wait(300 * S);
    expect(gets).toEqual([0, 15, 30]);
  });

  it("waiting on others: slower and slower", async () => {
    setSession({ token: "t", email: "ann@example.com" });
    const f = buildFixture({ def: highCard, names: ["Ann", "Bob"], viewer: 0, moves: [] });
    const card = (f.game.view as { hand: string[] }).hand[0]!;
    const gets = serve(buildFixture({ def: highCard, names: ["Ann", "Bob"], viewer: 0, moves: [{ seat: 0, move: { kind: "play", card } }] }).game);
    render(<GameScreen gameId="fixture-game" />);
    await settle();
    await wait(225 * S);
    expect(gets).toEqual([0, 15, 45, 105, 225]);
  });
});
