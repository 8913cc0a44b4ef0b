/** Reply-To tokens: nobody can make one up, alter one, or make one fit another game or seat; every one is a valid local part. */
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { cryptoRandom } from "../../../functions/src/auth/secrets";
import { aboutOf, replyToFor } from "../../../functions/src/replies/reply-to";
import { LOCAL_PART_MAX, replyAddress, replyKey, signReplyToken, verifyReplyToken, type ReplyToken } from "../../../functions/src/replies/token";

const signing = randomBytes(32);
const key = replyKey(signing);
const token: ReplyToken = { gameId: "k7m2p9x4q8rz", seat: 2, about: { kind: "move", version: 41 } };
const local = signReplyToken(key, token)!;

describe("reply tokens", () => {
  it("round-trip: the game, the seat and what the mail was about, whatever the case a mail system gives it", () => {
    expect(verifyReplyToken(key, local)).toEqual(token);
    expect(verifyReplyToken(key, local.toUpperCase())).toEqual(token);
    const chat = signReplyToken(key, { ...token, about: { kind: "chat" } })!;
    expect(verifyReplyToken(key, chat)).toEqual({ ...token, about: { kind: "chat" } });
    const press = signReplyToken(key, { ...token, about: { kind: "press", channel: "s0-2-5" } })!;
    expect(verifyReplyToken(key, press)).toEqual({ ...token, about: { kind: "press", channel: "s0-2-5" } });
  });

  it("name only a private channel, and no other channel with the same MAC", () => {
    const press = signReplyToken(key, { ...token, about: { kind: "press", channel: "s1-2" } })!;
    const [gameId, seat, about, mac] = press.split(".") as [string, string, string, string];
    expect(about).toBe("ps1-2");
    for (const other of ["ps1-3", "ps0-1-2", "ptable", "c"]) expect(verifyReplyToken(key, `${gameId}.${seat}.${other}.${mac}`)).toBeNull();
    // The table is not a press token's channel, nor anything that is not a channel id.
    for (const channel of ["table", "s1", "S1-2", "s1-2.c", "x"]) expect(signReplyToken(key, { ...token, about: { kind: "press", channel } })).toBeNull();
  });

  it("refuse any altered field, even with the MAC of the original kept", () => {
    const [gameId, seat, about, mac] = local.split(".") as [string, string, string, string];
    const other = (g: string, s: string, a: string) => verifyReplyToken(key, `${g}.${s}.${a}.${mac}`);
    expect(other("k7m2p9x4q8ry", seat, about)).toBeNull(); // the other game
    expect(other(gameId, "1", about)).toBeNull(); // the other seat
    expect(other(gameId, "02", about)).toBeNull(); // the same seat written otherwise
    expect(other(gameId, seat, "m16")).toBeNull(); // another decision
    expect(other(gameId, seat, "c")).toBeNull(); // talk instead of a move
    // Every single-character change of the MAC fails.
    for (let i = 0; i < mac.length; i++) {
      const flipped = mac.slice(0, i) + (mac[i] === "0" ? "1" : "0") + mac.slice(i + 1);
      expect(verifyReplyToken(key, `${gameId}.${seat}.${about}.${flipped}`)).toBeNull();
    }
    expect(verifyReplyToken(key, `${gameId}.${seat}.${about}.${mac.slice(0, -1)}`)).toBeNull();
    expect(verifyReplyToken(key, `${gameId}.${seat}.${about}`)).toBeNull();
    expect(verifyReplyToken(key, "")).toBeNull();
  });

  it("made with another key (another deploy's table, or the unsubscribe key itself) do not verify", () => {
    expect(verifyReplyToken(replyKey(randomBytes(32)), local)).toBeNull();
    // The signing key is used for unsubscribe links: reply tokens use a key derived from it, never it.
    expect(verifyReplyToken(signing, local)).toBeNull();
    expect(signReplyToken(signing, token)).not.toBe(local);
  });

  it("fit SMTP's 64-character local part for every game id we make and any seat and version; longer ids get no address", () => {
    for (let i = 0; i < 200; i++) {
      // The longest "about": a decision far on, or the largest private channel.
      const about = i % 2 ? { kind: "move" as const, version: i * 997_001 } : { kind: "press" as const, channel: "s0-1-2-3-4-5-6-7" };
      const t: ReplyToken = { gameId: cryptoRandom.gameId(), seat: i % 8, about };
      const made = signReplyToken(key, t)!;
      expect(made.length).toBeLessThanOrEqual(LOCAL_PART_MAX);
      expect(made).toMatch(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9-]+)+$/);
      expect(verifyReplyToken(key, made)).toEqual(t);
    }
    expect(signReplyToken(key, { ...token, gameId: "g".repeat(64) })).toBeNull();
    expect(replyAddress(key, { ...token, gameId: "g".repeat(64) }, "reply.example")).toBeNull();
    expect(replyAddress(key, token, "reply.example")).toBe(`${local}@reply.example`);
  });
});

describe("which Reply-To a game mail carries", () => {
  const keys = { signingKey: async () => signing };
  const news = { gameId: "k7m2p9x4q8rz", seat: 1, awaitingMe: true, status: "active" as const, moveVersion: 7 };
  it("awaiting the reader: their decision at the version they read; otherwise talk only", () => {
    expect(aboutOf(news)).toEqual({ kind: "move", version: 7 });
    expect(aboutOf({ ...news, awaitingMe: false })).toEqual({ kind: "chat" });
    expect(aboutOf({ ...news, status: "finished" })).toEqual({ kind: "chat" });
  });
  it("one game for a seated reader with a reply domain: yes; several games, a spectator or no domain: none", async () => {
    const n = news as unknown as Parameters<typeof replyToFor>[2][number];
    const { address, about } = (await replyToFor(keys, "reply.example", [n]))!;
    expect(about).toEqual({ kind: "move", version: 7 });
    expect(verifyReplyToken(key, address.split("@")[0]!)).toEqual({ gameId: news.gameId, seat: 1, about: { kind: "move", version: 7 } });
    expect(address.endsWith("@reply.example")).toBe(true);
    // A press mail's: its channel, even when the reader is awaited (that mail lists no choices).
    const press = (await replyToFor(keys, "reply.example", [n], "s1-3"))!;
    expect(verifyReplyToken(key, press.address.split("@")[0]!)).toEqual({ gameId: news.gameId, seat: 1, about: { kind: "press", channel: "s1-3" } });
    expect(await replyToFor(keys, undefined, [n])).toBeNull();
    expect(await replyToFor(keys, "reply.example", [n, { ...n, gameId: "other0000000" }])).toBeNull();
    expect(await replyToFor(keys, "reply.example", [{ ...n, seat: null }])).toBeNull();
  });
});
