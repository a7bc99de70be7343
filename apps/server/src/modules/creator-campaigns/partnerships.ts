// The beta's partnership limit (C9 help guide: "up to 5 active partnerships at a time"), enforced where a creator
// becomes a participant: joining a Public campaign and a business accepting an application.
import { MAX_ACTIVE_PARTNERSHIPS } from '@microreach/domain/constants';
import { PARTICIPATING_APPLICANT_STATUSES, RUNNING_CAMPAIGN_STATUSES } from '@microreach/domain/statuses';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { campaignApplicants, campaigns, users } from '#server/db/schema/index.ts';
import { sqlToday } from '#server/db/sql-today.ts';

/**
 * Locks the creator's profile row for the rest of the transaction (so two joins or accepts for the same creator
 * cannot both take the fifth place) and says whether the creator may take on one more partnership. A partnership is
 * active while its application is approved (or active) and its campaign is Live or Paused and not past its end date.
 */
export async function lockAndCheckPartnershipRoom(tx: Tx, creatorId: string): Promise<boolean> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, creatorId)).for('update');
  const [{ active }] = await tx
    .select({ active: sql`count(*)`.mapWith(Number) })
    .from(campaignApplicants)
    .innerJoin(campaigns, eq(campaigns.id, campaignApplicants.campaignId))
    .where(
      and(
        eq(campaignApplicants.userId, creatorId),
        inArray(campaignApplicants.status, PARTICIPATING_APPLICANT_STATUSES),
        inArray(campaigns.status, RUNNING_CAMPAIGN_STATUSES),
        sql`(${campaigns.endDate} is null or ${campaigns.endDate} >= ${sqlToday})`,
      ),
    );
  return active < MAX_ACTIVE_PARTNERSHIPS;
}
