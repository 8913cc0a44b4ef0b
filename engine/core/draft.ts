/**
 * Helpers for the "draft" style of `apply`: deep-copy the input state once, mutate the copy
 * freely, return it. The input is never touched (the invariant tests deep-freeze it).
 */
import { Rng, type RngState } from "./rng";

/**
 * A deep copy of plain JSON-like state (arrays, objects, primitives). Written as loops that
 * skip the call for primitives: `apply` copies the whole state once per move, and this was
 * the largest single cost of random play (bench/run.ts, engine section).
 */
export function cloneDraft<T>(value: T): T {
  return (value !== null && typeof value === "object" ? cloneObject(value as object) : value) as T;
}

function cloneObject(v: object): object {
  if (Array.isArray(v)) {
    const n = v.length;
    const out = new Array<unknown>(n);
    for (let i = 0; i < n; i++) {
      const x: unknown = v[i];
      out[i] = x !== null && typeof x === "object" ? cloneObject(x) : x;
    }
    return out;
  }
  const out: Record<string, unknown> = {};
  const keys = Object.keys(v);
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]!;
    const x: unknown = (v as Record<string, unknown>)[k];
    out[k] = x !== null && typeof x === "object" ? cloneObject(x) : x;
  }
  return out;
}

/**
 * On a draft whose deck is empty: shuffles the discard pile into a new deck with the draft's
 * RNG. Returns false when there was nothing to shuffle (both piles empty), true otherwise.
 */
export function refillDeckFromDiscard(draft: { deck: string[]; discard: string[]; rng: RngState }): boolean {
  if (draft.deck.length > 0) return true;
  if (draft.discard.length === 0) return false;
  const rng = new Rng(draft.rng);
  draft.deck = rng.shuffle(draft.discard);
  draft.rng = rng.state;
  draft.discard = [];
  return true;
}
