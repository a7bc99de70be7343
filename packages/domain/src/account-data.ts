// A person's own data (issue 27 item 4): Download my data (the JSON file's shape, which is also all that can leave the
// server: fields it does not name are dropped) and Delete my account (its input, and why it may be refused).
import { z } from 'zod';
import './validation-messages.ts';
import { accountDataMessages, DELETE_CONFIRM_WORD } from './account-data-rules.ts';
import { CAMPAIGN_STATUSES, ROLES } from './statuses.ts';

export {
  accountDataMessages,
  DELETE_CONFIRM_WORD,
  DELETED_USER_NAME,
  EXPORTS_PER_HOUR,
  exportFileName,
} from './account-data-rules.ts';

/** POST /api/account/delete. */
export const DeleteAccountInputSchema = z
  .object({
    // Checked against the stored hash, so no policy here: a wrong password is just a wrong password.
    password: z.string('Enter your password.').min(1, 'Enter your password.').max(1024, 'Enter your password.'),
    confirm: z.literal(DELETE_CONFIRM_WORD, accountDataMessages.confirmWord),
  })
  .strict();
export type DeleteAccountInput = z.infer<typeof DeleteAccountInputSchema>;

// ---------------------------------------------------------------------------------------------------------------
// The export. Times are ISO strings; money is integer cents. Other people appear by name only (a business by its
// company name), never by email address; no token, hash or provider secret is in any of it.

const time = z.string();
const cents = z.number().int();
const count = z.number();

const ProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  emailConfirmed: z.boolean(),
  name: z.string(),
  role: z.enum(ROLES),
  companyName: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  location: z.string().nullable(),
  bio: z.string().nullable(),
  businessBio: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  websitePortfolio: z.string().nullable(),
  instagram: z.string().nullable(),
  tiktok: z.string().nullable(),
  twitter: z.string().nullable(),
  youtube: z.string().nullable(),
  contentNiches: z.string().nullable(),
  hashtagsKeywords: z.string().nullable(),
  preferredContentTypes: z.string().nullable(),
  preferredIndustry: z.array(z.string()).nullable(),
  campaignBudget: z.string().nullable(),
  targetAudience: z.string().nullable(),
  instagramFollowers: z.number().nullable(),
  tiktokFollowers: z.number().nullable(),
  instagramFollowersVerified: z.number().nullable(),
  tiktokFollowersVerified: z.number().nullable(),
  engagementRate: z.number().nullable(),
  profilePicture: z.string().nullable(),
  bannerImage: z.string().nullable(),
  lastActiveAt: time.nullable(),
  createdAt: time,
});

const ImageSchema = z.object({ kind: z.string(), urls: z.array(z.string()), createdAt: time });
const ConnectedAccountSchema = z.object({
  platform: z.string(),
  username: z.string(),
  status: z.string(),
  connectedAt: time,
});

const SnapshotSchema = z.object({
  takenAt: time,
  source: z.string(),
  availability: z.string(),
  views: count.nullable(),
  likes: count.nullable(),
  comments: count.nullable(),
  shares: count.nullable(),
  verified: z.boolean(),
});
const HoldSchema = z.object({
  rule: z.string(),
  reason: z.string(),
  status: z.string(),
  createdAt: time,
  resolvedAt: time.nullable(),
  resolutionNote: z.string().nullable(),
});
const PostSchema = z.object({
  id: z.string(),
  campaignId: z.string(),
  campaignName: z.string().nullable(),
  /** For a business: the creator who posted it. For a creator: the business whose campaign it is for. */
  partnerName: z.string().nullable(),
  platform: z.string(),
  videoUrl: z.string(),
  postedAt: time,
  stage: z.string(),
  fixNote: z.string().nullable(),
  /** The caption the platform returned for the post's preview (issue 30); null when none was read. */
  caption: z.string().nullable(),
  approvedAt: time.nullable(),
  views: count,
  likes: count,
  comments: count,
  shares: count,
  earningsStatus: z.string(),
  earningsCents: cents,
  snapshots: z.array(SnapshotSchema),
  holds: z.array(HoldSchema),
});
const ApplicationSchema = z.object({
  campaignId: z.string(),
  campaignName: z.string().nullable(),
  /** For a business: the creator. For a creator: the business. */
  partnerName: z.string().nullable(),
  status: z.string(),
  message: z.string().nullable(),
  appliedAt: time,
});
const InvitationSchema = z.object({
  campaignId: z.string(),
  campaignName: z.string().nullable(),
  partnerName: z.string().nullable(),
  status: z.string(),
  createdAt: time,
  respondedAt: time.nullable(),
});
const CampaignSchema = z.object({
  id: z.string(),
  campaignName: z.string(),
  title: z.string().nullable(),
  status: z.enum(CAMPAIGN_STATUSES),
  campaignNiche: z.string().nullable(),
  privatePublic: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  budgetCents: cents.nullable(),
  influencerBudgetCents: cents.nullable(),
  maxInfluencers: z.number().nullable(),
  campaignDescription: z.string().nullable(),
  contentGuidelines: z.string().nullable(),
  contentTypes: z.string().nullable(),
  campaignHashtags: z.string().nullable(),
  ratePer1kViewsCents: cents,
  ratePerEngagementCents: cents,
  fixedPerPostCents: cents,
  createdAt: time,
  endedAt: time.nullable(),
  applications: z.array(ApplicationSchema),
  invitations: z.array(InvitationSchema),
  posts: z.array(PostSchema),
});

const MessageSchema = z.object({
  seq: z.number(),
  fromMe: z.boolean(),
  senderName: z.string(),
  message: z.string(),
  sentAt: time,
  readAt: time.nullable(),
});
const ConversationSchema = z.object({
  id: z.string(),
  partnerName: z.string(),
  messages: z.array(MessageSchema),
});
const NotificationSchema = z.object({
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string(),
  createdAt: time,
  readAt: time.nullable(),
});

const LedgerEntrySchema = z.object({
  at: time,
  kind: z.string(),
  description: z.string(),
  amountCents: cents,
  balanceAfterCents: cents,
});
const LedgerAccountSchema = z.object({
  id: z.string(),
  kind: z.string(),
  campaignName: z.string().nullable(),
  balanceCents: cents,
  entries: z.array(LedgerEntrySchema),
});
/** The figures as the business's Payments & Funding page shows them. */
const BusinessFiguresSchema = z.object({
  walletBalanceCents: cents,
  withdrawableCents: cents,
  totalFundedCents: cents,
  pendingPaymentsCents: cents,
});
/** The figures as the creator's Wallet & Earnings page shows them. */
const CreatorFiguresSchema = z.object({
  availableCents: cents,
  pendingCents: cents,
  underReviewCents: cents,
  totalEarningsCents: cents,
  platformFeesCents: cents,
  withdrawnCents: cents,
});
const MoneySchema = z.object({
  business: BusinessFiguresSchema.nullable(),
  creator: CreatorFiguresSchema.nullable(),
  ledgerAccounts: z.array(LedgerAccountSchema),
  deposits: z.array(
    z.object({
      id: z.string(),
      provider: z.string(),
      amountCents: cents,
      state: z.string(),
      refundedCents: cents,
      disputedCents: cents,
      createdAt: time,
      completedAt: time.nullable(),
    }),
  ),
  refunds: z.array(
    z.object({
      checkoutId: z.string(),
      amountCents: cents,
      state: z.string(),
      createdAt: time,
      completedAt: time.nullable(),
    }),
  ),
  disputes: z.array(
    z.object({
      checkoutId: z.string(),
      amountCents: cents,
      status: z.string(),
      reason: z.string().nullable(),
      createdAt: time,
      closedAt: time.nullable(),
    }),
  ),
  payouts: z.array(
    z.object({
      id: z.string(),
      amountCents: cents,
      status: z.string(),
      requestedAt: time,
      processedAt: time.nullable(),
      failureMessage: z.string().nullable(),
    }),
  ),
  /** The masked label only ('Test Bank ••••6789'). */
  payoutAccounts: z.array(z.object({ provider: z.string(), label: z.string(), active: z.boolean() })),
});
const SessionSchema = z.object({
  createdAt: time,
  expiresAt: time,
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  current: z.boolean(),
});

const AgreementExportSchema = z.object({
  id: z.string(),
  campaignId: z.string(),
  /** Who agreed: the creator's own name in their export, the creator's in a business's. */
  creatorName: z.string(),
  termsVersion: count,
  text: z.string(),
  /** The SHA-256 of the text, as the agreement page shows it. */
  textSha256: z.string(),
  via: z.string(),
  agreedAt: time,
  /** In the creator's own export only. */
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});

const TaxDetailsExportSchema = z.object({
  form: z.string(),
  legalName: z.string(),
  businessName: z.string(),
  country: z.string(),
  classification: z.string(),
  taxIdMasked: z.string(),
  address: z.string(),
  dateOfBirth: z.string().nullable(),
  certifiedAt: time,
  updatedAt: time,
});

/** GET /api/account/export: the downloaded file. */
export const AccountExportSchema = z.object({
  exportedAt: time,
  profile: ProfileSchema,
  images: z.array(ImageSchema),
  connectedAccounts: z.array(ConnectedAccountSchema),
  /** A creator's rate card (issue 30), in display order; empty for a business or a creator who gave none. */
  rateCard: z.array(z.object({ format: z.string(), priceCents: cents, updatedAt: time })),
  /**
   * Agreements to campaign terms (issue 29), oldest first, each with the exact text agreed to: a creator's own (with
   * the address and browser they agreed from), or those creators gave to a business's campaigns (without them).
   */
  agreements: z.array(AgreementExportSchema),
  /** A creator's tax details (issue 29), the tax id masked as everywhere; null when none were given. */
  taxDetails: TaxDetailsExportSchema.nullable(),
  /** A business's campaigns, each with its applications, invitations and posts (empty for a creator). */
  campaigns: z.array(CampaignSchema),
  /** A creator's applications, invitations and posts (empty for a business). */
  applications: z.array(ApplicationSchema),
  invitations: z.array(InvitationSchema),
  posts: z.array(PostSchema),
  conversations: z.array(ConversationSchema),
  notifications: z.array(NotificationSchema),
  money: MoneySchema,
  sessions: z.array(SessionSchema),
});
export type AccountExport = z.infer<typeof AccountExportSchema>;
