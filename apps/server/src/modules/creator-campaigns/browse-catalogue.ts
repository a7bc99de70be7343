// Browse's search catalogue (issue 31, docs/decisions/034-browse-search-catalogue.md): each app server keeps, in
// memory, what a browse search tests of every Live campaign (its words, niche, visibility, influencer budget and
// dates) and answers which campaigns a search finds, in which order and how many, without asking the database. It is
// kept in step with the database as lib/search-catalogue/synced-catalogue.ts says (announced ids, a reload on '*');
// here:
// - the words are the lexemes of `campaigns.search_vector` as the database made them (`tsvector_to_array`), and a
//   search word is matched as the database's full-text search matches `word:*` (a lexeme starting with it), so the
//   catalogue finds what the SQL search finds; a search with a word the database might parse differently (anything
//   but ASCII letters and digits) is left to the SQL search;
// - the end date is tested at search time against today's UTC day (nobody announces the date moving on);
// - the caller checks the page's rows as read from the database (browseCampaigns): one that is gone, no longer Live or
//   no longer matching the filters is re-read at once and the page found again.
// It stays bounded: past `maxCampaigns` Live campaigns it does not load, and the SQL search serves.

import { BROWSE_COUNT_CAP, type BrowseQuery, BUDGET_BUCKET_RANGES } from '@microreach/domain/creator-campaigns';
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { type Bits, clear, has, popcount, set } from '#server/lib/search-catalogue/bits.ts';
import { SyncedCatalogue } from '#server/lib/search-catalogue/synced-catalogue.ts';
import { searchWords } from '#server/lib/search-words.ts';

/** Announced by the database with the ids of campaigns whose searchable fields changed, or '*' (migration 0034). */
export const BROWSE_CATALOGUE_CHANNEL = 'browse_catalogue';
const DAY_MS = 86_400_000;
/** The most Live campaigns an app server keeps in its catalogue (about 1 KB each); past it, browse searches in SQL. */
export const BROWSE_CATALOGUE_MAX_CAMPAIGNS = 250_000;
/** Search words the catalogue answers for: the database's parser and 'simple' dictionary keep these as typed. */
const PLAIN_WORD = /^[a-z0-9]+$/;

/** A Live campaign as the catalogue reads it from the database. */
export interface CatalogueRow {
  id: string;
  niche: string | null;
  visibility: string;
  budgetCents: number | null;
  startDate: string | null;
  endDate: string | null;
  words: string[];
}

/** Which campaigns a search finds: one page of ids in order, and the count as browse shows it. */
export interface CatalogueResult {
  ids: string[];
  total: number;
  totalCapped: boolean;
}

/** A date column ('2026-11-28') as its UTC day number; null as NaN (sorted last, never before today). */
const dayOf = (date: string | null): number => (date === null ? Number.NaN : Date.parse(`${date}T00:00:00Z`) / DAY_MS);
const todayDay = (now: number) => Math.floor(now / DAY_MS);

type SortName = BrowseQuery['sort'];
/** How many searched prefixes' sets of campaigns are kept (each 1 bit per campaign: 6.4 KB at 50,000 slots). */
const PREFIXES_KEPT = 2_000;
const SORTS: SortName[] = ['newest', 'closing', 'budget'];

/** The budget bucket a budget is in (BUDGET_BUCKET_RANGES), if any. */
function bucketOf(cents: number): string | null {
  for (const [bucket, { above, upTo }] of Object.entries(BUDGET_BUCKET_RANGES)) {
    if ((above === null || cents > above * 100) && (upTo === null || cents <= upTo * 100)) return bucket;
  }
  return null;
}

/**
 * The in-memory index: campaigns in slots (a slot is reused after its campaign leaves); each sort's order of slots; a
 * sorted vocabulary with the slots having each word; and sets of slots (bits) for each niche, visibility and budget
 * bucket, for the campaigns not ended today, and for each recently searched prefix. A search is then a few passes over those bits (about 1,100 words of 32 bits at 35,000 campaigns) and a walk
 * of its sort's order to the page. Changes are applied in place: a campaign moves in each order by binary search and
 * its bits are set or cleared, so one change never rebuilds the index.
 */
class CatalogueIndex {
  readonly slotOf = new Map<string, number>();
  private ids: string[] = [];
  private end: number[] = [];
  /** Each sort's key by slot, ascending, a missing value (null) as +Infinity: last, as SQL's `nulls last`. */
  private readonly keys: Record<SortName, number[]> = { newest: [], closing: [], budget: [] };
  /** Each slot's keys in `groups` (niche, visibility, budget bucket), to clear them when it leaves. */
  private keysOf: string[][] = [];
  private wordsOf: string[][] = [];
  private readonly free: number[] = [];
  /** Each sort's slots, in the order browse shows them. */
  private readonly orders: Record<SortName, number[]> = { newest: [], closing: [], budget: [] };
  /** Every word of a Live campaign, sorted (UTF-16 code units, as `<` compares), and the slots having it. */
  private vocabulary: string[] = [];
  private readonly postings = new Map<string, number[]>();
  /** Slots a bit set can hold (a multiple of 32); the sets below are all this long. */
  private capacity = 0;
  /** 'n:<niche>', 'v:<visibility>', 'b:<bucket>': the slots in each. */
  private groups = new Map<string, Bits>();
  /** Slots not ended on `liveDay` (or with no end date). */
  private live: Bits = new Uint32Array(0);
  private liveDay = Number.NaN;
  /**
   * The slots having a word that starts with each recently searched prefix (a few thousand at most, the oldest
   * dropped first): a campaign put in sets its bit in those of its words' prefixes; one taken out drops them.
   */
  private prefixes = new Map<string, Bits>();
  /** Each slot's place in each sort's order; null after a change (worked out again at the next search that needs it). */
  private ranks: Record<SortName, Int32Array> | null = null;
  /** Scratch sets for a search (searches run one at a time: they do not wait on anything). */
  private found: Bits = new Uint32Array(0);

  get size(): number {
    return this.slotOf.size;
  }

  /** Browse's order (SQL: `order by <column> desc|asc nulls last, id`): negative when slot a comes first. */
  private compare(sort: SortName, a: number, b: number): number {
    const keys = this.keys[sort];
    const x = keys[a]!;
    const y = keys[b]!;
    if (x !== y) return x < y ? -1 : 1;
    const ia = this.ids[a]!;
    const ib = this.ids[b]!;
    return ia < ib ? -1 : ia > ib ? 1 : 0;
  }

  /** Where slot belongs in a sort's order (the first position whose slot does not come before it). */
  private position(sort: SortName, slot: number): number {
    const order = this.orders[sort];
    let lo = 0;
    let hi = order.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compare(sort, order[mid]!, slot) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private lowerBound(word: string): number {
    const words = this.vocabulary;
    let lo = 0;
    let hi = words.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (words[mid]! < word) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Makes every bit set hold `slots` slots (rebuilding them from the slots' fields when they grow). */
  private ensureCapacity(slots: number): void {
    if (slots <= this.capacity) return;
    this.capacity = Math.max(1024, Math.ceil((slots * 1.5) / 32) * 32);
    const words = this.capacity / 32;
    this.groups = new Map();
    this.live = new Uint32Array(words);
    this.prefixes = new Map();
    this.found = new Uint32Array(words);
    for (const slot of this.slotOf.values()) this.setBits(slot);
  }

  /** Sets a slot's bits in its groups and, if it has not ended, in the live set. */
  private setBits(slot: number): void {
    for (const key of this.keysOf[slot]!) {
      let bits = this.groups.get(key);
      if (!bits) {
        bits = new Uint32Array(this.capacity / 32);
        this.groups.set(key, bits);
      }
      set(bits, slot);
    }
    if (!(this.end[slot]! < this.liveDay)) set(this.live, slot);
    if (this.prefixes.size === 0) return;
    for (const word of this.wordsOf[slot]!) {
      for (let n = 1; n <= word.length; n++) {
        const bits = this.prefixes.get(word.slice(0, n));
        if (bits) set(bits, slot);
      }
    }
  }

  private ranksOf(sort: SortName): Int32Array {
    if (!this.ranks) {
      const ranks = {
        newest: new Int32Array(this.ids.length),
        closing: new Int32Array(this.ids.length),
        budget: new Int32Array(this.ids.length),
      };
      for (const name of SORTS)
        this.orders[name].forEach((slot, rank) => {
          ranks[name][slot] = rank;
        });
      this.ranks = ranks;
    }
    return this.ranks[sort];
  }

  /** The campaigns not ended on `day`: rebuilt when the day moves on. */
  private ensureDay(day: number): void {
    if (day === this.liveDay) return;
    this.liveDay = day;
    this.live.fill(0);
    for (const slot of this.slotOf.values()) if (!(this.end[slot]! < day)) set(this.live, slot);
  }

  private fill(slot: number, row: CatalogueRow): void {
    this.slotOf.set(row.id, slot);
    this.ids[slot] = row.id;
    const start = dayOf(row.startDate);
    this.end[slot] = dayOf(row.endDate);
    const last = (key: number) => (Number.isNaN(key) ? Number.POSITIVE_INFINITY : key);
    this.keys.newest[slot] = last(-start);
    this.keys.closing[slot] = last(this.end[slot]!);
    this.keys.budget[slot] = last(-(row.budgetCents ?? Number.NaN));
    const bucket = row.budgetCents === null ? null : bucketOf(row.budgetCents);
    this.keysOf[slot] = [`n:${row.niche ?? ''}`, `v:${row.visibility}`, ...(bucket ? [`b:${bucket}`] : [])];
    this.wordsOf[slot] = [...new Set(row.words)];
  }

  /** Adds or replaces a campaign. */
  put(row: CatalogueRow): void {
    this.remove(row.id);
    this.ranks = null;
    const slot = this.free.pop() ?? this.ids.length;
    this.fill(slot, row);
    this.ensureCapacity(slot + 1);
    for (const sort of SORTS) this.orders[sort].splice(this.position(sort, slot), 0, slot);
    for (const word of this.wordsOf[slot]!) {
      let slots = this.postings.get(word);
      if (!slots) {
        slots = [];
        this.postings.set(word, slots);
        this.vocabulary.splice(this.lowerBound(word), 0, word);
      }
      slots.push(slot);
    }
    this.setBits(slot);
  }

  /** Takes a campaign out (nothing if it is not in). */
  remove(id: string): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.ranks = null;
    for (const sort of SORTS) {
      const order = this.orders[sort];
      const at = this.position(sort, slot);
      order.splice(order[at] === slot ? at : order.indexOf(slot), 1);
    }
    for (const key of this.keysOf[slot]!) clear(this.groups.get(key)!, slot);
    clear(this.live, slot);
    for (const word of this.wordsOf[slot]!) {
      // Another word of the campaign may start the same way: drop the prefix's bits rather than clear one.
      if (this.prefixes.size > 0) for (let n = 1; n <= word.length; n++) this.prefixes.delete(word.slice(0, n));
      const slots = this.postings.get(word)!;
      slots[slots.indexOf(slot)] = slots[slots.length - 1]!;
      slots.pop();
      if (slots.length === 0) {
        this.postings.delete(word);
        this.vocabulary.splice(this.lowerBound(word), 1);
      }
    }
    this.keysOf[slot] = [];
    this.wordsOf[slot] = [];
    this.slotOf.delete(id);
    this.free.push(slot);
  }

  /** Builds the whole index at once (a load: sorting once is cheaper than inserting one by one). */
  static of(rows: readonly CatalogueRow[]): CatalogueIndex {
    const index = new CatalogueIndex();
    rows.forEach((row, slot) => {
      index.fill(slot, row);
      for (const word of index.wordsOf[slot]!) {
        const slots = index.postings.get(word);
        if (slots) slots.push(slot);
        else index.postings.set(word, [slot]);
      }
    });
    index.vocabulary = [...index.postings.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    for (const sort of SORTS) {
      index.orders[sort] = rows.map((_, slot) => slot).sort((a, b) => index.compare(sort, a, b));
    }
    index.ensureCapacity(rows.length);
    return index;
  }

  /** The slots having a word that starts with `prefix` (kept for the next search of it). */
  private prefixBits(prefix: string): Bits {
    const kept = this.prefixes.get(prefix);
    if (kept) {
      // Most recently used last: the oldest goes first.
      this.prefixes.delete(prefix);
      this.prefixes.set(prefix, kept);
      return kept;
    }
    const bits = new Uint32Array(this.capacity / 32);
    for (let i = this.lowerBound(prefix); i < this.vocabulary.length; i++) {
      const word = this.vocabulary[i]!;
      if (!word.startsWith(prefix)) break;
      for (const slot of this.postings.get(word)!) set(bits, slot);
    }
    this.prefixes.set(prefix, bits);
    if (this.prefixes.size > PREFIXES_KEPT) this.prefixes.delete(this.prefixes.keys().next().value as string);
    return bits;
  }

  /** One page of a search and its count. */
  search(words: readonly string[], q: BrowseQuery, today: number): CatalogueResult {
    this.ensureDay(today);
    const found = this.found;
    found.set(this.live);
    const keys = [
      q.niche ? `n:${q.niche}` : null,
      q.visibility ? `v:${q.visibility === 'public' ? 'Public' : 'Private'}` : null,
      q.budget ? `b:${q.budget}` : null,
    ];
    for (const key of keys) {
      if (key === null) continue;
      const bits = this.groups.get(key);
      if (!bits) return { ids: [], total: 0, totalCapped: false };
      for (let w = 0; w < found.length; w++) found[w]! &= bits[w]!;
    }
    for (const word of words) {
      const bits = this.prefixBits(word);
      for (let w = 0; w < found.length; w++) found[w]! &= bits[w]!;
    }
    const count = popcount(found);
    const offset = (q.page - 1) * q.pageSize;
    const ids: string[] = [];
    const order = this.orders[q.sort];
    if (offset >= count)
      return { ids, total: Math.min(count, BROWSE_COUNT_CAP), totalCapped: count > BROWSE_COUNT_CAP };
    // Walking the sort's order to the page's end reads about (offset + page size) / (share found) campaigns; sorting
    // what was found by its place in that order costs a few steps per campaign found. Whichever is less.
    const walk = ((offset + q.pageSize) * order.length) / count;
    if (count * 4 < walk) {
      const ranks = this.ranksOf(q.sort);
      const placed = new Int32Array(count);
      let n = 0;
      for (let w = 0; w < found.length; w++) {
        let v = found[w]!;
        while (v !== 0) {
          placed[n++] = ranks[w * 32 + (31 - Math.clz32(v & -v))]!;
          v &= v - 1;
        }
      }
      placed.sort();
      for (const rank of placed.subarray(offset, offset + q.pageSize)) ids.push(this.ids[order[rank]!]!);
    } else {
      let seen = 0;
      for (const slot of order) {
        if (!has(found, slot)) continue;
        seen++;
        if (seen > offset) {
          ids.push(this.ids[slot]!);
          if (ids.length === q.pageSize) break;
        }
      }
    }
    return { ids, total: Math.min(count, BROWSE_COUNT_CAP), totalCapped: count > BROWSE_COUNT_CAP };
  }
}

/** The catalogue's rows, read from the database: all Live campaigns, or the given ids (whatever their status). */
async function readRows(db: Db, ids: readonly string[] | null, limit: number): Promise<CatalogueRow[]> {
  const where = ids === null ? sql`search_vector is not null` : sql`id = any(${`{${ids.join(',')}}`}::uuid[])`;
  const result = await db.execute<{
    id: string;
    niche: string | null;
    visibility: string;
    budget_cents: string | number | null;
    start_date: string | null;
    end_date: string | null;
    words: string[] | null;
  }>(sql`select id, campaign_niche as niche, private_public as visibility, influencer_budget_cents as budget_cents,
      start_date::text as start_date, end_date::text as end_date, tsvector_to_array(search_vector) as words
    from campaigns where ${where} limit ${limit}`);
  return (result as unknown as { rows: typeof result.rows }).rows.map((row) => ({
    id: row.id,
    niche: row.niche,
    visibility: row.visibility,
    budgetCents: row.budget_cents === null ? null : Number(row.budget_cents),
    startDate: row.start_date,
    endDate: row.end_date,
    words: row.words ?? [],
  }));
}

export interface BrowseCatalogueOptions {
  /** The most Live campaigns kept; past it the catalogue does not load and the SQL search serves. */
  maxCampaigns: number;
  now?: () => number;
}

/**
 * One app server's browse catalogue: start() listens and loads in the background; search() answers once it is loaded
 * and nothing announced is left to apply, or returns null (the caller searches in SQL).
 */
export class BrowseCatalogue extends SyncedCatalogue<CatalogueRow, CatalogueIndex> {
  constructor(
    db: Db,
    private readonly options: BrowseCatalogueOptions,
  ) {
    super(db, {
      channel: BROWSE_CATALOGUE_CHANNEL,
      maxRows: options.maxCampaigns,
      async load(from, maxRows) {
        const rows = await readRows(from, null, maxRows + 1);
        return { rows: rows.length, index: rows.length > maxRows ? null : CatalogueIndex.of(rows) };
      },
      read: (from, ids) => readRows(from, ids, ids.length),
      // A row without words is not Live (only Live campaigns have a search vector): it leaves the catalogue.
      belongs: (row) => row.words.length > 0,
    });
  }

  /**
   * The page and count of a browse search, or null when the catalogue cannot answer it exactly as the SQL search
   * would: not loaded or not up to date, or a search word outside ASCII letters and digits.
   */
  search(q: BrowseQuery): CatalogueResult | null {
    const index = this.current();
    if (!index) return null;
    const words = q.q ? searchWords(q.q) : [];
    if (!words.every((word) => PLAIN_WORD.test(word))) return null;
    this.answered++;
    return index.search(words, q, todayDay((this.options.now ?? Date.now)()));
  }
}
