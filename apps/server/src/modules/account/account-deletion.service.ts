// Delete my account (issue 27 item 4). Refused, with every reason, while money is pending or a campaign is live;
// otherwise, in one transaction: the notice to the old address, the personal data erased (the row stays as
// 'Deleted user' with an address that cannot receive mail, so ledger entries, payment records, messages and posts keep
// their owner), the password credential, one-time links, drafts, notifications and the rate card deleted, and every
// session ended on every server. The person's files are deleted after the commit (a failure is logged: the account is
// gone either way).
import { accountDataMessages, DELETED_USER_NAME, type DeleteAccountInput } from '@microreach/domain/account-data';
import { formatMoney } from '@microreach/domain/ledger';
import { NOTIFICATION_PREFERENCE_KINDS } from '@microreach/domain/notification-preferences';
import { isEarned } from '@microreach/domain/performance-pay';
import { and, eq, inArray, isNull, notExists, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '#server/db/client.ts';
import { queryRows } from '#server/db/prepared.ts';
import {
  accountTokens,
  authAccounts,
  authUsers,
  campaignAnalytics,
  campaignApplicants,
  campaignInvitations,
  campaigns,
  chatBlocks,
  chatUnreadEmails,
  connectedAccounts,
  creatorRates,
  notificationPreferences,
  notifications,
  oauthStates,
  payoutAccounts,
  payoutRequests,
  profileImages,
  type UserRow,
  users,
} from '#server/db/schema/index.ts';
import { AppError, badRequest, notFound, tooManyRequests } from '#server/lib/errors.ts';
import type { PasswordHasher } from '#server/lib/password.ts';
import type { FileStorage } from '#server/lib/storage/index.ts';
import * as rateLimit from '#server/modules/auth/rate-limit.ts';
import { endUserSessions } from '#server/modules/auth/sessions.service.ts';
import { passwordMatches } from '#server/modules/auth/set-password.ts';
import { creatorMoney, postFigures, postMoneyOf } from '#server/modules/ledger/creator-money.ts';
import { account, balance, isAccountOfKind } from '#server/modules/ledger/ledger.service.ts';
import type { MailDeps } from '#server/modules/mail/configure.ts';
import { accountDeletedEmail } from '#server/modules/mail/email-templates.ts';
import { enqueueEmail } from '#server/modules/mail/outbox.service.ts';

/** Wrong passwords allowed per account in a window before deletion is refused for a while. */
const PASSWORD_ATTEMPTS: rateLimit.Limit = { max: 5, windowSeconds: 15 * 60 };

/** Post stages in which a post may still earn or be paid: still in review, waiting for a fix, or tracked. */
const OPEN_POST_STAGES = ['submitted', 'under_review', 'needs_fix', 'tracking'] as const;

export interface AccountDeletionDeps {
  db: Db;
  hasher: PasswordHasher;
  mail: MailDeps;
  /** APP_URL: the notice's link. */
  appUrl: string;
  storage: FileStorage;
  log: FastifyBaseLogger;
}

/** The address a deleted account keeps: unique, and in a domain that can never receive mail (RFC 2606 .invalid). */
export function deletedEmailAddress(userId: string): string {
  return `deleted-${userId}@deleted.invalid`;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Why a business cannot be deleted yet (empty when it can): read in the deleting transaction. */
async function businessBlockers(tx: Tx, userId: string): Promise<string[]> {
  const reasons: string[] = [];
  // One query at a time: a transaction is one connection.
  const live = await tx
    .select({ name: campaigns.campaignName })
    .from(campaigns)
    .where(and(eq(campaigns.userId, userId), eq(campaigns.status, 'Live')));
  const [openPosts] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(campaignAnalytics)
    .innerJoin(campaigns, eq(campaigns.id, campaignAnalytics.campaignId))
    .where(and(eq(campaigns.userId, userId), inArray(campaignAnalytics.stage, OPEN_POST_STAGES)));
  const wallet = await balance(tx, account.wallet(userId));
  const [escrow] = await queryRows<{ total: string }>(
    tx,
    sql`select coalesce(sum(balance_cents), 0) as total from ledger_accounts
          where user_id = ${userId} and ${isAccountOfKind(sql`id`, 'campaign_escrow')}`,
  );
  const [awaiting] =
    await // Earnings the business's posts earned beyond what their escrow has given them (waiting for funding).
    queryRows<{ total: string }>(
      tx,
      sql`select coalesce(sum(greatest(p.earned - coalesce(m.given, 0), 0)), 0) as total
          from (select a.id, a.earnings_cents as earned from campaign_analytics a join campaigns c on c.id = a.campaign_id
                where c.user_id = ${userId} and a.earnings_status in ('pending', 'held', 'final')) p
          left join (select t.post_id, sum(-e.amount_cents) as given from ledger_transactions t
                     join ledger_entries e on e.transaction_id = t.id
                     where t.kind in ('earnings_reserve', 'earnings_release') and ${isAccountOfKind(sql`e.account_id`, 'campaign_escrow')}
                     group by t.post_id) m on m.post_id = p.id`,
    );
  const [payments] = await queryRows<{ deposits: string; refunds: string; disputes: string }>(
    tx,
    sql`select
            (select count(*) from payment_checkouts where business_id = ${userId} and state = 'open') as deposits,
            (select count(*) from deposit_refunds r join payment_checkouts c on c.id = r.checkout_id
              where c.business_id = ${userId} and r.state = 'pending') as refunds,
            (select count(*) from payment_disputes d join payment_checkouts c on c.id = d.checkout_id
              where c.business_id = ${userId} and d.status = 'open') as disputes`,
  );
  if (live.length > 0)
    reasons.push(
      `${plural(live.length, 'campaign is', 'campaigns are')} live (${live.map((c) => c.name).join(', ')}): end ${live.length === 1 ? 'it' : 'them'} first.`,
    );
  if (openPosts.n > 0) reasons.push(`${plural(openPosts.n, 'post is', 'posts are')} still in review or being tracked.`);
  if (wallet > 0) reasons.push(`Your wallet holds ${formatMoney(wallet)}: withdraw it first.`);
  if (wallet < 0) reasons.push(`Your wallet is ${formatMoney(-wallet)} below zero: add funds to cover it first.`);
  const escrowCents = Number(escrow.total);
  if (escrowCents > 0) reasons.push(`${formatMoney(escrowCents)} is still in campaign escrow.`);
  const awaitingCents = Number(awaiting.total);
  if (awaitingCents > 0) reasons.push(`Creators' earnings of ${formatMoney(awaitingCents)} are waiting for funding.`);
  const deposits = Number(payments.deposits);
  const refunds = Number(payments.refunds);
  const disputes = Number(payments.disputes);
  if (deposits > 0) reasons.push(`${plural(deposits, 'payment is', 'payments are')} still open.`);
  if (refunds > 0) reasons.push(`${plural(refunds, 'refund is', 'refunds are')} still on the way.`);
  if (disputes > 0) reasons.push(`${plural(disputes, 'card dispute is', 'card disputes are')} still open.`);
  return reasons;
}

/** Why a creator cannot be deleted yet (empty when it can): the wallet's own figures, read in the transaction. */
async function creatorBlockers(tx: Tx, userId: string): Promise<string[]> {
  const reasons: string[] = [];
  const money = await creatorMoney(tx, userId);
  const posts = await tx
    .select({
      id: campaignAnalytics.id,
      stage: campaignAnalytics.stage,
      earningsStatus: campaignAnalytics.earningsStatus,
      earningsCents: campaignAnalytics.earningsCents,
    })
    .from(campaignAnalytics)
    .where(eq(campaignAnalytics.influencerId, userId));
  const inFlight = await balance(tx, account.payouts(userId));
  const [openPayouts] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(payoutRequests)
    .where(
      and(eq(payoutRequests.userId, userId), inArray(payoutRequests.status, ['requested', 'approved', 'delayed'])),
    );
  const openPosts = posts.filter((p) => (OPEN_POST_STAGES as readonly string[]).includes(p.stage)).length;
  const awaitingCents = posts
    .filter((p) => isEarned(p.earningsStatus))
    .reduce((sum, p) => sum + postFigures(postMoneyOf(money, p.id), p).awaitingFundingCents, 0);
  if (money.availableCents > 0)
    reasons.push(`Your wallet holds ${formatMoney(money.availableCents)}: withdraw it first.`);
  if (money.pendingCents > 0)
    reasons.push(`${formatMoney(money.pendingCents)} of earnings are pending and not yet paid out.`);
  if (money.underReviewCents > 0)
    reasons.push(`${formatMoney(money.underReviewCents)} of earnings are held under review.`);
  if (awaitingCents > 0) reasons.push(`${formatMoney(awaitingCents)} of earnings are waiting for a campaign's funds.`);
  if (openPayouts.n > 0 || inFlight > 0) reasons.push('A withdrawal is not finished yet.');
  if (openPosts > 0) reasons.push(`${plural(openPosts, 'post is', 'posts are')} still in review or being tracked.`);
  return reasons;
}

/** The reasons the account cannot be deleted now (empty: it can). */
export function deletionBlockers(tx: Tx, user: Pick<UserRow, 'id' | 'role'>): Promise<string[]> {
  return user.role === 'SMB' ? businessBlockers(tx, user.id) : creatorBlockers(tx, user.id);
}

/**
 * Deletes the actor's account after checking the password and that nothing blocks it. Throws 400 for a wrong
 * password, 429 after too many, 409 with the reasons when money or a campaign is still open.
 */
export async function deleteAccount(
  deps: AccountDeletionDeps,
  actor: UserRow,
  input: DeleteAccountInput,
): Promise<void> {
  const { db } = deps;
  const attemptsKey = `account-delete:${actor.id}`;
  const attempts = await rateLimit.peek(db, attemptsKey);
  if (attempts.count >= PASSWORD_ATTEMPTS.max)
    throw tooManyRequests(accountDataMessages.tooManyDeleteAttempts, attempts.retryAfterSeconds);
  if (!(await passwordMatches(db, deps.hasher, actor.id, input.password))) {
    await rateLimit.hit(db, attemptsKey, PASSWORD_ATTEMPTS);
    throw badRequest(accountDataMessages.wrongPassword, 'WRONG_PASSWORD');
  }

  const fileKeys = await db.transaction(async (tx) => {
    // The row's lock: two deletions (or a deletion and a profile or image change) of one person run one after the other.
    const [user] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, actor.id), isNull(users.deletedAt)))
      .for('update');
    if (!user) throw notFound('Account not found');
    const reasons = await deletionBlockers(tx, user);
    if (reasons.length > 0)
      throw new AppError(409, `${accountDataMessages.blocked} ${reasons.join(' ')}`, 'ACCOUNT_DELETION_BLOCKED', {
        reasons,
      });

    // The notice goes to the address being erased, written before it is.
    await enqueueEmail(tx, deps.mail, {
      to: user.email,
      email: accountDeletedEmail({ name: user.name, appUrl: deps.appUrl }),
      dedupeKey: `account-deleted:${user.id}`,
    });

    const images = await tx
      .delete(profileImages)
      .where(eq(profileImages.userId, user.id))
      .returning({ variants: profileImages.variants });
    const placeholder = deletedEmailAddress(user.id);
    const now = new Date();
    await tx
      .update(users)
      .set({
        email: placeholder,
        name: DELETED_USER_NAME,
        companyName: null,
        dateOfBirth: null,
        location: null,
        bio: null,
        businessBio: null,
        profilePicture: null,
        bannerImage: null,
        instagram: null,
        tiktok: null,
        twitter: null,
        youtube: null,
        websitePortfolio: null,
        contentNiches: null,
        hashtagsKeywords: null,
        preferredContentTypes: null,
        preferredIndustry: null,
        phoneNumber: null,
        campaignBudget: null,
        targetAudience: null,
        tiktokFollowers: null,
        instagramFollowers: null,
        instagramFollowersVerified: null,
        instagramFollowersVerifiedAt: null,
        tiktokFollowersVerified: null,
        tiktokFollowersVerifiedAt: null,
        lastActiveAt: null,
        deletedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, user.id));
    await tx
      .update(authUsers)
      .set({ email: placeholder, name: DELETED_USER_NAME, image: null, emailVerified: false, updatedAt: now })
      .where(eq(authUsers.id, user.id));
    // Every credential: nobody can sign in to it again.
    await tx.delete(authAccounts).where(eq(authAccounts.userId, user.id));
    await tx.delete(accountTokens).where(eq(accountTokens.userId, user.id));
    await tx.delete(connectedAccounts).where(eq(connectedAccounts.userId, user.id));
    await tx.delete(oauthStates).where(eq(oauthStates.userId, user.id));
    // The masked label and the provider's account id; payouts keep their amounts and outcomes.
    await tx.delete(payoutAccounts).where(eq(payoutAccounts.userId, user.id));
    await tx.delete(notifications).where(eq(notifications.userId, user.id));
    await tx.delete(chatBlocks).where(or(eq(chatBlocks.blockerId, user.id), eq(chatBlocks.blockedId, user.id)));
    await tx.delete(chatUnreadEmails).where(eq(chatUnreadEmails.userId, user.id));
    // The rate card (issue 30): the row stays, so its foreign key's cascade never runs.
    await tx.delete(creatorRates).where(eq(creatorRates.userId, user.id));
    // No notification email can be written to the erased account (its address cannot receive mail anyway).
    await tx
      .insert(notificationPreferences)
      .values(NOTIFICATION_PREFERENCE_KINDS.map((kind) => ({ userId: user.id, kind, enabled: false })))
      .onConflictDoUpdate({
        target: [notificationPreferences.userId, notificationPreferences.kind],
        set: { enabled: false, updatedAt: now },
      });
    if (user.role === 'SMB') {
      // Drafts nobody took part in; a campaign someone applied to or posted for stays, as its history.
      await tx
        .delete(campaigns)
        .where(
          and(
            eq(campaigns.userId, user.id),
            eq(campaigns.status, 'Draft'),
            notExists(
              tx
                .select({ one: sql`1` })
                .from(campaignApplicants)
                .where(eq(campaignApplicants.campaignId, campaigns.id)),
            ),
            notExists(
              tx.select({ one: sql`1` }).from(campaignAnalytics).where(eq(campaignAnalytics.campaignId, campaigns.id)),
            ),
          ),
        );
    } else {
      // Open applications and invitations end: nobody can accept a deleted account.
      await tx
        .delete(campaignApplicants)
        .where(and(eq(campaignApplicants.userId, user.id), eq(campaignApplicants.status, 'pending')));
      await tx
        .update(campaignInvitations)
        .set({ status: 'declined', respondedAt: now })
        .where(and(eq(campaignInvitations.creatorId, user.id), eq(campaignInvitations.status, 'pending')));
    }
    // Every session, on every server, with their chat sockets (announced at this transaction's commit).
    await endUserSessions(tx, user.id, { reason: 'Account deleted' });
    return images.flatMap((image) => image.variants.map((v) => v.key));
  });

  await rateLimit.clear(db, attemptsKey);
  if (fileKeys.length > 0) {
    try {
      await deps.storage.deleteMany(fileKeys);
    } catch (err) {
      deps.log.error({ err, userId: actor.id, keys: fileKeys }, 'could not delete a deleted account’s files');
    }
  }
}
