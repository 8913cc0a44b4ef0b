/**
 * Which received mail counts at all, before anyone reads its words:
 * - robots are ignored without an answer, so two of them cannot mail each other for ever:
 *   automatic replies (RFC 3834 Auto-Submitted, X-Autoreply and kin, Precedence bulk/junk/list,
 *   out-of-office), bounces (the null return path, mailer-daemon and postmaster senders,
 *   delivery reports) and mailing lists;
 * - a reply counts only when the receiving system vouches for its sender: SPF or DKIM pass and
 *   the passing domain is the From address's own (DMARC-style alignment; an SPF pass for the
 *   attacker's own domain says nothing about a forged From), or a DMARC pass; and no spam or
 *   virus verdict fails.
 */
import type { InboundMail, Verdicts } from "../ports/inbound-mail";

/** Why a message is a robot's, or null for a person's. */
export function robotReason(headers: ReadonlyMap<string, string>, mailFrom: string, from: string | null): string | null {
  const auto = (headers.get("auto-submitted") ?? "").trim().toLowerCase();
  if (auto !== "" && auto !== "no") return "auto-submitted";
  for (const h of ["x-autoreply", "x-autorespond", "x-auto-response", "x-autoresponder"]) if (headers.has(h)) return "auto-reply header";
  if (/^(bulk|junk|list|auto_reply)$/i.test((headers.get("precedence") ?? "").trim())) return "precedence";
  if (headers.has("list-id") || headers.has("list-unsubscribe")) return "mailing list";
  if (mailFrom.trim() === "" || mailFrom.trim() === "<>") return "null return path";
  const robot = /^(mailer-daemon|postmaster|no-?reply|do-?not-?reply|bounces?)([+@-]|$)/i;
  if (robot.test(mailFrom) || (from !== null && robot.test(from))) return "robot sender";
  if (/multipart\/report/i.test(headers.get("content-type") ?? "")) return "delivery report";
  return null;
}

function domainOf(address: string): string {
  return address.slice(address.lastIndexOf("@") + 1).replace(/>$/, "").trim().toLowerCase();
}

/** Relaxed alignment: the same domain, or one a subdomain of the other. */
function aligned(a: string, b: string): boolean {
  return a !== "" && b !== "" && (a === b || a.endsWith(`.${b}`) || b.endsWith(`.${a}`));
}

/** Why the receiving system does not vouch for the sender, or null when it does. */
export function notVouched(verdicts: Verdicts, envelope: InboundMail["envelope"], from: string, dkimDomains: readonly string[]): string | null {
  if (verdicts.spam === "fail") return "spam verdict";
  if (verdicts.virus === "fail") return "virus verdict";
  const fromDomain = domainOf(from);
  if (verdicts.dmarc === "pass") return null;
  if (verdicts.spf === "pass" && aligned(domainOf(envelope.mailFrom), fromDomain)) return null;
  if (verdicts.dkim === "pass" && dkimDomains.some((d) => aligned(d, fromDomain))) return null;
  return verdicts.spf === "pass" || verdicts.dkim === "pass" ? "authenticated domain is not the From domain" : "neither SPF nor DKIM passed";
}
