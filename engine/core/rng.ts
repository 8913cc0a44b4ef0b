/**
 * Seeded pseudo-random numbers for the engines (sfc32, seeded by a 128-bit string hash).
 *
 * The generator's whole state is four uint32s stored inside the game state, so replaying the
 * same events always draws the same numbers (boardgame.io keeps its PRNG state the same way).
 * Engines must never call Math.random.
 */
import * as z from "zod/mini";

export const rngStateSchema = z.readonly(z.tuple([z.int(), z.int(), z.int(), z.int()]));
export type RngState = readonly [number, number, number, number];

/** cyrb128: spreads any seed string over four 32-bit words. */
export function seedRng(seed: string): RngState {
  let h1 = 1779033703, h2 = 3144134277, h3 = 1013904242, h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4; h2 ^= h1; h3 ^= h1; h4 ^= h1;
  const state: [number, number, number, number] = [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
  // Warm up so that similar seeds diverge.
  const rng = new Rng(state);
  for (let i = 0; i < 15; i++) rng.next();
  return rng.state;
}

/**
 * A generator over a copy of an RngState. Typical use inside a pure `apply`:
 *   const rng = new Rng(state.rng); const roll = rng.die(); return { ...state, rng: rng.state, ... };
 */
export class Rng {
  private a: number; private b: number; private c: number; private d: number;

  constructor(state: RngState) {
    [this.a, this.b, this.c, this.d] = state;
  }

  get state(): RngState {
    return [this.a >>> 0, this.b >>> 0, this.c >>> 0, this.d >>> 0];
  }

  /** Next uint32. */
  next(): number {
    this.a >>>= 0; this.b >>>= 0; this.c >>>= 0; this.d >>>= 0;
    const t = (this.a + this.b) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.d = (this.d + 1) | 0;
    const out = (t + this.d) | 0;
    this.c = (this.c + out) | 0;
    return out >>> 0;
  }

  /** Uniform integer in [0, n), without modulo bias. */
  int(n: number): number {
    if (!Number.isInteger(n) || n <= 0 || n > 0x1_0000_0000) throw new Error(`Rng.int: bad bound ${n}`);
    const limit = 0x1_0000_0000 - (0x1_0000_0000 % n);
    for (;;) {
      const x = this.next();
      if (x < limit) return x % n;
    }
  }

  /** A roll of a die with `sides` faces: 1..sides. */
  die(sides = 6): number {
    return this.int(sides) + 1;
  }

  /** A new array with the items in random order (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error("Rng.pick: empty list");
    return items[this.int(items.length)]!;
  }
}
