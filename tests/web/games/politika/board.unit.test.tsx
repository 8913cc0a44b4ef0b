// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi, beforeAll } from "vitest";
import { politika, REGIONS, type PolitikaView } from "@backroom/engine/politika/index";
import { GameView } from "../../../../web/components/GameView";
import { FACTION_COLOURS, politikaBoard } from "../../../../web/games/politika/board";
import { RulesView } from "../../../../web/components/RulesView";
import { buildFixture, findState } from "../../game-fixture";
import { politikaOracle } from "../../../engine/oracles/politika";
import { expectNothingHiddenInDom } from "../../hidden-dom";
import { preloadGames } from "../../load-games";

afterEach(cleanup);

const names = ["Ann", "Bob", "Cy", "Di"];
type S = Parameters<typeof politika.view>[0];
const viewOf = (s: unknown, seat: number) => politika.view(s as S, seat);

describe("Politika board", () => {
  beforeAll(preloadGames);
  it("draws each player in their faction's colour (\"Separatists (yellow)\" is yellow): map tokens, pawns, players", () => {
    const f = findState({ def: politika, names, viewer: 0 }, (s) => viewOf(s, 0).phase === "movement");
    render(<GameView game={f!.game} entries={f!.entries} onMove={vi.fn()} board={politikaBoard} />);
    const v = f!.game.view as PolitikaView;
    const colourOf = (seat: number) => FACTION_COLOURS[v.seats[seat]!.colour as keyof typeof FACTION_COLOURS];
    expect(v.seats.every((s) => s.colour !== null)).toBe(true);
    const map = screen.getByRole("group", { name: /Map of Russia/ });
    const mos = v.regions.find((r) => r.id === "MOS")!;
    const discs = [...map.querySelector(`g.region[aria-label*=": Moscow,"]`)!.querySelectorAll("circle.token-disc")].map((c) => c.getAttribute("fill"));
    expect(discs).toEqual(mos.tokens.map(colourOf));
    const withRep = v.regions.find((r) => r.representatives.length > 0)!;
    const pawns = [...map.querySelector(`g.region[aria-label*=": ${REGIONS[withRep.id].name},"]`)!.querySelectorAll("text.rep")].map((t) => t.getAttribute("fill"));
    expect(pawns).toEqual(withRep.representatives.map((r) => colourOf(r.seat)));
    const players = screen.getByRole("list", { name: "Players" });
    const badges = [...players.querySelectorAll<HTMLElement>(".seat-badge")].map((b) => b.style.getPropertyValue("--seat"));
    expect(badges).toEqual(v.seats.map((s) => colourOf(s.seat)));
  });

  it("explains the score (tokens plus one per $30,000) and charts it by rounds, with the unit on the axis", () => {
    const f = findState({ def: politika, names, viewer: 0 }, (s) => viewOf(s, 0).round >= 3);
    expect(f).not.toBeNull();
    render(<GameView game={f!.game} entries={f!.entries} onMove={vi.fn()} board={politikaBoard} />);
    expect(screen.getByText(/one per token you hold .* plus one per \$30,000/)).toBeTruthy();
    const chart = screen.getByRole("img", { name: "influence over the game" });
    const ticks = [...chart.querySelectorAll("text.tick")].map((t) => t.textContent);
    expect(ticks).toContain("influence");
    expect(ticks).toContain("round 1");
    expect(ticks).toContain("3");
    expect(ticks.some((t) => t?.startsWith("move "))).toBe(false);
    expect(screen.getByRole("list", { name: "Players" }).querySelector(".player-score")!.getAttribute("title")).toMatch(/plus one per \$30,000/);
  });

  it("the whole map fits by default; Zoom in makes it wider and says to scroll sideways, and back", () => {
    const f = findState({ def: politika, names, viewer: 0 }, (s) => viewOf(s, 0).phase === "movement");
    render(<GameView game={f!.game} entries={f!.entries} onMove={vi.fn()} board={politikaBoard} />);
    const map = screen.getByRole("group", { name: /Map of Russia/ });
    expect(map.classList.contains("zoomed")).toBe(false);
    expect(screen.getByRole("region", { name: "Map, whole" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Zoom in" }));
    expect(map.classList.contains("zoomed")).toBe(true);
    expect(screen.getByText(/scroll sideways to see the east/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Show the whole map" }));
    expect(map.classList.contains("zoomed")).toBe(false);
  });

  it("End movement is a permanent button above the list, chosen and confirmed even after a pick narrowed the list", () => {
    const f = findState({ def: politika, names, viewer: 0 }, (s) => viewOf(s, 0).phase === "movement" && politika.awaiting(s as S).includes(0) && politika.legalMoves(s as S, 0).length > 12);
    expect(f).not.toBeNull();
    const onMove = vi.fn();
    render(<GameView game={f!.game} entries={f!.entries} onMove={onMove} board={politikaBoard} />);
    const finish = screen.getByRole("group", { name: "End or pass" });
    const list = document.querySelector(".move-groups") as HTMLElement;
    expect(within(list).queryByRole("button", { name: "End movement" })).toBeNull();
    const region = f!.game.legalMoves.map((m) => m.move as { kind: string; to?: string }).find((m) => m.kind === "move-representative")!.to!;
    fireEvent.click(within(screen.getByRole("group", { name: /Map of Russia/ })).getByRole("button", { name: new RegExp(`^${region}: ${REGIONS[region as keyof typeof REGIONS].name}`) }));
    fireEvent.click(within(finish).getByRole("button", { name: "End movement" }));
    fireEvent.click(screen.getByRole("button", { name: "Confirm: End movement" }));
    expect(onMove).toHaveBeenCalledWith({ kind: "end-movement" });
  });

  it("draws the 23-region map with tokens, representatives and uprisings, labelled in words", () => {
    const f = findState({ def: politika, names, viewer: 0 }, (s) => viewOf(s, 0).phase === "movement" && viewOf(s, 0).productionCard !== null);
    expect(f).not.toBeNull();
    const { container } = render(<GameView game={f!.game} entries={f!.entries} onMove={vi.fn()} board={politikaBoard} />);
    const v = f!.game.view as PolitikaView;
    const map = screen.getByRole("group", { name: /Map of Russia/ });
    expect(map.querySelectorAll("g.region")).toHaveLength(23);
    expect(map.querySelectorAll(".borders line")).toHaveLength(45);
    const mos = v.regions.find((r) => r.id === "MOS")!;
    const mosNode = map.querySelector(`g.region[aria-label*=": Moscow,"]`)!;
    expect(mosNode.getAttribute("aria-label")).toContain(`tokens: ${mos.tokens.map((s) => names[s]).join(", ")}`);
    expect(map.querySelectorAll("text.rep").length).toBe(v.regions.reduce((n, r) => n + r.representatives.length, 0));
    expect(map.querySelectorAll("g.uprising").length).toBe(Object.values(v.uprisings).filter((u) => u.region).length);
    // Money, cards and the production card in play.
    const factions = screen.getByRole("table", { name: "Factions" });
    for (const s of v.seats) expect(within(factions).getAllByTitle("Money")[s.seat]!.textContent).toContain(`$${s.money.toLocaleString("en-US")}`);
    expect(container.textContent).toContain(`Production ${v.productionCard!.id}`);
  });

  it("your action cards show name and text; others' cards never appear", () => {
    const f = findState({ def: politika, names, viewer: 2 }, (s) => viewOf(s, 2).phase === "trade");
    expect(f).not.toBeNull();
    const { container } = render(<GameView game={f!.game} entries={f!.entries} onMove={vi.fn()} board={politikaBoard} />);
    const v = f!.game.view as PolitikaView;
    const hand = container.querySelector(".hand") as HTMLElement;
    expect(hand.querySelectorAll(".card")).toHaveLength(v.hand!.length);
    for (const c of v.hand!) expect(hand.textContent).toContain(c.name);
    expectNothingHiddenInDom(container, politikaOracle as never, f!, 2);
  });

  it("clicking a region narrows the moves to those naming it; the move sent is a legal one", () => {
    const f = findState({ def: politika, names, viewer: 0 }, (s) => {
      const v = viewOf(s, 0);
      return v.phase === "movement" && v.current === 0 && politika.legalMoves(s as S, 0).some((m) => m.kind === "move-representative");
    });
    expect(f).not.toBeNull();
    const onMove = vi.fn();
    render(<GameView game={f!.game} entries={f!.entries} onMove={onMove} board={politikaBoard} />);
    const target = f!.game.legalMoves.find((m) => (m.move as { kind: string }).kind === "move-representative")!;
    const to = (target.move as { to: keyof typeof REGIONS }).to;
    const map = screen.getByRole("group", { name: /Map of Russia/ });
    const node = within(map).getAllByRole("button").find((b) => b.getAttribute("aria-label")!.startsWith(`${to}: ${REGIONS[to].name}`))!;
    fireEvent.click(node);
    const options = screen.getAllByRole("button").filter((b) => b.classList.contains("move-option"));
    expect(options.length).toBeGreaterThan(0);
    const option = options.find((b) => b.textContent === target.label);
    expect(option, `an option labelled ${target.label}`).toBeDefined();
    fireEvent.click(option!);
    fireEvent.click(screen.getByRole("button", { name: /^Confirm:/ }));
    expect(onMove).toHaveBeenCalledTimes(1);
    expect(onMove.mock.calls[0]![0]).toEqual(target.move);
  });

  it("a challenge response window is an out-of-turn prompt naming the challenger", () => {
    let seat = -1;
    const f = findState({ def: politika, names, viewer: 0 }, (s) => {
      const v = viewOf(s, 0);
      const c = v.challenge;
      const w = c && c.step !== "recolour" ? c.waiting.find((x) => x !== v.current && politika.legalMoves(s as S, x).length > 0) : undefined;
      if (w !== undefined) seat = w;
      return w !== undefined;
    }, { maxMoves: 1500, botSeeds: ["a", "b", "c", "d", "e", "f", "g", "h"] });
    expect(f).not.toBeNull();
    const g = buildFixture({ def: politika, names, viewer: seat, moves: f!.moves });
    render(<GameView game={g.game} entries={g.entries} onMove={vi.fn()} board={politikaBoard} />);
    expect(screen.getByRole("heading", { name: /Decision needed/ })).toBeTruthy();
    const side = seat === (g.game.view as PolitikaView).challenge!.defender ? "defender" : "challenger";
    expect(screen.getByText(new RegExp(`challenges .*: play cards for the ${side} or pass`))).toBeTruthy();
    expect(screen.getByText("Challenge in progress")).toBeTruthy();
  });

  it("a trade offer to you is an out-of-turn prompt saying what is offered, with accept and decline", () => {
    let seat = -1;
    const f = findState({ def: politika, names, viewer: 0 }, (s) => {
      const v = viewOf(s, 0);
      const o = v.offers.find((x) => x.receiver !== v.current && politika.legalMoves(s as S, x.receiver).some((m) => m.kind === "accept-offer"));
      if (o) seat = o.receiver;
      return o !== undefined;
    }, { maxMoves: 1500, botSeeds: ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"] });
    expect(f).not.toBeNull();
    const g = buildFixture({ def: politika, names, viewer: seat, moves: f!.moves });
    render(<GameView game={g.game} entries={g.entries} onMove={vi.fn()} board={politikaBoard} />);
    expect(screen.getByRole("heading", { name: /Decision needed/ })).toBeTruthy();
    expect(screen.getByText(new RegExp(`offers ${names[seat]} .*: accept or decline\\.$`))).toBeTruthy();
    expect(screen.getAllByRole("button", { name: /^Accept/ }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole("button", { name: /^Decline/ }).length).toBeGreaterThan(0);
  });

  it("the rules page lists the action, event and production cards and the factions, searchable", () => {
    render(<RulesView game="politika" />);
    fireEvent.click(screen.getByRole("tab", { name: "Rulings and cards" }));
    expect(screen.getByText(/board and cards: Backroom edition/)).toBeTruthy();
    fireEvent.change(screen.getByRole("searchbox", { name: "Search cards" }), { target: { value: "inflation" } });
    expect(screen.getAllByText(/Inflation/).length).toBeGreaterThan(0);
  });
});
