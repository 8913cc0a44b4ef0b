/**
 * The mailer port. AWS: SES (adapters/aws/ses-mailer.ts); locally: SMTP to the mail catcher
 * (adapters/local/smtp-mailer.ts), which is real delivery, so tests exercise actual sending.
 */

export interface Email {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  readonly headers?: Readonly<Record<string, string>>;
  /** Where replies go: a game mail's signed reply address (replies/token.ts), when a reply domain is set. */
  readonly replyTo?: string;
}

export interface Mailer {
  send(email: Email): Promise<void>;
}

/**
 * SES refused this one message for good (a malformed or rejected address): retrying cannot help,
 * so the notifier records it and moves on to the other recipients instead of retrying the batch.
 */
export class PermanentMailError extends Error {
  override readonly name = "PermanentMailError";
}

/**
 * The mail service refused this send for its rate (SES's maximum send rate): the same message
 * goes through a moment later. The pacer (mail/paced-mailer.ts) slows down and tries again.
 */
export class MailThrottled extends Error {
  override readonly name = "MailThrottled";
}
