// @vitest-environment jsdom
/**
 * 12-0-12's Get Food form (web/games/twelve-o-twelve/forms.tsx): any discard, its
 * yields and a Chameleon's faction. Each test renders the game page on a real engine state (a
 * bot play-out, then the viewer's hand and supporters set to the cards the case needs, every card
 * still in the game once), builds a Get Food in the form, and checks the exact move sent — and
 * that the engine's `apply` accepts it, also when the capped legal list leaves it out.
 */
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { twelveOTwelve, type Move, type State, type TwelveView } from "@backroom/engine/twelve-o-twelve/index";
import type { GameResponse } from "@backroom/functions/contract";
import { setSession } from "../../../../web/lib/api";
import { applyLanguage, loadLanguage } from "../../../../web/i18n";
import { GameView } from "../../../../web/components/GameView";
import { twelveBoard } from "../../../../web/games/twelve-o-twelve/board";
import { getFoodProblems, listedGetFood } from "../../../../web/games/twelve-o-twelve/moves";
import { buildFixture, findState, serveGameWithEngine, type Fixture } from "../../game-fixture";
import { flush, openGamePage } from "../../game-page";

// The Russian loads on demand in the app (tests/web/games/registry.unit.test.tsx covers that).
beforeAll(() => loadLanguage("ru"));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setSession(null);
});

const names = ["Ann", "Bob", "Cy"];
const S = (s: unknown) => s as State;
/** Free 1 (Camel < and Hyena >) and Rulers 1 (Magpie < and Bear >), TR9. */
const FREE = ["camel#1", "hyena#1"];
const RULERS = ["magpie#1", "bear#1"];

/** Ann about to take an action, in a bot play-out. */
function annActing(): Fixture {
  const f = findState({ def: twelveOTwelve, names, viewer: 0 }, (x) => {
    const s = S(x);
    return s.phase === "play" && s.turn.seat === 0 && s.stack.length === 0 && s.turn.actions === 0 && twelveOTwelve.awaiting(s).includes(0);
  });
  expect(f).not.toBeNull();
  return f!;
}

/**
 * The state with Ann holding exactly `hand` and having exactly `supporters` (no tokens): those
 * cards leave wherever they were, and Ann's old cards go to the bottom of the deck.
 */
function arrange(state: State, hand: readonly string[], supporters: readonly string[]): State {
  const s = structuredClone(state) as { -readonly [K in keyof State]: State[K] } & { players: Array<State["players"][number]> };
  const wanted = new Set([...hand, ...supporters]);
  const old = [...s.players[0]!.hand, ...s.players[0]!.supporters.map((x) => x.card)].filter((c) => !wanted.has(c));
  s.deck = s.deck.filter((c) => !wanted.has(c));
  s.discard = s.discard.filter((c) => !wanted.has(c));
  for (const p of s.players) {
    p.hand = p.hand.filter((c) => !wanted.has(c));
    p.supporters = p.supporters.filter((x) => !wanted.has(x.card));
  }
  const p = s.players[0]!;
  p.hand = [...hand];
  p.supporters = supporters.map((card) => ({ card, food: 0, influence: 0, faction: card.startsWith("camel") ? "HERB" : card.startsWith("hyena") || card.startsWith("bear") ? "CARN" : "BIRD" }));
  if (p.leader === "sparrow") p.leader = "rabbit";
  const sym = { free: supporters.some((c) => FREE.includes(c)) ? 1 : 0, rulers: supporters.some((c) => RULERS.includes(c)) ? 1 : 0 };
  p.seenSymbols = sym;
  s.deck.push(...old);
  return s as State;
}

function gameAt(f: Fixture, state: State): GameResponse {
  return {
    ...f.game,
    mySeat: 0,
    awaiting: [...twelveOTwelve.awaiting(state)],
    view: twelveOTwelve.view(state, 0),
    legalMoves: twelveOTwelve.legalMoves(state, 0).map((move) => ({ move, label: twelveOTwelve.moveLabel(state, 0, move, names) })),
  };
}

function renderAt(f: Fixture, state: State) {
  const onMove = vi.fn();
  const game = gameAt(f, state);
  render(<GameView game={game} entries={f.entries} onMove={onMove} board={twelveBoard} />);
  const form = within(screen.getByRole("region", { name: "Get Food: choose your discard" }));
  /** Clicks the first not-yet-chosen card of that name. */
  const click = (name: string) => fireEvent.click(form.getAllByRole("button", { name: new RegExp(`${name} \\(`) }).find((b) => b.getAttribute("aria-pressed") === "false")!);
  const confirm = () => form.getByRole("button", { name: "Confirm Get Food" }) as HTMLButtonElement;
  /** The pairs and singles as the form explains them, and the total. */
  const groups = () => [...document.querySelectorAll(".get-food-form .get-food-group")].map((e) => e.textContent);
  const total = () => document.querySelector(".get-food-form .free-form-preview")?.textContent ?? null;
  return { onMove, form, click, confirm, game, groups, total };
}

describe("12-0-12 Get Food form", () => {
  it("a Herbivore pair for 3 Food: the form explains the pair and adds up the Food as cards are tapped, and the listed move (the engine's label) is sent", () => {
    const f = annActing();
    const state = arrange(S(f.states.at(-1)), ["mouse#1", "deer#1", "monitor#1", "parrot#1"], []);
    const { onMove, form, click, confirm, game, groups, total } = renderAt(f, state);
    // Nothing is wrong before anything is touched: a hint, no problem, Confirm waiting.
    expect(form.getByText(/^Tap the cards you want to discard/)).toBeTruthy();
    expect(form.queryAllByRole("listitem")).toEqual([]);
    expect(confirm().disabled).toBe(true);
    click("Mouse");
    expect(groups()).toEqual(["Mouse alone: 1 Food"]);
    expect(total()).toBe("In all: 1 Food");
    click("Deer");
    expect(groups()).toEqual(["Mouse and Deer, a pair of Herbivorous Mammals: 3 Food"]);
    expect(total()).toBe("In all: 3 Food");
    // Without Free or Rulers there is nothing to choose for the pair: it is said, not asked.
    expect(form.queryAllByRole("radio")).toEqual([]);
    fireEvent.click(confirm());
    const expected: Move = { kind: "get-food", groups: [{ cards: ["mouse#1", "deer#1"] }] };
    expect(onMove).toHaveBeenCalledTimes(1);
    expect(onMove.mock.calls[0]![0]).toEqual(expected);
    expect(game.legalMoves.find((m) => JSON.stringify(m.move) === JSON.stringify(expected))?.label).toBe("Get Food: discard Mouse + Deer (3 Food)");
    const after = twelveOTwelve.apply(state, 0, expected);
    expect(after.players[0]!.food).toBe(state.players[0]!.food + 3);
    expect(after.players[0]!.hand).toEqual(["monitor#1", "parrot#1"]);
  });

  it("with Free, a pair taken as cards: 1 Food and 2 cards", () => {
    const f = annActing();
    const state = arrange(S(f.states.at(-1)), ["mouse#1", "deer#1", "parrot#1"], FREE);
    expect(twelveOTwelve.view(state, 0).players[0]!.symbols).toEqual({ free: 1, rulers: 0 });
    const { onMove, form, click, confirm, total } = renderAt(f, state);
    click("Mouse");
    click("Deer");
    const pair = within(form.getByRole("radiogroup", { name: "Mouse and Deer, a pair of Herbivorous Mammals" }));
    expect(pair.getAllByRole("radio").map((r) => r.closest("label")!.textContent)).toEqual(["✔ 3 Food", "2 Food + 1 card", "1 Food + 2 cards"]);
    fireEvent.click(pair.getByRole("radio", { name: "1 Food + 2 cards" }));
    expect(total()).toBe("In all: 1 Food and 2 cards");
    fireEvent.click(confirm());
    const expected: Move = { kind: "get-food", groups: [{ cards: ["mouse#1", "deer#1"], draw: 2 }] };
    expect(onMove.mock.calls[0]![0]).toEqual(expected);
    const after = twelveOTwelve.apply(state, 0, expected);
    expect(after.players[0]!.food).toBe(state.players[0]!.food + 1);
    expect(after.players[0]!.hand).toHaveLength(3); // Parrot and two cards drawn
  });

  it("a big hand with Free and Rulers: a discard the capped list leaves out is built, sent, and accepted by apply", () => {
    const f = annActing();
    const hand = ["mouse#1", "boar#1", "deer#1", "gecko#1", "iguana#1", "pigeon#1", "parrot#1", "jackal#1", "fox#1"];
    const state = arrange(S(f.states.at(-1)), hand, [...FREE, ...RULERS]);
    expect(twelveOTwelve.view(state, 0).players[0]!.symbols).toEqual({ free: 1, rulers: 1 });
    const { onMove, form, click, confirm, game, total } = renderAt(f, state);
    const listed = game.legalMoves.filter((m) => (m.move as Move).kind === "get-food");
    expect(listed.length).toBeLessThan(1100); // the cut (GET_FOOD_LIMIT) applied
    // Mouse + Boar as 1 Influence, Gecko + Iguana as 1 Food + 2 cards, Pigeon + Parrot as 3 Food, Jackal for a card.
    for (const n of ["Mouse", "Boar", "Gecko", "Iguana", "Pigeon", "Parrot", "Jackal"]) click(n);
    fireEvent.click(within(form.getByRole("radiogroup", { name: /^Mouse and Boar/ })).getByRole("radio", { name: "1 Influence" }));
    fireEvent.click(within(form.getByRole("radiogroup", { name: /^Gecko and Iguana/ })).getByRole("radio", { name: "1 Food + 2 cards" }));
    fireEvent.click(within(form.getByRole("radiogroup", { name: "Jackal alone" })).getByRole("radio", { name: "1 card" }));
    expect(total()).toBe("In all: 4 Food and 1 Influence and 3 cards");
    expect(form.getByText(/Not among the listed moves/)).toBeTruthy();
    fireEvent.click(confirm());
    const expected: Move = {
      kind: "get-food",
      groups: [
        { cards: ["mouse#1", "boar#1"], influence: true },
        { cards: ["gecko#1", "iguana#1"], draw: 2 },
        { cards: ["pigeon#1", "parrot#1"] },
        { cards: ["jackal#1"], draw: 1 },
      ],
    };
    expect(onMove.mock.calls[0]![0]).toEqual(expected);
    expect(listedGetFood(expected as never, game.legalMoves)).toBeNull();
    const after = twelveOTwelve.apply(state, 0, expected);
    expect(after.players[0]!.food).toBe(state.players[0]!.food + 4);
    expect(after.players[0]!.influence).toBe(state.players[0]!.influence + 1);
    expect(after.players[0]!.hand).toHaveLength(2 + 3); // Deer, Fox and three cards drawn
  });

  it("a Chameleon counts under the faction its holder names: paired with the Boar, or with the Parrot", () => {
    const f = annActing();
    const state = arrange(S(f.states.at(-1)), ["boar#1", "chameleon#1", "parrot#1"], []);
    const { onMove, form, click, confirm, game, groups, total } = renderAt(f, state);
    click("Boar");
    click("Chameleon");
    expect(groups()).toEqual(["Boar and Chameleon, a pair of Herbivorous Mammals: 3 Food"]);
    click("Parrot");
    fireEvent.change(form.getByLabelText("Chameleon's faction"), { target: { value: "BIRD" } });
    expect(groups()).toEqual(["Boar alone: 1 Food", "Parrot and Chameleon, a pair of Birds: 3 Food"]);
    expect(total()).toBe("In all: 4 Food");
    fireEvent.click(confirm());
    // Built: Boar single, Parrot + Chameleon as Birds. The engine lists this outcome grouped its own
    // way (Chameleon + Boar, Parrot single): that listed move is sent, with the engine's label.
    const built: Move = { kind: "get-food", groups: [{ cards: ["boar#1"] }, { cards: ["parrot#1", "chameleon#1"] }] };
    const listed = listedGetFood(built as never, game.legalMoves)!;
    expect(listed.label).toBe("Get Food: discard Chameleon + Boar, Parrot (4 Food)");
    expect(onMove.mock.calls[0]![0]).toEqual(listed.move);
    for (const m of [built, listed.move as Move]) expect(twelveOTwelve.apply(state, 0, m).players[0]!.food).toBe(state.players[0]!.food + 4);
  });

  it("refuses what the rules do not allow, in a sentence, with Confirm disabled", () => {
    const f = annActing();
    const state = arrange(S(f.states.at(-1)), ["mouse#1", "deer#1", "parrot#1"], RULERS);
    const { onMove, form, click, confirm, total } = renderAt(f, state);
    expect(confirm().disabled).toBe(true);
    expect(form.queryByText("Choose the cards to discard: click them in this form.")).toBeNull();
    click("Mouse");
    click("Deer");
    fireEvent.click(within(form.getByRole("radiogroup", { name: /^Mouse and Deer/ })).getByRole("radio", { name: "1 Influence" }));
    expect(total()).toBe("In all: 1 Influence");
    expect(confirm().disabled).toBe(false);
    // Without the Deer the Mouse is a single card: 1 Influence needs a pair.
    fireEvent.click(form.getByRole("button", { name: /Deer \(/ }));
    expect(form.getByText("Mouse alone cannot give Influence: only a pair of one faction can (Rulers).")).toBeTruthy();
    expect(confirm().disabled).toBe(true);
    fireEvent.click(confirm());
    expect(onMove).not.toHaveBeenCalled();
  });

  it("the checks agree with the engine: two singles of one faction, a pair of two factions, Free without the symbol", () => {
    const f = annActing();
    const state = arrange(S(f.states.at(-1)), ["mouse#1", "deer#1", "parrot#1"], []);
    const hand = state.players[0]!.hand;
    const sym = { free: 0, rulers: 0 };
    const cases: Array<[Move, string]> = [
      [{ kind: "get-food", groups: [{ cards: ["mouse#1"] }, { cards: ["deer#1"] }] }, "Mouse and Deer are both Herbivorous Mammals: discarded together they count as a pair."],
      [{ kind: "get-food", groups: [{ cards: ["mouse#1", "parrot#1"] }] }, "Mouse + Parrot are not of one faction, so they are not a pair."],
      [{ kind: "get-food", groups: [{ cards: ["parrot#1"], draw: 1 }] }, "Parrot: taking cards instead of Food needs a Free symbol."],
    ];
    for (const [move, sentence] of cases) {
      expect(getFoodProblems(move, hand, sym)).toEqual([sentence]);
      expect(() => twelveOTwelve.apply(state, 0, move)).toThrow();
    }
    expect(getFoodProblems({ kind: "get-food", groups: [{ cards: ["mouse#1", "deer#1"] }, { cards: ["parrot#1"] }] }, hand, sym)).toEqual([]);
  });

  it("discarding nothing is the pass: offered last, and only while no card is chosen", () => {
    const f = annActing();
    const state = arrange(S(f.states.at(-1)), ["mouse#1", "deer#1"], []);
    const { onMove, form, click } = renderAt(f, state);
    const buttons = () => form.getAllByRole("button").map((b) => b.textContent);
    expect(buttons().at(-1)).toBe("Get Food discarding nothing (a pass)");
    click("Mouse");
    expect(form.queryByRole("button", { name: "Get Food discarding nothing (a pass)" })).toBeNull();
    fireEvent.click(form.getByRole("button", { name: /Mouse \(/ }));
    fireEvent.click(form.getByRole("button", { name: "Get Food discarding nothing (a pass)" }));
    expect(onMove.mock.calls[0]![0]).toEqual({ kind: "get-food", groups: [] });
    expect(twelveOTwelve.apply(state, 0, { kind: "get-food", groups: [] }).players[0]!.hand).toEqual(["mouse#1", "deer#1"]);
  });

  it("is not shown when no Get Food is listed (someone else's turn)", () => {
    const f = findState({ def: twelveOTwelve, names, viewer: 0 }, (x) => {
      const s = S(x);
      return s.phase === "play" && s.turn.seat !== 0;
    });
    render(<GameView game={f!.game} entries={f!.entries} onMove={vi.fn()} board={twelveBoard} />);
    expect(screen.queryByRole("region", { name: "Get Food: choose your discard" })).toBeNull();
    expect((f!.game.view as TwelveView).hand).not.toBeNull();
  });
});

describe("12-0-12 Get Food form on the game page with the API", () => {
  it("a built Get Food goes out like any move; a 422 shows the engine's sentence and the choice stays", async () => {
    const f = annActing();
    const state = arrange(S(f.states.at(-1)), ["mouse#1", "deer#1", "parrot#1"], FREE);
    const game = gameAt(f, state);
    // Meanwhile Ann lost her Free symbol: the server's engine refuses cards instead of Food.
    const raced = structuredClone(state);
    raced.players[0]!.supporters = [];
    const served = serveGameWithEngine({ def: twelveOTwelve, game, entries: f.entries, serverState: raced, seat: 0, stub: (impl) => vi.stubGlobal("fetch", impl) });
    const posts = served.posts;
    await openGamePage();
    const form = within(screen.getByRole("region", { name: "Get Food: choose your discard" }));
    fireEvent.click(form.getByRole("button", { name: /Mouse \(/ }));
    fireEvent.click(within(form.getByRole("radiogroup", { name: "Mouse alone" })).getByRole("radio", { name: "1 card" }));
    fireEvent.click(form.getByRole("button", { name: "Confirm Get Food" }));
    await flush();
    expect(posts).toEqual([expect.objectContaining({ expectedVersion: game.version, move: { kind: "get-food", groups: [{ cards: ["mouse#1"], draw: 1 }] } })]);
    expect(served.refusal()).toBe("Taking cards instead of Food needs a Free symbol.");
    expect(screen.getByRole("alert").textContent).toContain(`That move was refused: ${served.refusal()}`);
    expect(within(screen.getByRole("region", { name: "Get Food: choose your discard" })).getByText("In all: 1 card")).toBeTruthy();
  });

  it("in Russian: the form, and the engine's refusal in Russian through the game's translator", async () => {
    act(() => applyLanguage("ru"));
    try {
      const f = annActing();
      const state = arrange(S(f.states.at(-1)), ["mouse#1", "deer#1", "parrot#1"], FREE);
      const game = gameAt(f, state);
      const raced = structuredClone(state);
      raced.players[0]!.supporters = [];
      const served = serveGameWithEngine({ def: twelveOTwelve, game, entries: f.entries, serverState: raced, seat: 0, stub: (impl) => vi.stubGlobal("fetch", impl) });
      await openGamePage();
      const form = within(screen.getByRole("region", { name: "Добыть еду: выберите сброс" }));
      fireEvent.click(form.getByRole("button", { name: /Мышь \(/ }));
      fireEvent.click(within(form.getByRole("radiogroup", { name: "Мышь без пары" })).getByRole("radio", { name: "1 карта" }));
      fireEvent.click(form.getByRole("button", { name: "Подтвердить: добыть еду" }));
      await flush();
      expect(served.posts).toEqual([expect.objectContaining({ move: { kind: "get-food", groups: [{ cards: ["mouse#1"], draw: 1 }] } })]);
      expect(served.refusal()).toBe("Taking cards instead of Food needs a Free symbol.");
      expect(screen.getByRole("alert").textContent).toBe("Ход отклонён: Чтобы брать карты вместо Еды, нужен символ «Свободные». Доска обновлена.");
    } finally {
      act(() => applyLanguage("en"));
    }
  });
});

describe("12-0-12 setup discard in steps (TR3)", () => {
  /** Ann choosing her setup discard, with several cards to discard. */
  function annDiscarding() {
    for (const seed of ["s1", "s2", "s3", "s4", "s5", "s6"]) {
      const f = buildFixture({ def: twelveOTwelve, names: ["Ann", "Bob", "Cy", "Di"], viewer: 0, seed });
      const s = S(f.states.at(-1));
      if (twelveOTwelve.legalMoves(s, 0).filter((m) => m.kind === "setup-discard").length > 8) return { f, s };
    }
    throw new Error("no seat 0 with a setup discard of many choices");
  }

  it("picks as many cards as due among the hand, only those that still lead to a legal discard, and sends that listed discard", () => {
    const { f, s } = annDiscarding();
    const onMove = vi.fn();
    render(<GameView game={f.game} entries={f.entries} onMove={onMove} board={twelveBoard} />);
    const due = s.players[0]!.setupDiscardDue;
    const form = within(screen.getByRole("region", { name: `Set-up: discard ${due} cards` }));
    const cards = () => within(form.getByRole("group", { name: /^Cards to discard/ })).getAllByRole("button") as HTMLButtonElement[];
    expect(cards()).toHaveLength(s.players[0]!.hand.length);
    expect(form.getByText(`· pick ${due} more`)).toBeTruthy();
    const confirm = () => form.getAllByRole("button").at(-1) as HTMLButtonElement;
    expect(confirm().disabled).toBe(true);
    for (let i = 0; i < due; i++) fireEvent.click(cards().find((b) => !b.disabled && b.getAttribute("aria-pressed") === "false")!);
    // Once as many as due are picked, no other card can be added.
    expect(cards().filter((b) => b.getAttribute("aria-pressed") === "false").every((b) => b.disabled)).toBe(true);
    expect(confirm().disabled).toBe(false);
    expect(confirm().textContent).toMatch(/^Discard /);
    fireEvent.click(confirm());
    const sent = onMove.mock.calls[0]![0] as Move;
    expect(twelveOTwelve.legalMoves(s, 0)).toContainEqual(sent);
    // Chosen now, revealed when everyone has chosen.
    expect(twelveOTwelve.view(twelveOTwelve.apply(s, 0, sent), 0).yourSetup?.discard).toEqual((sent as { cards: string[] }).cards);
  });
});

describe("12-0-12 Attract in steps (TR6)", () => {
  it("an Owl paid partly from a supporter's tokens: the card, then Food from the Camel with +, the rest from the reserve; that listed move is sent", () => {
    const f = annActing();
    const arranged = arrange(S(f.states.at(-1)), ["owl#1"], ["camel#1"]);
    const state = structuredClone(arranged) as typeof arranged & { players: Array<{ food: number; influence: number; supporters: Array<{ food: number }> }> };
    state.players[0]!.food = 3;
    state.players[0]!.influence = 0;
    state.players[0]!.supporters[0]!.food = 2;
    const onMove = vi.fn();
    render(<GameView game={gameAt(f, state as State)} entries={f.entries} onMove={onMove} board={twelveBoard} />);
    const form = within(screen.getByRole("region", { name: "Attract: the card, then how to pay" }));
    // One card to attract: said, not asked; no Chameleon, no meal: not shown at all.
    expect(form.getByText("Owl (appetite 3)")).toBeTruthy();
    expect(form.queryByText("Chameleon's faction")).toBeNull();
    expect(form.queryByText("Feed it first")).toBeNull();
    const camel = within(form.getByRole("group", { name: "Food from Camel" }));
    expect(camel.getByText("0 Food")).toBeTruthy();
    const confirm = () => form.getAllByRole("button").at(-1) as HTMLButtonElement;
    expect(form.getByText("Attract Owl (pay 3 Food)")).toBeTruthy();
    fireEvent.click(camel.getByRole("button", { name: "Food from Camel: more" }));
    fireEvent.click(camel.getByRole("button", { name: "Food from Camel: more" }));
    expect((camel.getByRole("button", { name: "Food from Camel: more" }) as HTMLButtonElement).disabled).toBe(true);
    expect(form.getByText("Attract Owl (pay 1 Food + 2 Food from Camel)")).toBeTruthy();
    expect(confirm().textContent).toBe("Attract Owl");
    fireEvent.click(confirm());
    const sent = onMove.mock.calls[0]![0] as Move;
    expect(twelveOTwelve.legalMoves(state as State, 0)).toContainEqual(sent);
    const after = twelveOTwelve.apply(state as State, 0, sent);
    expect(after.players[0]!.food).toBe(2);
    expect(after.players[0]!.supporters.map((x) => x.card)).toContain("owl#1");
  });
});

describe("12-0-12 abilities in steps (TR11)", () => {
  it("asks one thing at a time, the ability first, and sends the listed use the answers name", () => {
    const f = findState({ def: twelveOTwelve, names, viewer: 0 }, (x) => twelveOTwelve.legalMoves(S(x), 0).filter((m) => m.kind === "use-ability").length > 2);
    expect(f).not.toBeNull();
    const state = S(f!.states.at(-1));
    const onMove = vi.fn();
    render(<GameView game={f!.game} entries={f!.entries} onMove={onMove} board={twelveBoard} />);
    const form = within(screen.getByRole("region", { name: "Use an ability" }));
    const confirm = () => form.getAllByRole("button").at(-1) as HTMLButtonElement;
    // Answer each question with its first choice until the use is whole.
    for (let i = 0; i < 12 && confirm().disabled; i++) {
      const open = form.getAllByRole("group").find((g) => within(g).queryAllByRole("radio").length > 0 && within(g).queryAllByRole("radio").every((r) => !(r as HTMLInputElement).checked));
      if (!open) break;
      fireEvent.click(within(open).getAllByRole("radio")[0]!);
    }
    expect(confirm().disabled).toBe(false);
    expect(confirm().textContent).toMatch(/^Use /);
    fireEvent.click(confirm());
    const sent = onMove.mock.calls[0]![0] as Move;
    expect(twelveOTwelve.legalMoves(state, 0)).toContainEqual(sent);
    expect(() => twelveOTwelve.apply(state, 0, sent)).not.toThrow();
  });
});
