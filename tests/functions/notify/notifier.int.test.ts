/**
 * Exactly-once mail when a send fails part-way, against DynamoDB Local and a real SMTP catcher.
 * The mailer is the real SMTP adapter behind a wrapper that refuses one address until told
 * otherwise (as a full mailbox or a throttled relay would), so the first attempt mails some
 * recipients and fails on another; the stream then retries the whole record.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import { marshall } from "@aws-sdk/util-dynamodb";
import type { DynamoDBStreamEvent } from "aws-lambda";
import { highCard } from "../../fixtures/high-card";
import { freshPlatform } from "../../support/dynamo";
import { freePort } from "../../../functions/src/local/stack";
import { startMailCatcher, type MailCatcher } from "../../../functions/src/local/mail-catcher";
import { smtpMailer, type Mailer } from "../../../functions/src/notify/mailer";
import { makeNotifierHandler } from "../../../functions/src/notify/notifier";
import type { Reminder } from "../../../functions/src/notify/reminders";
import { makeDocumentClient } from "../../../functions/src/store/client";
import { keys } from "../../../functions/src/store/table";

let now = Date.parse("2026-05-01T08:00:00.000Z");
const clock = { now: () => new Date(now) };
let app: Awaited<ReturnType<typeof freshPlatform>>;
let catcher: MailCatcher;
const refused = new Set<string>();
const scheduled: { reminder: Reminder; at: string }[] = [];
let notifier: ReturnType<typeof makeNotifierHandler>;
const logged: string[] = [];

beforeAll(async () => {
  const port = await freePort();
  catcher = await startMailCatcher({ port });
  const smtp = smtpMailer("Backroom <no-reply@backroom.local>", { host: "127.0.0.1", port });
  const mailer: Mailer = {
    async send(email) {
      if (refused.has(email.to)) throw new Error(`550 mailbox unavailable: ${email.to}`);
      await smtp.send(email);
    },
  };
  app = await freshPlatform({ games: { [highCard.id]: highCard }, clock });
  notifier = makeNotifierHandler({
    store: app.store, auth: app.auth, mailer, clock, webUrl: "http://localhost:3000",
    reminders: { scheduler: { schedule: async (reminder, at) => { scheduled.push({ reminder, at: at.toISOString() }); } }, afterMinutes: 60 },
    log: (m) => logged.push(m),
  });
});

afterAll(async () => {
  await catcher?.stop();
});

/** The stream record DynamoDB would deliver for an outbox item now in the table. */
async function outboxRecord(gameId: string, match: (sk: string) => boolean, n: number): Promise<DynamoDBStreamEvent> {
  const doc = makeDocumentClient(app.dynamo);
  const out = await doc.send(new QueryCommand({ TableName: app.tableName, KeyConditionExpression: "pk = :pk AND begins_with(sk, :s)", ExpressionAttributeValues: { ":pk": keys.game(gameId), ":s": "OUTBOX#" } }));
  const item = (out.Items ?? []).find((i) => match(String(i.sk)))!;
  expect(item).toBeDefined();
  return { Records: [{ eventID: `e-${n}`, eventName: "INSERT", dynamodb: { SequenceNumber: `${n}`, NewImage: marshall(item) as never } }] };
}

const mailsTo = (to: string, subject: RegExp) => catcher.messages().filter((m) => m.to === to && subject.test(m.subject));

describe("a record whose sends fail part-way", () => {
  it("is retried, and the recipients already mailed are not mailed again (invitations)", async () => {
    const players = ["ann", "bob", "cy"].map((n) => ({ name: n, email: `${n}.inv@example.test` }));
    const { gameId } = await app.service.createGame("ann.inv@example.test", { game: "high-card", options: { rounds: 1 }, players });
    const record = await outboxRecord(gameId, (sk) => sk === keys.outbox(0), 1);
    refused.add("bob.inv@example.test");
    expect(await notifier(record)).toEqual({ batchItemFailures: [{ itemIdentifier: "1" }] });
    await catcher.waitFor((m) => m.to === "ann.inv@example.test");
    expect(logged.at(-1)).toBe("notifier: record 1 failed; it will be retried");
    // Bob's address works again; the stream delivers the same record.
    refused.delete("bob.inv@example.test");
    expect(await notifier(record)).toEqual({ batchItemFailures: [] });
    await catcher.waitFor((m) => m.to === "cy.inv@example.test");
    await catcher.waitFor((m) => m.to === "bob.inv@example.test");
    expect(await notifier(record)).toEqual({ batchItemFailures: [] });
    for (const p of players) expect(mailsTo(p.email, /invited/), p.email).toHaveLength(1);
    // Each invitation awaited (all seats, at the start) schedules one reminder, the retries none more.
    expect(scheduled.filter((s) => s.reminder.gameId === gameId).map((s) => s.reminder.seat).sort()).toEqual([0, 1, 2]);
    expect(scheduled.find((s) => s.reminder.gameId === gameId)).toEqual({ reminder: { gameId, seat: 0, version: 0 }, at: new Date(now + 60 * 60_000).toISOString() });
  });

  it("a reminder that failed is mailed once on the retry, and not again after", async () => {
    const players = ["ann", "bob"].map((n) => ({ name: n, email: `${n}.rem@example.test` }));
    const { gameId } = await app.service.createGame("ann.rem@example.test", { game: "high-card", options: { rounds: 1 }, players });
    now += 2 * 86_400_000;
    expect(await app.reminder({ gameId, seat: 1, version: 0 })).toEqual({ reminded: true });
    const record = await outboxRecord(gameId, (sk) => sk === keys.reminder(0, 1), 2);
    refused.add("bob.rem@example.test");
    expect((await notifier(record)).batchItemFailures).toHaveLength(1);
    refused.delete("bob.rem@example.test");
    expect((await notifier(record)).batchItemFailures).toHaveLength(0);
    const mail = await catcher.waitFor((m) => m.to === "bob.rem@example.test" && /Reminder/.test(m.subject));
    expect(mail.subject).toBe("Reminder: your move in High Card (test fixture)");
    expect(await notifier(record)).toEqual({ batchItemFailures: [] });
    // A later record on the same shard proves the retries have been handled before we count.
    const invite = await outboxRecord(gameId, (sk) => sk === keys.outbox(0), 3);
    await notifier(invite);
    await catcher.waitFor((m) => m.to === "ann.rem@example.test");
    expect(mailsTo("bob.rem@example.test", /Reminder/)).toHaveLength(1);
    // A reminder does not schedule another reminder.
    expect(scheduled.filter((s) => s.reminder.gameId === gameId && s.reminder.seat === 1)).toHaveLength(1);
  });

  it("stops at the failed record and reports it and every later one, so the shard stays in order", async () => {
    const players = ["ann", "bob"].map((n) => ({ name: n, email: `${n}.ord@example.test` }));
    const { gameId } = await app.service.createGame("ann.ord@example.test", { game: "high-card", options: { rounds: 1 }, players });
    const first = await outboxRecord(gameId, (sk) => sk === keys.outbox(0), 10);
    refused.add("ann.ord@example.test");
    const batch: DynamoDBStreamEvent = { Records: [
      { eventID: "m", eventName: "MODIFY", dynamodb: { SequenceNumber: "9", NewImage: first.Records[0]!.dynamodb!.NewImage } },
      first.Records[0]!,
      { ...first.Records[0]!, eventID: "x", dynamodb: { ...first.Records[0]!.dynamodb, SequenceNumber: "11" } },
      { ...first.Records[0]!, eventID: "y", dynamodb: { ...first.Records[0]!.dynamodb, SequenceNumber: "12" } },
    ] };
    expect(await notifier(batch)).toEqual({ batchItemFailures: [{ itemIdentifier: "10" }, { itemIdentifier: "11" }, { itemIdentifier: "12" }] });
    refused.delete("ann.ord@example.test");
    expect(await notifier(batch)).toEqual({ batchItemFailures: [] });
    await catcher.waitFor((m) => m.to === "bob.ord@example.test");
    expect(mailsTo("ann.ord@example.test", /invited/)).toHaveLength(1);
    expect(mailsTo("bob.ord@example.test", /invited/)).toHaveLength(1);
  });

  it("skips a malformed outbox record instead of retrying it forever", async () => {
    const res = await notifier({ Records: [{ eventID: "bad", eventName: "INSERT", dynamodb: { SequenceNumber: "20", NewImage: marshall({ kind: "outbox", purpose: "game" }) as never } }] });
    expect(res).toEqual({ batchItemFailures: [] });
    expect(logged.at(-1)).toBe("notifier: skipping malformed outbox record 20");
  });
});
