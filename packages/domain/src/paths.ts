// Every route of the B2 route table, in one place (used by the web app and the browser tests).
export const paths = {
  home: '/',
  smbLanding: '/smb-landing',
  influencerLanding: '/influencer-landing',
  auth: '/auth',
  smbDashboard: '/smb-dashboard',
  smbProfileSettings: '/smb-profile-settings',
  createCampaign: '/create-campaign',
  editCampaign: (id: string) => `/edit-campaign/${id}`,
  influencerDashboard: '/influencer-dashboard',
  influencerProfileSettings: '/influencer-profile-settings',
  findInfluencers: '/find-influencers',
  deals: '/deals',
  chatBusiness: '/chat-business',
  chatCreator: '/chat-creator',
  earnings: '/earnings',
  smbPayments: '/smb-payments',
  campaignAnalytics: (id: string) => `/campaign-analytics/${id}`,
  browseCampaigns: '/browse-campaigns',
  help: '/help',
  /** The built-in test-mode payment provider's own pages (issue 13). */
  testCheckout: (id: string) => `/test-checkout/${id}`,
  testPayoutSetup: '/test-payout-setup',
  /** Issue 27: account settings (both roles), the pages that mailed links open. */
  accountSettings: '/account-settings',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  confirmEmail: '/confirm-email',
  confirmEmailChange: '/confirm-email-change',
  unsubscribe: '/unsubscribe',
  /** Issue 29: one recorded agreement to a campaign's terms, for its creator and the campaign's business. */
  agreement: (id: string) => `/agreements/${id}`,
  /** Issue 30: a business's receipt of one deposit or refund (by its ledger entry's id), its monthly statement
   * (YYYY-MM), and a creator's statement of one payout. */
  smbReceipt: (id: string) => `/smb-payments/receipts/${id}`,
  smbStatement: (month: string) => `/smb-payments/statements/${month}`,
  payoutStatement: (id: string) => `/earnings/payouts/${id}/statement`,
  /** Issue 28: the operator console (its own sign-in and shell, outside the marketplace's pages). */
  ops: '/ops',
  opsPeople: '/ops/people',
  opsAudit: '/ops/audit',
  opsMoney: '/ops/money',
  /** Issue 29: a year's payouts per creator with their tax details, as CSV. */
  opsTax: '/ops/tax',
  opsSetPassword: '/ops/set-password',
} as const;

export function authPath(opts: { role?: 'smb' | 'influencer'; tab?: 'signin' | 'signup' } = {}): string {
  const query = [opts.role && `role=${opts.role}`, opts.tab && `tab=${opts.tab}`].filter(Boolean).join('&');
  return query ? `${paths.auth}?${query}` : paths.auth;
}

export function dashboardPath(role: 'SMB' | 'Influencer'): string {
  return role === 'SMB' ? paths.smbDashboard : paths.influencerDashboard;
}
export function profileSettingsPath(role: 'SMB' | 'Influencer'): string {
  return role === 'SMB' ? paths.smbProfileSettings : paths.influencerProfileSettings;
}

// ---------------------------------------------------------------------------------------------------------------
// Issue 32: the pages the web app draws, as its router matches them, so that the server answers any other address
// with 404 (and the app's 404 page) instead of 200. The router declares its routes with these patterns, and a web
// test (apps/web/src/app/page-routes.test.ts) checks that the two lists are the same.

/** Every page of the web app as a route pattern (':name' is one path segment), the operator console's included. */
export const PAGE_ROUTES = [
  paths.home,
  paths.smbLanding,
  paths.influencerLanding,
  paths.auth,
  paths.forgotPassword,
  paths.resetPassword,
  paths.confirmEmail,
  paths.smbDashboard,
  paths.smbProfileSettings,
  paths.createCampaign,
  paths.editCampaign(':id'),
  paths.findInfluencers,
  paths.deals,
  paths.chatBusiness,
  paths.smbPayments,
  paths.smbReceipt(':id'),
  paths.smbStatement(':month'),
  paths.testCheckout(':checkoutId'),
  paths.campaignAnalytics(':campaignId'),
  paths.influencerDashboard,
  paths.influencerProfileSettings,
  paths.browseCampaigns,
  paths.chatCreator,
  paths.earnings,
  paths.testPayoutSetup,
  paths.payoutStatement(':id'),
  paths.help,
  paths.accountSettings,
  paths.agreement(':id'),
  paths.confirmEmailChange,
  paths.unsubscribe,
  paths.ops,
  paths.opsPeople,
  paths.opsAudit,
  paths.opsMoney,
  paths.opsTax,
  paths.opsSetPassword,
] as const;

const splitPath = (path: string) => path.split('/').filter((segment) => segment !== '');
const PAGE_ROUTE_SEGMENTS = PAGE_ROUTES.map(splitPath);

/**
 * Whether the web app has a page at a path (no query), matched the way its router matches: static segments ignoring
 * case, a ':param' segment matching any one segment, a trailing slash allowed. The path is as the browser sent it
 * (percent-encoded); a parameter's own content is the page's to judge (an unknown id gets the page's own message).
 */
export function isPagePath(path: string): boolean {
  const segments = splitPath(path);
  return PAGE_ROUTE_SEGMENTS.some(
    (route) =>
      route.length === segments.length &&
      route.every((part, i) => part.startsWith(':') || part.toLowerCase() === segments[i]?.toLowerCase()),
  );
}
