/**
 * The ETag of GET /games/{id} (functions/src/games/etag.ts) as a function of what the answer is
 * made from: a poll is a 304 exactly while none of it changed. etag.int.test.ts drives it over
 * HTTP; here every input is varied alone, which a poll could not do quickly.
 */
import { describe, expect, it } from "vitest";
import { gameEtag } from "../../../functions/src/games/etag";
import { SummaryItem } from "../../../functions/src/store/items";

const summary = SummaryItem.parse({
  pk: "GAME#abcdefgh", sk: "SUMMARY", gameId: "abcdefgh", game: "high-card", title: "High Card", engineVersion: 1,
  engineVersions: [{ version: 1, fromSeq: 0 }], options: { rounds: 3 },
  players: [{ name: "Ann", email: "ann@example.test", joined: true }, { name: "Bob", email: "bob@example.test", joined: false }],
  deadlines: ["2026-12-05T09:00:00.000Z", null], timeouts: [0, 0], status: "active", version: 4, awaiting: [0], lastSeqs: [3, 2],
  winners: [], commitment: "c0ffee", createdBy: "ann@example.test", createdAt: "2026-12-01T09:00:00.000Z", updatedAt: "2026-12-02T09:00:00.000Z", moveVersion: 3,
});

/** The same object with its keys, at every depth, in reverse order (as another read may give them). */
function reversedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversedKeys);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).reverse().map(([k, v]) => [k, reversedKeys(v)]));
  return value;
}

describe("gameEtag", () => {
  const tag = gameEtag(summary, 0, 1);

  it("is a strong, quoted tag, the same for the same summary however its attributes are ordered or an absent one is spelled", () => {
    expect(tag).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
    expect(gameEtag(reversedKeys(summary) as SummaryItem, 0, 1)).toBe(tag);
    expect(gameEtag({ ...summary, seed: undefined }, 0, 1)).toBe(tag);
  });

  it("changes with any change of the summary, however deep", () => {
    const changed: SummaryItem[] = [
      { ...summary, version: 5 },
      { ...summary, players: [summary.players[0]!, { ...summary.players[1]!, joined: true }] },
      { ...summary, deadlines: ["2026-12-05T09:00:01.000Z", null] },
      { ...summary, deadlines: [null, "2026-12-05T09:00:00.000Z"] },
      { ...summary, awaiting: [0, 1] },
      { ...summary, seed: "s" },
      // Lists whose items would run together without a separator.
      { ...summary, lastSeqs: [32, 2] },
      { ...summary, lastSeqs: [3, 22] },
    ];
    const tags = changed.map((s) => gameEtag(s, 0, 1));
    expect(new Set([tag, ...tags]).size).toBe(changed.length + 1);
  });

  it("differs for each seat and for a spectator", () => {
    expect(new Set([gameEtag(summary, 0, 1), gameEtag(summary, 1, 1), gameEtag(summary, null, 1)]).size).toBe(3);
  });

  it("changes when an upgrade becomes due: a build with a newer engine version tags the same summary anew", () => {
    expect(gameEtag(summary, 0, 2)).not.toBe(tag);
    expect(gameEtag(summary, 0, undefined)).not.toBe(tag);
  });

  it("changes when a player's absence begins, and with who is away; while nobody is away it stands", () => {
    expect(gameEtag(summary, 0, 1, [false, false])).toBe(tag);
    const away = [gameEtag(summary, 0, 1, [true, false]), gameEtag(summary, 0, 1, [false, true])];
    expect(new Set([tag, ...away]).size).toBe(3);
  });
});
