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

/** The types in a row as bits (leaving out `skip`), or -1 when a type is there twice. */
function rowTypes(row: readonly string[], skip?: string): number {
  let mask = 0;
  for (let i = 0; i < row.length; i++) {
    if (row[i] === skip) continue;
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

/** The sizes and types of the rows (rowTypes) as they stand. */
function rowsAsTheyStand(rows: Rows): { sizes: number[]; masks: number[] } {
  const sizes = [0, 0, 0, 0];
  const masks = [0, 0, 0, 0];
  for (let r = 0; r < 4; r++) {
    const row = rows[r] ?? [];
    sizes[r] = row.length;
    masks[r] = rowTypes(row);
  }
  return { sizes, masks };
}

/**
 * The rows `to` for which isLegal holds of `rows` with `card` added to row `to` and taken out
 * of row `from` (-1: not in the pyramid), without building the new rows: each row's types
 * and size are worked out once for all four.
 */
function legalRowsFor(rows: Rows, card: string, from: number, standing = rowsAsTheyStand(rows)): number[] {
  const bit = typeBit(card);
  const sizes = standing.sizes.slice();
  const masks = standing.masks.slice();
  if (from >= 0) {
    const row = rows[from]!;
    sizes[from] = row.length - countOf(row, card);
    masks[from] = rowTypes(row, card);
  }
  for (let r = 0; r < 4; r++) if (masks[r]! < 0) return [];
  const out: number[] = [];
  for (let to = 0; to < 4; to++) {
    if (to === from || (masks[to]! & bit) !== 0) continue;
    let legal = true;
    for (let r = 0, below = Infinity; r < 4 && legal; r++) {
      const size = sizes[r]! + (r === to ? 1 : 0);
      legal = size <= rowCapacity[r]! && size <= below;
      below = size;
    }
    if (legal) out.push(to);
  }
  return out;
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
  return legalRowsFor(rows, card, -1);
}

/** C10/CR2: rows into which an Organization already in the pyramid may be moved. */
export function moveRows(rows: Rows, card: string): number[] {
  const from = rows.findIndex((r) => r.includes(card));
  return from < 0 ? [] : legalRowsFor(rows, card, from);
}

/** moveRows of every card of the pyramid, bottom up: the main phase's moves (C10). */
export function pyramidMoves(rows: Rows): { card: string; row: number }[] {
  const standing = rowsAsTheyStand(rows);
  const out: { card: string; row: number }[] = [];
  for (let r = 0; r < rows.length; r++) {
    for (const card of rows[r]!) {
      // The first row holding it, as moveRows finds it (row r: a card is in one place).
      let from = 0;
      while (!rows[from]!.includes(card)) from++;
      for (const row of legalRowsFor(rows, card, from, standing)) out.push({ card, row });
    }
  }
  return out;
}

/** CR2: the legal row-size shapes for n cards (the index): non-increasing and within capacities. */
const shapes: readonly (readonly number[])[][] = Array.from({ length: 11 }, (_, n) => {
  const out: number[][] = [];
  for (let a = 0; a <= 4; a++) for (let b = 0; b <= Math.min(3, a); b++) for (let c = 0; c <= Math.min(2, b); c++) {
    const d = n - a - b - c;
    if (d >= 0 && d <= Math.min(1, c)) out.push([a, b, c, d]);
  }
  return out;
});

/**
 * CR4b: calls `visit` once for every legal arrangement of the cards of `rows`, rows as sets
 * (positions inside a row are not tracked, CR2), in which card i of rows.flat() stays in row
 * `forced[i]` unless that is -1, until `visit` returns true. `at[i]` is the row card i goes
 * to (the array is reused between calls), `changed` how many cards change rows, `shape` the
 * row sizes. A depth-first search per shape; ten cards at most, so a few thousand
 * arrangements at most. Rows under construction are kept as sizes and type bits: the search
 * runs on every repair decision, twice (the legal moves, then the check of the move).
 */
function forEachArrangement(
  rows: Rows, forced: readonly number[], visit: (at: readonly number[], changed: number, shape: readonly number[]) => boolean | void,
): void {
  const cards = rows.flat();
  const home = homeRows(rows);
  const n = cards.length;
  // Forced cards first, then typed cards grouped by type (a type that cannot fit fails early), the Collider last.
  const order = cards.map((c, i) => ({ i, forced: forced[i]! >= 0, bit: typeBit(c) }))
    .sort((x, y) => Number(y.forced) - Number(x.forced) || Number(x.bit === 0) - Number(y.bit === 0) || x.bit - y.bit || home[x.i]! - home[y.i]!)
    .map((x) => x.i);
  const bits = order.map((i) => typeBit(cards[i]!));
  const at = cards.map(() => -1);
  const size = [0, 0, 0, 0];
  const types = [0, 0, 0, 0];
  let shape: readonly number[] = [];
  let stop = false;
  const go = (depth: number, changed: number): void => {
    if (depth === n) {
      if (visit(at, changed, shape) === true) stop = true;
      return;
    }
    const i = order[depth]!;
    const bit = bits[depth]!;
    const f = forced[i]!;
    const last = f >= 0 ? f : 3;
    for (let r = f >= 0 ? f : 0; r <= last && !stop; r++) {
      if (size[r]! >= shape[r]! || (types[r]! & bit) !== 0) continue;
      size[r]!++;
      types[r]! |= bit;
      at[i] = r;
      go(depth + 1, r === home[i] ? changed : changed + 1);
      size[r]!--;
      types[r]! &= ~bit;
    }
  };
  for (const s of shapes[n] ?? []) {
    shape = s;
    go(0, 0);
    if (stop) return;
  }
}

/** The row of each card of rows.flat(). */
function homeRows(rows: Rows): number[] {
  const out: number[] = [];
  for (let r = 0; r < rows.length; r++) for (let k = 0; k < rows[r]!.length; k++) out.push(r);
  return out;
}

/**
 * How close a legal pyramid is, as one number (smaller is closer), for `changed` cards moved
 * into row sizes `shape`: fewest cards in another row, then higher base attack (rows used),
 * then higher base defence (bottom row).
 */
function closeness(changed: number, shape: readonly number[]): number {
  const used = (shape[0]! > 0 ? 1 : 0) + (shape[1]! > 0 ? 1 : 0) + (shape[2]! > 0 ? 1 : 0) + (shape[3]! > 0 ? 1 : 0);
  return changed * 100 + (4 - used) * 10 + (4 - shape[0]!);
}

/**
 * CR4b: every legal arrangement of the cards in `rows` (at most `limit`), the closest to the
 * current one first: fewest cards in another row, then higher base attack, then higher base
 * defence. Rows as sets, so no two are the same (the search assigns each card a row once).
 */
export function legalArrangements(rows: Rows, limit = Infinity): string[][][] {
  const cards = rows.flat();
  const found: { rows: string[][]; key: number }[] = [];
  forEachArrangement(rows, cards.map(() => -1), (at, changed, shape) => {
    const out: string[][] = [[], [], [], []];
    cards.forEach((c, i) => out[at[i]!]!.push(c));
    found.push({ rows: out, key: closeness(changed, shape) });
  });
  found.sort((x, y) => x.key - y.key);
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
  const cards = rows.flat();
  const home = homeRows(rows);
  // The closest arrangement per card i and row r (at i * 4 + r), as closeness numbers: this
  // visitor runs for each of up to a few thousand arrangements, on every repair decision.
  const best: number[] = new Array<number>(cards.length * 4).fill(Infinity);
  forEachArrangement(rows, cards.map((c, i) => (moved.has(c) ? home[i]! : -1)), (at, changed, shape) => {
    if (changed === 0) return;
    const key = closeness(changed - 1, shape);
    for (let i = 0; i < at.length; i++) {
      const r = at[i]!;
      if (r !== home[i] && key < best[i * 4 + r]!) best[i * 4 + r] = key;
    }
  });
  const steps: number[] = [];
  for (let id = 0; id < best.length; id++) if (best[id]! < Infinity) steps.push(id);
  // Ties in closeness go by bottom-up card order, then row: the order of the ids.
  steps.sort((x, y) => best[x]! - best[y]! || x - y);
  return steps.map((id) => ({ card: cards[Math.floor(id / 4)]!, row: id % 4, further: Math.floor(best[id]! / 100) }));
}

/**
 * Whether repairSteps(rows, moved) offers `card` to `row`, without listing every step: some
 * legal arrangement keeps the moved cards where they are and puts `card` in `row`.
 */
export function isRepairStep(rows: Rows, moved: ReadonlySet<string>, card: string, row: number): boolean {
  const from = rows.findIndex((r) => r.includes(card));
  if (from < 0 || moved.has(card) || !Number.isInteger(row) || row < 0 || row > 3 || row === from) return false;
  const home = homeRows(rows);
  let found = false;
  forEachArrangement(rows, rows.flat().map((c, i) => (c === card ? row : moved.has(c) ? home[i]! : -1)), () => (found = true));
  return found;
}
