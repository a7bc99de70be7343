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
