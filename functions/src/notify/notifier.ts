/**
 * The notifier Lambda: the DynamoDB stream, filtered to newly inserted outbox records, brings
 * the emails a move (or a sign-in request) causes. Each recipient gets a fresh link that signs
 * them in and opens the game. A record whose sends fail is reported as a batch item failure,
 * so the stream retries it (and, in AWS, finally parks it in the dead-letter queue); a SENT
 * marker per recipient makes those retries never mail anyone twice.
 */
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from "aws-lambda";
import { unmarshall } from "@aws-sdk/util-dynamodb";
import type { AttributeValue } from "@aws-sdk/client-dynamodb";
import { LINK_TTL, type Auth } from "../auth/auth";
import type { GameStore } from "../store/game-store";
import { OutboxItem, type GameOutboxItem, type Recipient } from "../store/items";
import type { Clock } from "../auth/secrets";
import { PermanentMailError, type Email, type Mailer } from "./mailer";
import type { ReminderScheduler } from "./reminders";
import type { SuppressionList } from "./suppression";
import type { Telemetry } from "../telemetry";

export interface NotifierDeps {
  readonly store: GameStore;
  readonly auth: Auth;
  readonly mailer: Mailer;
  readonly clock: Clock;
  /** The web app's origin; links point at `${webUrl}/auth?token=…&next=…`. */
  readonly webUrl: string;
  /** Schedules a reminder after each "your move" email; none when absent. */
  readonly reminders?: { scheduler: ReminderScheduler; afterMinutes: number };
  /** Addresses that bounced or complained are never mailed again (./suppression.ts). */
  readonly suppressions?: SuppressionList;
  readonly telemetry?: Pick<Telemetry, "count">;
  readonly log?: (message: string, error?: unknown) => void;
}

export function makeNotifierHandler(deps: NotifierDeps) {
  const log = deps.log ?? ((m, e) => console.error(m, e));
  return async function handler(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
    const failures: { itemIdentifier: string }[] = [];
    for (const record of event.Records) {
      const id = record.dynamodb?.SequenceNumber ?? record.eventID ?? "";
      try {
        const image = record.dynamodb?.NewImage;
        if (record.eventName !== "INSERT" || !image) continue;
        const parsed = OutboxItem.safeParse(unmarshall(image as Record<string, AttributeValue>));
        if (!parsed.success) {
          // A malformed outbox record can never succeed; retrying would block the shard.
          log(`notifier: skipping malformed outbox record ${id}`, parsed.error);
          continue;
        }
        const item = parsed.data;
        if (item.purpose === "sign-in") {
          if (await isSuppressed(deps, item.email, log)) continue;
          const token = await deps.auth.mintLink(item.email, item.next, LINK_TTL.signIn);
          try {
            await deps.mailer.send(signInEmail(item.email, link(deps.webUrl, token, item.next)));
          } catch (e) {
            if (!(e instanceof PermanentMailError)) throw e;
            log(`notifier: sign-in mail for record ${id} rejected for good; not retried`, e);
            deps.telemetry?.count("MailsRejected");
          }
        } else {
          for (const r of item.recipients) await sendOnce(deps, item, r);
        }
      } catch (error) {
        log(`notifier: record ${id} failed; it will be retried`, error);
        failures.push({ itemIdentifier: id });
        // Records of one shard must stay in order: stop here, the rest are retried after it.
        break;
      }
    }
    if (failures.length > 0) {
      const firstFailed = event.Records.findIndex((r) => (r.dynamodb?.SequenceNumber ?? r.eventID) === failures[0]!.itemIdentifier);
      for (const r of event.Records.slice(firstFailed + 1)) failures.push({ itemIdentifier: r.dynamodb?.SequenceNumber ?? r.eventID ?? "" });
    }
    return { batchItemFailures: failures };
  };
}

async function sendOnce(deps: NotifierDeps, item: GameOutboxItem, r: Recipient): Promise<void> {
  if (await deps.store.wasSent(item.gameId, item.seq, r.reason, r.email)) return;
  const skip = (why: string) => deps.suppressions?.recordSkipped(item.gameId, item.seq, r.reason, r.email, why, deps.clock.now().toISOString(), skipExpiry(deps));
  const suppressed = await deps.suppressions?.get(r.email);
  if (suppressed) {
    // Recorded in place of the SENT marker: the reason is kept, and no retry tries again.
    await skip(`suppressed: ${suppressed.reason} (${suppressed.detail})`);
    deps.telemetry?.count("MailsSuppressed");
    return;
  }
  const next = `/games/${item.gameId}`;
  const token = await deps.auth.mintLink(r.email, next, LINK_TTL.game);
  try {
    await deps.mailer.send(gameEmail(item, r, link(deps.webUrl, token, next)));
  } catch (e) {
    // A bad address must not hold back the other recipients, nor be retried ten times.
    if (!(e instanceof PermanentMailError)) throw e;
    await skip(`rejected: ${e.message}`);
    deps.telemetry?.count("MailsRejected");
    return;
  }
  await deps.store.markSent(item.gameId, item.seq, r.reason, r.email, deps.clock.now().toISOString());
  if (deps.reminders && (r.reason === "your-turn" || (r.reason === "invited" && item.awaiting.includes(r.seat)))) {
    const at = new Date(deps.clock.now().getTime() + deps.reminders.afterMinutes * 60_000);
    await deps.reminders.scheduler.schedule({ gameId: item.gameId, seat: r.seat, version: item.seq }, at);
  }
}

async function isSuppressed(deps: NotifierDeps, email: string, log: (m: string, e?: unknown) => void): Promise<boolean> {
  const suppressed = await deps.suppressions?.get(email);
  if (!suppressed) return false;
  log(`notifier: not mailing a suppressed address (${suppressed.reason})`);
  deps.telemetry?.count("MailsSuppressed");
  return true;
}

/** Skip records live as long as SENT markers (30 days). */
function skipExpiry(deps: NotifierDeps): number {
  return Math.floor(deps.clock.now().getTime() / 1000) + 30 * 24 * 3600;
}

function link(webUrl: string, token: string, next: string | null): string {
  const url = new URL("/auth", webUrl);
  url.searchParams.set("token", token);
  if (next) url.searchParams.set("next", next);
  return url.toString();
}

export function gameEmail(item: GameOutboxItem, r: Recipient, url: string): Email {
  const subject = {
    "invited": `You are invited to ${item.title}`,
    "your-turn": `Your move in ${item.title}`,
    "reminder": `Reminder: your move in ${item.title}`,
    "game-over": `${item.title} has ended`,
  }[r.reason];
  const lead = {
    "invited": "You have a seat at the table.",
    "your-turn": "The game is waiting for you.",
    "reminder": "A friendly nudge: the game is still waiting for you.",
    "game-over": "The game is over; the whole history and the revealed seed are there to look back on.",
  }[r.reason];
  const text = `Hello ${r.name},\n\n${lead}\n${item.headline}\n\nOpen the game: ${url}\n\n— Backroom`;
  const html = `<p>Hello ${escapeHtml(r.name)},</p><p>${escapeHtml(lead)}<br>${escapeHtml(item.headline)}</p><p><a href="${escapeHtml(url)}">Open the game</a></p><p>— Backroom</p>`;
  return { to: r.email, subject, text, html };
}

export function signInEmail(to: string, url: string): Email {
  const text = `Sign in to Backroom: ${url}\n\nThe link works once, for 30 minutes. If you did not ask for it, ignore this email.`;
  const html = `<p><a href="${escapeHtml(url)}">Sign in to Backroom</a></p><p>The link works once, for 30 minutes. If you did not ask for it, ignore this email.</p>`;
  return { to, subject: "Your Backroom sign-in link", text, html };
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}
