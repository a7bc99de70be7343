// Which fields of the campaign form a problem belongs to: the fields a B5 rule names (campaignRuleViolation, or the
// same rule refused by the server) and the schema keys whose form field has another name.

import type { FormErrors } from '@mantine/form';
import type { CampaignInput } from '@microreach/domain/campaigns';
import type { ErrorCode } from '@microreach/domain/errors';
import type { CampaignFormValues } from './campaign-form-values';

type Field = keyof CampaignFormValues & string;

/** CampaignInputSchema keys shown by a differently named field; '' is the schema's own refine (hashtag repeats). */
export const CAMPAIGN_FIELD_OF_KEY: Partial<Record<string, Field>> = {
  budgetCents: 'budget',
  influencerBudgetCents: 'influencerBudget',
  'payTerms.ratePer1kViewsCents': 'ratePer1kViews',
  'payTerms.ratePerEngagementCents': 'ratePerEngagement',
  'payTerms.fixedPerPostCents': 'fixedPerPost',
  // Issue 29: the terms' fields (also those a TERMS_WORSENED refusal names).
  'terms.usageRights': 'usageRights',
  'terms.paidAdsDays': 'paidAdsDays',
  'terms.exclusivityDays': 'exclusivityDays',
  'terms.postsPerCreator': 'postsPerCreator',
  'terms.platforms': 'platforms',
  'terms.revisionLimit': 'revisionLimit',
  'terms.disclosureRequired': 'disclosureRequired',
  '': 'campaignHashtags',
};

export const REQUIRED_TO_SAVE = 'Required to save a draft.';
export const REQUIRED_TO_LAUNCH = 'Required to launch.';

/**
 * The field errors that go with a broken B5 rule (its toast says the rule; the fields say where): the fields the
 * rule names (the domain's campaignRuleViolation, or the server's refusal, which carries the same `fields`), with
 * "Required to ..." for empty required fields and the rule's own message otherwise.
 */
export function ruleFieldErrors(
  violation: { code?: ErrorCode; message: string; fields?: readonly string[] },
  intent: CampaignInput['intent'],
): FormErrors {
  const message =
    violation.code === 'MISSING_INFORMATION'
      ? intent === 'draft'
        ? REQUIRED_TO_SAVE
        : REQUIRED_TO_LAUNCH
      : violation.code === 'MISSING_BUDGET'
        ? REQUIRED_TO_LAUNCH
        : violation.message;
  const errors: FormErrors = {};
  for (const key of violation.fields ?? []) errors[CAMPAIGN_FIELD_OF_KEY[key] ?? key] = message;
  return errors;
}
