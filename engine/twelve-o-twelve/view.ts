/**
 * What each viewer may see (TR4): own hand, everything on the table, sizes of hidden piles.
 * Never: other hands, deck order, Leaders before the reveal or Leaders not kept, the RNG.
 * Also the log lines (`describe`) and button labels (`moveLabel`).
 */
import type { DescribeArgs, GameResult, Seat, Viewer } from "../core/game";
import { ANIMAL_CARDS, FACTION_NAMES, LEADER_BY_ID, speciesOf, type AnimalId, type Faction, type LeaderId } from "./cards";
import { leaderConditionMet, nameOf, ownerOf, symbols, victoryPoints } from "./effects";
import type { Move } from "./moves";
import { classOf, getFoodGains } from "./choices";
import { poachCost } from "./action-choices";
import { awaiting } from "./rules";
import type { AbilityId, State } from "./state";

export interface CardView {
  /** Card instance id ("mouse#2"). */
  readonly id: string;
  /** Card data id, for `ANIMAL_BY_ID`. */
  readonly animal: AnimalId;
}

export interface SupporterView extends CardView {
  readonly faction: Faction;
  readonly food: number;
  readonly influence: number;
}

export interface PlayerView {
  readonly seat: Seat;
  readonly handSize: number;
  readonly food: number;
  readonly influence: number;
  readonly compromat: number;
  readonly vp: number;
  /** The Leader, once revealed (and always your own). */
  readonly leader: LeaderId | null;
  readonly leaderConditionMet: boolean | null;
  readonly supporters: readonly SupporterView[];
  readonly symbols: { readonly free: number; readonly rulers: number };
  /** Setup: whether this player still has to choose. */
  readonly setupDone: boolean;
}

export interface PendingAbilityView {
  readonly id: string;
  readonly seat: Seat;
  readonly ability: AbilityId;
  readonly source: CardView | null;
  readonly mandatory: boolean;
}

export interface TwelveView {
  readonly phase: State["phase"];
  readonly options: State["options"];
  readonly you: Seat | null;
  readonly firstPlayer: Seat;
  readonly turn: { readonly seat: Seat; readonly actionsTaken: number; readonly number: number };
  /** Your hand; null for spectators. */
  readonly hand: readonly CardView[] | null;
  /** Setup: the Leaders you were dealt and the discards you chose (yours only). */
  readonly yourSetup: { readonly leaderOptions: readonly LeaderId[]; readonly discardDue: number; readonly discard: readonly string[] | null } | null;
  readonly players: readonly PlayerView[];
  readonly deckSize: number;
  /** The face-up discard pile, bottom first. */
  readonly discard: readonly CardView[];
  readonly awaiting: readonly Seat[];
  /** What is awaited: setup choices, an action, a second action or end of turn, or abilities. */
  readonly decision: "setup" | "action" | "second-action" | "ability" | "none";
  /** The abilities of the batch being resolved (TR11), all public. */
  readonly pendingAbilities: readonly PendingAbilityView[];
  readonly winners: readonly Seat[];
  readonly endReason: string | null;
}

/** One shared, frozen CardView per card instance (views are read-only data). */
const CARD_VIEWS: ReadonlyMap<string, CardView> = new Map(ANIMAL_CARDS.map((id) => [id, Object.freeze({ id, animal: speciesOf(id) })]));
const cardView = (id: string): CardView => CARD_VIEWS.get(id)!;

export function view(state: State, viewer: Viewer): TwelveView {
  const me = viewer === "spectator" ? null : viewer;
  const top = state.stack.at(-1);
  const revealed = state.phase !== "setup";
  const decision = state.phase === "over" ? "none" : state.phase === "setup" ? "setup" : top ? "ability" : state.turn.actions === 1 ? "second-action" : "action";
  // Stryker disable next-line ConditionalExpression: players[null] is undefined as well (equivalent)
  const mine = me === null ? undefined : state.players[me];
  return {
    phase: state.phase,
    options: state.options,
    you: me,
    firstPlayer: state.firstPlayer,
    turn: { seat: state.turn.seat, actionsTaken: state.turn.actions, number: state.turn.number },
    hand: mine ? mine.hand.map(cardView) : null,
    yourSetup: mine && state.phase === "setup" ? { leaderOptions: mine.leaderOptions, discardDue: mine.setupDiscardDue, discard: mine.setupDiscard } : null,
    players: state.players.map((p, seat): PlayerView => {
      const shown = revealed || seat === me;
      const sym = symbols(state, seat);
      return {
        seat,
        handSize: p.hand.length,
        food: p.food,
        influence: p.influence,
        compromat: p.compromat,
        vp: victoryPoints(state, seat, sym),
        leader: shown ? p.leader : null,
        leaderConditionMet: p.leader && shown ? leaderConditionMet(state, seat) : null,
        supporters: p.supporters.map((s) => ({ id: s.card, animal: speciesOf(s.card), faction: s.faction, food: s.food, influence: s.influence })),
        symbols: sym,
        // Stryker disable next-line EqualityOperator: a lone Leader dealt is kept at once (rules.ts), so null with one option never occurs
        setupDone: !(p.setupDiscard === null || (p.leader === null && p.leaderOptions.length > 1)),
      };
    }),
    deckSize: state.deck.length,
    discard: state.discard.map(cardView),
    awaiting: awaiting(state),
    decision,
    pendingAbilities: top?.type === "batch"
      ? top.abilities.map((a) => ({ id: a.id, seat: a.seat, ability: a.ability, source: a.source ? cardView(a.source) : null, mandatory: a.mandatory }))
      : [],
    winners: state.winners,
    endReason: state.endReason,
  };
}

export function secrets(state: State, viewer: Viewer): string[] {
  const out = [...state.deck];
  state.players.forEach((p, seat) => {
    if (seat === viewer) return;
    out.push(...p.hand);
    out.push(...p.leaderOptions.filter((l) => l !== p.leader));
    if (state.phase === "setup" && p.leader) out.push(p.leader);
  });
  return out;
}

export function result(state: State): GameResult {
  const scores = state.players.map((_, seat) => victoryPoints(state, seat));
  const finished = state.phase === "over";
  return {
    finished,
    winners: finished ? state.winners : [],
    scores,
    scoreLabel: "VP",
    summary: finished && state.endReason ? state.endReason.replace(/@(\d)/g, (_, n: string) => `Player ${Number(n) + 1}`) : undefined,
  };
}

const nameFor = (names: readonly string[], seat: number): string => names[seat] ?? `Player ${seat + 1}`;
const fill = (text: string, names: readonly string[]): string => text.replace(/@(\d)/g, (_, n: string) => nameFor(names, Number(n)));

export function describe({ after, viewer, names }: DescribeArgs<State, Move>): string {
  return after.events
    .map((e) => {
      switch (e.e) {
        case "say":
          return fill(e.seat === null ? e.text : `${nameFor(names, e.seat)} ${e.text}`, names);
        case "draw":
          if (e.cards.length === 0) return `${nameFor(names, e.seat)} draws no card (${e.why}): deck and discard are empty.`;
          return viewer === e.seat
            ? `${nameFor(names, e.seat)} draws ${e.cards.map(nameOf).join(", ")} (${e.why}).`
            : `${nameFor(names, e.seat)} draws ${e.cards.length} card${e.cards.length === 1 ? "" : "s"} (${e.why}).`;
        case "steal":
          return viewer === e.seat || viewer === e.from
            ? `${nameFor(names, e.seat)} takes ${nameOf(e.card)} at random from ${nameFor(names, e.from)}'s hand (Raven).`
            : `${nameFor(names, e.seat)} takes a random card from ${nameFor(names, e.from)}'s hand (Raven).`;
      }
    })
    .join(" ");
}

const pay = (food: number, influence: number, extra = 0): string =>
  [food ? `${food} Food` : "", influence ? `${influence} Influence` : "", extra ? `${extra} from supporters` : ""].filter(Boolean).join(" + ") || "nothing";

export function moveLabel(state: State, seat: Seat, move: Move, names: readonly string[]): string {
  switch (move.kind) {
    case "choose-leader": return `Keep the ${LEADER_BY_ID[move.leader].name}`;
    case "setup-discard": return `Discard ${move.cards.map(nameOf).join(", ")}`;
    case "get-food": {
      if (move.groups.length === 0) return "Get Food: discard nothing";
      const cards = move.groups.map((g) => g.cards.map(nameOf).join(" + ")).join(", ");
      const { food, influence, cards: drawn } = getFoodGains(move.groups);
      const sparrow = state.players[seat]?.leader === "sparrow";
      const gains = [food > 0 || (influence === 0 && drawn === 0) ? `${food} Food` : "", influence ? `${influence} Influence` : "", drawn ? `${drawn} card${drawn > 1 ? "s" : ""}` : ""];
      return `Get Food: discard ${cards} (${gains.filter(Boolean).join(" and ")}${sparrow ? ", +1 Food for the Sparrow" : ""})`;
    }
    case "attract": {
      const from = (move.fromSupporters ?? []).map((x) => `${[x.food ? `${x.food} Food` : "", x.influence ? `${x.influence} Influence` : ""].filter(Boolean).join(" and ")} from ${supporterName(state, x.card)}`);
      const paid = [move.payFood || move.payInfluence || from.length === 0 ? pay(move.payFood, move.payInfluence) : "", ...from].filter(Boolean).join(" + ");
      return `Attract ${nameOf(move.card)}${move.faction ? ` as ${FACTION_NAMES[move.faction]}` : ""}${move.eat ? ` feeding it ${supporterName(state, move.eat)}` : ""} (pay ${paid})`;
    }
    case "poach": {
      const owner = ownerOf(state, move.card);
      const cost = owner === null ? "?" : poachCost(state, seat, owner, move.card);
      return `Poach ${supporterName(state, move.card)}${move.faction ? ` as ${FACTION_NAMES[move.faction]}` : ""} from ${owner === null ? "?" : nameFor(names, owner)} (pay ${cost} Influence)`;
    }
    case "seek-contacts": return move.raven === undefined ? "Seek Contacts" : `Seek Contacts, taking a random card from ${nameFor(names, move.raven)} (Raven)`;
    case "end-turn": return "End the turn";
    case "skip-ability": return `Skip ${abilityName(state, move.ability)}`;
    case "use-ability": {
      const what = abilityName(state, move.ability);
      const faction = move.faction ? FACTION_NAMES[move.faction] : "";
      const bits = [
        move.player !== undefined ? `on ${nameFor(names, move.player)}` : "",
        move.supporter ? (move.token ? `take 1 ${move.token === "food" ? "Food" : "Influence"} from ${supporterName(state, move.supporter, seat, names)}` : `on ${supporterName(state, move.supporter, seat, names)}`) : "",
        move.feed ? (move.feed[0] === move.feed[1] ? `feed ${supporterName(state, move.feed[0])} twice` : `feed ${move.feed.map((c) => supporterName(state, c)).join(" and ")}`) : "",
        move.give && move.take ? `give ${supporterName(state, move.give)}, take ${supporterName(state, move.take, seat, names)}${faction ? ` as ${faction}` : ""}` : "",
        move.card ? `attract ${nameOf(move.card)}${faction ? ` as ${faction}` : ""} (pay ${pay(move.payFood ?? 0, move.payInfluence ?? 0)})` : "",
        faction && !move.take && !move.card ? (what.startsWith("Eagle") ? `feed every ${faction} supporter` : faction) : "",
      ].filter(Boolean);
      return `Use ${what}${bits.length ? `: ${bits.join(", ")}` : ""}`;
    }
  }
}

/**
 * A supporter's name as `seat` reads it: another player's is "Bo's Mouse"; with its tokens
 * (and a Chameleon's faction) when its owner has another supporter of that species that
 * differs, so that labels tell the choices apart.
 */
function supporterName(state: State, card: string, seat?: Seat, names: readonly string[] = []): string {
  const owner = ownerOf(state, card);
  const p = owner === null ? undefined : state.players[owner];
  const s = p?.supporters.find((x) => x.card === card);
  if (owner === null || !p || !s) return nameOf(card);
  const whose = seat !== undefined && owner !== seat ? `${nameFor(names, owner)}'s ` : "";
  if (!p.supporters.some((x) => speciesOf(x.card) === speciesOf(card) && classOf(x) !== classOf(s))) return `${whose}${nameOf(card)}`;
  const tokens = [s.food ? `${s.food} Food` : "", s.influence ? `${s.influence} Influence` : ""].filter(Boolean).join(", ") || "no tokens";
  return `${whose}${nameOf(card)} [${speciesOf(card) === "chameleon" ? `${FACTION_NAMES[s.faction]}, ` : ""}${tokens}]`;
}

function abilityName(state: State, id: string): string {
  const top = state.stack.at(-1);
  const pa = top?.type === "batch" ? top.abilities.find((a) => a.id === id) : undefined;
  if (!pa) return "ability";
  if (pa.ability === "supplier") return `${pa.source ? supporterName(state, pa.source) : ""} (Supplier: feed 1 Food)`;
  if (pa.ability === "name-chameleon") return "Chameleon (name its faction)";
  if (pa.ability === "goat") return "Goat";
  return pa.source ? supporterName(state, pa.source) : pa.ability;
}

