// One-click unsubscribe (issue 27, RFC 8058): a notification email arrives through a real SMTP server with both
// List-Unsubscribe headers; POSTing the header's URL as a mail provider does (no cookie, no Origin, a form body) turns
// that kind off; opening it changes nothing; a forged token, or one for another person or kind, is refused.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, notificationPreferences } from '#server/db/schema/index.ts';
import { sendOutboxEmail } from '#server/modules/mail/outbox.service.ts';
import {
  callAs,
  createTestApp,
  joinAs,
  launchableCampaign,
  signUpBusiness,
  signUpCreator,
  type TestApp,
  type TestUser,
} from '#server/test/harness.ts';
import { startTestSmtpServer, type TestSmtpServer } from '#server/test/support/smtp-test-server.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

let app: TestApp;
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  app = await createTestApp({
    mail: {
      from: 'MicroReach <no-reply@microreach.test>',
      delivery: { mode: 'smtp', url: smtp.url, timeouts: { connectionMs: 2_000, greetingMs: 2_000, socketMs: 2_000 } },
      devMailbox: false,
    },
  });
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

const preferenceOf = async (who: TestUser, kind: string) =>
  (await callAs(app, who, 'GET', '/api/notification-preferences'))
    .json()
    .items.find((i: { kind: string }) => i.kind === kind)?.enabled;

const tokenFor = (who: TestUser, kind: Parameters<typeof unsubscribeToken>[2]) =>
  unsubscribeToken(app.notificationEmails.unsubscribeKey, who.user.id, kind);

/** As a mail provider sends it: form-encoded, without a cookie or an Origin. */
const oneClick = (url: string, payload = 'List-Unsubscribe=One-Click') =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload,
  });

describe('a notification email through SMTP', () => {
  it('arrives with List-Unsubscribe and List-Unsubscribe-Post, and the header URL turns that kind off', async () => {
    const [business, creator] = await Promise.all([signUpBusiness(app), signUpCreator(app, { name: 'Mia Lens' })]);
    const created = await callAs(
      app,
      business,
      'POST',
      '/api/business/campaigns',
      launchableCampaign({ privatePublic: 'Private' }),
    );
    const applied = await joinAs(app, creator, created.json().id);
    expect(applied.statusCode).toBe(201);
    const notificationMails = () =>
      app.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toAddress, business.email), eq(emailOutbox.kind, 'notification')));
    const [row] = await notificationMails();
    expect(row).toMatchObject({ kind: 'notification', status: 'pending' });
    expect((await sendOutboxEmail(app.db, app.mail, row.id)).status).toBe('sent');

    const message = smtp.received.find((m) => m.subject === 'New application - MicroReach');
    expect(message?.to && 'text' in message.to ? message.to.text : null).toBe(business.email);
    // The header lines as they arrived (mailparser folds List-* headers into an object of its own).
    const line = (key: string) => message?.headerLines.find((h) => h.key === key)?.line ?? '';
    expect(line('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const raw = line('list-unsubscribe');
    const url = /<(http:\/\/localhost:3000\/api\/email\/unsubscribe\?token=[^>]+)>/.exec(
      raw.replace(/\r?\n\s+/g, ''),
    )?.[1];
    expect(url).toBeDefined();
    expect(message?.text).toContain(
      'Email preferences: http://localhost:3000/smb-profile-settings#email-notifications',
    );

    expect(await preferenceOf(business, 'new_applicants')).toBe(true);
    const done = await oneClick(new URL(url ?? '').pathname + new URL(url ?? '').search);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({
      kind: 'new_applicants',
      label: 'New applicants',
      description: 'A creator applies to or joins one of your campaigns.',
      enabled: false,
    });
    expect(await preferenceOf(business, 'new_applicants')).toBe(false);
    // Only that kind, and again is the same answer.
    expect(await preferenceOf(business, 'holds')).toBe(true);
    expect((await oneClick(new URL(url ?? '').pathname + new URL(url ?? '').search)).statusCode).toBe(200);

    // The next applicant is not mailed.
    const other = await signUpCreator(app);
    await joinAs(app, other, created.json().id);
    expect(await notificationMails()).toHaveLength(1);
  });
});

describe('the unsubscribe link', () => {
  it('opened (GET) sends the person to the page that asks first, and changes nothing', async () => {
    const creator = await signUpCreator(app);
    const token = tokenFor(creator, 'payouts');
    const opened = await app.inject({ method: 'GET', url: `/api/email/unsubscribe?token=${token}` });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/unsubscribe?token=${token}`);
    const details = await app.inject({ method: 'GET', url: `/api/email/unsubscribe/details?token=${token}` });
    expect(details.json()).toEqual({
      kind: 'payouts',
      label: 'Withdrawals',
      description: 'A withdrawal is paid or fails.',
      enabled: true,
    });
    expect(await preferenceOf(creator, 'payouts')).toBe(true);
  });

  it('works from the page too (no body), and with a multipart body', async () => {
    const creator = await signUpCreator(app);
    const res = await app.inject({
      method: 'POST',
      url: `/api/email/unsubscribe?token=${tokenFor(creator, 'invitations')}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await preferenceOf(creator, 'invitations')).toBe(false);
    const boundary = 'x-boundary';
    const multipart = await app.inject({
      method: 'POST',
      url: `/api/email/unsubscribe?token=${tokenFor(creator, 'holds')}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(multipart.statusCode, multipart.body).toBe(200);
    expect(await preferenceOf(creator, 'holds')).toBe(false);
  });

  it("refuses a forged token, or one changed to another person's or another kind, and changes nothing", async () => {
    const [creator, victim, business] = await Promise.all([
      signUpCreator(app),
      signUpCreator(app),
      signUpBusiness(app),
    ]);
    const mine = tokenFor(creator, 'payouts');
    const [, , mac] = mine.split('.');
    const flipped = `${mac.slice(0, -2)}${mac.at(-2) === 'A' ? 'B' : 'A'}${mac.at(-1)}`;
    for (const token of [
      `${victim.user.id}.payouts.${mac}`,
      `${creator.user.id}.invitations.${mac}`,
      `${creator.user.id}.payouts.${flipped}`,
      `${creator.user.id}.payouts.${'A'.repeat(43)}`,
      // Signed for a kind the business's role does not have.
      tokenFor(business, 'payouts'),
      'not-a-token',
      `${mine}.extra`,
      'x'.repeat(500),
    ]) {
      for (const res of [
        await oneClick(`/api/email/unsubscribe?token=${encodeURIComponent(token)}`),
        await app.inject({ method: 'GET', url: `/api/email/unsubscribe/details?token=${encodeURIComponent(token)}` }),
      ]) {
        expect(res.statusCode, token).toBe(400);
        expect(res.json().message).toBe('This unsubscribe link is not valid.');
      }
    }
    expect((await oneClick('/api/email/unsubscribe')).statusCode).toBe(400);
    for (const who of [creator, victim, business]) {
      expect(
        await app.db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, who.user.id)),
      ).toEqual([]);
    }
  });

  it('is refused from another site (a browser sends an Origin); mail providers send none', async () => {
    const creator = await signUpCreator(app);
    const res = await app.inject({
      method: 'POST',
      url: `/api/email/unsubscribe?token=${tokenFor(creator, 'payouts')}`,
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(403);
    expect(await preferenceOf(creator, 'payouts')).toBe(true);
  });
});
