/**
 * The inbound mail port locally: a real SMTP server (smtp-server) that takes replies for the
 * reply domain, as SES receiving does in AWS, and hands each message to the inbound use case
 * with simulated verdicts. Like SES it refuses recipients outside the reply domain and messages
 * over 40 MB (SES receiving's limit) at the SMTP level; everything else is accepted and judged
 * by the same code as in AWS.
 *
 * Simulated verdicts: SPF passes for the MAIL FROM domain when it is one of `passDomains` (all
 * domains by default: a local sender is honest about its own domain), else fails; DKIM is not
 * checked ("none"); spam and virus pass. A message may set them itself with an
 * `X-Local-Verdicts: spf=fail; dkim=pass; spam=pass; virus=pass` header (the caught-mail page's
 * reply form does, so forged and spam verdicts can be tried); this server never runs in AWS.
 */
import { SMTPServer } from "smtp-server";
import type { InboundMail, Verdict, Verdicts } from "../../ports/inbound-mail";

/** SES receiving takes messages up to 40 MB. */
export const INBOUND_MAX_BYTES = 40 * 1024 * 1024;
const VERDICTS: readonly Verdict[] = ["pass", "fail", "gray", "processing_failed", "none"];

export interface LocalInbound {
  readonly port: number;
  readonly domain: string;
  stop(): Promise<void>;
}

export interface LocalInboundOptions {
  readonly port: number;
  readonly host?: string;
  readonly domain: string;
  /** The inbound use case (compose: `inbound`); what it returns is reported to `onOutcome`. */
  readonly handle: (mail: InboundMail) => Promise<unknown>;
  /** Domains whose MAIL FROM passes SPF; "any" (default): every domain. */
  readonly passDomains?: readonly string[] | "any";
  readonly onOutcome?: (outcome: unknown, verdicts: Verdicts) => void;
  readonly log?: (line: string) => void;
}

export function simulatedVerdicts(mailFrom: string, raw: Buffer, passDomains: readonly string[] | "any" = "any"): Verdicts {
  const domain = mailFrom.slice(mailFrom.lastIndexOf("@") + 1).toLowerCase();
  const spf: Verdict = mailFrom !== "" && (passDomains === "any" || passDomains.includes(domain)) ? "pass" : "fail";
  const given: Verdicts = { spf, dkim: "none", spam: "pass", virus: "pass" };
  const head = raw.subarray(0, 64 * 1024).toString("latin1");
  const end = head.search(/\r?\n\r?\n/);
  const line = /^x-local-verdicts:[ \t]*(.*)$/im.exec(end >= 0 ? head.slice(0, end) : head);
  if (!line) return given;
  const out: Record<string, Verdict> = { ...given };
  for (const part of line[1]!.split(";")) {
    const [k, v] = part.split("=").map((s) => s.trim().toLowerCase());
    if (k && ["spf", "dkim", "dmarc", "spam", "virus"].includes(k) && VERDICTS.includes(v as Verdict)) out[k] = v as Verdict;
  }
  return out as unknown as Verdicts;
}

export async function startLocalInbound(opts: LocalInboundOptions): Promise<LocalInbound> {
  const domain = opts.domain.toLowerCase();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    size: INBOUND_MAX_BYTES,
    onRcptTo(address, _session, callback) {
      // SES receives only for the domains its receipt rule names.
      if (!address.address.toLowerCase().endsWith(`@${domain}`)) return callback(new Error(`550 5.1.1 Mailbox ${address.address} does not exist here`));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        if ((stream as unknown as { sizeExceeded?: boolean }).sizeExceeded) return callback(new Error("552 5.3.4 Message too big"));
        const raw = Buffer.concat(chunks);
        const mailFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
        const verdicts = simulatedVerdicts(mailFrom, raw, opts.passDomains);
        const mail: InboundMail = { raw, size: raw.length, envelope: { mailFrom, rcptTo: session.envelope.rcptTo.map((r) => r.address) }, verdicts };
        // Accepted whatever the use case makes of it, as SES accepts before its function runs. The
        // outcome rides on the 250 line (local only), so the mail page can show what happened.
        opts.handle(mail)
          .then((outcome) => {
            opts.onOutcome?.(outcome, verdicts);
            callback(null, `Accepted ${JSON.stringify({ outcome, verdicts })}`);
          }, (e: Error) => {
            opts.log?.(`inbound mail failed: ${e.message}`);
            callback(null, `Accepted ${JSON.stringify({ outcome: { outcome: "failed", why: e.message }, verdicts })}`);
          });
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port, opts.host ?? "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : opts.port;
  return { port, domain, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}
