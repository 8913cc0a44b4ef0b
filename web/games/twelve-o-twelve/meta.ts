/** What the app shows about 12-0-12 before its board loads: the dashboard, the create form, the rules index. */
import type { GameMeta } from "../types";

export const meta: GameMeta = {
  id: "twelve-o-twelve",
  title: "12-0-12: Theory of Power",
  pitch: "Attract animal supporters, feed them, poach your rivals' and gather Compromat: first to 8 VP or their Leader's goal wins.",
  dataNote: "card texts: Backroom edition — the rulebook prints no card data; ours is a reconstruction that keeps every fact the rulebook states.",
  // From the specs' option rulings (TR1, TR3), where the engine's schema carries no description; the help says it in words, never by ruling id.
  optionHelp: {
    variant: "Standard, or Training: 5 starting Food, no Leaders, communities ignored.",
    leaders: "Which Leaders are dealt: all, novice (book icon), more interaction (sword), less interaction, or none.",
    compromat: "Off: every take or return of Compromat is ignored.",
    firstPlayer: "Who starts; by default a random draw decides.",
  },
};
