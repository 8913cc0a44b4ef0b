/**
 * The daily cap on sign-in mail to addresses never seen before (functions/src/auth/auth.ts),
 * through the HTTP API against DynamoDB Local, time from a ManualClock: past the cap a new
 * address gets a 429 naming the cap and no mail is queued, while an address that signed in
 * before or holds a seat in a game is mailed as ever; the next UTC day allows new ones again.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { ScanCommand } from "@aws-sdk/lib-dynamodb";
import { highCard } from "../../fixtures/high-card";
import { freshPlatform } from "../../support/dynamo";
import { lambdaCaller, type Call } from "../../support/api-client";
import { LINK_TTL } from "../../../functions/src/auth/auth";
import { makeDocumentClient } from "../../../functions/src/store/client";
import { ManualClock } from "../../../functions/src/ports/clock";
import type { MetricName } from "../../../functions/src/ports/telemetry";

const CAP = 3;
const clock = new ManualClock("2026-12-01T23:40:00.000Z");
const counted: MetricName[] = [];
let app: Awaited<ReturnType<typeof freshPlatform>>;
let call: Call;

beforeAll(async () => {
  app = await freshPlatform({
    games: { [highCard.id]: highCard }, clock, env: { SIGN_IN_NEW_ADDRESSES_PER_DAY: String(CAP) },
    telemetry: { count: (name) => { counted.push(name); }, info: () => {}, error: () => {} },
  });
  call = lambdaCaller(app.api);
});

const signIn = (email: string) => call("POST", "/auth/sign-in", { body: { email } });
/** The sign-in mails queued for an address (outbox records the notifier would send). */
async function queuedFor(email: string): Promise<number> {
  const out = await makeDocumentClient(app.dynamo).send(new ScanCommand({ TableName: app.tableName, FilterExpression: "purpose = :p AND email = :e", ExpressionAttributeValues: { ":p": "sign-in", ":e": email } }));
  return out.Items?.length ?? 0;
}

describe("the daily cap on sign-in mail to new addresses", () => {
  it("refuses new addresses past it with a 429 naming it, and still mails those who signed in before or were invited; the next UTC day starts afresh", async () => {
    // Known before the cap fills: one signed in (redeemed a link, +tag and case folded), one was invited to a game.
    const redeemed = await call("POST", "/auth/redeem", { body: { token: await app.auth.mintLink("Regular+games@example.test", null, LINK_TTL.signIn) } });
    expect(redeemed.status).toBe(200);
    await app.service.createGame("host@example.test", { game: "high-card", options: { rounds: 1 }, players: [{ name: "Host", email: "host@example.test" }, { name: "Guest", email: "invited@example.test" }] });

    for (let i = 0; i < CAP; i++) expect((await signIn(`new${i}@example.test`)).status).toBe(202);
    const refused = await signIn("stranger@example.test");
    expect(refused.status).toBe(429);
    expect(refused.body.error).toEqual({
      code: "auth/new-address-cap",
      message: "Backroom has sent as many sign-in links to new addresses today as it may. Try again tomorrow (the day turns at midnight UTC), or ask a player to invite you to a game.",
    });
    expect(await queuedFor("stranger@example.test")).toBe(0);
    expect(counted.filter((n) => n === "SignInCapReached")).toHaveLength(1);

    // Known addresses are not counted against it, nor refused by it.
    for (const known of ["regular@example.test", "invited@example.test", "host@example.test"]) {
      expect((await signIn(known)).status).toBe(202);
      expect(await queuedFor(known)).toBe(1);
    }

    await clock.advance(Date.parse("2026-12-01T23:59:59.999Z") - clock.now().getTime());
    expect((await signIn("stranger@example.test")).status).toBe(429);
    await clock.advance(1); // midnight UTC
    expect((await signIn("stranger@example.test")).status).toBe(202);
    expect(await queuedFor("stranger@example.test")).toBe(1);
    expect(counted.filter((n) => n === "SignInCapReached")).toHaveLength(2);
  });
});
