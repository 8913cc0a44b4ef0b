/**
 * Building GET /games/{id}'s answer from a state, written once for the API and the bench
 * (bench/responses.ts measures exactly what this returns). The legal moves are listed with
 * labels while they fit `LEGAL_MOVES_BUDGET`; past it, whole kinds of moves (largest first)
 * are left out and named in `deferredMoves`, for GET /games/{id}/moves?kind= to return. A
 * 12-0-12 hand can have over a thousand Get Food discards, a few hundred KB as JSON, while
 * the rest of the answer is a few KB: phones on mobile networks poll this.
 */
import { describeTimeControl } from "../clocks/clock-policy";
import type { AnyGameDefinition, Seat } from "@backroom/engine";
import type { DeferredMoves, EngineVersionInfo, GameResponse, LegalMove } from "../contract";
import type { SummaryItem } from "../store/items";
import { pressOf } from "../press/rules";

/** Bytes of JSON the listed legal moves may take; the whole answer stays under 64 KB. */
export const LEGAL_MOVES_BUDGET = 32 * 1024;

/** Every legal move of `seat`, labelled, in the engine's order. */
export function labelledMoves(def: AnyGameDefinition, state: unknown, seat: Seat, names: readonly string[]): LegalMove[] {
  return def.legalMoves(state, seat).map((move: unknown) => ({ move, label: def.moveLabel(state, seat, move, names) }));
}

/** A move's kind as the API groups by it: the engines' moves all carry a string `kind`. */
export function kindOf(move: unknown): string {
  const k = move && typeof move === "object" ? (move as { kind?: unknown }).kind : undefined;
  return typeof k === "string" ? k : "move";
}

/**
 * Splits `moves` into those listed and the kinds deferred: nothing is deferred while all fit
 * `budget`; otherwise the kinds with the most JSON go first until the rest fits.
 */
export function compactMoves(moves: readonly LegalMove[], budget = LEGAL_MOVES_BUDGET): { legalMoves: LegalMove[]; deferredMoves: DeferredMoves[] } {
  const sizes = new Map<string, { bytes: number; count: number }>();
  let total = 0;
  for (const m of moves) {
    const bytes = JSON.stringify(m).length + 1;
    total += bytes;
    const k = kindOf(m.move);
    const s = sizes.get(k) ?? { bytes: 0, count: 0 };
    s.bytes += bytes;
    s.count += 1;
    sizes.set(k, s);
  }
  if (total <= budget) return { legalMoves: [...moves], deferredMoves: [] };
  const deferred = new Set<string>();
  for (const [kind, s] of [...sizes].sort((a, b) => b[1].bytes - a[1].bytes)) {
    if (total <= budget) break;
    deferred.add(kind);
    total -= s.bytes;
  }
  const legalMoves: LegalMove[] = [];
  const at = new Map<string, number>();
  for (const m of moves) {
    const k = kindOf(m.move);
    if (!deferred.has(k)) legalMoves.push(m);
    else if (!at.has(k)) at.set(k, legalMoves.length);
  }
  return { legalMoves, deferredMoves: [...at].map(([kind, i]) => ({ kind, count: sizes.get(kind)!.count, at: i })) };
}

export interface ResponseInput {
  readonly def: AnyGameDefinition;
  readonly summary: SummaryItem;
  readonly state: unknown;
  /** The caller's seat, or null for a spectator. */
  readonly mySeat: Seat | null;
  readonly versions: EngineVersionInfo[];
  /** Whether the caller created the game (may replace players). */
  readonly host: boolean;
  /** Which seats' players are away now (a declared vacation); absent: none. */
  readonly awayNow?: readonly boolean[];
}

/** GET /games/{id}'s answer for one caller. */
export function gameResponse({ def, summary, state, mySeat, versions, host, awayNow }: ResponseInput): GameResponse {
  const names = summary.players.map((p) => p.name);
  // A seat the bot holds offers its player no move (they may take it back, where allowed, first).
  const moves = mySeat !== null && !summary.players[mySeat]!.bot ? compactMoves(labelledMoves(def, state, mySeat, names)) : { legalMoves: [], deferredMoves: [] };
  const result = def.result(state);
  const awaiting = [...def.awaiting(state)];
  return {
    gameId: summary.gameId, game: def.id, title: def.title, version: summary.version, moveVersion: summary.moveVersion, status: summary.status, options: summary.options,
    players: summary.players.map((p, seat) => ({
      seat, name: p.name, email: seat === mySeat ? p.email : null, joined: p.joined || seat === mySeat,
      bot: p.bot === true, resigned: p.resigned === true, deadline: summary.status === "active" && awaiting.includes(seat) ? summary.deadlines[seat] ?? null : null,
      awayUntil: awayNow?.[seat] && p.away ? p.away.until : null,
    })),
    timeControl: summary.timeControl, timeControlText: describeTimeControl(summary.timeControl), host,
    mySeat, awaiting, view: def.view(state, mySeat ?? "spectator"), ...moves,
    result: { finished: result.finished, winners: [...result.winners], scores: [...result.scores], scoreLabel: result.scoreLabel, ...(result.summary ? { summary: result.summary } : {}) },
    commitment: summary.commitment, seed: summary.status === "finished" ? summary.seed ?? null : null,
    engineVersion: summary.engineVersion, engineVersions: versions,
    myLastSeq: mySeat === null ? null : nonNegative(summary.lastSeqs[mySeat]),
    createdAt: summary.createdAt, updatedAt: summary.updatedAt,
    rematch: summary.rematch ?? null,
    press: pressOf(summary),
  };
}

function nonNegative(n: number | undefined): number | null {
  return n === undefined || n < 0 ? null : n;
}
