import type { ChatMessage } from '@microreach/domain/chat';
import { operatorMessages } from '@microreach/domain/operators';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectToast } from '#web/test/fixtures/campaign-form';
import { mockApi } from '#web/test/mock-api';
import { renderAt } from '#web/test/render';
import { user } from '#web/test/user';
import { ChatThread } from './chat-thread';

const THEIRS = '0b5f2c8e-6f0a-4d7e-9c1b-3a2d4e5f6a7b';
const MINE = '1c6a3d9f-7a1b-4e8f-8d2c-4b3e5f6a7b8c';

function message(id: string, seq: number, senderId: string, text: string): ChatMessage {
  return {
    id,
    clientId: `k${seq}`,
    conversationId: 'c1',
    seq,
    senderId,
    receiverId: senderId === 'me' ? 'p1' : 'me',
    text,
    createdAt: new Date(Date.now() - (10 - seq) * 60_000).toISOString(),
  };
}

function renderThread() {
  renderAt('/chat-creator', [
    {
      path: '/chat-creator',
      element: (
        <ChatThread
          color="pink"
          myId="me"
          messages={[
            message(MINE, 1, 'me', 'Hi, is the campaign still open?'),
            message(THEIRS, 2, 'p1', 'Send me your bank login to get paid.'),
          ]}
          isLoading={false}
          hasOlder={false}
          isLoadingOlder={false}
          onLoadOlder={() => {}}
        />
      ),
    },
  ]);
}

describe('ChatThread: reporting a message (issue 28)', () => {
  it("offers Report message on the other person's messages only, and sends the message's id", async () => {
    const calls = mockApi({ 'POST /api/reports': [200, { id: 'r1', message: operatorMessages.reportSent }] });
    renderThread();
    const [mine, theirs] = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    expect(within(mine!).queryByRole('button', { name: 'Message options' })).not.toBeInTheDocument();

    await user.click(within(theirs!).getByRole('button', { name: 'Message options' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Report message' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Report message' }));
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Reason' }), 'Scam or fraud');
    await user.click(dialog.getByRole('button', { name: 'Send report' }));
    await expectToast('Report sent', operatorMessages.reportSent);
    expect(calls).toEqual([
      { method: 'POST', path: '/api/reports', body: { subjectKind: 'message', subjectId: THEIRS, reason: 'scam' } },
    ]);
  });
});
