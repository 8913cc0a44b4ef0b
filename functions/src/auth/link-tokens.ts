/**
 * Settings and unsubscribe tokens: the address sealed with AES-256-GCM under a key derived from
 * the deployment's signing key, one key per purpose and key version. A link then carries no
 * readable address, and a token made for one purpose opens nothing else (an unsubscribe token,
 * which must sit in a URL's query for RFC 8058, cannot read or change settings).
 *
 * The nonce is derived from the address (an HMAC under the same key): the same address gives the
 * same token, and two addresses never share a nonce, so the cipher needs no random source.
 *
 * Revocation: the key version is part of the key's derivation and of the token's prefix
 * (`s<version>.`, `u<version>.`). Rotating it (UserStore.rotateLinkKey, docs/deploy.md) makes
 * every token minted under an earlier version one the server refuses as revoked; a token still
 * opens under its own version's key, so the refusal can say "replaced" only of a real token.
 */
import { createCipheriv, createDecipheriv, createHmac, hkdfSync } from "node:crypto";

export type TokenPurpose = "settings" | "unsubscribe";

/**
 * The first version. Tokens sealed before versions existed are `s2.`/`u2.` (the 2 told them from
 * the older `<address>.<HMAC>` form), so they are this version's, and from here on the number
 * after the purpose's letter is the key's version.
 */
export const FIRST_LINK_KEY_VERSION = 2;

const LETTER: Record<TokenPurpose, string> = { settings: "s", unsubscribe: "u" };
const NONCE = 12;
const TAG = 16;

function keyFor(signingKey: Buffer, purpose: TokenPurpose, version: number): Buffer {
  // The first sealed version's derivation had no version in it; kept, so its links still open.
  const info = version === FIRST_LINK_KEY_VERSION ? `backroom ${purpose} token` : `backroom ${purpose} token v${version}`;
  return Buffer.from(hkdfSync("sha256", signingKey, Buffer.alloc(0), info, 32));
}

export function sealAddress(signingKey: Buffer, version: number, purpose: TokenPurpose, email: string): string {
  const key = keyFor(signingKey, purpose, version);
  const nonce = createHmac("sha256", key).update(email).digest().subarray(0, NONCE);
  const cipher = createCipheriv("aes-256-gcm", key, nonce);
  const sealed = Buffer.concat([cipher.update(email, "utf8"), cipher.final()]);
  return `${LETTER[purpose]}${version}.${Buffer.concat([nonce, sealed, cipher.getAuthTag()]).toString("base64url")}`;
}

/**
 * What `token` holds for `purpose`: the address and the key version it was sealed under, or
 * null (another purpose, key or format, a version not yet made, or altered). Whether its
 * version is still accepted is the caller's decision.
 */
export function openAddress(signingKey: Buffer, current: number, purpose: TokenPurpose, token: string): { email: string; version: number } | null {
  const m = /^([su])([1-9][0-9]{0,6})\.([A-Za-z0-9_-]+)$/.exec(token);
  if (!m || m[1] !== LETTER[purpose]) return null;
  const version = Number(m[2]);
  if (version < FIRST_LINK_KEY_VERSION || version > current) return null;
  const raw = Buffer.from(m[3]!, "base64url");
  // Only the one spelling we mint: decoding would drop the padding bits of the last character.
  if (raw.length <= NONCE + TAG || raw.toString("base64url") !== m[3]) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyFor(signingKey, purpose, version), raw.subarray(0, NONCE));
    decipher.setAuthTag(raw.subarray(raw.length - TAG));
    return { email: Buffer.concat([decipher.update(raw.subarray(NONCE, raw.length - TAG)), decipher.final()]).toString("utf8"), version };
  } catch {
    return null;
  }
}
