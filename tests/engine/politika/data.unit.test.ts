/** The spec's data tables (spec "Data"): the map, the dots, the production deck and the cards. */
import { describe, expect, it } from "vitest";
import {
  ACTION_CARD_IDS, ACTION_CARDS, EVENT_CARD_IDS, PRODUCTION_CARD_IDS, PRODUCTION_CARDS, REGION_IDS, REGIONS, type RegionId,
} from "../../../engine/politika/cards";

const produce = PRODUCTION_CARD_IDS.map((id) => PRODUCTION_CARDS[id]).flatMap((c) => (c.kind === "produce" ? [c.regions] : []));

describe("politika data", () => {
  it("P-map: 23 regions with symmetric neighbour lists, 45 edges, connected", () => {
    expect(REGION_IDS).toHaveLength(23);
    const edges = new Set<string>();
    for (const r of REGION_IDS) for (const n of REGIONS[r].neighbours) {
      expect(REGIONS[n].neighbours as readonly RegionId[]).toContain(r);
      edges.add([r, n].sort().join("-"));
    }
    expect(edges.size).toBe(45);
    const seen = new Set<RegionId>(["MOS"]);
    const queue: RegionId[] = ["MOS"];
    while (queue.length) for (const n of REGIONS[queue.shift()!].neighbours) if (!seen.has(n)) { seen.add(n); queue.push(n); }
    expect(seen.size).toBe(23);
  });

  it("P-map: Kamchatka borders only Sakha and Primorskiy; Evenkia (cut short in the spec) follows the edge list", () => {
    expect([...REGIONS.KAM.neighbours].sort()).toEqual(["PRI", "SAK"]);
    expect([...REGIONS.EVE.neighbours].sort()).toEqual(["IRK", "KRS", "SAK", "TAY"]);
  });

  it("P-map: six separatist regions, dots summing to 60 (one 5, four 4s, nine 3s, three 2s, six 1s)", () => {
    expect(REGION_IDS.filter((r) => REGIONS[r].separatist).sort()).toEqual(["BAS", "CHE", "DAG", "SAK", "TAT", "TUV"]);
    const dots = REGION_IDS.map((r) => REGIONS[r].dots);
    expect(dots.reduce((a, b) => a + b, 0)).toBe(60);
    expect([5, 4, 3, 2, 1].map((d) => dots.filter((x) => x === d).length)).toEqual([1, 4, 9, 3, 6]);
  });

  it("P-deck: 20 region cards and 10 event cards; each region appears `dots` times; no card lists neighbours or two separatist regions", () => {
    expect(produce).toHaveLength(20);
    expect(PRODUCTION_CARD_IDS).toHaveLength(30);
    for (const r of REGION_IDS) expect(produce.filter((c) => (c as readonly RegionId[]).includes(r)).length, r).toBe(REGIONS[r].dots);
    for (const [a, b, c] of produce) {
      for (const [x, y] of [[a, b], [a, c], [b, c]] as const) expect(REGIONS[x].neighbours as readonly RegionId[]).not.toContain(y);
      expect([a, b, c].filter((r) => REGIONS[r].separatist).length).toBeLessThanOrEqual(1);
    }
  });

  it("P-cards: 16 events and 56 action cards with the spec's counts", () => {
    expect(EVENT_CARD_IDS).toHaveLength(16);
    expect(ACTION_CARD_IDS).toHaveLength(56);
    const count = (kind: string) => ACTION_CARD_IDS.filter((id) => ACTION_CARDS[id]!.kind === kind).length;
    expect([count("free-challenge"), count("extra-challenge-die"), count("extra-defence-die"), count("production-boost"), count("veto"), count("move-uprising"), count("fast-travel")])
      .toEqual([30, 7, 7, 4, 3, 3, 2]);
    const regions = ACTION_CARD_IDS.flatMap((id) => (ACTION_CARDS[id]!.region ? [ACTION_CARDS[id]!.region!] : []));
    for (const r of REGION_IDS) expect(regions).toContain(r);
    expect(regions.filter((r) => r === "MOS")).toHaveLength(3);
    for (const r of ["SPB", "VOL", "URA", "KHM", "CHE"] as const) expect(regions.filter((x) => x === r)).toHaveLength(2);
  });
});
