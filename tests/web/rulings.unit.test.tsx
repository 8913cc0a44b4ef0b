// @vitest-environment jsdom
/**
 * The rules pages are generated from docs/games/*.md at build time (web/scripts/rulings.mjs);
 * the game page shows the engine version and links each version the game has used to its note.
 */
import { readFileSync } from "node:fs";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi, beforeAll } from "vitest";
import { twelveOTwelve } from "@backroom/engine/twelve-o-twelve/index";
import { changeOf } from "@backroom/engine/core/versions";
import { applyLanguage, loadLanguage } from "../../web/i18n";
import { GameView } from "../../web/components/GameView";
import { RulesView } from "../../web/components/RulesView";
import { engineVersionNotes, rulings } from "../../web/lib/rulings";
import { DOCS_DIR, generate, OUT_FILE, parseRulings } from "../../web/scripts/rulings.mjs";
import { buildFixture } from "./game-fixture";
import { preloadGames } from "./load-games";

// The Russian loads on demand in the app (tests/web/games/registry.unit.test.tsx covers that).
beforeAll(() => loadLanguage("ru"));
afterEach(cleanup);

describe("rulings generated from docs/games", () => {
  beforeAll(preloadGames);
  it("the committed module is what the docs generate (run `npm run rulings -w web` after editing them)", () => {
    expect(readFileSync(OUT_FILE, "utf8")).toBe(generate(DOCS_DIR));
  });

  it.each([
    ["twelve-o-twelve", "TR", 17],
    ["politika", "PR", 18],
    ["conspiracy-theory", "CR", 39],
  ])("%s: every ruling id of the docs, once, in a readable sentence", (game, prefix, count) => {
    const ids = rulings[game]!.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (let i = 1; i <= count; i++) expect(ids).toContain(`${prefix}${i}`);
    for (const r of rulings[game]!) expect(r.text).not.toMatch(/\*\*|`|^\s|\s$/);
  });

  it("reads a ruling with its continuation lines and drops the markdown marks", () => {
    expect(parseRulings("## Rulings\n\n- **CR9 Hand limit.** Seven cards,\n  *then* discard.\n- not a ruling\n")).toEqual([{ id: "CR9", text: "Hand limit. Seven cards, then discard." }]);
  });

  it("TR13 is revision 2's: the same faction", () => {
    expect(rulings["twelve-o-twelve"]!.find((r) => r.id === "TR13")!.text).toMatch(/^Turtle exchange: the two supporters must be of the same faction/);
  });

  it("the rules page shows each engine version's note at its anchor", () => {
    render(<RulesView game="twelve-o-twelve" />);
    fireEvent.click(screen.getByRole("tab", { name: "Rulings and cards" }));
    expect(screen.getByRole("heading", { name: "Engine versions" })).toBeTruthy();
    expect(engineVersionNotes["twelve-o-twelve"]!.map((v) => v.version)).toEqual([1, 2]);
    expect(document.getElementById("engine-version-2")!.textContent).toMatch(/TR13: the Turtle exchanges supporters of the same faction/);
    expect(document.getElementById("TR12")).toBeTruthy();
  });
});

describe("the game page's engine version", () => {
  it("names the version judging the game and links every version it has used to its note", () => {
    const f = buildFixture({ def: twelveOTwelve, names: ["Ann", "Bob"], viewer: 0, moves: [] });
    const game = {
      ...f.game, engineVersion: 2,
      engineVersions: [{ version: 1, fromSeq: 0, note: "First release." }, { version: 2, fromSeq: 7, note: "Spec revision 2." }],
    };
    render(<GameView game={game} entries={f.entries} onMove={vi.fn()} />);
    // In the table menu, with the rest of the game's administration.
    fireEvent.click(screen.getByRole("button", { name: /Table/ }));
    const line = document.querySelector(".engine-version")!;
    expect(line.textContent).toBe("Rules: engine version 2 (version 1 from the start, version 2 from move 7)");
    expect(screen.getByRole("link", { name: "version 1" }).getAttribute("href")).toBe("/rules/twelve-o-twelve#engine-version-1");
    expect(screen.getByRole("link", { name: "version 2" }).getAttribute("href")).toBe("/rules/twelve-o-twelve#engine-version-2");
  });

  it("gives each version's change note in the reader's language", () => {
    const f = buildFixture({ def: twelveOTwelve, names: ["Ann", "Bob"], viewer: 0, moves: [] });
    const engineVersions = [1, 2].map((version) => ({ version, fromSeq: version === 1 ? 0 : 7, note: changeOf(twelveOTwelve, version).summary }));
    const game = { ...f.game, engineVersion: 2, engineVersions };
    render(<GameView game={game} entries={f.entries} onMove={vi.fn()} />);
    fireEvent.click(screen.getByRole("button", { name: /Table/ }));
    expect(screen.getByRole("link", { name: "version 2" }).getAttribute("title")).toBe(engineVersions[1]!.note);
    cleanup();
    act(() => applyLanguage("ru"));
    try {
      render(<GameView game={game} entries={f.entries} onMove={vi.fn()} />);
      fireEvent.click(screen.getByRole("button", { name: /Стол/ }));
      expect(screen.getByRole("link", { name: "версия 1" }).getAttribute("title")).toBe("Первый выпуск нашего издания.");
      expect(screen.getByRole("link", { name: "версия 2" }).getAttribute("title")).toMatch(/^Вторая редакция правил: фракцию Хамелеона/);
    } finally {
      act(() => applyLanguage("en"));
    }
  });
});
