// The notification email switches (issue 27): each person reads and changes only their own, for their role's kinds.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationPreferences } from '#server/db/schema/index.ts';
import {
  callAs,
  createTestApp,
  signUpBusiness,
  signUpCreator,
  type TestApp,
  type TestUser,
} from '#server/test/harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const read = (who: TestUser | null) => callAs(app, who, 'GET', '/api/notification-preferences');
const save = (who: TestUser | null, items: unknown) =>
  callAs(app, who, 'PUT', '/api/notification-preferences', { items });
const stored = (who: TestUser) =>
  app.db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, who.user.id));

describe('GET and PUT /api/notification-preferences', () => {
  it("lists the role's kinds, all on until turned off", async () => {
    const [business, creator] = await Promise.all([signUpBusiness(app), signUpCreator(app)]);
    expect((await read(business)).json()).toEqual({
      items: [
        { kind: 'new_applicants', enabled: true },
        { kind: 'holds', enabled: true },
        { kind: 'unread_messages', enabled: true },
      ],
    });
    expect((await read(creator)).json().items.map((i: { kind: string }) => i.kind)).toEqual([
      'invitations',
      'application_decisions',
      'post_approvals',
      'fix_requests',
      'holds',
      'payouts',
      'unread_messages',
    ]);
  });

  it('turns kinds off and on again, and changes only the caller', async () => {
    const [mine, other] = await Promise.all([signUpCreator(app), signUpCreator(app)]);
    const off = await save(mine, [
      { kind: 'payouts', enabled: false },
      { kind: 'fix_requests', enabled: false },
    ]);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().items).toContainEqual({ kind: 'payouts', enabled: false });
    expect(off.json().items).toContainEqual({ kind: 'fix_requests', enabled: false });
    expect((await read(mine)).json()).toEqual(off.json());
    expect((await read(other)).json().items.every((i: { enabled: boolean }) => i.enabled)).toBe(true);
    expect(await stored(other)).toEqual([]);

    const on = await save(mine, [{ kind: 'payouts', enabled: true }]);
    expect(on.json().items).toContainEqual({ kind: 'payouts', enabled: true });
    expect(on.json().items).toContainEqual({ kind: 'fix_requests', enabled: false });
  });

  it('refuses a signed-out visitor (401) and changes nothing', async () => {
    expect((await read(null)).statusCode).toBe(401);
    const res = await save(null, [{ kind: 'payouts', enabled: false }]);
    expect(res.statusCode).toBe(401);
  });

  it("refuses the other role's kinds and bad input with a 400, changing nothing", async () => {
    const [business, creator] = await Promise.all([signUpBusiness(app), signUpCreator(app)]);
    const wrongRole = await save(business, [
      { kind: 'holds', enabled: false },
      { kind: 'payouts', enabled: false },
    ]);
    expect(wrongRole.statusCode).toBe(400);
    expect(wrongRole.json().message).toBe('This kind of email does not apply to your account.');
    expect((await save(creator, [{ kind: 'new_applicants', enabled: false }])).statusCode).toBe(400);
    for (const items of [
      [],
      [{ kind: 'nope', enabled: false }],
      [{ kind: 'payouts', enabled: 'no' }],
      [{ kind: 'payouts' }],
      [
        { kind: 'payouts', enabled: false },
        { kind: 'payouts', enabled: true },
      ],
      Array.from({ length: 9 }, () => ({ kind: 'payouts', enabled: false })),
      'payouts',
    ]) {
      const res = await save(creator, items);
      expect(res.statusCode, JSON.stringify(items)).toBe(400);
    }
    const extra = await callAs(app, creator, 'PUT', '/api/notification-preferences', {
      items: [{ kind: 'payouts', enabled: false }],
      userId: business.user.id,
    });
    expect(extra.statusCode).toBe(400);
    expect(await stored(business)).toEqual([]);
    expect(await stored(creator)).toEqual([]);
  });
});
