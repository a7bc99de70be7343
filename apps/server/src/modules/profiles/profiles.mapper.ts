import type { CurrentUser } from '@microreach/domain/auth';
import type { users } from '#server/db/schema/index.ts';

type UserRow = typeof users.$inferSelect;

export function toCurrentUser(row: UserRow): CurrentUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    companyName: row.companyName,
    profilePicture: row.profilePicture,
  };
}
