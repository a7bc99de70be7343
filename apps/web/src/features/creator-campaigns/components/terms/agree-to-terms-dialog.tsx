// The terms a creator agrees to before joining, applying, accepting an invitation or taking a newer version (issue 29):
// the campaign's current terms in plain words (a perpetual licence's warning in an Alert), the exact text, and an
// "I agree to these terms" checkbox that the action's button requires. The agreement names the version, the hash of
// the text the server sent and the warnings this dialog showed; if the terms changed meanwhile the server refuses it
// (AGREEMENT_OUTDATED), and the dialog shows the new terms and asks again.
import { Alert, Box, Button, Checkbox, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import type { AgreementInput } from '@microreach/domain/campaign-terms';
import { termsMessages } from '@microreach/domain/campaign-terms-rules';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { TermsLines } from '#web/components/terms-lines';
import { useCampaignTerms } from '#web/features/creator-campaigns/api/creator-campaigns';
import { ApiRequestError } from '#web/lib/api';

export interface AgreeToTermsDialogProps {
  campaignId: string;
  title: string;
  opened: boolean;
  onClose: () => void;
  /** The action's button: Join Campaign, Submit Application, Accept Invitation, Agree to New Terms. */
  submitLabel: string;
  /** Said above the terms (a Private campaign's "the brand reviews each application"). */
  intro?: ReactNode;
  /** Fields the action takes besides the agreement (an application's message), below the terms. */
  children?: ReactNode;
  /**
   * Sends the action with the agreement; resolves once it succeeded (the caller says so), rejects with the error. The
   * dialog then closes, or asks again for terms that changed (AGREEMENT_OUTDATED), or hands the error to `onError`.
   */
  onSubmit: (agreement: AgreementInput) => Promise<unknown>;
  onError: (error: unknown) => void;
  /** The buttons' colour (the dashboard's pink); the theme's by default. */
  color?: string;
}

export function AgreeToTermsDialog({
  campaignId,
  title,
  opened,
  onClose,
  submitLabel,
  intro,
  children,
  onSubmit,
  onError,
  color,
}: AgreeToTermsDialogProps) {
  const terms = useCampaignTerms(campaignId, opened);
  // The hash of the text the box was ticked for: new terms (another hash) are not agreed to until ticked again.
  const [agreedHash, setAgreedHash] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const [outdatedNotice, setOutdatedNotice] = useState<string | null>(null);
  const reasonId = useId();
  const view = terms.data;
  const hasAgreed = view !== undefined && agreedHash === view.hash;
  const canSubmit = hasAgreed && !terms.isFetching && !isSubmitting;

  function close() {
    if (isSubmitting) return;
    setAgreedHash(null);
    setOutdatedNotice(null);
    onClose();
  }

  async function submit() {
    if (!view || !canSubmit) return;
    setSubmitting(true);
    try {
      await onSubmit({
        agreed: true,
        termsVersion: view.version,
        termsHash: view.hash,
        // Every line's warning is shown above, so every warning of this version was shown.
        warningsShown: [...view.warnings],
      });
    } catch (error) {
      setSubmitting(false);
      if (error instanceof ApiRequestError && error.code === 'AGREEMENT_OUTDATED') {
        setAgreedHash(null);
        setOutdatedNotice(error.message || termsMessages.agreementOutdated);
        void terms.refetch();
      } else {
        onError(error);
      }
      return;
    }
    setSubmitting(false);
    setAgreedHash(null);
    setOutdatedNotice(null);
    onClose();
  }

  let body: ReactNode;
  if (terms.isPending) {
    body = (
      <Group gap="sm" role="status" py="md">
        <Loader size="sm" color={color} />
        <Text size="sm">Loading the campaign’s terms...</Text>
      </Group>
    );
  } else if (terms.isError) {
    body = (
      <Alert color="red" icon={<IconAlertCircle size={18} />} title="The terms could not be loaded">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            {terms.error instanceof ApiRequestError && terms.error.status >= 400 && terms.error.status < 500
              ? terms.error.message
              : 'Check your connection and try again.'}
          </Text>
          <Button
            size="xs"
            variant="white"
            color="red"
            leftSection={<IconRefresh size={14} />}
            onClick={() => terms.refetch()}
            loading={terms.isFetching}
          >
            Retry
          </Button>
        </Stack>
      </Alert>
    );
  } else {
    body = (
      <Stack gap="sm">
        <Title order={3} size="h5">
          Campaign terms (version {terms.data.version})
        </Title>
        <TermsLines lines={terms.data.lines} />
        <Box component="details">
          <Text component="summary" size="sm" c="dimmed" style={{ cursor: 'pointer' }}>
            Read the full text you agree to
          </Text>
          <Text
            size="xs"
            mt="xs"
            p="sm"
            bg="gray.0"
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', borderRadius: 6 }}
          >
            {terms.data.text}
          </Text>
        </Box>
      </Stack>
    );
  }

  return (
    <Modal opened={opened} onClose={close} title={title} size="lg" centered>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          {intro}
          {outdatedNotice && (
            <Alert color="yellow" icon={<IconAlertCircle size={18} />} title="The terms have changed">
              {outdatedNotice}
            </Alert>
          )}
          {body}
          {children}
          <Checkbox
            label="I agree to these terms"
            color={color}
            checked={hasAgreed}
            disabled={!view || isSubmitting}
            onChange={(e) => setAgreedHash(e.currentTarget.checked && view ? view.hash : null)}
          />
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Text id={reasonId} size="sm" c="dimmed" style={{ flex: '1 1 12rem' }}>
              {hasAgreed ? '' : termsMessages.agreementRequired}
            </Text>
            <Group gap="sm" justify="flex-end" style={{ flex: '1 1 auto' }}>
              <Button variant="default" onClick={close} disabled={isSubmitting}>
                Cancel
              </Button>
              <Button
                type="submit"
                color={color}
                disabled={!canSubmit && !isSubmitting}
                loading={isSubmitting}
                aria-describedby={hasAgreed ? undefined : reasonId}
              >
                {submitLabel}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
