// A yes/no question in a modal: a titled dialog, a short explanation, Cancel and one clearly named confirm button.
import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  confirmColor,
  isBusy = false,
  onConfirm,
  onClose,
  zIndex,
}: {
  opened: boolean;
  title: string;
  message: ReactNode;
  /** The verb the button performs ('Pause', 'Delete'), never 'OK'. */
  confirmLabel: string;
  confirmColor?: string;
  isBusy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** Above the dialog it opens from, when that one sits in a Modal.Stack (see NESTED_DIALOG_Z_INDEX in dialog-layers.ts). */
  zIndex?: number;
}) {
  return (
    <Modal opened={opened} onClose={isBusy ? () => {} : onClose} title={title} centered zIndex={zIndex}>
      <Text size="sm">{message}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onClose} disabled={isBusy}>
          Cancel
        </Button>
        <Button color={confirmColor} onClick={onConfirm} loading={isBusy}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
