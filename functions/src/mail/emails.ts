/**
 * What our emails say. Every game email names the game, lists what happened since the reader's
 * last move (as that reader may read it), says exactly what decision is awaited from them and
 * carries one link. Plain text and HTML (one column, large link: read on phones), and every
 * email but a sign-in link carries RFC 8058 one-click unsubscribe headers and a footer link to
 * the settings page.
 */
import i18next, { type TFunction } from "i18next";
import type { Language } from "../contract";
import type { GameNews } from "../games/news";
import type { Email } from "../ports/mailer";
import { mailEn, mailRu } from "./mail-strings";
import { describeTimeControl, formatDeadline } from "../clocks/clock-policy";
import { newsIn, titleIn } from "./translate";
import { numberChoices } from "../replies/choices";

const mail = i18next.createInstance();
void mail.init({
  lng: "en",
  fallbackLng: false,
  resources: { en: { translation: mailEn }, ru: { translation: mailRu } },
  initAsync: false,
  // The HTML is escaped by `esc` where it is assembled; the text part must stay plain.
  interpolation: { escapeValue: false },
});

/** `t` fixed to one language (an email is written for one reader). */
function tFor(language: Language | undefined): TFunction {
  return mail.getFixedT(language ?? "en");
}

export interface MailLinks {
  /** Per game: a link that opens it (a game-scoped sign-in). */
  readonly game: (gameId: string) => string;
  readonly settings: string;
  /** The one-click unsubscribe endpoint (POST, RFC 8058). */
  readonly unsubscribe: string;
}

export type MailKind = "news" | "reminder";

export interface NewsMailOptions {
  /**
   * The mail has a Reply-To that reads a move (issue #28): the awaited decision's choices are
   * numbered (replies/choices.ts) and one line says a reply may name one. Only a mail about one
   * game: a bare number could not tell two games apart. Off: the mail promises no reply.
   */
  readonly replyByMail?: boolean;
}

export function subjectOf(news: readonly GameNews[], kind: MailKind, language?: Language): string {
  const t = tFor(language);
  if (news.length === 1) {
    // Only the title is needed here: the lines and choices are not translated for a subject.
    const n = news[0]!;
    const title = titleIn(n.game, n.title, language ?? "en");
    if (kind === "reminder") return t("subject.reminder", { title });
    if (n.status === "finished") return t("subject.ended", { title });
    if (n.firstToMove.length > 0) return t("subject.invited", { title });
    if (n.awaitingMe) return t("subject.yourMove", { title });
    return t("subject.news", { title });
  }
  const mine = news.filter((n) => n.awaitingMe).length;
  const many = t("subject.many", { count: news.length });
  return mine ? t("subject.manyMine", { many, mine }) : many;
}

/** A decision's choices numbered for a reply: the line that says so, the list and what is left for the page. */
interface ReplyList {
  readonly intro: string;
  readonly items: readonly string[];
  /** The choices left for the game page, with its link; null when the list is whole. */
  readonly rest: string | null;
}

function replyList(n: GameNews, t: TFunction, language: Language, url: string): ReplyList | null {
  if (!n.awaitingMe || n.status === "finished" || !n.moves) return null;
  const list = numberChoices({ game: n.game, moves: n.moves, language });
  const left = list.more + list.pageOnly;
  if (list.choices.length === 0) return { intro: t("reply.none", { url }), items: [], rest: null };
  return {
    intro: t("reply.intro"),
    items: list.choices.map((c) => `${c.number}. ${c.label}`),
    rest: left > 0 ? t("reply.rest", { count: left, url }) : null,
  };
}

function decision(n: GameNews, t: TFunction, language: Language, listed: boolean): string[] {
  const out: string[] = [];
  if (n.status === "finished") {
    out.push(`${t("over")} ${n.result ?? ""}`.trim());
    return out;
  }
  if (n.awaitingMe) {
    if (!listed) out.push(waiting(n, t));
    // Deadlines read in the reader's own time zone, named as it stands on that day.
    if (n.deadline) out.push(t("decideBy", { when: `${formatDeadline(n.deadline, n.timeZone ?? "UTC", language)} (${zoneAt(n.deadline, n.timeZone ?? "UTC", language)})` }));
    if (n.timeControl) out.push(t("timeControl", { rule: describeTimeControl(n.timeControl, language) }));
  } else if (n.waitingFor.length > 0) {
    out.push(t("waitsFor", { names: n.waitingFor.join(", ") }));
  }
  return out;
}

/** The awaited decision in one line, its first choices named (a mail that cannot be answered). */
function waiting(n: GameNews, t: TFunction): string {
  const shown = n.choices.slice(0, 5).join("; ");
    const more = n.choices.length > 5 ? t("more", { count: n.choices.length - 5 }) : "";
  return n.choices.length === 1 ? t("waitingOne", { choice: n.choices[0] }) : t("waitingMany", { shown, more });
}

function intro(n: GameNews, t: TFunction): string[] {
  if (n.firstToMove.length === 0) return [];
  const aboutKey = `about.${n.game}`;
  const about = mail.exists(aboutKey) ? ` (${t(aboutKey)})` : "";
  const names = n.firstToMove.join(t("and"));
  return [
    t("invitedBy", { by: n.createdBy, title: n.title, about, players: n.players.join(", ") }),
    n.firstToMove.length === 1 ? t("firstOne", { names }) : t("firstMany", { names }),
  ];
}

/**
 * The news of one or more games for one reader, in `language` (their setting; English when
 * unset). History lines, choices and results are the engines' sentences, in Russian through the
 * game's translator (translate.ts).
 */
export function newsEmail(to: string, raw: readonly GameNews[], links: MailLinks, kind: MailKind = "news", language: Language = "en", options: NewsMailOptions = {}): Email {
  const t = tFor(language);
  const news = raw.map((n) => newsIn(n, language));
  const name = news.find((n) => n.name)?.name ?? null;
  const hello = name ? t("hello", { name }) : t("helloAnon");
  const text: string[] = [hello, ""];
  const html: string[] = [`<p>${esc(hello)}</p>`];
  if (kind === "reminder") {
    text.push(t("nudge"), "");
    html.push(`<p>${esc(t("nudge"))}</p>`);
  }
  for (const n of news) {
    const head = intro(n, t);
    // Players' own words: never translated, escaped like everything else in the HTML.
    const press = n.press ?? [];
    const pressText = press.length > 0 ? [t("press"), ...press.flatMap((c) => [t("pressChannel", { label: c.label }), ...(c.earlierOmitted ? [t("pressEarlier")] : []), ...c.lines.map((l) => `- ${l}`)])] : [];
    const url = links.game(n.gameId);
    const reply = options.replyByMail && news.length === 1 ? replyList(n, t, language, url) : null;
    const said = decision(n, t, language, reply !== null);
    const history = n.lines.length > 0 ? [t(n.earlierOmitted ? "lately" : n.firstToMove.length > 0 ? "soFar" : "sinceLast"), ...n.lines.map((l) => `- ${l}`)] : [];
    const listed = reply ? [...(history.length > 0 ? [""] : []), reply.intro, ...reply.items, ...(reply.rest ? [reply.rest] : [])] : [];
    if (news.length > 1) text.push(`== ${n.title} ==`);
    text.push(...head, ...history, ...pressText, ...listed, ...said, "", t("openGameText", { url }), "");
    html.push(
      `<h2 style="font-size:18px;margin:16px 0 4px">${esc(n.title)}</h2>`,
      ...head.map((l) => `<p>${esc(l)}</p>`),
      history.length ? `<p style="margin-bottom:4px">${esc(history[0]!)}</p><ul style="margin-top:0;padding-left:20px">${n.lines.map((l) => `<li>${esc(l)}</li>`).join("")}</ul>` : "",
      press.length ? `<p style="margin-bottom:4px">${esc(t("press"))}</p>${press.map((c) => `<p style="margin:4px 0">${esc(t("pressChannel", { label: c.label }))}${c.earlierOmitted ? ` ${esc(t("pressEarlier"))}` : ""}</p><ul style="margin-top:0;padding-left:20px">${c.lines.map((l) => `<li>${esc(l)}</li>`).join("")}</ul>`).join("")}` : "",
      // The numbers are written out, not an <ol>: a reply quotes the text, and the number is what it names.
      reply ? `<p style="margin-bottom:4px"><b>${esc(reply.intro)}</b></p>${reply.items.map((l) => `<p style="margin:0 0 2px 12px">${esc(l)}</p>`).join("")}${reply.rest ? `<p>${esc(reply.rest)}</p>` : ""}` : "",
      ...said.map((l) => `<p><b>${esc(l)}</b></p>`),
      `<p><a href="${esc(url)}" style="display:inline-block;padding:12px 20px;background:#7a1f1f;color:#fff;text-decoration:none;border-radius:6px;font-size:16px">${esc(t("openGameButton", { title: n.title }))}</a></p>`,
    );
  }
  text.push(t("signature"), "", t("tooMuch", { url: links.settings }));
  html.push(`<p>${esc(t("signature"))}</p><p style="font-size:13px;color:#666"><a href="${esc(links.settings)}">${esc(t("settings"))}</a> · <a href="${esc(links.settings)}&amp;unsubscribe=1">${esc(t("unsubscribe"))}</a></p>`);
  return {
    to,
    subject: subjectOf(news, kind, language),
    text: text.join("\n"),
    html: `<div lang="${language}" style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.45;max-width:600px">${html.join("")}</div>`,
    headers: unsubscribeHeaders(links.unsubscribe),
  };
}

/** RFC 8058: a mail client may POST `List-Unsubscribe=One-Click` to the URL; no session needed. */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

export function signInEmail(to: string, url: string, language: Language = "en"): Email {
  const t = tFor(language);
  const text = `${t("signIn.link")}: ${url}\n\n${t("signIn.note")}`;
  const html = `<div lang="${language}"><p><a href="${esc(url)}">${esc(t("signIn.link"))}</a></p><p>${esc(t("signIn.note"))}</p></div>`;
  return { to, subject: t("signIn.subject"), text, html };
}

/**
 * The reader's zone as its clocks stand at `iso` ("CET", "CEST", "GMT-4"; "UTC"): on the night
 * the clocks go back an hour repeats, and only this tells its two halves apart.
 */
function zoneAt(iso: string, timeZone: string, language: Language): string {
  if (timeZone === "UTC") return "UTC";
  const name = new Intl.DateTimeFormat(language === "ru" ? "ru-RU" : "en-GB", { timeZone, timeZoneName: "short" }).formatToParts(new Date(iso)).find((p) => p.type === "timeZoneName");
  return name?.value ?? timeZone;
}

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}
