/**
 * What the store's integration tests share: one fresh table per test file (made in beforeAll),
 * a game of High Card between Ann and Bob to write to, and a chat line appended the way the
 * service appends events (tests/functions/store/*).
 */
import { beforeAll } from "vitest";
import type { GameEvent } from "@backroom/engine";
import { highCard } from "../fixtures/high-card";
import { freshPlatform } from "./dynamo";
import { makeDocumentClient } from "../../functions/src/store/client";
import type { AppendInput } from "../../functions/src/store/writes";
import type { GameStore } from "../../functions/src/store/game-store";

export const AT = "2026-03-01T10:00:00.000Z";
export const LATER = "2026-03-02T10:00:00.000Z";
export const PLAYERS = [{ name: "Ann", email: "ann@example.test" }, { name: "Bob", email: "bob@example.test" }];

export type StorePlatform = Awaited<ReturnType<typeof freshPlatform>>;
export type DocumentClient = ReturnType<typeof makeDocumentClient>;

/** A chat line at `seq` by seat 0. */
export const chat = (seq: number, text = `line ${seq}`): GameEvent => ({ type: "chat", seq, seat: 0, text, clientMoveId: `c-${seq}-${text.length}`, at: AT });

export function storeTable() {
  const table = {} as { app: StorePlatform; doc: DocumentClient };
  beforeAll(async () => {
    table.app = await freshPlatform({ games: { [highCard.id]: highCard } });
    table.doc = makeDocumentClient(table.app.dynamo);
  });
  return {
    table,
    /** A new game of High Card (one round), Ann hosting; its id. */
    async newGame(): Promise<string> {
      return (await table.app.service.createGame("ann@example.test", { game: "high-card", options: { rounds: 1 }, players: PLAYERS })).gameId;
    },
    /** Appends the chat line after `expectedVersion` (through `store`, the table's own by default). */
    append(gameId: string, expectedVersion: number, extra: Partial<AppendInput> = {}, store: GameStore = table.app.store): Promise<void> {
      return store.append({
        gameId, event: chat(expectedVersion + 1), expectedVersion,
        summary: { awaiting: [0, 1], status: "active", winners: [], updatedAt: AT }, seatChanges: [], ...extra,
      });
    },
  };
}
