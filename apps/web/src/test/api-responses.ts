// The zod schema of each route's successful answers, as the server's routes declare them (apps/server/src/modules/*/
// *.routes.ts, `response:`), so a test's answer is parsed by the schema the server would send it through. The web may
// not import the server: the table is checked against the OpenAPI types generated from those routes instead.

import {
  AccountSessionListSchema,
  ChangePasswordResultSchema,
  EmailChangeConfirmedSchema,
  EmailChangeRequestedSchema,
  EmailSettingsSchema,
  SignedOutOthersSchema,
} from '@microreach/domain/account';
import { AccountExportSchema } from '@microreach/domain/account-data';
import { CampaignAnalyticsSchema } from '@microreach/domain/analytics';
import {
  AccountLinkStatusSchema,
  AuthResultSchema,
  ConfirmationSentSchema,
  CurrentUserSchema,
  EmailConfirmedSchema,
  PasswordResetRequestedSchema,
} from '@microreach/domain/auth';
import {
  BusinessPaymentsSchema,
  BusinessWithdrawalSchema,
  CampaignFundingSchema,
  CheckoutSchema,
  MoneyTransactionPageSchema,
} from '@microreach/domain/business-payments';
import { AgreementRefSchema, AgreementSchema, CampaignTermsViewSchema } from '@microreach/domain/campaign-terms';
import { ApplicantSchema, BusinessDashboardSchema, CampaignSchema } from '@microreach/domain/campaigns';
import {
  ChatMessageSchema,
  ConversationListSchema,
  ThreadPageSchema,
  UnreadTotalSchema,
} from '@microreach/domain/chat';
import { ConnectionSchema, ReviewPostSchema } from '@microreach/domain/content-review';
import {
  ApplicationResultSchema,
  BrowsePageSchema,
  ContentRowSchema,
  CreatorDashboardSchema,
} from '@microreach/domain/creator-campaigns';
import { CreatorEarningsSchema, PayoutAccountSchema, PayoutSchema } from '@microreach/domain/creator-earnings';
import { InfluencerSearchResultSchema } from '@microreach/domain/find-influencers';
import { CampaignInvitationSchema, CreatorInvitationSchema, InvitationSchema } from '@microreach/domain/invitations';
import { NotificationPreferencesSchema, UnsubscribeDetailsSchema } from '@microreach/domain/notification-preferences';
import { NotificationListSchema, NotificationSchema } from '@microreach/domain/notifications';
import {
  DisputeListSchema,
  DisputeSchema,
  HoldAppealResponseSchema,
  OperatorAuditPageSchema,
  OpsDecisionResponseSchema,
  OpsDisputeSchema,
  OpsMoneyHistorySchema,
  OpsMoneyOverviewSchema,
  OpsMoneySearchSchema,
  OpsSessionSchema,
  OpsUserSchema,
  OpsUserSearchResponseSchema,
  QueueResponseSchema,
  ReportCreatedSchema,
  SuspensionSchema,
} from '@microreach/domain/operators';
import { ProfileSchema, PublicProfileSchema } from '@microreach/domain/profiles';
import { RateCardSchema } from '@microreach/domain/rate-card';
import { MonthlyStatementSchema, PayoutStatementSchema, ReceiptSchema } from '@microreach/domain/receipts';
import { TaxStatusSchema } from '@microreach/domain/tax';
import { z } from 'zod';
import type { paths } from '#web/lib/api-types';

type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';

/** 'GET /api/business/campaigns/{id}': every route of the API document, as its method and path template. */
export type ApiRoute = {
  [P in keyof paths]: { [M in Method]: undefined extends paths[P][M] ? never : `${Uppercase<M>} ${P}` }[Method];
}[keyof paths];

/** An answer without a body (204). */
const NO_BODY = null;

export const RESPONSE_SCHEMAS = {
  // A fixture that says nothing of a suspension answers an account that is not suspended (issue 28).
  'GET /api/auth/session': {
    200: z.object({ user: CurrentUserSchema.nullable(), suspension: SuspensionSchema.nullable().default(null) }),
  },
  'POST /api/auth/sign-in': { 200: AuthResultSchema },
  'POST /api/auth/sign-up': { 201: AuthResultSchema },
  'POST /api/auth/sign-out': { 204: NO_BODY },
  'POST /api/auth/password-reset/request': { 202: PasswordResetRequestedSchema },
  'POST /api/auth/password-reset/check': { 200: AccountLinkStatusSchema },
  'POST /api/auth/password-reset/complete': { 204: NO_BODY },
  'POST /api/auth/confirm-email': { 200: EmailConfirmedSchema },
  'POST /api/auth/confirm-email/resend': { 200: ConfirmationSentSchema },
  'GET /api/business/dashboard': { 200: BusinessDashboardSchema },
  'POST /api/business/campaigns': { 201: CampaignSchema },
  'GET /api/business/campaigns/{id}': { 200: CampaignSchema },
  'PUT /api/business/campaigns/{id}': { 200: CampaignSchema },
  'DELETE /api/business/campaigns/{id}': { 204: NO_BODY },
  'POST /api/business/campaigns/{id}/status': { 200: CampaignSchema },
  'GET /api/business/campaigns/{id}/applicants': { 200: z.array(ApplicantSchema) },
  'POST /api/business/campaigns/{id}/applicants/{applicantId}/decision': { 200: ApplicantSchema },
  'GET /api/creator/campaigns': { 200: BrowsePageSchema },
  'POST /api/creator/campaigns/{id}/applications': { 201: ApplicationResultSchema },
  'POST /api/creator/campaigns/{id}/leave': { 204: NO_BODY },
  'POST /api/creator/campaigns/{id}/content': { 201: ContentRowSchema },
  'GET /api/creator/dashboard': { 200: CreatorDashboardSchema },
  'GET /api/me': { 200: ProfileSchema },
  'PATCH /api/me': { 200: ProfileSchema },
  'PUT /api/me/images/{kind}': { 200: ProfileSchema },
  'DELETE /api/me/images/{kind}': { 200: ProfileSchema },
  'POST /api/me/portfolio': { 201: ProfileSchema },
  'DELETE /api/me/portfolio/{imageId}': { 200: ProfileSchema },
  'GET /api/profiles/{id}': { 200: PublicProfileSchema },
  'GET /api/creator/profile/rate-card': { 200: RateCardSchema },
  'PUT /api/creator/profile/rate-card': { 200: RateCardSchema },
  'GET /api/business/influencers': { 200: InfluencerSearchResultSchema },
  'POST /api/business/campaigns/{id}/invitations': { 201: InvitationSchema },
  'GET /api/business/campaigns/{id}/invitations': { 200: z.array(CampaignInvitationSchema) },
  'GET /api/creator/invitations': { 200: z.array(CreatorInvitationSchema) },
  'POST /api/creator/invitations/{id}/decision': { 200: CreatorInvitationSchema },
  'GET /api/notifications': { 200: NotificationListSchema },
  'POST /api/notifications/{id}/read': { 200: NotificationSchema },
  'POST /api/notifications/read-all': { 204: NO_BODY },
  'GET /api/notification-preferences': { 200: NotificationPreferencesSchema },
  'PUT /api/notification-preferences': { 200: NotificationPreferencesSchema },
  'GET /api/email/unsubscribe/details': { 200: UnsubscribeDetailsSchema },
  'POST /api/email/unsubscribe': { 200: UnsubscribeDetailsSchema },
  'GET /api/chat/conversations': { 200: ConversationListSchema },
  'GET /api/chat/unread': { 200: UnreadTotalSchema },
  'GET /api/creator/connections': { 200: z.array(ConnectionSchema) },
  'GET /api/business/campaigns/{id}/posts': { 200: z.array(ReviewPostSchema) },
  'POST /api/business/posts/{id}/approve': { 200: ReviewPostSchema },
  'POST /api/business/posts/{id}/release-payment': { 200: ReviewPostSchema },
  'POST /api/business/posts/{id}/request-fix': { 200: ReviewPostSchema },
  'POST /api/business/posts/{id}/metrics': { 200: ReviewPostSchema },
  'POST /api/business/holds/{id}/resolve': { 200: ReviewPostSchema },
  // Appeals and reports (issue 28).
  'POST /api/creator/holds/{id}/appeal': { 200: HoldAppealResponseSchema },
  'POST /api/reports': { 200: ReportCreatedSchema },
  'GET /api/chat/conversations/{id}/messages': { 200: ThreadPageSchema },
  'POST /api/chat/messages': { 200: ChatMessageSchema, 201: ChatMessageSchema },
  'POST /api/chat/conversations/{id}/read': { 204: NO_BODY },
  // Money (issue 13).
  'GET /api/business/payments': { 200: BusinessPaymentsSchema },
  'GET /api/business/payments/transactions': { 200: MoneyTransactionPageSchema },
  'POST /api/business/payments/checkouts': { 201: CheckoutSchema },
  'GET /api/business/payments/checkouts/{id}': { 200: CheckoutSchema },
  'POST /api/business/payments/campaigns/{id}/funding': { 201: CampaignFundingSchema },
  'POST /api/ledger/test-mode/checkouts/{id}/pay': { 200: CheckoutSchema },
  // Disputes and Withdraw balance (issue 25).
  'POST /api/business/payments/withdrawals': { 201: BusinessWithdrawalSchema },
  'POST /api/ledger/test-mode/checkouts/{id}/dispute': { 200: CheckoutSchema },
  // Receipts and statements (issue 30).
  'GET /api/business/payments/receipts/{id}': { 200: ReceiptSchema },
  'GET /api/business/payments/statements/{month}': { 200: MonthlyStatementSchema },
  'GET /api/creator/earnings/payouts/{id}/statement': { 200: PayoutStatementSchema },
  'GET /api/creator/earnings': { 200: CreatorEarningsSchema },
  'POST /api/creator/earnings/withdrawals': { 201: PayoutSchema },
  'POST /api/creator/earnings/payout-account': { 200: z.object({ url: z.string() }) },
  'POST /api/creator/earnings/payout-account/refresh': { 200: PayoutAccountSchema.nullable() },
  // Tax details (issue 29).
  'GET /api/creator/earnings/tax': { 200: TaxStatusSchema },
  'PUT /api/creator/earnings/tax': { 200: TaxStatusSchema },
  'POST /api/ledger/test-mode/payout-account': { 200: PayoutAccountSchema },
  'GET /api/business/campaigns/{id}/analytics': { 200: CampaignAnalyticsSchema },
  // Account settings: password, email, devices (issue 27).
  'POST /api/account/password': { 200: ChangePasswordResultSchema },
  'GET /api/account/email': { 200: EmailSettingsSchema },
  'POST /api/account/email': { 202: EmailChangeRequestedSchema },
  'DELETE /api/account/email/pending': { 204: NO_BODY },
  'POST /api/account/email/confirm': { 200: EmailChangeConfirmedSchema },
  'GET /api/account/sessions': { 200: AccountSessionListSchema },
  'DELETE /api/account/sessions/{id}': { 204: NO_BODY },
  'POST /api/account/sessions/sign-out-others': { 200: SignedOutOthersSchema },
  'GET /api/account/export': { 200: AccountExportSchema },
  // The operators' money overview (issue 28 item 6).
  'GET /api/ops/money': { 200: OpsMoneyOverviewSchema },
  'GET /api/ops/money/search': { 200: OpsMoneySearchSchema },
  'GET /api/ops/money/people/{id}': { 200: OpsMoneyHistorySchema },
  'POST /api/account/delete': { 204: NO_BODY },
  // The operator console (issue 28).
  'POST /api/auth/ops/sign-in': { 200: OpsSessionSchema },
  'GET /api/auth/ops/session': { 200: OpsSessionSchema },
  'POST /api/auth/ops/second-factor/setup': {
    200: z.object({ otpauthUri: z.string(), secret: z.string(), qrSvg: z.string() }),
  },
  'POST /api/auth/ops/second-factor': { 200: OpsSessionSchema },
  'POST /api/auth/ops/set-password/check': { 200: z.object({ email: z.string() }) },
  'POST /api/auth/ops/set-password': { 204: NO_BODY },
  'GET /api/ops/queue': { 200: QueueResponseSchema },
  'POST /api/ops/holds/{id}/decision': { 200: OpsDecisionResponseSchema },
  'POST /api/ops/reports/{id}/decision': { 200: OpsDecisionResponseSchema },
  'POST /api/ops/payouts/{id}/decision': { 200: OpsDecisionResponseSchema },
  'POST /api/ops/reconciliation/{id}/acknowledge': { 200: OpsDecisionResponseSchema },
  'GET /api/ops/users': { 200: OpsUserSearchResponseSchema },
  'GET /api/ops/users/{id}': { 200: OpsUserSchema },
  'POST /api/ops/users/{id}/suspend': { 200: OpsUserSchema },
  'POST /api/ops/users/{id}/reinstate': { 200: OpsUserSchema },
  'GET /api/ops/audit': { 200: OperatorAuditPageSchema },
  // Disputes on posts (issue 28 item 4).
  'POST /api/creator/posts/{postId}/disputes': { 201: DisputeSchema },
  'GET /api/creator/disputes': { 200: DisputeListSchema },
  'GET /api/creator/disputes/{id}': { 200: DisputeSchema },
  'POST /api/creator/disputes/{id}/messages': { 200: DisputeSchema },
  'POST /api/business/posts/{postId}/disputes': { 201: DisputeSchema },
  'GET /api/business/disputes': { 200: DisputeListSchema },
  'GET /api/business/disputes/{id}': { 200: DisputeSchema },
  'POST /api/business/disputes/{id}/messages': { 200: DisputeSchema },
  'GET /api/ops/disputes/{id}': { 200: OpsDisputeSchema },
  'POST /api/ops/disputes/{id}/messages': { 200: OpsDisputeSchema },
  'POST /api/ops/disputes/{id}/decision': { 200: OpsDisputeSchema },
  // Campaign terms and agreements (issue 29).
  'GET /api/creator/campaigns/{id}/terms': { 200: CampaignTermsViewSchema },
  'POST /api/creator/campaigns/{id}/agreements': { 201: AgreementRefSchema },
  'GET /api/agreements/{id}': { 200: AgreementSchema },
} as const satisfies { [R in ApiRoute]?: Partial<Record<number, z.ZodType | null>> };

export type MockedRoute = keyof typeof RESPONSE_SCHEMAS;

// ---------------------------------------------------------------------------------------------------------------
// The table against the API document: each route's statuses, and each schema's output against the document's JSON
// body for that status (a schema put on the wrong route, or a route whose answer changed, fails the typecheck).

type PathOf<R extends string> = R extends `${string} ${infer P}` ? P : never;
type MethodOf<R extends string> = R extends `${infer M} ${string}` ? Lowercase<M> : never;
type Responses<R extends MockedRoute> =
  PathOf<R> extends keyof paths
    ? MethodOf<R> extends keyof paths[PathOf<R>]
      ? NonNullable<paths[PathOf<R>][MethodOf<R>]> extends { responses: infer Out }
        ? Out
        : never
      : never
    : never;
type DocumentBody<Response> = Response extends { content: { 'application/json': infer Body } } ? Body : null;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type SchemaOutput<S> = S extends z.ZodType ? z.output<S> : null;

type Mismatches = {
  [R in MockedRoute]: {
    [S in keyof (typeof RESPONSE_SCHEMAS)[R]]: S extends keyof Responses<R>
      ? Same<SchemaOutput<(typeof RESPONSE_SCHEMAS)[R][S]>, DocumentBody<Responses<R>[S]>> extends true
        ? never
        : `${R} ${S & number}: the schema's output is not the document's body`
      : `${R} ${S & number}: the document has no such status`;
  }[keyof (typeof RESPONSE_SCHEMAS)[R]];
}[MockedRoute];

/** Empty while the table agrees with the document; otherwise the typecheck names each route and status that does not. */
export const TABLE_MATCHES_DOCUMENT = {} satisfies Record<Mismatches, never>;
