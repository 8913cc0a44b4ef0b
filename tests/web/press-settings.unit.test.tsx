// @vitest-environment jsdom
/**
 * Press outside the game page (issue #27): the create form preselects each game's press
 * (full for Politika, the table only for the others) and says what it means; the settings page
 * sets how talk reaches a player by mail; the dashboard counts a game's unread talk.
 */
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import * as z from "zod/mini";
import { politika } from "@backroom/engine/politika/index";
import { twelveOTwelve } from "@backroom/engine/twelve-o-twelve/index";
import SettingsPage from "../../web/app/settings/page";
import { CreateGameForm } from "../../web/components/CreateGameForm";
import { Dashboard } from "../../web/components/Dashboard";
import { setSession, type GameInfo, type MyGame, type NotificationSettings } from "../../web/lib/api";
import { DEFAULT_SETTINGS } from "../../functions/src/contract";
import { preloadStrings } from "./load-games";

vi.mock("next/navigation", () => ({ useSearchParams: () => new URLSearchParams(), useRouter: () => ({ push: vi.fn() }) }));

beforeAll(preloadStrings);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setSession(null);
});

const info = (def: typeof politika | typeof twelveOTwelve): GameInfo => ({
  id: def.id, title: def.title, minPlayers: def.minPlayers, maxPlayers: def.maxPlayers,
  options: z.toJSONSchema(def.optionsSchema, { io: "input", unrepresentable: "any" }),
});

describe("the create form's press setting", () => {
  const mode = () => screen.getByRole("combobox", { name: "Talk" }) as HTMLSelectElement;

  it("preselects each game's usual press, says so in one line, and sends what was chosen", async () => {
    const onCreate = vi.fn(async () => {});
    render(<CreateGameForm catalog={[info(twelveOTwelve), info(politika)]} me={{ email: "ann@example.com" }} initialGame="politika" onCreate={onCreate} />);
    expect(mode().value).toBe("full");
    expect(screen.getByText("Full talk: at the table and in private conversations. The usual way to play Tom Clancy's Politika.")).toBeTruthy();
    expect((screen.getByRole("combobox", { name: "After the game" }) as HTMLSelectElement).value).toBe("private");
    fireEvent.change(screen.getByRole("combobox", { name: "After the game" }), { target: { value: "open-at-end" } });

    // Another game brings its own default; private talk's archive is asked only when there is private talk.
    fireEvent.click(screen.getByRole("radio", { name: /12-0-12/ }));
    expect(mode().value).toBe("public");
    expect(screen.queryByRole("combobox", { name: "After the game" })).toBeNull();
    fireEvent.change(mode(), { target: { value: "none" } });
    expect(screen.getByText("No talk in this game: moves only.")).toBeTruthy();
    expect(screen.queryByText(/The usual way/)).toBeNull();

    // Politika's three seats stay listed: the third goes.
    fireEvent.click(screen.getByRole("button", { name: "Remove player 3" }));
    fireEvent.change(screen.getByRole("textbox", { name: "Player 1 name" }), { target: { value: "Ann" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Player 2 name" }), { target: { value: "Bob" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Player 2 email" }), { target: { value: "bob@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: /Create the game/ }));
    await vi.waitFor(() => expect(onCreate).toHaveBeenCalled());
    expect(onCreate).toHaveBeenCalledWith(expect.objectContaining({ game: "twelve-o-twelve", press: { mode: "none", archive: "private" } }));
  });
});

describe("the settings page's mail about talk", () => {
  const settle = () => act(async () => { await new Promise((r) => setTimeout(r, 0)); });

  async function page(settings: NotificationSettings) {
    setSession({ token: "t", email: "ann@example.test" });
    const sent: unknown[] = [];
    let now = settings;
    vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
      if (url === "/api/settings" && init.method === "POST") {
        const body = JSON.parse(String(init.body)) as { settings: Partial<NotificationSettings> };
        sent.push(body.settings);
        now = { ...now, ...body.settings };
      }
      if (url === "/api/settings") return new Response(JSON.stringify({ email: "ann@example.test", settings: now }), { status: 200 });
      if (url === "/api/games") return new Response(JSON.stringify({ games: [] }), { status: 200 });
      return new Response(JSON.stringify({ vacation: null, allowance: { yearlyDays: 30, maxDays: 30, aheadDays: 365, takenThisYear: 0 } }), { status: 200 });
    });
    render(<SettingsPage />);
    await settle();
    return sent;
  }

  it("talk comes with the game's mail unless the player asks for each private message at once or only the digest", async () => {
    const sent = await page({ ...DEFAULT_SETTINGS });
    const choice = (name: RegExp) => screen.getByRole("radio", { name }) as HTMLInputElement;
    expect(screen.getByRole("group", { name: "Mail about talk" })).toBeTruthy();
    expect(choice(/^With the game's next mail/).checked).toBe(true);
    fireEvent.click(choice(/^Each private message at once/));
    await settle();
    expect(sent).toEqual([{ press: "each" }]);
    expect(choice(/^Each private message at once/).checked).toBe(true);
    fireEvent.click(choice(/^Only in the digest/));
    await settle();
    expect(sent).toEqual([{ press: "each" }, { press: "digest" }]);
  });

  it("is not offered to a player who gets no mail at all", async () => {
    await page({ ...DEFAULT_SETTINGS, mode: "none" });
    expect(screen.queryByRole("group", { name: "Mail about talk" })).toBeNull();
  });
});

describe("the dashboard", () => {
  it("counts each game's unread talk, and says nothing where all is read", () => {
    const base = {
      gameId: "g1", game: "politika", title: "Tom Clancy's Politika", status: "active", version: 4, seat: 0, waitingForMe: false, deadline: null, bot: false,
      updatedAt: "2026-12-01T10:00:00Z", winners: [], unread: 0, players: [{ seat: 0, name: "Ann", joined: true }, { seat: 1, name: "Bob", joined: true }],
    } as MyGame;
    render(<Dashboard games={[{ ...base, unread: 3 }, { ...base, gameId: "g2", unread: 0 }, { ...base, gameId: "g3", unread: 1 }]} />);
    expect(screen.getByText("3 unread messages")).toBeTruthy();
    expect(screen.getByText("1 unread message")).toBeTruthy();
    expect(screen.queryAllByText(/unread/)).toHaveLength(2);
  });
});
