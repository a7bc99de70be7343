// GET /dev/mailbox: the kept messages, newest first, links clickable, everything a person typed escaped; and no such
// page in production.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '#server/db/schema/index.ts';
import { readEnv } from '#server/env.ts';
import { createTestApp, type TestApp, uniqueEmail } from '#server/test/harness.ts';
import { configureMail, type MailConfig, type MailDeps, SMTP_TIMEOUTS } from './configure.ts';
import { passwordResetEmail } from './email-templates.ts';
import { enqueueEmail } from './outbox.service.ts';

const APP_URL = 'http://localhost:3000';
const development = configureMail(readEnv({ NODE_ENV: 'development' }));
const production = configureMail(
  readEnv({ NODE_ENV: 'production', MAIL_DISABLED: 'true', PAYMENTS_TEST_MODE: 'true' }),
);

let app: TestApp;
let prodApp: TestApp;

beforeAll(async () => {
  app = await createTestApp({ mail: development, appUrl: APP_URL });
  prodApp = await createTestApp({ mail: production, appUrl: APP_URL });
});

afterAll(async () => {
  await app?.close();
  await prodApp?.close();
});

const depsOf = (config: MailConfig): MailDeps => ({ from: config.from, delivery: config.delivery, jobs: null });

/**
 * A password-reset message to a fresh address, dated `minutesAgo` minutes before a moment a day from now: later than
 * any message the other tests keep meanwhile (every sign-up mails a confirmation), so the page's newest 100 hold it.
 */
async function keep(target: TestApp, config: MailConfig, name: string, minutesAgo: number) {
  const to = uniqueEmail('mailbox');
  const token = `tok-${Math.random().toString(36).slice(2)}`;
  const email = passwordResetEmail({
    name,
    resetUrl: `${APP_URL}/reset-password?token=${token}&step=1`,
    expiresInMinutes: 60,
    appUrl: APP_URL,
  });
  const { id } = await target.db.transaction((tx) => enqueueEmail(tx, depsOf(config), { to, email }));
  await target.db
    .update(emailOutbox)
    .set({ createdAt: new Date(Date.now() + 24 * 60 * 60_000 - minutesAgo * 60_000) })
    .where(eq(emailOutbox.id, id));
  return { id, to, token };
}

describe('the development mailbox', () => {
  it('lists kept messages newest first, with their links clickable and what people typed escaped', async () => {
    const oldest = await keep(app, development, 'Ada', 30);
    const hostile = await keep(app, development, '<script>alert("hi")</script>', 20);
    const newest = await keep(app, development, 'Grace & "Co"', 10);
    const smtp: MailDeps = {
      ...depsOf(development),
      delivery: { mode: 'smtp', url: 'smtp://127.0.0.1:9', timeouts: SMTP_TIMEOUTS },
    };
    const pendingTo = uniqueEmail('not-kept');
    await app.db.transaction((tx) =>
      enqueueEmail(tx, smtp, {
        to: pendingTo,
        email: passwordResetEmail({ name: null, resetUrl: `${APP_URL}/r`, expiresInMinutes: 5, appUrl: APP_URL }),
      }),
    );

    const res = await app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const page = res.body;

    // Newest first; a message on its way to an SMTP server is not the mailbox's.
    const at = (to: string) => page.indexOf(to);
    expect(at(newest.to)).toBeGreaterThan(-1);
    expect(at(newest.to)).toBeLessThan(at(hostile.to));
    expect(at(hostile.to)).toBeLessThan(at(oldest.to));
    expect(page).not.toContain(pendingTo);

    // Each message: subject, recipient, sender, the plain text with its link clickable, the HTML in a sandbox.
    expect(page).toContain('<h2>Reset your MicroReach password</h2>');
    expect(page).toContain('<dt>From</dt><dd>MicroReach &lt;no-reply@localhost&gt;</dd>');
    expect(page).toContain(
      `<a href="${APP_URL}/reset-password?token=${oldest.token}&amp;step=1" target="_blank" rel="noopener noreferrer">`,
    );
    expect(page).toMatch(
      /<iframe title="Reset your MicroReach password" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="&lt;!doctype html&gt;\n&lt;html lang=&quot;en&quot;&gt;\n&lt;head&gt;&lt;base target=&quot;_blank&quot;&gt;/,
    );
    expect(page).toContain(`token=${newest.token}&amp;amp;step=1`);

    // What a person typed is text, in the page and inside the message's own HTML.
    expect(page).toContain('Hi &lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt;,');
    expect(page).toContain('Hi Grace &amp; &quot;Co&quot;,');
    expect(page).not.toMatch(/<script/i);
    expect(page).not.toContain('allow-scripts');
  });

  it('is not served in production, where MAIL_DISABLED=true records messages and sends none', async () => {
    expect(production).toMatchObject({ delivery: { mode: 'kept', reason: 'disabled' }, devMailbox: false });
    const { id } = await keep(prodApp, production, 'Ada', 0);
    const [row] = await prodApp.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row).toMatchObject({ status: 'kept', attempts: 0, sentAt: null });

    const res = await prodApp.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Mailbox');
  });
});
