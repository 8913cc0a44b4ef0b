// @vitest-environment jsdom
/**
 * Politika's free-form moves (web/games/politika/forms.tsx): offers the engine does
 * not list, a challenge built in steps with any number of dice, any number of cards bought. Each test renders the game
 * page on a real engine state (a bot play-out, money topped up where the deal needs it), builds a
 * move in the form, and checks the exact move sent — and that the engine's `apply` accepts it.
 */
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { politika, REGIONS, type PolitikaMove, type PolitikaState, type PolitikaView } from "@backroom/engine/politika/index";
import type { GameResponse } from "@backroom/functions/contract";
import { GameView } from "../../../../web/components/GameView";
import { setSession } from "../../../../web/lib/api";
import { applyLanguage, loadLanguage } from "../../../../web/i18n";
import { politikaBoard } from "../../../../web/games/politika/board";
import { findState, serveGameWithEngine, type Fixture } from "../../game-fixture";
import { flush, openGamePage } from "../../game-page";

// The Russian loads on demand in the app (tests/web/games/registry.unit.test.tsx covers that).
beforeAll(() => loadLanguage("ru"));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setSession(null);
});

const names = ["Ann", "Bob", "Cy", "Di"];
const S = (s: unknown) => s as PolitikaState;

/** The page's answer for `viewer` at a (possibly patched) engine state. */
function gameAt(f: Fixture, state: PolitikaState, viewer: number): GameResponse {
  return {
    ...f.game,
    mySeat: viewer,
    awaiting: [...politika.awaiting(state)],
    view: politika.view(state, viewer),
    legalMoves: politika.legalMoves(state, viewer).map((move) => ({ move, label: politika.moveLabel(state, viewer, move, names) })),
  };
}

function withMoney(state: PolitikaState, seat: number, amount: number): PolitikaState {
  const s = structuredClone(state) as { money: number[] };
  s.money[seat] = amount;
  return s as unknown as PolitikaState;
}

const kinds = (s: PolitikaState, seat: number) => politika.legalMoves(s, seat).map((m) => m.kind);
const tokensOf = (s: PolitikaState, seat: number) => Object.entries(s.regions).filter(([, ts]) => ts.includes(seat)).map(([r]) => r as keyof typeof REGIONS);

function renderAt(game: GameResponse, f: Fixture) {
  const onMove = vi.fn();
  const { rerender } = render(<GameView game={game} entries={f.entries} onMove={onMove} board={politikaBoard} />);
  const builder = () => within(screen.getByRole("region", { name: "Make your own offer" }));
  return { onMove, builder, rerender };
}

/** The current player (Ann) trading, with two cards, and Bob holding a region token. */
function annTrading() {
  const f = findState({ def: politika, names, viewer: 0 }, (x) => {
    const s = S(x);
    return s.phase === "trade" && s.current === 0 && s.hands[0]!.length >= 2 && tokensOf(s, 1).length > 0 && !s.turn.tokenTraded && kinds(s, 0).includes("offer-trade");
  }, { maxMoves: 1500, botSeeds: ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"] });
  expect(f).not.toBeNull();
  return { f: f!, state: withMoney(S(f!.states.at(-1)), 0, 90_000) };
}

describe("Politika offer builder", () => {
  it("money and two cards for a token in a region: exactly that offer-trade is sent, and apply accepts it", () => {
    const { f, state } = annTrading();
    const { onMove, builder, rerender } = renderAt(gameAt(f, state, 0), f);
    const b = builder();
    const hand = (politika.view(state, 0) as PolitikaView).hand!;
    const region = tokensOf(state, 1)[0]!;

    fireEvent.click(b.getByRole("radio", { name: "Bob" }));
    fireEvent.change(b.getByLabelText("Money you give"), { target: { value: "30000" } });
    fireEvent.click(b.getByRole("button", { name: "Money you give: more" })); // $40,000
    // Cards are clicked in the builder (two of one kind have one name: take the unpressed one).
    const cardButton = (name: string) => b.getAllByRole("button", { name }).find((el) => el.getAttribute("aria-pressed") === "false")!;
    fireEvent.click(cardButton(hand[0]!.name));
    fireEvent.click(cardButton(hand[1]!.name));
    fireEvent.change(b.getByLabelText("Their token you ask for"), { target: { value: region } });

    expect(b.getByText(new RegExp(`Ann offers Bob \\$40,000, ${hand[0]!.name}, ${hand[1]!.name} for Bob's token in ${REGIONS[region].name} \\(it becomes Ann's\\)`))).toBeTruthy();
    fireEvent.click(b.getByRole("button", { name: "Confirm offer" }));
    const expected: PolitikaMove = { kind: "offer-trade", to: 1, give: { money: 40_000, cards: [hand[0]!.id, hand[1]!.id], token: null }, get: { money: 0, cards: 0, token: region } };
    expect(onMove).toHaveBeenCalledTimes(1);
    expect(onMove.mock.calls[0]![0]).toEqual(expected);
    // Not one of the engine's sample offers, yet a move the engine accepts.
    expect(politika.legalMoves(state, 0).map((m) => JSON.stringify(m))).not.toContain(JSON.stringify(expected));
    const after = politika.apply(state, 0, expected);
    expect(after.offers.at(-1)).toMatchObject({ kind: "trade", maker: 0, receiver: 1, give: expected.give, get: expected.get });
    // Once the offer is pending, the builder starts afresh.
    rerender(<GameView game={gameAt(f, after, 0)} entries={f.entries} onMove={onMove} board={politikaBoard} />);
    expect((builder().getByLabelText("Money you give") as HTMLInputElement).value).toBe("0");
    expect(screen.getByText(/Ann offers Bob \$40,000/).closest(".offer")).toBeTruthy();
  });

  it("an alliance is its own choice: offer-alliance to the chosen player", () => {
    const { f, state } = annTrading();
    const { onMove, builder } = renderAt(gameAt(f, state, 0), f);
    const b = builder();
    fireEvent.click(b.getByRole("radio", { name: "Propose an alliance" }));
    const to = politika.legalMoves(state, 0).find((m) => m.kind === "offer-alliance")!.to;
    fireEvent.click(b.getByRole("radio", { name: names[to]! }));
    expect(b.getByText(`Ann offers ${names[to]} an alliance`)).toBeTruthy();
    fireEvent.click(b.getByRole("button", { name: "Confirm alliance offer" }));
    expect(onMove.mock.calls[0]![0]).toEqual({ kind: "offer-alliance", to });
  });

  it("refuses what you cannot afford: the problem in words, Confirm disabled, nothing sent", () => {
    const { f, state } = annTrading();
    const { onMove, builder } = renderAt(gameAt(f, state, 0), f);
    const b = builder();
    fireEvent.click(b.getByRole("radio", { name: "Bob" }));
    fireEvent.change(b.getByLabelText("Money you give"), { target: { value: "100000" } });
    expect(b.getByText("You cannot give $100,000: you have only $90,000.")).toBeTruthy();
    const confirm = b.getByRole("button", { name: "Confirm offer" }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.click(confirm);
    // Nothing at all, and both tokens at once, are refused too.
    fireEvent.change(b.getByLabelText("Money you give"), { target: { value: "0" } });
    expect(b.getByText("An offer must give or ask for something.")).toBeTruthy();
    expect(onMove).not.toHaveBeenCalled();
  });

  it("a player whose turn it is not offers to the current player while nobody waits for them", () => {
    let seat = -1;
    const f = findState({ def: politika, names, viewer: 0 }, (x) => {
      const s = S(x);
      if (s.phase !== "trade") return false;
      seat = [1, 2, 3].map((d) => (s.current + d) % 4).find((p) => !politika.awaiting(s).includes(p) && kinds(s, p).includes("offer-trade") && s.money[p]! >= 20_000) ?? -1;
      return seat >= 0;
    }, { maxMoves: 1500, botSeeds: ["a", "b", "c", "d", "e", "f", "g", "h"] });
    expect(f).not.toBeNull();
    const state = S(f!.states.at(-1));
    const current = state.current;
    const { onMove, builder } = renderAt(gameAt(f!, state, seat), f!);
    expect(screen.getByRole("heading", { name: "While you wait" })).toBeTruthy();
    const b = builder();
    // Trades only with the player whose turn it is.
    const parties = within(b.getByRole("group", { name: "Offer to" }));
    expect(parties.getAllByRole("radio")).toHaveLength(1);
    expect(parties.getByRole("radio", { name: names[current]! })).toBeTruthy();
    fireEvent.click(b.getByRole("radio", { name: names[current]! }));
    fireEvent.click(b.getByRole("button", { name: "Money you give: more" }));
    fireEvent.click(b.getByRole("button", { name: "Money you give: more" }));
    fireEvent.click(b.getByRole("button", { name: "Number of their cards: more" }));
    fireEvent.click(b.getByRole("button", { name: "Confirm offer" }));
    const expected: PolitikaMove = { kind: "offer-trade", to: current, give: { money: 20_000, cards: [], token: null }, get: { money: 0, cards: 1, token: null } };
    expect(onMove.mock.calls[0]![0]).toEqual(expected);
    const after = politika.apply(state, seat, expected);
    expect(politika.awaiting(after)).not.toContain(seat);
  });
});

describe("Politika offer builder on the game page with the API", () => {
  it("a built offer goes out like any move; a 422 shows the engine's sentence", async () => {
    const { f, state } = annTrading();
    const game = gameAt(f, state, 0);
    const region = tokensOf(state, 1)[0]!;
    // Someone traded a token first: the server's engine refuses the offer with its sentence.
    const raced = structuredClone(state);
    raced.turn.tokenTraded = true;
    const served = serveGameWithEngine({ def: politika, game, entries: f.entries, serverState: raced, seat: 0, stub: (impl) => vi.stubGlobal("fetch", impl) });
    const posts = served.posts;
    await openGamePage();
    const b = within(screen.getByRole("region", { name: "Make your own offer" }));
    fireEvent.click(b.getByRole("radio", { name: "Bob" }));
    fireEvent.change(b.getByLabelText("Money you give"), { target: { value: "30000" } });
    fireEvent.change(b.getByLabelText("Their token you ask for"), { target: { value: region } });
    fireEvent.click(b.getByRole("button", { name: "Confirm offer" }));
    await flush();
    expect(posts).toEqual([expect.objectContaining({ expectedVersion: game.version, move: { kind: "offer-trade", to: 1, give: { money: 30_000, cards: [], token: null }, get: { money: 0, cards: 0, token: region } } })]);
    expect(served.refusal()).toBe("An influence token has already changed by trade this turn.");
    expect(screen.getByRole("alert").textContent).toContain(`That move was refused: ${served.refusal()}`);
    // The refused deal stays in the builder, to be changed rather than rebuilt.
    expect((within(screen.getByRole("region", { name: "Make your own offer" })).getByLabelText("Money you give") as HTMLInputElement).value).toBe("30000");
  });

  it("in Russian: the engine's refusal reads in Russian through the game's translator", async () => {
    act(() => applyLanguage("ru"));
    try {
      const { f, state } = annTrading();
      const game = gameAt(f, state, 0);
      const region = tokensOf(state, 1)[0]!;
      const raced = structuredClone(state);
      raced.turn.tokenTraded = true;
      const served = serveGameWithEngine({ def: politika, game, entries: f.entries, serverState: raced, seat: 0, stub: (impl) => vi.stubGlobal("fetch", impl) });
      await openGamePage();
      const b = within(screen.getByRole("region", { name: "Своё предложение" }));
      fireEvent.click(b.getByRole("radio", { name: "Bob" }));
      fireEvent.change(b.getByLabelText("Деньги, которые вы отдаёте"), { target: { value: "30000" } });
      fireEvent.change(b.getByLabelText("Их жетон, который вы просите"), { target: { value: region } });
      fireEvent.click(b.getByRole("button", { name: "Подтвердить предложение" }));
      await flush();
      expect(served.posts).toEqual([expect.objectContaining({ move: { kind: "offer-trade", to: 1, give: { money: 30_000, cards: [], token: null }, get: { money: 0, cards: 0, token: region } } })]);
      expect(served.refusal()).toBe("An influence token has already changed by trade this turn.");
      expect(screen.getByRole("alert").textContent).toBe("Ход отклонён: В этот ход жетон влияния уже переходил по торговле. Доска обновлена.");
    } finally {
      act(() => applyLanguage("en"));
    }
  });
});

describe("Politika dice and card counts beyond the listed ones", () => {
  it("a challenge in steps: what with, whose token, then dice with a stepper up to what money buys (7 here, beyond the listed 5)", () => {
    const f = findState({ def: politika, names, viewer: 0 }, (x) => {
      const s = S(x);
      return s.phase === "challenges" && s.current === 0 && s.challenge === null && politika.legalMoves(s, 0).some((m) => m.kind === "challenge" && m.source.kind === "representative");
    }, { maxMoves: 1500, botSeeds: ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"] });
    expect(f).not.toBeNull();
    const state = withMoney(S(f!.states.at(-1)), 0, 140_000);
    const onMove = vi.fn();
    render(<GameView game={gameAt(f!, state, 0)} entries={f!.entries} onMove={onMove} board={politikaBoard} />);
    const form = within(screen.getByRole("region", { name: "Challenge" }));
    const listed = politika.legalMoves(state, 0).find((m) => m.kind === "challenge" && m.source.kind === "representative")! as Extract<PolitikaMove, { kind: "challenge" }>;
    const confirm = () => form.getAllByRole("button").at(-1) as HTMLButtonElement;
    // Steps in turn: nothing to confirm (and nothing wrong) until a source and a target are chosen.
    const sources = form.queryByRole("group", { name: "Challenge with" });
    if (sources) fireEvent.click(within(sources).getByRole("radio", { name: `your representative in ${REGIONS[state.representatives[0]![listed.source.kind === "representative" ? listed.source.representative : 0]!]!.name}` }));
    const where = listed.target.kind === "region" ? `in ${REGIONS[listed.target.region].name}` : `in the ${listed.target.uprising === "labor" ? "Labor" : listed.target.uprising === "student" ? "Student" : "Bourgeois"} uprising`;
    const target = form.queryByRole("group", { name: "Whose token" });
    if (target) {
      expect(form.queryByRole("group", { name: "Dice to buy" })).toBeNull();
      expect(confirm().disabled).toBe(true);
    }
    if (target) fireEvent.click(within(target).getByRole("radio", { name: `${names[listed.defender]}'s token ${where}` }));
    const dice = within(form.getByRole("group", { name: "Dice to buy" }));
    expect(dice.getByText("0 dice, $0")).toBeTruthy();
    for (let i = 0; i < 7; i++) fireEvent.click(dice.getByRole("button", { name: "Dice to buy: more" }));
    expect(dice.getByText("7 dice, $140,000")).toBeTruthy();
    expect((dice.getByRole("button", { name: "Dice to buy: more" }) as HTMLButtonElement).disabled).toBe(true);
    expect(confirm().textContent).toBe("Confirm challenge with 7 dice");
    fireEvent.click(confirm());
    const sent = onMove.mock.calls[0]![0] as PolitikaMove;
    expect(sent).toEqual({ ...listed, dice: 7 });
    expect(politika.apply(state, 0, sent).money[0]).toBe(0);
  });

  it("buys any affordable number of cards", () => {
    const f = findState({ def: politika, names, viewer: 0 }, (x) => S(x).phase === "buying" && S(x).current === 0, { maxMoves: 1500, botSeeds: ["a", "b", "c", "d", "e", "f"] });
    expect(f).not.toBeNull();
    const state = withMoney(S(f!.states.at(-1)), 0, 150_000);
    const onMove = vi.fn();
    render(<GameView game={gameAt(f!, state, 0)} entries={f!.entries} onMove={onMove} board={politikaBoard} />);
    const form = within(screen.getByRole("region", { name: "Buy any number of cards" }));
    fireEvent.change(form.getByLabelText("Action cards to buy"), { target: { value: "7" } });
    fireEvent.click(form.getByRole("button", { name: "Confirm purchase of 7 cards" }));
    expect(onMove.mock.calls[0]![0]).toEqual({ kind: "buy-cards", count: 7 });
    expect(politika.apply(state, 0, { kind: "buy-cards", count: 7 }).hands[0]!.length).toBe(state.hands[0]!.length + 7);
  });
});

describe("the auto-pass setting (engine version 2, PR19)", () => {
  it("shows each seat its setting and changes it with one confirmed move, awaited or not", () => {
    const f = findState({ def: politika, names, viewer: 1 }, (x) => S(x).phase === "movement" && S(x).current !== 1, { maxMoves: 1500, botSeeds: ["a", "b", "c"] });
    expect(f).not.toBeNull();
    const state = S(f!.states.at(-1));
    const game = gameAt(f!, state, 1);
    expect(game.awaiting).not.toContain(1);
    const onMove = vi.fn();
    render(<GameView game={game} entries={f!.entries} onMove={onMove} board={politikaBoard} />);
    // The page's one auto-pass control (tests/web/auto-pass.unit.test.tsx has the rest).
    const words = { manual: "Manual", bystander: "Bystander", always: "Always pass" } as const;
    const control = within(screen.getByRole("group", { name: `Auto-pass: ${words[state.autoPass![1]!]}` }));
    const next = state.autoPass![1] === "always" ? "manual" : "always";
    fireEvent.click(control.getByRole("radio", { name: words[next] }));
    fireEvent.click(screen.getByRole("button", { name: /^Confirm: / }));
    expect(onMove).toHaveBeenCalledWith({ kind: "auto-pass", mode: next });
  });
});
