// @vitest-environment jsdom
/**
 * Talk on the game page (issue #27), against a fake API server: the conversations with their
 * unread counts, where each member stopped reading, the players' last messages and bot seats,
 * muting, the new-conversation picker, the read marker sent when a conversation is viewed,
 * nothing of it when the game has no press, and the talk read with the page's own poll.
 */
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { GameScreen, loadGameParts } from "../../web/components/GameScreen";
import { preloadGames } from "./load-games";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setSession } from "../../web/lib/api";
import { POLL_BASE_MS } from "../../web/lib/poller";
import { highCard } from "../fixtures/high-card";
import { buildFixture } from "./game-fixture";
import { flush, openGamePage } from "./game-page";
import { installPressFake, message, type PressFake } from "./press-fake";

const names = ["Ann", "Bob", "Cy", "Dan"];

/** Ann (seat 0) looks; Dan's seat is the bot's. Bob wrote to Ann twice; a group of three planned. */
function fake(over: Partial<PressFake> = {}): PressFake {
  return {
    fixture: buildFixture({ def: highCard, names, viewer: 0, moves: [] }),
    press: { mode: "full", archive: "private" },
    viewer: 0,
    botSeats: [3],
    muted: [],
    canWrite: true,
    calls: [],
    channels: [
      { id: "table", members: [0, 1, 2, 3], messages: [message(4, 1, "Bob", "Good luck, all", 1)], read: { 1: 4 } },
      { id: "s0-1", members: [0, 1], messages: [message(1, 1, "Bob", "Deal?", 10), message(2, 1, "Bob", "Moscow is yours", 11)], read: { 1: 2 } },
      {
        id: "s0-1-2", name: "Reformers + Mafia", members: [0, 1, 2],
        messages: [message(1, 0, "Ann", "Plan: block Dan", 5), message(2, 1, "Bob", "Agreed", 6), message(3, 0, "Ann", "Then Moscow", 7)],
        read: { 0: 3, 1: 2 },
      },
    ],
    ...over,
  };
}

const talk = () => screen.getByRole("region", { name: /^Talk/ });
const conversations = () => within(talk()).getByRole("list", { name: "Conversations" });
const calls = (f: PressFake, method: string, pathPart: string) => f.calls.filter((c) => c.method === method && c.path.includes(pathPart));

beforeEach(() => setSession({ token: "t", email: "ann@example.com" }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setSession(null);
});

describe("talk on the game page", () => {
  it("lists the table first, then private conversations newest first, each with its unread count, and the total at the top", async () => {
    const f = fake();
    installPressFake(f);
    await openGamePage();
    const rows = within(conversations()).getAllByRole("button").map((b) => b.textContent ?? "");
    expect(rows[0]).toMatch(/^Table \(everyone\)1 unread/);
    expect(rows[1]).toMatch(/^Bob2 unread/);
    // Ann has read her group to its end: no count there.
    expect(rows[2]).toMatch(/^Reformers \+ Mafia/);
    expect(rows[2]).not.toMatch(/unread/);
    expect(within(talk()).getByRole("heading", { name: "Talk 3 unread" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Talk: 3 unread messages" }).getAttribute("href")).toBe("#talk");
  });

  it("shows when each other player last wrote, the silent one too, and marks the bot's seat with no mute for it", async () => {
    installPressFake(fake());
    await openGamePage();
    const players = within(talk()).getByRole("heading", { name: "Players" }).parentElement!;
    const row = (name: string) => within(players).getByText(name).closest("li") as HTMLElement;
    expect(row("Bob").textContent).toMatch(/last message .*2026/);
    expect(row("Cy").textContent).toMatch(/no messages yet/);
    expect(row("Dan").textContent).toMatch(/bot: reads no messages/);
    expect(within(row("Dan")).queryByRole("button")).toBeNull();
    expect(within(players).queryByText("Ann")).toBeNull();
  });

  it("opening a conversation shows its messages and sends its read marker up to the newest; its count is gone on the way back", async () => {
    const f = fake();
    installPressFake(f);
    await openGamePage();
    fireEvent.click(within(conversations()).getByRole("button", { name: /^Bob/ }));
    await flush();
    const list = within(talk()).getByRole("list", { name: "Messages: Bob" });
    expect(within(list).getAllByRole("listitem").map((li) => li.querySelector(".press-text")?.textContent)).toEqual(["Deal?", "Moscow is yours"]);
    expect(calls(f, "POST", "/press/s0-1/read").map((c) => c.body)).toEqual([{ upTo: 2 }]);
    // Only the conversation viewed is marked read.
    expect(calls(f, "POST", "/read")).toHaveLength(1);
    fireEvent.click(within(talk()).getByRole("button", { name: /All conversations/ }));
    expect(within(conversations()).getByRole("button", { name: /^Bob/ }).textContent).not.toMatch(/unread/);
    expect(within(talk()).getByRole("heading", { name: "Talk 1 unread" })).toBeTruthy();
  });

  it("marks where each other member stopped reading, and who has read none of it", async () => {
    installPressFake(fake());
    await openGamePage();
    fireEvent.click(within(conversations()).getByRole("button", { name: /^Reformers/ }));
    await flush();
    const items = within(within(talk()).getByRole("list", { name: "Messages: Reformers + Mafia" })).getAllByRole("listitem");
    expect(items.map((li) => li.querySelector(".press-seen")?.textContent ?? null)).toEqual([null, "Seen by Bob", null]);
    expect(within(talk()).getByText("Not read yet: Cy")).toBeTruthy();
    // The viewer's own mark is not drawn, and her own lines are hers.
    expect(within(talk()).queryByText(/Seen by .*Ann/)).toBeNull();
    expect(items[0]!.textContent).toMatch(/you/);
  });

  it("writes to the open conversation with a fresh message id, and shows the line", async () => {
    const f = fake();
    installPressFake(f);
    await openGamePage();
    fireEvent.click(within(conversations()).getByRole("button", { name: /^Bob/ }));
    await flush();
    fireEvent.change(within(talk()).getByRole("textbox", { name: "Write to Bob" }), { target: { value: "  Yes, the deal stands " } });
    fireEvent.click(within(talk()).getByRole("button", { name: "Send" }));
    await flush();
    const sent = calls(f, "POST", "/press/s0-1").filter((c) => !c.path.endsWith("/read"));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ text: "Yes, the deal stands" });
    expect((sent[0]!.body as { clientMessageId: string }).clientMessageId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(within(talk()).getByText("Yes, the deal stands")).toBeTruthy();
    expect((within(talk()).getByRole("textbox", { name: "Write to Bob" }) as HTMLTextAreaElement).value).toBe("");
  });

  it("a muted player's messages leave the viewer's page (the table's too) and come back when unmuted", async () => {
    const f = fake();
    installPressFake(f);
    await openGamePage();
    fireEvent.click(within(talk()).getByRole("button", { name: "Mute Bob" }));
    await flush();
    expect(calls(f, "PUT", "/press/mute").map((c) => c.body)).toEqual([{ seat: 1, muted: true }]);
    expect(within(talk()).getByRole("button", { name: "Unmute Bob" })).toBeTruthy();
    // Cy is not muted by muting Bob.
    expect(within(talk()).getByRole("button", { name: "Mute Cy" })).toBeTruthy();
    fireEvent.click(within(conversations()).getByRole("button", { name: /^Reformers/ }));
    await flush();
    const texts = () => [...talk().querySelectorAll(".press-text")].map((p) => p.textContent);
    expect(texts()).toEqual(["Plan: block Dan", "Then Moscow"]);
    fireEvent.click(within(talk()).getByRole("button", { name: /All conversations/ }));
    fireEvent.click(within(talk()).getByRole("button", { name: "Unmute Bob" }));
    await flush();
    expect(calls(f, "PUT", "/press/mute").map((c) => c.body)).toEqual([{ seat: 1, muted: true }, { seat: 1, muted: false }]);
    fireEvent.click(within(conversations()).getByRole("button", { name: /^Reformers/ }));
    await flush();
    expect(texts()).toEqual(["Plan: block Dan", "Agreed", "Then Moscow"]);
  });

  it("the picker offers the other players but not the bot's seat, names only a group, and opens the conversation of the chosen seats", async () => {
    const f = fake();
    installPressFake(f);
    await openGamePage();
    fireEvent.click(within(talk()).getByRole("button", { name: /New conversation/ }));
    const picker = within(talk()).getByRole("form", { name: "New conversation" });
    expect(within(picker).queryByRole("checkbox", { name: /Ann/ })).toBeNull();
    expect((within(picker).getByRole("checkbox", { name: /Dan/ }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(picker).getByRole("button", { name: "Open" }));
    expect(within(picker).getByRole("alert").textContent).toBe("Choose at least one player.");
    expect(calls(f, "POST", "/press")).toHaveLength(0);
    fireEvent.click(within(picker).getByRole("checkbox", { name: /Cy/ }));
    expect(within(picker).queryByRole("textbox", { name: /Group name/ })).toBeNull();
    fireEvent.click(within(picker).getByRole("button", { name: "Open" }));
    await flush();
    expect(calls(f, "POST", "/games/fixture-game/press").map((c) => c.body)).toEqual([{ members: [0, 2] }]);
    expect(within(talk()).getByRole("heading", { name: "Cy" })).toBeTruthy();
    expect(within(talk()).getByText("No messages yet.")).toBeTruthy();

    // Bob and Cy with Ann is a conversation she already has: the server's answer opens it, under its own name.
    fireEvent.click(within(talk()).getByRole("button", { name: /All conversations/ }));
    fireEvent.click(within(talk()).getByRole("button", { name: /New conversation/ }));
    const again = within(talk()).getByRole("form", { name: "New conversation" });
    fireEvent.click(within(again).getByRole("checkbox", { name: /Bob/ }));
    fireEvent.click(within(again).getByRole("checkbox", { name: /Cy/ }));
    fireEvent.change(within(again).getByRole("textbox", { name: /Group name/ }), { target: { value: " North " } });
    fireEvent.click(within(again).getByRole("button", { name: "Open" }));
    await flush();
    expect(calls(f, "POST", "/games/fixture-game/press").map((c) => c.body).at(-1)).toEqual({ members: [0, 1, 2], name: "North" });
    expect(within(talk()).getByRole("heading", { name: "Reformers + Mafia" })).toBeTruthy();
    expect(f.channels.filter((c) => c.id === "s0-1-2")).toHaveLength(1);
  });

  it("a game with public press lists only the table and offers no private conversation", async () => {
    const f = fake({ press: { mode: "public", archive: "private" } });
    installPressFake(f);
    await openGamePage();
    expect(within(conversations()).getAllByRole("button").map((b) => b.textContent)).toEqual([expect.stringMatching(/^Table \(everyone\)/)]);
    expect(within(talk()).queryByRole("button", { name: /New conversation/ })).toBeNull();
    expect(within(talk()).getByText(/Talk at the table only/)).toBeTruthy();
  });

  it("a game with no press shows no talk at all, no chat box either, and never asks for press", async () => {
    const f = fake({ press: { mode: "none", archive: "private" } });
    installPressFake(f);
    await openGamePage();
    expect(screen.getByRole("heading", { name: "History" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: /^Talk/ })).toBeNull();
    expect(screen.queryByRole("textbox", { name: /Say something|Write to/ })).toBeNull();
    expect(f.calls.filter((c) => c.path.includes("/press"))).toEqual([]);
  });

  it("a finished game's conversations can be read but not written to", async () => {
    installPressFake(fake({ canWrite: false }));
    await openGamePage();
    expect(within(talk()).queryByRole("button", { name: /New conversation/ })).toBeNull();
    fireEvent.click(within(conversations()).getByRole("button", { name: /^Bob/ }));
    await flush();
    expect(within(talk()).getByText("Moscow is yours")).toBeTruthy();
    expect(within(talk()).queryByRole("textbox")).toBeNull();
    expect(within(talk()).getByText("You can read this conversation, not write to it.")).toBeTruthy();
  });

  it("reads the talk with the page's own poll, once per poll, and a new message in the open conversation arrives with it", async () => {
    await Promise.all([preloadGames(), loadGameParts()]);
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const f = fake();
    installPressFake(f);
    const flushFake = async () => {
      for (let i = 0; i < 8; i++) await act(async () => { await vi.advanceTimersByTimeAsync(0); });
    };
    render(<GameScreen gameId="fixture-game" />);
    await flushFake();
    fireEvent.click(within(conversations()).getByRole("button", { name: /^Bob/ }));
    await flushFake();
    const count = (pattern: RegExp) => f.calls.filter((c) => c.method === "GET" && pattern.test(c.path)).length;
    const before = { game: count(/^\/games\/fixture-game$/), press: count(/\/press$/) };
    f.channels[1]!.messages.push(message(3, 1, "Bob", "Are you there?", 20));
    await act(async () => { await vi.advanceTimersByTimeAsync(POLL_BASE_MS); });
    await flushFake();
    expect(count(/^\/games\/fixture-game$/) - before.game).toBe(1);
    expect(count(/\/press$/) - before.press).toBe(1);
    expect(within(talk()).getByText("Are you there?")).toBeTruthy();
    expect(calls(f, "POST", "/press/s0-1/read").map((c) => c.body).at(-1)).toEqual({ upTo: 3 });
  });
});
