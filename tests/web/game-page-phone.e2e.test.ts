/**
 * The game page on a 360 px phone, in English and in Russian, for one game of each kind, in
 * real Chromium against the whole local stack, opened the way an invited player opens it (the
 * invitation email's link): the page never scrolls sideways (document.scrollingElement's
 * scrollWidth ≤ innerWidth) — nor at 320 px, nor with the table menu open, nor while replaying —
 * and the awaited decision's bar is in the viewport as the page opens, without scrolling. The
 * nav bar says whom the link plays as. And the page does not jump as it opens: the nav bar is as
 * tall in the exported HTML (which cannot know who is signed in) as once the app has read the
 * session, so nothing below it moves (the layout shift Lighthouse counted on every page).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import type { GameResponse } from "@backroom/functions/contract";
import { httpCaller, linkParams } from "../support/api-client";
import { launchChromium, SCREENSHOTS, waitForMail } from "../support/browser";

const stack = { webUrl: inject("webUrl"), apiUrl: inject("apiUrl") };
const call = httpCaller(stack.apiUrl);
const tag = Math.random().toString(36).slice(2, 8);
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** Ann's account session, through the sign-in mail's link redeemed over the API. */
async function signIn(email: string): Promise<string> {
  expect((await call("POST", "/auth/sign-in", { body: { email } })).status).toBe(202);
  const mail = await waitForMail(stack.apiUrl, (m) => m.to === email && m.subject.includes("sign-in"));
  const token = linkParams(mail.links.find((l) => l.includes("/auth#token="))!).get("token")!;
  const redeemed = await call("POST", "/auth/redeem", { body: { token } });
  expect(redeemed.status).toBe(200);
  return redeemed.body.session as string;
}

/** The invitation email's sign-in link of `email` for `gameId` (it works every time within 14 days). */
async function inviteLink(email: string, gameId: string): Promise<string> {
  const invite = await waitForMail(stack.apiUrl, (m) => m.to === email && m.links.some((l) => l.includes("/auth#token=") && decodeURIComponent(l).includes(gameId)));
  return invite.links.find((l) => l.includes("/auth#token=") && decodeURIComponent(l).includes(gameId))!;
}

/**
 * Plays the awaited seats' first legal moves through the API until the game has a move in its
 * history (so there is a step to replay) and waits for someone the host invited.
 */
async function untilAGuestIsAwaited(gameId: string, emails: readonly string[], hostToken: string): Promise<GameResponse> {
  const tokens = new Map<number, string>([[0, hostToken]]);
  const tokenOf = async (seat: number) => {
    if (!tokens.has(seat)) {
      const link = linkParams(await inviteLink(emails[seat]!, gameId));
      const redeemed = await call("POST", "/auth/redeem", { body: { token: link.get("token") } });
      expect(redeemed.status).toBe(200);
      tokens.set(seat, redeemed.body.session as string);
    }
    return tokens.get(seat)!;
  };
  for (let i = 0; i < 20; i++) {
    const g = (await call("GET", `/games/${gameId}`, { token: hostToken })).body as GameResponse;
    if (g.moveVersion >= 1 && g.awaiting.some((s) => s !== 0)) return g;
    const seat = g.awaiting.includes(0) ? 0 : g.awaiting[0]!;
    const token = await tokenOf(seat);
    const mine = (await call("GET", `/games/${gameId}`, { token })).body as GameResponse;
    const moved = await call("POST", `/games/${gameId}/moves`, { token, body: { move: mine.legalMoves[0]!.move, clientMoveId: `phone-${tag}-${i}`, expectedVersion: mine.moveVersion } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  }
  throw new Error(`${gameId}: no guest awaited after 20 moves`);
}

/** Whether the page scrolls sideways, with the widest element as the culprit when it does. */
async function overflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const doc = document.scrollingElement!;
    if (doc.scrollWidth <= window.innerWidth) return null;
    const wide = [...document.querySelectorAll<HTMLElement>("body *")]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join(".")} (right ${Math.round(el.getBoundingClientRect().right)})`);
    return `scrollWidth ${doc.scrollWidth} > innerWidth ${window.innerWidth}: ${wide.slice(0, 6).join(", ")}`;
  });
}

const games = [
  { game: "twelve-o-twelve", names: ["Ann", "Bob"] },
  { game: "politika", names: ["Ann", "Bob", "Cy"] },
  { game: "conspiracy-theory", names: ["Ann", "Bob"] },
];
const languages = [
  { lng: "en", playingAs: "Playing as", choose: "Choose a move", table: "Table", previous: "Previous step" },
  { lng: "ru", playingAs: "Вы играете как", choose: "Выберите ход", table: "Стол", previous: "Предыдущий шаг" },
] as const;

describe("the game page at 360 px", () => {
  it.each(games)("$game: no sideways scroll and the decision in view, in English and Russian", async ({ game, names }) => {
    const emails = names.map((n) => `${n.toLowerCase()}.phone-${game}-${tag}@example.test`);
    const token = await signIn(emails[0]!);
    const created = await call("POST", "/games", { token, body: { game, players: names.map((name, i) => ({ name, email: emails[i] })) } });
    expect(created.status).toBe(201);
    const gameId = created.body.gameId as string;
    const g = await untilAGuestIsAwaited(gameId, emails, token);
    const seat = g.awaiting.find((s) => s !== 0)!;
    const link = await inviteLink(emails[seat]!, gameId);

    for (const l of languages) {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
      // The language chosen on this device (a game link's session reads no account settings).
      await context.addInitScript((lng) => localStorage.setItem("backroom-language", lng), l.lng);
      const page = await context.newPage();
      page.setDefaultTimeout(90_000);
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(String(e)));
      await page.goto(link);
      await page.waitForURL(new RegExp(`/games/${gameId}$`));
      const bar = page.locator(".decision-bar");
      await bar.waitFor();
      await page.getByRole("button", { name: l.choose }).waitFor();
      await page.evaluate(() => document.fonts.ready);

      // As it opens: at the top, the decision's bar wholly inside the viewport.
      expect(await page.evaluate(() => window.scrollY), `${game} ${l.lng}: opened scrolled`).toBe(0);
      const box = (await bar.boundingBox())!;
      expect(box.y, `${game} ${l.lng}: bar above the viewport`).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height, `${game} ${l.lng}: bar below the viewport`).toBeLessThanOrEqual(740);
      expect(await page.evaluate(() => { const b = document.querySelector(".decision-bar")!.getBoundingClientRect(); return document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2)?.closest(".decision-bar") !== null; }), `${game} ${l.lng}: the bar is covered`).toBe(true);
      await page.getByText(new RegExp(`^${l.playingAs} ${names[seat]}$`)).waitFor();
      await page.screenshot({ path: `${SCREENSHOTS}/phone-${game}-${l.lng}-360.png` });
      expect(await overflow(page), `${game} ${l.lng} at 360 px`).toBeNull();

      // The table menu open, and a step back in the history.
      await page.getByRole("button", { name: l.table, exact: true }).click();
      expect(await overflow(page), `${game} ${l.lng} at 360 px, table menu open`).toBeNull();
      await page.getByRole("button", { name: l.table, exact: true }).click();
      await page.getByRole("button", { name: l.previous }).click();
      await page.locator(".replay-bar.replaying").waitFor();
      expect(await overflow(page), `${game} ${l.lng} at 360 px, replaying`).toBeNull();
      await page.screenshot({ path: `${SCREENSHOTS}/phone-${game}-${l.lng}-360-replay.png` });
      await page.locator(".replay-bar.replaying button").last().click();

      await page.setViewportSize({ width: 320, height: 640 });
      await bar.waitFor();
      expect(await overflow(page), `${game} ${l.lng} at 320 px`).toBeNull();
      const small = (await bar.boundingBox())!;
      expect(small.y + small.height, `${game} ${l.lng}: bar below a 320 px viewport`).toBeLessThanOrEqual(640);
      expect(errors, `${game} ${l.lng}: page errors`).toEqual([]);
      await context.close();
    }
  });
});

describe("the nav bar as a page opens", () => {
  it("is as tall before the app knows who is signed in as after, on a phone and a desktop, in English and Russian", async () => {
    // One account per language: a signed-in page saves its device's language to an account that
    // names none, and the account's language then wins on the next page (English once, then
    // Russian on the same account would show English whenever the first save landed in time).
    const accounts: Record<string, { email: string; token: string }> = {};
    for (const lng of ["en", "ru"]) {
      const email = `ann.nav-${lng}-${tag}@example.test`;
      accounts[lng] = { email, token: await signIn(email) };
    }
    const navHeight = async (opts: { js: boolean; width: number; lng: string }, ready: (page: Page) => Promise<void>) => {
      const { token, email } = accounts[opts.lng]!;
      const context = await browser.newContext({ viewport: { width: opts.width, height: 740 }, javaScriptEnabled: opts.js });
      await context.addInitScript(([t, e, lng]) => {
        localStorage.setItem("backroom.session", t!);
        localStorage.setItem("backroom.email", e!);
        localStorage.setItem("backroom-language", lng!);
      }, [token, email, opts.lng]);
      const page = await context.newPage();
      // What went wrong, if the bar never shows what it should: page errors and failed requests.
      const trouble: string[] = [];
      page.on("pageerror", (e) => trouble.push(`page error: ${e.message}`));
      page.on("requestfailed", (r) => trouble.push(`failed: ${r.url()} ${r.failure()?.errorText ?? ""}`));
      page.on("response", (r) => void (r.status() >= 400 && trouble.push(`${r.status()}: ${r.url()}`)));
      await page.goto(`${stack.webUrl}/rules`);
      await ready(page).catch(async (e: unknown) => {
        const bar = await page.locator("nav.navbar").innerText().catch(() => "(no nav bar)");
        throw new Error(`${opts.lng} at ${opts.width} px: the bar says ${JSON.stringify(bar)}; ${trouble.join("; ") || "no page error or failed request"}`, { cause: e });
      });
      await page.evaluate(() => document.fonts.ready);
      const box = (await page.locator("nav.navbar").boundingBox())!;
      await context.close();
      return Math.round(box.height);
    };
    for (const width of [360, 1280]) {
      // The exported HTML as the browser first lays it out (English, "Sign in", no script run).
      const before = await navHeight({ js: false, width, lng: "en" }, async (page) => void (await page.locator("nav.navbar").waitFor()));
      for (const { lng, signOut } of [{ lng: "en", signOut: "Sign out" }, { lng: "ru", signOut: "Выйти" }]) {
        const after = await navHeight({ js: true, width, lng }, async (page) => {
          await page.getByRole("button", { name: signOut }).waitFor();
          await page.locator("nav.navbar a[href='/dev/mail']").waitFor();
        });
        expect(after, `${lng} at ${width} px: the nav bar's height once signed in`).toBe(before);
      }
    }
  });
});
