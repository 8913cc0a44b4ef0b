/**
 * Secrets: random 256-bit tokens and seeds, stored only as SHA-256 hashes (tokens) or kept
 * server-side (seeds). node:crypto lives here, at the edge, never in engine/.
 */
import { createHash, randomBytes } from "node:crypto";
import type { Random } from "../ports/random";

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
