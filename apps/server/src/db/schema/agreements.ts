// Campaign terms and agreements (issue 29, docs/decisions/029-terms-agreements-tax.md): every version of a campaign's
// terms with its exact text and hash, and every creator's "I agree", append-only (triggers refuse UPDATE, DELETE and
// TRUNCATE). An agreement keeps its own copy of the text it agreed to, so it reads the same whatever becomes of the
// campaign; the hash proves which text it was.

import type { TermsSnapshot } from '@microreach/domain/campaign-terms';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { col, createdAt } from './columns.ts';
import { campaigns, users } from './marketplace.ts';

/** Version N of a campaign's terms: what it said (snapshot and exact text) and the SHA-256 of the text. */
export const campaignTermsVersions = pgTable(
  'campaign_terms_versions',
  {
    campaignId: uuid()
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    snapshot: jsonb().$type<TermsSnapshot>().notNull(),
    text: text().notNull(),
    textHash: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.version] }),
    check('campaign_terms_versions_version_positive', sql`${col('version')} >= 1`),
    check('campaign_terms_versions_hash_hex', sql`${col('text_hash')} ~ '^[0-9a-f]{64}$'`),
  ],
);

/**
 * One creator's agreement to one version of a campaign's terms, at a join, an application, an invitation's accept or
 * a later version. No foreign key to the campaign or the application: the record outlives both.
 */
export const campaignAgreements = pgTable(
  'campaign_agreements',
  {
    id: uuid().primaryKey().defaultRandom(),
    campaignId: uuid().notNull(),
    /** The participation (campaign_applicants.id) it was given for. */
    applicantId: uuid(),
    creatorId: uuid()
      .notNull()
      .references(() => users.id),
    termsVersion: integer().notNull(),
    text: text().notNull(),
    textHash: text().notNull(),
    /** join | apply | invitation | new_version */
    via: text().notNull(),
    agreedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ip: text(),
    userAgent: text(),
  },
  (t) => [
    uniqueIndex().on(t.campaignId, t.creatorId, t.termsVersion),
    index().on(t.campaignId, t.agreedAt),
    check('campaign_agreements_via_check', sql`${col('via')} in ('join', 'apply', 'invitation', 'new_version')`),
    check('campaign_agreements_hash_hex', sql`${col('text_hash')} ~ '^[0-9a-f]{64}$'`),
    check('campaign_agreements_bounds', sql`length(${col('ip')}) <= 64 and length(${col('user_agent')}) <= 500`),
  ],
);
