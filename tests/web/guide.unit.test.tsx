// @vitest-environment jsdom
/**
 * The how-to-play guide of each game (web/games/<game>/guide.tsx, words in strings.ts): the
 * rules page opens on it, with goal, set-up, a turn, each action and a worked example drawn
 * with the game's own board; the rulings and cards are the second tab; a link to a ruling
 * anchor opens that tab.
 */
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { RulesView } from "../../web/components/RulesView";
import { guideStrings as twelve } from "../../web/games/twelve-o-twelve/strings";
import { guideStrings as politika } from "../../web/games/politika/strings";
import { guideStrings as conspiracy } from "../../web/games/conspiracy-theory/strings";
import { preloadGames } from "./load-games";

afterEach(() => {
  cleanup();
  window.location.hash = "";
});
beforeAll(preloadGames);

const cases = [
  { id: "twelve-o-twelve", strings: twelve, drawn: ".card" },
  { id: "politika", strings: politika, drawn: ".politika-map .region" },
  { id: "conspiracy-theory", strings: conspiracy, drawn: ".pyramid" },
] as const;

describe("how-to-play guide", () => {
  it.each(cases)("$id: the rules page opens on the guide, with every part and the game's own board", ({ id, strings, drawn }) => {
    render(<RulesView game={id} />);
    const tab = screen.getByRole("tab", { name: "How to play" });
    expect(tab.getAttribute("aria-selected")).toBe("true");
    const panel = screen.getByRole("tabpanel", { name: "How to play" });
    for (const h of ["Goal", "Set-up", "A turn", "Actions", `Example: ${strings.exampleTitle}`]) expect(within(panel).getByRole("heading", { name: h })).toBeTruthy();
    for (const a of strings.actions) expect(within(panel).getByText(a.name)).toBeTruthy();
    expect(panel.textContent).toContain(strings.goal[0]);
    expect(within(panel).getByText(strings.source).tagName).toBe("CITE");
    // The example is the game's own board, drawn from a real position, and takes no input.
    const example = panel.querySelector(".guide-example")!;
    expect(example.querySelectorAll(drawn).length).toBeGreaterThan(0);
    expect(example.querySelector("[data-pickable]")).toBeNull();
    // The rulings and the cards are one tab away.
    expect(screen.queryByRole("searchbox", { name: "Search cards" })).toBeNull();
    fireEvent.click(screen.getByRole("tab", { name: "Rulings and cards" }));
    expect(screen.getByRole("searchbox", { name: "Search cards" })).toBeTruthy();
    expect(screen.queryByRole("tabpanel", { name: "How to play" })).toBeNull();
  });

  it("a link to a ruling opens the rulings tab", () => {
    window.location.hash = "#TR12";
    render(<RulesView game="twelve-o-twelve" />);
    expect(screen.getByRole("tab", { name: "Rulings and cards" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("heading", { name: "Our rulings" })).toBeTruthy();
  });
});
