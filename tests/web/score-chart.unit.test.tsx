// @vitest-environment jsdom
/**
 * The score chart's axis says "round" in each game's own word: in Russian «круг» where the
 * rulebook counts in круги (Conspiracy Theory; 12-0-12's turns round the table), «раунд» in
 * Politika, never a word the game's glossary bans; in English "round".
 */
import { act, cleanup, render } from "@testing-library/react";
import { afterEach, beforeAll, expect, it } from "vitest";
import { ScoreChart } from "../../web/components/ScoreChart";
import { applyLanguage, loadLanguage } from "../../web/i18n";
import { glossary as ctGlossary } from "@backroom/engine/conspiracy-theory/glossary";
import { glossary as politikaGlossary } from "@backroom/engine/politika/glossary";
import { glossary as twelveGlossary } from "@backroom/engine/twelve-o-twelve/glossary";
import { bannedWords } from "../engine/russian-texts";
import { preloadStrings } from "./load-games";

beforeAll(() => loadLanguage("ru"));
beforeAll(preloadStrings);
afterEach(() => {
  cleanup();
  act(() => applyLanguage("en"));
});

const points = [{ seq: 1, scores: [0, 0], round: 1 }, { seq: 5, scores: [1, 2], round: 2 }];
/** The axis's first tick as the chart draws it for `game` in `lng`. */
function firstTick(game: string | undefined, lng: "en" | "ru"): string {
  act(() => applyLanguage(lng));
  const { container, unmount } = render(<ScoreChart points={points} names={["Аня", "Борис"]} label="очки" {...(game ? { game } : {})} />);
  const tick = [...container.querySelectorAll("text.tick")].map((t) => t.textContent!).find((t) => /\d/.test(t) && /\D/.test(t))!;
  unmount();
  return tick;
}

it.each([
  ["conspiracy-theory", ctGlossary, "круг 1"],
  ["politika", politikaGlossary, "раунд 1"],
  ["twelve-o-twelve", twelveGlossary, "круг 1"],
] as const)("%s: the axis in Russian reads in the game's own word, none its glossary bans", (game, glossary, expected) => {
  const tick = firstTick(game, "ru");
  expect(tick).toBe(expected);
  expect(bannedWords(glossary, [tick])).toEqual([]);
  expect(firstTick(game, "en")).toBe("round 1");
});
