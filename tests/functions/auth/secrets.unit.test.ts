/** The production clock and randomness: real time, tokens and ids of the promised shape. */
import { describe, expect, it } from "vitest";
import { cryptoRandom, sha256Hex } from "../../../functions/src/auth/secrets";
import { ManualClock, systemClock } from "../../../functions/src/ports/clock";

describe("secrets", () => {
  it("systemClock tells the real time", () => {
    const before = Date.now();
    const now = systemClock.now();
    expect(now).toBeInstanceOf(Date);
    expect(now.getTime()).toBeGreaterThanOrEqual(before);
    expect(now.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it("cryptoRandom makes 256-bit URL-safe tokens and hex seeds, and short unambiguous game ids, never twice", () => {
    const tokens = new Set(Array.from({ length: 50 }, () => cryptoRandom.token()));
    expect(tokens.size).toBe(50);
    for (const t of tokens) expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cryptoRandom.seed()).toMatch(/^[0-9a-f]{64}$/);
    const ids = Array.from({ length: 50 }, () => cryptoRandom.gameId());
    expect(new Set(ids).size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[a-km-np-z2-9]{12}$/);
  });

  it("sha256Hex is SHA-256 in hex", () => {
    expect(sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });

  it("ManualClock starts where told (or on 1 December 2026), moves only when advanced, and tells its listeners until they leave", async () => {
    expect(new ManualClock().now().toISOString()).toBe("2026-12-01T09:00:00.000Z");
    const clock = new ManualClock("2026-03-01T00:00:00.000Z");
    const seen: string[] = [];
    const leave = clock.onAdvance(() => { seen.push(clock.now().toISOString()); });
    await clock.advance(60_000);
    leave();
    await clock.advance(60_000);
    expect(seen).toEqual(["2026-03-01T00:01:00.000Z"]);
    expect(clock.now().toISOString()).toBe("2026-03-01T00:02:00.000Z");
  });
});
