/**
 * The create form on a phone, in real Chromium against the whole local stack: at 360 px (and
 * 320 px) in English and in Russian, open /games/new, pick each game, a time limit, add seats up
 * to the game's most, make one a bot and leave seats open — and at every step the page must not
 * be wider than the screen. Each seat stays one compact row with its bot switch beside its word,
 * and the Create button is clear of the fieldsets above it. Screenshots go to
 * test-results/screenshots/web-create-*.png.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchChromium, newPlayer, openMailLink, SCREENSHOTS, type Player } from "../support/browser";

const stack = { webUrl: inject("webUrl"), apiUrl: inject("apiUrl") };
let browser: Browser;
let host: Player;

beforeAll(async () => {
  browser = await launchChromium();
  host = await newPlayer(browser, "Phoebe", `create-${Date.now().toString(36)}`);
  await host.page.goto(`${stack.webUrl}/sign-in`);
  await host.page.getByLabel("Email").fill(host.email);
  await host.page.getByRole("button", { name: "Email me a link" }).click();
  await host.page.getByRole("heading", { name: "Check your email" }).waitFor();
  await openMailLink(stack.webUrl, host, (h) => h.includes("/auth#token="));
  await host.page.getByRole("heading", { name: "Your games" }).waitFor();
});

afterAll(async () => {
  await browser?.close();
});

/** Fails, naming the step and the widest elements, when the page scrolls sideways. */
async function fits(page: Page, step: string): Promise<void> {
  const { scrollWidth, innerWidth, wide } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    wide: [...document.querySelectorAll("main *")]
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(0, 5)
      .map((e) => `${e.tagName.toLowerCase()}.${(e as HTMLElement).className} (${Math.round(e.getBoundingClientRect().right)} px)`),
  }));
  expect(scrollWidth, `${step}: the page is ${scrollWidth} px wide on a ${innerWidth} px screen; past the edge: ${wide.join(", ")}`).toBeLessThanOrEqual(innerWidth);
}

/** Each seat one compact row; its bot switch on the same line as its word. */
async function compactRows(page: Page, step: string): Promise<void> {
  const rows = await page.locator(".player-row").evaluateAll((els) =>
    els.map((row) => {
      const box = row.getBoundingClientRect();
      const sw = row.querySelector(".bot-switch input")!.getBoundingClientRect();
      const word = row.querySelector(".bot-switch span")!.getBoundingClientRect();
      return { height: box.height, switchMid: sw.top + sw.height / 2, wordMid: word.top + word.height / 2, wordLeft: word.left, switchRight: sw.right };
    }),
  );
  expect(rows.length).toBeGreaterThan(0);
  for (const [i, r] of rows.entries()) {
    expect(r.height, `${step}: seat ${i + 1} is ${Math.round(r.height)} px tall`).toBeLessThanOrEqual(100);
    expect(Math.abs(r.switchMid - r.wordMid), `${step}: seat ${i + 1}'s bot word is not beside its switch`).toBeLessThanOrEqual(6);
    expect(r.wordLeft).toBeGreaterThanOrEqual(r.switchRight);
  }
}

const WORDS = {
  en: { timeLimit: "Time per decision", days: "3", add: "Add a player", bot: (n: number) => `Player ${n} is a bot`, open: /^Leave seats open/, submit: /^Create the game/ },
  ru: { timeLimit: "Время на решение", days: "3", add: "Добавить игрока", bot: (n: number) => `Игрок ${n} — бот`, open: /^Оставить места свободными/, submit: /^Создать игру/ },
} as const;

describe("the create form on a phone", () => {
  for (const lng of ["en", "ru"] as const) {
    for (const width of [360, 320]) {
      it(`${lng} at ${width} px: no sideways scroll with a time limit, every seat, a bot and open seats`, async () => {
        const w = WORDS[lng];
        await host.page.setViewportSize({ width, height: 800 });
        await host.page.goto(`${stack.webUrl}/games/new`);
        await host.page.locator(".create-form").waitFor();
        await host.page.locator(".language-switch select").selectOption(lng);
        await host.page.locator(`html[lang="${lng}"]`).waitFor();
        await fits(host.page, "the form as it opens");
        for (const radio of await host.page.locator(".game-choice input[type=radio]").all()) {
          await radio.check();
          const game = await radio.getAttribute("value");
          await fits(host.page, `${game} chosen`);
          await host.page.getByRole("combobox", { name: w.timeLimit }).selectOption(w.days);
          await fits(host.page, `${game} with a time limit`);
          const add = host.page.getByRole("button", { name: w.add });
          while (await add.isEnabled()) await add.click();
          await fits(host.page, `${game} with every seat`);
          await compactRows(host.page, `${game} with every seat`);
          const seats = await host.page.locator(".player-row").count();
          await host.page.getByRole("switch", { name: w.bot(seats) }).check();
          await fits(host.page, `${game} with a bot`);
          await compactRows(host.page, `${game} with a bot`);
          await host.page.getByRole("checkbox", { name: w.open }).check();
          await fits(host.page, `${game} with open seats`);
          if (width === 360) await host.page.screenshot({ path: `${SCREENSHOTS}/web-create-${game}-${lng}-${width}.png`, fullPage: true });
          // The Create button keeps its distance from the fieldset above: a tap cannot land there.
          const gap = await host.page.evaluate(() => {
            const button = document.querySelector(".create-submit button")!.getBoundingClientRect();
            const fieldsets = [...document.querySelectorAll(".create-form fieldset")].map((f) => f.getBoundingClientRect());
            return button.top - Math.max(...fieldsets.map((f) => f.bottom));
          });
          expect(gap, `${game}: the Create button is ${gap} px below the last fieldset`).toBeGreaterThanOrEqual(16);
          await host.page.getByRole("checkbox", { name: w.open }).uncheck();
        }
        expect(await host.page.getByRole("button", { name: w.submit }).count()).toBe(1);
      });
    }
  }
});
