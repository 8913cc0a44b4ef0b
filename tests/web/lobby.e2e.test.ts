/**
 * Open seats and rematch in real Chromium against the whole local stack: the host creates a
 * Conspiracy Theory game with an open seat, a newcomer opens the share link in another browser,
 * gives a name and an email, signs in through the caught mail and comes back seated; the host
 * starts the game, both play it to the end, and a rematch is started once and found by both.
 * Then a three-seat game: a newcomer joins, the host fills the last seat with a bot, the two
 * people play against it through the move panel to the end (the bot moves by itself, on the
 * stack's local timers), and the rematch keeps the bot's seat.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import type { GameResponse, HistoryResponse } from "@backroom/functions/contract";
import { launchChromium, newPlayer as newPlayerIn, openMailLink as openMailLinkAt, type Player } from "../support/browser";

const stack = { webUrl: inject("webUrl"), apiUrl: inject("apiUrl") };
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

const newPlayer = (name: string, tag: string) => newPlayerIn(browser, name, tag);
const openMailLink = (p: Player, match: (href: string) => boolean) => openMailLinkAt(stack.webUrl, p, match);

async function apiCall<T>(p: Player, method: string, path: string, body?: unknown): Promise<T> {
  const token = await p.page.evaluate(() => localStorage.getItem("backroom.session"));
  const res = await fetch(`${stack.apiUrl}${path}`, {
    method, headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as T;
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

async function signInHost(host: Player): Promise<void> {
  await host.page.goto(`${stack.webUrl}/sign-in`);
  await host.page.getByLabel("Email").fill(host.email);
  await host.page.getByRole("button", { name: "Email me a link" }).click();
  await host.page.getByRole("heading", { name: "Check your email" }).waitFor();
  await openMailLink(host, (h) => h.includes("/auth#token="));
  await host.page.getByRole("heading", { name: "Your games" }).waitFor();
}

/** The host creates a Conspiracy Theory game (one round) with open seats for at most `seats`; returns the share link. */
async function createOpenGame(host: Player, seats = 2): Promise<{ gameId: string; link: string }> {
  await host.page.goto(`${stack.webUrl}/games/new`);
  await host.page.getByRole("radio", { name: /Conspiracy Theory/ }).check();
  await host.page.locator("#opt-roundLimit").fill("1");
  await host.page.getByRole("textbox", { name: "Player 1 name" }).fill(host.name);
  await host.page.getByRole("button", { name: "Remove player 2" }).click();
  await host.page.getByRole("checkbox", { name: /Leave seats open/ }).check();
  await host.page.getByRole("spinbutton", { name: "At most players" }).fill(String(seats));
  await host.page.getByRole("button", { name: "Create the game and get a share link" }).click();
  await host.page.waitForURL(/\/join\?game=[a-z0-9-]+$/);
  const gameId = new URL(host.page.url()).searchParams.get("game")!;
  const link = await host.page.getByRole("textbox", { name: "Share link" }).inputValue();
  expect(link).toBe(`${stack.webUrl}/join?game=${gameId}`);
  return { gameId, link };
}

/** Each awaited seat plays its first legal move through the API, as its own player, to the end. */
async function playToEnd(players: Player[], gameId: string): Promise<GameResponse> {
  for (let i = 0; i < 200; i++) {
    const g = await apiCall<GameResponse>(players[0]!, "GET", `/games/${gameId}`);
    if (g.status === "finished") return g;
    const p = players[g.awaiting[0]!]!;
    const mine = await apiCall<GameResponse>(p, "GET", `/games/${gameId}`);
    await apiCall(p, "POST", `/games/${gameId}/moves`, { move: mine.legalMoves[0]!.move, clientMoveId: `e2e-${gameId}-${i}`, expectedVersion: mine.version });
  }
  throw new Error("the game did not end");
}

/** A newcomer opens the share link, gives a name and an email, and comes back seated through the sign-in mail. */
async function joinThroughLink(p: Player, link: string): Promise<void> {
  await p.page.goto(link);
  await p.page.getByRole("heading", { name: /Join Ann's game of Conspiracy Theory/ }).waitFor();
  await p.page.getByLabel("Your name").fill(p.name);
  await p.page.getByLabel("Email").fill(p.email);
  await p.page.getByRole("button", { name: "Email me a link to join" }).click();
  await p.page.getByRole("heading", { name: "Check your email" }).waitFor();
  await openMailLink(p, (h) => h.includes("/auth#token="));
  await p.page.waitForURL(/\/join\?game=/);
  await p.page.getByText("You have a seat.").waitFor();
}

/**
 * Plays the people's seats through the game page until the game ends: an awaited person opens
 * the game, clicks the first listed move and confirms it; while only the bot is awaited, the
 * test polls the game until the bot's timer has moved for it. Returns how many moves the people confirmed.
 */
async function playAgainstBot(people: Player[], botSeat: number, gameId: string): Promise<number> {
  let clicked = 0;
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (Date.now() > deadline) throw new Error("the game against the bot did not end");
    const g = await apiCall<GameResponse>(people[0]!, "GET", `/games/${gameId}`);
    if (g.status === "finished") return clicked;
    const seat = g.awaiting.find((s) => s !== botSeat);
    if (seat === undefined) {
      // Only the bot is awaited: wait for its move (a timer a few seconds away), never for a fixed time.
      await expect.poll(async () => (await apiCall<GameResponse>(people[0]!, "GET", `/games/${gameId}`)).moveVersion, { timeout: 60_000, interval: 500 }).toBeGreaterThan(g.moveVersion);
      continue;
    }
    const p = people[seat]!;
    await p.page.goto(`${stack.webUrl}/games/${gameId}`);
    await p.page.locator(".move-option").first().waitFor();
    const fold = p.page.getByRole("button", { name: /^Show the \d+ ways/ }).first();
    if ((await p.page.locator(".move-groups .move-option").count()) === 0 && (await fold.count()) > 0) await fold.click();
    const listed = p.page.locator(".move-groups .move-option");
    await ((await listed.count()) > 0 ? listed : p.page.locator(".finish-row .move-option")).first().click();
    await p.page.getByRole("button", { name: /^Confirm: / }).click();
    // Accepted, or overtaken by the bot moving first (the page then says so): either way the game went on.
    await expect.poll(async () => (await apiCall<GameResponse>(people[0]!, "GET", `/games/${gameId}`)).moveVersion, { timeout: 30_000, interval: 250 }).toBeGreaterThan(g.moveVersion);
    clicked++;
  }
}

describe("a game with open seats", () => {
  it("is joined through the share link by a new address, started by the host, played to the end, and rematched once", async () => {
    const tag = Date.now().toString(36);
    const [ann, bob] = await Promise.all([newPlayer("Ann", tag), newPlayer("Bob", tag)]);
    await signInHost(ann);
    const { gameId, link } = await createOpenGame(ann);
    expect(await ann.page.getByRole("button", { name: "Start the game" }).isDisabled()).toBe(true);

    // Bob has never signed in: the link asks for a name and an email, mails a sign-in link, and
    // coming back through it takes the seat.
    await joinThroughLink(bob, link);
    expect(await bob.page.locator(".lobby-players li").allInnerTexts()).toEqual([expect.stringContaining("Ann"), expect.stringContaining("Bob")]);

    // The host sees Bob (after the page refreshes) and starts; no bots needed.
    await ann.page.reload();
    await ann.page.locator(".lobby-players li", { hasText: "Bob" }).waitFor();
    await ann.page.getByRole("button", { name: "Start the game" }).click();
    await ann.page.waitForURL(new RegExp(`/games/${gameId}$`));
    await ann.page.locator(".game-view").waitFor();

    // Bob's share link now leads into the game.
    await bob.page.reload();
    await bob.page.getByRole("link", { name: "The game has started: go to it" }).click();
    await bob.page.locator(".game-view").waitFor();

    const end = await playToEnd([ann, bob], gameId);
    expect(end.players.map((p) => p.name)).toEqual(["Ann", "Bob"]);

    // Ann clicks Rematch; Bob, on the finished game, is offered the same rematch, not a new one.
    await ann.page.reload();
    await ann.page.getByRole("button", { name: "Rematch" }).click();
    const go = ann.page.getByRole("link", { name: "Go to the rematch" });
    await go.waitFor();
    const rematchId = (await go.getAttribute("href"))!.split("/games/")[1]!;
    await bob.page.goto(`${stack.webUrl}/games/${gameId}`);
    await bob.page.getByRole("link", { name: "Go to the rematch" }).click();
    await bob.page.waitForURL(new RegExp(`/games/${rematchId}$`));
    await bob.page.locator(".game-view").waitFor();
    const rematch = await apiCall<GameResponse>(bob, "GET", `/games/${rematchId}`);
    expect(rematch).toMatchObject({ status: "active", mySeat: 1, options: { roundLimit: 1 } });
    const again = await apiCall<{ gameId: string; created: boolean }>(bob, "POST", `/games/${gameId}/rematch`);
    expect(again).toEqual({ gameId: rematchId, created: false });
    await Promise.all([ann.context.close(), bob.context.close()]);
  });

  it("fills the last seat with a bot, which plays its turns by itself while two people play against it to the end; the rematch keeps it", async () => {
    const tag = `b${Date.now().toString(36)}`;
    const [ann, bob] = await Promise.all([newPlayer("Ann", tag), newPlayer("Bob", tag)]);
    await signInHost(ann);
    const { gameId, link } = await createOpenGame(ann, 3);
    await joinThroughLink(bob, link);

    // Two of three seats taken: the host starts, filling the free seat with one bot.
    await ann.page.reload();
    await ann.page.locator(".lobby-players li", { hasText: "Bob" }).waitFor();
    await ann.page.getByRole("spinbutton", { name: "Bots for free seats" }).fill("1");
    await ann.page.getByRole("button", { name: "Start the game" }).click();
    await ann.page.waitForURL(new RegExp(`/games/${gameId}$`));
    await ann.page.locator(".game-view").waitFor();
    const started = await apiCall<GameResponse>(ann, "GET", `/games/${gameId}`);
    expect(started.players.map((p) => ({ name: p.name, bot: p.bot === true }))).toEqual([
      { name: "Ann", bot: false }, { name: "Bob", bot: false }, { name: "Bot 1", bot: true },
    ]);

    const clicked = await playAgainstBot([ann, bob], 2, gameId);
    expect(clicked).toBeGreaterThan(0);
    const end = await apiCall<GameResponse>(bob, "GET", `/games/${gameId}`);
    expect(end.status).toBe("finished");
    // The people's moves are theirs; the bot's seat moved by itself, marked as the bot's.
    const history = await apiCall<HistoryResponse>(ann, "GET", `/games/${gameId}/history?limit=200`);
    const moves = history.entries.filter((e) => e.type === "move");
    expect(moves.some((e) => (e.seat === 0 || e.seat === 1) && e.by === undefined)).toBe(true);
    expect(moves.filter((e) => e.seat === 2).length).toBeGreaterThan(0);
    expect(moves.filter((e) => e.seat === 2).every((e) => e.by === "bot")).toBe(true);

    // The finished game offers a rematch: the same seats, the bot's included.
    await ann.page.goto(`${stack.webUrl}/games/${gameId}`);
    await ann.page.getByRole("button", { name: "Rematch" }).click();
    const go = ann.page.getByRole("link", { name: "Go to the rematch" });
    await go.waitFor();
    const rematchId = (await go.getAttribute("href"))!.split("/games/")[1]!;
    expect(rematchId).not.toBe(gameId);
    await go.click();
    await ann.page.waitForURL(new RegExp(`/games/${rematchId}$`));
    await ann.page.locator(".game-view").waitFor();
    const rematch = await apiCall<GameResponse>(ann, "GET", `/games/${rematchId}`);
    expect(rematch).toMatchObject({ status: "active", mySeat: 0, options: { roundLimit: 1 } });
    expect(rematch.players.map((p) => ({ name: p.name, bot: p.bot === true }))).toEqual([
      { name: "Ann", bot: false }, { name: "Bob", bot: false }, { name: "Bot 1", bot: true },
    ]);
    await Promise.all([ann.context.close(), bob.context.close()]);
  });
});
