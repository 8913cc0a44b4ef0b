/**
 * The small state changes every rule is built from: drawing, feeding, gaining and losing
 * supporters, Compromat, community symbols and VP, victory. They work on a draft (a private
 * copy made by `apply`) and collect the abilities they trigger into a `Step` (TR11).
 */
import { invariant } from "../core/game";
import { refillDeckFromDiscard } from "../core/draft";
import { animalOf, FACTIONS, LEADER_BY_ID, MAX_COMPROMAT, speciesOf, WIN_VP, type AnimalId, type Community, type Faction } from "./cards";
import { rulesVersion, TURN_LIMIT, type AbilityId, type PendingAbility, type Player, type State, type Supporter } from "./state";

/** Abilities triggered by one step; they become one batch on the stack (TR11). */
export interface Step {
  /** Whose abilities resolve first: the active player (TR11), or the Turtle's owner (TR13). */
  first: number;
  triggered: PendingAbility[];
}

export const newStep = (d: State, first = d.turn.seat): Step => ({ first, triggered: [] });

export function trigger(d: State, step: Step, seat: number, ability: AbilityId, source: string | null, mandatory = false): void {
  step.triggered.push({ id: `a${d.nextAbilityId++}`, seat, ability, source, mandatory });
}

/** Pushes the step's abilities as a batch on top of the stack (depth first, TR11). */
export function pushStep(d: State, step: Step): void {
  if (step.triggered.length > 0) d.stack.push({ type: "batch", first: step.first, abilities: step.triggered });
}

export function say(d: State, seat: number | null, text: string): void {
  d.events.push({ e: "say", seat, text });
}

export const player = (d: State, seat: number): Player => {
  const p = d.players[seat];
  invariant(p, `no seat ${seat}`);
  return p;
};

export function has(p: Player, species: AnimalId): number {
  let n = 0;
  for (const s of p.supporters) if (speciesOf(s.card) === species) n++;
  return n;
}

export const nameOf = (card: string): string => animalOf(card).name;

/** Finds the seat whose supporter `card` is, or null. */
export function ownerOf(d: State, card: string): number | null {
  const seat = d.players.findIndex((p) => p.supporters.some((s) => s.card === card));
  return seat < 0 ? null : seat;
}

export function supporterOf(p: Player, card: string): Supporter | undefined {
  return p.supporters.find((s) => s.card === card);
}

/** Draws up to `n` cards; an empty deck is refilled from the shuffled discard pile (TR15). */
export function draw(d: State, seat: number, n: number, why: string): string[] {
  const p = player(d, seat);
  const drawn: string[] = [];
  // The deck, the discard pile and the hands are shared with the state before the move
  // (`draft`): replaced, never changed in place.
  if (n > 0) d.deck = d.deck.slice();
  for (let i = 0; i < n; i++) {
    if (d.deck.length === 0) {
      if (!refillDeckFromDiscard(d)) break;
      say(d, null, "The discard pile is shuffled into a new Animal deck.");
    }
    drawn.push(d.deck.pop()!);
  }
  p.hand = p.hand.concat(drawn);
  d.events.push({ e: "draw", seat, cards: drawn, why });
  return drawn;
}

/** TR16: at most 5 Compromat; a take beyond that is skipped. Ignored in the game without Compromat. */
export function takeCompromat(d: State, seat: number, why: string): void {
  if (!d.options.compromat) return;
  const p = player(d, seat);
  if (p.compromat >= MAX_COMPROMAT) {
    say(d, seat, `already has ${MAX_COMPROMAT} Compromat and takes no more (${why}).`);
    return;
  }
  p.compromat += 1;
  say(d, seat, `takes 1 Compromat (${why}).`);
}

/**
 * Feeding (rulebook "Suppliers"): Food from the supply onto one of the seat's supporters.
 * The Hippo adds 1 Food to every feeding of its owner (part of the same feeding); the
 * Monitor Lizard and the Penguin trigger on being fed.
 */
export function feed(d: State, step: Step, seat: number, target: Supporter, amount: number, why: string): void {
  const p = player(d, seat);
  const extra = has(p, "hippo");
  target.food += amount + extra;
  say(d, seat, `feeds ${nameOf(target.card)} ${amount + extra} Food (${why}${extra ? ", Hippo +1" : ""}).`);
  const species = speciesOf(target.card);
  if (species === "monitor") trigger(d, step, seat, "monitor", target.card);
  if (species === "penguin" && target.food + target.influence >= 3) trigger(d, step, seat, "penguin", target.card);
}

/**
 * A card becomes the seat's supporter (attracted, poached or received). Its "becomes a
 * supporter" ability triggers; the Elephant's mandatory feeding happens at once. A Chameleon
 * that arrives without its new owner naming a faction asks them to name one (TR12).
 */
export function becomeSupporter(d: State, step: Step, seat: number, entry: Supporter, options: { named: boolean }): void {
  const p = player(d, seat);
  p.supporters.push(entry);
  const a = animalOf(entry.card);
  if (a.id === "elephant") feed(d, step, seat, entry, 4, "Elephant");
  else if (a.trigger === "becomes-supporter") trigger(d, step, seat, a.id as AbilityId, entry.card);
  // Version 2 (TR12) names a Chameleon's faction only when a check needs it, never on arrival.
  if (a.id === "chameleon" && !options.named && rulesVersion(d) < 2) trigger(d, step, seat, "name-chameleon", entry.card, true);
}

/**
 * A card stops being the seat's supporter. The card leaves first, so its own "lose a
 * supporter" condition does not trigger (Owl/Hyena FAQ); the Boar's mandatory Compromat
 * is taken at once (Boar FAQ: not beyond 5). Returns the entry with its tokens.
 */
export function loseSupporter(d: State, step: Step, seat: number, card: string): Supporter {
  const p = player(d, seat);
  const index = p.supporters.findIndex((s) => s.card === card);
  invariant(index >= 0, `${card} is not a supporter of seat ${seat}`);
  const [entry] = p.supporters.splice(index, 1);
  invariant(entry, "spliced entry");
  if (speciesOf(card) === "boar") takeCompromat(d, seat, "lost the Boar");
  for (const s of p.supporters) {
    const species = speciesOf(s.card);
    if (species === "owl" || species === "hyena") trigger(d, step, seat, species, s.card);
  }
  return entry;
}

/** A supporter goes to the discard pile; its tokens go to its owner's reserve (rulebook "Suppliers"). */
export function discardSupporter(d: State, step: Step, seat: number, card: string): void {
  const entry = loseSupporter(d, step, seat, card);
  const p = player(d, seat);
  p.food += entry.food;
  p.influence += entry.influence;
  d.discard = [...d.discard, entry.card];
}

/** TR9: symbols = b + min(l, r) when l + r > 0, else max(b − 1, 0). None in the training variant. */
export function symbols(d: State, seat: number): Record<Community, number> {
  if (d.options.variant === "training") return { free: 0, rulers: 0 };
  // Left-only, right-only and both-edge halves per community; counted on every step, so plain counters.
  let fl = 0, fr = 0, fb = 0, rl = 0, rr = 0, rb = 0;
  for (const s of player(d, seat).supporters) {
    const c = animalOf(s.card).community;
    if (!c) continue;
    if (c.name === "free") {
      if (c.edge === "<") fl++;
      else if (c.edge === ">") fr++;
      else fb++;
    } else if (c.edge === "<") rl++;
    else if (c.edge === ">") rr++;
    else rb++;
  }
  return { free: symbolCount(fl, fr, fb), rulers: symbolCount(rl, rr, rb) };
}

function symbolCount(l: number, r: number, b: number): number {
  return l + r > 0 ? b + Math.min(l, r) : Math.max(b - 1, 0);
}

/** Rulebook "Rules for counting VP": supporters' VP, minus Compromat, plus 2 with 3+ Rulers symbols. */
export function victoryPoints(d: State, seat: number, known?: Record<Community, number>): number {
  const p = player(d, seat);
  let vp = -p.compromat;
  for (const s of p.supporters) vp += animalOf(s.card).vp;
  return vp + ((known ?? symbols(d, seat)).rulers >= 3 ? 2 : 0);
}

/**
 * Does supporter `s` of its owner count as `faction` for a check? Version 1 reads the faction
 * fixed when the card arrived. Version 2 (TR12): its owner names a Chameleon's faction each
 * time; `forOwner` checks serve the owner (Eagle, Lynx: the owner names the asked faction),
 * the others serve someone else (a Rhino poaching it, a Turtle taking it: the owner names
 * another, as in the FAQ's "Reptiles this time"), so the owner is never asked a question
 * with only one sensible answer.
 */
export function countsAs(d: State, s: Supporter, faction: Faction, who: "forOwner" | "forOthers"): boolean {
  if (rulesVersion(d) >= 2 && speciesOf(s.card) === "chameleon") return who === "forOwner";
  return s.faction === faction;
}

/** How many of `p`'s supporters count as `faction` for its owner (TR12 in version 2). */
export const factionCount = (d: State, p: Player, faction: Faction): number => p.supporters.filter((s) => countsAs(d, s, faction, "forOwner")).length;

/**
 * The victory condition printed on the seat's Leader (met trivially without a Leader).
 * TR12/FAQ: the owner determines a Chameleon's faction when it is needed, so for these
 * conditions each Chameleon counts as whichever faction its owner lacks.
 */
export function leaderConditionMet(d: State, seat: number): boolean {
  const p = player(d, seat);
  const appetites = p.supporters.map((s) => animalOf(s.card).appetite);
  const chameleons = p.supporters.filter((s) => speciesOf(s.card) === "chameleon").length;
  const printed = (f: Faction) => p.supporters.filter((s) => speciesOf(s.card) !== "chameleon" && animalOf(s.card).faction === f).length;
  switch (p.leader) {
    case null: return true;
    case "rabbit": return printed("HERB") + chameleons >= 4;
    case "viper": return appetites.filter((a) => a === 1).length >= 3;
    case "sparrow": return printed("BIRD") + chameleons >= 4;
    case "tiger": return printed("CARN") + chameleons >= 3;
    case "goat": return appetites.filter((a) => a >= 4).length >= 3;
    case "alligator": return printed("REPT") + chameleons >= 4;
    case "raven": return FACTIONS.filter((f) => printed(f) === 0).length <= chameleons;
    case "mongoose": {
      const s = symbols(d, seat);
      return s.free + s.rulers >= 2;
    }
  }
}

/** Checked after every step for every seat, so the symbols are counted only when they could decide. */
export function qualifies(d: State, seat: number): boolean {
  const p = player(d, seat);
  let vp = -p.compromat;
  for (const s of p.supporters) vp += animalOf(s.card).vp;
  if (vp + 2 < WIN_VP) return false;
  return victoryPoints(d, seat) >= WIN_VP && leaderConditionMet(d, seat);
}

/** Seats in turn order starting with `first`. */
export const turnOrder = (d: State, first: number): number[] => d.players.map((_, k) => (first + k) % d.players.length);

/**
 * TR14: checked after every step. Several at once: the active player if among them,
 * otherwise the first of them in turn order after the active player. Ends the game at once.
 */
export function checkVictory(d: State): boolean {
  if (d.phase !== "play") return d.phase === "over";
  let winner = -1;
  for (let k = 0; k < d.players.length && winner < 0; k++) {
    const seat = (d.turn.seat + k) % d.players.length; // turn order from the active player
    if (qualifies(d, seat)) winner = seat;
  }
  if (winner < 0) return false;
  d.phase = "over";
  d.winners = [winner];
  d.stack = [];
  const leader = player(d, winner).leader;
  d.endReason = `@${winner} wins with ${victoryPoints(d, winner)} VP${leader ? ` and the ${LEADER_BY_ID[leader].name}'s condition` : ""}.`;
  say(d, null, d.endReason);
  return true;
}

/**
 * TR10: each time a seat's Free or Rulers count rises to an even number, Free gives 3 cards
 * and Rulers 2 Influence. Checked after every step, for every seat.
 */
export function grantCommunityBonuses(d: State): void {
  d.players.forEach((p, seat) => {
    const now = symbols(d, seat);
    for (let k = p.seenSymbols.free + 1; k <= now.free; k++) if (k % 2 === 0) draw(d, seat, 3, `${k} Free symbols`);
    for (let k = p.seenSymbols.rulers + 1; k <= now.rulers; k++) {
      if (k % 2 === 0) {
        p.influence += 2;
        say(d, seat, `takes 2 Influence (${k} Rulers symbols).`);
      }
    }
    if (now.free !== p.seenSymbols.free || now.rulers !== p.seenSymbols.rulers) p.seenSymbols = now;
  });
}

/** Passes the turn clockwise; the safety valve ends an endless game (docs). */
export function nextTurn(d: State): void {
  const n = d.players.length;
  d.turn = { seat: (d.turn.seat + 1) % n, actions: 0, inAction: false, number: d.turn.number + 1 };
  if (d.turn.number > TURN_LIMIT) {
    const vps = d.players.map((_, s) => victoryPoints(d, s));
    const best = Math.max(...vps);
    d.phase = "over";
    d.winners = vps.flatMap((v, s) => (v === best ? [s] : []));
    d.stack = [];
    d.endReason = `The turn limit (${TURN_LIMIT}) is reached; the highest VP (${best}) wins.`;
    say(d, null, d.endReason);
  }
}
