/**
 * The SES adapter (SES has no local twin, so its client is the one thing faked: we assert the
 * request it would send) and the emails the notifier writes.
 */
import { SendEmailCommand } from "@aws-sdk/client-sesv2";
import { describe, expect, it } from "vitest";
import { sesMailer } from "../../../functions/src/notify/mailer";
import { gameEmail, signInEmail } from "../../../functions/src/notify/notifier";
import type { GameOutboxItem, Recipient } from "../../../functions/src/store/items";

describe("sesMailer", () => {
  it("sends one SESv2 SendEmail request: from, one recipient, UTF-8 subject, text and HTML", async () => {
    const sent: unknown[] = [];
    const mailer = sesMailer("Backroom <no-reply@backroom.example>", { send: async (c: unknown) => { sent.push(c); return {}; } } as never);
    await mailer.send({ to: "åsa@example.test", subject: "Your move in Politika", text: "Hello Åsa", html: "<p>Hello Åsa</p>" });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toBeInstanceOf(SendEmailCommand);
    expect((sent[0] as SendEmailCommand).input).toEqual({
      FromEmailAddress: "Backroom <no-reply@backroom.example>",
      Destination: { ToAddresses: ["åsa@example.test"] },
      Content: {
        Simple: {
          Subject: { Data: "Your move in Politika", Charset: "UTF-8" },
          Body: { Text: { Data: "Hello Åsa", Charset: "UTF-8" }, Html: { Data: "<p>Hello Åsa</p>", Charset: "UTF-8" } },
        },
      },
    });
  });

  it("passes SES failures on, so the notifier retries the record", async () => {
    const mailer = sesMailer("f@example.test", { send: async () => { throw new Error("Throttling"); } } as never);
    await expect(mailer.send({ to: "a@example.test", subject: "s", text: "t", html: "h" })).rejects.toThrow("Throttling");
  });
});

describe("emails", () => {
  const item = { gameId: "abcdefgh", seq: 3, title: "12-0-12 <Theory>", headline: "Ann & Bob \"moved\"", recipients: [], awaiting: [], pk: "", sk: "", kind: "outbox", purpose: "game" } as unknown as GameOutboxItem;
  const r = (reason: Recipient["reason"]): Recipient => ({ email: "bob@example.test", name: "Bob <b>", seat: 1, reason });
  const url = "http://localhost:3000/auth?token=t&next=%2Fgames%2Fabcdefgh";

  it.each([
    ["invited", "You are invited to 12-0-12 <Theory>", "You have a seat at the table."],
    ["your-turn", "Your move in 12-0-12 <Theory>", "The game is waiting for you."],
    ["reminder", "Reminder: your move in 12-0-12 <Theory>", "A friendly nudge: the game is still waiting for you."],
    ["game-over", "12-0-12 <Theory> has ended", "The game is over; the whole history and the revealed seed are there to look back on."],
  ] as const)("%s: subject, greeting, headline and link, HTML-escaped in the HTML part", (reason, subject, lead) => {
    const e = gameEmail(item, r(reason), url);
    expect(e.to).toBe("bob@example.test");
    expect(e.subject).toBe(subject);
    expect(e.text).toBe(`Hello Bob <b>,\n\n${lead}\nAnn & Bob "moved"\n\nOpen the game: ${url}\n\n— Backroom`);
    expect(e.html).toBe(`<p>Hello Bob &lt;b&gt;,</p><p>${lead}<br>Ann &amp; Bob &quot;moved&quot;</p><p><a href="http://localhost:3000/auth?token=t&amp;next=%2Fgames%2Fabcdefgh">Open the game</a></p><p>— Backroom</p>`);
  });

  it("escapes every HTML-special character", () => {
    expect(gameEmail({ ...item, headline: "<>&\"'" }, r("your-turn"), url).html).toContain("&lt;&gt;&amp;&quot;&#39;");
  });

  it("sign-in: the link, once, for 30 minutes", () => {
    const e = signInEmail("a@example.test", "http://x.test/auth?token=1&next=%2F");
    expect(e).toEqual({
      to: "a@example.test", subject: "Your Backroom sign-in link",
      text: "Sign in to Backroom: http://x.test/auth?token=1&next=%2F\n\nThe link works once, for 30 minutes. If you did not ask for it, ignore this email.",
      html: '<p><a href="http://x.test/auth?token=1&amp;next=%2F">Sign in to Backroom</a></p><p>The link works once, for 30 minutes. If you did not ask for it, ignore this email.</p>',
    });
  });
});
