/**
 * Identity by email: magic links (single use, expiring) exchanged for sessions. Only SHA-256
 * hashes of links and session tokens are stored, so a leaked table cannot be used to sign in.
 */
import { HttpError } from "../http/errors";
import type { GameStore } from "../store/game-store";
import { sha256Hex, type Clock, type Random } from "./secrets";

/** How long links stay valid: a sign-in link briefly; a link in a game email for days. */
export const LINK_TTL = { signIn: 30 * 60, game: 14 * 86_400 } as const;
const SESSION_DAYS = 30;
/** Enough for a lost email or two; too few to flood anyone's inbox. */
export const SIGN_IN_PER_HOUR = 5;

export class Auth {
  constructor(private readonly deps: { store: GameStore; clock: Clock; random: Random }) {}

  /**
   * Queues a sign-in email. The answer never tells whether the address has played before; only
   * more than SIGN_IN_PER_HOUR requests for one address in an hour are refused (429).
   */
  async requestSignIn(email: string, next: string | null): Promise<void> {
    const address = email.toLowerCase();
    const now = this.deps.clock.now();
    const hour = now.toISOString().slice(0, 13);
    if (!(await this.deps.store.countSignIn(address, hour, SIGN_IN_PER_HOUR, this.nowSeconds() + 2 * 3600))) {
      throw new HttpError(429, "auth/too-many-links", "Too many sign-in links were asked for this address in the last hour. Use the latest one, or try again later.");
    }
    await this.deps.store.requestSignIn(address, next, now.toISOString(), this.deps.random.token().slice(0, 22));
  }

  /** Creates a link token for `email` and returns the token (the only time it exists in clear). */
  async mintLink(email: string, next: string | null, ttlSeconds: number): Promise<string> {
    const token = this.deps.random.token();
    await this.deps.store.putLink(sha256Hex(token), email, next, this.nowSeconds() + ttlSeconds);
    return token;
  }

  async redeem(token: string): Promise<{ session: string; email: string; next: string | null }> {
    const link = await this.deps.store.consumeLink(sha256Hex(token), this.nowSeconds());
    if (!link) throw new HttpError(401, "auth/link-invalid", "This sign-in link has already been used or has expired. Ask for a new one.");
    const session = this.deps.random.token();
    await this.deps.store.putSession(sha256Hex(session), link.email, this.nowSeconds() + SESSION_DAYS * 86_400);
    return { session, email: link.email, next: link.next };
  }

  /** The caller's email from an `Authorization: Bearer <session>` header, or a 401. */
  async authenticate(header: string | undefined): Promise<string> {
    // Stryker disable next-line StringLiteral: any fallback that is not a Bearer header is refused alike (equivalent mutant).
    const m = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(header ?? "");
    if (!m) throw new HttpError(401, "auth/required", "Sign in first: this needs an Authorization: Bearer <session> header.");
    const session = await this.deps.store.getSession(sha256Hex(m[1]!), this.nowSeconds());
    if (!session) throw new HttpError(401, "auth/session-invalid", "Your session has expired. Sign in again.");
    return session.email;
  }

  async signOut(header: string | undefined): Promise<void> {
    // Stryker disable next-line StringLiteral: any fallback that is not a Bearer header is refused alike (equivalent mutant).
    const m = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(header ?? "");
    if (m) await this.deps.store.deleteSession(sha256Hex(m[1]!));
  }

  private nowSeconds(): number {
    return Math.floor(this.deps.clock.now().getTime() / 1000);
  }
}
