/**
 * Bounces and complaints against DynamoDB Local: the mail-events handler suppresses what SES
 * reports (permanent bounces and complaints only), and the notifier, fed by the table's real
 * stream, skips a suppressed address and records why, while everyone else is mailed over real
 * SMTP. A permanent SES rejection is recorded and skipped without failing the batch.
 */
import type { SNSEvent } from "aws-lambda";
import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import { makeDocumentClient } from "../../../functions/src/store/client";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { highCard } from "../../fixtures/high-card";
import { freshPlatform } from "../../support/dynamo";
import { freePort } from "../../../functions/src/local/stack";
import { startMailCatcher, type MailCatcher } from "../../../functions/src/local/mail-catcher";
import { startStreamPoller, type StreamPoller } from "../../../functions/src/local/stream-poller";
import { sesMailer } from "../../../functions/src/adapters/aws/ses-mailer";
import { suppressionsFrom } from "../../../functions/src/mail/suppression";
import { lambdaCaller } from "../../support/api-client";

const snsEvent = (...messages: unknown[]): SNSEvent => ({
  Records: messages.map((m, i) => ({
    EventSource: "aws:sns", EventVersion: "1.0", EventSubscriptionArn: "arn:aws:sns:eu-west-1:1:t:s",
    Sns: { Type: "Notification", MessageId: `m${i}`, TopicArn: "arn:aws:sns:eu-west-1:1:t", Subject: null as unknown as string, Message: typeof m === "string" ? m : JSON.stringify(m), Timestamp: "2026-12-01T00:00:00.000Z", SignatureVersion: "1", Signature: "", SigningCertUrl: "", UnsubscribeUrl: "", MessageAttributes: {} },
  })),
});
const bounce = (email: string, bounceType: string) => ({
  eventType: "Bounce", mail: { timestamp: "2026-12-01T00:00:00.000Z" },
  bounce: { bounceType, bounceSubType: bounceType === "Permanent" ? "NoEmail" : "MailboxFull", timestamp: "2026-12-01T00:00:01.000Z", bouncedRecipients: [{ emailAddress: email, diagnosticCode: "smtp; 550 5.1.1 user unknown" }] },
});
const complaint = (email: string) => ({
  eventType: "Complaint", complaint: { timestamp: "2026-12-01T00:00:02.000Z", complaintFeedbackType: "abuse", complainedRecipients: [{ emailAddress: email }] },
});

describe("the mail-events handler", () => {
  let app: Awaited<ReturnType<typeof freshPlatform>>;
  beforeAll(async () => {
    app = await freshPlatform({ games: {} });
  });

  it("suppresses a permanently bouncing address and a complaining one, whatever their case", async () => {
    const out = await app.mailEvents(snsEvent(bounce("Gone@Example.test", "Permanent"), complaint("angry@example.test")));
    expect(out).toEqual({ suppressed: 2 });
    expect(await app.suppressions.get("gone@example.test")).toMatchObject({ reason: "bounce", detail: "Permanent/NoEmail: smtp; 550 5.1.1 user unknown", at: "2026-12-01T00:00:01.000Z" });
    expect(await app.suppressions.get("ANGRY@example.test")).toMatchObject({ reason: "complaint", detail: "Complaint: abuse" });
  });

  it("leaves transient bounces, other events and unreadable messages alone", async () => {
    const out = await app.mailEvents(snsEvent(bounce("full@example.test", "Transient"), { eventType: "Delivery" }, "not json"));
    expect(out).toEqual({ suppressed: 0 });
    expect(await app.suppressions.get("full@example.test")).toBeNull();
    expect(suppressionsFrom({ eventType: "Bounce" }, "now")).toEqual([]);
  });

  it("lets GET /me tell the player their mail is suppressed, and why", async () => {
    const session = async (email: string) => (await app.auth.redeem(await app.auth.mintLink(email, null, 600))).session;
    const call = lambdaCaller(app.api);
    const gone = await call("GET", "/api/me", { token: await session("gone@example.test") });
    expect(gone.body).toEqual({ email: "gone@example.test", scope: "account", mailSuppressed: { reason: "bounce", at: "2026-12-01T00:00:01.000Z" } });
    const fine = await call("GET", "/me", { token: await session("fine@example.test") });
    expect(fine.body).toEqual({ email: "fine@example.test", scope: "account", mailSuppressed: null });
  });

  it("is idempotent: SNS may deliver the same event twice", async () => {
    await app.mailEvents(snsEvent(bounce("twice@example.test", "Permanent")));
    await expect(app.mailEvents(snsEvent(bounce("twice@example.test", "Permanent")))).resolves.toEqual({ suppressed: 1 });
  });
});

/** The SENT-or-skipped records of a game, by recipient. */
async function sentRecords(app: Awaited<ReturnType<typeof freshPlatform>>, gameId: string) {
  const doc = makeDocumentClient(app.dynamo);
  const out = await doc.send(new QueryCommand({
    TableName: app.tableName, KeyConditionExpression: "pk = :pk AND begins_with(sk, :sent)",
    ExpressionAttributeValues: { ":pk": `GAME#${gameId}`, ":sent": "SENT#" },
  }));
  return (out.Items ?? []).map((i) => ({ email: String(i.sk).split("#").at(-1), skipped: i.skipped as string | undefined }));
}

describe("the notifier and suppressed addresses", () => {
  let app: Awaited<ReturnType<typeof freshPlatform>>;
  let poller: StreamPoller;
  let catcher: MailCatcher;
  const failures: number[] = [];

  beforeAll(async () => {
    const smtpPort = await freePort();
    catcher = await startMailCatcher({ port: smtpPort });
    app = await freshPlatform({ games: { [highCard.id]: highCard }, smtpPort });
    poller = await startStreamPoller({
      client: app.dynamo, endpoint: inject("dynamoEndpoint"), tableName: app.tableName, startAt: "TRIM_HORIZON", log: () => {},
      handler: async (event) => {
        const res = await app.notifier(event);
        failures.push(res.batchItemFailures.length);
        return res;
      },
    });
  });
  // No notifier work of one test runs on into the next.
  afterEach(() => poller.caughtUp());
  afterAll(async () => {
    await poller?.stop();
    await catcher?.stop();
  });

  it("mails everyone else, skips the suppressed address and records why", async () => {
    await app.mailEvents(snsEvent(bounce("bob@example.test", "Permanent")));
    // Hal hosts (the host is not invited); Ann, Bob and Cy are invited.
    const { gameId } = await app.service.createGame("hal@example.test", {
      game: "high-card", options: { rounds: 1 },
      players: [{ name: "Hal", email: "hal@example.test" }, { name: "Ann", email: "ann@example.test" }, { name: "Bob", email: "bob@example.test" }, { name: "Cy", email: "cy@example.test" }],
    });
    await catcher.waitFor((m) => m.to === "ann@example.test");
    await catcher.waitFor((m) => m.to === "cy@example.test");
    await expect.poll(async () => (await sentRecords(app, gameId)).length, { timeout: 15_000 }).toBe(3);
    const records = await sentRecords(app, gameId);
    expect(records.find((r) => r.email === "bob@example.test")?.skipped).toMatch(/^suppressed: bounce \(Permanent\/NoEmail/);
    expect(records.filter((r) => r.skipped === undefined).map((r) => r.email).sort()).toEqual(["ann@example.test", "cy@example.test"]);
    expect(catcher.messages().some((m) => m.to === "bob@example.test")).toBe(false);
    // No retry storm: no batch reported a failure.
    expect(failures.every((n) => n === 0)).toBe(true);
  });

  it("does not mail a sign-in link to a suppressed address", async () => {
    await app.mailEvents(snsEvent(complaint("dee@example.test")));
    await app.auth.requestSignIn("dee@example.test", null);
    await app.auth.requestSignIn("eve@example.test", null);
    await catcher.waitFor((m) => m.to === "eve@example.test");
    expect(catcher.messages().some((m) => m.to === "dee@example.test")).toBe(false);
  });
});

describe("a permanent SES rejection", () => {
  it("is recorded and skipped once, without failing the batch or holding back the other recipients", async () => {
    const sent: string[] = [];
    const attempts: string[] = [];
    // SES has no local twin: a client that answers as SES v2 does for a rejected address.
    const client = {
      async send(command: { input: { Destination?: { ToAddresses?: string[] }; ConfigurationSetName?: string } }) {
        const to = command.input.Destination!.ToAddresses![0]!;
        attempts.push(to);
        expect(command.input.ConfigurationSetName).toBe("backroom-events");
        if (to === "bad@example.test") throw Object.assign(new Error("Email address is not verified."), { name: "MessageRejected" });
        sent.push(to);
        return {};
      },
    };
    const app = await freshPlatform({ games: { [highCard.id]: highCard }, mailer: sesMailer("Backroom <no-reply@mygames.org>", { configurationSet: "backroom-events", client: client as never }) });
    const failures: number[] = [];
    const poller = await startStreamPoller({
      client: app.dynamo, endpoint: inject("dynamoEndpoint"), tableName: app.tableName, startAt: "TRIM_HORIZON", log: () => {},
      handler: async (event) => {
        const res = await app.notifier(event);
        failures.push(res.batchItemFailures.length);
        return res;
      },
    });
    try {
      const { gameId } = await app.service.createGame("hal@example.test", {
        game: "high-card", options: { rounds: 1 },
        players: [{ name: "Bad", email: "bad@example.test" }, { name: "Ann", email: "ann@example.test" }, { name: "Hal", email: "hal@example.test" }],
      });
      // Each recipient's news is queued (its SENT marker), then mailed; the rejection is recorded beside it.
      await expect.poll(async () => (await sentRecords(app, gameId)).find((r) => r.email === "bad@example.test" && r.skipped)?.skipped, { timeout: 15_000 })
        .toMatch(/^rejected: SES rejected the message: Email address is not verified/);
      await expect.poll(() => sent, { timeout: 15_000 }).toEqual(["ann@example.test"]);
      await poller.caughtUp(); // every record handled: a retry would have tried Bad again
      expect(attempts.filter((a) => a === "bad@example.test")).toHaveLength(1);
      expect(failures.every((n) => n === 0)).toBe(true);
    } finally {
      await poller.stop();
    }
  });
});
