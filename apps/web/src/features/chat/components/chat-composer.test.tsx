import { CHAT_MESSAGE_MAX_LENGTH, type ChatMessage, chatMessages } from '@microreach/domain/chat';
import { textMessages } from '@microreach/domain/text';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiRequest, mockApi, SERVER_ERROR } from '#web/test/mock-api';
import { renderAt } from '#web/test/render';
import { user } from '#web/test/user';
import { ChatComposer } from './chat-composer';

const SEND = 'POST /api/chat/messages';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The server's answer to a send: the message as stored. */
function stored(request: ApiRequest): ChatMessage {
  const body = request.body as { clientId: string; to: string; text: string };
  return {
    id: 'm1',
    clientId: body.clientId,
    conversationId: 'c1',
    seq: 1,
    senderId: 'me',
    receiverId: body.to,
    text: body.text,
    createdAt: new Date().toISOString(),
  };
}

function renderComposer(props: { prefill?: string; campaignId?: string; disabledReason?: string | null } = {}) {
  renderAt('/chat-business', [
    {
      path: '/chat-business',
      element: (
        <ChatComposer
          color="teal"
          partnerId="p1"
          campaignId={props.campaignId}
          prefill={props.prefill ?? ''}
          disabledReason={props.disabledReason ?? null}
        />
      ),
    },
  ]);
  return {
    input: screen.getByRole('textbox', { name: 'Message' }),
    send: screen.getByRole('button', { name: 'Send' }),
  };
}

describe('ChatComposer', () => {
  it('sends the trimmed text to the partner with a fresh message id on Send, then empties the input', async () => {
    const calls = mockApi({ [SEND]: (request) => [201, stored(request)] });
    const { input, send } = renderComposer({ campaignId: 'k1' });
    await user.type(input, '  Hi! Loved your reel.  ');
    await user.click(send);
    await waitFor(() => expect(input).toHaveValue(''));
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/chat/messages',
        body: { clientId: expect.stringMatching(UUID), to: 'p1', text: 'Hi! Loved your reel.', campaignId: 'k1' },
      },
    ]);
  });

  it('sends on Enter; Shift+Enter breaks the line instead', async () => {
    const calls = mockApi({ [SEND]: (request) => [201, stored(request)] });
    const { input } = renderComposer();
    await user.type(input, 'Hi!{Shift>}{Enter}{/Shift}Fancy a collab?');
    expect(input).toHaveValue('Hi!\nFancy a collab?');
    expect(calls).toEqual([]);
    await user.type(input, '{Enter}');
    await waitFor(() => expect(input).toHaveValue(''));
    expect(calls.map((c) => c.body)).toEqual([expect.objectContaining({ text: 'Hi!\nFancy a collab?' })]);
  });

  it('does not send an empty message, or one of spaces only', async () => {
    const calls = mockApi({ [SEND]: (request) => [201, stored(request)] });
    const { input, send } = renderComposer();
    expect(send).toBeDisabled();
    await user.type(input, '   {Enter}');
    expect(send).toBeDisabled();
    expect(input).toHaveValue('   ');
    await user.type(input, 'x');
    expect(send).toBeEnabled();
    expect(calls).toEqual([]);
  });

  it(`takes ${CHAT_MESSAGE_MAX_LENGTH} characters as a person counts them, and says so past that`, async () => {
    const calls = mockApi({ [SEND]: (request) => [201, stored(request)] });
    const { input, send } = renderComposer();
    // Each emoji is two UTF-16 code units but one character.
    await user.click(input);
    await user.paste('👍'.repeat(CHAT_MESSAGE_MAX_LENGTH));
    expect(send).toBeEnabled();
    expect(screen.queryByText(chatMessages.tooLong)).not.toBeInTheDocument();

    await user.paste('👍');
    expect(screen.getByText('Messages can be at most 2,000 characters.')).toBeVisible();
    expect(send).toBeDisabled();
    await user.type(input, '{Enter}');
    expect(calls).toEqual([]);
  });

  it('says why before sending a direction override or a character stacked with marks, as the server would (issue 32)', async () => {
    const calls = mockApi({ [SEND]: (request) => [201, stored(request)] });
    const { input, send } = renderComposer();
    await user.click(input);
    await user.paste('pay to \u202Emoc.live');
    expect(screen.getByText(textMessages.directionControls)).toBeVisible();
    expect(send).toBeDisabled();
    await user.clear(input);
    await user.paste(`Z${'\u0351'.repeat(30)}`);
    expect(screen.getByText(textMessages.stackedMarks)).toBeVisible();
    expect(send).toBeDisabled();
    await user.type(input, '{Enter}');
    expect(calls).toEqual([]);
  });

  it('keeps the text and says so when the message could not be sent', async () => {
    const calls = mockApi({ [SEND]: [500, SERVER_ERROR] });
    const { input, send } = renderComposer({ prefill: 'Are you free on Friday?' });
    expect(input).toHaveValue('Are you free on Friday?');
    await user.click(send);
    expect(await screen.findByText('Failed to send message. Please try again.')).toBeVisible();
    expect(input).toHaveValue('Are you free on Friday?');
    expect(send).toBeEnabled();
    expect(calls).toHaveLength(1);
  });

  it('says why the user may not write, with the input and Send off', () => {
    mockApi({});
    const { input, send } = renderComposer({ disabledReason: chatMessages.blockedByYou, prefill: 'Hello' });
    expect(screen.getByText('You have blocked this user. Unblock them to send a message.')).toBeVisible();
    expect(input).toBeDisabled();
    expect(send).toBeDisabled();
  });
});
