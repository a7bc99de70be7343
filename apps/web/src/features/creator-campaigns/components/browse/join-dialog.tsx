// Join a Public campaign or apply to a Private one (C4, issue 29): the campaign's terms with "I agree", which the
// Join Campaign / Submit Application button requires; applying also takes an optional note to the brand.

import { Text, Textarea } from '@mantine/core';
import type { AgreementInput } from '@microreach/domain/campaign-terms';
import type { BrowseCampaign } from '@microreach/domain/creator-campaigns';
import { APPLICATION_MESSAGE_MAX } from '@microreach/domain/creator-campaigns-rules';
import { useState } from 'react';
import { lazyDialog } from '#web/components/lazy-dialog';

// Loaded when first opened (issue 31: the page's first download carries neither it nor Mantine's Modal).
const AgreeToTermsDialog = lazyDialog(() => import('../terms/agree-to-terms-dialog').then((m) => m.AgreeToTermsDialog));

export function JoinDialog({
  campaign,
  opened,
  onClose,
  onSubmit,
  onError,
}: {
  campaign: BrowseCampaign;
  opened: boolean;
  onClose: () => void;
  /** Sends the join or the application; resolves once it succeeded, rejects with the error. */
  onSubmit: (input: { message?: string; agreement: AgreementInput }) => Promise<unknown>;
  onError: (error: unknown) => void;
}) {
  const [message, setMessage] = useState('');
  const isPublic = campaign.privatePublic === 'Public';

  return (
    <AgreeToTermsDialog
      campaignId={campaign.id}
      title={isPublic ? `Join ${campaign.campaignName}` : `Apply to ${campaign.campaignName}`}
      opened={opened}
      onClose={onClose}
      submitLabel={isPublic ? 'Join Campaign' : 'Submit Application'}
      intro={
        <Text size="sm" c="dimmed">
          {isPublic
            ? 'Read the campaign’s terms. You join at once when you agree to them.'
            : `This campaign is private: ${campaign.companyName ?? 'the brand'} reviews each application.`}
        </Text>
      }
      onSubmit={async (agreement) => {
        await onSubmit({ message: isPublic ? undefined : message, agreement });
        setMessage('');
      }}
      onError={onError}
    >
      {!isPublic && (
        <Textarea
          label="Application message"
          description={`Optional. Tell the brand why you are a good fit (${message.length}/${APPLICATION_MESSAGE_MAX}).`}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
          maxLength={APPLICATION_MESSAGE_MAX}
          rows={4}
          resize="vertical"
        />
      )}
    </AgreeToTermsDialog>
  );
}
