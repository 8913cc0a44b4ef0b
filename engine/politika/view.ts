/**
 * What each viewer may see (PR15), the secrets the leak tests check, log lines and move labels.
 * Hands and deck orders never leave the engine except the viewer's own hand; card ids appear
 * only in the owner's view, everyone else gets counts or card names.
 */
import type { DescribeArgs, Seat, Viewer } from "../core/game";
import {
  ACTION_KIND_TEXT, actionCard, actionCardName, EVENT_CARDS, FACTIONS, PRODUCTION_CARDS, REGION_IDS, REGIONS, UPRISING_IDS, UPRISINGS,
  type ActionKind, type EventCardId, type Faction, type ProductionCardId, type RegionId, type UprisingId,
} from "./cards";
import { orderFrom, score, tokenCount, uprisingAt } from "./board";
import type { Move } from "./moves";
import { awaiting, decisionSeats, defenceDice } from "./rules";
import type { AutoPass, Challenge, EventDecision, Offer, Phase, Roll, State, Target } from "./state";

export interface CardView { readonly id: string; readonly kind: ActionKind; readonly region: RegionId | null; readonly name: string; readonly text: string }
/** A card as others may know it (offered to you, seen by the KGB): no instance id. */
export interface CardSummary { readonly kind: ActionKind; readonly region: RegionId | null; readonly name: string }

/** How the auto-pass settings read in the history and on move buttons. */
export const AUTO_PASS_TEXT: Readonly<Record<AutoPass, string>> = {
  manual: "manual (asked whenever holding a playable card)",
  bystander: "bystander (asked only in one's own challenges)",
  always: "always (never asked in response windows)",
};

export interface SeatView {
  readonly seat: Seat;
  readonly faction: Faction | null;
  readonly factionName: string | null;
  readonly colour: string | null;
  readonly money: number;
  readonly actionCards: number;
  readonly representatives: readonly (RegionId | null)[];
  readonly ally: Seat | null;
  readonly tokens: number;
  readonly score: number;
  readonly returnedTokens: number;
  readonly productionBoosts: number;
  readonly incomeThisTurn: number;
  /** Engine version 2: the seat's auto-pass setting for response windows (public). */
  readonly autoPass?: AutoPass;
}

export interface RegionView {
  readonly id: RegionId;
  readonly name: string;
  readonly dots: number;
  readonly separatist: boolean;
  readonly neighbours: readonly RegionId[];
  readonly layout: { readonly x: number; readonly y: number };
  readonly tokens: readonly Seat[];
  readonly representatives: readonly { readonly seat: Seat; readonly representative: number }[];
  readonly uprising: UprisingId | null;
}

export type OfferView =
  | { readonly kind: "alliance"; readonly id: number; readonly maker: Seat; readonly receiver: Seat }
  | {
    readonly kind: "trade"; readonly id: number; readonly maker: Seat; readonly receiver: Seat;
    readonly give: { readonly money: number; readonly cardCount: number; readonly cards: readonly CardSummary[] | null; readonly cardIds: readonly string[] | null; readonly token: RegionId | null };
    readonly get: { readonly money: number; readonly cards: number; readonly token: RegionId | null };
  };

export interface PolitikaView {
  readonly viewer: Viewer;
  readonly phase: Phase;
  readonly round: number;
  readonly rounds: number;
  readonly current: Seat;
  readonly highRoller: Seat;
  readonly awaiting: readonly { readonly seat: Seat; readonly for: string }[];
  readonly seats: readonly SeatView[];
  readonly regions: readonly RegionView[];
  readonly uprisings: Readonly<Record<UprisingId, { readonly name: string; readonly region: RegionId | null; readonly tokens: readonly Seat[] }>>;
  readonly hand: readonly CardView[] | null;
  readonly productionCard: { readonly id: string; readonly regions: readonly RegionId[] } | null;
  readonly eventsThisTurn: readonly { readonly id: string; readonly name: string; readonly text: string }[];
  readonly eventsInPlay: readonly { readonly id: string; readonly name: string; readonly text: string; readonly seat: Seat }[];
  readonly inflation: boolean;
  readonly decks: { readonly production: number; readonly productionDiscard: number; readonly event: number; readonly eventDiscard: number; readonly action: number; readonly actionDiscard: readonly { readonly id: string; readonly name: string }[] };
  readonly alliances: readonly (readonly [Seat, Seat])[];
  readonly offers: readonly OfferView[];
  readonly tokenTradedThisTurn: boolean;
  /** Offers each seat has made this turn (PR8: at most MAX_OFFERS_PER_TURN). */
  readonly offersMadeThisTurn: readonly number[];
  readonly decision: { readonly kind: EventDecision["kind"]; readonly seats: readonly Seat[]; readonly text: string } | null;
  readonly challenge: (Omit<Challenge, "source"> & { readonly source: string; readonly defenceDice: number; readonly attackDice: number }) | null;
  readonly rolls: readonly Roll[];
  readonly kgbLooks: readonly { readonly target: Seat; readonly round: number; readonly cards: readonly CardSummary[] }[];
  readonly placementOrder: readonly Seat[];
  readonly vote: { readonly tied: readonly Seat[]; readonly voted: readonly boolean[]; readonly votes: readonly (Seat | null)[] | null } | null;
  readonly winners: readonly Seat[];
}

const summary = (id: string): CardSummary => {
  const def = actionCard(id);
  return { kind: def.kind, region: def.region ?? null, name: actionCardName(id) };
};

export function money(n: number): string {
  return `$${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;
}

function decisionText(d: EventDecision): string {
  switch (d.kind) {
    case "student-protests": return "Student Protests: move the Student uprising to Moscow or St. Petersburg.";
    case "wage-arrears": return `Wage Arrears: move the ${UPRISINGS[d.uprising].name} one region.`;
    case "church-revival": return "Church Revival: pick the region where one of your tokens becomes a Church token.";
    case "kompromat": return "Kompromat Scandal: pick one of your tokens to be replaced.";
    case "anti-corruption": return "Anti-Corruption Drive: discard one action card.";
    case "unpaid-army-military": return "Unpaid Army: you may move any one uprising one region.";
    case "unpaid-army": return "Unpaid Army: you may move one representative one region.";
  }
}

function awaitedFor(s: State, seat: Seat): string {
  switch (s.phase) {
    case "factions": return "choose a faction";
    case "placement": return "place a representative";
    case "production": return s.decisions[0] ? decisionText(s.decisions[0]) : "production";
    case "movement": return "move representatives and uprisings";
    case "trade":
      // PR8: besides the current player, only receivers of pending offers are awaited.
      return seat === s.current ? "trade and alliances, then end trading" : "answer an offer";
    case "challenges":
      if (!s.challenge) return "make challenges";
      if (s.challenge.step === "recolour") return "choose the colour of the won token";
      return s.challenge.step === "challenger" ? "play cards for the challenger or pass" : "play cards for the defender or pass";
    case "buying": return "buy action cards";
    case "vote": return "vote among the tied players";
    case "over": return "";
  }
}

/** A representative named by where it stands ("the representative in Tatarstan"), never by its index. */
function representativeText(s: State, seat: Seat, representative: number, whose: "the" | "your"): string {
  const at = s.representatives[seat]?.[representative] ?? null;
  return at ? `${whose} representative in ${regionName(at)}` : `${whose} representative`;
}

function sourceText(s: State, seat: Seat, source: Challenge["source"], whose: "the" | "your" = "the"): string {
  switch (source.kind) {
    case "representative": return representativeText(s, seat, source.representative, whose);
    case "communists": return `the Communists' extra challenge (${representativeText(s, seat, source.representative, whose)})`;
    case "duma": return `the Duma Session's extra challenge (${representativeText(s, seat, source.representative, whose)})`;
    case "card": return actionCardName(source.card);
  }
}

/** An offer in words for its labels: "Boris (Mafia)'s offer: $20,000 for …", or the alliance. */
function offerLabel(s: State, offerId: number, seat: Seat, names: Names): string {
  const o = s.offers.find((x) => x.id === offerId);
  if (o === undefined) return "an offer that is no longer open";
  const to = o.maker === seat ? ` to ${who(s, o.receiver, names)}` : "";
  const whose = o.maker === seat ? "your" : `${who(s, o.maker, names)}'s`;
  return o.kind === "alliance" ? `${whose} alliance${to}` : `${whose} offer${to}: ${offerText(s, o, seat, names)}`;
}

export function view(s: State, viewer: Viewer): PolitikaView {
  const me = viewer === "spectator" ? null : viewer;
  const seats: SeatView[] = orderFrom(0, s.players).map((p) => {
    const f = s.factions[p] ?? null;
    return {
      seat: p, faction: f, factionName: f ? FACTIONS[f].name : null, colour: f ? FACTIONS[f].colour : null,
      money: s.money[p]!, actionCards: s.hands[p]!.length, representatives: s.representatives[p]!, ally: s.allies[p] ?? null,
      tokens: tokenCount(s, p), score: score(s, p), returnedTokens: s.returnedTokens[p]!, productionBoosts: s.productionBoosts[p]!,
      incomeThisTurn: s.turn.income[p] ?? 0,
      ...(s.autoPass ? { autoPass: s.autoPass[p]! } : {}),
    };
  });
  const regions: RegionView[] = REGION_IDS.map((id) => ({
    id, name: REGIONS[id].name, dots: REGIONS[id].dots, separatist: REGIONS[id].separatist, neighbours: REGIONS[id].neighbours, layout: REGIONS[id].layout,
    tokens: s.regions[id]!,
    representatives: s.representatives.flatMap((reps, seat) => reps.flatMap((r, representative) => (r === id ? [{ seat, representative }] : []))),
    uprising: uprisingAt(s, id),
  }));
  const uprising = (u: UprisingId) => ({ name: UPRISINGS[u].name, region: s.uprisings[u]!.region, tokens: s.uprisings[u]!.tokens });
  const uprisings = { bourgeois: uprising("bourgeois"), labor: uprising("labor"), student: uprising("student") } satisfies PolitikaView["uprisings"];
  const offers: OfferView[] = s.offers.map((o: Offer) => {
    if (o.kind === "alliance") return { ...o };
    const party = me === o.maker || me === o.receiver;
    return {
      kind: "trade", id: o.id, maker: o.maker, receiver: o.receiver,
      give: { money: o.give.money, cardCount: o.give.cards.length, cards: party ? o.give.cards.map(summary) : null, cardIds: me === o.maker ? o.give.cards : null, token: o.give.token },
      get: { ...o.get },
    };
  });
  const alliances: [Seat, Seat][] = [];
  // Each alliance once, from its lower seat; a seat without an ally stands for itself (so is never listed).
  s.allies.forEach((a, p) => { const ally = a ?? p; if (ally > p) alliances.push([p, ally]); });
  const c = s.challenge;
  const pc = s.productionCard ? PRODUCTION_CARDS[s.productionCard as ProductionCardId] : null;
  const event = (id: string) => ({ id, name: EVENT_CARDS[id as EventCardId].name, text: EVENT_CARDS[id as EventCardId].text });
  return {
    viewer, phase: s.phase, round: s.round, rounds: s.rounds, current: s.current, highRoller: s.highRoller,
    awaiting: awaiting(s).map((seat) => ({ seat, for: awaitedFor(s, seat) })),
    seats, regions, uprisings,
    hand: me === null ? null : s.hands[me]!.map((id) => ({ ...summary(id), id, text: ACTION_KIND_TEXT[actionCard(id).kind] })),
    productionCard: pc && pc.kind === "produce" ? { id: s.productionCard!, regions: pc.regions } : null,
    eventsThisTurn: s.eventsThisTurn.map(event),
    eventsInPlay: s.eventsInPlay.map((e) => ({ ...event(e.card), seat: e.seat })),
    inflation: s.inflation,
    decks: {
      production: s.productionDeck.length, productionDiscard: s.productionDiscard.length, event: s.eventDeck.length, eventDiscard: s.eventDiscard.length,
      action: s.actionDeck.length, actionDiscard: s.actionDiscard.map((id) => ({ id, name: actionCardName(id) })),
    },
    alliances, offers, tokenTradedThisTurn: s.turn.tokenTraded, offersMadeThisTurn: [...s.turn.offersMade],
    decision: s.phase === "production" && s.decisions[0] ? { kind: s.decisions[0].kind, seats: [...decisionSeats(s, s.decisions[0])].sort((a, b) => a - b), text: decisionText(s.decisions[0]) } : null,
    challenge: c ? {
      ...c, source: sourceText(s, c.challenger, c.source), defenceDice: defenceDice(s, c), attackDice: c.boughtDice + c.freeDice + c.challengerCardDice,
    } : null,
    rolls: s.rolls,
    kgbLooks: s.kgbLooks.filter((l) => l.seat === me).map((l) => ({ target: l.target, round: l.round, cards: l.cards.map(summary) })),
    placementOrder: s.placementOrder,
    vote: s.phase === "vote" || (s.phase === "over" && s.tied.length > 0)
      ? { tied: s.tied, voted: s.votes.map((v) => v !== null), votes: s.phase === "over" ? s.votes : null }
      : null,
    winners: s.winners,
  };
}

/** Ids `viewer` must never see: other seats' hands and every deck (PR15). */
export function secrets(s: State, viewer: Viewer): string[] {
  const others = s.hands.flatMap((h, p) => (p === viewer ? [] : h));
  return [...others, ...s.productionDeck, ...s.eventDeck, ...s.actionDeck];
}

// ---------------------------------------------------------------------------------------------
// Log lines and labels

type Names = readonly string[];

function who(s: State, seat: Seat, names: Names): string {
  const f = s.factions[seat];
  const name = names[seat] ?? `Seat ${seat + 1}`;
  return f ? `${name} (${FACTIONS[f].name})` : name;
}

const regionName = (r: RegionId): string => REGIONS[r].name;

function targetText(s: State, t: Target): string {
  if (t.kind === "region") return regionName(t.region);
  const at = s.uprisings[t.uprising]!.region;
  return `the ${UPRISINGS[t.uprising].name}${at ? ` in ${regionName(at)}` : ""}`;
}

function rollText(s: State, r: Roll, names: Names): string {
  const c = who(s, r.challenger, names);
  const d = who(s, r.defender, names);
  if (r.outcome === "vetoed") return `${d} vetoes ${c}'s challenge in ${targetText(s, r.target)}.`;
  const dice = (xs: readonly number[], total: number): string => (xs.length === 0 ? "no dice (0)" : `${xs.join("+")} = ${total}`);
  return `${c} rolls ${dice(r.challengerDice, r.challengerTotal)} against ${d}'s ${dice(r.defenderDice, r.defenderTotal)}: ${r.outcome === "challenger-wins" ? `${c} wins` : `${d} holds`}.`;
}

function productionText(s: State, names: Names): string {
  const parts: string[] = [`Round ${s.round}: ${who(s, s.current, names)}'s turn.`];
  for (const e of s.eventsThisTurn) parts.push(`Event: ${EVENT_CARDS[e as EventCardId].name}.`);
  const pc = s.productionCard ? PRODUCTION_CARDS[s.productionCard as ProductionCardId] : null;
  if (pc && pc.kind === "produce") {
    parts.push(`Production: ${pc.regions.map(regionName).join(", ")}.`);
    const income = s.turn.income.flatMap((m, p) => (m > 0 ? [`${who(s, p, names)} +${money(m)}`] : []));
    if (income.length > 0) parts.push(`Income: ${income.join(", ")}.`);
  }
  return parts.join(" ");
}

function offerText(s: State, o: { maker: Seat; receiver: Seat; give: { money: number; cards: readonly string[]; token: RegionId | null }; get: { money: number; cards: number; token: RegionId | null } }, viewer: Viewer, names: Names): string {
  const party = viewer === o.maker || viewer === o.receiver;
  const side = (m: number, cards: string, token: RegionId | null, tokenOwner: Seat, to: Seat): string => {
    const parts: string[] = [];
    if (m > 0) parts.push(money(m));
    if (cards) parts.push(cards);
    if (token) parts.push(`a ${s.factions[tokenOwner] ? FACTIONS[s.factions[tokenOwner]!].name : "their"} token in ${regionName(token)} turned to ${who(s, to, names)}`);
    return parts.length > 0 ? parts.join(" and ") : "nothing";
  };
  const giveCards = o.give.cards.length === 0 ? "" : party ? o.give.cards.map(actionCardName).join(", ") : `${o.give.cards.length} action card${o.give.cards.length > 1 ? "s" : ""}`;
  const getCards = o.get.cards === 0 ? "" : `${o.get.cards} action card${o.get.cards > 1 ? "s" : ""} of their choice`;
  return `${side(o.give.money, giveCards, o.give.token, o.maker, o.receiver)} for ${side(o.get.money, getCards, o.get.token, o.receiver, o.maker)}`;
}

function moveText(before: State, after: State, seat: Seat, move: Move, viewer: Viewer, names: Names): string {
  const w = who(before, seat, names);
  const s = before;
  switch (move.kind) {
    case "choose-faction": return `${names[seat] ?? `Seat ${seat + 1}`} chooses the ${FACTIONS[move.faction].name}.`;
    case "place-representative": return `${w} places a representative in ${regionName(move.region)}.`;
    case "choose-region": {
      const d = s.decisions[0];
      if (d?.kind === "church-revival") return `${w} gives up a token in ${regionName(move.region)} to the Church.`;
      if (d?.kind === "wage-arrears") return `${w} moves the ${UPRISINGS[d.uprising].name} to ${regionName(move.region)}.`;
      return `${w} moves the Student uprising to ${regionName(move.region)}.`;
    }
    case "choose-token": return `${w} loses a token in ${targetText(s, move.target)} to the Kompromat Scandal.`;
    case "discard-card": return `${w} discards ${actionCardName(move.card)} to the Anti-Corruption Drive.`;
    case "move-representative": return `${w} moves a representative from ${regionName(s.representatives[seat]![move.representative]!)} to ${regionName(move.to)}.`;
    case "move-uprising": return `${w} moves the ${UPRISINGS[move.uprising].name} to ${regionName(move.to)}.`;
    case "military-move": return `${w} uses the Military's ability to move the ${UPRISINGS[move.uprising].name} to ${regionName(move.to)}.`;
    case "play-move-uprising": return `${w} plays Move uprising: the ${UPRISINGS[move.uprising].name} goes to ${regionName(move.to)}.`;
    case "play-fast-travel": return `${w} plays Fast travel: a representative goes to ${regionName(move.to)}.`;
    case "play-production-boost": return `${w} plays Production boost.`;
    case "kgb-look": {
      const base = `${w} looks at ${who(s, move.target, names)}'s action cards`;
      if (viewer !== seat) return `${base}.`;
      const cards = s.hands[move.target]!;
      return `${base}: ${cards.length === 0 ? "none" : cards.map(actionCardName).join(", ")}.`;
    }
    case "mafia-take": return `${w} takes ${money(s.money[move.target]! - after.money[move.target]!)} from ${who(s, move.target, names)}.`;
    case "end-movement": return `${w} ends movement.`;
    case "offer-trade": return `${w} offers ${who(s, move.to, names)} ${offerText(s, { maker: seat, receiver: move.to, give: move.give, get: move.get }, viewer, names)}.`;
    case "offer-alliance": return `${w} proposes an alliance to ${who(s, move.to, names)}.`;
    case "accept-offer": {
      const o = s.offers.find((x) => x.id === move.offer)!;
      if (o.kind === "alliance") return `${w} accepts ${who(s, o.maker, names)}'s alliance: they are now allies.`;
      const chosen = move.cards.length === 0 ? "" : viewer === seat || viewer === o.maker ? ` (giving ${move.cards.map(actionCardName).join(", ")})` : "";
      return `${w} accepts ${who(s, o.maker, names)}'s offer: ${offerText(s, o, viewer, names)}${chosen}.`;
    }
    case "decline-offer": return `${w} declines ${who(s, s.offers.find((x) => x.id === move.offer)!.maker, names)}'s offer.`;
    case "withdraw-offer": {
      const o = s.offers.find((x) => x.id === move.offer);
      return o ? `${w} withdraws the ${o.kind === "alliance" ? "alliance" : "offer"} to ${who(s, o.receiver, names)}.` : `${w} withdraws an offer.`;
    }
    case "end-trade": return `${w} ends trading.`;
    case "challenge": {
      const broke = s.allies[seat] === move.defender ? " The alliance is broken." : "";
      return `${w} challenges ${who(s, move.defender, names)}'s token in ${targetText(s, move.target)} with ${sourceText(s, seat, move.source)}, buying ${move.dice} ${move.dice === 1 ? "die" : "dice"}.${broke}`;
    }
    case "play-response": {
      const c = s.challenge!;
      return `${w} plays ${actionCardName(move.card)} ${c.step === "challenger" ? "for the challenger" : "for the defender"}.`;
    }
    case "recolour": return move.to === seat ? `${w} takes the won token.` : `${w} turns the won token into ${who(s, move.to, names)}'s colour.`;
    case "end-challenges": return `${w} ends challenges.`;
    case "buy-cards": return `${w} buys ${move.count} action card${move.count === 1 ? "" : "s"} and ends the turn.`;
    case "vote": return after.phase === "over" ? `${w} votes for ${who(s, move.for, names)}.` : `${w} votes.`;
    case "pass":
      if (s.phase === "production") return `${w} declines to move.`;
      return `${w} passes.`;
    case "auto-pass": return `${w} sets auto-pass to ${AUTO_PASS_TEXT[move.mode]}.`;
  }
}

export function describe({ before, after, seat, move, viewer, names }: DescribeArgs<State, Move>): string {
  const lines = [moveText(before, after, seat, move, viewer, names)];
  for (const r of after.rolls) if (r.n > before.rollCount) lines.push(rollText(after, r, names));
  if (before.phase === "placement" && after.phase !== "placement") {
    lines.push(`Uprisings: ${UPRISING_IDS.map((u) => `${UPRISINGS[u].name} in ${regionName(after.uprisings[u]!.region!)}`).join(", ")}. Three action cards dealt to each player.`);
  }
  const newTurn = after.phase !== "over" && after.phase !== "vote" && (after.current !== before.current || after.round !== before.round || (before.phase === "placement" && after.phase !== "placement"));
  const productionDone = before.phase === "production" && after.phase !== "production";
  if (newTurn || productionDone) lines.push(productionText(after, names));
  if (after.phase === "vote" && before.phase !== "vote") lines.push(`The game is over; ${after.tied.map((p) => who(after, p, names)).join(" and ")} tie for first place, and the others vote.`);
  if (after.phase === "over") {
    const w = after.winners.map((p) => who(after, p, names)).join(" and ");
    lines.push(after.winners.length === 1 ? `${w} wins with ${score(after, after.winners[0]!)} influence.` : `Shared win: ${w}.`);
  }
  return lines.join(" ");
}

export function moveLabel(s: State, seat: Seat, move: Move, names: Names): string {
  const n = (p: Seat): string => who(s, p, names);
  switch (move.kind) {
    case "choose-faction": return `Play the ${FACTIONS[move.faction].name}`;
    case "place-representative": return `Place a representative in ${regionName(move.region)}`;
    case "choose-region": return `Choose ${regionName(move.region)}`;
    case "choose-token": return `Give up a token in ${targetText(s, move.target)}`;
    case "discard-card": return `Discard ${actionCardName(move.card)}`;
    case "move-representative": return `Move ${representativeText(s, seat, move.representative, "your")} to ${regionName(move.to)}`;
    case "move-uprising": return `Move the ${UPRISINGS[move.uprising].name} to ${regionName(move.to)}`;
    case "military-move": return `Military: move the ${UPRISINGS[move.uprising].name} to ${regionName(move.to)}`;
    case "play-move-uprising": return `Play Move uprising: ${UPRISINGS[move.uprising].name} to ${regionName(move.to)}`;
    case "play-fast-travel": return `Play Fast travel: ${representativeText(s, seat, move.representative, "your")} to ${regionName(move.to)}`;
    case "play-production-boost": return "Play Production boost";
    case "kgb-look": return `KGB: look at ${n(move.target)}'s action cards`;
    case "mafia-take": return `Mafia: take money from ${n(move.target)}`;
    case "end-movement": return "End movement";
    case "offer-trade": return `Offer ${n(move.to)} ${offerText(s, { maker: seat, receiver: move.to, give: move.give, get: move.get }, seat, names)}`;
    case "offer-alliance": return `Propose an alliance to ${n(move.to)}`;
    case "accept-offer": {
      const what = offerLabel(s, move.offer, seat, names);
      return move.cards.length > 0 ? `Accept ${what}, giving ${move.cards.map(actionCardName).join(", ")}` : `Accept ${what}`;
    }
    case "decline-offer": return `Decline ${offerLabel(s, move.offer, seat, names)}`;
    case "withdraw-offer": return `Withdraw ${offerLabel(s, move.offer, seat, names)}`;
    case "end-trade": return "End trading";
    case "challenge": return `Challenge ${n(move.defender)} in ${targetText(s, move.target)} with ${sourceText(s, seat, move.source, "your")}, buying ${move.dice} ${move.dice === 1 ? "die" : "dice"} (${money(move.dice * 20_000)})`;
    case "play-response": return `Play ${actionCardName(move.card)}`;
    case "recolour": return `Turn the token to ${n(move.to)}'s colour`;
    case "end-challenges": return "End challenges";
    case "buy-cards": return `Buy ${move.count} action card${move.count === 1 ? "" : "s"} (${money(move.count * 20_000)}) and end the turn`;
    case "vote": return `Vote for ${n(move.for)}`;
    case "pass": return "Pass";
    case "auto-pass": return `Auto-pass: ${AUTO_PASS_TEXT[move.mode]}`;
  }
}
