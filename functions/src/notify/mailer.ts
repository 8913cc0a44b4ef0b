/**
 * The mailer port and its two adapters: SES in AWS, SMTP (nodemailer) locally. The local
 * adapter is real — it speaks SMTP to the mail catcher — so tests exercise actual delivery.
 */
import type { SESv2Client } from "@aws-sdk/client-sesv2";
import type { Transporter } from "nodemailer";

export interface Email {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  readonly headers?: Readonly<Record<string, string>>;
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

/** SES v2 errors that no retry fixes; throttling, outages and our own misconfiguration are not among them. */
const PERMANENT_SES_ERRORS = new Set(["MessageRejected", "BadRequestException"]);

/**
 * SES v2. Every send names the stack's configuration set, so its bounce and complaint events
 * reach the mail-events function and its reputation metrics feed the alarms. The SES client is
 * loaded on the first send, like nodemailer below: the functions that share this module and
 * never mail (the API, the timer) do not load it.
 */
export function sesMailer(from: string, opts: { configurationSet?: string; client?: Pick<SESv2Client, "send"> } = {}): Mailer {
  let client: Promise<Pick<SESv2Client, "send">> | undefined;
  return {
    async send(email) {
      client ??= opts.client ? Promise.resolve(opts.client) : import("@aws-sdk/client-sesv2").then((m) => new m.SESv2Client({}));
      try {
        await sendSes(await client, from, opts.configurationSet, email);
      } catch (e) {
        if (PERMANENT_SES_ERRORS.has((e as Error).name)) throw new PermanentMailError(`SES rejected the message: ${(e as Error).message}`);
        throw e;
      }
    },
  };
}

async function sendSes(client: Pick<SESv2Client, "send">, from: string, configurationSet: string | undefined, email: Email): Promise<void> {
  const { SendEmailCommand } = await import("@aws-sdk/client-sesv2");
  await client.send(new SendEmailCommand({
    FromEmailAddress: from,
    ...(configurationSet ? { ConfigurationSetName: configurationSet } : {}),
    Destination: { ToAddresses: [email.to] },
    Content: {
      Simple: {
        Subject: { Data: email.subject, Charset: "UTF-8" },
        Body: { Text: { Data: email.text, Charset: "UTF-8" }, Html: { Data: email.html, Charset: "UTF-8" } },
        ...(email.headers ? { Headers: Object.entries(email.headers).map(([Name, Value]) => ({ Name, Value })) } : {}),
      },
    },
  }));
}

/** Counts sends and failures (MailsSent, MailsFailed) around any adapter. */
export function countingMailer(mailer: Mailer, telemetry: { count(name: "MailsSent" | "MailsFailed"): void }): Mailer {
  return {
    async send(email) {
      try {
        await mailer.send(email);
      } catch (e) {
        telemetry.count("MailsFailed");
        throw e;
      }
      telemetry.count("MailsSent");
    },
  };
}

/**
 * SMTP is for local runs only, so nodemailer is loaded on first use: the Lambda bundles leave it
 * out (infra/lib/backroom-function.ts) and the SES path never imports it.
 */
export function smtpMailer(from: string, smtp: { host: string; port: number }): Mailer {
  let transport: Promise<Transporter> | undefined;
  return {
    async send(email) {
      // Stryker disable next-line BooleanLiteral: the mail catcher offers no STARTTLS, so no local test can tell ignoreTLS apart
      transport ??= import("nodemailer").then((m) => m.default.createTransport({ host: smtp.host, port: smtp.port, secure: false, ignoreTLS: true }));
      await (await transport).sendMail({ from, to: email.to, subject: email.subject, text: email.text, html: email.html, headers: { ...email.headers } });
    },
  };
}
