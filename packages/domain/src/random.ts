// A seeded random number generator for data that must come out the same on every run (the demo data, the holds'
// evaluation set). Not for anything secret.

/** Mulberry32: small, fast, good enough for simulation, and the same everywhere. Numbers in [0, 1). */
export function createRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
