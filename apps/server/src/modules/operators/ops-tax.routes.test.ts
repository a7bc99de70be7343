// The operators' yearly tax export (issue 29 item 5), on PGlite and (with DATABASE_URL) PostgreSQL: one line per
// creator with a withdrawal in the year that did not fail, most paid first, the id masked, fields safe from formula
// injection, an audit line per export, and everyone else answered as a missing route is.
import { TAX_EXPORT_COLUMNS, type TaxDetailsInput } from '@microreach/domain/tax';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorActions, payoutRequests } from '#server/db/schema/index.ts';
import {
  callAs,
  createTestApp,
  signUpBusiness,
  signUpCreator,
  type TestApp,
  type TestUser,
} from '#server/test/harness.ts';
import { seedPayout } from '#server/test/ledger.ts';
import { createOperator } from '#server/test/support/operators.ts';

let app: TestApp;
let operator: TestUser;
beforeAll(async () => {
  app = await createTestApp();
  operator = await createOperator(app);
});
afterAll(() => app.close());

const year = new Date().getUTCFullYear();
const exportCsv = (who: TestUser | null, query = `year=${year}`) =>
  callAs(app, who, 'GET', `/api/ops/tax/payouts.csv?${query}`);

/** RFC 4180: quoted fields, doubled quotes, CRLF lines. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  return rows;
}

/** The export's lines as objects by column, keyed by creator id. */
function linesOf(csv: string): Map<string, Record<string, string>> {
  const [header, ...rows] = parseCsv(csv);
  expect(header).toEqual([...TAX_EXPORT_COLUMNS]);
  return new Map(rows.map((r) => [r[0], Object.fromEntries(header.map((h, i) => [h, r[i]]))]));
}

const W9: TaxDetailsInput = {
  legalName: '=HYPERLINK("http://evil.example","Click")',
  businessName: 'Lens, LLC',
  country: 'US',
  classification: 'individual',
  taxId: '123-45-6789',
  addressLine1: '1 Main St',
  city: 'Austin',
  region: 'TX',
  postalCode: '78701',
  certify: true,
};

describe("the operators' yearly tax export", () => {
  it('lists each creator with a withdrawal this year that did not fail, most paid first, with masked ids', async () => {
    const [big, small, failedOnly, lastYearOnly] = await Promise.all([
      signUpCreator(app, { name: 'Big Earner' }),
      signUpCreator(app, { name: '+Small Earner' }),
      signUpCreator(app, { name: 'Failed Only' }),
      signUpCreator(app, { name: 'Last Year' }),
    ]);
    expect((await callAs(app, big, 'PUT', '/api/creator/earnings/tax', W9)).statusCode).toBe(200);
    await seedPayout(app, big.user.id, 50_000, 'paid');
    await seedPayout(app, big.user.id, 30_000, 'paid');
    await seedPayout(app, big.user.id, 5_000, 'delayed');
    await seedPayout(app, big.user.id, 99_000, 'failed');
    await seedPayout(app, small.user.id, 12_345, 'paid');
    await seedPayout(app, small.user.id, 1_000, 'requested');
    await seedPayout(app, failedOnly.user.id, 70_000, 'failed');
    await seedPayout(app, lastYearOnly.user.id, 80_000, 'paid');
    await app.db
      .update(payoutRequests)
      .set({ requestedAt: new Date(Date.UTC(year - 1, 11, 31, 23, 59, 59)) })
      .where(eq(payoutRequests.userId, lastYearOnly.user.id));

    const res = await exportCsv(operator);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="microreach-tax-payouts-${year}.csv"`);
    // The id never leaves the server: only its masked form.
    expect(res.body).not.toMatch(/123456789|123-45-6789/);

    const lines = linesOf(res.body);
    expect(lines.get(big.user.id)).toEqual({
      creator_id: big.user.id,
      creator_name: 'Big Earner',
      email: big.email,
      // A formula is written as text: quoted, so no spreadsheet runs it.
      legal_name: `'${W9.legalName}`,
      business_name: 'Lens, LLC',
      country: 'US',
      form: 'W-9',
      classification: 'individual',
      tax_id_masked: '•••-••-6789',
      address: '1 Main St, Austin, TX, 78701, US',
      paid_cents: '85000',
      paid_usd: '850.00',
      payouts: '3',
      in_flight_cents: '5000',
      over_threshold: 'yes',
      tax_details_on_file: 'yes',
    });
    expect(lines.get(small.user.id)).toMatchObject({
      creator_name: "'+Small Earner",
      legal_name: '',
      tax_id_masked: '',
      paid_cents: '13345',
      paid_usd: '133.45',
      payouts: '2',
      in_flight_cents: '1000',
      over_threshold: 'no',
      tax_details_on_file: 'no',
    });
    expect(lines.has(failedOnly.user.id)).toBe(false);
    expect(lines.has(lastYearOnly.user.id)).toBe(false);
    const order = [...lines.keys()];
    expect(order.indexOf(big.user.id)).toBeLessThan(order.indexOf(small.user.id));
    const paid = [...lines.values()].map((l) => Number(l.paid_cents));
    expect(paid).toEqual([...paid].sort((a, b) => b - a));
    expect(res.body.match(/'=HYPERLINK/g)?.length ?? 0).toBeGreaterThan(0);
    expect(res.body).not.toMatch(/(^|,)=HYPERLINK/m);

    const lastYear = linesOf((await exportCsv(operator, `year=${year - 1}`)).body);
    expect(lastYear.get(lastYearOnly.user.id)).toMatchObject({ paid_cents: '80000', over_threshold: 'yes' });
    expect(lastYear.has(big.user.id)).toBe(false);
  });

  it('writes an audit line for every export', async () => {
    const exporter = await createOperator(app);
    const audit = () =>
      app.db
        .select()
        .from(operatorActions)
        .where(
          and(eq(operatorActions.operatorId, exporter.user.id), eq(operatorActions.action, 'tax_payouts_exported')),
        );
    expect(await audit()).toEqual([]);
    expect((await exportCsv(exporter)).statusCode).toBe(200);
    expect((await exportCsv(exporter, `year=${year - 1}`)).statusCode).toBe(200);
    const lines = await audit();
    expect(lines).toHaveLength(2);
    expect(lines.map((l) => l.subjectId).sort()).toEqual([String(year - 1), String(year)]);
    expect(lines[0]).toMatchObject({ operatorEmail: exporter.email, subjectKind: 'tax_year', subjectUserId: null });
    expect(lines[0].reason).toMatch(/^Payouts of \d{4} exported for tax \(\d+ creators?\)\.$/);
    // The audit page shows it.
    const page = await callAs(app, exporter, 'GET', '/api/ops/audit?action=tax_payouts_exported');
    expect(page.json().entries.some((e: { operatorEmail: string }) => e.operatorEmail === exporter.email)).toBe(true);
  });

  it('refuses a year that is not one, and writes no audit line for it', async () => {
    const exporter = await createOperator(app);
    for (const query of ['', 'year=', 'year=abc', 'year=2019', 'year=2101', 'year=2026.5', 'year=2026&year=2027']) {
      expect((await exportCsv(exporter, query)).statusCode, query).toBe(400);
    }
    expect(await app.db.select().from(operatorActions).where(eq(operatorActions.operatorId, exporter.user.id))).toEqual(
      [],
    );
  });

  it('answers everyone but an operator as a missing route does, and writes nothing for them', async () => {
    const [creator, business] = await Promise.all([signUpCreator(app), signUpBusiness(app)]);
    // The router's own answer, which names the path asked for.
    const missingAs = async (who: TestUser | null, path: string) => {
      const body = (await callAs(app, who, 'GET', path)).json();
      return { ...body, message: body.message.replace(path, '<path>') };
    };
    const path = `/api/ops/tax/payouts.csv?year=${year}`;
    for (const who of [creator, business]) {
      expect((await exportCsv(who)).statusCode).toBe(404);
      expect(await missingAs(who, path)).toEqual(await missingAs(who, `/api/ops/tax/nothing-here?year=${year}`));
    }
    expect((await exportCsv(null)).statusCode).toBe(401);
    expect(await missingAs(null, path)).toEqual(await missingAs(null, `/api/ops/tax/nothing-here?year=${year}`));
    const byThem = await app.db.select().from(operatorActions).where(eq(operatorActions.operatorEmail, creator.email));
    expect(byThem).toEqual([]);
  });
});
