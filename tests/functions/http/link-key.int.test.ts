/**
 * Revoking settings and unsubscribe links by rotating the link key (auth/link-tokens.ts), through
 * the API as a browser and a mail client use them, with the rotation done as the operator does it
 * in AWS (the timer function's `{ "kind": "rotate-link-key" }`). Every token minted before a
 * rotation, in every form and on every route that takes one, is refused with 410
 * auth/token-revoked saying how to get a new link, and changes nothing; tokens minted after work.
 * What is not a real token of this deployment stays 403 auth/token-invalid. Sign-in sessions,
 * game links and reply addresses are not what a rotation revokes.
 */
import { createHmac } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { highCard } from "../../fixtures/high-card";
import { freshPlatform } from "../../support/dynamo";
import { lambdaCaller, type Call, type Reply } from "../../support/api-client";
import { LINK_TTL } from "../../../functions/src/auth/auth";
import { sealAddress } from "../../../functions/src/auth/link-tokens";
import { replyAddress, replyKey, verifyReplyToken } from "../../../functions/src/replies/token";
import { ManualClock } from "../../../functions/src/ports/clock";

const clock = new ManualClock("2026-12-01T09:00:00.000Z");
let app: Awaited<ReturnType<typeof freshPlatform>>;
let call: Call;
const bob = "bob@example.test";

beforeAll(async () => {
  app = await freshPlatform({ games: { [highCard.id]: highCard }, clock });
  call = lambdaCaller(app.api);
});

const q = encodeURIComponent;
/** Every way a settings token reaches the API: the web app's header, a page loaded before (?token=), a save, the one-click URL. */
const settingsUses = (token: string) => [
  () => call("GET", "/settings", { headers: { "x-settings-token": token } }),
  () => call("GET", `/settings?token=${q(token)}`),
  () => call("POST", "/settings", { body: { token, settings: { mode: "none" } } }),
  () => call("POST", `/unsubscribe?token=${q(token)}`),
];
const unsubscribeUses = (token: string) => [() => call("POST", `/unsubscribe?token=${q(token)}`)];

/** A settings token of the form mailed before addresses were sealed (`<address>.<HMAC>`). */
async function oldForm(email: string): Promise<string> {
  const mac = createHmac("sha256", await app.users.signingKey()).update(`settings\n${email}`).digest("base64url").slice(0, 32);
  return `${Buffer.from(email).toString("base64url")}.${mac}`;
}

function expectRevoked(res: Reply): void {
  expect(res.status).toBe(410);
  expect(res.body.error.code).toBe("auth/token-revoked");
  // The answer says where a working link comes from.
  expect(res.body.error.message).toMatch(/every email we send from now on carries a new one/i);
  expect(res.body.error.message).toMatch(/sign in/i);
}

function expectInvalid(res: Reply): void {
  expect(res.status).toBe(403);
  expect(res.body.error.code).toBe("auth/token-invalid");
}

const rotate = () => app.timer({ kind: "rotate-link-key" });

describe("rotating the link key", () => {
  it("refuses every settings and unsubscribe token minted before it, on every route, changing nothing; tokens minted after it work", async () => {
    const before = { settings: await app.auth.settingsToken(bob), unsubscribe: await app.auth.unsubscribeToken(bob), old: await oldForm(bob) };
    // They work until the rotation (so the refusals below are the rotation's).
    for (const token of [before.settings, before.old]) expect((await call("GET", "/settings", { headers: { "x-settings-token": token } })).body.email).toBe(bob);

    expect(await rotate()).toMatchObject({ kind: "rotate-link-key", acted: true });
    for (const use of [...settingsUses(before.settings), ...settingsUses(before.old), ...unsubscribeUses(before.unsubscribe)]) expectRevoked(await use());
    expect((await app.users.settings(bob)).mode).toBe("every");

    const after = { settings: await app.auth.settingsToken(bob), unsubscribe: await app.auth.unsubscribeToken(bob) };
    expect(after.settings).not.toBe(before.settings);
    expect(after.unsubscribe).not.toBe(before.unsubscribe);
    expect((await call("GET", "/settings", { headers: { "x-settings-token": after.settings } })).body).toMatchObject({ email: bob, settings: { mode: "every" } });
    expect((await call("POST", "/settings", { body: { token: after.settings, settings: { mode: "digest", digestHour: 7, timeZone: "UTC" } } })).status).toBe(200);
    expect((await call("POST", `/unsubscribe?token=${q(after.unsubscribe)}`)).body).toEqual({ email: bob, unsubscribed: true });
    expect((await app.users.settings(bob)).mode).toBe("none");

    // A second rotation revokes the tokens of the first, not only those of the version before it.
    expect(await rotate()).toMatchObject({ kind: "rotate-link-key", acted: true });
    for (const use of [...settingsUses(after.settings), ...unsubscribeUses(after.unsubscribe), ...settingsUses(before.settings)]) expectRevoked(await use());
    expect((await call("GET", "/settings", { headers: { "x-settings-token": await app.auth.settingsToken(bob) } })).status).toBe(200);
  });

  it("leaves what is not a real token of this deployment 403 auth/token-invalid: altered, cut, of the other purpose, of a version not yet made, of another deployment", async () => {
    const cy = "cy@example.test";
    // At least one rotation behind us, so a revoked version's prefix exists.
    await rotate();
    const settings = await app.auth.settingsToken(cy);
    const unsubscribe = await app.auth.unsubscribeToken(cy);
    const { key, version } = await app.users.linkKey();
    const flip = (t: string, i: number) => `${t.slice(0, i)}${t[i] === "A" ? "B" : "A"}${t.slice(i + 1)}`;
    const dot = settings.indexOf(".");
    // The same bytes spelt otherwise: the last character's lowest bit is base64 padding here (cy's
    // address seals to 43 bytes), which decoding drops; only the spelling minted is taken.
    const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const respelt = settings.slice(0, -1) + B64[B64.indexOf(settings.at(-1)!) ^ 1];
    expect(Buffer.from(respelt.slice(dot + 1), "base64url").equals(Buffer.from(settings.slice(dot + 1), "base64url"))).toBe(true);
    const bad = [
      flip(settings, dot + 1), flip(settings, settings.length - 2), settings.slice(0, -3), respelt,
      // The prefix of a revoked version on a body that was never sealed: refused as invalid, not "replaced".
      `s2.${settings.slice(dot + 1)}`, `s${version - 1}.${settings.slice(dot + 1)}`,
      sealAddress(key, version + 1, "settings", cy),
      `u${version}.${settings.slice(dot + 1)}`,
    ];
    for (const token of bad) for (const use of settingsUses(token)) expectInvalid(await use());
    // An unsubscribe token opens no settings.
    for (const use of settingsUses(unsubscribe).slice(0, 3)) expectInvalid(await use());

    // Another deployment at the same key version, and one of its revoked tokens: neither opens here.
    const elsewhere = await freshPlatform({ games: { [highCard.id]: highCard }, clock });
    const theirsRevoked = await elsewhere.auth.settingsToken(cy);
    while ((await elsewhere.users.linkKey()).version < version) await elsewhere.timer({ kind: "rotate-link-key" });
    for (const token of [await elsewhere.auth.settingsToken(cy), theirsRevoked]) for (const use of settingsUses(token)) expectInvalid(await use());
    for (const use of unsubscribeUses(await elsewhere.auth.unsubscribeToken(cy))) expectInvalid(await use());
    expect((await app.users.settings(cy)).mode).toBe("every");
  });

  it("keeps sign-in sessions, game links and reply addresses made before it", async () => {
    const session = (await call("POST", "/auth/redeem", { body: { token: await app.auth.mintLink(bob, null, LINK_TTL.signIn) } })).body.session as string;
    const gameLink = await app.auth.mintLink(bob, null, LINK_TTL.game, "g-any");
    const reply = replyAddress(replyKey(await app.users.signingKey()), { gameId: "g-any", seat: 1, about: { kind: "chat" } }, "reply.example.test")!;

    await rotate();
    expect((await call("GET", "/settings", { token: session })).body.email).toBe(bob);
    expect((await call("POST", "/auth/redeem", { body: { token: gameLink } })).status).toBe(200);
    expect(verifyReplyToken(replyKey(await app.users.signingKey()), reply.split("@")[0]!)).toMatchObject({ gameId: "g-any", seat: 1 });
  });
});
