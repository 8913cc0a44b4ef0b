/**
 * The web app end to end, in real Chromium against the whole local stack (the lead's
 * startLocalStack with the Next.js app): for each game, the creator signs in through the mail
 * catcher, creates the game in the form, every player opens their invitation from the caught
 * mail in their own browser context, and several turns are played by clicking legal moves.
 * Then: no player's page or API answer holds another player's hand, the history steps with
 * buttons and arrow keys, and screenshots of each board at phone and desktop widths go to
 * test-results/screenshots/ (ignored by git).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import type { GameResponse } from "@backroom/functions/contract";
import { launchChromium, SCREENSHOTS, newPlayer as newPlayerIn, openMailLink as openMailLinkAt, session, type Player } from "../support/browser";

// The shared stack of the browser tier (tests/support/web-stack-setup.ts): production build.
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


async function apiGame(p: Player, gameId: string): Promise<GameResponse> {
  const res = await fetch(`${stack.apiUrl}/games/${gameId}`, { headers: { authorization: `Bearer ${await session(p, gameId)}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as GameResponse;
}

function handIds(g: GameResponse): string[] {
  const hand = (g.view as { hand?: unknown } | null)?.hand;
  if (!Array.isArray(hand)) return [];
  return hand.map((c) => (typeof c === "string" ? c : String((c as { id: string }).id)));
}

/** The other seat's cards the viewer's own view shows them by rule (a pending peek). */
function peekIds(g: GameResponse): string[] {
  const peek = (g.view as { peek?: unknown } | null)?.peek;
  return Array.isArray(peek) ? peek.map(String) : [];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function setUp(gameTitle: RegExp, names: string[], tag: string): Promise<{ players: Player[]; gameId: string }> {
  const players = await Promise.all(names.map((n) => newPlayer(n, tag)));
  const [creator] = players;
  // The creator signs in: email → link from the mail catcher → signed in.
  await creator!.page.goto(`${stack.webUrl}/sign-in`);
  await creator!.page.getByLabel("Email").fill(creator!.email);
  await creator!.page.getByRole("button", { name: "Email me a link" }).click();
  await creator!.page.getByRole("heading", { name: "Check your email" }).waitFor();
  await openMailLink(creator!, (h) => h.includes("/auth#token="));
  await creator!.page.getByRole("heading", { name: "Your games" }).waitFor();

  // Create the game in the form.
  await creator!.page.goto(`${stack.webUrl}/games/new`);
  await creator!.page.getByRole("radio", { name: gameTitle }).check();
  for (let i = 2; i < names.length; i++) {
    if ((await creator!.page.locator(".player-row").count()) < names.length) await creator!.page.getByRole("button", { name: "Add a player" }).click();
  }
  for (const [i, p] of players.entries()) {
    await creator!.page.getByRole("textbox", { name: `Player ${i + 1} name` }).fill(p.name);
    await creator!.page.getByRole("textbox", { name: `Player ${i + 1} email` }).fill(p.email);
  }
  // Option checkboxes (12-0-12's Compromat, …) are checkbox-sized, not stretched across the form.
  for (const box of await creator!.page.locator(".option-field input[type=checkbox]").all()) {
    const size = (await box.boundingBox())!;
    expect(Math.max(size.width, size.height), "an option checkbox is oversized").toBeLessThanOrEqual(32);
  }
  await creator!.page.getByRole("button", { name: /Create the game/ }).click();
  await creator!.page.waitForURL(/\/games\/(?!new$)[a-z0-9-]+$/);
  const gameId = creator!.page.url().split("/games/")[1]!;
  await creator!.page.locator(".game-view").waitFor();

  // Every other player opens the invitation from the caught mail, in their own browser.
  for (const p of players.slice(1)) {
    await openMailLink(p, (h) => h.includes("/auth#token=") && decodeURIComponent(h).includes(`/games/${gameId}`));
    await p.page.waitForURL(new RegExp(`/games/${escape(gameId)}$`));
    await p.page.locator(".game-view").waitFor();
  }
  return { players, gameId };
}

/** Builds a move in the first step form: the first answer of each step (cards until enough), then its button. */
async function stepThroughForm(page: Player["page"]): Promise<void> {
  const form = page.locator(".move-steps").first();
  const confirm = form.locator(".free-form-confirm button.primary");
  for (let k = 0; k < 20 && !(await confirm.isEnabled()); k++) {
    const card = form.locator(".card-toggle[aria-pressed=false]:not([disabled])").first();
    const radio = form.locator(".radio-chip:not(.checked) input").first();
    if ((await card.count()) > 0) await card.click();
    else if ((await radio.count()) > 0) await radio.check();
    else break;
  }
  await confirm.click();
  // The page's one confirm step, where the form hands its move to the decision bar.
  const bar = page.getByRole("button", { name: /^Confirm: / });
  if ((await bar.count()) > 0) await bar.click();
}

/** Plays `count` moves, each by an awaited player clicking (the board, then) a legal move and confirming. */
async function playTurns(players: Player[], gameId: string, count: number): Promise<{ made: number; picked: number }> {
  let made = 0;
  let picked = 0;
  for (let i = 0; i < count; i++) {
    const g = await apiGame(players[0]!, gameId);
    if (g.status === "finished" || g.awaiting.length === 0) break;
    const p = players[g.awaiting[0]!]!;
    await p.page.goto(`${stack.webUrl}/games/${gameId}`);
    // A decision is listed, or built in steps by a form (12-0-12's set-up discard, Get Food…).
    await p.page.locator(".move-option, .move-steps").first().waitFor();
    // The first move that can, and every other one after, starts on the board: click something
    // pickable (a card, a region on the SVG map, a pyramid row), which narrows the list, then
    // choose among what is left. (Odd turns only missed the board when a deal left it nothing
    // pickable on those turns.)
    const pickable = p.page.locator(".board-frame [data-pickable]").first();
    if ((i % 2 === 1 || picked === 0) && (await pickable.count()) > 0) {
      // Every group unfolded, so the count is of all listed moves, before and after the pick.
      const more = p.page.getByRole("button", { name: /^Show the \d+ ways/ });
      while ((await more.count()) > 0) await more.first().click();
      const before = await p.page.locator(".move-option").count();
      await pickable.click();
      await p.page.locator(".picks .chip-picked").first().waitFor();
      // The action sheet opened by the thing; this test chooses from the list, so close it.
      await p.page.getByRole("dialog", { name: /^What you can do with / }).waitFor();
      await p.page.keyboard.press("Escape");
      expect(await p.page.locator(".move-option").count()).toBeLessThanOrEqual(before);
      picked++;
    }
    // Choose among the listed moves (a folded group is opened first); pass or end only when
    // nothing else is listed.
    const fold = p.page.getByRole("button", { name: /^Show the \d+ ways/ }).first();
    if ((await p.page.locator(".move-groups .move-option").count()) === 0 && (await fold.count()) > 0) await fold.click();
    const listed = p.page.locator(".move-groups .move-option");
    if ((await listed.count()) === 0 && (await p.page.locator(".finish-row .move-option").count()) === 0) {
      await stepThroughForm(p.page);
    } else {
      await ((await listed.count()) > 0 ? listed : p.page.locator(".finish-row .move-option")).first().click();
      await p.page.getByRole("button", { name: /^Confirm: / }).click();
    }
    const deadline = Date.now() + 30_000;
    while ((await apiGame(players[0]!, gameId)).version === g.version) {
      if (Date.now() > deadline) throw new Error(`${p.name}'s move was not accepted: ${await p.page.locator(".move-panel .error").textContent()}`);
      await new Promise((r) => setTimeout(r, 250));
    }
    made++;
  }
  return { made, picked };
}

async function checkNoLeaks(players: Player[], gameId: string): Promise<void> {
  const answers = await Promise.all(players.map((p) => apiGame(p, gameId)));
  for (const [a, ga] of answers.entries()) {
    const mine = handIds(ga);
    for (const [b, gb] of answers.entries()) {
      if (a === b) continue;
      const seen = JSON.stringify(gb);
      const page = players[b]!.page;
      await page.goto(`${stack.webUrl}/games/${gameId}`);
      await page.locator(".game-view").waitFor();
      const html = await page.content();
      // The rules may let b look at a's hand (Conspiracy Theory: after a won Executor attack the
      // winner picks a card of the loser's to discard, CR23); those cards are b's `peek`, as the
      // engine-independent oracle allows (tests/engine/oracles/conspiracy-theory.ts). No other.
      const peeked = new Set(peekIds(gb));
      for (const id of mine.filter((c) => !peeked.has(c))) {
        expect(seen, `${players[b]!.name}'s API answer holds ${players[a]!.name}'s card ${id}`).not.toContain(JSON.stringify(id));
        expect(html, `${players[b]!.name}'s page shows ${players[a]!.name}'s card ${id}`).not.toMatch(new RegExp(`(^|[^\\w#-])${escape(id)}($|[^\\w#-])`));
      }
    }
  }
}

async function stepThroughHistory(p: Player, gameId: string): Promise<void> {
  const page = p.page;
  await page.goto(`${stack.webUrl}/games/${gameId}`);
  await page.getByRole("button", { name: "First step" }).click();
  await page.getByText(/Viewing step 0 of \d+/).waitFor();
  await page.getByRole("button", { name: "Next step" }).click();
  await page.getByText(/Viewing step 1 of \d+/).waitFor();
  await page.locator("body").press("ArrowRight");
  await page.getByText(/Viewing step 2 of \d+/).waitFor();
  await page.locator("body").press("ArrowLeft");
  await page.getByText(/Viewing step 1 of \d+/).waitFor();
  await page.getByRole("button", { name: "Back to now" }).first().click();
  await page.getByText("Live board").waitFor();
}

async function screenshots(p: Player, gameId: string, name: string): Promise<void> {
  const page = p.page;
  for (const [label, width, height] of [["phone", 375, 812], ["desktop", 1280, 900]] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(`${stack.webUrl}/games/${gameId}`);
    await page.locator(".board-frame").waitFor();
    await page.getByRole("list", { name: "Move history" }).locator("li").first().waitFor();
    // The game opens at its top (status, board, decision), not scrolled down to the history.
    expect(await page.evaluate(() => window.scrollY), `${name} opens scrolled down on a ${label}`).toBe(0);
    await page.screenshot({ path: `${SCREENSHOTS}/web-${name}-${label}.png`, fullPage: true });
    // Nothing wider than the screen on a phone (the map and move lists wrap or scroll inside).
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} overflows the ${label} width by ${overflow}px`).toBeLessThanOrEqual(0);
    // The whole Politika map is on screen: nothing east of Krasnoyarsk hidden behind a scroll.
    for (const frame of await page.locator(".map-frame").all()) {
      expect(await frame.evaluate((el) => el.scrollWidth - el.clientWidth), `the ${label} map is cut off`).toBeLessThanOrEqual(0);
    }
  }
}

async function postMove(p: Player, gameId: string, move: unknown, expectedVersion: number): Promise<void> {
  const res = await fetch(`${stack.apiUrl}/games/${gameId}/moves`, {
    method: "POST",
    headers: { authorization: `Bearer ${await session(p, gameId)}`, "content-type": "application/json" },
    body: JSON.stringify({ move, clientMoveId: `e2e-${expectedVersion}-${Math.random().toString(36).slice(2)}`, expectedVersion }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

/**
 * Politika: through the API, on to a trading phase; then a player whose turn it is not builds a
 * deal the engine never lists ($10,000 for one card) in the offer builder, at phone width, and
 * confirms it. The pending offer must be exactly that one.
 */
async function politikaCustomOffer(players: Player[], gameId: string): Promise<void> {
  type V = { phase: string; current: number; seats: Array<{ money: number; actionCards: number }>; offers: Array<Record<string, unknown>> };
  let g = await apiGame(players[0]!, gameId);
  for (let i = 0; i < 80 && (g.view as V).phase !== "trade"; i++) {
    const seat = g.awaiting[0]!;
    const mine = await apiGame(players[seat]!, gameId);
    const kinds = (m: { move: unknown }) => (m.move as { kind: string; count?: number }).kind;
    const move = ["end-movement", "end-challenges", "pass"].map((k) => mine.legalMoves.find((m) => kinds(m) === k)).find(Boolean) ?? mine.legalMoves.find((m) => kinds(m) === "buy-cards") ?? mine.legalMoves[0]!;
    await postMove(players[seat]!, gameId, move.move, mine.version);
    g = await apiGame(players[0]!, gameId);
  }
  const v = g.view as V;
  expect(v.phase).toBe("trade");
  const current = v.current;
  // The maker is not the current player; seat 0 is left free to offer too (the screenshots).
  const makerSeat = [1, 2].find((s) => s !== current)!;
  const maker = players[makerSeat]!;
  const page = maker.page;
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`${stack.webUrl}/games/${gameId}`);
  const builder = page.getByRole("region", { name: "Make your own offer" });
  await builder.waitFor();
  await builder.getByRole("radio", { name: players[current]!.name, exact: true }).check();
  const giveMoney = v.seats[makerSeat]!.money >= 10_000;
  if (giveMoney) await builder.getByRole("button", { name: "Money you give: more" }).click();
  else await builder.getByRole("button", { name: "Money you ask for: more" }).click();
  const askCard = v.seats[current]!.actionCards > 0;
  if (askCard) await builder.getByRole("button", { name: "Number of their cards: more" }).click();
  await builder.locator(".free-form-preview").filter({ hasText: new RegExp(`Preview: ${maker.name} offers ${players[current]!.name} `) }).waitFor();
  await page.screenshot({ path: `${SCREENSHOTS}/web-politika-offer-builder-phone.png`, fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `the offer builder overflows the phone width by ${overflow}px`).toBeLessThanOrEqual(0);
  const before = v.offers.filter((o) => o.maker === makerSeat).length;
  await builder.getByRole("button", { name: "Confirm offer" }).click();
  const deadline = Date.now() + 30_000;
  for (;;) {
    g = await apiGame(maker, gameId);
    if ((g.view as V).offers.filter((o) => o.maker === makerSeat).length > before) break;
    if (Date.now() > deadline) throw new Error(`the built offer was not accepted: ${await page.locator(".move-panel .error").textContent()}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  const offer = (g.view as V).offers.filter((o) => o.maker === makerSeat).at(-1)!;
  expect(offer).toMatchObject({
    kind: "trade",
    receiver: current,
    give: { money: giveMoney ? 10_000 : 0, cardCount: 0, token: null },
    get: { money: giveMoney ? 0 : 10_000, cards: askCard ? 1 : 0, token: null },
  });
  // An offer by a player nobody waits for leaves the current player the only one awaited.
  expect(g.awaiting).toContain(current);
  expect(g.awaiting.includes(makerSeat)).toBe((g.view as V).offers.some((o) => o.receiver === makerSeat));
  await page.setViewportSize({ width: 1280, height: 900 });
}

const cases = [
  { id: "twelve-o-twelve", title: /12-0-12/, names: ["Ann", "Bob", "Cy"], turns: 8 },
  { id: "politika", title: /Politika/, names: ["Ann", "Bob", "Cy"], turns: 8 },
  { id: "conspiracy-theory", title: /Conspiracy Theory/, names: ["Ann", "Bob"], turns: 8 },
] as const;

describe("the web app in Chromium", () => {
  for (const c of cases) {
    it(`${c.id}: create, join from the caught mail, play turns from several browsers, no leaks, history, screenshots`, async () => {
      const { players, gameId } = await setUp(c.title, [...c.names], c.id);
      try {
        const { made, picked } = await playTurns(players, gameId, c.turns);
        expect(made).toBeGreaterThanOrEqual(Math.min(3, c.turns));
        expect(picked, "no move was started by clicking the board").toBeGreaterThan(0);
        const movers = new Set((await (await fetch(`${stack.apiUrl}/games/${gameId}/history?after=0&limit=200`, { headers: { authorization: `Bearer ${await session(players[0]!, gameId)}` } })).json()).entries.map((e: { seat: number }) => e.seat));
        expect(movers.size).toBeGreaterThanOrEqual(2);
        if (c.id === "politika") await politikaCustomOffer(players, gameId);
        await checkNoLeaks(players, gameId);
        await stepThroughHistory(players[0]!, gameId);
        await screenshots(players[0]!, gameId, c.id);
      } finally {
        await Promise.all(players.map((p) => p.context.close()));
      }
    });
  }
});
