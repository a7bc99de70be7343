// The compact pieces of a search catalogue (issue 31, decision 035) agree with the plain JavaScript they replace.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PackedWords, SlotOrder, UuidSlots } from './compact.ts';

describe('UuidSlots', () => {
  it('finds each id by its slot and each slot by its id, through growth, removals and rehashes', () => {
    const slots = new UuidSlots();
    const ids = Array.from({ length: 5_000 }, () => randomUUID());
    slots.grow(ids.length);
    for (const [slot, id] of ids.entries()) slots.set(id, slot);
    expect(slots.size).toBe(ids.length);
    ids.forEach((id, slot) => {
      expect(slots.slotOf(id)).toBe(slot);
      expect(slots.idAt(slot)).toBe(id);
    });
    // Every other one out; then back in at new slots (a changed creator takes a new slot).
    for (const id of ids.filter((_, i) => i % 2 === 0)) slots.delete(id);
    expect(slots.size).toBe(2_500);
    expect(slots.slotOf(ids[0]!)).toBeUndefined();
    expect(slots.slotOf(ids[1]!)).toBe(1);
    slots.grow(ids.length + 2_500);
    ids
      .filter((_, i) => i % 2 === 0)
      .forEach((id, n) => {
        slots.set(id, ids.length + n);
      });
    expect(slots.slotOf(ids[0]!)).toBe(ids.length);
    expect(slots.slotOf(ids[4_998]!)).toBe(ids.length + 2_499);
    expect(slots.slotOf(randomUUID())).toBeUndefined();
  });

  it('orders slots as their ids sort as lower-case text (uuid order)', () => {
    const slots = new UuidSlots();
    const ids = [
      '00000000-0000-0000-0000-000000000000',
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
      '7fffffff-0000-0000-0000-000000000001',
      '80000000-0000-0000-0000-000000000000',
      ...Array.from({ length: 200 }, () => randomUUID()),
    ];
    slots.grow(ids.length);
    for (const [slot, id] of ids.entries()) slots.set(id, slot);
    const byText = ids.map((_, slot) => slot).sort((a, b) => (ids[a]! < ids[b]! ? -1 : 1));
    const bySlots = ids.map((_, slot) => slot).sort((a, b) => slots.compare(a, b));
    expect(bySlots).toEqual(byText);
    expect(slots.compare(5, 5)).toBe(0);
  });
});

describe('SlotOrder', () => {
  it('inserts and takes out at a position, growing as it needs', () => {
    const order = new SlotOrder(Int32Array.from([1, 3, 5]));
    const plain = [1, 3, 5];
    for (let i = 0; i < 3_000; i++) {
      const at = (i * 7919) % (order.length + 1);
      order.insert(at, 100 + i);
      plain.splice(at, 0, 100 + i);
    }
    for (let i = 0; i < 1_000; i++) {
      const at = (i * 104_729) % order.length;
      order.removeAt(at);
      plain.splice(at, 1);
    }
    expect(Array.from(order.data.subarray(0, order.length))).toEqual(plain);
    expect(order.indexOf(plain[17]!)).toBe(17);
    expect(order.indexOf(-5)).toBe(-1);
  });
});

describe('PackedWords', () => {
  const words = ['', 'a', 'ab', 'abc', 'abd', 'b', 'café', 'cafe', 'caff', 'h2o', 'zz', 'ñu', 'über', '日本'].sort();
  const packed = PackedWords.of(words);

  it('finds where ASCII text belongs as JavaScript compares strings, and which words start with it', () => {
    const lowerBound = (text: string) => {
      const at = words.findIndex((word) => !(word < text));
      return at < 0 ? words.length : at;
    };
    for (const text of ['', 'a', 'ab', 'abc', 'abcd', 'ac', 'caf', 'cafe', 'cafez', 'h', 'h2', 'zz', 'zzz', 'x', 'n']) {
      expect(packed.lowerBound(text), text).toBe(lowerBound(text));
      words.forEach((word, i) => {
        expect(packed.startsWith(i, text), `${word} starts with ${text}`).toBe(word.startsWith(text));
        expect(packed.equals(i, text), `${word} is ${text}`).toBe(word === text);
      });
    }
    expect(packed.length).toBe(words.length);
  });
});
