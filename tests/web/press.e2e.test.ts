/**
 * Private talk in real Chromium against the whole local stack (issue #27): in a Politika game of
 * four, each player on a phone-sized page opened from their invitation, three players negotiate
 * in two conversations — a named group of three and a one-to-one — and the fourth sees nothing
 * of it: not on the page, not in the page's HTML, not through the API. Ann and Bob read English,
 * Cy and Dan Russian, so both languages carry the same negotiation. Whoever reads a conversation
 * is shown to its writer as having seen it, and unread counts reach the other members.
 */
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { httpCaller, linkParams } from "../support/api-client";
import { launchChromium, SCREENSHOTS, session, waitForMail } from "../support/browser";

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

const WORDS = {
  en: { talk: /^Talk/, list: "Conversations", table: /^Table \(everyone\)/, back: /All conversations/, newChannel: /New conversation/, open: "Open", groupName: /Group name/, say: /^Write to/ },
  ru: { talk: /^Переговоры/, list: "Разговоры", table: /^Стол \(все\)/, back: /Все разговоры/, newChannel: /Новый разговор/, open: "Открыть", groupName: /Название группы/, say: /^Написать/ },
} as const;
type Lng = keyof typeof WORDS;

const GROUP = "Reformers + Mafia";
const SECRET_GROUP = `Block Dan in Moscow ${tag}`;
const SECRET_REPLY = `Agreed, Moscow first ${tag}`;
const SECRET_PAIR = `Just us: Kiev is yours ${tag}`;

async function signIn(email: string): Promise<string> {
  expect((await call("POST", "/auth/sign-in", { body: { email } })).status).toBe(202);
  const mail = await waitForMail(stack.apiUrl, (m) => m.to === email && m.subject.includes("sign-in"));
  const token = linkParams(mail.links.find((l) => l.includes("/auth#token="))!).get("token")!;
  const redeemed = await call("POST", "/auth/redeem", { body: { token } });
  expect(redeemed.status).toBe(200);
  return redeemed.body.session as string;
}

interface Seat {
  name: string;
  email: string;
  lng: Lng;
  page: Page;
}

/**
 * A player's phone, in their language, on the game: opened from their invitation's link, or for
 * the host (who gets no invitation) with the session she signed in with.
 */
async function openGame(name: string, email: string, lng: Lng, gameId: string, hostSession?: string): Promise<Seat> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  await context.addInitScript(({ l, host, mail }) => {
    localStorage.setItem("backroom-language", l);
    if (host) {
      localStorage.setItem("backroom.session", host);
      localStorage.setItem("backroom.email", mail);
    }
  }, { l: lng, host: hostSession ?? null, mail: email });
  const page = await context.newPage();
  page.setDefaultTimeout(90_000);
  let link = `${stack.webUrl}/games/${gameId}`;
  if (!hostSession) {
    const invite = await waitForMail(stack.apiUrl, (m) => m.to === email && m.links.some((l) => l.includes("/auth#token=") && decodeURIComponent(l).includes(gameId)), 120_000);
    link = invite.links.find((l) => l.includes("/auth#token=") && decodeURIComponent(l).includes(gameId))!;
  }
  await page.goto(link);
  await page.waitForURL(new RegExp(`/games/${gameId}$`));
  await page.getByRole("list", { name: WORDS[lng].list }).waitFor();
  return { name, email, lng, page };
}

const talk = (s: Seat) => s.page.getByRole("region", { name: WORDS[s.lng].talk });
const conversation = (s: Seat, name: string | RegExp) => s.page.getByRole("list", { name: WORDS[s.lng].list }).getByRole("button", { name });

async function reload(s: Seat): Promise<void> {
  await s.page.reload();
  await s.page.getByRole("list", { name: WORDS[s.lng].list }).waitFor();
}

async function write(s: Seat, text: string): Promise<void> {
  await talk(s).getByRole("textbox", { name: WORDS[s.lng].say }).fill(text);
  await talk(s).getByRole("textbox", { name: WORDS[s.lng].say }).press("Enter");
  await talk(s).getByText(text).waitFor();
}

async function startConversation(s: Seat, withWhom: string[], name?: string): Promise<void> {
  const w = WORDS[s.lng];
  await talk(s).getByRole("button", { name: w.newChannel }).click();
  for (const who of withWhom) await talk(s).getByRole("checkbox", { name: who }).check();
  if (name) await talk(s).getByRole("textbox", { name: w.groupName }).fill(name);
  await talk(s).getByRole("button", { name: w.open, exact: true }).click();
  await talk(s).getByRole("textbox", { name: w.say }).waitFor();
}

/** Whether the page scrolls sideways. */
const scrollsSideways = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth > window.innerWidth);

it("three players negotiate in a group and in private, in English and Russian; the fourth sees none of it", async () => {
  const names = ["Ann", "Bob", "Cy", "Dan"];
  const emails = names.map((n) => `${n.toLowerCase()}.press-${tag}@example.test`);
  const token = await signIn(emails[0]!);
  const created = await call("POST", "/games", { token, body: { game: "politika", players: names.map((name, i) => ({ name, email: emails[i] })) } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const gameId = created.body.gameId as string;
  const lngs: Lng[] = ["en", "en", "ru", "ru"];
  const [ann, bob, cy, dan] = await Promise.all(names.map((n, i) => openGame(n, emails[i]!, lngs[i]!, gameId, i === 0 ? token : undefined)));

  // Ann opens a named group with Bob and Cy, and a conversation with Bob alone.
  await startConversation(ann!, ["Bob", "Cy"], GROUP);
  await write(ann!, SECRET_GROUP);
  await talk(ann!).getByRole("button", { name: WORDS.en.back }).click();
  await startConversation(ann!, ["Bob"]);
  await write(ann!, SECRET_PAIR);
  expect(await scrollsSideways(ann!.page), "Ann's open conversation at 360 px").toBe(false);
  await ann!.page.screenshot({ path: `${SCREENSHOTS}/press-en-360.png`, fullPage: true });

  // Bob: one unread in each; he reads the group and answers, then reads Ann's line to him.
  await reload(bob!);
  await expect.poll(() => conversation(bob!, new RegExp(`^${GROUP.replace(/[+]/g, "\\+")}`)).textContent()).toMatch(/1 unread/);
  await expect.poll(() => conversation(bob!, /^Ann/).textContent()).toMatch(/1 unread/);
  await conversation(bob!, new RegExp(`^${GROUP.replace(/[+]/g, "\\+")}`)).click();
  await talk(bob!).getByText(SECRET_GROUP).waitFor();
  await write(bob!, SECRET_REPLY);
  await talk(bob!).getByRole("button", { name: WORDS.en.back }).click();
  await conversation(bob!, /^Ann/).click();
  await talk(bob!).getByText(SECRET_PAIR).waitFor();

  // Cy, in Russian: the group with both lines, and no conversation between Ann and Bob.
  await reload(cy!);
  await expect(talk(cy!).getByRole("heading", { name: /^Переговоры/ }).count()).resolves.toBe(1);
  const cyList = await cy!.page.getByRole("list", { name: WORDS.ru.list }).getByRole("button").allTextContents();
  expect(cyList).toHaveLength(2);
  expect(cyList[0]).toMatch(WORDS.ru.table);
  expect(cyList[1]).toMatch(/^Reformers \+ Mafia2 непрочитанных/);
  await conversation(cy!, /^Reformers/).click();
  await talk(cy!).getByText(SECRET_GROUP).waitFor();
  await talk(cy!).getByText(SECRET_REPLY).waitFor();
  expect(await cy!.page.content()).not.toContain(SECRET_PAIR);
  expect(await scrollsSideways(cy!.page), "Cy's open conversation at 360 px").toBe(false);
  await cy!.page.screenshot({ path: `${SCREENSHOTS}/press-ru-360.png`, fullPage: true });

  // Ann sees who has read her group's lines: Bob and Cy both reached the end.
  await reload(ann!);
  await conversation(ann!, /^Reformers/).click();
  await talk(ann!).getByText(SECRET_REPLY).waitFor();
  await talk(ann!).getByText("Seen by Bob, Cy").waitFor();

  // Dan, in Russian, sees the table only: no conversation, no line, no group name, anywhere.
  await reload(dan!);
  const danList = await dan!.page.getByRole("list", { name: WORDS.ru.list }).getByRole("button").allTextContents();
  expect(danList).toHaveLength(1);
  expect(danList[0]).toMatch(WORDS.ru.table);
  const html = await dan!.page.content();
  for (const secret of [SECRET_GROUP, SECRET_REPLY, SECRET_PAIR, GROUP]) expect(html).not.toContain(secret);
  const danToken = await session(dan!, gameId);
  for (const path of ["/press", "/press/s0-1-2", "/press/s0-1", ""]) {
    const r = await call("GET", `/games/${gameId}${path}`, { token: danToken });
    for (const secret of [SECRET_GROUP, SECRET_REPLY, SECRET_PAIR, GROUP]) expect(JSON.stringify(r.body), `${path}`).not.toContain(secret);
  }
  expect((await call("GET", `/games/${gameId}/press/s0-1-2`, { token: danToken })).status).toBe(403);
});
