// Find Influencers (B2, issue 10): creators searched, filtered, sorted and paged in SQL, each part written so one of
// the users_creator_* partial indexes can answer it (migrations 0007, 0008 and 0035, docs/decisions/014-find-influencers.md).
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
import { type RateCardEntry, sortRates } from '@microreach/domain/rate-card';
import { and, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { perDatabase } from '#server/db/prepared.ts';
import { creatorRates, users } from '#server/db/schema/index.ts';
import { type FollowerCountRow, followerCountColumns, toFollowerCounts } from '../profiles/follower-counts.ts';
import { loadRates } from '../profiles/rate-card.service.ts';
import type { CreatorCatalogue } from './creator-catalogue.ts';
import { creatorTsqueries, searchTerm } from './creator-search.ts';

/**
 * The words of a creator's name, handles, bio, niches and hashtags (migration 0035, outside the Drizzle schema: rows
 * read elsewhere do not carry it); null for businesses and deleted accounts.
 */
const searchVector = sql.raw('"users"."search_vector"');

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

interface Tier {
  where: SQL;
  /** How the tier is counted, when not by `where` itself. */
  count?: { where: SQL; lessEarlierTiers: boolean };
}
/**
 * The results in the order shown, as consecutive groups ("tiers"), each read in the order of the sort. Relevance with
 * a search has two: creators having every word typed as a whole word, then those where some word typed only starts a
 * word; every other case has one. Each tier is a plain WHERE that an index answers, so its page can be read off the
 * sort's index instead of scoring every match.
 */
function tiers(q: InfluencerSearchQuery): Tier[] {
  const filters = filterConditions(q);
  if (!searchTerm(q.q)) return [{ where: and(...filters)! }];
  const queries = creatorTsqueries(q.q);
  // Only punctuation: no word to look for, no one found.
  if (!queries) return [{ where: sql`false` }];
  const matching = (query: string) => sql`${searchVector} @@ to_tsquery('simple', ${query})`;
  const all = and(...filters, matching(queries.all))!;
  if (q.sort !== 'relevance' || queries.all === queries.whole) return [{ where: all }];
  // The second tier's own WHERE leaves the first tier's rows out; all matches less the first tier's count is two index
  // lookups.
  return [
    { where: and(...filters, matching(queries.whole))! },
    {
      where: and(...filters, matching(queries.all), sql`not (${matching(queries.whole)})`)!,
      count: { where: all, lessEarlierTiers: true },
    },
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
  options: { onStatement?: (s: SearchStatement) => void; catalogue?: CreatorCatalogue | null } = {},
): Promise<InfluencerSearchResult> {
  if (options.catalogue) {
    const page = await readFromCatalogue(db, q, options.catalogue);
    if (page) return page;
  }
  const ran = options.onStatement ?? (() => {});
  const order = ordering(q);
  const offset = (q.page - 1) * INFLUENCER_PAGE_SIZE;
  const countMode: PlanMode = searchTerm(q.q) ? 'count' : 'auto';
  const groups = tiers(q);
  return db.transaction(async (tx) => {
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

/**
 * A page found by the search catalogue (issue 31, decision 035), its cards read by id. Each creator is checked as the
 * database has them now: one gone, no longer findable or no longer within the filters (a change whose announcement
 * has not arrived yet) is re-read into the catalogue and the page found again. Null when the catalogue cannot answer
 * (the SQL search serves).
 */
async function readFromCatalogue(
  db: Db,
  q: InfluencerSearchQuery,
  catalogue: CreatorCatalogue,
): Promise<InfluencerSearchResult | null> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const found = catalogue.search(q);
    if (!found) return null;
    const rows = found.ids.length === 0 ? [] : await catalogueCards(db).execute({ ids: `{${found.ids.join(',')}}` });
    const byId = new Map(rows.map((row) => [row.id, row]));
    const stale = found.ids.filter((id) => {
      const row = byId.get(id);
      if (!row) return true;
      return row.role !== 'Influencer' || row.deletedAt !== null || !withinFilters(row, q);
    });
    if (stale.length > 0) {
      await catalogue.correct(stale);
      continue;
    }
    return {
      total: found.total,
      totalIsCapped: found.totalIsCapped,
      page: q.page,
      pageSize: INFLUENCER_PAGE_SIZE,
      items: found.ids.map((id) => {
        const { rates, role: _role, deletedAt: _deletedAt, ...row } = byId.get(id)!;
        return toCard(row, sortRates(rates ?? []));
      }),
    };
  }
  return null;
}

/**
 * The cards of a page the catalogue found, with what is checked of them and their rate cards, in one statement
 * prepared once per database (issue 31): it looks creators up by primary key, so one generic plan serves every page.
 */
function prepareCatalogueCards(db: Db) {
  return db
    .select({
      ...cardColumns,
      role: users.role,
      deletedAt: users.deletedAt,
      rates: sql<
        RateCardEntry[] | null
      >`(select json_agg(json_build_object('format', r.format, 'priceCents', r.price_cents))
        from ${creatorRates} r where r.user_id = ${users.id})`,
    })
    .from(users)
    .where(sql`${users.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('find_influencers_catalogue_cards');
}
const catalogueCards = perDatabase(prepareCatalogueCards);

/** Whether a creator's row is within the panel's filters, as filterConditions() asks them of the database. */
function withinFilters(row: CardRow, q: InfluencerSearchQuery): boolean {
  if (q.verifiedOnly && row.verifiedAudienceSize === null) return false;
  if (q.niches && q.niches.length > 0 && !q.niches.some((niche) => row.niches?.includes(niche))) return false;
  if (q.location && row.location !== q.location) return false;
  const audience = q.verifiedOnly ? row.verifiedAudienceSize : row.audienceSize;
  if (q.audienceMin !== undefined && (audience === null || audience < q.audienceMin)) return false;
  if (q.audienceMax !== undefined && q.audienceMax < AUDIENCE_MAX && (audience === null || audience > q.audienceMax)) {
    return false;
  }
  if (q.engagementMin === undefined && q.engagementMax === undefined) return true;
  const rate = row.engagementRate === null ? null : Number(row.engagementRate);
  if (rate === null) return false;
  if (q.engagementMin !== undefined && rate < q.engagementMin) return false;
  return !(q.engagementMax !== undefined && q.engagementMax < ENGAGEMENT_MAX && rate > q.engagementMax);
}

/** The page's rate cards (issue 30) in one more query, by the table's primary key. */
async function withRates(tx: Db | Tx, rows: CardRow[]) {
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
