/**
 * Seeded randomness for the generator: the demo seed's generator (apps/api/src/db/demo/random.ts)
 * with one independent stream per generation phase and sampling without replacement.
 */
import { Rng as SeededRng } from '@tayori/api/db/demo/random';

export { addDays, tokyoStartOf } from '@tayori/api/db/demo/random';
export const DAY_MS = 86_400_000;

/** FNV-1a of a label, mixed with the seed: one independent stream per generation phase. */
function streamSeed(seed: number, label: string): number {
  let h = 0x811c9dc5 ^ seed;
  for (let i = 0; i < label.length; i++) {
    h ^= label.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export class Rng extends SeededRng {
  /** A stream of its own per label, so changing one phase does not shift the others. */
  constructor(seed: number, label = '') {
    super(streamSeed(seed, label));
  }

  /** `count` distinct items of `items` (partial Fisher–Yates on a copy). */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = items.slice();
    const n = Math.min(count, copy.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.float() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy.slice(0, n);
  }
}
