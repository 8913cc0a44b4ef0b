/**
 * The inbound-mail use case: a reply to a game mail becomes a move or a line of talk for the
 * seat its Reply-To token names, through the same GameService path as the web app, and is
 * answered by mail. In order, each step cheap before the next:
 * 1. the token (./token.ts) in a recipient at our reply domain: none valid, ignored;
 * 2. robots (auto-replies, bounces, lists) ignored without an answer (./checks.ts);
 * 3. the receiving system's verdicts must vouch for the From address (./checks.ts): else ignored,
 *    since answering a forged sender would mail the real player (backscatter);
 * 4. per-sender and per-seat allowances (counted in the store by the injected clock);
 * 5. the From address must be the seat's current player's: a valid token from anyone else is
 *    refused (answered without a word about the game), so a reply never moves for someone else;
 * 6. too large or unreadable: refused; the same message again (its token and Message-ID make its
 *    clientMoveId): ignored, it was counted once; a finished game: refused;
 * 7. the words (./interpret.ts): a move is submitted with the version the mail awaited as its
 *    expectedVersion, so a decision made since refuses it as stale; talk goes to the channel the
 *    mail came from (`channelOf`).
 * Every outcome is logged without the mail's text or token. Bad input never throws; only a
 * failing store or mailer does, so the function is retried and then sets the event aside.
 */
import { createHash } from "node:crypto";
import { RuleViolation } from "@backroom/engine/core/game";
import { LINK_TTL, type Auth } from "../auth/auth";
import { sha256Hex } from "../auth/secrets";
import { ChatRequest, type Language } from "../contract";
import { Refusal } from "../errors";
import type { GameService } from "../games/service";
import type { SuppressionList } from "../mail/suppression";
import type { Clock } from "../ports/clock";
import type { InboundMail } from "../ports/inbound-mail";
import type { Mailer } from "../ports/mailer";
import type { GameStore } from "../store/game-store";
import type { SummaryItem } from "../store/items";
import type { UserStore } from "../store/user-store";
import { answerEmail, type Done } from "./answers";
import { notVouched, robotReason } from "./checks";
import { interpret, type Choices } from "./interpret";
import { parseReply, type ParsedReply } from "./parse";
import { aboutOf } from "./reply-to";
import { replyAddress, replyKey, verifyReplyToken, type ReplyToken } from "./token";

/** Replies taken per hour: from one sender (any games), and for one seat. Beyond them: ignored. */
export const REPLY_LIMITS = { senderPerHour: 30, seatPerHour: 20 } as const;

export interface ReplyDeps {
  readonly service: GameService;
  readonly store: GameStore;
  readonly users: UserStore;
  readonly auth: Auth;
  readonly suppressions: SuppressionList;
  readonly mailer: Mailer;
  readonly clock: Clock;
  readonly replyDomain: string;
  readonly webUrl: string;
  /** Never given a mail's text or token. */
  readonly log?: (message: string, data: Record<string, unknown>) => void;
}

/** What became of one received mail (logged; the tests read it too). */
export type ReplyOutcome =
  | { readonly outcome: "moved" | "duplicate"; readonly gameId: string }
  | { readonly outcome: "chatted"; readonly gameId: string; readonly channel: "table" }
  | { readonly outcome: "refused"; readonly why: string; readonly gameId?: string }
  | { readonly outcome: "ignored"; readonly why: string };

/** Where a reply's talk goes. One place: private channels (issue #27) will route a press mail's replies here. */
export function channelOf(_token: ReplyToken): "table" {
  return "table";
}

export class ReplyService {
  constructor(private readonly deps: ReplyDeps) {}

  async receive(mail: InboundMail): Promise<ReplyOutcome> {
    const outcome = await this.handle(mail);
    this.deps.log?.("inbound reply", { ...outcome, bytes: mail.size, verdicts: mail.verdicts });
    return outcome;
  }

  private async handle(mail: InboundMail): Promise<ReplyOutcome> {
    const found = await this.token(mail.envelope.rcptTo);
    if (!found) return { outcome: "ignored", why: "no valid reply token" };
    const { token, local } = found;
    const reply = await parseReply(mail.raw, mail.size);
    const robot = robotReason(reply.headers, mail.envelope.mailFrom, reply.from);
    if (robot) return { outcome: "ignored", why: `robot: ${robot}` };
    if (!reply.from) return { outcome: "ignored", why: "no single From address" };
    const why = notVouched(mail.verdicts, mail.envelope, reply.from, reply.dkimDomains);
    if (why) return { outcome: "ignored", why: `not vouched for: ${why}` };
    const hour = this.deps.clock.now().toISOString().slice(0, 13);
    const expires = Math.floor(this.deps.clock.now().getTime() / 1000) + 7200;
    if (!(await this.deps.users.take(`RATE#reply-from#${sha256Hex(reply.from)}`, hour, REPLY_LIMITS.senderPerHour, expires))) {
      return { outcome: "ignored", why: "sender over the hourly allowance" };
    }
    const summary = await this.deps.store.getSummary(token.gameId);
    const player = summary?.players[token.seat];
    if (!summary || !player) return { outcome: "ignored", why: "no such game or seat" };
    // The seat's current player only: a replaced player's old mails, a forwarded mail, a leaked
    // address all carry valid tokens, and none of them moves.
    if (player.email === "" || player.email.toLowerCase() !== reply.from) {
      await this.answer(reply, { to: reply.from, done: { kind: "refused", why: "not-your-seat" }, seatEmail: null, token });
      return { outcome: "refused", why: "not the seat's player", gameId: token.gameId };
    }
    if (!(await this.deps.users.take(`RATE#reply-seat#${token.gameId}#${token.seat}`, hour, REPLY_LIMITS.seatPerHour, expires))) {
      return { outcome: "ignored", why: "seat over the hourly allowance" };
    }
    const me = { to: reply.from, seatEmail: player.email, token };
    const refuse = async (why: Extract<Done, { kind: "refused" }>["why"], detail?: Record<string, string | number>): Promise<ReplyOutcome> => {
      await this.answer(reply, { ...me, done: { kind: "refused", why, ...(detail ? { detail } : {}) } });
      return { outcome: "refused", why, gameId: token.gameId };
    };
    if (reply.problem) return refuse(reply.problem);
    // The same message again (SES redelivers; a person sends twice): one move, one answer.
    const clientMoveId = sha256Hex(`${local}\n${reply.messageId ?? createHash("sha256").update(mail.raw).digest("hex")}`).slice(0, 32);
    if (await this.deps.store.findMove(token.gameId, token.seat, clientMoveId)) return { outcome: "duplicate", gameId: token.gameId };
    if (summary.status === "finished") return refuse("over");

    const decision = token.about.kind === "move" ? await this.decision(token, player.email, summary) : null;
    const intent = interpret(reply.text ?? "", decision ? decision.choices ?? [] : null);
    const stale = decision !== null && decision.choices === null;
    if (intent.kind === "unclear" && intent.why !== "empty" && stale) return refuse("stale");
    if (intent.kind === "unclear") return refuse(intent.why);
    if (intent.kind === "move") {
      if (stale) return refuse("stale");
      try {
        const done = await this.deps.service.submitMove(player.email, token.gameId, { move: intent.choice.move, clientMoveId, expectedVersion: decision!.expectedVersion });
        if (done.duplicate) return { outcome: "duplicate", gameId: token.gameId };
      } catch (e) {
        return refuse(...moveRefusal(e));
      }
      await this.answer(reply, { ...me, done: { kind: "moved", choice: intent.choice.label } });
      return { outcome: "moved", gameId: token.gameId };
    }
    const body = ChatRequest.safeParse({ text: intent.text, clientMoveId });
    if (!body.success) return refuse(intent.text.length > 1000 ? "too-long" : "unreadable", { max: 1000 });
    // The table chat until private channels exist (#27); then a press mail's token names its channel.
    const channel = channelOf(token);
    try {
      const said = await this.deps.service.chat(player.email, token.gameId, body.data);
      if (said.duplicate) return { outcome: "duplicate", gameId: token.gameId };
    } catch (e) {
      return refuse(...moveRefusal(e));
    }
    await this.answer(reply, { ...me, done: { kind: "chatted", text: body.data.text } });
    return { outcome: "chatted", gameId: token.gameId, channel };
  }

  /** The first recipient at our reply domain whose token verifies. */
  private async token(rcptTo: readonly string[]): Promise<{ token: ReplyToken; local: string } | null> {
    const domain = this.deps.replyDomain.toLowerCase();
    const ours = rcptTo.map((r) => r.trim().toLowerCase().replace(/^<|>$/g, "")).filter((r) => r.endsWith(`@${domain}`));
    if (ours.length === 0) return null;
    const key = replyKey(await this.deps.users.signingKey());
    for (const r of ours) {
      const local = r.slice(0, r.lastIndexOf("@"));
      const token = verifyReplyToken(key, local);
      if (token) return { token, local };
    }
    return null;
  }

  /**
   * The decision a move token's mail awaited, if it still stands: the numbered choices now and
   * the version to expect. Others' moves since (a simultaneous round, a bystander's offer) do
   * not make it stale as long as this seat has not moved and its choices are exactly those the
   * mail listed; anything else does (`choices` null), so a number never means another move than
   * the one the mail showed.
   */
  private async decision(token: ReplyToken, email: string, summary: SummaryItem): Promise<{ choices: Choices | null; expectedVersion: number }> {
    const version = (token.about as { version: number }).version;
    const current = { choices: null, expectedVersion: summary.moveVersion };
    if (version > summary.moveVersion) return current;
    if (version < summary.moveVersion) {
      const moved = (summary.lastSeqs[token.seat] ?? -1) > version;
      if (moved || !summary.awaiting.includes(token.seat)) return current;
      const then = await this.deps.service.legalMovesAt(token.gameId, token.seat, version);
      const now = await this.deps.service.legalMovesAt(token.gameId, token.seat, summary.moveVersion);
      if (JSON.stringify(then) !== JSON.stringify(now)) return current;
    }
    return { choices: await this.choices(email, token.gameId), expectedVersion: summary.moveVersion };
  }

  /** The seat's choices now: GET /games/{id}'s legal moves, the list a reply's number points into. */
  private async choices(email: string, gameId: string): Promise<Choices> {
    return (await this.deps.service.readGame(email, gameId)).legalMoves;
  }

  /**
   * Mails the answer (unless the address is suppressed). Who is not the seat's player hears
   * nothing of the game; the seat's player hears where it stands now and what they may reply.
   */
  private async answer(reply: ParsedReply, a: { to: string; done: Done; seatEmail: string | null; token: ReplyToken }): Promise<void> {
    if (await this.deps.suppressions.get(a.to)) return;
    const language: Language = (await this.deps.users.settings(a.to)).language ?? "en";
    const news = a.seatEmail ? await this.deps.service.news(a.seatEmail, a.token.gameId) : null;
    const about = news ? aboutOf(news) : null;
    const choices = news && about?.kind === "move" ? await this.choices(a.seatEmail!, a.token.gameId) : null;
    const replyTo = news && about ? replyAddress(replyKey(await this.deps.users.signingKey()), { ...a.token, about }, this.deps.replyDomain) : null;
    const gameUrl = a.seatEmail ? await this.gameLink(a.seatEmail, a.token.gameId) : null;
    await this.deps.mailer.send(answerEmail({
      to: a.to, language, news, choices, done: a.done, subject: reply.subject.replace(/[\r\n]+/g, " "), inReplyTo: reply.messageId, gameUrl, replyTo,
    }));
  }

  private async gameLink(email: string, gameId: string): Promise<string> {
    const token = await this.deps.auth.mintLink(email, `/games/${gameId}`, LINK_TTL.game, gameId);
    const url = new URL("/auth", this.deps.webUrl);
    url.searchParams.set("token", token);
    url.searchParams.set("next", `/games/${gameId}`);
    return url.toString();
  }
}

/** A refused move or line as the answer words it. */
function moveRefusal(e: unknown): [Extract<Done, { kind: "refused" }>["why"], Record<string, string>?] {
  if (e instanceof RuleViolation) return e.code === "game/over" ? ["over"] : ["not-legal", { why: e.message.replace(/\.$/, "") }];
  if (e instanceof Refusal) {
    if (e.code === "move/version-conflict") return ["stale"];
    if (e.code === "seat/bot-plays" || e.code === "seat/resigned") return ["bot-plays"];
    if (e.code === "game/busy") return ["busy"];
    return ["not-legal", { why: e.message.replace(/\.$/, "") }];
  }
  throw e;
}
