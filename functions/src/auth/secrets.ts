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
