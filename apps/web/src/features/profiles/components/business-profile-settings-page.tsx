// /smb-profile-settings (B2 "Business Profile Settings", B7): the business's own profile in four sections and a
// sticky bar with Preview Public Profile and Save Changes. Images are saved as soon as they are chosen; Save sends
// every other field, checked first with the schema the server checks it with.

import { NativeSelect, SimpleGrid, Textarea, TextInput } from '@mantine/core';
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
import type { Profile } from '@microreach/domain/profiles';
import type { ReactNode } from 'react';
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

/** `paymentSetup`: B2's Payment Setup section, from the business-payments feature (the route composes them). */
export function BusinessProfileSettingsPage({ paymentSetup }: { paymentSetup: ReactNode }) {
  return (
    <ProfileSettingsPage
      title="Business Profile Settings"
      subtitle="How your business appears to creators, and what you look for in a campaign"
      messages={businessProfileMessages}
      form={({ profile }) => <BusinessProfileForm profile={profile} paymentSetup={paymentSetup} />}
    />
  );
}

function BusinessProfileForm({ profile, paymentSetup }: { profile: Profile; paymentSetup: ReactNode }) {
  const settings = useProfileSettingsForm({
    profile,
    schema: () => import('@microreach/domain/profiles').then((m) => m.BusinessProfileInputSchema),
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

      <FormSection title="Payment Setup">{paymentSetup}</FormSection>
    </ProfileSettingsForm>
  );
}
