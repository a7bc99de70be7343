// /influencer-profile-settings (C2 "Profile Settings", C3): the creator's own profile in four sections and a sticky
// bar with Preview Profile and Save Changes. Images are saved as soon as they are chosen; Save sends every other
// field, checked first with the schema the server checks it with.
import {
  Box,
  Button,
  CloseButton,
  Container,
  Flex,
  Group,
  Loader,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  useMatches,
} from '@mantine/core';
import { todayIso } from '@microreach/domain/calendar';
import { creatorProfileMessages } from '@microreach/domain/messages';
import {
  INFLUENCER_NICHES,
  optionLabel,
  PREFERRED_CONTENT_TYPES,
  PREFERRED_INDUSTRIES,
} from '@microreach/domain/options';
import { CreatorProfileInputSchema, FOLLOWERS_MAX, type Profile, type PublicProfile } from '@microreach/domain/profile';
import {
  IconBrandInstagram,
  IconBrandTiktok,
  IconBrandX,
  IconBrandYoutube,
  IconEye,
  IconWorld,
} from '@tabler/icons-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { LoadError } from '#web/components/load-error';
import { PageHeader } from '#web/components/page-header';
import { useOwnProfile, useUpdateProfile } from '#web/features/profiles/api/profile';
import { ApiRequestError } from '#web/lib/api';
import { useSchemaForm } from '#web/lib/schema-form';
import { toast } from '#web/lib/toast';
import { useErrorToast } from '#web/lib/use-error-toast';
import { CreatorChipsField } from './creator-chips-field';
import { CreatorHashtagsInput } from './creator-hashtags-input';
import { previewProfile, profileToFormValues, toCreatorProfileInput } from './creator-profile-form-values';
import classes from './creator-profile-settings-page.module.css';
import { ImageUploadField } from './image-upload-field';
import { PortfolioField } from './portfolio-field';
import { ProfilePreviewDialog } from './profile-preview-dialog';

const NICHE_OPTIONS = INFLUENCER_NICHES.map((value) => ({ value, label: value }));
const CONTENT_TYPE_OPTIONS = PREFERRED_CONTENT_TYPES.map((value) => ({ value, label: optionLabel(value) }));
const INDUSTRY_OPTIONS = PREFERRED_INDUSTRIES.map((value) => ({ value, label: optionLabel(value) }));

/** Whole follower counts with thousands commas, within what the server accepts. */
const followersInputProps = {
  placeholder: '0',
  thousandSeparator: ',',
  allowDecimal: false,
  allowNegative: false,
  min: 0,
  max: FOLLOWERS_MAX,
  clampBehavior: 'strict',
  hideControls: true,
  inputMode: 'numeric',
  autoComplete: 'off',
} as const;

export function CreatorProfileSettingsPage() {
  const profile = useOwnProfile();
  useErrorToast(profile, (err) =>
    err instanceof ApiRequestError && err.status === 401
      ? creatorProfileMessages.signInToView
      : { message: creatorProfileMessages.loadFailed },
  );

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <PageHeader title="Profile Settings" subtitle="How brands see you, and the collaborations you are looking for" />
      {profile.data ? (
        // Later answers (an image saved, the profile saved) update the images; the form keeps what is being typed.
        <CreatorProfileForm key={profile.data.id} profile={profile.data} />
      ) : profile.isError ? (
        <LoadError
          title={creatorProfileMessages.loadFailed}
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

function CreatorProfileForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const { form, validate, showServerErrors } = useSchemaForm({
    schema: CreatorProfileInputSchema,
    initialValues: profileToFormValues(profile),
    toInput: toCreatorProfileInput,
  });
  // Typing does not render the form again (uncontrolled); these shape other controls, so they are watched.
  const dateOfBirth = form.useWatchValue('dateOfBirth');
  const hashtags = form.useWatchValue('hashtagsKeywords');
  const [preview, setPreview] = useState<PublicProfile | null>(null);
  // Guards against a second submit (Enter) before the disabled button has rendered.
  const isSaving = useRef(false);
  const buttonSize = useMatches({ base: 'sm', xs: 'md' });

  async function save() {
    if (isSaving.current) return;
    // The schema marks each field it refuses; the first problem is said in the toast, and nothing is sent.
    const problem = validate();
    if (problem) {
      toast.error(creatorProfileMessages.saveFailed(problem));
      return;
    }
    isSaving.current = true;
    try {
      const saved = await update.mutateAsync(toCreatorProfileInput(form.getValues()));
      // The form now shows what was stored (a handle without its '@', trimmed texts) and counts as unchanged.
      const values = profileToFormValues(saved);
      form.setValues(values);
      form.setInitialValues(values);
      form.resetDirty(values);
      toast.success(creatorProfileMessages.saved.title, creatorProfileMessages.saved.message);
    } catch (err) {
      if (err instanceof ApiRequestError && err.status === 401) {
        const { title, message } = creatorProfileMessages.signInToSave;
        toast.error(message, title);
        return;
      }
      toast.error(creatorProfileMessages.saveFailed(saveFailureReason(err)));
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
      aria-label="Creator profile"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Stack gap="lg">
        <FormSection title="Basic Information">
          <Text size="sm" c="dimmed">
            Images are saved as soon as you upload them; everything else is saved with Save Changes.
          </Text>
          <Flex direction={{ base: 'column', sm: 'row' }} gap="lg">
            <ImageUploadField kind="profile-picture" image={profile.avatar} accountRole="Influencer" />
            <Box flex={1}>
              <ImageUploadField kind="banner" image={profile.banner} accountRole="Influencer" />
            </Box>
          </Flex>
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
            <TextInput
              label="Instagram"
              placeholder="@yourname"
              leftSection={<IconBrandInstagram size={16} aria-hidden />}
              autoCapitalize="none"
              key={form.key('instagram')}
              {...form.getInputProps('instagram')}
            />
            <NumberInput
              label="Instagram Followers"
              {...followersInputProps}
              key={form.key('instagramFollowers')}
              {...form.getInputProps('instagramFollowers')}
            />
            <TextInput
              label="TikTok"
              placeholder="@yourname"
              leftSection={<IconBrandTiktok size={16} aria-hidden />}
              autoCapitalize="none"
              key={form.key('tiktok')}
              {...form.getInputProps('tiktok')}
            />
            <NumberInput
              label="TikTok Followers"
              {...followersInputProps}
              key={form.key('tiktokFollowers')}
              {...form.getInputProps('tiktokFollowers')}
            />
            <TextInput
              label="Twitter / X"
              placeholder="@yourname"
              leftSection={<IconBrandX size={16} aria-hidden />}
              autoCapitalize="none"
              key={form.key('twitter')}
              {...form.getInputProps('twitter')}
            />
            <TextInput
              label="YouTube"
              placeholder="@yourchannel"
              leftSection={<IconBrandYoutube size={16} aria-hidden />}
              autoCapitalize="none"
              key={form.key('youtube')}
              {...form.getInputProps('youtube')}
            />
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
        </FormSection>

        <FormSection title="Niche & Categories">
          <CreatorChipsField
            label="Content Niches"
            description="The topics you create content about."
            options={NICHE_OPTIONS}
            key={form.key('contentNiches')}
            {...form.getInputProps('contentNiches')}
          />
          <CreatorHashtagsInput
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
          <CreatorChipsField
            label="Preferred Content Types"
            options={CONTENT_TYPE_OPTIONS}
            key={form.key('preferredContentTypes')}
            {...form.getInputProps('preferredContentTypes')}
          />
          <CreatorChipsField
            label="Preferred Industries"
            options={INDUSTRY_OPTIONS}
            key={form.key('preferredIndustry')}
            {...form.getInputProps('preferredIndustry')}
          />
        </FormSection>

        <Paper withBorder shadow="md" radius="lg" className={classes.actionBar}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Button
              type="button"
              size={buttonSize}
              variant="default"
              px={{ base: 'sm', xs: 'lg' }}
              leftSection={<IconEye size={16} aria-hidden />}
              onClick={() => setPreview(previewProfile(profile, form.getValues()))}
            >
              Preview Profile
            </Button>
            <Button type="submit" size={buttonSize} px={{ base: 'sm', xs: 'lg' }} loading={update.isPending}>
              Save Changes
            </Button>
          </Group>
        </Paper>
      </Stack>
      {preview && (
        <ProfilePreviewDialog opened onClose={() => setPreview(null)} profile={preview} title="Profile Preview" />
      )}
    </form>
  );
}

/** The server's words for a refused save; none for a failure it does not explain (a 500 says only "error"). */
function saveFailureReason(err: unknown): string | undefined {
  if (!(err instanceof ApiRequestError) || err.code === 'INTERNAL_ERROR') return undefined;
  return err.message;
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
