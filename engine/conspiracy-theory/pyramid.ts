/**
 * The pyramid of the World Conspiracy: shape and type rules (C6, CR1, CR2), base values (C7,
 * CR3), clearance (C8) and the search over legal arrangements behind repair (C12, CR4).
 * Rows are listed bottom up; positions inside a row are not tracked (CR2).
 */
import { cardOf, rowCapacity, type OrganizationType } from "./cards";

export type Rows = readonly (readonly string[])[];

export function organizationType(card: string): OrganizationType | "wild" {
  const def = cardOf(card);
  if (def.type === null || (def.kind !== "organization" && def.kind !== "wild")) throw new Error(`${card} is not an Organization`);
  return def.type;
}

/** C8: clearance is the number of Organizations in the pyramid, in any rows. */
export function clearanceOf(rows: Rows): number {
  return rows.reduce((n, r) => n + r.length, 0);
}

/** C7/CR3: base attack is the number of rows holding at least one card, even while illegal. */
export function baseAttackOf(rows: Rows): number {
  return rows.filter((r) => r.length > 0).length;
}

/** C7: base defence is the number of cards in the bottom row. */
export function baseDefenceOf(rows: Rows): number {
  return rows[0]?.length ?? 0;
}

/** CR1: a card fits a row unless the row already holds its type; the Collider never clashes. */
export function fitsRow(row: readonly string[], card: string): boolean {
  const t = organizationType(card);
  if (t === "wild") return true;
  return !row.some((c) => organizationType(c) === t);
}

/** CR2: capacities 4/3/2/1, no row larger than the one below, distinct types per row (CR1). */
export function isLegal(rows: Rows): boolean {
  for (let r = 0; r < 4; r++) {
    const row = rows[r] ?? [];
    if (row.length > rowCapacity[r]!) return false;
    if (r > 0 && row.length > (rows[r - 1] ?? []).length) return false;
    const types = row.map(organizationType).filter((t) => t !== "wild");
    if (new Set(types).size !== types.length) return false;
  }
  return true;
}

/** The shape alone (C6): 3-1-2-1 is not allowed. */
export function shapeOf(rows: Rows): string {
  return rows.map((r) => r.length).join("-");
}

export function withCard(rows: Rows, card: string, row: number): string[][] {
  return rows.map((r, i) => (i === row ? [...r, card] : [...r]));
}

export function withoutCard(rows: Rows, card: string): string[][] {
  return rows.map((r) => r.filter((c) => c !== card));
}

/** CR2: rows into which `card` may be placed, keeping the pyramid legal. */
export function placementRows(rows: Rows, card: string): number[] {
  const out: number[] = [];
  for (let r = 0; r < 4; r++) {
    if (!fitsRow(rows[r] ?? [], card)) continue;
    if (isLegal(withCard(rows, card, r))) out.push(r);
  }
  return out;
}

/** C10/CR2: rows into which an Organization already in the pyramid may be moved. */
export function moveRows(rows: Rows, card: string): number[] {
  const from = rows.findIndex((r) => r.includes(card));
  if (from < 0) return [];
  const rest = withoutCard(rows, card);
  const out: number[] = [];
  for (let r = 0; r < 4; r++) {
    if (r !== from && fitsRow(rest[r] ?? [], card) && isLegal(withCard(rest, card, r))) out.push(r);
  }
  return out;
}

/** CR2: the legal row-size shapes for n cards: non-increasing and within capacities. */
function shapesFor(n: number): number[][] {
  const shapes: number[][] = [];
  for (let a = 0; a <= 4; a++) for (let b = 0; b <= Math.min(3, a); b++) for (let c = 0; c <= Math.min(2, b); c++) {
    const d = n - a - b - c;
    if (d >= 0 && d <= Math.min(1, c)) shapes.push([a, b, c, d]);
  }
  return shapes;
}

/**
 * CR4b: calls `visit` once for every legal arrangement of the cards in `rows`, rows as sets
 * (positions inside a row are not tracked, CR2), in which every `fixed` card keeps its
 * current row. `cards[i]` goes to row `at[i]`; both arrays are reused between calls. A
 * depth-first search per shape; ten cards at most, so a few thousand arrangements at most.
 */
function forEachArrangement(rows: Rows, fixed: ReadonlySet<string>, visit: (cards: readonly string[], at: readonly number[]) => void): void {
  const list = rows.flatMap((r, i) => r.map((c) => ({ c, home: i, t: organizationType(c), fixed: fixed.has(c) })));
  // Fixed cards first, then typed cards grouped by type (a type that cannot fit fails early), the Collider last.
  list.sort((x, y) => Number(y.fixed) - Number(x.fixed) || Number(x.t === "wild") - Number(y.t === "wild") || x.t.localeCompare(y.t) || x.home - y.home);
  const cards = list.map((x) => x.c);
  const at = list.map(() => -1);
  for (const shape of shapesFor(list.length)) {
    const built: string[][] = [[], [], [], []];
    const go = (i: number): void => {
      if (i === list.length) {
        visit(cards, at);
        return;
      }
      const { c, home } = list[i]!;
      for (const r of list[i]!.fixed ? [home] : [0, 1, 2, 3]) {
        const row = built[r]!;
        if (row.length >= shape[r]! || !fitsRow(row, c)) continue;
        row.push(c);
        at[i] = r;
        go(i + 1);
        row.pop();
      }
    };
    go(0);
  }
}

/** Where each card of `rows` sits. */
function homes(rows: Rows): Map<string, number> {
  return new Map(rows.flatMap((r, i) => r.map((c) => [c, i] as const)));
}

/**
 * CR4b: every legal arrangement of the cards in `rows` (at most `limit`), the closest to the
 * current one first: fewest cards in another row, then higher base attack, then higher base
 * defence. Rows as sets, so no two are the same (the search assigns each card a row once).
 */
export function legalArrangements(rows: Rows, limit = Infinity): string[][][] {
  const home = homes(rows);
  const found: { rows: string[][]; key: number[] }[] = [];
  forEachArrangement(rows, new Set(), (cards, at) => {
    const out: string[][] = [[], [], [], []];
    let moved = 0;
    cards.forEach((c, i) => {
      out[at[i]!]!.push(c);
      if (home.get(c) !== at[i]) moved++;
    });
    found.push({ rows: out, key: [moved, -baseAttackOf(out), -baseDefenceOf(out)] });
  });
  found.sort((x, y) => x.key[0]! - y.key[0]! || x.key[1]! - y.key[1]! || x.key[2]! - y.key[2]!);
  return found.slice(0, limit).map((f) => f.rows);
}

/** One step of a repair: `card` to `row`, then at least `further` more steps to a legal pyramid. */
export interface RepairStep {
  readonly card: string;
  readonly row: number;
  readonly further: number;
}

/**
 * CR4b as a sequence of steps (our ruling; docs/games/conspiracy-theory.md, "Repair"): the
 * owner moves one Organization at a time, each at most once (`moved` holds those already
 * moved), and finishes once the pyramid is legal. A step is offered exactly when some legal
 * arrangement keeps every moved card where it is and puts `card` in `row`: so no step leads
 * into a dead end, and every legal arrangement is reached by moving each card that must
 * change rows straight to its new row. Rows may overflow or hold a type twice on the way
 * (e.g. to swap two cards between full rows); only the finished pyramid must be legal.
 *
 * Ordered closest first: fewest further steps, then the higher base attack and base defence
 * of the nearest legal pyramid the step leads to, then bottom-up card order and row.
 */
export function repairSteps(rows: Rows, moved: ReadonlySet<string>): RepairStep[] {
  const home = homes(rows);
  // The best key per (card position, row), kept as numbers: this visitor runs for each of up
  // to a few thousand arrangements, on every repair decision (the bulk of random play's time).
  let homeAt: number[] | null = null;
  let cardsSeen: readonly string[] = [];
  const best = new Map<number, [number, number, number]>();
  const size = [0, 0, 0, 0];
  forEachArrangement(rows, moved, (cards, at) => {
    if (!homeAt) { cardsSeen = cards; homeAt = cards.map((c) => home.get(c)!); }
    size[0] = size[1] = size[2] = size[3] = 0;
    let changed = 0;
    for (let i = 0; i < at.length; i++) {
      size[at[i]!]!++;
      if (homeAt[i] !== at[i]) changed++;
    }
    if (changed === 0) return;
    const k0 = changed - 1;
    const k1 = -((size[0]! > 0 ? 1 : 0) + (size[1]! > 0 ? 1 : 0) + (size[2]! > 0 ? 1 : 0) + (size[3]! > 0 ? 1 : 0));
    const k2 = -size[0]!;
    for (let i = 0; i < at.length; i++) {
      if (homeAt[i] === at[i]) continue;
      const id = i * 4 + at[i]!;
      const old = best.get(id);
      if (!old) best.set(id, [k0, k1, k2]);
      else if (k0 < old[0] || (k0 === old[0] && (k1 < old[1] || (k1 === old[1] && k2 < old[2])))) { old[0] = k0; old[1] = k1; old[2] = k2; }
    }
  });
  const order = rows.flat();
  return [...best].map(([id, key]) => ({ card: cardsSeen[Math.floor(id / 4)]!, row: id % 4, further: key[0], key }))
    .sort((x, y) => compareKeys(x.key, y.key) || order.indexOf(x.card) - order.indexOf(y.card) || x.row - y.row)
    .map(({ card, row, further }) => ({ card, row, further }));
}

function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}
