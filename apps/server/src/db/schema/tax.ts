// A creator's tax details (issue 29, docs/decisions/029-terms-agreements-tax.md): W-9 data for US persons, W-8BEN data
// otherwise, as form fields. The tax id is sealed at rest (AES-256-GCM, the platform tokens' key and code, the user's
// id as associated data); only its last four characters are kept in the clear, for the masked display.
import {
  COUNTRY_CODES,
  TAX_CLASSIFICATIONS,
  TAX_FORMS,
  type TaxClassification,
  type TaxForm,
} from '@microreach/domain/tax';
import { sql } from 'drizzle-orm';
import { check, date, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { col, createdAt, oneOf } from './columns.ts';
import { users } from './marketplace.ts';

export const taxProfiles = pgTable(
  'tax_profiles',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    form: text().$type<TaxForm>().notNull(),
    legalName: text().notNull(),
    businessName: text().notNull().default(''),
    country: text().notNull(),
    classification: text().$type<TaxClassification>().notNull(),
    taxIdSealed: text().notNull(),
    taxIdMasked: text().notNull(),
    addressLine1: text().notNull(),
    addressLine2: text().notNull().default(''),
    city: text().notNull(),
    region: text().notNull().default(''),
    postalCode: text().notNull().default(''),
    dateOfBirth: date(),
    certifiedAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  () => [
    check('tax_profiles_form_check', oneOf(col('form'), TAX_FORMS)),
    check('tax_profiles_classification_check', oneOf(col('classification'), TAX_CLASSIFICATIONS)),
    check('tax_profiles_country_check', oneOf(col('country'), COUNTRY_CODES)),
    check(
      'tax_profiles_bounds',
      sql`length(${col('legal_name')}) between 1 and 120 and length(${col('business_name')}) <= 120 and length(${col('address_line1')}) between 1 and 200 and length(${col('address_line2')}) <= 200 and length(${col('city')}) between 1 and 100 and length(${col('region')}) <= 100 and length(${col('postal_code')}) <= 20 and length(${col('tax_id_masked')}) <= 20`,
    ),
  ],
);
