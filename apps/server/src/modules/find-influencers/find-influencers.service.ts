// Find Influencers (B2, issue 10): creators searched, filtered, sorted and paged in SQL, each part written so one of
// the users_creator_* partial indexes can answer it (migration 0007, docs/decisions/014-find-influencers.md).
import {
  AUDIENCE_MAX,
  ENGAGEMENT_MAX,
  INFLUENCER_COUNT_CAP,
  INFLUENCER_PAGE_SIZE,
  type InfluencerCard,
  type InfluencerSearchQuery,
  type InfluencerSearchResult,
} from '@microreach/domain/influencers';
import { and, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { CREATOR_SEARCH_TEXT, users } from '#server/db/schema/index.ts';
import type { UserRow } from '#server/plugins/auth.ts';

/** The indexed expression, spelled as the index spells it so the planner matches them. */
const searchText = sql.raw(`(${CREATOR_SEARCH_TEXT})`);

/** LIKE's wildcards and its escape character, taken literally. */
function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The WHERE of a search: creators only (a literal, so the partial indexes apply), then each filter that is set. */
function conditions(q: InfluencerSearchQuery): SQL {
  const where: SQL[] = [sql`${users.role} = 'Influencer'`];
  if (q.q) where.push(sql`${searchText} like '%' || lower(${escapeLike(q.q)}) || '%'`);
  if (q.niches && q.niches.length > 0) {
    where.push(
      sql`${users.niches} && array[${sql.join(
        q.niches.map((n) => sql`${n}`),
        sql`, `,
      )}]::text[]`,
    );
  }
  if (q.location) where.push(sql`${users.location} = ${q.location}`);
  if (q.audienceMin !== undefined) where.push(sql`${users.audienceSize} >= ${q.audienceMin}`);
  // The slider's top reads "1M or more".
  if (q.audienceMax !== undefined && q.audienceMax < AUDIENCE_MAX) {
    where.push(sql`${users.audienceSize} <= ${q.audienceMax}`);
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
  return and(...where)!;
}

/** ORDER BY as the indexes are ordered (desc nulls last, then id), so a page is read off an index, not sorted. */
function ordering(q: InfluencerSearchQuery): SQL[] {
  const byAudience = [sql`${users.audienceSize} desc nulls last`, sql`${users.id} asc`];
  switch (q.sort) {
    case 'followers':
      return byAudience;
    case 'engagement':
      return [sql`${users.engagementRate} desc nulls last`, sql`${users.id} asc`];
    case 'recent':
      return [sql`${users.lastActiveAt} desc nulls last`, sql`${users.id} asc`];
    case 'relevance':
      // With a search: how closely the search matches a word of the searched text (a whole-word match first).
      return q.q ? [sql`word_similarity(lower(${q.q}), ${searchText}) desc`, ...byAudience] : byAudience;
  }
}

/**
 * The two statements of a search: one page of creators, and the matches counted up to one past the cap (the header
 * needs "how many", not an exact count of a million creators). Exported for the test that reads their plans.
 */
export function influencerSearchStatements(db: Db, q: InfluencerSearchQuery) {
  const where = conditions(q);
  const page = db
    .select({
      id: users.id,
      name: users.name,
      profilePicture: users.profilePicture,
      instagram: users.instagram,
      tiktok: users.tiktok,
      bio: users.bio,
      niches: users.niches,
      location: users.location,
      audienceSize: users.audienceSize,
      engagementRate: users.engagementRate,
      lastActiveAt: users.lastActiveAt,
    })
    .from(users)
    .where(where)
    .orderBy(...ordering(q))
    .limit(INFLUENCER_PAGE_SIZE)
    .offset((q.page - 1) * INFLUENCER_PAGE_SIZE);
  const count = db.select({ total: sql`count(*)`.mapWith(Number) }).from(
    db
      .select({ one: sql`1` })
      .from(users)
      .where(where)
      .limit(INFLUENCER_COUNT_CAP + 1)
      .as('capped'),
  );
  return { page, count };
}

/** B2 Find Influencers: one page of creators matching the search, and how many match (counted up to the cap). */
export async function findInfluencers(
  db: Db,
  _actor: UserRow,
  q: InfluencerSearchQuery,
): Promise<InfluencerSearchResult> {
  const { page, count } = influencerSearchStatements(db, q);
  const [rows, [{ total }]] = await Promise.all([page, count]);
  return {
    total: Math.min(total, INFLUENCER_COUNT_CAP),
    totalIsCapped: total > INFLUENCER_COUNT_CAP,
    page: q.page,
    pageSize: INFLUENCER_PAGE_SIZE,
    items: rows.map(toCard),
  };
}

function toCard(row: {
  id: string;
  name: string;
  profilePicture: string | null;
  instagram: string | null;
  tiktok: string | null;
  bio: string | null;
  niches: string[] | null;
  location: string | null;
  audienceSize: number | null;
  engagementRate: number | null;
  lastActiveAt: Date | null;
}): InfluencerCard {
  return {
    ...row,
    niches: row.niches ?? [],
    audienceSize: row.audienceSize ?? 0,
    engagementRate: row.engagementRate === null ? null : Number(row.engagementRate),
    lastActiveAt: row.lastActiveAt?.toISOString() ?? null,
  };
}
