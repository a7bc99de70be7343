// Delete my account (issue 27 item 4) through the API, on PGlite and (with DATABASE_URL) PostgreSQL: refused with its
// reasons while money is pending or a campaign is live; a wrong password or a missing DELETE changes nothing; a
// deletion erases the person (files included), ends their sessions and sockets, keeps their ledger entries and
// messages under the erased owner, hides them from search and profiles, and frees the address for a new account.
import { randomUUID } from 'node:crypto';
import { CHAT_SOCKET_SESSION_ENDED } from '@microreach/domain/chat';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type Database, openDatabase } from '#server/db/client.ts';
import {
  accountTokens,
  authAccounts,
  authSessions,
  authUsers,
  chat,
  emailOutbox,
  ledgerAccounts,
  ledgerEntries,
  notifications,
  users,
} from '#server/db/schema/index.ts';
import { account, transfer } from '#server/modules/ledger/ledger.service.ts';
import { checkLedger } from '#server/modules/ledger/ledger-check.service.ts';
import {
  callAs,
  createTestApp,
  joinAs,
  launchableCampaign,
  randomIp,
  signUpBusiness,
  signUpCreator,
  TEST_PASSWORD,
  type TestApp,
  type TestUser,
} from '#server/test/harness.ts';
import { addFunds, seedPayout } from '#server/test/ledger.ts';

let database: Database;
let second: Database | null = null;
let app: TestApp;
/** Another app server on the same database, holding the chat sockets (as in production, any server may). */
let other: TestApp;
let socketBase: string;
beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  database = url
    ? await openDatabase({ engine: 'postgres', url, poolSize: 4 })
    : await openDatabase({ engine: 'pglite', dataDir: null });
  await database.migrate();
  second = url ? await openDatabase({ engine: 'postgres', url, poolSize: 4 }) : null;
  app = await createTestApp({ database, closeDatabase: false });
  other = await createTestApp({ database: second ?? database, closeDatabase: false });
  await other.listen({ port: 0, host: '127.0.0.1' });
  const address = other.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  socketBase = `ws://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await app.close();
  await other.close();
  await second?.close();
  await database.close();
});

const deleteAccount = (who: TestUser | null, body: unknown) => callAs(app, who, 'POST', '/api/account/delete', body);
const confirmed = (who: TestUser) => ({ password: who.password, confirm: 'DELETE' });

async function userRow(id: string) {
  const [row] = await app.db.select().from(users).where(eq(users.id, id));
  return row!;
}

/** Everything a refused deletion must leave as it was. */
async function snapshotOf(who: TestUser) {
  const [row, [auth], credentials, sessions, mail] = await Promise.all([
    userRow(who.user.id),
    app.db.select().from(authUsers).where(eq(authUsers.id, who.user.id)),
    app.db.select({ id: authAccounts.id }).from(authAccounts).where(eq(authAccounts.userId, who.user.id)),
    app.db.select({ id: authSessions.id }).from(authSessions).where(eq(authSessions.userId, who.user.id)),
    app.db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.toAddress, who.email)),
  ]);
  return { row, auth, credentials: credentials.length, sessions: sessions.length, mail: mail.length };
}

async function expectRefused(who: TestUser, body: unknown, status: number, code: string, reasons?: RegExp[]) {
  const before = await snapshotOf(who);
  const res = await deleteAccount(who, body);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().code).toBe(code);
  if (reasons) {
    const given: string[] = res.json().reasons;
    for (const reason of reasons)
      expect(
        given.some((r) => reason.test(r)),
        `${reason} in ${given}`,
      ).toBe(true);
    expect(res.json().message).toMatch(/^Your account cannot be deleted yet:/);
  }
  expect(await snapshotOf(who)).toEqual(before);
  expect((await callAs(app, who, 'GET', '/api/me')).statusCode).toBe(200);
}

/** A Live campaign of `business` with `creator` in it, and a post of theirs under review. */
async function liveCampaignWithPost(business: TestUser, creator: TestUser) {
  const created = await callAs(app, business, 'POST', '/api/business/campaigns', launchableCampaign());
  expect(created.statusCode, created.body).toBe(201);
  const campaignId = created.json().id as string;
  expect((await joinAs(app, creator, campaignId)).statusCode).toBe(201);
  const posted = await callAs(app, creator, 'POST', `/api/creator/campaigns/${campaignId}/content`, {
    platform: 'instagram',
    videoUrl: `https://www.instagram.com/p/Del${randomUUID().slice(0, 8)}/`,
  });
  expect(posted.statusCode, posted.body).toBe(201);
  return campaignId;
}

const png = () =>
  import('sharp').then(({ default: sharp }) =>
    sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 40, b: 90 } } })
      .png()
      .toBuffer(),
  );

async function uploadPicture(who: TestUser): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'me.png');
  const res = await app.inject({
    method: 'PUT',
    url: '/api/me/images/profile-picture',
    headers: { cookie: who.cookie },
    payload: form,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().avatar.url as string;
}

/** A chat socket of `who`, open and ready; `closed` resolves when the server closes it. */
async function openSocket(who: TestUser): Promise<{ closed: Promise<{ code: number; reason: string }> }> {
  const socket = new WebSocket(`${socketBase}/api/chat/socket`, {
    headers: { origin: 'http://localhost:3000', cookie: who.cookie },
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  // Open once the server has checked its session and said so.
  await new Promise<void>((resolve, reject) => {
    socket.on('message', (data) => {
      if (JSON.parse(String(data)).type === 'ready') resolve();
    });
    socket.once('error', reject);
  });
  return { closed };
}

describe('POST /api/account/delete refusals', () => {
  it('refuses a signed-out visitor', async () => {
    const res = await deleteAccount(null, { password: TEST_PASSWORD, confirm: 'DELETE' });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a wrong password (400) and a missing or misspelt DELETE (400), changing nothing', async () => {
    const creator = await signUpCreator(app);
    await expectRefused(creator, { password: 'not-my-password-at-all', confirm: 'DELETE' }, 400, 'WRONG_PASSWORD');
    await expectRefused(creator, { password: creator.password }, 400, 'VALIDATION_ERROR');
    await expectRefused(creator, { password: creator.password, confirm: 'delete' }, 400, 'VALIDATION_ERROR');
    await expectRefused(creator, { password: '', confirm: 'DELETE' }, 400, 'VALIDATION_ERROR');
    await expectRefused(creator, { password: creator.password, confirm: 'DELETE', extra: 1 }, 400, 'VALIDATION_ERROR');
  });

  it('stops guessing after five wrong passwords', async () => {
    const creator = await signUpCreator(app);
    for (let i = 0; i < 5; i++)
      expect((await deleteAccount(creator, { password: `wrong-${i}`, confirm: 'DELETE' })).statusCode).toBe(400);
    await expectRefused(creator, confirmed(creator), 429, 'TOO_MANY_REQUESTS');
  });

  it('refuses a business with a live campaign and a post in review, naming them', async () => {
    const [business, creator] = await Promise.all([signUpBusiness(app), signUpCreator(app)]);
    await liveCampaignWithPost(business, creator);
    await expectRefused(business, confirmed(business), 409, 'ACCOUNT_DELETION_BLOCKED', [
      /^1 campaign is live \(Cold Brew/,
      /post is still in review/,
    ]);
    // The creator's post is still open too.
    await expectRefused(creator, confirmed(creator), 409, 'ACCOUNT_DELETION_BLOCKED', [/post is still in review/]);
  });

  it('refuses a business whose wallet holds money, with the ledger’s amount', async () => {
    const business = await signUpBusiness(app);
    await addFunds(app, business, 12_345);
    await expectRefused(business, confirmed(business), 409, 'ACCOUNT_DELETION_BLOCKED', [
      /^Your wallet holds \$123\.45: withdraw it first\.$/,
    ]);
  });

  it('refuses a creator whose earnings are not paid out, or whose withdrawal is on its way', async () => {
    const creator = await signUpCreator(app);
    await transfer(app.db, {
      kind: 'earnings_reserve',
      description: 'test earnings set aside',
      idempotencyKey: `test:${randomUUID()}`,
      creatorId: creator.user.id,
      legs: [
        { account: account.provider('test'), amountCents: -4_200 },
        { account: account.pending(creator.user.id), amountCents: 4_200 },
      ],
    });
    await seedPayout(app, creator.user.id, 3_000, 'requested');
    await expectRefused(creator, confirmed(creator), 409, 'ACCOUNT_DELETION_BLOCKED', [
      /^\$42\.00 of earnings are pending and not yet paid out\.$/,
      /withdrawal is not finished/,
    ]);
    const wallet = (await callAs(app, creator, 'GET', '/api/creator/earnings')).json();
    expect(wallet.pendingCents).toBe(4_200);
  });

  it('refuses a creator with money in their wallet', async () => {
    const creator = await signUpCreator(app);
    await seedPayout(app, creator.user.id, 5_000, 'failed');
    await expectRefused(creator, confirmed(creator), 409, 'ACCOUNT_DELETION_BLOCKED', [
      /^Your wallet holds \$50\.00: withdraw it first\.$/,
    ]);
  });
});

describe('POST /api/account/delete', () => {
  it('erases the creator, ends every session and socket, and keeps the money and messages under the erased owner', async () => {
    const name = `Zephyrine${randomUUID().slice(0, 8)}`;
    const [business, creator] = await Promise.all([
      signUpBusiness(app),
      signUpCreator(app, { name, location: 'Lisbon', instagram: '@zephy', tiktok: '@zephy' }),
    ]);
    await callAs(app, creator, 'PATCH', '/api/me', { bio: 'I film coffee.', instagramFollowers: 12_000 });
    const picture = await uploadPicture(creator);
    const pictureKey = picture.replace(/^\/files\//, '');
    expect((await app.inject({ method: 'GET', url: picture })).statusCode).toBe(200);
    // A paid-out history: entries that must stay, balanced, under the creator's id.
    await seedPayout(app, creator.user.id, 6_000, 'paid');
    const sent = await callAs(app, business, 'POST', '/api/chat/messages', {
      clientId: randomUUID(),
      to: creator.user.id,
      text: 'Loved your reel',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const reply = await callAs(app, creator, 'POST', '/api/chat/messages', {
      clientId: randomUUID(),
      to: business.user.id,
      text: 'Thank you!',
    });
    expect(reply.statusCode, reply.body).toBe(201);
    const search = () => callAs(app, business, 'GET', `/api/business/influencers?q=${name}`);
    expect((await search()).json().items.map((c: { id: string }) => c.id)).toEqual([creator.user.id]);
    const entriesBefore = await entriesOf(creator.user.id);
    expect(entriesBefore).toBeGreaterThan(0);
    const { closed: socketClosed } = await openSocket(creator);

    const res = await deleteAccount(creator, confirmed(creator));
    expect(res.statusCode, res.body).toBe(204);
    const cleared = [res.headers['set-cookie']].flat().join('\n');
    expect(cleared).toMatch(/microreach\.session_token=;/);
    expect(await socketClosed).toEqual({ code: CHAT_SOCKET_SESSION_ENDED, reason: 'Account deleted' });

    // Personal data erased; the row stays, anonymised.
    const row = await userRow(creator.user.id);
    expect(row).toMatchObject({
      name: 'Deleted user',
      email: `deleted-${creator.user.id}@deleted.invalid`,
      location: null,
      bio: null,
      instagram: null,
      tiktok: null,
      instagramFollowers: null,
      profilePicture: null,
      dateOfBirth: null,
    });
    expect(row.deletedAt).toBeInstanceOf(Date);
    const [auth] = await app.db.select().from(authUsers).where(eq(authUsers.id, creator.user.id));
    expect(auth).toMatchObject({ name: 'Deleted user', email: row.email });
    const left = await Promise.all([
      app.db.select().from(authAccounts).where(eq(authAccounts.userId, creator.user.id)),
      app.db.select().from(authSessions).where(eq(authSessions.userId, creator.user.id)),
      app.db.select().from(accountTokens).where(eq(accountTokens.userId, creator.user.id)),
      app.db.select().from(notifications).where(eq(notifications.userId, creator.user.id)),
    ]);
    expect(left.map((rows) => rows.length)).toEqual([0, 0, 0, 0]);
    // The files are gone from storage.
    expect(await app.storage.get(pictureKey)).toBeNull();
    expect((await app.inject({ method: 'GET', url: picture })).statusCode).toBe(404);

    // The notice went to the old address, before it was erased.
    const mail = await app.db
      .select({ kind: emailOutbox.kind, subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, creator.email));
    expect(mail).toContainEqual({ kind: 'account_deleted', subject: 'Your MicroReach account was deleted' });

    // The old session is dead; the account cannot sign in; the address can sign up again as a new account.
    expect((await callAs(app, creator, 'GET', '/api/me')).statusCode).toBe(401);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      remoteAddress: randomIp(),
      payload: { role: 'influencer', email: creator.email, password: creator.password },
    });
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    const again = await signUpCreator(app, { email: creator.email, name: 'Zephyrine Again' });
    expect(again.user.id).not.toBe(creator.user.id);

    // The money stays where it was, under the erased owner's id, and the ledger holds every invariant.
    expect(await entriesOf(creator.user.id)).toBe(entriesBefore);
    const violations = (await checkLedger(app.db)).flatMap((c) => c.violations.map((v) => `${c.name}: ${v}`));
    expect(process.env.DATABASE_URL ? violations.filter((v) => v.includes(creator.user.id)) : violations).toEqual([]);

    // The business's chat shows the messages, from "Deleted user"; it can no longer write to them.
    const list = (await callAs(app, business, 'GET', '/api/chat/conversations')).json();
    const conversation = list.items.find((c: { partnerId: string }) => c.partnerId === creator.user.id);
    expect(conversation).toMatchObject({ partnerName: 'Deleted user', lastMessage: 'Thank you!' });
    const kept = await app.db.select().from(chat).where(eq(chat.conversationId, conversation.id));
    expect(kept).toHaveLength(2);
    const toDeleted = await callAs(app, business, 'POST', '/api/chat/messages', {
      clientId: randomUUID(),
      to: creator.user.id,
      text: 'Are you there?',
    });
    expect(toDeleted.statusCode).toBe(403);

    // Find Influencers and the public profile no longer show them.
    expect((await search()).json().items).toEqual([]);
    expect((await callAs(app, business, 'GET', `/api/profiles/${creator.user.id}`)).statusCode).toBe(404);
  });

  it('deletes a business that has settled everything, with the drafts it kept', async () => {
    const business = await signUpBusiness(app, { companyName: 'Settled Co' });
    const draft = await callAs(
      app,
      business,
      'POST',
      '/api/business/campaigns',
      launchableCampaign({ intent: 'draft' }),
    );
    expect(draft.statusCode, draft.body).toBe(201);
    const draftId = draft.json().id as string;
    const res = await deleteAccount(business, confirmed(business));
    expect(res.statusCode, res.body).toBe(204);
    expect(await userRow(business.user.id)).toMatchObject({ name: 'Deleted user', companyName: null });
    const [remaining] = await app.db
      .execute<{ n: number }>(sql`select count(*)::int as n from campaigns where id = ${draftId}`)
      .then((r) => (r as unknown as { rows: Array<{ n: number }> }).rows);
    expect(remaining?.n).toBe(0);
    // Deleting again with the old cookie: the session is gone.
    expect((await deleteAccount(business, confirmed(business))).statusCode).toBe(401);
  });
});

async function entriesOf(userId: string): Promise<number> {
  const rows = await app.db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(and(eq(ledgerAccounts.userId, userId)));
  return rows.length;
}
