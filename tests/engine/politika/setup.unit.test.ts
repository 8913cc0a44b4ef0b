/** Set-up: options (PR1), tokens, money and cards (PR2), representatives (PR3), uprisings (PR4). */
import { describe, expect, it } from "vitest";
import { politika } from "../../../engine/politika/index";
import { PRODUCTION_CARDS, REGION_IDS, UPRISING_IDS, type ProductionCardId } from "../../../engine/politika/cards";
import { snakeOrder } from "../../../engine/politika/rules";
import type { State } from "../../../engine/politika/state";
import { checkInvariants, play, reject } from "./build";

const start = (seats: number, options: object = {}, seed = "setup"): State =>
  politika.setup({ seats, options: politika.optionsSchema.parse(options), seed });

/** Places every representative in the first free region, as the snake order asks. */
function placeAll(s: State): State {
  while (s.phase === "placement") s = play(s, s.placementOrder[0]!, politika.legalMoves(s, s.placementOrder[0]!)[0]!);
  return s;
}

describe("PR1 options", () => {
  it("PR1: defaults are six rounds with factions dealt at random, all different", () => {
    expect(politika.optionsSchema.parse({})).toEqual({ rounds: 6, factions: "random" });
    const s = start(5);
    expect(new Set(s.factions).size).toBe(5);
    expect(s.factions.every((f) => f !== null)).toBe(true);
    expect(s.phase).toBe("placement");
  });

  it("PR1: rounds range 1–12", () => {
    expect(() => politika.optionsSchema.parse({ rounds: 0 })).toThrow();
    expect(() => politika.optionsSchema.parse({ rounds: 13 })).toThrow();
    expect(politika.optionsSchema.parse({ rounds: 12 }).rounds).toBe(12);
  });

  it("PR1: chosen factions are picked in seat order; a taken faction is refused", () => {
    let s = start(3, { factions: "chosen" });
    expect(s.phase).toBe("factions");
    expect(politika.awaiting(s)).toEqual([0]);
    s = play(s, 0, { kind: "choose-faction", faction: "kgb" });
    expect(politika.awaiting(s)).toEqual([1]);
    reject(s, 1, { kind: "choose-faction", faction: "kgb" }, "politika/faction-taken");
    reject(s, 2, { kind: "choose-faction", faction: "mafia" }, "move/not-your-turn");
    s = play(play(s, 1, { kind: "choose-faction", faction: "mafia" }), 2, { kind: "choose-faction", faction: "church" });
    expect(s.factions).toEqual(["kgb", "mafia", "church"]);
    expect(s.phase).toBe("placement");
  });
});

describe("PR2 tokens, money and cards", () => {
  it.each([
    [3, 26, 0], [4, 20, 2], [5, 16, 2], [6, 13, 0], [7, 12, 6], [8, 10, 2],
  ])("PR2: %i players get %i tokens each; %i go back at $30,000 each", (seats, perPlayer, excess) => {
    const s = start(seats, {}, `tokens-${seats}`);
    for (const r of REGION_IDS) expect(s.regions[r]).toHaveLength(3);
    for (const u of UPRISING_IDS) expect(s.uprisings[u]!.tokens).toHaveLength(3);
    expect(s.returnedTokens.reduce((a, b) => a + b, 0)).toBe(excess);
    for (let p = 0; p < seats; p++) {
      const placed = REGION_IDS.reduce((n, r) => n + s.regions[r]!.filter((t) => t === p).length, 0)
        + UPRISING_IDS.reduce((n, u) => n + s.uprisings[u]!.tokens.filter((t) => t === p).length, 0);
      expect(placed + s.returnedTokens[p]!).toBe(perPlayer);
      expect(s.money[p]).toBe(50_000 + 30_000 * s.returnedTokens[p]!);
    }
  });

  it("PR2: three action cards each are dealt once the representatives stand", () => {
    const s = placeAll(start(4));
    expect(s.hands.map((h) => h.length)).toEqual([3, 3, 3, 3]);
    expect(s.actionDeck).toHaveLength(56 - 12);
    checkInvariants(s);
  });
});

describe("PR3 representatives", () => {
  it("PR3: snake order: clockwise from the high roller, the last places both, then back", () => {
    expect(snakeOrder(2, 4)).toEqual([2, 3, 0, 1, 1, 0, 3, 2]);
    const s = start(4, {}, "snake");
    expect(s.placementOrder).toEqual(snakeOrder(s.highRoller, 4));
    expect(politika.awaiting(s)).toEqual([s.highRoller]);
  });

  it("PR3: each placement is one decision, into a region with no representative yet", () => {
    let s = start(3, {}, "place");
    const first = s.placementOrder[0]!;
    s = play(s, first, { kind: "place-representative", region: "MOS" });
    expect(s.representatives[first]).toEqual(["MOS", null]);
    const next = s.placementOrder[0]!;
    reject(s, next, { kind: "place-representative", region: "MOS" }, "politika/region-taken");
    expect(politika.legalMoves(s, next).filter((m) => m.kind === "place-representative")).toHaveLength(22);
    reject(s, first === next ? (first + 1) % 3 : first, { kind: "place-representative", region: "SPB" }, "move/not-your-turn");
  });
});

describe("PR4 uprisings and decks", () => {
  it("PR4: uprisings stand on the first region card's regions (bourgeois, labor, student); decks hold 30 and 16 cards", () => {
    const s = placeAll(start(4, {}, "uprisings"));
    const regions = UPRISING_IDS.map((u) => s.uprisings[u]!.region);
    expect(new Set(regions).size).toBe(3);
    const card = Object.entries(PRODUCTION_CARDS).find(([, c]) => c.kind === "produce" && c.regions.join() === regions.join());
    expect(card, `a production card lists ${regions.join(", ")}`).toBeDefined();
    expect(s.productionDeck.length + s.productionDiscard.length).toBe(30);
    expect(PRODUCTION_CARDS[s.productionCard as ProductionCardId].kind).toBe("produce");
    expect(s.phase === "movement" || s.phase === "production").toBe(true);
    expect(s.current).toBe(s.highRoller);
  });
});
