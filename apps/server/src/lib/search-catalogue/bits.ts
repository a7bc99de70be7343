// Sets of slots, one bit each, for the search catalogues kept in memory (issue 31: browse's and Find Influencers').

/** A set of slots, one bit each: slot s is bit (s & 31) of word s >>> 5. */
export type Bits = Uint32Array;

/** An empty set able to hold `capacity` slots (a multiple of 32). */
export const emptyBits = (capacity: number): Bits => new Uint32Array(Math.ceil(capacity / 32));
export const has = (bits: Bits, slot: number) => ((bits[slot >>> 5]! >>> (slot & 31)) & 1) === 1;
export const set = (bits: Bits, slot: number) => {
  bits[slot >>> 5]! |= 1 << (slot & 31);
};
export const clear = (bits: Bits, slot: number) => {
  bits[slot >>> 5]! &= ~(1 << (slot & 31));
};

/** How many slots are in the set. */
export function popcount(bits: Bits): number {
  let count = 0;
  for (let i = 0; i < bits.length; i++) {
    let v = bits[i]!;
    v -= (v >>> 1) & 0x55555555;
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    count += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return count;
}

/** into = into AND other. */
export function andInto(into: Bits, other: Bits): void {
  for (let w = 0; w < into.length; w++) into[w]! &= other[w]!;
}

/** into = into AND NOT other. */
export function andNotInto(into: Bits, other: Bits): void {
  for (let w = 0; w < into.length; w++) into[w]! &= ~other[w]!;
}

/** into = into OR other. */
export function orInto(into: Bits, other: Bits): void {
  for (let w = 0; w < into.length; w++) into[w]! |= other[w]!;
}

/** Calls `visit` with each slot in the set, in slot order. */
export function forEachSlot(bits: Bits, visit: (slot: number) => void): void {
  for (let w = 0; w < bits.length; w++) {
    let v = bits[w]!;
    while (v !== 0) {
      visit(w * 32 + (31 - Math.clz32(v & -v)));
      v &= v - 1;
    }
  }
}
