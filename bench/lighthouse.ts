/**
 * The web app as a phone opens it (printed by `npm run bench`, asserting nothing): Lighthouse
 * (pinned, lighthouse 12) on the production build served by the local edge the way CloudFront
 * serves it, for the dashboard, an open game page of each game and a rules page, with Lighthouse's default mobile
 * emulation and throttling, in Debian's Chromium (chrome-launcher reads CHROME_PATH; nothing
 * is downloaded). Reported, from the median of three runs of each page: the performance,
 * accessibility and best-practices scores, LCP, TBT and CLS (the goal: performance 90, accessibility 100). LIGHTHOUSE_REPORTS=<dir> keeps each
 * full report.
 * Then "requests per idle hour": an open game page in real Chromium (playwright-core) with its
 * clock faked (page.clock), run through an hour in which nothing happens; every request the
 * page makes to /api is counted. Two players look at the same game: the one it waits for (the
 * page polls every 15 s on the player's turn) and the other (polls back off to 4 minutes).
 * `npx tsx bench/lighthouse.ts` runs this part alone.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { chromium, type Browser } from "playwright-core";
import { LINK_TTL } from "../functions/src/auth/auth";
import { startLocalStack, type LocalStack } from "../functions/src/local/stack";
import { nextDelay, POLL_BASE_MS } from "../web/lib/poller";
import { goal } from "./goals";

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
process.env.CHROME_PATH ??= "/usr/bin/chromium";

const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];
const HOUR_MS = 3_600_000;
/** Lighthouse runs per page; the median (by FCP and TTI, Lighthouse's own pick) is reported. LIGHTHOUSE_RUNS overrides. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS) || 3;
/** The fake clock's step: polls fall due on whole steps, so each is counted at its own time. */
const STEP_MS = 1_000;

interface Table { stack: LocalStack; gameId: string; sessions: { email: string; token: string }[]; awaited: number; other: number }

const PEOPLE = ["Ann", "Bob", "Cy"];

/**
 * A game (12-0-12 of two unless told), played through the API past the set-up until exactly one
 * seat is awaited. Ann (seat 0) plays in every game, so one signed-in browser opens them all.
 */
export async function openTable(stack: LocalStack, game = "twelve-o-twelve", seats = 2): Promise<Table> {
  const emails = PEOPLE.slice(0, seats).map((n) => `${n.toLowerCase()}@bench.test`);
  const sessions = [];
  for (const email of emails) sessions.push({ email, token: (await stack.app.auth.redeem(await stack.app.auth.mintLink(email, null, LINK_TTL.signIn))).session });
  const http = async (method: string, path: string, token: string, body?: unknown) => {
    const res = await fetch(`${stack.apiUrl}${path}`, { method, headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<{ gameId: string; version: number; awaiting: number[]; legalMoves: { move: unknown }[] }>;
  };
  const { gameId } = await http("POST", "/games", sessions[0]!.token, { game, players: emails.map((email, i) => ({ name: PEOPLE[i], email })) });
  for (let i = 0; i < 40; i++) {
    const g = await http("GET", `/games/${gameId}`, sessions[0]!.token);
    if (g.awaiting.length === 1 && g.version > 2) return { stack, gameId, sessions, awaited: g.awaiting[0]!, other: (g.awaiting[0]! + 1) % seats };
    const seat = g.awaiting[0]!;
    const mine = await http("GET", `/games/${gameId}`, sessions[seat]!.token);
    await http("POST", `/games/${gameId}/moves`, sessions[seat]!.token, { move: mine.legalMoves[0]!.move, clientMoveId: `lighthouse-${i}`, expectedVersion: mine.version });
  }
  throw new Error(`the bench's ${game} game never waited on one seat alone`);
}

/** Signs a player in on this browser, run in the page (the web app keeps the session in localStorage). */
const signIn = (s: { email: string; token: string }) => {
  localStorage.setItem("backroom.session", s.token);
  localStorage.setItem("backroom.email", s.email);
};

/** Lighthouse on the dashboard, the game page of each table (Ann's, all of them) and a rules page. */
export async function lighthouseRows(t: Table, others: readonly { game: string; table: Table }[] = []): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const chrome = await chromeLauncher.launch({ chromeFlags: CHROME_FLAGS });
  let browser: Browser | null = null;
  try {
    // Lighthouse keeps the origin's storage (disableStorageReset): Ann is signed in, as a returning player is.
    browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(`${t.stack.webUrl}/sign-in`);
    await page.evaluate(signIn, t.sessions[0]!);
    await page.close();
    const pages = [
      ["dashboard /", `${t.stack.webUrl}/`],
      ["game page /games/[id] (12-0-12)", `${t.stack.webUrl}/games/${t.gameId}`],
      ...others.map(({ game, table }) => [`game page /games/[id] (${game})`, `${t.stack.webUrl}/games/${table.gameId}`] as const),
      ["rules page /rules/politika", `${t.stack.webUrl}/rules/politika`],
    ] as const;
    for (const [name, url] of pages) {
      // Lighthouse's own advice: its score varies run to run, so report the median of several runs.
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const r = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", disableStorageReset: true, onlyCategories: ["performance", "accessibility", "best-practices"] });
        if (!r?.lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
        if (r.lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${r.lhr.runtimeError.message}`);
        runs.push(r.lhr);
      }
      const lhr = computeMedianRun(runs);
      // LIGHTHOUSE_REPORTS=<dir> keeps each full report, to see which audits cost the score.
      if (process.env.LIGHTHOUSE_REPORTS) {
        mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
        writeFileSync(join(process.env.LIGHTHOUSE_REPORTS, `${name.replace(/[^a-z0-9-]+/gi, "_")}.json`), JSON.stringify(lhr, null, 1));
      }
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const audit = (id: string) => lhr.audits[id]?.displayValue ?? "–";
      const scores = `performance ${score("performance")}, accessibility ${score("accessibility")}, best practices ${score("best-practices")}`;
      const vitals = `LCP ${audit("largest-contentful-paint")}, TBT ${audit("total-blocking-time")}, CLS ${audit("cumulative-layout-shift")}`;
      out[`Lighthouse, phone, ${name}`] = `${scores}; ${vitals}`;
      goal({ name: `Lighthouse ${name}`, goal: "report", measured: `${score("performance")}/${score("accessibility")}/${score("best-practices")}; ${vitals}` });
    }
  } finally {
    await browser?.close().catch(() => {});
    chrome.kill();
  }
  return out;
}

/**
 * API requests an open game page makes in an hour of an idle game, for the seat `who`: the page
 * in real Chromium with a fake clock, stepped a second at a time (after each step the requests
 * it started are let finish, so the page schedules its next poll as it would).
 */
async function idleHour(browser: Browser, t: Table, who: { email: string; token: string }): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  try {
    await context.addInitScript(signIn, who);
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(`${t.stack.webUrl}/games/${t.gameId}`);
    await page.waitForLoadState("networkidle");
    let inFlight = 0;
    let requests = 0;
    page.on("request", (r) => { if (new URL(r.url()).pathname.startsWith("/api/")) { requests++; inFlight++; } });
    const done = (r: { url(): string }) => { if (new URL(r.url()).pathname.startsWith("/api/")) inFlight--; };
    page.on("requestfinished", done);
    page.on("requestfailed", done);
    // The clock runs from here: what the page loaded with is not part of the idle hour.
    await page.clock.pauseAt(Date.now() + 1_000);
    for (let ms = 0; ms < HOUR_MS; ms += STEP_MS) {
      await page.clock.runFor(STEP_MS);
      // A poll started: wait (in real time) until it is answered and the page has scheduled the next.
      if (inFlight > 0) {
        while (inFlight > 0) await new Promise((r) => setTimeout(r, 5));
        await new Promise((r) => setTimeout(r, 30));
      }
    }
    return requests;
  } finally {
    await context.close();
  }
}

/** The polls of an idle hour by the poller's own schedule (web/lib/poller.ts), for a cross-check of the browser's count. */
export function scheduledPolls(waitingOnOthers: boolean): number {
  let polls = 0;
  for (let at = 0, delay = POLL_BASE_MS; at + delay <= HOUR_MS; polls++) {
    at += delay;
    delay = nextDelay(delay, { changed: false, waitingOnOthers });
  }
  return polls;
}

export async function bench(): Promise<Record<string, string>> {
  const stack = await startLocalStack({ web: "prod" });
  try {
    const t = await openTable(stack);
    const others = [{ game: "politika", table: await openTable(stack, "politika", 3) }, { game: "conspiracy-theory", table: await openTable(stack, "conspiracy-theory", 2) }];
    const out = await lighthouseRows(t, others);
    const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH, headless: true, args: CHROME_FLAGS.filter((f) => f !== "--headless=new") });
    try {
      const awaited = await idleHour(browser, t, t.sessions[t.awaited]!);
      const other = await idleHour(browser, t, t.sessions[t.other]!);
      out["API requests per idle hour, game page, the player it waits for"] = `${awaited} (the poller's schedule: ${scheduledPolls(false)} polls)`;
      out["API requests per idle hour, game page, a player waiting on others"] = `${other} (the poller's schedule: ${scheduledPolls(true)} polls)`;
      goal({ name: "API requests per idle hour (awaited / waiting)", goal: "report", measured: `${awaited} / ${other}` });
    } finally {
      await browser.close();
    }
    return out;
  } finally {
    await stack.stop();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  for (const [k, v] of Object.entries(await bench())) console.log(`${k}: ${v}`);
  process.exit(0);
}
