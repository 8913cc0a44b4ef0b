/**
 * Real Chromium (Debian's /usr/bin/chromium) driven by playwright-core, and helpers that take
 * the paths a player takes: read the caught mail, follow its link.
 */
import { existsSync, mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";

export const CHROMIUM = "/usr/bin/chromium";
export const SCREENSHOTS = resolve(import.meta.dirname, "../../test-results/screenshots");

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Browser tests need Debian's Chromium at ${CHROMIUM}: apt-get install -y chromium (.ci/run does this).`);
  }
  mkdirSync(SCREENSHOTS, { recursive: true });
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
      "--disable-component-update", "--disable-sync",
    ],
    // playwright gives each launch a fresh temporary profile of its own.
  });
}

export interface Mail {
  id: number;
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/** Waits for a caught email matching `predicate` (newest first), via the local server's mail route. */
export async function waitForMail(apiUrl: string, predicate: (m: Mail) => boolean, timeoutMs = 30_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // The mail route is local-only and sits at the origin, beside /api.
    const res = await fetch(new URL("/_local/mail", apiUrl));
    const { messages } = (await res.json()) as { messages: Mail[] };
    const found = messages.find(predicate);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no matching mail within ${timeoutMs} ms; have: ${messages.map((m) => `${m.to}: ${m.subject}`).join("; ")}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** One person at the table: their own browser context (own storage, own session). */
export interface Player {
  name: string;
  email: string;
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions of this player's pages, for a test to check. */
  errors: string[];
}

/** A player on a laptop (1280 px) unless `width` says a phone. */
export async function newPlayer(browser: Browser, name: string, tag: string, width = 1280): Promise<Player> {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(90_000);
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(`${m.text()} (${m.location().url})`);
  });
  page.on("pageerror", (e) => errors.push(String(e)));
  return { name, email: `${name.toLowerCase()}.${tag}@example.test`, context, page, errors };
}

/** Opens the newest caught mail link for `p` (matching `match`) from the /dev/mail page, as a person would. */
export async function openMailLink(webUrl: string, p: Player, match: (href: string) => boolean): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    await p.page.goto(`${webUrl}/dev/mail`);
    await p.page.getByRole("heading", { name: "Caught mail" }).waitFor();
    await p.page.locator(".dev-mail .loading").waitFor({ state: "detached" });
    await p.page.getByRole("searchbox", { name: "Filter by recipient" }).fill(p.email);
    const hrefs = await p.page.locator(".mail-links a").evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
    const href = hrefs.find(match);
    if (href) {
      await p.page.locator(`.mail-links a[href="${href}"]`).first().click();
      return;
    }
    if (Date.now() > deadline) {
      const { messages } = (await (await fetch(new URL("/_local/mail", webUrl))).json()) as { messages: Mail[] };
      throw new Error(`no matching mail for ${p.email}; caught: ${messages.map((m) => `${m.to}: ${m.subject} ${m.links.join(" ")}`).join("; ")}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** The player's session for this game: a game email's link gives one scoped to that game. */
export async function session(p: { name: string; page: Page }, gameId: string): Promise<string> {
  const s = await p.page.evaluate((id) => {
    const scoped = (JSON.parse(localStorage.getItem("backroom.gameSessions") ?? "{}") as Record<string, { token: string }>)[id];
    return scoped?.token ?? localStorage.getItem("backroom.session");
  }, gameId);
  if (!s) throw new Error(`${p.name} is not signed in`);
  return s;
}
