/**
 * Links in game emails, in real Chromium against the shared local stack: the "Open the game"
 * link works when clicked twice and on a second browser; a used-up sign-in link explains and
 * mails a fresh one; the settings link in an email's footer works without signing in; a visitor
 * holding only the game link's session mutes that game from its settings.
 */
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { httpCaller, linkParams } from "../support/api-client";
import { launchChromium, waitForMail, type Mail } from "../support/browser";

const stack = { webUrl: inject("webUrl"), apiUrl: inject("apiUrl") };
const call = httpCaller(stack.apiUrl);
let browser: Browser;
const tag = Math.random().toString(36).slice(2, 8);
const ann = `ann.links-${tag}@example.test`;
const bob = `bob.links-${tag}@example.test`;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

async function mailsTo(email: string): Promise<Mail[]> {
  const { messages } = (await (await fetch(new URL("/_local/mail", stack.apiUrl))).json()) as { messages: Mail[] };
  return messages.filter((m) => m.to === email);
}

async function newPage(width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  return { context, page };
}

it("opens the game from an email link clicked twice, and on a second browser; a used sign-in link offers a fresh one; the footer's settings link needs no sign-in", async () => {
  // Ann signs in through the API and creates a game with Bob.
  expect((await call("POST", "/auth/sign-in", { body: { email: ann } })).status).toBe(202);
  const signInMail = await waitForMail(stack.apiUrl, (m) => m.to === ann && m.subject.includes("sign-in"));
  const signInToken = linkParams(signInMail.links[0]!).get("token")!;
  const session = (await call("POST", "/auth/redeem", { body: { token: signInToken } })).body.session as string;
  const created = await call("POST", "/games", { token: session, body: { game: "conspiracy-theory", players: [{ name: "Ann", email: ann }, { name: "Bob", email: bob }] } });
  expect(created.status).toBe(201);
  const gameId = created.body.gameId as string;

  const invite = await waitForMail(stack.apiUrl, (m) => m.to === bob && m.subject.startsWith("You are invited"));
  const gameLink = invite.links.find((l) => l.includes("/auth#token="))!;
  expect(invite.text).toContain("plays first");

  // Laptop: the link, then the same link again.
  const laptop = await newPage();
  for (let click = 0; click < 2; click++) {
    await laptop.page.goto(gameLink);
    await laptop.page.waitForURL(new RegExp(`/games/${gameId}$`));
    await laptop.page.locator(".game-view").waitFor();
  }
  // Phone: another browser, the same link.
  const phone = await newPage(390);
  await phone.page.goto(gameLink);
  await phone.page.waitForURL(new RegExp(`/games/${gameId}$`));
  await phone.page.locator(".game-view").waitFor();
  expect(await phone.page.getByText("this link has already been used", { exact: false }).count()).toBe(0);

  // The used sign-in link: no dead end — one button mails Ann a fresh link.
  const before = (await mailsTo(ann)).filter((m) => m.subject.includes("sign-in")).length;
  const other = await newPage();
  await other.page.goto(signInMail.links[0]!);
  await other.page.getByRole("heading", { name: "Could not sign you in" }).waitFor();
  await other.page.getByRole("button", { name: "Email me a fresh link" }).click();
  await other.page.getByRole("heading", { name: "Check your email" }).waitFor();
  await expect.poll(async () => (await mailsTo(ann)).filter((m) => m.subject.includes("sign-in")).length, { timeout: 30_000 }).toBe(before + 1);

  // The footer's settings link, in a browser that never signed in.
  const settingsLink = invite.links.find((l) => l.includes("/settings#token="))!;
  await other.page.goto(settingsLink);
  await other.page.getByRole("heading", { name: "Settings" }).waitFor();
  await other.page.getByText(bob).waitFor();
  // The choice is saved at once; the radio shows what the server stored.
  await other.page.getByRole("radio", { name: /A daily digest/ }).click();
  await other.page.getByRole("status").filter({ hasText: "Saved." }).waitFor();
  expect(await other.page.getByRole("radio", { name: /A daily digest/ }).isChecked()).toBe(true);
  const token = linkParams(settingsLink).get("token")!;
  const saved = await call("GET", "/settings", { headers: { "x-settings-token": token } });
  expect(saved.body.settings.mode).toBe("digest");

  // A mail about one game names it in that link: its mute switch is offered before any sign-in.
  expect(linkParams(settingsLink).get("game")).toBe(gameId);
  await other.page.getByRole("checkbox", { name: /^No mail from / }).waitFor();

  // The phone holds only the game link's session: its Settings open that game's own settings.
  await phone.page.locator(".playing-as").getByRole("link", { name: "Settings" }).click();
  await phone.page.waitForURL(/\/settings\?game=/);
  await phone.page.getByText(/^Playing as Bob in /).waitFor();
  await phone.page.getByRole("checkbox", { name: /^No mail from / }).check();
  await phone.page.getByRole("status").filter({ hasText: "Saved." }).waitFor();
  expect((await call("GET", "/settings", { headers: { "x-settings-token": token } })).body.settings.muted).toEqual([gameId]);
  await phone.page.getByRole("button", { name: "Email me a sign-in link" }).waitFor();

  for (const p of [laptop, phone, other]) await p.context.close();
});
