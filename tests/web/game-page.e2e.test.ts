/**
 * The game page of each game in real Chromium against the whole local stack, the way players
 * reach it: from the invitation email's link, one player on a 390 px phone and the others on a
 * 1366 px laptop. Moves are made through the board — tap a thing, the action sheet opens by
 * it, tap a move, confirm it in the decision bar — never from the move list. Then the history is stepped, and the page must
 * show each history entry once and log no console error. An axe-core scan of the dashboard,
 * the create form and every game page finds no serious or critical violation.
 */
import { AxeBuilder } from "@axe-core/playwright";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import type { GameResponse } from "@backroom/functions/contract";
import { httpCaller } from "../support/api-client";
import { launchChromium, SCREENSHOTS, session, waitForMail } from "../support/browser";

const stack = { webUrl: inject("webUrl"), apiUrl: inject("apiUrl") };
const call = httpCaller(stack.apiUrl);
let browser: Browser;
const tag = Math.random().toString(36).slice(2, 8);

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

interface Player {
  readonly name: string;
  readonly email: string;
  readonly context: BrowserContext;
  readonly page: Page;
  readonly errors: string[];
}

async function newPlayer(name: string, width: number, game: string): Promise<Player> {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(90_000);
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(`${m.text()} (${m.location().url})`);
  });
  page.on("pageerror", (e) => errors.push(String(e)));
  return { name, email: `${name.toLowerCase()}.${game}-${tag}@example.test`, context, page, errors };
}

/** Serious and critical axe-core violations on the page as it is now, described in words. */
async function axeProblems(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join("; ")}`);
}


async function apiGame(p: Player, gameId: string): Promise<GameResponse> {
  const res = await fetch(`${stack.apiUrl}/games/${gameId}`, { headers: { authorization: `Bearer ${await session(p, gameId)}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as GameResponse;
}

/** Sequence numbers in the page's move list: each entry must be there once. */
async function listedSeqs(page: Page): Promise<number[]> {
  return (await page.locator(".move-list .entry-seq").allTextContents()).map(Number);
}

/**
 * One move by the awaited player, through the board: tap each thing the board offers until one
 * opens an action sheet with a move, and tap that move. False when no thing offers one.
 */
async function moveThroughBoard(p: Player, gameId: string, before: number): Promise<boolean> {
  await p.page.goto(`${stack.webUrl}/games/${gameId}`);
  await p.page.locator(".game-view").waitFor();
  const things = p.page.locator(".board-frame [data-pickable]");
  const n = await things.count();
  for (let i = 0; i < Math.min(n, 12); i++) {
    const thing = things.nth(i);
    if (!(await thing.isVisible())) continue;
    await thing.click();
    const sheet = p.page.getByRole("dialog", { name: /^What you can do with / });
    await sheet.waitFor();
    const move = sheet.locator(".action-sheet-move");
    if ((await move.count()) > 0) {
      await move.first().click();
      // The decision bar confirms it, like every move.
      await p.page.getByRole("button", { name: /^Confirm: / }).click();
      await expect.poll(async () => (await apiGame(p, gameId)).version, { timeout: 60_000 }).toBeGreaterThan(before);
      return true;
    }
    // Nothing to do with it alone: close the sheet (focus goes back to the thing) and un-pick it.
    await p.page.keyboard.press("Escape");
    await thing.click();
  }
  return false;
}

const cases = [
  { game: "twelve-o-twelve", title: "12-0-12", names: ["Ann", "Bob"] },
  { game: "politika", title: "Politika", names: ["Ann", "Bob", "Cy"] },
  { game: "conspiracy-theory", title: "Conspiracy", names: ["Ann", "Bob"] },
];

describe("the game page, opened from email, played through the board", () => {
  it("the dashboard and the create form have no serious or critical accessibility violation", async () => {
    const p = await newPlayer("Dee", 1366, "axe");
    expect((await call("POST", "/auth/sign-in", { body: { email: p.email } })).status).toBe(202);
    const mail = await waitForMail(stack.apiUrl, (m) => m.to === p.email && m.subject.includes("sign-in"));
    await p.page.goto(mail.links.find((l) => l.includes("/auth#token="))!);
    await p.page.getByRole("heading", { name: "Your games" }).waitFor();
    expect(await axeProblems(p.page), "dashboard").toEqual([]);
    await p.page.goto(`${stack.webUrl}/games/new`);
    await p.page.getByRole("radio", { name: /Politika/ }).check();
    expect(await axeProblems(p.page), "create form").toEqual([]);
    expect(p.errors).toEqual([]);
    await p.context.close();
  });

  it.each(cases)("$game at 390 px and 1366 px: moves by tapping the board, history stepped, each entry once, no console error, no axe violation", async ({ game, names }) => {
    const players = await Promise.all(names.map((n, i) => newPlayer(n, i === 1 ? 390 : 1366, game)));
    const [ann] = players;
    // Ann signs in through her email's link and creates the game, then opens it (the host is
    // not invited); everyone else opens the invitation email's link.
    expect((await call("POST", "/auth/sign-in", { body: { email: ann!.email } })).status).toBe(202);
    const signIn = await waitForMail(stack.apiUrl, (m) => m.to === ann!.email && m.subject.includes("sign-in"));
    await ann!.page.goto(signIn.links.find((l) => l.includes("/auth#token="))!);
    await ann!.page.getByRole("heading", { name: "Your games" }).waitFor();
    const sess = (await ann!.page.evaluate(() => localStorage.getItem("backroom.session")))!;
    const created = await call("POST", "/games", { token: sess, body: { game, players: players.map((p) => ({ name: p.name, email: p.email })) } });
    expect(created.status).toBe(201);
    const gameId = created.body.gameId as string;
    await ann!.page.goto(`${stack.webUrl}/games/${gameId}`);
    await ann!.page.locator(".game-view").waitFor();
    for (const p of players.slice(1)) {
      const invite = await waitForMail(stack.apiUrl, (m) => m.to === p.email && m.links.some((l) => l.includes("/auth#token=") && decodeURIComponent(l).includes(gameId)));
      await p.page.goto(invite.links.find((l) => l.includes("/auth#token=") && decodeURIComponent(l).includes(gameId))!);
      await p.page.waitForURL(new RegExp(`/games/${gameId}$`));
      await p.page.locator(".game-view").waitFor();
    }
    // A phone opens at the top, at the decision, not scrolled down at the history.
    expect(await players[1]!.page.evaluate(() => window.scrollY)).toBeLessThan(50);

    let viaBoard = 0;
    for (let i = 0; i < 8 && viaBoard < 3; i++) {
      const g = await apiGame(ann!, gameId);
      if (g.status !== "active" || g.awaiting.length === 0) break;
      const p = players[g.awaiting[0]!]!;
      if (await moveThroughBoard(p, gameId, g.version)) viaBoard++;
      else {
        // Nothing on the board to do (end of a Conspiracy Theory turn): the permanent button.
        const finish = p.page.locator(".finish-row .move-option").first();
        if ((await finish.count()) === 0) break;
        await finish.click();
        await p.page.getByRole("button", { name: /^Confirm: / }).click();
        await expect.poll(async () => (await apiGame(p, gameId)).version, { timeout: 60_000 }).toBeGreaterThan(g.version);
      }
    }
    expect(viaBoard, "moves made by tapping the board").toBeGreaterThanOrEqual(2);

    for (const [i, p] of players.entries()) {
      await p.page.goto(`${stack.webUrl}/games/${gameId}`);
      await p.page.locator(".game-view").waitFor();
      await p.page.locator(".move-list .entry-seq").first().waitFor();
      // Let a poll or focus refresh race the first load, as in real use.
      await p.page.evaluate(() => window.dispatchEvent(new Event("focus")));
      const seqs = await listedSeqs(p.page);
      expect(new Set(seqs).size, `${p.name}: a history entry shown twice`).toBe(seqs.length);
      // Step the history back and forth with the buttons.
      await p.page.getByRole("button", { name: "Previous step" }).click();
      await p.page.getByText(/Viewing step \d+ of \d+/).waitFor();
      await p.page.getByRole("button", { name: "Previous step" }).click();
      await p.page.getByRole("button", { name: "Next step" }).click();
      await p.page.getByRole("button", { name: "Back to now" }).first().click();
      await p.page.getByText("Live board").waitFor();
      const again = await listedSeqs(p.page);
      expect(new Set(again).size).toBe(again.length);
      await p.page.screenshot({ path: `${SCREENSHOTS}/web-sheet-${game}-${i === 1 ? 390 : 1366}.png`, fullPage: false });
      expect(await axeProblems(p.page), `${game} page for ${p.name}`).toEqual([]);
      expect(p.errors, `${p.name}'s console`).toEqual([]);
    }
    for (const p of players) await p.context.close();
  });
});
