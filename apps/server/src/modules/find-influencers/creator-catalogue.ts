// Find Influencers' search catalogue (issue 31, docs/decisions/035-creator-search-catalogue.md): each app server keeps,
// in memory, what a Find Influencers search tests of every creator who can be found (the words of their name, handles,
// bio, niches and hashtags; their niches, location, audience, verified audience, engagement rate and last activity)
// and answers which creators a search finds, in which order and how many, without asking the database. It is kept in
// step with the database as lib/search-catalogue/synced-catalogue.ts says (announced ids: migration 0036); here:
// - the words are the lexemes of `users.search_vector` as the database made them (`tsvector_to_array`), matched as the
//   SQL search matches them (find-influencers.service.ts): a word typed of three characters or more starts a lexeme,
//   a shorter one is a whole lexeme; a search with a word the database might parse differently (anything but ASCII
//   letters and digits) is left to SQL;
// - the order is SQL's: the sort's value descending with nulls last, then the id (uuid order is the order of its
//   lower-case text);
// - the caller checks the page's rows as read from the database and hands back those that no longer match.
//
// At a million creators it is built to be small and quick: the words loaded at once are one sorted vocabulary over
// one array of slots (a word's creators are a contiguous run); a creator added or changed later goes to a new slot
// whose words are in a small second vocabulary; the old slot is only marked dead (every search is limited to live
// slots), and when dead slots are a fifth of the whole the index asks to be loaded afresh. A creator whose words did
// not change (last activity, followers, engagement) keeps its slot.

import {
  AUDIENCE_MAX,
  ENGAGEMENT_MAX,
  INFLUENCER_COUNT_CAP,
  INFLUENCER_MAX_PAGE,
  INFLUENCER_PAGE_SIZE,
  type InfluencerSearchQuery,
} from '@microreach/domain/find-influencers';
import { INFLUENCER_NICHES, LOCATIONS } from '@microreach/domain/options';
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import {
  andInto,
  andNotInto,
  type Bits,
  clear,
  emptyBits,
  forEachSlot,
  has,
  orInto,
  popcount,
  set,
} from '#server/lib/search-catalogue/bits.ts';
import { PackedWords, SlotOrder, UuidSlots } from '#server/lib/search-catalogue/compact.ts';
import { type CatalogueIndex, SyncedCatalogue } from '#server/lib/search-catalogue/synced-catalogue.ts';
import { searchWords } from '#server/lib/search-words.ts';
import { PREFIX_MIN_LENGTH, searchTerm } from './creator-search.ts';

/** Announced by the database with the ids of creators whose searchable fields changed, or '*' (migration 0036). */
export const CREATOR_CATALOGUE_CHANNEL = 'creator_catalogue';
/** The most creators an app server keeps in its catalogue (about 150 bytes each); past it, SQL searches. */
export const CREATOR_CATALOGUE_MAX_CREATORS = 3_000_000;
/** Search words the catalogue answers for: the database's parser and 'simple' dictionary keep these as typed. */
const PLAIN_WORD = /^[a-z0-9]+$/;
/** Creators read per statement while loading (keyset by id): the load never holds every row at once. */
const LOAD_BATCH = 25_000;
/** How many searched prefixes' sets are kept (each 1 bit per slot: 125 KB at a million). */
const PREFIXES_KEPT = 256;
/** How many slider ranges' sets are kept (dropped at every change). */
const RANGES_KEPT = 64;
/** Counting stops here: enough for the header's figure and every position a page can ask for (as SQL's count). */
const COUNT_LIMIT = INFLUENCER_MAX_PAGE * INFLUENCER_PAGE_SIZE + 1;

/** A niche of the filter's list as a bit of a creator's niche mask, a location as its number (0: none of the list). */
const NICHE_BIT = new Map<string, number>(INFLUENCER_NICHES.map((niche, i) => [niche, 1 << i]));
const PLACE_NUMBER = new Map<string, number>(LOCATIONS.map((place, i) => [place, i + 1]));

/** A creator as the catalogue reads them from the database. */
export interface CreatorRow {
  id: string;
  /** False for a row that is no longer a creator who can be found (a business, a deleted account). */
  findable: boolean;
  niches: string[];
  location: string | null;
  audience: number | null;
  verifiedAudience: number | null;
  engagement: number | null;
  /** Last activity in microseconds since 1970 (the database's precision), or null. */
  activeMicros: number | null;
  words: string[];
}

/** Which creators a search finds: one page of ids in order, and the count as Find Influencers shows it. */
export interface CreatorCatalogueResult {
  ids: string[];
  total: number;
  totalIsCapped: boolean;
}

/** The four orders a search can read: followers (and relevance), followers on verified counts, engagement, activity. */
type OrderName = 'audience' | 'verified' | 'engagement' | 'active';
const ORDERS: OrderName[] = ['audience', 'verified', 'engagement', 'active'];

function orderOf(q: InfluencerSearchQuery): OrderName {
  switch (q.sort) {
    case 'relevance':
    case 'followers':
      return q.verifiedOnly ? 'verified' : 'audience';
    case 'engagement':
      return 'engagement';
    case 'recent':
      return 'active';
  }
}

/** A 53-bit hash of a creator's words (whatever their order), to know whether a change left them as they were. */
function wordsHash(words: readonly string[]): number {
  let a = 0x811c9dc5;
  let b = 0x1b873593;
  for (const word of [...words].sort()) {
    for (let i = 0; i < word.length; i++) {
      const c = word.charCodeAt(i);
      a = Math.imul(a ^ c, 0x01000193);
      b = Math.imul(b ^ c, 0x5bd1e995);
    }
    a = Math.imul(a ^ 32, 0x01000193);
    b = Math.imul(b ^ 32, 0x5bd1e995);
  }
  return (a >>> 0) * 2_097_152 + ((b >>> 0) & 0x1fffff);
}

const lowerBound = (sorted: readonly string[], word: string) => {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < word) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};

/** A growable list of numbers in a typed array. */
class Column {
  data: Float64Array;
  constructor(capacity: number) {
    this.data = new Float64Array(capacity);
  }
  grow(capacity: number): void {
    if (capacity <= this.data.length) return;
    const next = new Float64Array(capacity);
    next.set(this.data);
    this.data = next;
  }
}

/** The in-memory index of the creators who can be found. */
class CreatorIndex implements CatalogueIndex<CreatorRow> {
  /** Each slot's id and the slot of each id in use. */
  private readonly ids = new UuidSlots();
  /** Slots given out (live and dead): the next new slot. */
  private slots = 0;
  /** Slots in use (a creator's current slot); a dead slot is never reused before a fresh load. */
  private alive: Bits;
  private dead = 0;
  /** Each slot's sort keys, the value negated (ascending = descending), a missing value +Infinity (nulls last). */
  private readonly keys: Record<OrderName, Column>;
  private readonly hashes: Column;
  /** The slots with each niche and location of the filters' lists, and with a verified count. */
  private readonly niches = new Map<number, Bits>();
  private readonly places = new Map<number, Bits>();
  private verified: Bits;
  /** Each slot's niches (NICHE_BIT) and location (PLACE_NUMBER), to clear their sets when it changes. */
  private readonly groups: Column;
  /** Each order's live slots, in the order Find Influencers shows them. */
  private readonly orders: Record<OrderName, SlotOrder>;
  /** The vocabulary of the load: sorted words, and for word i the slots baseSlots[baseStart[i] .. baseStart[i + 1]). */
  private baseWords = PackedWords.of([]);
  private baseStart = new Int32Array(1);
  private baseSlots = new Int32Array(0);
  /** The words of slots added since the load: sorted, and the slots having each. */
  private addedWords: string[] = [];
  private readonly addedSlots = new Map<string, number[]>();
  /** The sets of recently searched prefixes (each with every slot, live or dead, having a word starting with it). */
  private prefixes = new Map<string, Bits>();
  /** The sets of recently asked slider ranges, by order and run of positions; all dropped at any change. */
  private ranges = new Map<string, Bits>();
  private capacity: number;
  /** Scratch sets for a search (searches run one at a time: they do not wait on anything). */
  private found: Bits;
  private scratch: Bits;
  private tier: Bits;

  private constructor(
    capacity: number,
    private readonly deadToReload: DeadToReload,
  ) {
    this.capacity = Math.max(1024, Math.ceil(capacity / 32) * 32);
    this.alive = emptyBits(this.capacity);
    this.verified = emptyBits(this.capacity);
    this.found = emptyBits(this.capacity);
    this.scratch = emptyBits(this.capacity);
    this.tier = emptyBits(this.capacity);
    const column = () => new Column(this.capacity);
    this.keys = { audience: column(), verified: column(), engagement: column(), active: column() };
    this.hashes = column();
    this.groups = column();
    const none = () => new SlotOrder(new Int32Array(0));
    this.orders = { audience: none(), verified: none(), engagement: none(), active: none() };
    this.ids.grow(this.capacity);
  }

  get size(): number {
    return this.ids.size;
  }

  /** A fresh load is owed once enough of the slots are dead (by default a fifth, and at least 10,000). */
  get wantsReload(): boolean {
    return this.dead >= this.deadToReload.atLeast && this.dead > this.slots * this.deadToReload.share;
  }

  /** Find Influencers' order: negative when slot a comes first. */
  private compare(order: OrderName, a: number, b: number): number {
    const keys = this.keys[order].data;
    const x = keys[a]!;
    const y = keys[b]!;
    if (x !== y) return x < y ? -1 : 1;
    return this.ids.compare(a, b);
  }

  /** Where a slot belongs in an order (the first position whose slot does not come before it). */
  private position(order: OrderName, slot: number): number {
    const slots = this.orders[order].data;
    let lo = 0;
    let hi = this.orders[order].length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compare(order, slots[mid]!, slot) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private ensureCapacity(slots: number): void {
    if (slots <= this.capacity) return;
    const capacity = Math.ceil((slots * 1.25) / 32) * 32;
    const grown = (bits: Bits) => {
      const next = emptyBits(capacity);
      next.set(bits);
      return next;
    };
    this.alive = grown(this.alive);
    this.verified = grown(this.verified);
    for (const [key, bits] of this.niches) this.niches.set(key, grown(bits));
    for (const [key, bits] of this.places) this.places.set(key, grown(bits));
    for (const [key, bits] of this.prefixes) this.prefixes.set(key, grown(bits));
    this.ranges.clear();
    this.found = emptyBits(capacity);
    this.scratch = emptyBits(capacity);
    this.tier = emptyBits(capacity);
    const columns = [this.hashes, this.groups];
    for (const column of [...Object.values(this.keys), ...columns]) column.grow(capacity);
    this.ids.grow(capacity);
    this.capacity = capacity;
  }

  /** Writes a creator's figures and groups into a slot (not its words, not the orders). */
  private fill(slot: number, row: CreatorRow): void {
    const last = (value: number | null) => (value === null ? Number.POSITIVE_INFINITY : -value);
    this.keys.audience.data[slot] = last(row.audience);
    this.keys.verified.data[slot] = last(row.verifiedAudience);
    this.keys.engagement.data[slot] = last(row.engagement);
    this.keys.active.data[slot] = last(row.activeMicros);
    this.clearGroups(slot);
    let mask = 0;
    for (const niche of row.niches) mask |= NICHE_BIT.get(niche) ?? 0;
    const place = row.location === null ? 0 : (PLACE_NUMBER.get(row.location) ?? 0);
    // A mask of 14 niches and a place of 12 fit one number: niches in the low bits, the place above.
    this.groups.data[slot] = mask + place * 2 ** 16;
    for (const bit of NICHE_BIT.values()) if (mask & bit) this.groupBits(this.niches, bit, slot);
    if (place > 0) this.groupBits(this.places, place, slot);
    if (row.verifiedAudience === null) clear(this.verified, slot);
    else set(this.verified, slot);
  }

  private groupBits(groups: Map<number, Bits>, key: number, slot: number): void {
    let bits = groups.get(key);
    if (!bits) {
      bits = emptyBits(this.capacity);
      groups.set(key, bits);
    }
    set(bits, slot);
  }

  private clearGroups(slot: number): void {
    const value = this.groups.data[slot]!;
    const mask = value % 2 ** 16;
    const place = Math.floor(value / 2 ** 16);
    for (const bit of NICHE_BIT.values()) if (mask & bit) clear(this.niches.get(bit)!, slot);
    if (place > 0) clear(this.places.get(place)!, slot);
    this.groups.data[slot] = 0;
  }

  /** Builds the index of a load, the rows in id order (so each slot's order among equal keys is its id's). */
  static async of(batches: AsyncIterable<CreatorRow[]>, deadToReload: DeadToReload): Promise<CreatorIndex> {
    const index = new CreatorIndex(1024, deadToReload);
    const postings = new Map<string, number[]>();
    for await (const rows of batches) {
      index.ensureCapacity(index.slots + rows.length);
      for (const row of rows) {
        const slot = index.slots++;
        index.ids.set(row.id, slot);
        set(index.alive, slot);
        index.fill(slot, row);
        index.hashes.data[slot] = wordsHash(row.words);
        for (const word of row.words) {
          const slots = postings.get(word);
          if (slots) slots.push(slot);
          else postings.set(word, [slot]);
        }
      }
    }
    // Each step below takes the CPU for a while at a million creators (the vocabulary's sort for a second or two): the
    // server answers other requests between them.
    const pause = () => new Promise((resolve) => setImmediate(resolve));
    await pause();
    const words = [...postings.keys()].sort();
    await pause();
    index.baseWords = PackedWords.of(words);
    index.baseStart = new Int32Array(words.length + 1);
    let total = 0;
    words.forEach((word, i) => {
      index.baseStart[i] = total;
      total += postings.get(word)!.length;
    });
    index.baseStart[words.length] = total;
    index.baseSlots = new Int32Array(total);
    words.forEach((word, i) => {
      index.baseSlots.set(postings.get(word)!, index.baseStart[i]!);
      postings.delete(word);
    });
    await pause();
    // Slots are in id order: within equal keys, slot order is the id order.
    const n = index.slots;
    for (const order of ORDERS) {
      const keys = index.keys[order].data;
      const slots = new Int32Array(n);
      for (let s = 0; s < n; s++) slots[s] = s;
      slots.sort((a, b) => keys[a]! - keys[b]! || a - b);
      index.orders[order] = new SlotOrder(slots);
      await pause();
    }
    return index;
  }

  private insertInOrders(slot: number): void {
    // A position in an order now holds another slot: every kept range is dropped.
    this.ranges.clear();
    for (const order of ORDERS) this.orders[order].insert(this.position(order, slot), slot);
  }

  private removeFromOrders(slot: number): void {
    this.ranges.clear();
    for (const order of ORDERS) {
      const slots = this.orders[order];
      const at = this.position(order, slot);
      slots.removeAt(slots.data[at] === slot ? at : slots.indexOf(slot));
    }
  }

  put(row: CreatorRow): void {
    const hash = wordsHash(row.words);
    const current = this.ids.slotOf(row.id);
    if (current !== undefined && this.hashes.data[current] === hash) {
      // The same words: the slot stays, its figures and place in each order change.
      this.removeFromOrders(current);
      this.fill(current, row);
      this.insertInOrders(current);
      return;
    }
    this.remove(row.id);
    const slot = this.slots;
    this.ensureCapacity(slot + 1);
    this.slots++;
    this.ids.set(row.id, slot);
    set(this.alive, slot);
    this.fill(slot, row);
    this.hashes.data[slot] = hash;
    for (const word of new Set(row.words)) {
      let slots = this.addedSlots.get(word);
      if (!slots) {
        slots = [];
        this.addedSlots.set(word, slots);
        this.addedWords.splice(lowerBound(this.addedWords, word), 0, word);
      }
      slots.push(slot);
      for (let n = 1; n <= word.length; n++) {
        const bits = this.prefixes.get(word.slice(0, n));
        if (bits) set(bits, slot);
      }
    }
    this.insertInOrders(slot);
  }

  remove(id: string): void {
    const slot = this.ids.slotOf(id);
    if (slot === undefined) return;
    this.removeFromOrders(slot);
    clear(this.alive, slot);
    clear(this.verified, slot);
    this.clearGroups(slot);
    this.ids.delete(id);
    this.dead++;
  }

  /** The slots (live or dead) having a word that starts with `prefix`, kept for the next search of it. */
  private prefixBits(prefix: string): Bits {
    const kept = this.prefixes.get(prefix);
    if (kept) {
      // Most recently used last: the oldest goes first.
      this.prefixes.delete(prefix);
      this.prefixes.set(prefix, kept);
      return kept;
    }
    const bits = emptyBits(this.capacity);
    let i = this.baseWords.lowerBound(prefix);
    const from = i;
    while (i < this.baseWords.length && this.baseWords.startsWith(i, prefix)) i++;
    for (let p = this.baseStart[from]!; p < this.baseStart[i]!; p++) set(bits, this.baseSlots[p]!);
    for (let j = lowerBound(this.addedWords, prefix); j < this.addedWords.length; j++) {
      const word = this.addedWords[j]!;
      if (!word.startsWith(prefix)) break;
      for (const slot of this.addedSlots.get(word)!) set(bits, slot);
    }
    this.prefixes.set(prefix, bits);
    if (this.prefixes.size > PREFIXES_KEPT) this.prefixes.delete(this.prefixes.keys().next().value as string);
    return bits;
  }

  /** ANDs into `into` the slots having `word` as a whole word. */
  private andWord(into: Bits, word: string): void {
    const bits = this.scratch;
    bits.fill(0);
    const i = this.baseWords.lowerBound(word);
    if (i < this.baseWords.length && this.baseWords.equals(i, word)) {
      for (let p = this.baseStart[i]!; p < this.baseStart[i + 1]!; p++) set(bits, this.baseSlots[p]!);
    }
    for (const slot of this.addedSlots.get(word) ?? []) set(bits, slot);
    andInto(into, bits);
  }

  /**
   * ANDs into `into` the slots whose value in an order lies within [min, max] (either end open: undefined), found by
   * binary search in the order, which is sorted by that value: a run of the order, or the rest of it, whichever is
   * shorter, is set in a scratch set (a missing value, last in the order, is never within).
   */
  private andRange(into: Bits, order: OrderName, min: number | undefined, max: number | undefined): void {
    const { data: slots, length } = this.orders[order];
    const keys = this.keys[order].data;
    // Keys are the values negated: the run is keys in [-max, -min]. The first position whose key is above `key` (or at
    // least `key`, when `orEqual`).
    const first = (key: number, orEqual: boolean) => {
      let lo = 0;
      let hi = length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        const at = keys[slots[mid]!]!;
        if (at < key || (!orEqual && at === key)) lo = mid + 1;
        else hi = mid;
      }
      return lo;
    };
    const from = max === undefined ? 0 : first(-max, true);
    // A missing value (+Infinity) is always after the run.
    const to = min === undefined ? first(Number.POSITIVE_INFINITY, true) : first(-min, false);
    const key = `${order}:${from}:${to}`;
    let bits = this.ranges.get(key);
    if (!bits) {
      bits = emptyBits(this.capacity);
      if (to - from <= length - (to - from)) {
        for (let p = from; p < to; p++) set(bits, slots[p]!);
      } else {
        bits.fill(0xffffffff);
        for (let p = 0; p < from; p++) clear(bits, slots[p]!);
        for (let p = to; p < length; p++) clear(bits, slots[p]!);
      }
      this.ranges.set(key, bits);
      if (this.ranges.size > RANGES_KEPT) this.ranges.delete(this.ranges.keys().next().value as string);
    }
    andInto(into, bits);
  }

  /** ANDs into `into` the slots within the sliders (audience, engagement), as SQL's comparisons: a missing value is never within. */
  private andSliders(into: Bits, q: InfluencerSearchQuery): void {
    if (q.audienceMin !== undefined || (q.audienceMax !== undefined && q.audienceMax < AUDIENCE_MAX)) {
      const max = q.audienceMax !== undefined && q.audienceMax < AUDIENCE_MAX ? q.audienceMax : undefined;
      this.andRange(into, q.verifiedOnly ? 'verified' : 'audience', q.audienceMin, max);
    }
    if (q.engagementMin !== undefined || q.engagementMax !== undefined) {
      const max = q.engagementMax !== undefined && q.engagementMax < ENGAGEMENT_MAX ? q.engagementMax : undefined;
      this.andRange(into, 'engagement', q.engagementMin, max);
    }
  }

  /**
   * The matches among `candidates` in the order: how many up to `limit` (exact below it), and the slots at positions
   * [from, to).
   */
  private scan(
    candidates: Bits,
    order: OrderName,
    from: number,
    to: number,
    limit: number,
  ): { count: number; slots: number[] } {
    const matches = popcount(candidates);
    const count = Math.min(matches, limit);
    if (from >= count) return { count, slots: [] };
    const { data: slots, length } = this.orders[order];
    // Walking the order to the page's end reads about (to x live creators / matches) slots; testing every match reads
    // each once and keeps the best `to` (a heap). Whichever is less.
    if (matches * matches > to * length) {
      const page: number[] = [];
      let seen = 0;
      for (let p = 0; p < length; p++) {
        const slot = slots[p]!;
        if (!has(candidates, slot)) continue;
        if (seen >= from) page.push(slot);
        seen++;
        if (seen >= to) break;
      }
      return { count, slots: page };
    }
    const best = new TopSlots(to, (a, b) => this.compare(order, a, b));
    forEachSlot(candidates, (slot) => best.offer(slot));
    return { count, slots: best.sorted().slice(from, to) };
  }

  /** One page of a search and its count, as the SQL search finds them; words are plain (PLAIN_WORD). */
  search(words: readonly string[], q: InfluencerSearchQuery): CreatorCatalogueResult {
    const found = this.found;
    found.set(this.alive);
    if (q.verifiedOnly) andInto(found, this.verified);
    if (q.niches && q.niches.length > 0) {
      const any = this.scratch;
      any.fill(0);
      for (const niche of q.niches) {
        const bits = this.niches.get(NICHE_BIT.get(niche) ?? 0);
        if (bits) orInto(any, bits);
      }
      andInto(found, any);
    }
    if (q.location) {
      const bits = this.places.get(PLACE_NUMBER.get(q.location) ?? 0);
      if (bits) andInto(found, bits);
      else found.fill(0);
    }
    this.andSliders(found, q);
    const whole = words.every((word) => [...word].length < PREFIX_MIN_LENGTH);
    for (const word of words) {
      if ([...word].length < PREFIX_MIN_LENGTH) this.andWord(found, word);
      else andInto(found, this.prefixBits(word));
    }
    const order = orderOf(q);
    const offset = (q.page - 1) * INFLUENCER_PAGE_SIZE;
    const end = offset + INFLUENCER_PAGE_SIZE;
    const slots: number[] = [];
    let sum = 0;
    if (words.length > 0 && q.sort === 'relevance' && !whole) {
      // Two tiers: every word typed a whole word, then the rest; found is split into them.
      const first = this.tier;
      first.set(found);
      for (const word of words) this.andWord(first, word);
      andNotInto(found, first);
      const one = this.scan(first, order, offset, end, COUNT_LIMIT);
      slots.push(...one.slots);
      sum = one.count;
      if (sum < COUNT_LIMIT) {
        const two = this.scan(found, order, Math.max(0, offset - sum), end - sum, COUNT_LIMIT - sum);
        slots.push(...two.slots);
        sum += two.count;
      }
    } else {
      const one = this.scan(found, order, offset, end, COUNT_LIMIT);
      slots.push(...one.slots);
      sum = one.count;
    }
    return {
      ids: slots.map((slot) => this.ids.idAt(slot)),
      total: Math.min(sum, INFLUENCER_COUNT_CAP),
      totalIsCapped: sum > INFLUENCER_COUNT_CAP,
    };
  }
}

/** The first `size` slots of those offered, by a comparator (a max-heap of the best so far, its worst on top). */
class TopSlots {
  private readonly heap: number[] = [];
  constructor(
    private readonly size: number,
    private readonly compare: (a: number, b: number) => number,
  ) {}

  offer(slot: number): void {
    const heap = this.heap;
    if (heap.length < this.size) {
      heap.push(slot);
      let i = heap.length - 1;
      while (i > 0) {
        const parent = (i - 1) >>> 1;
        if (this.compare(heap[i]!, heap[parent]!) <= 0) break;
        [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
        i = parent;
      }
      return;
    }
    if (this.size === 0 || this.compare(slot, heap[0]!) >= 0) return;
    heap[0] = slot;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let worst = i;
      if (left < heap.length && this.compare(heap[left]!, heap[worst]!) > 0) worst = left;
      if (right < heap.length && this.compare(heap[right]!, heap[worst]!) > 0) worst = right;
      if (worst === i) return;
      [heap[i], heap[worst]] = [heap[worst]!, heap[i]!];
      i = worst;
    }
  }

  sorted(): number[] {
    return [...this.heap].sort(this.compare);
  }
}

type RawCreatorRow = {
  id: string;
  findable: boolean;
  niches: string[] | null;
  location: string | null;
  audience_size: number | null;
  verified_audience_size: number | null;
  engagement_rate: string | number | null;
  active_micros: string | number | null;
  words: string[] | null;
};

const creatorColumns = sql`id, search_vector is not null as findable, niches, location, audience_size,
  verified_audience_size, engagement_rate, (extract(epoch from last_active_at) * 1000000)::float8 as active_micros,
  tsvector_to_array(search_vector) as words`;

function toRow(row: RawCreatorRow): CreatorRow {
  return {
    id: row.id,
    findable: row.findable,
    niches: row.niches ?? [],
    location: row.location,
    audience: row.audience_size === null ? null : Number(row.audience_size),
    verifiedAudience: row.verified_audience_size === null ? null : Number(row.verified_audience_size),
    engagement: row.engagement_rate === null ? null : Number(row.engagement_rate),
    activeMicros: row.active_micros === null ? null : Number(row.active_micros),
    words: row.words ?? [],
  };
}

async function readCreators(db: Db, where: ReturnType<typeof sql>, limit: number): Promise<CreatorRow[]> {
  const result = await db.execute<RawCreatorRow>(
    sql`select ${creatorColumns} from users where ${where} order by id limit ${limit}`,
  );
  return (result as unknown as { rows: RawCreatorRow[] }).rows.map(toRow);
}

/** Every creator who can be found, read a batch at a time in id order, stopping past `maxRows`. */
async function* loadBatches(db: Db, maxRows: number, read: { rows: number }): AsyncGenerator<CreatorRow[]> {
  let after: string | null = null;
  for (;;) {
    const where = after === null ? sql`search_vector is not null` : sql`search_vector is not null and id > ${after}`;
    const rows = await readCreators(db, where, LOAD_BATCH);
    if (rows.length === 0) return;
    read.rows += rows.length;
    if (read.rows > maxRows) throw new TooMany();
    yield rows;
    if (rows.length < LOAD_BATCH) return;
    after = rows[rows.length - 1]!.id;
  }
}

class TooMany extends Error {}

export interface CreatorCatalogueOptions {
  /** The most creators kept; past it the catalogue does not load and SQL serves. */
  maxCreators: number;
  /** How many dead slots (creators whose words changed since the load) call for a fresh load; DEAD_TO_RELOAD. */
  deadToReload?: DeadToReload;
}

/** Dead slots call for a fresh load once at least `atLeast` and more than `share` of all slots. */
export interface DeadToReload {
  atLeast: number;
  share: number;
}
const DEAD_TO_RELOAD: DeadToReload = { atLeast: 10_000, share: 0.2 };

/**
 * One app server's Find Influencers catalogue: start() listens and loads in the background; search() answers once it
 * is loaded and nothing announced is left to apply, or returns null (the caller searches in SQL).
 */
export class CreatorCatalogue extends SyncedCatalogue<CreatorRow, CreatorIndex> {
  constructor(db: Db, options: CreatorCatalogueOptions) {
    super(db, {
      channel: CREATOR_CATALOGUE_CHANNEL,
      maxRows: options.maxCreators,
      async load(from, maxRows) {
        const read = { rows: 0 };
        try {
          const index = await CreatorIndex.of(loadBatches(from, maxRows, read), options.deadToReload ?? DEAD_TO_RELOAD);
          return { index, rows: read.rows };
        } catch (err) {
          if (err instanceof TooMany) return { index: null, rows: read.rows };
          throw err;
        }
      },
      read: (from, ids) => readCreators(from, sql`id = any(${`{${ids.join(',')}}`}::uuid[])`, ids.length),
      belongs: (row) => row.findable,
    });
  }

  /**
   * The page and count of a Find Influencers search, or null when the catalogue cannot answer it exactly as the SQL
   * search would: not loaded or not up to date, or a search word outside ASCII letters and digits.
   */
  search(q: InfluencerSearchQuery): CreatorCatalogueResult | null {
    const index = this.current();
    if (!index) return null;
    const term = searchTerm(q.q);
    const words = searchWords(term);
    if (!words.every((word) => PLAIN_WORD.test(word))) return null;
    this.answered++;
    // Only punctuation finds no one (as in SQL).
    if (term && words.length === 0) return { ids: [], total: 0, totalIsCapped: false };
    return index.search(words, q);
  }
}
