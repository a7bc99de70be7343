// The creator's Rate card (issue 30) on their profile settings page: one money input per kind of post, each optional,
// checked with the schema the server checks the card with, and saved on its own (its own form and button; the profile
// form's Save Changes does not send it). The schema loads once the section shows (issue 31): a save waits for it.
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { creatorProfileMessages, FORM_LOAD_FAILED } from '@microreach/domain/messages';
import type { RateCardEntry } from '@microreach/domain/rate-card';
import {
  RATE_CARD_FORMAT_LABELS,
  RATE_CARD_FORMATS,
  RATE_MAX_CENTS,
  rateCardMessages,
} from '@microreach/domain/rate-card-rules';
import { useEffect, useRef, useState } from 'react';
import { NumberField } from '#web/components/number-field';
import { useSaveRateCard } from '#web/features/profiles/api/profiles';
import { ApiRequestError } from '#web/lib/api';
import { toast } from '#web/lib/toast';
import { useIsMounted } from '#web/lib/use-is-mounted';
import { FormSection } from './profile-settings-page';
import {
  issuesByFormat,
  loadRateCardSchema,
  type RateCardFormValues,
  type RateCardSchema,
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
  inputMode: 'decimal',
  autoComplete: 'off',
} as const;

export function RateCardSection({ rates }: { rates: readonly RateCardEntry[] }) {
  const save = useSaveRateCard();
  // The card's schema, once loaded; the form is checked with it only after a save has awaited it.
  const schema = useRef<RateCardSchema | null>(null);
  const form = useForm<RateCardFormValues>({
    mode: 'uncontrolled',
    initialValues: rateCardFormValues(rates),
    validate: (values) => {
      if (!schema.current) throw new Error('The rate card schema is not loaded yet.');
      return rateCardErrors(schema.current, values);
    },
  });
  // Guards against a second submit (Enter) before the loading button has rendered.
  const isSaving = useRef(false);
  // Busy from the first click: the button shows it while the schema loads, and a second submit is ignored.
  const [isBusy, setIsBusy] = useState(false);
  // A save that waited for the schema sends nothing once the section is gone (another page).
  const isMounted = useIsMounted();
  useEffect(() => {
    loadRateCardSchema().then(
      (loaded) => {
        schema.current = loaded;
      },
      () => undefined, // said when a save needs it
    );
  }, []);

  async function submit() {
    if (isSaving.current) return;
    isSaving.current = true;
    setIsBusy(true);
    try {
      const values = await checkedValues();
      if (values) await send(values);
    } finally {
      isSaving.current = false;
      if (isMounted.current) setIsBusy(false);
    }
  }

  /** The values once the schema has loaded and passes them; otherwise null, its problems beside their inputs. */
  async function checkedValues(): Promise<RateCardFormValues | null> {
    try {
      schema.current = await loadRateCardSchema();
    } catch {
      toast.error(FORM_LOAD_FAILED);
      return null;
    }
    if (!isMounted.current) return null;
    const { hasErrors, errors } = form.validate();
    if (!hasErrors) return form.getValues();
    const first = RATE_CARD_FORMATS.map((f) => errors[f]).find(Boolean);
    toast.error(rateCardMessages.saveFailed(typeof first === 'string' ? first : undefined));
    return null;
  }

  async function send(values: RateCardFormValues) {
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
    }
  }

  return (
    <FormSection title="Rate card">
      <form
        noValidate
        aria-label="Rate card"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            What you usually charge per post. Businesses see it on your profile, in Find Influencers and when you apply.
            Leave a kind of post empty if you do not offer it. The rate card is saved with its own button.
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            {RATE_CARD_FORMATS.map((format) => (
              <NumberField
                key={form.key(format)}
                label={RATE_CARD_FORMAT_LABELS[format]}
                {...moneyInputProps}
                {...form.getInputProps(format)}
              />
            ))}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={isBusy}>
              Save rate card
            </Button>
          </Group>
        </Stack>
      </form>
    </FormSection>
  );
}
