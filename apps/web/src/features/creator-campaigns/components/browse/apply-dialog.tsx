// Apply to a Private campaign (C4): an optional note to the brand, then Submit Application; the brand reviews later.

import { Button, Group, Modal, Text, Textarea } from '@mantine/core';
import type { BrowseCampaign } from '@microreach/domain/creator-campaigns';
import { APPLICATION_MESSAGE_MAX } from '@microreach/domain/creator-campaigns';
import { useState } from 'react';

export function ApplyDialog({
  campaign,
  opened,
  isPending,
  onClose,
  onSubmit,
}: {
  campaign: BrowseCampaign;
  opened: boolean;
  isPending: boolean;
  onClose: () => void;
  /** Sends the application; calls `onDone` once it succeeded. */
  onSubmit: (message: string, onDone: () => void) => void;
}) {
  const [message, setMessage] = useState('');

  function close() {
    if (isPending) return;
    onClose();
  }

  return (
    <Modal opened={opened} onClose={close} title={`Apply to ${campaign.campaignName}`} centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit(message, () => {
            setMessage('');
            onClose();
          });
        }}
      >
        <Text size="sm" c="dimmed" mb="sm">
          This campaign is private: {campaign.companyName ?? 'the brand'} reviews each application.
        </Text>
        <Textarea
          label="Application message"
          description={`Optional. Tell the brand why you are a good fit (${message.length}/${APPLICATION_MESSAGE_MAX}).`}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
          maxLength={APPLICATION_MESSAGE_MAX}
          rows={5}
          resize="vertical"
          data-autofocus
        />
        <Group justify="flex-end" mt="lg" gap="sm">
          <Button variant="default" onClick={close} disabled={isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={isPending}>
            Submit Application
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
