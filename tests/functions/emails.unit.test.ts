/** What our emails say, from a reader's GameNews: subjects, the awaited decision, escaping, headers. */
import { describe, expect, it } from "vitest";
import { normaliseInbox } from "../../functions/src/auth/auth";
import { newsEmail, signInEmail, subjectOf } from "../../functions/src/notify/emails";
import type { GameNews } from "../../functions/src/service";

const base: GameNews = {
  gameId: "g1abcdef", game: "politika", title: "Tom Clancy's Politika", seat: 0, name: "Ann", players: ["Ann", "Boris", "Cy"],
  status: "active", createdBy: "Cy", lines: ["Boris challenges Ann in Tatarstan."], earlierOmitted: false,
  awaitingMe: true, choices: ["Respond to Boris's challenge in Tatarstan", "Concede Tatarstan"], waitingFor: [], firstToMove: [], result: null,
};
const links = { game: (id: string) => `https://play.example/auth?token=t&next=%2Fgames%2F${id}`, settings: "https://play.example/settings?token=s", unsubscribe: "https://play.example/api/unsubscribe?token=s" };

describe("newsEmail", () => {
  it("says what happened, exactly what is wanted, the deadline, and carries one game link and one-click unsubscribe", () => {
    const mail = newsEmail("ann@example.test", [{ ...base, deadline: "2026-12-03T17:00:00.000Z" }], links);
    expect(mail.subject).toBe("Your move in Tom Clancy's Politika");
    expect(mail.text).toContain("- Boris challenges Ann in Tatarstan.");
    expect(mail.text).toContain("Waiting for your decision: Respond to Boris's challenge in Tatarstan; Concede Tatarstan.");
    expect(mail.text).toContain("Time to decide: until Thu 3 Dec, 17:00 (UTC).");
    // In the reader's own zone when their settings name one.
    const berlin = newsEmail("ann@example.test", [{ ...base, deadline: "2026-12-03T17:00:00.000Z", timeZone: "Europe/Berlin", timeControl: "2 days per decision" }], links);
    expect(berlin.text).toContain("Time to decide: until Thu 3 Dec, 18:00.");
    expect(berlin.text).toContain("Time control: 2 days per decision.");
    expect(mail.text.match(/auth\?token=/g)).toHaveLength(1);
    expect(mail.headers).toEqual({ "List-Unsubscribe": "<https://play.example/api/unsubscribe?token=s>", "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    expect(mail.html).toContain('href="https://play.example/settings?token=s"');
  });

  it("introduces an invitation: what the game is and who plays first", () => {
    const mail = newsEmail("ann@example.test", [{ ...base, lines: [], firstToMove: ["Boris"], awaitingMe: false, choices: [], waitingFor: ["Boris"] }], links);
    expect(mail.subject).toBe("You are invited to Tom Clancy's Politika");
    expect(mail.text).toContain("Cy invited you to Tom Clancy's Politika (a game of Kremlin intrigue");
    expect(mail.text).toContain("Boris plays first.");
  });

  it("escapes names and log lines in the HTML", () => {
    const mail = newsEmail("ann@example.test", [{ ...base, name: "<b>Ann</b>", lines: ["<script>x</script>"] }], links);
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;");
  });

  it.each([
    [[{ ...base, status: "finished" as const, awaitingMe: false, result: "Winner: Cy." }], "news", "Tom Clancy's Politika has ended"],
    [[{ ...base, awaitingMe: false, waitingFor: ["Cy"] }], "news", "News from Tom Clancy's Politika"],
    [[base], "reminder", "Reminder: your move in Tom Clancy's Politika"],
    [[base, { ...base, gameId: "g2abcdef", awaitingMe: false }], "news", "Backroom: news from 2 games (your move in 1)"],
  ] as const)("subject %#: %s", (news, kind, subject) => {
    expect(subjectOf(news, kind)).toBe(subject);
  });

  it("sign-in emails carry no unsubscribe header (they were asked for)", () => {
    expect(signInEmail("a@b.c", "https://x/auth?token=t").headers).toBeUndefined();
  });
});

describe("normaliseInbox", () => {
  it.each([
    ["Ann@Example.com", "ann@example.com"],
    ["ann+games@example.com", "ann@example.com"],
    ["ANN+a+b@EXAMPLE.com", "ann@example.com"],
    [" bob@example.com ", "bob@example.com"],
  ])("%s counts as %s", (email, inbox) => {
    expect(normaliseInbox(email)).toBe(inbox);
  });
});
