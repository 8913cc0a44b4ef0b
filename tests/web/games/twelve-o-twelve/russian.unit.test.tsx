// @vitest-environment jsdom
/**
 * 12-0-12 in Russian: the game's namespace has the same keys in both languages, and the whole
 * game page — board, prompt, move panel, Get Food form, history and card texts — shows no Latin
 * word at all in setup and in play (the players' names are Russian). Card names and ability
 * texts come from the engine's russian-cards.ts, engine sentences through its russian.ts.
 */
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { twelveOTwelve, type TwelveView } from "@backroom/engine/twelve-o-twelve/index";
import { GameView } from "../../../../web/components/GameView";
import { twelveBoard } from "../../../../web/games/twelve-o-twelve/board";
import { strings } from "../../../../web/games/twelve-o-twelve/strings";
import { applyLanguage, loadLanguage } from "../../../../web/i18n";
import { buildFixture, findState } from "../../game-fixture";
import { preloadGames } from "../../load-games";
import { keyParity } from "../../../support/i18n-parity";

type Tree = { readonly [k: string]: string | Tree };
type S = Parameters<typeof twelveOTwelve.view>[0];
const leaves = (t: Tree): string[] => Object.values(t).flatMap((v) => (typeof v === "string" ? [v] : leaves(v)));
const words = (s: string) => s.replace(/\{\{[^}]*\}\}|<\/?\d+>/g, " ").match(/[A-Za-z][A-Za-z']{3,}/g) ?? [];
const lower = (xs: string[]) => xs.map((w) => w.toLowerCase());
const names = ["Аня", "Борис", "Вика"];

/** The board's English words no Russian string uses (the check below is not vacuous). */
function banned(): Set<string> {
  const ru = new Set(lower(leaves(strings.ru as unknown as Tree).flatMap(words)));
  return new Set(lower(leaves(strings.en.board as unknown as Tree).flatMap(words)).filter((w) => !ru.has(w)));
}

/**
 * Every Latin word of two letters or more on the page, in text and in labels and tooltips. The
 * test fixture's own creation line ("Game created for …") is the fixture's, not the server's, and
 * its seed, revealed at the end, is data.
 */
function englishIn(root: HTMLElement): string[] {
  const attrs = [...root.querySelectorAll("*")].flatMap((el) => ["aria-label", "title", "placeholder"].map((a) => el.getAttribute(a) ?? ""));
  const text = `${root.textContent ?? ""} ${attrs.join(" ")}`.replaceAll(`Game created for ${names.join(", ")}.`, "").replaceAll("web-fixture-seed", "");
  return [...new Set(text.match(/[A-Za-z]{2,}/g) ?? [])];
}

// The Russian loads on demand in the app (tests/web/games/registry.unit.test.tsx covers that).
beforeAll(() => loadLanguage("ru"));
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

  it("setup: the discard, built by tapping cards, in Russian", () => {
    const viewer = names.findIndex((_, seat) => buildFixture({ def: twelveOTwelve, names, viewer: seat, moves: [] }).game.legalMoves.some((m) => (m.move as { kind: string }).kind === "setup-discard"));
    expect(viewer).toBeGreaterThanOrEqual(0);
    const f = buildFixture({ def: twelveOTwelve, names, viewer, moves: [] });
    const { container } = render(<GameView game={f.game} entries={f.entries} onMove={vi.fn()} board={twelveBoard} />);
    const discard = container.querySelector(".setup-discard-form") as HTMLElement;
    expect(within(discard).getByRole("heading", { name: /^Подготовка: сбросьте \d+ карт/ })).toBeTruthy();
    expect(within(discard).getByText(/выберите ещё \d+/)).toBeTruthy();
    expect(englishIn(discard)).toEqual([]);
  });

  it("play: counters, tables, turn prompt, moves, history and the Get Food form in Russian", () => {
    const f = findState({ def: twelveOTwelve, names, viewer: 0 }, (s) => {
      const v = twelveOTwelve.view(s as S, 0) as TwelveView;
      return v.decision === "action" && v.turn.seat === 0 && v.hand!.length >= 2 && v.players.some((p) => p.supporters.length > 0);
    });
    expect(f).not.toBeNull();
    const { container } = render(<GameView game={f!.game} entries={f!.entries} onMove={vi.fn()} board={twelveBoard} />);
    expect(container.textContent).toMatch(/Еда|Влияние/);
    const form = container.querySelector(".get-food-form") as HTMLElement;
    expect(within(form).getByRole("heading", { name: "Добыть еду: выберите сброс" })).toBeTruthy();
    // Two cards chosen: the groups, their yields and the preview appear, all in Russian.
    const cards = within(within(form).getByRole("group", { name: /Карты для сброса/ })).getAllByRole("button");
    fireEvent.click(cards[0]!);
    fireEvent.click(cards[1]!);
    expect(within(form).getByText(/^Всего: /)).toBeTruthy();
    expect(englishIn(container)).toEqual([]);
  });

  it("an ability to resolve, and the end of the game, in Russian", () => {
    const ability = findState({ def: twelveOTwelve, names, viewer: 0 }, (s) => (twelveOTwelve.view(s as S, 0) as TwelveView).pendingAbilities.some((a) => a.seat === 0));
    expect(ability).not.toBeNull();
    const first = render(<GameView game={ability!.game} entries={ability!.entries} onMove={vi.fn()} board={twelveBoard} />);
    expect(first.container.textContent).toContain("Способности к разрешению");
    expect(englishIn(first.container)).toEqual([]);
    first.unmount();
    const over = findState({ def: twelveOTwelve, names, viewer: 0 }, (s) => (s as S).phase === "over");
    expect(over).not.toBeNull();
    const { container } = render(<GameView game={over!.game} entries={over!.entries} onMove={vi.fn()} board={twelveBoard} />);
    expect(container.querySelector(".end-reason")!.textContent).toMatch(/побеждает/);
    expect(englishIn(container)).toEqual([]);
  });

  it("the rules page's card list in Russian", () => {
    const list = twelveBoard.cards!();
    expect(list.find((c) => c.id === "mouse")).toMatchObject({ name: "Мышь", text: "Можете добрать 1 карту." });
    expect(list.find((c) => c.id === "leader-raven")!.kind).toBe("Лидер (меч)");
    expect(list.flatMap((c) => `${c.name} ${c.kind ?? ""} ${c.text ?? ""}`.match(/[A-Za-z]{2,}/g) ?? [])).toEqual([]);
  });
});
