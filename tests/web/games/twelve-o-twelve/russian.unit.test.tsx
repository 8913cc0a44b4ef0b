// @vitest-environment jsdom
/**
 * 12-0-12 in Russian: the game's namespace has the same keys in both languages, and the board
 * and prompt (setup and play) show none of the board's English words. Animal and Leader names
 * and ability texts are the engine's card data, still English (docs/web.md, Languages).
 */
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ANIMALS, LEADERS, twelveOTwelve, type TwelveView } from "@backroom/engine/twelve-o-twelve/index";
import { GameView } from "../../../../web/components/GameView";
import { twelveBoard } from "../../../../web/games/twelve-o-twelve/board";
import { strings } from "../../../../web/games/twelve-o-twelve/strings";
import { applyLanguage } from "../../../../web/i18n";
import { buildFixture, findState } from "../../game-fixture";
import { preloadGames } from "../../load-games";
import { keyParity } from "../../../support/i18n-parity";

type Tree = { readonly [k: string]: string | Tree };
type S = Parameters<typeof twelveOTwelve.view>[0];
const leaves = (t: Tree): string[] => Object.values(t).flatMap((v) => (typeof v === "string" ? [v] : leaves(v)));
const words = (s: string) => s.replace(/\{\{[^}]*\}\}|<\/?\d+>/g, " ").match(/[A-Za-z][A-Za-z']{3,}/g) ?? [];
const lower = (xs: string[]) => xs.map((w) => w.toLowerCase());
const names = ["Аня", "Борис", "Вика"];

/** The board's English words no Russian string uses, minus the engine's card data. */
function banned(): Set<string> {
  const ru = new Set(lower(leaves(strings.ru as unknown as Tree).flatMap(words)));
  const data = new Set(lower([...ANIMALS.map((a) => `${a.name} ${a.ability ?? ""}`), ...LEADERS.map((l) => `${l.name} ${l.condition} ${l.ability}`)].flatMap(words)));
  return new Set(lower(leaves(strings.en.board as unknown as Tree).flatMap(words)).filter((w) => !ru.has(w) && !data.has(w)));
}

function englishIn(root: HTMLElement): string[] {
  const attrs = [...root.querySelectorAll("*")].flatMap((el) => ["aria-label", "title"].map((a) => el.getAttribute(a) ?? ""));
  const b = banned();
  return [...new Set(lower(words(`${root.textContent ?? ""} ${attrs.join(" ")}`)).filter((w) => b.has(w)))];
}

beforeAll(preloadGames);
beforeEach(() => act(() => applyLanguage("ru")));
afterEach(() => {
  cleanup();
  act(() => applyLanguage("en"));
});

describe("12-0-12 in Russian", () => {
  it("the namespace has every English key in Russian, none empty, same parameters", () => {
    expect(keyParity(strings.en as unknown as Tree, strings.ru as unknown as Tree)).toEqual([]);
    expect(banned().size).toBeGreaterThan(10); // the check below is not vacuous
  });

  it("setup: the board and prompt in Russian", () => {
    const f = buildFixture({ def: twelveOTwelve, names, viewer: 1, moves: [] });
    const { container } = render(<GameView game={f.game} entries={f.entries} onMove={vi.fn()} board={twelveBoard} />);
    expect(screen.getByText(/Подготовка: оставьте одного из своих Лидеров/)).toBeTruthy();
    expect(screen.getByRole("region", { name: "Стол игрока Аня" })).toBeTruthy();
    expect(englishIn(container.querySelector(".twelve-board") as HTMLElement)).toEqual([]);
  });

  it("play: counters, tables and the turn prompt in Russian", () => {
    const f = findState({ def: twelveOTwelve, names, viewer: 0 }, (s) => twelveOTwelve.view(s as S, 0).phase === "play" && (twelveOTwelve.view(s as S, 0) as TwelveView).decision === "action");
    expect(f).not.toBeNull();
    const { container } = render(<GameView game={f!.game} entries={f!.entries} onMove={vi.fn()} board={twelveBoard} />);
    expect(container.textContent).toMatch(/Еда|Влияние/);
    expect(englishIn(container.querySelector(".twelve-board") as HTMLElement)).toEqual([]);
  });
});
