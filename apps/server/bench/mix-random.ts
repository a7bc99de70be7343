// The seeded draws the long-tail mixes share (browse-mix.ts, find-influencers-mix.ts): the domain's generator, so a mix
// is the same on every machine and every run.
import { createRandom } from '@microreach/domain/random';

export interface MixRandom {
  /** A number in [0, 1). */
  random: () => number;
  /** One of `list`. */
  pick: <T>(list: readonly T[]) => T;
  /** `word` as typed so far: its first two letters or more. */
  typed: (word: string) => string;
}

export function mixRandom(seed: number): MixRandom {
  const random = createRandom(seed);
  return {
    random,
    pick: <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T,
    typed: (word: string) => word.slice(0, 2 + Math.floor(random() * (word.length - 1))),
  };
}
