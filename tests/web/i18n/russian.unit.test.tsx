// @vitest-environment jsdom
/**
 * English and Russian: both resources have the same keys and parameters, the browser's
 * language picks the default, and the main screens rendered in Russian keep no English string
 * of ours (each word of the English resources that Russian never uses must be absent).
 */
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as z from "zod/mini";
import { twelveOTwelve } from "@backroom/engine/twelve-o-twelve/index";
import { conspiracyTheory } from "@backroom/engine/conspiracy-theory/index";
import { politika } from "@backroom/engine/politika/index";
import en from "../../../web/i18n/en";
import ru from "../../../web/i18n/ru";
import { applyLanguage, browserLanguage, deviceLanguage, formatDateTime, i18n } from "../../../web/i18n";
import { CreateGameForm } from "../../../web/components/CreateGameForm";
import { Dashboard } from "../../../web/components/Dashboard";
import { GameView } from "../../../web/components/GameView";
import { NavBar } from "../../../web/components/NavBar";
import type { GameInfo, MyGame } from "../../../web/lib/api";
import { highCard } from "../../fixtures/high-card";
import { buildFixture } from "../game-fixture";
import { keyParity } from "../../support/i18n-parity";

type Tree = { readonly [k: string]: string | Tree };
const leaves = (t: Tree): string[] => Object.values(t).flatMap((v) => (typeof v === "string" ? [v] : leaves(v)));
const words = (s: string) => s.replace(/\{\{[^}]*\}\}|<\/?\d+>/g, " ").match(/[A-Za-z][A-Za-z']{3,}/g) ?? [];

/** Words our English strings use that no Russian string does ("Waiting", "Confirm", …). */
function englishOnly(enTree: Tree, ruTree: Tree): Set<string> {
  const inRussian = new Set(leaves(ruTree).flatMap(words).map((w) => w.toLowerCase()));
  return new Set(leaves(enTree).flatMap(words).map((w) => w.toLowerCase()).filter((w) => !inRussian.has(w)));
}

/** Every piece of text a user meets: text nodes and the labels, titles and placeholders. */
function visibleText(root: HTMLElement): string {
  const attrs = [...root.querySelectorAll("*")].flatMap((el) => ["aria-label", "title", "placeholder", "aria-valuetext"].map((a) => el.getAttribute(a) ?? ""));
  return `${root.textContent ?? ""} ${attrs.join(" ")}`;
}

function expectNoEnglish(root: HTMLElement, allowed: readonly string[] = []) {
  const banned = englishOnly(en as unknown as Tree, ru as unknown as Tree);
  const found = words(visibleText(root)).map((w) => w.toLowerCase()).filter((w) => banned.has(w) && !allowed.includes(w));
  expect([...new Set(found)]).toEqual([]);
}

const info = (def: { id: string; title: string; minPlayers: number; maxPlayers: number; optionsSchema: z.ZodMiniType }): GameInfo => ({
  id: def.id, title: def.title, minPlayers: def.minPlayers, maxPlayers: def.maxPlayers,
  options: z.toJSONSchema(def.optionsSchema, { io: "input", unrepresentable: "any" }),
});

beforeEach(() => act(() => applyLanguage("ru")));
afterEach(() => {
  cleanup();
  act(() => applyLanguage("en"));
  localStorage.clear();
});

describe("languages", () => {
  it("Russian has every English key, none empty, with the same interpolation parameters", () => {
    expect(keyParity(en as unknown as Tree, ru as unknown as Tree)).toEqual([]);
  });

  it("defaults from the browser's languages, and a choice on this device wins", () => {
    expect(browserLanguage(["ru-RU", "en-US"])).toBe("ru");
    expect(browserLanguage(["de-DE", "en-GB"])).toBe("en");
    expect(browserLanguage(["fr"])).toBe("en");
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["ru-RU"]);
    expect(deviceLanguage()).toBe("ru");
    localStorage.setItem("backroom-language", "en");
    expect(deviceLanguage()).toBe("en");
    vi.restoreAllMocks();
  });

  it("the switch changes the page and <html lang>, and remembers the choice", () => {
    act(() => applyLanguage("en"));
    render(<NavBar />);
    expect(screen.getByRole("link", { name: "New game" })).toBeTruthy();
    fireEvent.change(screen.getByRole("combobox", { name: "Language" }), { target: { value: "ru" } });
    expect(screen.getByRole("link", { name: "Новая игра" })).toBeTruthy();
    expect(document.documentElement.lang).toBe("ru");
    expect(localStorage.getItem("backroom-language")).toBe("ru");
  });

  it("dates are formatted in the chosen language", () => {
    expect(formatDateTime("2026-12-01T10:00:00Z", "ru")).toMatch(/2026 г\./);
    expect(formatDateTime("2026-12-01T10:00:00Z", "en")).toMatch(/Dec 1, 2026/);
  });
});

describe("main screens in Russian keep no English string of ours", () => {
  it("nav bar", () => {
    const { container } = render(<NavBar />);
    expect(screen.getByRole("link", { name: "Правила" })).toBeTruthy();
    expectNoEnglish(container);
  });

  it("dashboard: sections, marks, counts with Russian plurals", () => {
    const base: MyGame = {
      gameId: "g1", game: "conspiracy-theory", title: "Conspiracy Theory", status: "active", version: 4, seat: 0, waitingForMe: true, deadline: null, bot: false,
      updatedAt: "2026-12-01T10:00:00Z", winners: [], players: [{ seat: 0, name: "Аня", joined: true }, { seat: 1, name: "Борис", joined: false }],
    } as MyGame;
    const games: MyGame[] = [
      base,
      { ...base, gameId: "g2", waitingForMe: false, players: [...base.players, { seat: 2, name: "Вика", joined: false }] } as MyGame,
      { ...base, gameId: "g3", status: "finished", waitingForMe: false, winners: [1] } as MyGame,
    ];
    const { container } = render(<Dashboard games={games} />);
    expect(screen.getByRole("heading", { name: /Ждут вас/ })).toBeTruthy();
    expect(screen.getByText(/2 приглашения ещё не открыты/)).toBeTruthy();
    expect(screen.getByText(/Окончена · победа: Борис/)).toBeTruthy();
    expect(screen.getAllByText("Теория заговора")).toHaveLength(3);
    expectNoEnglish(container);
  });

  it("create form, with each game's options", () => {
    const catalog = [info(twelveOTwelve), info(politika), info(conspiracyTheory)];
    const { container } = render(<CreateGameForm catalog={catalog} me={{ email: "anya@example.com" }} initialGame="conspiracy-theory" onCreate={vi.fn()} />);
    expect(screen.getByRole("button", { name: "Создать игру и разослать приглашения" })).toBeTruthy();
    expect(screen.getByText(/Игроки по порядку мест/)).toBeTruthy();
    expectNoEnglish(container);
  });

  it("the game page (generic parts: status, players, move panel, history, replay)", () => {
    const f = buildFixture({ def: highCard, names: ["Аня", "Борис", "Вика"], viewer: 1, moves: [] });
    const { container } = render(<GameView game={f.game} entries={f.entries} onMove={vi.fn()} onChat={vi.fn()} />);
    expect(screen.getByRole("heading", { name: "История" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Выберите ход" })).toBeTruthy();
    // The fixture engine's own sentences ("Play 7") and view fields (the generic board draws
    // them by name) are not ours to translate here.
    const viewWords = JSON.stringify(f.game.view).replace(/([a-z])([A-Z])/g, "$1 $2");
    const engine = new Set([...f.game.legalMoves.map((m) => m.label), ...f.entries.map((e) => e.text), viewWords].flatMap(words).map((w) => w.toLowerCase()));
    expectNoEnglish(container, [...engine]);
  });

  it("a missing key would be caught: English-only words are detected", () => {
    const div = document.createElement("div");
    div.textContent = `${i18n.t("moves.choose", { lng: "en" })}`;
    expect(() => expectNoEnglish(div)).toThrow();
  });
});
