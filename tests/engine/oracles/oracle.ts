/**
 * Leak oracles that do not trust the engine. Each game's oracle says, from the rulebook's
 * hidden-information rules and the raw state, what one viewer may not see: card instances by id
 * AND by display name (other hands, deck order, cards chosen but not yet revealed, Leaders not yet
 * shown). The random-game checks then look for those words in every view and every log line, and
 * check the engine's own `secrets()` against the oracle.
 */
import type { Viewer } from "../../../engine/core/game";

export interface LeakOracle<S> {
  /** Every id the oracle can hide (all card instances, Leaders…). */
  readonly universe: readonly string[];
  /** The ids `viewer` may not see in `state`. */
  hidden(state: S, viewer: Viewer): readonly string[];
  /** The words that name an id on screen: the id itself, its display name(s). */
  words(id: string): readonly string[];
  /** Names `viewer` has legitimately been shown for cards it may not see by id (an offer's cards, a KGB look). */
  shownNames(state: S, viewer: Viewer): readonly string[];
  /** Cards a move shows to everyone by rule on its way (Get Food discards), though hidden before and after it. */
  revealedBy?(before: S, move: unknown): readonly string[];
  /** The RNG state kept in the game state (never shown to anyone). */
  rng(state: S): readonly number[];
}

export interface Forbidden {
  readonly ids: ReadonlySet<string>;
  /** Ids, names of hidden cards no visible card shares, the RNG words and the seed. */
  readonly words: readonly string[];
}

/**
 * What `viewer` may not read in a text written about all of `states` (a view: one state; a log
 * line: before and after the move). A card is forbidden when it is hidden in every one of them
 * (a card played from a hand is hidden before and public after, so its line may name it); its
 * name is forbidden unless some card the viewer may see, or was shown by name, has that name.
 * A whole page (board and history) passes every state of the game so far, and its moves.
 */
export function forbidden<S>(oracle: LeakOracle<S>, states: readonly S[], viewer: Viewer, seed: string, moves: readonly { before: S; move: unknown }[] = []): Forbidden {
  const sets = states.map((s) => new Set(oracle.hidden(s, viewer)));
  const revealed = new Set(moves.flatMap((m) => oracle.revealedBy?.(m.before, m.move) ?? []));
  const ids = new Set([...sets[0]!].filter((id) => sets.every((h) => h.has(id)) && !revealed.has(id)));
  const allowed = new Set<string>();
  for (const id of oracle.universe) if (!ids.has(id)) for (const w of oracle.words(id)) allowed.add(w);
  for (const s of states) for (const n of oracle.shownNames(s, viewer)) allowed.add(n);
  const words = new Set<string>();
  for (const id of ids) for (const w of oracle.words(id)) if (w === id || !allowed.has(w)) words.add(w);
  for (const s of states) for (const n of oracle.rng(s)) words.add(String(n));
  words.add(seed);
  return { ids, words: [...words] };
}

const boundary = new Map<string, RegExp>();
/** A word counts only whole: "Veto" is not in "vetoes", "mouse#2" not in "mouse#21". */
function wholeWord(word: string): RegExp {
  let re = boundary.get(word);
  if (!re) {
    const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    re = new RegExp(`(?<![\\p{L}\\p{N}_#])${escaped}(?![\\p{L}\\p{N}_#])`, "u");
    boundary.set(word, re);
  }
  return re;
}

/** The forbidden words found in `text`. */
export function leaksIn(text: string, f: Forbidden): string[] {
  return f.words.filter((w) => text.includes(w) && wholeWord(w).test(text));
}

/** The oracle's hidden ids that `secrets` left out, and ids it lists that the viewer may see. */
export function secretsDiff(secrets: readonly string[], oracleHidden: readonly string[]): { missing: string[]; extra: string[] } {
  const s = new Set(secrets);
  const o = new Set(oracleHidden);
  return { missing: [...o].filter((x) => !s.has(x)).sort(), extra: [...s].filter((x) => !o.has(x)).sort() };
}
