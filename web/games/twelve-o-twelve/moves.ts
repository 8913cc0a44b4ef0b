/**
 * 12-0-12's Get Food form (web/games/twelve-o-twelve/forms.tsx), as pure logic: the
 * groups a discard forms, the move it builds, what is wrong with it, its preview in words, and
 * the listed move with the same outcome.
 *
 * Why a form: the engine lists every Get Food outcome except for big hands, where it stops at
 * `GET_FOOD_LIMIT` (docs/games/twelve-o-twelve.md, "Legal-move lists"); `apply` takes the rest.
 *
 * Grouping (TR5): the discarded cards are grouped by faction and each faction's cards are paired
 * in turn, a card left over staying single — so no two singles share a faction, as the engine
 * requires ("Two discarded cards of one faction count as a pair"). A Chameleon counts under the
 * faction its holder names (TR12); unnamed, it joins the first faction with a card left over
 * (a pair gives more than two singles), else a faction of its own.
 */
import { animalOf, FACTION_NAMES, FACTIONS, speciesOf, ANIMALS, type Faction } from "@backroom/engine/twelve-o-twelve/cards";
import { getFoodGains } from "@backroom/engine/twelve-o-twelve/choices";
import { moveSchema, type Move } from "@backroom/engine/twelve-o-twelve/moves";
import { ANIMAL_RU, FACTION_RU } from "@backroom/engine/twelve-o-twelve/russian-cards";
import type { LegalMove } from "../../lib/api";
import type { Step } from "../../lib/moves";
import type { Language } from "../../i18n";
import { FORM_WORDS } from "./form-words";

export type GetFoodMove = Extract<Move, { kind: "get-food" }>;
export type GetFoodGroup = GetFoodMove["groups"][number];

/** What a group yields instead of plain Food: cards (Free 1+, one per card at most) or, for a pair, 1 Influence (Rulers 1+). */
export interface GroupYield {
  readonly draw: number;
  readonly influence: boolean;
}
export const PLAIN: GroupYield = { draw: 0, influence: false };

export interface GetFoodDraft {
  /** The hand cards to discard, in the order clicked. */
  readonly selected: readonly string[];
  /** The faction named for a selected Chameleon (TR12). */
  readonly chameleon: Readonly<Record<string, Faction>>;
  /** The yield chosen for a group, by its slot (`groupSlot`): it stays when the group's cards change. */
  readonly yields: Readonly<Record<string, GroupYield>>;
}
export const EMPTY_GET_FOOD: GetFoodDraft = { selected: [], chameleon: {}, yields: {} };

export interface Symbols {
  readonly free: number;
  readonly rulers: number;
}

export const isChameleon = (card: string): boolean => speciesOf(card) === "chameleon";
/** A card's name in `lng` (the Russian from russian-cards.ts). */
export const cardName = (card: string, lng: Language = "en"): string => (lng === "ru" ? ANIMAL_RU[speciesOf(card)].name : animalOf(card).name);
export const factionName = (f: Faction, lng: Language = "en"): string => (lng === "ru" ? FACTION_RU[f] : FACTION_NAMES[f]);

const ORDER: ReadonlyMap<string, number> = new Map(ANIMALS.map((a, i) => [a.id, i]));

/** One group the draft forms: its faction (named, for Chameleons), index within the faction, cards. */
export interface DraftGroup {
  readonly slot: string;
  readonly faction: Faction;
  readonly cards: readonly string[];
}

/** The faction a selected card counts under: its own, or the one named (or defaulted) for a Chameleon. */
export function chameleonFactions(draft: GetFoodDraft, hand: readonly string[]): Record<string, Faction> {
  const counts = new Map<Faction, number>(FACTIONS.map((f) => [f, 0]));
  const selected = hand.filter((c) => draft.selected.includes(c));
  for (const c of selected) if (!isChameleon(c)) counts.set(animalOf(c).faction, counts.get(animalOf(c).faction)! + 1);
  const out: Record<string, Faction> = {};
  // Named ones first, then the unnamed in hand order, each joining a leftover card if there is one.
  for (const c of selected.filter((x) => isChameleon(x) && draft.chameleon[x])) {
    out[c] = draft.chameleon[c]!;
    counts.set(out[c], counts.get(out[c])! + 1);
  }
  for (const c of selected.filter((x) => isChameleon(x) && !draft.chameleon[x])) {
    const f = FACTIONS.find((x) => counts.get(x)! % 2 === 1) ?? FACTIONS.find((x) => counts.get(x) === 0) ?? FACTIONS[0];
    out[c] = f;
    counts.set(f, counts.get(f)! + 1);
  }
  return out;
}

/** The groups of the draft (TR5): per faction, pairs in catalogue order, Chameleons last, one card left over at most. */
export function draftGroups(draft: GetFoodDraft, hand: readonly string[]): DraftGroup[] {
  const named = chameleonFactions(draft, hand);
  const selected = hand.filter((c) => draft.selected.includes(c));
  const groups: DraftGroup[] = [];
  for (const f of FACTIONS) {
    const own = selected.filter((c) => !isChameleon(c) && animalOf(c).faction === f).sort((a, b) => ORDER.get(speciesOf(a))! - ORDER.get(speciesOf(b))!);
    const cards = [...own, ...selected.filter((c) => isChameleon(c) && named[c] === f)];
    for (let i = 0; i < cards.length; i += 2) groups.push({ slot: `${f}/${i / 2}`, faction: f, cards: cards.slice(i, i + 2) });
  }
  return groups;
}

/** The move the draft builds: each group with its chosen yield (fields left out when plain, as the engine lists them). */
export function getFoodMove(draft: GetFoodDraft, hand: readonly string[]): GetFoodMove {
  return {
    kind: "get-food",
    groups: draftGroups(draft, hand).map((g): GetFoodGroup => {
      const y = draft.yields[g.slot] ?? PLAIN;
      return { cards: [...g.cards], ...(y.draw > 0 ? { draw: y.draw } : {}), ...(y.influence ? { influence: true } : {}) };
    }),
  };
}

const pairable = (a: string, b: string): boolean => isChameleon(a) || isChameleon(b) || animalOf(a).faction === animalOf(b).faction;

/**
 * Everything wrong with a Get Food move for this hand and these symbols, in words — the engine's
 * checks (TR5), so a refusal is explained before it is sent. Empty when the engine should accept it.
 */
export function getFoodProblems(move: unknown, hand: readonly string[], sym: Symbols, lng: Language = "en"): string[] {
  const w = FORM_WORDS[lng];
  const name = (c: string) => cardName(c, lng);
  const parsed = moveSchema.safeParse(move);
  if (!parsed.success || parsed.data.kind !== "get-food") return [w.notWellFormed];
  const problems: string[] = [];
  const cards = parsed.data.groups.flatMap((g) => g.cards);
  if (cards.length === 0) problems.push(w.chooseCards);
  if (new Set(cards).size !== cards.length) problems.push(w.once);
  const missing = cards.filter((c) => !hand.includes(c));
  if (missing.length > 0) problems.push(w.notInHand(missing.map(name).join(", "), missing.length > 1));
  const singles: string[] = [];
  for (const g of parsed.data.groups) {
    const names = g.cards.map(name).join(" + ");
    const draw = g.draw ?? 0;
    if (draw > g.cards.length) problems.push(w.perCard(names));
    if (draw > 0 && sym.free < 1) problems.push(w.needsFree(names));
    if (g.cards.length === 2) {
      if (!pairable(g.cards[0]!, g.cards[1]!)) problems.push(w.notAPair(names));
      if (g.influence && sym.rulers < 1) problems.push(w.needsRulers(names));
      if (g.influence && draw > 0) problems.push(w.oneBonus(names));
    } else {
      if (g.influence) problems.push(w.aloneNoInfluence(names));
      singles.push(g.cards[0]!);
    }
  }
  const plain = singles.filter((c) => !isChameleon(c));
  for (const f of FACTIONS) {
    const same = plain.filter((c) => animalOf(c).faction === f);
    if (same.length > 1) problems.push(w.bothFaction(same.map(name).join(w.and), factionName(f, lng)));
  }
  if (singles.length > FACTIONS.length) problems.push(w.atMostSingles(FACTIONS.length));
  return problems;
}

/** What one group yields, in words: "3 Food", "1 Food + 2 cards", "1 Influence". */
function groupGains(g: GetFoodGroup, lng: Language): string {
  const w = FORM_WORDS[lng];
  if (g.influence) return w.influence(1);
  const { food, cards } = getFoodGains([g]);
  return [food > 0 || cards === 0 ? w.food(food) : "", cards > 0 ? w.cards(cards) : ""].filter(Boolean).join(" + ");
}

/**
 * A Get Food move explained: one line per pair or single card ("Mouse and Deer, a pair of
 * Herbivorous Mammals: 3 Food"; "Jackal alone: 1 Food") and the total ("In all: 4 Food").
 */
export function getFoodSummary(move: GetFoodMove, options: { sparrow: boolean; lng?: Language; factions?: Readonly<Record<string, Faction>> }): { lines: string[]; total: string } {
  const lng = options.lng ?? "en";
  const w = FORM_WORDS[lng];
  if (move.groups.length === 0) return { lines: [], total: w.nothing };
  const factionOf = (c: string): Faction => options.factions?.[c] ?? animalOf(c).faction;
  const lines = move.groups.map((g) => {
    const [a, b] = g.cards;
    const who = b === undefined ? w.alone(cardName(a!, lng)) : w.pairOf(cardName(a!, lng), cardName(b, lng), factionName(isChameleon(a!) ? factionOf(b) : factionOf(a!), lng));
    return `${who}: ${groupGains(g, lng)}`;
  });
  const { food, influence, cards } = getFoodGains(move.groups);
  const gains = [food > 0 || (influence === 0 && cards === 0) ? w.food(food) : "", influence ? w.influence(influence) : "", cards ? w.cards(cards) : ""].filter(Boolean);
  return { lines, total: `${w.inAll(gains.join(w.and))}${options.sparrow ? w.sparrow : ""}` };
}

/** Same outcome (docs "Legal-move lists"): the same species leave the hand, for the same Food, Influence and cards. */
function outcomeKey(move: GetFoodMove): string {
  const species = move.groups.flatMap((g) => g.cards.map(speciesOf)).sort();
  const { food, influence, cards } = getFoodGains(move.groups);
  return `${species.join(",")}|${food}/${influence}/${cards}`;
}

/** The listed move with the built move's outcome (its label is the engine's), or null when the list left it out. */
export function listedGetFood(move: GetFoodMove, legalMoves: readonly LegalMove[]): LegalMove | null {
  const key = outcomeKey(move);
  return legalMoves.find((m) => (m.move as { kind?: string }).kind === "get-food" && outcomeKey(m.move as GetFoodMove) === key) ?? null;
}

/** The yields a group may choose (TR5): plain Food, cards instead of Food with Free, 1 Influence for a pair with Rulers. */
export function yieldOptions(size: number, sym: Symbols, lng: Language = "en"): { yield: GroupYield; label: string }[] {
  const w = FORM_WORDS[lng];
  const base = size === 2 ? 3 : 1;
  const out = [{ yield: PLAIN, label: w.food(base) }];
  if (sym.free >= 1) for (let d = 1; d <= size; d++) out.push({ yield: { draw: d, influence: false }, label: `${base - d > 0 ? `${w.food(base - d)} + ` : ""}${w.cards(d)}` });
  if (size === 2 && sym.rulers >= 1) out.push({ yield: { draw: 0, influence: true }, label: w.influence(1) });
  return out;
}

// ---------------------------------------------------------------------------------------------
// Setup discards (TR3): the engine lists every sub-multiset of the hand of the size due — 56 for
// 3 of 8 cards — so they are built in steps: pick the cards, as many as due.

export type SetupDiscardMove = Extract<Move, { kind: "setup-discard" }>;

/** Copies of a species are one choice (the engine lists one move per multiset). */
export const setupDiscardSteps: readonly Step<SetupDiscardMove>[] = [{ type: "cards", id: "cards", cards: (m) => m.cards, sameAs: speciesOf }];

export function setupDiscards(legalMoves: readonly LegalMove[]): SetupDiscardMove[] {
  return legalMoves.flatMap((m) => ((m.move as { kind?: string }).kind === "setup-discard" ? [m.move as SetupDiscardMove] : []));
}

// ---------------------------------------------------------------------------------------------
// Attract (TR6): the engine lists every payment — a Bird's appetite paid from the reserve and from
// the tokens on each supporter, a Predator's meal — up to 245 ways for one card. In steps: the
// card, a Chameleon's faction, the meal, then how much from each supporter and from the reserve.

export type AttractMove = Extract<Move, { kind: "attract" }>;

export function attracts(legalMoves: readonly LegalMove[]): AttractMove[] {
  return legalMoves.flatMap((m) => ((m.move as { kind?: string }).kind === "attract" ? [m.move as AttractMove] : []));
}

const fromSupporter = (m: AttractMove, card: string, token: "food" | "influence"): number => m.fromSupporters?.find((x) => x.card === card)?.[token] ?? 0;

/**
 * The steps of an Attract among `moves`: one number step per supporter and token that some
 * payment takes from (ids `food:<card>`, `influence:<card>`), the reserve's Food last, starting
 * at the most (Influence is the dearer token).
 */
export function attractSteps(moves: readonly AttractMove[]): Step<AttractMove>[] {
  const payers = [...new Set(moves.flatMap((m) => (m.fromSupporters ?? []).map((x) => x.card)))];
  return [
    { type: "choice", id: "card", value: (m) => m.card },
    { type: "choice", id: "faction", value: (m) => m.faction ?? "" },
    { type: "choice", id: "eat", value: (m) => m.eat ?? "" },
    ...payers.flatMap((card) => (["food", "influence"] as const).map((token): Step<AttractMove> => ({ type: "number", id: `${token}:${card}`, value: (m) => fromSupporter(m, card, token) }))),
    { type: "number", id: "payFood", value: (m) => m.payFood, start: "max" },
    { type: "number", id: "payInfluence", value: (m) => m.payInfluence },
  ];
}

// ---------------------------------------------------------------------------------------------
// Using an ability (TR11): the Owl feeds any two supporters (91 ways with 13), the Turtle gives
// one and takes one, the Magpie takes a token from a supporter. In steps, one per field the
// ability asks for; a step with one answer is not asked.

export type UseAbilityMove = Extract<Move, { kind: "use-ability" }>;

export function abilityUses(legalMoves: readonly LegalMove[]): UseAbilityMove[] {
  return legalMoves.flatMap((m) => ((m.move as { kind?: string }).kind === "use-ability" ? [m.move as UseAbilityMove] : []));
}

const text = (v: string | number | undefined): string => (v === undefined ? "" : String(v));

/** Which ability, then each of its fields in the order the card reads: whom, which supporter, what to feed, give and take, attract and pay. */
export const abilitySteps: readonly Step<UseAbilityMove>[] = [
  { type: "choice", id: "ability", value: (m) => m.ability },
  { type: "choice", id: "player", value: (m) => text(m.player) },
  { type: "choice", id: "supporter", value: (m) => text(m.supporter) },
  { type: "choice", id: "token", value: (m) => text(m.token) },
  { type: "choice", id: "feed", value: (m) => text(m.feed?.[0]) },
  { type: "choice", id: "feedAlso", value: (m) => text(m.feed?.[1]) },
  { type: "choice", id: "give", value: (m) => text(m.give) },
  { type: "choice", id: "take", value: (m) => text(m.take) },
  { type: "choice", id: "card", value: (m) => text(m.card) },
  { type: "choice", id: "faction", value: (m) => text(m.faction) },
  { type: "number", id: "payFood", value: (m) => m.payFood ?? 0, start: "max" },
  { type: "number", id: "payInfluence", value: (m) => m.payInfluence ?? 0 },
];

/**
 * Move kinds the board's forms build in steps, so the move list leaves them out (the setup
 * discards, every Get Food, Attract and ability use; docs/web.md, "Moves built in steps").
 */
export const STEPPED_KINDS: readonly Move["kind"][] = ["setup-discard", "get-food", "attract", "use-ability"];
