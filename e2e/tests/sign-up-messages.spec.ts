// A refused sign-up names the problem in a sentence for people, not by a field's code (issue item 15, B8 Auth).
import { expect, PASSWORD, test, uniqueEmail } from '../fixtures';

test('a business whose name is only spaces is told to enter a name, in a sentence, and nothing is sent', async ({
  page,
  accessibility,
}) => {
  const signUpRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/sign-up')) signUpRequests.push(request.url());
  });

  await page.goto('/auth?role=smb&tab=signup');
  const form = page.getByRole('tabpanel', { name: 'Sign Up' });
  await form.getByLabel('Email').fill(uniqueEmail('biz'));
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await form.getByLabel('Full Name').fill('   ');
  await form.getByLabel('Company Name').fill('Brooks Bakery');
  await form.getByRole('button', { name: 'Create Account' }).click();

  const toast = page.getByRole('alert').filter({ hasText: 'Authentication failed:' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Authentication failed: Enter your name.');
  // No field code ('name:', 'dateOfBirth:') between the spec's prefix and the sentence.
  await expect(toast).not.toContainText(/Authentication failed: [a-zA-Z]+: /);
  // The field says it too.
  await expect(form.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Full Name')).toHaveAccessibleDescription('Enter your name.');
  await accessibility.check('sign-up form with a field error');
  await expect(page).toHaveURL(/\/auth/);
  await expect(form.getByLabel('Company Name')).toHaveValue('Brooks Bakery');
  expect(signUpRequests).toEqual([]);
});
