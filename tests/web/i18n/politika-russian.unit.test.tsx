// @vitest-environment jsdom
/**
 * Politika's game page in Russian: the board, the prompt, the move panel, the free-form moves
 * (offers, dice, cards), the history and the result, at each phase of real games, show no Latin
 * word except the players' names and the game's own title (Tom Clancy's Politika). Also: the
 * namespace has the same keys in both languages, and the rules page's card list is Russian.
 */
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { politika, type PolitikaView } from "@backroom/engine/politika/index";
import { GameView } from "../../../web/components/GameView";
import { RulesView } from "../../../web/components/RulesView";
import { politikaBoard } from "../../../web/games/politika/board";
import { strings } from "../../../web/games/politika/strings";
import { boardStrings } from "../../../web/games/politika/board-strings";
import { applyLanguage, loadLanguage } from "../../../web/i18n";
import { findState } from "../game-fixture";
import { preloadGames } from "../load-games";
import { keyParity } from "../../support/i18n-parity";

type Tree = { readonly [k: string]: string | Tree };
type S = Parameters<typeof politika.view>[0];
const names = ["Ann", "Bob", "Cy", "Di"];
const TITLE = ["Tom", "Clancy's", "Politika"];

/**
 * Every text a user meets (text nodes, labels, titles), less the names and the title, and less
 * `skip`: the test fixture's own first history line (the server writes "… sat down to play …",
 * which the game page translates; the fixture writes its own) and the game's seed (data).
 */
function latinWords(root: HTMLElement, skip: readonly string[] = []): string[] {
  const attrs = [...root.querySelectorAll("*")].flatMap((el) => ["aria-label", "title", "placeholder", "aria-valuetext"].map((a) => el.getAttribute(a) ?? ""));
  const text = skip.filter(Boolean).reduce((t, x) => t.split(x).join(" "), `${root.textContent ?? ""} ${attrs.join(" ")}`);
  const found = text.match(/[A-Za-z][A-Za-z']*/g) ?? [];
  return [...new Set(found.filter((w) => !names.includes(w) && !TITLE.includes(w)))];
}

const view = (s: unknown, seat: number): PolitikaView => politika.view(s as S, seat);
const options = { rounds: 1 };

/** A state of a real game where `pred` holds, drawn for seat 0 in Russian. */
function page(pred: (v: PolitikaView, s: unknown) => boolean, what: string) {
  const f = findState({ def: politika, names, viewer: 0, options }, (s) => pred(view(s, 0), s), { maxMoves: 3000, botSeeds: ["a", "b", "c", "d", "e", "f", "g", "h"] });
  expect(f, what).not.toBeNull();
  const r = render(<GameView game={f!.game} entries={f!.entries} onMove={vi.fn()} onChat={vi.fn()} board={politikaBoard} />);
  return { ...r, f: f!, latin: () => latinWords(r.container, [f!.entries[0]!.text, f!.game.seed ?? ""].map((x) => x.slice(0, 16))) };
}

// The Russian loads on demand in the app (tests/web/games/registry.unit.test.tsx covers that).
beforeAll(() => loadLanguage("ru"));
beforeAll(preloadGames);
beforeEach(() => act(() => applyLanguage("ru")));
afterEach(() => {
  cleanup();
  act(() => applyLanguage("en"));
});

describe("Politika in Russian, on the game page", { timeout: 120_000 }, () => {
  it("its English and Russian words have the same keys and parameters", () => {
    expect(keyParity(strings.en as unknown as Tree, strings.ru as unknown as Tree)).toEqual([]);
    expect(keyParity(boardStrings.en as unknown as Tree, boardStrings.ru as unknown as Tree)).toEqual([]);
  });

  it("movement: the map, the factions, your cards, the prompt and the history", () => {
    const p = page((v) => v.phase === "movement" && v.current === 0 && (v.hand?.length ?? 0) > 0, "movement");
    expect(screen.getByRole("group", { name: "Карта России, 23 региона" })).toBeTruthy();
    expect(screen.getByRole("button", { name: /^МСК: Москва/ })).toBeTruthy();
    expect(screen.getByText(/Ваш ход, фаза «перемещение»/)).toBeTruthy();
    expect(p.container.textContent).toContain("Фракции");
    expect(p.latin()).toEqual([]);
  });

  it("trading: offers, the offer builder and its refusals", () => {
    const p = page((v, s) => v.phase === "trade" && v.current === 0 && politika.legalMoves(s as S, 0).some((m) => m.kind === "offer-trade"), "trade");
    expect(screen.getByRole("heading", { name: "Своё предложение" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Деньги, которые вы отдаёте: больше" }));
    fireEvent.click(screen.getAllByRole("radio")[1]!);
    expect(p.latin()).toEqual([]);
  });

  it("an offer made to you, out of turn", () => {
    const p = page((v, s) => v.offers.some((o) => o.receiver === 0 && o.kind === "trade") && politika.awaiting(s as S).includes(0), "offer to seat 0");
    expect(screen.getByText(/примите или отклоните/)).toBeTruthy();
    expect(p.latin()).toEqual([]);
  });

  it("a challenge in progress, and your own challenge built in steps", () => {
    const answer = page((v, s) => v.challenge !== null && v.challenge.challenger !== 0 && politika.awaiting(s as S).includes(0), "challenge against others");
    expect(screen.getByText("Идёт вызов")).toBeTruthy();
    expect(answer.latin()).toEqual([]);
    cleanup();
    const own = page((v, s) => v.phase === "challenges" && v.current === 0 && v.challenge === null && politika.legalMoves(s as S, 0).some((m) => m.kind === "challenge"), "own challenges");
    expect(screen.getByRole("heading", { name: "Вызов" })).toBeTruthy();
    // Through every step: what with, whose token, the dice and the confirm button, all in Russian.
    for (const legend of ["Чем бросить вызов", "Чей жетон"]) {
      const group = screen.queryByRole("group", { name: legend });
      if (group) fireEvent.click(group.querySelector("input")!);
    }
    expect(screen.getByRole("group", { name: "Сколько кубиков купить" })).toBeTruthy();
    expect(screen.getByRole("button", { name: /^Подтвердить вызов с 0 кубик/ })).toBeTruthy();
    expect(own.latin()).toEqual([]);
  });

  it("buying cards, and the end of the game with its result", () => {
    const buy = page((v) => v.phase === "buying" && v.current === 0, "buying");
    expect(screen.getByRole("heading", { name: "Купить любое число карт" })).toBeTruthy();
    expect(buy.latin()).toEqual([]);
    cleanup();
    const over = page((v) => v.phase === "over", "game over");
    expect(over.container.textContent).toMatch(/Россию контролирует|Россию контролируют сообща/);
    expect(over.latin()).toEqual([]);
  });

  it("the rules page lists cards, events and factions in Russian", async () => {
    const { container } = render(<RulesView game="politika" />);
    fireEvent.click(screen.getByRole("tab", { name: "Уточнения и карты" }));
    expect(await screen.findByText("Бесплатный вызов: Москва")).toBeTruthy();
    expect(screen.getByText("Армия без жалованья")).toBeTruthy();
    expect(screen.getByText("Сепаратисты")).toBeTruthy();
    // The rulings (docs/games/politika.md) are English documentation, marked so (lang="en"); the card list is ours.
    const list = container.querySelector(".card-table")!;
    expect(latinWords(list as HTMLElement)).toEqual([]);
  });

  it("the how-to-play guide's worked example: the map and the factions drawn in Russian", async () => {
    const { container } = render(<RulesView game="politika" />);
    expect(await screen.findByRole("heading", { name: "Действия" })).toBeTruthy();
    const example = container.querySelector(".guide .board-frame") as HTMLElement;
    expect(example.textContent).toContain("Аня");
    expect(latinWords(example)).toEqual([]);
  });
});
