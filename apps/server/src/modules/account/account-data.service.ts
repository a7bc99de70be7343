// Download my data (issue 27 item 4): everything about the signed-in person as one JSON document. Each query names
// the columns it reads (no token, hash, provider id or secret is ever selected); other people appear by name only; the
// money figures are the ones the wallet pages show, read by the same functions. AccountExportSchema drops anything else.
import { type AccountExport, accountDataMessages, EXPORTS_PER_HOUR } from '@microreach/domain/account-data';
import { brandName } from '@microreach/domain/notification-texts';
import { sortRates } from '@microreach/domain/rate-card';
import { asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client.ts';
import {
  authSessions,
  authUsers,
  campaignAgreements,
  campaignAnalytics,
  campaignApplicants,
  campaignInvitations,
  campaigns,
  chat,
  connectedAccounts,
  contentHolds,
  contentMetricSnapshots,
  conversations,
  creatorRates,
  depositRefunds,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  notifications,
  paymentCheckouts,
  paymentDisputes,
  payoutAccounts,
  payoutRequests,
  profileImages,
  taxProfiles,
  users,
} from '#server/db/schema/index.ts';
import { tooManyRequests } from '#server/lib/errors.ts';
import type { MarketplaceUserRow } from '#server/lib/marketplace-user.ts';
import { fileUrl } from '#server/lib/storage/file-url.ts';
import * as rateLimit from '#server/modules/auth/rate-limit.ts';
import { getBusinessPayments } from '#server/modules/business-payments/business-payments.service.ts';
import { getCreatorEarnings } from '#server/modules/creator-earnings/creator-earnings.service.ts';
import type { PaymentProvider } from '#server/modules/ledger/providers/types.ts';

const EXPORT_LIMIT: rateLimit.Limit = { max: EXPORTS_PER_HOUR, windowSeconds: 60 * 60 };

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/** How a person is named to someone else: a business by its brand, a creator by their name. */
function shownName(p: { role: string | null; name: string | null; companyName: string | null } | null): string | null {
  if (!p?.name) return null;
  return p.role === 'SMB' ? brandName({ name: p.name, companyName: p.companyName }) : p.name;
}

/** Counts one download against the person's hourly limit (429 past it). */
export async function countExport(db: Db, actor: MarketplaceUserRow): Promise<void> {
  const { count, retryAfterSeconds } = await rateLimit.hit(db, `account-export:${actor.id}`, EXPORT_LIMIT);
  if (count > EXPORT_LIMIT.max) throw tooManyRequests(accountDataMessages.tooManyExports, retryAfterSeconds);
}

export async function exportAccountData(
  db: Db,
  provider: PaymentProvider,
  actor: MarketplaceUserRow,
  currentSessionId: string | null,
): Promise<AccountExport> {
  const isBusiness = actor.role === 'SMB';
  const [[auth], images, connected, ownCampaigns, notes, sessions, rates] = await Promise.all([
    db.select({ emailVerified: authUsers.emailVerified }).from(authUsers).where(eq(authUsers.id, actor.id)),
    db
      .select({ kind: profileImages.kind, variants: profileImages.variants, createdAt: profileImages.createdAt })
      .from(profileImages)
      .where(eq(profileImages.userId, actor.id))
      .orderBy(asc(profileImages.createdAt)),
    db
      .select({
        platform: connectedAccounts.platform,
        username: connectedAccounts.username,
        status: connectedAccounts.status,
        connectedAt: connectedAccounts.connectedAt,
      })
      .from(connectedAccounts)
      .where(eq(connectedAccounts.userId, actor.id)),
    isBusiness
      ? db.select().from(campaigns).where(eq(campaigns.userId, actor.id)).orderBy(desc(campaigns.createdAt))
      : Promise.resolve([]),
    db
      .select({
        kind: notifications.kind,
        title: notifications.title,
        body: notifications.body,
        link: notifications.link,
        createdAt: notifications.createdAt,
        readAt: notifications.readAt,
      })
      .from(notifications)
      .where(eq(notifications.userId, actor.id))
      .orderBy(desc(notifications.createdAt)),
    db
      .select({
        id: authSessions.id,
        createdAt: authSessions.createdAt,
        expiresAt: authSessions.expiresAt,
        ipAddress: authSessions.ipAddress,
        userAgent: authSessions.userAgent,
      })
      .from(authSessions)
      .where(eq(authSessions.userId, actor.id))
      .orderBy(desc(authSessions.createdAt)),
    db
      .select({ format: creatorRates.format, priceCents: creatorRates.priceCents, updatedAt: creatorRates.updatedAt })
      .from(creatorRates)
      .where(eq(creatorRates.userId, actor.id)),
  ]);

  const campaignIds = ownCampaigns.map((c) => c.id);
  const [participation, conversationsOut, money, agreementsOut, taxDetails] = await Promise.all([
    isBusiness ? businessParticipation(db, campaignIds) : creatorParticipation(db, actor.id),
    conversationsOf(db, actor),
    moneyOf(db, provider, actor),
    agreementsOf(db, actor, campaignIds),
    isBusiness ? Promise.resolve(null) : taxDetailsOf(db, actor.id),
  ]);

  return {
    exportedAt: new Date().toISOString(),
    profile: {
      id: actor.id,
      email: actor.email,
      emailConfirmed: auth?.emailVerified ?? false,
      name: actor.name,
      role: actor.role,
      companyName: actor.companyName,
      dateOfBirth: actor.dateOfBirth,
      location: actor.location,
      bio: actor.bio,
      businessBio: actor.businessBio,
      phoneNumber: actor.phoneNumber,
      websitePortfolio: actor.websitePortfolio,
      instagram: actor.instagram,
      tiktok: actor.tiktok,
      twitter: actor.twitter,
      youtube: actor.youtube,
      contentNiches: actor.contentNiches,
      hashtagsKeywords: actor.hashtagsKeywords,
      preferredContentTypes: actor.preferredContentTypes,
      preferredIndustry: actor.preferredIndustry,
      campaignBudget: actor.campaignBudget,
      targetAudience: actor.targetAudience,
      instagramFollowers: actor.instagramFollowers,
      tiktokFollowers: actor.tiktokFollowers,
      instagramFollowersVerified: actor.instagramFollowersVerified,
      tiktokFollowersVerified: actor.tiktokFollowersVerified,
      engagementRate: actor.engagementRate,
      profilePicture: actor.profilePicture,
      bannerImage: actor.bannerImage,
      lastActiveAt: isoOrNull(actor.lastActiveAt),
      createdAt: iso(actor.createdAt),
    },
    images: images.map((i) => ({
      kind: i.kind,
      urls: i.variants.map((v) => fileUrl(v.key)),
      createdAt: iso(i.createdAt),
    })),
    connectedAccounts: connected.map((c) => ({ ...c, connectedAt: iso(c.connectedAt) })),
    rateCard: sortRates(rates).map((r) => ({ ...r, updatedAt: iso(r.updatedAt) })),
    agreements: agreementsOut,
    taxDetails,
    campaigns: ownCampaigns.map((c) => ({
      id: c.id,
      campaignName: c.campaignName,
      title: c.title,
      status: c.status,
      campaignNiche: c.campaignNiche,
      privatePublic: c.privatePublic,
      startDate: c.startDate,
      endDate: c.endDate,
      budgetCents: c.budgetCents,
      influencerBudgetCents: c.influencerBudgetCents,
      maxInfluencers: c.maxInfluencers,
      campaignDescription: c.campaignDescription,
      contentGuidelines: c.contentGuidelines,
      contentTypes: c.contentTypes,
      campaignHashtags: c.campaignHashtags,
      ratePer1kViewsCents: c.ratePer1kViewsCents,
      ratePerEngagementCents: c.ratePerEngagementCents,
      fixedPerPostCents: c.fixedPerPostCents,
      createdAt: iso(c.createdAt),
      endedAt: isoOrNull(c.endedAt),
      applications: participation.applications.filter((a) => a.campaignId === c.id),
      invitations: participation.invitations.filter((i) => i.campaignId === c.id),
      posts: participation.posts.filter((p) => p.campaignId === c.id),
    })),
    applications: isBusiness ? [] : participation.applications,
    invitations: isBusiness ? [] : participation.invitations,
    posts: isBusiness ? [] : participation.posts,
    conversations: conversationsOut,
    notifications: notes.map((n) => ({ ...n, createdAt: iso(n.createdAt), readAt: isoOrNull(n.readAt) })),
    money,
    sessions: sessions.map((s) => ({
      createdAt: iso(s.createdAt),
      expiresAt: iso(s.expiresAt),
      ipAddress: s.ipAddress,
      userAgent: s.userAgent,
      current: s.id === currentSessionId,
    })),
  };
}

type Participation = Pick<AccountExport, 'applications' | 'invitations' | 'posts'>;

/** The applications, invitations and posts of a business's campaigns, each naming the creator. */
/**
 * Agreements to campaign terms: a creator's own, with where they agreed from; a business's campaigns', with the
 * creator's name only (their address and browser are the creator's data).
 */
async function agreementsOf(
  db: Db,
  actor: MarketplaceUserRow,
  campaignIds: string[],
): Promise<AccountExport['agreements']> {
  const isBusiness = actor.role === 'SMB';
  if (isBusiness && campaignIds.length === 0) return [];
  const rows = await db
    .select({ agreement: campaignAgreements, creatorName: users.name })
    .from(campaignAgreements)
    .innerJoin(users, eq(users.id, campaignAgreements.creatorId))
    .where(
      isBusiness ? inArray(campaignAgreements.campaignId, campaignIds) : eq(campaignAgreements.creatorId, actor.id),
    )
    .orderBy(asc(campaignAgreements.agreedAt), asc(campaignAgreements.id));
  return rows.map(({ agreement: a, creatorName }) => ({
    id: a.id,
    campaignId: a.campaignId,
    creatorName,
    termsVersion: a.termsVersion,
    text: a.text,
    textSha256: a.textHash,
    via: a.via,
    agreedAt: iso(a.agreedAt),
    ip: isBusiness ? null : a.ip,
    userAgent: isBusiness ? null : a.userAgent,
  }));
}

/** A creator's tax details as they gave them, the id masked (the sealed id never leaves the server). */
async function taxDetailsOf(db: Db, creatorId: string): Promise<AccountExport['taxDetails']> {
  const [p] = await db.select().from(taxProfiles).where(eq(taxProfiles.userId, creatorId));
  if (!p) return null;
  return {
    form: p.form,
    legalName: p.legalName,
    businessName: p.businessName,
    country: p.country,
    classification: p.classification,
    taxIdMasked: p.taxIdMasked,
    address: [p.addressLine1, p.addressLine2, p.city, p.region, p.postalCode, p.country].filter(Boolean).join(', '),
    dateOfBirth: p.dateOfBirth,
    certifiedAt: iso(p.certifiedAt),
    updatedAt: iso(p.updatedAt),
  };
}

async function businessParticipation(db: Db, campaignIds: string[]): Promise<Participation> {
  if (campaignIds.length === 0) return { applications: [], invitations: [], posts: [] };
  const creator = alias(users, 'creator');
  const [applications, invitations, posts] = await Promise.all([
    db
      .select({
        campaignId: campaignApplicants.campaignId,
        campaignName: campaigns.campaignName,
        partnerName: creator.name,
        status: campaignApplicants.status,
        message: campaignApplicants.message,
        appliedAt: campaignApplicants.appliedAt,
      })
      .from(campaignApplicants)
      .innerJoin(campaigns, eq(campaigns.id, campaignApplicants.campaignId))
      .leftJoin(creator, eq(creator.id, campaignApplicants.userId))
      .where(inArray(campaignApplicants.campaignId, campaignIds))
      .orderBy(desc(campaignApplicants.appliedAt)),
    db
      .select({
        campaignId: campaignInvitations.campaignId,
        campaignName: campaigns.campaignName,
        partnerName: creator.name,
        status: campaignInvitations.status,
        createdAt: campaignInvitations.createdAt,
        respondedAt: campaignInvitations.respondedAt,
      })
      .from(campaignInvitations)
      .innerJoin(campaigns, eq(campaigns.id, campaignInvitations.campaignId))
      .leftJoin(creator, eq(creator.id, campaignInvitations.creatorId))
      .where(inArray(campaignInvitations.campaignId, campaignIds))
      .orderBy(desc(campaignInvitations.createdAt)),
    postsWhere(db, inArray(campaignAnalytics.campaignId, campaignIds), 'creator'),
  ]);
  return {
    applications: applications.map((a) => ({ ...a, appliedAt: iso(a.appliedAt) })),
    invitations: invitations.map((i) => ({ ...i, createdAt: iso(i.createdAt), respondedAt: isoOrNull(i.respondedAt) })),
    posts,
  };
}

/** A creator's applications, invitations and posts, each naming the business. */
async function creatorParticipation(db: Db, creatorId: string): Promise<Participation> {
  const business = alias(users, 'business');
  const [applications, invitations, posts] = await Promise.all([
    db
      .select({
        campaignId: campaignApplicants.campaignId,
        campaignName: campaigns.campaignName,
        role: business.role,
        name: business.name,
        companyName: business.companyName,
        status: campaignApplicants.status,
        message: campaignApplicants.message,
        appliedAt: campaignApplicants.appliedAt,
      })
      .from(campaignApplicants)
      .innerJoin(campaigns, eq(campaigns.id, campaignApplicants.campaignId))
      .leftJoin(business, eq(business.id, campaigns.userId))
      .where(eq(campaignApplicants.userId, creatorId))
      .orderBy(desc(campaignApplicants.appliedAt)),
    db
      .select({
        campaignId: campaignInvitations.campaignId,
        campaignName: campaigns.campaignName,
        role: business.role,
        name: business.name,
        companyName: business.companyName,
        status: campaignInvitations.status,
        createdAt: campaignInvitations.createdAt,
        respondedAt: campaignInvitations.respondedAt,
      })
      .from(campaignInvitations)
      .innerJoin(campaigns, eq(campaigns.id, campaignInvitations.campaignId))
      .leftJoin(business, eq(business.id, campaigns.userId))
      .where(eq(campaignInvitations.creatorId, creatorId))
      .orderBy(desc(campaignInvitations.createdAt)),
    postsWhere(db, eq(campaignAnalytics.influencerId, creatorId), 'business'),
  ]);
  return {
    applications: applications.map(({ role, name, companyName, ...a }) => ({
      ...a,
      partnerName: shownName({ role, name, companyName }),
      appliedAt: iso(a.appliedAt),
    })),
    invitations: invitations.map(({ role, name, companyName, ...i }) => ({
      ...i,
      partnerName: shownName({ role, name, companyName }),
      createdAt: iso(i.createdAt),
      respondedAt: isoOrNull(i.respondedAt),
    })),
    posts,
  };
}

/** Posts with their metric snapshots and holds; `partner` says whose name goes with each (the other side's). */
async function postsWhere(db: Db, where: SQL, partner: 'creator' | 'business'): Promise<AccountExport['posts']> {
  const other = alias(users, 'other');
  const rows = await db
    .select({
      id: campaignAnalytics.id,
      campaignId: campaignAnalytics.campaignId,
      campaignName: campaigns.campaignName,
      role: other.role,
      name: other.name,
      companyName: other.companyName,
      platform: campaignAnalytics.platform,
      videoUrl: campaignAnalytics.videoUrl,
      postedAt: campaignAnalytics.postedAt,
      stage: campaignAnalytics.stage,
      fixNote: campaignAnalytics.fixNote,
      caption: campaignAnalytics.previewCaption,
      approvedAt: campaignAnalytics.approvedAt,
      views: campaignAnalytics.views,
      likes: campaignAnalytics.likes,
      comments: campaignAnalytics.comments,
      shares: campaignAnalytics.shares,
      earningsStatus: campaignAnalytics.earningsStatus,
      earningsCents: campaignAnalytics.earningsCents,
    })
    .from(campaignAnalytics)
    .innerJoin(campaigns, eq(campaigns.id, campaignAnalytics.campaignId))
    .leftJoin(
      other,
      partner === 'creator' ? eq(other.id, campaignAnalytics.influencerId) : eq(other.id, campaigns.userId),
    )
    .where(where)
    .orderBy(desc(campaignAnalytics.postedAt));
  const ids = rows.map((r) => r.id);
  const [snapshots, holds] = ids.length
    ? await Promise.all([
        db
          .select({
            postId: contentMetricSnapshots.postId,
            takenAt: contentMetricSnapshots.takenAt,
            source: contentMetricSnapshots.source,
            availability: contentMetricSnapshots.availability,
            views: contentMetricSnapshots.views,
            likes: contentMetricSnapshots.likes,
            comments: contentMetricSnapshots.comments,
            shares: contentMetricSnapshots.shares,
            verified: contentMetricSnapshots.verified,
          })
          .from(contentMetricSnapshots)
          .where(inArray(contentMetricSnapshots.postId, ids))
          .orderBy(asc(contentMetricSnapshots.seq)),
        db
          .select({
            postId: contentHolds.postId,
            rule: contentHolds.rule,
            reason: contentHolds.reason,
            status: contentHolds.status,
            createdAt: contentHolds.createdAt,
            resolvedAt: contentHolds.resolvedAt,
            resolutionNote: contentHolds.resolutionNote,
          })
          .from(contentHolds)
          .where(inArray(contentHolds.postId, ids))
          .orderBy(asc(contentHolds.createdAt)),
      ])
    : [[], []];
  return rows.map(({ role, name, companyName, ...p }) => ({
    ...p,
    partnerName: shownName({ role, name, companyName }),
    postedAt: iso(p.postedAt),
    approvedAt: isoOrNull(p.approvedAt),
    snapshots: snapshots
      .filter((s) => s.postId === p.id)
      .map(({ postId: _, ...s }) => ({ ...s, takenAt: iso(s.takenAt) })),
    holds: holds
      .filter((h) => h.postId === p.id)
      .map(({ postId: _, ...h }) => ({ ...h, createdAt: iso(h.createdAt), resolvedAt: isoOrNull(h.resolvedAt) })),
  }));
}

/** Every conversation the person is in, with all its messages, sent and received. */
async function conversationsOf(db: Db, actor: MarketplaceUserRow): Promise<AccountExport['conversations']> {
  const partner = alias(users, 'partner');
  const list = await db
    .select({
      id: conversations.id,
      role: partner.role,
      name: partner.name,
      companyName: partner.companyName,
    })
    .from(conversations)
    .innerJoin(
      partner,
      sql`${partner.id} = case when ${conversations.businessId} = ${actor.id} then ${conversations.creatorId} else ${conversations.businessId} end`,
    )
    .where(or(eq(conversations.businessId, actor.id), eq(conversations.creatorId, actor.id)))
    .orderBy(desc(conversations.lastMessageAt));
  if (list.length === 0) return [];
  const messages = await db
    .select({
      conversationId: chat.conversationId,
      seq: chat.seq,
      senderId: chat.senderId,
      message: chat.message,
      createdAt: chat.createdAt,
      readAt: chat.readAt,
    })
    .from(chat)
    .where(
      inArray(
        chat.conversationId,
        list.map((c) => c.id),
      ),
    )
    .orderBy(asc(chat.conversationId), asc(chat.seq));
  const ownName = shownName(actor) ?? actor.name;
  return list.map((c) => {
    const partnerName = shownName(c) ?? 'Deleted user';
    return {
      id: c.id,
      partnerName,
      messages: messages
        .filter((m) => m.conversationId === c.id)
        .map((m) => ({
          seq: m.seq,
          fromMe: m.senderId === actor.id,
          senderName: m.senderId === actor.id ? ownName : partnerName,
          message: m.message,
          sentAt: iso(m.createdAt),
          readAt: isoOrNull(m.readAt),
        })),
    };
  });
}

/** The person's money: the wallet page's figures, their ledger accounts with every entry, and their payment records. */
async function moneyOf(db: Db, provider: PaymentProvider, actor: MarketplaceUserRow): Promise<AccountExport['money']> {
  const isBusiness = actor.role === 'SMB';
  const [accounts, entries, deposits, refunds, disputes, payouts, payoutAccountRows] = await Promise.all([
    db
      .select({
        id: ledgerAccounts.id,
        kind: ledgerAccounts.kind,
        campaignName: campaigns.campaignName,
        balanceCents: ledgerAccounts.balanceCents,
      })
      .from(ledgerAccounts)
      .leftJoin(campaigns, eq(campaigns.id, ledgerAccounts.campaignId))
      .where(eq(ledgerAccounts.userId, actor.id))
      .orderBy(asc(ledgerAccounts.id)),
    db
      .select({
        accountId: ledgerEntries.accountId,
        at: ledgerTransactions.createdAt,
        kind: ledgerTransactions.kind,
        description: ledgerTransactions.description,
        amountCents: ledgerEntries.amountCents,
        balanceAfterCents: ledgerEntries.balanceAfterCents,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(eq(ledgerAccounts.userId, actor.id))
      .orderBy(asc(ledgerEntries.accountId), asc(ledgerEntries.accountVersion)),
    db
      .select({
        id: paymentCheckouts.id,
        provider: paymentCheckouts.provider,
        amountCents: paymentCheckouts.amountCents,
        state: paymentCheckouts.state,
        refundedCents: paymentCheckouts.refundedCents,
        disputedCents: paymentCheckouts.disputedCents,
        createdAt: paymentCheckouts.createdAt,
        completedAt: paymentCheckouts.completedAt,
      })
      .from(paymentCheckouts)
      .where(eq(paymentCheckouts.businessId, actor.id))
      .orderBy(desc(paymentCheckouts.createdAt)),
    db
      .select({
        checkoutId: depositRefunds.checkoutId,
        amountCents: depositRefunds.amountCents,
        state: depositRefunds.state,
        createdAt: depositRefunds.createdAt,
        completedAt: depositRefunds.completedAt,
      })
      .from(depositRefunds)
      .innerJoin(paymentCheckouts, eq(paymentCheckouts.id, depositRefunds.checkoutId))
      .where(eq(paymentCheckouts.businessId, actor.id))
      .orderBy(desc(depositRefunds.createdAt)),
    db
      .select({
        checkoutId: paymentDisputes.checkoutId,
        amountCents: paymentDisputes.amountCents,
        status: paymentDisputes.status,
        reason: paymentDisputes.reason,
        createdAt: paymentDisputes.createdAt,
        closedAt: paymentDisputes.closedAt,
      })
      .from(paymentDisputes)
      .innerJoin(paymentCheckouts, eq(paymentCheckouts.id, paymentDisputes.checkoutId))
      .where(eq(paymentCheckouts.businessId, actor.id))
      .orderBy(desc(paymentDisputes.createdAt)),
    db
      .select({
        id: payoutRequests.id,
        amountCents: payoutRequests.amountCents,
        status: payoutRequests.status,
        requestedAt: payoutRequests.requestedAt,
        processedAt: payoutRequests.processedAt,
        failureMessage: payoutRequests.failureMessage,
      })
      .from(payoutRequests)
      .where(eq(payoutRequests.userId, actor.id))
      .orderBy(desc(payoutRequests.requestedAt)),
    db
      .select({ provider: payoutAccounts.provider, label: payoutAccounts.label, active: payoutAccounts.active })
      .from(payoutAccounts)
      .where(eq(payoutAccounts.userId, actor.id)),
  ]);

  let business: AccountExport['money']['business'] = null;
  let creator: AccountExport['money']['creator'] = null;
  if (isBusiness) {
    const page = await getBusinessPayments(db, provider, actor);
    business = {
      walletBalanceCents: page.balanceCents,
      withdrawableCents: page.withdrawableCents,
      totalFundedCents: page.totalFundedCents,
      pendingPaymentsCents: page.pendingPaymentsCents,
    };
  } else {
    const page = await getCreatorEarnings(db, provider, actor);
    creator = {
      availableCents: page.availableCents,
      pendingCents: page.pendingCents,
      underReviewCents: page.underReviewCents,
      totalEarningsCents: page.totalEarningsCents,
      platformFeesCents: page.platformFeesCents,
      withdrawnCents: page.withdrawnCents,
    };
  }

  return {
    business,
    creator,
    ledgerAccounts: accounts.map((a) => ({
      ...a,
      entries: entries.filter((e) => e.accountId === a.id).map(({ accountId: _, ...e }) => ({ ...e, at: iso(e.at) })),
    })),
    deposits: deposits.map((d) => ({ ...d, createdAt: iso(d.createdAt), completedAt: isoOrNull(d.completedAt) })),
    refunds: refunds.map((r) => ({ ...r, createdAt: iso(r.createdAt), completedAt: isoOrNull(r.completedAt) })),
    disputes: disputes.map((d) => ({ ...d, createdAt: iso(d.createdAt), closedAt: isoOrNull(d.closedAt) })),
    payouts: payouts.map((p) => ({ ...p, requestedAt: iso(p.requestedAt), processedAt: isoOrNull(p.processedAt) })),
    payoutAccounts: payoutAccountRows,
  };
}
