// The tax details form (issue 29): W-9 data for US persons, W-8BEN data for everyone else, checked with the server's
// own schema. The tax id is never sent back, so editing asks for it again.
import { Button, Checkbox, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { todayIso } from '@microreach/domain/calendar';
import type { TaxDetails, TaxDetailsInput, TaxDetailsInputSchema } from '@microreach/domain/tax';
import {
  TAX_CLASSIFICATION_LABELS,
  TAX_CLASSIFICATIONS,
  type TaxClassification,
  taxFormFor,
  taxMessages,
} from '@microreach/domain/tax-rules';
import { useEffect } from 'react';
import { useSaveTaxDetails } from '#web/features/creator-earnings/api/creator-earnings';
import { useSchemaForm } from '#web/lib/schema-form';
import { toast } from '#web/lib/toast';
import { countryOptions } from './tax-countries';

export const CERTIFY_LABEL = 'Under penalties of perjury, I certify that the information above is correct.';

interface TaxValues {
  legalName: string;
  businessName: string;
  country: string;
  classification: string;
  taxId: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  region: string;
  postalCode: string;
  dateOfBirth: string;
  certify: boolean;
}

function initialValues(details: TaxDetails | null): TaxValues {
  return {
    legalName: details?.legalName ?? '',
    businessName: details?.businessName ?? '',
    country: details?.country ?? '',
    classification: details?.classification ?? 'individual',
    // Never sent back: typed again on every save.
    taxId: '',
    addressLine1: details?.addressLine1 ?? '',
    addressLine2: details?.addressLine2 ?? '',
    city: details?.city ?? '',
    region: details?.region ?? '',
    postalCode: details?.postalCode ?? '',
    dateOfBirth: details?.dateOfBirth ?? '',
    certify: false,
  };
}

/** The form's schema (and zod) load after the page shows (issue 31). */
const loadTaxDetailsSchema = () => import('@microreach/domain/tax').then((m) => m.TaxDetailsInputSchema);

/** The request from the form: a W-9 sends no date of birth; nothing chosen is sent as nothing, for the schema to word. */
function toInput(values: TaxValues): TaxDetailsInput {
  const isW8 = values.country !== '' && taxFormFor(values.country) === 'W-8BEN';
  return {
    ...values,
    country: values.country as TaxDetailsInput['country'],
    classification: values.classification as TaxClassification,
    dateOfBirth: isW8 ? values.dateOfBirth || null : null,
    certify: values.certify as true,
  };
}

/** The tax id's hint for the form and classification chosen. */
export function taxIdHint(country: string, classification: string): { placeholder: string; description: string } {
  if (country !== '' && taxFormFor(country) === 'W-8BEN') {
    return {
      placeholder: '',
      description: 'Your tax identification number in your country of residence (W-8BEN line 6a).',
    };
  }
  if (classification === 'individual') {
    return {
      placeholder: '123-45-6789',
      description: 'Your Social Security number or ITIN (123-45-6789), or your business’s EIN (12-3456789).',
    };
  }
  return { placeholder: '12-3456789', description: 'Your business’s Employer Identification Number (12-3456789).' };
}

const COUNTRY_PLACEHOLDER = { value: '', label: 'Choose your country', disabled: true };

export function TaxDetailsForm({
  details,
  onDone,
  onCancel,
}: {
  /** The details on file, when editing them. */
  details: TaxDetails | null;
  onDone: () => void;
  onCancel?: () => void;
}) {
  const save = useSaveTaxDetails();
  const { form, validate, ready, schema, showServerErrors } = useSchemaForm<TaxValues, typeof TaxDetailsInputSchema>({
    initialValues: initialValues(details),
    schema: loadTaxDetailsSchema,
    toInput,
  });
  const country = form.useWatchValue('country');
  const classification = form.useWatchValue('classification');
  const isW8 = country !== '' && taxFormFor(country) === 'W-8BEN';
  const hint = taxIdHint(country, classification);

  // Outside the US the form is a W-8BEN, which is for individuals only: the only classification offered.
  useEffect(() => {
    if (isW8 && form.getValues().classification !== 'individual') form.setFieldValue('classification', 'individual');
  }, [isW8, form]);

  const classificationOptions = (isW8 ? (['individual'] as const) : TAX_CLASSIFICATIONS).map((value) => ({
    value,
    label: TAX_CLASSIFICATION_LABELS[value],
  }));

  async function submit() {
    if (save.isPending || !(await ready()) || validate()) return;
    try {
      await save.mutateAsync(schema().parse(toInput(form.getValues())));
    } catch (err) {
      if (!showServerErrors(err)) toast.error(err instanceof Error ? err.message : taxMessages.saveFailed);
      return;
    }
    toast.success(taxMessages.saved.title, taxMessages.saved.message);
    onDone();
  }

  return (
    <form
      noValidate
      aria-label="Tax details form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Legal name"
            description="As shown on your tax return."
            withAsterisk
            autoComplete="name"
            maxLength={120}
            key={form.key('legalName')}
            {...form.getInputProps('legalName')}
          />
          <TextInput
            label="Business name (optional)"
            description="A business or disregarded entity name, if you have one."
            autoComplete="organization"
            maxLength={120}
            key={form.key('businessName')}
            {...form.getInputProps('businessName')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label="Country of residence"
            description={isW8 ? 'Form W-8BEN (not a US person).' : country ? 'Form W-9 (US person).' : undefined}
            withAsterisk
            data={[COUNTRY_PLACEHOLDER, ...countryOptions()]}
            key={form.key('country')}
            {...form.getInputProps('country')}
          />
          <NativeSelect
            label="Tax classification"
            description={isW8 ? 'Outside the US, MicroReach takes tax details from individuals.' : undefined}
            withAsterisk
            data={classificationOptions}
            key={form.key('classification')}
            {...form.getInputProps('classification')}
          />
        </SimpleGrid>
        <TextInput
          label="Tax id"
          description={
            details
              ? `${hint.description} For your security it is never shown again: enter it again to save changes.`
              : hint.description
          }
          placeholder={hint.placeholder}
          withAsterisk
          autoComplete="off"
          spellCheck={false}
          maxLength={30}
          key={form.key('taxId')}
          {...form.getInputProps('taxId')}
        />
        <TextInput
          label="Address"
          withAsterisk
          autoComplete="address-line1"
          maxLength={200}
          key={form.key('addressLine1')}
          {...form.getInputProps('addressLine1')}
        />
        <TextInput
          label="Address line 2 (optional)"
          autoComplete="address-line2"
          maxLength={200}
          key={form.key('addressLine2')}
          {...form.getInputProps('addressLine2')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label="City"
            withAsterisk
            autoComplete="address-level2"
            maxLength={100}
            key={form.key('city')}
            {...form.getInputProps('city')}
          />
          <TextInput
            label="State, province or region (optional)"
            autoComplete="address-level1"
            maxLength={100}
            key={form.key('region')}
            {...form.getInputProps('region')}
          />
          <TextInput
            label="Postal code (optional)"
            autoComplete="postal-code"
            maxLength={20}
            key={form.key('postalCode')}
            {...form.getInputProps('postalCode')}
          />
        </SimpleGrid>
        {isW8 && (
          <TextInput
            label="Date of birth"
            description="The W-8BEN asks for it."
            type="date"
            withAsterisk
            autoComplete="bday"
            max={todayIso()}
            key={form.key('dateOfBirth')}
            {...form.getInputProps('dateOfBirth')}
          />
        )}
        <Checkbox
          label={CERTIFY_LABEL}
          key={form.key('certify')}
          {...form.getInputProps('certify', { type: 'checkbox' })}
        />
        <Text size="xs" c="dimmed">
          Your tax id is encrypted when it is stored; MicroReach shows only its last four characters.
        </Text>
        <Group justify="flex-end" gap="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={save.isPending}>
              Cancel
            </Button>
          )}
          <Button type="submit" color="pink" loading={save.isPending}>
            Save tax details
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
