// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi, beforeAll } from "vitest";
import { ANIMAL_BY_ID, LEADER_BY_ID, twelveOTwelve, type TwelveView } from "@backroom/engine/twelve-o-twelve/index";
import { GameView } from "../../../../web/components/GameView";
import { GROUP_SHOWN } from "../../../../web/components/MovePanel";
import { TRIGGER_MARKS, twelveBoard } from "../../../../web/games/twelve-o-twelve/board";
import { RulesView } from "../../../../web/components/RulesView";
import { buildFixture, findState } from "../../game-fixture";
import { twelveOracle } from "../../../engine/oracles/twelve-o-twelve";
import { expectNothingHiddenInDom } from "../../hidden-dom";
import { preloadGames } from "../../load-games";

afterEach(cleanup);

const names = ["Ann", "Bob", "Cy"];
type S = Parameters<typeof twelveOTwelve.view>[0];
const viewOf = (s: unknown, seat: number) => twelveOTwelve.view(s as S, seat);

describe("12-0-12 board", () => {
  beforeAll(preloadGames);
  it("setup: the viewer's Leader options are pickable cards; choosing one sends that legal move", () => {
    const f = buildFixture({ def: twelveOTwelve, names, viewer: 1, moves: [] });
    const onMove = vi.fn();
    render(<GameView game={f.game} entries={f.entries} onMove={onMove} board={twelveBoard} />);
    const v = f.game.view as TwelveView;
    expect(screen.getByText(/Setup: keep one of your Leaders/)).toBeTruthy();
    const leader = v.yourSetup!.leaderOptions[0]!;
    const board = document.querySelector(".board-frame") as HTMLElement;
    const card = within(board).getAllByRole("button").find((b) => b.textContent?.includes("(Leader)") && b.textContent.toLowerCase().includes(leader));
    expect(card).toBeTruthy();
    fireEvent.click(card!);
    fireEvent.click(screen.getByRole("button", { name: /^Confirm: Keep the/ }));
    expect(onMove).toHaveBeenCalledWith({ kind: "choose-leader", leader });
  });

  it("setup: once a Leader is kept, only that Leader stays under Your setup", () => {
    const start = buildFixture({ def: twelveOTwelve, names, viewer: 1, moves: [] });
    const [kept, other] = (start.game.view as TwelveView).yourSetup!.leaderOptions;
    const f = buildFixture({ def: twelveOTwelve, names, viewer: 1, moves: [{ seat: 1, move: { kind: "choose-leader", leader: kept! } }] });
    render(<GameView game={f.game} entries={f.entries} onMove={vi.fn()} board={twelveBoard} />);
    const setup = screen.getByRole("heading", { name: "Your setup" }).closest("section")!;
    expect(within(setup as HTMLElement).getAllByText(/\(Leader\)/)).toHaveLength(1);
    expect(setup.textContent).toContain(`${LEADER_BY_ID[kept!].name} (Leader)`);
    expect(setup.textContent).not.toContain(`${LEADER_BY_ID[other!].name} (Leader)`);
  });

  it("each card shows when its ability triggers, with a glyph, a word and a tooltip, and whether it is mandatory", () => {
    const f = findState({ def: twelveOTwelve, names, viewer: 0 }, (s) => viewOf(s, 0).phase === "play");
    render(<GameView game={f!.game} entries={f!.entries} onMove={vi.fn()} board={twelveBoard} />);
    const v = f!.game.view as TwelveView;
    const hand = document.querySelector(".hand") as HTMLElement;
    const cards = [...hand.querySelectorAll(".card")];
    expect(cards).toHaveLength(v.hand!.length);
    v.hand!.forEach((c, i) => {
      const a = ANIMAL_BY_ID[c.animal];
      const mark = cards[i]!.querySelector(".trigger-mark");
      if (a.trigger === null) return expect(mark).toBeNull();
      expect(mark!.getAttribute("title")).toContain(TRIGGER_MARKS[a.trigger].help);
      expect(mark!.textContent).toContain(TRIGGER_MARKS[a.trigger].word);
      expect(mark!.getAttribute("title")).toContain(a.mandatory ? "Mandatory." : "Optional");
    });
  });

  it("shows your hand with names, numbers and texts; every table with tokens, reserves, Compromat, VP and symbols; never another hand", () => {
    const f = findState({ def: twelveOTwelve, names, viewer: 0 }, (s) => {
      const v = viewOf(s, 0);
      return v.phase === "play" && v.players.every((p) => p.supporters.length >= 2) && v.players.some((p) => p.supporters.some((x) => x.food + x.influence > 0));
    });
    expect(f).not.toBeNull();
    const { container } = render(<GameView game={f!.game} entries={f!.entries} onMove={vi.fn()} board={twelveBoard} />);
    const v = f!.game.view as TwelveView;
    const hand = container.querySelector(".hand") as HTMLElement;
    expect(hand.querySelectorAll(".card")).toHaveLength(v.hand!.length);
    for (const p of v.players) {
      const area = screen.getByRole("region", { name: `${names[p.seat]}'s table` });
      expect(within(area).getByTitle("VP").textContent).toContain(String(p.vp));
      expect(within(area).getByTitle("Food").textContent).toContain(String(p.food));
      expect(within(area).getByTitle("Compromat").textContent).toContain(String(p.compromat));
      expect(within(area).getByTitle("Free ◐").textContent).toContain(String(p.symbols.free));
      expect(area.querySelectorAll(".card.animal")).toHaveLength(p.supporters.length);
    }
    expect(container.querySelector(".tokens")?.getAttribute("aria-label")).toMatch(/on it: \d+ Food, \d+ Influence/);
    expect(screen.getAllByText(/Appetite/).length).toBeGreaterThan(0);
    // Hidden information: nothing of the others' hands or the deck order.
    expectNothingHiddenInDom(container, twelveOracle as never, f!, 0);
  });

  it("an ability triggered in someone else's turn is a clear out-of-turn prompt", () => {
    let seat = -1;
    const f = findState({ def: twelveOTwelve, names, viewer: 0 }, (s) => {
      const v = viewOf(s, 0);
      const who = v.pendingAbilities.find((a) => a.seat !== v.turn.seat && v.awaiting.includes(a.seat));
      if (v.decision === "ability" && who) seat = who.seat;
      return v.decision === "ability" && who !== undefined;
    }, { maxMoves: 600, botSeeds: ["j", "b", "k", "a", "c", "d", "e", "f", "g", "h", "i", "l"] }); // early hits under engine version 2 first
    expect(f).not.toBeNull();
    const g = buildFixture({ def: twelveOTwelve, names, viewer: seat, moves: f!.moves });
    render(<GameView game={g.game} entries={g.entries} onMove={vi.fn()} board={twelveBoard} />);
    expect(screen.getByRole("heading", { name: /Decision needed/ })).toBeTruthy();
    expect(screen.getByText(/During .*'s turn, an ability of yours triggered/)).toBeTruthy();
    expect(screen.getAllByRole("button", { name: /^(Use|Skip)/ }).length).toBeGreaterThan(0);
  }, 30_000);

  it("a hand card narrows the action moves to those using it", () => {
    const f = findState({ def: twelveOTwelve, names, viewer: 0 }, (s) => {
      const v = viewOf(s, 0);
      return v.phase === "play" && v.decision === "action" && v.turn.seat === 0 && v.awaiting.includes(0);
    });
    expect(f).not.toBeNull();
    render(<GameView game={f!.game} entries={f!.entries} onMove={vi.fn()} board={twelveBoard} />);
    const hand = document.querySelector(".hand") as HTMLElement;
    const cards = within(hand).queryAllByRole("button");
    expect(cards.length).toBeGreaterThan(0);
    fireEvent.click(cards[0]!);
    const id = (f!.game.view as TwelveView).hand!.find((c) => cards[0]!.textContent?.startsWith(ANIMAL_BY_ID[c.animal].name))!.id;
    // Kinds built in steps (Get Food, Attract, abilities) are offered by their forms, not listed.
    const stepped: readonly string[] = twelveBoard.steppedKinds ?? [];
    const expected = f!.game.legalMoves.filter((m) => JSON.stringify(m.move).includes(`"${id}"`) && !stepped.includes((m.move as { kind: string }).kind)).map((m) => m.label);
    // Unfold groups that are still long after the pick, then every move using the card is listed.
    for (const more of screen.queryAllByRole("button", { name: /^Show the \d+ ways/ })) fireEvent.click(more);
    const shown = screen.getAllByRole("button").filter((b) => b.classList.contains("move-option")).map((b) => b.textContent);
    expect(shown.sort()).toEqual(expected.sort());
  });

  it("dozens of Get Food and Attract choices are built in steps by their forms, not listed, and the other actions stay in the list", () => {
    const f = findState({ def: twelveOTwelve, names, viewer: 0 }, (s) => {
      const v = viewOf(s, 0);
      const moves = twelveOTwelve.legalMoves(s as S, 0);
      return v.decision === "action" && v.turn.seat === 0 && moves.filter((m) => m.kind === "get-food").length > GROUP_SHOWN && moves.some((m) => m.kind === "attract");
    });
    expect(f).not.toBeNull();
    render(<GameView game={f!.game} entries={f!.entries} onMove={vi.fn()} board={twelveBoard} />);
    const panel = document.querySelector(".move-panel") as HTMLElement;
    const kind = (m: { move: unknown }) => (m.move as { kind: string }).kind;
    const stepped = f!.game.legalMoves.filter((m) => ["get-food", "attract"].includes(kind(m)));
    for (const m of stepped) expect(within(panel).queryByRole("button", { name: m.label })).toBeNull();
    expect(document.querySelectorAll(".move-steps").length).toBeGreaterThan(0);
    const listed = f!.game.legalMoves.filter((m) => !(twelveBoard.steppedKinds ?? []).includes(kind(m)) && kind(m) !== "end-turn");
    for (const m of listed.slice(0, GROUP_SHOWN)) expect(within(panel).getAllByRole("button", { name: m.label }).length).toBeGreaterThan(0);
  });

  it("the rules page lists every card with its text, searchable, and says the texts are the Backroom edition", () => {
    render(<RulesView game="twelve-o-twelve" />);
    fireEvent.click(screen.getByRole("tab", { name: "Rulings and cards" }));
    expect(screen.getByText(/card texts: Backroom edition/)).toBeTruthy();
    expect(screen.getByText("TR9")).toBeTruthy();
    fireEvent.change(screen.getByRole("searchbox", { name: "Search cards" }), { target: { value: "elephant" } });
    expect(screen.getByText(/1 of \d+ cards/)).toBeTruthy();
    expect(screen.getByText(/feed the Elephant 4 Food/)).toBeTruthy();
  });
});
