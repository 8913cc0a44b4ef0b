/**
 * Checking a finished game: the revealed seed must hash to the commitment published when the
 * game was created, and replaying the recorded moves from that seed must give the announced
 * result. Uses WebCrypto (in browsers and Node alike), so the web app runs the very same check.
 */
import type { AnyGameDefinition } from "./game";
import { replay } from "./replay";
import { engineAt } from "./versions";

/** What a finished game publishes (the API's GameRecord has this shape): enough to re-run it. */
export interface PublishedRecord {
  readonly engineVersion: number;
  readonly options: unknown;
  readonly seats: number;
  readonly seed: string;
  readonly commitment: string;
  readonly moves: readonly { readonly seat: number; readonly move: unknown }[];
  readonly winners: readonly number[];
}

export interface Verification {
  readonly commitmentMatches: boolean;
  readonly replayed: boolean;
  readonly winnersMatch: boolean;
  /** One sentence for the player. */
  readonly summary: string;
}

export async function sha256HexWeb(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** `latest` is the game's newest definition; the record names the engine version it replays under. */
export async function verifyRecord(latest: AnyGameDefinition, record: PublishedRecord): Promise<Verification> {
  const def = engineAt(latest, record.engineVersion) ?? latest;
  const commitmentMatches = (await sha256HexWeb(record.seed)) === record.commitment;
  let replayed = false;
  let winnersMatch = false;
  try {
    const state = replay(def, { seats: record.seats, options: def.optionsSchema.parse(record.options), seed: record.seed },
      record.moves.map((m) => ({ seat: m.seat, move: def.moveSchema.parse(m.move) })));
    replayed = true;
    const result = def.result(state);
    winnersMatch = result.finished && JSON.stringify([...result.winners].sort()) === JSON.stringify([...record.winners].sort());
  } catch {
    replayed = false;
  }
  const summary = !commitmentMatches
    ? "The revealed seed does not match the commitment published when the game began."
    : !replayed
      ? "The recorded moves do not replay from the revealed seed."
      : !winnersMatch
        ? "Replaying the moves gives a different result from the one announced."
        : `Verified: the seed matches its commitment, and all ${record.moves.length} moves replay to the same result.`;
  return { commitmentMatches, replayed, winnersMatch, summary };
}
