/**
 * functions/src/auth/auth.ts directly, against DynamoDB Local with a ManualClock: what redeeming
 * a sign-in link and a game link grants, the trusted-browser allowance, the per-client and daily
 * limits, "email me a fresh link", and the settings tokens of every email's footer.
 */
import { createHmac } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { GetCommand, ScanCommand } from "@aws-sdk/lib-dynamodb";
import { highCard } from "../../fixtures/high-card";
import { freshPlatform } from "../../support/dynamo";
import { LINK_TTL, normaliseInbox, SIGN_IN_LIMITS } from "../../../functions/src/auth/auth";
import { ManualClock } from "../../../functions/src/ports/clock";
import { sha256Hex } from "../../../functions/src/auth/secrets";
import { makeDocumentClient } from "../../../functions/src/store/client";

const clock = new ManualClock("2026-03-01T10:15:00.000Z");
let app: Awaited<ReturnType<typeof freshPlatform>>;
let doc: ReturnType<typeof makeDocumentClient>;
const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

beforeAll(async () => {
  app = await freshPlatform({ games: { [highCard.id]: highCard }, clock });
  doc = makeDocumentClient(app.dynamo);
});

/** The sign-in outbox records queued for an address. */
const queued = async (email: string) =>
  (await doc.send(new ScanCommand({ TableName: app.tableName, FilterExpression: "purpose = :p AND email = :e", ExpressionAttributeValues: { ":p": "sign-in", ":e": email } }))).Items ?? [];

const status = (p: Promise<unknown>) => p.then(() => 202, (e: { status?: number; code?: string }) => `${e.status} ${e.code}`);

describe("redeeming links", () => {
  it("a sign-in link gives an account session for 30 days and a trusted-browser token for a year", async () => {
    const token = await app.auth.mintLink("Red@Example.test", "/games/g1", LINK_TTL.signIn);
    const link = await doc.send(new GetCommand({ TableName: app.tableName, Key: { pk: `LINK#${sha256Hex(token)}`, sk: "LINK" } }));
    expect(link.Item).toMatchObject({ email: "Red@Example.test", next: "/games/g1", validUntil: nowSeconds() + 30 * 60 });
    const r = await app.auth.redeem(token);
    expect(r).toMatchObject({ email: "Red@Example.test", next: "/games/g1", scope: "account" });
    expect(r.session).toMatch(/^[A-Za-z0-9_-]{20,100}$/);
    expect(await app.auth.authenticate(`Bearer ${r.session}`)).toEqual({ email: "Red@Example.test", gameId: null });
    const session = await doc.send(new GetCommand({ TableName: app.tableName, Key: { pk: `SESSION#${sha256Hex(r.session)}`, sk: "SESSION" } }));
    expect(session.Item!.expiresAt).toBe(nowSeconds() + 30 * 86_400);
    const device = await doc.send(new GetCommand({ TableName: app.tableName, Key: { pk: `DEVICE#${sha256Hex(r.device!)}`, sk: "DEVICE" } }));
    expect(device.Item).toMatchObject({ inbox: "red@example.test", expiresAt: nowSeconds() + 365 * 86_400 });
    await expect(app.auth.redeem(token)).rejects.toMatchObject({ status: 401, code: "auth/link-invalid" });
  });

  it("a game link gives a session for that game only, and no browser token; it works again within its days", async () => {
    const token = await app.auth.mintLink("gail@example.test", "/games/g2", LINK_TTL.game, "g2");
    const r = await app.auth.redeem(token);
    expect(r).toEqual({ session: r.session, email: "gail@example.test", next: "/games/g2", scope: { game: "g2" } });
    expect(await app.auth.authenticate(`Bearer ${r.session}`)).toEqual({ email: "gail@example.test", gameId: "g2" });
    await clock.advance(13 * 86_400_000);
    expect((await app.auth.redeem(token)).scope).toEqual({ game: "g2" });
    await clock.advance(86_400_000);
    await expect(app.auth.redeem(token)).rejects.toMatchObject({ status: 401, code: "auth/link-invalid" });
  });

  it("answers an unknown session, and no session, with 401", async () => {
    await expect(app.auth.authenticate(`Bearer ${"x".repeat(30)}`)).rejects.toMatchObject({ status: 401, code: "auth/session-invalid" });
    await expect(app.auth.authenticate(undefined)).rejects.toMatchObject({ status: 401, code: "auth/required" });
  });
});

describe("a fresh link from an old one", () => {
  it("goes to the address and next path the old link was for", async () => {
    const token = await app.auth.mintLink("fresh@example.test", "/games/g3", LINK_TTL.signIn);
    await app.auth.redeem(token);
    await app.auth.resend(token, {});
    expect((await queued("fresh@example.test")).map((i) => i.next)).toEqual(["/games/g3"]);
    await expect(app.auth.resend("never-issued", {})).rejects.toMatchObject({
      status: 404, code: "auth/link-unknown", message: "This link is too old to tell whom it was for. Enter your email address to get a fresh one.",
    });
  });

  it("queues the address trimmed and in lower case", async () => {
    await app.auth.requestSignIn("  Spaced@Example.test ", null);
    expect(await queued("spaced@example.test")).toHaveLength(1);
  });
});

describe("sign-in allowances", () => {
  it("a browser that signed in to the inbox asks on its own allowance, whatever strangers did", async () => {
    const { device } = await app.auth.redeem(await app.auth.mintLink("own@example.test", null, LINK_TTL.signIn));
    for (let i = 0; i < SIGN_IN_LIMITS.inboxPerHour; i++) await app.auth.requestSignIn("own@example.test", null, { client: "203.0.113.9" });
    expect(await status(app.auth.requestSignIn("own@example.test", null, { client: "203.0.113.9" }))).toBe("429 auth/too-many-links");
    const asks: unknown[] = [];
    for (let i = 0; i <= SIGN_IN_LIMITS.devicePerHour; i++) asks.push(await status(app.auth.requestSignIn("Own+x@example.test", null, { client: "203.0.113.9", device })));
    expect(asks).toEqual([...Array(SIGN_IN_LIMITS.devicePerHour).fill(202), "429 auth/too-many-links"]);
    await expect(app.auth.requestSignIn("own@example.test", null, { device })).rejects.toThrow("from this browser");
    const counter = await doc.send(new GetCommand({ TableName: app.tableName, Key: { pk: `RATE#device#${sha256Hex(device!)}`, sk: clock.now().toISOString().slice(0, 13) } }));
    expect(counter.Item!.expiresAt).toBe(nowSeconds() + 7200);
    // The browser's token is for its own inbox only: elsewhere it counts as any stranger.
    for (let i = 0; i < SIGN_IN_LIMITS.inboxPerHour; i++) await app.auth.requestSignIn("other@example.test", null, { device });
    expect(await status(app.auth.requestSignIn("other@example.test", null, { device }))).toBe("429 auth/too-many-links");
    expect((await queued("own+x@example.test")).length).toBe(SIGN_IN_LIMITS.devicePerHour);
  });

  it("a trusted browser's token expires after a year", async () => {
    const { device } = await app.auth.redeem(await app.auth.mintLink("year@example.test", null, LINK_TTL.signIn));
    for (let i = 0; i < SIGN_IN_LIMITS.inboxPerHour; i++) await app.auth.requestSignIn("year@example.test", null, { device });
    await clock.advance(365 * 86_400_000);
    // A year on, the same hour bucket is long gone; exhaust the inbox again, then the token no longer helps.
    for (let i = 0; i < SIGN_IN_LIMITS.inboxPerHour; i++) await app.auth.requestSignIn("year@example.test", null, { device });
    expect(await status(app.auth.requestSignIn("year@example.test", null, { device }))).toBe("429 auth/too-many-links");
  });

  it("one client address may ask for so many links an hour, for any inboxes", async () => {
    await clock.advance(3_600_000);
    const answers: unknown[] = [];
    for (let i = 0; i <= SIGN_IN_LIMITS.clientPerHour; i++) answers.push(await status(app.auth.requestSignIn(`c${i}@example.test`, null, { client: "198.51.100.7" })));
    expect(answers).toEqual([...Array(SIGN_IN_LIMITS.clientPerHour).fill(202), "429 auth/too-many-links"]);
    await expect(app.auth.requestSignIn("c-last@example.test", null, { client: "198.51.100.7" })).rejects.toThrow("from your network");
    // Each hour's counter removes itself (DynamoDB TTL) two hours on.
    const counter = await doc.send(new GetCommand({ TableName: app.tableName, Key: { pk: "RATE#client#198.51.100.7", sk: clock.now().toISOString().slice(0, 13) } }));
    expect(counter.Item!.expiresAt).toBe(nowSeconds() + 7200);
    expect(await status(app.auth.requestSignIn("c-last@example.test", null, { client: "198.51.100.8" }))).toBe(202);
  });

  it("one inbox gets so many links a day, however the hours fall", async () => {
    await clock.advance(86_400_000);
    const day = clock.now().toISOString().slice(0, 10);
    const answers: unknown[] = [];
    for (let i = 0; i <= SIGN_IN_LIMITS.inboxPerDay; i++) {
      if (i > 0 && i % SIGN_IN_LIMITS.inboxPerHour === 0) await clock.advance(3_600_000);
      answers.push(await status(app.auth.requestSignIn("daily@example.test", null)));
    }
    expect(clock.now().toISOString().slice(0, 10)).toBe(day);
    expect(answers).toEqual([...Array(SIGN_IN_LIMITS.inboxPerDay).fill(202), "429 auth/too-many-links"]);
    const counter = await doc.send(new GetCommand({ TableName: app.tableName, Key: { pk: "RATE#inbox#daily@example.test", sk: day } }));
    expect(counter.Item!.expiresAt).toBeGreaterThanOrEqual(nowSeconds() + 2 * 86_400 - 4 * 3600);
  });
});

describe("settings tokens", () => {
  const refused = { status: 403, code: "auth/token-invalid", message: "This unsubscribe or settings link is not valid. Sign in to change your mail settings." };

  it("name the address they were made for, carry it unreadable, and open for nothing altered, cut or made for unsubscribing only", async () => {
    const address = "set@example.test";
    const token = await app.auth.settingsToken(address);
    const unsubscribe = await app.auth.unsubscribeToken(address);
    expect(await app.auth.verifySettingsToken(token)).toBe(address);
    expect(await app.auth.verifyUnsubscribeToken(unsubscribe)).toBe(address);
    // A settings token may unsubscribe too (the footer's Unsubscribe link); not the other way round.
    expect(await app.auth.verifyUnsubscribeToken(token)).toBe(address);
    await expect(app.auth.verifySettingsToken(unsubscribe)).rejects.toMatchObject(refused);
    for (const t of [token, unsubscribe]) {
      const readable = [t, ...t.split(/[.]/).map((part) => Buffer.from(part, "base64url").toString("latin1"))].join("\n").toLowerCase();
      for (const piece of ["set@example", "example.test", Buffer.from("set@example").toString("base64url").toLowerCase()]) expect(readable).not.toContain(piece);
    }
    const body = token.slice(3);
    const flipped = (i: number) => `s2.${body.slice(0, i)}${body[i] === "A" ? "B" : "A"}${body.slice(i + 1)}`;
    for (const bad of [flipped(0), flipped(20), flipped(body.length - 1), token.slice(0, -2), `s2.${body.slice(4)}`, "s2.", `u2.${body}`, body, ""]) {
      await expect(app.auth.verifySettingsToken(bad)).rejects.toMatchObject(refused);
    }
    expect(await app.auth.settingsToken("other@example.test")).not.toBe(token);
  });

  it("mailed before addresses were sealed (address.HMAC) still work, and a forged one does not", async () => {
    const address = "old@example.test";
    const key = await app.users.signingKey();
    const mac = (email: string) => createHmac("sha256", key).update(`settings\n${email}`).digest("base64url").slice(0, 32);
    const old = `${Buffer.from(address).toString("base64url")}.${mac(address)}`;
    expect(await app.auth.verifySettingsToken(old)).toBe(address);
    expect(await app.auth.verifyUnsubscribeToken(old)).toBe(address);
    const other = Buffer.from("eve@example.test").toString("base64url");
    for (const bad of [`${other}.${mac(address)}`, `${old.slice(0, -1)}${old.endsWith("A") ? "B" : "A"}`, old.split(".")[0]!, `.${mac(address)}`]) {
      await expect(app.auth.verifySettingsToken(bad)).rejects.toMatchObject(refused);
    }
  });

  it("normalise inboxes: case, spaces and +tags folded; other addresses left alone", () => {
    expect(normaliseInbox("  Ann+Games@Example.TEST ")).toBe("ann@example.test");
    expect(normaliseInbox("a+b+c@x.test")).toBe("a@x.test");
    expect(normaliseInbox("no-at-sign+x")).toBe("no-at-sign+x");
    expect(normaliseInbox("first@second@x.test")).toBe("first@second@x.test");
  });
});
