/**
 * The notifier fed by the real stream of DynamoDB Local through the local poller (the same
 * filter as the CDK mapping), sending over real SMTP. While the mail server is down, sends
 * fail and the records are retried; once it is up, every email arrives exactly once.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import type { DynamoDBStreamEvent } from "aws-lambda";
import { highCard } from "../../fixtures/high-card";
import { freshPlatform } from "../../support/dynamo";
import { inject } from "vitest";
import { freePort } from "../../../functions/src/local/stack";
import { startMailCatcher, type MailCatcher } from "../../../functions/src/local/mail-catcher";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PutCommand } from "@aws-sdk/lib-dynamodb";
import { matchesFilter, startStreamPoller, type StreamPoller } from "../../../functions/src/local/stream-poller";
import { makeDocumentClient } from "../../../functions/src/store/client";
import { OUTBOX_STREAM_FILTER } from "../../../functions/src/store/table";

let app: Awaited<ReturnType<typeof freshPlatform>>;
let poller: StreamPoller;
let catcher: MailCatcher | undefined;
let smtpPort: number;
const batches: DynamoDBStreamEvent[] = [];
const failures: number[] = [];
let lastError = "";

beforeAll(async () => {
  smtpPort = await freePort();
  app = await freshPlatform({ games: { [highCard.id]: highCard }, smtpPort, notifierLog: (_m, e) => { lastError = e instanceof Error ? e.message : String(e); } });
  poller = await startStreamPoller({
    client: app.dynamo, endpoint: inject("dynamoEndpoint"), tableName: app.tableName, startAt: "TRIM_HORIZON", log: () => {},
    lastError: () => lastError,
    handler: async (event) => {
      batches.push(event);
      const res = await app.notifier(event);
      failures.push(res.batchItemFailures.length);
      return res;
    },
  });
});

afterAll(async () => {
  await poller?.stop();
  await catcher?.stop();
});

it("retries failed sends until the mail server answers, then mails each player once", async () => {
  // Hal hosts: the host is not invited, Ann and Bob are.
  await app.service.createGame("hal@example.test", {
    game: "high-card", options: { rounds: 1 },
    players: [{ name: "Hal", email: "hal@example.test" }, { name: "Ann", email: "ann@example.test" }, { name: "Bob", email: "bob@example.test" }],
  });
  // Nothing listens on the SMTP port yet: the notifier reports failures and is called again.
  await expect.poll(() => failures.filter((n) => n > 0).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  catcher = await startMailCatcher({ port: smtpPort });
  await catcher.waitFor((m) => m.to === "bob@example.test");
  await catcher.waitFor((m) => m.to === "ann@example.test");
  await expect.poll(() => failures.at(-1), { timeout: 15_000 }).toBe(0);
  // Everything in the stream so far has been handled: nothing is sent twice.
  await poller.caughtUp();
  expect(catcher.messages().map((m) => m.to).sort()).toEqual(["ann@example.test", "bob@example.test"]);
  // Only outbox records reached the notifier: no game events, seats or secrets.
  const images = batches.flatMap((b) => b.Records.map((r) => r.dynamodb?.NewImage));
  expect(images.every((img) => img?.kind?.S === "outbox")).toBe(true);
});

it("sets a poison record aside after bounded retries and still delivers the mail after it", async () => {
  const doc = makeDocumentClient(app.dynamo);
  // An outbox record no notifier can handle (its recipients are missing), then a sign-in request.
  await doc.send(new PutCommand({ TableName: app.tableName, Item: { pk: "GAME#poison0", sk: "OUTBOX#0000000001", kind: "outbox", purpose: "game", gameId: "poison0", seq: 1 } }));
  await app.auth.requestSignIn("after-poison@example.test", null);
  await catcher!.waitFor((m) => m.to === "after-poison@example.test" && m.subject.includes("sign-in"));
  const letters = poller.deadLetters();
  expect(letters).toHaveLength(1);
  expect(letters[0]).toMatchObject({ attempts: 4, summary: expect.stringContaining("GAME#poison0 OUTBOX#0000000001 (game)") });
  expect(letters[0]!.error).toMatch(/recipients/);
});

it("keeps its place in the stream across a restart: records written while stopped are delivered, earlier ones are not redelivered", async () => {
  const dir = mkdtempSync(join(tmpdir(), "backroom-checkpoint-"));
  const seen: string[] = [];
  const start = () => startStreamPoller({
    client: app.dynamo, endpoint: inject("dynamoEndpoint"), tableName: app.tableName, startAt: "LATEST", log: () => {},
    checkpointFile: join(dir, "checkpoint.json"),
    handler: async (event) => {
      for (const r of event.Records) seen.push(String(r.dynamodb?.NewImage?.email?.S));
      return { batchItemFailures: [] };
    },
  });
  let second = await start();
  await second.caughtUp(); // LATEST: it starts after what is already there
  await app.auth.requestSignIn("before-stop@example.test", null);
  await expect.poll(() => seen, { timeout: 15_000 }).toContain("before-stop@example.test");
  await second.stop();
  await app.auth.requestSignIn("while-stopped@example.test", null);
  second = await start();
  await expect.poll(() => seen, { timeout: 15_000 }).toContain("while-stopped@example.test");
  await second.caughtUp();
  await second.stop();
  expect(seen.filter((e) => e === "before-stop@example.test")).toHaveLength(1);
  expect(seen.filter((e) => e === "while-stopped@example.test")).toHaveLength(1);
});

it.each([
  [{ eventName: "INSERT", dynamodb: { NewImage: { kind: { S: "outbox" } } } }, true],
  [{ eventName: "MODIFY", dynamodb: { NewImage: { kind: { S: "outbox" } } } }, false],
  [{ eventName: "INSERT", dynamodb: { NewImage: { sk: { S: "EVENT#1" } } } }, false],
  [{ eventName: "INSERT", dynamodb: { NewImage: { kind: { S: "seat" } } } }, false],
])("the outbox filter matches %j: %s", (record, expected) => {
  expect(matchesFilter(record, OUTBOX_STREAM_FILTER)).toBe(expected);
});
