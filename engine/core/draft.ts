/**
 * Helpers for the "draft" style of `apply`: deep-copy the input state once, mutate the copy
 * freely, return it. The input is never touched (the invariant tests deep-freeze it).
 */
import { Rng, type RngState } from "./rng";

/** A deep copy of plain JSON-like state (arrays, objects, primitives). */
export function cloneDraft<T>(value: T): T {
  if (Array.isArray(value)) return value.map(cloneDraft) as T;
  if (value !== null && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const k in value) out[k] = cloneDraft((value as Record<string, unknown>)[k]);
    return out as T;
  }
  return value;
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
