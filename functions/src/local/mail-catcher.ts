/**
 * A real SMTP server (smtp-server) that keeps every message it receives, for local play and
 * tests: the notifier's SMTP adapter delivers here, and the web app's /dev/mail page lists
 * the messages through the local API's /_local/mail route.
 */
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface CaughtMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Header values by lower-case name (the last one wins), e.g. list-unsubscribe. */
  headers: Record<string, string>;
  /** Every http(s) link in the text body, in order. */
  links: string[];
  receivedAt: string;
}

export interface MailCatcher {
  readonly port: number;
  messages(): CaughtMail[];
  /** Waits until a message matching `predicate` has arrived; returns it. */
  waitFor(predicate: (m: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  stop(): Promise<void>;
}

export async function startMailCatcher(opts: { port: number; host?: string }): Promise<MailCatcher> {
  const messages: CaughtMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const text = parsed.text ?? "";
          const to = session.envelope.rcptTo.map((r) => r.address).join(", ");
          messages.push({
            id: messages.length + 1, to, subject: parsed.subject ?? "", text, html: typeof parsed.html === "string" ? parsed.html : "",
            headers: Object.fromEntries(parsed.headerLines.map((h) => [h.key, h.line.slice(h.line.indexOf(":") + 1).replace(/\r?\n\s+/g, " ").trim()])),
            links: [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((m) => m[0]), receivedAt: new Date().toISOString(),
          });
          for (const w of waiters) w();
          callback();
        })
        .catch((e: Error) => callback(e));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port, opts.host ?? "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : opts.port;
  return {
    port,
    messages: () => messages.slice(),
    waitFor(predicate, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(predicate);
          if (found) { cleanup(); resolve(found); }
        };
        const timer = setTimeout(() => { cleanup(); reject(new Error("mail catcher: no matching message in time")); }, timeoutMs);
        const cleanup = () => { clearTimeout(timer); waiters.delete(check); };
        waiters.add(check);
        check();
      });
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
