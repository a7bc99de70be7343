// Notifications by email (issue 27, item 5): each event that a person is mailed about writes one email to them, in
// the event's transaction, none when they turned that kind off, and none twice when the event is retried.
import { randomUUID } from 'node:crypto';
import { HOUR_MS } from '@microreach/domain/calendar';
import { TEST_ACCOUNT_PAYOUTS_FAIL } from '@microreach/domain/ledger';
import type { NotificationPreferenceKind } from '@microreach/domain/notification-preferences';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignApplicants, emailOutbox, notifications, users } from '#server/db/schema/index.ts';
import { processPayout } from '#server/modules/creator-earnings/payouts.service.ts';
import { account, transfer } from '#server/modules/ledger/ledger.service.ts';
import { TestModeProvider } from '#server/modules/ledger/providers/test-mode.ts';
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
import { keyed } from '#server/test/ledger.ts';
import { advanceContentClocks } from '../content-review/clocks.service.ts';
import { readUnsubscribeToken } from './unsubscribe-token.ts';

let app: TestApp;
const provider = new TestModeProvider('http://localhost:3000');

beforeAll(async () => {
  app = await createTestApp({ payments: provider });
});
afterAll(() => app.close());

/** The notification emails written to `who`, oldest first. */
async function mailsTo(who: TestUser) {
  return app.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, who.email), eq(emailOutbox.kind, 'notification')))
    .orderBy(asc(emailOutbox.createdAt));
}

const subjects = async (who: TestUser) => (await mailsTo(who)).map((m) => m.subject);

async function turnOff(who: TestUser, kind: NotificationPreferenceKind) {
  const res = await callAs(app, who, 'PUT', '/api/notification-preferences', { items: [{ kind, enabled: false }] });
  expect(res.statusCode, res.body).toBe(200);
}

let postSeq = 0;
const instagramUrl = () => `https://www.instagram.com/p/Mail${postSeq++}${randomUUID().slice(0, 8)}/`;

/** A business with a Live campaign (Public unless said) and a creator. */
async function setUp(privatePublic: 'Public' | 'Private' = 'Public') {
  const [business, creator] = await Promise.all([
    signUpBusiness(app, { companyName: 'Northside Coffee' }),
    signUpCreator(app, { name: 'Mia Lens' }),
  ]);
  const created = await callAs(app, business, 'POST', '/api/business/campaigns', launchableCampaign({ privatePublic }));
  expect(created.statusCode, created.body).toBe(201);
  return { business, creator, campaignId: created.json().id as string, campaignName: created.json().campaignName };
}

async function joinAndSubmit(creator: TestUser, campaignId: string) {
  expect((await joinAs(app, creator, campaignId)).statusCode).toBe(201);
  const res = await callAs(app, creator, 'POST', `/api/creator/campaigns/${campaignId}/content`, {
    platform: 'instagram',
    videoUrl: instagramUrl(),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

describe('applications and invitations', () => {
  it('mails the business a new applicant, with the bell text, a one-click unsubscribe and the preferences link', async () => {
    const { business, creator, campaignId, campaignName } = await setUp('Private');
    const applied = await joinAs(app, creator, campaignId);
    expect(applied.statusCode).toBe(201);
    const [mail, ...more] = await mailsTo(business);
    expect(more).toEqual([]);
    expect(mail.subject).toBe('New application - MicroReach');
    expect(mail.textBody).toContain(`Mia Lens applied to ${campaignName}.`);
    expect(mail.textBody).toContain('http://localhost:3000/smb-profile-settings#email-notifications');
    const [notification] = await app.db.select().from(notifications).where(eq(notifications.campaignId, campaignId));
    expect(mail.dedupeKey).toBe(`notification:${notification.id}`);
    const oneClick = /^<(http:\/\/localhost:3000\/api\/email\/unsubscribe\?token=([^>]+))>$/.exec(
      mail.headers['List-Unsubscribe'],
    );
    expect(oneClick).not.toBeNull();
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const token = decodeURIComponent(oneClick?.[2] ?? '');
    expect(readUnsubscribeToken(app.notificationEmails.unsubscribeKey, token)).toEqual({
      userId: business.user.id,
      kind: 'new_applicants',
    });
    expect(mail.textBody).toContain(`Unsubscribe: http://localhost:3000/unsubscribe?token=${oneClick?.[2]}`);
    expect(mail.htmlBody).toContain('Email preferences</a>');
    // The creator, who caused it, is not mailed.
    expect(await mailsTo(creator)).toEqual([]);
  });

  it('mails the creator an acceptance and a decline, and nothing once application decisions are off', async () => {
    const { business, campaignId } = await setUp('Private');
    const [accepted, declined, quiet] = await Promise.all([signUpCreator(app), signUpCreator(app), signUpCreator(app)]);
    await turnOff(quiet, 'application_decisions');
    for (const creator of [accepted, declined, quiet]) {
      await joinAs(app, creator, campaignId);
    }
    const applicants = await app.db
      .select()
      .from(campaignApplicants)
      .where(eq(campaignApplicants.campaignId, campaignId));
    const idOf = (who: TestUser) => applicants.find((a) => a.userId === who.user.id)?.id;
    const decide = (who: TestUser, decision: 'accept' | 'reject') =>
      callAs(app, business, 'POST', `/api/business/campaigns/${campaignId}/applicants/${idOf(who)}/decision`, {
        decision,
      });
    expect((await decide(accepted, 'accept')).statusCode).toBe(200);
    expect((await decide(declined, 'reject')).statusCode).toBe(200);
    expect((await decide(quiet, 'accept')).statusCode).toBe(200);
    // A decision sent again is refused, and mails nothing more.
    expect((await decide(accepted, 'accept')).statusCode).toBe(409);
    expect(await subjects(accepted)).toEqual(['Application accepted - MicroReach']);
    expect(await subjects(declined)).toEqual(['Application declined - MicroReach']);
    expect(await subjects(quiet)).toEqual([]);
    // The bell still tells the one who turned the email off.
    const bell = (await callAs(app, quiet, 'GET', '/api/notifications')).json();
    expect(bell.items.map((n: { kind: string }) => n.kind)).toEqual(['application_accepted']);
  });

  it('mails no account that was deleted', async () => {
    const { business, creator, campaignId } = await setUp('Private');
    await app.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, business.user.id));
    const applied = await joinAs(app, creator, campaignId);
    expect(applied.statusCode).toBe(201);
    expect(await mailsTo(business)).toEqual([]);
  });

  it('mails the creator an invitation', async () => {
    const { business, creator, campaignId, campaignName } = await setUp();
    const invite = () =>
      callAs(
        app,
        business,
        'POST',
        `/api/business/campaigns/${campaignId}/invitations`,
        {
          creatorId: creator.user.id,
        },
        keyed(),
      );
    expect((await invite()).statusCode).toBe(201);
    expect((await invite()).statusCode).toBe(409);
    const [mail, ...more] = await mailsTo(creator);
    expect(more).toEqual([]);
    expect(mail.subject).toBe('New invitation - MicroReach');
    expect(mail.textBody).toContain(`Northside Coffee invited you to join ${campaignName}.`);
    expect(mail.textBody).toContain('http://localhost:3000/influencer-profile-settings#email-notifications');
  });
});

describe('posts', () => {
  it('mails an approval, a fix request with its deadline, and an approval after 72 hours', async () => {
    const { business, creator, campaignId, campaignName } = await setUp();
    const first = await joinAndSubmit(creator, campaignId);
    const second = await callAs(app, creator, 'POST', `/api/creator/campaigns/${campaignId}/content`, {
      platform: 'instagram',
      videoUrl: instagramUrl(),
    });
    const third = await callAs(app, creator, 'POST', `/api/creator/campaigns/${campaignId}/content`, {
      platform: 'instagram',
      videoUrl: instagramUrl(),
    });
    // The creator joining is mailed; a submission is for the business's dashboard, not its inbox.
    expect(await subjects(business)).toEqual(['New influencer joined - MicroReach']);

    expect(
      (await callAs(app, business, 'POST', `/api/business/posts/${first}/approve`, { disclosureSeen: true }))
        .statusCode,
    ).toBe(200);
    expect(
      (await callAs(app, business, 'POST', `/api/business/posts/${first}/approve`, { disclosureSeen: true }))
        .statusCode,
    ).toBe(409);
    const before = Date.now();
    const fix = await callAs(app, business, 'POST', `/api/business/posts/${second.json().id}/request-fix`, {
      note: 'Please tag @northside in the caption.',
    });
    expect(fix.statusCode, fix.body).toBe(200);
    const moved = await advanceContentClocks(app.db, new Date(Date.now() + 73 * HOUR_MS), app.notificationEmails);
    expect(moved.autoApproved).toBeGreaterThanOrEqual(1);
    expect(third.statusCode).toBe(201);

    const mails = await mailsTo(creator);
    expect(mails.map((m) => m.subject)).toEqual([
      'Post approved - MicroReach',
      'Fix requested - MicroReach',
      'Post approved - MicroReach',
    ]);
    expect(mails[0].textBody).toContain(`Northside Coffee approved your post for ${campaignName}.`);
    expect(mails[1].textBody).toContain(
      `Northside Coffee asked for a fix on your post for ${campaignName}: Please tag @northside in the caption.`,
    );
    const due = new Date(before + 48 * HOUR_MS);
    const dueText = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(due);
    expect(mails[1].textBody).toMatch(new RegExp(`Replace the link within 48 hours, by ${dueText}, .* UTC`));
    expect(mails[2].textBody).toContain(
      `Your post for ${campaignName} was approved automatically after 72 hours without review.`,
    );
  });

  it('mails both sides a hold, and the creator its release or the void asked for; the business that resolved it is not mailed', async () => {
    const { business, creator, campaignId } = await setUp();
    const a = await joinAndSubmit(creator, campaignId);
    const figures = (views: number, likes: number) => ({ views, likes, comments: 10, shares: 5 });
    await callAs(app, business, 'POST', `/api/business/posts/${a}/metrics`, figures(60_000, 3_000));
    const held = await callAs(app, business, 'POST', `/api/business/posts/${a}/metrics`, figures(9_000, 400));
    expect(held.json().earningsStatus).toBe('held');
    const joined = 'New influencer joined - MicroReach';
    expect(await subjects(business)).toEqual([joined, 'Earnings on hold - MicroReach']);
    expect(await subjects(creator)).toEqual(['Earnings on hold - MicroReach']);

    const holdId = held.json().holds[0].id as string;
    const released = await callAs(app, business, 'POST', `/api/business/holds/${holdId}/resolve`, {
      resolution: 'release',
    });
    expect(released.statusCode, released.body).toBe(200);
    expect(
      (await callAs(app, business, 'POST', `/api/business/holds/${holdId}/resolve`, { resolution: 'void' })).statusCode,
    ).toBe(409);
    const mails = await mailsTo(creator);
    expect(mails.map((m) => m.subject)).toEqual(['Earnings on hold - MicroReach', 'Hold released - MicroReach']);
    expect(mails[1].textBody).toContain('the post earns again');
    expect(await subjects(business)).toEqual([joined, 'Earnings on hold - MicroReach']);

    // A second post held and voided, with holds turned off for the creator: the bell only.
    const b = await callAs(app, creator, 'POST', `/api/creator/campaigns/${campaignId}/content`, {
      platform: 'instagram',
      videoUrl: instagramUrl(),
    });
    await turnOff(creator, 'holds');
    await callAs(app, business, 'POST', `/api/business/posts/${b.json().id}/metrics`, figures(60_000, 3_000));
    const heldB = await callAs(
      app,
      business,
      'POST',
      `/api/business/posts/${b.json().id}/metrics`,
      figures(9_000, 400),
    );
    const voided = await callAs(app, business, 'POST', `/api/business/holds/${heldB.json().holds[0].id}/resolve`, {
      resolution: 'void',
    });
    // A business's void waits 72 hours for the creator's appeal (issue 28): the money stays held meanwhile.
    expect(voided.json().earningsStatus).toBe('held');
    expect(await subjects(creator)).toEqual(['Earnings on hold - MicroReach', 'Hold released - MicroReach']);
    expect(await subjects(business)).toEqual([
      joined,
      'Earnings on hold - MicroReach',
      'Earnings on hold - MicroReach',
    ]);
    const bell = (await callAs(app, creator, 'GET', '/api/notifications')).json();
    expect(bell.items[0]).toMatchObject({ kind: 'hold_void_requested', title: 'Earnings voided: you may appeal' });
  });
});

describe('withdrawals', () => {
  async function creatorWithPayoutAccount(accountNumber: string): Promise<TestUser> {
    const creator = await signUpCreator(app);
    await app.db.transaction((tx) =>
      transfer(tx, {
        kind: 'deposit',
        description: 'test earnings',
        idempotencyKey: `test:${randomUUID()}`,
        legs: [
          { account: account.provider('test'), amountCents: -50_000 },
          { account: account.available(creator.user.id), amountCents: 50_000 },
        ],
      }),
    );
    expect((await callAs(app, creator, 'POST', '/api/creator/earnings/payout-account')).statusCode).toBe(200);
    const setUp = await callAs(app, creator, 'POST', '/api/ledger/test-mode/payout-account', {
      accountHolder: 'Mia Lens',
      accountNumber,
    });
    expect(setUp.statusCode, setUp.body).toBe(200);
    return creator;
  }

  async function withdraw(creator: TestUser): Promise<string> {
    const res = await callAs(
      app,
      creator,
      'POST',
      '/api/creator/earnings/withdrawals',
      { amountCents: 12_345 },
      keyed(),
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  }

  it('mails a paid withdrawal once, however often it is processed again', async () => {
    const creator = await creatorWithPayoutAccount('000123456789');
    const payoutId = await withdraw(creator);
    expect(await processPayout(app.db, provider, payoutId, new Date(), app.notificationEmails)).toBe('paid');
    const [mail, ...more] = await mailsTo(creator);
    expect(more).toEqual([]);
    expect(mail.subject).toBe('Withdrawal paid - MicroReach');
    expect(mail.textBody).toContain('Your withdrawal of $123.45 was paid.');
  });

  it('mails a failed withdrawal', async () => {
    const creator = await creatorWithPayoutAccount(TEST_ACCOUNT_PAYOUTS_FAIL);
    const payoutId = await withdraw(creator);
    expect(await processPayout(app.db, provider, payoutId, new Date(), app.notificationEmails)).toBe('failed');
    expect(await subjects(creator)).toEqual(['Withdrawal failed - MicroReach']);
    expect((await mailsTo(creator))[0].textBody).toContain('the money is back in your available balance');
  });
});
