/**
 * Every lifetime is judged by the injected clock, never left to DynamoDB's TTL, which AWS only
 * promises "within a few days": with the clock moved just past each lifetime the item is still
 * in the table (DynamoDB Local never deletes by TTL), and it no longer works. Through the API
 * handler: sign-in links, game links, account and game sessions, a trusted browser's token, and
 * the week in which an old link can still ask for a fresh one.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { GetCommand, ScanCommand } from "@aws-sdk/lib-dynamodb";
import { highCard } from "../../fixtures/high-card";
import { freshPlatform } from "../../support/dynamo";
import { lambdaCaller, type Call } from "../../support/api-client";
import { LINK_TTL } from "../../../functions/src/auth/auth";
import { ManualClock } from "../../../functions/src/ports/clock";
import { sha256Hex } from "../../../functions/src/auth/secrets";

const SECOND = 1000;
const DAY = 86_400_000;
const clock = new ManualClock("2026-05-04T08:00:00.000Z");
let app: Awaited<ReturnType<typeof freshPlatform>>;
let call: Call;

beforeAll(async () => {
  app = await freshPlatform({ games: { [highCard.id]: highCard }, clock });
  call = lambdaCaller(app.api);
});

const item = async (pk: string, sk: string) => (await app.store.doc.send(new GetCommand({ TableName: app.tableName, Key: { pk, sk } }))).Item;
const linkItem = (token: string) => item(`LINK#${sha256Hex(token)}`, "LINK");
const sessionItem = (session: string) => item(`SESSION#${sha256Hex(session)}`, "SESSION");
const redeem = (token: string) => call("POST", "/auth/redeem", { body: { token } });
const me = (session: string) => call("GET", "/me", { token: session });
/** Sign-in emails queued for an address. */
const queued = async (email: string) =>
  ((await app.store.doc.send(new ScanCommand({ TableName: app.tableName, FilterExpression: "purpose = :p AND email = :e", ExpressionAttributeValues: { ":p": "sign-in", ":e": email } }))).Items ?? []).length;

describe("links", () => {
  it("a sign-in link works until its 30 minutes are over, then 401, though its item is still there", async () => {
    const early = await app.auth.mintLink("ida@example.test", null, LINK_TTL.signIn);
    const late = await app.auth.mintLink("ida@example.test", null, LINK_TTL.signIn);
    await clock.advance(LINK_TTL.signIn * SECOND - SECOND);
    expect((await redeem(early)).status).toBe(200);
    await clock.advance(SECOND);
    expect(await linkItem(late)).toBeDefined();
    const res = await redeem(late);
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe("auth/link-invalid");
  });

  it("a game link works for its 14 days, then 401, though its item is still there", async () => {
    const token = await app.auth.mintLink("jo@example.test", "/games/g-life", LINK_TTL.game, "g-life");
    await clock.advance(LINK_TTL.game * SECOND - SECOND);
    expect((await redeem(token)).body.scope).toEqual({ game: "g-life" });
    await clock.advance(SECOND);
    expect(await linkItem(token)).toBeDefined();
    expect((await redeem(token)).status).toBe(401);
  });
});

describe("sessions", () => {
  it.each([
    ["an account session", null],
    ["a game link's session", "g-sess"],
  ])("%s lasts 30 days, then 401 auth/session-invalid, though its item is still there", async (_what, game) => {
    const red = await redeem(await app.auth.mintLink("kit@example.test", null, game ? LINK_TTL.game : LINK_TTL.signIn, game));
    const session = red.body.session as string;
    await clock.advance(30 * DAY - SECOND);
    expect((await me(session)).status).toBe(200);
    await clock.advance(SECOND);
    expect(await sessionItem(session)).toBeDefined();
    const res = await me(session);
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe("auth/session-invalid");
  });

  it("a trusted browser's token stops counting after its year, though its item is still there", async () => {
    const red = await redeem(await app.auth.mintLink("lou@example.test", null, LINK_TTL.signIn));
    const device = red.body.device as string;
    await clock.advance(365 * DAY);
    expect(await item(`DEVICE#${sha256Hex(device)}`, "DEVICE")).toBeDefined();
    // A stranger spends the inbox's hourly allowance; a trusted browser would still be served.
    for (let i = 0; i < 3; i++) expect((await call("POST", "/auth/sign-in", { body: { email: "lou@example.test" }, sourceIp: `10.0.0.${i}` })).status).toBe(202);
    const res = await call("POST", "/auth/sign-in", { body: { email: "lou@example.test", device } });
    expect(res.status).toBe(429);
  });
});

describe("a fresh link asked for from an old one", () => {
  it("is sent for a week past the old link's lifetime; after that it answers 404 auth/link-unknown and sends nothing, though the old item is still there", async () => {
    const used = await app.auth.mintLink("max@example.test", "/games/g-old", LINK_TTL.signIn);
    const unused = await app.auth.mintLink("max@example.test", "/games/g-old", LINK_TTL.signIn);
    expect((await redeem(used)).status).toBe(200);
    await clock.advance(LINK_TTL.signIn * SECOND + 7 * DAY - SECOND);
    expect((await call("POST", "/auth/resend", { body: { token: used } })).status).toBe(202);
    expect(await queued("max@example.test")).toBe(1);
    await clock.advance(SECOND);
    for (const token of [used, unused]) {
      expect(await linkItem(token)).toBeDefined();
      const res = await call("POST", "/auth/resend", { body: { token } });
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe("auth/link-unknown");
    }
    expect(await queued("max@example.test")).toBe(1);
  });

  it("from a game link, likewise a week past its 14 days", async () => {
    const token = await app.auth.mintLink("ned@example.test", "/games/g-mail", LINK_TTL.game, "g-mail");
    await clock.advance(LINK_TTL.game * SECOND + 7 * DAY - SECOND);
    expect((await call("POST", "/auth/resend", { body: { token } })).status).toBe(202);
    await clock.advance(SECOND);
    expect((await call("POST", "/auth/resend", { body: { token } })).status).toBe(404);
    expect(await queued("ned@example.test")).toBe(1);
  });
});
