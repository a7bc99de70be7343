// Find Influencers (B2, issue 10): creators searched, filtered, sorted and paged in SQL, each part written so one of
// the users_creator_* partial indexes can answer it (migrations 0007 and 0008, docs/decisions/014-find-influencers.md).
import {
  AUDIENCE_MAX,
  ENGAGEMENT_MAX,
  INFLUENCER_COUNT_CAP,
  INFLUENCER_MAX_PAGE,
  INFLUENCER_PAGE_SIZE,
  type InfluencerCard,
  type InfluencerSearchQuery,
  type InfluencerSearchResult,
} from '@microreach/domain/find-influencers';
import type { RateCardEntry } from '@microreach/domain/rate-card';
import { and, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { CREATOR_SEARCH_TEXT, CREATOR_SEARCH_WORDS, users } from '#server/db/schema/index.ts';
import { type FollowerCountRow, followerCountColumns, toFollowerCounts } from '../profiles/follower-counts.ts';
import { loadRates } from '../profiles/rate-card.service.ts';

/** The indexed expressions, spelled as the indexes spell them so the planner matches them. */
const searchText = sql.raw(`(${CREATOR_SEARCH_TEXT})`);
const searchWords = sql.raw(`(${CREATOR_SEARCH_WORDS})`);

/** LIKE's wildcards and its escape character, taken literally. */
function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** pg_trgm's trigrams: a shorter search has none to look up. */
const SUBSTRING_MIN_LENGTH = 3;

/** What is searched for: the box's text without the '@' a handle is often typed with (handles are stored bare). */
export function searchTerm(q: string | undefined): string {
  return (q ?? '').trim().replace(/^@+/, '').trim();
}

/**
 * The audience the filter and the followers sort read: each platform's verified count where one was read, else the
 * typed one; with "Verified counts only", verified counts alone (issue 26).
 */
function audienceOf(q: InfluencerSearchQuery) {
  return q.verifiedOnly ? users.verifiedAudienceSize : users.audienceSize;
}

/** The filters of the panel (not the search): creators only (a literal, so the partial indexes apply), then each set. */
function filterConditions(q: InfluencerSearchQuery): SQL[] {
  // A deleted account (issue 27) is nobody's to find.
  const where: SQL[] = [sql`${users.role} = 'Influencer'`, sql`${users.deletedAt} is null`];
  // Spelled as users_creator_verified_audience's predicate, so that index answers it.
  if (q.verifiedOnly) where.push(sql`${users.verifiedAudienceSize} is not null`);
  if (q.niches && q.niches.length > 0) {
    where.push(
      sql`${users.niches} && array[${sql.join(
        q.niches.map((n) => sql`${n}`),
        sql`, `,
      )}]::text[]`,
    );
  }
  if (q.location) where.push(sql`${users.location} = ${q.location}`);
  const audience = audienceOf(q);
  if (q.audienceMin !== undefined) where.push(sql`${audience} >= ${q.audienceMin}`);
  // The slider's top reads "1M or more".
  if (q.audienceMax !== undefined && q.audienceMax < AUDIENCE_MAX) {
    where.push(sql`${audience} <= ${q.audienceMax}`);
  }
  // A creator without posts has no rate (null): an engagement filter leaves them out, as these comparisons do.
  if (q.engagementMin !== undefined) where.push(sql`${users.engagementRate} >= ${q.engagementMin}`);
  // The slider's top reads "15% or more".
  if (q.engagementMax !== undefined && q.engagementMax < ENGAGEMENT_MAX) {
    where.push(sql`${users.engagementRate} <= ${q.engagementMax}`);
  }
  if (q.engagementMax !== undefined && q.engagementMin === undefined) {
    where.push(sql`${users.engagementRate} is not null`);
  }
  return where;
}

/** The search lowered and split into words by the database itself, exactly as the word index splits the text. */
interface SplitTerm {
  lowered: string;
  words: string[];
}
async function splitTerm(tx: Tx, term: string): Promise<SplitTerm | null> {
  if (!term) return null;
  // ASCII lowers and splits the same in JavaScript (\W is [^A-Za-z0-9_] in both): no round trip to the database.
  if (/^[\x20-\x7e]*$/.test(term)) {
    const lowered = term.toLowerCase();
    return { lowered, words: lowered.split(/\W+/).filter(Boolean) };
  }
  const result = (await tx.execute(
    sql`select lower(${term}) as lowered, array_remove(regexp_split_to_array(lower(${term}), '\\W+'), '') as words`,
  )) as unknown as { rows: SplitTerm[] };
  return result.rows[0] ?? null;
}

interface Tier {
  where: SQL;
  /** How the tier is counted, when not by `where` itself. */
  count?: { where: SQL; lessEarlierTiers: boolean };
}
/**
 * The results in the order shown, as consecutive groups ("tiers"), each read in the order of the sort. Relevance with
 * a search has two: creators where the search is a whole word (or every word of it is, and the phrase appears), then
 * those where it is only part of a word; every other case has one. Each tier is a plain WHERE that an index answers,
 * so its page can be read off the sort's index instead of scoring every match.
 */
function tiers(q: InfluencerSearchQuery, split: SplitTerm | null): Tier[] {
  const filters = filterConditions(q);
  const term = searchTerm(q.q);
  if (!term) return [{ where: and(...filters)! }];
  const contains = sql`${searchText} like '%' || lower(${escapeLike(term)}) || '%'`;
  const short = [...term].length < SUBSTRING_MIN_LENGTH;
  // Only punctuation: as text if long enough to look up; one or two such characters find no one.
  if (!split || split.words.length === 0) return [{ where: short ? sql`false` : and(...filters, contains)! }];
  const wholeWords = sql`${searchWords} @> array[${sql.join(
    split.words.map((w) => sql`${w}`),
    sql`, `,
  )}]::text[]`;
  // One word, as the database splits and lowers it, is found as text wherever it is found as a word; a phrase also
  // needs its words next to each other.
  const isOneWord = split.words.length === 1 && split.words[0] === split.lowered;
  // Read with the text test too, which the planner runs first: a walk down an index then splits only the rows that
  // contain the search into words. Counted off the word index alone when that is exact (no row to re-read).
  const asWords: Tier = {
    where: and(...filters, contains, wholeWords)!,
    ...(isOneWord ? { count: { where: and(...filters, wholeWords)!, lessEarlierTiers: false } } : {}),
  };
  // One or two characters have no trigram to look up, and as a part of a word match nearly everyone: whole words only.
  if (short) return [{ where: and(...filters, wholeWords)! }];
  const all = and(...filters, contains)!;
  if (q.sort !== 'relevance') return [{ where: all }];
  // The second tier's own WHERE splits every candidate's text into words to leave the first tier out; all matches
  // less the first tier's count is two index lookups.
  return [
    asWords,
    { where: and(...filters, contains, sql`not (${wholeWords})`)!, count: { where: all, lessEarlierTiers: true } },
  ];
}

/** The column a sort orders by (then by id). */
function sortColumn(q: InfluencerSearchQuery) {
  switch (q.sort) {
    case 'relevance':
    case 'followers':
      return audienceOf(q);
    case 'engagement':
      return users.engagementRate;
    case 'recent':
      return users.lastActiveAt;
  }
}

/** ORDER BY as the indexes are ordered (desc nulls last, then id), so a page can be read off an index in order. */
function ordering(q: InfluencerSearchQuery): SQL[] {
  return [sql`${sortColumn(q)} desc nulls last`, sql`${users.id} asc`];
}

/**
 * How a statement is to be planned. The planner cannot know how many creators a search matches (a substring's share
 * is a guess from a sample) and, guessing wrong, either reads every match to sort them or walks a whole index looking
 * for matches that are not there. The service counts first, so it knows, and says which:
 * - count: a search's matches looked up through its index (bitmap), stopping at the count's limit (a walk down some
 *   index would check rows until it found 10,009 matches: the whole index for a rare word);
 * - auto: the planner's choice, for counts without a search (no sequential scan);
 * - bitmap: every match fetched through the indexes, then sorted (few matches);
 * - walk: the sort's index read in order, each row checked, stopping at the page's end (many matches).
 */
export type PlanMode = 'auto' | 'count' | 'bitmap' | 'walk';
const PLANNER_SETTINGS: Record<PlanMode, { seqscan: 'off'; indexscan: 'on' | 'off'; bitmapscan: 'on' | 'off' }> = {
  // Filters without a search: the planner's estimates come from ordinary column statistics and hold.
  auto: { seqscan: 'off', indexscan: 'on', bitmapscan: 'on' },
  count: { seqscan: 'off', indexscan: 'off', bitmapscan: 'on' },
  bitmap: { seqscan: 'off', indexscan: 'off', bitmapscan: 'on' },
  walk: { seqscan: 'off', indexscan: 'on', bitmapscan: 'off' },
};

/**
 * Sets the planner for the statements that follow, to the end of the transaction (set_config(..., true)). No parallel
 * workers: a search reads at most a few thousand rows, and under many concurrent searches the workers' start-up and
 * CPU are taken from the other searches (issue 31).
 */
export async function applyPlanMode(tx: Tx, mode: PlanMode): Promise<void> {
  const s = PLANNER_SETTINGS[mode];
  await tx.execute(sql`select set_config('enable_seqscan', ${s.seqscan}, true),
    set_config('enable_indexscan', ${s.indexscan}, true), set_config('enable_bitmapscan', ${s.bitmapscan}, true),
    set_config('max_parallel_workers_per_gather', '0', true)`);
}

/** A statement the search ran and how it was planned (for the plan tests and the benchmark). */
export interface SearchStatement {
  label: string;
  mode: PlanMode;
  statement: SQLWrapper;
}

/** Counting stops here: enough to know the header's figure and every position a page can ask for. */
const COUNT_LIMIT = INFLUENCER_MAX_PAGE * INFLUENCER_PAGE_SIZE + 1;

const cardColumns = {
  id: users.id,
  name: users.name,
  profilePicture: users.profilePicture,
  instagram: users.instagram,
  tiktok: users.tiktok,
  bio: users.bio,
  niches: users.niches,
  location: users.location,
  audienceSize: users.audienceSize,
  verifiedAudienceSize: users.verifiedAudienceSize,
  engagementRate: users.engagementRate,
  lastActiveAt: users.lastActiveAt,
  followers: followerCountColumns,
};
type CardRow = Awaited<ReturnType<typeof selectPage>>[number];
function selectPage(tx: Db | Tx, where: SQL, order: SQL[], offset: number, limit: number) {
  return tx
    .select(cardColumns)
    .from(users)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}
/** The planner's own row estimate for users (0 before the first ANALYZE): how a walk's cost is weighed. */
const estimatedRows = sql`(select greatest(reltuples, 0)::float8 from pg_class where oid = 'users'::regclass)`;

/**
 * One statement for a search of one tier (issue 31): its matches up to `limit`, and, read from the same rows, the ids
 * of the page in the sort's order. When fewer than `limit` match, those rows are all of them and the ids are the page:
 * the matches are fetched once, not once to count and again to sort. Otherwise the ids are not used.
 */
function countAndPageIds(tx: Db | Tx, q: InfluencerSearchQuery, where: SQL, limit: number, offset: number) {
  const key = sortColumn(q);
  return tx.execute(sql`
    with matched as materialized (
      select ${users.id} as id, ${key} as key from ${users} where ${where} limit ${limit}
    )
    select (select count(*) from matched)::int as total,
           array(select m.id::text from matched m order by m.key desc nulls last, m.id limit ${INFLUENCER_PAGE_SIZE}
                 offset ${offset}) as ids`);
}

/** The cards of these creators in the sort's order (by primary key: a page the count already found). */
function selectByIds(tx: Db | Tx, ids: string[], order: SQL[]) {
  return tx
    .select(cardColumns)
    .from(users)
    .where(
      sql`${users.id} = any(array[${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}]::uuid[])`,
    )
    .orderBy(...order);
}

/** The matches up to `limit`, and the planner's own row estimate for users (0 before the first ANALYZE). */
function countUpTo(tx: Db | Tx, where: SQL, limit: number) {
  return tx
    .select({
      total: sql`count(*)`.mapWith(Number),
      creators: sql`${estimatedRows}`.mapWith(Number),
    })
    .from(tx.select({ one: sql`1` }).from(users).where(where).limit(limit).as('capped'));
}

/**
 * B2 Find Influencers: one page of creators matching the search, and how many match (counted up to the cap). In one
 * transaction: each tier counted (up to what a page can reach), then the page read from the tiers it covers, each with
 * the plan its count calls for (a walk down the sort's index when matches are many, a lookup and sort when few).
 */
export async function findInfluencers(
  db: Db,
  q: InfluencerSearchQuery,
  options: { onStatement?: (s: SearchStatement) => void } = {},
): Promise<InfluencerSearchResult> {
  const ran = options.onStatement ?? (() => {});
  const order = ordering(q);
  const offset = (q.page - 1) * INFLUENCER_PAGE_SIZE;
  const countMode: PlanMode = searchTerm(q.q) ? 'count' : 'auto';
  return db.transaction(async (tx) => {
    const groups = tiers(q, await splitTerm(tx, searchTerm(q.q)));
    await applyPlanMode(tx, countMode);
    if (groups.length === 1) {
      const rows = await readOneTier(tx, q, groups[0]!.where, order, offset, countMode, ran);
      return result(q, rows.sum, await withRates(tx, rows.rows));
    }
    // counts[i] is exact unless it reached its limit (capped): the tiers after a capped one lie beyond any page.
    const counts: { count: number; capped: boolean }[] = [];
    let sum = 0;
    // The planner's estimate of the table's rows, read with the first count: how a walk's cost is weighed.
    let creators = 0;
    for (const [i, tier] of groups.entries()) {
      if (sum >= COUNT_LIMIT) break;
      const less = tier.count?.lessEarlierTiers ?? false;
      const statement = countUpTo(tx, tier.count?.where ?? tier.where, less ? COUNT_LIMIT : COUNT_LIMIT - sum);
      ran({ label: `count ${i + 1}`, mode: countMode, statement });
      const [{ total, creators: estimate }] = await statement;
      creators = estimate;
      const count = less ? total - sum : total;
      counts.push({ count, capped: less ? total >= COUNT_LIMIT : total >= COUNT_LIMIT - sum });
      sum += count;
    }

    const rows: CardRow[] = [];
    let start = 0;
    for (const [i, { count, capped }] of counts.entries()) {
      const from = Math.max(offset, start) - start;
      const to = Math.min(offset + INFLUENCER_PAGE_SIZE, capped ? Number.POSITIVE_INFINITY : start + count) - start;
      start += count;
      if (to <= from) continue;
      // A walk visits about (rows wanted) x (creators / matches) rows in index order; a lookup fetches every match.
      const mode: PlanMode = capped || (creators > 0 && (to * creators) / count < count) ? 'walk' : 'bitmap';
      await applyPlanMode(tx, mode);
      const statement = selectPage(tx, groups[i].where, order, from, to - from);
      ran({ label: `page ${i + 1}`, mode, statement });
      rows.push(...(await statement));
    }
    return result(q, sum, await withRates(tx, rows));
  });
}

/**
 * A search of one tier: counted and, when the count read every match, paged from the same rows (the page's cards then
 * fetched by id); when the matches are more than a page can reach, the page walks the sort's index.
 */
async function readOneTier(
  tx: Tx,
  q: InfluencerSearchQuery,
  where: SQL,
  order: SQL[],
  offset: number,
  countMode: PlanMode,
  ran: (s: SearchStatement) => void,
): Promise<{ sum: number; rows: CardRow[] }> {
  const counted = countAndPageIds(tx, q, where, COUNT_LIMIT, offset);
  ran({ label: 'count 1', mode: countMode, statement: counted });
  const { rows: countRows } = (await counted) as unknown as {
    rows: { total: number; ids: string[] }[];
  };
  const { total, ids } = countRows[0]!;
  if (total < COUNT_LIMIT) {
    if (ids.length === 0) return { sum: total, rows: [] };
    await applyPlanMode(tx, 'bitmap');
    const statement = selectByIds(tx, ids, order);
    ran({ label: 'page 1', mode: 'bitmap', statement });
    return { sum: total, rows: await statement };
  }
  await applyPlanMode(tx, 'walk');
  const statement = selectPage(tx, where, order, offset, INFLUENCER_PAGE_SIZE);
  ran({ label: 'page 1', mode: 'walk', statement });
  return { sum: total, rows: await statement };
}

/** The page's rate cards (issue 30) in one more query, by the table's primary key. */
async function withRates(tx: Tx, rows: CardRow[]) {
  const rates = await loadRates(
    tx,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toCard(row, rates.get(row.id) ?? []));
}

function result(q: InfluencerSearchQuery, sum: number, items: InfluencerCard[]): InfluencerSearchResult {
  return {
    total: Math.min(sum, INFLUENCER_COUNT_CAP),
    totalIsCapped: sum > INFLUENCER_COUNT_CAP,
    page: q.page,
    pageSize: INFLUENCER_PAGE_SIZE,
    items,
  };
}

function toCard(
  {
    followers,
    ...row
  }: {
    id: string;
    name: string;
    profilePicture: string | null;
    instagram: string | null;
    tiktok: string | null;
    bio: string | null;
    niches: string[] | null;
    location: string | null;
    audienceSize: number | null;
    verifiedAudienceSize: number | null;
    engagementRate: number | null;
    lastActiveAt: Date | null;
    followers: FollowerCountRow;
  },
  rates: RateCardEntry[],
): InfluencerCard {
  return {
    ...row,
    rates,
    followerCounts: toFollowerCounts(followers),
    niches: row.niches ?? [],
    audienceSize: row.audienceSize ?? 0,
    engagementRate: row.engagementRate === null ? null : Number(row.engagementRate),
    lastActiveAt: row.lastActiveAt?.toISOString() ?? null,
  };
}
