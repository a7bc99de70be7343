// The business help guide's topics. Its rules are the ones the product enforces (B4, B5, B9 and the campaign rules
// in the domain), so the numbers come from there.
export const BUSINESS_HELP_SECTIONS = [
  { id: 'post-a-campaign', title: 'Post a Campaign' },
  { id: 'review-applicants', title: 'Review Applicants' },
  { id: 'funding-payments', title: 'Funding & Payments' },
  { id: 'analytics', title: 'Analytics' },
  { id: 'support', title: 'Support' },
] as const;
export type BusinessHelpSectionId = (typeof BUSINESS_HELP_SECTIONS)[number]['id'];
