/** The mailer port locally: SMTP (nodemailer) to the mail catcher. */
import type { Transporter } from "nodemailer";
import type { Mailer } from "../../ports/mailer";

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
      await (await transport).sendMail({ from, to: email.to, subject: email.subject, text: email.text, html: email.html, headers: { ...email.headers }, ...(email.replyTo ? { replyTo: email.replyTo } : {}) });
    },
  };
}
