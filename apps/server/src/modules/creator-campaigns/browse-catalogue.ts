// Browse's search catalogue (issue 31, docs/decisions/034-browse-search-catalogue.md): each app server keeps, in
// memory, what a browse search tests of every Live campaign (its words, niche, visibility, influencer budget and
// dates) and answers which campaigns a search finds, in which order and how many, without asking the database. It is
// derived from the database and never its source of truth:
// - the words are the lexemes of `campaigns.search_vector` as the database made them (`tsvector_to_array`), and a
//   search word is matched as the database's full-text search matches `word:*` (a lexeme starting with it), so the
//   catalogue finds what the SQL search finds; a search with a word the database might parse differently (anything
//   but ASCII letters and digits) is left to the SQL search;
// - every change to a Live campaign's searchable fields is announced with its id (migration 0034's triggers), and the
//   catalogue re-reads those rows before its next search; it reloads whole when the announcement says '*' (a large
//   change) and when its listening connection comes back; while it is not listening it answers nothing (the SQL
//   search serves);
// - the end date is tested at search time against today's UTC day (nobody announces the date moving on);
// - the caller checks the page's rows as read from the database (browseCampaigns): one that is gone, no longer Live or
//   no longer matching the filters is re-read at once and the page found again.
// It stays bounded: past `maxCampaigns` Live campaigns it does not load, and the SQL search serves.

import { randomUUID } from 'node:crypto';
import { BROWSE_COUNT_CAP, type BrowseQuery, BUDGET_BUCKET_RANGES } from '@microreach/domain/creator-campaigns';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '#server/db/client.ts';
import { searchWords } from './browse-search.ts';

/** Announced by the database with the ids of campaigns whose searchable fields changed, or '*' (migration 0034). */
export const BROWSE_CATALOGUE_CHANNEL = 'browse_catalogue';
const DAY_MS = 86_400_000;
/** The most Live campaigns an app server keeps in its catalogue (about 1 KB each); past it, browse searches in SQL. */
export const BROWSE_CATALOGUE_MAX_CAMPAIGNS = 250_000;
/** Search words the catalogue answers for: the database's parser and 'simple' dictionary keep these as typed. */
const PLAIN_WORD = /^[a-z0-9]+$/;
/** The start of the announcement a sync() sends itself. */
const SYNC = 'sync:';

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
const SORTS: SortName[] = ['newest', 'closing', 'budget'];

/**
 * The in-memory index: campaigns in slots (a slot is reused after its campaign leaves), each sort's order of slots,
 * and a sorted vocabulary with the slots having each word. Changes are applied in place: a campaign moves in each
 * order by binary search, so one change costs a few array moves, never a rebuild.
 */
class CatalogueIndex {
  readonly slotOf = new Map<string, number>();
  ids: string[] = [];
  niche: Array<string | null> = [];
  visibility: string[] = [];
  budget: number[] = [];
  start: number[] = [];
  end: number[] = [];
  wordsOf: string[][] = [];
  private readonly free: number[] = [];
  /** Each sort's slots, in the order browse shows them. */
  readonly orders: Record<SortName, number[]> = { newest: [], closing: [], budget: [] };
  /** Every word of a Live campaign, sorted (UTF-16 code units, as `<` compares), and the slots having it. */
  private vocabulary: string[] = [];
  private readonly postings = new Map<string, number[]>();
  /** Scratch marks for a search: `mark[slot] === stamp` when the slot has every word so far. */
  private mark = new Uint32Array(0);
  private stamp = 0;

  get size(): number {
    return this.slotOf.size;
  }

  /** Browse's order (SQL: `order by <column> desc|asc nulls last, id`): negative when slot a comes first. */
  private compare(sort: SortName, a: number, b: number): number {
    let x: number;
    let y: number;
    if (sort === 'newest') [x, y] = [-this.start[a]!, -this.start[b]!];
    else if (sort === 'closing') [x, y] = [this.end[a]!, this.end[b]!];
    else [x, y] = [-this.budget[a]!, -this.budget[b]!];
    const xNull = Number.isNaN(x);
    const yNull = Number.isNaN(y);
    if (xNull !== yNull) return xNull ? 1 : -1;
    if (!xNull && x !== y) return x < y ? -1 : 1;
    const [ia, ib] = [this.ids[a]!, this.ids[b]!];
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

  /** Adds or replaces a campaign. */
  put(row: CatalogueRow): void {
    this.remove(row.id);
    const slot = this.free.pop() ?? this.ids.length;
    this.slotOf.set(row.id, slot);
    this.ids[slot] = row.id;
    this.niche[slot] = row.niche;
    this.visibility[slot] = row.visibility;
    this.budget[slot] = row.budgetCents ?? Number.NaN;
    this.start[slot] = dayOf(row.startDate);
    this.end[slot] = dayOf(row.endDate);
    const words = [...new Set(row.words)];
    this.wordsOf[slot] = words;
    for (const sort of SORTS) this.orders[sort].splice(this.position(sort, slot), 0, slot);
    for (const word of words) {
      let slots = this.postings.get(word);
      if (!slots) {
        slots = [];
        this.postings.set(word, slots);
        this.vocabulary.splice(this.lowerBound(word), 0, word);
      }
      slots.push(slot);
    }
  }

  /** Takes a campaign out (nothing if it is not in). */
  remove(id: string): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    for (const sort of SORTS) {
      const order = this.orders[sort];
      const at = this.position(sort, slot);
      if (order[at] === slot) order.splice(at, 1);
      else order.splice(order.indexOf(slot), 1);
    }
    for (const word of this.wordsOf[slot]!) {
      const slots = this.postings.get(word)!;
      const at = slots.indexOf(slot);
      slots[at] = slots[slots.length - 1]!;
      slots.pop();
      if (slots.length === 0) {
        this.postings.delete(word);
        this.vocabulary.splice(this.lowerBound(word), 1);
      }
    }
    this.wordsOf[slot] = [];
    this.slotOf.delete(id);
    this.free.push(slot);
  }

  /** Builds the whole index at once (a load: sorting once is cheaper than inserting one by one). */
  static of(rows: readonly CatalogueRow[]): CatalogueIndex {
    const index = new CatalogueIndex();
    rows.forEach((row, slot) => {
      index.slotOf.set(row.id, slot);
      index.ids[slot] = row.id;
      index.niche[slot] = row.niche;
      index.visibility[slot] = row.visibility;
      index.budget[slot] = row.budgetCents ?? Number.NaN;
      index.start[slot] = dayOf(row.startDate);
      index.end[slot] = dayOf(row.endDate);
      const words = [...new Set(row.words)];
      index.wordsOf[slot] = words;
      for (const word of words) {
        const slots = index.postings.get(word);
        if (slots) slots.push(slot);
        else index.postings.set(word, [slot]);
      }
    });
    index.vocabulary = [...index.postings.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    for (const sort of SORTS) {
      index.orders[sort] = rows.map((_, slot) => slot).sort((a, b) => index.compare(sort, a, b));
    }
    return index;
  }

  /**
   * The slots having, for each of `words`, a word starting with it: the marks array holds `stamp` for them, and
   * `slots` lists them. Null when there are no words (every campaign matches them).
   */
  private markWords(words: readonly string[]): { stamp: number; slots: number[] } | null {
    if (words.length === 0) return null;
    if (this.mark.length < this.ids.length) this.mark = new Uint32Array(Math.max(1024, this.ids.length * 2));
    if (this.stamp > 0xffff_0000) {
      this.mark.fill(0);
      this.stamp = 0;
    }
    let previous = 0;
    let slots: number[] = [];
    for (const [n, word] of words.entries()) {
      const stamp = ++this.stamp;
      slots = [];
      for (let i = this.lowerBound(word); i < this.vocabulary.length; i++) {
        const lexeme = this.vocabulary[i]!;
        if (!lexeme.startsWith(word)) break;
        for (const slot of this.postings.get(lexeme)!) {
          if ((n === 0 || this.mark[slot] === previous) && this.mark[slot] !== stamp) {
            this.mark[slot] = stamp;
            slots.push(slot);
          }
        }
      }
      previous = stamp;
    }
    return { stamp: previous, slots };
  }

  /** One page of a search and its count (at most one past the cap unless the page lies further). */
  search(words: readonly string[], q: BrowseQuery, today: number): CatalogueResult {
    const marked = this.markWords(words);
    const niche = q.niche ?? null;
    const visibility = q.visibility ? (q.visibility === 'public' ? 'Public' : 'Private') : null;
    const range = q.budget ? BUDGET_BUCKET_RANGES[q.budget] : null;
    const above = range?.above === null || range === null ? null : range.above * 100;
    const upTo = range?.upTo === null || range === null ? null : range.upTo * 100;
    const matches = (slot: number): boolean => {
      if (marked && this.mark[slot] !== marked.stamp) return false;
      const end = this.end[slot]!;
      if (end < today) return false;
      if (niche !== null && this.niche[slot] !== niche) return false;
      if (visibility !== null && this.visibility[slot] !== visibility) return false;
      if (range) {
        const budget = this.budget[slot]!;
        if (Number.isNaN(budget)) return false;
        if (above !== null && !(budget > above)) return false;
        if (upTo !== null && !(budget <= upTo)) return false;
      }
      return true;
    };
    const offset = (q.page - 1) * q.pageSize;
    const stopAt = Math.max(BROWSE_COUNT_CAP + 1, offset + q.pageSize);
    const ids: string[] = [];
    let count = 0;
    const order = this.orders[q.sort];
    // Few campaigns have the words (a rare word): sort those few rather than walk every campaign in the sort's order.
    if (marked && marked.slots.length * 8 < order.length) {
      const found = marked.slots.filter(matches).sort((a, b) => this.compare(q.sort, a, b));
      count = found.length;
      for (const slot of found.slice(offset, offset + q.pageSize)) ids.push(this.ids[slot]!);
    } else {
      for (const slot of order) {
        if (!matches(slot)) continue;
        count++;
        if (count > offset && count <= offset + q.pageSize) ids.push(this.ids[slot]!);
        if (count >= stopAt) break;
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
    // A row without words is not Live (only Live campaigns have a search vector): it leaves the catalogue.
    words: row.words ?? [],
  }));
}

export interface BrowseCatalogueOptions {
  /** The most Live campaigns kept; past it the catalogue does not load and the SQL search serves. */
  maxCampaigns: number;
  now?: () => number;
}

/**
 * One app server's catalogue: start() listens and loads in the background; search() answers once it is loaded and
 * nothing announced is left to apply, or returns null (the caller searches in SQL).
 */
export class BrowseCatalogue {
  private index: CatalogueIndex | null = null;
  private listening = false;
  private stop: (() => Promise<void>) | null = null;
  private closed = false;
  /** Announced ids not yet re-read, and whether a whole reload is owed. */
  private pending = new Set<string>();
  private reloadOwed = false;
  private applying: Promise<void> | null = null;
  private overSize = false;
  /** sync() calls waiting for their own announcement, by its payload. */
  private readonly syncs = new Map<string, () => void>();
  /** How many searches the catalogue answered (the rest went to SQL). */
  answered = 0;
  /** The last whole load: how many Live campaigns it read and how long it took with building the index. */
  lastLoad: { campaigns: number; ms: number } | null = null;

  constructor(
    private readonly db: Db,
    private readonly options: BrowseCatalogueOptions,
  ) {}

  async start(database: Database): Promise<void> {
    this.stop = await database.listen(
      BROWSE_CATALOGUE_CHANNEL,
      (payload) => this.announced(payload),
      () => {
        this.listening = true;
        this.owe();
        this.apply().catch(() => undefined);
      },
      () => {
        this.listening = false;
        this.index = null;
      },
    );
    this.listening = true;
    this.owe();
    // Loaded in the background: the server answers (by SQL) while it loads.
    this.apply().catch(() => undefined);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listening = false;
    this.index = null;
    await this.stop?.().catch(() => undefined);
    await this.applying?.catch(() => undefined);
  }

  /** Whether the catalogue answers searches now (loaded, listening, nothing announced left to apply). */
  get ready(): boolean {
    return this.index !== null && this.listening && !this.reloadOwed && this.pending.size === 0;
  }

  get size(): number {
    return this.index?.size ?? 0;
  }

  private owe(): void {
    this.reloadOwed = true;
    this.pending.clear();
  }

  private announced(payload: string): void {
    if (payload.startsWith(SYNC)) {
      this.syncs.get(payload)?.();
      return;
    }
    if (payload === '*' || payload === '') this.owe();
    else for (const id of payload.split(',')) this.pending.add(id);
    this.apply().catch(() => undefined);
  }

  /**
   * Resolves once every change committed before the call is in the catalogue (for tests, which write and search at
   * once): the database delivers announcements in the order their transactions committed, so once this call's own
   * announcement arrives, every earlier one has, and what they announced is then applied.
   */
  async sync(): Promise<void> {
    const token = `${SYNC}${randomUUID()}`;
    const arrived = new Promise<void>((resolve) => this.syncs.set(token, resolve));
    try {
      await this.db.execute(sql`select pg_notify(${BROWSE_CATALOGUE_CHANNEL}, ${token})`);
      await arrived;
    } finally {
      this.syncs.delete(token);
    }
    await this.apply();
  }

  /** Applies what was announced (a reload or the announced rows), once at a time; resolves when nothing is left. */
  apply(): Promise<void> {
    this.applying ??= this.applyAll().finally(() => {
      this.applying = null;
    });
    return this.applying;
  }

  private async applyAll(): Promise<void> {
    while (!this.closed && this.listening && (this.reloadOwed || this.pending.size > 0)) {
      if (this.reloadOwed) {
        this.reloadOwed = false;
        this.pending.clear();
        const started = performance.now();
        const rows = await readRows(this.db, null, this.options.maxCampaigns + 1);
        this.overSize = rows.length > this.options.maxCampaigns;
        // What was announced while it read is re-read next (the rows read may be from before that change).
        this.index = this.overSize ? null : CatalogueIndex.of(rows);
        this.lastLoad = { campaigns: rows.length, ms: Math.round(performance.now() - started) };
      } else {
        const ids = [...this.pending];
        this.pending.clear();
        await this.reread(ids);
      }
    }
  }

  /** Reads the given campaigns again and puts them in or takes them out. */
  private async reread(ids: readonly string[]): Promise<void> {
    const rows = await readRows(this.db, ids, ids.length);
    const index = this.index;
    if (!index) return;
    const found = new Map(rows.map((row) => [row.id, row]));
    for (const id of ids) {
      const row = found.get(id);
      if (row && row.words.length > 0) index.put(row);
      else index.remove(id);
    }
    if (index.size > this.options.maxCampaigns) {
      this.overSize = true;
      this.index = null;
    }
  }

  /**
   * Campaigns the page showed that the database no longer has as the catalogue had them: re-read now (not waiting for
   * their announcement), so the next search is right.
   */
  async correct(ids: readonly string[]): Promise<void> {
    if (ids.length === 0 || !this.index) return;
    await this.reread(ids);
  }

  /**
   * The page and count of a browse search, or null when the catalogue cannot answer it exactly as the SQL search
   * would: not loaded or not up to date, or a search word outside ASCII letters and digits.
   */
  search(q: BrowseQuery): CatalogueResult | null {
    if (!this.ready || !this.index) return null;
    const words = q.q ? searchWords(q.q) : [];
    if (!words.every((word) => PLAIN_WORD.test(word))) return null;
    this.answered++;
    return this.index.search(words, q, todayDay((this.options.now ?? Date.now)()));
  }
}
