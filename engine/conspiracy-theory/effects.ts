/**
 * The small state changes Conspiracy Theory's rules are built from: log lines, drawing (CR33),
 * pyramids gaining and losing Organizations (CR5), losing Artifacts and Certificates, forbids,
 * and whether the Skull and Intrigue may act. They work on the draft `apply` made.
 */
import { invariant } from "../core/game";
import { refillDeckFromDiscard } from "../core/draft";
import { Rng } from "../core/rng";
import { cardIdOf, cardOf, pyramidSize } from "./cards";
import { clearanceOf, placementRows } from "./pyramid";
import type { AutoPassMode, ForbidKind, Player, State } from "./state";
import { forbidden, hasActive, ID, nextTurnOf } from "./values";

export interface Options {
  readonly autoPass: AutoPassMode;
  readonly roundLimit: number | null;
  readonly firstPlayer: number | null;
}

/** Safety valve: a game still running after this many rounds ends as under CR32's round limit. */
export const safetyRoundCap = 200;

export const CT = "ct";

// ---------------------------------------------------------------- small helpers

export const nameOf = (card: string): string => cardOf(card).nameEn;

export function say(s: State, text: string, only?: { to: number[]; other: string | null }): void {
  s.news.push({ text, to: only?.to ?? null, other: only?.other ?? null });
}

/**
 * `list` without the first `card`, as a new list: a state's lists are replaced rather than
 * changed, because apply's draft shares them with its input (draftOf).
 */
export function without(list: readonly string[], card: string): string[] {
  const i = list.indexOf(card);
  invariant(i >= 0, `card ${card} not where expected`);
  return [...list.slice(0, i), ...list.slice(i + 1)];
}

/**
 * The state `player` last copied records for, and the records it copied for it: a move's
 * draft (sharePlayers starts each one). A record is changed in place only when it is listed
 * here, so a state that is not the current draft gets copies, which is always safe.
 */
let drafting: State | null = null;
let copied: Player[] = [];

/** A draft's players: shared with its input's until `player` copies one to change it. */
export function sharePlayers(s: State, from: State): void {
  s.players = from.players.slice();
  drafting = s;
  copied = [];
}

/**
 * `seat`'s player record, ready to change: copied one level (its lists are only ever
 * replaced) before a move's first change to it, because until then the draft shares it with
 * its input. Most moves change one player or none, so apply no longer copies them all.
 */
export function player(s: State, seat: number): Player {
  const p = s.players[seat]!;
  if (drafting === s && copied.includes(p)) return p;
  if (drafting !== s) {
    drafting = s;
    copied = [];
  }
  const copy = { ...p };
  s.players[seat] = copy;
  copied.push(copy);
  return copy;
}

/** The hand of `seat` with `card` added (a new list, as `without`). */
export function toHand(s: State, seat: number, card: string): void {
  const p = player(s, seat);
  p.hand = [...p.hand, card];
}

/** The hand of `seat` without `card` (a new list, as `without`). */
export function fromHand(s: State, seat: number, card: string): void {
  const p = player(s, seat);
  p.hand = without(p.hand, card);
}

/** The discard pile with `cards` added on top (a new list, as `without`). */
export function toDiscard(s: State, ...cards: string[]): void {
  s.discard = [...s.discard, ...cards];
}

/** A pyramid with row `r` replaced by `row` (a new list, as `without`). */
function withRow(rows: readonly string[][], r: number, row: string[]): string[][] {
  const out = rows.slice();
  out[r] = row;
  return out;
}

/** A pyramid with `card` moved from row `from` to row `to`. */
export function moveInPyramid(rows: readonly string[][], card: string, from: number, to: number): string[][] {
  return withRow(withRow(rows, from, without(rows[from]!, card)), to, [...rows[to]!, card]);
}

export function next(s: State, seat: number): number {
  return (seat + 1) % s.seats;
}

/**
 * Unique by card id: identical copies make identical choices. Pass `tried` (CR14) where a
 * Certificate copy that already failed this turn may be chosen: it is not the same choice as
 * an untried copy (discarding it keeps the untried one to try), so both are listed.
 */
export function firstOfEach(cards: readonly string[], tried: readonly string[] = []): string[] {
  // Loops rather than dedupeBy's set of string keys: the legal-move lists ask this for every hand.
  const out: string[] = [];
  const ids: string[] = [];
  const triedFlags: boolean[] = [];
  for (const c of cards) {
    const id = cardOf(c).id;
    const isTried = tried.length > 0 && tried.includes(c);
    let seen = false;
    for (let k = 0; k < ids.length && !seen; k++) seen = ids[k] === id && triedFlags[k] === isTried;
    if (seen) continue;
    out.push(c);
    ids.push(id);
    triedFlags.push(isTried);
  }
  return out;
}

/** CR33: draw from the deck; an empty deck is refilled from the shuffled discard pile. */
export function draw(s: State, seat: number, count: number): void {
  for (let k = 0; k < count; k++) {
    if (s.deck.length === 0) {
      if (!refillDeckFromDiscard(s)) return;
      say(s, "The discard pile is shuffled into a new deck.");
    }
    // A new list rather than shift(): apply's draft shares the deck with its input.
    toHand(s, seat, s.deck[0]!);
    s.deck = s.deck.slice(1);
  }
}

export function randomFromHand(s: State, from: number, to: number, why: string): void {
  const hand = s.players[from]!.hand;
  if (hand.length === 0) return;
  const rng = new Rng(s.rng);
  const card = hand[rng.int(hand.length)]!;
  s.rng = rng.state;
  fromHand(s, from, card);
  toHand(s, to, card);
  // CR34: a card taken at random is shown only to the taker and the loser.
  say(s, `@${to} takes ${nameOf(card)} at random from @${from}'s hand (${why}).`, {
    to: [to, from], other: `@${to} takes a card at random from @${from}'s hand (${why}).`,
  });
}

export function addToPyramid(s: State, seat: number, card: string, row: number): void {
  const p = player(s, seat);
  p.pyramid = withRow(p.pyramid, row, [...p.pyramid[row]!, card]);
  if (clearanceOf(p.pyramid) === pyramidSize && p.completeSince === null) {
    p.completeSince = s.turn.number;
    say(s, `@${seat}'s pyramid of the World Conspiracy is complete: it must hold for one full round.`);
  }
}

/** CR5: losses take effect at once and clear the "complete since" mark. */
export function removeFromPyramid(s: State, seat: number, card: string): void {
  const p = player(s, seat);
  const row = p.pyramid.findIndex((r) => r.includes(card));
  invariant(row >= 0, `${card} not in pyramid of ${seat}`);
  p.pyramid = withRow(p.pyramid, row, without(p.pyramid[row]!, card));
  if (clearanceOf(p.pyramid) < pyramidSize) p.completeSince = null;
}

/** C16/CR13: a lost Artifact takes its attached Certificates back to the owner's hand. */
export function loseArtifact(s: State, owner: number, artifact: string): void {
  const p = player(s, owner);
  p.artifacts = without(p.artifacts, artifact);
  for (const c of p.certificates.filter((x) => x.host === artifact)) {
    p.certificates = p.certificates.filter((x) => x !== c);
    toHand(s, owner, c.card);
    say(s, `${nameOf(c.card)} goes back to @${owner}'s hand.`);
  }
}

export function loseCertificate(s: State, owner: number, cert: string): void {
  const p = player(s, owner);
  invariant(p.certificates.some((c) => c.card === cert), `${cert} not active`);
  p.certificates = p.certificates.filter((c) => c.card !== cert);
}

export function addForbid(s: State, kind: ForbidKind, target: number, by: number, source: string): void {
  s.forbids = [...s.forbids, { kind, target, by, until: nextTurnOf(s, target), source: cardIdOf(source) }];
}

/** CR24: a captured or taken Organization goes to hand, and may go on into the pyramid. */
export function toTaker(s: State, seat: number, org: string): void {
  toHand(s, seat, org);
  const canPlace = s.turn.seat === seat && !s.turn.placed && !forbidden(s, seat, "quarantine")
    && placementRows(s.players[seat]!.pyramid, org).length > 0;
  if (canPlace) s.decisions.unshift({ kind: "place-taken", seat, card: org });
}

export function skullUsable(s: State, seat: number): boolean {
  return hasActive(s, seat, ID.crystalSkull) && s.players[seat]!.skullUsedTurn !== s.turn.number;
}

/** "Once per round" (CR37): between the start of your turn and the start of your next. */
export function intrigueUsable(s: State, seat: number): boolean {
  if (!hasActive(s, seat, ID.intrigue)) return false;
  const used = s.players[seat]!.intrigueUsedTurn;
  const lastOwnTurn = s.turn.number - ((s.turn.seat - seat + s.seats) % s.seats);
  return used === 0 || used < lastOwnTurn;
}
