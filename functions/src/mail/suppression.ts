/**
 * Addresses we must not mail any more: SES told us they bounced permanently or their owner
 * complained. SES publishes those events (configuration set → SNS) to the mail-events function,
 * which records them here; the notifier asks before every send and skips a suppressed address,
 * writing why into the send's SENT marker (so no retry ever tries again). The web app shows a
 * player that their address is suppressed (GET /me).
 */
import { GetCommand, PutCommand, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import type { SNSEvent } from "aws-lambda";
import * as z from "zod/mini";
import { keys } from "../store/table";

export type SuppressionReason = "bounce" | "complaint";

export interface Suppression {
  readonly email: string;
  readonly reason: SuppressionReason;
  /** SES's own words: bounce type and diagnostic, or the complaint's feedback type. */
  readonly detail: string;
  readonly at: string;
}

/** Addresses are compared lower-cased, as people type them in any case. */
const emailKey = (email: string) => `SUPPRESSED#${email.trim().toLowerCase()}`;

export class SuppressionList {
  constructor(private readonly doc: DynamoDBDocumentClient, readonly tableName: string) {}

  async get(email: string): Promise<Suppression | null> {
    const out = await this.doc.send(new GetCommand({ TableName: this.tableName, Key: { pk: emailKey(email), sk: "SUPPRESSION" } }));
    if (!out.Item) return null;
    const { email: e, reason, detail, at } = out.Item as Suppression;
    return { email: e, reason, detail, at };
  }

  /** Idempotent: SNS delivers at least once, and a later event simply restates the reason. */
  async suppress(s: Suppression): Promise<void> {
    await this.doc.send(new PutCommand({
      TableName: this.tableName,
      Item: { pk: emailKey(s.email), sk: "SUPPRESSION", email: s.email.trim().toLowerCase(), reason: s.reason, detail: s.detail, at: s.at },
    }));
  }

  /**
   * Records that a send was not made, and why, in the place of its SENT marker: the notifier's
   * "already handled" check then skips it on every retry.
   */
  async recordSkipped(gameId: string, seq: number, reason: string, email: string, why: string, at: string, expiresAt: number): Promise<void> {
    await this.doc.send(new PutCommand({
      TableName: this.tableName,
      Item: { pk: keys.game(gameId), sk: keys.sent(seq, reason, email), at, skipped: why, expiresAt },
    }));
  }
}

/** The parts of an SES event-publishing record we use (Bounce and Complaint). */
const SesEvent = z.looseObject({
  eventType: z.string(),
  mail: z.optional(z.looseObject({ timestamp: z.optional(z.string()) })),
  bounce: z.optional(z.looseObject({
    bounceType: z.string(),
    bounceSubType: z.optional(z.string()),
    timestamp: z.optional(z.string()),
    bouncedRecipients: z.array(z.looseObject({ emailAddress: z.string(), diagnosticCode: z.optional(z.string()) })),
  })),
  complaint: z.optional(z.looseObject({
    timestamp: z.optional(z.string()),
    complaintFeedbackType: z.optional(z.string()),
    complainedRecipients: z.array(z.looseObject({ emailAddress: z.string() })),
  })),
});

/**
 * The suppressions one SES event calls for. Only permanent bounces suppress: a transient one
 * (mailbox full, greylisting) may well succeed next time, and SES retries those itself.
 */
export function suppressionsFrom(message: unknown, now: string): Suppression[] {
  const parsed = SesEvent.safeParse(message);
  if (!parsed.success) return [];
  const e = parsed.data;
  if (e.eventType === "Bounce" && e.bounce?.bounceType === "Permanent") {
    return e.bounce.bouncedRecipients.map((r) => ({
      email: r.emailAddress, reason: "bounce" as const,
      detail: [`Permanent/${e.bounce!.bounceSubType ?? "General"}`, r.diagnosticCode].filter(Boolean).join(": "),
      at: e.bounce!.timestamp ?? now,
    }));
  }
  if (e.eventType === "Complaint" && e.complaint) {
    return e.complaint.complainedRecipients.map((r) => ({
      email: r.emailAddress, reason: "complaint" as const,
      detail: `Complaint${e.complaint!.complaintFeedbackType ? `: ${e.complaint!.complaintFeedbackType}` : ""}`,
      at: e.complaint!.timestamp ?? now,
    }));
  }
  return [];
}

/**
 * The mail-events function: SNS brings SES's bounce and complaint events; each suppresses its
 * recipients. A message that is not JSON is logged and dropped (no retry could fix it); a
 * failed write throws, so Lambda retries it and, in the end, its failure destination keeps it.
 */
export function makeMailEventsHandler(deps: {
  list: SuppressionList;
  clock: { now(): Date };
  log?: (message: string, detail?: unknown) => void;
  onSuppressed?: (s: Suppression) => void;
}) {
  const log = deps.log ?? ((m, d) => console.info(m, d ?? ""));
  return async function handler(event: SNSEvent): Promise<{ suppressed: number }> {
    let suppressed = 0;
    for (const record of event.Records) {
      let message: unknown;
      try {
        message = JSON.parse(record.Sns.Message);
      } catch {
        log("mail-events: skipping a message that is not JSON", { messageId: record.Sns.MessageId });
        continue;
      }
      for (const s of suppressionsFrom(message, deps.clock.now().toISOString())) {
        await deps.list.suppress(s);
        deps.onSuppressed?.(s);
        log("mail-events: address suppressed", { reason: s.reason, detail: s.detail });
        suppressed++;
      }
    }
    return { suppressed };
  };
}
