import { randomUUID } from 'node:crypto';
import { NOTIFICATIONS_LIMIT } from '@microreach/domain/notification-texts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignApplicants, campaigns, notifications } from '#server/db/schema/index.ts';
import {
  callAs,
  createTestApp,
  dayFromToday,
  joinAs,
  signUpBusiness,
  signUpCreator,
  type TestApp,
  type TestUser,
} from '#server/test/harness.ts';

let app: TestApp;
let brand: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  brand = await signUpBusiness(app, { companyName: 'Glow Theory' });
});
afterAll(() => app.close());

async function makeCampaign(over: Partial<typeof campaigns.$inferInsert> = {}, owner = brand) {
  const [row] = await app.db
    .insert(campaigns)
    .values({
      userId: owner.user.id,
      campaignName: `Glow ${Math.random().toString(36).slice(2, 7)}`,
      campaignDescription: 'Serum routine',
      campaignNiche: 'Beauty & Cosmetics',
      status: 'Live',
      privatePublic: 'Private',
      startDate: dayFromToday(-1),
      endDate: dayFromToday(10),
      budgetCents: 500_000,
      influencerBudgetCents: 40_000,
      ...over,
    })
    .returning();
  return row;
}

/** Notifications stored straight in the table, `minutesAgo` apart, for the list's order and cap. */
async function seedNotifications(who: TestUser, count: number, over: Partial<typeof notifications.$inferInsert> = {}) {
  const now = Date.now();
  const rows = Array.from({ length: count }, (_, i) => ({
    userId: who.user.id,
    kind: 'application_received' as const,
    title: `Note ${i}`,
    body: `Body ${i}`,
    link: '/smb-dashboard',
    createdAt: new Date(now - (count - i) * 60_000),
    ...over,
  }));
  return app.db.insert(notifications).values(rows).returning();
}

const list = (who: TestUser | null) => callAs(app, who, 'GET', '/api/notifications');
const markRead = (who: TestUser | null, id: string) => callAs(app, who, 'POST', `/api/notifications/${id}/read`);
const markAllRead = (who: TestUser | null) => callAs(app, who, 'POST', '/api/notifications/read-all');
const kindsFor = async (who: TestUser, campaignId: string) =>
  (
    await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, who.user.id), eq(notifications.campaignId, campaignId)))
      .orderBy(notifications.createdAt)
  ).map((n) => ({ kind: n.kind, title: n.title, body: n.body, link: n.link, actorId: n.actorId }));

describe('permissions: signed out (401), another user (404)', () => {
  it('refuses a signed-out caller on every route', async () => {
    const [note] = await seedNotifications(brand, 1);
    for (const res of [await list(null), await markRead(null, note.id), await markAllRead(null)]) {
      expect(res.statusCode).toBe(401);
    }
    const [row] = await app.db.select().from(notifications).where(eq(notifications.id, note.id));
    expect(row.readAt).toBeNull();
  });

  it("never shows or changes another user's notifications, whatever the role", async () => {
    const [mine, otherBusiness, creator] = await Promise.all([
      signUpBusiness(app),
      signUpBusiness(app),
      signUpCreator(app),
    ]);
    const [note] = await seedNotifications(mine, 1);
    for (const stranger of [otherBusiness, creator]) {
      expect((await list(stranger)).json()).toEqual({ items: [], unreadCount: 0 });
      const res = await markRead(stranger, note.id);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Notification not found');
      expect((await markAllRead(stranger)).statusCode).toBe(204);
    }
    expect((await markRead(mine, randomUUID())).statusCode).toBe(404);
    expect((await markRead(mine, 'not-a-uuid')).statusCode).toBe(400);
    expect((await list(mine)).json()).toMatchObject({ unreadCount: 1, items: [{ id: note.id, readAt: null }] });
  });
});

describe('reading and marking', () => {
  it(`lists the newest ${NOTIFICATIONS_LIMIT} first and counts every unread one`, async () => {
    const who = await signUpBusiness(app);
    await seedNotifications(who, NOTIFICATIONS_LIMIT + 5);
    await app.db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(eq(notifications.userId, who.user.id), eq(notifications.title, 'Note 0')));
    const body = (await list(who)).json();
    expect(body.items).toHaveLength(NOTIFICATIONS_LIMIT);
    expect(body.items[0].title).toBe(`Note ${NOTIFICATIONS_LIMIT + 4}`);
    expect(body.items.at(-1).title).toBe('Note 5');
    expect(body.unreadCount).toBe(NOTIFICATIONS_LIMIT + 4);
    expect(body.items[0]).toEqual({
      id: expect.any(String),
      kind: 'application_received',
      title: `Note ${NOTIFICATIONS_LIMIT + 4}`,
      body: `Body ${NOTIFICATIONS_LIMIT + 4}`,
      link: '/smb-dashboard',
      campaignId: null,
      readAt: null,
      createdAt: expect.any(String),
    });
  });

  it('marks one read (keeping the first time it was read), then all', async () => {
    const who = await signUpCreator(app);
    const [a, b, c] = await seedNotifications(who, 3);
    const first = await markRead(who, a.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id: a.id, readAt: expect.any(String) });
    expect((await list(who)).json().unreadCount).toBe(2);
    const again = await markRead(who, a.id);
    expect(again.json().readAt).toBe(first.json().readAt);

    expect((await markAllRead(who)).statusCode).toBe(204);
    const after = (await list(who)).json();
    expect(after.unreadCount).toBe(0);
    expect(after.items.map((n: { id: string; readAt: string | null }) => [n.id, n.readAt !== null])).toEqual([
      [c.id, true],
      [b.id, true],
      [a.id, true],
    ]);
  });
});

describe('each event notifies the other side', () => {
  it('a creator applying to a Private campaign, and the business accepting', async () => {
    const [creator, c] = await Promise.all([signUpCreator(app, { name: 'Mia Lens' }), makeCampaign()]);
    expect((await joinAs(app, creator, c.id)).statusCode).toBe(201);
    expect(await kindsFor(brand, c.id)).toEqual([
      {
        kind: 'application_received',
        title: 'New application',
        body: `Mia Lens applied to ${c.campaignName}.`,
        link: '/smb-dashboard',
        actorId: creator.user.id,
      },
    ]);
    const [application] = await app.db.select().from(campaignApplicants).where(eq(campaignApplicants.campaignId, c.id));
    const decided = await callAs(
      app,
      brand,
      'POST',
      `/api/business/campaigns/${c.id}/applicants/${application.id}/decision`,
      { decision: 'accept' },
    );
    expect(decided.statusCode).toBe(200);
    expect(await kindsFor(creator, c.id)).toEqual([
      {
        kind: 'application_accepted',
        title: 'Application accepted',
        body: `Glow Theory accepted your application to ${c.campaignName}.`,
        link: '/influencer-dashboard?tab=active',
        actorId: brand.user.id,
      },
    ]);
    // What the bell shows the creator.
    expect((await list(creator)).json()).toMatchObject({
      unreadCount: 1,
      items: [{ kind: 'application_accepted', campaignId: c.id, title: 'Application accepted' }],
    });
  });

  it('a business rejecting an application', async () => {
    const [creator, c] = await Promise.all([signUpCreator(app), makeCampaign()]);
    await joinAs(app, creator, c.id);
    const [application] = await app.db.select().from(campaignApplicants).where(eq(campaignApplicants.campaignId, c.id));
    await callAs(app, brand, 'POST', `/api/business/campaigns/${c.id}/applicants/${application.id}/decision`, {
      decision: 'reject',
    });
    expect(await kindsFor(creator, c.id)).toEqual([
      expect.objectContaining({
        kind: 'application_rejected',
        title: 'Application declined',
        body: `Glow Theory did not accept your application to ${c.campaignName}.`,
        link: '/influencer-dashboard?tab=pending',
      }),
    ]);
  });

  it('a creator joining a Public campaign and submitting a post', async () => {
    const [creator, c] = await Promise.all([
      signUpCreator(app, { name: 'Mia Lens' }),
      makeCampaign({ privatePublic: 'Public' }),
    ]);
    await joinAs(app, creator, c.id);
    const posted = await callAs(app, creator, 'POST', `/api/creator/campaigns/${c.id}/content`, {
      platform: 'tiktok',
      videoUrl: `https://www.tiktok.com/@mia/video/${Date.now()}${Math.floor(Math.random() * 1000)}`,
    });
    expect(posted.statusCode, posted.body).toBe(201);
    expect((await kindsFor(brand, c.id)).map((n) => [n.kind, n.title, n.body])).toEqual([
      ['application_received', 'New influencer joined', `Mia Lens joined ${c.campaignName}.`],
      ['content_submitted', 'Content submitted', `Mia Lens submitted a new TikTok post for ${c.campaignName}.`],
    ]);
  });

  it('writes nothing for a refused event', async () => {
    const [creator, other, c] = await Promise.all([
      signUpCreator(app),
      signUpCreator(app),
      makeCampaign({ privatePublic: 'Public', maxInfluencers: 1 }),
    ]);
    await joinAs(app, creator, c.id);
    // Already applied, campaign full, a post not allowed, a decision on nothing pending: refused, nothing new.
    expect((await joinAs(app, creator, c.id)).statusCode).toBe(409);
    expect((await joinAs(app, other, c.id)).statusCode).toBe(409);
    const notAllowed = await callAs(app, other, 'POST', `/api/creator/campaigns/${c.id}/content`, {
      platform: 'instagram',
      videoUrl: 'https://www.instagram.com/p/Refused1/',
    });
    expect(notAllowed.statusCode).toBe(404);
    const [application] = await app.db.select().from(campaignApplicants).where(eq(campaignApplicants.campaignId, c.id));
    const decided = await callAs(
      app,
      brand,
      'POST',
      `/api/business/campaigns/${c.id}/applicants/${application.id}/decision`,
      { decision: 'reject' },
    );
    expect(decided.statusCode).toBe(409);
    expect((await kindsFor(brand, c.id)).map((n) => n.kind)).toEqual(['application_received']);
    expect(await kindsFor(creator, c.id)).toEqual([]);
  });

  it('is written in the same transaction as its event: when the notification cannot be written, nothing is', async () => {
    const [creator, c] = await Promise.all([signUpCreator(app), makeCampaign({ privatePublic: 'Public' })]);
    // A trigger refusing this campaign's notifications only (the PostgreSQL database is shared by the test files).
    const name = `refuse_${c.id.replaceAll('-', '')}`;
    await app.db.execute(
      sql.raw(
        `create function ${name}() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`,
      ),
    );
    await app.db.execute(
      sql.raw(
        `create trigger ${name} before insert on notifications for each row when (new.campaign_id = '${c.id}') execute function ${name}()`,
      ),
    );
    try {
      const res = await joinAs(app, creator, c.id);
      expect(res.statusCode).toBe(500);
      expect(await app.db.select().from(campaignApplicants).where(eq(campaignApplicants.campaignId, c.id))).toEqual([]);
    } finally {
      await app.db.execute(sql.raw(`drop trigger ${name} on notifications`));
      await app.db.execute(sql.raw(`drop function ${name}()`));
    }
    expect((await joinAs(app, creator, c.id)).statusCode).toBe(201);
    expect((await kindsFor(brand, c.id)).map((n) => n.kind)).toEqual(['application_received']);
  });
});
