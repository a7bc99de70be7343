// Figures of the Campaign Funding Overview worked out from the server's numbers (no money is computed here that the
// server does not hold: these only choose what to show and what to suggest).
import type { CampaignFunding } from '@microreach/domain/business-payments';
import { MIN_FUNDING_CENTS } from '@microreach/domain/business-payments-rules';

/** How much of the budget is in the campaign (0-100, whole percent); null without a budget to measure against. */
export function fundedPercent(campaign: Pick<CampaignFunding, 'budgetCents' | 'fundedCents'>): number | null {
  const { budgetCents, fundedCents } = campaign;
  if (budgetCents === null || budgetCents <= 0) return null;
  return Math.min(100, Math.max(0, Math.round((fundedCents / budgetCents) * 100)));
}

/**
 * What the Fund dialog suggests: what would fully fund the budget, or cover the earnings that wait for funding if
 * that is more; never below the least a funding can be ($1).
 */
export function suggestedFundingCents(
  campaign: Pick<CampaignFunding, 'budgetCents' | 'fundedCents' | 'awaitingFundingCents'>,
): number {
  const toBudget = campaign.budgetCents === null ? 0 : campaign.budgetCents - campaign.fundedCents;
  return Math.max(MIN_FUNDING_CENTS, toBudget, campaign.awaitingFundingCents);
}
