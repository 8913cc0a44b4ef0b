/**
 * Secrets: random 256-bit tokens and seeds, stored only as SHA-256 hashes (tokens) or kept
 * server-side (seeds). node:crypto lives here, at the edge, never in engine/.
 */
import { createHash, randomBytes } from "node:crypto";

export interface Random {
  /** A URL-safe random token (256 bits). */
  token(): string;
  /** A game's secret seed (256 bits, hex). */
  seed(): string;
  /** A short, unguessable game id. */
  gameId(): string;
}

export const cryptoRandom: Random = {
  token: () => randomBytes(32).toString("base64url"),
  seed: () => randomBytes(32).toString("hex"),
  gameId: () => {
    const alphabet = "abcdefghijkmnpqrstuvwxyz23456789";
    return Array.from(randomBytes(12), (b) => alphabet[b % alphabet.length]).join("");
  },
};

export function sha256Hex(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock tests set and move by hand (digests, coalescing windows, link expiry). Listeners run
 * on every move, so the local timer adapter fires what came due without real waiting.
 */
export class ManualClock implements Clock {
  private t: number;
  private readonly listeners = new Set<() => Promise<void> | void>();
  constructor(start: Date | string = "2026-12-01T09:00:00.000Z") {
    this.t = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.t);
  }
  onAdvance(listener: () => Promise<void> | void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  /** Moves time forward and waits for whatever came due to run. */
  async advance(ms: number): Promise<void> {
    this.t += ms;
    for (const l of [...this.listeners]) await l();
  }
}
