// Which fields of the campaign form a problem belongs to: the B5 rules (campaignRuleViolation, or the same rule
// refused by the server) and the schema keys whose form field has another name.

import type { FormErrors } from '@mantine/form';
import { type CampaignInput, campaignDateWindow } from '@microreach/domain/campaigns';
import type { ErrorCode } from '@microreach/domain/errors';
import type { CampaignFormValues } from './campaign-form-values';

type Field = keyof CampaignFormValues & string;

/** CampaignInputSchema keys shown by a differently named field; '' is the schema's own refine (hashtag repeats). */
export const CAMPAIGN_FIELD_OF_KEY: Partial<Record<string, Field>> = {
  budgetCents: 'budget',
  influencerBudgetCents: 'influencerBudget',
  '': 'campaignHashtags',
};

export const REQUIRED_TO_SAVE = 'Required to save a draft.';
export const REQUIRED_TO_LAUNCH = 'Required to launch.';

/**
 * The field errors that go with a broken B5 rule (its toast says the rule; the fields say where): the empty
 * required fields, or the date or budget that breaks it, with the rule's own message.
 */
export function ruleFieldErrors(violation: { code?: ErrorCode; message: string }, input: CampaignInput): FormErrors {
  const errors: Partial<Record<Field, string>> = {};
  /** Gives `message` to each field whose condition holds. */
  const mark = (message: string, fields: Array<[Field, boolean]>) => {
    for (const [field, holds] of fields) if (holds) errors[field] = message;
  };
  switch (violation.code) {
    case 'MISSING_INFORMATION':
      if (input.intent === 'draft') {
        mark(REQUIRED_TO_SAVE, [
          ['campaignName', !input.campaignName.trim()],
          ['budget', input.budgetCents === null],
        ]);
      } else {
        mark(REQUIRED_TO_LAUNCH, [
          ['campaignName', !input.campaignName.trim()],
          ['campaignDescription', !input.campaignDescription.trim()],
          ['campaignNiche', input.campaignNiche === null],
          ['startDate', input.startDate === null],
          ['endDate', input.endDate === null],
          ['budget', input.budgetCents === null],
        ]);
      }
      break;
    case 'MISSING_BUDGET':
      errors.budget = REQUIRED_TO_LAUNCH;
      break;
    case 'DATE_OUT_OF_RANGE': {
      const { earliest, latest } = campaignDateWindow();
      const isOutside = (date: string | null) => date !== null && (date < earliest || date > latest);
      mark(violation.message, [
        ['startDate', isOutside(input.startDate)],
        ['endDate', isOutside(input.endDate)],
      ]);
      break;
    }
    case 'INVALID_DATE_RANGE':
    case 'CAMPAIGN_TOO_LONG':
    case 'END_DATE_PASSED':
      errors.endDate = violation.message;
      break;
    case 'INVALID_BUDGET':
      errors.influencerBudget = violation.message;
      break;
    case 'MAX_BELOW_PARTICIPANTS':
      errors.maxInfluencers = violation.message;
      break;
  }
  return errors;
}
