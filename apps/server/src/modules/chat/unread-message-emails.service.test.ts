// Unread chat messages by email (issue 27): after 10 minutes unread, one email per conversation and person an hour,
// about messages no email told of yet. Time is moved by passing `now` to the job's function.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chat, conversations, emailOutbox } from '#server/db/schema/index.ts';
import {
  callAs,
  createTestApp,
  signUpBusiness,
  signUpCreator,
  type TestApp,
  type TestUser,
} from '#server/test/harness.ts';
import { emailUnreadMessages } from './unread-message-emails.service.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const MINUTE = 60_000;

/** A conversation between a business and a creator, with messages written straight to the tables at given times. */
async function conversationOf(business: TestUser, creator: TestUser) {
  const [row] = await app.db
    .insert(conversations)
    .values({ businessId: business.user.id, creatorId: creator.user.id, startedBy: business.user.id })
    .returning();
  let seq = 0;
  return {
    id: row.id,
    async say(from: TestUser, to: TestUser, text: string, at: Date) {
      seq++;
      await app.db.insert(chat).values({
        conversationId: row.id,
        seq,
        clientId: randomUUID(),
        senderId: from.user.id,
        receiverId: to.user.id,
        message: text,
        createdAt: at,
      });
      await app.db.update(conversations).set({ lastSeq: seq, lastMessageAt: at }).where(eq(conversations.id, row.id));
    },
    async readBy(who: TestUser, at: Date) {
      await app.db
        .update(chat)
        .set({ readAt: at })
        .where(and(eq(chat.conversationId, row.id), eq(chat.receiverId, who.user.id), sql`${chat.readAt} is null`));
    },
  };
}

const mailsTo = (who: TestUser) =>
  app.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, who.email), eq(emailOutbox.kind, 'notification')))
    .orderBy(emailOutbox.createdAt);

/** Runs the job at `t0 + minutes`. */
const runAt = (t0: number, minutes: number) =>
  emailUnreadMessages(app.db, app.notificationEmails, new Date(t0 + minutes * MINUTE));

describe('the unread-message email job', () => {
  it('mails after 10 minutes unread, then at most once an hour, and only about new messages', async () => {
    const [business, creator] = await Promise.all([
      signUpBusiness(app, { companyName: 'Northside Coffee' }),
      signUpCreator(app, { name: 'Mia Lens' }),
    ]);
    const c = await conversationOf(business, creator);
    const t0 = Date.now();
    await c.say(business, creator, 'Hi Mia, can you post on Friday?', new Date(t0));

    await runAt(t0, 9);
    expect(await mailsTo(creator)).toEqual([]);
    await runAt(t0, 10);
    const [first, ...none] = await mailsTo(creator);
    expect(none).toEqual([]);
    expect(first.subject).toBe('New message from Northside Coffee - MicroReach');
    expect(first.textBody).toContain('Hi Mia, can you post on Friday?');
    expect(first.textBody).toContain(`http://localhost:3000/chat-creator?userId=${business.user.id}`);
    expect(first.headers['List-Unsubscribe']).toMatch(/unsubscribe\?token=.+\.unread_messages\./);
    // The same unread message is never mailed about again, however long it stays unread.
    await runAt(t0, 11);
    await runAt(t0, 75);
    expect(await mailsTo(creator)).toHaveLength(1);

    // Two more within the hour: not before an hour after the first email, then one email about both.
    await c.say(business, creator, 'Also, use #coldbrew.', new Date(t0 + 20 * MINUTE));
    await c.say(business, creator, 'Thanks!', new Date(t0 + 21 * MINUTE));
    await runAt(t0, 40);
    await runAt(t0, 69);
    expect(await mailsTo(creator)).toHaveLength(1);
    await runAt(t0, 70);
    const mails = await mailsTo(creator);
    expect(mails).toHaveLength(2);
    expect(mails[1].textBody).toContain('Thanks!');
    expect(mails[1].textBody).toContain('You have 2 unread messages from Northside Coffee in this conversation.');
    // The business, who wrote them, is not mailed.
    expect(await mailsTo(business)).toEqual([]);
  });

  it('mails nothing about messages read in time, to a person who turned it off, or about old messages', async () => {
    const [business, creator, quiet] = await Promise.all([signUpBusiness(app), signUpCreator(app), signUpCreator(app)]);
    const t0 = Date.now();
    const read = await conversationOf(business, creator);
    await read.say(creator, business, 'Posted it!', new Date(t0));
    await read.readBy(business, new Date(t0 + 5 * MINUTE));

    const off = await conversationOf(business, quiet);
    await callAs(app, quiet, 'PUT', '/api/notification-preferences', {
      items: [{ kind: 'unread_messages', enabled: false }],
    });
    await off.say(business, quiet, 'Hello?', new Date(t0));

    const [other] = await Promise.all([signUpCreator(app)]);
    const old = await conversationOf(business, other);
    await old.say(business, other, 'From two days ago', new Date(t0 - 48 * 60 * MINUTE));

    await runAt(t0, 15);
    expect(await mailsTo(business)).toEqual([]);
    expect(await mailsTo(quiet)).toEqual([]);
    expect(await mailsTo(other)).toEqual([]);
  });

  it('writes one email when two runs meet the same conversation at once', async () => {
    const [business, creator] = await Promise.all([signUpBusiness(app), signUpCreator(app)]);
    const c = await conversationOf(business, creator);
    const t0 = Date.now();
    await c.say(creator, business, 'Question about the brief', new Date(t0));
    await Promise.all([runAt(t0, 12), runAt(t0, 12), runAt(t0, 13)]);
    const mails = await mailsTo(business);
    expect(mails).toHaveLength(1);
    expect(mails[0].textBody).toContain(`http://localhost:3000/chat-business?user=${creator.user.id}`);
  });
});
