/**
 * The mailer port and its two adapters: SES in AWS, SMTP (nodemailer) locally. The local
 * adapter is real — it speaks SMTP to the mail catcher — so tests exercise actual delivery.
 */
import { SendEmailCommand, SESv2Client } from "@aws-sdk/client-sesv2";
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

export function sesMailer(from: string, client = new SESv2Client({})): Mailer {
  return {
    async send(email) {
      await client.send(new SendEmailCommand({
        FromEmailAddress: from,
        Destination: { ToAddresses: [email.to] },
        Content: {
          Simple: {
            Subject: { Data: email.subject, Charset: "UTF-8" },
            Body: { Text: { Data: email.text, Charset: "UTF-8" }, Html: { Data: email.html, Charset: "UTF-8" } },
            ...(email.headers ? { Headers: Object.entries(email.headers).map(([Name, Value]) => ({ Name, Value })) } : {}),
          },
        },
      }));
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
      transport ??= import("nodemailer").then((m) => m.default.createTransport({ host: smtp.host, port: smtp.port, secure: false, ignoreTLS: true }));
      await (await transport).sendMail({ from, to: email.to, subject: email.subject, text: email.text, html: email.html, headers: { ...email.headers } });
    },
  };
}
