// The operator console (issue 28): the demo operator signs in at /ops with its own form, finds a report filed through
// the API in the queue, dismisses it with a reason, and reads the line in the operators' audit. Desktop and 390 px.
import { expect, expectToast, test } from '../fixtures';

const OPERATOR = { email: 'ops@demo.microreach.app', password: 'MicroReach-demo-2026' };

const LAYOUTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

for (const layout of LAYOUTS) {
  test.describe(`The operator console on a ${layout.name}`, () => {
    test.use({ viewport: layout.viewport });

    test('an operator decides a report from the queue and finds it in the audit', async ({ page, newAccount }) => {
      // A creator reports a business's profile.
      const business = await newAccount('smb');
      const creator = await newAccount('influencer');
      const businessSession = await (await business.request.get('/api/auth/session')).json();
      const report = await creator.request.post('/api/reports', {
        data: {
          subjectKind: 'profile',
          subjectId: businessSession.user.id,
          reason: 'spam',
          note: `Spam ${layout.name}`,
        },
      });
      expect(report.status(), await report.text()).toBe(200);

      await page.goto('/ops');
      const signIn = page.getByRole('form', { name: 'Operator sign-in' });
      await signIn.getByLabel('Email').fill(OPERATOR.email);
      await signIn.getByLabel(/^Password/).fill(OPERATOR.password);
      await signIn.getByRole('button', { name: 'Sign in' }).click();

      const header = page.getByRole('navigation', { name: 'Console' });
      await expect(header.getByRole('link', { name: 'Queue' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'MicroReach Operations' })).toBeVisible();

      const card = page
        .getByRole('article', { name: /^Report: Brooks Bakery’s profile/ })
        .filter({ hasText: `Spam ${layout.name}` });
      await expect(card).toBeVisible();
      await card.getByRole('button', { name: 'Dismiss' }).click();
      const dialog = page.getByRole('dialog', { name: 'Dismiss the report' });
      const reason = `Ordinary promotion, not spam (${layout.name}).`;
      await dialog.getByLabel('Reason').fill(reason);
      await dialog.getByRole('button', { name: 'Dismiss report' }).click();
      await expectToast(page, 'Report dismissed');
      await expect(card).toHaveCount(0);

      await header.getByRole('link', { name: 'Audit' }).click();
      await page.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Report dismissed' });
      const row = page.getByRole('region', { name: 'Operator actions' }).getByRole('row').filter({ hasText: reason });
      await expect(row).toBeVisible();
      await expect(row).toContainText(OPERATOR.email);
      await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
        'href',
        '/api/ops/audit.csv?action=report_dismissed',
      );
    });
  });
}
