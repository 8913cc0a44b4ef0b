/**
 * The links in our emails. Every token a link carries sits in the URL's fragment (after `#`),
 * which browsers never send to a server: CloudFront's and the API's access logs, a proxy's log
 * and the Referer of the next request never see it; the web app reads it there (web/lib/link-params.ts).
 * The one exception is the one-click unsubscribe URL (RFC 8058: the mail client POSTs to it, so
 * its credential must be in the URL): it carries an unsubscribe-only token, no readable address.
 */
import type { MailLinks } from "./emails";

/** `${webUrl}/auth#token=…&next=…`: a sign-in or game link. */
export function authLink(webUrl: string, token: string, next: string | null): string {
  const url = new URL("/auth", webUrl);
  url.hash = new URLSearchParams({ token, ...(next ? { next } : {}) }).toString();
  return url.toString();
}

export interface LinkTokens {
  /** Per game in the mail: its game link's token. */
  readonly games: ReadonlyMap<string, string>;
  readonly settings: string;
  readonly unsubscribe: string;
  /** The one game a mail is about, if it is about one: the settings page offers its mute switch. */
  readonly game?: string;
}

export function mailLinks(webUrl: string, apiUrl: string, tokens: LinkTokens): MailLinks {
  const settings = new URL("/settings", webUrl);
  settings.hash = new URLSearchParams({ token: tokens.settings, ...(tokens.game ? { game: tokens.game } : {}) }).toString();
  const unsubscribe = new URL(`${apiUrl.replace(/\/$/, "")}/unsubscribe`);
  unsubscribe.searchParams.set("token", tokens.unsubscribe);
  return {
    game: (gameId) => authLink(webUrl, tokens.games.get(gameId)!, `/games/${gameId}`),
    settings: settings.toString(),
    unsubscribe: unsubscribe.toString(),
  };
}
