// /smb-profile-settings (B2 "Business Profile Settings", B7): the business's own profile in four sections and a
// sticky bar with Preview Public Profile and Save Changes. Images are saved as soon as they are chosen; Save sends
// every other field, checked first with the schema the server checks it with.
import {
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  NativeSelect,
  SimpleGrid,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { businessProfileMessages } from '@microreach/domain/messages';
import { TEST_MODE_BANNER } from '@microreach/domain/money';
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
import { BusinessProfileInputSchema, type Profile } from '@microreach/domain/profile';
import { Link } from 'react-router';
import { useBusinessPayments } from '#web/features/payments/api/payments';
import { profileToFormValues, toBusinessProfileInput } from './business-profile-form-values';
import { ChipsField } from './chips-field';
import { PortfolioField } from './portfolio-field';
import {
  FormSection,
  ProfileImageFields,
  ProfileSettingsForm,
  ProfileSettingsPage,
  useProfileSettingsForm,
} from './profile-settings-page';

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
  return (
    <ProfileSettingsPage
      title="Business Profile Settings"
      subtitle="How your business appears to creators, and what you look for in a campaign"
      messages={businessProfileMessages}
      form={BusinessProfileForm}
    />
  );
}

function BusinessProfileForm({ profile }: { profile: Profile }) {
  const settings = useProfileSettingsForm({
    profile,
    schema: BusinessProfileInputSchema,
    toFormValues: profileToFormValues,
    toInput: toBusinessProfileInput,
    messages: businessProfileMessages,
  });
  const { form } = settings;

  return (
    <ProfileSettingsForm
      label="Business profile"
      settings={settings}
      previewLabel="Preview Public Profile"
      previewTitle="Public Profile Preview"
      canActionsWrap
    >
      <FormSection title="Business Information">
        <ProfileImageFields profile={profile} accountRole="SMB" />
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
        <PaymentSetup />
      </FormSection>
    </ProfileSettingsForm>
  );
}

/**
 * B2 Payment Setup, made real (issue 13): which payment provider moves the money, and whether this business's payment
 * account is connected (it has paid through that provider). 'Connected' and its message only when it is.
 */
function PaymentSetup() {
  const payments = useBusinessPayments();
  if (payments.isPending) return <Loader size="sm" role="status" aria-label="Loading payment setup" />;
  if (payments.isError) {
    return (
      <Text size="sm" c="dimmed">
        The payment setup could not be loaded.{' '}
        <Anchor component="button" type="button" onClick={() => payments.refetch()}>
          Retry
        </Anchor>
      </Text>
    );
  }
  const { testMode, paymentAccountConnected } = payments.data;
  return (
    <>
      <Group gap="xs">
        <Text fw={500}>Payment account</Text>
        <Badge color={paymentAccountConnected ? 'teal' : 'gray'} variant="light">
          {paymentAccountConnected ? 'Connected' : 'Not connected'}
        </Badge>
        {testMode && (
          <Badge color="yellow" variant="light">
            Test mode
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {paymentAccountConnected
          ? 'Your payment account has been connected successfully.'
          : 'Your payment account connects with your first payment: add funds to your balance to fund campaigns.'}{' '}
        {testMode ? `${TEST_MODE_BANNER}.` : 'Payments are processed by Stripe.'}
      </Text>
      <div>
        <Button component={Link} to={paths.smbPayments} variant="default">
          {paymentAccountConnected ? 'Go to Payments' : 'Add Funds'}
        </Button>
      </div>
    </>
  );
}
