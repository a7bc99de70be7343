// Today on the UTC calendar, in SQL: the same calendar as packages/domain's todayIso (campaign dates are UTC days).
import { sql } from 'drizzle-orm';

export const sqlToday = sql`(now() at time zone 'utc')::date`;
