/**
 * Settings and unsubscribe tokens: the address sealed with AES-256-GCM under a key derived from
 * the deployment's signing key, one key per purpose. A link then carries no readable address,
 * and a token made for one purpose opens nothing else (an unsubscribe token, which must sit in a
 * URL's query for RFC 8058, cannot read or change settings).
 *
 * The nonce is derived from the address (an HMAC under the same key): the same address gives the
 * same token, and two addresses never share a nonce, so the cipher needs no random source.
 */
import { createCipheriv, createDecipheriv, createHmac, hkdfSync } from "node:crypto";

export type TokenPurpose = "settings" | "unsubscribe";

const PREFIX: Record<TokenPurpose, string> = { settings: "s2.", unsubscribe: "u2." };
const NONCE = 12;
const TAG = 16;

function keyFor(signingKey: Buffer, purpose: TokenPurpose): Buffer {
  return Buffer.from(hkdfSync("sha256", signingKey, Buffer.alloc(0), `backroom ${purpose} token`, 32));
}

export function sealAddress(signingKey: Buffer, purpose: TokenPurpose, email: string): string {
  const key = keyFor(signingKey, purpose);
  const nonce = createHmac("sha256", key).update(email).digest().subarray(0, NONCE);
  const cipher = createCipheriv("aes-256-gcm", key, nonce);
  const sealed = Buffer.concat([cipher.update(email, "utf8"), cipher.final()]);
  return PREFIX[purpose] + Buffer.concat([nonce, sealed, cipher.getAuthTag()]).toString("base64url");
}

/** The address `token` was sealed for under `purpose`, or null (another purpose, key or format, or altered). */
export function openAddress(signingKey: Buffer, purpose: TokenPurpose, token: string): string | null {
  if (!token.startsWith(PREFIX[purpose])) return null;
  const raw = Buffer.from(token.slice(PREFIX[purpose].length), "base64url");
  if (raw.length <= NONCE + TAG) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyFor(signingKey, purpose), raw.subarray(0, NONCE));
    decipher.setAuthTag(raw.subarray(raw.length - TAG));
    return Buffer.concat([decipher.update(raw.subarray(NONCE, raw.length - TAG)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
