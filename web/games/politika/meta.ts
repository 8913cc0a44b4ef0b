/** What the app shows about Politika before its board loads: the dashboard, the create form, the rules index. */
import type { GameMeta } from "../types";

export const meta: GameMeta = {
  id: "politika",
  title: "Tom Clancy's Politika",
  pitch: "Eight factions fight over 23 regions of 1990s Russia with money, representatives, uprisings and dice.",
  dataNote: "card texts: Backroom edition; board and cards: Backroom edition — the map, production, event and action cards are our reconstruction.",
  // From the specs' option rulings (PR1): the help says it in words, never by ruling id.
  optionHelp: {
    rounds: "How many rounds the game lasts, 1–12.",
    factions: "Random: factions dealt at random. Chosen: players pick in seat order.",
  },
};
