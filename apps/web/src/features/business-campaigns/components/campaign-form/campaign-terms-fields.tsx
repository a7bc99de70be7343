// The campaign form's Terms section (issue 29): usage rights (with the paid-ads days), exclusivity, posts per creator,
// platforms, the revision limit and disclosure, and what creators will read, in plain words, as it is chosen.
import {
  Checkbox,
  Group,
  Loader,
  NativeSelect,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import {
  MAX_REVISION_LIMIT,
  MAX_TERMS_DAYS,
  MIN_TERMS_DAYS,
  USAGE_RIGHTS,
  USAGE_RIGHTS_LABELS,
} from '@microreach/domain/campaign-terms-rules';
import { CONTENT_SLOTS_PER_CAMPAIGN } from '@microreach/domain/constants';
import { PLATFORM_LABELS, PLATFORMS } from '@microreach/domain/statuses';
import { useEffect, useState } from 'react';
import { NumberField } from '#web/components/number-field';
import { TermsLines } from '#web/components/terms-lines';
import { importOrReload } from '#web/lib/chunk-reload';
import type { SchemaForm } from '#web/lib/schema-form';
import type { CampaignFormValues } from './campaign-form-values';
import { toCampaignTerms } from './campaign-form-values';
import { FormSection } from './form-section';

const USAGE_OPTIONS = USAGE_RIGHTS.map((value) => ({ value, label: USAGE_RIGHTS_LABELS[value] }));
const POSTS_OPTIONS = Array.from({ length: CONTENT_SLOTS_PER_CAMPAIGN }, (_, i) => String(i + 1));

/** Whole days from a day to a year, as the schema takes them. */
const daysInputProps = {
  min: MIN_TERMS_DAYS,
  max: MAX_TERMS_DAYS,
  clampBehavior: 'strict',
  allowDecimal: false,
  allowNegative: false,
  autoComplete: 'off',
} as const;

export function CampaignTermsFields({ form }: { form: SchemaForm<CampaignFormValues>['form'] }) {
  // Only this section renders again as its choices change: the paid-ads and exclusivity days show when they apply,
  // and the preview follows every field.
  const usageRights = form.useWatchValue('usageRights');
  const exclusivity = form.useWatchValue('exclusivity');
  const preview = useTermsPreview(form);

  return (
    <FormSection title="Terms">
      <Text size="sm" c="dimmed">
        What each creator agrees to when joining. Once anyone takes part, the terms can change only in the creators’
        favour.
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <NativeSelect
          label="Usage rights"
          description="A perpetual licence is shown to creators with a warning."
          data={USAGE_OPTIONS}
          key={form.key('usageRights')}
          {...form.getInputProps('usageRights')}
        />
        {usageRights === 'paid_ads' && (
          <NumberField
            label="Paid ads period (days)"
            description={`From ${MIN_TERMS_DAYS} to ${MAX_TERMS_DAYS} days after posting.`}
            placeholder="e.g. 30"
            {...daysInputProps}
            key={form.key('paidAdsDays')}
            {...form.getInputProps('paidAdsDays')}
          />
        )}
      </SimpleGrid>
      <Radio.Group
        label="Exclusivity"
        description="Whether creators may work for a competing brand in the campaign’s niche after posting."
        key={form.key('exclusivity')}
        {...form.getInputProps('exclusivity')}
      >
        <Group gap="lg" mt="xs">
          <Radio value="none" label="None" />
          <Radio value="days" label="No competing brand for a number of days" />
        </Group>
      </Radio.Group>
      {exclusivity === 'days' && (
        <NumberField
          label="Exclusivity period (days)"
          description={`From ${MIN_TERMS_DAYS} to ${MAX_TERMS_DAYS} days after posting.`}
          placeholder="e.g. 14"
          maw={{ xs: 'calc(50% - var(--mantine-spacing-md) / 2)' }}
          {...daysInputProps}
          key={form.key('exclusivityDays')}
          {...form.getInputProps('exclusivityDays')}
        />
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <NativeSelect
          label="Posts per creator"
          data={POSTS_OPTIONS}
          key={form.key('postsPerCreator')}
          {...form.getInputProps('postsPerCreator')}
        />
        <NumberField
          label="Revision limit"
          description={`Fix requests per post, 0 to ${MAX_REVISION_LIMIT}.`}
          min={0}
          max={MAX_REVISION_LIMIT}
          clampBehavior="strict"
          allowDecimal={false}
          allowNegative={false}
          autoComplete="off"
          key={form.key('revisionLimit')}
          {...form.getInputProps('revisionLimit')}
        />
      </SimpleGrid>
      <Checkbox.Group
        label="Platforms"
        description="Where the posts may go up."
        key={form.key('platforms')}
        {...form.getInputProps('platforms')}
      >
        <Group gap="lg" mt="xs">
          {PLATFORMS.map((platform) => (
            <Checkbox key={platform} value={platform} label={PLATFORM_LABELS[platform]} />
          ))}
        </Group>
      </Checkbox.Group>
      <Switch
        label="Disclosure required"
        description="Each post must say it is sponsored: #ad, #sponsored, #paidpartnership or the platform’s paid-partnership label."
        key={form.key('disclosureRequired')}
        {...form.getInputProps('disclosureRequired', { type: 'checkbox' })}
      />
      <Paper bg="gray.0" radius="md" p="md">
        <Stack gap="xs">
          <Title order={3} size="h5">
            What creators will read
          </Title>
          {preview === 'loading' ? (
            <Group gap="xs">
              <Loader size="xs" />
              <Text size="sm" c="dimmed">
                Preparing the preview…
              </Text>
            </Group>
          ) : preview === 'failed' ? (
            <Text size="sm" c="dimmed">
              The preview could not load. Reload the page to see it.
            </Text>
          ) : preview ? (
            <TermsLines lines={preview} label="Terms preview" />
          ) : (
            <Text size="sm" c="dimmed">
              Complete the terms above to see them in plain words.
            </Text>
          )}
        </Stack>
      </Paper>
    </FormSection>
  );
}

type TermsModule = typeof import('@microreach/domain/campaign-terms');

/**
 * The terms module (its schema, with zod, and describeTerms), loaded once the form shows, so the page's first download
 * carries neither (issue 31); null until then.
 */
function useTermsModule(): TermsModule | 'failed' | null {
  const [module, setModule] = useState<TermsModule | 'failed' | null>(null);
  useEffect(() => {
    let isCurrent = true;
    importOrReload(() => import('@microreach/domain/campaign-terms')).then(
      (loaded) => {
        if (isCurrent) setModule(loaded);
      },
      () => {
        if (isCurrent) setModule('failed');
      },
    );
    return () => {
      isCurrent = false;
    };
  }, []);
  return module;
}

/**
 * The terms in plain words as chosen so far, null while a field is not valid yet, 'loading' while the terms module
 * loads, or 'failed' if it could not.
 */
function useTermsPreview(form: SchemaForm<CampaignFormValues>['form']) {
  const terms = useTermsModule();
  const values = {
    usageRights: form.useWatchValue('usageRights'),
    paidAdsDays: form.useWatchValue('paidAdsDays'),
    exclusivity: form.useWatchValue('exclusivity'),
    exclusivityDays: form.useWatchValue('exclusivityDays'),
    postsPerCreator: form.useWatchValue('postsPerCreator'),
    platforms: form.useWatchValue('platforms'),
    revisionLimit: form.useWatchValue('revisionLimit'),
    disclosureRequired: form.useWatchValue('disclosureRequired'),
  };
  const contentTypes = form.useWatchValue('contentTypes');
  const campaignNiche = form.useWatchValue('campaignNiche');
  if (terms === null || terms === 'failed') return terms === null ? 'loading' : 'failed';
  const parsed = terms.CampaignTermsSchema.safeParse(toCampaignTerms({ ...form.getValues(), ...values }));
  return parsed.success
    ? terms.describeTerms(parsed.data, { contentTypes, campaignNiche: campaignNiche || null })
    : null;
}
