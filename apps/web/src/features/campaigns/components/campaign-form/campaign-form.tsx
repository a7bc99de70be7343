// The create/edit campaign form (B2 "Create New Campaign", "Edit Campaign"; B5): four sections and a floating
// action bar. The Campaign Status radio and the buttons are one control: a button sets the radio to the status
// it saves, and submitting with Enter saves with the radio's choice.
import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  NumberInput,
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
import {
  CAMPAIGN_CONTENT_TYPES,
  CAMPAIGN_NICHES,
  type CampaignInput,
  CampaignInputSchema,
  type CampaignIntent,
  campaignDateWindow,
  campaignRuleViolation,
  GENERIC_ERROR,
  latestEndDate,
} from '@microreach/domain';
import { type ReactNode, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../../lib/toast';
import { BudgetInput } from './budget-input';
import classes from './campaign-form.module.css';
import {
  type CampaignContentType,
  type CampaignFormValues,
  type CampaignNiche,
  earliestStartDate,
  intentOfStatus,
  type StatusChoice,
  statusOfIntent,
  toCampaignInput,
} from './campaign-form-values';
import { HashtagInput } from './hashtag-input';

export interface CampaignFormProps {
  initialValues: CampaignFormValues;
  /** 'Launch' on create, 'Update & Launch' on edit. */
  launchLabel: string;
  /** Where Cancel leads; without it there is no Cancel button. */
  cancelTo?: string;
  /** Sends a valid input and shows its own toasts; resolves true when the campaign was saved. */
  onSave: (input: CampaignInput) => Promise<boolean>;
}

const NICHE_OPTIONS = [{ value: '', label: 'Select a niche' }, ...CAMPAIGN_NICHES];

/** The later / earlier of two yyyy-mm-dd days (null: no bound), for the date pickers' min and max. */
const later = (a: string, b: string | null) => (b !== null && b > a ? b : a);
const earlier = (a: string, b: string | null) => (b !== null && b < a ? b : a);

export function CampaignForm({ initialValues, launchLabel, cancelTo, onSave }: CampaignFormProps) {
  const [values, setValues] = useState(initialValues);
  const [pending, setPending] = useState<CampaignIntent | null>(null);
  // Guards against a second submit (Enter) before the disabled buttons have rendered.
  const isSaving = useRef(false);

  const set = <K extends keyof CampaignFormValues>(key: K, value: CampaignFormValues[K]) =>
    setValues((prev) => ({ ...prev, [key]: value }));

  async function save(intent: CampaignIntent) {
    if (isSaving.current) return;
    const input = toCampaignInput(values, intent);
    // Typing a date can bypass the pickers' limits, so the rules run again here (and once more on the server).
    const violation = campaignRuleViolation(input);
    if (violation) {
      toast.error(violation.message, violation.title);
      return;
    }
    const parsed = CampaignInputSchema.safeParse(input);
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message ?? GENERIC_ERROR);
      return;
    }
    const previous = values.status;
    set('status', statusOfIntent(intent));
    isSaving.current = true;
    setPending(intent);
    let isSaved = false;
    try {
      isSaved = await onSave(parsed.data);
    } finally {
      isSaving.current = false;
      setPending(null);
    }
    // A failed action leaves the form as it was (B4), the radio included.
    if (!isSaved) set('status', previous);
  }

  const { startDate, endDate } = values;
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
        void save(intentOfStatus(values.status));
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
          <TextInput
            label="Campaign Name"
            withAsterisk
            maxLength={120}
            placeholder="e.g. Summer Launch 2026"
            value={values.campaignName}
            onChange={(e) => set('campaignName', e.currentTarget.value)}
          />
          <Textarea
            label="Description"
            autosize
            minRows={3}
            maxRows={10}
            maxLength={5000}
            placeholder="What is the campaign about, and what should creators know?"
            value={values.campaignDescription}
            onChange={(e) => set('campaignDescription', e.currentTarget.value)}
          />
          <NativeSelect
            label="Niche"
            data={NICHE_OPTIONS}
            value={values.campaignNiche}
            onChange={(e) => set('campaignNiche', e.currentTarget.value as CampaignNiche | '')}
          />
          <HashtagInput value={values.campaignHashtags} onChange={(tags) => set('campaignHashtags', tags)} />
        </FormSection>

        <FormSection title="Campaign Requirements">
          <NumberInput
            label="Max Influencers"
            description="Leave empty for Unlimited."
            placeholder="Unlimited"
            min={1}
            max={10_000}
            clampBehavior="strict"
            allowDecimal={false}
            allowNegative={false}
            value={values.maxInfluencers}
            onChange={(v) => set('maxInfluencers', typeof v === 'number' ? v : '')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label="Start Date"
              type="date"
              description="The first day of the campaign."
              min={later(dateWindow.earliest, endDate ? earliestStartDate(endDate) : null)}
              max={earlier(dateWindow.latest, endDate || null)}
              value={startDate}
              onChange={(e) => set('startDate', e.currentTarget.value)}
            />
            <TextInput
              label="End Date"
              type="date"
              description="At most 31 days after the start date."
              min={later(dateWindow.earliest, startDate || null)}
              max={earlier(dateWindow.latest, startDate ? latestEndDate(startDate) : null)}
              value={endDate}
              onChange={(e) => set('endDate', e.currentTarget.value)}
            />
          </SimpleGrid>
          <Checkbox.Group
            label="Content Types"
            value={values.contentTypes}
            onChange={(v) => set('contentTypes', v as CampaignContentType[])}
          >
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
            maxLength={5000}
            placeholder="Dos and don'ts, key messages, required mentions..."
            value={values.contentGuidelines}
            onChange={(e) => set('contentGuidelines', e.currentTarget.value)}
          />
        </FormSection>

        <FormSection title="Budget & Payments">
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <BudgetInput
              label="Total Budget"
              description="Whole US dollars."
              withAsterisk
              value={values.budget}
              onChange={(v) => set('budget', v)}
            />
            <BudgetInput
              label="Budget per Influencer"
              description="No more than the total budget."
              value={values.influencerBudget}
              onChange={(v) => set('influencerBudget', v)}
            />
          </SimpleGrid>
        </FormSection>

        <FormSection title="Campaign Status">
          <Radio.Group
            label="Status"
            description="Save Draft keeps the campaign as a draft; launching makes it live for influencers."
            value={values.status}
            onChange={(v) => set('status', v as StatusChoice)}
          >
            <Group gap="lg" mt="xs">
              <Radio value="draft" label="Draft" />
              <Radio value="live" label="Live" />
            </Group>
          </Radio.Group>
          <Radio.Group
            label="Visibility"
            value={values.privatePublic}
            onChange={(v) => set('privatePublic', v as CampaignFormValues['privatePublic'])}
          >
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
                variant={values.status === 'draft' ? 'filled' : 'default'}
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
                variant={values.status === 'live' ? 'filled' : 'default'}
                disabled={isBusy}
                flex={{ base: '1 1 auto', sm: 'none' }}
                px={{ base: 'sm', xs: 'lg' }}
                onClick={() => void save('launch')}
              >
                {pending === 'launch' ? 'Launching...' : launchLabel}
              </Button>
            </Group>
            <Text size="sm" c="dimmed" visibleFrom="sm">
              Will be saved as {values.status === 'live' ? 'Live' : 'Draft'} · {values.privatePublic}
            </Text>
          </Group>
        </Paper>
      </Stack>
    </form>
  );
}

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} id={headingId} fz="lg" mb="md">
        {title}
      </Title>
      <Stack gap="md">{children}</Stack>
    </Paper>
  );
}
