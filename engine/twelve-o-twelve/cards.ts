/**
 * All card data of 12-0-12: Theory of Power: the 60 Animal cards and the 8 Leaders.
 *
 * The rulebook prints only a few facts about the cards; the rest is the "Backroom edition"
 * reconstruction of the spec (docs/games/twelve-o-twelve.md). Everything the rules code knows
 * about a card comes from these tables, so printed values can replace them without touching
 * the rules.
 */

/** The four factions (rulebook "Factions"); the spec's short codes. */
export const FACTIONS = ["HERB", "REPT", "BIRD", "CARN"] as const;
export type Faction = (typeof FACTIONS)[number];

export const FACTION_NAMES = {
  HERB: "Herbivorous Mammals",
  REPT: "Reptiles",
  BIRD: "Birds",
  CARN: "Carnivorous Mammals",
} as const satisfies Record<Faction, string>;

/** The two secret communities (rulebook "Secret Communities"). */
export const COMMUNITIES = ["free", "rulers"] as const;
export type Community = (typeof COMMUNITIES)[number];

export const COMMUNITY_NAMES = { free: "Free", rulers: "Rulers" } as const satisfies Record<Community, string>;

/** Which edge of the card carries a half-symbol (TR9): left, right or both. */
export const EDGES = ["<", ">", "<>"] as const;
export type Edge = (typeof EDGES)[number];

/** When an ability triggers (rulebook "Supporter Abilities"). */
export const TRIGGERS = ["becomes-supporter", "stops-being-supporter", "fed", "seek-contacts", "condition"] as const;
export type Trigger = (typeof TRIGGERS)[number];

export const RESOURCES = ["food", "influence"] as const;
export type Resource = (typeof RESOURCES)[number];

export interface AnimalDef {
  readonly id: string;
  readonly name: string;
  readonly faction: Faction;
  readonly appetite: number;
  readonly vp: number;
  readonly predator: boolean;
  readonly supplier: boolean;
  readonly community: { readonly name: Community; readonly edge: Edge } | null;
  readonly trigger: Trigger | null;
  /** The ability text contains "mandatory" (otherwise the player may decline it). */
  readonly mandatory: boolean;
  readonly ability: string;
  readonly copies: number;
}

const free = (edge: Edge) => ({ name: "free", edge }) as const;
const rulers = (edge: Edge) => ({ name: "rulers", edge }) as const;

export const ANIMALS = [
  // Herbivorous Mammals (15)
  { id: "mouse", name: "Mouse", faction: "HERB", appetite: 1, vp: 1, predator: false, supplier: false, community: null, trigger: "becomes-supporter", mandatory: false, ability: "You may draw 1 card.", copies: 3 },
  { id: "boar", name: "Boar", faction: "HERB", appetite: 1, vp: 1, predator: false, supplier: false, community: rulers("<"), trigger: "stops-being-supporter", mandatory: true, ability: "Mandatory: you take 1 Compromat.", copies: 2 },
  { id: "camel", name: "Camel", faction: "HERB", appetite: 2, vp: 1, predator: false, supplier: true, community: free("<"), trigger: null, mandatory: false, ability: "", copies: 2 },
  { id: "beaver", name: "Beaver", faction: "HERB", appetite: 2, vp: 1, predator: false, supplier: false, community: null, trigger: "seek-contacts", mandatory: false, ability: "You may return 1 of your Compromat to the supply.", copies: 2 },
  { id: "deer", name: "Deer", faction: "HERB", appetite: 3, vp: 1, predator: false, supplier: false, community: free("<>"), trigger: "becomes-supporter", mandatory: false, ability: "You may take 2 Food into your reserve.", copies: 2 },
  { id: "giraffe", name: "Giraffe", faction: "HERB", appetite: 4, vp: 1, predator: false, supplier: true, community: null, trigger: "seek-contacts", mandatory: false, ability: "You may feed one of your supporters 1 Food.", copies: 1 },
  { id: "hippo", name: "Hippo", faction: "HERB", appetite: 4, vp: 1, predator: false, supplier: false, community: rulers(">"), trigger: "condition", mandatory: false, ability: "Whenever you feed one of your supporters, place 1 more Food on it.", copies: 1 },
  { id: "rhino", name: "Rhino", faction: "HERB", appetite: 4, vp: 1, predator: false, supplier: false, community: null, trigger: "condition", mandatory: false, ability: "When you poach a Herbivorous Mammal, it costs you 2 Influence less (never below 1).", copies: 1 },
  { id: "elephant", name: "Elephant", faction: "HERB", appetite: 5, vp: 2, predator: false, supplier: false, community: rulers("<>"), trigger: "becomes-supporter", mandatory: true, ability: "Mandatory: feed the Elephant 4 Food from the supply (one feeding).", copies: 1 },
  // Reptiles (15)
  { id: "gecko", name: "Gecko", faction: "REPT", appetite: 1, vp: 1, predator: false, supplier: false, community: null, trigger: "condition", mandatory: false, ability: "When you attract another Reptile while the Gecko is already your supporter, you may draw 1 card.", copies: 3 },
  { id: "iguana", name: "Iguana", faction: "REPT", appetite: 1, vp: 1, predator: false, supplier: false, community: null, trigger: "becomes-supporter", mandatory: false, ability: "You may take 1 Influence.", copies: 2 },
  { id: "snake", name: "Grass Snake", faction: "REPT", appetite: 2, vp: 1, predator: false, supplier: false, community: rulers(">"), trigger: "condition", mandatory: false, ability: "Your Poach costs 1 Influence less (never below 1).", copies: 2 },
  { id: "chameleon", name: "Chameleon", faction: "REPT", appetite: 2, vp: 1, predator: false, supplier: false, community: free(">"), trigger: null, mandatory: false, ability: "Its faction is any one of the four, named by the player who controls it.", copies: 2 },
  { id: "monitor", name: "Monitor Lizard", faction: "REPT", appetite: 3, vp: 1, predator: false, supplier: false, community: rulers("<"), trigger: "fed", mandatory: false, ability: "You may take 1 Influence.", copies: 2 },
  { id: "turtle", name: "Turtle", faction: "REPT", appetite: 3, vp: 1, predator: false, supplier: false, community: null, trigger: "becomes-supporter", mandatory: false, ability: "You may exchange one of your other supporters for another player's supporter whose appetite is not higher.", copies: 1 },
  { id: "python", name: "Python", faction: "REPT", appetite: 3, vp: 1, predator: true, supplier: false, community: null, trigger: "seek-contacts", mandatory: false, ability: "You may take 1 Influence.", copies: 1 },
  { id: "cobra", name: "Cobra", faction: "REPT", appetite: 2, vp: 1, predator: true, supplier: false, community: null, trigger: "becomes-supporter", mandatory: false, ability: "You may make another player take 1 Compromat.", copies: 1 },
  { id: "crocodile", name: "Crocodile", faction: "REPT", appetite: 4, vp: 1, predator: true, supplier: false, community: rulers(">"), trigger: "becomes-supporter", mandatory: false, ability: "You may take one appetite-1 supporter of another player; it becomes your supporter with its tokens.", copies: 1 },
  // Birds (15)
  { id: "pigeon", name: "Pigeon", faction: "BIRD", appetite: 1, vp: 1, predator: false, supplier: false, community: null, trigger: "becomes-supporter", mandatory: false, ability: "You may take 1 Food.", copies: 3 },
  { id: "parrot", name: "Parrot", faction: "BIRD", appetite: 1, vp: 1, predator: false, supplier: false, community: free("<"), trigger: "seek-contacts", mandatory: false, ability: "You may draw 1 card (also when you already hold 5 or more).", copies: 2 },
  { id: "penguin", name: "Penguin", faction: "BIRD", appetite: 2, vp: 1, predator: false, supplier: false, community: null, trigger: "fed", mandatory: false, ability: "If 3 or more resources now lie on it, you may at once attract one supporter from your hand, paying its appetite only with resources taken from the Penguin.", copies: 2 },
  { id: "woodpecker", name: "Woodpecker", faction: "BIRD", appetite: 2, vp: 1, predator: false, supplier: false, community: null, trigger: "becomes-supporter", mandatory: false, ability: "You may draw 2 cards.", copies: 2 },
  { id: "magpie", name: "Magpie", faction: "BIRD", appetite: 2, vp: 1, predator: false, supplier: false, community: rulers("<"), trigger: "becomes-supporter", mandatory: false, ability: "You may move 1 token from another player's supporter into your reserve.", copies: 2 },
  { id: "owl", name: "Owl", faction: "BIRD", appetite: 3, vp: 1, predator: false, supplier: false, community: null, trigger: "condition", mandatory: false, ability: "When you lose a supporter (not the Owl itself), you may feed your supporters 1 Food twice.", copies: 1 },
  { id: "peacock", name: "Peacock", faction: "BIRD", appetite: 3, vp: 1, predator: false, supplier: false, community: rulers("<>"), trigger: "condition", mandatory: false, ability: "When you attract another Bird, you may take 1 Influence.", copies: 1 },
  { id: "eagle", name: "Eagle", faction: "BIRD", appetite: 4, vp: 1, predator: true, supplier: false, community: null, trigger: "becomes-supporter", mandatory: false, ability: "You may name a faction: feed 1 Food to each of your supporters of that faction.", copies: 1 },
  { id: "stork", name: "Stork", faction: "BIRD", appetite: 5, vp: 2, predator: false, supplier: false, community: free("<>"), trigger: "becomes-supporter", mandatory: false, ability: "You may draw 3 cards.", copies: 1 },
  // Carnivorous Mammals (15): all are Predators
  { id: "jackal", name: "Jackal", faction: "CARN", appetite: 1, vp: 1, predator: true, supplier: false, community: null, trigger: null, mandatory: false, ability: "", copies: 3 },
  { id: "fox", name: "Fox", faction: "CARN", appetite: 1, vp: 1, predator: true, supplier: false, community: null, trigger: "becomes-supporter", mandatory: false, ability: "You may move 1 Food from another player's reserve to yours.", copies: 2 },
  { id: "bear", name: "Bear", faction: "CARN", appetite: 2, vp: 1, predator: true, supplier: false, community: rulers(">"), trigger: "becomes-supporter", mandatory: false, ability: "You may take 1 Food.", copies: 2 },
  { id: "hyena", name: "Hyena", faction: "CARN", appetite: 2, vp: 1, predator: true, supplier: false, community: free(">"), trigger: "condition", mandatory: false, ability: "When you lose a supporter (not the Hyena itself), you may draw 1 card.", copies: 2 },
  { id: "wolf", name: "Wolf", faction: "CARN", appetite: 3, vp: 1, predator: true, supplier: false, community: free("<>"), trigger: "condition", mandatory: false, ability: "When you attract a Predator by feeding it a supporter, you may take 1 Influence.", copies: 2 },
  { id: "lynx", name: "Lynx", faction: "CARN", appetite: 3, vp: 1, predator: true, supplier: false, community: null, trigger: "becomes-supporter", mandatory: false, ability: "You may draw 1 card per Carnivorous Mammal supporter you have (the Lynx counts).", copies: 2 },
  { id: "leopard", name: "Leopard", faction: "CARN", appetite: 4, vp: 1, predator: true, supplier: false, community: null, trigger: "becomes-supporter", mandatory: false, ability: "You may take 2 Influence.", copies: 1 },
  { id: "lion", name: "Lion", faction: "CARN", appetite: 5, vp: 2, predator: true, supplier: false, community: rulers("<>"), trigger: null, mandatory: false, ability: "", copies: 1 },
] as const satisfies readonly AnimalDef[];

export type AnimalId = (typeof ANIMALS)[number]["id"];
export const ANIMAL_IDS = ANIMALS.map((a) => a.id) as readonly AnimalId[];

export const ANIMAL_BY_ID: Readonly<Record<AnimalId, AnimalDef>> = Object.fromEntries(ANIMALS.map((a) => [a.id, a])) as Record<AnimalId, AnimalDef>;

/** Leader icons (rulebook "Additional Rules and Options"). */
export const LEADER_ICONS = ["book", "sword", "low"] as const;
export type LeaderIcon = (typeof LEADER_ICONS)[number];

export interface LeaderDef {
  readonly id: string;
  readonly name: string;
  readonly icons: readonly LeaderIcon[];
  readonly condition: string;
  readonly ability: string;
}

export const LEADERS = [
  { id: "rabbit", name: "Rabbit", icons: ["book", "low"], condition: "At least 4 Herbivorous Mammal supporters.", ability: "Setup: take 2 more Food." },
  { id: "viper", name: "Viper", icons: ["book", "sword"], condition: "At least 3 supporters with appetite 1.", ability: "Setup: take 1 Influence." },
  { id: "sparrow", name: "Sparrow", icons: ["book", "low"], condition: "At least 4 Bird supporters.", ability: "Get Food: take 1 more Food." },
  { id: "tiger", name: "Tiger", icons: ["book", "low"], condition: "At least 3 Carnivorous Mammal supporters.", ability: "Attracting a Predator by feeding it a supporter costs you 1 less (not below 0)." },
  { id: "goat", name: "Goat", icons: ["sword"], condition: "At least 3 supporters with appetite 4 or more.", ability: "Seek Contacts: you may move 1 Food from another player's reserve to yours." },
  { id: "alligator", name: "Alligator", icons: ["sword"], condition: "At least 4 Reptile supporters.", ability: "Poach costs you 1 Influence less (never below 1)." },
  { id: "raven", name: "Raven", icons: ["sword"], condition: "Supporters of all four factions.", ability: "Seek Contacts: you may take 1 random card from another player's hand instead of drawing your first card." },
  { id: "mongoose", name: "Mongoose", icons: ["low"], condition: "At least 2 community symbols (any mix).", ability: "Other players pay 1 more Influence to poach your supporters." },
] as const satisfies readonly LeaderDef[];

export type LeaderId = (typeof LEADERS)[number]["id"];
export const LEADER_IDS = LEADERS.map((l) => l.id) as unknown as readonly [LeaderId, ...LeaderId[]];
export const LEADER_BY_ID: Readonly<Record<LeaderId, LeaderDef>> = Object.fromEntries(LEADERS.map((l) => [l.id, l])) as unknown as Record<LeaderId, LeaderDef>;

/** Leader sets of TR1: all, the book icon (novice), sword (more interaction), low interaction. */
export const LEADER_SETS = ["all", "novice", "more-interaction", "less-interaction", "none"] as const;
export type LeaderSet = (typeof LEADER_SETS)[number];

export const LEADERS_IN_SET = {
  all: LEADERS.map((l) => l.id),
  novice: ["rabbit", "viper", "sparrow", "tiger"],
  "more-interaction": ["goat", "viper", "alligator", "raven"],
  "less-interaction": ["rabbit", "sparrow", "mongoose", "tiger"],
  none: [],
} as const satisfies Record<LeaderSet, readonly LeaderId[]>;

/** Card instance ids: "<animal>#<copy>", e.g. "mouse#2"; 60 in all. */
export const ANIMAL_CARDS: readonly string[] = ANIMALS.flatMap((a) => Array.from({ length: a.copies }, (_, i) => `${a.id}#${i + 1}`));

/** Looked up on almost every rule check: a prototype-less object is the quickest table for these few string keys. */
const ANIMAL_OF_CARD: Readonly<Record<string, AnimalDef | undefined>> = Object.assign(
  Object.create(null) as Record<string, AnimalDef>,
  Object.fromEntries(ANIMALS.flatMap((a) => Array.from({ length: a.copies }, (_, i) => [`${a.id}#${i + 1}`, a] as const))),
);

/** The animal of a card instance id ("mouse#2" → Mouse). */
export function animalOf(card: string): AnimalDef {
  const def = ANIMAL_OF_CARD[card];
  if (!def) throw new Error(`unknown card ${card}`);
  return def;
}

export function speciesOf(card: string): AnimalId {
  return animalOf(card).id as AnimalId;
}

/** Setup (rulebook step 5): Food each player starts with. */
export const START_FOOD = { standard: 3, training: 5 } as const;
/** Setup step 6: cards dealt by position from the first player; everyone keeps 5. */
export const DEAL_BY_POSITION = [5, 6, 7, 8] as const;
export const HAND_TARGET = 5;
export const WIN_VP = 8;
export const MAX_COMPROMAT = 5;
