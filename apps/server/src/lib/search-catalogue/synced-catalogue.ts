// A search catalogue kept in each app server's memory and in step with the database (issue 31, decision 034): browse's
// Live campaigns and Find Influencers' creators. It is derived from the database and never its source of truth:
// - every change to a row's searchable fields is announced on the catalogue's channel with the rows' ids (the tables'
//   triggers: migrations 0034 and 0036), and the catalogue re-reads those rows before its next search; it reloads whole
//   when the announcement says '*' (a large change) and when its listening connection comes back; while it is not
//   listening, or has not applied what was announced, it answers nothing (the caller's SQL search serves);
// - the caller checks the rows of a page it found against the database and hands back those that disagree (a change
//   whose announcement has not arrived yet), which are re-read at once (correct);
// - it stays bounded: past `maxRows` rows it does not load, and SQL serves.

import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '#server/db/client.ts';

/** How long after a failed read of the catalogue a search may try again. */
const RETRY_MS = 1_000;
/** The start of the announcement a sync() sends itself. */
const SYNC = 'sync:';

/** What a catalogue's index does with the rows it is given. */
export interface CatalogueIndex<Row> {
  readonly size: number;
  /** Adds or replaces a row. */
  put(row: Row): void;
  /** Takes a row out (nothing if it is not in). */
  remove(id: string): void;
  /** True once the index would rather be loaded afresh (its changes have made it wasteful): a reload is then owed. */
  readonly wantsReload?: boolean;
}

/** Where a catalogue's rows come from and how its index is made. */
export interface CatalogueSource<Row extends { id: string }, Index extends CatalogueIndex<Row>> {
  /** The channel its table's triggers announce changed ids on ('*': reload). */
  channel: string;
  /** The most rows kept; past it the catalogue does not load and SQL serves. */
  maxRows: number;
  /** Every row the catalogue holds, as an index; null when they are more than `maxRows`. */
  load(db: Db, maxRows: number): Promise<{ index: Index | null; rows: number }>;
  /** The given rows as they are now, whether they belong in the catalogue or not (belongs() says). */
  read(db: Db, ids: readonly string[]): Promise<Row[]>;
  /** Whether a row read back by id is one the catalogue holds (else it is taken out). */
  belongs(row: Row): boolean;
}

/**
 * One app server's catalogue: start() listens and loads in the background; current() gives the index once it is
 * loaded and nothing announced is left to apply, or null (the caller searches in SQL).
 */
export class SyncedCatalogue<Row extends { id: string }, Index extends CatalogueIndex<Row>> {
  private index: Index | null = null;
  private listening = false;
  private stop: (() => Promise<void>) | null = null;
  private closed = false;
  /** Announced ids not yet re-read, and whether a whole reload is owed. */
  private pending = new Set<string>();
  private reloadOwed = false;
  /** A fresh load the index asked for (wantsReload): the index it replaces answers meanwhile. */
  private refreshOwed = false;
  private applying: Promise<void> | null = null;
  /** The catalogue's reads, one after another (inOrder). */
  private steps: Promise<unknown> = Promise.resolve();
  /** After a failed read, when a search may start the next try. */
  private retryAt = 0;
  /** sync() calls waiting for their own announcement, by its payload. */
  private readonly syncs = new Map<string, () => void>();
  /** How many searches the catalogue answered (the rest went to SQL). */
  answered = 0;
  /** The last whole load: how many rows it read and how long it took with building the index. */
  lastLoad: { rows: number; ms: number } | null = null;

  constructor(
    protected readonly db: Db,
    private readonly source: CatalogueSource<Row, Index>,
  ) {}

  async start(database: Database): Promise<void> {
    this.stop = await database.listen(
      this.source.channel,
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
      await this.db.execute(sql`select pg_notify(${this.source.channel}, ${token})`);
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
    while (!this.closed && this.listening && (this.reloadOwed || this.pending.size > 0 || this.refreshOwed)) {
      if (this.reloadOwed) {
        this.reloadOwed = false;
        this.pending.clear();
        try {
          await this.inOrder(() => this.reload());
        } catch (err) {
          // Not loaded: owed again (SQL searches meanwhile), tried again by a later search.
          this.reloadOwed = true;
          this.retryAt = Date.now() + RETRY_MS;
          throw err;
        }
      } else if (this.pending.size > 0) {
        const ids = [...this.pending];
        this.pending.clear();
        try {
          await this.inOrder(() => this.reread(ids));
        } catch (err) {
          for (const id of ids) this.pending.add(id);
          this.retryAt = Date.now() + RETRY_MS;
          throw err;
        }
      } else {
        // The current index answers while the fresh one loads; what is announced meanwhile is re-read into the
        // fresh one after.
        this.refreshOwed = false;
        await this.inOrder(() => this.reload()).catch(() => {
          this.refreshOwed = true;
          this.retryAt = Date.now() + RETRY_MS;
        });
        if (this.refreshOwed) return;
      }
    }
  }

  /**
   * Runs the catalogue's reads one after another, each applied before the next starts: a row read earlier is never
   * applied over one read later.
   */
  private inOrder(step: () => Promise<void>): Promise<void> {
    const next = this.steps.then(step);
    this.steps = next.catch(() => undefined);
    return next;
  }

  private async reload(): Promise<void> {
    const started = performance.now();
    const { index, rows } = await this.source.load(this.db, this.source.maxRows);
    // What was announced while it read is re-read next (the rows read may be from before that change).
    this.index = index;
    this.lastLoad = { rows, ms: Math.round(performance.now() - started) };
  }

  /** Reads the given rows again and puts them in or takes them out. */
  private async reread(ids: readonly string[]): Promise<void> {
    const rows = await this.source.read(this.db, ids);
    const index = this.index;
    if (!index) return;
    const found = new Map(rows.map((row) => [row.id, row]));
    for (const id of ids) {
      const row = found.get(id);
      if (row && this.source.belongs(row)) index.put(row);
      else index.remove(id);
    }
    if (index.size > this.source.maxRows) this.index = null;
    else if (index.wantsReload && !this.refreshOwed) {
      this.refreshOwed = true;
      this.apply().catch(() => undefined);
    }
  }

  /**
   * Rows a page showed that the database no longer has as the catalogue had them: re-read now (not waiting for their
   * announcement), so the next search is right.
   */
  async correct(ids: readonly string[]): Promise<void> {
    if (ids.length === 0 || !this.index) return;
    await this.inOrder(() => this.reread(ids));
  }

  /**
   * The index, when the catalogue can answer now (loaded, listening, up to date); else null, and, when it is behind
   * after a failed read, a new try (at most once a second).
   */
  protected current(): Index | null {
    if (!this.ready || !this.index) {
      if (!this.applying && this.listening && !this.closed && Date.now() >= this.retryAt) {
        if (this.reloadOwed || this.pending.size > 0) this.apply().catch(() => undefined);
      }
      return null;
    }
    if (this.refreshOwed && !this.applying && Date.now() >= this.retryAt) this.apply().catch(() => undefined);
    return this.index;
  }
}
