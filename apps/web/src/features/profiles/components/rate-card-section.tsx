// The creator's Rate card (issue 30) on their profile settings page: one money input per kind of post, each optional,
// checked with the schema the server checks the card with, and saved on its own (its own form and button; the profile
// form's Save Changes does not send it).
import { Button, Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { creatorProfileMessages } from '@microreach/domain/messages';
import type { RateCardEntry } from '@microreach/domain/rate-card';
import {
  RATE_CARD_FORMAT_LABELS,
  RATE_CARD_FORMATS,
  RATE_MAX_CENTS,
  rateCardMessages,
} from '@microreach/domain/rate-card-rules';
import { useRef } from 'react';
import { useSaveRateCard } from '#web/features/profiles/api/profiles';
import { ApiRequestError } from '#web/lib/api';
import { toast } from '#web/lib/toast';
import { FormSection } from './profile-settings-page';
import {
  issuesByFormat,
  type RateCardFormValues,
  rateCardErrors,
  rateCardFormValues,
  toRateCardInput,
} from './rate-card-form-values';

/** Dollars and cents; the schema says what is too small, too large or not whole cents. */
const moneyInputProps = {
  prefix: '$',
  placeholder: 'Not offered',
  thousandSeparator: ',',
  decimalScale: 2,
  fixedDecimalScale: true,
  allowNegative: false,
  // Room for one digit past the top, so a rate too high is said rather than cut.
  max: (RATE_MAX_CENTS / 100) * 10,
  clampBehavior: 'none',
  hideControls: true,
  inputMode: 'decimal',
  autoComplete: 'off',
} as const;

export function RateCardSection({ rates }: { rates: readonly RateCardEntry[] }) {
  const save = useSaveRateCard();
  const form = useForm<RateCardFormValues>({
    mode: 'uncontrolled',
    initialValues: rateCardFormValues(rates),
    validate: rateCardErrors,
  });
  // Guards against a second submit (Enter) before the loading button has rendered.
  const isSaving = useRef(false);

  async function submit(values: RateCardFormValues) {
    if (isSaving.current) return;
    isSaving.current = true;
    const input = toRateCardInput(values);
    try {
      const saved = await save.mutateAsync(input);
      const shown = rateCardFormValues(saved.rates);
      form.setValues(shown);
      form.setInitialValues(shown);
      form.resetDirty(shown);
      toast.success(rateCardMessages.saved);
    } catch (err) {
      if (err instanceof ApiRequestError && err.status === 401) {
        const { title, message } = creatorProfileMessages.signInToSave;
        toast.error(message, title);
        return;
      }
      const reason = err instanceof ApiRequestError && err.code !== 'INTERNAL_ERROR' ? err.message : undefined;
      toast.error(rateCardMessages.saveFailed(reason));
      if (err instanceof ApiRequestError && err.issues) {
        form.setErrors(issuesByFormat(input, err.issues));
      }
    } finally {
      isSaving.current = false;
    }
  }

  return (
    <FormSection title="Rate card">
      <form
        noValidate
        aria-label="Rate card"
        onSubmit={form.onSubmit(submit, (errors) => {
          const first = RATE_CARD_FORMATS.map((f) => errors[f]).find(Boolean);
          toast.error(rateCardMessages.saveFailed(typeof first === 'string' ? first : undefined));
        })}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            What you usually charge per post. Businesses see it on your profile, in Find Influencers and when you apply.
            Leave a kind of post empty if you do not offer it. The rate card is saved with its own button.
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            {RATE_CARD_FORMATS.map((format) => (
              <NumberInput
                key={form.key(format)}
                label={RATE_CARD_FORMAT_LABELS[format]}
                {...moneyInputProps}
                {...form.getInputProps(format)}
              />
            ))}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              Save rate card
            </Button>
          </Group>
        </Stack>
      </form>
    </FormSection>
  );
}
