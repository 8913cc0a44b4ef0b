/**
 * Mail gives times in the reader's zone (their settings' timeZone), named as the zone stands on
 * that day. Every kind of mail that shows a time shows a deadline: news (an invitation too), a
 * reminder, a digest of several games; a deadline after a vacation is just a later deadline.
 * On the days the clocks change the wall time must still be right, and on the night they go
 * back, the repeated hour must say which of the two it is.
 */
import { describe, expect, it } from "vitest";
import { newsEmail } from "../../../functions/src/mail/emails";
import type { GameNews } from "../../../functions/src/games/news";

const base: GameNews = {
  gameId: "g1abcdef", game: "high-card", title: "High Card", seat: 0, name: "Ann", players: ["Ann", "Boris"],
  status: "active", createdBy: "Boris", lines: [], earlierOmitted: false,
  awaitingMe: true, choices: ["Play card-3"], waitingFor: [], firstToMove: [], result: null,
};
const links = { game: (id: string) => `https://play.example/auth?token=t&next=%2Fgames%2F${id}`, settings: "https://play.example/settings?token=s", unsubscribe: "https://play.example/api/unsubscribe?token=s" };

/** The "Time to decide" lines of the mail a reader in `timeZone` gets, in the order of its games. */
function deadlinesIn(kind: "news" | "reminder", timeZone: string, deadlines: readonly string[], language: "en" | "ru" = "en"): string[] {
  const news = deadlines.map((deadline, i) => ({ ...base, gameId: `g${i}abcdef`, deadline, timeZone }));
  const mail = newsEmail("ann@example.test", news, links, kind, language);
  return [...mail.text.matchAll(/^(?:Time to decide|Время на решение): until (.+)\.$|^Время на решение: до (.+)\.$/gm)].map((m) => m[1] ?? m[2]!);
}

describe("deadlines in the reader's zone on the days the clocks change", () => {
  it.each(["news", "reminder"] as const)("Europe/Berlin, in a %s: the hour the clocks go back (25 October 2026) is told apart, the hour they skip (29 March) is never shown", (kind) => {
    expect(deadlinesIn(kind, "Europe/Berlin", ["2026-10-25T00:30:00.000Z"])).toEqual(["Sun 25 Oct, 02:30 (CEST)"]);
    expect(deadlinesIn(kind, "Europe/Berlin", ["2026-10-25T01:30:00.000Z"])).toEqual(["Sun 25 Oct, 02:30 (CET)"]);
    expect(deadlinesIn(kind, "Europe/Berlin", ["2026-03-29T00:30:00.000Z"])).toEqual(["Sun 29 Mar, 01:30 (CET)"]);
    expect(deadlinesIn(kind, "Europe/Berlin", ["2026-03-29T01:30:00.000Z"])).toEqual(["Sun 29 Mar, 03:30 (CEST)"]);
  });

  it("a digest of two games, America/New_York on 8 March 2026: each game's deadline on its own side of the change", () => {
    expect(deadlinesIn("news", "America/New_York", ["2026-03-08T06:30:00.000Z", "2026-03-08T07:30:00.000Z"])).toEqual(["Sun 8 Mar, 01:30 (GMT-5)", "Sun 8 Mar, 03:30 (GMT-4)"]);
  });

  it("a deadline past midnight in the reader's zone is on the reader's day, not UTC's (Asia/Tokyo)", () => {
    expect(deadlinesIn("news", "Asia/Tokyo", ["2026-10-24T15:30:00.000Z"])).toEqual(["Sun 25 Oct, 00:30 (GMT+9)"]);
  });

  it("in Russian: the day, month and zone in the reader's language (Europe/Berlin, 25 October 2026)", () => {
    expect(deadlinesIn("news", "Europe/Berlin", ["2026-10-25T00:30:00.000Z", "2026-10-25T01:30:00.000Z"], "ru")).toEqual(["вс 25 окт., 02:30 (GMT+2)", "вс 25 окт., 02:30 (GMT+1)"]);
  });

  it("a reader who never named a zone reads UTC, and is told so", () => {
    expect(deadlinesIn("reminder", "UTC", ["2026-10-25T01:30:00.000Z"])).toEqual(["Sun 25 Oct, 01:30 (UTC)"]);
  });
});
