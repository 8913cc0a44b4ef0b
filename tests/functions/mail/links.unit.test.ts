/**
 * No token reaches a server's log. Every kind of mail the notifier sends (a sign-in link; news of
 * an invitation, a move awaited, news, a game's end; a reminder; a digest of several games), in
 * both languages, is built with the links the notifier builds (mail/links.ts) and tokens of the
 * real formats. Every URL in it (text, HTML, headers) is read as a server would log it: the
 * origin, path and query, decoded. No token and no address may be there; each token must still
 * be in some link's fragment, where the web app reads it. The one exception, RFC 8058's one-click
 * unsubscribe URL, may carry only the unsubscribe token, which opens nothing else.
 */
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { newsEmail, signInEmail, type MailKind } from "../../../functions/src/mail/emails";
import { authLink, mailLinks } from "../../../functions/src/mail/links";
import { openAddress, sealAddress } from "../../../functions/src/auth/link-tokens";
import type { GameNews } from "../../../functions/src/games/news";
import type { Email } from "../../../functions/src/ports/mailer";
import type { Language } from "../../../functions/src/contract";

const WEB = "https://play.example";
const API = "https://play.example/api";
const address = "ann.reader+games@example.test";
const key = randomBytes(32);
const token = () => randomBytes(32).toString("base64url");
const games = new Map([["g1abcdef", token()], ["g2abcdef", token()]]);
const tokens = { games, settings: sealAddress(key, 2, "settings", address), unsubscribe: sealAddress(key, 2, "unsubscribe", address) };
const signIn = token();

const base: GameNews = {
  gameId: "g1abcdef", game: "politika", title: "Tom Clancy's Politika", seat: 0, name: "Ann", players: ["Ann", "Boris", "Cy"],
  status: "active", createdBy: "Cy", lines: ["Boris challenges Ann in Tatarstan."], earlierOmitted: false,
  awaitingMe: true, choices: ["Concede Tatarstan"], waitingFor: [], firstToMove: [], result: null,
};
const NEWS: Record<string, [readonly GameNews[], MailKind]> = {
  invitation: [[{ ...base, lines: [], firstToMove: ["Boris"], awaitingMe: false, choices: [], waitingFor: ["Boris"] }], "news"],
  "your move": [[base], "news"],
  news: [[{ ...base, awaitingMe: false, waitingFor: ["Cy"] }], "news"],
  "the end": [[{ ...base, status: "finished", awaitingMe: false, result: "Winner: Cy." }], "news"],
  reminder: [[base], "reminder"],
  digest: [[base, { ...base, gameId: "g2abcdef", title: "Conspiracy Theory", game: "conspiracy-theory", awaitingMe: false }], "news"],
};

/** Every URL in a mail: its text, its HTML's hrefs, its headers. */
function urls(mail: Email): string[] {
  const inText = [...mail.text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((m) => m[0]);
  const inHtml = [...(mail.html ?? "").matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));
  const inHeaders = Object.values(mail.headers ?? {}).flatMap((h) => [...h.matchAll(/<(https?:[^>]+)>/g)].map((m) => m[1]!));
  return [...inText, ...inHtml, ...inHeaders];
}

/** What a server (CloudFront, API Gateway, a proxy) logs of a URL: everything but the fragment, decoded. */
const logged = (url: string) => {
  const u = new URL(url);
  return decodeURIComponent(`${u.origin}${u.pathname}${u.search}`).replaceAll("+", " ");
};

const mails: [string, Email][] = (["en", "ru"] as Language[]).flatMap((language) => [
  [`${language} sign-in`, signInEmail(address, authLink(WEB, signIn, "/games/g1abcdef"), language)] as [string, Email],
  [`${language} sign-in to the home page`, signInEmail(address, authLink(WEB, signIn, null), language)] as [string, Email],
  ...Object.entries(NEWS).map(([what, [news, kind]]) => [`${language} ${what}`, newsEmail(address, news, mailLinks(WEB, API, tokens), kind, language)] as [string, Email]),
]);
const secrets = [signIn, ...games.values(), tokens.settings, tokens.unsubscribe];

describe("links in every mail the notifier sends", () => {
  it.each(mails)("%s: no token and no address where a server logs it", (_what, mail) => {
    const all = urls(mail);
    expect(all.length).toBeGreaterThan(0);
    for (const url of all) {
      const seen = logged(url);
      const oneClick = new URL(url).pathname === "/api/unsubscribe";
      for (const secret of secrets) {
        if (oneClick && secret === tokens.unsubscribe) continue;
        expect(seen, `${url} shows a token`).not.toContain(secret);
      }
      expect(seen.toLowerCase()).not.toContain("ann.reader");
      if (oneClick) {
        // RFC 8058: the mail client POSTs to this URL, so its credential is in it: only the unsubscribe token.
        expect(mail.headers?.["List-Unsubscribe"]).toBe(`<${url}>`);
        expect([...new URL(url).searchParams.keys()]).toEqual(["token"]);
        expect(new URL(url).searchParams.get("token")).toBe(tokens.unsubscribe);
        expect(openAddress(key, 2, "settings", tokens.unsubscribe)).toBeNull();
      }
    }
  });

  it("carry each token in a fragment, where the web app reads it (so the check above is not empty)", () => {
    const fragments = mails.flatMap(([, m]) => urls(m)).map((u) => new URLSearchParams(new URL(u).hash.slice(1)));
    for (const secret of [signIn, ...games.values(), tokens.settings]) expect(fragments.some((f) => f.get("token") === secret)).toBe(true);
    // The footer's Unsubscribe link opens the settings page with the unsubscribe button first.
    expect(fragments.some((f) => f.get("token") === tokens.settings && f.get("unsubscribe") === "1")).toBe(true);
    expect(fragments.some((f) => f.get("token") === games.get("g2abcdef") && f.get("next") === "/games/g2abcdef")).toBe(true);
    expect(openAddress(key, 2, "settings", tokens.settings)?.email).toBe(address);
  });
});
