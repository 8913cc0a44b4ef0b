// @vitest-environment jsdom
/**
 * The create form on a phone, as far as the DOM shows it (the widths themselves are measured in
 * Chromium, tests/web/create-form.e2e.test.ts): one row per seat holding its name, email and a
 * bot switch labelled beside it; option help in words for every game in both languages, never a
 * ruling id; and every Russian option and choice in the words of the game's Russian rulings.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import * as z from "zod/mini";
import { politika } from "@backroom/engine/politika/index";
import { twelveOTwelve } from "@backroom/engine/twelve-o-twelve/index";
import { conspiracyTheory } from "@backroom/engine/conspiracy-theory/index";
import { CreateGameForm } from "../../web/components/CreateGameForm";
import { rulings } from "../../web/lib/rulings";
import { applyLanguage, loadLanguage, type Language } from "../../web/i18n";
import type { GameInfo } from "../../web/lib/api";
import { seatOptions } from "../../web/lib/games";
import { preloadStrings } from "./load-games";

beforeAll(async () => {
  await preloadStrings();
  await loadLanguage("ru");
});
afterEach(() => {
  cleanup();
  act(() => applyLanguage("en"));
});

const defs = [politika, twelveOTwelve, conspiracyTheory];
const catalog: GameInfo[] = defs.map((def) => ({
  id: def.id, title: def.title, minPlayers: def.minPlayers, maxPlayers: def.maxPlayers,
  options: z.toJSONSchema(def.optionsSchema, { io: "input" }),
}));

function formFor(game: string, lng: Language) {
  act(() => applyLanguage(lng));
  return render(<CreateGameForm catalog={catalog} me={{ email: "ann@example.com" }} initialGame={game} onCreate={vi.fn()} />);
}

describe("a seat is one row", () => {
  it("holds the seat's name, email, a bot switch with its word beside it, and the order buttons", () => {
    formFor("politika", "en");
    const rows = screen.getAllByRole("listitem");
    expect(rows).toHaveLength(3); // Politika's minimum
    rows.forEach((row, i) => {
      const r = within(row);
      expect(r.getByRole("textbox", { name: `Player ${i + 1} name` })).toBeTruthy();
      expect(r.getByRole("textbox", { name: `Player ${i + 1} email` })).toBeTruthy();
      const bot = r.getByRole("switch", { name: `Player ${i + 1} is a bot` }) as HTMLInputElement;
      expect(bot.checked).toBe(false);
      // The switch and its word are one label: tapping the word flips it, and they sit together.
      const label = bot.closest("label")!;
      expect(label.textContent).toBe("Bot");
      expect(r.getAllByRole("button").map((b) => b.getAttribute("aria-label"))).toEqual([`Move player ${i + 1} up`, `Move player ${i + 1} down`, `Remove player ${i + 1}`]);
    });
  });

  it("a bot seat says so where the email was, in its own row only", () => {
    formFor("politika", "en");
    const second = within(screen.getAllByRole("listitem")[1]!);
    fireEvent.click(second.getByText("Bot"));
    expect((second.getByRole("switch") as HTMLInputElement).checked).toBe(true);
    expect(second.queryByRole("textbox", { name: "Player 2 email" })).toBeNull();
    expect(second.getByText("A bot plays this seat")).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Player 3 email" })).toBeTruthy();
    expect((screen.getByRole("switch", { name: "Player 3 is a bot" }) as HTMLInputElement).checked).toBe(false);
  });

  it("in Russian too: the switch is labelled «Бот»", () => {
    formFor("twelve-o-twelve", "ru");
    const bot = screen.getByRole("switch", { name: "Игрок 2 — бот" });
    expect(bot.closest("label")!.textContent).toBe("Бот");
    expect(screen.getByRole("textbox", { name: "Имя игрока 2" })).toBeTruthy();
  });
});

describe("an invitee's language, chosen per seat", () => {
  it("each invitee's row offers one, the host's language by default; the host's own row and a bot's offer none; each seat is sent with its own", async () => {
    act(() => applyLanguage("ru"));
    const onCreate = vi.fn(async () => {});
    render(<CreateGameForm catalog={catalog} me={{ email: "ann@example.com" }} initialGame="twelve-o-twelve" onCreate={onCreate} />);
    fireEvent.click(screen.getByRole("button", { name: "Добавить игрока" }));
    const rows = screen.getAllByRole("listitem");
    expect(within(rows[0]!).queryByRole("combobox", { name: /Язык/ })).toBeNull(); // the host: their own setting
    const second = within(rows[1]!).getByRole("combobox", { name: "Язык писем игроку 2" }) as HTMLSelectElement;
    expect(second.value).toBe("ru");
    expect([...second.options].map((o) => o.textContent)).toEqual(["англ.", "рус."]);
    fireEvent.change(second, { target: { value: "en" } });
    fireEvent.click(within(rows[2]!).getByRole("switch"));
    expect(within(rows[2]!).queryByRole("combobox")).toBeNull();
    fireEvent.click(within(rows[2]!).getByRole("switch"));
    const names = ["Ann", "Bob", "Вера"];
    const emails = ["ann@example.com", "bob@example.com", "vera@example.com"];
    names.forEach((n, i) => fireEvent.change(screen.getByRole("textbox", { name: `Имя игрока ${i + 1}` }), { target: { value: n } }));
    emails.slice(1).forEach((e, i) => fireEvent.change(screen.getByRole("textbox", { name: `Почта игрока ${i + 2}` }), { target: { value: e } }));
    fireEvent.submit(rows[0]!.closest("form")!);
    await vi.waitFor(() => expect(onCreate).toHaveBeenCalled());
    expect((onCreate.mock.calls[0] as unknown as [{ players: unknown }])[0].players).toEqual([
      { name: "Ann", email: "ann@example.com" },
      { name: "Bob", email: "bob@example.com", language: "en" },
      { name: "Вера", email: "vera@example.com", language: "ru" },
    ]);
  });
});

/** Every ruling id of every game, as the rules pages have them (web/lib/rulings, from docs/games). */
const rulingIds = Object.values(rulings).flatMap((list) => list.map((r) => r.id));

describe("option help", () => {
  it.each(defs.flatMap((d) => (["en", "ru"] as const).map((lng) => [d.id, lng] as const)))("%s in %s: every option explained in words, no ruling id", (game, lng) => {
    expect(rulingIds.length).toBeGreaterThan(40);
    const { container } = formFor(game, lng);
    const helps = [...container.querySelectorAll(".option-field .help")].map((h) => h.textContent ?? "");
    expect(helps.length).toBe(container.querySelectorAll(".option-field").length);
    for (const h of helps) expect(h.length).toBeGreaterThan(15);
    const text = container.textContent ?? "";
    expect(rulingIds.filter((id) => new RegExp(`\\b${id}\\b`).test(text))).toEqual([]);
    expect(text).not.toMatch(/\b[CPT]R\d+\b/);
  });
});

/** A Russian word's stem, for finding it declined in the rulings ("раунды" in "раундов"). */
const stem = (word: string) => word.toLowerCase().replace(/ё/g, "е").slice(0, Math.max(4, word.length - 2));

describe("Russian options in the rulings' words", () => {
  it.each(defs.map((d) => d.id))("%s: each option's name and each choice is a term of its Russian rulings (docs/games/<game>.ru.md)", (game) => {
    const doc = readFileSync(resolve(import.meta.dirname, `../../docs/games/${game}.ru.md`), "utf8").toLowerCase().replace(/ё/g, "е");
    const { container } = formFor(game, "ru");
    const words: string[] = [];
    for (const field of container.querySelectorAll(".option-field")) {
      words.push(field.querySelector("label")!.textContent!);
      const select = field.querySelector("select");
      // A seat option lists the players; only its "at random" choice is a game word.
      const seat = seatOptions.has(select?.id.replace(/^opt-/, "") ?? "");
      for (const o of select?.options ?? []) if (!seat || o.value === "") words.push(o.textContent!);
    }
    expect(words.length).toBeGreaterThan(2);
    const missing = words.flatMap((w) => w.split(/[^а-яё]+/i).filter((x) => x.length >= 4).filter((x) => !doc.includes(stem(x))).map((x) => `${x} (in “${w}”)`));
    expect(missing).toEqual([]);
  });
});
