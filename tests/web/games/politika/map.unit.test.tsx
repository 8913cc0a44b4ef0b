// @vitest-environment jsdom
/**
 * Politika's map on a phone: every region's full name (on the map, and under it on a tap, since
 * the whole map is too small to read there), and every seat's glyph visible on every background —
 * the Church's white included (a contrasting outline, dark ink on a light disc).
 */
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { politika, REGIONS, type PolitikaView } from "@backroom/engine/politika/index";
import { GameView } from "../../../../web/components/GameView";
import { FACTION_COLOURS, politikaBoard } from "../../../../web/games/politika/board";
import { isLightColour } from "../../../../web/lib/seats";
import { findState } from "../../game-fixture";
import { preloadGames } from "../../load-games";

beforeAll(preloadGames);
afterEach(cleanup);

// Eight players hold all eight factions, so the white Church always plays.
const names = ["Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"];
type S = Parameters<typeof politika.view>[0];
const viewOf = (s: unknown) => politika.view(s as S, 0);

/** A movement phase in which the white Church holds a token on the map. */
function churchOnTheMap() {
  const f = findState({ def: politika, names, viewer: 0 }, (s) => {
    const v = viewOf(s);
    const church = v.seats.find((x) => x.faction === "church");
    return v.phase === "movement" && !!church && v.regions.some((r) => r.tokens.includes(church.seat));
  });
  expect(f).not.toBeNull();
  const v = f!.game.view as PolitikaView;
  return { f: f!, v, church: v.seats.find((x) => x.faction === "church")!.seat };
}

describe("Politika's map", () => {
  it("draws each region's full name, and names the region tapped, with what stands there, under the map", () => {
    const { f, v } = churchOnTheMap();
    render(<GameView game={{ ...f.game, awaiting: [], legalMoves: [] }} entries={f.entries} onMove={vi.fn()} board={politikaBoard} />);
    const map = screen.getByRole("group", { name: /Map of Russia/ });
    expect([...map.querySelectorAll("g.region .region-name")].map((t) => t.textContent).sort()).toEqual(Object.values(REGIONS).map((r) => r.name).sort());
    // Not the viewer's turn: regions are not buttons, yet a tap still names them.
    const tat = map.querySelector(`g.region[aria-label*=": Tatarstan,"]`)!;
    expect(tat.getAttribute("role")).toBe("group");
    fireEvent.click(tat);
    const info = document.querySelector(".region-info")!;
    const region = v.regions.find((r) => r.id === "TAT")!;
    expect(info.textContent).toContain(`tokens: ${region.tokens.map((s) => names[s]).join(", ") || "none"}`);
    expect(info.textContent).toMatch(/^Tatarstan, separatist, 3 dots; tokens: /);
    fireEvent.click(map.querySelector(`g.region[aria-label*=": Moscow,"]`)!);
    expect(info.textContent).toMatch(/^Moscow, 5 dots; tokens: /);
  });

  it("keeps the white Church's glyph visible: dark ink on its light disc, a dark outline on chips, pawns and uprisings", () => {
    const { f, v, church } = churchOnTheMap();
    const white = FACTION_COLOURS.white;
    expect(isLightColour(white)).toBe(true);
    render(<GameView game={f.game} entries={f.entries} onMove={vi.fn()} board={politikaBoard} />);
    const map = screen.getByRole("group", { name: /Map of Russia/ });
    const region = v.regions.find((r) => r.tokens.includes(church))!;
    const node = map.querySelector(`g.region[aria-label*=": ${REGIONS[region.id].name},"]`)!;
    const i = region.tokens.indexOf(church);
    const disc = node.querySelectorAll("circle.token-disc")[i]!;
    const glyph = node.querySelectorAll("text.token-glyph")[i]!;
    expect(disc.getAttribute("fill")).toBe(white);
    expect(isLightColour(disc.getAttribute("stroke")!)).toBe(false);
    expect(isLightColour(glyph.getAttribute("fill")!)).toBe(false);
    // Every mark drawn in a seat's colour carries an outline of the opposite shade.
    for (const mark of map.querySelectorAll("text.rep, text.uprising-token")) {
      expect(isLightColour(mark.getAttribute("stroke")!)).toBe(!isLightColour(mark.getAttribute("fill")!));
    }
    const chip = within(screen.getByRole("list", { name: "Players" })).getAllByRole("listitem")[church]!.querySelector<HTMLElement>(".seat-badge")!;
    expect(chip.style.getPropertyValue("--seat")).toBe(white);
    expect(isLightColour(chip.style.getPropertyValue("--seat-outline"))).toBe(false);
    // A dark seat's outline is light (it shows on dark backgrounds), so no seat relies on the page's shade.
    const dark = v.seats.find((s) => s.colour && !isLightColour(FACTION_COLOURS[s.colour as keyof typeof FACTION_COLOURS]))!;
    const darkChip = within(screen.getByRole("list", { name: "Players" })).getAllByRole("listitem")[dark.seat]!.querySelector<HTMLElement>(".seat-badge")!;
    expect(isLightColour(darkChip.style.getPropertyValue("--seat-outline"))).toBe(true);
  });
});
