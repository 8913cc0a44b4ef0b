/**
 * Each game end to end in real Chromium against the whole local stack, the way players reach
 * it. The creator signs in through the mail catcher (the dashboard and the create form pass
 * axe), creates the game in the form, and every other player opens their invitation from the
 * caught mail in their own browser: one on a 390 px phone, the others on a laptop. Turns are
 * played by clicking, never through the API: through the board (tap a thing, the action sheet
 * opens by it, tap a move, confirm it in the decision bar) until that has worked twice and on
 * every other turn, otherwise from the move list (narrowed first by a pick on the board) or a
 * step form. Then no player's page or API answer holds another player's hand, and every
 * player's page shows each history entry once, steps the history (buttons, arrow keys), has no
 * serious or critical axe violation and logged no console error. Screenshots of each board at
 * phone and desktop widths go to test-results/screenshots/ (ignored by git).
 */
import { AxeBuilder } from "@axe-core/playwright";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import type { GameResponse } from "@backroom/functions/contract";
import { launchChromium, SCREENSHOTS, newPlayer as newPlayerIn, openMailLink as openMailLinkAt, session, type Player } from "../support/browser";

// The shared stack of the browser tier (tests/support/web-stack-setup.ts): production build.
const stack = { webUrl: inject("webUrl"), apiUrl: inject("apiUrl") };
const tag = Math.random().toString(36).slice(2, 8);
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

const newPlayer = (name: string, width: number, game: string) => newPlayerIn(browser, name, `${game}-${tag}`, width);

const openMailLink = (p: Player, match: (href: string) => boolean) => openMailLinkAt(stack.webUrl, p, match);

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

/** Waits until the game is past `version`: the move just confirmed was taken (or says why not). */
async function moveTaken(p: Player, gameId: string, version: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  while ((await apiGame(p, gameId)).version <= version) {
    if (Date.now() > deadline) throw new Error(`${p.name}'s move was not taken: ${await p.page.locator(".move-panel .error, .decision-bar .error").allTextContents()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
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

/** The creator signs in and creates the game in the form; everyone else opens their invitation. */
async function setUp(gameTitle: RegExp, players: Player[], checkAxe: boolean): Promise<string> {
  const [creator] = players;
  // The creator signs in: email → link from the mail catcher → signed in.
  await creator!.page.goto(`${stack.webUrl}/sign-in`);
  await creator!.page.getByLabel("Email").fill(creator!.email);
  await creator!.page.getByRole("button", { name: "Email me a link" }).click();
  await creator!.page.getByRole("heading", { name: "Check your email" }).waitFor();
  await openMailLink(creator!, (h) => h.includes("/auth#token="));
  await creator!.page.getByRole("heading", { name: "Your games" }).waitFor();
  if (checkAxe) expect(await axeProblems(creator!.page), "dashboard").toEqual([]);

  // Create the game in the form.
  await creator!.page.goto(`${stack.webUrl}/games/new`);
  await creator!.page.getByRole("radio", { name: gameTitle }).check();
  if (checkAxe) expect(await axeProblems(creator!.page), "create form").toEqual([]);
  for (let i = 2; i < players.length; i++) {
    if ((await creator!.page.locator(".player-row").count()) < players.length) await creator!.page.getByRole("button", { name: "Add a player" }).click();
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
  // A phone opens at the top, at the decision, not scrolled down at the history.
  expect(await players[1]!.page.evaluate(() => window.scrollY)).toBeLessThan(50);
  return gameId;
}

/**
 * One move through the board: tap each thing the board offers until one opens an action sheet
 * with a move, tap that move and confirm it. False (nothing left picked) when no thing offers one.
 */
async function moveThroughBoard(p: Player, gameId: string, before: number): Promise<boolean> {
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
      await moveTaken(p, gameId, before);
      return true;
    }
    // Nothing to do with it alone: close the sheet (focus goes back to the thing) and un-pick it.
    await p.page.keyboard.press("Escape");
    await thing.click();
  }
  return false;
}

/** Builds a move in the first step form: the first answer of each step (cards until enough), then its button. */
async function stepThroughForm(page: Page): Promise<void> {
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

/**
 * One move from the list, or built in a step form when nothing is listed. The first time it
 * can, it starts on the board: a pick (a card, a region on the map, a pyramid row) narrows the
 * list. Returns whether it picked.
 */
async function moveFromList(p: Player, gameId: string, before: number, pickFirst: boolean): Promise<boolean> {
  let picked = false;
  const pickable = p.page.locator(".board-frame [data-pickable]").first();
  if (pickFirst && (await pickable.count()) > 0) {
    // Every group unfolded, so the count is of all listed moves, before and after the pick.
    const more = p.page.getByRole("button", { name: /^Show the \d+ ways/ });
    while ((await more.count()) > 0) await more.first().click();
    const listedBefore = await p.page.locator(".move-option").count();
    await pickable.click();
    await p.page.locator(".picks .chip-picked").first().waitFor();
    // The action sheet opened by the thing; this path chooses from the list, so close it.
    await p.page.getByRole("dialog", { name: /^What you can do with / }).waitFor();
    await p.page.keyboard.press("Escape");
    expect(await p.page.locator(".move-option").count()).toBeLessThanOrEqual(listedBefore);
    picked = true;
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
  await moveTaken(p, gameId, before);
  return picked;
}

/** Plays `count` moves, each by the awaited player on their own page. */
async function playTurns(players: Player[], gameId: string, count: number): Promise<{ made: number; picked: number; viaBoard: number }> {
  let made = 0;
  let picked = 0;
  let viaBoard = 0;
  // On past `count` (a few turns at most) until both ways were taken: a deal can leave the board
  // nothing to offer for a turn or two.
  for (let i = 0; (made < count || viaBoard < 2 || picked === 0) && i < count + 6; i++) {
    const g = await apiGame(players[0]!, gameId);
    if (g.status === "finished" || g.awaiting.length === 0) break;
    const p = players[g.awaiting[0]!]!;
    await p.page.goto(`${stack.webUrl}/games/${gameId}`);
    // A decision is listed, or built in steps by a form (12-0-12's set-up discard, Get Food…).
    await p.page.locator(".move-option, .move-steps").first().waitFor();
    if ((viaBoard < 2 || i % 2 === 0) && (await moveThroughBoard(p, gameId, g.version))) viaBoard++;
    else if (await moveFromList(p, gameId, g.version, picked === 0)) picked++;
    made++;
  }
  return { made, picked, viaBoard };
}

/** No player's API answer or page holds a card of another player's hand that the rules do not show them. */
async function checkNoLeaks(players: Player[], gameId: string): Promise<void> {
  const answers = await Promise.all(players.map((p) => apiGame(p, gameId)));
  for (const [b, gb] of answers.entries()) {
    const seen = JSON.stringify(gb);
    const page = players[b]!.page;
    await page.goto(`${stack.webUrl}/games/${gameId}`);
    await page.locator(".game-view").waitFor();
    const html = await page.content();
    // The rules may let b look at a's hand (Conspiracy Theory: after a won Executor attack the
    // winner picks a card of the loser's to discard, CR23); those cards are b's `peek`, as the
    // engine-independent oracle allows (tests/engine/oracles/conspiracy-theory.ts). No other.
    const peeked = new Set(peekIds(gb));
    for (const [a, ga] of answers.entries()) {
      if (a === b) continue;
      for (const id of handIds(ga).filter((c) => !peeked.has(c))) {
        expect(seen, `${players[b]!.name}'s API answer holds ${players[a]!.name}'s card ${id}`).not.toContain(JSON.stringify(id));
        expect(html, `${players[b]!.name}'s page shows ${players[a]!.name}'s card ${id}`).not.toMatch(new RegExp(`(^|[^\\w#-])${escape(id)}($|[^\\w#-])`));
      }
    }
  }
}

/** Sequence numbers in the page's move list: each entry must be there once. */
async function listedSeqs(page: Page): Promise<number[]> {
  return (await page.locator(".move-list .entry-seq").allTextContents()).map(Number);
}

/**
 * Each player's page, as they open it again: every history entry once (also when a poll races
 * the first load), the history stepped, no serious axe violation, no console error. The creator
 * steps with the first-step button and the arrow keys, the others back and forth with the buttons.
 */
async function checkPages(players: Player[], gameId: string, game: string): Promise<void> {
  for (const [i, p] of players.entries()) {
    const page = p.page;
    await page.goto(`${stack.webUrl}/games/${gameId}`);
    await page.locator(".game-view").waitFor();
    await page.locator(".move-list .entry-seq").first().waitFor();
    // Let a poll or focus refresh race the first load, as in real use.
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    const seqs = await listedSeqs(page);
    expect(new Set(seqs).size, `${p.name}: a history entry shown twice`).toBe(seqs.length);
    if (i === 0) {
      await page.getByRole("button", { name: "First step" }).click();
      await page.getByText(/Viewing step 0 of \d+/).waitFor();
      await page.getByRole("button", { name: "Next step" }).click();
      await page.getByText(/Viewing step 1 of \d+/).waitFor();
      await page.locator("body").press("ArrowRight");
      await page.getByText(/Viewing step 2 of \d+/).waitFor();
      await page.locator("body").press("ArrowLeft");
      await page.getByText(/Viewing step 1 of \d+/).waitFor();
    } else {
      await page.getByRole("button", { name: "Previous step" }).click();
      await page.getByText(/Viewing step \d+ of \d+/).waitFor();
      await page.getByRole("button", { name: "Previous step" }).click();
      await page.getByRole("button", { name: "Next step" }).click();
    }
    await page.getByRole("button", { name: "Back to now" }).first().click();
    await page.getByText("Live board").waitFor();
    const again = await listedSeqs(page);
    expect(new Set(again).size).toBe(again.length);
    expect(await axeProblems(page), `${game} page for ${p.name}`).toEqual([]);
    expect(p.errors, `${p.name}'s console`).toEqual([]);
  }
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
  const viewport = page.viewportSize()!;
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
  await expect.poll(async () => ((await apiGame(maker, gameId)).view as V).offers.filter((o) => o.maker === makerSeat).length, {
    timeout: 30_000, message: "the built offer was not taken",
  }).toBeGreaterThan(before);
  g = await apiGame(maker, gameId);
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
  await page.setViewportSize(viewport);
}

const cases = [
  { id: "twelve-o-twelve", title: /12-0-12/, names: ["Ann", "Bob", "Cy"], turns: 6 },
  { id: "politika", title: /Politika/, names: ["Ann", "Bob", "Cy"], turns: 6 },
  { id: "conspiracy-theory", title: /Conspiracy Theory/, names: ["Ann", "Bob"], turns: 6 },
] as const;

describe("each game in Chromium, from the create form to the history", () => {
  for (const [n, c] of cases.entries()) {
    it(`${c.id}: created in the form, joined from the caught mail at 390 px and 1280 px, turns played through the board and the list, no leaks, history stepped, no console error, no axe violation`, async () => {
      // Player 2 (index 1) is on a phone; the others on laptops.
      const players = await Promise.all(c.names.map((name, i) => newPlayer(name, i === 1 ? 390 : 1280, c.id)));
      try {
        const gameId = await setUp(c.title, players, n === 0);
        const { made, picked, viaBoard } = await playTurns(players, gameId, c.turns);
        expect(made).toBeGreaterThanOrEqual(3);
        expect(viaBoard, "moves made by tapping the board").toBeGreaterThanOrEqual(2);
        expect(picked, "no listed move was narrowed by a pick on the board").toBeGreaterThan(0);
        const history = await (await fetch(`${stack.apiUrl}/games/${gameId}/history?after=0&limit=200`, { headers: { authorization: `Bearer ${await session(players[0]!, gameId)}` } })).json();
        expect(new Set(history.entries.map((e: { seat: number }) => e.seat)).size).toBeGreaterThanOrEqual(2);
        if (c.id === "politika") await politikaCustomOffer(players, gameId);
        await checkNoLeaks(players, gameId);
        await checkPages(players, gameId, c.id);
        await screenshots(players[0]!, gameId, c.id);
      } finally {
        await Promise.all(players.map((p) => p.context.close()));
      }
    });
  }
});
