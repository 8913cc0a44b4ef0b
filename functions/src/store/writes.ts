/**
 * What a write to a game takes (AppendInput and its parts) and the refusals a conditional write
 * can end in: the store's side of the race at the conditional write (game-store.ts).
 */
import type { TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import type { GameEvent } from "@backroom/engine/core/events";
import type { Recipient, SummaryPlayer } from "./items";

/** Another move was appended first: the caller's expected version is stale. */
export class VersionConflict extends Error {
  constructor(readonly currentVersion: number) {
    super(`the game is at version ${currentVersion}`);
    this.name = "VersionConflict";
  }
}

/**
 * Another event (a chat line, a table event) took the seq slot first, but no move came in
 * between: the caller re-reads and appends again; its move is still current.
 */
export class SeqTaken extends Error {
  constructor(readonly currentVersion: number) {
    super(`event ${currentVersion} was appended first`);
    this.name = "SeqTaken";
  }
}

/** The same seat already submitted this clientMoveId: the original outcome stands. */
export class DuplicateMove extends Error {
  constructor(readonly seq: number, readonly version: number) {
    super(`move already accepted as seq ${seq}`);
    this.name = "DuplicateMove";
  }
}

/** A game with this id exists already (a lobby started by another request, or an id drawn twice). */
export class GameExists extends Error {}

/**
 * AWS cancelled the transaction because another one touched the same items at the same moment
 * (`TransactionConflict`); nothing was written. Not a refusal of this write's conditions: the
 * caller reads again and decides (DynamoDB Local runs transactions one at a time and never says it).
 */
export class WriteRaced extends Error {
  constructor() {
    super("another write to the same items was under way; nothing was written");
    this.name = "WriteRaced";
  }
}

/** One write of a TransactWriteItems call. */
export type TransactItem = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]["TransactItems"]>[number];

/** A write passed as `alsoWrite` to createGame failed its condition; nothing was written. */
export class AlsoWriteRefused extends Error {
  constructor(readonly index: number) {
    super(`the creation's extra write ${index} failed its condition`);
    this.name = "AlsoWriteRefused";
  }
}

export interface OutboxDraft {
  readonly title: string;
  readonly headline: string;
  readonly recipients: readonly Recipient[];
  readonly awaiting?: readonly number[];
}

export interface SeatChange {
  readonly seat: number;
  readonly email: string;
  readonly waiting: boolean;
  readonly status: "active" | "finished";
}

export interface AppendInput {
  readonly gameId: string;
  readonly event: GameEvent;
  /** The seq of the last event seen: the new event takes the next slot. */
  readonly expectedVersion: number;
  /**
   * For a move: the move version (seq of the last move) it was judged against. The append
   * fails with VersionConflict only if another move came in since; an event that took the
   * slot without moving (chat) gives SeqTaken, and the caller simply tries the next slot.
   * Absent for events that do not depend on the game's state (chat).
   */
  readonly expectedMoveVersion?: number;
  readonly summary: { awaiting: readonly number[]; status: "active" | "finished"; winners: readonly number[]; updatedAt: string; seed?: string };
  /** The seat whose own move this is (for lastSeqs); absent for events that are no one's move. */
  readonly mover?: number;
  readonly seatChanges: readonly SeatChange[];
  readonly moveId?: { seat: number; clientMoveId: string };
  readonly snapshot?: { engineVersion: number; state: unknown };
  readonly outbox?: OutboxDraft;
  /** Each seat's deadline and timeouts in a row after a move (clock-policy.ts). */
  /** `awayChanges`: the summary's count as read (absent: never changed); the write is refused if it moved since. */
  readonly clocks?: { deadlines: readonly (string | null)[]; timeouts: readonly number[]; awayChanges: number | undefined };
  /** Who plays each seat now (a seat-changed event, or a hand-over after timeouts). */
  readonly players?: readonly SummaryPlayer[];
  /** A seat that moves to another person: its dashboard entry leaves the old email for the new one. */
  readonly reseat?: { seat: number; to: SummaryPlayer; game: string; title: string; waiting: boolean };
  /** Unconditional writes that land with the event (a chat line's copy in the table channel). */
  readonly alsoWrite?: readonly TransactItem[];
  /** An engine-upgraded event: the summary moves from `from` to `to` in the same transaction. */
  readonly upgrade?: { from: number; to: number; versions: readonly { version: number; fromSeq: number }[] };
}
