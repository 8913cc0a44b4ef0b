/**
 * What the web app knows about each game before its engine is registered: title, a one-line
 * pitch and the rules page's note on card data (the specs ask for it: our card texts are a
 * reconstruction, "Backroom edition").
 */
export interface GameBlurb {
  readonly id: string;
  readonly title: string;
  readonly pitch: string;
  readonly dataNote: string;
}

export const gameBlurbs: readonly GameBlurb[] = [
  {
    id: "twelve-o-twelve",
    title: "12-0-12: Theory of Power",
    pitch: "Attract animal supporters, feed them, poach your rivals' and gather Compromat: first to 8 VP or their Leader's goal wins.",
    dataNote: "card texts: Backroom edition — the rulebook prints no card data; ours is a reconstruction that keeps every fact the rulebook states.",
  },
  {
    id: "politika",
    title: "Tom Clancy's Politika",
    pitch: "Eight factions fight over 23 regions of 1990s Russia with money, representatives, uprisings and dice.",
    dataNote: "board and cards: Backroom edition — the map, production, event and action cards are our reconstruction.",
  },
  {
    id: "conspiracy-theory",
    title: "Conspiracy Theory",
    pitch: "Build the ten-card pyramid of the World Conspiracy and hold it for a full round, while Executors tear at your rivals'.",
    dataNote: "card texts: Backroom edition — apart from the Hadron Collider, every card name, number and effect is our reconstruction.",
  },
];

export function blurbFor(id: string): GameBlurb | undefined {
  return gameBlurbs.find((g) => g.id === id);
}
