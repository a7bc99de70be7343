// Wallet & Earnings' Tax details (issue 29) with the API mocked at the network edge: the explanation and allowance,
// the W-9 and W-8BEN forms checked with the server's schema, the saved details with the id masked, and the Withdraw
// dialog's allowance and refusal leading to the form.
import { TAX_CLASSIFICATION_LABELS, type TaxDetailsInput, taxMessages } from '@microreach/domain/tax';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { EarningsRoute } from '#web/app/routes/earnings';
import { makeEarnings, makeTaxDetails, makeTaxStatus } from '#web/test/fixtures/creator-earnings';
import type { ApiCall } from '#web/test/mock-api';
import { mockApi } from '#web/test/mock-api';
import { renderAt } from '#web/test/render';
import { user } from '#web/test/user';

// The parts of the page that load on demand (issue 31), loaded first: the tests wait for a render, not an import.
beforeAll(async () => {
  await import('#web/features/creator-earnings/components/tax-details-form');
});

const EARNINGS = 'GET /api/creator/earnings';
const TAX = 'GET /api/creator/earnings/tax';
const SAVE = 'PUT /api/creator/earnings/tax';
const WITHDRAW = 'POST /api/creator/earnings/withdrawals';
const routes = [{ path: '/earnings', element: <EarningsRoute /> }];
const CERTIFY = 'Under penalties of perjury, I certify that the information above is correct.';

const section = async () => within(await screen.findByRole('region', { name: 'Tax details' }));
const saves = (calls: ApiCall[]) => calls.filter((c) => c.method === 'PUT');
const field = (form: ReturnType<typeof within>, name: string | RegExp) => form.getByRole('textbox', { name });
const select = (form: ReturnType<typeof within>, name: string) => form.getByRole('combobox', { name });

async function openForm() {
  const tax = await section();
  await user.click(tax.getByRole('button', { name: 'Add tax details' }));
  return within(await tax.findByRole('form', { name: 'Tax details form' }));
}

async function fillW9(form: ReturnType<typeof within>) {
  await user.type(field(form, 'Legal name'), 'Mia Lens');
  await user.selectOptions(select(form, 'Country of residence'), 'US');
  await user.type(field(form, 'Tax id'), '123-45-6789');
  await user.type(field(form, 'Address'), '1 Main St');
  await user.type(field(form, 'City'), 'Austin');
  await user.type(field(form, 'State, province or region (optional)'), 'TX');
  await user.type(field(form, 'Postal code (optional)'), '78701');
  await user.click(form.getByRole('checkbox', { name: CERTIFY }));
}

describe('Tax details: none given yet', { timeout: 20_000 }, () => {
  it('explains when they are needed and what can still be withdrawn this year', async () => {
    mockApi({
      [EARNINGS]: [200, makeEarnings()],
      [TAX]: [200, makeTaxStatus({ paidThisYearCents: 15_000, withdrawableWithoutDetailsCents: 45_000 })],
    });
    renderAt('/earnings', routes);
    const tax = await section();
    expect(
      await tax.findByText(
        'Withdrawals that take you past $600.00 paid in a calendar year need your tax details first: form W-9 data if you are a US person, form W-8BEN data otherwise.',
      ),
    ).toBeVisible();
    expect(
      tax.getByText('Paid to you in 2026: $150.00. You can withdraw up to $450.00 more this year without them.'),
    ).toBeVisible();
    expect(tax.queryByRole('form')).not.toBeInTheDocument();
  });

  it('saves a W-9 and then shows it with the id masked and an Edit button', async () => {
    const calls = mockApi({
      [EARNINGS]: [200, makeEarnings()],
      [TAX]: [200, makeTaxStatus()],
      [SAVE]: [
        200,
        makeTaxStatus({
          withdrawableWithoutDetailsCents: null,
          details: makeTaxDetails({ certifiedAt: '2026-11-27T12:00:00.000Z' }),
        }),
      ],
    });
    renderAt('/earnings', routes);
    const form = await openForm();
    await fillW9(form);
    await user.click(form.getByRole('button', { name: 'Save tax details' }));

    expect(await screen.findByText(taxMessages.saved.title)).toBeVisible();
    const [sent] = saves(calls);
    expect(sent?.body).toEqual({
      legalName: 'Mia Lens',
      businessName: '',
      country: 'US',
      classification: 'individual',
      taxId: '123-45-6789',
      addressLine1: '1 Main St',
      addressLine2: '',
      city: 'Austin',
      region: 'TX',
      postalCode: '78701',
      dateOfBirth: null,
      certify: true,
    } satisfies TaxDetailsInput);
    const tax = await section();
    const onFile = within(tax.getByLabelText('Tax details on file'));
    expect(onFile.getByText('•••-••-6789')).toBeVisible();
    expect(onFile.getByText('W-9')).toBeVisible();
    expect(onFile.getByText('United States')).toBeVisible();
    expect(onFile.getByText(TAX_CLASSIFICATION_LABELS.individual)).toBeVisible();
    expect(onFile.getByText('1 Main St, Austin, TX, 78701')).toBeVisible();
    expect(tax.queryByText('123-45-6789')).not.toBeInTheDocument();
    expect(tax.getByRole('button', { name: 'Edit' })).toBeVisible();
    expect(tax.queryByRole('form')).not.toBeInTheDocument();
  });

  it('checks the form with the server’s schema and sends nothing while it is wrong', async () => {
    const calls = mockApi({ [EARNINGS]: [200, makeEarnings()], [TAX]: [200, makeTaxStatus()] });
    renderAt('/earnings', routes);
    const form = await openForm();
    await user.click(form.getByRole('button', { name: 'Save tax details' }));
    expect(await form.findByText('Legal name is required.')).toBeVisible();
    expect(form.getByText('Choose your country of residence.')).toBeVisible();
    expect(form.getByText('Tax id is required.')).toBeVisible();
    expect(form.getByText(taxMessages.certifyRequired)).toBeVisible();

    await fillW9(form);
    await user.clear(field(form, 'Tax id'));
    await user.type(field(form, 'Tax id'), '000-12-3456');
    await user.click(form.getByRole('button', { name: 'Save tax details' }));
    expect(await form.findByText(taxMessages.invalidSsn)).toBeVisible();
    expect(field(form, 'Tax id')).toHaveAttribute('aria-invalid', 'true');
    expect(saves(calls)).toHaveLength(0);
  });

  it('gives a US business an EIN hint and every classification', async () => {
    mockApi({ [EARNINGS]: [200, makeEarnings()], [TAX]: [200, makeTaxStatus()] });
    renderAt('/earnings', routes);
    const form = await openForm();
    await user.selectOptions(select(form, 'Country of residence'), 'US');
    expect(form.getByText(/Your Social Security number or ITIN \(123-45-6789\)/)).toBeVisible();
    const classification = select(form, 'Tax classification');
    expect(within(classification).getAllByRole('option')).toHaveLength(8);
    await user.selectOptions(classification, 'c_corporation');
    expect(form.getByText('Your business’s Employer Identification Number (12-3456789).')).toBeVisible();
    expect(field(form, 'Tax id')).toHaveAttribute('placeholder', '12-3456789');
    expect(form.queryByLabelText(/Date of birth/)).not.toBeInTheDocument();
  });

  it('takes a W-8BEN outside the US: individuals only, with a date of birth and a foreign id', async () => {
    const calls = mockApi({
      [EARNINGS]: [200, makeEarnings()],
      [TAX]: [200, makeTaxStatus()],
      [SAVE]: [
        200,
        makeTaxStatus({
          withdrawableWithoutDetailsCents: null,
          details: makeTaxDetails({
            form: 'W-8BEN',
            country: 'DE',
            taxIdMasked: '•••• 8901',
            region: '',
            dateOfBirth: '1990-04-01',
          }),
        }),
      ],
    });
    renderAt('/earnings', routes);
    const form = await openForm();
    await user.selectOptions(select(form, 'Country of residence'), 'US');
    await user.selectOptions(select(form, 'Tax classification'), 'partnership');
    // Country names come from Intl.DisplayNames.
    await user.selectOptions(select(form, 'Country of residence'), 'Germany');
    expect(select(form, 'Country of residence')).toHaveValue('DE');
    expect(form.getByText('Form W-8BEN (not a US person).')).toBeVisible();
    const classification = select(form, 'Tax classification');
    expect(
      within(classification)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([TAX_CLASSIFICATION_LABELS.individual]);
    expect(classification).toHaveValue('individual');
    expect(
      form.getByText('Your tax identification number in your country of residence (W-8BEN line 6a).'),
    ).toBeVisible();

    await user.type(field(form, 'Legal name'), 'Jonas Berg');
    await user.type(field(form, 'Tax id'), '12 345 678 901');
    await user.type(field(form, 'Address'), 'Hauptstraße 1');
    await user.type(field(form, 'City'), 'Berlin');
    await user.click(form.getByRole('checkbox', { name: CERTIFY }));
    await user.click(form.getByRole('button', { name: 'Save tax details' }));
    expect(await form.findByText(taxMessages.dateOfBirthRequired)).toBeVisible();
    expect(saves(calls)).toHaveLength(0);

    await user.type(form.getByLabelText(/Date of birth/), '1990-04-01');
    await user.click(form.getByRole('button', { name: 'Save tax details' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]?.body).toMatchObject({
      country: 'DE',
      classification: 'individual',
      taxId: '12 345 678 901',
      dateOfBirth: '1990-04-01',
    });
    const onFile = within((await section()).getByLabelText('Tax details on file'));
    expect(onFile.getByText('•••• 8901')).toBeVisible();
    expect(onFile.getByText('Germany')).toBeVisible();
    expect(onFile.getByText('Apr 1, 1990')).toBeVisible();
  });

  it('shows the server’s refusal beside its field', async () => {
    mockApi({
      [EARNINGS]: [200, makeEarnings()],
      [TAX]: [200, makeTaxStatus()],
      [SAVE]: [
        400,
        {
          message: taxMessages.invalidUsTaxId,
          code: 'VALIDATION_ERROR',
          issues: [{ path: 'taxId', message: taxMessages.invalidUsTaxId }],
        },
      ],
    });
    renderAt('/earnings', routes);
    const form = await openForm();
    await fillW9(form);
    await user.click(form.getByRole('button', { name: 'Save tax details' }));
    expect(await form.findByText(taxMessages.invalidUsTaxId)).toBeVisible();
    expect(field(form, 'Tax id')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('Tax details on file', { timeout: 20_000 }, () => {
  it('edits them from what is on file, asking for the id again', async () => {
    mockApi({
      [EARNINGS]: [200, makeEarnings()],
      [TAX]: [200, makeTaxStatus({ withdrawableWithoutDetailsCents: null, details: makeTaxDetails() })],
    });
    renderAt('/earnings', routes);
    const tax = await section();
    expect(await tax.findByText('•••-••-6789')).toBeVisible();
    expect(tax.queryByText(/You can withdraw up to/)).not.toBeInTheDocument();
    await user.click(tax.getByRole('button', { name: 'Edit' }));
    const form = within(await tax.findByRole('form', { name: 'Tax details form' }));
    expect(field(form, 'Legal name')).toHaveValue('Mia Lens');
    expect(select(form, 'Country of residence')).toHaveValue('US');
    expect(field(form, 'Tax id')).toHaveValue('');
    expect(form.getByText(/it is never shown again: enter it again to save changes/)).toBeVisible();
    expect(form.getByRole('checkbox', { name: CERTIFY })).not.toBeChecked();
    await user.click(form.getByRole('button', { name: 'Cancel' }));
    expect(tax.queryByRole('form')).not.toBeInTheDocument();
    expect(tax.getByText('•••-••-6789')).toBeVisible();
  });
});

describe('Withdraw Funds and tax details', { timeout: 20_000 }, () => {
  const openWithdraw = async () => {
    await screen.findByRole('group', { name: 'Available Balance' });
    await user.click(screen.getByRole('button', { name: 'Withdraw Funds' }));
    return within(await screen.findByRole('dialog', { name: 'Withdraw Funds' }));
  };

  it('shows what may still go out without details, and leads a refusal to the tax details form', async () => {
    const refusal = taxMessages.required(55_000, 5_000);
    mockApi({
      [EARNINGS]: [200, makeEarnings({ availableCents: 100_000 })],
      [TAX]: [200, makeTaxStatus({ paidThisYearCents: 55_000, withdrawableWithoutDetailsCents: 5_000 })],
      [WITHDRAW]: [409, { message: refusal, code: 'TAX_DETAILS_REQUIRED', title: taxMessages.requiredTitle }],
    });
    renderAt('/earnings', routes);
    const dialog = await openWithdraw();
    expect(await dialog.findByText(/Without tax details you can withdraw up to/)).toHaveTextContent(
      'Without tax details you can withdraw up to $50.00 more this year.',
    );
    await user.click(dialog.getByRole('button', { name: 'Request Withdrawal' }));
    const alert = within(await dialog.findByRole('alert'));
    expect(alert.getByText(taxMessages.requiredTitle)).toBeVisible();
    expect(alert.getByText(refusal)).toBeVisible();
    await user.click(alert.getByRole('button', { name: 'Add tax details' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Withdraw Funds' })).not.toBeInTheDocument());
    const tax = await section();
    expect(await tax.findByRole('form', { name: 'Tax details form' })).toBeVisible();
    expect(field(within(tax.getByRole('form')), 'Legal name')).toBeVisible();
  });

  it('says nothing of an allowance once details are on file', async () => {
    mockApi({
      [EARNINGS]: [200, makeEarnings({ availableCents: 100_000 })],
      [TAX]: [200, makeTaxStatus({ withdrawableWithoutDetailsCents: null, details: makeTaxDetails() })],
    });
    renderAt('/earnings', routes);
    await screen.findByText('•••-••-6789');
    const dialog = await openWithdraw();
    expect(dialog.getByRole('textbox', { name: 'Amount' })).toBeVisible();
    expect(dialog.queryByText(/Without tax details/)).not.toBeInTheDocument();
  });
});
