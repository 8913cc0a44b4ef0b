/**
 * Setup, the four actions, turn flow and the resolution of triggered abilities: `setup`,
 * `awaiting`, `legalMoves` and `apply` (decide + evolve on a private draft).
 *
 * Flow: setup (Leader choice TR2 and the setup discards TR3, all seats at once) → turns.
 * A turn is one action (two with 3+ Free symbols, TR10); each step of an action may trigger
 * abilities, which go on a stack of batches (TR11) and are awaited from their owners — also
 * from other players during the active player's turn. Victory is checked after every step (TR14).
 */
import { ensure, invariant, RuleViolation, type Seat } from "../core/game";
import { Rng, seedRng } from "../core/rng";
import { abilityChoices, abilityOptions, chameleonFaction, placeAttracted, resolveAbility, sameUse, takeBack } from "./abilities";
import { getFoodChoices, subMultisets } from "./choices";
import { attractOptions, poachCost, poachOptions } from "./action-choices";
import { dedupeBy } from "../core/lists";
import {
  ANIMAL_CARDS, animalOf, DEAL_BY_POSITION, FACTION_NAMES, FACTIONS, HAND_TARGET, LEADER_BY_ID, LEADERS_IN_SET, speciesOf, START_FOOD,
  type Faction, type LeaderId,
} from "./cards";
import {
  becomeSupporter, checkVictory, discardSupporter, draw, grantCommunityBonuses, loseSupporter, nameOf, newStep, nextTurn, ownerOf, player,
  pushStep, say, supporterOf, symbols, takeCompromat, trigger, turnOrder, type Step,
} from "./effects";
import type { AttractMove, GetFoodMove, Move } from "./moves";
import type { Frame, Options, PendingAbility, Player, State, Supporter } from "./state";

// ---------------------------------------------------------------- setup

/** `version`: the engine version the new game is judged by (stamped into the state from 2 on). */
export function setup({ seats, options, seed }: { seats: number; options: Options; seed: string }, version = 1): State {
  ensure(seats >= 2 && seats <= 4, "twelve/bad-seats", "12-0-12 is played by 2 to 4 players.");
  ensure(options.firstPlayer === undefined || options.firstPlayer < seats, "twelve/bad-options", "The first player must be one of the seats.");
  const rng = new Rng(seedRng(seed));
  const deck = rng.shuffle(ANIMAL_CARDS);
  const firstPlayer = options.firstPlayer ?? rng.int(seats);
  const training = options.variant === "training";
  const leaderSet = training ? "none" : options.leaders;
  const pool = rng.shuffle(LEADERS_IN_SET[leaderSet] as readonly LeaderId[]);
  // TR2 with the rulebook's "Additional Rules": all Leaders: two each, keep one; a reduced set: one each at random.
  const perPlayer = leaderSet === "all" ? 2 : pool.length >= seats ? 1 : 0;
  const players: Player[] = Array.from({ length: seats }, () => ({
    hand: [], supporters: [], food: START_FOOD[options.variant], influence: 0, compromat: 0, leader: null, leaderOptions: [],
    setupDiscardDue: 0, setupDiscard: null, seenSymbols: { free: 0, rulers: 0 },
  }));
  for (let pos = 0; pos < seats; pos++) {
    const p = players[(firstPlayer + pos) % seats]!;
    p.hand = deck.splice(deck.length - DEAL_BY_POSITION[pos]!, DEAL_BY_POSITION[pos]!);
    p.setupDiscardDue = pos;
    p.setupDiscard = pos === 0 ? [] : null;
    p.leaderOptions = pool.splice(0, perPlayer);
    if (p.leaderOptions.length === 1) p.leader = p.leaderOptions[0]!;
  }
  return {
    ...(version >= 2 ? { rulesVersion: version } : {}),
    rng: rng.state, options, phase: "setup", firstPlayer,
    turn: { seat: firstPlayer, actions: 0, inAction: false, number: 0 },
    deck, discard: [], players, stack: [], nextAbilityId: 1, winners: [], endReason: null, events: [],
  };
}

const setupPending = (p: Player): { leader: boolean; discard: boolean } => ({
  leader: p.leader === null && p.leaderOptions.length > 1,
  discard: p.setupDiscard === null,
});

/** TR2/TR3: when everyone has chosen, Leaders and discards are revealed together; setup abilities apply. */
function finishSetup(d: State): void {
  if (d.players.some((p) => setupPending(p).leader || setupPending(p).discard)) return;
  for (const seat of turnOrder(d, d.firstPlayer)) {
    const p = player(d, seat);
    if (p.leader) {
      say(d, seat, `reveals the Leader ${LEADER_BY_ID[p.leader].name}.`);
      if (p.leader === "rabbit") { p.food += 2; say(d, seat, "takes 2 more Food (Rabbit)."); }
      if (p.leader === "viper") { p.influence += 1; say(d, seat, "takes 1 Influence (Viper)."); }
    }
    const gone = p.setupDiscard ?? [];
    if (gone.length > 0) {
      p.hand = p.hand.filter((c) => !gone.includes(c));
      d.discard = d.discard.concat(gone);
      say(d, seat, `discards ${gone.map(nameOf).join(", ")}.`);
    }
  }
  d.phase = "play";
  d.turn = { seat: d.firstPlayer, actions: 0, inAction: false, number: 1 };
  say(d, d.firstPlayer, "takes the first turn.");
}

// ---------------------------------------------------------------- who is awaited

/** The seat that decides next in a batch: `first`, then turn order (TR11, TR13). */
export function batchSeat(d: State, frame: Extract<Frame, { type: "batch" }>): number {
  const seat = turnOrder(d, frame.first).find((s) => frame.abilities.some((a) => a.seat === s));
  invariant(seat !== undefined, "empty batch on the stack");
  return seat;
}

export function awaiting(state: State): Seat[] {
  if (state.phase === "over") return [];
  if (state.phase === "setup") {
    return state.players.flatMap((p, seat) => (setupPending(p).leader || setupPending(p).discard ? [seat] : []));
  }
  const top = state.stack.at(-1);
  if (top?.type === "batch") return [batchSeat(state, top)];
  return [state.turn.seat];
}

// ---------------------------------------------------------------- legal moves

/**
 * Every legal move of `seat`, complete up to equivalence (docs "Legal-move lists"): copies
 * of a species and interchangeable supporters (`classOf`) are listed once, and so is each
 * Get Food outcome — except past `GET_FOOD_LIMIT` Get Food outcomes (hands of 7+ cards),
 * where the longer discards are cut. `apply` accepts these and every equivalent variant.
 */
export function legalMoves(state: State, seat: Seat): Move[] {
  if (!awaiting(state).includes(seat)) return [];
  const p = player(state, seat);
  if (state.phase === "setup") {
    const pending = setupPending(p);
    return [
      ...(pending.leader ? p.leaderOptions.map((leader) => ({ kind: "choose-leader" as const, leader })) : []),
      ...(pending.discard ? subMultisets(p.hand, p.setupDiscardDue, p.setupDiscardDue).map((cards) => ({ kind: "setup-discard" as const, cards })) : []),
    ];
  }
  const top = state.stack.at(-1);
  if (top?.type === "batch") {
    const out: Move[] = [];
    for (const a of dedupeBy(top.abilities.filter((x) => x.seat === seat), (x) => sameUse(state, x))) {
      for (const m of abilityChoices(state, a)) out.push(m);
      if (!a.mandatory) out.push({ kind: "skip-ability", ability: a.id });
    }
    return out;
  }
  // The longest list of all, asked for on every turn: pushed into one array, no spreads.
  const out: Move[] = [];
  for (const groups of getFoodChoices(p.hand, symbols(state, seat)).choices) out.push({ kind: "get-food", groups });
  for (const m of attractOptions(state, seat)) out.push(m);
  for (const m of poachOptions(state, seat)) out.push(m);
  out.push({ kind: "seek-contacts" });
  if (p.leader === "raven" && p.hand.length < HAND_TARGET) {
    state.players.forEach((o, s) => {
      if (s !== seat && o.hand.length > 0) out.push({ kind: "seek-contacts", raven: s });
    });
  }
  if (state.turn.actions === 1) out.push({ kind: "end-turn" });
  return out;
}

/** Can two hand cards form a pair of one faction? A Chameleon's holder names its faction (TR5, TR12). */
const pairable = (a: string, b: string): boolean =>
  speciesOf(a) === "chameleon" || speciesOf(b) === "chameleon" || animalOf(a).faction === animalOf(b).faction;

// ---------------------------------------------------------------- actions

/** TR5: pairs of one faction give 3 Food (Rulers: or 1 Influence), single cards 1; Free: Food → cards. */
function getFood(d: State, seat: number, move: GetFoodMove): void {
  const p = player(d, seat);
  const sym = symbols(d, seat);
  const cards: string[] = [];
  for (const g of move.groups) for (const c of g.cards) cards.push(c);
  ensure(new Set(cards).size === cards.length, "twelve/duplicate-card", "Each card can be discarded once.");
  ensure(cards.every((c) => p.hand.includes(c)), "twelve/not-in-hand", "You can only discard cards from your hand.");
  let food = 0;
  let influence = 0;
  let drawn = 0;
  const singleFactions: Faction[] = [];
  let chameleonSingles = 0;
  for (const g of move.groups) {
    const n = g.cards.length;
    const give = g.draw ?? 0;
    ensure(give <= n, "twelve/bad-group", "At most one card per discarded card.");
    ensure(give === 0 || sym.free >= 1, "twelve/no-free", "Taking cards instead of Food needs a Free symbol.");
    if (n === 2) {
      ensure(pairable(g.cards[0]!, g.cards[1]!), "twelve/not-a-pair", "A pair must be two cards of one faction.");
      if (g.influence) {
        ensure(sym.rulers >= 1, "twelve/no-rulers", "Taking Influence for a pair needs a Rulers symbol.");
        ensure(give === 0, "twelve/one-community", "A pair can use only one community's bonus.");
        influence += 1;
      } else {
        food += 3 - give;
        drawn += give;
      }
    } else {
      ensure(!g.influence, "twelve/not-a-pair", "Only a pair can give Influence.");
      food += 1 - give;
      drawn += give;
      if (speciesOf(g.cards[0]!) === "chameleon") chameleonSingles++;
      else singleFactions.push(animalOf(g.cards[0]!).faction);
    }
  }
  // TR5: the cards are grouped by faction, so two single cards of one faction form a pair.
  ensure(new Set(singleFactions).size === singleFactions.length && singleFactions.length + chameleonSingles <= FACTIONS.length,
    "twelve/must-pair", "Two discarded cards of one faction count as a pair.");
  p.hand = p.hand.filter((c) => !cards.includes(c));
  d.discard = d.discard.concat(cards);
  if (p.leader === "sparrow" && cards.length > 0) food += 1;
  p.food += food;
  p.influence += influence;
  say(d, seat, cards.length === 0
    ? "gets Food, discarding nothing."
    : `gets Food: discards ${cards.map(nameOf).join(", ")} and takes ${[`${food} Food`, influence ? `${influence} Influence` : "", drawn ? `${drawn} cards` : ""].filter(Boolean).join(", ")}${p.leader === "sparrow" ? " (Sparrow +1 Food)" : ""}.`);
  if (drawn > 0) draw(d, seat, drawn, "Free");
}

function attract(d: State, seat: number, move: AttractMove, step: Step): void {
  const p = player(d, seat);
  ensure(p.hand.includes(move.card), "twelve/not-in-hand", "That card is not in your hand.");
  const a = animalOf(move.card);
  const faction = chameleonFaction(move.card, move.faction);
  let need = a.appetite;
  let eatenName = "";
  if (move.eat !== undefined) {
    // Predators (rulebook "Predators"): a property of the card, never of a Chameleon's faction (FAQ).
    ensure(a.predator, "twelve/not-a-predator", `${a.name} is not a Predator.`);
    const eaten = supporterOf(p, move.eat);
    ensure(eaten, "twelve/not-your-supporter", "Feed it one of your own supporters.");
    const eatenAppetite = animalOf(eaten.card).appetite;
    ensure(eatenAppetite <= a.appetite, "twelve/too-big", "The eaten supporter's appetite must not exceed the Predator's.");
    need = Math.max(0, a.appetite - eatenAppetite - (p.leader === "tiger" ? 1 : 0));
    eatenName = nameOf(eaten.card);
    discardSupporter(d, step, seat, eaten.card);
  }
  const fromSupporters = move.fromSupporters ?? [];
  ensure(fromSupporters.length === 0 || faction === "BIRD", "twelve/not-a-bird", "Only Birds can be paid with tokens from your supporters.");
  const fromCards = fromSupporters.reduce((sum, x) => sum + x.food + x.influence, 0);
  ensure(move.payFood + move.payInfluence + fromCards === need, "twelve/wrong-payment", `Pay exactly ${need}.`);
  ensure(move.payFood <= p.food && move.payInfluence <= p.influence, "twelve/cannot-pay", "Your reserve does not hold that much.");
  const cardsSeen = new Set<string>();
  for (const x of fromSupporters) {
    const s = supporterOf(p, x.card);
    ensure(s && !cardsSeen.has(x.card), "twelve/not-your-supporter", "Pay only from your own supporters, each once.");
    cardsSeen.add(x.card);
    ensure(x.food <= s.food && x.influence <= s.influence, "twelve/cannot-pay", "That supporter does not hold those tokens.");
  }
  p.food -= move.payFood;
  p.influence -= move.payInfluence;
  for (const x of fromSupporters) {
    const s = supporterOf(p, x.card)!;
    s.food -= x.food;
    s.influence -= x.influence;
  }
  p.hand = p.hand.filter((c) => c !== move.card);
  const paid = [move.payFood ? `${move.payFood} Food` : "", move.payInfluence ? `${move.payInfluence} Influence` : "", fromCards ? `${fromCards} from supporters` : ""].filter(Boolean).join(", ");
  say(d, seat, `attracts ${a.name}${speciesOf(move.card) === "chameleon" ? ` as ${FACTION_NAMES[faction]}` : ""}${eatenName ? ` feeding it ${eatenName}` : ""}, paying ${paid || "nothing"}.`);
  placeAttracted(d, step, seat, { card: move.card, food: 0, influence: 0, faction }, { ate: move.eat !== undefined });
}

function poach(d: State, seat: number, move: Extract<Move, { kind: "poach" }>, step: Step): void {
  const p = player(d, seat);
  const owner = ownerOf(d, move.card);
  ensure(owner !== null && owner !== seat, "twelve/bad-target", "Choose another player's supporter.");
  const faction = chameleonFaction(move.card, move.faction);
  const cost = poachCost(d, seat, owner, move.card);
  ensure(p.influence >= cost, "twelve/cannot-pay", `Poaching it costs ${cost} Influence.`);
  p.influence -= cost;
  const entry = loseSupporter(d, step, owner, move.card);
  p.food += entry.food;
  p.influence += entry.influence;
  say(d, seat, `poaches ${nameOf(move.card)}${speciesOf(move.card) === "chameleon" ? ` as ${FACTION_NAMES[faction]}` : ""} from @${owner} for ${cost} Influence${entry.food + entry.influence ? `, taking its ${entry.food + entry.influence} tokens` : ""}.`);
  becomeSupporter(d, step, seat, { card: move.card, food: 0, influence: 0, faction }, { named: true });
}

function seekContacts(d: State, seat: number, move: Extract<Move, { kind: "seek-contacts" }>, step: Step): void {
  const p = player(d, seat);
  let need = Math.max(0, HAND_TARGET - p.hand.length);
  say(d, seat, "seeks contacts.");
  if (move.raven !== undefined) {
    ensure(p.leader === "raven", "twelve/not-raven", "Only the Raven can take a card from another hand.");
    ensure(need > 0, "twelve/no-draw", "The Raven replaces your first draw; you draw nothing.");
    const victim = move.raven === seat ? undefined : d.players[move.raven];
    ensure(victim && victim.hand.length > 0, "twelve/bad-player", "Choose another player with cards in hand.");
    const rng = new Rng(d.rng);
    const card = victim.hand[rng.int(victim.hand.length)]!;
    d.rng = rng.state;
    victim.hand = victim.hand.filter((c) => c !== card);
    p.hand = [...p.hand, card];
    d.events.push({ e: "steal", seat, from: move.raven, card });
    need -= 1;
  }
  if (need > 0) draw(d, seat, need, "Seek Contacts");
  for (const s of p.supporters) {
    const a = animalOf(s.card);
    if (a.trigger === "seek-contacts") trigger(d, step, seat, a.id as PendingAbility["ability"], s.card);
  }
  if (p.leader === "goat") trigger(d, step, seat, "goat", null);
  d.stack.push({ type: "seek-compromat", seat });
}

// ---------------------------------------------------------------- resolution

/**
 * A private copy of everything `apply` changes in place: players, their supporters, the
 * turn and the stack. What the rules only ever replace is shared with `s`: options, the RNG
 * tuple, the hands, the deck and the discard pile (draws and discards build new arrays), the
 * Leaders dealt, the setup discards, the symbols seen and the winners. Made on every move, so with plain loops
 * and object literals in the state's own key order.
 */
function draft(s: State): State {
  const players: Player[] = new Array<Player>(s.players.length);
  for (let i = 0; i < s.players.length; i++) {
    const p = s.players[i]!;
    const supporters: Supporter[] = new Array<Supporter>(p.supporters.length);
    for (let j = 0; j < p.supporters.length; j++) {
      const x = p.supporters[j]!;
      supporters[j] = { card: x.card, food: x.food, influence: x.influence, faction: x.faction };
    }
    players[i] = {
      hand: p.hand,
      supporters,
      food: p.food,
      influence: p.influence,
      compromat: p.compromat,
      leader: p.leader,
      leaderOptions: p.leaderOptions,
      setupDiscardDue: p.setupDiscardDue,
      setupDiscard: p.setupDiscard,
      seenSymbols: p.seenSymbols,
    };
  }
  const t = s.turn;
  const turn = { seat: t.seat, actions: t.actions, inAction: t.inAction, number: t.number };
  const stack = s.stack.length === 0 ? [] : s.stack.map((f) => (f.type === "batch" ? { ...f, abilities: f.abilities.map((a) => ({ ...a })) } : { ...f }));
  // Version 1 states have no stamp at all (byte for byte as they were).
  return s.rulesVersion === undefined
    ? {
      rng: s.rng, options: s.options, phase: s.phase, firstPlayer: s.firstPlayer, turn, deck: s.deck, discard: s.discard, players, stack,
      nextAbilityId: s.nextAbilityId, winners: s.winners, endReason: s.endReason, events: [],
    }
    : {
      rulesVersion: s.rulesVersion,
      rng: s.rng, options: s.options, phase: s.phase, firstPlayer: s.firstPlayer, turn, deck: s.deck, discard: s.discard, players, stack,
      nextAbilityId: s.nextAbilityId, winners: s.winners, endReason: s.endReason, events: [],
    };
}

/**
 * Runs everything that needs no decision: community bonuses, victory (TR14), the last part
 * of Seek Contacts, abilities that cannot be used (dropped) or mandatory ones with one way
 * (resolved), and the end of an action / turn.
 */
function settle(d: State): void {
  for (let guard = 0; guard < 100_000; guard++) {
    grantCommunityBonuses(d);
    if (checkVictory(d)) return;
    const top = d.stack.at(-1);
    if (!top) {
      if (!d.turn.inAction) return;
      d.turn.inAction = false;
      d.turn.actions += 1;
      if (d.turn.actions === 1 && symbols(d, d.turn.seat).free >= 3) return; // TR10: a second action may follow
      nextTurn(d);
      return;
    }
    if (top.type === "seek-compromat") {
      d.stack.pop();
      takeCompromat(d, top.seat, "Seek Contacts");
      continue;
    }
    if (top.type === "take-back") {
      d.stack.pop();
      const step = newStep(d, top.ability.seat);
      takeBack(d, top.ability, top.supporter, step);
      pushStep(d, step);
      continue;
    }
    const usable: PendingAbility[] = [];
    let auto: { pa: PendingAbility; move: ReturnType<typeof abilityOptions>[number] } | null = null;
    for (const pa of top.abilities) {
      const options = abilityOptions(d, pa);
      if (options.length === 0) continue;
      if (!auto && pa.mandatory && options.length === 1) auto = { pa, move: options[0]! };
      usable.push(pa);
    }
    top.abilities = usable;
    if (usable.length === 0) {
      d.stack.pop();
      continue;
    }
    if (auto) {
      top.abilities = usable.filter((a) => a !== auto.pa);
      if (top.abilities.length === 0) d.stack.pop();
      const step = newStep(d);
      resolveAbility(d, auto.pa, auto.move, step);
      pushStep(d, step);
      continue;
    }
    return;
  }
  invariant(false, "settle did not settle");
}

function takeAction(d: State, seat: number, move: Move): void {
  ensure(d.stack.length === 0 && d.turn.seat === seat, "move/not-your-turn", "It is not your turn to act.");
  ensure(d.turn.actions === 0 || (d.turn.actions === 1 && symbols(d, seat).free >= 3), "twelve/no-action-left", "You have no action left this turn.");
  const step = newStep(d);
  d.turn.inAction = true;
  switch (move.kind) {
    case "get-food": getFood(d, seat, move); break;
    case "attract": attract(d, seat, move, step); break;
    case "poach": poach(d, seat, move, step); break;
    case "seek-contacts": seekContacts(d, seat, move, step); break;
    default: invariant(false, `not an action: ${move.kind}`);
  }
  pushStep(d, step);
}

export function apply(state: State, seat: Seat, move: Move): State {
  ensure(state.phase !== "over", "game/over", "The game is over.");
  ensure(seat >= 0 && seat < state.players.length, "move/not-your-turn", "There is no such seat.");
  const d = draft(state);
  const p = player(d, seat);
  if (d.phase === "setup") {
    if (move.kind === "choose-leader") {
      ensure(setupPending(p).leader, "move/not-your-turn", "You have no Leader to choose.");
      ensure(p.leaderOptions.includes(move.leader), "twelve/not-dealt", "Keep one of the two Leaders dealt to you.");
      p.leader = move.leader;
      say(d, seat, "chooses a Leader.");
    } else if (move.kind === "setup-discard") {
      ensure(setupPending(p).discard, "move/not-your-turn", "You have already chosen your discards.");
      ensure(move.cards.length === p.setupDiscardDue, "twelve/discard-count", `Discard exactly ${p.setupDiscardDue} cards, keeping 5.`);
      ensure(new Set(move.cards).size === move.cards.length && move.cards.every((c) => p.hand.includes(c)), "twelve/not-in-hand", "Discard cards from your hand.");
      p.setupDiscard = move.cards.slice();
      say(d, seat, "chooses the cards to discard.");
    } else {
      throw new RuleViolation("twelve/setup", "Finish the setup first: choose your Leader and discards.");
    }
    finishSetup(d);
    return d;
  }
  switch (move.kind) {
    case "choose-leader": case "setup-discard":
      throw new RuleViolation("twelve/setup-over", "The setup is over.");
    case "use-ability": case "skip-ability": {
      const top = d.stack.at(-1);
      ensure(top?.type === "batch" && batchSeat(d, top) === seat, "move/not-your-turn", "You have no ability to resolve now.");
      const pa = top.abilities.find((a) => a.id === move.ability && a.seat === seat);
      ensure(pa, "twelve/no-such-ability", "That ability is not waiting for you.");
      top.abilities = top.abilities.filter((a) => a !== pa);
      if (top.abilities.length === 0) d.stack.pop();
      if (move.kind === "skip-ability") {
        ensure(!pa.mandatory, "twelve/mandatory", "This ability is mandatory.");
        say(d, seat, `does not use ${pa.source ? `the ${nameOf(pa.source)}` : "the Goat"}.`);
      } else {
        const step = newStep(d);
        resolveAbility(d, pa, move, step);
        pushStep(d, step);
      }
      break;
    }
    case "end-turn":
      ensure(d.stack.length === 0 && d.turn.seat === seat, "move/not-your-turn", "It is not your turn.");
      ensure(d.turn.actions === 1, "twelve/act-first", "Take an action first.");
      say(d, seat, "ends the turn without a second action.");
      nextTurn(d);
      break;
    default:
      takeAction(d, seat, move);
  }
  settle(d);
  return d;
}
