// Chat (issue 11): a business writes to a creator from the deep link; the creator, on another page, sees the Messages
// badge rise without reloading, opens the conversation (the badge clears), and replies; the business sees the reply
// arrive. Two browser contexts, real sockets.
import type { WebSocketRoute } from '@playwright/test';
import { collectPageErrors, expect, signUpViaApi, test, uniqueWord } from '../fixtures';

test('a business and a creator talk in real time; unread counts rise and clear', async ({ page, browser, baseURL }) => {
  const word = uniqueWord();
  const creatorName = `Noa ${word}`;
  const creatorErrors = collectPageErrors(page);
  await signUpViaApi(page.request, 'influencer', creatorName);
  const creatorId = (await (await page.request.get('/api/me')).json()).id as string;

  const businessContext = await browser.newContext({ baseURL });
  const businessPage = await businessContext.newPage();
  const businessErrors = collectPageErrors(businessPage);
  const business = await signUpViaApi(businessPage.request, 'smb');

  // The creator waits on the dashboard: nothing unread yet.
  await page.goto('/influencer-dashboard');
  const creatorMessagesLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Messages/ });
  await expect(creatorMessagesLink).toHaveAccessibleName('Messages');

  // The business opens the conversation from a link naming the creator, with nothing sent yet.
  await businessPage.goto(`/chat-business?user=${creatorId}`);
  await expect(businessPage.getByRole('heading', { name: 'Business Messages' })).toBeVisible();
  await expect(businessPage.getByRole('heading', { name: creatorName })).toBeVisible();
  const businessInput = businessPage.getByRole('textbox', { name: 'Message' });
  const businessSend = businessPage.getByRole('button', { name: 'Send' });
  await expect(businessSend).toBeDisabled();
  await businessInput.fill('   ');
  await expect(businessSend).toBeDisabled();
  // Shift+Enter breaks the line; Enter sends.
  await businessInput.fill('Hi! Loved your reel.');
  await businessInput.press('Shift+Enter');
  await businessInput.pressSequentially('Fancy a collab?');
  await expect(businessInput).toHaveValue('Hi! Loved your reel.\nFancy a collab?');
  await businessInput.press('Enter');
  await expect(businessInput).toHaveValue('');
  const businessThread = businessPage.getByRole('list', { name: 'Messages' });
  await expect(businessThread.getByRole('listitem')).toHaveCount(1);
  await expect(businessThread).toContainText('Hi! Loved your reel.');

  // The creator's Messages badge rises without a reload; the bell has the message too.
  await expect(creatorMessagesLink).toHaveAccessibleName(/1 unread messages/);
  await creatorMessagesLink.click();
  await expect(page.getByRole('heading', { name: 'Creator Messages' })).toBeVisible();
  const conversation = page.getByRole('navigation', { name: 'Conversations' }).getByRole('button', {
    name: new RegExp(business.companyName ?? ''),
  });
  await expect(conversation).toHaveAccessibleName(/1 unread/);
  await expect(page.getByText('Select a conversation to start messaging')).toBeVisible();
  await conversation.click();
  await expect(page).toHaveURL((url) => url.searchParams.get('userId') !== null);
  const creatorThread = page.getByRole('list', { name: 'Messages' });
  await expect(creatorThread).toContainText('Fancy a collab?');
  // Open and visible: read, the badges clear.
  await expect(creatorMessagesLink).toHaveAccessibleName('Messages');
  await expect(conversation).not.toHaveAccessibleName(/unread/);

  // The creator replies; the business sees it arrive without reloading.
  const creatorInput = page.getByRole('textbox', { name: 'Message' });
  await creatorInput.fill('Yes please!');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(businessThread.getByRole('listitem')).toHaveCount(2);
  await expect(businessThread).toContainText('Yes please!');

  // Searching the list.
  const search = page.getByRole('textbox', { name: 'Search conversations' });
  await search.fill('nobody-by-this-name');
  await expect(page.getByText('No conversations match your search')).toBeVisible();
  await search.fill(business.companyName ?? '');
  await expect(conversation).toBeVisible();

  expect(creatorErrors).toEqual([]);
  expect(businessErrors).toEqual([]);
  await businessContext.close();
});

test('with no conversations the list says so, on a phone too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signUpViaApi(page.request, 'smb');
  await page.goto('/chat-business');
  await expect(page.getByRole('heading', { name: 'Business Messages' })).toBeVisible();
  await expect(page.getByText('No conversations yet')).toBeVisible();
});

test('after a dropped connection the page reconnects and shows what it missed, once', async ({ page, newAccount }) => {
  const errors = collectPageErrors(page);
  const business = await newAccount('smb');
  const businessId = (await (await business.request.get('/api/me')).json()).id as string;
  await signUpViaApi(page.request, 'influencer');
  const creatorId = (await (await page.request.get('/api/me')).json()).id as string;
  const send = async (text: string) => {
    const response = await business.request.post('/api/chat/messages', {
      data: { clientId: crypto.randomUUID(), to: creatorId, text },
    });
    expect(response.status(), await response.text()).toBe(201);
  };
  await send('First message');

  // Every socket the page opens goes through here: the first straight to the server, a later one only once the
  // test lets it, so the message below is sent while the page has no connection.
  const sockets: WebSocketRoute[] = [];
  let allowReconnect: () => void = () => {};
  const reconnectAllowed = new Promise<void>((resolve) => {
    allowReconnect = resolve;
  });
  await page.routeWebSocket(/\/api\/chat\/socket$/, async (socket) => {
    sockets.push(socket);
    if (sockets.length > 1) await reconnectAllowed;
    socket.connectToServer();
  });

  await page.goto(`/chat-creator?userId=${businessId}`);
  const thread = page.getByRole('list', { name: 'Messages' });
  await expect(thread).toContainText('First message');
  await expect.poll(() => sockets.length).toBe(1);

  // The connection drops; the page tries again (held here) and meanwhile the business writes.
  await sockets[0].close();
  await expect.poll(() => sockets.length).toBe(2);
  await send('Sent while you were away');
  await expect(thread.getByRole('listitem')).toHaveCount(1);

  // Back online: the page catches up without a reload, and each message is there once.
  allowReconnect();
  await expect(thread).toContainText('Sent while you were away');
  await expect(thread.getByRole('listitem')).toHaveCount(2);
  await send('And live again');
  await expect(thread).toContainText('And live again');
  await expect(thread.getByRole('listitem')).toHaveCount(3);
  expect(errors).toEqual([]);
});
