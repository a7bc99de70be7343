// /smb-profile-settings (B2 "Business Profile Settings", B7): the business's own profile in four sections and a
// sticky bar with Preview Public Profile and Save Changes. Images are saved as soon as they are chosen; Save sends
// every other field, checked first with the schema the server checks it with.
import {
  Badge,
  Box,
  Button,
  Chip,
  Container,
  Flex,
  Group,
  Input,
  Loader,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  useMatches,
} from '@mantine/core';
import { businessProfileMessages } from '@microreach/domain/messages';
import {
  BUDGET_RANGES,
  BUSINESS_CONTENT_TYPES,
  BUSINESS_INDUSTRIES,
  INFLUENCER_NICHES,
  optionLabel,
  PREFERRED_CONTENT_TYPES,
  TARGET_AUDIENCES,
} from '@microreach/domain/options';
import { paths } from '@microreach/domain/paths';
import { BusinessProfileInputSchema, type Profile, type PublicProfile } from '@microreach/domain/profile';
import { IconEye } from '@tabler/icons-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '#web/components/load-error';
import { PageHeader } from '#web/components/page-header';
import { useOwnProfile, useUpdateProfile } from '#web/features/profiles/api/profile';
import { ApiRequestError } from '#web/lib/api';
import { useSchemaForm } from '#web/lib/schema-form';
import { toast } from '#web/lib/toast';
import { useErrorToast } from '#web/lib/use-error-toast';
import { previewBusinessProfile, profileToFormValues, toBusinessProfileInput } from './business-profile-form-values';
import classes from './business-profile-settings-page.module.css';
import { ImageUploadField } from './image-upload-field';
import { PortfolioField } from './portfolio-field';
import { ProfilePreviewDialog } from './profile-preview-dialog';

const INDUSTRY_OPTIONS = [
  { value: '', label: 'Select an industry' },
  ...BUSINESS_INDUSTRIES.map((value) => ({ value, label: optionLabel(value) })),
];
const BUDGET_OPTIONS = [
  { value: '', label: 'Select a budget range' },
  ...BUDGET_RANGES.map((value) => ({ value, label: optionLabel(value) })),
];
const AUDIENCE_OPTIONS = [{ value: '', label: 'Select a target audience' }, ...TARGET_AUDIENCES];
const NICHE_OPTIONS = INFLUENCER_NICHES.map((value) => ({ value, label: value }));
// B3: the settings page shows the stored content types with its own words, entry for entry.
const CONTENT_TYPE_OPTIONS = PREFERRED_CONTENT_TYPES.map((value, i) => ({ value, label: BUSINESS_CONTENT_TYPES[i]! }));

export function BusinessProfileSettingsPage() {
  const profile = useOwnProfile();
  useErrorToast(profile, (err) =>
    err instanceof ApiRequestError && err.status === 401
      ? businessProfileMessages.signInToView
      : { message: businessProfileMessages.loadFailed },
  );

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <PageHeader
        title="Business Profile Settings"
        subtitle="How your business appears to creators, and what you look for in a campaign"
      />
      {profile.data ? (
        // Later answers (an image saved, the profile saved) update the images; the form keeps what is being typed.
        <BusinessProfileForm key={profile.data.id} profile={profile.data} />
      ) : profile.isError ? (
        <LoadError
          title={businessProfileMessages.loadFailed}
          onRetry={() => void profile.refetch()}
          isRetrying={profile.isFetching}
        />
      ) : (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>Loading profile...</Text>
        </Group>
      )}
    </Container>
  );
}

function BusinessProfileForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const { form, validate, showServerErrors } = useSchemaForm({
    schema: BusinessProfileInputSchema,
    initialValues: profileToFormValues(profile),
    toInput: toBusinessProfileInput,
  });
  const [preview, setPreview] = useState<PublicProfile | null>(null);
  // Guards against a second submit (Enter) before the disabled button has rendered.
  const isSaving = useRef(false);
  const buttonSize = useMatches({ base: 'sm', xs: 'md' });

  async function save() {
    if (isSaving.current) return;
    // The schema marks each field it refuses; the first problem is said in the toast, and nothing is sent.
    const problem = validate();
    if (problem) {
      toast.error(businessProfileMessages.saveFailed(problem));
      return;
    }
    isSaving.current = true;
    try {
      const saved = await update.mutateAsync(toBusinessProfileInput(form.getValues()));
      // The form now shows what was stored (a handle without its '@', trimmed texts) and counts as unchanged.
      const values = profileToFormValues(saved);
      form.setValues(values);
      form.setInitialValues(values);
      form.resetDirty(values);
      toast.success(businessProfileMessages.saved.title, businessProfileMessages.saved.message);
    } catch (err) {
      if (err instanceof ApiRequestError && err.status === 401) {
        const { title, message } = businessProfileMessages.signInToSave;
        toast.error(message, title);
        return;
      }
      toast.error(businessProfileMessages.saveFailed(err instanceof Error ? err.message : undefined));
      markServerFields(err);
    } finally {
      isSaving.current = false;
    }
  }

  /** The fields a refused save names: a 400's `issues`, or the `fields` of FIELD_NOT_IN_ROLE / VALIDATION_ERROR. */
  function markServerFields(err: unknown) {
    if (showServerErrors(err) || !(err instanceof ApiRequestError)) return;
    const values = form.getValues();
    const errors: Record<string, string> = {};
    for (const field of err.fields ?? []) if (field in values) errors[field] = err.message;
    if (Object.keys(errors).length > 0) form.setErrors((previous) => ({ ...previous, ...errors }));
  }

  return (
    <form
      noValidate
      aria-label="Business profile"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Stack gap="lg">
        <FormSection title="Business Information">
          <Text size="sm" c="dimmed">
            Images are saved as soon as you upload them; everything else is saved with Save Changes.
          </Text>
          <Flex direction={{ base: 'column', sm: 'row' }} gap="lg">
            <ImageUploadField kind="logo" image={profile.avatar} accountRole="SMB" />
            <Box flex={1}>
              <ImageUploadField kind="banner" image={profile.banner} accountRole="SMB" />
            </Box>
          </Flex>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput label="Name" autoComplete="name" key={form.key('name')} {...form.getInputProps('name')} />
            <TextInput
              label="Company Name"
              autoComplete="organization"
              key={form.key('companyName')}
              {...form.getInputProps('companyName')}
            />
          </SimpleGrid>
          <Textarea
            label="Business Bio"
            placeholder="What your business does, and what creators can expect working with you."
            autosize
            minRows={3}
            maxRows={10}
            key={form.key('businessBio')}
            {...form.getInputProps('businessBio')}
          />
          <NativeSelect
            label="Preferred Industry"
            data={INDUSTRY_OPTIONS}
            key={form.key('preferredIndustry')}
            {...form.getInputProps('preferredIndustry')}
          />
          <PortfolioField images={profile.portfolio} accountRole="SMB" />
        </FormSection>

        <FormSection title="Contact Information">
          <TextInput
            label="Business Email"
            value={profile.email}
            readOnly
            description="Your sign-in email. It cannot be changed here."
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label="Phone Number"
              type="tel"
              autoComplete="tel"
              placeholder="+1 555 123 4567"
              key={form.key('phoneNumber')}
              {...form.getInputProps('phoneNumber')}
            />
            <TextInput
              label="Location"
              placeholder="City, Country"
              key={form.key('location')}
              {...form.getInputProps('location')}
            />
          </SimpleGrid>
          <TextInput
            label="Website"
            type="url"
            autoComplete="url"
            placeholder="https://yourbusiness.com"
            key={form.key('websitePortfolio')}
            {...form.getInputProps('websitePortfolio')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label="Instagram"
              placeholder="@yourbusiness"
              key={form.key('instagram')}
              {...form.getInputProps('instagram')}
            />
            <TextInput
              label="TikTok"
              placeholder="@yourbusiness"
              key={form.key('tiktok')}
              {...form.getInputProps('tiktok')}
            />
          </SimpleGrid>
        </FormSection>

        <FormSection title="Campaign Preferences">
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <NativeSelect
              label="Campaign Budget"
              data={BUDGET_OPTIONS}
              key={form.key('campaignBudget')}
              {...form.getInputProps('campaignBudget')}
            />
            <NativeSelect
              label="Target Audience"
              data={AUDIENCE_OPTIONS}
              key={form.key('targetAudience')}
              {...form.getInputProps('targetAudience')}
            />
          </SimpleGrid>
          <ChipsField
            label="Content Niches"
            options={NICHE_OPTIONS}
            key={form.key('contentNiches')}
            {...form.getInputProps('contentNiches')}
          />
          <ChipsField
            label="Preferred Content Types"
            options={CONTENT_TYPE_OPTIONS}
            key={form.key('preferredContentTypes')}
            {...form.getInputProps('preferredContentTypes')}
          />
        </FormSection>

        <FormSection title="Payment Setup">
          <Group gap="xs">
            <Text fw={500}>Payment account</Text>
            <Badge color="gray" variant="light">
              Not connected
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            Payments are not connected yet. Funding campaigns and paying creators arrive with MicroReach payments; until
            then nothing is charged or paid out.
          </Text>
          <div>
            <Button component={Link} to={paths.smbPayments} variant="default">
              Go to Payments
            </Button>
          </div>
        </FormSection>

        <Paper withBorder shadow="md" radius="lg" className={classes.actionBar}>
          {/* On a phone the two buttons share the row, or take one row each where they do not fit. */}
          <Group justify="space-between" gap="xs">
            <Button
              type="button"
              size={buttonSize}
              variant="default"
              flex={{ base: '1 1 auto', sm: 'none' }}
              leftSection={<IconEye size={16} aria-hidden />}
              onClick={() => setPreview(previewBusinessProfile(profile, form.getValues()))}
            >
              Preview Public Profile
            </Button>
            <Button
              type="submit"
              size={buttonSize}
              flex={{ base: '1 1 auto', sm: 'none' }}
              px={{ base: 'sm', xs: 'lg' }}
              loading={update.isPending}
            >
              Save Changes
            </Button>
          </Group>
        </Paper>
      </Stack>
      {preview && (
        <ProfilePreviewDialog
          opened
          onClose={() => setPreview(null)}
          profile={preview}
          title="Public Profile Preview"
        />
      )}
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

/** A multiple choice from a list, as toggle chips (each a checkbox), labelled as one group with its error below. */
function ChipsField({
  label,
  options,
  defaultValue,
  value,
  onChange,
  error,
}: {
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  defaultValue?: string[];
  value?: string[];
  onChange: (value: string[]) => void;
  error?: ReactNode;
}) {
  const id = useId();
  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      labelProps={{ id: `${id}-label` }}
      error={error}
      errorProps={{ id: `${id}-error` }}
    >
      <Group
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={error ? true : undefined}
        gap="xs"
        mt={6}
      >
        <Chip.Group multiple defaultValue={defaultValue} value={value} onChange={onChange}>
          {options.map((option) => (
            <Chip key={option.value} value={option.value} size="sm" variant="outline">
              {option.label}
            </Chip>
          ))}
        </Chip.Group>
      </Group>
    </Input.Wrapper>
  );
}
