// @vitest-environment jsdom
/**
 * Conspiracy Theory in Russian: every move label and history line the engine writes along whole
 * bot games has a Russian pattern (the rulebook's words, card names from `nameRu`), and the
 * game page and rules page show the Russian originals with no English words of ours left —
 * card effects included (the engine's russian-cards.ts).
 */
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { cardOf, cards, conspiracyTheory, type View } from "@backroom/engine/conspiracy-theory/index";
import { randomPlayout } from "@backroom/engine/core/playout";
import { GameView } from "../../../../web/components/GameView";
import { RulesView } from "../../../../web/components/RulesView";
import { knows as knowsConspiracy } from "@backroom/engine/conspiracy-theory/russian";
import { effectRu } from "@backroom/engine/conspiracy-theory/russian-cards";
import { conspiracyBoard, conspiracyPrompt, translateConspiracy } from "../../../../web/games/conspiracy-theory/board";
import { forbidKinds, pickPurposes } from "@backroom/engine/conspiracy-theory/state";
import { strings } from "../../../../web/games/conspiracy-theory/strings";
import en from "../../../../web/i18n/en";
import ru from "../../../../web/i18n/ru";
import { applyLanguage, loadLanguage } from "../../../../web/i18n";
import { findState } from "../../game-fixture";
import { preloadGames } from "../../load-games";
import { keyParity } from "../../../support/i18n-parity";

type Tree = { readonly [k: string]: string | Tree };
type S = Parameters<typeof conspiracyTheory.view>[0];
const names = ["Аня", "Борис", "Вика"];
const leaves = (t: Tree): string[] => Object.values(t).flatMap((v) => (typeof v === "string" ? [v] : leaves(v)));
const words = (s: string) => s.replace(/\{\{[^}]*\}\}|<\/?\d+>/g, " ").match(/[A-Za-z][A-Za-z']{3,}/g) ?? [];
const withEffect = cards.filter((c) => c.effect !== "none");
/** The cards whose English effect text shows anywhere in `text`. */
const englishEffects = (text: string) => withEffect.filter((c) => text.includes(c.effect)).map((c) => c.id);

// The Russian loads on demand in the app (tests/web/games/registry.unit.test.tsx covers that).
beforeAll(() => loadLanguage("ru"));
beforeAll(preloadGames);
beforeEach(() => act(() => applyLanguage("ru")));
afterEach(() => {
  cleanup();
  act(() => applyLanguage("en"));
});

describe("Conspiracy Theory in Russian", () => {
  it("its English and Russian strings have the same keys and parameters", () => {
    expect(keyParity(strings.en as Tree, strings.ru as Tree)).toEqual([]);
  });

  it("every move label and history line of whole bot games reads in Russian", () => {
    const unknown = new Set<string>();
    for (const botSeed of ["ru-1", "ru-2", "ru-3", "ru-4"]) {
      const seats = botSeed === "ru-4" ? 2 : 3;
      const options = conspiracyTheory.optionsSchema.parse({});
      const seed = `ct-ru-${botSeed}`;
      const { moves } = randomPlayout(conspiracyTheory, { seats, options, seed, botSeed, maxMoves: 600 });
      let s = conspiracyTheory.setup({ seats, options, seed }) as S;
      for (const m of moves) {
        for (const seat of conspiracyTheory.awaiting(s)) {
          for (const move of conspiracyTheory.legalMoves(s, seat)) {
            const label = conspiracyTheory.moveLabel(s, seat, move, names);
            if (!knowsConspiracy(label)) unknown.add(label);
          }
        }
        const after = conspiracyTheory.apply(s, m.seat, m.move) as S;
        for (const viewer of [0, 1, "spectator"] as const) {
          const line = conspiracyTheory.describe({ before: s, after, seat: m.seat, move: m.move, viewer, names });
          if (!knowsConspiracy(line)) unknown.add(line);
        }
        s = after;
      }
    }
    expect([...unknown].slice(0, 40)).toEqual([]);
  });

  it("labels use the rulebook's card names", () => {
    expect(translateConspiracy("Place CIA in row 2", "ru")).toBe("Выложить Организацию «ЦРУ» в ряд 2");
    expect(translateConspiracy("Аня places CIA in row 1. Аня ends the turn.", "ru")).toBe("Аня выкладывает Организацию «ЦРУ» в ряд 1. Аня заканчивает ход.");
    expect(translateConspiracy("Place CIA in row 2", "en")).toBe("Place CIA in row 2");
  });

  it("the game page: Russian card names, board and moves, no English words of ours", () => {
    const hasEffect = (c: string) => cardOf(c).effect !== "none";
    const f = findState({ def: conspiracyTheory, names, viewer: 0 }, (st) => {
      const v = conspiracyTheory.view(st as S, 0);
      return v.players.every((p) => p.clearance >= 2) && (v.hand ?? []).some(hasEffect);
    });
    expect(f).not.toBeNull();
    const { container } = render(<GameView game={f!.game} entries={f!.entries} onMove={vi.fn()} onChat={vi.fn()} />);
    const v = f!.game.view as View;
    const inPyramid = v.players[0]!.pyramid.flat()[0]!;
    expect(container.textContent).toContain(cardOf(inPyramid).nameRu);
    expect(screen.getByRole("region", { name: "Заговор игрока Аня" })).toBeTruthy();
    // The hand's cards show their effects in Russian, and no English effect text shows anywhere.
    const inHand = v.hand!.filter(hasEffect);
    expect(inHand.filter((c) => !container.textContent!.includes(effectRu(cardOf(c).id)!))).toEqual([]);
    expect(englishEffects(container.textContent!)).toEqual([]);
    // The fixture's creation line is the fixture's, not the server's; a card's English name may
    // stand beside its Russian one in a tooltip.
    const effects = new Set([...cards.map((c) => c.nameEn), f!.entries[0]!.text].flatMap(words).map((w) => w.toLowerCase()));
    const inRussian = new Set([...leaves(ru as unknown as Tree), ...leaves(strings.ru as Tree)].flatMap(words).map((w) => w.toLowerCase()));
    const banned = new Set([...leaves(en as unknown as Tree), ...leaves(strings.en as Tree)].flatMap(words).map((w) => w.toLowerCase()).filter((w) => !inRussian.has(w) && !effects.has(w)));
    const attrs = [...container.querySelectorAll("*")].flatMap((el) => ["aria-label", "title", "placeholder"].map((a) => el.getAttribute(a) ?? ""));
    const found = words(`${container.textContent} ${attrs.join(" ")}`).map((w) => w.toLowerCase()).filter((w) => banned.has(w));
    expect([...new Set(found)]).toEqual([]);
  });

  it("the board and the prompt say what a card is picked for and what is forbidden in words, in both languages, never by the engine's ids", () => {
    const f = findState({ def: conspiracyTheory, names, viewer: 0 }, (st) => conspiracyTheory.view(st as S, 0).players[1]!.pyramid.flat().length > 0);
    const v = f!.game.view as View;
    const source = v.players[1]!.pyramid.flat()[0]!;
    const ids = new RegExp(`\\b(${[...pickPurposes, ...forbidKinds].join("|")})\\b`);
    for (const lng of ["ru", "en"] as const) {
      act(() => applyLanguage(lng));
      for (const purpose of pickPurposes) {
        const view: View = {
          ...v, pending: { kind: "pick", seat: 0, purpose, from: null, source: null, card: null, repaired: [] },
          players: v.players.map((p, i) => (i === 0 ? { ...p, forbids: forbidKinds.map((kind) => ({ kind, by: 1, until: 99, source })) } : p)),
        };
        const { container, unmount } = render(<conspiracyBoard.Board view={view} names={names} mySeat={0} awaiting={[0]} />);
        const prompt = conspiracyPrompt(view, 0, names, []).text;
        for (const text of [container.textContent!, prompt]) {
          expect([lng, purpose, text.includes(strings[lng].purposes[purpose])]).toEqual([lng, purpose, true]);
          expect(text).not.toMatch(ids);
        }
        for (const kind of forbidKinds) expect(container.textContent).toContain(strings[lng].forbids[kind]);
        unmount();
      }
    }
  });

  it("the rules page lists the cards by their Russian names first", () => {
    render(<RulesView game="conspiracy-theory" />);
    expect(screen.getByRole("heading", { name: "Теория заговора", level: 1 })).toBeTruthy();
    // The card list is on the second tab, named in Russian.
    fireEvent.click(screen.getByRole("tab", { name: "Уточнения и карты" }));
    expect(screen.getByText("ЦРУ (CIA)")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Карты" })).toBeTruthy();
  });

  it("the rules page's card list gives every effect in Russian, none in English", () => {
    const { container } = render(<RulesView game="conspiracy-theory" />);
    fireEvent.click(screen.getByRole("tab", { name: "Уточнения и карты" }));
    const list = screen.getByRole("heading", { name: "Карты" }).parentElement!;
    const text = list.textContent!;
    expect(withEffect.filter((c) => !text.includes(effectRu(c.id)!)).map((c) => c.id)).toEqual([]);
    // The rulings beside the list are ours in English (docs/web.md); the card list is not.
    expect(englishEffects(text)).toEqual([]);
    expect(container.textContent).toContain(effectRu("ACT-22")!);
  });

  it("switching to English brings the English effects back", () => {
    act(() => applyLanguage("en"));
    render(<RulesView game="conspiracy-theory" />);
    fireEvent.click(screen.getByRole("tab", { name: /cards/i }));
    expect(screen.getAllByText(cardOf("ACT-22").effect).length).toBeGreaterThan(0);
    expect(screen.queryByText(effectRu("ACT-22")!)).toBeNull();
  });
});
