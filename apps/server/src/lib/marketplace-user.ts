// A users row of a marketplace account (a business or a creator): what every marketplace route and service sees.
// Operators (issue 28) are users rows too, but the marketplace never sees one (decision 028).
import type { Role } from '@microreach/domain/statuses';
import { ne } from 'drizzle-orm';
import { type UserRow, users } from '#server/db/schema/index.ts';

export type MarketplaceUserRow = Omit<UserRow, 'role'> & { role: Role };

export function isMarketplaceUser<T extends { role: UserRow['role'] }>(row: T): row is T & { role: Role } {
  return row.role !== 'Operator';
}

/** The condition that leaves operators out of a query on users (profiles, chat partners, preferences...). */
export const notOperator = () => ne(users.role, 'Operator');
