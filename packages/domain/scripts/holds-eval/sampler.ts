// Draws from the seeded PRNG (src/random.ts): one stream per seed, so a seed always gives the same evaluation set.
import { createRandom } from '@microreach/domain/random';

export class Sampler {
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = createRandom(seed);
  }
  uniform(lo = 0, hi = 1): number {
    return lo + (hi - lo) * this.next();
  }
  logUniform(lo: number, hi: number): number {
    return Math.exp(this.uniform(Math.log(lo), Math.log(hi)));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  /** A whole number in [lo, hi]. */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }
  /** One key of `weights`, with probability proportional to its weight. */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K {
    const entries = Object.entries(weights) as [K, number][];
    let r = this.next() * entries.reduce((s, [, w]) => s + w, 0);
    for (const [key, w] of entries) {
      r -= w;
      if (r < 0) return key;
    }
    return entries[entries.length - 1][0];
  }
  normal(): number {
    const u = 1 - this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next());
  }
  /** Log-normal with the given median and log-sd. */
  logNormal(median: number, sigma: number): number {
    return median * Math.exp(sigma * this.normal());
  }
  poisson(mean: number): number {
    if (!(mean > 0)) return 0;
    if (mean < 30) {
      const limit = Math.exp(-mean);
      let k = 0;
      let p = this.next();
      while (p > limit) {
        k++;
        p *= this.next();
      }
      return k;
    }
    return Math.max(0, Math.round(mean + Math.sqrt(mean) * this.normal()));
  }
}
