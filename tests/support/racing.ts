/**
 * Writers racing a write, made certain rather than left to timing: each time the store is about
 * to append the event under test, `racer` first writes its own (through the real store, so the
 * real conditions refuse the loser), up to `times` times.
 */
import { vi } from "vitest";
import type { AppendInput } from "../../functions/src/store/writes";
import type { GameStore } from "../../functions/src/store/game-store";

export async function racedBy<T>(store: GameStore, racer: (input: AppendInput) => AppendInput, times: number, run: () => Promise<T>): Promise<{ result: T; raced: number }> {
  const append = store.append.bind(store);
  let raced = 0;
  store.append = async (input) => {
    if (raced < times) {
      raced++;
      await append(racer(input));
    }
    return append(input);
  };
  try {
    return { result: await run(), raced };
  } finally {
    store.append = append;
  }
}

/** A chat line by `seat`, at `now`, in the slot the raced write wanted. */
export const lineIn = (seat: number, now: number) => (input: AppendInput): AppendInput => ({
  gameId: input.gameId, expectedVersion: input.expectedVersion, seatChanges: [],
  event: { type: "chat", seq: input.expectedVersion + 1, seat, text: `racing line ${input.expectedVersion + 1}`, clientMoveId: `racer-${input.gameId}-${input.expectedVersion}`, at: new Date(now).toISOString() },
  summary: input.summary,
});

/** What DynamoDB says when a table is over its capacity: a failure that is no refused condition. */
export const STORE_FAILURE = "ProvisionedThroughputExceededException";

/** Runs `run` while every append fails with STORE_FAILURE; counts the tries and keeps what was logged to the console. */
export async function failingAppends<T>(store: GameStore, run: () => Promise<T>): Promise<{ result: T; calls: number; logged: unknown[][] }> {
  const append = store.append.bind(store);
  let calls = 0;
  store.append = async () => { calls++; throw new Error(STORE_FAILURE); };
  const logged = vi.spyOn(console, "error").mockImplementation(() => {});
  try {
    const result = await run();
    return { result, calls, logged: [...logged.mock.calls] };
  } finally {
    store.append = append;
    logged.mockRestore();
  }
}
