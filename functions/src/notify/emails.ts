/**
 * What our emails say. Every game email names the game, lists what happened since the reader's
 * last move (as that reader may read it), says exactly what decision is awaited from them and
 * carries one link. Plain text and HTML (one column, large link: read on phones), and every
 * email but a sign-in link carries RFC 8058 one-click unsubscribe headers and a footer link to
 * the settings page.
 */
import type { GameNews } from "../service";
import type { Email } from "./mailer";
import { formatDeadline } from "../clock-policy";

/** One sentence per game for invitations: what the game is. */
const ABOUT: Readonly<Record<string, string>> = {
  "twelve-o-twelve": "a card game of building power in a small town, for 2-4 players",
  "politika": "a game of Kremlin intrigue, challenges and faction politics, for 3-8 players",
  "conspiracy-theory": "a card game of secret societies building pyramids of influence, for 2-4 players",
};

export interface MailLinks {
  /** Per game: a link that opens it (a game-scoped sign-in). */
  readonly game: (gameId: string) => string;
  readonly settings: string;
  /** The one-click unsubscribe endpoint (POST, RFC 8058). */
  readonly unsubscribe: string;
}

export type MailKind = "news" | "reminder";

export function subjectOf(news: readonly GameNews[], kind: MailKind): string {
  if (news.length === 1) {
    const n = news[0]!;
    if (kind === "reminder") return `Reminder: your move in ${n.title}`;
    if (n.status === "finished") return `${n.title} has ended`;
    if (n.firstToMove.length > 0) return `You are invited to ${n.title}`;
    if (n.awaitingMe) return `Your move in ${n.title}`;
    return `News from ${n.title}`;
  }
  const mine = news.filter((n) => n.awaitingMe).length;
  return `Backroom: news from ${news.length} games${mine ? ` (your move in ${mine})` : ""}`;
}

function decision(n: GameNews): string[] {
  const out: string[] = [];
  if (n.status === "finished") {
    out.push(`The game is over. ${n.result ?? ""}`.trim());
    return out;
  }
  if (n.awaitingMe) {
    const shown = n.choices.slice(0, 5).join("; ");
    const more = n.choices.length > 5 ? ` (or one of ${n.choices.length - 5} more)` : "";
    out.push(n.choices.length === 1 ? `Waiting for you: ${n.choices[0]}.` : `Waiting for your decision: ${shown}${more}.`);
    if (n.deadline) out.push(`Time to decide: until ${formatDeadline(n.deadline, n.timeZone ?? "UTC")}${n.timeZone && n.timeZone !== "UTC" ? "" : " (UTC)"}.`);
    if (n.timeControl) out.push(`Time control: ${n.timeControl}.`);
  } else if (n.waitingFor.length > 0) {
    out.push(`Nothing is needed from you now; the game waits for ${n.waitingFor.join(", ")}.`);
  }
  return out;
}

function intro(n: GameNews): string[] {
  if (n.firstToMove.length === 0) return [];
  const about = ABOUT[n.game] ? ` (${ABOUT[n.game]})` : "";
  return [
    `${n.createdBy} invited you to ${n.title}${about}, with ${n.players.join(", ")}.`,
    `${n.firstToMove.join(" and ")} ${n.firstToMove.length === 1 ? "plays" : "play"} first.`,
  ];
}

export function newsEmail(to: string, news: readonly GameNews[], links: MailLinks, kind: MailKind = "news"): Email {
  const name = news.find((n) => n.name)?.name ?? null;
  const text: string[] = [name ? `Hello ${name},` : "Hello,", ""];
  const html: string[] = [`<p>${esc(name ? `Hello ${name},` : "Hello,")}</p>`];
  if (kind === "reminder") {
    text.push("A friendly nudge: the game is still waiting for you.", "");
    html.push("<p>A friendly nudge: the game is still waiting for you.</p>");
  }
  for (const n of news) {
    const head = intro(n);
    const said = decision(n);
    const history = n.lines.length > 0 ? [`${n.earlierOmitted ? "Lately" : n.firstToMove.length > 0 ? "So far" : "Since your last move"}:`, ...n.lines.map((l) => `- ${l}`)] : [];
    const url = links.game(n.gameId);
    if (news.length > 1) text.push(`== ${n.title} ==`);
    text.push(...head, ...history, ...said, "", `Open the game: ${url}`, "");
    html.push(
      `<h2 style="font-size:18px;margin:16px 0 4px">${esc(n.title)}</h2>`,
      ...head.map((l) => `<p>${esc(l)}</p>`),
      history.length ? `<p style="margin-bottom:4px">${esc(history[0]!)}</p><ul style="margin-top:0;padding-left:20px">${n.lines.map((l) => `<li>${esc(l)}</li>`).join("")}</ul>` : "",
      ...said.map((l) => `<p><b>${esc(l)}</b></p>`),
      `<p><a href="${esc(url)}" style="display:inline-block;padding:12px 20px;background:#7a1f1f;color:#fff;text-decoration:none;border-radius:6px;font-size:16px">Open ${esc(n.title)}</a></p>`,
    );
  }
  text.push("— Backroom", "", `Too much mail, or too little? ${links.settings}`);
  html.push(`<p>— Backroom</p><p style="font-size:13px;color:#666"><a href="${esc(links.settings)}">Mail settings</a> · <a href="${esc(links.settings)}&amp;unsubscribe=1">Unsubscribe</a></p>`);
  return {
    to,
    subject: subjectOf(news, kind),
    text: text.join("\n"),
    html: `<div style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.45;max-width:600px">${html.join("")}</div>`,
    headers: unsubscribeHeaders(links.unsubscribe),
  };
}

/** RFC 8058: a mail client may POST `List-Unsubscribe=One-Click` to the URL; no session needed. */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

export function signInEmail(to: string, url: string): Email {
  const text = `Sign in to Backroom: ${url}\n\nThe link works once, for 30 minutes. If you did not ask for it, ignore this email.`;
  const html = `<p><a href="${esc(url)}">Sign in to Backroom</a></p><p>The link works once, for 30 minutes. If you did not ask for it, ignore this email.</p>`;
  return { to, subject: "Your Backroom sign-in link", text, html };
}

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}
