/**
 * Exactly-once mail when a batch fails part-way (functions/src/mail/notifier.ts): the first
 * recipient is mailed, the second one's send fails, the stream delivers the batch again — the
 * first is not mailed again and the second is mailed once. The notifier is called with the very
 * stream records the store wrote (read back from DynamoDB Local), so each call returns only when
 * its sends are done and no test waits on a sleep; time comes from a ManualClock. Locally the mail
 * goes over real SMTP into the mail catcher; the SES adapter is the same test with its client
 * faked (the one part with no local twin).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AttributeValue } from "@aws-sdk/client-dynamodb";
import type { SendEmailCommand } from "@aws-sdk/client-sesv2";
import { highCard } from "../../fixtures/high-card";
import { freshPlatform } from "../../support/dynamo";
import { batch, failed, outboxRecords } from "../../support/outbox";
import { ManualClock } from "../../../functions/src/ports/clock";
import { freePort } from "../../../functions/src/local/stack";
import { startMailCatcher, type MailCatcher } from "../../../functions/src/local/mail-catcher";
import { sesMailer } from "../../../functions/src/adapters/aws/ses-mailer";
import { smtpMailer } from "../../../functions/src/adapters/local/smtp-mailer";
import { type Email, type Mailer } from "../../../functions/src/ports/mailer";

const clock = new ManualClock("2026-12-01T09:00:00.000Z");
let catcher: MailCatcher;

beforeAll(async () => {
  catcher = await startMailCatcher({ port: await freePort() });
});
afterAll(async () => {
  await catcher?.stop();
});

/** A mail server outage for chosen addresses: their next send fails (a transient error), once each. */
function failingOnceFor(mailer: Mailer, failing: Set<string>): Mailer {
  return {
    async send(email: Email) {
      if (failing.delete(email.to)) throw new Error(`connection reset while mailing ${email.to}`);
      await mailer.send(email);
    },
  };
}

/** What SES was asked to send, by recipient; throttled for chosen addresses once each. */
function fakeSes(failing: Set<string>) {
  const sent: { to: string; subject: string }[] = [];
  const client = {
    async send(command: SendEmailCommand) {
      const to = command.input.Destination!.ToAddresses![0]!;
      if (failing.delete(to)) throw Object.assign(new Error("Maximum sending rate exceeded."), { name: "TooManyRequestsException" });
      sent.push({ to, subject: command.input.Content!.Simple!.Subject!.Data! });
      return {};
    },
  };
  return { sent, mailer: sesMailer("Backroom <games@example.test>", { client: client as never }) };
}

type Platform = Awaited<ReturnType<typeof freshPlatform>>;

const adapters = [
  {
    name: "SMTP into the mail catcher",
    setup: () => {
      const failing = new Set<string>();
      const mailer = failingOnceFor(smtpMailer("Backroom <games@example.test>", { host: "127.0.0.1", port: catcher.port }), failing);
      return { failing, mailer, mailsTo: (email: string) => catcher.messages().filter((m) => m.to === email).map((m) => m.subject) };
    },
  },
  {
    name: "SES (client faked)",
    setup: () => {
      const failing = new Set<string>();
      const ses = fakeSes(failing);
      return { failing, mailer: ses.mailer, mailsTo: (email: string) => ses.sent.filter((m) => m.to === email).map((m) => m.subject) };
    },
  },
];

describe.each(adapters)("a batch that fails part-way, over $name", ({ name, setup }) => {
  let app: Platform;
  let mail: ReturnType<typeof setup>;
  const tag = name.startsWith("SMTP") ? "smtp" : "ses";
  const first = `first-${tag}@example.test`;
  const second = `second-${tag}@example.test`;

  beforeAll(async () => {
    mail = setup();
    // No timers: news is released at once into one mail record per reader, as without a scheduler.
    app = await freshPlatform({ games: { [highCard.id]: highCard }, clock, mailer: mail.mailer, notifierLog: () => {}, env: { COALESCE_SECONDS: "0" } });
  });

  it("news: the first reader is mailed once, the second once after the retry", async () => {
    // The host (never invited to their own game) is a third player.
    const host = `host-${tag}@example.test`;
    const { gameId } = await app.service.createGame(host, { game: "high-card", options: { rounds: 1 }, players: [{ name: "Hal", email: host }, { name: "Fay", email: first }, { name: "Gus", email: second }] });
    const [invitation, ...others] = await outboxRecords(app, (i) => i.pk!.S === `GAME#${gameId}`);
    expect(others).toEqual([]);
    expect(failed(await app.notifier(batch([invitation!])))).toEqual([]);
    // Queuing the news again (the invitation record redelivered) writes no second mail record.
    expect(failed(await app.notifier(batch([invitation!])))).toEqual([]);
    const mails = await outboxRecords(app, (i) => i.purpose?.S === "mail" && (i.email?.S === first || i.email?.S === second));
    expect(mails.map((r) => (r.dynamodb!.NewImage as Record<string, AttributeValue>).email!.S)).toEqual([first, second]);
    expect(mail.mailsTo(first)).toEqual([]);

    mail.failing.add(second);
    const firstTry = await app.notifier(batch(mails));
    expect(failed(firstTry)).toEqual([mails[1]!.dynamodb!.SequenceNumber]);
    expect(mail.mailsTo(first)).toEqual(["You are invited to High Card (test fixture)"]);
    expect(mail.mailsTo(second)).toEqual([]);

    // The stream delivers the whole batch again (at least once): only the second reader is mailed.
    await clock.advance(60_000);
    expect(failed(await app.notifier(batch(mails)))).toEqual([]);
    expect(mail.mailsTo(first)).toHaveLength(1);
    expect(mail.mailsTo(second)).toEqual(["You are invited to High Card (test fixture)"]);
    // And once more for good measure: nothing new.
    expect(failed(await app.notifier(batch(mails)))).toEqual([]);
    expect(mail.mailsTo(first)).toHaveLength(1);
    expect(mail.mailsTo(second)).toHaveLength(1);
  });

  it("reminders: the first seat is reminded once, the second once after the retry", async () => {
    const ann = `ann-${tag}@example.test`;
    const bob = `bob-${tag}@example.test`;
    const { gameId } = await app.service.createGame(ann, { game: "high-card", options: { rounds: 1 }, players: [{ name: "Ann", email: ann }, { name: "Bob", email: bob }] });
    // Two days on, both seats still owe their card: each seat's reminder timer fires.
    await clock.advance(2 * 24 * 3_600_000);
    expect(await app.timer({ kind: "reminder", gameId, seat: 0, version: 0 })).toEqual({ kind: "reminder", acted: true });
    expect(await app.timer({ kind: "reminder", gameId, seat: 1, version: 0 })).toEqual({ kind: "reminder", acted: true });
    const reminders = await outboxRecords(app, (i) => i.pk!.S === `GAME#${gameId}` && i.sk!.S!.includes("#reminder#"));
    expect(reminders).toHaveLength(2);

    mail.failing.add(bob);
    const firstTry = await app.notifier(batch(reminders));
    expect(failed(firstTry)).toEqual([reminders[1]!.dynamodb!.SequenceNumber]);
    expect(mail.mailsTo(ann)).toEqual(["Reminder: your move in High Card (test fixture)"]);
    expect(mail.mailsTo(bob)).toEqual([]);

    await clock.advance(60_000);
    expect(failed(await app.notifier(batch(reminders)))).toEqual([]);
    expect(mail.mailsTo(ann)).toHaveLength(1);
    expect(mail.mailsTo(bob)).toEqual(["Reminder: your move in High Card (test fixture)"]);
  });
});
