/**
 * The pyramid of the World Conspiracy: shape and type rules (C6, CR1, CR2), base values (C7,
 * CR3), clearance (C8) and the search over legal arrangements behind repair (C12, CR4).
 * Rows are listed bottom up; positions inside a row are not tracked (CR2).
 */
import { cardOf, organizationTypes, rowCapacity, type OrganizationType } from "./cards";

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

/**
 * An Organization's type as one bit (0 for the Collider), kept per card: the legal-move lists
 * test pyramids for every card and row after every move.
 */
const typeBits = new Map<string, number>();
function typeBit(card: string): number {
  let bit = typeBits.get(card);
  if (bit === undefined) {
    const t = organizationType(card);
    bit = t === "wild" ? 0 : 1 << organizationTypes.indexOf(t);
    typeBits.set(card, bit);
  }
  return bit;
}

/** The types in a row as bits, or -1 when a type is there twice. */
function rowTypes(row: readonly string[]): number {
  let mask = 0;
  for (let i = 0; i < row.length; i++) {
    const bit = typeBit(row[i]!);
    if (mask & bit) return -1;
    mask |= bit;
  }
  return mask;
}

/** CR1: a card fits a row unless the row already holds its type; the Collider never clashes. */
export function fitsRow(row: readonly string[], card: string): boolean {
  const bit = typeBit(card);
  if (bit === 0) return true;
  for (let i = 0; i < row.length; i++) if (typeBit(row[i]!) === bit) return false;
  return true;
}

/** CR2: capacities 4/3/2/1, no row larger than the one below, distinct types per row (CR1). */
export function isLegal(rows: Rows): boolean {
  for (let r = 0; r < 4; r++) {
    const row = rows[r] ?? [];
    if (row.length > rowCapacity[r]!) return false;
    if (r > 0 && row.length > (rows[r - 1] ?? []).length) return false;
    if (rowTypes(row) < 0) return false;
  }
  return true;
}

/**
 * isLegal of `rows` with `card` added to row `to`, and taken out of row `from` (-1: not in
 * the pyramid), without building the new rows. The card must not already be in row `to`.
 */
function legalWith(rows: Rows, card: string, from: number, to: number): boolean {
  const bit = typeBit(card);
  let below = Infinity;
  for (let r = 0; r < 4; r++) {
    const row = rows[r] ?? [];
    let size = row.length;
    let mask: number;
    if (r === from) {
      size -= countOf(row, card);
      mask = rowTypes(row.filter((c) => c !== card));
    } else mask = rowTypes(row);
    if (mask < 0) return false;
    if (r === to) {
      size += 1;
      if (mask & bit) return false;
    }
    if (size > rowCapacity[r]! || (r > 0 && size > below)) return false;
    below = size;
  }
  return true;
}

function countOf(row: readonly string[], card: string): number {
  let n = 0;
  for (const c of row) if (c === card) n++;
  return n;
}

/** The shape alone (C6): 3-1-2-1 is not allowed. */
export function shapeOf(rows: Rows): string {
  return rows.map((r) => r.length).join("-");
}

/** CR2: rows into which `card` may be placed, keeping the pyramid legal. */
export function placementRows(rows: Rows, card: string): number[] {
  const out: number[] = [];
  for (let r = 0; r < 4; r++) {
    if (!fitsRow(rows[r] ?? [], card)) continue;
    if (legalWith(rows, card, -1, r)) out.push(r);
  }
  return out;
}

/** C10/CR2: rows into which an Organization already in the pyramid may be moved. */
export function moveRows(rows: Rows, card: string): number[] {
  const from = rows.findIndex((r) => r.includes(card));
  if (from < 0) return [];
  const out: number[] = [];
  for (let r = 0; r < 4; r++) {
    if (r !== from && fitsRow(rows[r] ?? [], card) && legalWith(rows, card, from, r)) out.push(r);
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
 * current row, until `visit` returns true. `cards[i]` goes to row `at[i]`; both arrays are
 * reused between calls. A depth-first search per shape; ten cards at most, so a few thousand
 * arrangements at most. Rows under construction are kept as sizes and type bits: the search
 * runs on every repair decision, twice (the legal moves, then the check of the move).
 */
function forEachArrangement(rows: Rows, fixed: ReadonlySet<string>, visit: (cards: readonly string[], at: readonly number[]) => boolean | void): void {
  const list = rows.flatMap((r, i) => r.map((c) => ({ c, home: i, t: organizationType(c), fixed: fixed.has(c) })));
  // Fixed cards first, then typed cards grouped by type (a type that cannot fit fails early), the Collider last.
  list.sort((x, y) => Number(y.fixed) - Number(x.fixed) || Number(x.t === "wild") - Number(y.t === "wild") || x.t.localeCompare(y.t) || x.home - y.home);
  const cards = list.map((x) => x.c);
  const bits = cards.map(typeBit);
  const choices = list.map((x) => (x.fixed ? [x.home] : [0, 1, 2, 3]));
  const at = list.map(() => -1);
  const size = [0, 0, 0, 0];
  const types = [0, 0, 0, 0];
  let stop = false;
  for (const shape of shapesFor(list.length)) {
    const go = (i: number): void => {
      if (i === list.length) {
        if (visit(cards, at) === true) stop = true;
        return;
      }
      const bit = bits[i]!;
      const rowsFor = choices[i]!;
      for (let k = 0; k < rowsFor.length && !stop; k++) {
        const r = rowsFor[k]!;
        if (size[r]! >= shape[r]! || (types[r]! & bit) !== 0) continue;
        size[r]!++;
        types[r]! |= bit;
        at[i] = r;
        go(i + 1);
        size[r]!--;
        types[r]! &= ~bit;
      }
    };
    go(0);
    if (stop) return;
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

/**
 * Whether repairSteps(rows, moved) offers `card` to `row`, without listing every step: some
 * legal arrangement keeps the moved cards where they are and puts `card` in `row`.
 */
export function isRepairStep(rows: Rows, moved: ReadonlySet<string>, card: string, row: number): boolean {
  const from = rows.findIndex((r) => r.includes(card));
  if (from < 0 || moved.has(card) || !Number.isInteger(row) || row < 0 || row > 3 || row === from) return false;
  const after = rows.map((r, i) => (i === from ? r.filter((c) => c !== card) : i === row ? [...r, card] : r));
  let found = false;
  forEachArrangement(after, new Set([...moved, card]), () => (found = true));
  return found;
}
