// Disclosure on the post (issue 29, docs/decisions/029-terms-agreements-tax.md): a caption the platform returned is
// read for a disclosure while the post is checked or under review, and a post without one goes back to the creator as
// an automatic fix (not counted against the revision limit); a post whose caption was never read needs the business's
// "disclosure seen" at approval. Called inside the transitions' transactions, under their locks.
import { fixDueAt } from '@microreach/domain/content-review';
import {
  type DisclosureState,
  disclosureMessages,
  disclosureOf,
  needsDisclosureConfirmation,
} from '@microreach/domain/disclosure';
import { brandName } from '@microreach/domain/notification-texts';
import { eq } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { campaignAnalytics, users } from '#server/db/schema/index.ts';
import { conflict } from '#server/lib/errors.ts';
import type { NotificationEmails } from '#server/modules/notifications/notification-emails.service.ts';
import { effectiveTerms } from '../agreements/terms.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { audit, type CampaignRow, type PostRow, SYSTEM } from './content-review.shared.ts';

/** States a later reading does not change: the caption was found to disclose, or the business confirmed it. */
const SETTLED: ReadonlySet<DisclosureState> = new Set(['found', 'confirmed']);

/** What a reading of the post said about its caption. */
export interface CaptionReading {
  /** Null (or absent) when the platform did not return a caption: the disclosure stays unchecked. */
  caption?: string | null;
  brandedContent?: boolean | null;
}

/**
 * Records the disclosure check of a locked post's reading, when the creator's agreed terms require a disclosure and
 * the post is still checked or under review. A caption without one sends the post back to the creator as a fix, with
 * the 48-hour window and a notification, by the system (not counted against the revision limit). A post already
 * found to disclose is not failed again by a later reading (a caption edited after the check is the business's to
 * dispute). Returns true when the post was sent back.
 */
export async function checkDisclosure(
  tx: Tx,
  post: PostRow,
  campaign: CampaignRow,
  reading: CaptionReading,
  now: Date,
  emails: NotificationEmails | null,
): Promise<boolean> {
  if (post.stage !== 'submitted' && post.stage !== 'under_review') return false;
  if (SETTLED.has(post.disclosureState)) return false;
  const terms = await effectiveTerms(tx, campaign, post.influencerId);
  if (!terms.disclosureRequired) {
    if (post.disclosureState !== 'not_required') {
      await tx
        .update(campaignAnalytics)
        .set({ disclosureState: 'not_required', disclosureTag: null })
        .where(eq(campaignAnalytics.id, post.id));
    }
    return false;
  }
  const result = disclosureOf(reading.caption ?? null, reading.brandedContent ?? null);
  if (result.state === 'unchecked') return false;
  const checked = { disclosureState: result.state, disclosureTag: result.tag, disclosureCheckedAt: now };
  if (result.state === 'found') {
    await tx.update(campaignAnalytics).set(checked).where(eq(campaignAnalytics.id, post.id));
    return false;
  }
  const note = disclosureMessages.missingFixNote;
  const dueAt = fixDueAt(now);
  await tx
    .update(campaignAnalytics)
    .set({ ...checked, stage: 'needs_fix', stageChangedAt: now, fixNote: note, fixDueAt: dueAt, reviewDueAt: null })
    .where(eq(campaignAnalytics.id, post.id));
  await audit(tx, post, SYSTEM, 'request_fix', {
    from: post.stage,
    to: 'needs_fix',
    note,
    data: { reason: 'disclosure_missing', countsAsRevision: false },
  });
  const [owner] = await tx
    .select({ name: users.name, companyName: users.companyName })
    .from(users)
    .where(eq(users.id, campaign.userId));
  await notify(
    tx,
    post.influencerId,
    {
      kind: 'content_needs_fix',
      brandName: owner ? brandName(owner) : 'The business',
      campaignName: campaign.campaignName,
      note,
      fixDueAt: dueAt.toISOString(),
    },
    { actorId: null, campaignId: campaign.id },
    emails,
  );
  return true;
}

/**
 * The business approves a locked post under review: where the creator's agreed terms require a disclosure and the
 * caption was never read (figures typed in, no connected account), the approval must say the business saw it
 * (409 DISCLOSURE_NOT_CONFIRMED otherwise). Returns the columns and the audit data the approval then records.
 */
export async function disclosureAtApproval(
  tx: Tx,
  post: PostRow,
  campaign: CampaignRow,
  disclosureSeen: boolean,
  now: Date,
): Promise<{ set: Partial<typeof campaignAnalytics.$inferInsert>; data?: Record<string, unknown> }> {
  if (!needsDisclosureConfirmation(post.disclosureState)) return { set: {} };
  const terms = await effectiveTerms(tx, campaign, post.influencerId);
  if (!terms.disclosureRequired) return { set: { disclosureState: 'not_required' } };
  if (!disclosureSeen) throw conflict(disclosureMessages.confirmRequired, 'DISCLOSURE_NOT_CONFIRMED');
  return {
    set: { disclosureState: 'confirmed', disclosureTag: null, disclosureCheckedAt: now },
    data: { disclosureSeen: true },
  };
}

/** A replaced link's caption has not been read: its check starts again (or is not required by the agreed terms). */
export async function disclosureAfterReplace(
  tx: Tx,
  post: PostRow,
  campaign: CampaignRow,
): Promise<Pick<typeof campaignAnalytics.$inferInsert, 'disclosureState' | 'disclosureTag' | 'disclosureCheckedAt'>> {
  const terms = await effectiveTerms(tx, campaign, post.influencerId);
  return {
    disclosureState: terms.disclosureRequired ? 'unchecked' : 'not_required',
    disclosureTag: null,
    disclosureCheckedAt: null,
  };
}
