/**
 * Open seats and rematch in real Chromium against the whole local stack: the host creates a
 * Conspiracy Theory game with an open seat, a newcomer opens the share link in another browser,
 * gives a name and an email, signs in through the caught mail and comes back seated; the host
 * starts the game, both play it to the end, and a rematch is started once and found by both.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import type { GameResponse } from "@backroom/functions/contract";
import { launchChromium } from "../support/browser";

const stack = { webUrl: inject("webUrl"), apiUrl: inject("apiUrl") };
/**
 * Bot seats play by themselves once the timers drive them (bots playing their seats is merged
 * from another branch). Until then the bot game below is skipped; flip this at the merge.
 */
const BOTS_PLAY_THEIR_SEATS = false;
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

interface Player {
  name: string;
  email: string;
  context: BrowserContext;
  page: Page;
}

async function newPlayer(name: string, tag: string): Promise<Player> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(90_000);
  return { name, email: `${name.toLowerCase()}.${tag}@example.test`, context, page };
}

/** Opens the newest caught mail link for `p` (matching `match`) from the /dev/mail page. */
async function openMailLink(p: Player, match: (href: string) => boolean): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    await p.page.goto(`${stack.webUrl}/dev/mail`);
    await p.page.getByRole("heading", { name: "Caught mail" }).waitFor();
    await p.page.locator(".dev-mail .loading").waitFor({ state: "detached" });
    await p.page.getByRole("searchbox", { name: "Filter by recipient" }).fill(p.email);
    const hrefs = await p.page.locator(".mail-links a").evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
    const href = hrefs.find(match);
    if (href) {
      await p.page.locator(`.mail-links a[href="${href}"]`).first().click();
      return;
    }
    if (Date.now() > deadline) throw new Error(`no matching mail for ${p.email}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

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
  await openMailLink(host, (h) => h.includes("/auth?token="));
  await host.page.getByRole("heading", { name: "Your games" }).waitFor();
}

/** The host creates a 2-player Conspiracy Theory game (one round) with open seats; returns the share link. */
async function createOpenGame(host: Player): Promise<{ gameId: string; link: string }> {
  await host.page.goto(`${stack.webUrl}/games/new`);
  await host.page.getByRole("radio", { name: /Conspiracy Theory/ }).check();
  await host.page.locator("#opt-roundLimit").fill("1");
  await host.page.getByRole("textbox", { name: "Player 1 name" }).fill(host.name);
  await host.page.getByRole("button", { name: "Remove player 2" }).click();
  await host.page.getByRole("checkbox", { name: /Leave seats open/ }).check();
  await host.page.getByRole("spinbutton", { name: "At most players" }).fill("2");
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

describe("a game with open seats", () => {
  it("is joined through the share link by a new address, started by the host, played to the end, and rematched once", async () => {
    const tag = Date.now().toString(36);
    const [ann, bob] = await Promise.all([newPlayer("Ann", tag), newPlayer("Bob", tag)]);
    await signInHost(ann);
    const { gameId, link } = await createOpenGame(ann);
    expect(await ann.page.getByRole("button", { name: "Start the game" }).isDisabled()).toBe(true);

    // Bob has never signed in: the link asks for a name and an email, mails a sign-in link, and
    // coming back through it takes the seat.
    await bob.page.goto(link);
    await bob.page.getByRole("heading", { name: /Join Ann's game of Conspiracy Theory/ }).waitFor();
    await bob.page.getByLabel("Your name").fill("Bob");
    await bob.page.getByLabel("Email").fill(bob.email);
    await bob.page.getByRole("button", { name: "Email me a link to join" }).click();
    await bob.page.getByRole("heading", { name: "Check your email" }).waitFor();
    await openMailLink(bob, (h) => h.includes("/auth?token="));
    await bob.page.waitForURL(/\/join\?game=/);
    await bob.page.getByText("You have a seat.").waitFor();
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

  it.skipIf(!BOTS_PLAY_THEIR_SEATS)("starts with a bot in the free seat, which plays its turns to the end", async () => {
    const tag = `b${Date.now().toString(36)}`;
    const ann = await newPlayer("Ann", tag);
    await signInHost(ann);
    const { gameId } = await createOpenGame(ann);
    await ann.page.getByRole("spinbutton", { name: "Bots for free seats" }).fill("1");
    await ann.page.getByRole("button", { name: "Start the game" }).click();
    await ann.page.waitForURL(new RegExp(`/games/${gameId}$`));
    for (let i = 0; i < 200; i++) {
      const g = await apiCall<GameResponse>(ann, "GET", `/games/${gameId}`);
      expect(g.players[1]).toMatchObject({ name: "Bot 1", bot: true });
      if (g.status === "finished") break;
      if (g.awaiting.includes(0)) await apiCall(ann, "POST", `/games/${gameId}/moves`, { move: g.legalMoves[0]!.move, clientMoveId: `e2e-${gameId}-${i}`, expectedVersion: g.version });
      else await new Promise((r) => setTimeout(r, 500));
    }
    await ann.page.reload();
    await ann.page.getByRole("button", { name: "Rematch" }).click();
    await ann.page.getByRole("link", { name: "Go to the rematch" }).waitFor();
    await ann.context.close();
  });
});
