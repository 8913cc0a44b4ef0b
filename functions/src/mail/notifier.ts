/**
 * The notifier Lambda: the DynamoDB stream, filtered to newly inserted outbox records, brings
 * what moves, timers and sign-in requests want mailed. Per record purpose:
 * - sign-in: mail the link now;
 * - game (a move, an invitation, a game's end): per recipient, consult their settings — muted
 *   game or no mail: nothing; otherwise queue the news (one pending item per person and game)
 *   and set the timer that releases it: the end of a short coalescing window, the person's
 *   interval, or their digest hour. Awaited seats also get a reminder timer.
 * - game reason "reminder" (written by a reminder timer): mail it now unless reminders are off
 *   (a digest reader's goes in their digest, unless they asked for reminders apart);
 * - mail (written by a flush or digest timer): compose from the store as the reader may see it
 *   and send what is still news then (./still-due.ts), with the private messages the reader may
 *   read then (press/mail-view.ts);
 * - press (a private message was written): per member the channel has now (not the writer, not
 *   the bot's seats, not those who muted the writer), by their press setting: queued with the
 *   game's news ("with-moves"), mailed at once ("each"), or held for the digest ("digest").
 * Exactly once per recipient: per-recipient markers (written in the same transaction as the
 * queued news, or after a send) make a retried batch skip whoever was already handled. A record
 * whose handling fails is reported as a batch item failure, so the stream retries it and, in the
 * end, sets it aside (SQS in AWS, the local poller's dead letters locally).
 */
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from "aws-lambda";
import { unmarshall } from "@aws-sdk/util-dynamodb";
import type { AttributeValue } from "@aws-sdk/client-dynamodb";
import { LINK_TTL, type Auth } from "../auth/auth";
import type { Clock } from "../ports/clock";
import type { Language, NotificationSettings } from "../contract";
import type { GameNews } from "../games/news";
import type { GameStore } from "../store/game-store";
import { OutboxItem, type GameOutboxItem, type MailOutboxItem, type PendingItem, type PressOutboxItem, type Recipient } from "../store/items";
import { keys } from "../store/table";
import type { UserStore } from "../store/user-store";
import { newsEmail, signInEmail, type MailKind } from "./emails";
import { authLink, mailLinks } from "./links";
import { PermanentMailError, type Mailer } from "../ports/mailer";
import { nextDigest } from "./schedule";
import { reminderStands, staleNews } from "./still-due";
import { reminderTimes } from "../clocks/clock-policy";
import type { Timers } from "../ports/timers";
import type { SuppressionList } from "./suppression";
import type { Telemetry } from "../ports/telemetry";
import { deferRecord, markingTransient } from "./resend";
import type { OutboxStore } from "../store/outbox-store";
import type { PressMail, PressMailView } from "../press/mail-view";
import { replyToFor } from "../replies/reply-to";

export interface NotifierDeps {
  readonly store: GameStore;
  readonly users: UserStore;
  readonly auth: Auth;
  readonly mailer: Mailer;
  readonly clock: Clock;
  /** Reads a game as one reader may see it (GameService.news). */
  readonly news: (email: string, gameId: string, opts?: { invitation?: boolean }) => Promise<GameNews | null>;
  /** The web app's origin; links point at `${webUrl}/auth#token=…&next=…` (mail/links.ts). */
  readonly webUrl: string;
  /** The API's public base URL, for the one-click unsubscribe endpoint. */
  readonly apiUrl: string;
  /** Releases queued news later; without it (no scheduler configured) news is mailed at once. */
  readonly timers?: Timers;
  readonly config: { coalesceSeconds: number; remindAfterMinutes: number };
  /** Addresses that bounced or complained are never mailed again (./suppression.ts). */
  readonly suppressions: SuppressionList;
  readonly telemetry?: Pick<Telemetry, "count">;
  readonly log?: (message: string, error?: unknown) => void;
  /** With timers, mail that fails transiently is tried again later, then set aside (./resend.ts). */
  readonly outbox?: OutboxStore;
  /** Press in mail (press/mail-view.ts); none: mail carries no private messages. */
  readonly press?: Pick<PressMail, "recipients" | "view">;
  /** The domain replies are received at (replies/); none: mails carry no Reply-To. */
  readonly replyDomain?: string;
}

export function makeNotifierHandler(given: NotifierDeps) {
  const deps = { ...given, mailer: markingTransient(given.mailer) };
  const log = deps.log ?? ((m, e) => console.error(m, e));
  return async function handler(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
    for (const [at, record] of event.Records.entries()) {
      const id = idOf(record);
      try {
        const image = record.dynamodb?.NewImage;
        if (record.eventName !== "INSERT" || !image) continue;
        const item = OutboxItem.parse(unmarshall(image as Record<string, AttributeValue>));
        if (item.purpose === "sign-in") {
          if (await isSuppressed(deps, item.email, log)) continue;
          const token = await deps.auth.mintLink(item.email, item.next, LINK_TTL.signIn);
          try {
            const { language } = await deps.users.settings(item.email);
            await deps.mailer.send(signInEmail(item.email, authLink(deps.webUrl, token, item.next), language));
          } catch (e) {
            if (!(e instanceof PermanentMailError)) throw e;
            log(`notifier: sign-in mail for record ${id} rejected for good; not retried`, e);
            deps.telemetry?.count("MailsRejected");
          }
        } else if (item.purpose === "mail") {
          await sendMail(deps, item);
        } else if (item.purpose === "press") {
          await queuePress(deps, item);
        } else {
          for (const r of item.recipients) await handleRecipient(deps, item, r);
        }
      } catch (error) {
        if (await deferRecord(deps, record, error, log)) continue;
        // A malformed record fails too: the retries end by setting it aside where someone looks.
        log(`notifier: record ${id} failed; it will be retried`, error);
        // Records of one shard must stay in order: this one and every later one are retried.
        return { batchItemFailures: event.Records.slice(at).map((r) => ({ itemIdentifier: idOf(r) })) };
      }
    }
    return { batchItemFailures: [] };
  };
}

/** What a batch item failure names: the record's sequence number (the event id only without one). */
function idOf(record: DynamoDBRecord): string {
  return record.dynamodb?.SequenceNumber ?? record.eventID ?? "";
}

function wantsMail(s: NotificationSettings, gameId: string): boolean {
  return s.mode !== "none" && !s.muted.includes(gameId);
}

async function handleRecipient(deps: NotifierDeps, item: GameOutboxItem, r: Recipient): Promise<void> {
  const now = deps.clock.now();
  const suppressed = await deps.suppressions.get(r.email);
  if (suppressed) {
    // Recorded in place of the SENT marker: the reason is kept, no mail and no reminder follow.
    await deps.suppressions.recordSkipped(item.gameId, item.seq, r.reason, r.email, `suppressed: ${suppressed.reason} (${suppressed.detail})`, now.toISOString(), skipExpiry(deps));
    deps.telemetry?.count("MailsSuppressed");
    return;
  }
  const awaited = r.reason === "your-turn" || (r.reason === "invited" && item.awaiting.includes(r.seat));
  // The reminder timer is set before anything is marked done, so a failure here is retried.
  if (awaited && deps.timers) {
    // At half time and with 12 hours left in a timed game; once after a while in an untimed one.
    const deadline = (await deps.store.getSummary(item.gameId))?.deadlines[r.seat] ?? null;
    const times = reminderTimes(now, deadline, deps.config.remindAfterMinutes);
    for (const [i, at] of times.entries()) {
      await deps.timers.set({ kind: "reminder", gameId: item.gameId, seat: r.seat, version: item.seq, ...(i > 0 ? { n: i + 1 } : {}) }, at);
    }
  }
  const settings = await deps.users.settings(r.email);
  if (r.reason === "reminder") {
    if (!wantsMail(settings, item.gameId) || !settings.reminders) return;
    // A decision's second reminder (12 hours left) is sent once too, apart from the first.
    // n is set from a decision's second reminder on (reminderTimes).
    const sentAs = item.n ? `reminder-${item.n}` : r.reason;
    if (await deps.store.wasSent(item.gameId, item.seq, sentAs, r.email)) return;
    const summary = await deps.store.getSummary(item.gameId);
    if (!summary || !reminderStands(summary, r.seat, r.email, item.seq)) return;
    const deadline = summary.deadlines[r.seat];
    const digest = settings.mode === "digest" ? nextDigest(now, settings.digestHour, settings.timeZone).at.getTime() : null;
    // In the digest, unless the reader asked for reminders apart or the digest would come too late.
    if (digest !== null && settings.remindersInDigest && !(deadline && digest >= Date.parse(deadline))) {
      // Queued under the reminder's own marker (a redelivered record finds it), as of the game
      // now, and released with the rest of the reader's day.
      const pending = await deps.users.addPending({
        email: r.email, gameId: item.gameId, seq: summary.version, at: now.toISOString(),
        marker: { pk: keys.game(item.gameId), sk: keys.sent(item.seq, sentAs, r.email) },
      });
      if (pending) await release(deps, r.email, pending, settings);
      return;
    }
    const news = await deps.news(r.email, item.gameId);
    if (!news?.awaitingMe) return;
    try {
      await deps.mailer.send(await compose(deps, r.email, [news], "reminder", settings.language));
    } catch (e) {
      // A bad address must not hold back the other recipients, nor be retried ten times.
      if (!(e instanceof PermanentMailError)) throw e;
      // In the place of this reminder's own marker, so a redelivered record is not tried again.
      await deps.suppressions.recordSkipped(item.gameId, item.seq, sentAs, r.email, `rejected: ${e.message}`, now.toISOString(), skipExpiry(deps));
      deps.telemetry?.count("MailsRejected");
      return;
    }
    await deps.store.markSent(item.gameId, item.seq, sentAs, r.email, now.toISOString());
    return;
  }
  if (!wantsMail(settings, item.gameId)) return;
  const pending = await deps.users.addPending({
    email: r.email, gameId: item.gameId, seq: item.seq, at: now.toISOString(),
    marker: { pk: keys.game(item.gameId), sk: keys.sent(item.seq, r.reason, r.email) },
  });
  if (!pending) return; // released already by an earlier try's timer
  await release(deps, r.email, pending, settings);
}

/** Sets the timer that releases `pending` according to the reader's settings (or mails now). */
async function release(deps: NotifierDeps, email: string, pending: PendingItem, settings: NotificationSettings): Promise<void> {
  const now = deps.clock.now();
  if (!deps.timers) {
    await deps.users.flushPending(email, [pending.gameId], { key: `flush#${pending.gameId}#${pending.fromSeq}`, fromSeq: pending.fromSeq, at: now.toISOString() });
    return;
  }
  if (settings.mode === "digest") {
    const { at, day } = nextDigest(now, settings.digestHour, settings.timeZone);
    await deps.timers.set({ kind: "digest", email, day }, at);
    return;
  }
  // The window opens with the first pending news, so a stream of decisions gives one email.
  let at = Date.parse(pending.since) + deps.config.coalesceSeconds * 1000;
  if (settings.mode === "interval") {
    const last = await deps.users.lastMailed(email, pending.gameId);
    if (last) at = Math.max(at, Date.parse(last) + settings.intervalHours * 3_600_000);
  }
  await deps.timers.set({ kind: "flush", gameId: pending.gameId, email, fromSeq: pending.fromSeq }, new Date(Math.max(at, now.getTime())));
}

/**
 * A private message's mail, per member the channel has now. Each is marked handled with the
 * queued news (or the mail record) in one write, so a retried record queues nothing twice.
 */
async function queuePress(deps: NotifierDeps, item: PressOutboxItem): Promise<void> {
  if (!deps.press) return;
  const now = deps.clock.now();
  const summary = await deps.store.getSummary(item.gameId);
  if (!summary) return;
  for (const r of await deps.press.recipients(item.gameId, item.channel, item.seat)) {
    if (await deps.suppressions.get(r.email)) continue;
    const settings = await deps.users.settings(r.email);
    if (!wantsMail(settings, item.gameId)) continue;
    const marker = { pk: keys.game(item.gameId), sk: keys.sent(item.seq, `press-${item.channel}`, r.email) };
    const at = now.toISOString();
    if (settings.press === "each") {
      const games = [{ gameId: item.gameId, fromSeq: summary.version, throughSeq: summary.version, since: at }];
      await deps.users.queueMail({ email: r.email, key: `press#${item.gameId}#${item.channel}#${item.seq}`, games, marker, at });
    } else if (settings.press === "digest") {
      const pending = await deps.users.addPending({ email: r.email, gameId: item.gameId, seq: summary.version, at, marker, press: true });
      if (!pending) continue;
      if (!deps.timers) {
        await deps.users.flushPending(r.email, null, { key: `digest#press#${item.gameId}#${item.seq}`, at });
        continue;
      }
      const { at: when, day } = nextDigest(now, settings.digestHour, settings.timeZone);
      await deps.timers.set({ kind: "digest", email: r.email, day }, when);
    } else {
      const pending = await deps.users.addPending({ email: r.email, gameId: item.gameId, seq: summary.version, at, marker });
      if (pending) await release(deps, r.email, pending, settings);
    }
  }
}

async function sendMail(deps: NotifierDeps, item: MailOutboxItem): Promise<void> {
  if (await deps.users.mailSent(item.email, item.key)) return;
  const settings = await deps.users.settings(item.email);
  // A game's news and its digest-only press wait apart: one entry per game here.
  const byGame = new Map<string, PendingItem>();
  for (const g of item.games) {
    const seen = byGame.get(g.gameId);
    byGame.set(g.gameId, seen ? { ...seen, fromSeq: Math.min(seen.fromSeq, g.fromSeq), throughSeq: Math.max(seen.throughSeq, g.throughSeq) } : g);
  }
  const games = settings.mode === "none" ? [] : [...byGame.values()].filter((g) => !settings.muted.includes(g.gameId));
  const at = deps.clock.now().toISOString();
  // Private messages go in this mail unless the reader wants them in the digest only and this is not it.
  const withPrivate = settings.press !== "digest" || item.key.startsWith("digest#");
  // Each game as it stands now: what is no longer news to the reader is left out, and said why.
  const news: GameNews[] = [];
  const pressSeen: PressMailView[] = [];
  for (const g of games) {
    const press = await deps.press?.view(item.email, g.gameId, { withPrivate });
    const found = await deps.news(item.email, g.gameId, { invitation: g.fromSeq === 0, ...(press ? { hideChatFrom: press.muted } : {}) });
    if (!found) continue;
    const n = press && press.channels.length > 0 ? { ...found, press: press.channels } : found;
    const why = staleNews(n, await deps.store.getSummary(g.gameId), item.email, g.throughSeq);
    if (why) await deps.suppressions.recordSkipped(g.gameId, g.fromSeq, "mail", item.email, `not news now: ${why}`, at, skipExpiry(deps));
    else {
      news.push(n);
      if (press) pressSeen.push(press);
    }
  }
  const skipped = async (why: string) => {
    for (const g of item.games) await deps.suppressions.recordSkipped(g.gameId, g.fromSeq, "mail", item.email, why, at, skipExpiry(deps));
    await deps.users.markMailSent(item.email, item.key, at);
  };
  // Suppressed since the news was queued (a bounce in between): recorded, never sent nor retried.
  const suppressed = await deps.suppressions.get(item.email);
  if (suppressed) {
    deps.telemetry?.count("MailsSuppressed");
    return skipped(`suppressed: ${suppressed.reason} (${suppressed.detail})`);
  }
  try {
    // Stryker disable next-line StringLiteral: an email tells only "reminder" apart from the rest
    if (news.length > 0) await deps.mailer.send(await compose(deps, item.email, news, "news", settings.language, pressChannelOf(item.key)));
  } catch (e) {
    if (!(e instanceof PermanentMailError)) throw e;
    deps.telemetry?.count("MailsRejected");
    return skipped(`rejected: ${e.message}`);
  }
  await deps.users.markMailSent(item.email, item.key, at);
  for (const n of news) await deps.users.setLastMailed(item.email, n.gameId, at);
  for (const p of pressSeen) await p.mailed();
}

/** One email in the reader's language (their setting; English when they never chose one) and time zone. */
async function compose(deps: NotifierDeps, email: string, given: readonly GameNews[], kind: MailKind, language: Language | undefined, channel?: string) {
  const { timeZone } = await deps.users.settings(email);
  const news = given.map((n) => ({ ...n, timeZone }));
  const tokens = new Map<string, string>();
  for (const n of news) tokens.set(n.gameId, await deps.auth.mintLink(email, `/games/${n.gameId}`, LINK_TTL.game, n.gameId));
  // A mail about one game names it: the settings page then offers that game's mute switch.
  const links = mailLinks(deps.webUrl, deps.apiUrl, {
    games: tokens, settings: await deps.auth.settingsToken(email), unsubscribe: await deps.auth.unsubscribeToken(email),
    game: news.length === 1 ? news[0]!.gameId : undefined,
  });
  // The Reply-To first: the choices are numbered only when a reply to this mail reads a move.
  const replyTo = await replyToFor(deps.users, deps.replyDomain, news, channel);
  const mail = newsEmail(email, news, links, kind, language, { replyByMail: replyTo?.about.kind === "move" });
  return replyTo ? { ...mail, replyTo: replyTo.address } : mail;
}

/** The private channel an "each" press mail (key press#<game>#<channel>#<seq>, queuePress) brings a message of. */
function pressChannelOf(key: string): string | undefined {
  const [kind, , channel] = key.split("#");
  return kind === "press" && channel !== undefined && channel !== "table" ? channel : undefined;
}

async function isSuppressed(deps: NotifierDeps, email: string, log: (m: string, e?: unknown) => void): Promise<boolean> {
  const suppressed = await deps.suppressions.get(email);
  if (!suppressed) return false;
  log(`notifier: not mailing a suppressed address (${suppressed.reason})`);
  deps.telemetry?.count("MailsSuppressed");
  return true;
}

/** Skip records live as long as SENT markers (30 days). */
function skipExpiry(deps: NotifierDeps): number {
  return Math.floor(deps.clock.now().getTime() / 1000) + 30 * 24 * 3600;
}
