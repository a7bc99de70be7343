// What the two profile settings pages (B2 business, C2 creator) are made of: the page that loads the own profile, the
// save flow (checked first with the schema the server checks it with, the server's reasons beside their fields),
// the sections, and the sticky bar with Preview and Save Changes.
import { Box, Button, Container, Flex, Group, Loader, Paper, Stack, Text, Title, useMatches } from '@mantine/core';
import { FORM_LOAD_FAILED } from '@microreach/domain/messages';
import type { Profile, PublicProfile, UpdateProfileInput } from '@microreach/domain/profiles';
import type { Role } from '@microreach/domain/statuses';
import { IconEye } from '@tabler/icons-react';
import { type ComponentType, type ReactNode, useId, useRef, useState } from 'react';
import type { z } from 'zod';
import { lazyDialog } from '#web/components/lazy-dialog';
import { LoadError } from '#web/components/load-error';
import { PageHeader } from '#web/components/page-header';
import { useOwnProfile, useUpdateProfile } from '#web/features/profiles/api/profiles';
import { ApiRequestError } from '#web/lib/api';
import { importOrReload } from '#web/lib/chunk-reload';
import { type SchemaForm, useSchemaForm } from '#web/lib/schema-form';
import { toast } from '#web/lib/toast';
import { useErrorToast } from '#web/lib/use-error-toast';
import { useIsMounted } from '#web/lib/use-is-mounted';
import { ImageUploadField } from './image-upload-field';
import classes from './profile-settings-page.module.css';

// Loaded when first opened (issue 31: the page's first download carries neither it nor Mantine's Modal).
const ProfilePreviewDialog = lazyDialog(() => import('./profile-preview-dialog').then((m) => m.ProfilePreviewDialog));

/** The words of a role's settings page (businessProfileMessages, creatorProfileMessages). */
export interface ProfileSettingsMessages {
  loadFailed: string;
  signInToView: { title: string; message: string };
  signInToSave: { title: string; message: string };
  saved: { title: string; message: string };
  saveFailed: (reason?: string) => string;
}

/** The page: its heading, then the role's form once the own profile has loaded ('Loading profile...', or Retry). */
export function ProfileSettingsPage({
  title,
  subtitle,
  messages,
  form: Form,
}: {
  title: string;
  subtitle: string;
  messages: ProfileSettingsMessages;
  form: ComponentType<{ profile: Profile }>;
}) {
  const profile = useOwnProfile();
  useErrorToast(profile, (err) =>
    err instanceof ApiRequestError && err.status === 401 ? messages.signInToView : { message: messages.loadFailed },
  );

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <PageHeader title={title} subtitle={subtitle} />
      {profile.data ? (
        // Later answers (an image saved, the profile saved) update the images; the form keeps what is being typed.
        <Form key={profile.data.id} profile={profile.data} />
      ) : profile.isError ? (
        <LoadError title={messages.loadFailed} onRetry={() => void profile.refetch()} isRetrying={profile.isFetching} />
      ) : (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>Loading profile...</Text>
        </Group>
      )}
    </Container>
  );
}

export interface ProfileSettingsFormState<Values> {
  /** The Mantine form (uncontrolled): inputs take `key={form.key(path)}` and `form.getInputProps(path)`. */
  form: SchemaForm<Values>['form'];
  /**
   * Checks the form with the schema (first waiting for it to load) and, if it passes, sends it; the outcome is said in
   * a toast. A second save while one is under way is ignored.
   */
  save: () => Promise<void>;
  /** From the first click of Save until its outcome, the wait for the schema included. */
  isSaving: boolean;
  /** The public profile the form's values would give, for Preview before saving (null if its code cannot load). */
  preview: () => Promise<PublicProfile | null>;
}

/** A role's settings form on the saved `profile`: its values, the save flow and the preview. */
export function useProfileSettingsForm<Values extends Record<string, unknown>, Schema extends z.ZodObject>({
  profile,
  schema,
  toFormValues,
  toInput,
  messages,
}: {
  profile: Profile;
  /**
   * The role's settings schema, which PATCH /api/me checks the request with; or a function importing it, so the page's
   * first download carries neither it nor zod (issue 31).
   */
  schema: Schema | (() => Promise<Schema>);
  toFormValues: (profile: Profile) => Values;
  toInput: (values: Values) => z.input<Schema> & UpdateProfileInput;
  messages: ProfileSettingsMessages;
}): ProfileSettingsFormState<Values> {
  const update = useUpdateProfile();
  const {
    form,
    validate,
    ready,
    schema: loadedSchema,
    showServerErrors,
  } = useSchemaForm({
    schema,
    initialValues: toFormValues(profile),
    toInput,
  });
  // Guards against a second submit (Enter) before the loading button has rendered.
  const isSaving = useRef(false);
  // Busy from the first click: Save shows it while the schema loads (issue 31), and a second submit is ignored.
  const [isChecking, setIsChecking] = useState(false);
  // A save that waited for the schema sends nothing once the form is gone (another page).
  const isMounted = useIsMounted();

  async function save() {
    if (isSaving.current) return;
    isSaving.current = true;
    setIsChecking(true);
    try {
      await saveChecked();
    } finally {
      isSaving.current = false;
      if (isMounted.current) setIsChecking(false);
    }
  }

  async function saveChecked() {
    if (!(await ready()) || !isMounted.current) return;
    // The schema marks each field it refuses; the first problem is said in the toast, and nothing is sent.
    const problem = validate();
    if (problem) {
      toast.error(messages.saveFailed(problem));
      return;
    }
    try {
      const saved = await update.mutateAsync(toInput(form.getValues()));
      // The form now shows what was stored (a handle without its '@', trimmed texts) and counts as unchanged.
      const values = toFormValues(saved);
      form.setValues(values);
      form.setInitialValues(values);
      form.resetDirty(values);
      toast.success(messages.saved.title, messages.saved.message);
    } catch (err) {
      if (err instanceof ApiRequestError && err.status === 401) {
        const { title, message } = messages.signInToSave;
        toast.error(message, title);
        return;
      }
      toast.error(messages.saveFailed(saveFailureReason(err)));
      markServerFields(err);
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

  return {
    form,
    save,
    isSaving: isChecking || update.isPending,
    async preview() {
      if (!(await ready())) return null;
      let preview: typeof import('./profile-preview');
      try {
        preview = await importOrReload(() => import('./profile-preview'));
      } catch {
        toast.error(FORM_LOAD_FAILED);
        return null;
      }
      return preview.previewPublicProfile(profile, loadedSchema(), toInput(form.getValues()));
    },
  };
}

/** The form element: its sections, then the sticky bar with Preview and Save Changes, and the preview dialog. */
export function ProfileSettingsForm<Values>({
  label,
  settings,
  previewLabel,
  previewTitle,
  canActionsWrap = false,
  children,
}: {
  /** The form's accessible name. */
  label: string;
  settings: ProfileSettingsFormState<Values>;
  previewLabel: string;
  previewTitle: string;
  /**
   * On a phone the two buttons share the row, or take one row each where they do not fit (a long Preview label);
   * otherwise they keep one row.
   */
  canActionsWrap?: boolean;
  children: ReactNode;
}) {
  const [preview, setPreview] = useState<PublicProfile | null>(null);
  const buttonSize = useMatches({ base: 'sm', xs: 'md' });
  const padding = { base: 'sm', xs: 'lg' };
  const flex = canActionsWrap ? { base: '1 1 auto', sm: 'none' } : undefined;

  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        void settings.save();
      }}
    >
      <Stack gap="lg">
        {children}
        <Paper withBorder shadow="md" radius="lg" className={classes.actionBar}>
          <Group justify="space-between" gap="xs" wrap={canActionsWrap ? undefined : 'nowrap'}>
            <Button
              type="button"
              size={buttonSize}
              variant="default"
              flex={flex}
              px={canActionsWrap ? undefined : padding}
              leftSection={<IconEye size={16} aria-hidden />}
              onClick={() => void settings.preview().then(setPreview)}
            >
              {previewLabel}
            </Button>
            <Button type="submit" size={buttonSize} flex={flex} px={padding} loading={settings.isSaving}>
              Save Changes
            </Button>
          </Group>
        </Paper>
      </Stack>
      {preview && (
        <ProfilePreviewDialog opened onClose={() => setPreview(null)} profile={preview} title={previewTitle} />
      )}
    </form>
  );
}

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
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

/** The logo (business) or profile picture (creator) beside the banner; both are saved as soon as they are chosen. */
export function ProfileImageFields({ profile, accountRole }: { profile: Profile; accountRole: Role }) {
  return (
    <>
      <Text size="sm" c="dimmed">
        Images are saved as soon as you upload them; everything else is saved with Save Changes.
      </Text>
      <Flex direction={{ base: 'column', sm: 'row' }} gap="lg">
        <ImageUploadField
          kind={accountRole === 'SMB' ? 'logo' : 'profile-picture'}
          image={profile.avatar}
          accountRole={accountRole}
        />
        <Box flex={1}>
          <ImageUploadField kind="banner" image={profile.banner} accountRole={accountRole} />
        </Box>
      </Flex>
    </>
  );
}

/** The server's reason for a refused save; none for a server fault, which the person cannot act on. */
function saveFailureReason(err: unknown): string | undefined {
  if (!(err instanceof ApiRequestError) || err.code === 'INTERNAL_ERROR') return undefined;
  return err.message;
}
