/**
 * The validator of GET /games/{id} (issue 14, idle cost). The tag is a digest of everything the
 * answer is made from: the game's summary item as stored (version, status, players and their
 * joined flags, engine versions, and whatever else is added to the summary, such as deadlines),
 * the viewer's seat, and the engine version the game would be judged by now (a deploy that makes
 * an upgrade due changes it). Events only ever change the summary's version, so a poll that sends
 * the tag back costs one GetItem of the summary and answers 304 without reading an event.
 */
import { createHash } from "node:crypto";
import type { SummaryItem } from "../store/items";

/** JSON with object keys sorted, so the digest does not depend on attribute order. */
function stableJson(value: unknown): string {
  // Stryker disable next-line ConditionalExpression: an array written as an object of its indices is as unambiguous (equivalent)
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value && typeof value === "object") {
    // Stryker disable next-line EqualityOperator: keys are unique, so < and <= (> and >=) sort alike (equivalent)
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    // Stryker disable next-line StringLiteral: each entry starts with its quoted key, so entries read apart without the comma too (equivalent)
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(",")}}`;
  }
  // Stryker disable next-line StringLiteral: undefined reaches here only inside an array, and a summary's arrays hold none (equivalent)
  return JSON.stringify(value) ?? "null";
}

/**
 * A strong ETag (quoted) for `summary` as seen from `seat` (null: a spectator). `awayNow`: which
 * players are away at the time of asking, the one part of the answer that changes with the clock.
 */
export function gameEtag(summary: SummaryItem, seat: number | null, latestEngineVersion: number | undefined, awayNow: readonly boolean[] = []): string {
  const digest = createHash("sha256").update(stableJson({ summary, seat, latestEngineVersion, ...(awayNow.some(Boolean) ? { awayNow } : {}) })).digest("base64url");
  return `"${digest.slice(0, 27)}"`;
}

/** Whether an If-None-Match header names `etag` (a list, weak tags and `*` included, RFC 9110 §13.1.2). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((t) => {
    // Stryker disable next-line Regex: our tags are base64url, which has no "/", so "W/" can only lead (equivalent)
    const tag = t.trim().replace(/^W\//, "");
    return tag === "*" || tag === etag;
  });
}
