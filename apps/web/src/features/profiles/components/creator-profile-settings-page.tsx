// /influencer-profile-settings (C2 "Profile Settings", C3): the creator's own profile in four sections and a sticky
// bar with Preview Profile and Save Changes. Images are saved as soon as they are chosen; Save sends every other
// field, checked first with the schema the server checks it with. Below it, the Rate card (issue 30), saved on its own.
import { CloseButton, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { todayIso } from '@microreach/domain/calendar';
import { creatorProfileMessages } from '@microreach/domain/messages';
import {
  INFLUENCER_NICHES,
  optionLabel,
  PREFERRED_CONTENT_TYPES,
  PREFERRED_INDUSTRIES,
} from '@microreach/domain/options';
import type { Profile } from '@microreach/domain/profiles';
import {
  cleanProfileHashtags,
  FOLLOWERS_MAX,
  HASHTAG_MAX_LENGTH,
  HASHTAGS_MAX,
  hashtagOrKeywordLabel,
  profileHashtagsProblem,
} from '@microreach/domain/profiles-rules';
import { IconBrandInstagram, IconBrandTiktok, IconBrandX, IconBrandYoutube, IconWorld } from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';
import { HashtagsInput } from '#web/components/hashtags-input';
import { NumberField } from '#web/components/number-field';
import { ChipsField } from './chips-field';
import { profileToFormValues, toCreatorProfileInput } from './creator-profile-form-values';
import { PortfolioField } from './portfolio-field';
import {
  FormSection,
  ProfileImageFields,
  ProfileSettingsForm,
  ProfileSettingsPage,
  useProfileSettingsForm,
} from './profile-settings-page';
import { RateCardSection } from './rate-card-section';

const NICHE_OPTIONS = INFLUENCER_NICHES.map((value) => ({ value, label: value }));
const CONTENT_TYPE_OPTIONS = PREFERRED_CONTENT_TYPES.map((value) => ({ value, label: optionLabel(value) }));
const INDUSTRY_OPTIONS = PREFERRED_INDUSTRIES.map((value) => ({ value, label: optionLabel(value) }));
/**
 * Tags stay as typed; the list is cleaned as it changes and what it refuses is said beside the field, by the rules of
 * the schema (HashtagsSchema) without zod, which this page does not download before it shows (issue 31).
 */
const HASHTAG_RULES = { listProblem: profileHashtagsProblem, cleanList: cleanProfileHashtags };

/** The social handles in the order on screen; Instagram and TikTok are followed by their follower counts. */
const HANDLES = [
  {
    field: 'instagram',
    label: 'Instagram',
    placeholder: '@yourname',
    Icon: IconBrandInstagram,
    followers: 'instagramFollowers',
  },
  { field: 'tiktok', label: 'TikTok', placeholder: '@yourname', Icon: IconBrandTiktok, followers: 'tiktokFollowers' },
  { field: 'twitter', label: 'Twitter / X', placeholder: '@yourname', Icon: IconBrandX },
  { field: 'youtube', label: 'YouTube', placeholder: '@yourchannel', Icon: IconBrandYoutube },
] as const;

/** What a typed count is (issue 26): others see it as self-reported; the boost never pays on it. */
const TYPED_FOLLOWERS_NOTE = 'Shown as self-reported. Connect the account below to show a verified count.';

/** Whole follower counts with thousands commas, within what the server accepts. */
const followersInputProps = {
  placeholder: '0',
  thousandSeparator: ',',
  allowDecimal: false,
  allowNegative: false,
  min: 0,
  max: FOLLOWERS_MAX,
  clampBehavior: 'strict',
  inputMode: 'numeric',
  autoComplete: 'off',
} as const;

/** `connectedAccounts`: the Instagram/TikTok connections, from the metrics feature (the route composes them). */
export function CreatorProfileSettingsPage({ connectedAccounts }: { connectedAccounts: ReactNode }) {
  return (
    <ProfileSettingsPage
      title="Profile Settings"
      subtitle="How brands see you, and the collaborations you are looking for"
      messages={creatorProfileMessages}
      form={({ profile }) => (
        <Stack gap="lg">
          <CreatorProfileForm profile={profile} connectedAccounts={connectedAccounts} />
          {/* Its own form: a form cannot hold another, and the card is saved with its own button. */}
          <RateCardSection rates={profile.rates} />
        </Stack>
      )}
    />
  );
}

function CreatorProfileForm({ profile, connectedAccounts }: { profile: Profile; connectedAccounts: ReactNode }) {
  const settings = useProfileSettingsForm({
    profile,
    // Loaded once the form shows, with zod: a save waits for it (issue 31).
    schema: () => import('@microreach/domain/profiles').then((m) => m.CreatorProfileInputSchema),
    toFormValues: profileToFormValues,
    toInput: toCreatorProfileInput,
    messages: creatorProfileMessages,
  });
  const { form } = settings;
  // Typing does not render the form again (uncontrolled); these shape other controls, so they are watched.
  const dateOfBirth = form.useWatchValue('dateOfBirth');
  const hashtags = form.useWatchValue('hashtagsKeywords');

  return (
    <ProfileSettingsForm
      label="Creator profile"
      settings={settings}
      previewLabel="Preview Profile"
      previewTitle="Profile Preview"
    >
      <FormSection title="Basic Information">
        <ProfileImageFields profile={profile} accountRole="Influencer" />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput label="Name" autoComplete="name" key={form.key('name')} {...form.getInputProps('name')} />
          <TextInput
            label="Email"
            type="email"
            value={profile.email}
            readOnly
            description="Your sign-in email. It cannot be changed here."
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label="Date of Birth"
            type="date"
            autoComplete="bday"
            max={todayIso()}
            rightSectionPointerEvents="all"
            rightSection={
              dateOfBirth ? (
                <CloseButton
                  size="sm"
                  aria-label="Clear date of birth"
                  onClick={() => form.setFieldValue('dateOfBirth', '')}
                />
              ) : null
            }
            key={form.key('dateOfBirth')}
            {...form.getInputProps('dateOfBirth')}
          />
          <TextInput
            label="Location"
            placeholder="City, Country"
            autoComplete="address-level2"
            key={form.key('location')}
            {...form.getInputProps('location')}
          />
        </SimpleGrid>
        <Textarea
          label="Bio"
          placeholder="Who you are, what you create and who watches it."
          autosize
          minRows={3}
          maxRows={10}
          key={form.key('bio')}
          {...form.getInputProps('bio')}
        />
      </FormSection>

      <FormSection title="Social Media + Platforms">
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          {HANDLES.map(({ field, label, placeholder, Icon, ...handle }) => (
            <Fragment key={field}>
              <TextInput
                label={label}
                placeholder={placeholder}
                leftSection={<Icon size={16} aria-hidden />}
                autoCapitalize="none"
                key={form.key(field)}
                {...form.getInputProps(field)}
              />
              {'followers' in handle && (
                <NumberField
                  label={`${label} Followers`}
                  description={TYPED_FOLLOWERS_NOTE}
                  {...followersInputProps}
                  key={form.key(handle.followers)}
                  {...form.getInputProps(handle.followers)}
                />
              )}
            </Fragment>
          ))}
        </SimpleGrid>
        <TextInput
          label="Website"
          type="url"
          autoComplete="url"
          placeholder="https://yourportfolio.com"
          leftSection={<IconWorld size={16} aria-hidden />}
          key={form.key('websitePortfolio')}
          {...form.getInputProps('websitePortfolio')}
        />
        {connectedAccounts}
      </FormSection>

      <FormSection title="Niche & Categories">
        <ChipsField
          label="Content Niches"
          description="The topics you create content about."
          color="pink"
          options={NICHE_OPTIONS}
          key={form.key('contentNiches')}
          {...form.getInputProps('contentNiches')}
        />
        <HashtagsInput
          label="Hashtags & Keywords"
          description={`Press Enter or comma to add one. Up to ${HASHTAGS_MAX}.`}
          placeholder="e.g. street food"
          listLabel="Added hashtags and keywords"
          removeLabel={(tag) => `Remove ${tag}`}
          tagLabel={hashtagOrKeywordLabel}
          // One past the longest tag, so a tag too long is said rather than cut.
          maxLength={HASHTAG_MAX_LENGTH + 1}
          rules={HASHTAG_RULES}
          value={hashtags}
          onChange={(tags, tagProblem) => {
            form.setFieldValue('hashtagsKeywords', tags);
            form.setFieldError('hashtagsKeywords', tagProblem);
          }}
          error={form.errors.hashtagsKeywords}
        />
        <PortfolioField images={profile.portfolio} accountRole="Influencer" />
      </FormSection>

      <FormSection title="Collaboration Preferences">
        <ChipsField
          label="Preferred Content Types"
          color="pink"
          options={CONTENT_TYPE_OPTIONS}
          key={form.key('preferredContentTypes')}
          {...form.getInputProps('preferredContentTypes')}
        />
        <ChipsField
          label="Preferred Industries"
          color="pink"
          options={INDUSTRY_OPTIONS}
          key={form.key('preferredIndustry')}
          {...form.getInputProps('preferredIndustry')}
        />
      </FormSection>
    </ProfileSettingsForm>
  );
}
