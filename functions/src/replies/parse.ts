/**
 * Reading a received reply: its headers, its sender, and the words the person wrote, with the
 * quoted mail, the signature and the "On … wrote:" line stripped. MIME, HTML-only and non-UTF-8
 * mail is decoded by mailparser; quotes and signatures are cut by email-reply-parser, after a
 * first cut of our own at the quoted block (it does not know every client's attribution line,
 * e.g. Russian Gmail's "вт, 1 дек. 2026 г. в 09:00, Backroom <…>:").
 *
 * A message over `MAX_REPLY_BYTES` is never parsed whole: only its header block is read (cheap,
 * whatever the attachment), so it can be answered.
 */
import EmailReplyParser from "email-reply-parser";
import type { ParsedMail, SimpleParserOptions } from "mailparser";

/**
 * mailparser is loaded on the first reply read, not with this module: every function's wiring
 * imports this file (compose.ts), and only the inbound one parses mail. Loading it costs about
 * 140 ms of a cold start (and of every test file that wires the platform).
 */
let parser: Promise<typeof import("mailparser")> | undefined;
async function simpleParser(input: Buffer, options?: SimpleParserOptions): Promise<ParsedMail> {
  return (await (parser ??= import("mailparser"))).simpleParser(input, options);
}

/** The largest reply read whole: replies are a few lines; anything bigger is an attachment. */
export const MAX_REPLY_BYTES = 1_000_000;
/** How far into a message its header block is looked for. */
const MAX_HEADER_BYTES = 64 * 1024;

export interface ParsedReply {
  /** The From address, lower case; null when there is not exactly one. */
  readonly from: string | null;
  readonly messageId: string | null;
  readonly subject: string;
  /** Header values by lower-case name, as text. */
  readonly headers: ReadonlyMap<string, string>;
  /** The domains of the message's DKIM signatures (d=), for alignment with From. */
  readonly dkimDomains: readonly string[];
  /** What the person wrote, or null when the body was not read (too large, unreadable). */
  readonly text: string | null;
  readonly problem: "too-large" | "unreadable" | null;
}

/** `size`: the whole message's (the adapter may hand over only the start of a large one). */
export async function parseReply(raw: Uint8Array, size = raw.byteLength): Promise<ParsedReply> {
  const bytes = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
  if (size > MAX_REPLY_BYTES || bytes.length > MAX_REPLY_BYTES) return { ...(await headersOnly(bytes)), text: null, problem: "too-large" };
  let parsed: ParsedMail;
  try {
    parsed = await simpleParser(bytes, { skipImageLinks: true, skipTextToHtml: true });
  } catch {
    return { ...(await headersOnly(bytes)), text: null, problem: "unreadable" };
  }
  const body = parsed.text ?? "";
  const text = stripQuoted(body);
  return { ...describe(parsed), text, problem: body.trim() === "" && !parsed.html ? "unreadable" : null };
}

async function headersOnly(bytes: Buffer): Promise<Omit<ParsedReply, "text" | "problem">> {
  const head = bytes.subarray(0, MAX_HEADER_BYTES);
  const crlf = head.indexOf("\r\n\r\n");
  const lf = head.indexOf("\n\n");
  const end = crlf >= 0 && (lf < 0 || crlf < lf) ? crlf : lf;
  try {
    return describe(await simpleParser(Buffer.concat([end >= 0 ? head.subarray(0, end) : head, Buffer.from("\r\n\r\n")])));
  } catch {
    return { from: null, messageId: null, subject: "", headers: new Map(), dkimDomains: [] };
  }
}

function describe(parsed: ParsedMail): Omit<ParsedReply, "text" | "problem"> {
  const addresses = [parsed.from].flatMap((f) => f?.value ?? []).flatMap((a) => (a.address ? [a.address] : []));
  const headers = new Map<string, string>();
  for (const line of parsed.headerLines) headers.set(line.key, line.line.slice(line.line.indexOf(":") + 1).replace(/\r?\n\s+/g, " ").trim());
  const dkim = parsed.headerLines.filter((l) => l.key === "dkim-signature").flatMap((l) => {
    const d = /(?:^|;)\s*d\s*=\s*([^;\s]+)/i.exec(l.line.slice(l.line.indexOf(":") + 1).replace(/\r?\n\s+/g, " "));
    return d ? [d[1]!.toLowerCase()] : [];
  });
  return {
    from: addresses.length === 1 ? addresses[0]!.trim().toLowerCase() : null,
    messageId: parsed.messageId ?? null,
    subject: parsed.subject ?? "",
    headers,
    dkimDomains: dkim,
  };
}

/** An attribution line ending a reply: "On … wrote:", «… написал(а):», or a date-and-sender line ending in ":". */
const ATTRIBUTION = /^(on .+ wrote:|.+ (написал|написала|пишет|писал)\(?а?\)?:|.*\d{1,2}:\d{2}.*<[^>]+@[^>]+>:?|-+ ?(original message|исходное сообщение) ?-+|from: .+)$/i;

/** The words above the quoted mail, without the attribution line and the signature. */
export function stripQuoted(body: string): string {
  const lines = body.replace(/\r\n/g, "\n").split("\n");
  const quote = lines.findIndex((l) => /^\s*>/.test(l));
  let kept = quote >= 0 ? lines.slice(0, quote) : lines;
  // The attribution line may wrap over two lines; drop it and whatever follows it.
  const attribution = kept.findIndex((l, i) => ATTRIBUTION.test(l.trim()) || (i + 1 < kept.length && ATTRIBUTION.test(`${l.trim()} ${kept[i + 1]!.trim()}`)));
  if (attribution >= 0) kept = kept.slice(0, attribution);
  return new EmailReplyParser().parseReply(kept.join("\n")).trim();
}
