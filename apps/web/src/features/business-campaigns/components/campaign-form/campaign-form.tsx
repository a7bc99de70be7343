// The create/edit campaign form (B2 "Create New Campaign", "Edit Campaign"; B5): five sections (the Terms of issue
// 29 among them) and a floating action bar. The Campaign Status radio and the buttons are one control: a button sets
// the radio to the status it saves, and submitting with Enter saves with the radio's choice. A problem shows beside its field (the domain's
// schema, the B5 rules, the server's answer) and the rules keep their titled toasts.
import {
  Button,
  Checkbox,
  Group,
  List,
  NativeSelect,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  useMatches,
} from '@mantine/core';
import type { CampaignInput } from '@microreach/domain/campaigns';
import {
  addHashtag,
  CAMPAIGN_HASHTAG_MAX_LENGTH,
  type CampaignIntent,
  campaignDateWindow,
  cleanHashtag,
  HASHTAG_RULE,
  hashtagsProblem,
  latestEndDate,
  MAX_BUDGET_CENTS,
  MAX_INFLUENCERS,
} from '@microreach/domain/campaigns-rules';
import { contentReviewMessages } from '@microreach/domain/content-review-rules';
import { CAMPAIGN_CONTENT_TYPES, CAMPAIGN_NICHES } from '@microreach/domain/options';
import {
  formatRate,
  MAX_RATE_PER_1K_VIEWS_CENTS,
  MAX_RATE_PER_ENGAGEMENT_CENTS,
  payRulesText,
} from '@microreach/domain/performance-pay-rules';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { HashtagsInput } from '#web/components/hashtags-input';
import { NumberField } from '#web/components/number-field';
import { ApiRequestError } from '#web/lib/api';
import { useSchemaForm } from '#web/lib/schema-form';
import { toast } from '#web/lib/toast';
import { useIsMounted } from '#web/lib/use-is-mounted';
import classes from './campaign-form.module.css';
import { CAMPAIGN_FIELD_OF_KEY, ruleFieldErrors } from './campaign-form-errors';
import {
  type CampaignFormValues,
  earliestStartDate,
  intentOfStatus,
  statusOfIntent,
  toCampaignInput,
} from './campaign-form-values';
import { CampaignTermsFields } from './campaign-terms-fields';
import { FormSection } from './form-section';

export interface CampaignFormProps {
  initialValues: CampaignFormValues;
  /** 'Launch' on create, 'Update & Launch' on edit. */
  launchLabel: string;
  /** Where Cancel leads; without it there is no Cancel button. */
  cancelTo?: string;
  /** Sends a valid input and shows its own toasts (success and failure). */
  onSave: (input: CampaignInput) => Promise<SaveResult>;
}

/** What a save came to: saved, or refused with the error (whose field problems the form then marks). */
export type SaveResult = { isSaved: true } | { isSaved: false; error: unknown };

const NICHE_OPTIONS = [{ value: '', label: 'Select a niche' }, ...CAMPAIGN_NICHES];
/**
 * B5, as the platforms read hashtags: typing keeps letters, digits, '_' and spaces; blanks and repeats are not added;
 * a tag with a space is refused beside the field.
 */
const HASHTAG_RULES = { clean: cleanHashtag, add: addHashtag, problem: hashtagsProblem };

/** Whole dollars with thousands commas; digits only (B5, B9: no decimals). */
const budgetInputProps = {
  leftSection: '$',
  placeholder: '0',
  thousandSeparator: ',',
  allowDecimal: false,
  allowNegative: false,
  // Refuses what the server would (the input schema's ceiling) as it is typed, rather than on save.
  min: 0,
  max: MAX_BUDGET_CENTS / 100,
  clampBehavior: 'strict',
  autoComplete: 'off',
} as const;

/** Dollars and cents, never negative ($0.10 per engagement). */
const rateInputProps = {
  leftSection: '$',
  placeholder: '0',
  decimalScale: 2,
  allowNegative: false,
  min: 0,
  clampBehavior: 'strict',
  autoComplete: 'off',
} as const;

/** The later / earlier of two yyyy-mm-dd days (null: no bound), for the date pickers' min and max. */
const later = (a: string, b: string | null) => (b !== null && b > a ? b : a);
const earlier = (a: string, b: string | null) => (b !== null && b < a ? b : a);

export function CampaignForm({ initialValues, launchLabel, cancelTo, onSave }: CampaignFormProps) {
  // The input schema and the B5 rules (with zod) load once the form shows, so the page's first download carries
  // neither (issue 31); a save waits for them.
  const { form, validate, ready, showServerErrors } = useSchemaForm({
    schema: () => import('@microreach/domain/campaigns').then((m) => m.CampaignInputSchema),
    initialValues,
    toInput: (values) => toCampaignInput(values, intentOfStatus(values.status)),
    fieldOfKey: CAMPAIGN_FIELD_OF_KEY,
  });
  // Typing does not render the form again (uncontrolled); these values shape other controls, so they are watched.
  const status = form.useWatchValue('status');
  const privatePublic = form.useWatchValue('privatePublic');
  const startDate = form.useWatchValue('startDate');
  const endDate = form.useWatchValue('endDate');
  const hashtags = form.useWatchValue('campaignHashtags');
  const [pending, setPending] = useState<CampaignIntent | null>(null);
  // Guards against a second submit (Enter) before the disabled buttons have rendered.
  const isSaving = useRef(false);
  // A save that waited for the schema sends nothing once the form is gone (Cancel, another page).
  const isMounted = useIsMounted();

  /** The form's problems (marked beside their fields and told in a toast), or the input to send. */
  async function checkedInput(intent: CampaignIntent): Promise<CampaignInput | null> {
    if (!(await ready()) || !isMounted.current) return null;
    const { campaignRuleViolation } = await import('@microreach/domain/campaigns');
    const input = toCampaignInput(form.getValues(), intent);
    // The schema marks its fields; the B5 rules run again here (typing a date can bypass the pickers' limits) and
    // once more on the server. A broken rule is told in its titled toast, the schema's first problem in a plain one.
    const problem = validate();
    const violation = campaignRuleViolation(input);
    if (violation) {
      const ruleErrors = ruleFieldErrors(violation, input.intent);
      form.setErrors((schemaErrors) => ({ ...ruleErrors, ...schemaErrors }));
      toast.error(violation.message, violation.title);
      return null;
    }
    if (problem) {
      toast.error(problem);
      return null;
    }
    return input;
  }

  async function save(intent: CampaignIntent) {
    if (isSaving.current) return;
    // Busy from the first click: the buttons show it while the schema loads, and a second submit is ignored.
    isSaving.current = true;
    setPending(intent);
    const previous = form.getValues().status;
    let result: SaveResult | null = null;
    let input: CampaignInput | null = null;
    try {
      input = await checkedInput(intent);
      if (input) {
        form.setFieldValue('status', statusOfIntent(intent));
        result = await onSave(input);
      }
    } finally {
      isSaving.current = false;
      if (isMounted.current) setPending(null);
    }
    if (!input || !result || result.isSaved) return;
    // A failed action leaves the form as it was (B4), the radio included; the fields the server refused are marked:
    // those its 400 names, or the `fields` of the B5 rule it found broken.
    form.setFieldValue('status', previous);
    const { error } = result;
    if (!showServerErrors(error) && error instanceof ApiRequestError) {
      form.setErrors((errors) => ({ ...errors, ...ruleFieldErrors(error, intent) }));
    }
  }

  // The pickers offer only days the server accepts: within a year of today, and at most 31 days apart.
  const dateWindow = campaignDateWindow();
  const isBusy = pending !== null;
  // Smaller buttons on phones; where three still do not fit in a row (Edit at 375 px), the bar wraps.
  const buttonSize = useMatches({ base: 'sm', xs: 'md' });

  return (
    <form
      noValidate
      aria-label="Campaign"
      onSubmit={(e) => {
        e.preventDefault();
        void save(intentOfStatus(form.getValues().status));
      }}
    >
      {/* The form's default button: Enter in a field "clicks" it, and it saves with the radio's choice. */}
      <button type="submit" hidden tabIndex={-1} />
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          Saving a draft needs a campaign name and a total budget. Launching also needs a description, a niche and both
          dates.
        </Text>

        <FormSection title="Campaign Details">
          {/* No maxLength on the texts: the schema's limit is said beside the field rather than text cut off. */}
          <TextInput
            label="Campaign Name"
            withAsterisk
            placeholder="e.g. Summer Launch 2026"
            key={form.key('campaignName')}
            {...form.getInputProps('campaignName')}
          />
          <Textarea
            label="Description"
            autosize
            minRows={3}
            maxRows={10}
            placeholder="What is the campaign about, and what should creators know?"
            key={form.key('campaignDescription')}
            {...form.getInputProps('campaignDescription')}
          />
          <NativeSelect
            label="Niche"
            data={NICHE_OPTIONS}
            key={form.key('campaignNiche')}
            {...form.getInputProps('campaignNiche')}
          />
          <HashtagsInput
            label="Hashtags"
            description={`Press Enter or comma to add a tag. ${HASHTAG_RULE}`}
            placeholder="e.g. SummerStyle"
            listLabel="Added hashtags"
            removeLabel={(tag) => `Remove hashtag ${tag}`}
            maxLength={CAMPAIGN_HASHTAG_MAX_LENGTH}
            rules={HASHTAG_RULES}
            value={hashtags}
            onChange={(tags, tagProblem) => {
              form.setFieldValue('campaignHashtags', tags);
              form.setFieldError('campaignHashtags', tagProblem);
            }}
            error={form.errors.campaignHashtags}
          />
        </FormSection>

        <FormSection title="Campaign Requirements">
          <NumberField
            label="Max Influencers"
            description="Leave empty for Unlimited."
            placeholder="Unlimited"
            min={1}
            max={MAX_INFLUENCERS}
            clampBehavior="strict"
            allowDecimal={false}
            allowNegative={false}
            key={form.key('maxInfluencers')}
            {...form.getInputProps('maxInfluencers')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label="Start Date"
              type="date"
              description="The first day of the campaign."
              min={later(dateWindow.earliest, endDate ? earliestStartDate(endDate) : null)}
              max={earlier(dateWindow.latest, endDate || null)}
              key={form.key('startDate')}
              {...form.getInputProps('startDate')}
            />
            <TextInput
              label="End Date"
              type="date"
              description="At most 31 days after the start date."
              min={later(dateWindow.earliest, startDate || null)}
              max={earlier(dateWindow.latest, startDate ? latestEndDate(startDate) : null)}
              key={form.key('endDate')}
              {...form.getInputProps('endDate')}
            />
          </SimpleGrid>
          <Checkbox.Group label="Content Types" key={form.key('contentTypes')} {...form.getInputProps('contentTypes')}>
            <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="xs" mt="xs">
              {CAMPAIGN_CONTENT_TYPES.map((type) => (
                <Checkbox key={type} value={type} label={type} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <Textarea
            label="Content Guidelines"
            autosize
            minRows={3}
            maxRows={10}
            placeholder="Dos and don'ts, key messages, required mentions..."
            key={form.key('contentGuidelines')}
            {...form.getInputProps('contentGuidelines')}
          />
        </FormSection>

        <FormSection title="Budget & Payments">
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <NumberField
              label="Total Budget"
              description="Whole US dollars."
              withAsterisk
              {...budgetInputProps}
              key={form.key('budget')}
              {...form.getInputProps('budget')}
            />
            <NumberField
              label="Budget per Influencer"
              description="No more than the total budget."
              {...budgetInputProps}
              key={form.key('influencerBudget')}
              {...form.getInputProps('influencerBudget')}
            />
          </SimpleGrid>
          <Title order={3} size="h5" mt="xs">
            Pay terms
          </Title>
          <Text size="sm" c="dimmed">
            How each approved post earns, from the views and engagement we verify. A creator earns at most the budget
            per influencer, and the campaign at most its total budget.
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <NumberField
              label="Per 1,000 views"
              description={`Up to ${formatRate(MAX_RATE_PER_1K_VIEWS_CENTS)}.`}
              {...rateInputProps}
              max={MAX_RATE_PER_1K_VIEWS_CENTS / 100}
              key={form.key('ratePer1kViews')}
              {...form.getInputProps('ratePer1kViews')}
            />
            <NumberField
              label="Per engagement"
              description="Each like, comment or share."
              {...rateInputProps}
              max={MAX_RATE_PER_ENGAGEMENT_CENTS / 100}
              key={form.key('ratePerEngagement')}
              {...form.getInputProps('ratePerEngagement')}
            />
            <NumberField
              label="Per approved post"
              description="A fixed amount on top."
              {...budgetInputProps}
              key={form.key('fixedPerPost')}
              {...form.getInputProps('fixedPerPost')}
            />
          </SimpleGrid>
          <List size="sm" c="dimmed" aria-label="Pay rules">
            {payRulesText().map((rule) => (
              <List.Item key={rule}>{rule}</List.Item>
            ))}
            <List.Item>{contentReviewMessages.autoApproveNote}</List.Item>
          </List>
        </FormSection>

        <CampaignTermsFields form={form} />

        <FormSection title="Campaign Status">
          <Radio.Group
            label="Status"
            description="Save Draft keeps the campaign as a draft; launching makes it live for influencers."
            key={form.key('status')}
            {...form.getInputProps('status')}
          >
            <Group gap="lg" mt="xs">
              <Radio value="draft" label="Draft" />
              <Radio value="live" label="Live" />
            </Group>
          </Radio.Group>
          <Radio.Group label="Visibility" key={form.key('privatePublic')} {...form.getInputProps('privatePublic')}>
            <Group gap="lg" mt="xs">
              <Radio value="Public" label="Public" />
              <Radio value="Private" label="Private" />
            </Group>
          </Radio.Group>
        </FormSection>

        <Paper withBorder shadow="md" radius="lg" className={classes.actionBar}>
          {/* Buttons on the left: toasts appear bottom-right and would cover them there. */}
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Group gap="xs" wrap="wrap" flex={{ base: 1, sm: 'none' }}>
              {cancelTo && (
                <Button
                  component={Link}
                  to={cancelTo}
                  size={buttonSize}
                  variant="subtle"
                  color="gray"
                  px={{ base: 'xs', xs: 'md' }}
                >
                  Cancel
                </Button>
              )}
              <Button
                type="button"
                size={buttonSize}
                variant={status === 'draft' ? 'filled' : 'default'}
                disabled={isBusy}
                flex={{ base: '1 1 auto', sm: 'none' }}
                px={{ base: 'sm', xs: 'lg' }}
                onClick={() => void save('draft')}
              >
                {pending === 'draft' ? 'Saving...' : 'Save Draft'}
              </Button>
              <Button
                type="button"
                size={buttonSize}
                variant={status === 'live' ? 'filled' : 'default'}
                disabled={isBusy}
                flex={{ base: '1 1 auto', sm: 'none' }}
                px={{ base: 'sm', xs: 'lg' }}
                onClick={() => void save('launch')}
              >
                {pending === 'launch' ? 'Launching...' : launchLabel}
              </Button>
            </Group>
            <Text size="sm" c="dimmed" visibleFrom="sm">
              Will be saved as {status === 'live' ? 'Live' : 'Draft'} · {privatePublic}
            </Text>
          </Group>
        </Paper>
      </Stack>
    </form>
  );
}
