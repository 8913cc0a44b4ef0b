/**
 * The pyramid of the World Conspiracy: shape and type rules (C6, CR1, CR2), base values (C7,
 * CR3), clearance (C8) and the search for legal arrangements used by repair (C12, CR4).
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

/** Row-size shapes for n cards: non-increasing, within capacities, most like `current` first. */
function shapesFor(n: number, current: readonly number[]): number[][] {
  const shapes: number[][] = [];
  for (let a = 0; a <= 4; a++) for (let b = 0; b <= Math.min(3, a); b++) for (let c = 0; c <= Math.min(2, b); c++) {
    const d = n - a - b - c;
    if (d >= 0 && d <= Math.min(1, c)) shapes.push([a, b, c, d]);
  }
  const distance = (s: number[]) => s.reduce((t, v, i) => t + Math.abs(v - (current[i] ?? 0)), 0);
  // Equally close: keep the lower rows larger (base defence first).
  return shapes.sort((x, y) => distance(x) - distance(y) || y.join("").localeCompare(x.join("")));
}

/**
 * CR4b: legal arrangements of the cards already in `rows`, at most `limit`, the ones closest
 * to the current arrangement first (each card tries its current row first). A depth-first
 * search per row-size shape; ten cards at most, so it is small.
 */
export function legalArrangements(rows: Rows, limit: number): string[][][] {
  const cards = rows.flatMap((r, i) => r.map((c) => ({ c, home: i, t: organizationType(c) })));
  // Typed cards first, grouped by type so that a type that cannot fit fails early; the Collider last.
  cards.sort((x, y) => Number(x.t === "wild") - Number(y.t === "wild") || x.t.localeCompare(y.t) || x.home - y.home);
  let budget = 200_000;
  const out: string[][][] = [];
  for (const shape of shapesFor(cards.length, rows.map((r) => r.length))) {
    const built: string[][] = [[], [], [], []];
    const go = (i: number): void => {
      if (out.length >= limit || --budget < 0) return;
      if (i === cards.length) {
        out.push(built.map((r) => [...r]));
        return;
      }
      const { c, home } = cards[i]!;
      const order = [home, ...[0, 1, 2, 3].filter((r) => r !== home)];
      for (const r of order) {
        const row = built[r]!;
        if (row.length >= shape[r]! || !fitsRow(row, c)) continue;
        row.push(c);
        go(i + 1);
        row.pop();
        if (out.length >= limit) return;
      }
    };
    go(0);
    if (out.length >= limit) break;
  }
  return out;
}

/** The same cards, as multisets. */
export function sameCards(a: Rows, b: Rows): boolean {
  const x = a.flat().sort();
  const y = b.flat().sort();
  return x.length === y.length && x.every((c, i) => c === y[i]);
}
