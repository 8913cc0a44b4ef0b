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
    dataNote: "card texts: Backroom edition; board and cards: Backroom edition — the map, production, event and action cards are our reconstruction.",
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

/**
 * Explanations of each game's options for the create form, from the specs' option rulings
 * (TR1, TR3; PR1; CR19, CR32, CR39), used where the engine's schema carries no description.
 */
/** Options whose value is a seat: the create form offers the players by name, not a number. */
export const seatOptions: ReadonlySet<string> = new Set(["firstPlayer"]);

export const optionHelp: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  "twelve-o-twelve": {
    variant: "Standard, or Training: 5 starting Food, no Leaders, communities ignored (TR1).",
    leaders: "Which Leaders are dealt: all, novice (book icon), more interaction (sword), less interaction, or none (TR1).",
    compromat: "Off: every take or return of Compromat is ignored (TR1).",
    firstPlayer: "Who starts; leave on random to draw the first player (TR3).",
  },
  politika: {
    rounds: "How many rounds the game lasts, 1–12 (PR1).",
    factions: "Random: factions dealt at random. Chosen: players pick in seat order (PR1).",
  },
  "conspiracy-theory": {
    autoPass: "Every seat's starting auto-pass: manual (asked every time), when unable to play, or as a bystander (CR19). Players can change it later.",
    roundLimit: "Optional round limit: when it is reached, the highest clearance wins (CR32). Leave empty for none.",
    firstPlayer: "Who starts, instead of the die roll (CR39); leave on random to roll.",
  },
};
