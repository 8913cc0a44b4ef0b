/**
 * Politika's board and card data, in one module (spec "Data"; "Backroom edition": the map,
 * dots, production deck, events and action cards are our reconstruction, so real values can
 * replace this module without touching rules code).
 */

/** The eight factions (rulebook "Choose Factions"), in the rulebook's order. */
export const FACTION_IDS = ["church", "communists", "kgb", "mafia", "military", "nationalists", "reformers", "separatists"] as const;
export type Faction = (typeof FACTION_IDS)[number];

export interface FactionDef {
  readonly name: string;
  readonly colour: string;
  readonly ability: string;
}

export const FACTIONS = {
  church: { name: "Church", colour: "white", ability: "One extra defence die when a Church representative stands in the challenged region." },
  communists: { name: "Communists", colour: "red", ability: "Once per turn, one representative makes one extra challenge rolling exactly one free die." },
  kgb: { name: "KGB", colour: "black", ability: "Once per turn, look at one other player's action cards." },
  mafia: { name: "Mafia", colour: "purple", ability: "Once per turn, take $20,000 (or all they have) from one other player." },
  military: { name: "Military", colour: "green", ability: "Once per turn, move any one uprising one region (two if holding at least two of its tokens)." },
  nationalists: { name: "Nationalists", colour: "brown", ability: "Each uprising wholly theirs adds two dice to their challenges in the region where it stands." },
  reformers: { name: "Reformers", colour: "blue", ability: "On their own turn, production income below $30,000 is raised to $30,000." },
  separatists: { name: "Separatists", colour: "yellow", ability: "Double production from the separatist regions." },
} as const satisfies Record<Faction, FactionDef>;

/** The 23 regions (spec "Regions"), west to east. */
export const REGION_IDS = [
  "MOS", "SPB", "MUR", "ARK", "VOL", "TAT", "BAS", "URA", "ROS", "CHE", "DAG", "YAM",
  "KHM", "NSK", "KRS", "TAY", "EVE", "TUV", "IRK", "CHI", "SAK", "PRI", "KAM",
] as const;
export type RegionId = (typeof REGION_IDS)[number];

export interface RegionDef {
  readonly name: string;
  /** How many times the region appears on the production cards. */
  readonly dots: number;
  readonly separatist: boolean;
  readonly neighbours: readonly RegionId[];
  /** A layout point for drawing the map (x 0–1000 west to east, y 0–600 north to south). */
  readonly layout: { readonly x: number; readonly y: number };
}

/** Spec "Regions". EVE's row is cut short in the spec; its neighbours come from the edge list. */
export const REGIONS = {
  MOS: { name: "Moscow", dots: 5, separatist: false, neighbours: ["SPB", "ARK", "VOL", "ROS"], layout: { x: 90, y: 300 } },
  SPB: { name: "St. Petersburg", dots: 4, separatist: false, neighbours: ["MOS", "MUR", "ARK"], layout: { x: 70, y: 180 } },
  MUR: { name: "Murmansk", dots: 2, separatist: false, neighbours: ["SPB", "ARK"], layout: { x: 130, y: 70 } },
  ARK: { name: "Arkhangelsk", dots: 2, separatist: false, neighbours: ["MOS", "SPB", "MUR", "VOL", "URA", "YAM", "KHM"], layout: { x: 230, y: 160 } },
  VOL: { name: "Volga", dots: 4, separatist: false, neighbours: ["MOS", "ARK", "TAT", "URA", "ROS"], layout: { x: 200, y: 330 } },
  TAT: { name: "Tatarstan", dots: 3, separatist: true, neighbours: ["VOL", "URA", "BAS"], layout: { x: 280, y: 380 } },
  BAS: { name: "Bashkortostan", dots: 3, separatist: true, neighbours: ["TAT", "URA"], layout: { x: 330, y: 460 } },
  URA: { name: "Urals", dots: 4, separatist: false, neighbours: ["ARK", "VOL", "TAT", "BAS", "KHM"], layout: { x: 350, y: 300 } },
  ROS: { name: "Rostov", dots: 3, separatist: false, neighbours: ["MOS", "VOL", "CHE", "DAG"], layout: { x: 120, y: 440 } },
  CHE: { name: "Chechnya", dots: 1, separatist: true, neighbours: ["ROS", "DAG"], layout: { x: 130, y: 540 } },
  DAG: { name: "Dagestan", dots: 1, separatist: true, neighbours: ["ROS", "CHE"], layout: { x: 210, y: 530 } },
  YAM: { name: "Yamalia", dots: 3, separatist: false, neighbours: ["ARK", "KHM", "KRS", "TAY"], layout: { x: 430, y: 110 } },
  KHM: { name: "Khantia-Mansia", dots: 4, separatist: false, neighbours: ["ARK", "URA", "YAM", "NSK", "KRS"], layout: { x: 450, y: 250 } },
  NSK: { name: "Novosibirsk", dots: 3, separatist: false, neighbours: ["KHM", "KRS", "TUV"], layout: { x: 500, y: 410 } },
  KRS: { name: "Krasnoyarsk", dots: 3, separatist: false, neighbours: ["YAM", "KHM", "NSK", "TAY", "EVE", "TUV", "IRK"], layout: { x: 580, y: 290 } },
  TAY: { name: "Taymyria", dots: 2, separatist: false, neighbours: ["YAM", "KRS", "EVE", "SAK"], layout: { x: 600, y: 100 } },
  EVE: { name: "Evenkia", dots: 1, separatist: false, neighbours: ["KRS", "TAY", "IRK", "SAK"], layout: { x: 680, y: 220 } },
  TUV: { name: "Tuva", dots: 1, separatist: true, neighbours: ["NSK", "KRS", "IRK", "CHI"], layout: { x: 600, y: 480 } },
  IRK: { name: "Irkutsk", dots: 3, separatist: false, neighbours: ["KRS", "EVE", "TUV", "CHI", "SAK"], layout: { x: 700, y: 380 } },
  CHI: { name: "Chita", dots: 1, separatist: false, neighbours: ["TUV", "IRK", "SAK", "PRI"], layout: { x: 790, y: 460 } },
  SAK: { name: "Sakha", dots: 3, separatist: true, neighbours: ["TAY", "EVE", "IRK", "CHI", "PRI", "KAM"], layout: { x: 800, y: 230 } },
  PRI: { name: "Primorskiy", dots: 3, separatist: false, neighbours: ["CHI", "SAK", "KAM"], layout: { x: 910, y: 420 } },
  KAM: { name: "Kamchatka", dots: 1, separatist: false, neighbours: ["SAK", "PRI"], layout: { x: 940, y: 150 } },
} as const satisfies Record<RegionId, RegionDef>;

/** The three uprisings, in the order they are placed from the first production card (PR4). */
export const UPRISING_IDS = ["bourgeois", "labor", "student"] as const;
export type UprisingId = (typeof UPRISING_IDS)[number];
export const UPRISINGS = {
  bourgeois: { name: "Bourgeois uprising" },
  labor: { name: "Labor uprising" },
  student: { name: "Student uprising" },
} as const satisfies Record<UprisingId, { readonly name: string }>;

export type ProductionCardDef =
  | { readonly kind: "produce"; readonly regions: readonly [RegionId, RegionId, RegionId] }
  | { readonly kind: "event" };

/** Spec "Dots and the production deck": 20 region cards and 10 "draw an event card" cards. */
export const PRODUCTION_CARDS = {
  P01: { kind: "produce", regions: ["MOS", "TAT", "NSK"] },
  P02: { kind: "produce", regions: ["MOS", "BAS", "NSK"] },
  P03: { kind: "produce", regions: ["MOS", "URA", "NSK"] },
  P04: { kind: "produce", regions: ["MOS", "DAG", "YAM"] },
  P05: { kind: "produce", regions: ["MOS", "KRS", "SAK"] },
  P06: { kind: "produce", regions: ["SPB", "URA", "CHE"] },
  P07: { kind: "produce", regions: ["SPB", "ROS", "IRK"] },
  P08: { kind: "produce", regions: ["SPB", "KHM", "TAY"] },
  P09: { kind: "produce", regions: ["SPB", "KRS", "SAK"] },
  P10: { kind: "produce", regions: ["MUR", "BAS", "EVE"] },
  P11: { kind: "produce", regions: ["MUR", "URA", "SAK"] },
  P12: { kind: "produce", regions: ["ARK", "TAT", "KRS"] },
  P13: { kind: "produce", regions: ["ARK", "ROS", "IRK"] },
  P14: { kind: "produce", regions: ["VOL", "BAS", "KHM"] },
  P15: { kind: "produce", regions: ["VOL", "YAM", "PRI"] },
  P16: { kind: "produce", regions: ["VOL", "KHM", "CHI"] },
  P17: { kind: "produce", regions: ["VOL", "TAY", "KAM"] },
  P18: { kind: "produce", regions: ["TAT", "KHM", "PRI"] },
  P19: { kind: "produce", regions: ["URA", "YAM", "IRK"] },
  P20: { kind: "produce", regions: ["ROS", "TUV", "PRI"] },
  P21: { kind: "event" },
  P22: { kind: "event" },
  P23: { kind: "event" },
  P24: { kind: "event" },
  P25: { kind: "event" },
  P26: { kind: "event" },
  P27: { kind: "event" },
  P28: { kind: "event" },
  P29: { kind: "event" },
  P30: { kind: "event" },
} as const satisfies Record<string, ProductionCardDef>;
export type ProductionCardId = keyof typeof PRODUCTION_CARDS;
export const PRODUCTION_CARD_IDS = Object.keys(PRODUCTION_CARDS) as ProductionCardId[];

export interface EventCardDef {
  readonly name: string;
  /** "round": stays before the drawing player until the start of their next turn (PR6). */
  readonly lasts: "instant" | "round";
  readonly text: string;
}

/** Spec "Event cards (16)". */
export const EVENT_CARDS = {
  E01: { name: "Inflation", lasts: "instant", text: "From now on all money amounts double (production, Mafia take, Reformers' minimum, events), until Currency Reform is drawn." },
  E02: { name: "Currency Reform", lasts: "instant", text: "Inflation ends. If Inflation was not in force, each player pays $10,000 to the bank." },
  E03: { name: "Miners' Strike", lasts: "instant", text: "Move the Labor uprising to Novosibirsk or, if it is already there, to the Urals." },
  E04: { name: "Student Protests", lasts: "instant", text: "Move the Student uprising to Moscow or St. Petersburg (the drawing player chooses)." },
  E05: { name: "Bank Collapse", lasts: "instant", text: "Move the Bourgeois uprising to Moscow; every player loses $10,000." },
  E06: { name: "Wage Arrears", lasts: "instant", text: "Each uprising moves one region; its largest token holder chooses where." },
  E07: { name: "Caucasus Flare-up", lasts: "round", text: "For a round, Chechnya and Dagestan produce nothing; the Military player gets $20,000." },
  E08: { name: "Western Loan", lasts: "instant", text: "Each player gets $10,000 per token in Moscow; the Reformers get double." },
  E09: { name: "Oil and Gas Export Deal", lasts: "round", text: "For a round, Khantia-Mansia and Yamalia pay double." },
  E10: { name: "Far East Earthquake", lasts: "round", text: "For a round, Primorskiy and Kamchatka produce nothing." },
  E11: { name: "Harvest Failure", lasts: "round", text: "For a round, Rostov and Volga produce nothing." },
  E12: { name: "Church Revival", lasts: "instant", text: "In a region where a Church representative stands, one token of another faction becomes a Church token; the owner of the lost token picks which one." },
  E13: { name: "Anti-Corruption Drive", lasts: "instant", text: "The Mafia player pays $20,000 to the bank; every player with more than 3 action cards discards one." },
  E14: { name: "Kompromat Scandal", lasts: "instant", text: "The player with the most tokens picks one of their tokens; it is replaced by a token of the player who drew this card." },
  E15: { name: "Duma Session", lasts: "round", text: "For a round, every player may make one extra challenge (dice bought as usual) in their own challenge phase." },
  E16: { name: "Unpaid Army", lasts: "instant", text: "The Military player may move any one uprising one region; each player may move one representative one extra region." },
} as const satisfies Record<string, EventCardDef>;
export type EventCardId = keyof typeof EVENT_CARDS;
export const EVENT_CARD_IDS = Object.keys(EVENT_CARDS) as EventCardId[];

/** Action card kinds (spec "Action cards (56)"). */
export const ACTION_KINDS = [
  "free-challenge", "extra-challenge-die", "extra-defence-die", "production-boost", "veto", "move-uprising", "fast-travel",
] as const;
export type ActionKind = (typeof ACTION_KINDS)[number];

export const ACTION_KIND_TEXT = {
  "free-challenge": "Make one extra challenge in the named region, at no cost and on top of the normal limit; your representative need not be there.",
  "extra-challenge-die": "Play in a challenger-side window: +1 die for the challenger.",
  "extra-defence-die": "Play in a defender-side window: +1 die for the defender.",
  "production-boost": "Next time a production card lists a region where you have a token, collect double from that card.",
  veto: "Play in the defender-side window of a challenge against you: the challenge is cancelled (dice money is not refunded).",
  "move-uprising": "Move any one uprising one region, whatever your influence in it.",
  "fast-travel": "Move one of your representatives to any region.",
} as const satisfies Record<ActionKind, string>;

export interface ActionCardDef {
  readonly kind: ActionKind;
  /** The named region of a free-challenge card. */
  readonly region?: RegionId;
}

/** The 30 free-challenge cards' regions, A01–A30 in order (spec table: 23 regions + 7 extras). */
const FREE_CHALLENGE_REGIONS = [
  "MOS", "MOS", "MOS", "SPB", "SPB", "MUR", "ARK", "VOL", "VOL", "TAT", "BAS", "URA", "URA", "ROS", "CHE",
  "CHE", "DAG", "YAM", "KHM", "KHM", "NSK", "KRS", "TAY", "EVE", "TUV", "IRK", "CHI", "SAK", "PRI", "KAM",
] as const satisfies readonly RegionId[];

/** Counts of the other kinds, in id order after A30 (A31–A56). */
const OTHER_ACTION_COUNTS = [
  ["extra-challenge-die", 7], ["extra-defence-die", 7], ["production-boost", 4], ["veto", 3], ["move-uprising", 3], ["fast-travel", 2],
] as const satisfies readonly (readonly [ActionKind, number])[];

function buildActionCards(): Readonly<Record<string, ActionCardDef>> {
  const out: Record<string, ActionCardDef> = {};
  let n = 0;
  const id = (): string => `A${String(++n).padStart(2, "0")}`;
  for (const region of FREE_CHALLENGE_REGIONS) out[id()] = { kind: "free-challenge", region };
  for (const [kind, count] of OTHER_ACTION_COUNTS) for (let i = 0; i < count; i++) out[id()] = { kind };
  return out;
}

/** A01–A56: every physical action card by its unique id. */
export const ACTION_CARDS: Readonly<Record<string, ActionCardDef>> = buildActionCards();
export const ACTION_CARD_IDS: readonly string[] = Object.keys(ACTION_CARDS);

export function actionCard(id: string): ActionCardDef {
  const def = ACTION_CARDS[id];
  if (!def) throw new Error(`unknown action card ${id}`);
  return def;
}

/** A card's name as players say it ("Free challenge: Moscow"); several cards share a name. */
export function actionCardName(id: string): string {
  const def = actionCard(id);
  switch (def.kind) {
    case "free-challenge": return `Free challenge: ${REGIONS[def.region!].name}`;
    case "extra-challenge-die": return "Extra challenge die";
    case "extra-defence-die": return "Extra defence die";
    case "production-boost": return "Production boost";
    case "veto": return "Veto";
    case "move-uprising": return "Move uprising";
    case "fast-travel": return "Fast travel";
  }
}

/** Influence tokens each player starts with, by player count (rulebook "Place Influence Tokens"). */
export const TOKENS_PER_PLAYER = { 3: 26, 4: 20, 5: 16, 6: 13, 7: 12, 8: 10 } as const satisfies Record<3 | 4 | 5 | 6 | 7 | 8, number>;

/** Money amounts in dollars (rulebook; PR2, PR10, PR12, PR13, PR14). */
export const MONEY = {
  start: 50_000,
  perReturnedToken: 30_000,
  production: 10_000,
  actionCard: 20_000,
  challengeDie: 20_000,
  mafiaTake: 20_000,
  reformersMinimum: 30_000,
  perScorePoint: 30_000,
} as const;

export const TOKENS_PER_REGION = 3;
export const MAX_REPRESENTATIVES_PER_REGION = 3;
export const ACTION_CARDS_DEALT = 3;
