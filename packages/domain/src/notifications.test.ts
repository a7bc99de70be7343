import { describe, expect, it } from 'vitest';
import { NotificationListSchema } from './notifications.ts';

describe('NotificationListSchema', () => {
  it('refuses a negative unread count', () => {
    expect(NotificationListSchema.safeParse({ items: [], unreadCount: -1 }).success).toBe(false);
    expect(NotificationListSchema.safeParse({ items: [], unreadCount: 0 }).success).toBe(true);
  });
});
