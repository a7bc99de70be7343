// The message input and Send: Enter sends, Shift+Enter breaks the line. Empty text cannot be sent; text over the
// domain's limit (counted as a person counts characters) says so. A failed send keeps the text to be sent again.
import { ActionIcon, Box, Group, Text, Textarea } from '@mantine/core';
import { chatMessages } from '@microreach/domain/chat-rules';
import { FORM_LOAD_FAILED } from '@microreach/domain/messages';
import { IconSend } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { importOrReload } from '#web/lib/chunk-reload';
import { toast } from '#web/lib/toast';
import { useSendMessage } from '../api/chat';

/** The server's check of a message's text; it (and zod) loads after the page shows (issue 31). */
const loadMessageTextSchema = () => import('@microreach/domain/chat').then((m) => m.ChatMessageTextSchema);
type MessageTextSchema = Awaited<ReturnType<typeof loadMessageTextSchema>>;

export function ChatComposer({
  color,
  partnerId,
  campaignId,
  prefill,
  disabledReason,
}: {
  color: string;
  /** Who the message goes to. */
  partnerId: string;
  /** The campaign the conversation is about, when the page was opened from one. */
  campaignId: string | undefined;
  /** Text the input starts with (a link may suggest a first message). */
  prefill: string;
  /** Why the user may not write to this person (blocked, no relation), or null when they may. */
  disabledReason: string | null;
}) {
  const [text, setText] = useState(prefill);
  const send = useSendMessage();
  const trimmed = text.trim();
  // The server's own check (length as a person counts it, storage size, hidden direction characters): an empty box
  // shows no error, it only cannot be sent. The check loads right after the page shows; a send before it has waits.
  const [schema, setSchema] = useState<MessageTextSchema | null>(null);
  useEffect(() => {
    importOrReload(loadMessageTextSchema).then(setSchema, () => undefined);
  }, []);
  const checked = schema?.safeParse(text);
  const problem = trimmed.length > 0 && checked && !checked.success ? checked.error.issues[0]?.message : undefined;
  const canSend = (checked ? checked.success : trimmed.length > 0) && !send.isPending && disabledReason === null;

  const submit = async () => {
    if (!canSend) return;
    let check: MessageTextSchema;
    try {
      check = schema ?? (await importOrReload(loadMessageTextSchema));
    } catch {
      toast.error(FORM_LOAD_FAILED);
      return;
    }
    if (!check.safeParse(text).success) return;
    try {
      await send.mutateAsync({ clientId: crypto.randomUUID(), to: partnerId, text: trimmed, campaignId });
      setText('');
    } catch {
      // The text stays in the input to be sent again.
      toast.error(chatMessages.sendFailed);
    }
  };

  return (
    <Box p="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      {disabledReason && (
        <Text size="sm" c="dimmed" mb="xs">
          {disabledReason}
        </Text>
      )}
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <Textarea
          aria-label="Message"
          placeholder="Type a message..."
          autosize
          minRows={1}
          maxRows={6}
          style={{ flex: 1 }}
          value={text}
          disabled={disabledReason !== null}
          error={problem}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              void submit();
            }
          }}
        />
        <ActionIcon
          size="lg"
          color={color}
          variant="filled"
          aria-label="Send"
          disabled={!canSend}
          loading={send.isPending}
          onClick={() => void submit()}
        >
          <IconSend size={18} />
        </ActionIcon>
      </Group>
    </Box>
  );
}
