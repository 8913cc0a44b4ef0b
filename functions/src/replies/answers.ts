/**
 * The answer to a reply: a short mail saying what was done (a move, a line of talk) or why
 * nothing was, then where the game stands and what the reader can reply now, numbered as the
 * the mail numbered them (./choices.ts), which is how the reply to this answer is read. Marked Auto-Submitted: auto-replied (RFC 3834), so a
 * well-behaved robot never answers it, and threaded under the reply it answers.
 */
import i18next, { type TFunction } from "i18next";
import type { Language } from "../contract";
import type { GameNews } from "../games/news";
import { RUSSIAN, newsIn, titleIn } from "../mail/translate";
import type { Email } from "../ports/mailer";
import type { NumberedChoices } from "./choices";
import { replyEn, replyRu } from "./reply-strings";

const strings = i18next.createInstance();
void strings.init({
  lng: "en", fallbackLng: false, initAsync: false,
  resources: { en: { translation: replyEn }, ru: { translation: replyRu } },
  interpolation: { escapeValue: false },
});

export type RefusedWhy = keyof typeof replyEn.refused;

/** The talk after a move: posted, or refused (the move stands). */
export type Said =
  | { readonly kind: "said"; readonly text: string }
  | { readonly kind: "refused"; readonly why: RefusedWhy; readonly detail?: Readonly<Record<string, string | number>> };

export type Done =
  | { readonly kind: "moved"; readonly choice: string; readonly talk?: Said }
  | { readonly kind: "chatted"; readonly text: string }
  | { readonly kind: "refused"; readonly why: RefusedWhy; readonly detail?: Readonly<Record<string, string | number>> };

export interface AnswerInput {
  readonly to: string;
  readonly language: Language;
  /** The game as the reader reads it now; null when it must not be told (not their seat). */
  readonly news: GameNews | null;
  /** What the reader may reply with now: their decision's choices numbered as a mail numbers them (numberChoices), or null. */
  readonly choices: NumberedChoices | null;
  /** The private channel the reply's talk went to, and this answer's replies go to; none: the table. */
  readonly channel?: string;
  readonly done: Done;
  readonly subject: string;
  readonly inReplyTo: string | null;
  readonly gameUrl: string | null;
  readonly replyTo: string | null;
}

export function answerEmail(input: AnswerInput): Email {
  const t: TFunction = strings.getFixedT(input.language);
  const news = input.news ? newsIn(input.news, input.language) : null;
  const say = (label: string) => (input.language === "ru" && news ? (RUSSIAN[news.game] ?? ((x: string) => x))(label) : label);
  const lines: string[] = [];
  const done = input.done;
  const said = (text: string) => t(input.channel ? "chattedPrivate" : "chatted", { text: text.length > 200 ? `${text.slice(0, 200)}…` : text });
  const refused = (r: { why: RefusedWhy; detail?: Readonly<Record<string, string | number>> }) => t(`refused.${r.why}`, { ...r.detail, why: r.detail?.why === undefined ? "" : say(String(r.detail.why)) });
  if (done.kind === "moved") {
    lines.push(t("moved", { choice: say(done.choice) }));
    if (done.talk?.kind === "said") lines.push(said(done.talk.text));
    else if (done.talk) lines.push(`${t("notSaid")} ${refused(done.talk)}`);
  } else if (done.kind === "chatted") lines.push(said(done.text));
  else lines.push(refused(done));
  if (news) {
    if (news.lines.length > 0) lines.push("", ...news.lines.map((l) => `- ${l}`));
    lines.push("");
    if (news.status === "finished") lines.push(t("over", { result: news.result ?? "" }).trim());
    else if (input.choices && input.choices.choices.length > 0) {
      // The labels are already in the reader's language (numberChoices).
      const { choices, more, pageOnly } = input.choices;
      lines.push(t("replyWith"), ...choices.map((c) => `${c.number}. ${c.label}`));
      if (more + pageOnly > 0) lines.push(t("moreOnPage", { count: more + pageOnly }));
      if (choices.some((c) => c.kind === "pass")) lines.push(t("replyPass"));
      lines.push(t("replyTalk"));
    } else if (input.channel) lines.push(t("replyTalkPrivate"));
    else if (news.waitingFor.length > 0) lines.push(t("waitsFor", { names: news.waitingFor.join(", ") }), t("replyTalk"));
  }
  if (input.gameUrl) lines.push("", t("openGame", { url: input.gameUrl }));
  lines.push("", t("signature"));
  const text = lines.join("\n");
  const title = news ? titleIn(news.game, news.title, input.language) : "Backroom";
  const subject = input.subject ? (/^re:/i.test(input.subject) ? input.subject : `Re: ${input.subject}`) : t("subject", { title });
  return {
    to: input.to,
    subject: subject.slice(0, 200),
    text,
    html: `<div lang="${input.language}" style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.45;max-width:600px">${text.split("\n").map((l) => (l === "" ? "<br>" : `<p style="margin:0">${esc(l)}</p>`)).join("")}</div>`,
    headers: {
      "Auto-Submitted": "auto-replied",
      ...(input.inReplyTo ? { "In-Reply-To": input.inReplyTo, References: input.inReplyTo } : {}),
    },
    ...(input.replyTo ? { replyTo: input.replyTo } : {}),
  };
}

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}
