/**
 * Identity by email. Two kinds of links, both stored only as SHA-256 hashes:
 * - a sign-in link (asked for on the sign-in page) works once, for 30 minutes, and grants a
 *   session for the whole account;
 * - a game link (in every game email) works any number of times for 14 days, on any device,
 *   and grants a session scoped to that one game: it can read and play that game, nothing else.
 *   Forwarding a game email can at worst hand over one seat in one game, never the account.
 * Sign-in requests are throttled per inbox (addresses normalised, +tags folded) and per client
 * address; a browser that signed in to an address before asks on its own allowance, so a
 * stranger's flood cannot lock the owner out. Mail to addresses never seen before has one daily
 * cap for the whole site. Settings and unsubscribe links carry the address sealed
 * (link-tokens.ts), never readable, and are revoked all at once by rotating the link key.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { Refusal } from "../errors";
import type { GameStore } from "../store/game-store";
import type { UserStore } from "../store/user-store";
import { sha256Hex } from "./secrets";
import { FIRST_LINK_KEY_VERSION, openAddress, sealAddress } from "./link-tokens";
import { type Clock } from "../ports/clock";
import { type Random } from "../ports/random";
import type { Telemetry } from "../ports/telemetry";

/** How long links stay valid: a sign-in link briefly; a link in a game email for days. */
export const LINK_TTL = { signIn: 30 * 60, game: 14 * 86_400 } as const;
const SESSION_DAYS = 30;
const DEVICE_DAYS = 365;

/** The sign-in throttle (docs/api.md repeats these numbers). */
export const SIGN_IN_LIMITS = {
  /** Sign-in emails to one inbox (+tag variants count as one) from browsers it never signed in from. */
  inboxPerHour: 3,
  inboxPerDay: 10,
  /** Sign-in requests from one client address, for any inboxes. */
  clientPerHour: 20,
  /** Sign-in requests from a browser that signed in to this inbox before (its device token). */
  devicePerHour: 5,
  /**
   * Sign-in mails to addresses never seen before (no sign-in link redeemed, no seat in a game),
   * all of them together, per UTC day: what a flood of strangers' addresses can cost in SES
   * reputation. The stack's `newAddressSignInsPerDay` sets it.
   */
  newAddressesPerDay: 200,
} as const;

export interface Principal {
  readonly email: string;
  /** Set for a session from a game email's link: only this game. */
  readonly gameId: string | null;
}

/** The inbox an address delivers to, for counting: lower case, `+tag` dropped from the local part. */
export function normaliseInbox(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  if (at < 0) return lower;
  return `${lower.slice(0, at).replace(/\+.*$/, "")}@${lower.slice(at + 1)}`;
}

export class Auth {
  constructor(private readonly deps: {
    store: GameStore; users: UserStore; clock: Clock; random: Random;
    /** @default SIGN_IN_LIMITS.newAddressesPerDay */
    newAddressesPerDay?: number;
    telemetry?: Pick<Telemetry, "count">;
  }) {}

  /**
   * Queues a sign-in email. The answer does not tell whether the address has played before,
   * but once the day's cap on new addresses is reached (then only they are refused); a request
   * beyond the limits is refused (429) and sends nothing.
   */
  async requestSignIn(email: string, next: string | null, from: { client?: string; device?: string } = {}): Promise<void> {
    const address = email.trim().toLowerCase();
    const inbox = normaliseInbox(address);
    const now = this.deps.clock.now();
    const hour = now.toISOString().slice(0, 13);
    const day = now.toISOString().slice(0, 10);
    const users = this.deps.users;
    const trusted = from.device ? (await users.deviceInbox(sha256Hex(from.device), this.nowSeconds())) === inbox : false;
    if (trusted) {
      if (!(await users.take(`RATE#device#${sha256Hex(from.device!)}`, hour, SIGN_IN_LIMITS.devicePerHour, this.nowSeconds() + 7200))) {
        throw tooMany("Too many sign-in links were asked for from this browser in the last hour. Use the latest one, or try again later.");
      }
    } else {
      if (from.client && !(await users.take(`RATE#client#${from.client}`, hour, SIGN_IN_LIMITS.clientPerHour, this.nowSeconds() + 7200))) {
        throw tooMany("Too many sign-in links were asked for from your network in the last hour. Try again later.");
      }
      if (!(await users.take(`RATE#inbox#${inbox}`, hour, SIGN_IN_LIMITS.inboxPerHour, this.nowSeconds() + 7200))
        || !(await users.take(`RATE#inbox#${inbox}`, day, SIGN_IN_LIMITS.inboxPerDay, this.nowSeconds() + 2 * 86_400))) {
        throw tooMany("Too many sign-in links were asked for this address lately. Use the latest one in your inbox, or try again later.");
      }
      // Last, so a request refused above never spends the day's allowance.
      if (!(await users.seen(address, inbox))
        && !(await users.take("RATE#new-addresses", day, this.deps.newAddressesPerDay ?? SIGN_IN_LIMITS.newAddressesPerDay, this.nowSeconds() + 2 * 86_400))) {
        this.deps.telemetry?.count("SignInCapReached");
        throw new Refusal(429, "auth/new-address-cap", "Backroom has sent as many sign-in links to new addresses today as it may. Try again tomorrow (the day turns at midnight UTC), or ask a player to invite you to a game.");
      }
    }
    await this.deps.store.requestSignIn(address, next, now.toISOString(), this.deps.random.token().slice(0, 22));
  }

  /** Creates a link token for `email` and returns the token (the only time it exists in clear). */
  async mintLink(email: string, next: string | null, ttlSeconds: number, gameId: string | null = null): Promise<string> {
    const token = this.deps.random.token();
    await this.deps.store.putLink(sha256Hex(token), { email, next, gameId, validUntil: this.nowSeconds() + ttlSeconds });
    return token;
  }

  async redeem(token: string): Promise<{ session: string; email: string; next: string | null; scope: { game: string } | "account"; device?: string }> {
    const link = await this.deps.store.consumeLink(sha256Hex(token), this.nowSeconds());
    if (!link) throw new Refusal(401, "auth/link-invalid", "This link has already been used or has expired. We can email you a fresh one.");
    const session = this.deps.random.token();
    await this.deps.store.putSession(sha256Hex(session), link.email, this.nowSeconds() + SESSION_DAYS * 86_400, link.gameId);
    if (link.gameId) return { session, email: link.email, next: link.next, scope: { game: link.gameId } };
    const device = this.deps.random.token();
    await this.deps.users.markSeen(normaliseInbox(link.email), this.deps.clock.now().toISOString());
    await this.deps.users.putDevice(sha256Hex(device), normaliseInbox(link.email), this.nowSeconds() + DEVICE_DAYS * 86_400);
    return { session, email: link.email, next: link.next, scope: "account", device };
  }

  /** "Email me a fresh link" from a used-up or expired link: a sign-in link to the same address. */
  async resend(token: string, from: { client?: string; device?: string }): Promise<void> {
    const owner = await this.deps.store.linkOwner(sha256Hex(token), this.nowSeconds());
    if (!owner) throw new Refusal(404, "auth/link-unknown", "This link is too old to tell whom it was for. Enter your email address to get a fresh one.");
    await this.requestSignIn(owner.email, owner.next, from);
  }

  /** The caller from an `Authorization: Bearer <session>` header, or a 401. */
  async authenticate(header: string | undefined): Promise<Principal> {
    // Stryker disable next-line StringLiteral: any fallback that is not a Bearer header is refused alike (equivalent mutant).
    const m = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(header ?? "");
    if (!m) throw new Refusal(401, "auth/required", "Sign in first: this needs an Authorization: Bearer <session> header.");
    const session = await this.deps.store.getSession(sha256Hex(m[1]!), this.nowSeconds());
    if (!session) throw new Refusal(401, "auth/session-invalid", "Your session has expired. Sign in again.");
    return session;
  }

  async signOut(header: string | undefined): Promise<void> {
    // Stryker disable next-line StringLiteral: any fallback that is not a Bearer header is refused alike (equivalent mutant).
    const m = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(header ?? "");
    if (m) await this.deps.store.deleteSession(sha256Hex(m[1]!));
  }

  /**
   * A token that lets its holder change one address's mail settings without signing in (the
   * settings link in every email's footer, which carries it in the URL's fragment). It does not
   * expire: a settings link in a months-old email must still work, until the operator rotates
   * the link key (UserStore.rotateLinkKey), which revokes every one minted before.
   */
  async settingsToken(email: string): Promise<string> {
    const { key, version } = await this.deps.users.linkKey();
    return sealAddress(key, version, "settings", email);
  }

  /** A token for the one-click unsubscribe URL only (RFC 8058 puts it in the query): it can do nothing else. */
  async unsubscribeToken(email: string): Promise<string> {
    const { key, version } = await this.deps.users.linkKey();
    return sealAddress(key, version, "unsubscribe", email);
  }

  /** The address a settings token was made for; a 403 for a bad one, a 410 for one of a key rotated since. */
  async verifySettingsToken(token: string): Promise<string> {
    const keys = await this.deps.users.linkKey();
    return accepted(openAddress(keys.key, keys.version, "settings", token) ?? legacySettingsToken(keys.key, token), keys.version);
  }

  /** The address to unsubscribe: from an unsubscribe token, or a settings token (which may do more). */
  async verifyUnsubscribeToken(token: string): Promise<string> {
    const keys = await this.deps.users.linkKey();
    const opened = openAddress(keys.key, keys.version, "unsubscribe", token);
    return opened ? accepted(opened, keys.version) : this.verifySettingsToken(token);
  }

  private nowSeconds(): number {
    return Math.floor(this.deps.clock.now().getTime() / 1000);
  }
}

/**
 * Settings tokens mailed before the address was sealed (`<address in base64url>.<HMAC>`, which
 * shows it): they count as the first version's, so the first rotation revokes them too.
 */
function legacySettingsToken(signingKey: Buffer, token: string): { email: string; version: number } | null {
  const [encoded, mac] = token.split(".");
  const email = encoded ? Buffer.from(encoded, "base64url").toString("utf8") : "";
  const expected = Buffer.from(createHmac("sha256", signingKey).update(`settings\n${email}`).digest("base64url").slice(0, 32));
  // Stryker disable next-line StringLiteral: a missing MAC and any stand-in both fail the length or MAC check (equivalent)
  const given = Buffer.from(mac ?? "");
  return email && given.length === expected.length && timingSafeEqual(given, expected) ? { email, version: FIRST_LINK_KEY_VERSION } : null;
}

/**
 * The address of a token that opened, if its key version is the current one. No grace for the
 * version before: a rotation is a revocation, so a link that leaked stops working at once.
 */
function accepted(opened: { email: string; version: number } | null, current: number): string {
  if (!opened) throw new Refusal(403, "auth/token-invalid", "This unsubscribe or settings link is not valid. Sign in to change your mail settings.");
  if (opened.version < current) {
    throw new Refusal(410, "auth/token-revoked", "This unsubscribe or settings link has been replaced. Every email we send from now on carries a new one; or sign in to change your mail settings.");
  }
  return opened.email;
}

function tooMany(message: string): Refusal {
  return new Refusal(429, "auth/too-many-links", message);
}
