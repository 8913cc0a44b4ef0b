/**
 * Reply-To tokens: the local part of the address a game mail's replies go to. It names the
 * game, the seat and what the mail was about (the move version whose decision it awaited, the
 * private channel a press mail came from, or "chat" for news that awaited nothing), and carries an HMAC over exactly those, so nobody can
 * make one up or change a field of one. The key is derived from the table's signing key
 * (UserStore.signingKey) under its own purpose, so a reply token and an unsubscribe token can
 * never stand in for each other. A token only says "a reply about this seat": the sender must
 * still be that seat's current player (./replies.ts), so a forwarded or leaked address is
 * useless to anyone else.
 *
 * Everything is lower case ASCII (mail systems may fold the case of a local part) and the whole
 * local part stays within SMTP's 64 characters (RFC 5321 §4.5.3.1.1).
 */
import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * What a mail was about: the decision at a move version, one private channel's messages (its
 * id, "s0-2": talk goes back to that channel), or talk only (the table).
 */
export type ReplyAbout =
  | { readonly kind: "move"; readonly version: number }
  | { readonly kind: "press"; readonly channel: string }
  | { readonly kind: "chat" };

export interface ReplyToken {
  readonly gameId: string;
  readonly seat: number;
  readonly about: ReplyAbout;
}

/** RFC 5321's limit on a local part. */
export const LOCAL_PART_MAX = 64;
/** Hex digits of MAC kept: 96 bits, beyond guessing at any rate SES and our limits allow. */
const MAC_HEX = 24;
const PURPOSE = "backroom reply-to token v1";
/** A private channel's id: its member seats, ascending, after "s" (press-contract.ts ChannelId). */
const PRIVATE_CHANNEL = /^s\d(?:-\d){1,7}$/;

/** The key for reply tokens only, derived from the table's signing key. */
export function replyKey(signingKey: Buffer): Buffer {
  return createHmac("sha256", signingKey).update(PURPOSE).digest();
}

function aboutText(about: ReplyAbout): string {
  if (about.kind === "press") return `p${about.channel}`;
  return about.kind === "chat" ? "c" : `m${about.version.toString(36)}`;
}

function mac(key: Buffer, gameId: string, seat: string, about: string): string {
  return createHmac("sha256", key).update(`${gameId}\n${seat}\n${about}`).digest("hex").slice(0, MAC_HEX);
}

/**
 * The signed local part, or null when the game's id is too long for it to fit in 64 characters
 * (then the mail goes without a Reply-To rather than with an address no server accepts).
 */
export function signReplyToken(key: Buffer, token: ReplyToken): string | null {
  // Only a private channel's id (press-contract.ts ChannelId) may stand in a token: its MAC would sign anything.
  if (token.about.kind === "press" && !PRIVATE_CHANNEL.test(token.about.channel)) return null;
  const about = aboutText(token.about);
  const local = `${token.gameId}.${token.seat}.${about}.${mac(key, token.gameId, String(token.seat), about)}`;
  return local.length <= LOCAL_PART_MAX ? local : null;
}

/** The token a local part stands for, or null when it is malformed or its MAC does not match. */
export function verifyReplyToken(key: Buffer, localPart: string): ReplyToken | null {
  const m = /^([a-z0-9-]{1,64})\.(\d{1,2})\.(c|m[0-9a-z]{1,8}|ps\d(?:-\d){1,7})\.([0-9a-f]+)$/.exec(localPart.toLowerCase());
  if (!m || localPart.length > LOCAL_PART_MAX) return null;
  const [, gameId, seatText, about, given] = m as unknown as [string, string, string, string, string];
  // The MAC covers the text as written, so "07" and "7" are different tokens; only ours verify.
  const expected = Buffer.from(mac(key, gameId, seatText, about));
  const got = Buffer.from(given);
  if (got.length !== expected.length || !timingSafeEqual(got, expected)) return null;
  return { gameId, seat: Number(seatText), about: aboutOf(about) };
}

function aboutOf(text: string): ReplyAbout {
  if (text === "c") return { kind: "chat" };
  if (text.startsWith("p")) return { kind: "press", channel: text.slice(1) };
  return { kind: "move", version: parseInt(text.slice(1), 36) };
}

/** The Reply-To address of a token, or null when none fits (see signReplyToken). */
export function replyAddress(key: Buffer, token: ReplyToken, domain: string): string | null {
  const local = signReplyToken(key, token);
  return local ? `${local}@${domain}` : null;
}
