/**
 * Building a move from the API's legal moves, without ever typing one. A move is whatever
 * JSON the engine accepts; the builder never invents one. The player narrows the list by
 * picking things on the board (a card id, a region, a seat): each pick keeps only the legal
 * moves that mention it. What is left is shown by label; one is chosen, then confirmed.
 * So an illegal move cannot be assembled: every candidate is an element of `legalMoves`.
 */
import type { LegalMove } from "@backroom/functions/contract";

/**
 * Something a player can point at. `key` restricts the match to these property names (a seat
 * number is a target under "player", not a count of 1).
 */
export interface Pick {
  readonly value: string | number | boolean;
  readonly key?: string | readonly string[];
  /** What the chip in the move panel says ("Mouse", "Moscow"). */
  readonly label?: string;
}

/** Every scalar leaf of a move, with the property name it sits under. */
export function leaves(move: unknown, key = ""): Array<{ key: string; value: string | number | boolean }> {
  if (move === null || move === undefined) return [];
  if (typeof move === "string" || typeof move === "number" || typeof move === "boolean") return [{ key, value: move }];
  if (Array.isArray(move)) return move.flatMap((m) => leaves(m, key));
  if (typeof move === "object") return Object.entries(move as Record<string, unknown>).flatMap(([k, v]) => leaves(v, k));
  return [];
}

function keyMatches(key: Pick["key"], leafKey: string): boolean {
  if (key === undefined) return true;
  return typeof key === "string" ? key === leafKey : key.includes(leafKey);
}

export function mentions(move: unknown, pick: Pick): boolean {
  return leaves(move).some((l) => l.value === pick.value && keyMatches(pick.key, l.key));
}

export function samePick(a: Pick, b: Pick): boolean {
  return a.value === b.value && String(a.key) === String(b.key);
}

/** The legal moves still possible after `picks`. */
export function narrow(moves: readonly LegalMove[], picks: readonly Pick[]): LegalMove[] {
  return moves.filter((m) => picks.every((p) => mentions(m.move, p)));
}

/**
 * Whether pointing at `pick` now would keep at least one legal move. Boards draw such things as
 * buttons; everything else stays inert, so a click can never lead to an illegal move.
 */
export function isPickable(remaining: readonly LegalMove[], pick: Pick): boolean {
  return remaining.some((m) => mentions(m.move, pick));
}

/** The move's kind, for grouping long lists ("kind", "type" or "action" by convention). */
export function moveKind(move: unknown): string | null {
  if (move && typeof move === "object" && !Array.isArray(move)) {
    const o = move as Record<string, unknown>;
    for (const k of ["kind", "type", "action"]) if (typeof o[k] === "string") return o[k] as string;
  }
  return null;
}

/** Groups moves by kind, keeping the API's order inside and between groups. */
export function groupByKind(moves: readonly LegalMove[]): Array<{ kind: string | null; moves: LegalMove[] }> {
  const groups = new Map<string | null, LegalMove[]>();
  for (const m of moves) {
    const k = moveKind(m.move);
    const g = groups.get(k);
    if (g) g.push(m);
    else groups.set(k, [m]);
  }
  return [...groups].map(([kind, ms]) => ({ kind, moves: ms }));
}

/** "attract-supporter" → "Attract supporter". */
export function humanize(id: string): string {
  const s = id.replace(/[-_]+/g, " ").replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase().trim();
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Stable identity of a move, for keys and for "is this the chosen one". */
export function moveKey(move: unknown): string {
  return JSON.stringify(move);
}

/**
 * GET /games/{id} leaves out kinds of legal moves that would make it too big (`deferredMoves`);
 * this puts the moves fetched for each kind back where the engine listed them, so boards and
 * the move panel always see the whole list.
 */
export function mergeDeferredMoves<G extends { legalMoves: LegalMove[]; deferredMoves?: readonly { kind: string; at: number }[] }>(
  game: G,
  fetched: readonly { kind: string; legalMoves: readonly LegalMove[] }[],
): G {
  const deferred = [...(game.deferredMoves ?? [])].sort((a, b) => a.at - b.at);
  if (deferred.length === 0) return game;
  const out: LegalMove[] = [];
  let i = 0;
  for (const d of deferred) {
    while (i < d.at && i < game.legalMoves.length) out.push(game.legalMoves[i++]!);
    out.push(...(fetched.find((f) => f.kind === d.kind)?.legalMoves ?? []));
  }
  while (i < game.legalMoves.length) out.push(game.legalMoves[i++]!);
  return { ...game, legalMoves: out, deferredMoves: [] };
}

// ---------------------------------------------------------------------------------------------
// Step builders: a choice among many moves of one kind, made in steps (docs/web.md, "Moves built
// in steps"). Pick cards one by one, then a target, then a number. Every step only offers what
// some candidate move still has, so the moves that can be built are exactly the candidates: a
// game's legal moves of that kind (or, for counts the engine lists only as samples, the
// candidates its moves.ts makes by the same rule as `apply`).

/** Cards picked one at a time (a discard): a move matches when it holds exactly these cards. */
export interface CardsStep<M> {
  readonly type: "cards";
  readonly id: string;
  readonly cards: (move: M) => readonly string[];
  /**
   * Cards that are interchangeable for the move (copies of a species): the engine lists one
   * move per multiset, naming the first copies, so a pick matches by this, not by card id.
   */
  readonly sameAs?: (card: string) => string;
}

/** One value among several (a target, a source); `order` sorts them, else first listed first. */
export interface ChoiceStep<M> {
  readonly type: "choice";
  readonly id: string;
  readonly value: (move: M) => string;
  readonly order?: (a: string, b: string) => number;
}

/** A count set with a stepper (dice): it starts at the smallest the candidates allow, or the largest. */
export interface NumberStep<M> {
  readonly type: "number";
  readonly id: string;
  readonly value: (move: M) => number;
  readonly start?: "min" | "max";
}

export type Step<M> = CardsStep<M> | ChoiceStep<M> | NumberStep<M>;

/** What the player has answered, by step id: picked cards, a chosen value, a number. */
export type StepAnswers = Readonly<Record<string, readonly string[] | string | number | undefined>>;

export type StepStatus<M> =
  | {
      readonly type: "cards";
      readonly step: CardsStep<M>;
      readonly candidates: readonly M[];
      readonly picked: readonly string[];
      /** Whether picking `card` as well still leads to some candidate. */
      readonly canAdd: (card: string) => boolean;
      /** Some candidate holds exactly the picked cards: the next step may follow. */
      readonly done: boolean;
    }
  | { readonly type: "choice"; readonly step: ChoiceStep<M>; readonly candidates: readonly M[]; readonly options: readonly string[]; readonly chosen: string | null }
  | { readonly type: "number"; readonly step: NumberStep<M>; readonly candidates: readonly M[]; readonly values: readonly number[]; readonly chosen: number };

export interface StepWalk<M> {
  /** The steps to show: every answered one, then the first open one. */
  readonly shown: readonly StepStatus<M>[];
  /** Candidates matching every step, once all are answered (else empty). */
  readonly left: readonly M[];
  /** The move built: the one candidate left. */
  readonly built: M | null;
}

/** `sub` ⊆ `sup` as multisets. */
function within(sub: readonly string[], sup: readonly string[]): boolean {
  const rest = [...sup];
  for (const x of sub) {
    const i = rest.indexOf(x);
    if (i < 0) return false;
    rest.splice(i, 1);
  }
  return true;
}

/**
 * Walks the steps over `moves` with the answers given so far. An answer the candidates no
 * longer allow (the moves changed under it) counts as not given; a choice with one option and
 * a number are answered by default, so the player only confirms.
 */
export function walkSteps<M>(moves: readonly M[], steps: readonly Step<M>[], answers: StepAnswers): StepWalk<M> {
  let candidates = moves;
  const shown: StepStatus<M>[] = [];
  for (const step of steps) {
    const answer = answers[step.id];
    if (step.type === "cards") {
      const same = step.sameAs ?? ((c: string) => c);
      const sets = candidates.map((m) => step.cards(m).map(same));
      const given = Array.isArray(answer) ? (answer as readonly string[]) : [];
      const picked = sets.some((s) => within(given.map(same), s)) ? given : [];
      const classes = picked.map(same);
      const canAdd = (card: string) => !picked.includes(card) && sets.some((s) => within([...classes, same(card)], s));
      const exact = candidates.filter((_, i) => sets[i]!.length === classes.length && within(classes, sets[i]!));
      shown.push({ type: "cards", step, candidates, picked, canAdd, done: exact.length > 0 });
      if (exact.length === 0) return { shown, left: [], built: null };
      candidates = exact;
    } else if (step.type === "choice") {
      const options = [...new Set(candidates.map(step.value))];
      if (step.order) options.sort(step.order);
      const chosen = typeof answer === "string" && options.includes(answer) ? answer : options.length === 1 ? options[0]! : null;
      shown.push({ type: "choice", step, candidates, options, chosen });
      if (chosen === null) return { shown, left: [], built: null };
      candidates = candidates.filter((m) => step.value(m) === chosen);
    } else {
      const values = [...new Set(candidates.map(step.value))].sort((a, b) => a - b);
      if (values.length === 0) return { shown, left: [], built: null };
      const chosen = typeof answer === "number" && values.includes(answer) ? answer : step.start === "max" ? values[values.length - 1]! : values[0]!;
      shown.push({ type: "number", step, candidates, values, chosen });
      candidates = candidates.filter((m) => step.value(m) === chosen);
    }
  }
  return { shown, left: candidates, built: candidates.length === 1 ? candidates[0]! : null };
}

/** The answers that build `move`: what a player picks to reach it (tests walk every legal move so). */
export function answersFor<M>(move: M, steps: readonly Step<M>[]): Record<string, readonly string[] | string | number> {
  const out: Record<string, readonly string[] | string | number> = {};
  for (const s of steps) out[s.id] = s.type === "cards" ? [...s.cards(move)] : s.value(move);
  return out;
}

/** The next value of a number step from `from`, up (+1) or down (−1); `from` itself at either end. */
export function stepNumber(values: readonly number[], from: number, by: 1 | -1): number {
  const up = values.filter((v) => v > from);
  const down = values.filter((v) => v < from);
  if (by > 0) return up.length > 0 ? Math.min(...up) : from;
  return down.length > 0 ? Math.max(...down) : from;
}
