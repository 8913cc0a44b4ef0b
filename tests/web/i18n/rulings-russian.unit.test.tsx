// @vitest-environment jsdom
/**
 * Our rulings and engine version notes in Russian: docs/games/<game>.ru.md pairs each English
 * ruling (docs/games/<game>.md) with its Russian text by id, and the Russian rules page shows
 * them with no English ruling text and without the "written in English" note.
 */
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { applyLanguage, loadLanguage } from "../../../web/i18n";
import ru from "../../../web/i18n/ru";
import { RulesView } from "../../../web/components/RulesView";
import { engineVersionNotes, rulings } from "../../../web/lib/rulings";
import { DOCS_DIR, gamesIn, readGame } from "../../../web/scripts/rulings.mjs";
import { preloadGames } from "../load-games";

/** Every game with docs: each must have its docs/games/<game>.ru.md (a missing one fails below). */
const GAMES = gamesIn(DOCS_DIR);

/** Latin words in a text, leaving out rule ids (CR31, C20, TR13, PR8) and the rulebook's "N+" rolls. */
const latin = (text: string): string[] => text.replace(/\b[A-Z]{1,2}\d+\b/g, " ").match(/[A-Za-z]{2,}/g) ?? [];

// The Russian loads on demand in the app (tests/web/games/registry.unit.test.tsx covers that).
beforeAll(() => loadLanguage("ru"));
beforeAll(preloadGames);
beforeEach(() => act(() => applyLanguage("ru")));
afterEach(() => {
  cleanup();
  act(() => applyLanguage("en"));
});

it("the games with rulings are the three games", () => {
  expect(GAMES).toEqual(["conspiracy-theory", "politika", "twelve-o-twelve"]);
});

describe.each(GAMES)("%s: rulings in Russian", (game) => {
  const docs = readGame(DOCS_DIR, game);

  it("every ruling id and engine version has one Russian text, and the Russian has no id the English lacks", () => {
    const ids = docs.rulings.map((r) => r.id);
    const idsRu = docs.rulingsRu.map((r) => r.id);
    expect(new Set(idsRu).size).toBe(idsRu.length);
    expect([...idsRu].sort()).toEqual([...ids].sort());
    expect(docs.versionsRu.map((v) => v.version).sort()).toEqual(docs.versions.map((v) => v.version).sort());
    for (const r of [...docs.rulingsRu, ...docs.versionsRu]) {
      expect(r.text.length).toBeGreaterThan(10);
      expect(latin(r.text)).toEqual([]);
    }
  });

  it("the generated module carries each Russian text beside its English original", () => {
    for (const r of rulings[game]!) expect(r.textRu).toBe(docs.rulingsRu.find((x) => x.id === r.id)!.text);
    for (const v of engineVersionNotes[game] ?? []) expect(v.textRu).toBe(docs.versionsRu.find((x) => x.version === v.version)!.text);
  });

  it("the Russian rules page shows every ruling in Russian, with no English ruling text and no 'in English' note", () => {
    const { container } = render(<RulesView game={game} />);
    fireEvent.click(screen.getByRole("tab", { name: "Уточнения и карты" }));
    expect(screen.queryByText(ru.rules.inEnglish)).toBeNull();
    const lists = [...container.querySelectorAll<HTMLElement>("dl.rulings")];
    expect(lists.length).toBe((engineVersionNotes[game] ?? []).length > 0 ? 2 : 1);
    const items = lists.flatMap((dl) => [...dl.querySelectorAll("dd")]);
    expect(items.length).toBe(rulings[game]!.length + (engineVersionNotes[game] ?? []).length);
    for (const dd of items) expect(dd.getAttribute("lang")).toBe("ru");
    const shown = lists.map((dl) => dl.textContent ?? "").join(" ");
    expect(latin(shown)).toEqual([]);
    for (const r of rulings[game]!) {
      expect(document.getElementById(r.id)!.textContent).toBe(`${r.id}${r.textRu}`);
      expect(shown).not.toContain(r.text);
    }
  });
});

describe("the rules page in English", () => {
  it("keeps the English rulings, marked as English", () => {
    act(() => applyLanguage("en"));
    render(<RulesView game="conspiracy-theory" />);
    fireEvent.click(screen.getByRole("tab", { name: "Rulings and cards" }));
    const cr1 = rulings["conspiracy-theory"]!.find((r) => r.id === "CR1")!;
    const dd = document.getElementById("CR1")!.querySelector("dd")!;
    expect(dd.textContent).toBe(cr1.text);
    expect(dd.getAttribute("lang")).toBe("en");
  });
});
