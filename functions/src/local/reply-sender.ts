/**
 * Answering a caught mail from the caught-mail page (and the end-to-end tests): a reply as a
 * mail client writes it (Re: subject, In-Reply-To, the original quoted under an "On … wrote:"
 * line), sent by SMTP from the caught mail's recipient to its Reply-To, through the local
 * inbound server, with the verdicts to simulate.
 */
import type { Verdicts } from "../ports/inbound-mail";
import type { CaughtMail } from "./mail-catcher";

export interface LocalReply {
  /** The caught mail answered. */
  readonly mail: Pick<CaughtMail, "to" | "subject" | "text" | "headers">;
  readonly text: string;
  /** Verdicts to simulate (X-Local-Verdicts); the server's defaults when absent. */
  readonly verdicts?: Partial<Verdicts>;
  /** Who it claims to be from (From header) and the envelope sender; the caught mail's recipient by default. */
  readonly from?: string;
  readonly mailFrom?: string;
  /** Extra headers (an auto-reply's Auto-Submitted, …). */
  readonly headers?: Readonly<Record<string, string>>;
  readonly messageId?: string;
  /** Attachments (a 20 MB file, …). */
  readonly attachments?: readonly { filename: string; content: Buffer }[];
}

export interface SentReply {
  /** What the inbound use case made of it (replies/replies.ts ReplyOutcome), and the verdicts it was judged with. */
  readonly outcome: { outcome: string; why?: string; gameId?: string };
  readonly verdicts: Verdicts;
}

export async function sendLocalReply(inbound: { port: number; host?: string }, reply: LocalReply): Promise<SentReply> {
  const to = reply.mail.headers["reply-to"];
  if (!to) throw new Error("this mail has no Reply-To: the stack runs without a reply domain");
  const { default: nodemailer } = await import("nodemailer");
  const transport = nodemailer.createTransport({ host: inbound.host ?? "127.0.0.1", port: inbound.port, secure: false, ignoreTLS: true });
  const from = reply.from ?? reply.mail.to;
  const quoted = reply.mail.text.split("\n").map((l) => `> ${l}`).join("\n");
  const verdicts = reply.verdicts ? Object.entries(reply.verdicts).map(([k, v]) => `${k}=${v}`).join("; ") : undefined;
  const info = await transport.sendMail({
    from, to, envelope: { from: reply.mailFrom ?? from, to },
    subject: /^re:/i.test(reply.mail.subject) ? reply.mail.subject : `Re: ${reply.mail.subject}`,
    text: `${reply.text}\n\nOn Tue, 1 Dec 2026 at 09:00, Backroom <no-reply@backroom.local> wrote:\n${quoted}\n`,
    ...(reply.mail.headers["message-id"] ? { inReplyTo: reply.mail.headers["message-id"], references: reply.mail.headers["message-id"] } : {}),
    ...(reply.messageId ? { messageId: reply.messageId } : {}),
    headers: { ...(verdicts ? { "X-Local-Verdicts": verdicts } : {}), ...reply.headers },
    ...(reply.attachments ? { attachments: [...reply.attachments] } : {}),
  });
  transport.close();
  const json = /Accepted (\{.*\})/.exec(info.response)?.[1];
  if (!json) throw new Error(`the inbound server answered: ${info.response}`);
  return JSON.parse(json) as SentReply;
}
