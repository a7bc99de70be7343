// Receipts and statements (issue 30) as people use them: a business opens the receipt of a deposit and of a refund
// from its Transaction History and the month's statement from the Payments page, seeing the amounts its wallet moved;
// a creator opens the statement of a payout from the Withdrawals tab. Money is moved through the API (the test-mode
// checkout and the payout have browser tests of their own: money.spec.ts); the documents are read on screen.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { createCampaignViaApi, expect, joinViaApi, signUpViaApi, summaryCard, test, uniqueWord } from '../fixtures';

const keyed = () => ({ 'idempotency-key': randomUUID() });

/** Add Funds through the test-mode provider, as its checkout page does. */
async function addFunds(request: APIRequestContext, cents: number): Promise<void> {
  const started = await request.post('/api/business/payments/checkouts', {
    data: { amountCents: cents },
    headers: keyed(),
  });
  expect(started.status(), await started.text()).toBe(201);
  const { id } = (await started.json()) as { id: string };
  const paid = await request.post(`/api/ledger/test-mode/checkouts/${id}/pay`, {
    data: { cardNumber: '4242424242424242' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
}

/** This month as the statements name it ('November 2026'), on the UTC calendar as the ledger's months are. */
function thisMonthName(): string {
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date());
}

test('a business opens the receipt of a deposit and of a refund, and the month’s statement', async ({ page }) => {
  await signUpViaApi(page.request, 'smb', 'Dana Brooks');
  await addFunds(page.request, 25_000);
  const withdrawn = await page.request.post('/api/business/payments/withdrawals', {
    data: { amountCents: 4_000 },
    headers: keyed(),
  });
  expect(withdrawn.status(), await withdrawn.text()).toBe(201);

  await page.goto('/smb-payments');
  await expect(summaryCard(page, 'Current Balance')).toContainText('$210.00');

  // The deposit's receipt, from its row of the Transaction History.
  const history = page.getByRole('region', { name: 'Transaction History' });
  await history.getByRole('link', { name: /^Receipt MR-D-/ }).click();
  const receipt = page.getByRole('article', { name: /^Receipt MR-D-\d{8}$/ });
  await expect(receipt.getByRole('heading', { name: 'Receipt', level: 1 })).toBeVisible();
  await expect(receipt).toContainText('$250.00 USD');
  await expect(receipt).toContainText(/Status\s*Paid/);
  await expect(receipt).toContainText('Test card (test mode)');
  await expect(receipt).toContainText('MicroReach, Inc.');
  await expect(receipt).toContainText('Brooks Bakery');
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();

  // The refund's receipt: what went back, and the deposit it came from.
  await page.getByRole('link', { name: 'Back to Payments' }).click();
  await history.getByRole('link', { name: /^Receipt MR-R-/ }).click();
  const refund = page.getByRole('article', { name: /^Refund receipt MR-R-\d{8}$/ });
  await expect(refund).toContainText('$40.00 USD');
  await expect(refund).toContainText(/Status\s*Refunded/);
  await expect(refund.getByRole('link', { name: /^MR-D-\d{8}$/ })).toBeVisible();

  // The month's statement, from the Monthly statements picker: opening, what moved, and the balance the page shows.
  await page.getByRole('link', { name: 'Back to Payments' }).click();
  const statements = page.getByRole('region', { name: 'Monthly statements' });
  await expect(
    statements.getByRole('combobox', { name: 'Month' }).getByRole('option', { name: thisMonthName(), selected: true }),
  ).toHaveCount(1);
  await statements.getByRole('link', { name: 'Open statement' }).click();
  const statement = page.getByRole('article', { name: `Monthly statement ${thisMonthName()} (so far)` });
  const summary = statement.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText(/Opening balance\s*\$0\.00/);
  await expect(summary).toContainText(/Funds added\s*\+\$250\.00/);
  await expect(summary).toContainText(/Refunds to your payments\s*-\$40\.00/);
  await expect(summary).toContainText(/Closing balance\s*\$210\.00/);
  await expect(statement.getByRole('region', { name: 'Every movement' }).getByRole('row')).toHaveCount(3);

  // Printed: the statement alone, without the app's navigation or the page's buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Back to Payments' })).toBeHidden();
  await expect(page.getByRole('navigation').first()).toBeHidden();
  await expect(summary).toContainText(/Closing balance\s*\$210\.00/);
  await page.emulateMedia({ media: 'screen' });

  // On a 390 px phone the movements are stacked rows and nothing runs off the side.
  await page.setViewportSize({ width: 390, height: 844 });
  const movements = statement.getByRole('list', { name: 'Every movement' });
  await expect(movements.getByRole('listitem')).toHaveCount(2);
  await expect(movements).toContainText('+$250.00');
  expect(await page.locator('html').evaluate((html) => html.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('statement-390.png'), fullPage: true });
});

test('a creator opens the statement of a payout: amount, fee and net, and where it went', async ({
  page,
  newAccount,
}) => {
  const word = uniqueWord();
  const business = await newAccount('smb');
  const campaignId = await createCampaignViaApi(business.request, { campaignName: `${word} Statement Week` });
  await addFunds(business.request, 50_000);
  const funded = await business.request.post(`/api/business/payments/campaigns/${campaignId}/funding`, {
    data: { amountCents: 50_000 },
    headers: keyed(),
  });
  expect(funded.status(), await funded.text()).toBe(201);

  // The creator's post earns $200 (the per-creator cap) and is paid now: $190 available after the 5% fee.
  await signUpViaApi(page.request, 'influencer', `Noa ${word}`);
  expect(await joinViaApi(page.request, campaignId)).toBe('approved');
  const submitted = await page.request.post(`/api/creator/campaigns/${campaignId}/content`, {
    data: { platform: 'instagram', videoUrl: `https://www.instagram.com/p/Stmt${randomUUID().slice(0, 8)}/` },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  const postId = ((await submitted.json()) as { id: string }).id;
  for (const [path, data] of [
    [`/api/business/posts/${postId}/metrics`, { views: 12_000, likes: 800, comments: 50, shares: 30 }],
    [`/api/business/posts/${postId}/approve`, { disclosureSeen: true }],
    [`/api/business/posts/${postId}/release-payment`, undefined],
  ] as const) {
    const res = await business.request.post(path, data ? { data } : {});
    expect(res.status(), await res.text()).toBe(200);
  }
  const bank = await page.request.post('/api/ledger/test-mode/payout-account', {
    data: { accountHolder: `Noa ${word}`, accountNumber: '000123456789' },
  });
  expect(bank.status(), await bank.text()).toBe(200);
  const withdrawal = await page.request.post('/api/creator/earnings/withdrawals', {
    data: { amountCents: 15_000 },
    headers: keyed(),
  });
  expect(withdrawal.status(), await withdrawal.text()).toBe(201);

  await page.goto('/earnings');
  const transactions = page.getByRole('region', { name: 'Transactions' });
  await transactions.getByRole('tab', { name: 'Withdrawals' }).click();
  await expect(transactions.getByText('Paid', { exact: true }).first()).toBeVisible();
  await transactions.getByRole('link', { name: 'Statement of the $150.00 withdrawal' }).click();

  const statement = page.getByRole('article', { name: /^Payout statement MR-P-[0-9A-F]{8}$/ });
  await expect(statement.getByRole('heading', { name: 'Payout statement', level: 1 })).toBeVisible();
  await expect(statement).toContainText(/Status\s*Paid/);
  await expect(statement).toContainText('Test Bank ••••6789');
  const amount = statement.getByRole('region', { name: 'Payout amount' });
  await expect(amount).toContainText(/Amount withdrawn\s*\$150\.00/);
  await expect(amount).toContainText(/Fee on this payout\s*\$0\.00/);
  await expect(amount).toContainText(/Net paid to you\s*\$150\.00/);
  const earned = statement.getByRole('region', { name: 'Your earnings up to this payout' });
  await expect(earned).toContainText(/Earnings \(gross\)\s*\$200\.00/);
  await expect(earned).toContainText(/Platform fee \(5%\)\s*\$10\.00/);
  await expect(earned).toContainText(/Net earnings\s*\$190\.00/);
  await expect(statement).toContainText('MicroReach, Inc.');
});
