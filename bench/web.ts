/**
 * The web app's numbers (printed by `npm run bench`, asserting nothing):
 *  - first-load JavaScript of the game page and the home page, from the `next build` output in
 *    web/.next (Next 16 no longer prints sizes, so the route's entry chunks and the root main
 *    files are read from the manifests and summed, raw and gzipped); builds first if missing;
 *  - the time to render one history step of a 500-move game: each game's board drawn with
 *    react-dom/server from the view after a step, and the whole game page in jsdom stepping
 *    through the replay (the board, move list and chart re-render on each step).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { createElement, type ComponentType } from "react";
import type { AnyGameDefinition } from "@backroom/engine";

const ROOT = resolve(import.meta.dirname, "..");
const WEB = join(ROOT, "web");
const NEXT_DIR = join(WEB, ".next");

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;

function ensureBuild(): void {
  if (existsSync(join(NEXT_DIR, "BUILD_ID"))) return;
  const r = spawnSync(process.execPath, [join(ROOT, "node_modules/next/dist/bin/next"), "build"], {
    cwd: WEB, stdio: "pipe", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (r.status !== 0) throw new Error(`next build failed:\n${String(r.stdout)}${String(r.stderr)}`);
}

/** The JS files a first visit to `route` loads: the root main files plus the route's entry chunks. */
function firstLoadFiles(route: string): string[] {
  const build = JSON.parse(readFileSync(join(NEXT_DIR, "build-manifest.json"), "utf8")) as { rootMainFiles?: string[]; polyfillFiles?: string[] };
  const files = new Set<string>(build.rootMainFiles ?? []);
  // The route's own manifest, never a nested route's (a recursive search once picked /_not-found's for "/").
  const manifestPath = join(NEXT_DIR, "server/app", route === "/" ? "" : route.slice(1), "page_client-reference-manifest.js");
  if (!existsSync(manifestPath)) throw new Error(`no client reference manifest for ${route}`);
  const text = readFileSync(manifestPath, "utf8");
  const json = /__RSC_MANIFEST\["[^"]*"\]\s*=\s*(\{[\s\S]*\})/.exec(text)?.[1];
  if (!json) throw new Error(`unreadable client reference manifest for ${route}`);
  const manifest = JSON.parse(json) as { entryJSFiles?: Record<string, string[]> };
  for (const [entry, list] of Object.entries(manifest.entryJSFiles ?? {})) {
    // The layout and this page; other routes' entries are not loaded on first visit.
    if (entry.endsWith("/layout") || entry.endsWith(`${route === "/" ? "/app" : `/app${route}`}/page`)) for (const f of list) files.add(f);
  }
  return [...files].filter((f) => f.endsWith(".js"));
}

/** First-load JavaScript of `route` in bytes, gzipped and raw (builds the app first if needed). */
export function firstLoadBytes(route: string): { gz: number; raw: number; files: number } {
  ensureBuild();
  const files = firstLoadFiles(route);
  let raw = 0;
  let gz = 0;
  for (const f of files) {
    const buf = readFileSync(join(NEXT_DIR, f));
    raw += buf.length;
    gz += gzipSync(buf).length;
  }
  return { gz, raw, files: files.length };
}

function firstLoad(route: string): string {
  const { gz, raw, files } = firstLoadBytes(route);
  return `${kb(gz)} gzipped (${kb(raw)} raw, ${files} files)`;
}

/** A jsdom window as the global environment, for testing-library outside vitest. */
async function installDom(): Promise<void> {
  // jsdom ships no types (and @types/jsdom is not installed): describe the little used here.
  const moduleName = "jsdom";
  const { JSDOM } = (await import(moduleName)) as { JSDOM: new (html: string, opts: object) => { window: Window & typeof globalThis } };
  const dom = new JSDOM("<!doctype html><html><body></body></html>", { url: "http://localhost:3000/", pretendToBeVisual: true });
  const w = dom.window as unknown as Record<string, unknown>;
  for (const key of Object.getOwnPropertyNames(w)) {
    if (key in globalThis) continue;
    Object.defineProperty(globalThis, key, { configurable: true, writable: true, value: w[key] });
  }
  Object.assign(globalThis, { window: w, document: dom.window.document, IS_REACT_ACT_ENVIRONMENT: true });
}

interface Case {
  id: string;
  def: AnyGameDefinition;
  /** Options that make a long game (Politika: 12 rounds). */
  options?: unknown;
  names: string[];
  board: ComponentType<{ view: unknown; names: readonly string[]; mySeat: number | null; awaiting: readonly number[] }>;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

export async function bench(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  try {
    ensureBuild();
    out["first-load JS, game page /games/[id]"] = firstLoad("/games/[id]");
    out["first-load JS, home page /"] = firstLoad("/");
  } catch (e) {
    out["first-load JS"] = `not measured: ${(e as Error).message.split("\n")[0]}`;
  }

  const { renderToString } = await import("react-dom/server");
  const { buildFixture } = await import("../tests/web/game-fixture");
  const { politika } = await import("@backroom/engine/politika/index");
  const { twelveOTwelve } = await import("@backroom/engine/twelve-o-twelve/index");
  const { conspiracyTheory } = await import("@backroom/engine/conspiracy-theory/index");
  const { PolitikaBoard } = await import("../web/games/politika/board");
  const { TwelveBoard } = await import("../web/games/twelve-o-twelve/board");
  const { ConspiracyBoard } = await import("../web/games/conspiracy-theory/board");
  const cases: Case[] = [
    { id: "politika", def: politika, options: { rounds: 12 }, names: ["Ann", "Bob", "Cy", "Di"], board: PolitikaBoard as Case["board"] },
    { id: "twelve-o-twelve", def: twelveOTwelve, names: ["Ann", "Bob", "Cy"], board: TwelveBoard as Case["board"] },
    { id: "conspiracy-theory", def: conspiracyTheory, names: ["Ann", "Bob", "Cy"], board: ConspiracyBoard as Case["board"] },
  ];

  let longest: { c: Case; f: ReturnType<typeof buildFixture> } | null = null;
  for (const c of cases) {
    // Bots play up to 500 moves; other seeds are tried while games end earlier (the longest is kept).
    let f = buildFixture({ def: c.def, names: c.names, viewer: 0, options: c.options, playout: { maxMoves: 500, botSeed: "bench" } });
    for (let i = 1; f.entries.length < 501 && i < 20; i++) {
      const g = buildFixture({ def: c.def, names: c.names, viewer: 0, options: c.options, seed: `bench-${i}`, playout: { maxMoves: 500, botSeed: `bench-${i}` } });
      if (g.entries.length > f.entries.length) f = g;
    }
    const views = f.entries.map((e) => e.view);
    for (let i = 0; i < 20; i++) renderToString(createElement(c.board, { view: views[i % views.length], names: c.names, mySeat: 0, awaiting: [] }));
    const times: number[] = [];
    for (let i = 0; i < views.length; i++) {
      const t0 = performance.now();
      renderToString(createElement(c.board, { view: views[i], names: c.names, mySeat: 0, awaiting: [] }));
      times.push(performance.now() - t0);
    }
    out[`${c.id} board, one history step (react-dom/server, ${views.length - 1}-move game)`] = `median ${median(times).toFixed(2)} ms, max ${Math.max(...times).toFixed(2)} ms`;
    if (!longest || f.entries.length > longest.f.entries.length) longest = { c, f };
  }

  // The whole game page in jsdom: open a long game, then step back through the replay.
  await installDom();
  const { render, fireEvent, act, cleanup } = await import("@testing-library/react");
  const { GameView } = await import("../web/components/GameView");
  const { loadBoard } = await import("../web/games/use-game");
  const { c, f } = longest!;
  const t0 = performance.now();
  const r = render(createElement(GameView, { game: f.game, entries: f.entries, onMove: () => {}, board: await loadBoard(c.id) }));
  out[`game page first render in jsdom (${c.id}, ${f.entries.length - 1} moves)`] = `${(performance.now() - t0).toFixed(1)} ms`;
  const prev = r.getByRole("button", { name: "Previous step" });
  const steps: number[] = [];
  for (let i = 0; i < 50; i++) {
    const s = performance.now();
    act(() => {
      fireEvent.click(prev);
    });
    steps.push(performance.now() - s);
  }
  out[`game page, one replay step in jsdom (${c.id}, ${f.entries.length - 1} moves)`] = `median ${median(steps).toFixed(1)} ms, max ${Math.max(...steps).toFixed(1)} ms`;
  cleanup();
  return out;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  for (const [k, v] of Object.entries(await bench())) console.log(`${k}: ${v}`);
}
