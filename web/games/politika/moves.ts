/**
 * Politika's free-form moves: the ones `apply` accepts but `legalMoves` lists only as a sample
 * (docs/games/politika.md, "Legal-move sampling"). The engine lists a few offers, 0–5 challenge
 * dice and 0–5 card purchases for bots; a player may offer any well-formed deal, buy any
 * affordable number of dice and cards. So here the client does build a move — but only:
 *
 * - of a kind the listed moves show is possible now (an offer when some offer is listed, a
 *   challenge with the source, target and defender of a listed one, a purchase when one is
 *   listed), with the parties and fields those listed moves and the view allow;
 * - checked with the engine's own `moveSchema` plus the plain checks the view allows (money,
 *   cards and tokens the parties hold); the server's `apply` stays the judge (422 with its
 *   sentence).
 *
 * Pure functions over the view and the legal moves; the forms are in
 * web/games/politika/forms.tsx.
 */
import { MONEY, REGIONS, type RegionId } from "@backroom/engine/politika/cards";
import { moveSchema, type Move as PolitikaMove } from "@backroom/engine/politika/moves";
import { MAX_OFFERS_PER_TURN } from "@backroom/engine/politika/setup";
import type { OfferView, PolitikaView } from "@backroom/engine/politika/view";
import type { LegalMove } from "../../lib/api";
import type { Step } from "../../lib/moves";
import { seatName } from "../../lib/seats";
import { CHALLENGE_WORDS } from "./form-words";
import { cardName, money, regionIn, say, tt } from "./words";
import { currentLanguage } from "../../i18n";

export { money };

/** Offers move money in steps of this (the game's banknotes are $10,000). */
export const MONEY_STEP = 10_000;
/** The engine lists dice purchases of 0..this many (rules.ts LISTED_DICE; docs "Legal-move sampling"). */
const LISTED_DICE = 5;
/** moveSchema's bounds: challenge dice, cards bought, cards asked for in an offer. */
const MAX_DICE = 50;
const MAX_BUY = 56;
export const MAX_OFFER_CARDS = 10;

type OfferTrade = Extract<PolitikaMove, { kind: "offer-trade" }>;
export type Challenge = Extract<PolitikaMove, { kind: "challenge" }>;

/** An offer in words, as far as this viewer may know it (card names only for the parties). */
export function offerText(o: OfferView, names: readonly string[]): string {
  const maker = seatName(names, o.maker);
  const receiver = seatName(names, o.receiver);
  if (o.kind === "alliance") return tt("offer.alliance", { maker, receiver });
  // A traded token changes colour on the board: say whose it is and whose it becomes.
  const gives = [
    o.give.money ? money(o.give.money) : "",
    o.give.cardCount ? (o.give.cards ? o.give.cards.map(cardName).join(", ") : tt("offer.cards", { count: o.give.cardCount })) : "",
    o.give.token ? tt("offer.token", { owner: maker, where: regionIn(o.give.token), to: receiver }) : "",
  ].filter(Boolean);
  const asks = [
    o.get.money ? money(o.get.money) : "",
    o.get.cards ? tt("offer.cards", { count: o.get.cards }) : "",
    o.get.token ? tt("offer.token", { owner: receiver, where: regionIn(o.get.token), to: maker }) : "",
  ].filter(Boolean);
  return tt("offer.trade", { maker, receiver, gives: gives.join(", ") || tt("offer.nothing"), asks: asks.join(", ") || tt("offer.nothing") });
}

const kindOf = (m: LegalMove): string | undefined => (m.move as { kind?: string } | null)?.kind;

/** The engine's verdict on the shape of a move, as sentences ("dice: too big"). */
export function schemaProblems(move: unknown): string[] {
  const r = moveSchema.safeParse(move);
  return r.success ? [] : r.error.issues.map((i) => tt("problems.malformed", { path: i.path.join(".") || "move", message: i.message }));
}

// ---------------------------------------------------------------------------------------------
// Offers (PR8, PR9)

export interface OfferDraft {
  readonly alliance: boolean;
  readonly to: number | null;
  readonly giveMoney: number;
  readonly giveCards: readonly string[];
  readonly giveToken: RegionId | null;
  readonly getMoney: number;
  readonly getCards: number;
  readonly getToken: RegionId | null;
}

export const EMPTY_OFFER: OfferDraft = { alliance: false, to: null, giveMoney: 0, giveCards: [], giveToken: null, getMoney: 0, getCards: 0, getToken: null };

/** What an offer may contain now, for this viewer. */
export interface OfferChoices {
  /** Trades always involve the current player: anyone for them, only them for the others. */
  readonly tradeParties: readonly number[];
  /** Alliances between any two players not already allied (the listed `offer-alliance` moves). */
  readonly allianceParties: readonly number[];
  readonly myMoney: number;
  readonly myCards: readonly { readonly id: string; readonly name: string }[];
  /** Regions where the viewer has an influence token (trades move region tokens, not uprising ones). */
  readonly myTokens: readonly RegionId[];
  /** False once a token has changed by trade this turn (one per turn in all). */
  readonly tokenTradeOpen: boolean;
}

export function tokenRegions(view: PolitikaView, seat: number): RegionId[] {
  return view.regions.filter((r) => r.tokens.includes(seat)).map((r) => r.id);
}

/**
 * Null unless the viewer may make an offer now: some offer is among the legal moves, or it is
 * trading time and the viewer is under the per-turn cap (the engine lists sample offers only for
 * the first one or two; the server judges every offer built here).
 */
export function offerChoices(view: PolitikaView, mySeat: number, legalMoves: readonly LegalMove[]): OfferChoices | null {
  const offers = legalMoves.filter((m) => kindOf(m) === "offer-trade" || kindOf(m) === "offer-alliance");
  const underCap = view.phase === "trade" && (view.offersMadeThisTurn[mySeat] ?? 0) < MAX_OFFERS_PER_TURN;
  if (offers.length === 0 && !underCap) return null;
  const others = view.seats.map((s) => s.seat).filter((s) => s !== mySeat);
  const alliedWith = (a: number, b: number) => view.alliances.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
  // The listed trades name the counterparts (the current player, for the others); when none is
  // listed (nothing of the samples fits), the rule behind them does.
  const listedTrade = new Set(offers.filter((m) => kindOf(m) === "offer-trade").map((m) => (m.move as OfferTrade).to));
  const tradeParties = others.filter((s) => listedTrade.has(s) || (mySeat === view.current ? true : s === view.current));
  const listedAlliances = offers.filter((m) => kindOf(m) === "offer-alliance").map((m) => (m.move as { to: number }).to);
  // PR9: an alliance may be proposed to anyone but one's current ally.
  const allianceParties = listedAlliances.length > 0 || offers.length > 0
    ? [...new Set(listedAlliances)].sort((a, b) => a - b)
    : others.filter((s) => !alliedWith(mySeat, s));
  return {
    tradeParties,
    allianceParties,
    myMoney: view.seats[mySeat]?.money ?? 0,
    myCards: (view.hand ?? []).map((c) => ({ id: c.id, name: cardName(c) })),
    myTokens: tokenRegions(view, mySeat),
    tokenTradeOpen: !view.tokenTradedThisTurn,
  };
}

/** The move a draft stands for (null until a party is chosen). */
export function offerMove(d: OfferDraft): Extract<PolitikaMove, { kind: "offer-trade" | "offer-alliance" }> | null {
  if (d.to === null) return null;
  if (d.alliance) return { kind: "offer-alliance", to: d.to };
  return {
    kind: "offer-trade",
    to: d.to,
    give: { money: d.giveMoney, cards: [...d.giveCards], token: d.giveToken },
    get: { money: d.getMoney, cards: d.getCards, token: d.getToken },
  };
}

/** Everything wrong with a draft, in sentences; empty when it may be sent. */
export function offerProblems(d: OfferDraft, c: OfferChoices, view: PolitikaView, names: readonly string[]): string[] {
  if (d.to === null) return [tt("problems.chooseParty")];
  const who = seatName(names, d.to);
  const move = offerMove(d)!;
  if (d.alliance) {
    if (!c.allianceParties.includes(d.to)) return [tt("problems.noAlliance", { name: who })];
    return schemaProblems(move);
  }
  const out: string[] = [];
  if (!c.tradeParties.includes(d.to)) out.push(tt("problems.tradeParty"));
  const them = view.seats[d.to];
  for (const [label, amount] of [["give", d.giveMoney], ["get", d.getMoney]] as const) {
    if (!Number.isInteger(amount) || amount < 0 || amount % MONEY_STEP !== 0) out.push(tt(`problems.steps.${label}`, { step: money(MONEY_STEP) }));
  }
  if (d.giveMoney > c.myMoney) out.push(tt("problems.cannotGive", { amount: money(d.giveMoney), have: money(c.myMoney) }));
  if (them && d.getMoney > them.money) out.push(tt("problems.theyHave", { name: who, have: money(them.money) }));
  if (!Number.isInteger(d.getCards) || d.getCards < 0) out.push(tt("problems.wholeCards"));
  else if (them && d.getCards > Math.min(them.actionCards, MAX_OFFER_CARDS)) {
    out.push(tt("problems.theyHold", { name: who, count: them.actionCards, cap: them.actionCards > MAX_OFFER_CARDS ? tt("problems.cap", { max: MAX_OFFER_CARDS }) : "" }));
  }
  if (d.giveCards.length > MAX_OFFER_CARDS) out.push(tt("problems.maxCards", { max: MAX_OFFER_CARDS }));
  if (!d.giveCards.every((id) => c.myCards.some((h) => h.id === id)) || new Set(d.giveCards).size !== d.giveCards.length) out.push(tt("problems.ownCards"));
  if (d.giveToken && d.getToken) out.push(tt("problems.oneToken"));
  if ((d.giveToken || d.getToken) && !c.tokenTradeOpen) out.push(tt("problems.tokenTraded"));
  if (d.giveToken && !c.myTokens.includes(d.giveToken)) out.push(tt("problems.noTokenMine", { where: regionIn(d.giveToken) }));
  if (d.getToken && !tokenRegions(view, d.to).includes(d.getToken)) out.push(tt("problems.noTokenTheirs", { name: who, where: regionIn(d.getToken) }));
  const empty = d.giveMoney === 0 && d.giveCards.length === 0 && !d.giveToken && d.getMoney === 0 && d.getCards === 0 && !d.getToken;
  if (empty) out.push(tt("problems.empty"));
  return out.length > 0 ? out : schemaProblems(move);
}

/** The draft in the words the board uses for pending offers (offerText). */
export function offerPreview(d: OfferDraft, view: PolitikaView, mySeat: number, names: readonly string[]): string | null {
  if (d.to === null) return null;
  if (d.alliance) return offerText({ kind: "alliance", id: -1, maker: mySeat, receiver: d.to }, names);
  const hand = view.hand ?? [];
  const cards = d.giveCards.flatMap((id) => {
    const c = hand.find((h) => h.id === id);
    return c ? [{ kind: c.kind, region: c.region, name: c.name }] : [];
  });
  return offerText(
    {
      kind: "trade",
      id: -1,
      maker: mySeat,
      receiver: d.to,
      give: { money: d.giveMoney, cardCount: d.giveCards.length, cards, cardIds: [...d.giveCards], token: d.giveToken },
      get: { money: d.getMoney, cards: d.getCards, token: d.getToken },
    },
    names,
  );
}

// ---------------------------------------------------------------------------------------------
// Challenge dice (PR10) and card purchases (PR13)

export interface ChallengeOption {
  readonly key: string;
  /** A listed challenge (its dice replaced when confirmed). */
  readonly base: Challenge;
  /** Its label without the dice ("Challenge Bob in Moscow with representative 1"). */
  readonly label: string;
  /** Most dice this challenge may buy: 0 when the engine allows none (the Communists' extra challenge). */
  readonly maxDice: number;
}

/** The listed challenges grouped by source, target and defender, each with the dice it may buy. */
export function challengeOptions(legalMoves: readonly LegalMove[], myMoney: number): ChallengeOption[] {
  const affordable = Math.min(MAX_DICE, Math.floor(myMoney / MONEY.challengeDie));
  const groups = new Map<string, { base: Challenge; label: string; listedMax: number }>();
  for (const m of legalMoves) {
    if (kindOf(m) !== "challenge") continue;
    const c = m.move as Challenge;
    const key = JSON.stringify({ ...c, dice: 0 });
    const g = groups.get(key);
    const label = m.label.replace(/,? buying \d+ dic?e \([^)]*\)$/, "");
    if (!g) groups.set(key, { base: c, label, listedMax: c.dice });
    else if (c.dice > g.listedMax) groups.set(key, { ...g, listedMax: c.dice });
  }
  return [...groups].map(([key, g]) => ({
    key,
    base: g.base,
    label: g.label,
    // The engine lists 0..min(5, affordable); a challenge listed with fewer buys no dice at all.
    maxDice: g.listedMax < Math.min(LISTED_DICE, affordable) ? g.listedMax : affordable,
  }));
}

export function challengeMove(o: ChallengeOption, dice: number): Challenge {
  return { ...o.base, dice };
}

/**
 * Every challenge the viewer may make now: each listed source, target and defender with every
 * number of dice from 0 to its `maxDice` — the listed ones and those the engine lists only up to
 * five (PR10: any number money buys). Built in steps: what with, whose token, how many dice.
 */
export function challengeCandidates(legalMoves: readonly LegalMove[], myMoney: number): Challenge[] {
  return challengeOptions(legalMoves, myMoney).flatMap((o) => Array.from({ length: o.maxDice + 1 }, (_, dice) => challengeMove(o, dice)));
}

/**
 * Which source, then whose token where (target and defender together), then the dice; `order`
 * sorts the targets (by their words, in the form).
 */
export function challengeSteps(order?: (a: string, b: string) => number): readonly Step<Challenge>[] {
  return [
    { type: "choice", id: "source", value: (m) => JSON.stringify(m.source) },
    { type: "choice", id: "target", value: (m) => JSON.stringify({ target: m.target, defender: m.defender }), ...(order ? { order } : {}) },
    { type: "number", id: "dice", value: (m) => m.dice },
  ];
}

/**
 * What a challenge is made with, in the engine's words for its labels ("your representative in
 * Moscow", "the Communists' extra challenge (…)", a card's name), in the current language.
 */
export function challengeSourceText(view: PolitikaView, mySeat: number, source: Challenge["source"]): string {
  const rep = (i: number) => {
    const at = view.seats[mySeat]?.representatives[i] ?? null;
    return at ? `your representative in ${REGIONS[at].name}` : "your representative";
  };
  switch (source.kind) {
    case "representative": return say(rep(source.representative));
    case "communists": return say(`the Communists' extra challenge (${rep(source.representative)})`);
    case "duma": return say(`the Duma Session's extra challenge (${rep(source.representative)})`);
    case "card": {
      const c = view.hand?.find((h) => h.id === source.card);
      return c ? cardName(c) : source.card;
    }
  }
}

/** Whose token a challenge is for, and where: "Bob's token in Moscow", "… in the Student uprising". */
export function challengeTargetText(names: readonly string[], target: Challenge["target"], defender: number): string {
  const where = target.kind === "region" ? regionIn(target.region) : tt(`uprisings.${target.uprising}.in`);
  return CHALLENGE_WORDS[currentLanguage()].token(seatName(names, defender), where);
}

/**
 * Move kinds the board's forms build in steps, so the move list leaves them out (docs/web.md,
 * "Moves built in steps"). Not trade offers: the engine lists (and takes) offers asking for more
 * money or cards than the receiver holds now, which the offer builder refuses, so its samples stay.
 */
export const STEPPED_KINDS: readonly PolitikaMove["kind"][] = ["challenge"];

/** The most cards the viewer may buy now, or null when buying is not among the legal moves. */
export function buyLimit(view: PolitikaView, mySeat: number, legalMoves: readonly LegalMove[]): number | null {
  if (!legalMoves.some((m) => kindOf(m) === "buy-cards")) return null;
  const myMoney = view.seats[mySeat]?.money ?? 0;
  return Math.min(MAX_BUY, Math.floor(myMoney / MONEY.actionCard), view.decks.action + view.decks.actionDiscard.length);
}

export function buyProblems(count: number, limit: number, view: PolitikaView, mySeat: number): string[] {
  if (!Number.isInteger(count) || count < 0) return [tt("problems.wholeBuy")];
  const myMoney = view.seats[mySeat]?.money ?? 0;
  if (count * MONEY.actionCard > myMoney) return [tt("problems.cardsCost", { count, amount: money(count * MONEY.actionCard), have: money(myMoney) })];
  if (count > limit) return [tt("problems.onlyCards", { count: limit })];
  return schemaProblems({ kind: "buy-cards", count });
}
