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
