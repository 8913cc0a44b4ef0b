/**
 * Reading a game's past: its history as one viewer may read it, the news an email tells one
 * reader, and the full record of a finished game.
 */
import type { Viewer } from "@backroom/engine/core/game";
import type { GameRecord, HistoryEntry, HistoryResponse } from "../contract";
import { Refusal } from "../errors";
import type { GameStore } from "../store/game-store";
import type { SummaryItem } from "../store/items";
import { handOverText, howText, seatOf } from "./helpers";
import { labelledMoves } from "./game-response";
import type { GameLoader } from "./loader";
import type { GameNews } from "./news";

export interface HistoryDeps {
  readonly store: GameStore;
}

/** `hideChatFrom`: seats whose table lines the reader muted (press), left out of the news. */
export interface NewsOptions {
  readonly invitation?: boolean;
  readonly hideChatFrom?: readonly number[];
}

/** How many history lines an email carries at most; the game page has the rest. */
const NEWS_LINES = 15;

export async function history(deps: HistoryDeps, loader: GameLoader, caller: string, gameId: string, query: { after: number; limit: number; views: boolean }): Promise<HistoryResponse> {
  const summary = await loader.summary(gameId);
  const def = loader.engine(summary);
  const viewer: Viewer = seatOf(summary, caller) ?? "spectator";
  const names = summary.players.map((p) => p.name);
  const until = Math.min(summary.version, query.after + query.limit);
  const entries: HistoryEntry[] = [];
  let state: unknown = query.after >= 0 ? await loader.stateAt(summary, def, query.after) : undefined;
  const events = await deps.store.events(gameId, query.after, until);
  for (const event of events) {
    let text: string;
    if (event.type === "game-created") {
      state = def.setup({ seats: event.players.length, options: event.options, seed: await deps.store.getSeed(gameId) });
      text = `${names.join(", ")} sat down to play ${def.title}.`;
    } else if (event.type === "move") {
      const before = state;
      const move = def.moveSchema.parse(event.move);
      state = def.apply(before, event.seat, move);
      text = def.describe({ before, after: state, seat: event.seat, move, viewer, names });
      if (event.by) text = `${text} (${howText(event.by)})`;
      if (event.handOver) text = `${text} ${handOverText(names[event.seat]!)}`;
    } else if (event.type === "engine-upgraded") {
      text = `Rules updated to engine version ${event.to}: ${event.reason}`;
    } else if (event.type === "seat-changed") {
      text = event.reason;
    } else {
      text = `${names[event.seat]}: ${event.text}`;
    }
    entries.push({
      seq: event.seq, type: event.type,
      // Stryker disable next-line ConditionalExpression: only a move has a `by`, so asking the type first is for the type checker (equivalent)
      ...(event.type === "move" && event.by ? { by: event.by } : {}),
      seat: event.type === "game-created" || event.type === "engine-upgraded" ? null : event.seat, at: event.at, text,
      ...(query.views ? { view: def.view(state, viewer), scores: [...def.result(state).scores] } : {}),
    });
  }
  return { entries, next: until < summary.version ? until : null, version: summary.version };
}

/**
 * The full record of a finished game (seed, every move) so anyone can re-run it. Refused while
 * the game runs: moves hold hidden choices and the seed would reveal every future draw.
 */
export async function record(deps: HistoryDeps, loader: GameLoader, gameId: string): Promise<GameRecord> {
  const summary = await loader.summary(gameId);
  // The seed is stored on the summary exactly when the game ends.
  if (!summary.seed) {
    throw new Refusal(409, "game/not-over", "The full record, with the seed, is published when the game ends.");
  }
  const events = await deps.store.events(gameId, 0, summary.version);
  return {
    gameId, game: summary.game, engineVersion: summary.engineVersion, options: summary.options, seats: summary.players.length,
    names: summary.players.map((p) => p.name), seed: summary.seed, commitment: summary.commitment,
    moves: events.flatMap((e) => (e.type === "move" ? [{ seq: e.seq, seat: e.seat, move: e.move }] : [])),
    winners: summary.winners,
  };
}

/**
 * A game as one reader's email tells it: what happened since their last move (as that seat
 * may read it, never more), what decision the game awaits from them, who else it waits for.
 * Read-only: opening an email's news does not mark anyone as joined.
 */
export async function news(deps: HistoryDeps, loader: GameLoader, email: string, gameId: string, opts: NewsOptions = {}): Promise<GameNews | null> {
  const summary = await deps.store.getSummary(gameId);
  if (!summary) return null;
  const def = loader.engine(summary);
  const seat = seatOf(summary, email);
  const names = summary.players.map((p) => p.name);
  const lastOwn = await lastOwnMove(deps, summary, seat);
  // Still an invitation only for a reader who has not moved yet.
  const invitation = (opts.invitation ?? false) && lastOwn === -1;
  const after = Math.max(lastOwn, summary.version - NEWS_LINES);
  // Stryker disable next-line BooleanLiteral: views only add each entry's board, which news does not read (equivalent, only slower)
  const { entries } = await history(deps, loader, email, gameId, { after, limit: NEWS_LINES, views: false });
  const state = await loader.stateAt(summary, def, summary.version);
  // Stryker disable next-line ConditionalExpression: today's engines await nobody once over, so no test tells "always ask the engine" apart (the guard is for one that did)
  const awaiting = summary.status === "active" ? [...def.awaiting(state)] : [];
  const mine = awaiting.includes(seat ?? -1);
  const moves = mine ? labelledMoves(def, state, seat!, names) : [];
  const result = def.result(state);
  return {
    gameId, game: def.id, title: def.title, seat, name: seat === null ? null : names[seat]!, players: names,
    status: summary.status, moveVersion: summary.moveVersion, createdBy: summary.players.find((p) => p.email === summary.createdBy)?.name ?? summary.createdBy,
    // An invitation introduces the game itself, so the "sat down to play" line is left out.
    // The history starts after `after`, which is at least the reader's own last move.
    lines: entries.filter((e) => !(invitation && e.type === "game-created") && !(e.type === "chat" && opts.hideChatFrom?.includes(e.seat ?? -1))).map((e) => e.text),
    earlierOmitted: after > lastOwn && after > 0,
    awaitingMe: mine, choices: moves.map((m) => m.label), moves, waitingFor: awaiting.filter((s) => s !== seat).map((s) => names[s]!),
    firstToMove: invitation || summary.version === 0
      ? [...def.awaiting(def.setup({ seats: names.length, options: summary.options, seed: await deps.store.getSeed(gameId) }))].map((s) => names[s]!)
      : [],
    result: result.finished ? `${result.summary ?? ""} Winner${result.winners.length === 1 ? "" : "s"}: ${result.winners.map((w) => names[w]).join(", ") || "none"}.`.trim() : null,
    lastOwnSeq: lastOwn,
    // Stryker disable next-line LogicalOperator: only awaited seats have deadlines (nextDeadlines), so `mine` only says so twice (equivalent)
    ...(mine && summary.deadlines[seat!] ? { deadline: summary.deadlines[seat!]! } : {}),
    ...(summary.timeControl.daysPerDecision !== null ? { timeControl: summary.timeControl } : {}),
  };
}

/**
 * The seq of the reader's last own move: one they chose, not one the platform made for their
 * seat (a timeout's, the bot's). `lastSeqs` counts those too, and news started after a timeout
 * that handed the seat to the bot would leave out the very line that says so. Read backwards
 * from the newest events, only as far as needed; -1 before their first own move (and for a
 * reader without a seat).
 */
async function lastOwnMove(deps: HistoryDeps, summary: SummaryItem, seat: number | null): Promise<number> {
  const last = summary.lastSeqs[seat ?? -1] ?? -1;
  // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator: a shortcut only; without it the events are read and nothing is found (equivalent)
  if (seat === null || last < 0) return last;
  let until = summary.version;
  // Stryker disable next-line EqualityOperator: at 0 the next window is the creation alone, which is no move (equivalent)
  while (until > 0) {
    // Stryker disable next-line MethodExpression: reading back to the start at once finds the same move, only with a longer read (equivalent)
    const from = Math.max(-1, until - NEWS_LINES * 4);
    const own = (await deps.store.events(summary.gameId, from, until)).findLast((e) => e.type === "move" && e.seat === seat && !e.by);
    if (own) return own.seq;
    until = from;
  }
  return -1;
}
