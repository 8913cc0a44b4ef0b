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
 * 7. the words, read (./choices.ts, readReply) against the choices the mail numbered: the awaited
 *    decision's legal moves at the mail's version, numbered as the mail numbered them
 *    (numberChoices over the same labelled moves); a move is submitted with the version the mail
 *    awaited as its expectedVersion, so a decision made since refuses it as stale; talk goes to
 *    the channel the mail came from (`channelOf`) through the press use case, which judges the
 *    seat's membership now. Talk after a move (the lines after a first line that is the move)
 *    is posted there only once the move is made.
 * Every outcome is logged without the mail's text or token. Bad input never throws; only a
 * failing store or mailer does, so the function is retried and then sets the event aside.
 */
import { createHash } from "node:crypto";
import { RuleViolation } from "@backroom/engine/core/game";
import { LINK_TTL, type Auth } from "../auth/auth";
import { sha256Hex } from "../auth/secrets";
import { PressPost, TABLE_CHANNEL, type Language, type LegalMove } from "../contract";
import { Refusal } from "../errors";
import type { GameService } from "../games/service";
import type { PressService } from "../press/press";
import { authLink } from "../mail/links";
import type { SuppressionList } from "../mail/suppression";
import type { Clock } from "../ports/clock";
import type { InboundMail } from "../ports/inbound-mail";
import type { Mailer } from "../ports/mailer";
import type { GameStore } from "../store/game-store";
import type { SummaryItem } from "../store/items";
import type { UserStore } from "../store/user-store";
import { answerEmail, type Done, type Said } from "./answers";
import { notVouched, robotReason } from "./checks";
import { numberChoices, readReply, type NumberedChoices } from "./choices";
import { parseReply, type ParsedReply } from "./parse";
import { aboutOf } from "./reply-to";
import { replyAddress, replyKey, verifyReplyToken, type ReplyToken } from "./token";

/** Replies taken per hour: from one sender (any games), and for one seat. Beyond them: ignored. */
export const REPLY_LIMITS = { senderPerHour: 30, seatPerHour: 20 } as const;

export interface ReplyDeps {
  readonly service: GameService;
  /** Talk by reply is posted here, as POST /games/{id}/press/{channel} posts it. */
  readonly press: PressService;
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
  | { readonly outcome: "moved" | "duplicate"; readonly gameId: string; readonly channel?: string }
  | { readonly outcome: "chatted"; readonly gameId: string; readonly channel: string }
  | { readonly outcome: "refused"; readonly why: string; readonly gameId?: string }
  | { readonly outcome: "ignored"; readonly why: string };

/** Where a reply's talk goes: a press mail's private channel, else the table. */
export function channelOf(token: ReplyToken): string {
  return token.about.kind === "press" ? token.about.channel : TABLE_CHANNEL;
}

/** Nothing to choose: a reply to a mail that awaited no decision is read against this, so only talk is taken. */
const NO_CHOICES: NumberedChoices = { choices: [], more: 0, pageOnly: 0, unlisted: [] };

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
    const again = await this.deps.store.findMove(token.gameId, token.seat, clientMoveId);
    if (!again && summary.status === "finished") return refuse("over");

    // The reader's language picks which labels they read first; the numbers never depend on it.
    const language: Language = (await this.deps.users.settings(player.email)).language ?? "en";
    const text = reply.text ?? "";
    const decision = token.about.kind === "move" ? await this.decision(token, summary) : null;
    const list = decision ? numberChoices({ game: summary.game, moves: decision.moves, language }) : NO_CHOICES;
    const reading = readReply(text, list, language);
    const channel = channelOf(token);
    // The talk after a move is a line of its own, idempotent under its own id derived from the move's.
    const talkAfter = reading.kind === "move" && reading.talk !== undefined ? { text: reading.talk, id: `${clientMoveId}-talk` } : null;
    if (again) {
      // Taken before. Its move was made; if the first attempt failed before posting the talk after it, post it now.
      if (talkAfter) await this.talk(player.email, token.gameId, channel, talkAfter);
      return { outcome: "duplicate", gameId: token.gameId };
    }
    if (reading.kind === "unclear" && reading.reason === "empty") return refuse("empty");
    // A move-like reply to an old decision is stale, whatever it names; one to news is no move.
    if (reading.kind !== "text" && decision?.stale) return refuse("stale");
    if (reading.kind === "unclear") return refuse(decision ? reading.reason : "no-decision");
    if (reading.kind === "move") {
      try {
        const done = await this.deps.service.submitMove(player.email, token.gameId, { move: reading.choice.move, clientMoveId, expectedVersion: decision!.expectedVersion });
        if (done.duplicate) return { outcome: "duplicate", gameId: token.gameId };
      } catch (e) {
        return refuse(...moveRefusal(e));
      }
      // Only once the move is made: a taunt without its move is not what the player sent.
      const posted = talkAfter ? await this.talk(player.email, token.gameId, channel, talkAfter) : undefined;
      const said = posted?.kind === "duplicate" ? undefined : posted;
      await this.answer(reply, { ...me, done: { kind: "moved", choice: reading.choice.labels.en, ...(said ? { talk: said } : {}) } });
      return said?.kind === "said" ? { outcome: "moved", gameId: token.gameId, channel } : { outcome: "moved", gameId: token.gameId };
    }
    const said = await this.talk(player.email, token.gameId, channel, { text, id: clientMoveId });
    if (said.kind === "refused") return refuse(said.why, said.detail);
    if (said.kind === "duplicate") return { outcome: "duplicate", gameId: token.gameId };
    await this.answer(reply, { ...me, done: { kind: "chatted", text: said.text } });
    return { outcome: "chatted", gameId: token.gameId, channel };
  }

  /** Posts a line of talk as POST /games/{id}/press/{channel} does: the caller's seat and its membership as they are now. */
  private async talk(email: string, gameId: string, channel: string, line: { text: string; id: string }): Promise<Said | { kind: "duplicate" }> {
    const text = line.text.trim();
    const body = PressPost.safeParse({ text, clientMessageId: line.id });
    if (!body.success) return { kind: "refused", why: text.length > 1000 ? "too-long" : "unreadable", detail: { max: 1000 } };
    try {
      const posted = await this.deps.press.post(email, gameId, channel, body.data);
      return posted.duplicate ? { kind: "duplicate" } : { kind: "said", text: body.data.text };
    } catch (e) {
      const [why, detail] = moveRefusal(e);
      return { kind: "refused", why, ...(detail ? { detail } : {}) };
    }
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
   * The decision a move token's mail awaited: its labelled legal moves at the mail's version
   * (what GameNews.moves carried, so numbered they are the mail's list), whether it still stands,
   * and the version to expect. Others' moves since (a simultaneous round, a bystander's offer)
   * do not make it stale as long as this seat has not moved and its moves are exactly those the
   * mail listed; anything else does, so a number never means another move than the mail showed.
   */
  private async decision(token: ReplyToken, summary: SummaryItem): Promise<{ moves: readonly LegalMove[]; stale: boolean; expectedVersion: number }> {
    const version = (token.about as { version: number }).version;
    const expectedVersion = summary.moveVersion;
    if (version > summary.moveVersion) return { moves: [], stale: true, expectedVersion };
    const then = await this.deps.service.legalMovesAt(token.gameId, token.seat, version);
    if (version === summary.moveVersion) return { moves: then, stale: false, expectedVersion };
    const moved = (summary.lastSeqs[token.seat] ?? -1) > version;
    if (moved || !summary.awaiting.includes(token.seat)) return { moves: then, stale: true, expectedVersion };
    const now = await this.deps.service.legalMovesAt(token.gameId, token.seat, summary.moveVersion);
    return { moves: then, stale: JSON.stringify(then) !== JSON.stringify(now), expectedVersion };
  }

  /**
   * Mails the answer (unless the address is suppressed). Who is not the seat's player hears
   * nothing of the game; the seat's player hears where it stands now and what they may reply.
   */
  private async answer(reply: ParsedReply, a: { to: string; done: Done; seatEmail: string | null; token: ReplyToken }): Promise<void> {
    if (await this.deps.suppressions.get(a.to)) return;
    const language: Language = (await this.deps.users.settings(a.to)).language ?? "en";
    const news = a.seatEmail ? await this.deps.service.news(a.seatEmail, a.token.gameId) : null;
    // A press mail's thread stays in its channel; any other answer is about the game as it stands.
    const about = !news ? null : a.token.about.kind === "press" ? a.token.about : aboutOf(news);
    const choices = news && about?.kind === "move" ? numberChoices({ game: news.game, moves: news.moves ?? [], language }) : null;
    const replyTo = news && about ? replyAddress(replyKey(await this.deps.users.signingKey()), { ...a.token, about }, this.deps.replyDomain) : null;
    const gameUrl = a.seatEmail ? await this.gameLink(a.seatEmail, a.token.gameId) : null;
    await this.deps.mailer.send(answerEmail({
      to: a.to, language, news, choices, done: a.done, subject: reply.subject.replace(/[\r\n]+/g, " "), inReplyTo: reply.messageId, gameUrl, replyTo,
      ...(about?.kind === "press" ? { channel: about.channel } : {}),
    }));
  }

  /** The game link every game mail has: its token in the fragment, which no server log sees (mail/links.ts). */
  private async gameLink(email: string, gameId: string): Promise<string> {
    const token = await this.deps.auth.mintLink(email, `/games/${gameId}`, LINK_TTL.game, gameId);
    return authLink(this.deps.webUrl, token, `/games/${gameId}`);
  }
}

/** A refused move or line as the answer words it. */
function moveRefusal(e: unknown): [Extract<Done, { kind: "refused" }>["why"], Record<string, string>?] {
  if (e instanceof RuleViolation) return e.code === "game/over" ? ["over"] : ["not-legal", { why: e.message.replace(/\.$/, "") }];
  if (e instanceof Refusal) {
    if (e.code === "move/version-conflict") return ["stale"];
    if (e.code === "seat/bot-plays" || e.code === "seat/resigned" || e.code === "press/bot-seat") return ["bot-plays"];
    if (e.code === "press/not-a-player" || e.code === "press/not-a-member") return ["not-your-seat"];
    if (e.code === "press/game-over") return ["over"];
    if (e.code.startsWith("press/")) return ["press-refused", { why: e.message }];
    if (e.code === "game/busy") return ["busy"];
    return ["not-legal", { why: e.message.replace(/\.$/, "") }];
  }
  throw e;
}
