// The creator side: browse Live campaigns, join or apply, leave, upload content, and the creator dashboard.
// Every function takes the acting creator first and only touches that creator's applications and content.

import { todayIso } from '@microreach/domain/calendar';
import { DEFAULT_CAMPAIGN_TERMS, platformNotInTerms, postsPerCreatorReached } from '@microreach/domain/campaign-terms';
import { isOpenForApplications } from '@microreach/domain/campaigns';
import { CONTENT_SLOTS_PER_CAMPAIGN } from '@microreach/domain/constants';
import type { HoldEvidence } from '@microreach/domain/content-review';
import {
  BROWSE_COUNT_CAP,
  type BrowsePage,
  type BrowseQuery,
  BUDGET_BUCKET_RANGES,
  type ContentRow,
  type ContentUploadInput,
  type CreatorCampaign,
  type CreatorDashboard,
  canLeave,
  canUploadContent,
  contentMessages,
  creatorMessages,
  inBudgetBucket,
  isInCreatorTab,
} from '@microreach/domain/creator-campaigns';
import { boostFollowers } from '@microreach/domain/followers';
import { engagementRate } from '@microreach/domain/formulas';
import { type ApplicantStatus, PARTICIPATING_APPLICANT_STATUSES } from '@microreach/domain/statuses';
import { and, asc, desc, eq, gt, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { perDatabase } from '#server/db/prepared.ts';
import { oneOf } from '#server/db/schema/columns.ts';
import type { UserRow } from '#server/db/schema/index.ts';
import { campaignAnalytics, campaignApplicants, campaigns, contentHolds, users } from '#server/db/schema/index.ts';
import { sqlToday } from '#server/db/sql-today.ts';
import type { SharedReadCache } from '#server/lib/cache/shared-read-cache.ts';
import { AppError, conflict, forbidden, notFound } from '#server/lib/errors.ts';
import type { JobQueue } from '#server/lib/jobs/queue.ts';
import { prefixTsquery, searchWords } from '#server/lib/search-words.ts';
import type { NotificationEmails } from '#server/modules/notifications/notification-emails.service.ts';
import {
  type AgreementClient,
  checkAgreement,
  type GivenAgreement,
  recordAgreement,
} from '../agreements/agreements.service.ts';
import { effectiveTerms, latestAgreements, revisionLimitsOf } from '../agreements/terms.service.ts';
import { type CampaignRow, toCampaign } from '../campaigns/campaign-mapper.ts';
import { holdEvidenceOf } from '../content-review/hold-context.ts';
import { toPostPreview } from '../content-review/post-preview.ts';
import { startReview } from '../content-review/review.service.ts';
import { postMoney } from '../ledger/campaign-money.ts';
import { type CreatorPostMoney, creatorMoney, postFigures, postMoneyOf } from '../ledger/creator-money.ts';
import { queueFirstFetch } from '../metrics/first-fetch.ts';
import { notify } from '../notifications/notifications.service.ts';
import { toContentHold } from '../operators/hold-appeals.service.ts';
import { verifiedFollowersOf } from '../profiles/follower-counts.ts';
import type { BrowseCatalogue } from './browse-catalogue.ts';
import { lockAndCheckPartnershipRoom } from './partnerships.ts';

const CAMPAIGN_NOT_FOUND = 'Campaign not found';
const participants = sql`(select count(*) from ${campaignApplicants} p where p.campaign_id = ${campaigns.id} and ${oneOf(sql`p.status`, PARTICIPATING_APPLICANT_STATUSES)})`;
/**
 * Name, description, niche and hashtags as words for full-text search (issue 31): a stored tsvector the database keeps
 * for Live campaigns only (null otherwise; migration 0033), outside the Drizzle schema so that campaign rows read
 * elsewhere do not carry it.
 */
const searchVector = sql`${campaigns}.search_vector`;

/** Announced by the database on any change to a campaign or its participants (migration 0014). */
export const BROWSE_CHANGED_CHANNEL = 'browse_changed';
/** How old a cached browse page may be (what no trigger announces: a campaign's funding, the date moving on). */
export const BROWSE_CACHE_TTL_MS = 5_000;

/** What every creator sees of a browse page; each creator's own marks (Applied, Left) are added per request. */
export interface SharedBrowsePage {
  items: Array<Omit<BrowsePage['items'][number], 'myApplicationStatus'>>;
  total: number;
  totalCapped: boolean;
}

/** The cache key of a browse request: everything in it but the creator; a search by its words (null: no search). */
export function browseKey(q: BrowseQuery): string {
  return JSON.stringify([
    q.q ? searchWords(q.q) : null,
    q.niche ?? '',
    q.budget ?? '',
    q.visibility ?? '',
    q.sort,
    q.page,
    q.pageSize,
  ]);
}

/**
 * The cache key of a search's count: its words and filters, not its sort, page or page size, which all share one
 * count (a creator paging through a search, or sorting it another way, is not counted again).
 */
export function browseCountKey(q: BrowseQuery): string {
  return JSON.stringify([q.q ? searchWords(q.q) : null, q.niche ?? '', q.budget ?? '', q.visibility ?? '']);
}

/**
 * What browse keeps in each app server's memory: the pages every creator shares and the counts of searches (short-lived
 * caches, off with BROWSE_CACHE_TTL_MS=0), and the search catalogue (which campaigns a search finds, kept up to date by
 * announcements; off with BROWSE_CATALOGUE=off).
 */
export interface BrowseCaches {
  pages?: SharedReadCache<SharedBrowsePage>;
  counts?: SharedReadCache<number>;
  /** Each campaign's row as a page shows it, by id: pages of different searches share their campaigns. */
  rows?: SharedReadCache<BrowseRow>;
  catalogue?: BrowseCatalogue;
}

/**
 * C5 browse: Live campaigns that have not ended, filtered, sorted and paged in SQL. The page every creator shares, and
 * a search's count, may come from `caches` (issue 15: a few seconds at most, dropped on every announced change to a
 * campaign or its participants); the creator's own application marks are always read fresh.
 */
export async function browseCampaigns(
  db: Db,
  actor: UserRow,
  q: BrowseQuery,
  caches?: BrowseCaches,
): Promise<BrowsePage> {
  // With nothing cached, the creator's marks come with the page's rows, in the same statement.
  const marked =
    caches?.pages || caches?.rows ? undefined : { userId: actor.id, into: new Map<string, ApplicantStatus>() };
  const read = () => readBrowsePage(db, q, caches, marked);
  const shared = caches?.pages ? await caches.pages.get(browseKey(q), read) : await read();
  const ids = shared.items.map((item) => item.id);
  const statusOf =
    marked?.into ??
    new Map(
      (ids.length === 0 ? [] : await browseStatements(db).marks.execute({ userId: actor.id, ids: uuidArray(ids) })).map(
        (m) => [m.campaignId, m.status],
      ),
    );
  return {
    items: shared.items.map((item) => ({ ...item, myApplicationStatus: statusOf.get(item.id) ?? null })),
    total: shared.total,
    totalCapped: shared.totalCapped,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** A creator whose marks are read with the page's rows, and where they go. */
interface Marking {
  userId: string;
  into: Map<string, ApplicantStatus>;
}

async function readBrowsePage(
  db: Db,
  q: BrowseQuery,
  caches?: BrowseCaches,
  marked?: Marking,
): Promise<SharedBrowsePage> {
  // A search of no words (only punctuation) finds nothing, as a search for what no campaign says would.
  if (q.q !== undefined && q.q !== '' && searchWords(q.q).length === 0)
    return { items: [], total: 0, totalCapped: false };
  if (caches?.catalogue) {
    const page = await readFromCatalogue(db, q, caches.catalogue, caches.rows, marked);
    if (page) return page;
  }
  const counts = caches?.counts;
  // Live campaigns, and only they, have a search vector (migration 0033): "has one" or "matches the search" is the
  // Live condition the browse indexes are built on; "status = 'Live'" beside it would be counted twice by the planner.
  const conditions: SQL[] = [or(isNull(campaigns.endDate), sql`${campaigns.endDate} >= ${sqlToday}`)!];
  if (q.q !== undefined && q.q !== '') {
    conditions.push(sql`${searchVector} @@ to_tsquery('simple', ${prefixTsquery(searchWords(q.q))})`);
  } else {
    conditions.push(sql`${searchVector} is not null`);
  }
  if (q.niche) conditions.push(eq(campaigns.campaignNiche, q.niche));
  if (q.visibility) conditions.push(eq(campaigns.privatePublic, q.visibility === 'public' ? 'Public' : 'Private'));
  if (q.budget) {
    const { above, upTo } = BUDGET_BUCKET_RANGES[q.budget];
    if (above !== null) conditions.push(gt(campaigns.influencerBudgetCents, above * 100));
    if (upTo !== null) conditions.push(lte(campaigns.influencerBudgetCents, upTo * 100));
  }
  const where = and(...conditions);
  const order =
    q.sort === 'closing'
      ? [sql`${campaigns.endDate} asc nulls last`, asc(campaigns.id)]
      : q.sort === 'budget'
        ? [sql`${campaigns.influencerBudgetCents} desc nulls last`, asc(campaigns.id)]
        : [sql`${campaigns.startDate} desc nulls last`, asc(campaigns.id)];
  const offset = (q.page - 1) * q.pageSize;

  // The page's ids first: every column the search, the filters and the sort need is in the sort's index (migration
  // 0033), so walking to a deep page reads that index alone. This statement is planned for its own words and filters
  // (a rare word and a common prefix want different indexes); the page's rows are then read by id.
  const pageIds = (
    await db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(where)
      .orderBy(...order)
      .limit(q.pageSize)
      .offset(offset)
  ).map((row) => row.id);
  // A page that is not full ends the list, so it tells the count; otherwise count at most one past the cap (the page
  // needs "how many", not an exact count of a huge match), stopping at the cap's row.
  const counted =
    pageIds.length > 0 && pageIds.length < q.pageSize
      ? offset + pageIds.length
      : pageIds.length === 0 && offset === 0
        ? 0
        : counts
          ? counts.get(browseCountKey(q), () => cappedCount(db, where))
          : cappedCount(db, where);
  const [byId, total] = await Promise.all([readRows(db, pageIds, caches?.rows, marked), counted]);
  return sharedPage(
    pageIds.flatMap((id) => byId.get(id) ?? []),
    Math.min(total, BROWSE_COUNT_CAP),
    total > BROWSE_COUNT_CAP,
  );
}

/** A campaign as a browse page shows it: the row, its places taken, its company and its escrow's balance. */
export type BrowseRow = Awaited<ReturnType<ReturnType<typeof browseStatements>['rows']['execute']>>[number];

/** The rows of a page's campaigns by id (those that are gone are missing), from the cache when there is one. */
async function readRows(db: Db, ids: readonly string[], cache?: SharedReadCache<BrowseRow>, marked?: Marking) {
  if (!cache && marked) {
    const rows =
      ids.length === 0
        ? []
        : await browseStatements(db).markedRows.execute({ ids: uuidArray(ids), userId: marked.userId });
    for (const { myStatus, ...row } of rows) if (myStatus) marked.into.set(row.campaign.id, myStatus);
    return new Map(rows.map(({ myStatus: _, ...row }) => [row.campaign.id, row]));
  }
  const read = async (wanted: readonly string[]) => {
    const rows = wanted.length === 0 ? [] : await browseStatements(db).rows.execute({ ids: uuidArray(wanted) });
    return new Map(rows.map((row) => [row.campaign.id, row]));
  };
  return cache ? cache.getMany(ids, read) : read(ids);
}

function sharedPage(rows: readonly BrowseRow[], total: number, totalCapped: boolean): SharedBrowsePage {
  return {
    items: rows.map(({ campaign: c, participantCount, companyName, escrowCents }) => ({
      ...toCampaign(c, { companyName }),
      participantCount,
      brandId: c.userId,
      escrowCents,
    })),
    total,
    totalCapped,
  };
}

/**
 * A browse page found by the search catalogue (issue 31), its rows read by id. Each row is checked as the database has
 * it now: one gone, no longer Live, ended or no longer in the filters (a change whose announcement has not arrived
 * yet) is re-read into the catalogue and the page found again. Null when the catalogue cannot answer (the SQL search
 * serves).
 */
async function readFromCatalogue(
  db: Db,
  q: BrowseQuery,
  catalogue: BrowseCatalogue,
  rowCache?: SharedReadCache<BrowseRow>,
  marked?: Marking,
): Promise<SharedBrowsePage | null> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const found = catalogue.search(q);
    if (!found) return null;
    // A cached row is as fresh as the page cache's pages: dropped on any announced change, and a few seconds old at
    // most; the second attempt reads the database.
    const byId = await readRows(db, found.ids, attempt === 0 ? rowCache : undefined, marked);
    const today = todayIso();
    const stale = found.ids.filter((id) => {
      const row = byId.get(id);
      return !row || !inBrowse(row.campaign, q, today);
    });
    if (stale.length === 0)
      return sharedPage(
        found.ids.map((id) => byId.get(id)!),
        found.total,
        found.totalCapped,
      );
    await catalogue.correct(stale);
  }
  return null;
}

/** Whether a campaign row is one browse shows for the query's filters today (the words are the catalogue's to test). */
function inBrowse(c: CampaignRow, q: BrowseQuery, today: string): boolean {
  if (c.status !== 'Live' || (c.endDate !== null && c.endDate < today)) return false;
  if (q.niche && c.campaignNiche !== q.niche) return false;
  if (q.visibility && c.privatePublic !== (q.visibility === 'public' ? 'Public' : 'Private')) return false;
  return !q.budget || inBudgetBucket(c.influencerBudgetCents, q.budget);
}

/** A list of ids as one PostgreSQL array parameter (`{id,id}`), which both engines take as text and cast. */
function uuidArray(ids: readonly string[]): string {
  return `{${ids.join(',')}}`;
}

/**
 * The statements of every browse request whose shape never changes, prepared once per database (issue 31): they look
 * rows up by primary key, so one generic plan serves every request and PostgreSQL does not plan them again (planning
 * the page's rows with their subqueries cost more than reading them).
 */
function prepareBrowseStatements(db: Db) {
  const ids = sql.placeholder('ids');
  const rowColumns = {
    campaign: campaigns,
    participantCount: participants.mapWith(Number),
    companyName: users.companyName,
    // The escrow's balance (issue 13), looked up by its id for the page's rows only.
    escrowCents:
      sql`coalesce((select a.balance_cents from ledger_accounts a where a.id = 'campaign_escrow:' || ${campaigns.id}), 0)`.mapWith(
        Number,
      ),
  };
  const byIds = sql`${campaigns.id} = any(${ids}::uuid[])`;
  return {
    rows: db
      .select(rowColumns)
      .from(campaigns)
      .innerJoin(users, eq(users.id, campaigns.userId))
      .where(byIds)
      .prepare('browse_rows'),
    // The rows with one creator's own application status on each (when nothing is cached: one statement, not two).
    markedRows: db
      .select({
        ...rowColumns,
        myStatus: sql<ApplicantStatus | null>`(select m.status from ${campaignApplicants} m where m.campaign_id = ${campaigns.id} and m.user_id = ${sql.placeholder('userId')})`,
      })
      .from(campaigns)
      .innerJoin(users, eq(users.id, campaigns.userId))
      .where(byIds)
      .prepare('browse_marked_rows'),
    marks: db
      .select({ campaignId: campaignApplicants.campaignId, status: campaignApplicants.status })
      .from(campaignApplicants)
      .where(
        and(
          eq(campaignApplicants.userId, sql.placeholder('userId')),
          sql`${campaignApplicants.campaignId} = any(${ids}::uuid[])`,
        ),
      )
      .prepare('browse_marks'),
  };
}
const browseStatements = perDatabase(prepareBrowseStatements);

async function cappedCount(db: Db, where: SQL | undefined): Promise<number> {
  const [{ total }] = await db.select({ total: sql`count(*)`.mapWith(Number) }).from(
    db
      .select({ one: sql`1` })
      .from(campaigns)
      .where(where)
      .limit(BROWSE_COUNT_CAP + 1)
      .as('capped'),
  );
  return total;
}

/**
 * Join a Public campaign (approved at once) or apply to a Private one (pending). The unique (campaign, user)
 * constraint decides "Already Applied"; the campaign row is locked so two joins cannot both take the last place.
 */
export async function joinCampaign(
  db: Db,
  actor: UserRow,
  campaignId: string,
  { message, agreement }: { message?: string; agreement: GivenAgreement },
  client: AgreementClient,
  emails: NotificationEmails | null,
): Promise<{ campaignId: string; status: ApplicantStatus }> {
  return db.transaction(async (tx) => {
    const [campaign] = await tx.select().from(campaigns).where(eq(campaigns.id, campaignId)).for('update');
    if (!campaign) throw notFound(CAMPAIGN_NOT_FOUND);
    if (!isOpenForApplications(campaign)) {
      // A campaign the creator cannot see (a Draft, Paused or ended one) answers exactly as a missing one, unless the
      // creator already has an application on it and so knows it exists.
      const [known] = await tx
        .select({ id: campaignApplicants.id })
        .from(campaignApplicants)
        .where(and(eq(campaignApplicants.campaignId, campaignId), eq(campaignApplicants.userId, actor.id)));
      if (!known) throw notFound(CAMPAIGN_NOT_FOUND);
      throw conflict(creatorMessages.notLive, 'NOT_LIVE');
    }
    // Issue 29: the creator agrees to the current version of the terms, or nothing is written.
    const version = await checkAgreement(tx, campaign, agreement);

    const isPublic = campaign.privatePublic === 'Public';
    // A Public join makes a partnership at once; a Private application is checked when the business accepts it.
    if (isPublic && !(await lockAndCheckPartnershipRoom(tx, actor.id))) {
      const { title, message } = creatorMessages.partnershipLimit;
      throw new AppError(409, message, 'PARTNERSHIP_LIMIT', { title });
    }
    const status: ApplicantStatus = isPublic ? 'approved' : 'pending';
    const inserted = await tx
      .insert(campaignApplicants)
      .values({ campaignId, userId: actor.id, status, message: message || null })
      .onConflictDoNothing({ target: [campaignApplicants.campaignId, campaignApplicants.userId] })
      .returning({ id: campaignApplicants.id });
    const [joined] = inserted;
    if (!joined) {
      const [existing] = await tx
        .select({ status: campaignApplicants.status })
        .from(campaignApplicants)
        .where(and(eq(campaignApplicants.campaignId, campaignId), eq(campaignApplicants.userId, actor.id)));
      if (existing?.status === 'left') {
        throw new AppError(409, creatorMessages.alreadyLeft.message, 'ALREADY_LEFT', {
          title: creatorMessages.alreadyLeft.title,
        });
      }
      throw new AppError(409, creatorMessages.alreadyApplied.message, 'ALREADY_APPLIED', {
        title: creatorMessages.alreadyApplied.title,
      });
    }
    if (isPublic && campaign.maxInfluencers !== null) {
      const [{ count }] = await tx
        .select({ count: sql`count(*)`.mapWith(Number) })
        .from(campaignApplicants)
        .where(
          and(
            eq(campaignApplicants.campaignId, campaignId),
            inArray(campaignApplicants.status, PARTICIPATING_APPLICANT_STATUSES),
          ),
        );
      // Counting after our insert: over the limit means we took a place that was not there (the insert rolls back).
      if (count > campaign.maxInfluencers) throw conflict(creatorMessages.full, 'CAMPAIGN_FULL');
    }
    await recordAgreement(
      tx,
      version,
      { creatorId: actor.id, applicantId: joined.id },
      isPublic ? 'join' : 'apply',
      client,
    );
    await notify(
      tx,
      campaign.userId,
      { kind: 'application_received', creatorName: actor.name, campaignName: campaign.campaignName, joined: isPublic },
      { actorId: actor.id, campaignId },
      emails,
    );
    return { campaignId, status };
  });
}

/** Leave a campaign for good (pending, approved or active -> left), while the campaign is still running. */
export async function leaveCampaign(db: Db, actor: UserRow, campaignId: string): Promise<void> {
  const [target] = await db
    .select({
      id: campaignApplicants.id,
      status: campaignApplicants.status,
      campaignStatus: campaigns.status,
      endDate: campaigns.endDate,
    })
    .from(campaignApplicants)
    .innerJoin(campaigns, eq(campaigns.id, campaignApplicants.campaignId))
    .where(and(eq(campaignApplicants.campaignId, campaignId), eq(campaignApplicants.userId, actor.id)));
  if (!target) throw notFound(creatorMessages.notPart);
  if (target.status === 'left') {
    throw new AppError(409, creatorMessages.alreadyLeft.message, 'ALREADY_LEFT', {
      title: creatorMessages.alreadyLeft.title,
    });
  }
  const app = { status: target.status };
  if (!canLeave(app, { status: 'Live', endDate: null })) throw conflict(creatorMessages.notPart, 'NOT_PART');
  if (!canLeave(app, { status: target.campaignStatus, endDate: target.endDate })) {
    throw conflict(creatorMessages.leaveEnded, 'CAMPAIGN_ENDED');
  }
  // The status condition turns a concurrent change (a decision, another leave) into "nothing changed".
  const updated = await db
    .update(campaignApplicants)
    .set({ status: 'left', updatedAt: new Date() })
    .where(and(eq(campaignApplicants.id, target.id), eq(campaignApplicants.status, target.status)))
    .returning({ id: campaignApplicants.id });
  if (updated.length === 0) throw conflict(creatorMessages.leaveUnchanged, 'LEAVE_UNCHANGED');
}

/** A post as the dashboard shows it; its money is what the ledger holds for it (`money`). */
function toContentRow(
  row: typeof campaignAnalytics.$inferSelect,
  openHolds: (typeof contentHolds.$inferSelect)[],
  money: CreatorPostMoney,
  holdEvidence: HoldEvidence | null,
  /** The fix requests the creator's agreed terms allow (issue 29). */
  fixRequestLimit: number,
): ContentRow {
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  const { earnedCents, awaitingFundingCents } = postFigures(money, row);
  return {
    stage: row.stage,
    reviewDueAt: iso(row.reviewDueAt),
    fixDueAt: iso(row.fixDueAt),
    fixNote: row.fixNote,
    trackingEndsAt: iso(row.trackingEndsAt),
    autoApproved: row.autoApproved,
    ineligibleReason: row.ineligibleReason,
    metricsVerified: row.metricsVerified,
    earningsStatus: row.earningsStatus,
    holdReasons: openHolds.map((h) => h.reason),
    openHolds: openHolds.map(toContentHold),
    id: row.id,
    campaignId: row.campaignId,
    platform: row.platform,
    videoUrl: row.videoUrl,
    postedAt: row.postedAt.toISOString(),
    views: row.views,
    likes: row.likes,
    comments: row.comments,
    shares: row.shares,
    engagementRate: Number(row.engagementRate ?? 0),
    earningsCents: earnedCents,
    awaitingFundingCents,
    holdEvidence,
    fixRequestsUsed: row.fixRequests,
    fixRequestLimit,
    disclosureState: row.disclosureState,
    preview: toPostPreview(row),
  };
}

/**
 * Submit a post link: only the applicant, only when approved and Live, at most 3, each URL once (C4, C5). With a
 * connected account of its platform, the post's first fetch is queued with it (`jobs`; metrics first-fetch.ts).
 */
export async function uploadContent(
  db: Db,
  actor: UserRow,
  campaignId: string,
  input: ContentUploadInput,
  jobs: JobQueue | null = null,
): Promise<ContentRow> {
  return db.transaction(async (tx) => {
    // Locking the application serialises this creator's uploads to this campaign, so the slot count holds.
    const [row] = await tx
      .select({
        status: campaignApplicants.status,
        campaignStatus: campaigns.status,
        endDate: campaigns.endDate,
        campaignName: campaigns.campaignName,
        ownerId: campaigns.userId,
        campaignRow: campaigns,
      })
      .from(campaignApplicants)
      .innerJoin(campaigns, eq(campaigns.id, campaignApplicants.campaignId))
      .where(and(eq(campaignApplicants.campaignId, campaignId), eq(campaignApplicants.userId, actor.id)))
      .for('update', { of: campaignApplicants });
    if (!row) throw notFound(CAMPAIGN_NOT_FOUND);
    const campaign = { status: row.campaignStatus, endDate: row.endDate };
    if (!canUploadContent({ status: row.status }, campaign)) {
      throw forbidden(contentMessages.notAllowed, 'UPLOAD_NOT_ALLOWED');
    }
    const [{ count }] = await tx
      .select({ count: sql`count(*)`.mapWith(Number) })
      .from(campaignAnalytics)
      .where(and(eq(campaignAnalytics.campaignId, campaignId), eq(campaignAnalytics.influencerId, actor.id)));
    if (count >= CONTENT_SLOTS_PER_CAMPAIGN) throw conflict(contentMessages.slotsFull, 'SLOTS_FULL');
    // Issue 29: the platforms and the disclosure rule of the terms this creator agreed to.
    const terms = await effectiveTerms(tx, row.campaignRow, actor.id);
    if (count >= terms.postsPerCreator) {
      throw conflict(postsPerCreatorReached(terms.postsPerCreator), 'POSTS_PER_CREATOR_REACHED');
    }
    if (!terms.platforms.includes(input.platform)) {
      throw conflict(platformNotInTerms(terms.platforms), 'PLATFORM_NOT_IN_TERMS');
    }
    const [inserted] = await tx
      .insert(campaignAnalytics)
      .values({
        campaignId,
        influencerId: actor.id,
        platform: input.platform,
        videoUrl: input.videoUrl.trim(),
        // The posting account's verified followers, read from the connected account (the boost for accounts under
        // 50k); a typed count never pays (issue 26). Without one the first reading after fills it (metrics).
        followersAtSubmit: boostFollowers(verifiedFollowersOf(actor), input.platform, new Date()),
        disclosureState: terms.disclosureRequired ? 'unchecked' : 'not_required',
      })
      .onConflictDoNothing({ target: campaignAnalytics.postKey })
      .returning();
    if (!inserted) throw conflict(contentMessages.duplicate, 'DUPLICATE_POST');
    const reviewed = await startReview(tx, inserted, actor);
    if (reviewed.stage !== 'needs_fix') await queueFirstFetch(tx, jobs, reviewed);
    const ledger = (await postMoney(tx, campaignId)).get(reviewed.id);
    await notify(
      tx,
      row.ownerId,
      { kind: 'content_submitted', creatorName: actor.name, campaignName: row.campaignName, platform: input.platform },
      { actorId: actor.id, campaignId },
      // The business reviews it on its dashboard; a submission is not mailed (notification-preferences.ts).
      null,
    );
    // A post just submitted has no figures yet, so no hold and nothing to chart.
    return toContentRow(
      reviewed,
      [],
      {
        reservedCents: ledger?.reservedCents ?? 0,
        settledCents: (ledger?.committedCents ?? 0) - (ledger?.reservedCents ?? 0),
        feeCents: ledger?.feeCents ?? 0,
        settledAt: null,
      },
      null,
      terms.revisionLimit,
    );
  });
}

/**
 * C2 creator dashboard: the creator's applications (left excluded) with their content, and the headline figures. Earned
 * and Withdrawn are Wallet & Earnings' Total Earnings and withdrawn: both read the ledger (creator-money.ts).
 */
export async function getCreatorDashboard(db: Db, actor: UserRow): Promise<CreatorDashboard> {
  const brand = { id: users.id, name: users.name, companyName: users.companyName };
  const [rows, content, money] = await Promise.all([
    db
      .select({ application: campaignApplicants, campaign: campaigns, brand })
      .from(campaignApplicants)
      .innerJoin(campaigns, eq(campaigns.id, campaignApplicants.campaignId))
      .innerJoin(users, eq(users.id, campaigns.userId))
      .where(and(eq(campaignApplicants.userId, actor.id), sql`${campaignApplicants.status} <> 'left'`))
      .orderBy(desc(campaignApplicants.appliedAt), desc(campaignApplicants.id)),
    db
      .select({ row: campaignAnalytics })
      .from(campaignAnalytics)
      .innerJoin(campaigns, eq(campaigns.id, campaignAnalytics.campaignId))
      .where(eq(campaignAnalytics.influencerId, actor.id))
      .orderBy(asc(campaignAnalytics.postedAt), asc(campaignAnalytics.id)),
    creatorMoney(db, actor.id),
  ]);

  const openHolds =
    content.length === 0
      ? []
      : await db
          .select()
          .from(contentHolds)
          .where(
            and(
              inArray(
                contentHolds.postId,
                content.map(({ row }) => row.id),
              ),
              eq(contentHolds.status, 'open'),
            ),
          )
          .orderBy(asc(contentHolds.createdAt));
  const evidence = await holdEvidenceOf(
    db,
    content.map(({ row }) => row),
    new Set(openHolds.map((h) => h.postId)),
  );
  const [limits, agreements] = await Promise.all([
    revisionLimitsOf(
      db,
      content.map(({ row }) => row),
    ),
    latestAgreements(
      db,
      actor.id,
      rows.map(({ campaign }) => campaign.id),
    ),
  ]);
  const contentBy = new Map<string, ContentRow[]>();
  for (const { row } of content) {
    const list = contentBy.get(row.campaignId) ?? [];
    list.push(
      toContentRow(
        row,
        openHolds.filter((h) => h.postId === row.id),
        postMoneyOf(money, row.id),
        evidence.get(row.id) ?? null,
        limits.get(row.id) ?? DEFAULT_CAMPAIGN_TERMS.revisionLimit,
      ),
    );
    contentBy.set(row.campaignId, list);
  }

  const items: CreatorCampaign[] = rows.map(({ application: a, campaign: c, brand: b }) => {
    const posts = contentBy.get(c.id) ?? [];
    return {
      application: {
        id: a.id,
        status: a.status,
        message: a.message,
        appliedAt: a.appliedAt.toISOString(),
      },
      campaign: (() => {
        const campaign = toCampaign(c, b);
        const agreed = agreements.get(c.id);
        // The terms that apply to this creator: the version they agreed to (issue 29).
        return { ...campaign, terms: agreed?.terms ?? campaign.terms };
      })(),
      agreement: (() => {
        const agreed = agreements.get(c.id);
        if (!agreed) return null;
        const { terms: _terms, ...ref } = agreed;
        return ref;
      })(),
      brand: b,
      content: posts,
      earningsCents: posts.reduce((sum, p) => sum + p.earningsCents, 0),
    };
  });

  const totals = content.reduce(
    (acc, { row }) => ({
      views: acc.views + row.views,
      likes: acc.likes + row.likes,
      comments: acc.comments + row.comments,
      shares: acc.shares + row.shares,
    }),
    { views: 0, likes: 0, comments: 0, shares: 0 },
  );
  const now = new Date();

  return {
    summary: {
      earnedCents: money.earnedCents,
      withdrawnCents: money.withdrawnCents,
      activeCampaigns: items.filter((i) => isInCreatorTab('active', i.application, i.campaign, now)).length,
      totalCampaigns: items.length,
      totalViews: totals.views,
      totalLikes: totals.likes,
      totalComments: totals.comments,
      engagementRate: engagementRate(totals),
    },
    campaigns: items,
  };
}
