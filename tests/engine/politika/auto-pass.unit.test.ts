/**
 * Engine version 2: auto-pass settings for response windows (docs/games/politika.md, "Engine
 * versions"). Any seat changes its setting at any time; a window skips the seats whose setting
 * passes it; a change mid-window takes the seat out of it. Version 1 games have no setting.
 */
import { describe, expect, it } from "vitest";
import { politika, politikaV1 } from "../../../engine/politika/index";
import type { Move } from "../../../engine/politika/moves";
import type { AutoPass, State } from "../../../engine/politika/state";
import { game, play, reject, type Build } from "./build";

/** A version 2 game in the middle of play (the builder makes version 1 states). */
const v2 = (s: State, autoPass: AutoPass[] = Array(s.players).fill("manual")): State => ({ ...s, rulesVersion: 2, autoPass });
const atMoscow = (b: Build = {}): State => game({ phase: "challenges", reps: [["MOS", null], [null, null], [null, null], [null, null]], regions: { MOS: [0, 1, 1] }, ...b });
const challenge = (defender: number, dice: number): Move => ({ kind: "challenge", source: { kind: "representative", representative: 0 }, target: { kind: "region", region: "MOS" }, defender, dice });
/** Seat 0 challenges seat 1; every seat holds an extra-challenge and an extra-defence die. */
const hands = [["A31", "A38"], ["A32", "A39"], ["A33", "A40"], ["A34", "A41"]];

describe("engine version 2: auto-pass settings", () => {
  it("new games start on version 2 with every seat on manual; version 1 stays as it was", () => {
    const s = politika.setup({ seats: 4, options: politika.optionsSchema.parse({}), seed: "v2" });
    expect(s).toMatchObject({ rulesVersion: 2, autoPass: ["manual", "manual", "manual", "manual"] });
    expect(politika.engineVersion).toBe(2);
    const old = politikaV1.setup({ seats: 4, options: politika.optionsSchema.parse({}), seed: "v2" });
    expect(old.rulesVersion).toBeUndefined();
    expect(old.autoPass).toBeUndefined();
    expect(politika.view(s, 1).seats.map((v) => v.autoPass)).toEqual(["manual", "manual", "manual", "manual"]);
  });

  it("version 1 has no setting: the move is refused and never offered", () => {
    const s = atMoscow({ hands });
    expect(politikaV1.legalMoves(s, 2).some((m) => m.kind === "auto-pass")).toBe(false);
    reject(s, 2, { kind: "auto-pass", mode: "always" }, "politika/no-auto-pass");
  });

  it("any seat may change it at any time, awaited or not, and the game waits for the same seats", () => {
    const s = v2(atMoscow({ hands }));
    expect(politika.awaiting(s)).toEqual([0]);
    expect(politika.legalMoves(s, 2)).toEqual([{ kind: "auto-pass", mode: "bystander" }, { kind: "auto-pass", mode: "always" }]);
    const after = play(s, 2, { kind: "auto-pass", mode: "always" });
    expect(after.autoPass).toEqual(["manual", "manual", "always", "manual"]);
    expect(politika.awaiting(after)).toEqual([0]);
    reject(after, 2, { kind: "auto-pass", mode: "always" }, "politika/same-auto-pass");
    expect(politika.describe({ before: s, after, seat: 2, move: { kind: "auto-pass", mode: "always" }, viewer: 0, names: ["A", "B", "C", "D"] })).toMatch(/auto-pass to always/);
  });

  it("a window skips the seats whose setting passes it: always everywhere, bystander outside its own challenges", () => {
    const s = v2(atMoscow({ hands }), ["manual", "bystander", "always", "manual"]);
    const opened = play(s, 0, challenge(1, 1));
    // Challenger-side window: seat 2 (always) is skipped; seat 1 is the defender, so bystander still asks it.
    expect(politika.awaiting(opened)).toEqual([0, 1, 3]);
    const v1Opened = play(atMoscow({ hands }), 0, challenge(1, 1));
    expect(politika.awaiting(v1Opened)).toEqual([0, 1, 2, 3]);
  });

  it("a bystander is asked in neither window of others' challenges", () => {
    const s = v2(atMoscow({ hands }), ["manual", "manual", "bystander", "bystander"]);
    let t = play(s, 0, challenge(1, 1));
    expect(politika.awaiting(t)).toEqual([0, 1]);
    t = play(t, 0, { kind: "pass" });
    t = play(t, 1, { kind: "pass" });
    // Defender-side window: again only the two parties.
    expect(t.challenge?.step).toBe("defender");
    expect(politika.awaiting(t)).toEqual([0, 1]);
  });

  it("switching mid-window leaves the window as a pass would; the last one out closes it", () => {
    const s = v2(atMoscow({ hands }));
    let t = play(s, 0, challenge(1, 1));
    expect(politika.awaiting(t)).toEqual([0, 1, 2, 3]);
    t = play(t, 2, { kind: "auto-pass", mode: "always" });
    expect(politika.awaiting(t)).toEqual([0, 1, 3]);
    // Bystander takes out seat 3 but not the parties.
    t = play(t, 3, { kind: "auto-pass", mode: "bystander" });
    expect(politika.awaiting(t)).toEqual([0, 1]);
    t = play(t, 0, { kind: "pass" });
    t = play(t, 1, { kind: "auto-pass", mode: "always" });
    // The challenger-side window closed; the defender-side one asks seat 0 only (seat 1 always, 2 always, 3 bystander).
    expect(t.challenge?.step).toBe("defender");
    expect(politika.awaiting(t)).toEqual([0]);
  });

  it("with every seat on always, a challenge goes straight to its roll", () => {
    const s = v2(atMoscow({ hands }), ["always", "always", "always", "always"]);
    const t = play(s, 0, challenge(1, 1));
    expect(t.rolls).toHaveLength(1);
    expect(t.hands).toEqual(hands);
  });
});
