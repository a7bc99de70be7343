import type { CurrentUser } from '@microreach/domain/auth';
import {
  type ChatMessage,
  type ChatSocketEvent,
  type ConversationSummary,
  type PartnerView,
  PartnerViewSchema,
} from '@microreach/domain/chat';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { mockApi, SERVER_ERROR } from '#web/test/mock-api';
import { chatSocket, server } from '#web/test/msw';
import { renderAt } from '#web/test/render';
import { user } from '#web/test/user';
import { useChatSocket } from '../api/chat';
import { ChatPage } from './chat-page';

// useChatSocket loads the socket's code after the page (issue 31); loaded here first, so the tests wait for a render,
// not for the import.
beforeAll(async () => {
  await import('../api/chat-socket');
});

const LIST = 'GET /api/chat/conversations';
const THREAD = 'GET /api/chat/conversations/c1/messages';

const me: CurrentUser = {
  id: 'b1',
  email: 'dana@example.com',
  name: 'Dana Roaster',
  role: 'SMB',
  companyName: 'Northside Coffee',
  profilePicture: null,
  emailConfirmed: true,
};

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function conversation(over: Partial<ConversationSummary> & Pick<ConversationSummary, 'id' | 'partnerId'>) {
  return {
    partnerName: 'Mia Lens',
    partnerPicture: null,
    lastMessage: 'See you soon',
    lastMessageAt: minutesAgo(5),
    lastMessageFromMe: false,
    lastSeq: 2,
    unreadCount: 0,
    campaignId: null,
    campaignTitle: null,
    blockedByMe: false,
    blockedMe: false,
    ...over,
  } satisfies ConversationSummary;
}

const mia = conversation({
  id: 'c1',
  partnerId: 'p1',
  partnerName: 'Mia Lens',
  lastMessage: 'Sounds great, see you soon',
  unreadCount: 2,
  campaignId: 'k1',
  campaignTitle: 'Autumn Roast',
});
const leo = conversation({
  id: 'c2',
  partnerId: 'p2',
  partnerName: 'Leo Frames',
  lastMessage: 'Thanks!',
  lastMessageFromMe: true,
  lastSeq: 4,
  lastMessageAt: minutesAgo(60),
});

function message(seq: number, over: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: `m${seq}`,
    clientId: `k${seq}`,
    conversationId: 'c1',
    seq,
    senderId: 'p1',
    receiverId: 'b1',
    text: `Message ${seq}`,
    createdAt: minutesAgo(10 - seq),
    ...over,
  };
}

const miaMessages = [
  message(1, { senderId: 'b1', receiverId: 'p1', text: 'Would you like to join Autumn Roast?' }),
  message(2, { text: 'Sounds great, see you soon' }),
];

/**
 * GET /api/chat/partners/{userId}, after mockApi (whose table does not list the route yet): the answer goes through
 * the schema the server sends it through.
 */
function mockPartner(view: Omit<PartnerView, 'partner'> & { name: string }) {
  server.use(
    http.get('/api/chat/partners/:userId', ({ params }) =>
      HttpResponse.json(
        PartnerViewSchema.parse({
          partner: { id: params.userId, name: view.name, picture: null },
          conversationId: view.conversationId,
          canSend: view.canSend,
          reason: view.reason,
        }),
      ),
    ),
  );
}

/** The page with the signed-in user's live socket, as the signed-in layout opens it. */
function ChatWithSocket() {
  useChatSocket(me.id);
  return <ChatPage variant="business" />;
}

function renderChat(path = '/chat-business', { withSocket = false } = {}) {
  return renderAt(path, [
    { path: '/chat-business', element: withSocket ? <ChatWithSocket /> : <ChatPage variant="business" /> },
  ]);
}

/** The chat socket's server side (after mockApi, which resets the handlers): pushes frames once the page connected. */
function serveSocket() {
  return new Promise<(frame: ChatSocketEvent | string | object) => void>((resolve) => {
    server.use(
      chatSocket.addEventListener('connection', ({ client }) => {
        resolve((frame) => client.send(typeof frame === 'string' ? frame : JSON.stringify(frame)));
      }),
    );
  });
}

const conversationsNav = () => screen.findByRole('navigation', { name: 'Conversations' });
const thread = () => screen.findByRole('list', { name: 'Messages' });
/** The thread once it shows `text`: found anew each time, as the list is drawn again while the conversation loads. */
const threadWith = (text: string) =>
  waitFor(() => {
    const list = screen.getByRole('list', { name: 'Messages' });
    expect(within(list).getByText(text)).toBeVisible();
    return list;
  });
const textsOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((li) => li.querySelector('p')?.textContent);
const location = () => screen.getByLabelText('location');

let consoleError: MockInstance;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});
afterEach(() => {
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockRestore();
});

describe('ChatPage', () => {
  it('lists the conversations with their campaign, last message and unread count, none open yet', async () => {
    mockApi({ [LIST]: [200, { items: [mia, leo], unreadTotal: 2 }] });
    renderChat();
    expect(screen.getByRole('heading', { name: 'Business Messages' })).toBeVisible();
    const nav = await conversationsNav();
    const [first, second] = within(nav).getAllByRole('button');
    expect(first).toHaveTextContent('Mia Lens');
    expect(within(first!).getByText('Autumn Roast')).toBeVisible();
    expect(within(first!).getByText('Sounds great, see you soon')).toBeVisible();
    expect(within(first!).getByText('2 unread')).toBeInTheDocument();
    expect(second).toHaveTextContent('Leo Frames');
    expect(within(second!).getByText('You: Thanks!')).toBeVisible();
    expect(within(second!).queryByLabelText(/unread/)).not.toBeInTheDocument();
    expect(screen.getByText('Select a conversation to start messaging')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
  });

  it('says when there are no conversations, and when none matches the search', async () => {
    mockApi({ [LIST]: [200, { items: [], unreadTotal: 0 }] });
    const { unmount } = renderChat();
    expect(await screen.findByText('No conversations yet')).toBeVisible();
    unmount();

    mockApi({ [LIST]: [200, { items: [mia, leo], unreadTotal: 2 }] });
    renderChat();
    const nav = await conversationsNav();
    await user.type(screen.getByRole('textbox', { name: 'Search conversations' }), 'autumn');
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([expect.stringContaining('Mia Lens')]);
    await user.type(screen.getByRole('textbox', { name: 'Search conversations' }), ' nobody');
    expect(screen.getByText('No conversations match your search')).toBeVisible();
  });

  it('says so when the conversations fail to load', async () => {
    mockApi({ [LIST]: [500, SERVER_ERROR] });
    renderChat();
    expect(await screen.findByText('Failed to load conversations.')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Conversations' })).not.toBeInTheDocument();
  });

  it('opens the selected conversation: its thread, oldest first, read as it is shown', async () => {
    let unread = 2;
    const calls = mockApi({
      [LIST]: () => [200, { items: [{ ...mia, unreadCount: unread }, leo], unreadTotal: unread }],
      [THREAD]: [200, { items: miaMessages, hasOlder: false, hasNewer: false }],
      'GET /api/auth/session': [200, { user: me }],
      'POST /api/chat/conversations/c1/read': () => {
        unread = 0;
        return [204, null];
      },
    });
    mockPartner({ name: 'Mia Lens', conversationId: 'c1', canSend: true, reason: null });
    renderChat();
    const nav = await conversationsNav();
    const miaButton = within(nav).getByRole('button', { name: /Mia Lens/ });
    await user.click(miaButton);

    expect(location()).toHaveTextContent('/chat-business?user=p1');
    expect(miaButton).toHaveAttribute('aria-current', 'true');
    expect(await screen.findByRole('heading', { level: 2, name: 'Mia Lens' })).toBeVisible();
    expect(textsOf(await threadWith('Sounds great, see you soon'))).toEqual([
      'Would you like to join Autumn Roast?',
      'Sounds great, see you soon',
    ]);
    expect(screen.queryByText('Select a conversation to start messaging')).not.toBeInTheDocument();

    // Open and visible: read up to the last message, and the badge clears.
    await waitFor(() => expect(within(miaButton).queryByText('2 unread')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/chat/conversations/c1/read', body: { seq: 2 } },
    ]);
  });

  it('loads older messages above the ones shown', async () => {
    mockApi({
      [LIST]: [200, { items: [{ ...mia, unreadCount: 0 }], unreadTotal: 0 }],
      [`${THREAD}?before=2`]: [
        200,
        { items: [message(1, { text: 'The very first' })], hasOlder: false, hasNewer: false },
      ],
      [THREAD]: [200, { items: [message(2, { text: 'The latest' })], hasOlder: true, hasNewer: false }],
      'GET /api/auth/session': [200, { user: me }],
    });
    mockPartner({ name: 'Mia Lens', conversationId: 'c1', canSend: true, reason: null });
    renderChat('/chat-business?user=p1');
    await threadWith('The latest');
    await user.click(screen.getByRole('button', { name: 'Load older messages' }));
    expect(textsOf(await threadWith('The very first'))).toEqual(['The very first', 'The latest']);
    expect(screen.queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
  });

  it('sends from the composer: the message joins the thread and the list is asked again', async () => {
    let sent: ChatMessage | null = null;
    const calls = mockApi({
      [LIST]: () => [
        200,
        {
          items: [sent ? { ...mia, lastMessage: sent.text, lastMessageFromMe: true, lastSeq: 3 } : mia],
          unreadTotal: 0,
        },
      ],
      [THREAD]: [200, { items: miaMessages, hasOlder: false, hasNewer: false }],
      'GET /api/auth/session': [200, { user: me }],
      'POST /api/chat/conversations/c1/read': [204, null],
      'POST /api/chat/messages': (request) => {
        const body = request.body as { clientId: string; text: string };
        sent = message(3, { clientId: body.clientId, senderId: 'b1', receiverId: 'p1', text: body.text });
        return [201, sent];
      },
    });
    mockPartner({ name: 'Mia Lens', conversationId: 'c1', canSend: true, reason: null });
    renderChat('/chat-business?user=p1&campaign=k1');
    const list = await threadWith('Sounds great, see you soon');

    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Great, I will send the brief.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(list).findByText('Great, I will send the brief.')).toBeVisible();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    const nav = await conversationsNav();
    expect(await within(nav).findByText('You: Great, I will send the brief.')).toBeVisible();
    expect(calls.find((c) => c.path === '/api/chat/messages')?.body).toMatchObject({
      to: 'p1',
      text: 'Great, I will send the brief.',
      campaignId: 'k1',
    });
  });

  it('opens a conversation from a link to someone not written to yet, saying why the user may not write', async () => {
    mockApi({
      [LIST]: [200, { items: [], unreadTotal: 0 }],
      'GET /api/auth/session': [200, { user: me }],
    });
    mockPartner({
      name: 'Northside Coffee',
      conversationId: null,
      canSend: false,
      reason: 'This user is not accepting your messages.',
    });
    renderChat('/chat-business?user=p9');
    expect(await screen.findByRole('heading', { level: 2, name: 'Northside Coffee' })).toBeVisible();
    expect(await screen.findByText('This user is not accepting your messages.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(within(await thread()).queryAllByRole('listitem')).toEqual([]);
  });

  it('adds a message that arrives on the socket to the open thread, and drops frames that are no chat event', async () => {
    mockApi({
      [LIST]: [200, { items: [{ ...mia, unreadCount: 0 }], unreadTotal: 0 }],
      [THREAD]: [200, { items: miaMessages, hasOlder: false, hasNewer: false }],
      'GET /api/auth/session': [200, { user: me }],
    });
    mockPartner({ name: 'Mia Lens', conversationId: 'c1', canSend: true, reason: null });
    const connected = serveSocket();
    renderChat('/chat-business?user=p1', { withSocket: true });
    const list = await threadWith('Sounds great, see you soon');
    const push = await connected;

    push('not json');
    push({ type: 'message', message: { id: 'm8', conversationId: 'c1', text: 'Half a message' } });
    push({ type: 'typing', text: 'Unknown event' });
    push({ type: 'message', message: message(3, { text: 'Are you free on Friday?' }) });
    expect(await within(list).findByText('Are you free on Friday?')).toBeVisible();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByText('Half a message')).not.toBeInTheDocument();

    // The same message again (a send's answer and the socket both bring it): shown once.
    push({ type: 'message', message: message(3, { text: 'Are you free on Friday?' }) });
    push({ type: 'message', message: message(4, { text: 'Or Saturday?' }) });
    expect(await within(list).findByText('Or Saturday?')).toBeVisible();
    expect(within(list).getAllByText('Are you free on Friday?')).toHaveLength(1);
  });

  it('asks for the list again when the socket says a conversation was read elsewhere', async () => {
    let unread = 2;
    mockApi({
      [LIST]: () => [200, { items: [{ ...mia, unreadCount: unread }], unreadTotal: unread }],
    });
    const connected = serveSocket();
    renderChat('/chat-business', { withSocket: true });
    const nav = await conversationsNav();
    expect(within(nav).getByText('2 unread')).toBeInTheDocument();
    const push = await connected;
    unread = 0;
    push({ type: 'read', conversationId: 'c1', readerId: me.id, seq: 2 });
    await waitFor(() => expect(within(nav).queryByText('2 unread')).not.toBeInTheDocument());
  });
});
